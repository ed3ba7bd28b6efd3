import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, Row } from './database';

/**
 * PGlite on a thread of its own. PGlite runs PostgreSQL in WebAssembly, synchronously: on the
 * server's thread each statement would stop every request, stream and timer until it ends. On its
 * own thread the database works while the server parses, answers and streams, and a long
 * statement delays no other request's I/O.
 *
 * Statements run one at a time, in the order they were sent. A transaction has the database to
 * itself from its BEGIN to its COMMIT or ROLLBACK: statements sent meanwhile by anyone else wait
 * on the thread, and run as soon as it ends, without another round trip through the server.
 */

/** A request to the thread (sent with an id); `tx` marks the statements of a transaction. */
type Request =
  | { op: 'query'; sql: string; params: unknown[] | undefined; tx: number | undefined }
  | { op: 'exec'; sql: string; tx: number | undefined }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

/**
 * PGlite runs no autovacuum: left alone, the dead rows of every update (a streaming reply is saved
 * every 250 ms) would pile up in tables and indexes for good. The thread does autovacuum's work
 * itself, with its default thresholds, once per {@link MAINTENANCE_MS} and between statements.
 */
const MAINTENANCE_MS = 60_000;

interface Reply {
  id: number;
  rows?: Row[];
  error?: { message: string } & Record<string, unknown>;
}

/** The thread's code: plain CommonJS, so that it needs no TypeScript loader. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);

const fieldsOf = (error) => {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
};

const queue = [];
let db;
let active;          // the transaction that has the database
const failed = new Set(); // transactions whose BEGIN failed: their statements are refused
let running = false;

async function run(request) {
  const { op, tx } = request;
  if (tx !== undefined && failed.has(tx)) {
    if (op !== 'rollback') throw new Error('The transaction could not begin');
    failed.delete(tx);
    return {};
  }
  switch (op) {
    case 'query':
      return { rows: (await db.query(request.sql, request.params)).rows };
    case 'exec':
      await db.exec(request.sql);
      return {};
    case 'begin':
      active = tx;
      try {
        await db.exec('BEGIN');
      } catch (error) {
        active = undefined;
        failed.add(tx);
        throw error;
      }
      return {};
    case 'commit':
    case 'rollback':
      try {
        await db.exec(op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        active = undefined;
      }
      return {};
    case 'close':
      await db.close();
      return {};
    case 'maintain':
      await maintain();
      return undefined;
  }
}

// autovacuum's defaults: vacuum past 50 + 20 % dead rows, analyze past 50 + 10 % changed rows.
async function maintain() {
  const { rows } = await db.query(\`
    SELECT format('%I.%I', schemaname, relname) AS name,
           n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum,
           n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze
    FROM pg_stat_user_tables\`);
  for (const table of rows) {
    if (table.vacuum) await db.exec('VACUUM (ANALYZE) ' + table.name);
    else if (table.analyze) await db.exec('ANALYZE ' + table.name);
  }
}

async function pump() {
  if (running) return;
  running = true;
  for (;;) {
    const index = active === undefined ? 0 : queue.findIndex((request) => request.tx === active);
    if (index < 0 || index >= queue.length) break;
    const [request] = queue.splice(index, 1);
    try {
      const result = await run(request);
      if (result) parentPort.postMessage({ id: request.id, ...result });
    } catch (error) {
      if (request.id !== undefined) parentPort.postMessage({ id: request.id, error: fieldsOf(error) });
    }
  }
  running = false;
}

parentPort.on('message', (request) => {
  queue.push(request);
  if (db) void pump();
});

PGlite.create(workerData.dataDir).then(
  (opened) => {
    db = opened;
    parentPort.postMessage({ id: 0 });
    void pump();
    setInterval(() => {
      queue.push({ op: 'maintain' });
      void pump();
    }, workerData.maintenanceMs).unref();
  },
  (error) => parentPort.postMessage({ id: 0, error: fieldsOf(error) }),
);
`;

/** A PostgreSQL error from the thread, with its fields (`code`, `detail`, `constraint`…). */
function toError(fields: NonNullable<Reply['error']>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/** Opens PGlite (persisted under `dataDir`, or in memory) on its own thread. */
export async function openPgliteThread(
  dataDir: string | undefined,
  { maintenanceMs = MAINTENANCE_MS }: { maintenanceMs?: number } = {},
): Promise<Database> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pglite: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
      dataDir,
      maintenanceMs,
    },
  });
  const pending = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (e: Error) => void }
  >();
  let failure: Error | undefined;
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    // The thread keeps the process alive only while a statement is on its way.
    if (pending.size === 0) worker.unref();
    waiting?.resolve(reply);
  });
  const fail = (error: Error): void => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));

  let nextId = 1;
  const send = (request: Request): Promise<Reply> =>
    new Promise<Reply>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    }).then((reply) => {
      if (reply.error) throw toError(reply.error);
      return reply;
    });

  const opened = await new Promise<Reply>((resolve, reject) => {
    pending.set(0, { resolve, reject });
  });
  if (opened.error) {
    await worker.terminate();
    throw toError(opened.error);
  }

  const statements = (tx: number | undefined): Queryable => ({
    query: async <R extends Row>(sql: string, params?: readonly unknown[]) =>
      (await send({ op: 'query', sql, params: params ? [...params] : undefined, tx })).rows as R[],
    exec: async (sql) => void (await send({ op: 'exec', sql, tx })),
  });
  let nextTx = 1;

  return {
    kind: 'pglite',
    ...statements(undefined),
    async transaction(work) {
      const tx = nextTx;
      nextTx += 1;
      // Not awaited: the transaction's statements follow at once; if BEGIN fails, they are
      // refused and the work fails with them.
      const begun = send({ op: 'begin', tx });
      begun.catch(() => undefined);
      try {
        const result = await work(statements(tx));
        await begun;
        await send({ op: 'commit', tx });
        return result;
      } catch (error) {
        await send({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
