import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../contract/messages';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import type { Claims } from '../db/roles';
import { type TokenKeys, verifyAccessToken } from './jwt';

/** Longer than any access token we issue (about 400 bytes) by a wide margin; past it, no parsing at all. */
const MAX_AUTHORIZATION_LENGTH = 4096;

/** How many verified tokens are remembered (a token is about 400 bytes). */
const VERIFIED_TOKENS = 10_000;

/**
 * Tokens that verified, by their exact text, with their claims, until they expire. Verifying an
 * HS256 token (WebCrypto HMAC, then the claims schema) was the largest single cost of a member's
 * request in the profile; the same session sends the same token for its 15 minutes. Only tokens
 * that verified are kept (a forged or edited one is a different text, verified and refused every
 * time), a kept token is refused again once its `exp` passes, and whether its user still exists is
 * still asked of the database by every request that reads or writes data. Oldest first out when full.
 */
function verifiedTokens(keys: TokenKeys) {
  const verified = new Map<string, Readonly<Claims>>();
  return async (token: string): Promise<Readonly<Claims>> => {
    const known = verified.get(token);
    if (known && (known.exp === undefined || known.exp * 1000 > Date.now())) return known;
    if (known) verified.delete(token);
    const claims = Object.freeze(await verifyAccessToken(keys, token));
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

/**
 * Reads the bearer token. No Authorization header means anon; a header that does not verify (bad
 * signature, alg none, expired, edited claims, a role that is not ours) is refused with 401, never
 * quietly downgraded to anon. Whether the token's user still exists is checked by the request
 * transaction (http/database.ts) in the statement that opens it; a route that answers before any
 * transaction (the catalog: no data, the same answer for everyone) does not look the user up.
 */
export function authenticate(keys: TokenKeys): MiddlewareHandler<AppEnv> {
  const verify = verifiedTokens(keys);
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) {
      c.set('claims', null);
      return next();
    }
    const match = header.length <= MAX_AUTHORIZATION_LENGTH ? /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw new ApiError('unauthorized', authMessages.invalidAuthorization);
    try {
      c.set('claims', await verify(match[1]));
    } catch {
      throw new ApiError('unauthorized', authMessages.sessionInvalid);
    }
    return next();
  };
}
