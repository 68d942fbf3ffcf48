import { SignJWT, UnsecuredJWT } from 'jose';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, tokenKeys } from './auth/jwt';
import { connectDatabases, type Databases } from './db/database';
import { type EmbeddedServer, ensureDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrate';
import { createLogger } from './log/logger';
import { createTestApp, type Member, type Reply, type TestApp, uniqueEmail } from './test/app';
import { TEST_APP_SECRET } from './test/database';
import { freePort } from './test/global-setup';

/**
 * The one security list: every /api/v1 route the app registers, with who may call it, and one set of
 * refused-access cases run against each (as Unkey keeps one set of cases for every route). A route
 * added to the app without a row here fails the first test.
 */

type Access = 'anon' | 'member' | 'admin' | 'webhook';

interface Probe {
  path: string;
  body?: unknown;
  /** A multipart form instead of a JSON body. */
  form?: FormData;
  cookie?: string;
  /** The address the request comes from (the stand-in's approval answers this machine only). */
  ip?: string;
}

interface RouteRow {
  access: Access;
  /**
   * False for a route that reads and writes no data and answers every caller alike (it runs before the
   * request transaction): a token sent to it is verified, but its user is not looked up.
   */
  data?: false;
  /** A request a legitimate caller would send, made fresh for each case. */
  probe: (caller: Member | null) => Promise<Probe> | Probe;
  /**
   * For routes that reach one member's resource: a resource that belongs to `owner`. Another member
   * asking for it must get exactly the answer of a resource that does not exist.
   */
  owned?: { resourceOf: (owner: Member) => Promise<Probe>; missing: () => Probe };
}

let t: TestApp;
let alice: Member;
let bob: Member;
let root: Member;
/** The account the DELETE /admin/users/:id row deletes. */
let doomed: Member;

const LOOPBACK = '127.0.0.1';
const orderOf = async (owner: Member) => {
  const res = await t.call('POST', '/api/v1/payments/orders', { token: owner.accessToken });
  if (res.status !== 201) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.orderId as string;
};

const MISSING_JOB = '00000000-0000-4000-8000-000000000000';
const jobOf = async (owner: Member) => {
  const res = await t.call('POST', '/api/v1/generations', {
    token: owner.accessToken,
    body: { tool: 'free-flux', params: { prompt: 'A quiet harbour at dawn' } },
  });
  if (res.status !== 202) throw new Error(`submit failed: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
};

/** A browser's push subscription on a real push service's host (nothing is sent to it when it is saved). */
const pushSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

/** A 1×1 PNG, the smallest image Gallery Admin takes. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const galleryForm = () => {
  const form = new FormData();
  form.append('title', 'Security list probe');
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'probe.png');
  return form;
};
/** For the administrator: the shared items' current order, which a reorder must list whole. */
const galleryOrder = async () => {
  const { rows } = await sql<{
    id: string;
  }>`select id from public.gallery_images order by display_order desc, created_at desc, id desc`.execute(t.db.owner);
  return { path: '/api/v1/admin/gallery/order', body: { ids: rows.map((row) => row.id) } };
};
/**
 * For the administrator: an item to delete, the newest there is (the upload row's probe made one), so
 * that asking for the probe changes nothing; one is put in only when the gallery is empty.
 */
const galleryItem = async () => {
  const newest = await sql<{ id: string }>`select id from public.gallery_images order by created_at desc limit 1`.execute(t.db.owner);
  const { rows } = newest.rows.length
    ? newest
    : await sql<{ id: string }>`insert into public.gallery_images (filename, title, content_type)
        values (${`probe/${Math.random().toString(36).slice(2)}.png`}, 'Probe', 'image/png') returning id`.execute(t.db.owner);
  return { path: `/api/v1/admin/gallery/${rows[0]!.id}` };
};

const MISSING_REPORT = '00000000-0000-4000-8000-000000000001';
/** An open report (of an item removed since), for the decision route's probe. */
const openReport = async () => {
  const { rows } = await sql<{ id: string }>`
    insert into public.reports (item_id, item_title, item_filename, reason, reporter_ip_hash)
    values (${randomUUID()}, 'Probe item', 'probe/item.jpg', 'other', repeat('a', 64)) returning id`.execute(t.db.owner);
  return rows[0]!.id;
};

/** A held output (output safety check) of an empty job, as hold_generation leaves one; made before the cases run. */
let heldForRoot: string;
const heldOutput = async () => {
  const { rows } = await sql<{ id: string }>`
    with job as (
      insert into public.generations (user_id, tool, params, prompt, provider, status, error)
      values (${root.id}, 'free-flux', '{}', 'A quiet harbour at dawn', 'demo', 'held', 'Held for review') returning id
    )
    insert into public.held_outputs (generation_id, outputs, model, figures) select id, '[]', 'FLUX', '{}' from job returning id`.execute(
    t.db.owner,
  );
  return rows[0]!.id;
};

const MISSING_ITEM = '00000000-0000-4000-8000-000000000002';
/** A gallery item of `owner`'s (no file: starring and deleting read none). */
const itemOf = async (owner: Member) => {
  const { rows } = await sql<{ id: string }>`
    insert into public.gallery_items (user_id, type, object_key, title, prompt, model)
    values (${owner.id}, 'image', ${`${owner.id}/probe/${randomUUID()}.png`}, 'Probe', 'A quiet harbour at dawn', 'FLUX Schnell') returning id`.execute(
    t.db.owner,
  );
  return rows[0]!.id;
};
/** Alice's items for the star and delete rows, made before the cases run (a probe must not add rows). */
let itemToStar: string;
let itemToDelete: string;

const routes: Record<string, RouteRow> = {
  'POST /api/v1/auth/sign-up': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/auth/sign-up', body: { email: uniqueEmail(), password: 'secret12', adult: true } }),
  },
  'POST /api/v1/auth/confirm': { access: 'anon', probe: () => ({ path: '/api/v1/auth/confirm', body: { token: 'A'.repeat(43) } }) },
  'POST /api/v1/auth/resend-confirmation': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/auth/resend-confirmation', body: { email: uniqueEmail() } }),
  },
  'POST /api/v1/auth/sign-in': {
    access: 'anon',
    probe: (caller) => ({ path: '/api/v1/auth/sign-in', body: { email: caller?.email ?? uniqueEmail(), password: 'wrong-password' } }),
  },
  'POST /api/v1/auth/refresh': {
    access: 'anon',
    probe: (caller) => ({ path: '/api/v1/auth/refresh', cookie: caller?.refreshCookie ?? 'x'.repeat(43) }),
  },
  'POST /api/v1/auth/sign-out': { access: 'anon', probe: () => ({ path: '/api/v1/auth/sign-out', cookie: 'x'.repeat(43) }) },
  'GET /api/v1/auth/me': { access: 'member', probe: () => ({ path: '/api/v1/auth/me' }) },
  'POST /api/v1/auth/password-reset': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/auth/password-reset', body: { email: uniqueEmail() } }),
  },
  'POST /api/v1/auth/password-reset/check': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/auth/password-reset/check', body: { token: 'A'.repeat(43) } }),
  },
  'POST /api/v1/auth/password-reset/confirm': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/auth/password-reset/confirm', body: { token: 'A'.repeat(43), password: 'new-password' } }),
  },
  'GET /api/v1/admin/users': { access: 'admin', probe: () => ({ path: '/api/v1/admin/users?q=example' }) },
  'GET /api/v1/admin/stats': { access: 'admin', probe: () => ({ path: '/api/v1/admin/stats' }) },
  'GET /api/v1/admin/gallery': { access: 'admin', probe: () => ({ path: '/api/v1/admin/gallery' }) },
  'POST /api/v1/admin/gallery': { access: 'admin', probe: () => ({ path: '/api/v1/admin/gallery', form: galleryForm() }) },
  'PUT /api/v1/admin/gallery/order': {
    access: 'admin',
    probe: (caller) => (caller === root ? galleryOrder() : { path: '/api/v1/admin/gallery/order', body: { ids: [] } }),
  },
  'DELETE /api/v1/admin/gallery/:id': {
    access: 'admin',
    probe: (caller) => (caller === root ? galleryItem() : { path: `/api/v1/admin/gallery/${MISSING_JOB}` }),
  },
  'POST /api/v1/admin/users': {
    access: 'admin',
    probe: () => ({ path: '/api/v1/admin/users', body: { email: uniqueEmail('created'), password: 'secret12', tokens: 5 } }),
  },
  // Another member's balance set to what it is: the administrator's call changes nothing either.
  'PUT /api/v1/admin/users/:id/tokens': {
    access: 'admin',
    probe: () => ({ path: `/api/v1/admin/users/${bob?.id ?? MISSING_JOB}/tokens`, body: { tokens: 500 } }),
  },
  // An account kept for this row alone: the administrator's own probe, the last case, deletes it.
  'DELETE /api/v1/admin/users/:id': { access: 'admin', probe: () => ({ path: `/api/v1/admin/users/${doomed?.id ?? MISSING_JOB}` }) },
  'GET /api/v1/admin/settings': { access: 'admin', probe: () => ({ path: '/api/v1/admin/settings' }) },
  'PUT /api/v1/admin/settings': {
    access: 'admin',
    probe: () => ({ path: '/api/v1/admin/settings', body: { freeLimits: { perIp: null } } }),
  },
  'GET /api/v1/admin/flags': { access: 'admin', probe: () => ({ path: '/api/v1/admin/flags' }) },
  'POST /api/v1/admin/suspensions/lift': {
    access: 'admin',
    probe: (caller) => ({ path: '/api/v1/admin/suspensions/lift', body: { userId: caller?.id ?? MISSING_JOB } }),
  },
  'GET /api/v1/admin/audit': { access: 'admin', probe: () => ({ path: '/api/v1/admin/audit?action=tokens&actor=example&limit=5' }) },
  'GET /api/v1/admin/held': { access: 'admin', probe: () => ({ path: '/api/v1/admin/held' }) },
  'POST /api/v1/admin/held/:id/decision': {
    access: 'admin',
    // The administrator decides a real held output; everyone else is refused before any lookup.
    probe: (caller) => ({
      path: `/api/v1/admin/held/${caller && caller.id === root?.id ? heldForRoot : MISSING_JOB}/decision`,
      body: { decision: 'remove' },
    }),
  },
  'GET /api/v1/tokens/balance': { access: 'member', probe: () => ({ path: '/api/v1/tokens/balance' }) },
  'GET /api/v1/tokens/transactions': { access: 'member', probe: () => ({ path: '/api/v1/tokens/transactions?limit=5' }) },
  'GET /api/v1/tokens/has-enough': { access: 'member', probe: () => ({ path: '/api/v1/tokens/has-enough?amount=7' }) },
  'POST /api/v1/tokens/deduct': {
    access: 'member',
    probe: () => ({ path: '/api/v1/tokens/deduct', body: { tokensToDeduct: 1, description: 'Security list probe', reference: 'probe' } }),
  },
  'GET /api/v1/payments/config': { access: 'anon', probe: () => ({ path: '/api/v1/payments/config' }) },
  'POST /api/v1/payments/orders': { access: 'member', probe: () => ({ path: '/api/v1/payments/orders' }) },
  'POST /api/v1/payments/orders/:orderId/capture': {
    access: 'member',
    probe: () => ({ path: '/api/v1/payments/orders/ORDER-UNKNOWN-1/capture' }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/payments/orders/${await orderOf(owner)}/capture` }),
      missing: () => ({ path: '/api/v1/payments/orders/ORDER-UNKNOWN-1/capture' }),
    },
  },
  'POST /api/v1/payments/orders/:orderId/approve': {
    access: 'member',
    probe: () => ({ path: '/api/v1/payments/orders/ORDER-UNKNOWN-1/approve', ip: LOOPBACK }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/payments/orders/${await orderOf(owner)}/approve`, ip: LOOPBACK }),
      missing: () => ({ path: '/api/v1/payments/orders/ORDER-UNKNOWN-1/approve', ip: LOOPBACK }),
    },
  },
  'POST /api/v1/payments/webhooks/:provider': {
    access: 'webhook',
    probe: () => ({
      path: '/api/v1/payments/webhooks/paypal',
      body: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
    }),
  },
  'GET /api/v1/catalog': { access: 'anon', data: false, probe: () => ({ path: '/api/v1/catalog' }) },
  'GET /api/v1/gallery': { access: 'anon', probe: () => ({ path: '/api/v1/gallery?limit=5' }) },
  'PUT /api/v1/gallery/items/:id/saved': {
    access: 'member',
    probe: () => ({ path: `/api/v1/gallery/items/${itemToStar ?? MISSING_ITEM}/saved`, body: { saved: true } }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/gallery/items/${await itemOf(owner)}/saved`, body: { saved: true } }),
      missing: () => ({ path: `/api/v1/gallery/items/${MISSING_ITEM}/saved`, body: { saved: true } }),
    },
  },
  'DELETE /api/v1/gallery/items/:id': {
    access: 'member',
    probe: () => ({ path: `/api/v1/gallery/items/${itemToDelete ?? MISSING_ITEM}` }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/gallery/items/${await itemOf(owner)}` }),
      missing: () => ({ path: `/api/v1/gallery/items/${MISSING_ITEM}` }),
    },
  },
  // A tool Alice has no items of: the member's call deletes nothing either.
  'DELETE /api/v1/gallery/items': { access: 'member', probe: () => ({ path: '/api/v1/gallery/items?tool=premium-text-to-image' }) },
  'POST /api/v1/reports': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/reports', body: { itemId: MISSING_JOB, reason: 'other', details: 'Security list probe' } }),
  },
  'GET /api/v1/admin/reports': { access: 'admin', probe: () => ({ path: '/api/v1/admin/reports?status=open' }) },
  'POST /api/v1/admin/reports/:id/decision': {
    access: 'admin',
    probe: (caller) =>
      caller !== null && caller === root
        ? openReport().then((id) => ({
            path: `/api/v1/admin/reports/${id}/decision`,
            body: { decision: 'keep', note: 'Security list probe' },
          }))
        : { path: `/api/v1/admin/reports/${MISSING_REPORT}/decision`, body: { decision: 'keep', note: 'Security list probe' } },
  },
  'POST /api/v1/uploads': { access: 'anon', probe: () => ({ path: '/api/v1/uploads' }) },
  'POST /api/v1/generations': {
    access: 'anon',
    probe: () => ({ path: '/api/v1/generations', body: { tool: 'free-flux', params: { prompt: 'A lighthouse at dusk' } } }),
  },
  'GET /api/v1/generations': { access: 'anon', probe: () => ({ path: '/api/v1/generations?limit=5' }) },
  'GET /api/v1/generations/:id': {
    access: 'anon',
    probe: () => ({ path: `/api/v1/generations/${MISSING_JOB}` }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/generations/${await jobOf(owner)}` }),
      missing: () => ({ path: `/api/v1/generations/${MISSING_JOB}` }),
    },
  },
  'POST /api/v1/generations/:id/cancel': {
    access: 'anon',
    probe: () => ({ path: `/api/v1/generations/${MISSING_JOB}/cancel` }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/generations/${await jobOf(owner)}/cancel` }),
      missing: () => ({ path: `/api/v1/generations/${MISSING_JOB}/cancel` }),
    },
  },
  'POST /api/v1/generations/:id/notify': {
    access: 'member',
    probe: () => ({ path: `/api/v1/generations/${MISSING_JOB}/notify` }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/generations/${await jobOf(owner)}/notify` }),
      missing: () => ({ path: `/api/v1/generations/${MISSING_JOB}/notify` }),
    },
  },
  'GET /api/v1/push/key': { access: 'anon', data: false, probe: () => ({ path: '/api/v1/push/key' }) },
  'POST /api/v1/push/subscriptions': { access: 'member', probe: () => ({ path: '/api/v1/push/subscriptions', body: pushSubscription() }) },
  'DELETE /api/v1/push/subscriptions': {
    access: 'member',
    probe: () => ({ path: '/api/v1/push/subscriptions', body: { endpoint: pushSubscription().endpoint } }),
  },
  'GET /api/v1/generations/:id/events': {
    access: 'anon',
    probe: () => ({ path: `/api/v1/generations/${MISSING_JOB}/events` }),
    owned: {
      resourceOf: async (owner) => ({ path: `/api/v1/generations/${await jobOf(owner)}/events` }),
      missing: () => ({ path: `/api/v1/generations/${MISSING_JOB}/events` }),
    },
  },
};

