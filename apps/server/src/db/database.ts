import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { lockDataDirectory } from './data-directory-lock';
import { openPgliteThread } from './pglite-thread';

export type Row = Record<string, unknown>;

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with every notification on `channel` (`pg_notify`), from every process
   * sharing the database; resolves once listening, with the function that stops it. A
   * notification sent while a PostgreSQL listener reconnects is missed: callers keep a slow poll.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => void>;
  /**
   * The embedded database only: copies its data directory into `into`, checkpointed and taken
   * between statements, for a backup (`db/backup`). PostgreSQL has `pg_dump` instead.
   */
  snapshot?: (into: string) => Promise<void>;
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The database each wrapper (statements timed for the metrics) stands in front of. */
const wrapped = new WeakMap<Database, Database>();

/** Records that `wrapper` runs its statements on `database`. */
export function wrapping(wrapper: Database, database: Database): Database {
  wrapped.set(wrapper, baseDatabase(database));
  return wrapper;
}

/** The database a wrapper stands in front of (itself when it is none): one per open database. */
export function baseDatabase(db: Database): Database {
  return wrapped.get(db) ?? db;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL: node-postgres is used. */
  databaseUrl?: string | undefined;
  /**
   * Without a URL: PGlite persisted under `<dataDir>/pglite`, or in memory when undefined. The
   * directory is locked to this process while the database is open (`data-directory-lock.ts`).
   */
  dataDir?: string | undefined;
  poolSize?: number;
  /** A connection not made within this long fails with {@link DatabaseUnavailableError}. */
  connectTimeoutMs?: number;
  /** A statement not answered within this long fails with {@link DatabaseUnavailableError}. */
  statementTimeoutMs?: number;
  /** A pooled connection unused for this long is closed. */
  idleTimeoutMs?: number;
  /**
   * A PEM bundle of the certificate authorities to trust: TLS is then required and the server's
   * certificate verified against it (host name included), whatever `sslmode` the URL names.
   */
  sslCa?: string | undefined;
}

/**
 * The database cannot be reached (down, hung, or not answering in time). Every surface answers
 * it 503 with `Retry-After`; the pool makes new connections on the next request, so service
 * comes back by itself when the database does.
 */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is not reachable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** PostgreSQL's classes and codes for a lost or refused connection, and the driver's words for one. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|Client has encountered a connection error/i;

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = sqlState(error);
  if (code !== undefined && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** The error as the server reports it: a lost database as {@link DatabaseUnavailableError}. */
function classify(error: unknown): unknown {
  return isUnavailable(error) ? new DatabaseUnavailableError({ cause: error }) : error;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
      statementTimeoutMs: options.statementTimeoutMs ?? 30_000,
      idleTimeoutMs: options.idleTimeoutMs ?? 30_000,
      sslCa: options.sslCa,
    });
  }
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir === undefined) return openPgliteThread(undefined);
  const root = resolve(dataDir);
  const path = join(root, 'pglite');
  mkdirSync(path, { recursive: true });
  const lock = lockDataDirectory(root, dataDir);
  let db: Database;
  try {
    db = await openPgliteThread(path);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** The URL's own TLS settings, left out when a CA bundle is configured (it decides instead). */
const URL_TLS_PARAMETERS = ['ssl', 'sslmode', 'sslrootcert', 'sslcert', 'sslkey'];

/** How one connection is made: the URL, and TLS with the configured CA bundle if any. */
export function connectionConfig(
  url: string,
  { sslCa, connectTimeoutMs }: { sslCa: string | undefined; connectTimeoutMs: number },
): pg.ClientConfig {
  if (sslCa === undefined)
    return { connectionString: url, connectionTimeoutMillis: connectTimeoutMs };
  const parsed = new URL(url);
  for (const name of URL_TLS_PARAMETERS) parsed.searchParams.delete(name);
  return {
    connectionString: parsed.toString(),
    connectionTimeoutMillis: connectTimeoutMs,
    ssl: { ca: sslCa, rejectUnauthorized: true },
  };
}

/** How long a lost listening connection waits before it is made again. */
const RELISTEN_MS = 1_000;

/**
 * One connection per process that listens (`LISTEN`) on every channel asked for, made again when
 * it is lost, so notifications come back by themselves after a database outage.
 */
function pgListener(
  config: pg.ClientConfig,
): Pick<Database, 'listen'> & { close(): Promise<void> } {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const drop = (lost: pg.Client): void => {
    if (client === lost) client = undefined;
    lost.end().catch(() => undefined);
    if (!closed && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        connect().catch(() => undefined);
      }, RELISTEN_MS);
      retry.unref();
    }
  };
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({ ...config, keepAlive: true });
      fresh.on('notification', ({ channel, payload }) => {
        for (const listener of channels.get(channel) ?? []) listener(payload ?? '');
      });
      fresh.on('error', () => drop(fresh));
      fresh.on('end', () => drop(fresh));
      try {
        await fresh.connect();
        for (const channel of channels.keys()) {
          await fresh.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        }
      } catch (error) {
        drop(fresh);
        throw classify(error);
      }
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };
  return {
    async listen(channel, onPayload) {
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        const listening = await connect();
        // A connection made before this channel was added listens on it here; one made after
        // has listened on every channel already.
        await listening.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
      set.add(onPayload);
      return () => {
        set.delete(onPayload);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      channels.clear();
      const open = client;
      client = undefined;
      if (!open) return;
      // A server that has gone silent never acknowledges the goodbye: stop waiting after a while.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        open.end().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, RELISTEN_MS);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

function openPostgres(
  url: string,
  {
    max,
    connectTimeoutMs,
    statementTimeoutMs,
    idleTimeoutMs,
    sslCa,
  }: {
    max: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleTimeoutMs: number;
    sslCa: string | undefined;
  },
): Database {
  const connection = connectionConfig(url, { sslCa, connectTimeoutMs });
  const pool = new pg.Pool({
    ...connection,
    max,
    idleTimeoutMillis: idleTimeoutMs,
    // The server stops a statement past the limit; the client gives up on a server that says
    // nothing at all (hung, or a network that drops packets), a little later.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
  });
  const listener = pgListener(connection);
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <R extends Row>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
  ): Promise<R[]> => {
    try {
      return (await target.query<R>(sql, params ? [...params] : undefined)).rows;
    } catch (error) {
      throw classify(error);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await run(pool, sql)),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw classify(error);
      });
      let failed: unknown;
      try {
        await run(client, 'BEGIN');
        const result = await work({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await run(client, sql)),
        });
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        failed = error;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A client whose connection failed is dropped, not handed to the next request.
        client.release(failed instanceof DatabaseUnavailableError ? failed : undefined);
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** PostgreSQL error code of a failed statement (both drivers expose `code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
