import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalModels, type LocalModels } from '../../api/generation/local/models';
import { buyTokens, signUpMember } from './members';
import { fmt, progress, type Table } from './report';
import { root } from './settings';
import type { Site } from './site';
import { percentile } from './stats';

/**
 * The models this server runs itself (AI Upscale and Background Removal, api/generation/local): in
 * this process, the first job's time with the model's load (cold) and the time per image after it at
 * 256 and 512 px input, with each model process's peak memory (VmHWM); then on the site as `npm start`
 * runs it, ten ×4 upscales submitted at once while /healthz and a balance request are timed one after
 * another, beside the same requests on the idle site.
 */

const REPEATS = 3;
const JOBS = 10;
const photos = path.join(root, 'api/test/photos');

interface Case {
  name: string;
  input: string;
  run(models: LocalModels, bytes: Uint8Array): Promise<unknown>;
}

async function inputs(): Promise<Record<string, Uint8Array>> {
  const raccoon = await readFile(path.join(photos, 'raccoon-1024.jpg'));
  const portrait = await readFile(path.join(photos, 'grace-hopper.jpg'));
  return {
    '256 px': new Uint8Array(await readFile(path.join(photos, 'raccoon-256.png'))),
    '512 px': new Uint8Array(await sharp(raccoon).resize(512, 384, { kernel: 'cubic' }).png().toBuffer()),
    '512 px portrait': new Uint8Array(portrait),
  };
}

const CASES: Case[] = [
  {
    name: 'upscale ×4, fast (ESRGAN slim)',
    input: '256 px',
    run: (models, bytes) => models.upscale({ bytes }, { scale: 4, model: 'fast' }),
  },
  {
    name: 'upscale ×4, fast (ESRGAN slim)',
    input: '512 px',
    run: (models, bytes) => models.upscale({ bytes }, { scale: 4, model: 'fast' }),
  },
  {
    name: 'upscale ×2, fast (ESRGAN slim)',
    input: '256 px',
    run: (models, bytes) => models.upscale({ bytes }, { scale: 2, model: 'fast' }),
  },
  {
    name: 'upscale ×2, fast (ESRGAN slim)',
    input: '512 px',
    run: (models, bytes) => models.upscale({ bytes }, { scale: 2, model: 'fast' }),
  },
  {
    name: 'upscale ×4, quality (ESRGAN medium)',
    input: '256 px',
    run: (models, bytes) => models.upscale({ bytes }, { scale: 4, model: 'quality' }),
  },
  { name: 'background removal (U²-Net-p)', input: '256 px', run: (models, bytes) => models.removeBackground({ bytes }) },
  { name: 'background removal (U²-Net-p)', input: '512 px portrait', run: (models, bytes) => models.removeBackground({ bytes }) },
];

const mb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

