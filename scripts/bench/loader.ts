import { createRequire } from 'node:module';

/**
 * The load generator's process (run by Node; load.ts bundles it with `bun build --target=node`):
 * autocannon's API with the load given as JSON in argv[2]. autocannon's own histogram keeps whole
 * milliseconds, too coarse for sub-millisecond answers, so each 2xx answer's latency (autocannon
 * measures it with hrtime) is kept here and the percentiles come from those. Prints one JSON line.
 */

interface Instance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
}
interface Result {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  requests: { total: number };
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: Result) => void) => Instance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const load = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  connections: number;
  seconds: number;
  maxRequests: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
};

let latencies = new Float64Array(1 << 16);
let count = 0;
const instance = autocannon(
  {
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    maxOverallRequests: load.maxRequests,
    method: load.method,
    headers: load.headers,
    body: load.body,
    timeout: 10,
  },
  (error, result) => {
    if (error) {
      console.error(error.message);
      process.exit(1);
    }
    const sorted = latencies.subarray(0, count).sort();
    const at = (p: number) => (count ? sorted[Math.min(count - 1, Math.max(0, Math.ceil((p / 100) * count) - 1))]! : NaN);
    console.log(
      JSON.stringify({
        rps: result.requests.total / Math.max(result.duration, 0.001),
        p50: at(50),
        p99: at(99),
        requests: result.requests.total,
        ok: result['2xx'],
        errors: result.non2xx + result.errors + result.timeouts,
      }),
    );
  },
);
instance.on('response', (_client, statusCode, _bytes, ms) => {
  if (statusCode < 200 || statusCode > 299) return;
  if (count === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[count++] = ms;
});
