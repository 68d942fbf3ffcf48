import type { Context } from 'hono';

interface BunServer {
  requestIP(request: Request): { address: string } | null;
}
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request came from, for rate limits. Behind a reverse proxy (TRUST_PROXY=true) it is
 * the last address the proxy appended to X-Forwarded-For; otherwise the socket's peer, read from Bun's
 * server or Node's request (app.request() in tests has neither: 'unknown').
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  const env = c.env as (BunServer & NodeBindings) | undefined;
  if (env && typeof env.requestIP === 'function') return env.requestIP(c.req.raw)?.address ?? 'unknown';
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
