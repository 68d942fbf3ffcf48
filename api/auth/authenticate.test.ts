import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context';
import { handleError } from '../http/errors';
import { authenticate } from './authenticate';
import { signAccessToken, tokenKeys } from './jwt';

/** The bearer check without a database: what a token that verified once may and may not do next time. */

const keys = tokenKeys('authenticate-test-key-0123456789abcdef');

function app() {
  const hono = new Hono<AppEnv>();
  hono.onError(handleError);
  hono.use(authenticate(keys));
  hono.get('/who', (c) => c.json({ sub: c.get('claims')?.sub ?? null }));
  return hono;
}

const who = (hono: Hono<AppEnv>, token: string) => hono.request('/who', { headers: { authorization: `Bearer ${token}` } });

describe('bearer tokens', () => {
  it('refuses a token that verified before once its expiry has passed', async () => {
    const hono = app();
    const sub = randomUUID();
    const token = await signAccessToken(keys, { sub, role: 'member' }, 1);
    const first = await who(hono, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sub });
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    expect((await who(hono, token)).status).toBe(401);
  });

  it('refuses an edited copy of a token that verified, and still accepts the original', async () => {
    const hono = app();
    const token = await signAccessToken(keys, { sub: randomUUID(), role: 'member' });
    expect((await who(hono, token)).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const edited = [header, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), signature].join('.');
    expect((await who(hono, edited)).status).toBe(401);
    expect((await who(hono, token)).status).toBe(200);
  });

  it('refuses a token signed with another key even after one with the same claims verified', async () => {
    const hono = app();
    const sub = randomUUID();
    expect((await who(hono, await signAccessToken(keys, { sub, role: 'member' }))).status).toBe(200);
    const other = await signAccessToken(tokenKeys('another-key-0123456789abcdef-0123456789'), { sub, role: 'member' });
    expect((await who(hono, other)).status).toBe(401);
  });
});
