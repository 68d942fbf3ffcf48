import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The capability folders under api/ (auth, db, gallery, generation, http, storage…) import each other
 * in one direction only: a loop between two folders means neither can be read, tested or replaced
 * without the other. This reads the relative imports of every server file, draws the graph between
 * folders, and fails naming each loop with the imports that make it.
 *
 * How files count:
 * - A file in api/<folder>/… belongs to <folder>, however deep it sits.
 * - The composition root (api/app.ts, app-type.ts, main.ts, worker-main.ts) and the scripts/ entry
 *   points wire every capability together, so their own imports are not edges; a capability that
 *   imports one of them is an error of its own (it would loop through everything).
 * - Other files at the top of api/ (config.ts, secrets.ts) are nodes of their own, named by file:
 *   capabilities may read the settings, and config.ts importing a capability back is a loop.
 * - Tests (*.test.ts) and the test helpers in api/test/ are not capabilities: they may import anything.
 * - api/contract is a folder like the others: every folder may import it, and since it imports nothing
 *   outside itself it can be in no loop.
 * - `import type` counts: a loop of types is still two folders that cannot be understood apart.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSITION_ROOT = new Set(['api/app.ts', 'api/app-type.ts', 'api/main.ts', 'api/worker-main.ts']);

/** A folder-level edge and one import that makes it, for the message. */
interface Edge {
  from: string;
  to: string;
  /** The importing file and the module it names: `api/generation/worker.ts → api/uploads/service`. */
  example: string;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && relative !== 'api/test') files.push(...sourceFiles(relative));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(relative);
    }
  }
  return files;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative module specifiers of a file: `import … from`, `export … from`, `import '…'`, `import('…')`. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]!);
}

function isDirectory(relative: string): boolean {
  try {
    return statSync(path.join(ROOT, relative)).isDirectory();
  } catch {
    return false;
  }
}

/** The node a repository path belongs to, or 'root' for the composition root and the scripts. */
function nodeOf(relative: string): string {
  if (relative.startsWith('scripts/')) return 'root';
  const parts = relative.split('/');
  if (parts[0] !== 'api') return 'outside';
  if (parts.length === 2 || !isDirectory(`api/${parts[1]}`)) {
    const file = `api/${parts[1]!.replace(/\.tsx?$/, '')}.ts`;
    return COMPOSITION_ROOT.has(file) ? 'root' : path.basename(file);
  }
  return parts[1]!;
}

