import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { migrate } from './migrate';

let db: TestDatabase;
let dir: string;

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'studio18-migrations-'));
  await writeFile(path.join(dir, '001_first.sql'), 'create table m_first (id int); insert into m_first values (1);');
  await writeFile(path.join(dir, '002_second.sql'), 'insert into m_first values (2);');
  await writeFile(path.join(dir, 'README.txt'), 'not a migration');
});

afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('the template the tests use already holds every migration of db/migrations', async () => {
    const rows = await query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((row) => row.name)).toContain('0001_roles_and_auth.sql');
  });

  it('applies files in name order, each once, even when two processes start together', async () => {
    const [a, b] = await Promise.all([migrate(db.url, dir), migrate(db.url, dir)]);
    expect([...a.applied, ...b.applied].sort()).toEqual(['001_first.sql', '002_second.sql']);
    expect(await query('select id from m_first order by id')).toEqual([{ id: 1 }, { id: 2 }]);
    const again = await migrate(db.url, dir);
    expect(again).toEqual({ applied: [], skipped: 2, declared: false });
  });

  it('rolls back a failing file whole and does not record it', async () => {
    await writeFile(path.join(dir, '003_broken.sql'), 'insert into m_first values (3); select * from no_such_table;');
    await expect(migrate(db.url, dir)).rejects.toThrow(/Migration 003_broken.sql failed: .*no_such_table/);
    expect(await query('select id from m_first order by id')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await query(`select name from schema_migrations where name = '003_broken.sql'`)).toEqual([]);
  });
});
