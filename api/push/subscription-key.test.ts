import { createECDH, ECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isP256PublicKey, subscriptionSchema } from '../contract/push';

/**
 * The subscription key check of the contract (plain TypeScript, also run by the PWA) against OpenSSL's
 * own: every key a browser would make passes, and whatever is not a point of P-256 fails.
 */

const p = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const b = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

/** OpenSSL's verdict: it refuses to read a point that is not on the curve. */
const opensslTakes = (key: Buffer) => {
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
};

const browserKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey();
};

const hex32 = (value: bigint) => Buffer.from(value.toString(16).padStart(64, '0'), 'hex');

const power = (base: bigint, exponent: bigint, modulus: bigint) => {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
};

const keys = (p256dh: string) => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh, auth: randomBytes(16).toString('base64url') },
});

describe('isP256PublicKey', () => {
  it('takes the keys browsers make (with or without base64 padding)', () => {
    for (let index = 0; index < 200; index += 1) {
      const key = browserKey();
      expect(isP256PublicKey(key.toString('base64url')), key.toString('hex')).toBe(true);
      expect(isP256PublicKey(`${key.toString('base64url')}=`)).toBe(true);
    }
  });

  it('refuses random 65-byte keys starting 0x04, and browser keys with one byte changed, as OpenSSL does', () => {
    for (let index = 0; index < 1000; index += 1) {
      const key = Buffer.concat([Buffer.from([0x04]), randomBytes(64)]);
      expect(opensslTakes(key)).toBe(false);
      expect(isP256PublicKey(key.toString('base64url')), key.toString('hex')).toBe(false);
    }
    for (let index = 0; index < 200; index += 1) {
      const key = browserKey();
      const at = 1 + (index % 64);
      key[at] = key[at]! ^ (1 << (index % 8));
      expect(opensslTakes(key)).toBe(false);
      expect(isP256PublicKey(key.toString('base64url')), key.toString('hex')).toBe(false);
    }
  });

  it('refuses a coordinate written as p or more, though it is the same point modulo p', () => {
    // The point with x = 0: y = √b, which p ≡ 3 (mod 4) makes b^((p + 1) / 4).
    const y = power(b, (p + 1n) / 4n, p);
    expect((y * y) % p).toBe(b);
    const onCurve = Buffer.concat([Buffer.from([0x04]), hex32(0n), hex32(y)]);
    expect(opensslTakes(onCurve)).toBe(true);
    expect(isP256PublicKey(onCurve.toString('base64url'))).toBe(true);
    const xIsP = Buffer.concat([Buffer.from([0x04]), hex32(p), hex32(y)]);
    expect(opensslTakes(xIsP)).toBe(false);
    expect(isP256PublicKey(xIsP.toString('base64url'))).toBe(false);
  });

  it('refuses other prefixes and lengths', () => {
    const key = browserKey();
    const compressed = ECDH.convertKey(key, 'prime256v1', undefined, undefined, 'compressed') as Buffer;
    expect(isP256PublicKey(compressed.toString('base64url'))).toBe(false);
    expect(isP256PublicKey(Buffer.concat([Buffer.from([0x06]), key.subarray(1)]).toString('base64url'))).toBe(false);
    expect(isP256PublicKey(key.subarray(0, 64).toString('base64url'))).toBe(false);
    expect(isP256PublicKey(Buffer.concat([key, Buffer.from([0])]).toString('base64url'))).toBe(false);
    expect(isP256PublicKey('')).toBe(false);
    expect(isP256PublicKey('not base64 at all!')).toBe(false);
  });
});

describe('subscriptionSchema', () => {
  it('takes a browser key and refuses one off the curve with the key message', () => {
    const key = browserKey();
    expect(subscriptionSchema.safeParse(keys(key.toString('base64url'))).success).toBe(true);
    key[64] = key[64]! ^ 1;
    expect(opensslTakes(key)).toBe(false);
    const refused = subscriptionSchema.safeParse(keys(key.toString('base64url')));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'The push subscription key (p256dh) must be a base64url P-256 public key of 65 bytes.',
    ]);
  });
});
