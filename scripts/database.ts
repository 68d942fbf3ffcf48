import path from 'node:path';
import type { Config } from '../api/config';
import { ensureDatabase, startEmbeddedPostgres } from '../api/db/embedded';

/**
 * For the maintenance scripts: the owner's connection URL of DATABASE_URL, or of the embedded database
 * in DATA_DIR, started for the occasion and stopped again afterwards.
 */
export async function withOwnerDatabase<T>(config: Config, work: (ownerUrl: string) => Promise<T>): Promise<T> {
  if (config.database.url) return work(config.database.url);
  const embedded = await startEmbeddedPostgres({
    dir: config.database.embeddedDir,
    port: config.database.embeddedPort,
    passwordFile: path.join(config.dataDir, '.postgres-password'),
  });
  try {
    return await work(await ensureDatabase(embedded.url, 'studio18'));
  } finally {
    await embedded.stop();
  }
}
