import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateSchema, schemaFile } from '../api/db/codegen';
import { startEmbeddedPostgres } from '../api/db/embedded';
import { migrate } from '../api/db/migrate';
import { freePort } from '../api/test/global-setup';

// `npm run db:types`: migrates a new, empty database (db/migrations and the capability SQL files) and writes api/db/schema.ts
// from it. The database is a scratch one on the server of DATABASE_URL when set (its user needs
// CREATEDB), else a throwaway embedded server under the OS temp folder; either is removed afterwards,
// so the types never depend on what an existing database happens to hold.

async function withScratchDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `studio18_types_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      return await work(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function withThrowawayServer<T>(work: (adminUrl: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-db-types-'));
  try {
    // The embedded server runs as the postgres user, which must be able to enter this folder.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      port: await freePort(),
      passwordFile: path.join(dir, 'postgres-password'),
    });
    try {
      return await work(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  const onServer = (adminUrl: string) =>
    withScratchDatabase(adminUrl, async (url) => {
      const { applied } = await migrate(url);
      await writeFile(schemaFile, await generateSchema(url));
      return applied.length;
    });
  const migrations = process.env.DATABASE_URL ? await onServer(process.env.DATABASE_URL) : await withThrowawayServer(onServer);
  console.log(`db:types: wrote ${path.relative(process.cwd(), schemaFile)} from ${migrations} migrations in ${Date.now() - started} ms`);
}

try {
  await main();
} catch (error) {
  console.error(`db:types failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
