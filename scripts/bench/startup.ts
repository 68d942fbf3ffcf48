import { rm } from 'node:fs/promises';
import { fmt, progress, type Table } from './report';
import { settings } from './settings';
import { newDataDir, startSite } from './site';
import { median } from './stats';

/**
 * Item 4: cold start (`npm start` on an empty data folder: initdb, migrations, storage, queue, listen)
 * and warm start (the same folder again), each until /healthz answers 200, several rounds, medians.
 */

export interface StartReport {
  coldMs: number[];
  warmMs: number[];
  stopMs: number[];
  cold: number;
  warm: number;
}

export async function benchStart(): Promise<{ report: StartReport; table: Table }> {
  const coldMs: number[] = [];
  const warmMs: number[] = [];
  const stopMs: number[] = [];
  let kept: string | undefined;
  try {
    for (let round = 1; round <= settings.startRounds; round++) {
      const dir = await newDataDir();
      const site = await startSite(dir);
      coldMs.push(site.startMs);
      stopMs.push(await site.stop());
      progress(`cold start ${round}/${settings.startRounds}: ${fmt.seconds(site.startMs)}`);
      if (kept) await rm(kept, { recursive: true, force: true });
      kept = dir;
    }
    for (let round = 1; round <= settings.startRounds; round++) {
      const site = await startSite(kept!);
      warmMs.push(site.startMs);
      stopMs.push(await site.stop());
      progress(`warm start ${round}/${settings.startRounds}: ${fmt.seconds(site.startMs)}`);
    }
  } finally {
    if (kept) await rm(kept, { recursive: true, force: true });
  }
  const report = { coldMs, warmMs, stopMs, cold: median(coldMs), warm: median(warmMs) };
  const range = (values: number[]) => `${fmt.seconds(Math.min(...values))} – ${fmt.seconds(Math.max(...values))}`;
  return {
    report,
    table: {
      title: 'Start-up (spawn of `bun scripts/start.ts`, as `npm start` runs it, until /healthz answers 200)',
      head: ['start', 'median', 'range', 'rounds', 'target'],
      rows: [
        [
          'cold: empty data folder (initdb, migrations, buckets, queue)',
          `**${fmt.seconds(report.cold)}**`,
          range(coldMs),
          String(coldMs.length),
          `< 10 s: ${report.cold < 10_000 ? 'holds' : '**missed**'}`,
        ],
        [
          'warm: the same data folder again',
          `**${fmt.seconds(report.warm)}**`,
          range(warmMs),
          String(warmMs.length),
          `< 3 s: ${report.warm < 3_000 ? 'holds' : '**missed**'}`,
        ],
        ['graceful stop (SIGTERM until exit)', fmt.seconds(median(stopMs)), range(stopMs), String(stopMs.length), ''],
      ],
    },
  };
}
