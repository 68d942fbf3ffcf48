import { createHash, randomBytes } from 'node:crypto';

/**
 * The opaque secrets the server hands out (refresh tokens, mailed links): 256 random bits,
 * base64url. Only their SHA-256 is stored, so a copy of the database opens no session and no link.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
