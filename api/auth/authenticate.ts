import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../contract/messages';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { type TokenKeys, verifyAccessToken } from './jwt';

/** Longer than any access token we issue (about 400 bytes) by a wide margin; past it, no parsing at all. */
const MAX_AUTHORIZATION_LENGTH = 4096;

/**
 * Reads the bearer token. No Authorization header means anon; a header that does not verify (bad
 * signature, alg none, expired, edited claims, a role that is not ours) is refused with 401, never
 * quietly downgraded to anon. Whether the token's user still exists is checked by the request
 * transaction (http/database.ts) in the statement that opens it.
 */
export function authenticate(keys: TokenKeys): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) {
      c.set('claims', null);
      return next();
    }
    const match = header.length <= MAX_AUTHORIZATION_LENGTH ? /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw new ApiError('unauthorized', authMessages.invalidAuthorization);
    try {
      c.set('claims', await verifyAccessToken(keys, match[1]));
    } catch {
      throw new ApiError('unauthorized', authMessages.sessionInvalid);
    }
    return next();
  };
}
