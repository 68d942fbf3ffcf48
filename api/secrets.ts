import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/**
 * One secret (APP_SECRET) feeds every key the server needs; each use gets its own derived key so that
 * knowing one (say the database password of the request role) reveals nothing about another.
 */
export function deriveSecret(appSecret: string, purpose: 'jwt' | 'storage-signing' | 'db-authenticator'): string {
  return createHmac('sha256', appSecret).update(`studio18:${purpose}`).digest('hex');
}

/**
 * APP_SECRET from the environment; outside production, when it is not set, one generated on first
 * start and kept in DATA_DIR/.app-secret so that sessions and signed URLs survive a restart.
 */
export async function resolveAppSecret(config: Config): Promise<string> {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, '.app-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
