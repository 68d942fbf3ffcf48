/**
 * The exponential and the logistic function in the four operations IEEE 754 rounds the same way on
 * every engine. Math.exp is left to each engine (V8 and JavaScriptCore may differ in the last bit), and
 * the committed weights must be exactly what training produces under Node or Bun.
 */

const LN2 = 0.6931471805599453;

/** e^x for |x| ≤ 40: x = k·ln 2 + r with |r| ≤ ln 2 / 2, e^r by its Taylor series, times 2^k. */
export function exp(x: number): number {
  const clamped = x > 40 ? 40 : x < -40 ? -40 : x;
  const k = Math.round(clamped / LN2);
  const r = clamped - k * LN2;
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 14; n++) {
    term = (term * r) / n;
    sum += term;
  }
  let scale = 1;
  const step = k < 0 ? 0.5 : 2;
  for (let i = Math.abs(k); i > 0; i--) scale *= step;
  return sum * scale;
}

/** 1 / (1 + e^-x). */
export function logistic(x: number): number {
  return 1 / (1 + exp(-x));
}
