import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';

/**
 * Password hashes: scrypt with N=2^15, r=8, p=3 (OWASP's equivalent of its 2^17/8/1 minimum, about
 * 0.2 s here), a 16-byte salt and a 32-byte key, stored as `$scrypt$ln=15,r=8,p=3$salt$key` so the
 * parameters can grow later without breaking existing hashes: a hash is verified with the parameters
 * it was made with. The cost (log2 N) of new hashes is PASSWORD_HASH_COST; only the test suites set it
 * lower, to spend their CPU on what they test (api/config.ts refuses less than 15 in production).
 */
const PARAMS = { r: 8, p: 3 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const N = 2 ** ln;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, PARAMS.r, PARAMS.p);
  return `$scrypt$ln=${cost},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, key] = match;
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), Number(ln), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, of the cost new hashes have. Sign-in verifies against it when the
 * e-mail is unknown, so an unknown address costs the same work as a wrong password and timing tells nothing.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
