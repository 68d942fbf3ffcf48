import { type FalScenario, startFakeFal } from '../api/generation/providers/fake-fal';
import { listen } from '../api/http/serve';

/**
 * The fake fal.ai server (api/generation/providers/fake-fal.ts) as a process of its own, for the
 * browser tests of a site whose provider is fal (e2e/free-tools-fal.spec.ts). Point the site at it
 * with FAL_QUEUE_URL and FAL_REST_URL = http://127.0.0.1:<FAKE_FAL_PORT> and FAL_KEY = FAKE_FAL_KEY.
 *
 *   FAKE_FAL_PORT     the port to listen on (default 3198)
 *   FAKE_FAL_KEY      the key it accepts (default fake-e2e-key)
 *   FAKE_FAL_STEP_MS  how long each queue and progress step lasts (default 300)
 *
 * The fake listens on a port of its own choosing, so this process listens on the fixed port and
 * passes every request on to it; GET /healthz answers here, for whoever waits for it to be up, and
 * POST /__fail-next {count, scenario, model} makes the next submits to one model fail as fal's would
 * (a browser test's failed job), without touching the other models' jobs running beside it. The
 * outputs its answers name are on this server's address, as fal's are on its own hosts: the site
 * fetches an output over http only from the host of its configured fal URL.
 */
const port = Number(process.env.FAKE_FAL_PORT ?? 3198);
const key = process.env.FAKE_FAL_KEY ?? 'fake-e2e-key';
const stepMs = Number(process.env.FAKE_FAL_STEP_MS ?? 300);

const fake = await startFakeFal({ key, stepMs });

const server = await listen(
  async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/healthz') return new Response('ok', { headers: { 'Content-Type': 'text/plain' } });
    if (url.pathname === '/__fail-next' && request.method === 'POST') {
      const { count, scenario, model } = (await request.json()) as { count: number; scenario: FalScenario; model: string };
      fake.failNextSubmits(count, scenario, model);
      return new Response(null, { status: 204 });
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const headers = new Headers(request.headers);
    headers.delete('host');
    return fetch(`${fake.url}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
  },
  { hostname: '127.0.0.1', port },
);

const ownUrl = `http://127.0.0.1:${server.port}`;
fake.setOutputUrl(({ url }) => url.replace(fake.url, ownUrl));

console.log(`fake fal.ai listening on http://127.0.0.1:${server.port} (key ${key}, ${stepMs} ms per step)`);

async function stop() {
  await server.close();
  await fake.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
