import { describe, expect, it } from 'vitest';

/**
 * The PWA's folders are floors, and a file imports only from its own floor or the ones below it: the
 * shared API contract (api/contract, and the app type) at the bottom, then the root helpers that
 * import nothing of the PWA (format.ts, routing.ts), then api/ (the typed client), state/, offline/,
 * components/, pages/, and at the top the composition root (main.tsx, App.tsx), which wires them all.
 * When a lower floor needs something of a higher one, the thing moves down, or the higher floor hands
 * it a callback (main.tsx gives the session what signing out forgets; notify.ts registers its own
 * forgetting with offline/forget.ts). No two files may import each other round a circle either.
 *
 * This reads the relative imports of every source file under pwa/src (tests may import anything),
 * `import type` and lazy `import()` included, and fails naming each import that goes up a floor and
 * each circle by the path round it.
 */

/** Lowest first; a file's floor is the first folder under pwa/src, or its own name at the top. */
const FLOORS = ['contract', 'helpers', 'api', 'state', 'offline', 'components', 'pages', 'root'] as const;
type Floor = (typeof FLOORS)[number];

/** The files at the top of pwa/src, each on a floor: the helpers import nothing of the PWA, the root imports everything. */
const TOP_FILES: Record<string, Floor> = {
  'format.ts': 'helpers',
  'routing.ts': 'helpers',
  'App.tsx': 'root',
  'main.tsx': 'root',
};

/** Every source file of pwa/src by its repository path, read as text. */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [`pwa/src/${file.slice(2)}`, text]),
);

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative module specifiers of a source: `import … from`, `export … from`, `import '…'`, `import('…')`. */
function relativeImports(source: string): string[] {
  return Array.from(source.matchAll(IMPORT_PATTERN), (match) => match[1]!);
}

/** `specifier` as written in `file`, as a repository path (without its extension when it has none). */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The source file a resolved specifier names, or null when it is no source of pwa/src (a style sheet, the contract). */
function sourceFile(target: string, files: ReadonlySet<string>): string | null {
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((name) => files.has(name)) ?? null;
}

/** The floor of a repository path, or null for one that is on none (a new file at the top of pwa/src, a server file). */
function floorOf(file: string): Floor | null {
  if (file.startsWith('api/contract/') || file.startsWith('api/app-type')) return 'contract';
  if (!file.startsWith('pwa/src/')) return null;
  const [first, ...rest] = file.slice('pwa/src/'.length).split('/');
  if (rest.length === 0) return TOP_FILES[first!] ?? null;
  return (FLOORS as readonly string[]).includes(first!) ? (first as Floor) : null;
}

interface Import {
  from: string;
  to: string;
}

