/**
 * Rebuilds the content policy's learned layer from the corpus that api/moderation/model/corpus.ts writes
 * from the vocabulary: `npm run policy:train`. Deterministic: the same sources give the same
 * weights.bin. model.json records what it was made from; api/moderation/model/model.test.ts fails when
 * the committed weights are not what this produces from the repo as it is.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { MODEL_FILE, type ModelFacts, WEIGHTS_FILE, weightsBytes } from '../api/moderation/model/classifier';
import { buildCorpus, corpusDigest } from '../api/moderation/model/corpus';
import { PROBE_ROWS, trainerDigest } from '../api/moderation/model/digest';
import { BUCKETS } from '../api/moderation/model/features';
import { HIDDEN, train } from '../api/moderation/model/train';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const started = performance.now();
const rows = buildCorpus();
const model = train(rows);
const bytes = weightsBytes(model);
const facts: ModelFacts = {
  outputBias: model.outputBias,
  hidden: HIDDEN,
  buckets: BUCKETS,
  rows: rows.length,
  weightsSha256: sha256(bytes),
  corpusSha256: corpusDigest(rows),
  trainerSha256: trainerDigest(),
  probeSha256: sha256(weightsBytes(train(rows.slice(0, PROBE_ROWS)))),
};
writeFileSync(WEIGHTS_FILE, bytes);
writeFileSync(MODEL_FILE, `${JSON.stringify(facts, null, 2)}\n`);
console.log(
  `policy:train: ${rows.length} rows, weights ${facts.weightsSha256.slice(0, 12)}, ${Math.round(performance.now() - started)} ms`,
);
