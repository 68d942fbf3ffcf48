import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Kysely } from 'kysely';
import { adminRoutes } from './admin/routes';
import type { TokenKeys } from './auth/jwt';
import { authRoutes } from './auth/routes';
import { type AuthService, createAuthService } from './auth/service';
import type { Config } from './config';
import { type CatalogResponse, SIGNUP_GRANT_TOKENS, TOKENS_PER_GENERATION } from './contract/catalog';
import { checkDatabase, type PoolStats } from './db/database';
import type { Database } from './db/schema';
import type { AppEnv } from './http/context';
import { authenticate } from './auth/authenticate';
import { requestTransaction } from './http/database';
import { jsonBodies, refuseNonJsonBody } from './http/json-body';
import { bodyDeadline } from './http/body-deadline';
import { identifyClient } from './http/client-id';
import { rememberPeerAddress } from './http/client-ip';
import { CONSENT_TEXT, CONSENT_VERSION, generationMessages, TOOL_IDS, TOOLS } from './contract/generation';
import { compression, constantJson } from './http/compression';
import { ApiError, errorBody, handleError } from './http/errors';
import { securityHeaders } from './http/headers';
import type { Logger } from './log/logger';
import { serveApp } from './http/static';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import { paymentRoutes } from './payments/routes';
import { createPaymentsService } from './payments/service';
import { devMailboxRoutes } from './mail/routes';
import { storageRoutes } from './storage/routes';
import type { Storage } from './storage/storage';
import { tokenRoutes } from './tokens/routes';
import { heldOutputRoutes } from './safety/routes';
import { uploadRoutes } from './uploads/routes';
import { generationRoutes } from './generation/routes';
import { withDemoPauses } from './generation/registry';
import { metricsRoutes } from './metrics/routes';
import { prometheus } from '@hono/prometheus';
import type { GenerationRuntime } from './generation/runtime';
import { createGenerationService } from './generation/service';
import { createHostedClassifier } from './moderation/hosted';
import { galleryRoutes } from './gallery/routes';
import { galleryAdminRoutes } from './gallery/admin-routes';
import { galleryAdminMessages } from './contract/gallery-admin';
import { settingsRoutes } from './settings/routes';
import { createSettingsStore } from './settings/service';
import { strikeRoutes } from './strikes/routes';
import { createStrikeService } from './strikes/service';
import { createGalleryService } from './gallery/service';
import { adminReportRoutes, reportRoutes } from './reports/routes';
import { jobNotifyRoutes, pushKeyRoutes, pushRoutes } from './push/routes';
import { createPushService } from './push/service';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The request pool (the `authenticator` login); every request's data goes through it under RLS. */
  db: Kysely<Database>;
  /**
   * The database check of /healthz, on a connection of its own so that it answers while every request
   * connection is taken (db/database.ts `health`); a query on `db` when omitted.
   */
  databaseHealth?: () => Promise<void>;
  /** The owner pool: background work that is not a request's (moderation records, event streams). */
  owner: Kysely<Database>;
  storage: Storage;
  /** Job queue, event listener and providers (api/generation/runtime.ts). */
  generation: GenerationRuntime;
  mailer: Mailer;
  /** PayPal, or its local stand-in when no credentials are configured (api/payments). */
  paymentProvider: PaymentProvider;
  tokenKeys: TokenKeys;
  /** The built PWA (dist/pwa); omitted in API-only tests. */
  pwaDir?: string;
  /** The request pool's connections now, for the metrics endpoint. */
  poolStats?: () => PoolStats;
}

