import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { createStorage } from '../api/storage/storage';
import { accessTokenFor, acceptGate, createMember, type Member, signInAsAdmin } from './members';

/**
 * The administrator's review of held outputs in the browser, at 1440 and 390 px. The site's provider
 * here is the demo renderer, whose renders show no face, so no job of this site is ever held by the
 * models; the held job is made instead by the same SQL function the runner calls (hold_generation, as
 * the database owner), on a running job of a real member, with a synthetic image (a gradient, no
 * person) in storage and figures as the analyser writes them. The runner's own path to it, with the
 * real models, is proved in api/safety/safety.test.ts.
 */

const dataDir = process.env.E2E_DATA_DIR!;
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? 54399);

async function owner(): Promise<pg.Client> {
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/studio18`,
  });
  await client.connect();
  return client;
}

/** A job of `member` held for review, as hold_generation leaves it; answers the job id. */
async function heldJob(member: Member, prompt: string): Promise<string> {
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2e1f5e' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
            '<stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f472b6"/></linearGradient></defs>' +
            '<rect width="640" height="480" fill="url(#g)"/><circle cx="320" cy="240" r="120" fill="#fde68a" opacity="0.7"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const storage = createStorage({ dir: path.join(dataDir, 'storage'), s3: undefined, signedUrlTtlSeconds: 3600 }, 'not-used-for-writing');
  await mkdir(path.join(dataDir, 'storage'), { recursive: true });
  const key = `e2e/held-${randomUUID()}.png`;
  await storage.put('generations', key, image, { contentType: 'image/png' });
  const outputs = [
    { bucket: 'generations', key, kind: 'image', contentType: 'image/png', width: 640, height: 480, label: null, thumbKey: null },
  ];
  const figures = {
    reason: 'young-face-sexual',
    thresholds: { sexualThreshold: 0.6, minFaceAge: 21 },
    images: [
      {
        output: 0,
        frame: null,
        faces: [
          { age: 19.6, score: 0.97 },
          { age: 27.2, score: 0.93 },
        ],
        sexual: { porn: 0.71, hentai: 0.02, sexy: 0.22, neutral: 0.04, drawing: 0.01 },
        sexualScore: 0.71,
      },
    ],
  };
  const client = await owner();
  try {
    const job = await client.query<{ id: string }>(
      `insert into public.generations (user_id, tool, params, prompt, provider, status, worker_id, started_at)
       select p.id, 'free-flux', '{}', $2, 'demo', 'running', 'e2e-spec', now() from public.user_profiles p where p.email = $1 returning id`,
      [member.email, prompt],
    );
    const id = job.rows[0]!.id;
    const held = await client.query<{ done: boolean }>(
      `select public.hold_generation($1, 'e2e-spec', $2::jsonb, 'FLUX.1 Schnell', $3::jsonb, 'Held for review') as done`,
      [id, JSON.stringify(outputs), JSON.stringify(figures)],
    );
    expect(held.rows[0]!.done).toBe(true);
    return id;
  } finally {
    await client.end();
  }
}

async function jobAsMember(page: Page, member: Member, id: string) {
  const token = await accessTokenFor(page.request, member);
  const res = await page.request.get(`/api/v1/generations/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { status: string; error: string | null; outputs: unknown[] };
}

test.beforeEach(async ({ page }) => acceptGate(page));

test('at 1440 px the administrator reveals a held output and releases it to its member', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const member = await createMember(page.request, 'held-release');
  const prompt = `Portrait of an adult couple on a velvet sofa, release ${randomUUID().slice(0, 8)}`;
  const id = await heldJob(member, prompt);
  expect(await jobAsMember(page, member, id)).toMatchObject({ status: 'held', error: 'Held for review', outputs: [] });

  await signInAsAdmin(page);
  await page.goto('/admin/review');
  const item = page.getByRole('listitem', { name: `Held output: ${prompt}` });
  await expect(item).toBeVisible();
  await expect(item.getByText('Sexual score with a young-looking face')).toBeVisible();
  await expect(item.getByText('Estimated ages 20, 27 (minimum 21)')).toBeVisible();
  await expect(item.getByText(/held \d+ min ago/)).toBeVisible();
  await expect(item.getByRole('img', { name: 'Held output' })).toHaveCount(0);

  await item.getByRole('button', { name: 'Click to reveal' }).click();
  await expect(item.getByRole('img', { name: 'Held output' })).toBeVisible();
  await item.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(item.getByText('Release this output to its owner? It is delivered and stays free of charge.')).toBeVisible();
  await item.getByRole('button', { name: 'Yes, release' }).click();
  await expect(page.getByText('Released: the output is delivered to its owner.')).toBeVisible();
  await expect(item).toHaveCount(0);

  const released = await jobAsMember(page, member, id);
  expect([released.status, released.error, released.outputs.length]).toEqual(['succeeded', null, 1]);
});

test('at 390 px the administrator removes a held output after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createMember(page.request, 'held-remove');
  const prompt = `Portrait of an adult couple on a velvet sofa, remove ${randomUUID().slice(0, 8)}`;
  const id = await heldJob(member, prompt);

  await signInAsAdmin(page);
  await page.goto('/admin/review');
  const item = page.getByRole('listitem', { name: `Held output: ${prompt}` });
  await expect(item).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await item.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(item.getByText('Remove this output? Its files are deleted for good.')).toBeVisible();
  await item.getByRole('button', { name: 'Cancel' }).click();
  await expect(item.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Remove', exact: true }).click();
  await item.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Removed: the output and its files are deleted.')).toBeVisible();
  await expect(item).toHaveCount(0);

  const removed = await jobAsMember(page, member, id);
  expect([removed.status, removed.error, removed.outputs]).toEqual(['failed', 'Removed after review', []]);
});

test("FREE FLUX shows a held job as 'Held for review' with its note, at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The job's events as hold_generation writes them, streamed in place of the demo render's.
  await page.route('**/api/v1/generations/*/events', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
      body: [
        'id: 1\nevent: status\ndata: {"kind":"status","status":"running"}\n\n',
        'id: 2\nevent: log\ndata: {"kind":"log","message":"Starting image generation..."}\n\n',
        'id: 3\nevent: log\ndata: {"kind":"log","message":"Held for review"}\n\n',
        'id: 4\nevent: error\ndata: {"kind":"error","message":"Held for review"}\n\n',
        'id: 5\nevent: status\ndata: {"kind":"status","status":"held"}\n\n',
      ].join(''),
    }),
  );
  await page.goto('/free-txt2img');
  await page.getByLabel('Prompt', { exact: true }).fill('A lighthouse on a cliff at dusk');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Held for review');
  await expect(alert).toContainText('A person will check this result before it is shown. Any tokens spent were refunded.');
  await expect(page.getByRole('button', { name: 'Generate Image' })).toBeEnabled();
  await alert.scrollIntoViewIfNeeded();
});
