import { ConfigError, loadConfig } from '../api/config';
import { migrate } from '../api/db/migrate';
import { withOwnerDatabase } from './database';

// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR (started for the occasion and stopped again). `npm start` does the same on every start.
try {
  const result = await withOwnerDatabase(loadConfig(), migrate);
  console.log(`migrations: ${result.applied.length} applied (${result.applied.join(', ') || 'none'}), ${result.skipped} already in place`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
