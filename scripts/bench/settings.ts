import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The benchmark's settings, from the environment (README.md, Performance). */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bunBin = path.join(root, 'node_modules/.bin/bun');

export const SECTIONS = ['policy', 'safety', 'local', 'start', 'api', 'node', 'pipeline', 'pwa'] as const;
export type Section = (typeof SECTIONS)[number];

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${raw})`);
  return value;
}

function sections(raw: string | undefined): Set<Section> {
  if (!raw) return new Set(SECTIONS);
  const picked = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = picked.filter((part) => !(SECTIONS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (choose from ${SECTIONS.join(', ')})`);
  return new Set(picked as Section[]);
}

export const settings = {
  /** Seconds of load in each measurement (one cell of one round); whole seconds, as pgbench takes them. */
  seconds: Math.max(1, Math.round(positive('BENCH_SECONDS', 2))),
  /** Each cell is measured this many times, interleaved with the others; the table shows the medians. */
  rounds: Math.max(1, Math.round(positive('BENCH_ROUNDS', 3))),
  /** Rounds of cold and of warm start. */
  startRounds: Math.max(1, Math.round(positive('BENCH_START_ROUNDS', 3))),
  /** Lighthouse runs per page (medians). */
  lighthouseRounds: Math.max(1, Math.round(positive('BENCH_LIGHTHOUSE_ROUNDS', 3))),
  /** Upper bound on the requests of one measurement, whatever its duration. */
  maxRequests: Math.round(positive('BENCH_MAX_REQUESTS', 500_000)),
  connections: (process.env.BENCH_CONNECTIONS ?? '1,16,64')
    .split(',')
    .map((part) => Math.round(Number(part)))
    .filter((n) => n > 0),
  only: sections(process.env.BENCH_ONLY),
  port: positive('BENCH_PORT', 3299),
  postgresPort: positive('BENCH_POSTGRES_PORT', 54499),
  barePort: positive('BENCH_BARE_PORT', 3297),
  nodePort: positive('BENCH_NODE_PORT', 3298),
  /** Where the JSON of each run is written (git-ignored). */
  resultsDir: path.resolve(root, process.env.BENCH_RESULTS_DIR ?? 'bench-results'),
};

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Other checkouts run benchmarks and tests on this machine too: a port set in the environment must be
 * free (or the run stops, naming it); a default one moves up to the next free port.
 */
export async function resolvePorts(): Promise<void> {
  const taken = new Set<number>();
  for (const [key, variable] of [
    ['port', 'BENCH_PORT'],
    ['postgresPort', 'BENCH_POSTGRES_PORT'],
    ['barePort', 'BENCH_BARE_PORT'],
    ['nodePort', 'BENCH_NODE_PORT'],
  ] as const) {
    let port = settings[key];
    if (process.env[variable]) {
      if (!(await isFree(port))) throw new Error(`${variable}=${port} is in use by another process: set another port.`);
    } else {
      while (taken.has(port) || !(await isFree(port))) port++;
    }
    taken.add(port);
    settings[key] = port;
  }
}
