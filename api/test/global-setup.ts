import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { type EmbeddedServer, startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * One Postgres for the whole run: DATABASE_URL when set (a separate server; its user needs CREATEDB
 * and CREATEROLE), else an embedded one under the OS temp folder. Migrations are applied once into a
 * template database; each test file clones it into a database of its own (api/test/database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(tmpdir(), 'studio18-test-'));
    // The embedded server runs as the postgres user, which must be able to enter this folder.
    await chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dir: path.join(tempDir, 'postgres'),
      port: await freePort(),
      passwordFile: path.join(tempDir, 'postgres-password'),
    });
    adminUrl = embedded.url;
  }

  const template = `studio18_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());
  // pg-boss installs its own schema on start; doing it once in the template saves it in every test database.
  const boss = new PgBoss({ connectionString: templateUrl.toString(), supervise: false, schedule: false, max: 1 });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: true });

  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    client.on('error', () => undefined);
    await client.connect();
    const leftovers = await client.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $2`, [
      template,
      `studio18_test_${process.pid}_%`,
    ]);
    for (const { datname } of leftovers.rows) {
      await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
    }
    await client.end();
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
