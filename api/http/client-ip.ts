import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

interface BunServer {
  requestIP(request: Request): { address: string } | null;
}
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The socket's peer, as Bun's server or Node's request tells it. Bun answers only for the Request
 * object it made, so this is read before any middleware hands the app a new one (the body deadline
 * and the body limit wrap the body in one): see rememberPeerAddress.
 */
function socketAddress(c: Context): string {
  const env = c.env as (BunServer & NodeBindings) | undefined;
  if (env && typeof env.requestIP === 'function') return env.requestIP(c.req.raw)?.address ?? 'unknown';
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The first middleware of the app: keeps the socket's peer while the request is still the server's own. */
export const rememberPeerAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('peerAddress', socketAddress(c));
  return next();
};

/**
 * The address a request came from, for rate limits. Behind a reverse proxy (TRUST_PROXY=true) it is
 * the last address the proxy appended to X-Forwarded-For; otherwise the socket's peer, read from Bun's
 * server or Node's request (app.request() in tests has neither: 'unknown').
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return (c.get('peerAddress') as string | undefined) ?? socketAddress(c);
}
