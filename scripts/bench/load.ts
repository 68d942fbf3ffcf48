import path from 'node:path';
import { run } from './processes';
import { bunBin, root, settings } from './settings';

/**
 * HTTP load from a second process: autocannon under Node (loader.ts: one event loop, keep-alive
 * connections, no pipelining), bounded by time and by a number of requests. Its own CPU competes
 * with the server on a 2-core machine, as wrk's would; every row of a table pays the same tax.
 */

export interface Load {
  url: string;
  connections: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Responses received. */
  requests: number;
  /** 2xx answers. */
  ok: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
}

/** What a browser sends: the API answers it as it would answer the PWA (compressed where it compresses). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

let bundle: Promise<string> | undefined;
/** loader.ts for Node, built once per run. */
function loaderBundle(): Promise<string> {
  bundle ??= (async () => {
    const outfile = path.join(root, 'bench-results', 'node', 'loader.mjs');
    const built = await run(bunBin, ['build', 'scripts/bench/loader.ts', '--target=node', '--packages=external', `--outfile=${outfile}`], {
      cwd: root,
    });
    if (built.code !== 0) throw new Error(`bun build of the load generator failed: ${built.stderr || built.stdout}`);
    return outfile;
  })();
  return bundle;
}

export async function runLoad(load: Load): Promise<LoadResult> {
  const seconds = load.seconds ?? settings.seconds;
  const spec = {
    url: load.url,
    connections: load.connections,
    seconds,
    maxRequests: settings.maxRequests,
    method: load.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...load.headers },
    body: load.body,
  };
  const finished = await run('node', [await loaderBundle(), JSON.stringify(spec)], { cwd: root, timeoutMs: (seconds + 60) * 1000 });
  const line = finished.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as LoadResult;
  } catch {
    throw new Error(`the load generator gave no result for ${load.url} (exit ${finished.code}): ${finished.stderr.slice(-500)}`);
  }
}
