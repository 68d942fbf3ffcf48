import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * The PWA loads everything from its own origin: scripts and styles from the build, media from
 * /storage (blob: for generated previews), data from /api. Nothing else is allowed, except PayPal's
 * checkout (its script, frames and calls) when real PayPal credentials are configured.
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

const PAYPAL_SOURCES = 'https://www.paypal.com https://*.paypal.com https://www.paypalobjects.com https://*.paypalobjects.com';

/** The policy with PayPal's checkout allowed (PayPal's JS SDK renders its buttons in frames from paypal.com). */
export function contentSecurityPolicyWithPaypal(): string {
  return contentSecurityPolicy
    .replace("script-src 'self'", `script-src 'self' ${PAYPAL_SOURCES}`)
    .replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${PAYPAL_SOURCES}`)
    .replace("connect-src 'self'", `connect-src 'self' ${PAYPAL_SOURCES}`)
    .replace("frame-ancestors 'none'", `frame-src ${PAYPAL_SOURCES}; frame-ancestors 'none'`);
}

/** Security headers on every response; a handler that set its own (storage media) keeps it. */
export function securityHeaders({ hsts, paypal = false }: { hsts: boolean; paypal?: boolean }): MiddlewareHandler<AppEnv> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': paypal ? contentSecurityPolicyWithPaypal() : contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  if (hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  const list = Object.entries(headers);
  return async (c, next) => {
    await next();
    const answer = c.res.headers;
    for (const [name, value] of list) {
      if (!answer.has(name)) answer.set(name, value);
    }
  };
}
