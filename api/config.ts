import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PACKAGE_PRICE, DEFAULT_PACKAGE_TOKENS, tokenPackage } from './contract/catalog';
import { isToolId, TOOL_IDS, type ToolId } from './contract/generation';

/** log2 of scrypt's N for new password hashes unless PASSWORD_HASH_COST says otherwise (api/auth/password.ts). */
export const DEFAULT_PASSWORD_HASH_COST = 15;

/**
 * Every setting of the server, read once from the environment. The defaults run offline on a
 * developer's machine (embedded Postgres, local-disk storage, demo provider, mail outbox); setting
 * the production variables switches each part over. README.md documents each variable.
 */

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalText.pipe(z.url().optional());
const providerName = z.enum(['fal', 'huggingface', 'comfyui', 'local', 'demo']).optional();
const fallbackName = z.enum(['fal', 'huggingface', 'comfyui', 'local', 'demo', 'none']).optional();
type ProviderSetting = z.output<typeof providerName>;
type FallbackSetting = z.output<typeof fallbackName>;
/**
 * One entry of PUSH_SERVICE_HOSTS: a host name, `*.` + a domain for its subdomains, or a plain-HTTP
 * loopback address with its port (a test's or a developer's local push endpoint; never in production).
 */
const PUSH_HOST_ENTRY = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$|^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/** The push services of the browsers people use: Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows'. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A tool id as the name of its settings: 'premium-text-to-image' → 'PREMIUM_TEXT_TO_IMAGE'. */
type EnvName<S extends string> = S extends `${infer Head}-${infer Rest}` ? `${Uppercase<Head>}_${EnvName<Rest>}` : Uppercase<S>;
export const envName = <T extends ToolId>(tool: T) => tool.toUpperCase().replaceAll('-', '_') as EnvName<T>;

