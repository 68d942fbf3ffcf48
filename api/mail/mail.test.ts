import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { tokenKeys } from '../auth/jwt';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { createPaypalProvider } from '../payments/paypal';
import type { GenerationRuntime } from '../generation/runtime';
import { startTestGeneration } from '../test/generation';
import { createStorage } from '../storage/storage';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';

/** The two transports of the one sender, and the dev mailbox that shows the outbox. */

let dir: string;
let db: TestDatabase;
let generation: GenerationRuntime;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio18-mail-'));
  db = await createTestDatabase();
  generation = await startTestGeneration(db);
});
afterAll(async () => {
  await generation?.stop();
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

/** What @hono/node-server gives the app as its environment: the socket a request came from. */
const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const fromLoopback = socketFrom('127.0.0.1');

function appWith(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...env });
  return createApp({
    config,
    logger: createLogger('silent'),
    db: db.api,
    owner: db.owner,
    generation,
    storage: createStorage(config.storage, 'storage-test-secret'),
    mailer: createMailer(config.mail),
    // Never called here: payments have their own tests against the PayPal stand-in.
    paymentProvider: createPaypalProvider({
      clientId: 'unused',
      clientSecret: 'unused',
      environment: 'sandbox',
      apiBase: 'http://127.0.0.1:9',
      standIn: true,
    }),
    tokenKeys: tokenKeys('mail-test-key-0123456789abcdef01234567'),
  });
}

describe('outbox transport (no SMTP_URL)', () => {
  it('keeps each mail as a file, newest first, and /dev/mailbox shows them with clickable links', async () => {
    const config = loadConfig({ DATA_DIR: dir });
    const mailer = createMailer(config.mail);
    expect(mailer.describe()).toContain('outbox');
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'hello' });
    await mailer.send({ to: 'b@example.com', subject: 'Second <b>', text: 'Open http://localhost:3000/apps#confirm=abc_DEF-1 now' });
    const mails = await readOutbox(config.mail.outboxDir);
    expect(mails.map((mail) => mail.subject)).toEqual(['Second <b>', 'First']);

    const app = appWith({});
    const page = await app.request('/dev/mailbox', {}, fromLoopback);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<a href="http://localhost:3000/apps#confirm=abc_DEF-1">');
    expect(html).toContain('data-to="b@example.com"');
    expect(html).toContain('Second &#60;b&#62;');
    expect(html).not.toContain('Second <b>');

    const json = await (await app.request('/dev/mailbox.json', {}, fromLoopback)).json();
    expect(json[0]).toMatchObject({ to: 'b@example.com', links: ['http://localhost:3000/apps#confirm=abc_DEF-1'] });
  });

  it('answers only clients on this machine: the reset links of every user are in it', async () => {
    const app = appWith({});
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await app.request('/dev/mailbox.json', {}, socketFrom(address))).status).toBe(200);
    }
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', 'fe80::1']) {
      for (const route of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.css']) {
        expect((await app.request(route, {}, socketFrom(address))).status).toBe(404);
      }
    }
    // X-Forwarded-For is believed only behind a proxy (TRUST_PROXY), and then it is what counts.
    expect((await app.request('/dev/mailbox.json', { headers: { 'x-forwarded-for': '127.0.0.1' } }, socketFrom('10.0.0.7'))).status).toBe(
      404,
    );
    const proxied = appWith({ TRUST_PROXY: 'true' });
    expect((await proxied.request('/dev/mailbox.json', { headers: { 'x-forwarded-for': '10.0.0.7' } }, fromLoopback)).status).toBe(404);
    expect((await proxied.request('/dev/mailbox.json', { headers: { 'x-forwarded-for': '127.0.0.1' } }, fromLoopback)).status).toBe(200);
  });

  it('is not served in production, and the start line then says where the mails are instead of promising /dev/mailbox', async () => {
    const app = appWith({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) });
    expect((await app.request('/dev/mailbox', {}, fromLoopback)).status).toBe(404);
    expect((await app.request('/dev/mailbox.json', {}, fromLoopback)).status).toBe(404);
    const production = createMailer(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: dir }).mail);
    expect(production.describe()).toBe(
      `outbox (no SMTP_URL: no mail leaves this server; confirmation and reset mails are kept in ${path.join(dir, 'outbox')}, ` +
        'one JSON file per mail, newest last by name, for the operator to read and pass on; set SMTP_URL to send them)',
    );
    expect(createMailer(loadConfig({ DATA_DIR: dir }).mail).describe()).toBe(
      `outbox (no SMTP_URL; mails are kept in ${path.join(dir, 'outbox')} and shown at /dev/mailbox)`,
    );
  });
});

describe('SMTP transport (SMTP_URL)', () => {
  let server: Server;
  let port: number;
  const received: Array<{ from: string; to: string[]; data: string; auth: string | undefined }> = [];

  // A minimal SMTP server: enough of RFC 5321 (and AUTH PLAIN) for a real client to deliver a mail.
  beforeAll(async () => {
    server = createServer((socket) => {
      let mail = { from: '', to: [] as string[], data: '', auth: undefined as string | undefined };
      let inData = false;
      let buffer = '';
      socket.write('220 fake-smtp ready\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(mail);
              mail = { from: '', to: [], data: '', auth: mail.auth };
              socket.write('250 queued\r\n');
            } else mail.data += line + '\n';
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-fake-smtp\r\n250 AUTH PLAIN\r\n');
          else if (verb === 'AUTH') {
            mail.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString();
            socket.write('235 ok\r\n');
          } else if (verb === 'MAIL') {
            mail.from = line;
            socket.write('250 ok\r\n');
          } else if (verb === 'RCPT') {
            mail.to.push(line);
            socket.write('250 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers to the SMTP server with the configured sender and credentials', async () => {
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      MAIL_FROM: 'Studio 18 <hello@studio18.test>',
    });
    const mailer = createMailer(config.mail);
    expect(mailer.describe()).toBe(`SMTP via 127.0.0.1:${port}`);
    expect(mailer.outboxDir).toBeUndefined();
    await mailer.send({ to: 'member@example.com', subject: 'Confirm your email', text: 'Open http://x/apps#confirm=abc' });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('<hello@studio18.test>');
    expect(received[0]!.to).toEqual(['RCPT TO:<member@example.com>']);
    expect(received[0]!.auth).toBe('\0mailer\0s3cret');
    expect(received[0]!.data).toContain('Subject: Confirm your email');
    expect(received[0]!.data).toContain('http://x/apps#confirm=abc');
  });

  it('with SMTP_URL the dev mailbox is not mounted', async () => {
    const app = appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect((await app.request('/dev/mailbox', {}, fromLoopback)).status).toBe(404);
  });
});
