/**
 * Training of the learned layer: a small neural network (one hidden layer of HIDDEN rectified units
 * over the hashed features of features.ts, a logistic output), by stochastic gradient descent in a
 * seeded order with a decaying step. A hidden layer lets the model weigh words together ('topless'
 * with a number under 18, beside a person word) where a linear model can only add them up.
 * Only the four rounded operations and arithmetic.ts are used, so Node and Bun produce the same
 * weights to the bit.
 */
import { logistic } from './arithmetic';
import { random } from './random';
import { BUCKETS, featureSlots } from './features';

export interface TrainingRow {
  text: string;
  label: 0 | 1;
}

/** The hidden units. */
/** The hidden units: forward() writes out one sum per unit. */
export const HIDDEN = 16;

export interface Model {
  /** Input weights, slot by slot: HIDDEN weights a feature slot. */
  input: Float32Array;
  /** One bias a hidden unit. */
  hiddenBias: Float32Array;
  /** One weight a hidden unit. */
  output: Float32Array;
  outputBias: number;
}

export const EPOCHS = 5;
const STEP = 0.08;
const DECAY = 4e-6;
/** L2 shrinkage of the weights a row touches: keeps the model from certainty on words it saw a few times. */
const SHRINK = 1e-3;

/** 1/√n for n features, by Newton's method from the power of two just below it: the same bits on every engine. */
export function inverseRoot(n: number): number {
  if (n <= 1) return 1;
  let guess = 1;
  while (guess * guess * n > 1) guess /= 2;
  for (let step = 0; step < 8; step++) guess = guess * (1.5 - 0.5 * n * guess * guess);
  return guess;
}

/** The hidden layer's activations for a prompt's slots, into `hidden`; the output's raw value. */
function forward(
  input: ArrayLike<number>,
  hiddenBias: ArrayLike<number>,
  output: ArrayLike<number>,
  outputBias: number,
  slots: Int32Array,
  hidden: Float64Array,
): number {
  const x = inverseRoot(slots.length);
  // The sixteen sums in local variables, written out: in a loop over an array each addition waits on the
  // store before it, and the table's rows (4 MB, mostly out of cache) are then read one at a time; with
  // locals the processor reads ahead. Same additions in the same order, so the same bits. Indexed loops,
  // not for-of: an iterator over a typed array is several times slower on JavaScriptCore.
  let h0 = 0,
    h1 = 0,
    h2 = 0,
    h3 = 0,
    h4 = 0,
    h5 = 0,
    h6 = 0,
    h7 = 0;
  let h8 = 0,
    h9 = 0,
    h10 = 0,
    h11 = 0,
    h12 = 0,
    h13 = 0,
    h14 = 0,
    h15 = 0;
  for (let at = 0; at < slots.length; at++) {
    const row = slots[at]! * HIDDEN;
    h0 += input[row]!;
    h1 += input[row + 1]!;
    h2 += input[row + 2]!;
    h3 += input[row + 3]!;
    h4 += input[row + 4]!;
    h5 += input[row + 5]!;
    h6 += input[row + 6]!;
    h7 += input[row + 7]!;
    h8 += input[row + 8]!;
    h9 += input[row + 9]!;
    h10 += input[row + 10]!;
    h11 += input[row + 11]!;
    h12 += input[row + 12]!;
    h13 += input[row + 13]!;
    h14 += input[row + 14]!;
    h15 += input[row + 15]!;
  }
  hidden[0] = h0;
  hidden[1] = h1;
  hidden[2] = h2;
  hidden[3] = h3;
  hidden[4] = h4;
  hidden[5] = h5;
  hidden[6] = h6;
  hidden[7] = h7;
  hidden[8] = h8;
  hidden[9] = h9;
  hidden[10] = h10;
  hidden[11] = h11;
  hidden[12] = h12;
  hidden[13] = h13;
  hidden[14] = h14;
  hidden[15] = h15;
  let z = outputBias;
  for (let unit = 0; unit < HIDDEN; unit++) {
    const value = hidden[unit]! * x + hiddenBias[unit]!;
    hidden[unit] = value > 0 ? value : 0;
    z += hidden[unit]! * output[unit]!;
  }
  return z;
}

export function train(rows: readonly TrainingRow[], seed = 7): Model {
  const features = rows.map((row) => featureSlots(row.text));
  const positives = rows.filter((row) => row.label === 1).length;
  // Each class weighs the same in the loss, whatever its share of the rows.
  const classWeight = [rows.length / (2 * Math.max(1, rows.length - positives)), rows.length / (2 * Math.max(1, positives))];
  const rng = random(seed);
  const input = new Float64Array(BUCKETS * HIDDEN);
  for (let index = 0; index < input.length; index++) input[index] = (rng() - 0.5) * 0.2;
  const hiddenBias = new Float64Array(HIDDEN).fill(0.01);
  const output = new Float64Array(HIDDEN);
  for (let unit = 0; unit < HIDDEN; unit++) output[unit] = (rng() - 0.5) * 0.5;
  let outputBias = 0;
  const hidden = new Float64Array(HIDDEN);
  const order = rows.map((_row, index) => index);
  let t = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(rng() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const at of order) {
      const slots = features[at]!;
      const z = forward(input, hiddenBias, output, outputBias, slots, hidden);
      const delta = (logistic(z) - rows[at]!.label) * classWeight[rows[at]!.label]!;
      const step = STEP / (1 + DECAY * t);
      t++;
      const x = inverseRoot(slots.length);
      for (let unit = 0; unit < HIDDEN; unit++) {
        const active = hidden[unit]! > 0;
        const back = active ? delta * output[unit]! : 0;
        output[unit] = output[unit]! * (1 - step * SHRINK) - step * delta * hidden[unit]!;
        if (!active) continue;
        hiddenBias[unit] = hiddenBias[unit]! - step * back;
        const change = step * back * x;
        const keep = 1 - step * SHRINK;
        for (let at = 0; at < slots.length; at++) {
          const index = slots[at]! * HIDDEN + unit;
          input[index] = input[index]! * keep - change;
        }
      }
      outputBias -= step * delta;
    }
  }
  return { input: Float32Array.from(input), hiddenBias: Float32Array.from(hiddenBias), output: Float32Array.from(output), outputBias };
}

/** The model's score for a prompt: the probability it must be refused. */
export function score(model: Model, prompt: string): number {
  const hidden = new Float64Array(HIDDEN);
  return logistic(forward(model.input, model.hiddenBias, model.output, model.outputBias, featureSlots(prompt), hidden));
}