/** PROVIDER_<TOOL> and FALLBACK_<TOOL> for every tool of the contract: a new tool has its settings without a line here. */
const toolProviderSettings = Object.fromEntries(
  TOOL_IDS.flatMap((tool) => [
    [`PROVIDER_${envName(tool)}`, providerName],
    [`FALLBACK_${envName(tool)}`, fallbackName],
  ]),
) as { [T in ToolId as `PROVIDER_${EnvName<T>}`]: typeof providerName } & {
  [T in ToolId as `FALLBACK_${EnvName<T>}`]: typeof fallbackName;
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),

  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection URL')
      .optional(),
  ),
  DATABASE_POOL_MAX: positiveInt.default(10),
  DATABASE_POOL_WAIT_MS: positiveInt.default(3000),
  EMBEDDED_POSTGRES_PORT: port.default(54329),

  STORAGE_DIR: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_BUCKET_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]*$/, 'lowercase letters, digits and dashes')
    .default(''),
  SIGNED_URL_TTL_SECONDS: positiveInt.default(3600),

  API_BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  UPLOAD_BODY_LIMIT_BYTES: positiveInt.default(11 * 1024 * 1024),
  REQUEST_BODY_TIMEOUT_SECONDS: positiveInt.default(120),
  TRUST_PROXY: bool.default(false),
  /** The metrics endpoint: on its own port, or on the site's behind a bearer token; off when neither is set. */
  METRICS_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),

  FAL_KEY: optionalText,
  FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
  FAL_REST_URL: z.url().default('https://rest.fal.ai'),
  FAL_POLL_INTERVAL_MS: positiveInt.default(1000),
  FAL_MODEL_TEXT_TO_IMAGE: z.string().trim().min(1).default('fal-ai/flux/schnell'),
  FAL_MODEL_TEXT_TO_IMAGE_DEV: z.string().trim().min(1).default('fal-ai/flux/dev'),
  FAL_MODEL_UPSCALE: z.string().trim().min(1).default('fal-ai/esrgan'),
  FAL_MODEL_REMOVE_BACKGROUND: z.string().trim().min(1).default('fal-ai/imageutils/rembg'),
  HF_TOKEN: optionalText,
  HF_BASE_URL: z.url().default('https://router.huggingface.co/hf-inference/models'),
  HF_MODEL_TEXT_TO_IMAGE: z.string().min(1).default('black-forest-labs/FLUX.1-schnell'),
  HF_MODEL_TEXT_TO_IMAGE_DEV: z.string().trim().min(1).default('black-forest-labs/FLUX.1-dev'),
  HF_MODEL_IMAGE_TO_IMAGE: z.string().min(1).default('timbrooks/instruct-pix2pix'),
  COMFYUI_URL: optionalUrl,
  COMFYUI_WORKFLOWS_DIR: optionalText,
  DEMO_STEP_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(120),
  ...toolProviderSettings,
  PROVIDER_TIMEOUT_SECONDS: positiveInt.default(900),
  OUTPUT_MAX_IMAGE_BYTES: positiveInt.default(50 * 1024 * 1024),
  OUTPUT_MAX_VIDEO_BYTES: positiveInt.default(200 * 1024 * 1024),
  OUTPUT_DOWNLOAD_TIMEOUT_SECONDS: positiveInt.default(120),
  GENERATION_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Tool ids kept paused whatever the administrator's switches say; checked against the tools in loadConfig. */
  MAINTENANCE_TOOLS: z.string().default(''),
  /** In production, let paid tools run on the demo renderer (otherwise they are paused; see demoPausedTools). */
  ALLOW_DEMO_RENDERS: bool.default(false),
  MODERATION_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MODERATION_API_KEY: optionalText,
  MODERATION_MODEL: z.string().trim().min(1).default('omni-moderation-latest'),
  MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  MODERATION_MINORS_THRESHOLD: z.coerce.number().min(0.01).max(1).default(0.5),
  SAFETY_CHECK: z.enum(['on', 'off']).default('on'),
  SAFETY_SEXUAL_THRESHOLD: z.coerce.number().min(0).max(1).default(0.6),
  SAFETY_MIN_FACE_AGE: z.coerce.number().min(0).max(120).default(21),
  SAFETY_UPLOAD_MIN_FACE_AGE: z.coerce.number().min(0).max(120).default(18),
  WORKER: z.enum(['on', 'off']).default('on'),
  WORKER_CONCURRENCY_FAL: positiveInt.default(4),
  WORKER_CONCURRENCY_HUGGINGFACE: positiveInt.default(2),
  WORKER_CONCURRENCY_COMFYUI: positiveInt.default(1),
  WORKER_CONCURRENCY_DEMO: positiveInt.default(2),
  WORKER_CONCURRENCY_LOCAL: positiveInt.default(1),
  WORKER_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  WORKER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(2),
  WORKER_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  FREE_LIMIT_PER_IP: positiveInt.default(30),
  FREE_LIMIT_PER_MEMBER: positiveInt.default(60),
  FREE_LIMIT_WINDOW_SECONDS: positiveInt.default(3600),
  STRIKE_WARN_ABOVE: z.coerce.number().int().min(1).max(1000).default(3),
  STRIKE_FLAG_ABOVE: z.coerce.number().int().min(1).max(1000).default(5),
  STRIKE_SUSPEND_ABOVE: z.coerce.number().int().min(1).max(1000).default(8),
  STRIKE_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  ANON_OUTPUT_TTL_HOURS: positiveInt.default(24),
  REPORT_LIMIT_PER_IP: positiveInt.default(5),
  REPORT_LIMIT_PER_ITEM: positiveInt.default(20),
  REPORT_LIMIT_WINDOW_SECONDS: positiveInt.default(3600),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  SPONSOR_URL: z.url().default('https://example.com/sponsor'),
  CONTACT_EMAIL: optionalText.pipe(z.email().optional()),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.string().regex(PUSH_HOST_ENTRY, 'comma-separated host names (*.example.com for its subdomains) or http://127.0.0.1:PORT'),
          )
          .min(1),
      )
      .optional(),
  ),
  /** Unset: on in development and tests, off in production (see `demoMediaByDefault`). */
  LANDING_MEDIA: bool.optional(),
  SEED_GALLERY: bool.optional(),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Studio 18 <no-reply@localhost>'),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  PAYPAL_WEBHOOK_ID: optionalText,

  TOKEN_PACKAGE_PRICE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'a price such as 19 or 19.00')
    .refine((value) => Number(value) > 0, 'a price above 0')
    .default(DEFAULT_PACKAGE_PRICE),
  TOKEN_PACKAGE_TOKENS: positiveInt.default(DEFAULT_PACKAGE_TOKENS),

  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'at least 6 characters').max(128).optional()),
  AUTH_EMAIL_CONFIRMATION: z.enum(['required', 'off']).default('required'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_PASSWORD_HASH_COST),
  SIGNUP_RATE_LIMIT: positiveInt.default(5),
  SIGNUP_RATE_WINDOW_SECONDS: positiveInt.default(60),
  SIGNIN_FREE_ATTEMPTS_PER_EMAIL: positiveInt.default(5),
  SIGNIN_FREE_ATTEMPTS_PER_IP: positiveInt.default(20),
  SIGNIN_MAX_DELAY_SECONDS: positiveInt.default(900),
  SIGNIN_FIRST_BLOCK_SECONDS: positiveInt.default(1),
  MAIL_RATE_LIMIT: positiveInt.default(3),
  MAIL_RATE_WINDOW_SECONDS: positiveInt.default(3600),
  MAIL_IP_RATE_LIMIT: positiveInt.default(20),
});

