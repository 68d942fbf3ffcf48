import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's packages are its dependencies; everything only the PWA bundle, the tests or the tools use
 * is a development dependency, so a production install carries none of it. The server is read as it
 * loads: from its entry points through every relative import.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const ENTRY_POINTS = [
  'api/main.ts',
  'api/worker-main.ts',
  'scripts/start.ts',
  'scripts/worker.ts',
  'scripts/migrate.ts',
  'scripts/create-admin.ts',
];
const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]|(?:require|packageDir)\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"](\.[^'"]+)['"],\s*import\.meta\.url\)/gm;
/** Packages that a package the server loads requires from its own build (face-api's node WASM build loads tfjs and its WASM backend). */
const REQUIRED_BY_PACKAGES: Record<string, string[]> = { '@vladmandic/face-api': ['@tensorflow/tfjs', '@tensorflow/tfjs-backend-wasm'] };
/** Packages the server imports only when it runs under Node, which only the tests do (the site runs on Bun). */
const UNDER_NODE_ONLY = new Set(['@hono/node-server']);
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a folder: try the next candidate
      }
    }
  }
  return undefined;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** Every package the server loads, with the first file that imports it. */
function serverPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = ENTRY_POINTS.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
      if (specifier.startsWith('.')) {
        // Modules, and the files a worker thread runs (new Worker(new URL('./file.mjs', import.meta.url))).
        const resolved = resolveRelative(file, specifier);
        if (resolved && /\.(tsx?|mjs)$/.test(resolved)) queue.push(resolved);
      } else if (specifier && !BUILTINS.has(specifier) && !specifier.startsWith('bun:')) {
        const name = packageOf(specifier);
        for (const loaded of [name, ...(REQUIRED_BY_PACKAGES[name] ?? [])])
          if (!packages.has(loaded)) packages.set(loaded, path.relative(root, file));
      }
    }
  }
  return packages;
}

describe('dependencies where they belong', () => {
  const packages = serverPackages();

  it('reads the server from its entry points (it finds the packages it is known to load)', () => {
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['hono', 'pg', 'kysely', 'sharp', 'zod', 'any-ascii', 'confusables']));
  });

  it('lists every package the server loads in dependencies', () => {
    const missing = [...packages]
      .filter(([name]) => !(name in manifest.dependencies) && !UNDER_NODE_ONLY.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps the PWA-only packages out of dependencies', () => {
    const bundleOnly = ['react', 'react-dom', 'jotai', 'wouter', 'regexparam', '@paypal/react-paypal-js', 'workbox-window'];
    expect(bundleOnly.filter((name) => name in manifest.dependencies)).toEqual([]);
    expect(bundleOnly.filter((name) => packages.has(name))).toEqual([]);
  });

  it('lists nothing in dependencies that the server does not load', () => {
    expect(Object.keys(manifest.dependencies).filter((name) => !packages.has(name))).toEqual([]);
  });

  it('pairs every type package with the major version of its package', () => {
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    const major = (range: string) => /\d+/.exec(range)?.[0];
    const mismatched = Object.entries(all)
      .filter(([name]) => name.startsWith('@types/') && !['@types/node'].includes(name))
      .map(([name, range]) => [name, range, all[name.slice('@types/'.length)]] as const)
      .filter(([, range, own]) => own !== undefined && major(range) !== major(own))
      .map(([name, range, own]) => `${name} ${range} for ${own}`);
    expect(mismatched).toEqual([]);
  });
});
