import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger';
import { createMetrics, type Metrics } from '../metrics/metrics';
import { createPushSender, type PushSender } from '../push/sender';
import { resolveVapidKeys } from '../secrets';
import type { Analyser } from '../safety/analyser';
import { sharedAnalyser } from '../safety/shared';
import { closeSharedLocalModels, sharedLocalModels } from './local/models';
import type { Storage } from '../storage/storage';
import { type EventHub, startEventHub } from './events';
import type { GenerationProvider } from './providers/provider';
import { createRegistry, type ProviderRegistry, providersFromConfig } from './registry';
import { createWorker, queueName, type Worker } from './worker';

/**
 * The generation machinery of one process: pg-boss (its tables live in the `pgboss` schema of our
 * database), the event listener that wakes SSE streams, the provider registry and, unless WORKER=off,
 * a worker taking jobs. `npm start` runs it all in the server process; `npm run worker` runs only the
 * worker (scripts/worker.ts), for as many extra processes as wanted.
 */
export interface GenerationRuntime {
  registry: ProviderRegistry;
  hub: EventHub;
  boss: PgBoss;
  worker: Worker;
  /** The output safety analyser of this process (runner and uploads); undefined when SAFETY_CHECK=off. */
  analyser: Analyser | undefined;
  /** Web Push of ended jobs (api/push); undefined when push is off (production without VAPID keys). */
  push: PushSender | undefined;
  /** What this process counts for the metrics endpoint (api/metrics). */
  metrics: Metrics;
  /** Tells the workers that a job is waiting. */
  wake(generationId: string, provider: string): Promise<void>;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  ownerUrl: string;
  owner: Kysely<Database>;
  storage: Storage;
  config: Config;
  logger: Logger;
  /** Run a worker in this process (default: config.generation.worker). */
  work?: boolean;
  /** Providers to use instead of those built from the config (tests). */
  providers?: GenerationProvider[];
  /** The output safety analyser to use instead of the shared model analyser (tests). */
  analyser?: Analyser;
  /** Where this process counts (default: a new registry). */
  metrics?: Metrics;
}

export async function startGeneration(options: RuntimeOptions): Promise<GenerationRuntime> {
  const { config, logger } = options;
  const registry = createRegistry(options.providers ?? providersFromConfig(config), config.providers.choice);
  const boss = new PgBoss({
    connectionString: options.ownerUrl,
    max: 4,
    application_name: 'studio18-jobs',
    schedule: options.work ?? config.generation.worker,
    supervise: true,
  });
  boss.on('error', (error) => logger.warn('job queue error', { error: error.message }));
  await boss.start();
  for (const name of registry.names()) {
    if (!(await boss.getQueue(queueName(name)))) {
      await boss.createQueue(queueName(name)).catch(async (error: unknown) => {
        // Another process created it at the same moment.
        if (!(await boss.getQueue(queueName(name)))) throw error;
      });
    }
  }
  if (!(await boss.getQueue('generation-cleanup'))) await boss.createQueue('generation-cleanup').catch(() => undefined);

  const hub = await startEventHub(options.ownerUrl, logger);
  const analyser = config.safety.enabled ? (options.analyser ?? sharedAnalyser()) : undefined;
  const vapidKeys = await resolveVapidKeys(config);
  const push = vapidKeys
    ? createPushSender({ owner: options.owner, keys: vapidKeys, subject: config.push.subject, hosts: config.push.serviceHosts, logger })
    : undefined;
  const metrics = options.metrics ?? createMetrics();
  if (registry.has('local')) {
    // The local models' queues and memory, read at each scrape (the models start with their first job).
    metrics.onScrape(({ localQueue, localPeakMemory }) => {
      for (const [model, stats] of Object.entries(sharedLocalModels().stats())) {
        localQueue.set({ model }, stats.waiting);
        if (stats.peakRssBytes !== null) localPeakMemory.set({ model }, stats.peakRssBytes);
      }
    });
  }
  const worker = createWorker({
    owner: options.owner,
    hub,
    boss,
    storage: options.storage,
    registry,
    config,
    logger,
    analyser,
    push,
    metrics,
  });
  const working = options.work ?? config.generation.worker;
  if (working) await worker.start();
  // The safety models take seconds to load: loading starts now, in their worker thread, so the first
  // jobs wait less for them; the site does not wait for it to start answering (a job's analysis queues
  // behind the load). A failure is logged; jobs then apply the check's fail-closed rule, and the next
  // analysis tries to load them again.
  if (working && analyser) {
    void analyser.warm().then(
      (ms) => logger.info('output safety models loaded', { ms }),
      (error: unknown) => logger.warn('output safety models failed to load', { error: String(error) }),
    );
  }

  return {
    registry,
    hub,
    boss,
    worker,
    analyser,
    push,
    metrics,
    wake: (id, provider) => worker.wake(id, provider),
    async stop() {
      if (working) await worker.stop();
      await boss.stop({ graceful: true, timeout: 5000, wait: true }).catch(() => undefined);
      await hub.close();
      // The model processes of the local provider end with the server (they are started again by a later job).
      await closeSharedLocalModels();
    },
  };
}