const methodOf = (route: string) => route.split(' ')[0]!;

async function send(route: string, probe: Probe, token?: string): Promise<Reply> {
  return t.call(methodOf(route), probe.path, { body: probe.body, form: probe.form, cookie: probe.cookie, ip: probe.ip, token });
}

/** The probe once for each text input (query value or top-level JSON string), with a NUL character added to it. */
function nulVariants(probe: Probe): Probe[] {
  const variants: Probe[] = [];
  const url = new URL(probe.path, 'http://studio18.test');
  for (const [key, value] of url.searchParams) {
    const changed = new URL(url);
    changed.searchParams.set(key, `${value}\u0000`);
    variants.push({ ...probe, path: changed.pathname + changed.search });
  }
  if (probe.body && typeof probe.body === 'object') {
    for (const [key, value] of Object.entries(probe.body)) {
      if (typeof value === 'string') variants.push({ ...probe, body: { ...probe.body, [key]: `${value}\u0000` } });
    }
  }
  return variants;
}

/** Row counts of what a refused request must not change. */
async function footprint(): Promise<string> {
  const { rows } = await sql<{ counts: string }>`
    select concat_ws(',', (select count(*) from auth.users), (select count(*) from auth.sessions), (select count(*) from auth.refresh_tokens),
      (select count(*) from auth.email_tokens), (select count(*) from public.token_transactions), (select count(*) from public.payments),
      (select sum(tokens) from public.user_profiles), (select count(*) from public.payment_webhook_events),
      (select count(*) from public.uploads), (select count(*) from public.consent_records), (select count(*) from public.generations),
      (select count(*) from public.generation_events), (select count(*) from public.gallery_items),
      (select count(*) from public.moderation_events), (select count(*) from public.gallery_images),
      (select count(*) from public.push_subscriptions), (select count(*) from public.generations where notify_push)) as counts`.execute(
    t.db.owner,
  );
  return rows[0]!.counts;
}

