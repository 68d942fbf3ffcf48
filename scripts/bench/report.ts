import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { settings } from './settings';

/** The benchmark's output: markdown tables on stdout, and the same figures as JSON in bench-results/. */

export interface Table {
  title: string;
  head: string[];
  rows: string[][];
  notes?: string[];
}

export function markdown(table: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `### ${table.title}`,
    '',
    line(table.head),
    line(table.head.map(() => '---')),
    ...table.rows.map(line),
    ...(table.notes?.length ? ['', ...table.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

export const fmt = {
  count: (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—'),
  ms: (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')) : '—'),
  ratio: (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '—'),
  kb: (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—'),
  seconds: (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—'),
};

/** Progress lines go to stderr, so stdout holds only the report. */
export const progress = (line: string) => process.stderr.write(`  · ${line}\n`);

export async function writeJson(report: unknown): Promise<string> {
  await mkdir(settings.resultsDir, { recursive: true });
  const file = path.join(settings.resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(report, null, 2) + '\n');
  return file;
}
