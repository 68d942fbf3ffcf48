import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/guards';
import { parseInput } from '../http/validate';

const listQuery = z.object({
  q: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * Administrator routes. Refused with 403 to everyone whose token does not say admin; the queries then
 * run as the database role `admin`, whose policies are the second lock.
 */
export function adminRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);

  routes.get('/users', async (c) => {
    const { q, limit } = parseInput(listQuery, c.req.query());
    const trx = await c.var.db();
    let query = trx
      .selectFrom('user_profiles')
      .select(['id', 'email', 'tokens', 'is_admin', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit);
    if (q) query = query.where('email', 'ilike', `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const rows = await query.execute();
    c.header('Cache-Control', 'no-store');
    return c.json({
      users: rows.map((row) => ({
        id: row.id,
        email: row.email,
        tokens: row.tokens,
        isAdmin: row.is_admin,
        createdAt: row.created_at.toISOString(),
      })),
    });
  });

  return routes;
}
