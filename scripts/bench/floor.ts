import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from './stats';
import { onPath, run } from './processes';
import { settings } from './settings';

/**
 * The database floor: the SQL work of a request, straight on the embedded Postgres with pgbench (C,
 * libpq, no HTTP, no JavaScript), as the request would do it: one transaction that switches to the
 * request's role with its claims (and, for a token, asks whether its user is still valid, in the same
 * statement as the API does), runs the route's query, and commits. No HTTP server can beat it.
 */

/**
 * `simple` and `prepared` are pgbench's protocols with one round trip per statement (BEGIN, the role
 * statement, each query and COMMIT apart); `merged` is the simple protocol with BEGIN sent in the same
 * message as the role statement, as the API's request pool opens a transaction
 * (api/db/deferred-begin.ts); `one-message` is the role statement and the request's one query in one
 * message with no BEGIN or COMMIT (Postgres runs it as one transaction), as the API sends an
 * anonymous read (api/http/database.ts `read`).
 */
export type Protocol = 'simple' | 'prepared' | 'merged' | 'one-message';

export interface FloorResult {
  rps: number;
  p50: number;
  p99: number;
  transactions: number;
  failed: number;
}

export interface RequestIdentity {
  role: 'anon' | 'member';
  /** For a member: its id and the claims the API publishes for it (the verified token's payload). */
  sub?: string;
  claims: Record<string, unknown>;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The claims as a SQL literal. pgbench reads `:name` as a variable (also in string literals), so the
 * JSON gets a space after each colon: the same JSON value for `::json`, nothing for pgbench to expand.
 */
function claimsLiteral(claims: Record<string, unknown>): string {
  return quote(JSON.stringify(claims).replace(/":/g, '": '));
}

/**
 * The pgbench script of one request: BEGIN; role + claims (+ user check); the route's SQL; COMMIT. For
 * `one-message`: the role statement and the route's one query, joined into one message.
 */
export function requestScript(identity: RequestIdentity, statements: string[], protocol: Protocol = 'simple'): string {
  const enter =
    identity.role === 'anon'
      ? `select set_config('role', 'anon', true), set_config('request.jwt.claims', ${claimsLiteral(identity.claims)}, true);`
      : `select auth.request_user_valid(${quote(identity.sub ?? '')}::uuid, 'member') as valid, set_config('role', 'member', true), set_config('request.jwt.claims', ${claimsLiteral(identity.claims)}, true);`;
  const ended = statements.map((statement) => statement.trim().replace(/;?$/, ';'));
  // `\;` makes pgbench send the statements it joins as one message (simple protocol only).
  if (protocol === 'one-message') {
    if (identity.role !== 'anon' || ended.length !== 1) throw new Error('one message holds an anonymous request and its one query');
    return `${enter.replace(/;$/, '')} \\; ${ended[0]}\n`;
  }
  const opening = protocol === 'merged' ? [`BEGIN \\; ${enter}`] : ['BEGIN;', enter];
  return [...opening, ...ended, 'COMMIT;', ''].join('\n');
}

let pgbench: string | null | undefined;
/** pgbench's path, or null when it is not installed (Debian: apt-get install postgresql-client). */
export async function findPgbench(): Promise<string | null> {
  pgbench ??= process.env.PGBENCH ?? (await onPath('pgbench'));
  return pgbench;
}

export async function runFloor(ownerUrl: string, script: string, clients: number, protocol: Protocol): Promise<FloorResult> {
  const bin = await findPgbench();
  if (!bin) throw new Error('pgbench is not installed');
  const url = new URL(ownerUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-pgbench-'));
  try {
    const file = path.join(dir, 'request.sql');
    await writeFile(file, script);
    const args = [
      '-n',
      '-f',
      file,
      '-c',
      String(clients),
      '-j',
      String(Math.min(2, clients)),
      '-T',
      String(settings.seconds),
      '-M',
      protocol === 'prepared' ? 'prepared' : 'simple',
      '-l',
      `--log-prefix=${path.join(dir, 'tx')}`,
      '-h',
      url.hostname,
      '-p',
      url.port,
      '-U',
      decodeURIComponent(url.username),
      url.pathname.slice(1),
    ];
    const finished = await run(bin, args, {
      env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password), PGAPPNAME: 'studio18-bench-floor' },
      timeoutMs: (settings.seconds + 60) * 1000,
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(finished.stdout)?.[1];
    if (finished.code !== 0) throw new Error(`pgbench failed (exit ${finished.code}): ${(finished.stderr || finished.stdout).slice(-800)}`);
    // No tps line: no transaction finished in time (on a loaded machine, opening 64 connections can
    // take the whole duration). A sample with no figure, left out of the medians.
    if (!tps) return { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN, transactions: 0, failed: 0 };
    const failed = Number(/number of failed transactions: (\d+)/.exec(finished.stdout)?.[1] ?? 0);
    // Per-transaction log lines: client, transaction number, latency in µs, ... ("failed" instead of a time).
    const latencies: number[] = [];
    for (const name of await readdir(dir)) {
      if (!name.startsWith('tx')) continue;
      for (const line of (await readFile(path.join(dir, name), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { rps: Number(tps), p50: percentile(latencies, 50), p99: percentile(latencies, 99), transactions: latencies.length, failed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
