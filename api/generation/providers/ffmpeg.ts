import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generationMessages } from '../../contract/generation';
import { ProviderError } from './provider';

/**
 * Raw RGB frames in, an H.264 mp4 out, through the ffmpeg binary of @ffmpeg-installer. ffmpeg only
 * ever reads frames that sharp produced (rgb24), never bytes a user sent: its demuxers are a large
 * attack surface and raw video has none to speak of.
 */

export interface EncodeMp4Options {
  /** Even, in pixels. */
  width: number;
  height: number;
  fps: number;
  /** Aborting kills ffmpeg and rejects with ProviderError('canceled'). */
  signal?: AbortSignal;
  /** Default 120 s; then ffmpeg is killed and the call rejects with ProviderError('timeout'). */
  timeoutMs?: number;
}

let binary: Promise<string> | undefined;

/** The ffmpeg binary's path (the installer package throws on platforms it has no binary for). */
export function ffmpegPath(): Promise<string> {
  binary ??= import('@ffmpeg-installer/ffmpeg').then((installer) => installer.default.path);
  return binary;
}

/** Encodes rgb24 frames of width × height × 3 bytes each as yuv420p H.264 in an mp4 with its index first (+faststart). */
export async function encodeMp4(frames: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: EncodeMp4Options): Promise<Uint8Array> {
  const { width, height, fps, signal, timeoutMs = 120_000 } = options;
  if (width % 2 !== 0 || height % 2 !== 0 || width <= 0 || height <= 0)
    throw new Error(`encodeMp4: ${width}x${height} must be even and positive`);
  if (signal?.aborted) throw new ProviderError('canceled', generationMessages.canceled);
  const frameBytes = width * height * 3;
  const executable = await ffmpegPath();
  // +faststart rewrites the file after encoding, so the output must be seekable: a file, not a pipe.
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-mp4-'));
  const output = path.join(dir, 'video.mp4');
  const child = spawn(
    executable,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${width}x${height}`,
      '-r',
      String(fps),
      '-i',
      'pipe:0',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      output,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  // A write after ffmpeg died fails with EPIPE; the exit code tells the story instead.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  exited.catch(() => undefined);

  let stop: ((error: ProviderError) => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  stopped.catch(() => undefined);
  const onAbort = () => stop?.(new ProviderError('canceled', generationMessages.canceled));
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => stop?.(new ProviderError('timeout', generationMessages.timeout, `ffmpeg ran longer than ${timeoutMs} ms`)),
    timeoutMs,
  );

  try {
    const feed = async () => {
      for await (const frame of frames) {
        if (frame.length !== frameBytes) throw new Error(`encodeMp4: a frame has ${frame.length} bytes, expected ${frameBytes}`);
        if (!child.stdin.write(frame)) await Promise.race([once(child.stdin, 'drain'), exited]);
      }
      child.stdin.end();
      return exited;
    };
    const feeding = feed();
    // Once stopped, the frame source may still fail on its own: nobody awaits it any more.
    feeding.catch(() => undefined);
    const code = await Promise.race([feeding, stopped]);
    if (code !== 0) {
      throw new ProviderError('provider_error', generationMessages.failedVideo, `ffmpeg exited with ${code}: ${stderr.trim()}`);
    }
    return new Uint8Array(await readFile(output));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited.catch(() => undefined);
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The first frame of a video as a PNG, for a member's video's poster. Only ever given the bytes of an
 * output we stored (a provider's mp4 or WebM, sniffed when it was fetched), never a user's upload;
 * ffmpeg reads it from a file with only the file protocol allowed, and is killed after `timeoutMs`.
 */
export async function extractFirstFrame(video: Uint8Array, timeoutMs = 30_000): Promise<Uint8Array> {
  const executable = await ffmpegPath();
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-poster-'));
  try {
    const input = path.join(dir, 'input');
    const output = path.join(dir, 'frame.png');
    await writeFile(input, video);
    const child = spawn(
      executable,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-protocol_whitelist',
        'file',
        '-i',
        input,
        '-frames:v',
        '1',
        '-an',
        '-f',
        'image2',
        '-c:v',
        'png',
        output,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-1000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    }).finally(() => clearTimeout(timer));
    if (code !== 0) throw new Error(`ffmpeg could not read a frame of the video (exit ${code}): ${stderr.trim()}`);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
