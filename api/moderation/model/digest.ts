/**
 * What the committed model was made from, as digests (model.json): the corpus, the trainer's sources,
 * and a probe (the first PROBE_ROWS rows trained alone) that the suite trains again to prove that
 * Node and Bun give the same bits. Training the whole corpus takes a minute or two; the digests and
 * the probe take seconds.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROBE_ROWS = 1_500;

/** The sources whose change changes the weights for the same corpus. */
const TRAINER_SOURCES = ['model/train.ts', 'model/features.ts', 'model/arithmetic.ts', 'model/random.ts', 'normalise.ts'];

export function trainerDigest(): string {
  const hash = createHash('sha256');
  for (const source of TRAINER_SOURCES) hash.update(readFileSync(join(import.meta.dirname, '..', source)));
  return hash.digest('hex');
}
