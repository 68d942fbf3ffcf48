import type { Config } from './config';
import { connectDatabases } from './db/database';
import { migrate } from './db/migrate';
import { startGeneration } from './generation/runtime';
import { createLogger, redactString } from './log/logger';
import { describeGeneration, describeMetrics, loadConfigOrExit, openDatabase } from './main';
import { listenForMetrics } from './metrics/routes';
import { deriveSecret, resolveAppSecret } from './secrets';
import { createStorage } from './storage/storage';

/**
 * `npm run worker`: a process that only runs generation jobs, against the same database and storage
 * as the site (DATABASE_URL and S3_*, or the embedded defaults of the same DATA_DIR). Start as many as
 * the providers allow; jobs are shared through the queue and each runs once. SIGTERM gives the jobs in
 * flight back to the queue before exiting.
 */
export async function startWorker(config: Config, print: (line: string) => void = console.log) {
  const logger = createLogger(config.logLevel);
  const appSecret = await resolveAppSecret(config);
  const database = await openDatabase(config, logger, print);
  try {
    await migrate(database.ownerUrl);
    const databases = await connectDatabases({ ownerUrl: database.ownerUrl, appSecret, poolMax: 2, logger });
    const storage = createStorage(config.storage, deriveSecret(appSecret, 'storage-signing'));
    await storage.ensureBuckets();
    const generation = await startGeneration({ ownerUrl: database.ownerUrl, owner: databases.owner, storage, config, logger, work: true });
    print(
      `worker ${generation.worker.workerId}: ${describeGeneration(generation, { ...config, generation: { ...config.generation, worker: true } })}`,
    );
    // What this process counts (its jobs' ends, provider failures) on its own METRICS_PORT: a worker has no site port.
    const metricsServer = await listenForMetrics(config, generation.metrics);
    if (metricsServer) print(`metrics: ${describeMetrics(config, metricsServer.port)}`);
    return {
      async stop() {
        await metricsServer?.close();
        await generation.stop();
        await databases.close();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

export async function workerMain(): Promise<void> {
  const config = loadConfigOrExit();
  let running: Awaited<ReturnType<typeof startWorker>>;
  try {
    running = await startWorker(config);
  } catch (error) {
    console.error(`Could not start the worker: ${redactString(error instanceof Error ? error.message : String(error))}`);
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    console.log(`${signal}: stopping (jobs in flight go back to the queue)`);
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
