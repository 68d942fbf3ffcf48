import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, createApp } from '../app';
import { tokenKeys, type TokenKeys } from '../auth/jwt';
import { REFRESH_COOKIE } from '../auth/routes';
import { type Config, loadConfig } from '../config';
import type { SessionResponse } from '../contract/auth';
import { createLogger } from '../log/logger';
import { listen, type RunningServer } from '../http/serve';
import { createMailer, type Mailer } from '../mail/mailer';
import { type OutboxMail, readOutbox } from '../mail/outbox';
import { type FakePaypal, startFakePaypal } from '../payments/fake-paypal';
import { createPaypalProvider } from '../payments/paypal';
import { createStorage, type Storage } from '../storage/storage';
import type { GenerationProvider } from '../generation/providers/provider';
import type { GenerationRuntime } from '../generation/runtime';
import type { Analyser } from '../safety/analyser';
import { startTestGeneration } from './generation';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * The whole app on a real HTTP port, over a database of the test file's own and a temporary data
 * folder (outbox, storage). Requests carry X-Forwarded-For (TRUST_PROXY is on) so each simulated
 * client has its own address for the rate limits, as browsers behind a proxy would.
 */
export interface TestApp {
  url: string;
  /** The Hono app itself (its `routes` are what the security list is checked against). */
  app: App;
  db: TestDatabase;
  config: Config;
  keys: TokenKeys;
  /** The PayPal stand-in this app's payments talk to. */
  paypal: FakePaypal;
  /** This app's generation runtime (its worker, queue and event listener). */
  generation: GenerationRuntime;
  storage: Storage;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  mailsTo(email: string): Promise<OutboxMail[]>;
  /** The token of the newest link of that kind mailed to the address. */
  linkToken(email: string, kind: 'confirm' | 'reset'): Promise<string>;
  /** A member who signed up, confirmed the e-mail and holds a session. */
  member(email?: string, password?: string): Promise<Member>;
  /** A member made administrator in the database, with a session whose token says admin. */
  admin(): Promise<Member>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** A multipart form, sent instead of a JSON body. */
  form?: FormData;
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  body: any;
  headers: Headers;
  /** The refresh cookie the answer set: a value, '' when it was cleared, undefined when untouched. */
  refreshCookie: string | undefined;
}

export interface Member {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshCookie: string;
}

export const uniqueEmail = (label = 'member') => `${label}-${randomBytes(5).toString('hex')}@example.com`;
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! + 1}`;

export interface TestAppOptions {
  /** Another app's database: two apps on one database behave like two server processes. */
  shareDatabaseOf?: TestApp;
  /** A database the test made itself (on a server of its own, say), kept when the app closes. */
  database?: TestDatabase;
  /** Wraps the outbox mailer, e.g. to make some sends fail. */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** Run a generation worker in this app (default false: only the tests of generation need one). */
  worker?: boolean;
  /** Generation providers instead of those the env configures. */
  providers?: GenerationProvider[];
  /** The output safety analyser instead of the real models (with SAFETY_CHECK=on). */
  analyser?: Analyser;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database ?? options.shareDatabaseOf?.db;
  const db = shared ?? (await createTestDatabase());
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-api-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://studio18.test',
    // The safety models take seconds to load: on only in the files that test them (api/safety).
    SAFETY_CHECK: 'off',
    // Password hashes of 2^10 instead of 2^15: the files make hundreds of accounts, and the cost is not
    // what they test (api/auth/sign-up.test.ts keeps the production cost and checks it; production
    // refuses less).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ...env,
  });
  const keys = tokenKeys(`test-jwt-${randomUUID()}`);
  const storage = createStorage(config.storage, 'storage-test-secret');
  await storage.ensureBuckets();
  const paypal = await startFakePaypal();
  const generation = await startTestGeneration(db, {
    config,
    storage,
    work: options.worker ?? false,
    providers: options.providers,
    analyser: options.analyser,
  });
  const app = createApp({
    config,
    logger: createLogger('silent'),
    db: db.api,
    databaseHealth: db.health,
    owner: db.owner,
    storage,
    generation,
    mailer: (options.wrapMailer ?? ((mailer) => mailer))(createMailer(config.mail)),
    paymentProvider: createPaypalProvider({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      environment: 'sandbox',
      webhookId: paypal.webhookId,
      apiBase: paypal.url,
      standIn: true,
    }),
    tokenKeys: keys,
    poolStats: db.poolStats,
  });
  const server: RunningServer = await listen(app.fetch, { hostname: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${server.port}`;

  const call: TestApp['call'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie !== undefined) headers.cookie = `${REFRESH_COOKIE}=${options.cookie}`;
    const res = await fetch(url + route, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      redirect: 'manual',
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`));
    const refreshCookie = set === undefined ? undefined : decodeURIComponent(set.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '');
    return { status: res.status, body, headers: res.headers, refreshCookie };
  };

  const mailsTo = async (email: string) => (await readOutbox(config.mail.outboxDir)).filter((mail) => mail.to === email);

  const linkToken: TestApp['linkToken'] = async (email, kind) => {
    const marker = kind === 'confirm' ? '#confirm=' : '#reset=';
    for (const mail of await mailsTo(email)) {
      const match = new RegExp(`${marker}([A-Za-z0-9_-]+)`).exec(mail.text);
      if (match?.[1]) return match[1];
    }
    throw new Error(`no ${kind} link mailed to ${email}`);
  };

  const member: TestApp['member'] = async (email = uniqueEmail(), password = 'correct horse battery') => {
    const signUp = await call('POST', '/api/v1/auth/sign-up', { body: { email, password, adult: true } });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const confirm = await call('POST', '/api/v1/auth/confirm', { body: { token: await linkToken(email, 'confirm') } });
    if (confirm.status !== 200 || !confirm.refreshCookie) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
    const session = confirm.body as SessionResponse;
    return { id: session.user.id, email, password, accessToken: session.accessToken, refreshCookie: confirm.refreshCookie };
  };

  const admin: TestApp['admin'] = async () => {
    const m = await member(uniqueEmail('admin'));
    await db.owner.updateTable('user_profiles').set({ is_admin: true }).where('id', '=', m.id).execute();
    const refreshed = await call('POST', '/api/v1/auth/refresh', { cookie: m.refreshCookie });
    if (refreshed.status !== 200 || refreshed.body.user.role !== 'admin')
      throw new Error(`admin refresh failed: ${JSON.stringify(refreshed.body)}`);
    return { ...m, accessToken: refreshed.body.accessToken, refreshCookie: refreshed.refreshCookie! };
  };

  return {
    url,
    app,
    admin,
    db,
    config,
    keys,
    paypal,
    generation,
    storage,
    call,
    mailsTo,
    linkToken,
    member,
    async close() {
      await server.close();
      await generation.stop();
      await paypal.stop();
      if (!shared) await db.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
