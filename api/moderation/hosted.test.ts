import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeModeration } from '../main';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { type FakeModeration, type ModerationScenario, startFakeModeration } from './fake-moderation';
import { ANSWER_MAX_BYTES, ClassifierUnavailable, createHostedClassifier } from './hosted';
import { POLICY_VERSION } from './policy';

/**
 * The hosted classifier behind the local content policy, over real HTTP: the app from createTestApp
 * with MODERATION_URL pointing at a fake classifier that speaks the OpenAI moderation protocol.
 */

const REFUSED =
  'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.';
const UNAVAILABLE = 'The safety check is unavailable right now. Please try again in a moment. Nothing was charged.';
const SEXUAL_PROMPT = 'explicit nude photo of a woman, 30';
const PLAIN_PROMPT = 'a lighthouse at dusk';

const clientId = () => randomBytes(16).toString('base64url');

const balanceOf = async (t: TestApp, member: Member) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;

const jobsOf = (t: TestApp, member: Member) => t.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute();

const video = (t: TestApp, member: Member, prompt: string, negativePrompt?: string) =>
  t.call('POST', '/api/v1/generations', {
    token: member.accessToken,
    body: { tool: 'text-to-video', params: { prompt, ...(negativePrompt === undefined ? {} : { negativePrompt }) } },
  });

const freeFlux = (t: TestApp, prompt: string) =>
  t.call('POST', '/api/v1/generations', { headers: { 'x-client-id': clientId() }, body: { tool: 'free-flux', params: { prompt } } });

describe('the hosted classifier at submit', () => {
  let fake: FakeModeration;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeModeration();
    t = await createTestApp({ MODERATION_URL: fake.url, MODERATION_API_KEY: fake.key, MODERATION_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.setScenario('clean');
    fake.requests.length = 0;
  });

  it('refuses a prompt it flags for sexual/minors: 422 with the content policy message, nothing charged, no job, the attempt recorded under the hosted rule', async () => {
    fake.setScenario('minors');
    const member = await t.member();
    const res = await video(t, member, SEXUAL_PROMPT, 'blurry');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'content_policy', message: REFUSED });
    expect(await balanceOf(t, member)).toBe(500);
    expect(await jobsOf(t, member)).toHaveLength(0);
    const recorded = await t.db.owner.selectFrom('moderation_events').selectAll().where('user_id', '=', member.id).execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      tool: 'text-to-video',
      rule: 'hosted:sexual/minors',
      prompt: SEXUAL_PROMPT,
      negative_prompt: 'blurry',
      policy_version: POLICY_VERSION,
    });
    expect(recorded[0]!.matched).toMatch(/^prompt \(score 0\.\d{3}\)$/);
  });

  it('refuses a sexual/minors score at or above the threshold even when the classifier does not flag it', async () => {
    fake.setScenario('minors_score');
    fake.minorsScore = 0.5;
    const member = await t.member();
    const res = await video(t, member, PLAIN_PROMPT);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(REFUSED);
    fake.minorsScore = 0.49;
    expect((await video(t, member, PLAIN_PROMPT)).status).toBe(202);
    expect(await balanceOf(t, member)).toBe(400);
  });

  it('sends the Bearer key, the model and the prompt with its negative prompt; is never asked about a prompt the local rules refuse', async () => {
    const member = await t.member();
    expect((await video(t, member, 'a woman, 25, on a beach at sunset', 'child, underage')).status).toBe(202);
    expect(fake.requests).toEqual([
      {
        path: '/v1/moderations',
        authorization: `Bearer ${fake.key}`,
        body: { model: 'omni-moderation-latest', input: ['a woman, 25, on a beach at sunset', 'child, underage'] },
      },
    ]);
    // Without a negative prompt, the prompt alone.
    expect((await video(t, member, PLAIN_PROMPT)).status).toBe(202);
    expect(fake.requests[1]!.body).toEqual({ model: 'omni-moderation-latest', input: [PLAIN_PROMPT] });

    fake.requests.length = 0;
    const refused = await video(t, member, 'nude 15 year old girl');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(REFUSED);
    expect(fake.requests).toEqual([]);
    const rules = await t.db.owner.selectFrom('moderation_events').select('rule').where('user_id', '=', member.id).execute();
    expect(rules).toEqual([{ rule: 'minor_age' }]);
  });

  it('accepts a prompt it does not flag, adult sexual content included', async () => {
    const member = await t.member();
    fake.setScenario('sexual');
    const res = await video(t, member, SEXUAL_PROMPT);
    expect(res.status).toBe(202);
    expect(await balanceOf(t, member)).toBe(400);
    expect(fake.requests).toHaveLength(1);
    fake.setScenario('clean');
    expect((await freeFlux(t, PLAIN_PROMPT)).status).toBe(202);
    expect(fake.requests).toHaveLength(2);
  });

  const failures: Array<[string, ModerationScenario]> = [
    ['takes longer than MODERATION_TIMEOUT_MS', 'slow'],
    ['answers 500', 'error'],
    ['answers an HTML page', 'garbage'],
    ['answers JSON that is not a moderation answer', 'wrong_shape'],
    ['answers more than the size cap', 'oversize'],
    ['drops the connection', 'network'],
  ];
  it.each(failures)(
    'when it %s: a sexual prompt is refused with 503 and Retry-After, nothing charged; a plain prompt goes on',
    async (_, scenario) => {
      fake.setScenario(scenario);
      const member = await t.member();
      const started = performance.now();
      const refused = await video(t, member, SEXUAL_PROMPT);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatchObject({ code: 'unavailable', message: UNAVAILABLE });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const anonymous = await freeFlux(t, SEXUAL_PROMPT);
      expect(anonymous.status).toBe(503);
      expect(anonymous.body.error.message).toBe(UNAVAILABLE);
      expect(await balanceOf(t, member)).toBe(500);
      expect(await jobsOf(t, member)).toHaveLength(0);

      const accepted = await video(t, member, PLAIN_PROMPT);
      expect(accepted.status).toBe(202);
      expect(await balanceOf(t, member)).toBe(400);
      expect(fake.requests.length).toBeGreaterThanOrEqual(3);
      // Not a refusal of the prompt: nothing recorded.
      expect(await t.db.owner.selectFrom('moderation_events').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    },
  );
});

