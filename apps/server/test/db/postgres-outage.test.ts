import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { startServer, uniqueEmail, GOOD_PASSWORD, type TestServer } from '../helpers/server';

/*
 * A PostgreSQL server that hangs (accepts connections, answers nothing) must not wedge the
 * server: requests answer 503 with Retry-After within the configured timeouts, the health check
 * says so, and service comes back by itself when the database does. The hang is a TCP proxy in
 * front of the real PostgreSQL at 127.0.0.1:5432, switched between forwarding and silence.
 */

/** A proxy to PostgreSQL that can stop answering: open sockets and new ones go silent. */
class HangingProxy {
  forwarding = true;
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => undefined);
      const upstream = connect(5432, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      // Bytes pass only while forwarding; otherwise they are swallowed, as by a hung server.
      client.on('data', (chunk: Buffer) => {
        if (this.forwarding) upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        if (this.forwarding) client.write(chunk);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** Back to forwarding; the connections that hung are dropped (as a recovered network does). */
  recover(): void {
    for (const socket of this.sockets) socket.destroy();
    this.forwarding = true;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

let database: ScratchDatabase;
const proxy = new HangingProxy();
let server: TestServer;

beforeAll(async () => {
  database = await createScratchDatabase('outage');
  await proxy.start();
  server = await startServer({
    DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${database.name}`,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await server.close();
  await proxy.close();
  await database.drop();
});

const signUp = () =>
  fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.anonKey },
    body: JSON.stringify({ email: uniqueEmail(), password: GOOD_PASSWORD }),
  });

describe('a PostgreSQL server that hangs', () => {
  it('is answered 503 with Retry-After, then service comes back by itself', async () => {
    expect((await signUp()).status).toBe(200);

    proxy.forwarding = false;
    const started = Date.now();
    const [health, auth, api] = await Promise.all([
      fetch(`${server.url}/api/`),
      signUp(),
      fetch(`${server.url}/api/api/wti-price`),
    ]);
    // Within the timeouts (1 s to connect, 1 s a statement, plus a second's slack per step),
    // however loaded the machine: never hanging for good.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    expect(auth.status).toBe(503);
    expect(auth.headers.get('retry-after')).toBe('5');
    expect(((await auth.json()) as { msg?: string; message?: string }).msg).toMatch(
      /database is not answering/,
    );
    // The WTI price falls back to what it can say without the database, or a 503: never a 500.
    expect([200, 503]).toContain(api.status);

    proxy.recover();
    // The pool makes new connections: the next requests succeed.
    let healthy = 0;
    for (let attempt = 0; attempt < 20 && healthy !== 200; attempt += 1) {
      healthy = (await fetch(`${server.url}/api/`)).status;
      if (healthy !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(healthy).toBe(200);
    expect((await signUp()).status).toBe(200);
  });
});

describe('a database without the schema', () => {
  it('fails the health check', async () => {
    await server.db.query('ALTER TABLE schema_migrations RENAME TO schema_migrations_away');
    try {
      const response = await fetch(`${server.url}/api/`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'degraded',
        database: 'schema_missing',
      });
    } finally {
      await server.db.query('ALTER TABLE schema_migrations_away RENAME TO schema_migrations');
    }
    expect((await fetch(`${server.url}/api/`)).status).toBe(200);
  });
});