/**
 * What refuses a token: the token itself (its signature, algorithm, expiry, claims), refused on every
 * route, or its user looked up in the database (deleted, or no longer an administrator), refused on
 * every route that reads or writes data.
 */
type RefusedBy = 'token' | 'user';

/** The tokens that must never get through. Each names a real member unless it says otherwise. */
const refusedTokens: Array<[string, () => Promise<string>, RefusedBy]> = [
  [
    'a token signed with another key',
    () => signAccessToken(tokenKeys('another-key-entirely-0123456789abcdef'), { sub: alice.id, email: alice.email, role: 'admin' }),
    'token',
  ],
  [
    'a token with alg none',
    async () =>
      new UnsecuredJWT({ email: alice.email, role: 'admin' })
        .setSubject(alice.id)
        .setIssuer('studio18')
        .setAudience('studio18-api')
        .setExpirationTime('5m')
        .encode(),
    'token',
  ],
  ['an expired token', () => signAccessToken(t.keys, { sub: alice.id, email: alice.email, role: 'member' }, -30), 'token'],
  [
    'a token whose claims were edited (member → admin, signature kept)',
    async () => {
      const [header, body, signature] = alice.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
      return `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    },
    'token',
  ],
  [
    'a token with a role that is not ours',
    () =>
      new SignJWT({ email: alice.email, role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(alice.id)
        .setIssuer('studio18')
        .setAudience('studio18-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(t.keys.key),
    'token',
  ],
  [
    'a token whose subject is not a user id',
    () =>
      new SignJWT({ role: 'member' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject("' or 1=1 --")
        .setIssuer('studio18')
        .setAudience('studio18-api')
        .setExpirationTime('5m')
        .sign(t.keys.key),
    'token',
  ],
  ['a bearer value that is not a JWT at all', async () => 'not-a-token', 'token'],
  [
    'a validly signed token of a user that no longer exists',
    async () => {
      const gone = await t.member();
      await sql`delete from auth.users where id = ${gone.id}`.execute(t.db.owner);
      return gone.accessToken;
    },
    'user',
  ],
  [
    'a validly signed admin token of a user who is not an administrator',
    () => signAccessToken(t.keys, { sub: bob.id, email: bob.email, role: 'admin' }),
    'user',
  ],
];

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, root] = await Promise.all([t.member(), t.member(), t.admin()]);
  heldForRoot = await heldOutput();
  [itemToStar, itemToDelete] = await Promise.all([itemOf(alice), itemOf(alice)]);
});
beforeAll(async () => {
  doomed = await t.member();
});
afterAll(async () => {
  await t?.close();
});

describe('the security list', () => {
  it('has exactly one row for every /api/v1 route the app registers', () => {
    const registered = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...registered].sort()).toEqual(Object.keys(routes).sort());
  });
});

describe.each(Object.entries(routes))('%s', (route, row) => {
  const refused = row.data === false ? refusedTokens.filter(([, , by]) => by === 'token') : refusedTokens;
  it.each(refused)('refuses %s with 401 in the JSON error shape, changing nothing', async (_name, forge) => {
    const token = await forge();
    const before = await footprint();
    const res = await send(route, await row.probe(alice), token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String), requestId: expect.any(String) } });
    expect(await footprint()).toBe(before);
  });

  if (row.data === false) {
    it.each(refusedTokens.filter(([, , by]) => by === 'user'))(
      'answers %s exactly as it answers a visitor, since it reads no data, changing nothing',
      async (_name, forge) => {
        const token = await forge();
        const before = await footprint();
        const visitor = await send(route, await row.probe(null));
        const res = await send(route, await row.probe(null), token);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(visitor.body);
        expect(await footprint()).toBe(before);
      },
    );
  }

  if (row.access === 'member' || row.access === 'admin') {
    it('refuses a request with no token with 401, changing nothing', async () => {
      const before = await footprint();
      const res = await send(route, await row.probe(null));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      expect(await footprint()).toBe(before);
    });
  } else {
    it('is open without a token and answers without a server error', async () => {
      const res = await send(route, await row.probe(null));
      expect(res.status).not.toBe(403);
      expect(res.status).toBeLessThan(500);
    });
  }

  /** The caller a route is for: no token for anon routes and webhooks. */
  const legitimate = () => (row.access === 'admin' ? root : row.access === 'member' ? alice : null);

  if (methodOf(route) !== 'GET') {
    it('refuses deeply nested JSON (100,000 [) with 400 in the JSON error shape, changing nothing', async () => {
      const before = await footprint();
      const probe = await row.probe(legitimate());
      const res = await fetch(t.url + probe.path, {
        method: methodOf(route),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': probe.ip ?? '10.9.8.7',
          ...(legitimate() ? { authorization: `Bearer ${legitimate()!.accessToken}` } : {}),
        },
        body: '['.repeat(100_000),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'bad_request', message: 'The JSON body is nested too deeply', requestId: expect.any(String) },
      });
      expect(await footprint()).toBe(before);
    });
  }

  const textInputs = nulVariants(row.probe(null) as Probe).length;
  if (textInputs > 0) {
    it(`refuses a NUL character in each of its ${textInputs} text inputs with 400, changing nothing`, async () => {
      const caller = legitimate();
      for (const variant of nulVariants(await row.probe(caller))) {
        const before = await footprint();
        const res = await send(route, variant, caller?.accessToken);
        expect(res.status, JSON.stringify(variant)).toBe(400);
        expect(res.body.error.code).toBe('bad_request');
        expect(await footprint()).toBe(before);
      }
    });
  }

  if (row.access === 'admin') {
    it('refuses a member with 403 and the user-facing message, changing nothing', async () => {
      const before = await footprint();
      const res = await send(route, await row.probe(alice), alice.accessToken);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', message: 'Admin access required. Please sign in with admin credentials.' });
      expect(await footprint()).toBe(before);
    });

    it('lets an administrator in', async () => {
      expect([200, 201]).toContain((await send(route, await row.probe(root), root.accessToken)).status);
    });
  }

  if (row.access === 'member') {
    it('lets a member in (no 401 or 403)', async () => {
      const res = await send(route, await row.probe(alice), alice.accessToken);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    });
  }

  const owned = row.owned;
  if (owned) {
    it("answers another member's resource exactly like one that does not exist", async () => {
      const theirs = await send(route, await owned.resourceOf(alice), bob.accessToken);
      const missing = await send(route, owned.missing(), bob.accessToken);
      expect(theirs.status).toBe(404);
      expect(missing.status).toBe(404);
      expect({ ...theirs.body.error, requestId: undefined }).toEqual({ ...missing.body.error, requestId: undefined });
    });
  }
});

/**
 * With the database server stopped, the site is unavailable, not broken: every route that needs the
 * database answers 503 with Retry-After (never 500) and changes nothing, and within a second of the
 * server's return every route answers as it did before. Run on a server of its own, stopped and
 * started by the test, with the same probes and a member and an administrator of that site.
 */
describe('while the database server is stopped', () => {
  let dir: string;
  let server: EmbeddedServer;
  let serverOptions: Parameters<typeof startEmbeddedPostgres>[0];
  let databases: Databases;
  let down: TestApp;
  let member: Member;
  let administrator: Member;

  const callerOf = (row: RouteRow) => (row.access === 'admin' ? administrator : row.access === 'member' ? member : null);
  const sendDown = async (route: string, row: RouteRow) => {
    const caller = callerOf(row);
    const probe = await row.probe(caller);
    return down.call(methodOf(route), probe.path, {
      body: probe.body,
      form: probe.form,
      cookie: probe.cookie,
      ip: probe.ip,
      token: caller?.accessToken,
    });
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studio18-outage-'));
    await chmod(dir, 0o755);
    serverOptions = { dir: path.join(dir, 'postgres'), port: await freePort(), passwordFile: path.join(dir, 'postgres-password') };
    server = await startEmbeddedPostgres(serverOptions);
    const url = await ensureDatabase(server.url, 'studio18');
    await migrate(url);
    databases = await connectDatabases({ ownerUrl: url, appSecret: TEST_APP_SECRET, poolMax: 5, logger: createLogger('silent') });
    down = await createTestApp({}, { database: { ...databases, url, name: 'studio18', drop: async () => undefined } });
    [member, administrator] = await Promise.all([down.member(), down.admin()]);
  }, 120_000);
  afterAll(async () => {
    await down?.close();
    await databases?.close();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After on every route that needs it, never 500; every route answers as before within 1 s of its return; a submit sent again with its key makes one job', async () => {
    const entries = Object.entries(routes);
    const before = new Map<string, number>();
    for (const [route, row] of entries) before.set(route, (await sendDown(route, row)).status);
    expect([...before].filter(([, status]) => status >= 500)).toEqual([]);
    const key = randomUUID();
    const submit = () =>
      down.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'free-flux', params: { prompt: 'A harbour in the rain' } },
        headers: { 'idempotency-key': key },
      });

    await server.stop();
    for (const [route, row] of entries) {
      const res = await sendDown(route, row);
      if (res.status === 503) {
        expect([route, res.headers.get('retry-after'), res.body.error]).toEqual([
          route,
          '5',
          { code: 'unavailable', message: 'The site is briefly unavailable. Please try again in a moment.', requestId: expect.any(String) },
        ]);
      } else {
        // What needs no database (a refused input, the catalog, the payment settings) answers as it did before.
        expect([route, res.status]).toEqual([route, before.get(route)]);
      }
    }
    const refused = await submit();
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '5']);
    expect((await fetch(`${down.url}/healthz`)).status).toBe(503);

    server = await startEmbeddedPostgres(serverOptions);
    const back = Date.now();
    const answeredAfter = await Promise.all(
      entries.map(async ([route, row]) => {
        // When the request that was answered was sent (a password's hashing takes its own time).
        for (;;) {
          const sentAt = Date.now();
          const res = await sendDown(route, row);
          if (res.status < 500)
            return [route, res.status === before.get(route) || (before.get(route)! < 300 && res.status < 300), sentAt - back] as const;
          if (Date.now() - back > 5_000) return [route, false, Date.now() - back] as const;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    expect(answeredAfter.filter(([, same, ms]) => !same || ms > 1_000)).toEqual([]);

    const sent = await submit();
    const again = await submit();
    // A retry with the same key answers the job it made.
    expect([sent.status, again.status, again.body.id]).toEqual([202, 200, sent.body.id]);
    const jobs = await sql<{
      count: string;
    }>`select count(*) from public.generations where user_id = ${member.id} and prompt = 'A harbour in the rain'`.execute(databases.owner);
    expect(jobs.rows[0]!.count).toBe('1');
  }, 120_000);
});