/** Every variable the server reads (README's settings table lists exactly these). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as Array<keyof typeof envSchema.shape>;

/** MAINTENANCE_TOOLS as tool ids; the unknown ones, to stop the start. */
function maintenanceTools(value: string): { tools: ToolId[]; unknown: string[] } {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  return { tools: names.filter(isToolId), unknown: names.filter((name) => !isToolId(name)) };
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Whether the server makes demo renders of its own (the landing page's clips and stills, the gallery's
 * sample items) when the operator has not said. A developer's or a test's site should look complete
 * with nothing configured; a production site shows only what its operator put there, so there it
 * takes LANDING_MEDIA=true or SEED_GALLERY=true to get them.
 */
const demoMediaByDefault = (nodeEnv: z.output<typeof envSchema>['NODE_ENV']) => nodeEnv !== 'production';

/** The site's https address, which push services accept as the VAPID subject; else the default contact address. */
function defaultVapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:contact@studio18.example';
}

function toConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir,
    logLevel: env.LOG_LEVEL,
    appSecret: env.APP_SECRET,
    trustProxy: env.TRUST_PROXY,
    /**
     * GET /metrics (Prometheus): on METRICS_PORT's own listener (with the token when one is set), else
     * on the site's port behind METRICS_TOKEN; off when neither is set.
     */
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    database: {
      url: env.DATABASE_URL,
      poolMax: env.DATABASE_POOL_MAX,
      poolWaitMs: env.DATABASE_POOL_WAIT_MS,
      embeddedPort: env.EMBEDDED_POSTGRES_PORT,
      embeddedDir: path.join(dataDir, 'postgres'),
    },
    storage: {
      dir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'storage')),
      s3: env.S3_ENDPOINT
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            bucketPrefix: env.S3_BUCKET_PREFIX,
          }
        : undefined,
      signedUrlTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    },
    limits: {
      apiBodyBytes: env.API_BODY_LIMIT_BYTES,
      uploadBodyBytes: env.UPLOAD_BODY_LIMIT_BYTES,
      bodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    },
    providers: {
      falKey: env.FAL_KEY,
      hfToken: env.HF_TOKEN,
      fal: env.FAL_KEY
        ? {
            key: env.FAL_KEY,
            queueUrl: env.FAL_QUEUE_URL,
            restUrl: env.FAL_REST_URL,
            pollIntervalMs: env.FAL_POLL_INTERVAL_MS,
            models: {
              'text-to-image': env.FAL_MODEL_TEXT_TO_IMAGE,
              'text-to-image-dev': env.FAL_MODEL_TEXT_TO_IMAGE_DEV,
              upscale: env.FAL_MODEL_UPSCALE,
              'remove-background': env.FAL_MODEL_REMOVE_BACKGROUND,
            },
          }
        : undefined,
      huggingface: env.HF_TOKEN
        ? {
            token: env.HF_TOKEN,
            baseUrl: env.HF_BASE_URL,
            models: {
              'text-to-image': env.HF_MODEL_TEXT_TO_IMAGE,
              'text-to-image-dev': env.HF_MODEL_TEXT_TO_IMAGE_DEV,
              'image-to-image': env.HF_MODEL_IMAGE_TO_IMAGE,
            },
          }
        : undefined,
      comfyui: env.COMFYUI_URL ? { url: env.COMFYUI_URL, workflowsDir: env.COMFYUI_WORKFLOWS_DIR } : undefined,
      demo: { stepDelayMs: env.DEMO_STEP_DELAY_MS },
      /** Per tool: the provider asked first and the one tried when it fails (api/generation/registry.ts). */
      choice: Object.fromEntries(
        TOOL_IDS.map((tool) => [tool, { primary: env[`PROVIDER_${envName(tool)}`], fallback: env[`FALLBACK_${envName(tool)}`] }]),
      ) as Record<ToolId, { primary: ProviderSetting; fallback: FallbackSetting }>,
      timeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
      /** What a provider's output may be: its size per kind and the time to download it (api/generation/providers/download.ts). */
      outputs: {
        maxBytes: { image: env.OUTPUT_MAX_IMAGE_BYTES, video: env.OUTPUT_MAX_VIDEO_BYTES },
        timeoutMs: env.OUTPUT_DOWNLOAD_TIMEOUT_SECONDS * 1000,
      },
    },
    generation: {
      retryDelayMs: env.GENERATION_RETRY_DELAY_MS,
      /** A network-type failure is retried up to 3 times, waiting 2 s × the attempt number. */
      maxRetries: 3,
      worker: env.WORKER === 'on',
      concurrency: {
        fal: env.WORKER_CONCURRENCY_FAL,
        huggingface: env.WORKER_CONCURRENCY_HUGGINGFACE,
        comfyui: env.WORKER_CONCURRENCY_COMFYUI,
        demo: env.WORKER_CONCURRENCY_DEMO,
        local: env.WORKER_CONCURRENCY_LOCAL,
      },
      leaseSeconds: env.WORKER_LEASE_SECONDS,
      maxAttempts: env.WORKER_MAX_ATTEMPTS,
      pollSeconds: env.WORKER_POLL_SECONDS,
      freeLimit: { perIp: env.FREE_LIMIT_PER_IP, perMember: env.FREE_LIMIT_PER_MEMBER, windowSeconds: env.FREE_LIMIT_WINDOW_SECONDS },
      /** Tools paused by the operator (MAINTENANCE_TOOLS): the administrator's switch cannot turn them back on. */
      maintenanceTools: maintenanceTools(env.MAINTENANCE_TOOLS).tools,
      /** ALLOW_DEMO_RENDERS: in production, paid tools with only the demo renderer run (and charge) instead of pausing. */
      allowDemoRenders: env.ALLOW_DEMO_RENDERS,
      /** Paid tools paused because only the demo renderer serves them in production: filled by withDemoPauses. */
      demoPausedTools: [] as ToolId[],
      /** Refused prompts per account or browser in the window: warned above, flagged above, suspended above (api/settings). */
      strikes: {
        warnAbove: env.STRIKE_WARN_ABOVE,
        flagAbove: env.STRIKE_FLAG_ABOVE,
        suspendAbove: env.STRIKE_SUSPEND_ABOVE,
        windowHours: env.STRIKE_WINDOW_HOURS,
      },
      anonTtlHours: env.ANON_OUTPUT_TTL_HOURS,
      heartbeatMs: Math.round(env.SSE_HEARTBEAT_SECONDS * 1000),
    },
    /** The hosted classifier behind the local content policy (api/moderation/hosted.ts); undefined: local rules only. */
    moderation: env.MODERATION_URL
      ? {
          url: env.MODERATION_URL,
          apiKey: env.MODERATION_API_KEY,
          model: env.MODERATION_MODEL,
          timeoutMs: env.MODERATION_TIMEOUT_MS,
          minorsThreshold: env.MODERATION_MINORS_THRESHOLD,
        }
      : undefined,
    /** Reports of shared gallery items (api/reports): how many one address, and one item, may get per window. */
    reports: { perIp: env.REPORT_LIMIT_PER_IP, perItem: env.REPORT_LIMIT_PER_ITEM, windowSeconds: env.REPORT_LIMIT_WINDOW_SECONDS },
    /** The output safety check behind the prompt policy (api/safety/). */
    safety: {
      enabled: env.SAFETY_CHECK === 'on',
      sexualThreshold: env.SAFETY_SEXUAL_THRESHOLD,
      minFaceAge: env.SAFETY_MIN_FACE_AGE,
      uploadMinFaceAge: env.SAFETY_UPLOAD_MIN_FACE_AGE,
    },
    sponsorUrl: env.SPONSOR_URL,
    /** The public contact address: legal page, takedown and removal requests, the landing's Contact Us. */
    contactEmail: env.CONTACT_EMAIL ?? 'contact@studio18.example',
    /**
     * Web Push (api/push): the VAPID keys from the environment (unset: generated into the data folder
     * outside production, see resolveVapidKeys), who the push services may write to about them, and
     * the only hosts a subscription's endpoint may be on.
     */
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT ?? (env.CONTACT_EMAIL ? `mailto:${env.CONTACT_EMAIL}` : defaultVapidSubject(env.PUBLIC_URL)),
      serviceHosts: env.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
    },
    /** Render the landing page's missing media into gallery/landing/ at start (api/media/landing.ts). */
    landingMedia: env.LANDING_MEDIA ?? demoMediaByDefault(env.NODE_ENV),
    gallery: {
      /** Put the sample items into an empty gallery on the first start (api/media/gallery-seed.ts). */
      seed: env.SEED_GALLERY ?? demoMediaByDefault(env.NODE_ENV),
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      /** Whether /dev/mailbox shows the outbox: never in production. */
      mailboxShown: env.NODE_ENV !== 'production',
    },
    auth: {
      emailConfirmation: env.AUTH_EMAIL_CONFIRMATION === 'required',
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86_400,
      /** How long the mailed confirmation and reset links work (24 hours). */
      emailLinkTtlSeconds: 24 * 3600,
      /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST; 15 unless a test suite sets it lower). */
      passwordHashCost: env.PASSWORD_HASH_COST,
      signUp: { max: env.SIGNUP_RATE_LIMIT, windowSeconds: env.SIGNUP_RATE_WINDOW_SECONDS },
      signIn: {
        freeAttemptsPerEmail: env.SIGNIN_FREE_ATTEMPTS_PER_EMAIL,
        freeAttemptsPerIp: env.SIGNIN_FREE_ATTEMPTS_PER_IP,
        maxDelaySeconds: env.SIGNIN_MAX_DELAY_SECONDS,
        firstBlockSeconds: env.SIGNIN_FIRST_BLOCK_SECONDS,
        /** Failures older than this are forgotten. */
        decaySeconds: 3600,
      },
      mailPerAddress: { max: env.MAIL_RATE_LIMIT, windowSeconds: env.MAIL_RATE_WINDOW_SECONDS },
      mailPerIp: { max: env.MAIL_IP_RATE_LIMIT, windowSeconds: env.MAIL_RATE_WINDOW_SECONDS },
    },
    tokenPackage: tokenPackage(Number(env.TOKEN_PACKAGE_PRICE).toFixed(2), env.TOKEN_PACKAGE_TOKENS),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            environment: env.PAYPAL_ENVIRONMENT,
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
  };
}

