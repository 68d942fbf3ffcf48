import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Claims } from '../db/roles';

/**
 * Access tokens: HS256 JWTs signed with a key derived from APP_SECRET. Only HS256 is accepted (so
 * `alg: none` and key-confusion tricks fail), the role must be one of ours, and `sub` must be a user id.
 */
const ISSUER = 'studio18';
const AUDIENCE = 'studio18-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.email().optional(),
  role: z.enum(['member', 'admin']),
  exp: z.number().int(),
  iat: z.number().int().optional(),
});

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export interface TokenKeys {
  key: Uint8Array;
}

export function tokenKeys(jwtSecret: string): TokenKeys {
  return { key: new TextEncoder().encode(jwtSecret) };
}

export async function signAccessToken(
  keys: TokenKeys,
  claims: { sub: string; email?: string; role: Claims['role'] },
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keys.key);
}

export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) throw new InvalidTokenError('Invalid token claims');
    return parsed.data;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new InvalidTokenError('Token expired');
    throw new InvalidTokenError('Invalid token');
  }
}
