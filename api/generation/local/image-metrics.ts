/**
 * Image quality figures for the local models' tests: PSNR over the RGB channels, and SSIM on luma
 * (BT.601) with the usual 11×11 Gaussian window (σ 1.5, K1 0.01, K2 0.03, over the window positions
 * that fit inside the image), as Wang et al. define it. Both compare two images of the same size given as
 * raw interleaved pixels.
 */

export interface RawImage {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

function sameSize(a: RawImage, b: RawImage): void {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
}

/** Peak signal-to-noise ratio in dB over R, G and B (any alpha channel is left out). */
export function psnr(a: RawImage, b: RawImage): number {
  sameSize(a, b);
  let sum = 0;
  const count = a.width * a.height;
  for (let index = 0; index < count; index += 1) {
    for (let channel = 0; channel < 3; channel += 1) {
      const difference = (a.pixels[index * a.channels + channel] ?? 0) - (b.pixels[index * b.channels + channel] ?? 0);
      sum += difference * difference;
    }
  }
  const mse = sum / (count * 3);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

function luma(image: RawImage): Float64Array {
  const out = new Float64Array(image.width * image.height);
  for (let index = 0; index < out.length; index += 1) {
    const base = index * image.channels;
    out[index] = 0.299 * (image.pixels[base] ?? 0) + 0.587 * (image.pixels[base + 1] ?? 0) + 0.114 * (image.pixels[base + 2] ?? 0);
  }
  return out;
}

function gaussian(size: number, sigma: number): Float64Array {
  const kernel = new Float64Array(size);
  const centre = (size - 1) / 2;
  let total = 0;
  for (let index = 0; index < size; index += 1) {
    kernel[index] = Math.exp(-((index - centre) ** 2) / (2 * sigma * sigma));
    total += kernel[index] ?? 0;
  }
  for (let index = 0; index < size; index += 1) kernel[index] = (kernel[index] ?? 0) / total;
  return kernel;
}

/** The separable filter over the window positions inside the image ('valid'). */
function filter(
  values: Float64Array,
  width: number,
  height: number,
  kernel: Float64Array,
): { values: Float64Array; width: number; height: number } {
  const size = kernel.length;
  const outWidth = width - size + 1;
  const outHeight = height - size + 1;
  const rows = new Float64Array(outWidth * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      let sum = 0;
      for (let k = 0; k < size; k += 1) sum += (kernel[k] ?? 0) * (values[y * width + x + k] ?? 0);
      rows[y * outWidth + x] = sum;
    }
  }
  const out = new Float64Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      let sum = 0;
      for (let k = 0; k < size; k += 1) sum += (kernel[k] ?? 0) * (rows[(y + k) * outWidth + x] ?? 0);
      out[y * outWidth + x] = sum;
    }
  }
  return { values: out, width: outWidth, height: outHeight };
}

/** Mean structural similarity of the two images' luma, 0..1 (1: the same image). */
export function ssim(a: RawImage, b: RawImage): number {
  sameSize(a, b);
  const { width, height } = a;
  const x = luma(a);
  const y = luma(b);
  const xx = x.map((value) => value * value);
  const yy = y.map((value) => value * value);
  const xy = x.map((value, index) => value * (y[index] ?? 0));
  const kernel = gaussian(11, 1.5);
  const [mx, my, sxx, syy, sxy] = [x, y, xx, yy, xy].map((values) => filter(values, width, height, kernel).values) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let index = 0; index < mx.length; index += 1) {
    const muX = mx[index] ?? 0;
    const muY = my[index] ?? 0;
    const varX = (sxx[index] ?? 0) - muX * muX;
    const varY = (syy[index] ?? 0) - muY * muY;
    const cov = (sxy[index] ?? 0) - muX * muY;
    total += ((2 * muX * muY + c1) * (2 * cov + c2)) / ((muX * muX + muY * muY + c1) * (varX + varY + c2));
  }
  return total / mx.length;
}
