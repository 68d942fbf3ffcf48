import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import type { GenerationProvider } from '../generation/providers/provider';
import { type GenerationRuntime, startGeneration } from '../generation/runtime';
import { createLogger } from '../log/logger';
import type { Analyser } from '../safety/analyser';
import { createStorage, type Storage } from '../storage/storage';
import type { TestDatabase } from './database';

export interface TestGenerationOptions {
  config?: Config;
  storage?: Storage;
  /** Run a worker in this runtime (default: no, for tests of other capabilities). */
  work?: boolean;
  providers?: GenerationProvider[];
  analyser?: Analyser;
}

/** The real generation runtime (pg-boss in the test database, the event listener, providers) for a test file. */
export async function startTestGeneration(db: TestDatabase, options: TestGenerationOptions = {}): Promise<GenerationRuntime> {
  const config =
    options.config ??
    loadConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'studio18-gen-')), LOG_LEVEL: 'silent', SAFETY_CHECK: 'off' });
  const storage = options.storage ?? createStorage(config.storage, 'storage-test-secret');
  await storage.ensureBuckets();
  return startGeneration({
    ownerUrl: db.url,
    owner: db.owner,
    storage,
    config,
    logger: createLogger('silent'),
    work: options.work ?? false,
    providers: options.providers,
    analyser: options.analyser,
  });
}
