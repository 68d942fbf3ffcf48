import { followEvents } from '../../api/generation/sse-client';
import { newClientId } from './members';
import { startService } from './processes';
import { fmt, progress, type Table } from './report';
import { bunBin, root } from './settings';
import { startSite } from './site';
import { percentile } from './stats';

/**
 * Item 3: the job pipeline (submit → queue → worker → provider over HTTP → storage → events → SSE)
 * with the fake fal.ai server, once answering at once and once taking 2 s. Each job is a FREE FLUX
 * submit by an anonymous browser, followed on /events until its final status; latency is from
 * sending the submit to receiving that status. The pipeline's overhead is the latency minus the
 * provider's own time (0 or 2000 ms by construction).
 */

interface Provider {
  name: string;
  providerMs: number;
  env: Record<string, string>;
  /** Jobs per run at each concurrency. */
  jobs: Record<number, number>;
}

const PROVIDERS: Provider[] = [
  { name: 'fake fal, instant', providerMs: 0, env: { FAKE_QUEUE_STEPS: '0', FAKE_PROGRESS_STEPS: '0' }, jobs: { 1: 30, 50: 200 } },
  {
    name: 'fake fal, 2 s',
    providerMs: 2000,
    env: { FAKE_QUEUE_STEPS: '0', FAKE_PROGRESS_STEPS: '1', FAKE_STEP_MS: '2000' },
    jobs: { 1: 4, 50: 100 },
  },
];
const CONCURRENCY = [1, 50];
/** fal's status polling interval for the run (the setting's default is 1000 ms). */
const POLL_MS = 100;
/** Workers for the fal queue in the server (WORKER_CONCURRENCY_FAL; default 4): every job runs at once. */
const WORKERS = 50;

export interface PipelineRun {
  provider: string;
  providerMs: number;
  concurrency: number;
  jobs: number;
  failed: number;
  jobsPerSecond: number;
  submitP50: number;
  latencyP50: number;
  latencyP99: number;
  overheadP50: number;
  overheadP99: number;
}

async function startFake(env: Record<string, string>): Promise<{ url: string; key: string; stop(): Promise<number> }> {
  const service = startService(bunBin, ['scripts/bench/fake-provider.ts'], { cwd: root, env: { ...process.env, ...env } });
  for (let waited = 0; waited < 30_000; waited += 50) {
    const line = service
      .output()
      .split('\n')
      .find((text) => text.startsWith('{'));
    if (line) return { ...(JSON.parse(line) as { url: string; key: string }), stop: () => service.stop() };
    if (service.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await service.stop();
  throw new Error(`the fake fal server did not start:\n${service.output()}`);
}

/** One job: submit as an anonymous browser, follow its events to the end. Milliseconds, or null when it did not succeed. */
async function runJob(base: string, clientId: string): Promise<{ submitMs: number; totalMs: number } | null> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-id': clientId },
    body: JSON.stringify({ tool: 'free-flux', params: { prompt: 'A lighthouse on a cliff at dawn', aspect: 'square', steps: 4 } }),
  });
  const body = (await res.json()) as { id?: string };
  const submitMs = performance.now() - started;
  if (res.status !== 202 || !body.id) return null;
  const { events } = await followEvents(`${base}/api/v1/generations/${body.id}/events`, {
    headers: { 'x-client-id': clientId },
    timeoutMs: 60_000,
  });
  const last = events.at(-1);
  if (!last || last.event !== 'status' || (last.data as { status?: string }).status !== 'succeeded') return null;
  return { submitMs, totalMs: last.at - started };
}

async function runJobs(base: string, concurrency: number, count: number) {
  const done: Array<{ submitMs: number; totalMs: number }> = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const clientId = newClientId();
      while (next < count) {
        next++;
        const job = await runJob(base, clientId).catch(() => null);
        if (job) done.push(job);
        else failed++;
      }
    }),
  );
  return { done, failed, seconds: (performance.now() - started) / 1000 };
}

export async function benchPipeline(dataDir: string): Promise<{ report: PipelineRun[]; table: Table }> {
  const runs: PipelineRun[] = [];
  for (const provider of PROVIDERS) {
    const fake = await startFake(provider.env);
    try {
      const site = await startSite(dataDir, {
        FAL_KEY: fake.key,
        FAL_QUEUE_URL: fake.url,
        FAL_REST_URL: fake.url,
        FAL_POLL_INTERVAL_MS: String(POLL_MS),
        PROVIDER_FREE_FLUX: 'fal',
        FALLBACK_FREE_FLUX: 'none',
        WORKER_CONCURRENCY_FAL: String(WORKERS),
      });
      try {
        await runJobs(site.base, 2, 4); // warm-up, not reported
        for (const concurrency of CONCURRENCY) {
          const { done, failed, seconds } = await runJobs(site.base, concurrency, provider.jobs[concurrency] ?? concurrency);
          const latency = done.map((job) => job.totalMs).sort((a, b) => a - b);
          const submit = done.map((job) => job.submitMs).sort((a, b) => a - b);
          const run: PipelineRun = {
            provider: provider.name,
            providerMs: provider.providerMs,
            concurrency,
            jobs: done.length,
            failed,
            jobsPerSecond: done.length / seconds,
            submitP50: percentile(submit, 50),
            latencyP50: percentile(latency, 50),
            latencyP99: percentile(latency, 99),
            overheadP50: percentile(latency, 50) - provider.providerMs,
            overheadP99: percentile(latency, 99) - provider.providerMs,
          };
          runs.push(run);
          progress(
            `pipeline ${provider.name}, ${concurrency} at once: ${fmt.ratio(run.jobsPerSecond)} jobs/s, p50 ${fmt.ms(run.latencyP50)} ms${failed ? `, ${failed} failed` : ''}`,
          );
        }
      } finally {
        await site.stop();
      }
    } finally {
      await fake.stop();
    }
  }
  return {
    report: runs,
    table: {
      title: 'Generation pipeline (FREE FLUX as an anonymous browser, submit to final status through SSE)',
      head: [
        'provider',
        'jobs at once',
        'jobs',
        'jobs/s',
        'submit p50',
        'latency p50 / p99',
        'overhead p50 / p99 (latency − provider time)',
      ],
      rows: runs.map((run) => [
        run.provider,
        String(run.concurrency),
        `${run.jobs}${run.failed ? ` (**${run.failed} failed**)` : ''}`,
        fmt.ratio(run.jobsPerSecond),
        `${fmt.ms(run.submitP50)} ms`,
        `${fmt.ms(run.latencyP50)} / ${fmt.ms(run.latencyP99)} ms`,
        `**${fmt.ms(run.overheadP50)}** / ${fmt.ms(run.overheadP99)} ms`,
      ]),
      notes: [
        `The server runs fal for FREE FLUX against the fake (its own process, serving one stock 1024×1024 PNG: its time is its HTTP answers), polling every ${POLL_MS} ms, ${WORKERS} workers for the fal queue (WORKER_CONCURRENCY_FAL). The overhead includes the fal calls (submit, status, result, download), storing the output, the job's events and the SSE stream.`,
        'Target: overhead p50 under 30 ms with the instant fake.',
      ],
    },
  };
}
