import { readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, resolveChromium } from '../../e2e/browser';
import { run } from './processes';
import { fmt, progress, type Table } from './report';
import { root, settings } from './settings';
import type { Site } from './site';
import { median } from './stats';

/**
 * Item 5: the PWA's weight on first load, Lighthouse's scores, and whether Chromium finds it installable.
 *
 * Bytes: each route is opened once in the test Chromium with an empty cache and service workers
 * blocked (so the precache does not download everything) and requestIdleCallback switched off, and
 * every script and stylesheet it requests until the network is idle is counted: the entry and its
 * static imports from index.html, plus the chunks the route imports lazily on its first render.
 * What idle-time preloads add (a second load with idle callbacks on) is listed apart. Sizes are the built files' (raw) and their gzip at level 9 (what
 * Vite reports; the server sends brotli, a little smaller).
 */

const ROUTES = ['/', '/gallery', '/magic-prompter'];
const LIGHTHOUSE_ROUTES = ['/', '/gallery'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const distDir = path.join(root, 'dist/pwa');

interface Weight {
  route: string;
  js: { raw: number; gzip: number; files: string[] };
  css: { raw: number; gzip: number; files: string[] };
  /** Fetched only by idle-time work (preloads), not counted. */
  later: string[];
}

export interface PwaReport {
  weights: Weight[];
  /** From index.html alone: the entry script, its modulepreloads and stylesheets. */
  shell: { js: number; jsGzip: number; css: number; cssGzip: number; files: string[] };
  lighthouse: Array<{ route: string; rounds: Array<Record<string, number>>; median: Record<string, number>; lost: string[] }>;
  installable: { errors: string[]; manifestErrors: string[]; serviceWorker: boolean; controlled: boolean } | { failed: string };
}

async function sizeOf(file: string): Promise<{ raw: number; gzip: number }> {
  const bytes = await readFile(path.join(distDir, file));
  return { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
}

async function shellOf(): Promise<PwaReport['shell']> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!),
  ];
  const shell = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, files };
  for (const file of files) {
    const size = await sizeOf(file);
    if (file.endsWith('.css')) {
      shell.css += size.raw;
      shell.cssGzip += size.gzip;
    } else {
      shell.js += size.raw;
      shell.jsGzip += size.gzip;
    }
  }
  return shell;
}

/** Same-origin scripts and stylesheets the page requests until the network is idle. */
async function loadedFiles(browser: Browser, url: string, idleWork: boolean): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    // requestIdleCallback switched off: what waits for the browser to be idle is not first-paint work.
    if (!idleWork) await context.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.origin === new URL(url).origin && /\.(js|css)$/.test(requested.pathname)) files.add(requested.pathname.slice(1));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...files].sort();
  } finally {
    await context.close();
  }
}

async function weights(base: string, executablePath: string): Promise<Weight[]> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const result: Weight[] = [];
    for (const route of ROUTES) {
      const needed = await loadedFiles(browser, base + route, false);
      const all = await loadedFiles(browser, base + route, true);
      const weight: Weight = {
        route,
        js: { raw: 0, gzip: 0, files: [] },
        css: { raw: 0, gzip: 0, files: [] },
        later: all.filter((file) => !needed.includes(file)),
      };
      for (const file of needed) {
        const size = await sizeOf(file).catch(() => null);
        if (!size) continue;
        const kind = file.endsWith('.css') ? weight.css : weight.js;
        kind.raw += size.raw;
        kind.gzip += size.gzip;
        kind.files.push(file);
      }
      result.push(weight);
    }
    return result;
  } finally {
    await browser.close();
  }
}

