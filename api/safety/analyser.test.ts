import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../generation/providers/demo';
import { AnalyserError, createModelAnalyser } from './analyser';

/**
 * The real models, in their worker thread: face-api's demo photos of adults (MIT, read from
 * node_modules, not copied into the repository) give faces of adult-looking ages and low sexual
 * scores; the demo renderer's output (no photo, no person) gives no face.
 */

const require = createRequire(import.meta.url);
const sampleDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
export const adultSample = (n: number) => readFile(path.join(sampleDir, `sample${n}.jpg`));

const analyser = createModelAnalyser();
afterAll(() => analyser.close());

describe('the safety analyser', () => {
  it('loads its models once, from the file system, in a worker thread', { timeout: 120_000 }, async () => {
    const loadMs = await analyser.warm();
    expect(loadMs).toBeGreaterThan(0);
    // Loaded already: a second warm answers the same load time.
    expect(await analyser.warm()).toBe(loadMs);
  });

  it('finds the faces on photos of adults with adult ages and scores them not sexual', { timeout: 120_000 }, async () => {
    const ages: number[] = [];
    const figures: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const analysis = await analyser.analyse(await adultSample(n));
      expect(analysis.faces.length, `sample${n}`).toBeGreaterThanOrEqual(3);
      for (const face of analysis.faces) {
        expect(face.score).toBeGreaterThan(0.4);
        expect(face.box.width).toBeGreaterThan(10);
        ages.push(face.age);
      }
      // The rule's sexual score is the larger of porn and hentai (api/safety/rule.ts).
      expect(Math.max(analysis.sexual.porn, analysis.sexual.hentai), `sample${n}`).toBeLessThan(0.4);
      figures.push(`sample${n}: ${JSON.stringify({ ages: analysis.faces.map((f) => f.age), ...analysis.sexual, ms: analysis.ms })}`);
      const total = Object.values(analysis.sexual).reduce((sum, value) => sum + value, 0);
      expect(total).toBeGreaterThan(0.95);
      expect(analysis.ms).toBeGreaterThan(0);
    }
    console.log(figures.join('\n'));
    ages.sort((a, b) => a - b);
    const median = ages[Math.floor(ages.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(21);
    expect(ages[0]).toBeGreaterThan(10);
    expect(ages.at(-1)).toBeLessThan(60);
  });

  it('finds no face on a demo render', { timeout: 60_000 }, async () => {
    const provider = createDemoProvider();
    const result = await provider.run(
      {
        kind: 'text-to-image',
        prompt: 'a lighthouse on a cliff at dusk',
        negativePrompt: '',
        width: 768,
        height: 512,
        steps: 4,
        guidance: 3.5,
        seed: 7,
        numImages: 1,
        outputFormat: 'png',
      },
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    const analysis = await analyser.analyse(result.outputs[0]!.bytes);
    expect(analysis.faces).toEqual([]);
  });

  it('answers a burst of analyses in turn, each with its own result', { timeout: 120_000 }, async () => {
    const [one, six] = await Promise.all([adultSample(1), adultSample(6)]);
    const results = await Promise.all([one, six, one, six].map((bytes) => analyser.analyse(bytes)));
    expect(results.map((r) => r.faces.length)).toEqual([
      results[0]!.faces.length,
      results[1]!.faces.length,
      results[0]!.faces.length,
      results[1]!.faces.length,
    ]);
    expect(results[0]!.faces).toEqual(results[2]!.faces);
  });

  it('refuses bytes that are not an image with an AnalyserError', async () => {
    await expect(analyser.analyse(new TextEncoder().encode('not an image'))).rejects.toBeInstanceOf(AnalyserError);
  });

  it('refuses analyses beyond its queue at once', { timeout: 120_000 }, async () => {
    const small = createModelAnalyser({ maxQueued: 1 });
    try {
      const bytes = await adultSample(1);
      const results = await Promise.allSettled([small.analyse(bytes), small.analyse(bytes)]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(AnalyserError);
      expect(String(refused.reason.message)).toBe('too many images are waiting for the safety check');
    } finally {
      await small.close();
    }
  });
});
