import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { run, type Service, startService, waitUntilHealthy } from './processes';
import { benchEnv } from './site';
import { bunBin, root, settings } from './settings';

/** The servers the site is compared with: bare Hono on Bun, and the site's own server under Node. */

export interface Comparison {
  base: string;
  service: Service;
  stop(): Promise<number>;
}

export async function startBareHono(catalog: unknown): Promise<Comparison> {
  const dir = path.join(settings.resultsDir, 'bare');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'catalog.json');
  await writeFile(file, JSON.stringify(catalog));
  const base = `http://127.0.0.1:${settings.barePort}`;
  const started = performance.now();
  const service = startService(bunBin, ['scripts/bench/bare-hono.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(settings.barePort), BARE_CATALOG_FILE: file },
  });
  await waitUntilHealthy(service, `${base}/healthz`, started, 30_000);
  return { base, service, stop: () => service.stop() };
}

/**
 * The site's server under Node 20 (api/main.ts through @hono/node-server), bundled by Bun for Node,
 * sharing the Bun server's database (DATABASE_URL: its owner) and data folder (the same APP_SECRET,
 * so the same tokens verify). No worker: jobs stay with the Bun server.
 */
export async function startNodeServer(dataDir: string, ownerUrl: string): Promise<Comparison> {
  // Two folders below the root, as api/db/migrate.ts is: its import.meta.url path to db/migrations holds.
  const outfile = path.join(root, 'bench-results', 'node', 'server.mjs');
  const built = await run(
    bunBin,
    ['build', 'scripts/bench/node-server.ts', '--target=node', '--packages=external', `--outfile=${outfile}`],
    { cwd: root },
  );
  if (built.code !== 0) throw new Error(`bun build --target=node failed: ${built.stderr || built.stdout}`);
  const base = `http://127.0.0.1:${settings.nodePort}`;
  const started = performance.now();
  const service = startService('node', [outfile], {
    cwd: root,
    env: {
      ...process.env,
      ...benchEnv,
      PORT: String(settings.nodePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: ownerUrl,
      WORKER: 'off',
    },
  });
  await waitUntilHealthy(service, `${base}/healthz`, started, 60_000);
  return { base, service, stop: () => service.stop() };
}