/** The peak resident memory (VmHWM) of the processes whose command line names `script`. */
async function peakOf(script: string): Promise<number | null> {
  let peak: number | null = null;
  for (const pid of (await readdir('/proc').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes(script)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (kb) peak = Math.max(peak ?? 0, Number(kb) * 1024);
  }
  return peak;
}

async function inProcess(): Promise<{ report: unknown; rows: string[][] }> {
  const images = await inputs();
  const models = createLocalModels();
  const rows: string[][] = [];
  const report: Record<string, unknown>[] = [];
  const cold = new Set<string>();
  try {
    for (const entry of CASES) {
      const bytes = images[entry.input]!;
      const family = entry.name.startsWith('upscale') ? 'upscale' : 'cutout';
      let coldMs: number | null = null;
      if (!cold.has(family)) {
        cold.add(family);
        const started = performance.now();
        await entry.run(models, bytes);
        coldMs = performance.now() - started;
      } else await entry.run(models, bytes);
      const times: number[] = [];
      for (let repeat = 0; repeat < REPEATS; repeat++) {
        const started = performance.now();
        await entry.run(models, bytes);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const stats = models.stats()[family];
      const { width, height } = await sharp(bytes).metadata();
      progress(`local models: ${entry.name} at ${entry.input}: ${fmt.ms(percentile(times, 50))} ms per image`);
      report.push({
        name: entry.name,
        input: `${width}×${height}`,
        coldMs,
        perImageMs: { p50: percentile(times, 50), max: times.at(-1) },
        peakRssBytes: stats.peakRssBytes,
      });
      rows.push([
        entry.name,
        `${width} × ${height}`,
        coldMs === null ? '' : fmt.seconds(coldMs),
        `**${fmt.seconds(percentile(times, 50))}**`,
        fmt.seconds(times.at(-1)!),
        mb(stats.peakRssBytes),
      ]);
    }
  } finally {
    await models.close();
  }
  return { report, rows };
}

/** Requests one after another until `until` resolves; their latencies in ms. */
async function timeRequests(url: string, headers: Record<string, string>, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times.sort((a, b) => a - b);
}

async function onSite(site: Site): Promise<{ report: unknown; rows: string[][] }> {
  const member = await signUpMember(site.base, 'local-models');
  await buyTokens(site.base, member);
  const auth = { authorization: `Bearer ${member.token}` };
  const form = new FormData();
  form.set('tool', 'upscale');
  form.set('consent', 'true');
  form.set(
    'file',
    new Blob([new Uint8Array(await readFile(path.join(photos, 'raccoon-256.png')))], { type: 'image/png' }),
    'raccoon-256.png',
  );
  const uploaded = (await (await fetch(`${site.base}/api/v1/uploads`, { method: 'POST', body: form, headers: auth })).json()) as {
    id: string;
  };

  const idle = new Promise((resolve) => setTimeout(resolve, 3000));
  const [healthIdle, balanceIdle] = await Promise.all([
    timeRequests(`${site.base}/healthz`, {}, idle),
    timeRequests(`${site.base}/api/v1/tokens/balance`, auth, idle),
  ]);

  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: JOBS }, async () => {
      const res = await fetch(`${site.base}/api/v1/generations`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ tool: 'upscale', params: { uploadId: uploaded.id, scale: 4 } }),
      });
      const body = (await res.json()) as { id?: string };
      if (!body.id) throw new Error(`the upscale submit failed: ${res.status} ${JSON.stringify(body)}`);
      return body.id;
    }),
  );
  let peak: number | null = null;
  const allDone = (async () => {
    const statuses = new Map<string, string>();
    while (ids.some((id) => !['succeeded', 'failed', 'canceled', 'held'].includes(statuses.get(id) ?? ''))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      peak = Math.max(peak ?? 0, (await peakOf('upscale-worker.mjs')) ?? 0) || null;
      for (const id of ids) {
        const res = await fetch(`${site.base}/api/v1/generations/${id}`, { headers: auth });
        statuses.set(id, ((await res.json()) as { status: string }).status);
      }
    }
    return statuses;
  })();
  const [healthBusy, balanceBusy, statuses] = await Promise.all([
    timeRequests(`${site.base}/healthz`, {}, allDone),
    timeRequests(`${site.base}/api/v1/tokens/balance`, auth, allDone),
    allDone,
  ]);
  const totalMs = performance.now() - started;
  const succeeded = [...statuses.values()].filter((status) => status === 'succeeded').length;
  progress(
    `local models on the site: ${succeeded} of ${JOBS} ×4 upscales in ${fmt.seconds(totalMs)}; /healthz p99 ${fmt.ms(percentile(healthBusy, 99))} ms`,
  );
  const line = (name: string, idleTimes: number[], busy: number[]) => [
    name,
    `${fmt.ms(percentile(idleTimes, 50))} / ${fmt.ms(percentile(idleTimes, 99))}`,
    `${fmt.ms(percentile(busy, 50))} / **${fmt.ms(percentile(busy, 99))}** / ${fmt.ms(busy.at(-1)!)}`,
    fmt.ratio(percentile(busy, 99) / percentile(idleTimes, 99)),
    String(busy.length),
  ];
  return {
    report: {
      jobs: JOBS,
      succeeded,
      totalMs,
      perJobMs: totalMs / JOBS,
      modelProcessPeakRssBytes: peak,
      healthz: {
        idleP99: percentile(healthIdle, 99),
        busyP50: percentile(healthBusy, 50),
        busyP99: percentile(healthBusy, 99),
        busyMax: healthBusy.at(-1),
      },
      balance: {
        idleP99: percentile(balanceIdle, 99),
        busyP50: percentile(balanceBusy, 50),
        busyP99: percentile(balanceBusy, 99),
        busyMax: balanceBusy.at(-1),
      },
    },
    rows: [
      line('GET /healthz', healthIdle, healthBusy),
      line('GET /api/v1/tokens/balance', balanceIdle, balanceBusy),
      [
        `${succeeded} of ${JOBS} ×4 upscales (256 px) submitted at once`,
        '',
        `${fmt.seconds(totalMs)} in all, ${fmt.seconds(totalMs / JOBS)} a job`,
        '',
        `peak ${mb(peak)}`,
      ],
    ],
  };
}

export async function benchLocalModels(site: Site | null): Promise<{ report: unknown; tables: Table[] }> {
  const models = await inProcess();
  const tables: Table[] = [
    {
      title: `Local models (a child process per model; ${REPEATS} runs per row after a warm-up)`,
      head: ['model', 'input', 'first job, load included', 'per image p50', 'per image max', 'model process peak RSS, so far'],
      rows: models.rows,
      notes: [
        'Per image: decode with sharp, raw pixels to the model process, inference, PNG encode; the upscaler works in 64 px patches.',
        'The first job of each model starts its process and loads the model; later jobs reuse both.',
      ],
    },
  ];
  const report: Record<string, unknown> = { models: models.report };
  if (site) {
    const busy = await onSite(site);
    report.site = busy.report;
    tables.push({
      title: `The API while the site runs ${JOBS} ×4 upscales (requests one after another, ms)`,
      head: ['request', 'idle p50 / p99', 'during the run p50 / p99 / max', 'p99 ÷ idle', 'requests'],
      rows: busy.rows,
    });
  }
  return { report, tables };
}