const GLOB_PATTERN = /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files a relative `import.meta.glob('./*View.tsx')` of `file` loads (a `*` stands for any name within one folder). */
function globImports(file: string, source: string, files: ReadonlySet<string>): string[] {
  return Array.from(source.matchAll(GLOB_PATTERN), (match) => {
    const escaped = resolve(file, match[1]!).replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${escaped.replaceAll('*', '[^/]*')}$`);
    return [...files].filter((candidate) => pattern.test(candidate));
  }).flat();
}

/** Every import of a source file: of another source file, or of something outside pwa/src. */
function importsOf(sources: Record<string, string>): Import[] {
  const files = new Set(Object.keys(sources));
  return Object.entries(sources).flatMap(([from, text]) => [
    ...relativeImports(text).flatMap((specifier) => {
      const target = resolve(from, specifier);
      const to = target.startsWith('pwa/src/') ? sourceFile(target, files) : target;
      return to ? [{ from, to }] : [];
    }),
    ...globImports(from, text, files).map((to) => ({ from, to })),
  ]);
}

/** The imports that go up a floor, or from or to a file on no floor, each as `from → to (floor → floor)`. */
function wrongFloors(imports: readonly Import[]): string[] {
  return imports.flatMap(({ from, to }) => {
    const [low, high] = [floorOf(from), floorOf(to)];
    if (low !== null && high !== null && FLOORS.indexOf(high) <= FLOORS.indexOf(low)) return [];
    return [`${from} → ${to} (${low ?? 'no floor'} → ${high ?? 'no floor'})`];
  });
}

/**
 * The circles among the imports, one per group of files that reach each other (Tarjan's strongly
 * connected components), each as the shortest path from the group's first file back to itself.
 */
function findCircles(imports: readonly Import[]): string[][] {
  const targets = new Map<string, string[]>();
  for (const { from, to } of imports) {
    targets.set(from, [...(targets.get(from) ?? []), to].sort());
    if (!targets.has(to)) targets.set(to, []);
  }
  const visits = new Map<string, { order: number; low: number }>();
  const path: string[] = [];
  const groups: string[][] = [];
  function strongConnect(file: string): { order: number; low: number } {
    const visit = { order: visits.size, low: visits.size };
    visits.set(file, visit);
    path.push(file);
    for (const target of targets.get(file)!) {
      const seen = visits.get(target);
      if (!seen) visit.low = Math.min(visit.low, strongConnect(target).low);
      else if (path.includes(target)) visit.low = Math.min(visit.low, seen.order);
    }
    if (visit.low === visit.order) {
      const group = path.splice(path.indexOf(file));
      if (group.length > 1) groups.push(group.sort());
    }
    return visit;
  }
  for (const file of [...targets.keys()].sort()) if (!visits.has(file)) strongConnect(file);
  return groups.sort((one, other) => one[0]!.localeCompare(other[0]!)).map((group) => circleThrough(group[0]!, new Set(group), targets));
}

/** The shortest way from `start` round to itself through the files of its group (breadth first). */
function circleThrough(start: string, group: ReadonlySet<string>, targets: ReadonlyMap<string, string[]>): string[] {
  const cameFrom = new Map<string, string[]>([[start, [start]]]);
  for (const [file, way] of cameFrom) {
    for (const target of targets.get(file)!.filter((next) => group.has(next))) {
      if (target === start) return [...way, start];
      if (!cameFrom.has(target)) cameFrom.set(target, [...way, target]);
    }
  }
  return [start, start];
}

const IMPORTS = importsOf(SOURCES);

describe('the floors of the PWA', () => {
  it('put every source file on a floor', () => {
    const lost = Object.keys(SOURCES).filter((file) => floorOf(file) === null);
    expect(lost, 'a new folder or top file of pwa/src: add it to FLOORS or TOP_FILES').toEqual([]);
  });

  it('are never imported upwards: a file imports from its own floor or a lower one', () => {
    expect(wrongFloors(IMPORTS), 'move what is shared down a floor, or let the higher floor hand a callback down').toEqual([]);
  });

  it('hold no import circle between files', () => {
    const circles = findCircles(IMPORTS).map((circle) => circle.join(' → '));
    expect(circles, `import circles in pwa/src:\n${circles.join('\n')}`).toEqual([]);
  });
});

describe('the floor check itself', () => {
  it('reads every source file and every kind of import in it, relative ones only', () => {
    expect(Object.keys(SOURCES)).toContain('pwa/src/main.tsx');
    expect(Object.keys(SOURCES)).toContain('pwa/src/pages/studio/views.ts');
    expect(Object.keys(SOURCES).filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    const source = [
      "import type { ToolId } from '../../../../api/contract/generation';",
      "import { a } from './jobs';",
      "export { b } from '../format';",
      "import './styles/index.css';",
      "const View = lazy(() => import('./UpscaleView'));",
      "import { useState } from 'react';",
    ].join('\n');
    expect(relativeImports(source)).toEqual([
      '../../../../api/contract/generation',
      './jobs',
      '../format',
      './styles/index.css',
      './UpscaleView',
    ]);
  });

  it('counts a glob import as an import of every file it matches, and of no other', () => {
    const sources = {
      'pwa/src/pages/studio/views.ts': "const MODULES = import.meta.glob<{ default: ComponentType }>('./*View.tsx');",
      'pwa/src/pages/studio/UpscaleView.tsx': "import { toolPath } from './paths';",
      'pwa/src/pages/studio/paths.ts': '',
      'pwa/src/pages/studio/nested/OtherView.tsx': '',
    };
    expect(importsOf(sources)).toEqual([
      { from: 'pwa/src/pages/studio/views.ts', to: 'pwa/src/pages/studio/UpscaleView.tsx' },
      { from: 'pwa/src/pages/studio/UpscaleView.tsx', to: 'pwa/src/pages/studio/paths.ts' },
    ]);
  });

  it('sees the real imports of the tree, across floors and the lazy ones, so a wrong one would be seen', () => {
    expect(IMPORTS).toEqual(
      expect.arrayContaining([
        { from: 'pwa/src/main.tsx', to: 'pwa/src/state/session.ts' },
        { from: 'pwa/src/state/session.ts', to: 'pwa/src/api/client.ts' },
        { from: 'pwa/src/api/client.ts', to: 'api/contract/messages' },
        { from: 'pwa/src/components/generation/notify.ts', to: 'pwa/src/offline/forget.ts' },
        { from: 'pwa/src/pages/studio/views.ts', to: 'pwa/src/pages/studio/UpscaleView.tsx' },
      ]),
    );
  });

  it('names an import up a floor, and one from a file on no floor', () => {
    expect(
      wrongFloors([
        { from: 'pwa/src/api/client.ts', to: 'pwa/src/offline/caches.ts' },
        { from: 'pwa/src/offline/forget.ts', to: 'pwa/src/state/lastBalance.ts' },
        { from: 'pwa/src/format.ts', to: 'pwa/src/state/tokens.ts' },
        { from: 'pwa/src/pages/Home.tsx', to: 'api/contract/generation' },
        { from: 'pwa/src/Extra.tsx', to: 'pwa/src/format.ts' },
      ]),
    ).toEqual([
      'pwa/src/api/client.ts → pwa/src/offline/caches.ts (api → offline)',
      'pwa/src/format.ts → pwa/src/state/tokens.ts (helpers → state)',
      'pwa/src/Extra.tsx → pwa/src/format.ts (no floor → helpers)',
    ]);
  });

  it('names each circle by the path round it, and none where the imports have none', () => {
    const imports = (...pairs: [string, string][]) => pairs.map(([from, to]) => ({ from, to }));
    expect(
      findCircles(imports(['views.ts', 'UpscaleView.tsx'], ['UpscaleView.tsx', 'ImageToolView.tsx'], ['ImageToolView.tsx', 'views.ts'])),
    ).toEqual([['ImageToolView.tsx', 'views.ts', 'UpscaleView.tsx', 'ImageToolView.tsx']]);
    expect(findCircles(imports(['a', 'b'], ['b', 'a'], ['x', 'y'], ['y', 'x'], ['b', 'x']))).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'x'],
    ]);
    expect(findCircles(imports(['a', 'b'], ['b', 'c'], ['a', 'c']))).toEqual([]);
  });
});
