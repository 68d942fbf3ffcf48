import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyDeclarative, DECLARATIVE_FILES, type DeclarativeSource } from './declarative';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** Any number that is ours alone: several processes starting together queue on it. */
const MIGRATION_LOCK = 7_318_200_001;

export interface MigrationResult {
  applied: string[];
  skipped: number;
  /** Whether the capability files were applied (their text changed since this database last applied them). */
  declared: boolean;
}

/** The start's line about the schema. */
export function migrationSummary(result: MigrationResult): string {
  const files = result.declared ? `capability SQL applied (${DECLARATIVE_FILES.length} files)` : 'capability SQL unchanged';
  return `migrations: ${result.applied.length} applied, ${result.skipped} already in place; ${files}`;
}

/**
 * Applies db/migrations/*.sql in name order, each once and each in its own transaction, recording
 * them in public.schema_migrations; then the capability files (functions, triggers, policies and
 * grants, see declarative.ts) when their text changed. Runs under a session advisory lock so that two
 * processes starting at the same moment apply each file exactly once. Connects as the owner
 * (DATABASE_URL), never as the request role.
 */
export async function migrate(
  connectionString: string,
  dir = migrationsDir,
  declarative: DeclarativeSource = { files: DECLARATIVE_FILES },
): Promise<MigrationResult> {
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
    const declared = await applyDeclarative(client, declarative, applied.length > 0);
    return { applied, skipped: files.length - applied.length, declared };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
