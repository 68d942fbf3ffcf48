import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { checkPrompt, isSexualPrompt, POLICY_VERSION } from '../policy';
import { MODEL_FILE, MODEL_THRESHOLD, type ModelFacts, modelScore, WEIGHTS_FILE, weightsBytes } from './classifier';
import { buildCorpus, CORPUS_KINDS, CORPUS_SIZE, corpusDigest } from './corpus';
import { PROBE_ROWS, trainerDigest } from './digest';
import { train } from './train';

/**
 * The learned layer of the content policy: the committed weights are what `npm run policy:train`
 * produces from the corpus and the trainer in the repo, the corpus is what the issue of kinds asks,
 * and a prompt only the model refuses is refused and recorded like any other.
 */

const facts = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ModelFacts;
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

describe('the committed model', () => {
  const corpus = buildCorpus();

  it('was trained on the corpus the vocabulary writes today: retrain with npm run policy:train after changing a list', () => {
    expect(corpusDigest(corpus)).toBe(facts.corpusSha256);
  });

  it('was trained by the trainer in the repo (features, arithmetic, training, normalisation)', () => {
    expect(trainerDigest()).toBe(facts.trainerSha256);
  });

  it('is the weights training produced: weights.bin has the digest training recorded', () => {
    expect(sha256(readFileSync(WEIGHTS_FILE))).toBe(facts.weightsSha256);
  });

  it('trains to the same bits here (Node) as under Bun: a probe of the first rows, recorded by policy:train, trained again', () => {
    const probe = train(corpus.slice(0, PROBE_ROWS));
    expect(sha256(weightsBytes(probe))).toBe(facts.probeSha256);
    expect(sha256(weightsBytes(train(corpus.slice(0, PROBE_ROWS))))).toBe(facts.probeSha256);
  }, 120_000);

  it('stays under 10 MB', () => {
    expect(readFileSync(WEIGHTS_FILE).byteLength).toBeLessThan(10 * 1024 * 1024);
  });
});

describe('the corpus', () => {
  const corpus = buildCorpus();

  it(`holds ${CORPUS_SIZE} distinct prompts of both classes, every kind of both, from every language of the vocabulary`, () => {
    expect(corpus).toHaveLength(CORPUS_SIZE);
    expect(CORPUS_SIZE).toBeGreaterThanOrEqual(50_000);
    expect(new Set(corpus.map((row) => row.text)).size).toBe(corpus.length);
    const positives = corpus.filter((row) => row.label === 1).length;
    expect(positives / corpus.length).toBeGreaterThan(0.3);
    expect(positives / corpus.length).toBeLessThan(0.7);
    const kinds = new Set(corpus.map((row) => row.kind));
    for (const { kind } of CORPUS_KINDS) expect(kinds, kind).toContain(kind);
  });

  it('is the same rows in the same order every time', () => {
    expect(corpusDigest(buildCorpus())).toBe(corpusDigest(corpus));
  });

  it('applies obfuscations by code: look-alike letters, invisible characters, leet, spacing, weights, fullwidth and marks', () => {
    const texts = corpus.map((row) => row.text);
    expect(texts.some((text) => /[а-яΑ-ω]/u.test(text) && /[a-z]/.test(text))).toBe(true);
    expect(texts.some((text) => /[\u200B-\u200D\u2060\u00AD]/.test(text))).toBe(true);
    expect(texts.some((text) => /\p{L}[01345]\p{L}/u.test(text))).toBe(true);
    expect(texts.some((text) => /\(\S+:\d\.\d\)/.test(text))).toBe(true);
    expect(texts.some((text) => /[\uFF01-\uFF5E]/.test(text))).toBe(true);
    expect(texts.some((text) => /\p{M}/u.test(text.normalize('NFD')) && /[\u0301\u0308\u0323\u0336]/.test(text))).toBe(true);
  });
});

describe('the model inside the content policy', () => {
  it('weighs the prompt, never the negative prompt: minor words there stay protective', () => {
    const prompt = 'nude woman, 35 years old, boudoir, soft light';
    expect(checkPrompt({ prompt, negativePrompt: 'child, kid, teen, loli, underage, young girl' })).toEqual({ allowed: true });
  });

  it('is asked about sexual prompts the rules let through, and answers with a score between 0 and 1', () => {
    for (const prompt of ['nude woman, 40, lingerie', 'a lighthouse at dawn']) {
      const score = modelScore(prompt);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });
});

/**
 * Prompts the rules do not read as a minor, of the kinds the corpus teaches (a young word or age the
 * lists do not name, beside sexual words): the model is expected to refuse at least one of them.
 */
const MODEL_CANDIDATES = [
  'junior choir camp, nude',
  'junior drama club, naked',
  'naked, junior ballet troupe',
  'lingerie, junior choir camp',
  'topless, tiny tot vibes, lingerie',
  'lingerie, little missy, seductive',
];

describe('a refusal by the model', () => {
  it('is answered 422 like any refusal and recorded with its score and the policy version', async () => {
    const refusedByModel = MODEL_CANDIDATES.find((prompt) => {
      const verdict = checkPrompt({ prompt });
      return !verdict.allowed && verdict.rule === 'model';
    });
    expect(refusedByModel, 'the model refuses none of the candidates the rules let through').toBeDefined();
    expect(isSexualPrompt(refusedByModel!)).toBe(true);
    const t = await createTestApp();
    try {
      const member = await t.member();
      const res = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'free-flux', params: { prompt: refusedByModel } },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(
        'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.',
      );
      const recorded = await t.db.owner.selectFrom('moderation_events').selectAll().where('user_id', '=', member.id).execute();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ tool: 'free-flux', rule: 'model', prompt: refusedByModel, policy_version: POLICY_VERSION });
      const score = Number(/^model:(0\.\d{3,4}|1\.0+)$/.exec(recorded[0]!.matched)?.[1]);
      expect(score).toBeGreaterThanOrEqual(MODEL_THRESHOLD);
      expect(score).toBeCloseTo(modelScore(refusedByModel!), 3);
    } finally {
      await t.close();
    }
  }, 60_000);
});
