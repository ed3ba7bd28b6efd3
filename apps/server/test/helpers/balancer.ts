import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A small load balancer in front of server processes, as a deployment has one: it sends each
 * request to the next backend whose readiness (`GET /api/health/ready`) last answered 200, polled
 * every {@link READINESS_POLL_MS}; a connection refused (a backend that stopped listening) is
 * tried on another backend, which is safe since nothing reached the first. Responses, streams
 * included, are piped through as they arrive. One connection per request (no keep-alive).
 */
export interface Balancer {
  url: string;
  /** Adds a backend (`http://127.0.0.1:port`); it takes traffic once its readiness says so. */
  add(backend: string): void;
  remove(backend: string): void;
  /** Resolves once `backend`'s readiness was last seen as `ready`. */
  waitUntil(backend: string, ready: boolean): Promise<void>;
  close(): Promise<void>;
}

const READINESS_POLL_MS = 100;
/** How long a request waits for a ready backend before the balancer answers 503. */
const NO_BACKEND_WAIT_MS = 30_000;

export async function startBalancer(): Promise<Balancer> {
  const readiness = new Map<string, boolean>();
  let next = 0;
  let closed = false;

  const poll = async (): Promise<void> => {
    while (!closed) {
      await Promise.all(
        [...readiness.keys()].map(async (backend) => {
          let ready: boolean;
          try {
            const response = await fetch(`${backend}/api/health/ready`, {
              signal: AbortSignal.timeout(2_000),
            });
            ready = response.status === 200;
            await response.body?.cancel();
          } catch {
            ready = false;
          }
          if (readiness.has(backend)) readiness.set(backend, ready);
        }),
      );
      await sleep(READINESS_POLL_MS);
    }
  };
  const polling = poll();

  const pick = async (excluded: Set<string>): Promise<string | undefined> => {
    const deadline = Date.now() + NO_BACKEND_WAIT_MS;
    while (Date.now() < deadline) {
      const ready = [...readiness].filter(([b, ok]) => ok && !excluded.has(b)).map(([b]) => b);
      if (ready.length > 0) return ready[next++ % ready.length];
      excluded.clear();
      await sleep(READINESS_POLL_MS);
    }
    return undefined;
  };

  const forward = (backend: string, incoming: IncomingMessage, body: Buffer) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(incoming.url ?? '/', backend);
      const outgoing = httpRequest(
        target,
        {
          method: incoming.method,
          headers: { ...incoming.headers, host: target.host, connection: 'close' },
          agent: false,
        },
        resolve,
      );
      outgoing.once('error', reject);
      outgoing.end(body);
    });

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      void (async () => {
        const refused = new Set<string>();
        for (;;) {
          const backend = await pick(refused);
          if (backend === undefined) {
            outgoing.writeHead(503).end('no backend is ready');
            return;
          }
          let answer: IncomingMessage;
          try {
            answer = await forward(backend, incoming, body);
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (code === 'ECONNREFUSED' || code === 'ECONNRESET') {
              refused.add(backend);
              continue;
            }
            outgoing.writeHead(502).end(String(error));
            return;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          // A backend that goes away mid-answer: the client sees its connection end.
          answer.once('error', () => outgoing.destroy());
          outgoing.once('close', () => answer.destroy());
          return;
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    add: (backend) => readiness.set(backend, false),
    remove: (backend) => readiness.delete(backend),
    async waitUntil(backend, ready) {
      while (readiness.get(backend) !== ready) await sleep(READINESS_POLL_MS);
    },
    async close() {
      closed = true;
      await polling;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
