import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../contract/messages';
import type { AppEnv, Claims } from './context';
import { ApiError } from './errors';

/** 401 unless the request carries a verified access token. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('claims')) throw new ApiError('unauthorized', authMessages.notSignedIn);
  return next();
};

/**
 * 401 without a session, 403 for anybody whose token does not say admin. The role in the token comes
 * from user_profiles.is_admin when it was issued; the database's admin policies check it again.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = c.get('claims');
  if (!claims) throw new ApiError('unauthorized', authMessages.notSignedIn);
  if (claims.role !== 'admin') throw new ApiError('forbidden', authMessages.adminRequired);
  return next();
};

/** The verified claims of a route behind requireUser or requireAdmin. */
export function claimsOf(c: { get(key: 'claims'): Claims | null }): Claims {
  const claims = c.get('claims');
  if (!claims) throw new ApiError('unauthorized', authMessages.notSignedIn);
  return claims;
}
