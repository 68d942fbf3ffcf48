import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../api/auth/password';
import { createTestDatabase, TEST_APP_SECRET, type TestDatabase } from '../api/test/database';

/** `npm run create-admin`, run as a user would, against a real database. */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'studio18-create-admin-'));
});
afterAll(async () => {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function createAdmin(args: string[]) {
  return run(path.join(root, 'node_modules/.bin/bun'), ['scripts/create-admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, APP_SECRET: TEST_APP_SECRET, DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
  });
}

describe('npm run create-admin', () => {
  it('creates the admin, then sets the password of an existing one', async () => {
    const created = await createAdmin(['--email', 'boss@example.com', '--password', 'first-password']);
    expect(created.stdout).toContain('admin: boss@example.com created');
    const again = await createAdmin(['--email', 'BOSS@example.com', '--password', 'second-password']);
    expect(again.stdout).toContain('already admin; password set');
    const { rows } = await sql<{ is_admin: boolean; hash: string; confirmed: boolean }>`
      select p.is_admin, u.password_hash as hash, u.email_confirmed_at is not null as confirmed
      from auth.users u join user_profiles p on p.id = u.id where lower(u.email) = 'boss@example.com'`.execute(db.owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_admin: true, confirmed: true });
    expect(await verifyPassword('second-password', rows[0]!.hash)).toBe(true);
  }, 30_000);

  it('refuses a password shorter than 6 characters', async () => {
    await expect(createAdmin(['--email', 'short@example.com', '--password', '12345'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Password must be at least 6 characters long'),
    });
  }, 30_000);
});
