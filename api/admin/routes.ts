import { Hono } from 'hono';
import { z } from 'zod';
import { ADMIN_USERS_MAX_PAGE, ADMIN_USERS_PAGE, adminMessages, createUserSchema, setTokensSchema, userIdParam } from '../contract/admin';
import { digits } from '../contract/query';
import { hashPassword } from '../auth/password';
import type { AppEnv } from '../http/context';
import { releaseRequestConnection } from '../http/database';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import { auditQuerySchema, readAuditLog } from './audit-log';
import type { Storage } from '../storage/storage';
import { adminStats, createUser, deleteUser, listUsers, setUserTokens, usersCursorSchema } from './service';

const listQuery = z.object({
  q: z.string({ error: adminMessages.searchInvalid }).trim().max(254, adminMessages.searchTooLong).optional(),
  limit: digits(adminMessages.limitInvalid, { min: 1, max: ADMIN_USERS_MAX_PAGE }).default(ADMIN_USERS_PAGE),
  cursor: usersCursorSchema.optional(),
});

/**
 * Password hashes of new accounts, two at a time: each takes a fifth of a second of CPU, and thirty
 * clicks at once must not starve the rest of the server.
 */
const HASHES_AT_ONCE = 2;
let hashing = 0;
const waiting: Array<() => void> = [];
async function hashInTurn(password: string, cost: number): Promise<string> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  try {
    return await hashPassword(password, cost);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

/**
 * Administrator routes. Refused with 403 to everyone whose token does not say admin; the queries then
 * run as the database role `admin`, and each SQL function checks that role again.
 */
export function adminRoutes({ storage, passwordHashCost }: { storage: Storage; passwordHashCost: number }) {
  return (
    new Hono<AppEnv>()
      .use(requireAdmin)
      .get('/users', input('query', listQuery), async (c) => {
        const page = await listUsers(await c.var.db(), c.req.valid('query'));
        c.header('Cache-Control', 'no-store');
        return c.json(page, 200);
      })
      // Hashing the password takes a fifth of a second: the connection of the token check goes back
      // first, and the account is written in a transaction opened afterwards.
      .post('/users', releaseRequestConnection, input('json', createUserSchema), async (c) => {
        const { email, password, tokens } = c.req.valid('json');
        const passwordHash = await hashInTurn(password, passwordHashCost);
        const user = await createUser(await c.var.db(), { email, passwordHash, tokens });
        return c.json(user, 201);
      })
      .put('/users/:id/tokens', input('param', userIdParam), input('json', setTokensSchema), async (c) => {
        const answer = await setUserTokens(await c.var.db(), c.req.valid('param').id, c.req.valid('json').tokens);
        return c.json(answer, 200);
      })
      .delete('/users/:id', input('param', userIdParam), async (c) => {
        const answer = await deleteUser(await c.var.db(), c.req.valid('param').id, {
          storage,
          logger: c.get('logger'),
          afterCommit: c.get('afterCommit'),
        });
        return c.json(answer, 200);
      })
      .get('/stats', async (c) => {
        const stats = await adminStats(await c.var.db());
        c.header('Cache-Control', 'no-store');
        return c.json(stats, 200);
      })
      .get('/audit', input('query', auditQuerySchema), async (c) => {
        const page = await readAuditLog(await c.var.db(), c.req.valid('query'));
        c.header('Cache-Control', 'no-store');
        return c.json(page, 200);
      })
  );
}
