/**
 * The learned layer as the content policy uses it: the committed model (weights.bin, model.json,
 * written by `npm run policy:train`) read once, and a prompt's score against its threshold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUCKETS } from './features';
import { HIDDEN, type Model, score } from './train';

export const MODEL_DIRECTORY = import.meta.dirname;
export const WEIGHTS_FILE = join(MODEL_DIRECTORY, 'weights.bin');
export const MODEL_FILE = join(MODEL_DIRECTORY, 'model.json');

/** What model.json holds beside the weights. */
export interface ModelFacts {
  outputBias: number;
  hidden: number;
  buckets: number;
  rows: number;
  /** sha-256 digests, hex: of weights.bin, of the corpus it was trained on (corpusDigest), of the trainer's sources, of the probe's weights. */
  weightsSha256: string;
  corpusSha256: string;
  trainerSha256: string;
  probeSha256: string;
}

/**
 * A sexual prompt the rules let through is refused when the model scores it at least this. Chosen for
 * precision: above every sexual prompt the team's tables (cases/*.tsv) must allow, so adult prompts
 * (with 'girl', sexual words in any language, adult ages) pass; the rules carry recall.
 */
export const MODEL_THRESHOLD = 0.9997;

/** The weights as one file: the input weights, then the hidden biases, then the output weights, as float32. */
export function weightsBytes(model: Model): Uint8Array {
  const all = new Float32Array(model.input.length + model.hiddenBias.length + model.output.length);
  all.set(model.input, 0);
  all.set(model.hiddenBias, model.input.length);
  all.set(model.output, model.input.length + model.hiddenBias.length);
  return new Uint8Array(all.buffer);
}

let loaded: Model | undefined;

export function readModel(): Model {
  if (loaded) return loaded;
  const facts = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ModelFacts;
  const bytes = readFileSync(WEIGHTS_FILE);
  const inputs = BUCKETS * HIDDEN;
  if (facts.buckets !== BUCKETS || facts.hidden !== HIDDEN || bytes.byteLength !== (inputs + 2 * HIDDEN) * 4) {
    throw new Error(`${WEIGHTS_FILE} does not match the model's shape; run npm run policy:train`);
  }
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  loaded = {
    input: all.subarray(0, inputs),
    hiddenBias: all.subarray(inputs, inputs + HIDDEN),
    output: all.subarray(inputs + HIDDEN),
    outputBias: facts.outputBias,
  };
  return loaded;
}

/** The model's score for a prompt: from 0 (pass) to 1 (refuse). */
export function modelScore(prompt: string): number {
  return score(readModel(), prompt);
}
