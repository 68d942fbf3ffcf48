import { ECDH } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { decrypt } from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { GenerationStatus, ToolId } from '../contract/generation';
import { generationMessages } from '../contract/generation';
import { type GenerationProvider, ProviderError } from '../generation/providers/provider';
import { providersFromConfig } from '../generation/registry';
import { createLogger } from '../log/logger';
import { resolveVapidKeys } from '../secrets';
import { asRole } from '../test/ledger';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { waitFor } from '../test/wait';
import { createPushSender } from './sender';
import { type FakeBrowserSubscription, type FakePushService, type ReceivedPush, startFakePushService } from './fake-push-service';

/**
 * Web Push end to end: a member's browser subscribes, asks to be told about a video job, and the
 * worker, once the job has ended, POSTs one encrypted notification to the push service — here a local
 * one that decrypts it with the browser's own keys and checks the VAPID signature, as a real one does.
 */

let push: FakePushService;
let t: TestApp;

/** A prompt the provider refuses with an answer that quotes it, as a real provider's error may. */
const REFUSED_PROMPT = 'Candlelit attic, Marguerite whispering secrets beside a velvet chaise';

/** Opened by the test once the member asked to be notified: the refusal waits for it, so the job is still running then. */
let refusalMayAnswer: Promise<void> = Promise.resolve();

/** The demo renderer, except that it refuses REFUSED_PROMPT quoting it back, once refusalMayAnswer is opened. */
const quotingWhenRefused = (demo: GenerationProvider): GenerationProvider => ({
  ...demo,
  async run(task, context) {
    if ('prompt' in task && task.prompt === REFUSED_PROMPT) {
      await refusalMayAnswer;
      throw new ProviderError('provider_error', generationMessages.apiError(demo.label, `Could not generate "${task.prompt}"`));
    }
    return demo.run(task, context);
  },
});

