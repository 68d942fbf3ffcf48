import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Service, startService, waitUntilHealthy } from './processes';
import { bunBin, root, settings } from './settings';

/**
 * The site as `npm start` runs it (`bun scripts/start.ts`: the build check, then api/main.ts), on the
 * benchmark's own data folder and ports, with the settings a benchmark needs: members signed in at
 * sign-up, limits high enough for the load, access tokens that outlive the run.
 */

export interface Site {
  base: string;
  dataDir: string;
  /** The embedded database's owner (superuser) connection, as npm start created it. */
  ownerUrl(): Promise<string>;
  service: Service;
  /** Milliseconds from spawning to the first 200 of /healthz. */
  startMs: number;
  stop(): Promise<number>;
}

export const benchEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  AUTH_EMAIL_CONFIRMATION: 'off',
  SIGNUP_RATE_LIMIT: '100000',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  // One purchase through the PayPal stand-in covers every spend of the run.
  TOKEN_PACKAGE_TOKENS: '10000000',
  FREE_LIMIT_PER_IP: '1000000',
  FREE_LIMIT_PER_MEMBER: '1000000',
};

/** A new, empty data folder the embedded Postgres (run as the postgres user when we are root) can reach. */
export async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-bench-'));
  await chmod(dir, 0o755);
  return dir;
}

export async function ownerUrlOf(dataDir: string, postgresPort: number): Promise<string> {
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/studio18`;
}

export async function startSite(dataDir: string, env: Record<string, string> = {}, port = settings.port): Promise<Site> {
  const base = `http://127.0.0.1:${port}`;
  const postgresPort = settings.postgresPort;
  const started = performance.now();
  const service = startService(bunBin, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...benchEnv,
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
    },
  });
  const startMs = await waitUntilHealthy(service, `${base}/healthz`, started);
  return {
    base,
    dataDir,
    ownerUrl: () => ownerUrlOf(dataDir, postgresPort),
    service,
    startMs,
    stop: () => service.stop(),
  };
}