describe('without MODERATION_URL', () => {
  it('never asks a classifier: prompts are judged by the local rules alone, and the start line says so', async () => {
    const fake = await startFakeModeration();
    fake.setScenario('minors');
    const t = await createTestApp({ MODERATION_API_KEY: fake.key });
    try {
      const member = await t.member();
      expect((await video(t, member, SEXUAL_PROMPT)).status).toBe(202);
      expect((await freeFlux(t, PLAIN_PROMPT)).status).toBe(202);
      const refused = await video(t, member, 'nude 15 year old girl');
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(REFUSED);
      expect(await balanceOf(t, member)).toBe(400);
      expect(describeModeration(t.config)).toBe('local rules; output check off (SAFETY_CHECK=off)');
      expect(fake.requests).toEqual([]);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

describe('while the classifier is down', () => {
  it('30 concurrent sexual submits all answer 503 with the retry message, none charged, no 500; plain prompts still go on', async () => {
    const fake = await startFakeModeration();
    const t = await createTestApp({ MODERATION_URL: fake.url, MODERATION_API_KEY: fake.key, MODERATION_TIMEOUT_MS: '300' });
    try {
      await fake.close();
      const member = await t.member();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          n % 2 ? video(t, member, `${SEXUAL_PROMPT}, take ${n}`) : freeFlux(t, `${SEXUAL_PROMPT}, take ${n}`),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(503));
      expect(new Set(answers.map((answer) => answer.body.error.message))).toEqual(new Set([UNAVAILABLE]));
      expect(answers.every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
      expect(await balanceOf(t, member)).toBe(500);
      expect(await t.db.owner.selectFrom('generations').select('id').execute()).toEqual([]);
      expect((await video(t, member, PLAIN_PROMPT)).status).toBe(202);
    } finally {
      await t.close();
    }
  });
});

describe('createHostedClassifier', () => {
  let fake: FakeModeration;
  beforeAll(async () => {
    fake = await startFakeModeration();
  });
  afterAll(async () => {
    await fake?.close();
  });

  const classifier = (apiKey: string | undefined, url = fake.url) =>
    createHostedClassifier({ url, apiKey, model: 'omni-moderation-latest', timeoutMs: 500, minorsThreshold: 0.5 });

  it('reads the flagged input and its score', async () => {
    fake.setScenario('minors');
    expect(await classifier(fake.key).check(['one', 'two'])).toEqual({ flagged: true, category: 'sexual/minors', input: 0, score: 0.93 });
    fake.setScenario('clean');
    expect(await classifier(fake.key).check(['one'])).toEqual({ flagged: false });
  });

  it('treats a refused key as unavailable, and never puts the key in the error', async () => {
    fake.setScenario('clean');
    const error = await classifier('sk-wrong-key-123456')
      .check(['one'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClassifierUnavailable);
    expect((error as Error).message).toBe('HTTP 401');
  });

  it('cuts off an answer larger than the cap', async () => {
    fake.setScenario('oversize');
    const error = await classifier(fake.key)
      .check(['one'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClassifierUnavailable);
    expect((error as Error).message).toContain(String(ANSWER_MAX_BYTES));
  });

  it('takes the URL with or without a trailing slash', async () => {
    fake.setScenario('clean');
    fake.requests.length = 0;
    expect(await classifier(fake.key, `${fake.url}/`).check(['one'])).toEqual({ flagged: false });
    expect(fake.requests[0]!.path).toBe('/v1/moderations');
  });
});
