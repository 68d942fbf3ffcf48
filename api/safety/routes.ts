import { Hono } from 'hono';
import { z } from 'zod';
import { safetyMessages } from '../contract/safety';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import type { Storage } from '../storage/storage';
import { decideHeld, listHeld } from './service';

const idParam = z.object({ id: z.uuid({ error: safetyMessages.invalidId }) });
const decisionBody = z.object({
  decision: z.enum(['release', 'remove'], { error: safetyMessages.decision }),
  note: z.string({ error: 'The note must be text' }).trim().max(500, safetyMessages.noteTooLong).optional(),
});

/**
 * /api/v1/admin/held: the output safety check's queue (GET) and the administrator's decision on one
 * held output (POST /:id/decision). Administrators only; the queries run as the database role `admin`.
 */
export function heldOutputRoutes(deps: { storage: Storage }) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      const held = await listHeld(await c.var.db(), deps.storage);
      c.header('Cache-Control', 'no-store');
      return c.json({ held }, 200);
    })
    .post('/:id/decision', input('param', idParam), input('json', decisionBody), async (c) => {
      const { id } = c.req.valid('param');
      const { decision, note } = c.req.valid('json');
      const result = await decideHeld(await c.var.db(), deps.storage, c.var.logger, c.var.afterCommit, id, decision, note);
      return c.json(result, 200);
    });
}
