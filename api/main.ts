import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { tokenKeys } from './auth/jwt';
import { type Config, ConfigError, loadConfig } from './config';
import { connectDatabases } from './db/database';
import { type EmbeddedServer, ensureDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrate, migrationSummary } from './db/migrate';
import { createLogger, type Logger, redactString } from './log/logger';
import { listen } from './http/serve';
import { deriveSecret, resolveAppSecret } from './secrets';
import { ensureAdmin } from './auth/admin-account';
import { pruneAuthData } from './auth/maintenance';
import { createMailer, type Mailer } from './mail/mailer';
import { disabledPaymentProvider } from './payments/disabled';
import { type FakePaypal, startFakePaypal } from './payments/fake-paypal';
import { createPaypalProvider } from './payments/paypal';
import type { PaymentProvider } from './payments/provider';
import { createStorage } from './storage/storage';
import { seedGallery } from './media/gallery-seed';
import { demoPausedTools } from './generation/registry';
import { type GenerationRuntime, startGeneration } from './generation/runtime';
import { type ToolId, TOOLS } from './contract/generation';
import { startLandingMedia } from './media/landing';
import { listenForMetrics } from './metrics/routes';

/**
 * The composition root: config → database → migrations → storage → app → listen. `npm start` runs it
 * under Bun; it prints one line per part in use, and on SIGINT/SIGTERM answers the requests in flight,
 * closes the pools and stops the embedded database before exiting.
 */

export const pwaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/pwa');
const DATABASE_NAME = 'studio18';

