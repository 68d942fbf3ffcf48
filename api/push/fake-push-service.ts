import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for the tests, on a loopback port: it takes what the site POSTs to a subscription's
 * endpoint and keeps it (headers and the encrypted body) for the test to decrypt with the browser's
 * keys, answering each endpoint with the status the test chose (201, as the real services, by default).
 * `subscription()` plays a browser subscribing: its own P-256 key pair and 16-byte auth secret, as
 * PushManager.subscribe() makes them.
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeBrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side, to decrypt with. */
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface FakePushService {
  /** The origin, e.g. http://127.0.0.1:41234 (the PUSH_SERVICE_HOSTS entry that allows it). */
  origin: string;
  received: ReceivedPush[];
  /** Pushes received for one endpoint. */
  receivedBy(endpoint: string): ReceivedPush[];
  /** The status an endpoint answers from now on; 'hang': it never answers. */
  answer(endpoint: string, status: number | 'hang'): void;
  subscription(): FakeBrowserSubscription;
  stop(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number | 'hang'>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = statuses.get(path) ?? 201;
      if (status !== 'hang') response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    origin,
    received,
    receivedBy: (endpoint) => received.filter((push) => push.path === pathOf(endpoint)),
    answer: (endpoint, status) => statuses.set(pathOf(endpoint), status),
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/wpush/v2/${randomBytes(24).toString('base64url')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
