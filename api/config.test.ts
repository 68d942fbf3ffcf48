import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('loadConfig', () => {
  it('runs offline with no environment: embedded database, local storage, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDir).toBe(path.resolve('data/postgres'));
    expect(config.storage.s3).toBeUndefined();
    expect(config.storage.dir).toBe(path.resolve('data/storage'));
    expect(config.storage.signedUrlTtlSeconds).toBe(3600);
    expect(config.paypal).toBeUndefined();
    expect(config.production).toBe(false);
    expect(config.auth).toMatchObject({
      emailConfirmation: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      emailLinkTtlSeconds: 86_400,
      signUp: { max: 5, windowSeconds: 60 },
      mailPerAddress: { max: 3, windowSeconds: 3600 },
    });
    expect(config.admin).toBeUndefined();
    expect(config.mail.outboxDir).toBe(path.resolve('data/outbox'));
  });

  it("reads each tool's provider and fallback from PROVIDER_<TOOL> and FALLBACK_<TOOL>, named after the tool id", () => {
    const { choice } = loadConfig({
      PROVIDER_PREMIUM_TEXT_TO_IMAGE: 'fal',
      FALLBACK_PREMIUM_TEXT_TO_IMAGE: 'huggingface',
      FALLBACK_REMOVE_BACKGROUND: 'none',
    }).providers;
    expect(choice['premium-text-to-image']).toEqual({ primary: 'fal', fallback: 'huggingface' });
    expect(choice['remove-background']).toEqual({ primary: undefined, fallback: 'none' });
    expect(choice['free-flux']).toEqual({ primary: undefined, fallback: undefined });
    expect(Object.keys(choice)).toHaveLength(9);
    expect(() => loadConfig({ PROVIDER_FAST_PHOTO: 'midjourney' })).toThrow(/PROVIDER_FAST_PHOTO/);
  });

  it('limits reports to 5 per address and 20 per item an hour unless REPORT_LIMIT_* say otherwise', () => {
    expect(loadConfig({}).reports).toEqual({ perIp: 5, perItem: 20, windowSeconds: 3600 });
    expect(loadConfig({ REPORT_LIMIT_PER_IP: '2', REPORT_LIMIT_PER_ITEM: '7', REPORT_LIMIT_WINDOW_SECONDS: '600' }).reports).toEqual({
      perIp: 2,
      perItem: 7,
      windowSeconds: 600,
    });
  });

  it('takes the strike thresholds from STRIKE_* (3, 5, 8 and 24 hours unless set)', () => {
    expect(loadConfig({}).generation.strikes).toEqual({ warnAbove: 3, flagAbove: 5, suspendAbove: 8, windowHours: 24 });
    expect(
      loadConfig({ STRIKE_WARN_ABOVE: '1', STRIKE_FLAG_ABOVE: '2', STRIKE_SUSPEND_ABOVE: '2', STRIKE_WINDOW_HOURS: '6' }).generation
        .strikes,
    ).toEqual({
      warnAbove: 1,
      flagAbove: 2,
      suspendAbove: 2,
      windowHours: 6,
    });
  });

  it('sends Web Push to the real push services only, with the VAPID keys of the environment or none (generated later)', () => {
    const defaults = loadConfig({});
    expect(defaults.push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:contact@studio18.example',
      serviceHosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'],
    });
    expect(loadConfig({ CONTACT_EMAIL: 'ops@studio18.no' }).push.subject).toBe('mailto:ops@studio18.no');
    expect(loadConfig({ PUBLIC_URL: 'https://studio18.no' }).push.subject).toBe('https://studio18.no');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:push@studio18.no' }).push.subject).toBe('mailto:push@studio18.no');
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) };
    expect(loadConfig(keys).push.vapidKeys).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY });
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , http://127.0.0.1:4100 ' }).push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      'http://127.0.0.1:4100',
    ]);
  });

  it('refuses half a VAPID key pair, keys of the wrong size, odd push hosts, and a plain-HTTP push host in production', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}` })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: expected both or neither to be set',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'b'.repeat(43) })).toThrow(
      'a base64url P-256 public key (87 characters)',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://studio18.no' })).toThrow('a mailto: address or an https:// URL');
    for (const hosts of ['https://fcm.googleapis.com', 'localhost', 'http://10.0.0.5:80', '*', ',']) {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: hosts }), hosts).toThrow(ConfigError);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), PUSH_SERVICE_HOSTS: 'http://127.0.0.1:4100' })).toThrow(
      'PUSH_SERVICE_HOSTS: expected no http:// loopback entry in production',
    );
  });

  it('has a public contact address, the default or CONTACT_EMAIL', () => {
    expect(loadConfig({}).contactEmail).toBe('contact@studio18.example');
    expect(loadConfig({ CONTACT_EMAIL: 'legal@studio18.no' }).contactEmail).toBe('legal@studio18.no');
    expect(loadConfig({ CONTACT_EMAIL: '' }).contactEmail).toBe('contact@studio18.example');
  });

  it('asks a hosted classifier only when MODERATION_URL is set, with its defaults', () => {
    expect(loadConfig({}).moderation).toBeUndefined();
    expect(loadConfig({ MODERATION_API_KEY: 'sk-1', MODERATION_URL: '' }).moderation).toBeUndefined();
    expect(loadConfig({ MODERATION_URL: 'https://api.openai.com', MODERATION_API_KEY: 'sk-1' }).moderation).toEqual({
      url: 'https://api.openai.com',
      apiKey: 'sk-1',
      model: 'omni-moderation-latest',
      timeoutMs: 3000,
      minorsThreshold: 0.5,
    });
  });

  it('makes the demo landing media and sample gallery items by default in development and tests, not in production', () => {
    const secret = 'x'.repeat(32);
    for (const env of [{}, { NODE_ENV: 'development' as const }, { NODE_ENV: 'test' as const }]) {
      expect(loadConfig(env).landingMedia, JSON.stringify(env)).toBe(true);
      expect(loadConfig(env).gallery.seed, JSON.stringify(env)).toBe(true);
    }
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: secret });
    expect(production.landingMedia).toBe(false);
    expect(production.gallery.seed).toBe(false);
  });

  it('makes the demo media whenever LANDING_MEDIA and SEED_GALLERY say so, production or not', () => {
    const secret = 'x'.repeat(32);
    const on = loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, LANDING_MEDIA: 'true', SEED_GALLERY: 'yes' });
    expect([on.landingMedia, on.gallery.seed]).toEqual([true, true]);
    const off = loadConfig({ NODE_ENV: 'development', LANDING_MEDIA: 'false', SEED_GALLERY: '0' });
    expect([off.landingMedia, off.gallery.seed]).toEqual([false, false]);
    expect(() => loadConfig({ SEED_GALLERY: 'maybe' })).toThrow(ConfigError);
  });

  it('keeps the tools MAINTENANCE_TOOLS names paused (none unless set), and stops the start on a tool it does not know', () => {
    expect(loadConfig({}).generation.maintenanceTools).toEqual([]);
    expect(loadConfig({ MAINTENANCE_TOOLS: ' text-to-video, image-to-video ,,text-to-video' }).generation.maintenanceTools).toEqual([
      'text-to-video',
      'image-to-video',
    ]);
    expect(() => loadConfig({ MAINTENANCE_TOOLS: 'text-to-video,paint' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAINTENANCE_TOOLS: 'text-to-video,paint' })).toThrow(
      'MAINTENANCE_TOOLS="text-to-video,paint": expected tool ids separated by commas, from free-flux, free-remix, fast-photo, premium-text-to-image, image-to-image, text-to-video, image-to-video, upscale, remove-background (unknown: paint)',
    );
  });

  it('asks fal and Hugging Face for FLUX schnell or dev by FAL_MODEL_* and HF_MODEL_*', () => {
    const config = loadConfig({ FAL_KEY: 'k', HF_TOKEN: 'hf_x' });
    expect(config.providers.fal?.models).toEqual({
      'text-to-image': 'fal-ai/flux/schnell',
      'text-to-image-dev': 'fal-ai/flux/dev',
      upscale: 'fal-ai/esrgan',
      'remove-background': 'fal-ai/imageutils/rembg',
    });
    expect(config.providers.huggingface?.models).toEqual({
      'text-to-image': 'black-forest-labs/FLUX.1-schnell',
      'text-to-image-dev': 'black-forest-labs/FLUX.1-dev',
      'image-to-image': 'timbrooks/instruct-pix2pix',
    });
    const own = loadConfig({
      FAL_KEY: 'k',
      FAL_MODEL_TEXT_TO_IMAGE_DEV: 'fal-ai/flux-lora',
      HF_TOKEN: 'hf_x',
      HF_MODEL_TEXT_TO_IMAGE_DEV: 'me/flux-dev-finetune',
    });
    expect(own.providers.fal?.models['text-to-image-dev']).toBe('fal-ai/flux-lora');
    const upscaler = loadConfig({
      FAL_KEY: 'k',
      FAL_MODEL_UPSCALE: 'fal-ai/clarity-upscaler',
      FAL_MODEL_REMOVE_BACKGROUND: 'fal-ai/birefnet',
    });
    expect([upscaler.providers.fal?.models.upscale, upscaler.providers.fal?.models['remove-background']]).toEqual([
      'fal-ai/clarity-upscaler',
      'fal-ai/birefnet',
    ]);
    expect(own.providers.huggingface?.models['text-to-image-dev']).toBe('me/flux-dev-finetune');
  });

  it("README's settings table and .env.example name exactly the variables the server reads", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Settings'), readme.indexOf('The tests read a few more'));
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
    expect([...new Set(documented)].sort()).toEqual([...SETTING_NAMES].sort());
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
    expect(SETTING_NAMES.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', S3_ENDPOINT: ' ', FAL_KEY: '' }).database.url).toBeUndefined();
  });

  it('switches to the production parts when their variables are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:pw@db:5432/studio18',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(config.database.url).toBe('postgres://app:pw@db:5432/studio18');
    expect(config.auth.passwordHashCost).toBe(15);
    expect(config.storage.s3).toMatchObject({ endpoint: 'http://minio:9000', region: 'us-east-1' });
    expect(config.paypal).toMatchObject({ clientId: 'client', environment: 'sandbox' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT="eighty": expected a number/],
    [{ PORT: '70000' }, /PORT="70000": expected a number <= 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL \(9 characters, not shown\): expected a postgres:\/\/ connection URL/],
    [{ S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT="not a url": expected a URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud": expected one of "debug", "info"/],
    [{ APP_SECRET: 'short' }, /APP_SECRET \(5 characters, not shown\): expected at least 32 characters/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ PAYPAL_CLIENT_ID: 'only-the-id' }, /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/],
    [{ NODE_ENV: 'production' }, /APP_SECRET="": expected a random secret/],
    [
      { NODE_ENV: 'production', APP_SECRET: 'a'.repeat(40), PASSWORD_HASH_COST: '12' },
      /PASSWORD_HASH_COST=12: expected at least 15 in production \(a lower cost is for test suites\)/,
    ],
    [{ PASSWORD_HASH_COST: '9' }, /PASSWORD_HASH_COST="9": expected a number >= 10/],
    [{ PASSWORD_HASH_COST: '21' }, /PASSWORD_HASH_COST="21": expected a number <= 20/],
    [{ ADMIN_EMAIL: 'admin@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD: expected both or neither/],
    [{ STRIKE_FLAG_ABOVE: '2' }, /STRIKE_WARN_ABOVE, STRIKE_FLAG_ABOVE, STRIKE_SUSPEND_ABOVE: expected each at most the next/],
    [{ STRIKE_SUSPEND_ABOVE: '4' }, /STRIKE_WARN_ABOVE, STRIKE_FLAG_ABOVE, STRIKE_SUSPEND_ABOVE: expected each at most the next/],
    [{ STRIKE_WINDOW_HOURS: '0' }, /STRIKE_WINDOW_HOURS="0": expected a number >= 1/],
    [{ ADMIN_EMAIL: 'not-mail', ADMIN_PASSWORD: 'secret12' }, /ADMIN_EMAIL="not-mail": expected an e-mail address/],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: '12345' },
      /ADMIN_PASSWORD \(5 characters, not shown\): expected at least 6 characters/,
    ],
    [{ CONTACT_EMAIL: 'legal at example' }, /CONTACT_EMAIL="legal at example": expected an e-mail address/],
    [{ AUTH_EMAIL_CONFIRMATION: 'maybe' }, /AUTH_EMAIL_CONFIRMATION="maybe": expected one of "required", "off"/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '10' }, /ACCESS_TOKEN_TTL_SECONDS="10": expected a number >= 60/],
    [{ SIGNUP_RATE_LIMIT: '0' }, /SIGNUP_RATE_LIMIT="0": expected a number >= 1|SIGNUP_RATE_LIMIT="0": expected/],
    [{ MODERATION_URL: 'ftp://classifier' }, /MODERATION_URL="ftp:\/\/classifier": expected a URL such as https:\/\/host/],
    [{ MODERATION_TIMEOUT_MS: 'soon' }, /MODERATION_TIMEOUT_MS="soon": expected a number/],
    [{ MODERATION_TIMEOUT_MS: '10' }, /MODERATION_TIMEOUT_MS="10": expected a number >= 100/],
    [{ MODERATION_MINORS_THRESHOLD: '1.5' }, /MODERATION_MINORS_THRESHOLD="1.5": expected a number <= 1/],
    [{ REPORT_LIMIT_PER_IP: '0' }, /REPORT_LIMIT_PER_IP="0": expected/],
    [{ REPORT_LIMIT_WINDOW_SECONDS: 'hourly' }, /REPORT_LIMIT_WINDOW_SECONDS="hourly": expected a number/],
  ])('stops on %o with a message naming the variable and what it expects', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    { APP_SECRET: 'hunter2-but-short' },
    { DATABASE_URL: 'mysql://admin:hunter2-db@db/app' },
    { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'hunt2' },
    { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'hunter2-not-a-key' },
    { SMTP_URL: 'ftp://mailer:hunter2-smtp@mail' },
    { NODE_ENV: 'production', APP_SECRET: 'hunter2-hunter2' },
  ])('never prints the value of a secret setting in its message: %#', (env) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid setting/);
    expect(message).not.toContain('hunt');
  });
});
