import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * The PWA loads everything from its own origin: scripts and styles from the build, media from
 * /storage (blob: for generated previews), data from /api. Nothing else is allowed.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Security headers on every response; a handler that set its own (storage media) keeps it. */
export function securityHeaders({ hsts }: { hsts: boolean }): MiddlewareHandler<AppEnv> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  if (hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
