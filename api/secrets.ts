import { createHmac, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
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

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isVapidKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as VapidKeys).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as VapidKeys).privateKey));

/**
 * The VAPID key pair that signs Web Push requests: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the
 * environment; outside production, when they are not set, a pair generated on first start and kept in
 * DATA_DIR/.vapid-keys, since every browser's subscription is bound to the public key (new keys would
 * orphan them all). The file is written whole under a temporary name and then linked into place, which
 * fails when it exists: the site and a worker starting together on a new data folder end up with the
 * one pair that got there first. Undefined in production without the variables: no push there.
 */
export async function resolveVapidKeys(config: Config): Promise<VapidKeys | undefined> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  if (config.production) return undefined;
  const file = path.join(config.dataDir, '.vapid-keys');
  const read = async () => {
    const text = await readFile(file, 'utf8').catch(() => '');
    try {
      const parsed: unknown = JSON.parse(text);
      return isVapidKeys(parsed) ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = await read();
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, JSON.stringify(keys) + '\n', { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    // Another process wrote its pair first (or an unreadable file is in the way: replaced).
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    const winner = await read();
    if (winner) return winner;
    await rename(temporary, file);
    return keys;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  return keys;
}
