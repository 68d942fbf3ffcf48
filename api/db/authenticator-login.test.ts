import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { freePort } from '../test/global-setup';
import { connectDatabases, type Databases } from './database';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

/**
 * The request role's login is set by whichever process starts first. A role belongs to the whole
 * server, so processes starting together on different databases of one server (the test files, or
 * two sites sharing a PostgreSQL) all change it at once. This runs on a server of its own: changing
 * the role on the suite's shared server would lock the other test files out while it runs.
 */

const SECRET = 'authenticator-race-secret-0123456789abcdef';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const DATABASES = 10;

let dir: string;
let server: EmbeddedServer;

const urlOf = (name: string) => {
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio18-authenticator-'));
  await chmod(dir, 0o755);
  server = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    port: await freePort(),
    passwordFile: path.join(dir, 'postgres-password'),
  });
  await admin('create database race_template');
  await migrate(urlOf('race_template'));
  for (let index = 0; index < DATABASES; index += 1) await admin(`create database race_${index} template race_template`);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the request role login', () => {
  it('is set by ten starts at once on ten databases of one server, each with its own connections, without an error; each then logs in', async () => {
    for (let round = 0; round < 3; round += 1) {
      // Every start finds a password it cannot log in with, so every one of them changes the role.
      await admin(`alter role authenticator with login password 'stale-${round}'`);
      const started = await Promise.allSettled(
        Array.from({ length: DATABASES }, (_, index) =>
          connectDatabases({ ownerUrl: urlOf(`race_${index}`), appSecret: SECRET, poolMax: 2, logger: createLogger('silent') }),
        ),
      );
      const opened = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(
          started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason)),
        ).toEqual([]);
        const users = await Promise.all(
          opened.map((databases: Databases) => sql<{ name: string }>`select current_user as name`.execute(databases.api)),
        );
        expect(users.map((result) => result.rows[0]!.name)).toEqual(Array(DATABASES).fill('authenticator'));
      } finally {
        await Promise.all(opened.map((databases) => databases.close()));
      }
    }
  }, 60_000);

  it('is set by ten processes started at once on ten databases of one server, each of which then logs in', async () => {
    await admin(`alter role authenticator with login password 'stale-processes'`);
    // Each process opens its pools (which sets the login when it fails) and asks who it is as the request role.
    const script = [
      `import { sql } from 'kysely';`,
      `import { connectDatabases } from './api/db/database.ts';`,
      `import { createLogger } from './api/log/logger.ts';`,
      `const databases = await connectDatabases({ ownerUrl: process.env.OWNER_URL, appSecret: '${SECRET}', poolMax: 2, logger: createLogger('silent') });`,
      `const { rows } = await sql\`select current_user as name\`.execute(databases.api);`,
      `console.log(rows[0].name);`,
      `await databases.close();`,
    ].join('\n');
    const results = await Promise.all(
      Array.from({ length: DATABASES }, (_, index) =>
        run(path.join(root, 'node_modules/.bin/bun'), ['--eval', script], {
          cwd: root,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, OWNER_URL: urlOf(`race_${index}`) },
        }).then(
          ({ stdout }) => stdout.trim(),
          (error: { stderr?: string; message: string }) => `failed: ${error.stderr?.trim() || error.message}`,
        ),
      ),
    );
    expect(results).toEqual(Array(DATABASES).fill('authenticator'));
  }, 60_000);
});