/** Chromium's own installability check (what makes it offer "Install app"), with the service worker allowed. */
async function installability(base: string, executablePath: string): Promise<PwaReport['installable']> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(base + '/', { waitUntil: 'load' });
    const serviceWorker = await page
      .evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
        ]),
      )
      .catch(() => false);
    await page.reload({ waitUntil: 'load' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    return {
      errors: installabilityErrors.map((error) => error.errorId),
      manifestErrors: manifest.errors.map((error) => error.message),
      serviceWorker,
      controlled,
    };
  } catch (error) {
    return { failed: (error as Error).message };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (its CLI under Node, mobile defaults: simulated slow 4G and a mid-range phone). */
async function lighthouse(url: string, executablePath: string): Promise<{ scores: Record<string, number>; lost: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-lighthouse-'));
  try {
    const output = path.join(dir, 'report.json');
    const finished = await run(
      'node',
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: executablePath }, timeoutMs: 180_000 },
    );
    const report = JSON.parse(await readFile(output, 'utf8').catch(() => '{}')) as {
      categories?: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
      audits?: Record<string, { score: number | null; title: string }>;
      runtimeError?: { message: string };
    };
    if (!report.categories)
      throw new Error(
        `Lighthouse failed on ${url} (exit ${finished.code}): ${report.runtimeError?.message ?? finished.stderr.slice(-400)}`,
      );
    // The weighted audits that cost points, to say why a score is below 100.
    const lost = CATEGORIES.flatMap((name) =>
      (report.categories?.[name]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits?.[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${name}: ${ref.id} (${Math.round((report.audits?.[ref.id]?.score ?? 0) * 100)})`),
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((report.categories?.[name]?.score ?? NaN) * 100)])),
      lost,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function benchPwa(site: Site): Promise<{ report: PwaReport; tables: Table[] }> {
  const executablePath = await resolveChromium();
  const shell = await shellOf();
  const measured = await weights(site.base, executablePath);
  progress(`PWA first-load bytes measured (${measured.map((w) => `${w.route} ${fmt.kb(w.js.gzip)} JS gzip`).join(', ')})`);
  const installable = await installability(site.base, executablePath);
  const scores: PwaReport['lighthouse'] = [];
  for (const route of LIGHTHOUSE_ROUTES) scores.push({ route, rounds: [], median: {}, lost: [] });
  for (let round = 1; round <= settings.lighthouseRounds; round++) {
    for (const entry of scores) {
      const result = await lighthouse(site.base + entry.route, executablePath);
      entry.rounds.push(result.scores);
      for (const audit of result.lost) if (!entry.lost.includes(audit)) entry.lost.push(audit);
      progress(`lighthouse ${entry.route} ${round}/${settings.lighthouseRounds}: ${JSON.stringify(result.scores)}`);
    }
  }
  for (const entry of scores)
    entry.median = Object.fromEntries(CATEGORIES.map((name) => [name, median(entry.rounds.map((r) => r[name] ?? NaN))]));
  const report: PwaReport = { weights: measured, shell, lighthouse: scores, installable };

  const home = measured.find((w) => w.route === '/');
  const weightTable: Table = {
    title: 'PWA: JavaScript and CSS of the first load (empty cache, service worker blocked)',
    head: ['route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'files', 'idle-time preloads, not counted'],
    rows: measured.map((w) => [
      w.route,
      fmt.kb(w.js.raw),
      `**${fmt.kb(w.js.gzip)}**`,
      fmt.kb(w.css.raw),
      fmt.kb(w.css.gzip),
      [...w.js.files, ...w.css.files].map((file) => file.replace(/^assets\//, '')).join(', '),
      w.later.map((file) => file.replace(/^assets\//, '')).join(', ') || '—',
    ]),
    notes: [
      `Method: each route opened in the test Chromium (empty cache, service worker blocked, requestIdleCallback switched off); counted: every same-origin script and stylesheet requested until the network is idle (the entry, its static imports, the route's lazy chunks), sizes of the built files, gzip -9. A second load with idle callbacks on lists what idle-time preloads add. index.html alone references ${fmt.kb(shell.jsGzip)} of JS and ${fmt.kb(shell.cssGzip)} of CSS (gzip).`,
      `Target: first-load JS for / at most 170 KB gzip: ${home && home.js.gzip <= 170 * 1024 ? 'holds' : '**missed**'}.`,
    ],
  };
  const installText =
    'failed' in installable
      ? `could not be checked: ${installable.failed}`
      : installable.errors.length === 0 && installable.manifestErrors.length === 0
        ? `**installable** (Chromium reports no installability error; manifest parsed without errors; service worker ${installable.serviceWorker ? 'active' : '**not active**'}, ${installable.controlled ? 'controls the page after a reload' : '**does not control the page after a reload**'})`
        : `**not installable**: ${[...installable.errors, ...installable.manifestErrors].join(', ')}`;
  const scoreTable: Table = {
    title: `Lighthouse ${settings.lighthouseRounds > 1 ? `(median of ${settings.lighthouseRounds} runs) ` : ''}with the test Chromium, mobile defaults`,
    head: ['route', ...CATEGORIES, 'targets (performance ≥ 90, accessibility ≥ 95)'],
    rows: scores.map((entry) => [
      entry.route,
      ...CATEGORIES.map((name) => `**${entry.median[name]}**`),
      (entry.median.performance ?? 0) >= 90 && (entry.median.accessibility ?? 0) >= 95 ? 'hold' : '**missed**',
    ]),
    notes: [
      ...scores.map((entry) => `${entry.route}: audits below 90 in some run: ${entry.lost.length ? entry.lost.join('; ') : 'none'}.`),
      `Installability (Lighthouse 12 has no PWA category or installable-manifest audit any more; asked from Chromium's Page.getInstallabilityErrors): ${installText}.`,
    ],
  };
  return { report, tables: [weightTable, scoreTable] };
}
