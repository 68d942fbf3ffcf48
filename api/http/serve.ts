import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Listens with Bun.serve under Bun (npm start, the Docker image) and with @hono/node-server under
 * Node (vitest), so the same app runs on both runtimes. The local fakes of outside services (fal,
 * Hugging Face, ComfyUI, PayPal, the moderation classifier) listen the same way.
 */
export interface RunningServer {
  port: number;
  /** Stops accepting connections and resolves when the requests in flight are answered. */
  close(): Promise<void>;
}

type FetchHandler = (request: Request) => Response | Promise<Response>;

interface BunRuntime {
  serve(options: { fetch: FetchHandler; hostname: string; port: number; idleTimeout?: number }): {
    port: number;
    stop(closeActiveConnections?: boolean): Promise<void>;
  };
}

export async function listen(fetch: FetchHandler, { hostname, port }: { hostname: string; port: number }): Promise<RunningServer> {
  const bun = (globalThis as { Bun?: BunRuntime }).Bun;
  if (bun) {
    const server = bun.serve({ fetch, hostname, port, idleTimeout: 120 });
    return { port: server.port, close: () => server.stop(false) };
  }
  const { serve } = await import('@hono/node-server');
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, (info) =>
      resolve({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
    server.once('error', reject);
  });
}

/** Ends the connection without an answer: the socket under Node, an aborted body under Bun. */
export function dropConnection(c: Context): Response {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) {
    incoming.socket.destroy();
    return new Response(null);
  }
  return new Response(
    new ReadableStream({
      pull(controller) {
        controller.error(new Error('fake: connection dropped'));
      },
    }),
  );
}
