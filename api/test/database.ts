import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabases, type Databases } from '../db/database';
import { createLogger } from '../log/logger';

export const TEST_APP_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export interface TestDatabase extends Databases {
  url: string;
  name: string;
  /** Drops the database; call it in afterAll. */
  drop(): Promise<void>;
}

/** A database of this test file's own, cloned from the migrated template (see global-setup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `studio18_test_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databases = await connectDatabases({
    ownerUrl: url.toString(),
    appSecret: TEST_APP_SECRET,
    poolMax: 5,
    logger: createLogger('silent'),
  });
  return {
    ...databases,
    url: url.toString(),
    name,
    async drop() {
      await databases.close();
      const client = new pg.Client({ connectionString: adminUrl });
      client.on('error', () => undefined);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
