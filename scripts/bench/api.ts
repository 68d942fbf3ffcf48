import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../api/db/schema';
import { GALLERY_PAGE_SIZE } from '../../api/contract/gallery';
import { ledgerMismatches } from '../../api/test/ledger';
import { findPgbench, type FloorResult, type Protocol, type RequestIdentity, requestScript, runFloor } from './floor';
import { type LoadResult, runLoad } from './load';
import { balanceOf, buyTokens, type Member, signUpMember } from './members';
import { fmt, progress, type Table } from './report';
import { type Comparison, startBareHono, startNodeServer } from './servers';
import { settings } from './settings';
import type { Site } from './site';
import { median, ratio } from './stats';

/**
 * Each route under load beside the same SQL work done straight on the
 * database (pgbench, simple and prepared protocol), the catalog beside bare Hono on Bun, and the same
 * server under Node. Every cell is measured `rounds` times, the rounds interleaved (round 1 of every
 * cell, then round 2, …) so that a burst of load from elsewhere hits all rows alike; the table shows
 * medians, and each ratio is taken between medians of the same run.
 */

type Variant = 'api' | Protocol | 'bare' | 'node';
const PROTOCOLS: Protocol[] = ['simple', 'prepared'];
/**
 * The target rows (the gallery and the profile) get every floor, and an anonymous read also the one
 * message it travels in; the others the simple one (the run stays under ten minutes).
 */
const protocolsOf = (target: { floor?: { merged?: boolean; oneMessage?: boolean } }): Protocol[] => [
  ...(target.floor?.merged ? [...PROTOCOLS, 'merged' as const] : ['simple' as const]),
  ...(target.floor?.oneMessage ? ['one-message' as const] : []),
];
const PROTOCOL_LABEL: Record<Protocol, string> = {
  simple: 'pgbench simple',
  prepared: 'pgbench prepared',
  merged: 'pgbench simple, BEGIN sent with the role statement as the API sends a transaction',
  'one-message': 'pgbench simple, the role statement and the query in one message as the API sends an anonymous read',
};

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

export interface Cell {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  rounds: Sample[];
}

interface Target {
  id: 'catalog' | 'catalog-member' | 'me' | 'balance' | 'deduct' | 'gallery';
  label: string;
  path: string;
  method: 'GET' | 'POST';
  member?: Member;
  body?: string;
  /**
   * The route's SQL work for pgbench. `merged` (the target rows): also with prepared statements, and
   * with BEGIN in the role statement's message as the API sends a transaction; otherwise the simple
   * protocol only. `oneMessage` (an anonymous read, one statement): also the role statement and the
   * statement in one message with no BEGIN or COMMIT, as the API sends it (http/database.ts `read`).
   */
  floor?: { identity: RequestIdentity; statements: string[]; label: string; merged?: boolean; oneMessage?: boolean };
  /** Also measured against these servers (at the connection counts where they run). */
  compare: Array<'bare' | 'node'>;
  /** Another row of this table whose API figures this one's are divided by (the same route without a token). */
  versus?: Target['id'];
  /** Why the route cannot be measured in this build. */
  unavailable?: string;
}

export interface ApiReport {
  connections: number[];
  targets: Array<{
    id: string;
    label: string;
    unavailable?: string;
    floor?: string;
    merged?: boolean;
    oneMessage?: boolean;
    versus?: string;
    cells: Partial<Record<Variant, Record<number, Cell>>>;
  }>;
  pgbench: string | null;
  spends: { member: string; before: number; after: number; spent: number; answered: number; maxInFlight: number };
  ledger: { members: number; mismatches: Array<{ id: string; tokens: number; ledger: number }> };
}

/**
 * The SQL of the public gallery list as api/gallery/service.ts sends it for a visitor's first page
 * (GALLERY_PAGE_SIZE + 1 rows of gallery_images, display order then newest first, the cursor's time
 * as text); keep it in step with the route's query.
 */
const GALLERY_SQL =
  'select "id", "type", "filename", "thumb_key", "title", "description", "model", "label", "width", "height", "display_order", ' +
  // The format's colons as chr(58), a constant Postgres folds when it plans: pgbench reads ':MI' as a variable.
  `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24' || chr(58) || 'MI' || chr(58) || 'SS.US"Z"') as "at" from "gallery_images" ` +
  `order by "display_order" desc, "created_at" desc, "id" desc limit ${GALLERY_PAGE_SIZE + 1}`;

