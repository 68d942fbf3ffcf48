import pg from 'pg';
import { ConfigError, loadConfig } from '../api/config';
import { declarativeDrift } from '../api/db/declarative';
import { migrate, migrationSummary } from '../api/db/migrate';
import { withOwnerDatabase } from './database';

// `npm run migrate`: applies pending migrations and, when their text changed, the capability SQL files,
// to DATABASE_URL, or to the embedded database in DATA_DIR (started for the occasion and stopped
// again). `npm start` does the same on every start.
// `npm run migrate -- --check`: changes nothing; lists every function, trigger, policy or grant in the
// database that differs from the capability files (edited by hand, say) and exits 1 when there is one.
async function check(ownerUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    return await declarativeDrift(client);
  } finally {
    await client.end();
  }
}

try {
  const config = loadConfig();
  if (process.argv.includes('--check')) {
    const drift = await withOwnerDatabase(config, check);
    console.log(
      drift.length
        ? `The database differs from the capability files:\n${drift.join('\n')}`
        : 'The database is what the capability files say.',
    );
    process.exit(drift.length ? 1 : 0);
  }
  const result = await withOwnerDatabase(config, migrate);
  console.log(`${migrationSummary(result)} (${result.applied.join(', ') || 'no new migration'})`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
