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
import { checkDatabase } from './db/database';
import type { Database } from './db/schema';
import type { AppEnv } from './http/context';
import { authenticate } from './auth/authenticate';
import { requestTransaction } from './http/database';
import { jsonBodies, refuseNonJsonBody } from './http/json-body';
import { bodyDeadline } from './http/body-deadline';
import { identifyClient } from './http/client-id';
import { rememberPeerAddress } from './http/client-ip';
import { CONSENT_TEXT, CONSENT_VERSION, generationMessages, TOOLS } from './contract/generation';
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
import type { GenerationRuntime } from './generation/runtime';
import { createGenerationService } from './generation/service';
import { createHostedClassifier } from './moderation/hosted';
import { galleryRoutes } from './gallery/routes';
import { createGalleryService } from './gallery/service';

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
}

/** Builds the whole HTTP surface from its parts. No listening and no globals, so tests build their own. */
export function createApp(deps: AppDeps) {
  const { config, logger, db, storage, mailer } = deps;
  const auth = createAuthService({ db, mailer, config, keys: deps.tokenKeys, logger });
  const app = new Hono<AppEnv>();

  app.use(rememberPeerAddress);
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
    const level = status >= 500 ? 'error' : path.startsWith('/api/') || path.startsWith('/storage/') ? 'info' : 'debug';
    // The fields are built only for an entry that is written (at LOG_LEVEL=warn, only failures).
    if (!log.enabled(level)) return;
    const fields = { method: c.req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (level === 'error') log.error('request failed', { ...fields, error: c.error });
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
  if (!config.production && mailer.outboxDir) app.route('/dev', devMailboxRoutes(mailer.outboxDir, { trustProxy: config.trustProxy }));

  if (deps.pwaDir) app.use(serveApp(deps.pwaDir, { skip: ['/api', '/storage', '/healthz', '/dev'] }));
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
  // The same for every request while the process runs: serialised and compressed once.
  const catalog = constantJson({
    tokenPackage: config.tokenPackage,
    signupGrantTokens: SIGNUP_GRANT_TOKENS,
    tokensPerGeneration: TOKENS_PER_GENERATION,
    tools: TOOLS,
    sponsorUrl: config.sponsorUrl,
    contactEmail: config.contactEmail,
    consent: { text: CONSENT_TEXT, version: CONSENT_VERSION },
  } satisfies CatalogResponse);
  const uploadPath = '/api/v1/uploads';
  return new Hono<AppEnv>()
    .use(bodyDeadline(config.limits.bodyTimeoutMs))
    .use(async (c, next) => {
      // Only the upload route takes a form. Its body is limited here by its declared length and, as it
      // streams, by the route itself (api/uploads/multipart.ts), so a chunked upload is never buffered
      // first. Every other body is JSON of at most API_BODY_LIMIT_BYTES, the webhook's included.
      if (c.req.path === uploadPath && c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        const declared = Number(c.req.header('content-length') ?? 0);
        if (declared > config.limits.uploadBodyBytes) throw new ApiError('payload_too_large', generationMessages.imageTooLarge);
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
    .get('/catalog', catalog)
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
    .route('/admin', adminRoutes())
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
        }),
        hub: deps.generation.hub,
        wake: deps.generation.wake,
        trustProxy: config.trustProxy,
        heartbeatMs: config.generation.heartbeatMs,
      }),
    )
    .route('/payments', paymentRoutes(payments, deps.paymentProvider.name, { trustProxy: config.trustProxy }))
    .route('/gallery', galleryRoutes(createGalleryService({ storage: deps.storage, signedUrlTtlSeconds: config.storage.signedUrlTtlSeconds })));
}

/** Every /api/v1 route with its input and answer types (relative to /api/v1). */
export type AppType = ReturnType<typeof apiRoutes>;
export type App = ReturnType<typeof createApp>;