/** Builds the whole HTTP surface from its parts. No listening and no globals, so tests build their own. */
export function createApp(appDeps: AppDeps) {
  const deps = { ...appDeps, config: withDemoPauses(appDeps.config, appDeps.generation.registry) };
  const { config, logger, db, storage, mailer } = deps;
  const auth = createAuthService({ db, mailer, config, keys: deps.tokenKeys, logger });
  const app = new Hono<AppEnv>();

  app.use(rememberPeerAddress);
  const metrics = deps.generation.metrics;
  const metricsOn = config.metrics.port !== undefined || config.metrics.token !== undefined;
  if (metricsOn) {
    // Requests by route pattern (bounded: '/api/v1/generations/:id', not each id), method and status.
    app.use(prometheus({ registry: metrics.registry, prefix: 'studio18_' }).registerMetrics);
    metrics.onScrape(async ({ jobs, pool, poolWaiting }) => {
      const rows = await deps.owner
        .selectFrom('generations')
        .select(['tool', 'provider', 'status', (eb) => eb.fn.countAll<string>().as('count')])
        .where('status', 'in', ['queued', 'running'])
        .groupBy(['tool', 'provider', 'status'])
        .execute();
      jobs.reset();
      for (const row of rows) jobs.set({ tool: row.tool, provider: row.provider, status: row.status }, Number(row.count));
      const stats = deps.poolStats?.();
      if (stats) {
        pool.set({ state: 'in_use' }, stats.total - stats.idle);
        pool.set({ state: 'idle' }, stats.idle);
        poolWaiting.set(stats.waiting);
      }
    });
  }
  app.use(
    requestId({
      limitLength: 64,
      generator: () => crypto.randomUUID(),
    }),
  );
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    await next();
    const status = c.res.status;
    const path = c.req.path;
    // A 5xx the code chose to answer (a tool under maintenance, a provider or check that is down) is a
    // warning with its code; any other 5xx is a failure, logged with its error.
    const answered = c.error instanceof ApiError ? c.error : undefined;
    const level =
      status >= 500 ? (answered ? 'warn' : 'error') : path.startsWith('/api/') || path.startsWith('/storage/') ? 'info' : 'debug';
    // The fields are built only for an entry that is written (at LOG_LEVEL=warn, only failures).
    if (!log.enabled(level)) return;
    const fields = { method: c.req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (level === 'error') log.error('request failed', { ...fields, error: c.error });
    else if (answered && status >= 500) log.warn('request not served', { ...fields, code: answered.code });
    else log[level]('request', fields);
  });
  app.use(
    securityHeaders({
      hsts: config.production && config.publicUrl.startsWith('https:'),
      paypal: deps.paymentProvider.clientConfig().clientId !== null,
    }),
  );
  app.use(compression());

  app.onError(handleError);

  const databaseHealth = deps.databaseHealth ?? (() => checkDatabase(db));
  app.get('/healthz', async (c) => {
    const [database, files] = await Promise.allSettled([databaseHealth(), storage.check()]);
    const report = {
      status: database.status === 'fulfilled' && files.status === 'fulfilled' ? 'ok' : 'error',
      database: database.status === 'fulfilled' ? 'ok' : 'error',
      storage: files.status === 'fulfilled' ? 'ok' : 'error',
    };
    if (report.status !== 'ok') {
      c.get('logger').warn('health check failed', {
        database: database.status === 'rejected' ? String(database.reason) : 'ok',
        storage: files.status === 'rejected' ? String(files.reason) : 'ok',
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });

  app.route('/api/v1', apiRoutes(deps, auth));
  // Sub-apps share the parent's not-found handler, so unknown API paths are answered here, as JSON.
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Not found', c.get('requestId')), 404));

  app.route('/storage', storageRoutes(storage));
  // Where tests and developers read the mails the site would have sent; never in production.
  if (config.mail.mailboxShown && mailer.outboxDir)
    app.route('/dev', devMailboxRoutes(mailer.outboxDir, { trustProxy: config.trustProxy }));

  // The metrics on the site's port only behind METRICS_TOKEN; with METRICS_PORT they have a listener of their own (api/main.ts).
  if (config.metrics.token !== undefined && config.metrics.port === undefined) app.route('/', metricsRoutes(metrics, config.metrics.token));

  if (deps.pwaDir) app.use(serveApp(deps.pwaDir, { skip: ['/api', '/storage', '/healthz', '/dev', '/metrics'] }));
  app.notFound((c) => c.text('Not found', 404));

  return app;
}

/**
 * /api/v1, chained so that its type describes every route with its input and answer: the PWA's
 * client is `hc<AppType>` over it (pwa/src/api/client.ts).
 */
function apiRoutes(deps: AppDeps, auth: AuthService) {
  const { config, db } = deps;
  const payments = createPaymentsService({ db, provider: deps.paymentProvider, tokenPackage: config.tokenPackage, logger: deps.logger });
  const limitBody = bodyLimit({
    maxSize: config.limits.apiBodyBytes,
    onError: () => {
      throw new ApiError('payload_too_large', 'Request body is too large');
    },
  });
  const settings = createSettingsStore({ owner: deps.owner, config, logger: deps.logger });
  const strikes = createStrikeService({ owner: deps.owner, logger: deps.logger });
  // The same for every request while the maintenance switches stay as they are: serialised and
  // compressed once per state of the switches (the settings' cache says which tools are paused).
  const catalogFor = (pausedTools: CatalogResponse['pausedTools']) =>
    constantJson({
      tokenPackage: config.tokenPackage,
      signupGrantTokens: SIGNUP_GRANT_TOKENS,
      tokensPerGeneration: TOKENS_PER_GENERATION,
      tools: TOOLS,
      pausedTools,
      sponsorUrl: config.sponsorUrl,
      contactEmail: config.contactEmail,
      consent: { text: CONSENT_TEXT, version: CONSENT_VERSION },
    } satisfies CatalogResponse);
  let catalog = { paused: '', answer: catalogFor([]) };
  const push = createPushService({ publicKey: deps.generation.push?.publicKey ?? null, hosts: config.push.serviceHosts });
  // The routes that take a form, with what a body declared too large is told.
  const multipartRoutes: Record<string, string> = {
    '/api/v1/uploads': generationMessages.imageTooLarge,
    '/api/v1/admin/gallery': galleryAdminMessages.tooLarge,
  };
  return (
    new Hono<AppEnv>()
      .use(bodyDeadline(config.limits.bodyTimeoutMs))
      .use(async (c, next) => {
        // Only the two upload routes (an input image, a Gallery Admin image) take a form. Its body is
        // limited here by its declared length and, as it streams, by the route itself
        // (api/uploads/multipart.ts), so a chunked upload is never buffered first. Every other body is JSON of at most API_BODY_LIMIT_BYTES, the webhook's included.
        const tooLarge = c.req.method === 'POST' ? multipartRoutes[c.req.path] : undefined;
        if (tooLarge && c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
          const declared = Number(c.req.header('content-length') ?? 0);
          if (declared > config.limits.uploadBodyBytes) throw new ApiError('payload_too_large', tooLarge);
          return next();
        }
        refuseNonJsonBody(c.req.raw);
        return limitBody(c, async () => {
          await jsonBodies(c, next);
        });
      })
      .use(authenticate(deps.tokenKeys))
      // Registered before the request transaction (and the anonymous client id, which it has no use
      // for), so it never opens one: it reads no data and answers every caller the same bytes. A token sent with it is verified (signature, expiry, claims) but its
      // user is not looked up, since nothing in the answer depends on who sends it; every route below
      // reads or writes data and refuses the token of a deleted user or a demoted administrator.
      .get('/catalog', async (c) => {
        const { maintenance } = await settings.current();
        const paused = TOOL_IDS.filter((tool) => maintenance[tool]);
        if (paused.join() !== catalog.paused) catalog = { paused: paused.join(), answer: catalogFor(paused) };
        return catalog.answer(c);
      })
      // Like the catalog: the same answer for everyone, no data read.
      .route('/push', pushKeyRoutes(push.publicKey))
      .use(identifyClient)
      .use(requestTransaction(db))
      .route(
        '/auth',
        authRoutes(auth, {
          publicUrl: config.publicUrl,
          trustProxy: config.trustProxy,
          refreshTokenTtlSeconds: config.auth.refreshTokenTtlSeconds,
        }),
      )
      .route('/admin', adminRoutes({ storage: deps.storage, passwordHashCost: config.auth.passwordHashCost }))
      .route('/admin/gallery', galleryAdminRoutes({ storage: deps.storage }))
      .route('/admin/settings', settingsRoutes(settings))
      .route('/admin', strikeRoutes({ strikes, thresholds: async () => (await settings.current()).strikes }))
      .route('/admin/held', heldOutputRoutes({ storage: deps.storage }))
      .route('/tokens', tokenRoutes())
      .route('/uploads', uploadRoutes({ storage: deps.storage, config, analyser: deps.generation.analyser }))
      .route(
        '/generations',
        generationRoutes({
          service: createGenerationService({
            owner: deps.owner,
            storage: deps.storage,
            config,
            registry: deps.generation.registry,
            logger: deps.logger,
            classifier: config.moderation ? createHostedClassifier(config.moderation) : undefined,
            settings,
            strikes,
            metrics: deps.generation.metrics,
          }),
          hub: deps.generation.hub,
          wake: deps.generation.wake,
          trustProxy: config.trustProxy,
          heartbeatMs: config.generation.heartbeatMs,
        }),
      )
      .route('/generations', jobNotifyRoutes(push))
      .route('/push', pushRoutes(push))
      .route('/payments', paymentRoutes(payments, deps.paymentProvider.name, { trustProxy: config.trustProxy }))
      .route(
        '/gallery',
        galleryRoutes(createGalleryService({ storage: deps.storage, signedUrlTtlSeconds: config.storage.signedUrlTtlSeconds })),
      )
      .route('/reports', reportRoutes({ storage: deps.storage, limits: config.reports, trustProxy: config.trustProxy }))
      .route('/admin/reports', adminReportRoutes({ storage: deps.storage, limits: config.reports, trustProxy: config.trustProxy }))
  );
}

/** Every /api/v1 route with its input and answer types (relative to /api/v1). */
export type AppType = ReturnType<typeof apiRoutes>;
export type App = ReturnType<typeof createApp>;
