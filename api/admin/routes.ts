import { Hono } from 'hono';
import { z } from 'zod';
import { digits } from '../contract/query';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import { auditQuerySchema, readAuditLog } from './audit-log';
import { adminStats, listUsers } from './service';

const listQuery = z.object({
  q: z.string({ error: 'The search must be text' }).trim().max(254, 'The search is too long').optional(),
  limit: digits('The limit must be a whole number from 1 to 500', { min: 1, max: 500 }).default(100),
});

/**
 * Administrator routes. Refused with 403 to everyone whose token does not say admin; the queries then
 * run as the database role `admin`, whose policies are the second lock.
 */
export function adminRoutes() {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/users', input('query', listQuery), async (c) => {
      const users = await listUsers(await c.var.db(), c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json({ users }, 200);
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
    });
}
