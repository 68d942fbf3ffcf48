import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches, in Prometheus's text format (prom-client): each process counts what it
 * did (jobs ended, provider failures and fallbacks, refused prompts, held outputs) and reads what it
 * holds when scraped (its request pool, the jobs waiting and running in the database, the local
 * models' queues, its memory). Prometheus sums the processes. One registry per process: tests build
 * several apps in one process, each with its own.
 */
export interface Metrics {
  registry: Registry;
  /** A job's end in this process: succeeded, failed, canceled or held, with its run time from the claim. */
  jobEnded(tool: string, provider: string, status: 'succeeded' | 'failed' | 'canceled' | 'held', seconds: number): void;
  /** A provider that answered a job with a failure (after its retries). */
  providerFailed(tool: string, provider: string): void;
  /** A job whose provider failed and whose fallback then answered it. */
  fellBack(tool: string, from: string, to: string): void;
  /** A prompt refused by the content policy, by its rule ('model' for the learned layer, 'hosted' for the classifier). */
  refused(rule: string): void;
  /** Adds what is read at each scrape; `read` runs then and sets the gauges it is given. */
  onScrape(read: (gauges: ScrapeGauges) => Promise<void> | void): void;
}

export interface ScrapeGauges {
  pool: Gauge<'state'>;
  poolWaiting: Gauge;
  jobs: Gauge<'tool' | 'provider' | 'status'>;
  localQueue: Gauge<'model'>;
  localPeakMemory: Gauge<'model'>;
}

/** Prefix of every metric of ours. */
const PREFIX = 'studio18_';

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const jobsEnded = new Counter({
    name: `${PREFIX}jobs_ended_total`,
    help: 'Jobs ended by this process, by tool, provider and status',
    labelNames: ['tool', 'provider', 'status'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: `${PREFIX}job_duration_seconds`,
    help: 'Run time of the jobs this process ended, from the claim to the end',
    labelNames: ['tool', 'provider'],
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 900],
    registers,
  });
  const providerFailures = new Counter({
    name: `${PREFIX}provider_failures_total`,
    help: 'Provider calls that failed after their retries',
    labelNames: ['tool', 'provider'],
    registers,
  });
  const fallbacks = new Counter({
    name: `${PREFIX}provider_fallbacks_total`,
    help: 'Jobs answered by their fallback provider after their provider failed',
    labelNames: ['tool', 'from', 'to'],
    registers,
  });
  const refusals = new Counter({
    name: `${PREFIX}prompt_refusals_total`,
    help: 'Prompts refused by the content policy, by rule',
    labelNames: ['rule'],
    registers,
  });
  const held = new Counter({ name: `${PREFIX}outputs_held_total`, help: 'Jobs whose outputs the safety check held for review', registers });
  new Gauge({
    name: `${PREFIX}process_memory_bytes`,
    help: 'Memory of this server process',
    labelNames: ['kind'],
    registers,
    collect() {
      const usage = process.memoryUsage();
      this.set({ kind: 'rss' }, usage.rss);
      this.set({ kind: 'heap_used' }, usage.heapUsed);
    },
  });

  // The gauges read at a scrape share one reading: prom-client asks every metric at once (each
  // awaiting its own `collect`), so the first asks the sources and the others wait for the same answer.
  const readers: Array<(gauges: ScrapeGauges) => Promise<void> | void> = [];
  let reading: Promise<void> | null = null;
  const read = () =>
    (reading ??= Promise.all(readers.map((reader) => reader(gauges)))
      .then(() => undefined)
      .finally(() => {
        reading = null;
      }));
  const gauges: ScrapeGauges = {
    pool: new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Connections of the request pool, in use or idle',
      labelNames: ['state'],
      registers,
      collect: read,
    }),
    poolWaiting: new Gauge({
      name: `${PREFIX}db_pool_waiting_requests`,
      help: 'Requests waiting for a connection of the request pool',
      registers,
      collect: read,
    }),
    jobs: new Gauge({
      name: `${PREFIX}jobs`,
      help: 'Jobs queued or running now (all processes, from the database)',
      labelNames: ['tool', 'provider', 'status'],
      registers,
      collect: read,
    }),
    localQueue: new Gauge({
      name: `${PREFIX}local_model_waiting_jobs`,
      help: 'Jobs waiting for a local model of this process',
      labelNames: ['model'],
      registers,
      collect: read,
    }),
    localPeakMemory: new Gauge({
      name: `${PREFIX}local_model_peak_memory_bytes`,
      help: "Highest resident memory of a local model's process so far",
      labelNames: ['model'],
      registers,
      collect: read,
    }),
  };

  return {
    registry,
    jobEnded(tool, provider, status, seconds) {
      jobsEnded.inc({ tool, provider, status });
      if (status === 'held') held.inc();
      if (status === 'succeeded' || status === 'held') jobSeconds.observe({ tool, provider }, seconds);
    },
    providerFailed: (tool, provider) => providerFailures.inc({ tool, provider }),
    fellBack: (tool, from, to) => fallbacks.inc({ tool, from, to }),
    refused: (rule) => refusals.inc({ rule }),
    onScrape: (read) => void readers.push(read),
  };
}