function folderEdges(): { edges: Edge[]; rootImports: string[] } {
  const edges = new Map<string, Edge>();
  const rootImports: string[] = [];
  for (const file of [...sourceFiles('api'), ...sourceFiles('scripts')]) {
    const from = nodeOf(file);
    for (const specifier of relativeImports(readFileSync(path.join(ROOT, file), 'utf8'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const to = nodeOf(target);
      if (from === 'root' || to === from || to === 'outside') continue;
      if (to === 'root') {
        rootImports.push(`${file} → ${target}`);
        continue;
      }
      const key = `${from}\0${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, example: `${file} → ${target}` });
    }
  }
  return { edges: [...edges.values()], rootImports };
}

/**
 * The loops of the graph, found per strongly connected group of nodes (Tarjan's algorithm) so that
 * every node on a loop is named on at least one, each written as the path that goes round it:
 * 'gallery → generation → gallery'.
 */
export function findCycles(edges: readonly Pick<Edge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  for (const targets of next.values()) targets.sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.flatMap((group) => loopsThrough(group, next));
}

/** Loops inside one group until every member is on one: each the shortest from a member not yet seen. */
function loopsThrough(group: readonly string[], next: ReadonlyMap<string, string[]>): string[][] {
  const loops: string[][] = [];
  const seen = new Set<string>();
  for (const start of [...group].sort()) {
    if (seen.has(start)) continue;
    const loop = shortestLoop(start, new Set(group), next);
    for (const node of loop) seen.add(node);
    loops.push(loop);
  }
  return loops;
}

/** The shortest way from `start` back to itself through the members of its group. */
function shortestLoop(start: string, members: ReadonlySet<string>, next: ReadonlyMap<string, string[]>): string[] {
  const paths = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of next.get(node)!) {
      if (!members.has(target)) continue;
      if (target === start) return [...paths.get(node)!, start];
      if (!paths.has(target)) {
        paths.set(target, [...paths.get(node)!, target]);
        queue.push(target);
      }
    }
  }
  throw new Error(`no loop through ${start}`);
}

function describeCycle(cycle: readonly string[], edges: readonly Edge[]): string {
  const steps = cycle.slice(1).map((to, i) => edges.find((edge) => edge.from === cycle[i] && edge.to === to)!.example);
  return [cycle.join(' → '), ...steps.map((step) => `  ${step}`)].join('\n');
}

describe('imports between capability folders', () => {
  it('form no loop', () => {
    const { edges } = folderEdges();
    const cycles = findCycles(edges).map((cycle) => describeCycle(cycle, edges));
    expect(cycles, `import loops between folders of api/:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('leave api/contract importing nothing outside itself, since every folder and the PWA import it', () => {
    expect(folderEdges().edges.filter((edge) => edge.from === 'contract')).toEqual([]);
  });

  it('never reach back into the composition root or the scripts', () => {
    expect(folderEdges().rootImports).toEqual([]);
  });

  it('are read from every kind of import statement, relative ones only', () => {
    const source = [
      "import type { Logger } from '../log/logger';",
      "import { a, b } from './providers/provider';",
      'export { c } from "../../contract/catalog";',
      "import './side-effect';",
      "const lazy = await import('../storage/s3');",
      "import { z } from 'zod';",
      "import { readFile } from 'node:fs/promises';",
    ].join('\n');
    expect(relativeImports(source)).toEqual([
      '../log/logger',
      './providers/provider',
      '../../contract/catalog',
      './side-effect',
      '../storage/s3',
    ]);
  });

  it('finds the real edges of the tree, so a loop in it would be seen', () => {
    const found = new Set(folderEdges().edges.map((edge) => `${edge.from} → ${edge.to}`));
    for (const edge of [
      'generation → storage',
      'auth → db',
      'http → db',
      'db → log',
      'media → gallery',
      'uploads → storage',
      'storage → config.ts',
    ]) {
      expect(found, edge).toContain(edge);
    }
  });

  it('names each loop by the path round it, and nothing when the graph has none', () => {
    const edge = (from: string, to: string) => ({ from, to });
    expect(findCycles([edge('generation', 'gallery'), edge('gallery', 'generation')])).toEqual([['gallery', 'generation', 'gallery']]);
    expect(findCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles([edge('a', 'b'), edge('b', 'a'), edge('x', 'y'), edge('y', 'x')])).toHaveLength(2);
    expect(findCycles([edge('hub', 'a'), edge('a', 'hub'), edge('hub', 'b'), edge('b', 'hub')])).toEqual([
      ['a', 'hub', 'a'],
      ['b', 'hub', 'b'],
    ]);
    expect(findCycles([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
  });
});

/**
 * Which capability owns each table and view: only its own folder's queries name it. Other capabilities
 * reach its rows through its service functions or through SQL functions and views of the capability
 * files (which may join across: that is where capabilities meet in the database). The composition
 * root and the scripts wire everything and are not checked; api/db and api/test are not capabilities.
 */
export const TABLE_OWNERS: Record<string, readonly string[]> = {
  auth: ['users', 'sessions', 'refresh_tokens', 'email_tokens', 'rate_limits', 'sign_in_failures', 'user_profiles'],
  tokens: ['token_transactions', 'token_balances'],
  payments: ['payments', 'payment_webhook_events'],
  uploads: ['uploads', 'consent_records'],
  generation: ['generations', 'generation_events', 'generation_list'],
  gallery: ['gallery_images', 'gallery_items', 'gallery_seed'],
  admin: ['audit_log', 'audit_entries'],
  reports: ['reports', 'report_queue'],
  settings: ['site_settings'],
  strikes: ['moderation_events', 'generation_suspensions'],
  safety: ['held_outputs', 'held_output_queue'],
  push: ['push_subscriptions'],
  db: ['schema_migrations', 'schema_declarations'],
};

const OWNER_OF = new Map(Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((table) => [table, owner] as const)));
const UNCHECKED = new Set(['db', 'test', 'contract']);

/** The tables and views a file's queries name: kysely's builders, and `from|join|into|update public.x` in SQL text. */
export function tablesNamed(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const builder =
    /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*['"`](?:(?:public|auth)\.)?([a-z_]+)/g;
  const text = /\b(?:from|join|into|update)\s+(?:public|auth)\.([a-z_]+)\b(?!\s*\()/gi;
  return [...new Set([...code.matchAll(builder), ...code.matchAll(text)].map((match) => match[1]!))];
}

describe('queries between capabilities', () => {
  it("never name another capability's table or view", () => {
    const found: string[] = [];
    for (const file of sourceFiles('api')) {
      const folder = nodeOf(file);
      if (!isDirectory(`api/${folder}`) || UNCHECKED.has(folder)) continue;
      for (const table of tablesNamed(readFileSync(path.join(ROOT, file), 'utf8'))) {
        const owner = OWNER_OF.get(table);
        if (owner && owner !== folder) found.push(`${file} names ${table} (${owner}'s)`);
      }
    }
    expect(found, "read them through the owner's service, or a SQL function or view in a capability file").toEqual([]);
  });

  it('give every table and view of the database one owner', () => {
    const schema = readFileSync(path.join(ROOT, 'api/db/schema.ts'), 'utf8');
    const body = /export interface DB \{([\s\S]*?)\n\}/.exec(schema)![1]!;
    const names = [...body.matchAll(/^\s+"?(?:auth\.)?([a-z_]+)"?:/gm)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !OWNER_OF.has(name))).toEqual([]);
  });

  it('are read from builders and SQL text, leaving function calls and comments alone', () => {
    expect(
      tablesNamed(
        [
          "db.selectFrom('generations as g').innerJoin('uploads as u', 'u.id', 'g.upload_id')",
          "trx.insertInto('auth.sessions')",
          'sql`select * from public.gallery_items i join public.reports r on true`',
          'sql`select public.spend_tokens(1) from public.expired_uploads(5)`',
          '// selectFrom("audit_log") in a comment',
          '/* update public.payments */',
        ].join('\n'),
      ).sort(),
    ).toEqual(['gallery_items', 'generations', 'reports', 'sessions', 'uploads']);
  });
});
