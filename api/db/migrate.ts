import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** Any number that is ours alone: several processes starting together queue on it. */
const MIGRATION_LOCK = 7_318_200_001;

export interface MigrationResult {
  applied: string[];
  skipped: number;
}

/**
 * Applies db/migrations/*.sql in name order, each once and each in its own transaction, recording
 * them in public.schema_migrations. Runs under a session advisory lock so that two processes starting
 * at the same moment apply each file exactly once. Connects as the owner (DATABASE_URL), never as
 * the request role.
 */
export async function migrate(connectionString: string, dir = migrationsDir): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`
      create table if not exists public.schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`);
    await client.query('revoke all on public.schema_migrations from public');
    const done = new Set((await client.query<{ name: string }>('select name from public.schema_migrations')).rows.map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = await readFile(path.join(dir, name), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into public.schema_migrations (name) values ($1)', [name]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return { applied, skipped: files.length - applied.length };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
