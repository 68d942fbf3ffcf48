import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Config } from '../config';
import { listen, type RunningServer } from '../http/serve';
import { input } from '../http/validate';
import type { Metrics } from './metrics';

/** What /metrics reads of a request: the scraper's bearer token, when METRICS_TOKEN is set. */
const scrapeHeaders = z.object({ authorization: z.string().max(1024).optional() });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries `token`, compared in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics in Prometheus's text format: behind `Authorization: Bearer METRICS_TOKEN` when a token
 * is set (401 without it), open on METRICS_PORT's own listener when none is.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono().get('/metrics', input('header', scrapeHeaders), async (c) => {
    if (token !== undefined && !carriesToken(c.req.valid('header').authorization, token)) {
      return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' });
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  });
}

/** The metrics' own listener on METRICS_PORT, or undefined when it is not set (the site and `npm run worker`). */
export async function listenForMetrics(config: Config, metrics: Metrics): Promise<RunningServer | undefined> {
  if (config.metrics.port === undefined) return undefined;
  return listen(metricsRoutes(metrics, config.metrics.token).fetch, { hostname: config.host, port: config.metrics.port });
}
