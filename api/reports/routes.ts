import { Hono } from 'hono';
import { z } from 'zod';
import { digits } from '../contract/query';
import { decisionInputSchema, reportInputSchema, reportMessages } from '../contract/reports';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import type { Storage } from '../storage/storage';
import { decideReport, listReports, type ReportLimits, submitReport } from './service';

export interface ReportRouteDeps {
  storage: Storage;
  limits: ReportLimits;
  trustProxy: boolean;
}

/** POST /api/v1/reports: anyone past the age gate, signed in or not, reports a shared gallery item. */
export function reportRoutes(deps: ReportRouteDeps) {
  return new Hono<AppEnv>().post('/', input('json', reportInputSchema), async (c) => {
    const created = await submitReport(await c.var.db(), c.req.valid('json'), clientIp(c, deps.trustProxy), deps.limits);
    return c.json(created, 201);
  });
}

const listQuery = z.object({
  status: z.enum(['open', 'decided', 'all'], { error: reportMessages.status }).default('open'),
  limit: digits(reportMessages.limit, { min: 1, max: 500 }).default(200),
});
const idParam = z.object({ id: z.uuid({ error: reportMessages.reportId }) });

/**
 * /api/v1/admin/reports: the review queue's reports and the decision on one. Administrators only; the
 * queries run as the database role `admin`, the only role that may read reports or decide them.
 */
export function adminReportRoutes(deps: ReportRouteDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', input('query', listQuery), async (c) => {
      const { status, limit } = c.req.valid('query');
      const reports = await listReports(await c.var.db(), deps.storage, status, limit);
      c.header('Cache-Control', 'no-store');
      return c.json({ reports }, 200);
    })
    .post('/:id/decision', input('param', idParam), input('json', decisionInputSchema), async (c) => {
      const decision = await decideReport(
        await c.var.db(),
        { storage: deps.storage, afterCommit: c.var.afterCommit, logger: c.get('logger') },
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(decision, 200);
    });
}
