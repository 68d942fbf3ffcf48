import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { compareDescriptions, describeSchema } from './catalog';
import { declarativeDrift, unlistedFiles } from './declarative';
import { migrate } from './migrate';

const here = path.dirname(fileURLToPath(import.meta.url));

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

describe('the capability files', () => {
  it('are every .sql file of the capability folders', async () => {
    expect(await unlistedFiles()).toEqual([]);
  });

  it('are what a migrated database holds: no drift', async () => {
    expect(await withClient(db.url, declarativeDrift)).toEqual([]);
  });

  it('report a function edited by hand, one added by hand, a dropped policy and a hand-made grant', async () => {
    await withClient(db.url, async (client) => {
      await client.query(`
        create or replace function public.refund_tokens(p_transaction_id bigint, p_description text default null) returns integer
          language plpgsql security definer set search_path = '' as $$ begin return 0; end $$`);
      await client.query(`create function public.by_hand() returns int language sql as $$ select 1 $$`);
      await client.query('drop policy reports_admin_select on public.reports');
      await client.query('grant select on public.audit_log to member');
      expect(await declarativeDrift(client)).toEqual([
        'differs: function refund_tokens(bigint,text)',
        'extra: function by_hand()',
        'extra: grant audit_log to member SELECT',
        'missing: policy public.reports.reports_admin_select',
      ]);
    });
  });
});

describe('migrate with capability files', () => {
  let root: string;
  let fresh: TestDatabase;
  const source = () => ({ files: ['auth/auth.sql', 'probe/probe.sql'], root });
  const probe = (body: string) => writeFile(path.join(root, 'probe/probe.sql'), body);

  beforeAll(async () => {
    fresh = await createTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'studio18-declarative-'));
    await mkdir(path.join(root, 'probe'));
    await mkdir(path.join(root, 'auth'));
    await cp(path.join(here, '../auth/auth.sql'), path.join(root, 'auth/auth.sql'));
  });
  afterAll(async () => {
    await fresh?.drop();
    await rm(root, { recursive: true, force: true });
  });

  const functions = (url: string) =>
    withClient(url, async (client) =>
      (
        await client.query<{ name: string }>(
          `select proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and proname like 'probe%' order by 1`,
        )
      ).rows.map((row) => row.name),
    );

  it('applies the files again when their text changes, once when two processes start together', async () => {
    await probe('create function public.probe_one() returns int language sql as $$ select 1 $$;');
    const [a, b] = await Promise.all([migrate(fresh.url, undefined, source()), migrate(fresh.url, undefined, source())]);
    expect([a.declared, b.declared].sort()).toEqual([false, true]);
    expect(await functions(fresh.url)).toEqual(['probe_one']);
    expect((await migrate(fresh.url, undefined, source())).declared).toBe(false);
  });

  it('drops what a file no longer declares: a removed function, policy or grant leaves the database', async () => {
    await probe('create function public.probe_two() returns int language sql as $$ select 2 $$;');
    expect((await migrate(fresh.url, undefined, source())).declared).toBe(true);
    expect(await functions(fresh.url)).toEqual(['probe_two']);
    const left = await withClient(fresh.url, async (client) => ({
      policies: (await client.query(`select policyname from pg_policies where tablename = 'reports'`)).rows,
      grant: (await client.query(`select has_table_privilege('admin', 'public.reports', 'select') as granted`)).rows[0],
      auth: (await client.query(`select count(*)::int as n from pg_proc where proname = 'reserve_sign_in_attempt'`)).rows[0],
    }));
    expect(left).toEqual({ policies: [], grant: { granted: false }, auth: { n: 1 } });
  });

  it('changes nothing when a file fails: the old functions stay and the error names the file', async () => {
    await probe('create function public.probe_three() returns int language sql as $$ select 3 $$; select * from no_such_table;');
    await expect(migrate(fresh.url, undefined, source())).rejects.toThrow(/probe\/probe.sql failed: .*no_such_table/);
    expect(await functions(fresh.url)).toEqual(['probe_two']);
  });
});

describe('a database migrated before the capability files existed', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createTestDatabase();
  });
  afterAll(async () => old?.drop());

  it('reaches the same state as a new one after migrate', async () => {
    const { adminUrl } = inject('testDatabase');
    const name = `${old.name}_release`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
    try {
      const script = gunzipSync(await readFile(path.join(here, 'fixtures/migrated-before-capability-files.sql.gz'))).toString('utf8');
      await withClient(url.toString(), (client) => client.query(script));
      const result = await migrate(url.toString());
      expect(result).toMatchObject({ applied: [], declared: true });
      const [upgraded, created] = await Promise.all([withClient(url.toString(), describeSchema), withClient(old.url, describeSchema)]);
      expect(compareDescriptions(created, upgraded)).toEqual([]);
    } finally {
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});