/**
 * Settings whose value is a secret or holds one (a password inside a URL): an error about them names the
 * setting and its length, never the value, which would reach the logs.
 */
const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  'APP_SECRET',
  'DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
  'FAL_KEY',
  'HF_TOKEN',
  'MODERATION_API_KEY',
  'VAPID_PRIVATE_KEY',
  'SMTP_URL',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
]);

/** How an error message shows a setting's value: as written, or for a secret only its length. */
function shownValue(name: string, value: string | undefined): string {
  if (!SECRET_SETTINGS.has(name)) return `=${JSON.stringify(value ?? '')}`;
  return value ? ` (${value.length} characters, not shown)` : '=""';
}

/** Parses the environment; a wrong value throws a ConfigError naming the variable and what it expects. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}${shownValue(name, source[name])}: expected ${describeIssue(issue)}`;
    });
    throw new ConfigError(`Invalid setting${lines.length > 1 ? 's' : ''}:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.S3_ENDPOINT && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: expected both to be set when S3_ENDPOINT is set',
    );
  }
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError('Invalid settings:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: expected both or neither to be set');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid settings:\n  ADMIN_EMAIL and ADMIN_PASSWORD: expected both or neither to be set');
  }
  if (!(env.STRIKE_WARN_ABOVE <= env.STRIKE_FLAG_ABOVE && env.STRIKE_FLAG_ABOVE <= env.STRIKE_SUSPEND_ABOVE)) {
    throw new ConfigError(
      'Invalid settings:\n  STRIKE_WARN_ABOVE, STRIKE_FLAG_ABOVE, STRIKE_SUSPEND_ABOVE: expected each at most the next',
    );
  }
  const { unknown } = maintenanceTools(env.MAINTENANCE_TOOLS);
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid setting:\n  MAINTENANCE_TOOLS=${JSON.stringify(env.MAINTENANCE_TOOLS)}: expected tool ids separated by commas, from ${TOOL_IDS.join(', ')} (unknown: ${unknown.join(', ')})`,
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid settings:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: expected both or neither to be set');
  }
  if (env.NODE_ENV === 'production' && env.PUSH_SERVICE_HOSTS?.some((entry) => entry.startsWith('http:'))) {
    throw new ConfigError('Invalid setting:\n  PUSH_SERVICE_HOSTS: expected no http:// loopback entry in production');
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    throw new ConfigError(
      `Invalid setting:\n  PASSWORD_HASH_COST=${env.PASSWORD_HASH_COST}: expected at least ${DEFAULT_PASSWORD_HASH_COST} in production (a lower cost is for test suites)`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    throw new ConfigError('Invalid setting:\n  APP_SECRET="": expected a random secret of at least 32 characters in production');
  }
  return toConfig(env);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_type':
      return issue.expected === 'number' ? 'a number' : `a ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' ? `at least ${issue.minimum} characters` : `a number >= ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `at most ${issue.maximum} characters` : `a number <= ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'a URL such as https://host';
      return issue.format === 'email' ? 'an e-mail address' : issue.message;
    default:
      return issue.message;
  }
}
