import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  openSharedDatabase,
  startServer,
  uniqueEmail,
  type Database,
  type TestServer,
} from './helpers/server';
import { freshClientAddress } from './helpers/addresses';

/*
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed. A client writes the header
 * too: rotating made-up addresses in it must not get past the per-IP sign-in limit.
 */

const PER_IP = 3;
const servers: TestServer[] = [];
// The servers, each trusting other proxies, share one database.
let shared: Database;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ shared, close: closeDatabase } = await openSharedDatabase());
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await closeDatabase();
});

async function serverTrusting(trust: string): Promise<TestServer> {
  const server = await startServer(
    {
      TRUST_PROXY: trust,
      RATE_LIMIT_PASSWORD_PER_IP: String(PER_IP),
      RATE_LIMIT_PASSWORD_PER_EMAIL: '1000',
    },
    shared,
  );
  servers.push(server);
  return server;
}

/** Status of a wrong-password sign-in carrying `forwardedFor`. */
async function signIn(server: TestServer, forwardedFor: string): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: server.anonKey,
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ email: uniqueEmail(), password: 'wrong-pass-1' }),
  });
  return response.status;
}

const spoofed = () => `9.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function statuses(server: TestServer, header: () => string): Promise<number[]> {
  const seen: number[] = [];
  for (let attempt = 0; attempt <= PER_IP; attempt += 1) seen.push(await signIn(server, header()));
  return seen;
}

describe('TRUST_PROXY', () => {
  it('refuses true, and anything that is not a hop count or proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/true would trust every hop/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/proxy\.internal/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
  });

  it('with one proxy, takes the address it appended: made-up ones before it do not help', async () => {
    const server = await serverTrusting('1');
    // The proxy appends the client's real address after whatever the client wrote.
    const client = freshClientAddress();
    expect(await statuses(server, () => `${spoofed()}, ${client}`)).toEqual([400, 400, 400, 429]);
  });

  it('with proxy addresses, stops at the first hop that is not one of them', async () => {
    const server = await serverTrusting('127.0.0.1/32');
    const client = freshClientAddress();
    expect(await statuses(server, () => `${spoofed()}, ${client}`)).toEqual([400, 400, 400, 429]);
  });

  it('ignores the header from a peer that is not a trusted proxy', async () => {
    const server = await serverTrusting('10.0.0.0/8');
    // Every attempt counts for the peer, 127.0.0.1, whatever the header says; on a shared
    // PostgreSQL other test files count for that address too, so the limit may come sooner.
    const seen = await statuses(server, spoofed);
    expect(seen.at(-1)).toBe(429);
    expect(seen.every((status) => status === 400 || status === 429)).toBe(true);
  });
});
