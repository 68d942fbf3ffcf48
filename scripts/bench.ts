import { rm } from 'node:fs/promises';
import { benchApi } from './bench/api';
import { benchPipeline } from './bench/pipeline';
import { benchPwa } from './bench/pwa';
import { markdown, progress, type Table, writeJson } from './bench/report';
import { settings } from './bench/settings';
import { newDataDir, startSite } from './bench/site';
import { benchStart } from './bench/startup';
import { buildPwaIfStale } from './build-if-stale';

/**
 * `npm run bench` (issue 11): starts the site as `npm start` does, on its own data folder and ports
 * (3299, database 54499), and measures it against what the machine and the database can do: the API
 * beside the database floor (pgbench) and bare Hono, the same server under Node, the generation
 * pipeline, cold and warm start, and the PWA's weight and Lighthouse scores. Prints markdown tables
 * and writes the figures as JSON to bench-results/. A benchmark, not a test: it never fails on a figure.
 * BENCH_ONLY=api,node,pipeline,start,pwa picks sections; README.md (Performance) lists the settings.
 */

const only = settings.only;
const tables: Table[] = [];
const report: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  settings: { seconds: settings.seconds, rounds: settings.rounds, connections: settings.connections, sections: [...only] },
};

console.error(`npm run bench: sections ${[...only].join(', ')}; ${settings.rounds} rounds of ${settings.seconds} s per cell`);
await buildPwaIfStale((line) => progress(line));
const dataDir = await newDataDir();
try {
  if (only.has('start')) {
    progress('start-up: cold and warm');
    const start = await benchStart();
    report.start = start.report;
    tables.push(start.table);
  }
  if (only.has('api') || only.has('node')) {
    progress('starting the site (npm start) for the API measurements');
    const site = await startSite(dataDir);
    try {
      const api = await benchApi(site, { api: only.has('api'), node: only.has('node') });
      report.api = api.report;
      tables.push(...api.tables);
    } finally {
      await site.stop();
    }
  }
  if (only.has('pipeline')) {
    progress('generation pipeline');
    const pipeline = await benchPipeline(dataDir);
    report.pipeline = pipeline.report;
    tables.push(pipeline.table);
  }
  if (only.has('pwa')) {
    progress('PWA: weight, installability, Lighthouse');
    const site = await startSite(dataDir);
    try {
      const pwa = await benchPwa(site);
      report.pwa = pwa.report;
      tables.push(...pwa.tables);
    } finally {
      await site.stop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

report.finishedAt = new Date().toISOString();
const file = await writeJson(report);
console.log(`## npm run bench — ${report.startedAt as string}\n`);
for (const table of tables) console.log(markdown(table));
console.log(`Figures as JSON: ${file}`);
