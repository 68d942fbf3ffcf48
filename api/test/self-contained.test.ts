import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: its code, tests, scripts and docs state the behaviour they mean
 * instead of pointing at documents outside the repository (a product specification, a planning
 * folder beside the checkout) or at tracker numbers, which a reader of the code cannot open.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['api', 'pwa', 'scripts', 'e2e', 'db', 'docs', '.ci'];
const ROOT_FILES = [
  'README.md',
  '.env.example',
  'package.json',
  'Dockerfile',
  'docker-compose.yml',
  'vitest.config.ts',
  'tsconfig.json',
  'eslint.config.js',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'bench-results', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|sql|css|html|yml|yaml|sh|tsv|txt)$|^run$/;

/** A reference a reader cannot follow from inside the repository. */
export const OUTSIDE_REFERENCES: Array<{ name: string; pattern: RegExp }> = [
  { name: 'a section sign (a section of a document elsewhere)', pattern: /§/ },
  { name: 'the product specification', pattern: /\bSPEC\.md\b|\bspec\s*§|\bthe spec\b|\bspec's\b/i },
  { name: 'a folder outside the checkout', pattern: /\.\.\/shared\b/ },
  { name: 'the providers notes', pattern: /\bPROVIDERS\.md\b/ },
  { name: 'an issue number', pattern: /\bissues? #?\d+\b|\bissue-\d+\b/i },
];

function files(): string[] {
  const found: string[] = ROOT_FILES.map((name) => path.join(root, name));
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path.join(folder, entry.name));
      } else if (TEXT.test(entry.name)) found.push(path.join(folder, entry.name));
    }
  };
  for (const folder of FOLDERS) walk(path.join(root, folder));
  return found;
}

export function outsideReferences(text: string): string[] {
  const hits: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const { name, pattern } of OUTSIDE_REFERENCES)
      if (pattern.test(line)) hits.push(`${index + 1}: ${name}: ${line.trim().slice(0, 120)}`);
  }
  return hits;
}

describe('the repository stands on its own', () => {
  it('finds each kind of outside reference it looks for', () => {
    expect(outsideReferences('retries as spec §4 says')).toHaveLength(2);
    expect(outsideReferences('see ../shared/notes for the protocol')).toHaveLength(1);
    expect(outsideReferences('the protocol in PROVIDERS.md')).toHaveLength(1);
    expect(outsideReferences('measured for issue 11')).toHaveLength(1);
    expect(outsideReferences('fixed in issue #7')).toHaveLength(1);
    expect(outsideReferences('the words of the spec')).toHaveLength(1);
    expect(outsideReferences('up to 3 retries, 2 s × the attempt; a special offer; the specifier')).toEqual([]);
  });

  it('reads the files it should (code, tests, docs)', () => {
    const names = files().map((file) => path.relative(root, file));
    expect(names).toContain('README.md');
    expect(names).toContain('api/app.ts');
    expect(names).toContain('docs/architecture.md');
    expect(names.some((name) => name.startsWith('pwa/src/'))).toBe(true);
    expect(names.some((name) => name.startsWith('db/migrations/'))).toBe(true);
  });

  it('names no document outside the repository, no section of one and no issue number', () => {
    const found: string[] = [];
    for (const file of files()) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      if (file === fileURLToPath(import.meta.url)) continue;
      for (const hit of outsideReferences(text)) found.push(`${path.relative(root, file)}:${hit}`);
    }
    expect(found).toEqual([]);
  });
});
