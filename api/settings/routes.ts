import { Hono } from 'hono';
import { settingsChangeSchema } from '../contract/settings';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import type { SettingsStore } from './service';

/**
 * /api/v1/admin/settings: the run-time settings with their defaults and overrides (GET), and a
 * partial change (PUT), as the database role admin. A change applies to the next request: this
 * process forgets its cached settings once the change has committed.
 */
export function settingsRoutes(store: SettingsStore) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      const view = await store.view(await c.var.db());
      c.header('Cache-Control', 'no-store');
      return c.json(view, 200);
    })
    .put('/', input('json', settingsChangeSchema), async (c) => {
      const result = await store.update(await c.var.db(), c.req.valid('json'));
      c.var.afterCommit(() => store.invalidate());
      c.header('Cache-Control', 'no-store');
      return c.json(result, 200);
    });
}
