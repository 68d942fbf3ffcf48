import path from 'node:path';
import { ConfigError, loadConfig } from '../api/config';
import { ensureDatabase, startEmbeddedPostgres } from '../api/db/embedded';
import { migrate } from '../api/db/migrate';

// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR (started for the occasion and stopped again). `npm start` does the same on every start.
try {
  const config = loadConfig();
  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres({
        dir: config.database.embeddedDir,
        port: config.database.embeddedPort,
        passwordFile: path.join(config.dataDir, '.postgres-password'),
      });
  try {
    const url = config.database.url ?? (await ensureDatabase(embedded!.url, 'studio18'));
    const result = await migrate(url);
    console.log(`migrations: ${result.applied.length} applied (${result.applied.join(', ') || 'none'}), ${result.skipped} already in place`);
  } finally {
    await embedded?.stop();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
