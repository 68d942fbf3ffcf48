import { Hono } from 'hono';
import { liftSchema } from '../contract/settings';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import type { StrikeService, StrikeThresholds } from './service';

export interface StrikeRouteDeps {
  strikes: StrikeService;
  /** The strike thresholds in force (the run-time settings). */
  thresholds(): Promise<StrikeThresholds>;
}

/**
 * /api/v1/admin/flags and /api/v1/admin/suspensions/lift: the accounts and browsers above the flag
 * threshold or suspended, and lifting a suspension, as the database role admin.
 */
export function strikeRoutes(deps: StrikeRouteDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/flags', async (c) => {
      const thresholds = await deps.thresholds();
      const accounts = await deps.strikes.flagged(await c.var.db(), thresholds);
      c.header('Cache-Control', 'no-store');
      return c.json({ accounts, thresholds }, 200);
    })
    .post('/suspensions/lift', input('json', liftSchema), async (c) => {
      const lifted = await deps.strikes.lift(await c.var.db(), c.req.valid('json'));
      return c.json({ lifted }, 200);
    });
}
