import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A few frames of a generated video, for the safety check: the first frame and one every
 * FRAME_STEP frames after it, at most `count`, as PNG stills at most 640 px wide. The video comes from
 * a generation provider (never from a user's upload) and was sniffed as mp4 or WebM; ffmpeg reads it
 * from a file with only the file protocol allowed, and is killed after `timeoutMs`.
 */

const FRAME_STEP = 40;

let binary: Promise<string> | undefined;

/** The ffmpeg binary of @ffmpeg-installer, the one the demo renderer encodes with. */
function ffmpegPath(): Promise<string> {
  binary ??= import('@ffmpeg-installer/ffmpeg').then((installer) => installer.default.path);
  return binary;
}

export async function sampleVideoFrames(video: Uint8Array, count = 3, timeoutMs = 60_000): Promise<Uint8Array[]> {
  const executable = await ffmpegPath();
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-frames-'));
  try {
    const input = path.join(dir, 'input');
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
        '-vf',
        `select='not(mod(n\\,${FRAME_STEP}))',scale='min(640,iw)':-2`,
        '-vsync',
        'vfr',
        '-frames:v',
        String(count),
        path.join(dir, 'frame-%02d.png'),
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
    if (code !== 0) throw new Error(`ffmpeg could not sample the video (exit ${code}): ${stderr.trim()}`);
    const names = (await readdir(dir)).filter((name) => name.startsWith('frame-')).sort();
    if (names.length === 0) throw new Error('ffmpeg found no frame in the video');
    // Awaited here: the files must be read before `finally` removes the folder.
    return await Promise.all(names.map(async (name) => new Uint8Array(await readFile(path.join(dir, name)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
