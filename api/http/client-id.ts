import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** The header the PWA sends with a random id it keeps (pwa/src/api/client.ts), so anonymous visitors can follow their own jobs. */
export const CLIENT_ID_HEADER = 'X-Client-Id';
const CLIENT_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * Reads the anonymous browser's id. Only its SHA-256 is kept and published in the claims of anonymous
 * requests (auth.client_hash() in SQL): an anonymous visitor sees the uploads and jobs made with the
 * same id and nothing else. Members are identified by their token; their client id is ignored.
 */
export const identifyClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.header(CLIENT_ID_HEADER);
  if (id === undefined || c.get('claims')) {
    c.set('clientHash', null);
    return next();
  }
  if (!CLIENT_ID.test(id)) throw new ApiError('bad_request', 'Invalid X-Client-Id header');
  c.set('clientHash', createHash('sha256').update(id).digest('hex'));
  return next();
};
