import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * For development helpers (the outbox's mailbox, the PayPal stand-in's approval): they answer only a
 * client on this machine, whatever interface the server listens on. Others get a plain 404, as if the
 * route did not exist.
 */
export function loopbackOnly(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopback(clientIp(c, trustProxy))) throw new ApiError('not_found', 'Not found');
    return next();
  };
}