beforeAll(async () => {
  push = await startFakePushService();
  // The demo renderer slowed down so a job is still running when the member asks to be notified; the
  // worker's own sweep (every half lease) left out of this file's minute, so each test decides when it runs.
  const env = {
    DEMO_STEP_DELAY_MS: '250',
    WORKER_LEASE_SECONDS: '600',
    PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.push.apple.com,${push.origin}`,
  };
  const providers = providersFromConfig(loadConfig(env)).map((provider) =>
    provider.name === 'demo' ? quotingWhenRefused(provider) : provider,
  );
  t = await createTestApp(env, { worker: true, providers });
});
afterAll(async () => {
  await t?.close();
  await push?.stop();
});

const subscribe = (member: Member, subscription: Pick<FakeBrowserSubscription, 'endpoint' | 'keys'>) =>
  t.call('POST', '/api/v1/push/subscriptions', {
    token: member.accessToken,
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
  });

const videoJob = async (member: Member, prompt: string) => {
  const res = await t.call('POST', '/api/v1/generations', {
    token: member.accessToken,
    body: { tool: 'text-to-video', params: { prompt, resolution: '480p', numFrames: 85 } },
  });
  expect(res.status).toBe(202);
  return res.body.id as string;
};

const notify = (member: Member, id: string) => t.call('POST', `/api/v1/generations/${id}/notify`, { token: member.accessToken });

const ended = (id: string) =>
  waitFor(async () => {
    const row = await t.db.owner.selectFrom('generations').select(['status', 'push_sent_at']).where('id', '=', id).executeTakeFirst();
    return row && ['succeeded', 'failed', 'canceled', 'held'].includes(row.status) ? row : undefined;
  }, 30_000);

/** The notification as the browser reads it: decrypted with its private key and auth secret. */
const opened = (received: ReceivedPush, browser: FakeBrowserSubscription): unknown =>
  JSON.parse(decrypt(received.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.authSecret }).toString('utf8'));

const subscriptionsOf = async (member: Member) =>
  (await t.db.owner.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', member.id).execute()).map(
    (row) => row.endpoint,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the VAPID keys', () => {
  it('are generated once into the data folder, readable by its owner only, and the same on the next start', async () => {
    const key = await t.call('GET', '/api/v1/push/key');
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const file = path.join(t.config.dataDir, '.vapid-keys');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await resolveVapidKeys(t.config))?.publicKey).toBe(key.body.publicKey);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and are never generated in production', async () => {
    const mine = (await resolveVapidKeys(t.config))!;
    const fromEnv = loadConfig({ DATA_DIR: '/nonexistent/studio18', VAPID_PUBLIC_KEY: mine.publicKey, VAPID_PRIVATE_KEY: mine.privateKey });
    expect(await resolveVapidKeys(fromEnv)).toEqual(mine);
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent/studio18' });
    expect(await resolveVapidKeys(production)).toBeUndefined();
  });
});

describe('a video job that asked to be notified', () => {
  it('sends exactly one encrypted push, signed with the VAPID key, when it succeeds', async () => {
    const member = await t.member();
    const browser = push.subscription();
    const saved = await subscribe(member, browser);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ subscribed: true, outcome: 'created' });

    const prompt = 'Waves rolling onto a quiet beach at sunset, slow camera pan along the shore';
    const id = await videoJob(member, prompt);
    const asked = await notify(member, id);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ notify: true });

    expect((await ended(id)).status).toBe('succeeded');
    await waitFor(async () => push.receivedBy(browser.endpoint).length > 0 || undefined);
    // A completion retried, and the sweep of another process, find nothing more to send.
    expect(await t.generation.push!.jobEnded(id)).toBe(0);
    expect(await t.generation.push!.sweep()).toBe(0);
    await pause(500);
    const pushes = push.receivedBy(browser.endpoint);
    expect(pushes).toHaveLength(1);

    const received = pushes[0]!;
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe('86400');
    expect(received.headers.urgency).toBe('normal');
    expect(received.headers.topic).toBe(id.replace(/-/g, ''));
    expect(opened(received, browser)).toEqual({
      title: 'Your video is ready',
      body: 'Open Studio 18 to see it.',
      url: `/apps/text-to-video?job=${id}`,
      jobId: id,
    });

    // Authorization: vapid t=<JWT signed with the private key>, k=<the public key the browser subscribed with>.
    const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(received.headers.authorization));
    expect(match).not.toBeNull();
    const publicKey = (await t.call('GET', '/api/v1/push/key')).body.publicKey as string;
    expect(match![2]).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      'ES256',
    );
    expect(decodeProtectedHeader(match![1]!).alg).toBe('ES256');
    const { payload } = await jwtVerify(match![1]!, key, { audience: push.origin });
    expect(payload.sub).toBe('mailto:contact@studio18.example');
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());

    const row = await t.db.owner
      .selectFrom('push_subscriptions')
      .select('last_used_at')
      .where('endpoint', '=', browser.endpoint)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });

  it('sends one push however many times it was asked (30 requests at once)', async () => {
    const member = await t.member();
    const browser = push.subscription();
    expect((await subscribe(member, browser)).status).toBe(201);
    const id = await videoJob(member, 'Fog drifting over a pine forest');
    const answers = await Promise.all(Array.from({ length: 30 }, () => notify(member, id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    await ended(id);
    await waitFor(async () => push.receivedBy(browser.endpoint).length > 0 || undefined);
    await pause(500);
    expect(push.receivedBy(browser.endpoint)).toHaveLength(1);
  });

  it('sends nothing for a job nobody asked about', async () => {
    const member = await t.member();
    const browser = push.subscription();
    expect((await subscribe(member, browser)).status).toBe(201);
    const id = await videoJob(member, 'Rain on a city street at night');
    expect((await ended(id)).push_sent_at).toBeNull();
    await pause(500);
    expect(await t.generation.push!.sweep()).toBe(0);
    expect(push.receivedBy(browser.endpoint)).toHaveLength(0);
  });

  it('deletes a subscription whose push service answers 410 Gone or 404, and keeps the one that took it', async () => {
    const member = await t.member();
    const [gone, missing, alive] = [push.subscription(), push.subscription(), push.subscription()];
    for (const browser of [gone, missing, alive]) expect((await subscribe(member, browser)).status).toBe(201);
    push.answer(gone.endpoint, 410);
    push.answer(missing.endpoint, 404);
    const id = await videoJob(member, 'A kite over green hills');
    expect((await notify(member, id)).status).toBe(200);
    await ended(id);
    await waitFor(async () => ((await subscriptionsOf(member)).length === 1 ? true : undefined));
    expect(await subscriptionsOf(member)).toEqual([alive.endpoint]);
    expect(push.receivedBy(gone.endpoint)).toHaveLength(1);
    expect(push.receivedBy(missing.endpoint)).toHaveLength(1);
    expect(push.receivedBy(alive.endpoint)).toHaveLength(1);
  });

  it("answers another member's job exactly as a missing one, and a job that has ended with 409", async () => {
    const [alice, bob] = await Promise.all([t.member(), t.member()]);
    const id = await videoJob(alice, 'Sailing boats in a harbour');
    const theirs = await notify(bob, id);
    const missing = await notify(bob, '00000000-0000-4000-8000-000000000000');
    expect(theirs.status).toBe(404);
    expect({ ...theirs.body.error, requestId: undefined }).toEqual({ ...missing.body.error, requestId: undefined });
    expect(
      (await t.db.owner.selectFrom('generations').select('notify_push').where('id', '=', id).executeTakeFirstOrThrow()).notify_push,
    ).toBe(false);

    await ended(id);
    const late = await notify(alice, id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This job has already ended, so there is nothing to notify you about.');
  });

  it("tells of its failure in fixed words, with no word of the prompt though the provider's answer quoted it", async () => {
    const member = await t.member();
    const browser = push.subscription();
    expect((await subscribe(member, browser)).status).toBe(201);
    let answer = () => {};
    refusalMayAnswer = new Promise<void>((resolve) => (answer = resolve));
    const id = await videoJob(member, REFUSED_PROMPT);
    expect((await notify(member, id)).status).toBe(200);
    answer();
    expect((await ended(id)).status).toBe('failed');
    // The job itself keeps the provider's words, the prompt in them: the member reads them in Studio 18.
    const job = await t.db.owner.selectFrom('generations').select('error').where('id', '=', id).executeTakeFirstOrThrow();
    expect(job.error).toContain(REFUSED_PROMPT);

    await waitFor(async () => push.receivedBy(browser.endpoint).length > 0 || undefined);
    const pushes = push.receivedBy(browser.endpoint);
    expect(pushes).toHaveLength(1);
    const payload = opened(pushes[0]!, browser) as { title: string; body: string };
    expect(payload).toEqual({
      title: 'Your video could not be made',
      body: 'Open Studio 18 to see what happened. Nothing was charged for it.',
      url: `/apps/text-to-video?job=${id}`,
      jobId: id,
    });
    const words = REFUSED_PROMPT.split(/[^A-Za-z]+/).filter((word) => word.length >= 4);
    expect(words.length).toBeGreaterThan(5);
    for (const word of words) {
      expect(payload.title.toLowerCase(), word).not.toContain(word.toLowerCase());
      expect(payload.body.toLowerCase(), word).not.toContain(word.toLowerCase());
    }
  });
});

describe('what is sent, and when', () => {
  /** A job of `member` as the worker leaves it when it ends, marked to be told about. */
  const endedJob = async (
    member: Member,
    status: GenerationStatus,
    options: { error?: string; finishedAgo?: string; tool?: ToolId } = {},
  ) => {
    const row = await t.db.owner
      .insertInto('generations')
      .values({
        user_id: member.id,
        tool: options.tool ?? 'image-to-video',
        params: '{}',
        prompt: 'A lighthouse at dusk with waves breaking on the rocks below',
        provider: 'demo',
        status,
        error: options.error ?? null,
        notify_push: true,
        finished_at: sql<Date>`now() - ${options.finishedAgo ?? '1 second'}::interval`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it("tells of a failed job and of one held for review in their status's own words, never the job's error, and of a canceled one not at all", async () => {
    const member = await t.member();
    const browser = push.subscription();
    expect((await subscribe(member, browser)).status).toBe(201);
    const failed = await endedJob(member, 'failed', { error: 'The video provider is unavailable. Your tokens were refunded.' });
    const held = await endedJob(member, 'held', { error: 'Held for review', tool: 'fast-photo' });
    const canceled = await endedJob(member, 'canceled', { error: 'Generation canceled' });
    expect(await t.generation.push!.jobEnded(failed)).toBe(1);
    expect(await t.generation.push!.jobEnded(held)).toBe(1);
    expect(await t.generation.push!.jobEnded(canceled)).toBe(0);
    const [first, second] = push.receivedBy(browser.endpoint).map((received) => opened(received, browser));
    expect(first).toEqual({
      title: 'Your video could not be made',
      body: 'Open Studio 18 to see what happened. Nothing was charged for it.',
      url: `/apps/image-to-video?job=${failed}`,
      jobId: failed,
    });
    expect(second).toEqual({
      title: 'Your image is being reviewed',
      body: 'Open Studio 18 for details. Nothing was charged for it.',
      url: `/apps/fast-photo?job=${held}`,
      jobId: held,
    });
    expect(push.receivedBy(browser.endpoint)).toHaveLength(2);
  });

  it('sends in the sweep what is still owed for jobs that ended within the hour (their worker died before sending), once', async () => {
    const member = await t.member();
    const browser = push.subscription();
    expect((await subscribe(member, browser)).status).toBe(201);
    const recent = await endedJob(member, 'succeeded');
    const old = await endedJob(member, 'succeeded', { finishedAgo: '2 hours' });
    const sweeps = await Promise.all([t.generation.push!.sweep(), t.generation.push!.sweep(), t.generation.push!.sweep()]);
    expect(sweeps.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    const pushes = push.receivedBy(browser.endpoint).map((received) => opened(received, browser) as { jobId: string });
    expect(pushes.map((payload) => payload.jobId)).toEqual([recent]);
    expect(
      (await t.db.owner.selectFrom('generations').select('push_sent_at').where('id', '=', old).executeTakeFirstOrThrow()).push_sent_at,
    ).toBeNull();
  });

  it('never holds up the job or the worker when a push service does not answer', async () => {
    const member = await t.member();
    const silent = push.subscription();
    expect((await subscribe(member, silent)).status).toBe(201);
    push.answer(silent.endpoint, 'hang');
    const first = await videoJob(member, 'A lantern floating on a dark lake');
    expect((await notify(member, first)).status).toBe(200);
    expect((await ended(first)).status).toBe('succeeded');
    await waitFor(async () => push.receivedBy(silent.endpoint).length > 0 || undefined);
    // The push is still waiting for its answer while the next job runs to its end.
    const second = await videoJob(member, 'A lantern floating on a dark lake, closer');
    expect((await ended(second)).status).toBe('succeeded');
  });

  it("gives up on a push service's answer after its time limit, sending nothing twice", async () => {
    const member = await t.member();
    const silent = push.subscription();
    expect((await subscribe(member, silent)).status).toBe(201);
    push.answer(silent.endpoint, 'hang');
    const keys = (await resolveVapidKeys(t.config))!;
    const sender = createPushSender({
      owner: t.db.owner,
      keys,
      subject: 'mailto:ops@studio18.example',
      hosts: [push.origin],
      logger: createLogger('silent'),
      timeoutMs: 300,
    });
    const job = await endedJob(member, 'succeeded');
    const started = performance.now();
    expect(await sender.jobEnded(job)).toBe(0);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await sender.jobEnded(job)).toBe(0);
    expect(push.receivedBy(silent.endpoint)).toHaveLength(1);
    // Not a 404 or 410: the subscription stays.
    expect(await subscriptionsOf(member)).toEqual([silent.endpoint]);
  });
});

describe('saving a subscription', () => {
  it('refuses an endpoint on a host not on PUSH_SERVICE_HOSTS, or not https, storing nothing', async () => {
    const member = await t.member();
    const keys = push.subscription().keys;
    for (const endpoint of [
      'https://evil.example/push/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:1/wpush/abc',
      'https://push.apple.com/abc',
    ]) {
      const res = await subscribe(member, { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error.message, endpoint).toBe("The push subscription's service is not one this site sends notifications to.");
    }
    const tooLong = await subscribe(member, { endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1024)}`, keys });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('The push subscription endpoint is too long.');
    expect(await subscriptionsOf(member)).toEqual([]);
    // A subdomain of an allowed *. entry is fine.
    expect((await subscribe(member, { endpoint: 'https://web.push.apple.com/QGk7', keys })).status).toBe(201);
  });

  it('refuses keys of the wrong size, or not on the curve, with what is wrong', async () => {
    const member = await t.member();
    const browser = push.subscription();
    // The browser's key with its last byte changed: still 65 bytes starting 0x04, but no point of P-256 (OpenSSL says so).
    const offCurve = Buffer.from(browser.keys.p256dh, 'base64url');
    offCurve[64] = offCurve[64]! ^ 0x01;
    expect(offCurve).toHaveLength(65);
    expect(offCurve[0]).toBe(0x04);
    expect(() => ECDH.convertKey(offCurve, 'prime256v1')).toThrow();
    const cases: Array<[object, string]> = [
      [
        { ...browser.keys, p256dh: browser.keys.p256dh.slice(0, 60) },
        'The push subscription key (p256dh) must be a base64url P-256 public key of 65 bytes.',
      ],
      [
        { ...browser.keys, p256dh: `C${browser.keys.p256dh.slice(1)}` },
        'The push subscription key (p256dh) must be a base64url P-256 public key of 65 bytes.',
      ],
      [
        { ...browser.keys, p256dh: offCurve.toString('base64url') },
        'The push subscription key (p256dh) must be a base64url P-256 public key of 65 bytes.',
      ],
      [{ ...browser.keys, auth: `${browser.keys.auth}AA` }, 'The push subscription secret (auth) must be 16 bytes in base64url.'],
      [{ p256dh: browser.keys.p256dh }, 'The push subscription secret (auth) must be 16 bytes in base64url.'],
    ];
    for (const [keys, message] of cases) {
      const res = await t.call('POST', '/api/v1/push/subscriptions', {
        token: member.accessToken,
        body: { endpoint: browser.endpoint, keys },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await subscriptionsOf(member)).toEqual([]);
  });

  it('is idempotent for the same member, and updates the keys', async () => {
    const member = await t.member();
    const browser = push.subscription();
    expect((await subscribe(member, browser)).body.outcome).toBe('created');
    expect((await subscribe(member, browser)).body.outcome).toBe('updated');
    const renewed = { endpoint: browser.endpoint, keys: push.subscription().keys };
    expect((await subscribe(member, renewed)).status).toBe(201);
    expect(await subscriptionsOf(member)).toEqual([browser.endpoint]);
    const row = await t.db.owner
      .selectFrom('push_subscriptions')
      .select('p256dh')
      .where('endpoint', '=', browser.endpoint)
      .executeTakeFirstOrThrow();
    expect(row.p256dh).toBe(renewed.keys.p256dh);
  });

  it("moves a browser's subscription to the member now signed in on it, but not on the endpoint alone", async () => {
    const [first, second, stranger] = await Promise.all([t.member(), t.member(), t.member()]);
    const browser = push.subscription();
    expect((await subscribe(first, browser)).status).toBe(201);

    // Someone who learnt the endpoint but not the browser's keys cannot take it.
    const taken = await subscribe(stranger, { endpoint: browser.endpoint, keys: push.subscription().keys });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('This browser is subscribed for another account. Unsubscribe there first, or try again.');
    expect(await subscriptionsOf(first)).toEqual([browser.endpoint]);
    expect(await subscriptionsOf(stranger)).toEqual([]);

    // The same browser (same endpoint and keys) with another member signed in: theirs now.
    const moved = await subscribe(second, browser);
    expect(moved.status).toBe(201);
    expect(moved.body.outcome).toBe('moved');
    expect(await subscriptionsOf(first)).toEqual([]);
    expect(await subscriptionsOf(second)).toEqual([browser.endpoint]);
  });

  it('keeps at most 10 per member, the newest, with 30 saved at once', async () => {
    const member = await t.member();
    const browsers = Array.from({ length: 30 }, () => push.subscription());
    const answers = await Promise.all(browsers.map((browser) => subscribe(member, browser)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    const kept = await t.db.owner
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'created_at'])
      .where('user_id', '=', member.id)
      .execute();
    expect(kept).toHaveLength(10);
    // One more: the oldest goes, the new one stays.
    const oldest = kept.reduce((a, b) => (a.created_at <= b.created_at ? a : b));
    const latest = push.subscription();
    expect((await subscribe(member, latest)).status).toBe(201);
    const now = await subscriptionsOf(member);
    expect(now).toHaveLength(10);
    expect(now).toContain(latest.endpoint);
    expect(now).not.toContain(oldest.endpoint);
  });

  it('is removed by DELETE, only for its member', async () => {
    const [owner, other] = await Promise.all([t.member(), t.member()]);
    const browser = push.subscription();
    expect((await subscribe(owner, browser)).status).toBe(201);
    const byOther = await t.call('DELETE', '/api/v1/push/subscriptions', {
      token: other.accessToken,
      body: { endpoint: browser.endpoint },
    });
    expect(byOther.status).toBe(204);
    expect(await subscriptionsOf(owner)).toEqual([browser.endpoint]);
    const byOwner = await t.call('DELETE', '/api/v1/push/subscriptions', {
      token: owner.accessToken,
      body: { endpoint: browser.endpoint },
    });
    expect(byOwner.status).toBe(204);
    expect(await subscriptionsOf(owner)).toEqual([]);
  });
});

