import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, type Config } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { AssistantProvider } from '../apps/server/src/modules/assistant/model/provider';

export interface BenchApp {
  config: Config;
  app: FastifyInstance;
  db: Database;
  url: string;
}

/**
 * The server as production runs it (compiled settings, silent log), on a fresh in-memory embedded
 * database or `DATABASE_URL`, listening on a free loopback port.
 */
export async function startBenchApp({
  env = {},
  provider,
  poolSize,
  instrument = true,
}: {
  env?: Record<string, string>;
  provider?: AssistantProvider;
  poolSize?: number;
  /** Count into the metrics (as production does); false measures without. */
  instrument?: boolean;
} = {}): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
    ...env,
  });
  const db = await openDatabase({ ...config, ...(poolSize !== undefined && { poolSize }) });
  await migrate(db);
  // As the server starts: its analysis workers warm before it listens.
  const app = await buildApp({
    config,
    db,
    logger: false,
    warmWorkers: true,
    instrument,
    ...(provider && { provider }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { config, app, db, url: `http://127.0.0.1:${address.port}` };
}

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A new account on the bench app: its e-mail, password, id and JSON request headers. */
export async function signUpBenchUser(url: string, prefix: string) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-Pass-1';
  const signUp = (await (
    await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { access_token: string; user: { id: string } };
  const headers = {
    authorization: `Bearer ${signUp.access_token}`,
    'content-type': 'application/json',
  };
  return { email, password, userId: signUp.user.id, headers };
}
