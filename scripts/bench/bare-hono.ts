import { readFileSync } from 'node:fs';
import { Hono } from 'hono';

/**
 * Bare Hono on Bun, in a process of its own: the catalog JSON the site answers (read from the file in
 * BARE_CATALOG_FILE), answered with c.json by a route and no middleware at all. The best a Hono app
 * on Bun can do on this machine; the catalog route of the site is compared with it.
 */
interface BunServe {
  serve(options: { fetch: (request: Request) => Response | Promise<Response>; hostname: string; port: number }): { port: number };
}

const catalog: unknown = JSON.parse(readFileSync(process.env.BARE_CATALOG_FILE ?? '', 'utf8'));
const app = new Hono();
app.get('/api/v1/catalog', (c) => c.json(catalog as Record<string, unknown>, 200));
app.get('/healthz', (c) => c.text('ok'));

const bun = (globalThis as { Bun?: BunServe }).Bun;
if (!bun) throw new Error('bare-hono.ts runs under Bun');
const server = bun.serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT ?? 3297) });
console.log(`bare hono on http://127.0.0.1:${server.port}`);
