import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openSharedDatabase, TEST_JWT_SECRET, type Database } from '../helpers/server';

/*
 * A request id on every log line of a request and in every error body, so a user's report leads
 * to the log; `X-Request-Id` is believed only from a trusted proxy (TRUST_PROXY).
 */

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
// The servers share one database.
let shared: Database;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ shared, close: closeDatabase } = await openSharedDatabase());
});
afterAll(() => closeDatabase());

/** A server whose log lines are collected, parsed. */
async function start(
  trustProxy: string,
): Promise<{ url: string; lines: Record<string, unknown>[] }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    TRUST_PROXY: trustProxy,
  });
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = await buildApp({ config, db: shared, logger: { level: 'info', stream } });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, lines };
}

it(
  'puts the request id in every error body of every surface, and on its log lines',
  { timeout: 120_000 },
  async () => {
    const { url, lines } = await start('false');
    const answers = await Promise.all([
      fetch(`${url}/api/history`),
      fetch(`${url}/api/no-such-route`),
      fetch(`${url}/auth/v1/user`),
      fetch(`${url}/rest/v1/no_table`),
      fetch(`${url}/api/prompt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const body = (await answer.json()) as { request_id?: string };
      expect(body.request_id, answer.url).toBe(id);
      // Fastify's request lines carry it as `reqId`.
      const logged = lines.filter((line) => line.reqId === id);
      expect(logged.length, answer.url).toBeGreaterThanOrEqual(2);
    }
    // Every line written while answering a request is one of a request: none lacks the id.
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    expect(requestLines.filter((line) => typeof line.reqId !== 'string')).toEqual([]);
  },
);

it(
  'keeps the X-Request-Id of a trusted proxy, and replaces a client’s own',
  { timeout: 120_000 },
  async () => {
    const trusted = await start('127.0.0.1');
    const kept = await fetch(`${trusted.url}/api/no-such-route`, {
      headers: { 'x-request-id': 'proxy-trace-42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('proxy-trace-42');
    expect(((await kept.json()) as { request_id: string }).request_id).toBe('proxy-trace-42');
    expect(trusted.lines.some((line) => line.reqId === 'proxy-trace-42')).toBe(true);
    // Even a trusted proxy's id must be a plain token.
    const malformed = await fetch(`${trusted.url}/api/`, {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // A proxy at another address is not this one: the header is the client's.
    const elsewhere = await start('10.0.0.0/8');
    const replaced = await fetch(`${elsewhere.url}/api/`, {
      headers: { 'x-request-id': 'proxy-trace-42' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  },
);
