import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { startWorkerProcess } from '../test/worker-process';
import { checkOutputUrl, isPublicAddress } from './providers/download';
import { type FakeFal, renderFakeVideo, startFakeFal } from './providers/fake-fal';
import { ProviderError } from './providers/provider';

/**
 * A provider's answer is untrusted: the outputs it names are fetched only over https from public
 * addresses or from the provider's own configured host, redirects included, within a size cap per
 * kind, and must be of the kind asked for. Otherwise the job fails, nothing is stored and the tokens
 * come back once. Against the fal stand-in over real HTTP, in this process (Node) and in a worker
 * process under Bun, whose fetch reads file:// URLs.
 */

describe('which output URLs may be fetched', () => {
  const trusted = ['http://127.0.0.1:4000'];

  it.each([
    ['http://127.0.0.1:4000/files/outputs/a.png', 'the configured host, over http as configured'],
    ['https://127.0.0.1:4000/files/outputs/a.png', 'the configured host over https'],
    ['https://93.184.215.14/files/a.png', 'a public address over https'],
    ['https://[2606:4700:4700::1111]/a.mp4', 'a public IPv6 address over https'],
    ['https://[::ffff:93.184.215.14]/a.png', 'a public address written as IPv4-mapped IPv6'],
  ])('allows %s (%s)', async (url) => {
    expect((await checkOutputUrl(url, trusted, 'FAL')).toString()).toBe(new URL(url).toString());
  });

  it.each([
    ['file:///etc/passwd'],
    ['file://localhost/tmp/output.mp4'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['ftp://93.184.215.14/a.png'],
    ['not a url'],
    ['http://93.184.215.14/a.png'],
    ['https://user:secret@93.184.215.14/a.png'],
    ['https://127.0.0.1/a.png'],
    ['https://127.0.0.1:4001/a.png'],
    ['https://127.1.2.3/a.png'],
    ['https://2130706433/a.png'],
    ['https://0.0.0.0/a.png'],
    ['https://localhost:4000/a.png'],
    ['https://[::1]/a.png'],
    ['https://[::]/a.png'],
    ['https://[::ffff:127.0.0.1]/a.png'],
    ['https://[::ffff:a9fe:a9fe]/latest/meta-data/'],
    ['https://169.254.169.254/latest/meta-data/'],
    ['https://10.1.2.3/a.png'],
    ['https://172.16.0.1/a.png'],
    ['https://172.31.255.254/a.png'],
    ['https://192.168.1.10/a.png'],
    ['https://100.64.0.1/a.png'],
    ['https://[fe80::1]/a.png'],
    ['https://[fd12:3456::1]/a.png'],
    ['https://[fc00::1]/a.png'],
    ['https://[ff02::1]/a.png'],
  ])('refuses %s', async (url) => {
    const error = await checkOutputUrl(url, trusted, 'FAL').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe('FAL API returned invalid response format');
  });

  it('refuses http to the configured host when its configured base URL is https', async () => {
    await expect(
      checkOutputUrl('http://comfy.example:8188/view?filename=a.png', ['https://comfy.example:8188'], 'ComfyUI'),
    ).rejects.toThrow('ComfyUI API returned invalid response format');
    expect((await checkOutputUrl('https://comfy.example:8188/view', ['https://comfy.example:8188'], 'ComfyUI')).host).toBe(
      'comfy.example:8188',
    );
  });

  it('tells public addresses from the rest', () => {
    expect(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'].map(isPublicAddress)).toEqual([true, true, true, true]);
    expect(
      [
        '127.0.0.1',
        '10.0.0.1',
        '172.20.1.1',
        '192.168.0.1',
        '100.100.0.1',
        '169.254.0.1',
        '0.0.0.0',
        '::1',
        '::',
        'fe80::1',
        'fd00::1',
        '::ffff:10.0.0.1',
        'localhost',
      ].map(isPublicAddress),
    ).toEqual(Array(13).fill(false));
  });
});

const MB = 1024 * 1024;
const falEnv = (fal: FakeFal) => ({
  FAL_KEY: fal.key,
  FAL_QUEUE_URL: fal.url,
  FAL_REST_URL: fal.url,
  FAL_POLL_INTERVAL_MS: '20',
  PROVIDER_TEXT_TO_VIDEO: 'fal',
  FALLBACK_TEXT_TO_VIDEO: 'none',
  PROVIDER_FREE_FLUX: 'fal',
  FALLBACK_FREE_FLUX: 'none',
  OUTPUT_MAX_IMAGE_BYTES: String(MB),
  OUTPUT_MAX_VIDEO_BYTES: String(MB),
  GENERATION_RETRY_DELAY_MS: '10',
});

/** A real mp4 in a file on this machine, as a hostile answer would name it. */
async function localVideoFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-local-'));
  const file = path.join(dir, 'some.mp4');
  await writeFile(file, await renderFakeVideo(320, 180));
  return pathToFileURL(file).toString();
}

async function storedFilesOf(t: TestApp, jobId: string): Promise<string[]> {
  const files = await readdir(t.config.storage.dir, { recursive: true }).catch(() => [] as string[]);
  return files.filter((file) => file.includes(jobId));
}

const balanceOf = async (t: TestApp, member: Member) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;

const finished = (t: TestApp, id: string, timeoutMs?: number) =>
  waitFor(async () => {
    const row = await t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && ['succeeded', 'failed', 'canceled'].includes(row.status) ? row : undefined;
  }, timeoutMs);

/** The job failed with `message`, stored nothing, made no gallery item, and its 100 tokens came back once. */
async function expectFailedAndRefunded(t: TestApp, member: Member, id: string, message: string) {
  const row = await finished(t, id);
  expect([row.status, row.error]).toEqual(['failed', message]);
  expect(row.outputs).toEqual([]);
  expect(await storedFilesOf(t, id)).toEqual([]);
  expect(await t.db.owner.selectFrom('gallery_items').select('id').where('generation_id', '=', id).execute()).toEqual([]);
  expect(await balanceOf(t, member)).toBe(500);
  const refunds = await t.db.owner
    .selectFrom('token_transactions')
    .select('amount')
    .where('user_id', '=', member.id)
    .where('transaction_type', '=', 'refund')
    .execute();
  expect(refunds).toEqual([{ amount: 100 }]);
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
}

describe('outputs a fal answer names, fetched by a worker in this process', () => {
  let fal: FakeFal;
  let t: TestApp;
  beforeAll(async () => {
    fal = await startFakeFal({ queueSteps: 1, progressSteps: 1 });
    t = await createTestApp(falEnv(fal), { worker: true });
  });
  afterAll(async () => {
    await t?.close();
    await fal?.close();
  });
  beforeEach(() => {
    fal.setOutputUrl(null);
  });

  const submitVideo = async (member: Member) => {
    const res = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'Waves on a pier' } },
    });
    expect(res.status).toBe(202);
    return res.body.id as string;
  };

  it('stores the real outputs of its own host, within the caps', async () => {
    const member = await t.member();
    const id = await submitVideo(member);
    const row = await finished(t, id);
    expect(row.status).toBe('succeeded');
    expect(row.outputs[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(await balanceOf(t, member)).toBe(400);
  });

  it('refuses a file:// URL: the job fails, nothing is stored, the tokens come back once', async () => {
    const file = await localVideoFile();
    fal.setOutputUrl(() => file);
    const member = await t.member();
    await expectFailedAndRefunded(t, member, await submitVideo(member), 'FAL API returned invalid response format');
  });

  it('refuses the same machine under another name than the configured one (localhost, by DNS)', async () => {
    fal.setOutputUrl(({ url }) => url.replace('127.0.0.1', 'localhost'));
    const member = await t.member();
    await expectFailedAndRefunded(t, member, await submitVideo(member), 'FAL API returned invalid response format');
  });

  it('follows no redirect to a disallowed place', async () => {
    const file = await localVideoFile();
    const member = await t.member();
    fal.setOutputUrl(({ url }) => fal.redirectUrl(url.replace('127.0.0.1', 'localhost')));
    await expectFailedAndRefunded(t, member, await submitVideo(member), 'FAL API returned invalid response format');
    const again = await t.member();
    fal.setOutputUrl(() => fal.redirectUrl(file));
    await expectFailedAndRefunded(t, again, await submitVideo(again), 'FAL API returned invalid response format');
  });

  it('refuses a video over OUTPUT_MAX_VIDEO_BYTES from its Content-Length', async () => {
    fal.setOutputUrl(() => fal.blobUrl({ bytes: 3 * MB, head: 'mp4' }));
    const member = await t.member();
    await expectFailedAndRefunded(t, member, await submitVideo(member), 'The generated video is larger than 1 MB and was not kept.');
  });

  it('cuts off a video sent without Content-Length as soon as it passes the cap, not after reading it all', async () => {
    const before = fal.blobBytesSent;
    fal.setOutputUrl(() => fal.blobUrl({ bytes: 200 * MB, head: 'mp4', chunked: true }));
    const member = await t.member();
    await expectFailedAndRefunded(t, member, await submitVideo(member), 'The generated video is larger than 1 MB and was not kept.');
    expect(fal.blobBytesSent - before).toBeLessThan(32 * MB);
  });

  it('refuses a video whose bytes are not a video', async () => {
    fal.setOutputUrl(() => fal.blobUrl({ bytes: 4096, head: 'png' }));
    const member = await t.member();
    await expectFailedAndRefunded(t, member, await submitVideo(member), 'FAL API returned invalid response format');
  });

  it('refuses an image over OUTPUT_MAX_IMAGE_BYTES, storing nothing', async () => {
    fal.setOutputUrl(() => fal.blobUrl({ bytes: 2 * MB, head: 'png', chunked: true }));
    const client = randomBytes(16).toString('base64url');
    const res = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': client },
      body: { tool: 'free-flux', params: { prompt: 'A quiet lake' } },
    });
    const row = await finished(t, res.body.id);
    expect([row.status, row.error]).toEqual(['failed', 'The generated image is larger than 1 MB and was not kept.']);
    expect(await storedFilesOf(t, res.body.id)).toEqual([]);
  });
});

describe('outputs a fal answer names, fetched by a worker process under Bun', () => {
  it('refuses a file:// URL that Bun would read: the job fails, nothing is stored, the tokens come back once', async () => {
    const fal = await startFakeFal({ queueSteps: 1, progressSteps: 1 });
    const t = await createTestApp(falEnv(fal));
    const worker = startWorkerProcess(t, falEnv(fal));
    try {
      const file = await localVideoFile();
      fal.setOutputUrl(() => file);
      const member = await t.member();
      const res = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'text-to-video', params: { prompt: 'Waves on a pier' } },
      });
      expect(res.status).toBe(202);
      await finished(t, res.body.id, 15_000);
      await expectFailedAndRefunded(t, member, res.body.id, 'FAL API returned invalid response format');
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
      await t.close();
      await fal.close();
    }
  });
});
