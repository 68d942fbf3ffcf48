import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { compareDescriptions, describeDeclared, OWN_SCHEMAS } from './catalog';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The capability files that hold the current text of every SQL function, trigger, view, policy and
 * grant, in the order they are applied (a policy names the functions of the files before it, so
 * `auth` comes first). Numbered migrations hold only tables, columns, indexes, roles and data.
 */
export const DECLARATIVE_FILES = [
  'auth/auth.sql',
  'tokens/tokens.sql',
  'payments/payments.sql',
  'uploads/uploads.sql',
  'generation/jobs.sql',
  'gallery/gallery.sql',
  'admin/admin.sql',
  'reports/reports.sql',
  'settings/settings.sql',
  'strikes/strikes.sql',
  'safety/safety.sql',
  'push/push.sql',
] as const;

export interface DeclarativeSource {
  /** Paths relative to api/, in apply order. */
  files: readonly string[];
  /** The folder the paths are relative to (api/ unless a test says otherwise). */
  root?: string;
}

interface LoadedFiles {
  texts: { file: string; sql: string }[];
  digest: string;
}

/** Every .sql file one level under api/ must be in the list: a file left out would never be applied. */
export async function unlistedFiles(root = apiDir, files: readonly string[] = DECLARATIVE_FILES): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const name of await readdir(path.join(root, entry.name))) {
      if (name.endsWith('.sql')) found.push(`${entry.name}/${name}`);
    }
  }
  return found.filter((file) => !files.includes(file)).sort();
}

async function load({ files, root = apiDir }: DeclarativeSource): Promise<LoadedFiles> {
  const texts = await Promise.all(files.map(async (file) => ({ file, sql: await readFile(path.join(root, file), 'utf8') })));
  const hash = createHash('sha256');
  for (const { file, sql } of texts) hash.update(`${file}\0${sql}\0`);
  return { texts, digest: hash.digest('hex') };
}

/**
 * Drops every function, trigger, view and policy of the application's schemas and revokes every grant
 * on their tables, so that the files that follow define the whole of them: a function deleted from a
 * file disappears from the database, a grant removed from a file is revoked. Objects of extensions
 * and of other schemas (pg-boss) are left alone. Tables, columns and indexes never depend on these
 * objects (a default or an index calling one of our functions would make the drop fail loudly). A
 * numbered migration that drops or retypes a column a view reads drops that view first; the files put
 * it back.
 */
async function reset(client: pg.ClientBase): Promise<void> {
  // In this order: policies, triggers and views name functions; a view may name another view.
  const steps = [
    `select format('drop policy %I on %I.%I', policyname, schemaname, tablename) from pg_policies where schemaname = any($1::text[])`,
    `select format('drop trigger %I on %s', t.tgname, t.tgrelid::regclass)
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and not t.tgisinternal`,
    `select format('drop view if exists %s cascade', c.oid::regclass)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind = 'v'`,
    `select format('drop routine %s', p.oid::regprocedure)
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1::text[]) and p.prokind in ('f', 'p')
        and not exists (select from pg_depend e where e.objid = p.oid and e.deptype = 'e')`,
    `select distinct format('revoke all on %s %s from %s', case c.relkind when 'S' then 'sequence' else 'table' end,
                            c.oid::regclass, coalesce(quote_ident(g.rolname), 'public'))
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join lateral (
         select (aclexplode(c.relacl)).grantee
         union select (aclexplode(a.attacl)).grantee from pg_attribute a where a.attrelid = c.oid and a.attacl is not null
       ) x
       left join pg_roles g on g.oid = x.grantee
      where n.nspname = any($1::text[]) and x.grantee <> c.relowner`,
  ];
  for (const step of steps) {
    const { rows } = await client.query<[string]>({ text: step, values: [OWN_SCHEMAS], rowMode: 'array' });
    for (const [statement] of rows) await client.query(statement);
  }
}

async function applyFiles(client: pg.ClientBase, loaded: LoadedFiles): Promise<void> {
  await reset(client);
  for (const { file, sql } of loaded.texts) {
    try {
      await client.query(sql);
    } catch (error) {
      throw new Error(`${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

const DIGEST_TABLE = `
  create table if not exists public.schema_declarations (
    only_row boolean primary key default true check (only_row),
    digest text not null,
    applied_at timestamptz not null default now()
  )`;

/**
 * Applies the capability files when their text differs from what this database last applied (like
 * Flyway's repeatable migrations, which run again when their checksum changes), or when `always` (a
 * numbered migration just ran: a view names the columns of the tables as they were when it was made),
 * in one transaction: the drops, the files and the new digest commit together or not at all. The
 * caller holds the migration lock.
 */
export async function applyDeclarative(
  client: pg.ClientBase,
  source: DeclarativeSource = { files: DECLARATIVE_FILES },
  always = false,
): Promise<boolean> {
  const loaded = await load(source);
  await client.query(DIGEST_TABLE);
  await client.query('revoke all on public.schema_declarations from public');
  const { rows } = await client.query<{ digest: string }>('select digest from public.schema_declarations');
  if (rows[0]?.digest === loaded.digest && !always) return false;
  await client.query('begin');
  try {
    await applyFiles(client, loaded);
    await client.query(
      `insert into public.schema_declarations (digest) values ($1)
       on conflict (only_row) do update set digest = excluded.digest, applied_at = now()`,
      [loaded.digest],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return true;
}

/**
 * How the database differs from the capability files: it applies them again inside a transaction it
 * rolls back and lists every function, trigger, view, policy or grant that the files would change.
 * Empty when the database is what the files say.
 */
export async function declarativeDrift(client: pg.ClientBase, source: DeclarativeSource = { files: DECLARATIVE_FILES }): Promise<string[]> {
  const loaded = await load(source);
  await client.query('begin');
  try {
    const before = await describeDeclared(client);
    await applyFiles(client, loaded);
    return compareDescriptions(await describeDeclared(client), before);
  } finally {
    await client.query('rollback');
  }
}
