import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { createTestDatabase, TEST_APP_SECRET, type TestDatabase } from '../test/database';
import { connectDatabases, type Databases } from './database';

/**
 * A connection the server ends while the application holds it between two statements (a restart, an
 * administrator's terminate) is logged and dropped, never an uncaught exception that ends the process;
 * the next request gets a new connection.
 */

let db: TestDatabase;
let databases: Databases;
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  databases = await connectDatabases({
    ownerUrl: db.url,
    appSecret: TEST_APP_SECRET,
    poolMax: 2,
    logger: createLogger('warn', (line) => lines.push(line)),
  });
});

afterAll(async () => {
  await databases?.close();
  await db?.drop();
});

async function terminate(pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await client.end();
  }
}

describe('a connection lost while it is held', () => {
  it.each(['owner', 'api'] as const)('is logged and replaced (%s pool)', async (pool) => {
    const before = lines.length;
    await databases[pool].connection().execute(async (held) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
      await terminate(rows[0]!.pid);
      for (let waited = 0; !lines.slice(before).some((line) => line.includes('database client error')) && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    expect(lines.slice(before).map((line) => JSON.parse(line) as { level: string; msg: string })).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'database client error' }),
    );
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(databases[pool]);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
