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
  close(): Promise<void>;
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

function openPostgres(
  connectionString: string,
  {
    max,
    connectTimeoutMs,
    statementTimeoutMs,
  }: { max: number; connectTimeoutMs: number; statementTimeoutMs: number },
): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // The server stops a statement past the limit; the client gives up on a server that says
    // nothing at all (hung, or a network that drops packets), a little later.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
  });
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
    close: () => pool.end(),
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