describe('row-level security of push_subscriptions, as the member role', () => {
  it("lets a member read, add and delete only their own rows, and never another's", async () => {
    const [alice, bob] = await Promise.all([t.member(), t.member()]);
    const [hers, his] = [push.subscription(), push.subscription()];
    expect((await subscribe(alice, hers)).status).toBe(201);
    expect((await subscribe(bob, his)).status).toBe(201);
    const asBob = <T>(query: string) => asRole<T>(t.db.api, 'member', { sub: bob.id, role: 'member' }, query);

    expect((await asBob<{ endpoint: string }>('select endpoint from public.push_subscriptions')).map((row) => row.endpoint)).toEqual([
      his.endpoint,
    ]);
    await asBob(`delete from public.push_subscriptions where endpoint = '${hers.endpoint}'`);
    expect(await subscriptionsOf(alice)).toEqual([hers.endpoint]);
    await expect(
      asBob(
        `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ('${alice.id}', '${push.subscription().endpoint}', '${his.keys.p256dh}', '${his.keys.auth}')`,
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(asBob(`update public.push_subscriptions set user_id = '${bob.id}'`)).rejects.toThrow(/permission denied/);
    // Marking a job happens through the function, which checks the caller owns it; the flag itself is not writable.
    await expect(asBob(`update public.generations set notify_push = true`)).rejects.toThrow(/permission denied/);
    await expect(asBob(`select public.claim_generation_push('00000000-0000-4000-8000-000000000000')`)).rejects.toThrow(/permission denied/);
    await asBob(`delete from public.push_subscriptions where endpoint = '${his.endpoint}'`);
    expect(await subscriptionsOf(bob)).toEqual([]);
  });
});