function toCell(samples: Sample[]): Cell {
  return {
    rps: median(samples.map((s) => s.rps)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    requests: samples.reduce((sum, s) => sum + s.requests, 0),
    rounds: samples,
  };
}

const fromLoad = (r: LoadResult): Sample => ({ rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors, requests: r.ok });
const fromFloor = (r: FloorResult): Sample => ({ rps: r.rps, p50: r.p50, p99: r.p99, errors: r.failed, requests: r.transactions });

export async function benchApi(site: Site, options: { node: boolean; api: boolean }): Promise<{ report: ApiReport; tables: Table[] }> {
  const ownerUrl = await site.ownerUrl();
  const pool = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  const owner = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const comparisons: Partial<Record<'bare' | 'node', Comparison>> = {};
  try {
    const reader = await signUpMember(site.base, 'reader');
    const spender = await signUpMember(site.base, 'spender');
    await buyTokens(site.base, spender);
    const before = await balanceOf(site.base, spender);
    const catalog: unknown = await (await fetch(`${site.base}/api/v1/catalog`)).json();
    const galleryStatus = await fetch(`${site.base}/api/v1/gallery`).then(async (res) => (await res.arrayBuffer(), res.status));
    const galleryTable = (
      await sql<{ present: boolean }>`select to_regclass('public.gallery_images') is not null as present`.execute(owner)
    ).rows[0]?.present;
    const pgbench = await findPgbench();
    const member = (m: Member): RequestIdentity => ({ role: 'member', sub: m.sub, claims: m.claims });
    const quoted = (id: string) => `'${id}'`;

    const targets: Target[] = [
      {
        id: 'gallery',
        label: 'GET /api/v1/gallery (anon, RLS)',
        path: '/api/v1/gallery',
        method: 'GET',
        compare: [],
        unavailable: galleryStatus === 200 ? undefined : `not available in this build (GET /api/v1/gallery answered ${galleryStatus})`,
        floor: galleryTable
          ? {
              identity: { role: 'anon', claims: { role: 'anon' } },
              statements: [GALLERY_SQL],
              label: 'anon; the gallery list (first page)',
              merged: true,
              oneMessage: true,
            }
          : undefined,
      },
      {
        id: 'me',
        label: 'GET /api/v1/auth/me (member JWT, RLS)',
        path: '/api/v1/auth/me',
        method: 'GET',
        member: reader,
        compare: [],
        floor: {
          identity: member(reader),
          statements: [`select "id", "email", "tokens", "is_admin", "created_at" from "user_profiles" where "id" = ${quoted(reader.sub)}`],
          label: 'member + user check; own profile row',
          merged: true,
        },
      },
      {
        id: 'balance',
        label: 'GET /api/v1/tokens/balance (member JWT, RLS)',
        path: '/api/v1/tokens/balance',
        method: 'GET',
        member: reader,
        compare: ['node'],
        floor: {
          identity: member(reader),
          statements: [`select "tokens" from "user_profiles" where "id" = ${quoted(reader.sub)}`],
          label: 'member + user check; own balance',
        },
      },
      {
        id: 'deduct',
        label: 'POST /api/v1/tokens/deduct 1 token (member; one member, so spends queue on its row lock)',
        path: '/api/v1/tokens/deduct',
        method: 'POST',
        member: spender,
        body: JSON.stringify({ tokensToDeduct: 1 }),
        compare: [],
        floor: {
          identity: member(spender),
          statements: [`select public.spend_tokens(1::integer, 'Used 1 tokens for generation'::text, null::text) as balance`],
          label: 'member + user check; spend_tokens(1)',
        },
      },
      {
        id: 'catalog',
        label: 'GET /api/v1/catalog (no database)',
        path: '/api/v1/catalog',
        method: 'GET',
        compare: ['bare', 'node'],
      },
      {
        id: 'catalog-member',
        label: 'GET /api/v1/catalog (member JWT, no database)',
        path: '/api/v1/catalog',
        method: 'GET',
        member: reader,
        compare: [],
        versus: 'catalog',
      },
    ];

    const wanted = (target: Target, variant: Variant) => {
      if (variant === 'node') return options.node && target.compare.includes('node');
      if (variant === 'bare') return options.api && target.compare.includes('bare');
      return options.api || (options.node && target.compare.includes('node'));
    };
    if (options.api) comparisons.bare = await startBareHono(catalog);
    if (options.node) {
      progress('starting the same server under Node (bun build --target=node, then node)');
      comparisons.node = await startNodeServer(site.dataDir, ownerUrl);
    }

    const baseOf = (variant: Variant) => (variant === 'api' ? site.base : (comparisons[variant as 'bare' | 'node']?.base ?? site.base));
    const load = (target: Target, variant: Variant, connections: number, seconds?: number) =>
      runLoad({
        url: baseOf(variant) + target.path,
        connections,
        seconds,
        method: target.method,
        headers: {
          ...(target.member ? { authorization: `Bearer ${target.member.token}` } : {}),
          ...(target.body ? { 'content-type': 'application/json' } : {}),
        },
        body: target.body,
      });

    // Spends seen answered (200 from the API, logged by pgbench), warm-up included, to set beside the balance.
    const answered = { deduct: 0, inFlight: 0 };
    // Warm-up (not reported): JIT, pools and caches of every server that will be measured.
    for (const target of targets.filter((t) => !t.unavailable)) {
      for (const variant of ['api', 'bare', 'node'] as const) {
        if (!wanted(target, variant)) continue;
        const result = await load(target, variant, 16, 1);
        if (target.id === 'deduct') {
          answered.deduct += result.ok;
          answered.inFlight += 16;
        }
      }
    }

    const samples = new Map<string, Sample[]>();
    const add = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const connections of settings.connections) {
        for (const target of targets) {
          if (target.unavailable) continue;
          for (const variant of ['api', 'bare', 'node'] as const) {
            if (!wanted(target, variant) || (variant === 'node' && connections < 16)) continue;
            const result = await load(target, variant, connections);
            add(`${target.id}/${variant}/${connections}`, fromLoad(result));
            if (target.id === 'deduct') {
              answered.deduct += result.ok;
              answered.inFlight += connections;
            }
            progress(
              `round ${round}/${settings.rounds} c=${connections} ${target.id} ${variant}: ${fmt.count(result.rps)} req/s, p99 ${fmt.ms(result.p99)} ms${result.errors ? `, ${result.errors} errors` : ''}`,
            );
          }
          if (options.api && target.floor && pgbench) {
            for (const protocol of protocolsOf(target)) {
              const script = requestScript(target.floor.identity, target.floor.statements, protocol);
              const result = await runFloor(ownerUrl, script, connections, protocol);
              add(`${target.id}/${protocol}/${connections}`, fromFloor(result));
              if (target.id === 'deduct') {
                answered.deduct += result.transactions;
                answered.inFlight += connections;
              }
              progress(`round ${round}/${settings.rounds} c=${connections} ${target.id} floor ${protocol}: ${fmt.count(result.rps)} tps`);
            }
          }
        }
      }
    }

    const after = await balanceOf(site.base, spender);
    const mismatches = await ledgerMismatches(owner);
    const members = Number((await sql<{ n: string }>`select count(*) as n from user_profiles`.execute(owner)).rows[0]?.n ?? 0);
    const report: ApiReport = {
      connections: settings.connections,
      pgbench,
      targets: targets.map((target) => {
        const cells: Partial<Record<Variant, Record<number, Cell>>> = {};
        for (const variant of ['api', 'simple', 'prepared', 'merged', 'one-message', 'bare', 'node'] as const) {
          for (const connections of settings.connections) {
            const found = samples.get(`${target.id}/${variant}/${connections}`);
            if (found) (cells[variant] ??= {})[connections] = toCell(found);
          }
        }
        return {
          id: target.id,
          label: target.label,
          unavailable: target.unavailable,
          floor: target.floor?.label,
          merged: target.floor?.merged,
          oneMessage: target.floor?.oneMessage,
          versus: target.versus,
          cells,
        };
      }),
      spends: { member: spender.email, before, after, spent: before - after, answered: answered.deduct, maxInFlight: answered.inFlight },
      ledger: { members, mismatches },
    };
    return { report, tables: apiTables(report, options) };
  } finally {
    await Promise.allSettled(Object.values(comparisons).map((server) => server.stop()));
    await owner.destroy();
  }
}

