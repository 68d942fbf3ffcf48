import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sniffImageType } from '../../storage/sniff';
import type { OutputLimits } from './download';
import { type GenerationProvider, type ProgressUpdate, ProviderError, type TextToImageTask } from './provider';

/** What every remote provider's fake can be made to do, in its own protocol. */
export type ContractScenario =
  /** Real images. */
  | 'success'
  /** 429 from the provider (or a proxy in front of it). */
  | 'rate_limited'
  /** 503: the model is loading, or the server is not ready. */
  | 'unavailable'
  /** The run ends, but what comes back is not the image. */
  | 'malformed'
  /** The run starts and never ends until it is canceled. */
  | 'slow'
  /** Every connection is dropped without an answer. */
  | 'network';

/** A provider against its fake, as the contract drives it. */
export interface ProviderUnderContract {
  provider(options?: { timeoutMs?: number; outputs?: OutputLimits }): GenerationProvider;
  /** The fake behaves this way for every run from now on. */
  scenario(name: ContractScenario): void;
  /** How many requests the fake has received since the last `scenario`. */
  requests(): number;
  /** The provider pointed at a port nothing listens on. */
  unreachable(): Promise<GenerationProvider>;
  close(): Promise<void>;
}

const textToImage: TextToImageTask = {
  kind: 'text-to-image',
  prompt: 'a lighthouse at dusk',
  negativePrompt: 'blurry',
  width: 512,
  height: 384,
  steps: 4,
  guidance: 3.5,
  seed: 7,
  numImages: 1,
  outputFormat: 'png',
};

/** The ProviderError a run ends with; the test fails when it succeeds or throws anything else. */
export async function failure(run: Promise<unknown>): Promise<ProviderError> {
  const error = await run.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

function context(onProgress?: (update: ProgressUpdate, controller: AbortController) => void) {
  const controller = new AbortController();
  return { controller, signal: controller.signal, onProgress: (update: ProgressUpdate) => onProgress?.(update, controller) };
}

/**
 * The behaviour every remote provider must have, whatever its protocol, run once per provider
 * (fal.test.ts, huggingface.test.ts, comfyui.test.ts) against its fake over real HTTP: real images
 * out, and each failure a member can meet answered with the same kind and words, so switching
 * providers cannot change what the runner and the member see. `label` names the provider in its
 * messages ('FAL API returned invalid response format').
 */
export function describeProviderContract(label: string, setup: () => Promise<ProviderUnderContract>) {
  describe(`${label} provider, as every provider behaves`, () => {
    let under: ProviderUnderContract;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => under?.close());
    beforeEach(() => under.scenario('success'));

    it('returns real images of the type each output says', async () => {
      const { outputs } = await under.provider().run(textToImage, context());
      expect(outputs).toHaveLength(1);
      const [output] = outputs;
      expect(output!.kind).toBe('image');
      expect(sniffImageType(output!.bytes)).toBe(output!.contentType);
      const meta = await sharp(output!.bytes).metadata();
      expect(meta.width).toBeGreaterThan(0);
    });

    it('a 429 is rate_limited: RATE_LIMIT_EXCEEDED, left to the runner to retry', async () => {
      under.scenario('rate_limited');
      const error = await failure(under.provider().run(textToImage, context()));
      expect([error.kind, error.message, error.retryable]).toEqual(['rate_limited', 'RATE_LIMIT_EXCEEDED', false]);
    });

    it('a 503 is model_loading: Model is loading, please wait 20 seconds and try again', async () => {
      under.scenario('unavailable');
      const error = await failure(under.provider().run(textToImage, context()));
      expect([error.kind, error.message]).toEqual(['model_loading', 'Model is loading, please wait 20 seconds and try again']);
    });

    it('an answer that is not the image is invalid_response, naming the provider', async () => {
      under.scenario('malformed');
      const error = await failure(under.provider().run(textToImage, context()));
      expect([error.kind, error.message]).toEqual(['invalid_response', `${label} API returned invalid response format`]);
    });

    it('an output over the image cap is refused and not kept', async () => {
      const outputs = { maxBytes: { image: 64, video: 64 }, timeoutMs: 10_000 };
      const error = await failure(under.provider({ outputs }).run(textToImage, context()));
      expect([error.kind, error.message]).toEqual(['invalid_response', 'The generated image is larger than 1 KB and was not kept.']);
    });

    it('a run over timeoutMs is timeout, retryable, and ends at once', async () => {
      under.scenario('slow');
      const started = Date.now();
      const error = await failure(under.provider({ timeoutMs: 300 }).run(textToImage, context()));
      expect([error.kind, error.message, error.retryable]).toEqual(['timeout', 'The generation took too long. Please try again.', true]);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('a cancel mid-run is canceled: Generation canceled', async () => {
      under.scenario('slow');
      let asked = false;
      const ctx = context((_update, controller) => {
        if (asked) return;
        asked = true;
        setTimeout(() => controller.abort(), 50);
      });
      const error = await failure(under.provider().run(textToImage, ctx));
      expect([error.kind, error.message]).toEqual(['canceled', 'Generation canceled']);
    });

    it('a run canceled before it starts sends nothing', async () => {
      const ctx = context();
      ctx.controller.abort();
      const error = await failure(under.provider().run(textToImage, ctx));
      expect(error.kind).toBe('canceled');
      expect(under.requests()).toBe(0);
    });

    it('a dropped connection is network, retryable', async () => {
      under.scenario('network');
      const error = await failure(under.provider().run(textToImage, context()));
      expect([error.kind, error.message, error.retryable]).toEqual([
        'network',
        'Network error. Please check your connection and try again.',
        true,
      ]);
    });

    it('a server that is not there is network, retryable', async () => {
      const error = await failure((await under.unreachable()).run(textToImage, context()));
      expect([error.kind, error.message, error.retryable]).toEqual([
        'network',
        'Network error. Please check your connection and try again.',
        true,
      ]);
    });
  });
}
