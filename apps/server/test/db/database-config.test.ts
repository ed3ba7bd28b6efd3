import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { connectionConfig, openDatabase } from '../../src/db/database';
import { exitCode, PROCESS_BOUND, startProcess } from '../helpers/process';

/*
 * The database settings a real deployment needs: pool size and timeouts from the environment
 * (bad values refused at start-up, naming the variable), URLs that reach PostgreSQL through its
 * Unix socket (tested against the local server's socket in /var/run/postgresql), and TLS with a
 * CA bundle.
 */

const SOCKET_DIR = '/var/run/postgresql';
/** The database the suite runs on, or PostgreSQL's own, reached through the socket as postgres. */
const DATABASE = process.env.DATABASE_URL
  ? new URL(process.env.DATABASE_URL).pathname.slice(1)
  : 'postgres';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.join('\n');
  }
  throw new Error('the configuration was accepted');
}

describe('database configuration', () => {
  it('reads the pool size and the timeouts, with the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 30_000,
      idleTimeoutMs: 30_000,
      sslCa: undefined,
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '40',
        DATABASE_CONNECT_TIMEOUT_MS: '2500',
        DATABASE_STATEMENT_TIMEOUT_MS: '15000',
        DATABASE_IDLE_TIMEOUT_MS: '120000',
      }),
    ).toMatchObject({
      poolSize: 40,
      connectTimeoutMs: 2_500,
      statementTimeoutMs: 15_000,
      idleTimeoutMs: 120_000,
    });
  });

  it('refuses bad values, naming each variable', () => {
    const problems = problemsOf({
      DATABASE_POOL_SIZE: '0',
      DATABASE_CONNECT_TIMEOUT_MS: 'soon',
      DATABASE_STATEMENT_TIMEOUT_MS: '-5',
      DATABASE_IDLE_TIMEOUT_MS: '1.5',
    });
    for (const name of [
      'DATABASE_POOL_SIZE',
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_IDLE_TIMEOUT_MS',
    ]) {
      expect(problems).toContain(name);
    }
    expect(problemsOf({ DATABASE_POOL_SIZE: '5000' })).toContain('DATABASE_POOL_SIZE');
  });

  it('refuses a CA bundle that is missing or holds no certificate', () => {
    const missing = join(tmpdir(), 'petrosage-no-such-ca.pem');
    expect(problemsOf({ DATABASE_SSL_CA_FILE: missing })).toBe(
      `DATABASE_SSL_CA_FILE: cannot read ${missing} (ENOENT)`,
    );
    const notPem = join(mkdtempSync(join(tmpdir(), 'petrosage-ca-')), 'ca.pem');
    writeFileSync(notPem, 'not a certificate\n');
    expect(problemsOf({ DATABASE_SSL_CA_FILE: notPem })).toContain('holds no PEM certificate');
  });

  it('stops a server started with a bad value with one line naming it', PROCESS_BOUND, async () => {
    const server = startProcess({ DATABASE_POOL_SIZE: 'lots' });
    expect(await exitCode(server)).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('DATABASE_POOL_SIZE');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

describe('PostgreSQL through its Unix socket', () => {
  for (const url of [
    `postgres:///${DATABASE}?host=${SOCKET_DIR}&user=postgres`,
    `postgresql://postgres@${encodeURIComponent(SOCKET_DIR)}/${DATABASE}`,
  ]) {
    it(`is reached with ${url}`, async () => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
      const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        const [row] = await db.query<{ address: string | null; database: string }>(
          'SELECT inet_server_addr()::text AS address, current_database() AS database',
        );
        // No server address: the connection is a Unix socket, not TCP.
        expect(row).toEqual({ address: null, database: DATABASE });
      } finally {
        await db.close();
      }
    });
  }
});

describe('TLS with a CA bundle', () => {
  const ca = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

  it('requires TLS and verification, whatever sslmode the URL names', () => {
    const config = connectionConfig(
      'postgres://app@db.example.com:5432/petrosage?sslmode=disable&application_name=web',
      { sslCa: ca, connectTimeoutMs: 5_000 },
    );
    expect(config.ssl).toEqual({ ca, rejectUnauthorized: true });
    expect(config.connectionString).toBe(
      'postgres://app@db.example.com:5432/petrosage?application_name=web',
    );
  });

  it('is refused by a server without TLS rather than falling back to plain text', async () => {
    // The local server has ssl = off: a connection that insists on TLS cannot be made.
    const db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      sslCa: ca,
      poolSize: 1,
    });
    try {
      await expect(db.query('SELECT 1')).rejects.toThrow(/does not support SSL/);
    } finally {
      await db.close();
    }
  });
});
