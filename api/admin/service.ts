import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { type AdminUser, type AdminUsersPage, adminMessages, type DeleteUserResponse, type SetTokensResponse } from '../contract/admin';
import type { GenerationStatus } from '../contract/generation';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger';
import { assertSafeKey, type BucketName, isBucket, type Storage } from '../storage/storage';

/** Where a page of the user list stopped: the last row's created_at (with Postgres's microseconds) and id. */
const cursorShape = z.object({ at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), id: z.uuid() });
type UsersCursor = z.infer<typeof cursorShape>;

const encodeCursor = (cursor: UsersCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** `cursor` of GET /api/v1/admin/users: an opaque value from an earlier page's nextCursor. */
export const usersCursorSchema = z
  .string({ error: adminMessages.invalidCursor })
  .regex(/^[A-Za-z0-9_-]{1,200}$/, adminMessages.invalidCursor)
  .transform((value, ctx) => {
    try {
      return cursorShape.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    } catch {
      ctx.addIssue({ code: 'custom', message: adminMessages.invalidCursor });
      return z.NEVER;
    }
  });

/** Escapes LIKE's wildcards so a search for `a_b%` finds exactly that text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface UserRow {
  id: string;
  email: string;
  tokens: number;
  is_admin: boolean;
  confirmed: boolean;
  created_at: Date;
}

const toUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  tokens: row.tokens,
  isAdmin: row.is_admin,
  confirmed: row.confirmed,
  createdAt: row.created_at.toISOString(),
});

/**
 * A page of accounts, newest first (keyset paging on created_at and id, so a page never repeats or
 * skips a row while accounts are added), optionally those whose e-mail contains `q` in any case.
 * `admin_list_users` checks the role itself and reads the e-mail confirmation from the auth schema.
 */
export async function listUsers(
  trx: Transaction<Database>,
  { q, limit, cursor }: { q?: string; limit: number; cursor?: UsersCursor },
): Promise<AdminUsersPage> {
  const { rows } = await sql<UserRow & { cursor_at: string }>`
    select * from public.admin_list_users(${q ? likeLiteral(q) : null}::text, ${limit + 1}::integer,
      ${cursor?.at ?? null}::timestamptz, ${cursor?.id ?? null}::uuid)`.execute(trx);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    users: page.map(toUser),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

/**
 * Creates an account, e-mail already confirmed, with `tokens` first tokens (an admin_grant) in the same
 * transaction; `admin_create_user` records it in the audit log. The password arrives hashed: the
 * route hashes it before it takes a database connection.
 */
export async function createUser(
  trx: Transaction<Database>,
  input: { email: string; passwordHash: string; tokens: number },
): Promise<AdminUser> {
  const { rows } = await sql<UserRow>`
    select * from public.admin_create_user(${input.email}::text, ${input.passwordHash}::text, ${input.tokens}::integer)`.execute(trx);
  return toUser(rows[0]!);
}

/** Sets an account's balance through `admin_set_balance` (an admin_adjustment naming the administrator, and an audit entry). */
export async function setUserTokens(trx: Transaction<Database>, userId: string, tokens: number): Promise<SetTokensResponse> {
  const { rows } = await sql<{ balance: number }>`select public.admin_set_balance(${userId}::uuid, ${tokens}::integer) as balance`.execute(
    trx,
  );
  return { id: userId, tokens: rows[0]!.balance };
}

interface StoredFile {
  bucket: string;
  key: string;
}

/**
 * Deletes an account in the request's transaction through `admin_delete_user` (which refuses the
 * administrator's own account, cascades to the account's sessions, uploads, jobs and gallery items,
 * keeps its ledger and payments with the user cleared, and records the deletion). The account's files
 * are removed once that transaction has committed (`afterCommit`): the objects its rows named, then
 * whatever else lies under its folder (`<user id>/`) in the private buckets. A storage failure then is
 * logged and leaves stray files behind, never the account: the deletion has already happened.
 */
export async function deleteUser(
  trx: Transaction<Database>,
  userId: string,
  deps: { storage: Storage; logger: Logger; afterCommit: (work: () => Promise<void>) => void },
): Promise<DeleteUserResponse> {
  const { rows } = await sql<{
    result: { email: string; files: StoredFile[] };
  }>`select public.admin_delete_user(${userId}::uuid) as result`.execute(trx);
  const result = rows[0]!.result;
  deps.afterCommit(() => removeFiles(deps.storage, deps.logger, userId, result.files));
  return { id: userId, email: result.email, message: adminMessages.deleted };
}

const safeKey = (key: string) => {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
};

/** Removes a deleted account's files, bucket by bucket; failures are logged, never thrown. */
export async function removeFiles(storage: Storage, logger: Logger, userId: string, files: StoredFile[]): Promise<void> {
  const byBucket = new Map<BucketName, string[]>();
  for (const file of files) {
    if (!isBucket(file.bucket) || !safeKey(file.key)) continue;
    byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.key]);
  }
  for (const [bucket, keys] of byBucket) {
    await storage
      .deleteMany(bucket, keys)
      .catch((error: unknown) => logger.error("deleting a removed account's files failed", { userId, bucket, error }));
  }
  for (const bucket of ['images', 'generations'] as const) {
    await storage
      .deletePrefix(bucket, `${userId}/`)
      .catch((error: unknown) => logger.error("deleting a removed account's folder failed", { userId, bucket, error }));
  }
}

/** The dashboard's figures (GET /api/v1/admin/stats), computed by the database in one statement. */
export interface AdminStats {
  users: number;
  /** Completed payments, summed per currency; amounts as decimal text (no float rounding). */
  revenue: Array<{ currency: string; amount: string }>;
  /** Tokens of completed payments. */
  tokensSold: number;
  /** Tokens deducted for generations, less what was refunded. */
  tokensSpent: number;
  /** Jobs created in the last 24 hours, by status and by the provider that ran them (or was to). */
  jobsLast24h: Array<{ status: GenerationStatus; provider: string; count: number }>;
  /** Prompts the content policy refused in the last 24 hours. */
  refusedPromptsLast24h: number;
}

/** Runs `admin_stats()` as the request's role, which must be admin (the function checks it too). */
export async function adminStats(trx: Transaction<Database>): Promise<AdminStats> {
  const { rows } = await sql<{ stats: AdminStats }>`select public.admin_stats() as stats`.execute(trx);
  return rows[0]!.stats;
}
