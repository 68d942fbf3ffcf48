import { z } from 'zod';
import { describeFetchError, readCapped, redact } from '../http/outbound';

/**
 * The content policy's second layer: a hosted classifier speaking the OpenAI moderation protocol
 * (`POST {url}/v1/moderations`, `{model, input: [texts]}`, `Authorization: Bearer <key>`), asked
 * about prompts the local rules let through. Its answer is untrusted input: it is read up to
 * ANSWER_MAX_BYTES, checked against the protocol's shape, and anything else (a network failure, the
 * time limit, a status other than 2xx, a body that is not the protocol's) makes the check
 * unavailable, never allowed.
 */

export interface HostedClassifierSettings {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** `sexual/minors` scores at or above this refuse, even when the classifier does not flag them. */
  minorsThreshold: number;
}

export type HostedVerdict =
  | { flagged: false }
  /** `input`: which text was flagged (0 the prompt, 1 the negative prompt). */
  | { flagged: true; category: 'sexual/minors'; input: number; score: number };

/** The classifier gave no usable answer; `detail` is for the log (never holds the key). */
export class ClassifierUnavailable extends Error {
  override name = 'ClassifierUnavailable';
}

export interface HostedClassifier {
  /** Classifies `texts` in one request (one result per text). Throws ClassifierUnavailable. */
  check(texts: readonly string[]): Promise<HostedVerdict>;
  /** The classifier's host, for the start line. */
  readonly host: string;
}

/** A moderation answer is a few hundred bytes per input; far more is not one. */
export const ANSWER_MAX_BYTES = 64 * 1024;

const MINORS = 'sexual/minors';

const resultSchema = z.object({
  flagged: z.boolean(),
  categories: z.looseObject({ [MINORS]: z.boolean() }),
  category_scores: z.looseObject({ [MINORS]: z.number().min(0).max(1) }),
});

const answerSchema = z.object({
  id: z.string().optional(),
  model: z.string().optional(),
  results: z.array(resultSchema).min(1).max(16),
});

export function createHostedClassifier(settings: HostedClassifierSettings, fetchFn: typeof fetch = fetch): HostedClassifier {
  const endpoint = `${settings.url.replace(/\/+$/, '')}/v1/moderations`;
  const host = new URL(settings.url).host;
  const unavailable = (detail: string) => new ClassifierUnavailable(settings.apiKey ? redact(detail, settings.apiKey) : detail);

  return {
    host,
    async check(texts) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
      // One time limit for the whole call, the body included: a classifier that answers its headers
      // and then stalls is as unavailable as one that never answers.
      const timeLimit = AbortSignal.timeout(settings.timeoutMs);
      let body: Uint8Array;
      let status: number;
      try {
        const response = await fetchFn(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: settings.model, input: texts }),
          redirect: 'error',
          signal: timeLimit,
        });
        status = response.status;
        body = await readCapped(response, ANSWER_MAX_BYTES, (detail) => new ClassifierUnavailable(`answer too large: ${detail}`));
      } catch (error) {
        if (timeLimit.aborted) throw unavailable(`timeout: no answer within ${settings.timeoutMs} ms`);
        if (error instanceof ClassifierUnavailable) throw error;
        throw unavailable(`network: ${describeFetchError(error)}`);
      }
      if (status < 200 || status > 299) throw unavailable(`HTTP ${status}`);
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(body));
      } catch {
        throw unavailable(`HTTP ${status} with a body that is not JSON`);
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) throw unavailable(`answer not in the moderation format: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      if (parsed.data.results.length !== texts.length) {
        throw unavailable(`${parsed.data.results.length} results for ${texts.length} inputs`);
      }
      for (const [input, result] of parsed.data.results.entries()) {
        const score = result.category_scores[MINORS];
        if (result.categories[MINORS] || score >= settings.minorsThreshold) return { flagged: true, category: MINORS, input, score };
      }
      return { flagged: false };
    },
  };
}
