import { randomUUID } from 'node:crypto';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openMigratedDatabase } from '../../src/db/migrated-database';
import { appendMessage, insertChat } from '../../src/modules/chat/chat.repo';
import { newChatId, newMessageId } from '../../src/modules/chat/ids';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

export type { Env } from '../../src/config';
export type { Database } from '../../src/db/database';

export const TEST_JWT_SECRET = 'test-secret-0123456789-0123456789-0123456789';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  db: Database;
  anonKey: string;
  /** A fresh genuine supabase-js client pointed at this server, with no stored session. */
  client(options?: { headers?: Record<string, string> }): SupabaseClient;
  close(): Promise<void>;
}

/**
 * Starts the real server on a free port: PGlite in memory by default, the PostgreSQL of
 * `DATABASE_URL` when it is set (so the same suite runs on both).
 */
export async function startServer(
  overrides: Partial<Env> = {},
  existingDb?: Database,
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_PASSWORD_PER_IP: '100000',
    RATE_LIMIT_PASSWORD_PER_EMAIL: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_REFRESH_PER_IP: '100000',
    RATE_LIMIT_USER_UPDATE_PER_IP: '100000',
    RATE_LIMIT_REFERRAL_PER_IP: '100000',
    ...overrides,
  });
  const db = existingDb ?? (await openMigratedDatabase({ ...config, poolSize: 4 }));
  if (existingDb) await migrate(existingDb);
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('server did not bind a port');
  const url = `http://127.0.0.1:${address.port}`;
  const configScript = await (await fetch(`${url}/config.js`)).text();
  const anonKey = /"supabaseAnonKey":"([^"]+)"/.exec(configScript)?.[1] ?? '';
  return {
    app,
    url,
    config,
    db,
    anonKey,
    client: (options = {}) =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: options.headers ?? {} },
        // Node 20 has no global WebSocket; supabase-js refuses to start without a transport.
        realtime: { transport: WebSocket as unknown as RealtimeTransport },
      }),
    close: () => app.close(),
  };
}

/**
 * Two servers on one database, as behind a load balancer: the embedded database shared
 * in-process, or with `DATABASE_URL` each server its own pool of connections.
 */
export async function startServerPair(
  overrides: Partial<Env> = {},
): Promise<{ first: TestServer; second: TestServer; close: () => Promise<void> }> {
  const first = await startServer(overrides);
  const shared = process.env.DATABASE_URL
    ? undefined
    : { ...first.db, close: () => Promise.resolve() };
  const second = await startServer(overrides, shared);
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

/**
 * One database for the servers a test file starts with different settings, as the servers of a
 * deployment share one: pass `shared` to `startServer`; the file calls `close` after the last of
 * them has closed. With `DATABASE_URL`, one pool of connections serves them all.
 */
export async function openSharedDatabase(): Promise<{
  shared: Database;
  close: () => Promise<void>;
}> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: TEST_JWT_SECRET,
  });
  const db = await openMigratedDatabase({ ...config, poolSize: 4 });
  return { shared: { ...db, close: () => Promise.resolve() }, close: () => db.close() };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

export const GOOD_PASSWORD = 'drill1ng-Rig';

/** Signs a new user up through supabase-js and returns the client holding their session. */
export async function signUpUser(
  server: TestServer,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<{
  client: SupabaseClient;
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}> {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return {
    client,
    email,
    userId: data.user.id,
    accessToken: data.session.access_token,
    refreshToken: data.session.refresh_token,
  };
}

/** A past conversation written straight into `db`, as if it had happened (fixtures for UI tests). */
export async function storeConversation(
  db: Database,
  conversation: {
    userId: string;
    title: string;
    messages: readonly { role: 'user' | 'assistant'; content: string }[];
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { userId, title } = conversation;
    const chat = await insertChat(tx, { id: newChatId(), userId, title });
    for (const message of conversation.messages) {
      await appendMessage(tx, { id: newMessageId(), chatId: chat.id, userId, ...message });
    }
    return chat.id;
  });
}
