import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { generationMessages, type TaskKind } from '../../contract/generation';
import { encodeMp4 } from './ffmpeg';
import {
  type GenerationProvider,
  type GenerationTask,
  type ImageToImageTask,
  type ImageToVideoTask,
  type ProviderOutput,
  ProviderError,
  type RunContext,
  type TextToImageTask,
  type TextToVideoTask,
} from './provider';

/**
 * The provider of a default install: no key, no network, no GPU. It renders real images and videos
 * from the prompt and seed (same inputs, same bytes) and marks every one 'demo render, not AI', so the
 * whole site can be tried before a provider is configured.
 */

export interface DemoProviderOptions {
  /** Awaited between progress steps (default 0), so a test or a demonstration can watch progress move. */
  stepDelayMs?: number;
}

const LABEL = 'Demo renderer (not AI)';
const FPS = 12;
/** What the renderer makes; the image tools (upscale, cutout) are left to the providers that really do them. */
const KINDS: ReadonlySet<TaskKind> = new Set(['text-to-image', 'image-to-image', 'text-to-video', 'image-to-video']);
const FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";

export function createDemoProvider(options: DemoProviderOptions = {}): GenerationProvider {
  const stepDelayMs = options.stepDelayMs ?? 0;
  return {
    name: 'demo',
    label: LABEL,
    supports: (kind) => KINDS.has(kind),
    async run(task, context) {
      const steps = new Steps(context, stepDelayMs);
      try {
        await steps.report(0);
        const outputs = await render(task, steps);
        await steps.report(100);
        return { outputs, ...('seed' in task ? { seed: task.seed } : {}), label: generationMessages.demoLabel };
      } catch (error) {
        if (context.signal.aborted) throw new ProviderError('canceled', generationMessages.canceled);
        if (error instanceof ProviderError) throw error;
        const failed = task.kind.endsWith('video') ? generationMessages.failedVideo : generationMessages.failedImages;
        throw new ProviderError('provider_error', failed, `demo renderer: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

function render(task: GenerationTask, steps: Steps): Promise<ProviderOutput[]> {
  switch (task.kind) {
    case 'text-to-image':
      return textToImage(task, steps);
    case 'image-to-image':
      return imageToImage(task, steps);
    case 'text-to-video':
    case 'image-to-video':
      return video(task, steps);
    case 'upscale':
    case 'remove-background':
      throw new ProviderError('provider_error', generationMessages.apiError(LABEL, `${task.kind} is not supported`));
  }
}

/** Progress in rising percents, the step delay, and the cancel check between steps. */
class Steps {
  private last = -1;
  constructor(
    private readonly context: RunContext,
    private readonly delayMs: number,
  ) {}

  async report(percent: number): Promise<void> {
    this.check();
    const rounded = Math.min(100, Math.round(percent));
    if (rounded <= this.last) return;
    this.last = rounded;
    this.context.onProgress({ percent: rounded });
    if (this.delayMs > 0 && rounded < 100) await sleep(this.delayMs, this.context.signal);
    this.check();
  }

  check(): void {
    if (this.context.signal.aborted) throw new ProviderError('canceled', generationMessages.canceled);
  }

  get signal(): AbortSignal {
    return this.context.signal;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

// ---------------------------------------------------------------------------------------------
// The scene: a dark gradient, soft coloured lights, a few thin rings, a vignette, the prompt's first
// words and the caption. Every choice comes from a hash of the prompt and the seed.

/** sfc32 seeded from SHA-256 of the parts: a small deterministic generator of numbers in [0, 1). */
function seededRandom(...parts: Array<string | number>): () => number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

interface Light {
  x: number;
  y: number;
  radius: number;
  colour: string;
  opacity: number;
  orbit: number;
  phase: number;
}

interface Scene {
  hue: number;
  backgroundFrom: string;
  backgroundTo: string;
  angle: number;
  lights: Light[];
  rings: Array<{ x: number; y: number; radius: number; opacity: number }>;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${(((hue % 360) + 360) % 360).toFixed(1)}, ${saturation.toFixed(1)}%, ${lightness.toFixed(1)}%)`;

function composeScene(prompt: string, seed: number): Scene {
  const random = seededRandom('scene', prompt, seed);
  const hue = random() * 360;
  // Analogous hues with one complementary accent: calm, never a rainbow.
  const offsets = [0, 28, -32, 55, 180];
  const lights: Light[] = [];
  const count = 4 + Math.floor(random() * 3);
  for (let index = 0; index < count; index += 1) {
    const offset = offsets[index % offsets.length] ?? 0;
    const accent = offset === 180;
    lights.push({
      x: 0.1 + random() * 0.8,
      y: 0.1 + random() * 0.75,
      radius: (accent ? 0.18 : 0.3) + random() * 0.3,
      colour: hsl(hue + offset + (random() - 0.5) * 12, 55 + random() * 20, accent ? 62 : 48 + random() * 14),
      opacity: accent ? 0.35 + random() * 0.15 : 0.45 + random() * 0.25,
      orbit: 0.03 + random() * 0.06,
      phase: random() * Math.PI * 2,
    });
  }
  const rings = Array.from({ length: 2 + Math.floor(random() * 2) }, () => ({
    x: 0.2 + random() * 0.6,
    y: 0.15 + random() * 0.5,
    radius: 0.12 + random() * 0.3,
    opacity: 0.06 + random() * 0.08,
  }));
  return {
    hue,
    backgroundFrom: hsl(hue + 200, 30 + random() * 15, 7 + random() * 4),
    backgroundTo: hsl(hue + 20, 35 + random() * 15, 16 + random() * 8),
    angle: random() * 360,
    lights,
    rings,
  };
}

function escapeXml(text: string): string {
  // XML 1.0 has no place for most control characters: librsvg would refuse the whole document.
  const allowed = [...text].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
  });
  return allowed
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The prompt's first words in at most two lines. */
function titleLines(prompt: string, maxChars = 26): string[] {
  const words = prompt.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars) {
      line = candidate;
      used += 1;
      continue;
    }
    if (line) lines.push(line);
    if (lines.length === 2) break;
    line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    used += 1;
  }
  if (line && lines.length < 2) lines.push(line);
  if (used < words.length && lines.length > 0) {
    const lastLine = lines[lines.length - 1] ?? '';
    lines[lines.length - 1] = lastLine.endsWith('…') ? lastLine : `${lastLine.slice(0, maxChars - 1)}…`;
  }
  return lines;
}

/** The overlay every demo output carries: the prompt's first words and the caption, on a soft shade. */
function overlaySvg(width: number, height: number, prompt: string, options: { title: boolean }): string {
  const unit = Math.min(width, height);
  const margin = Math.round(unit * 0.06);
  const captionSize = Math.max(10, Math.round(unit * 0.026));
  const caption = generationMessages.demoLabel;
  const pillWidth = Math.round(caption.length * captionSize * 0.58 + captionSize * 1.6);
  const pillHeight = Math.round(captionSize * 2);
  const pillX = width - margin - pillWidth;
  const pillY = height - margin - pillHeight;
  let title = '';
  if (options.title) {
    const lines = titleLines(prompt);
    const longest = Math.max(1, ...lines.map((line) => line.length));
    const size = Math.max(12, Math.round(Math.min(unit * 0.065, (width * 0.86) / (longest * 0.6))));
    const lineGap = Math.round(size * 1.25);
    const baseline = pillY - Math.round(size * 0.7);
    title = lines
      .map((line, index) => {
        const y = baseline - (lines.length - 1 - index) * lineGap;
        return `<text x="${margin}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="600" fill="#fff" fill-opacity="0.92">${escapeXml(line)}</text>`;
      })
      .join('');
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    title,
    `<rect x="${pillX}" y="${pillY}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.25"/>`,
    `<text x="${pillX + pillWidth / 2}" y="${pillY + pillHeight / 2 + captionSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${captionSize}" fill="#fff" fill-opacity="0.85">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** The scene at time t (0..1, for video; a still uses 0), without its overlay. */
function sceneSvg(scene: Scene, width: number, height: number, t: number): string {
  const span = Math.max(width, height);
  const turn = Math.PI * 2 * t;
  const angle = ((scene.angle + t * 40) * Math.PI) / 180;
  const x1 = 0.5 - Math.cos(angle) / 2;
  const y1 = 0.5 - Math.sin(angle) / 2;
  const defs: string[] = [
    `<linearGradient id="bg" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${(1 - x1).toFixed(3)}" y2="${(1 - y1).toFixed(3)}">` +
      `<stop offset="0" stop-color="${scene.backgroundFrom}"/><stop offset="1" stop-color="${scene.backgroundTo}"/></linearGradient>`,
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>',
  ];
  const shapes: string[] = [`<rect width="${width}" height="${height}" fill="url(#bg)"/>`];
  scene.lights.forEach((light, index) => {
    defs.push(
      `<radialGradient id="l${index}"><stop offset="0" stop-color="${light.colour}" stop-opacity="${light.opacity.toFixed(3)}"/>` +
        `<stop offset="0.45" stop-color="${light.colour}" stop-opacity="${(light.opacity * 0.45).toFixed(3)}"/>` +
        `<stop offset="1" stop-color="${light.colour}" stop-opacity="0"/></radialGradient>`,
    );
    const cx = (light.x + Math.cos(turn + light.phase) * light.orbit) * width;
    const cy = (light.y + Math.sin(turn + light.phase) * light.orbit) * height;
    shapes.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(light.radius * span).toFixed(1)}" fill="url(#l${index})"/>`);
  });
  for (const ring of scene.rings) {
    const radius = ring.radius * span * (1 + 0.04 * Math.sin(turn));
    shapes.push(
      `<circle cx="${(ring.x * width).toFixed(1)}" cy="${(ring.y * height).toFixed(1)}" r="${radius.toFixed(1)}" fill="none" ` +
        `stroke="#fff" stroke-opacity="${ring.opacity.toFixed(3)}" stroke-width="${Math.max(1, span / 700).toFixed(2)}"/>`,
    );
  }
  shapes.push(`<rect width="${width}" height="${height}" fill="url(#vignette)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${shapes.join('')}</svg>`;
}

function encodeStill(image: Sharp, format: 'png' | 'jpeg'): Promise<Buffer> {
  return format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

function contentTypeOf(format: 'png' | 'jpeg'): 'image/png' | 'image/jpeg' {
  return format === 'png' ? 'image/png' : 'image/jpeg';
}

// ---------------------------------------------------------------------------------------------

async function textToImage(task: TextToImageTask, steps: Steps): Promise<ProviderOutput[]> {
  const { width, height } = task;
  const overlay = Buffer.from(overlaySvg(width, height, task.prompt, { title: true }));
  const outputs: ProviderOutput[] = [];
  for (let index = 0; index < task.numImages; index += 1) {
    const scene = composeScene(task.prompt, task.seed + index);
    const pixels = await sharp(Buffer.from(sceneSvg(scene, width, height, 0)))
      .composite([{ input: overlay }])
      .removeAlpha()
      .raw()
      .toBuffer();
    await steps.report(5 + (90 * (index + 0.5)) / task.numImages);
    const bytes = await encodeStill(sharp(pixels, { raw: { width, height, channels: 3 } }), task.outputFormat);
    outputs.push({ kind: 'image', bytes: new Uint8Array(bytes), contentType: contentTypeOf(task.outputFormat), width, height });
    await steps.report(5 + (90 * (index + 1)) / task.numImages);
  }
  return outputs;
}

/** A colour wash from the prompt over the input, its hue turned by the seed: the further, the stronger. */
function washSvg(width: number, height: number, scene: Scene, strength: number): string {
  const from = scene.lights[0]?.colour ?? hsl(scene.hue, 60, 50);
  const to = scene.lights[scene.lights.length - 1]?.colour ?? hsl(scene.hue + 180, 60, 50);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `</defs><rect width="${width}" height="${height}" fill="url(#w)" fill-opacity="${(0.25 + 0.5 * strength).toFixed(3)}"/></svg>`
  );
}

async function imageToImage(task: ImageToImageTask, steps: Steps): Promise<ProviderOutput[]> {
  const { width, height } = task;
  const strength = Math.min(1, Math.max(0, task.strength));
  const overlay = Buffer.from(overlaySvg(width, height, task.prompt, { title: true }));
  const base = await sharp(task.image.bytes).resize(width, height, { fit: 'cover', position: 'centre' }).removeAlpha().raw().toBuffer();
  await steps.report(5);
  const outputs: ProviderOutput[] = [];
  for (let index = 0; index < task.numImages; index += 1) {
    const seed = task.seed + index;
    const scene = composeScene(task.prompt, seed);
    const random = seededRandom('remix', task.prompt, seed);
    const pixels = await sharp(base, { raw: { width, height, channels: 3 } })
      .modulate({ hue: Math.round((random() * 300 + 30) * strength), saturation: 1 + 0.3 * strength })
      .composite([{ input: Buffer.from(washSvg(width, height, scene, strength)), blend: 'soft-light' }, { input: overlay }])
      .removeAlpha()
      .raw()
      .toBuffer();
    await steps.report(5 + (90 * (index + 0.5)) / task.numImages);
    const bytes = await encodeStill(sharp(pixels, { raw: { width, height, channels: 3 } }), task.outputFormat);
    outputs.push({ kind: 'image', bytes: new Uint8Array(bytes), contentType: contentTypeOf(task.outputFormat), width, height });
    await steps.report(5 + (90 * (index + 1)) / task.numImages);
  }
  return outputs;
}

/** Video size: the task's aspect ratio at a smaller size than asked, for speed (even dimensions). */
export function demoVideoSize(aspectRatio: '16:9' | '9:16', resolution: '480p' | '580p' | '720p'): { width: number; height: number } {
  const short = { '480p': 360, '580p': 432, '720p': 480 }[resolution];
  const long = Math.round((short * 16) / 9 / 2) * 2;
  return aspectRatio === '16:9' ? { width: long, height: short } : { width: short, height: long };
}

async function video(task: TextToVideoTask | ImageToVideoTask, steps: Steps): Promise<ProviderOutput[]> {
  const { width, height } = demoVideoSize(task.aspectRatio, task.resolution);
  // ~2 s for 85 frames, ~3 s for 129, at 12 fps.
  const count = task.numFrames === 129 ? 36 : 24;
  const overlay = await sharp(Buffer.from(overlaySvg(width, height, task.prompt, { title: true })))
    .png()
    .toBuffer();
  const frame = task.kind === 'text-to-video' ? textFrames(task, width, height, overlay) : await imageFrames(task, width, height, overlay);
  async function* frames(): AsyncGenerator<Uint8Array> {
    for (let index = 0; index < count; index += 1) {
      steps.check();
      yield await frame(index / count);
      if ((index + 1) % 4 === 0 || index + 1 === count) await steps.report(5 + (85 * (index + 1)) / count);
    }
  }
  const bytes = await encodeMp4(frames(), { width, height, fps: FPS, signal: steps.signal });
  return [{ kind: 'video', bytes, contentType: 'video/mp4', width, height }];
}

type FrameRenderer = (t: number) => Promise<Buffer>;

function textFrames(task: TextToVideoTask, width: number, height: number, overlay: Buffer): FrameRenderer {
  const scene = composeScene(task.prompt, task.seed);
  return (t) =>
    sharp(Buffer.from(sceneSvg(scene, width, height, t)))
      .composite([{ input: overlay }])
      .removeAlpha()
      .raw()
      .toBuffer();
}

/** A slow zoom and pan over the input image (decoded once; each frame is a crop of it). */
async function imageFrames(task: ImageToVideoTask, width: number, height: number, overlay: Buffer): Promise<FrameRenderer> {
  const zoom = 1.25;
  const baseWidth = Math.round(width * zoom);
  const baseHeight = Math.round(height * zoom);
  const random = seededRandom('pan', task.prompt, task.seed);
  const base = await sharp(task.image.bytes)
    .resize(baseWidth, baseHeight, { fit: 'cover', position: 'centre' })
    .modulate({ hue: Math.round((random() - 0.5) * 40), saturation: 1.1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  // Start from the whole picture, end zoomed in towards a seeded point.
  const targetX = 0.25 + random() * 0.5;
  const targetY = 0.25 + random() * 0.5;
  return async (t) => {
    const eased = t * t * (3 - 2 * t);
    const cropWidth = Math.round(baseWidth / (1 + (zoom - 1) * eased));
    const cropHeight = Math.round(baseHeight / (1 + (zoom - 1) * eased));
    const left = Math.round((baseWidth - cropWidth) * (0.5 + (targetX - 0.5) * eased));
    const top = Math.round((baseHeight - cropHeight) * (0.5 + (targetY - 0.5) * eased));
    const cropped = await sharp(base, { raw: { width: baseWidth, height: baseHeight, channels: 3 } })
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer();
    return sharp(cropped, { raw: { width, height, channels: 3 } })
      .composite([{ input: overlay }])
      .removeAlpha()
      .raw()
      .toBuffer();
  };
}
