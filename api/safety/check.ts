import type { Logger } from '../log/logger';
import { isSexualPrompt } from '../moderation/policy';
import type { Analyser } from './analyser';
import { sampleVideoFrames } from './frames';
import { type AnalysedImage, judge, judgeFailure, type SafetyThresholds, type Verdict } from './rule';

/**
 * The safety check of one job's outputs, as the runner calls it: every image output is analysed, and
 * three frames of every video output; then the rule (rule.ts) decides. When the analyser (or the frame
 * sampling) fails, a sexual prompt's outputs are held and any other prompt's pass, with a warning.
 */
export async function checkOutputs(
  analyser: Analyser,
  outputs: ReadonlyArray<{ kind: 'image' | 'video'; bytes: Uint8Array }>,
  prompt: string,
  thresholds: SafetyThresholds,
  log: Logger,
): Promise<Verdict> {
  const started = performance.now();
  try {
    const images: AnalysedImage[] = [];
    for (const [index, output] of outputs.entries()) {
      if (output.kind === 'image') {
        images.push({ output: index, frame: null, analysis: await analyser.analyse(output.bytes) });
        continue;
      }
      const frames = await sampleVideoFrames(output.bytes);
      for (const [frame, bytes] of frames.entries()) images.push({ output: index, frame, analysis: await analyser.analyse(bytes) });
    }
    const verdict = judge(images, thresholds);
    log.info('output safety check', { images: images.length, hold: verdict.hold, ms: Math.round(performance.now() - started) });
    return verdict;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const verdict = judgeFailure(message, isSexualPrompt(prompt), thresholds);
    log.warn('output safety check failed', { error: message, held: verdict.hold });
    return verdict;
  }
}