export interface Started {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname} (DATABASE_URL)`;
}

function shortPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/** Where the embedded database lives, and why elsewhere than DATA_DIR when the postgres user cannot reach it. */
function describeEmbedded(embedded: EmbeddedServer, port: number): string {
  return (
    `embedded PostgreSQL in ${shortPath(embedded.dir)}` +
    (embedded.relocatedFrom ? ` (the postgres user cannot reach ${shortPath(embedded.relocatedFrom)})` : '') +
    ` on 127.0.0.1:${port}` +
    (embedded.reused ? ' (shared with a running process)' : '') +
    (embedded.binariesCopy ? ` (binaries from ${embedded.binariesCopy})` : '')
  );
}

/** Which provider serves each tool, and whether this process works on jobs. */
export function describeGeneration(generation: GenerationRuntime, config: Config): string {
  const tools = (Object.keys(TOOLS) as ToolId[]).map((tool) => {
    const { primary, fallback } = generation.registry.forTool(tool);
    return `${tool} → ${primary}${fallback ? ` (fallback ${fallback})` : ''}`;
  });
  // The local models need no key: an install without keys is still a demo install for the generating tools.
  const demoOnly = generation.registry.names().every((name) => name === 'demo' || name === 'local');
  const demoPaused = demoPausedTools(generation.registry, config);
  return (
    tools.join(', ') +
    (demoOnly ? '; demo renders offline and is labelled as not AI (set FAL_KEY, HF_TOKEN or COMFYUI_URL for real models)' : '') +
    (generation.registry.names().includes('local') ? '; local runs ESRGAN and U²-Net-p on this server' : '') +
    (config.generation.maintenanceTools.length ? `; paused by MAINTENANCE_TOOLS: ${config.generation.maintenanceTools.join(', ')}` : '') +
    (demoPaused.length
      ? `; paused, since only the demo renderer serves them in production (set FAL_KEY, HF_TOKEN or COMFYUI_URL, or ALLOW_DEMO_RENDERS=true to charge for demo renders): ${demoPaused.join(', ')}`
      : '') +
    (config.generation.worker ? '; worker in this process' : '; WORKER=off: run `npm run worker` for jobs to run')
  );
}

/** Which content policy layers run: the local rules, and the hosted classifier's host when one is set (never its key). */
export function describeModeration(config: Config): string {
  const prompts = config.moderation ? `local rules + hosted classifier at ${new URL(config.moderation.url).host}` : 'local rules';
  const outputs = config.safety.enabled
    ? 'outputs checked for faces and sexual content (held for review when both)'
    : 'output check off (SAFETY_CHECK=off)';
  return `${prompts}; ${outputs}`;
}

/** Where GET /metrics answers (never its token), or how to turn it on. */
export function describeMetrics(config: Config, port: number | undefined): string {
  if (port !== undefined) return `GET /metrics on port ${port}${config.metrics.token ? ' (bearer METRICS_TOKEN)' : ''}`;
  if (config.metrics.token) return 'GET /metrics on the site, bearer METRICS_TOKEN';
  return 'off (set METRICS_PORT or METRICS_TOKEN for Prometheus)';
}

/** Where the VAPID keys of Web Push come from (never the keys themselves), or why push is off. */
export function describePush(generation: GenerationRuntime, config: Config): string {
  if (!generation.push) return 'off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to tell members when their jobs end)';
  const keys = config.push.vapidKeys
    ? 'VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY'
    : 'VAPID keys generated into DATA_DIR/.vapid-keys';
  return `${keys}; sends to ${config.push.serviceHosts.join(', ')}`;
}

function describeParts(config: Config, mailer: Mailer) {
  return {
    mail: mailer.describe(),
    payments: config.paypal
      ? `PayPal ${config.paypal.environment}${config.paypal.webhookId ? '' : ' (no PAYPAL_WEBHOOK_ID: webhooks are refused)'}`
      : config.production
        ? 'disabled (no PAYPAL_CLIENT_ID in production: purchases answer 503)'
        : 'PayPal sandbox stand-in (no PAYPAL_CLIENT_ID; no money moves)',
  };
}

/** The database: DATABASE_URL, or the embedded server in DATA_DIR (shared when another process of ours runs it). */
export async function openDatabase(
  config: Config,
  logger: Logger,
  print: (line: string) => void,
): Promise<{ ownerUrl: string; stop(): Promise<void> }> {
  if (config.database.url) {
    print(`database: ${describeDatabaseUrl(config.database.url)}`);
    return { ownerUrl: config.database.url, stop: async () => undefined };
  }
  let embedded: EmbeddedServer;
  try {
    embedded = await startEmbeddedPostgres({
      dir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      passwordFile: path.join(config.dataDir, '.postgres-password'),
      onLog: (line) => logger.debug('postgres', { line: line.trim() }),
      onRestart: (message) => logger.warn(message),
    });
  } catch (error) {
    // The production image leaves the embedded database out: the one thing to do is to name the setting.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/\.$/, '');
    throw new Error(
      `the embedded database could not start (${reason}). Set DATABASE_URL to the postgres:// URL of a PostgreSQL ` +
        'server to use it instead; the production image requires it.',
      { cause: error },
    );
  }
  try {
    const ownerUrl = await ensureDatabase(embedded.url, DATABASE_NAME);
    print(`database: ${describeEmbedded(embedded, config.database.embeddedPort)}`);
    return { ownerUrl, stop: () => embedded.stop() };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/** What this process keeps in DATA_DIR with these settings; none when every part is elsewhere. */
export function dataDirUses(config: Config): string[] {
  const inside = (dir: string) => !path.relative(config.dataDir, dir).startsWith('..');
  return [
    !config.database.url && 'the embedded database (no DATABASE_URL)',
    !config.storage.s3 && inside(config.storage.dir) && 'the stored images and videos (no S3_ENDPOINT)',
    !config.mail.smtpUrl && 'the mail outbox (no SMTP_URL)',
    !config.production && !config.appSecret && 'the generated APP_SECRET',
    !config.production && !config.push.vapidKeys && 'the generated Web Push keys',
  ].filter((use): use is string => typeof use === 'string');
}

/**
 * DATA_DIR made and written once before anything else, when a part keeps its data there: a folder
 * this user cannot write stops the start with one line saying what to do, instead of the first
 * sign-up failing to mail its link.
 */
export async function ensureDataDir(config: Config): Promise<void> {
  const uses = dataDirUses(config);
  if (uses.length === 0) return;
  const probe = path.join(config.dataDir, `.write-check-${process.pid}`);
  try {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    const user = process.getuid ? ` (uid ${process.getuid()})` : '';
    throw new Error(
      `DATA_DIR=${config.dataDir} cannot be written by this process${user}: ${code}. It holds ${uses.join(', ')}: ` +
        'make that folder writable by this user (in the image, mount a volume at /app/data), or set the settings named.',
    );
  }
}

export async function start(config: Config, print: (line: string) => void = console.log): Promise<Started> {
  const logger = createLogger(config.logLevel);
  await ensureDataDir(config);
  const appSecret = await resolveAppSecret(config);
  const database = await openDatabase(config, logger, print);
  const ownerUrl = database.ownerUrl;

  const stopDatabase = () => database.stop();
  try {
    const migrations = await migrate(ownerUrl);
    print(migrationSummary(migrations));
    const databases = await connectDatabases({
      ownerUrl,
      appSecret,
      poolMax: config.database.poolMax,
      poolWaitMs: config.database.poolWaitMs,
      logger,
    });
    const storage = createStorage(config.storage, deriveSecret(appSecret, 'storage-signing'));
    await storage.ensureBuckets();
    print(`storage: ${storage.describe()}`);
    const generation = await startGeneration({ ownerUrl, owner: databases.owner, storage, config, logger });
    print(`generation: ${describeGeneration(generation, config)}`);
    print(`moderation: ${describeModeration(config)}`);
    print(`push: ${describePush(generation, config)}`);
    print(await seedGallery({ owner: databases.owner, storage, enabled: config.gallery.seed }));
    const mailer = createMailer(config.mail);
    for (const [part, line] of Object.entries(describeParts(config, mailer))) print(`${part}: ${line}`);
    if (config.admin) {
      const outcome = await ensureAdmin(databases.owner, config.admin, { passwordHashCost: config.auth.passwordHashCost });
      print(`admin: ${config.admin.email} (${outcome}, from ADMIN_EMAIL)`);
    }

    // Accounts housekeeping: at start, then hourly (several processes may run it: it is idempotent).
    const prune = () =>
      pruneAuthData(databases.owner).then(
        (removed) => logger.debug('accounts housekeeping', { ...removed }),
        (error: unknown) => logger.warn('accounts housekeeping failed', { error }),
      );
    void prune();
    const pruneTimer = setInterval(() => void prune(), 3600_000);
    pruneTimer.unref?.();

    const payments = await startPayments(config);
    const app = createApp({
      config,
      logger,
      db: databases.api,
      databaseHealth: databases.health,
      owner: databases.owner,
      storage,
      generation,
      mailer,
      paymentProvider: payments.provider,
      tokenKeys: tokenKeys(deriveSecret(appSecret, 'jwt')),
      pwaDir,
      poolStats: databases.poolStats,
    });
    const server = await listen(app.fetch, { hostname: config.host, port: config.port });
    const url = `http://localhost:${server.port}`;
    const metricsServer = await listenForMetrics(config, generation.metrics);
    print(`metrics: ${describeMetrics(config, metricsServer?.port)}`);
    // The stand-in delivers its webhooks to us, as PayPal would to PUBLIC_URL.
    if (payments.standIn) payments.standIn.webhookUrl = `http://127.0.0.1:${server.port}/api/v1/payments/webhooks/paypal`;
    // After listening: the landing page copes without its media while they render.
    const landing = await startLandingMedia(storage, { enabled: config.landingMedia, logger });
    print(`landing: ${landing.line}`);
    print(`site: ${url}`);

    return {
      url,
      port: server.port,
      async stop() {
        clearInterval(pruneTimer);
        await landing.stop();
        // Event streams end first, or the server would wait for them.
        await generation.hub.close();
        await Promise.race([server.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await metricsServer?.close();
        await payments.standIn?.stop();
        await generation.stop();
        await databases.close();
        await stopDatabase();
      },
    };
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

/**
 * PayPal with credentials; without them, outside production, the local stand-in on a loopback port so
 * purchases can be tried; in production without them, no purchases at all.
 */
async function startPayments(config: Config): Promise<{ provider: PaymentProvider; standIn?: FakePaypal }> {
  if (config.paypal) return { provider: createPaypalProvider(config.paypal) };
  if (config.production) return { provider: disabledPaymentProvider() };
  const standIn = await startFakePaypal();
  const provider = createPaypalProvider({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    environment: 'sandbox',
    webhookId: standIn.webhookId,
    apiBase: standIn.url,
    standIn: true,
  });
  return { provider, standIn };
}

/** The settings, or exit 2 with the message naming what is wrong (npm start and npm run worker). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

export async function main(): Promise<void> {
  const config = loadConfigOrExit();

  let running: Started;
  try {
    running = await start(config);
  } catch (error) {
    console.error(`Could not start: ${redactString(error instanceof Error ? error.message : String(error))}`);
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping (answering requests in flight, then closing the database)`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