const cellText = (cell: Cell | undefined) =>
  cell
    ? `${fmt.count(cell.rps)} · ${fmt.ms(cell.p50)}/${fmt.ms(cell.p99)} ms${cell.errors ? ` · **${fmt.count(cell.errors)} errors**` : ''}`
    : '—';

function apiTables(report: ApiReport, options: { node: boolean; api: boolean }): Table[] {
  const head = ['route', 'measure', ...report.connections.map((c) => `c=${c}`)];
  const per = (cells: Partial<Record<number, Cell>> | undefined, text: (cell: Cell | undefined, c: number) => string) =>
    report.connections.map((c) => text(cells?.[c], c));
  const tables: Table[] = [];
  if (options.api) {
    const rows: string[][] = [];
    for (const target of report.targets) {
      if (target.unavailable) {
        rows.push([target.label, target.unavailable, ...report.connections.map(() => '—')]);
        continue;
      }
      const api = target.cells.api;
      rows.push([target.label, 'API req/s · p50/p99', ...per(api, cellText)]);
      if (target.floor) {
        if (!report.pgbench) {
          rows.push([
            '',
            'database floor: **pgbench is not installed** (Debian: apt-get install postgresql-client)',
            ...report.connections.map(() => '—'),
          ]);
        } else {
          for (const protocol of protocolsOf({ floor: target })) {
            rows.push([
              '',
              `floor, ${PROTOCOL_LABEL[protocol]} (${target.floor}) tx/s · p50/p99`,
              ...per(target.cells[protocol], cellText),
            ]);
          }
          for (const protocol of protocolsOf({ floor: target })) {
            rows.push([
              '',
              `**API / floor ${protocol}**`,
              ...per(api, (cell, c) => `**${fmt.ratio(ratio(cell?.rps ?? NaN, target.cells[protocol]?.[c]?.rps ?? NaN))}**`),
            ]);
          }
        }
      }
      const versus = report.targets.find((other) => other.id === target.versus);
      if (versus) {
        rows.push([
          '',
          `**API / ${versus.label}**`,
          ...per(api, (cell, c) => `**${fmt.ratio(ratio(cell?.rps ?? NaN, versus.cells.api?.[c]?.rps ?? NaN))}**`),
        ]);
      }
      if (target.cells.bare) {
        rows.push(['', 'bare Hono on Bun, same JSON, no middleware', ...per(target.cells.bare, cellText)]);
        rows.push([
          '',
          '**API / bare Hono**',
          ...per(api, (cell, c) => `**${fmt.ratio(ratio(cell?.rps ?? NaN, target.cells.bare?.[c]?.rps ?? NaN))}**`),
        ]);
      }
    }
    const { spends, ledger } = report;
    tables.push({
      title: 'API against the database floor (requests or transactions per second · latency p50/p99)',
      head,
      rows,
      notes: [
        `Medians of ${settings.rounds} interleaved rounds of ${settings.seconds} s per cell; load from autocannon (Node, another process) with a browser's Accept-Encoding; pgbench ${report.pgbench ? `(${report.pgbench})` : '(missing)'} with 2 threads as the owner on the same embedded Postgres.`,
        `Spends: ${fmt.count(spends.spent)} tokens left the spender's balance; ${fmt.count(spends.answered)} spends were answered 200 or logged by pgbench (requests still in flight when a measurement stops, at most ${fmt.count(spends.maxInFlight)}, may land unseen).`,
        ledger.mismatches.length === 0
          ? `Ledger check after the run: **passes** — every balance of the ${ledger.members} members equals the sum of its ledger rows.`
          : `Ledger check after the run: **FAILS** for ${ledger.mismatches.length} members: ${JSON.stringify(ledger.mismatches.slice(0, 5))}`,
      ],
    });
  }
  if (options.node) {
    const rows: string[][] = [];
    const nodeCounts = report.connections.filter((c) => c >= 16);
    for (const target of report.targets.filter((t) => t.cells.node)) {
      rows.push([target.label, 'Bun (npm start)', ...per(target.cells.api, (cell, c) => (nodeCounts.includes(c) ? cellText(cell) : '—'))]);
      rows.push(['', 'Node 20 (@hono/node-server)', ...per(target.cells.node, cellText)]);
      rows.push([
        '',
        '**Bun / Node**',
        ...per(target.cells.api, (cell, c) =>
          nodeCounts.includes(c) ? `**${fmt.ratio(ratio(cell?.rps ?? NaN, target.cells.node?.[c]?.rps ?? NaN))}**` : '—',
        ),
      ]);
    }
    tables.push({
      title: 'The same server under Bun and under Node',
      head,
      rows,
      notes: [
        'Node runs api/main.ts bundled by `bun build --target=node` (Node 20 cannot run TypeScript and tsx is not installed), on the same database and data folder, no worker.',
      ],
    });
  }
  return tables;
}
