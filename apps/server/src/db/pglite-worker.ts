import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Row } from './database';
import { SNAPSHOT_TARBALL } from './backup/snapshot-layout';
import type { ThreadReply, ThreadRequest, ThreadData } from './pglite-thread';

/**
 * The database thread's entry (see `pglite-thread.ts`): opens PGlite and runs the statements it
 * is sent, one at a time, in order. A transaction's statements run between its BEGIN and its
 * COMMIT or ROLLBACK, before anyone else's.
 */

/** A request as queued here: the thread's own maintenance has no id and answers nobody. */
type Queued = (ThreadRequest & { id: number }) | { op: 'maintain'; id?: undefined; tx?: undefined };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { wasm, dataDir, maintenanceMs, snapshot } = workerData as ThreadData;
/** Channels listened on, each with its way to stop. */
const listening = new Map<string, () => Promise<void>>();

/** A PostgreSQL error's message and its plain fields (`code`, `detail`, `constraint`…). */
function fieldsOf(error: unknown): NonNullable<ThreadReply['error']> {
  const fields: NonNullable<ThreadReply['error']> = {
    message: error instanceof Error ? error.message : String(error),
  };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
}

const queue: Queued[] = [];
let db: PGlite | undefined;
let closed = false;
let maintenance: ReturnType<typeof setInterval> | undefined;
/** The transaction that has the database. */
let active: number | undefined;
/** Transactions whose BEGIN failed: their statements are refused. */
const failed = new Set<number>();
let running = false;

/** Runs one request; its answer (without the id), or undefined for none. */
async function run(
  database: PGlite,
  request: Queued,
): Promise<Omit<ThreadReply, 'id'> | undefined> {
  const { tx } = request;
  if (tx !== undefined && failed.has(tx)) {
    if (request.op !== 'rollback') throw new Error('The transaction could not begin');
    failed.delete(tx);
    return {};
  }
  switch (request.op) {
    case 'query':
      return { rows: (await database.query<Row>(request.sql, request.params)).rows };
    case 'exec':
      await database.exec(request.sql);
      return {};
    case 'begin':
      active = request.tx;
      try {
        await database.exec('BEGIN');
      } catch (error) {
        active = undefined;
        failed.add(request.tx);
        throw error;
      }
      return {};
    case 'commit':
    case 'rollback':
      try {
        await database.exec(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        active = undefined;
      }
      return {};
    case 'listen':
      if (!listening.has(request.channel)) {
        const { channel } = request;
        listening.set(
          channel,
          await database.listen(channel, (payload) =>
            port?.postMessage({ id: -1, notification: { channel, payload } } satisfies ThreadReply),
          ),
        );
      }
      return {};
    case 'dump': {
      const tarball = await database.dumpDataDir('gzip');
      return { dump: new Uint8Array(await tarball.arrayBuffer()) };
    }
    case 'snapshot': {
      // A checkpoint first, so every page is in the files and the copy opens without replaying
      // the log. The files are copied as they are, by the system, which holds the database up
      // far less than building a tarball of them would; in memory there are no files.
      await database.exec('CHECKPOINT');
      mkdirSync(request.into, { recursive: true });
      if (dataDir !== undefined) cpSync(dataDir, request.into, { recursive: true });
      else {
        const tarball = await database.dumpDataDir('none');
        writeFileSync(
          join(request.into, SNAPSHOT_TARBALL),
          new Uint8Array(await tarball.arrayBuffer()),
        );
      }
      return {};
    }
    case 'close':
      // Nothing runs after the close: no maintenance, no statement (the thread is then ended).
      closed = true;
      clearInterval(maintenance);
      queue.length = 0;
      await database.close();
      return {};
    case 'maintain':
      await maintain(database);
      return undefined;
  }
}

/** autovacuum's defaults: vacuum past 50 + 20 % dead rows, analyze past 50 + 10 % changed rows. */
async function maintain(database: PGlite): Promise<void> {
  const { rows } = await database.query<{ name: string; vacuum: boolean; analyze: boolean }>(`
    SELECT format('%I.%I', schemaname, relname) AS name,
           n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum,
           n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze
    FROM pg_stat_user_tables`);
  for (const table of rows) {
    if (table.vacuum) await database.exec(`VACUUM (ANALYZE) ${table.name}`);
    else if (table.analyze) await database.exec(`ANALYZE ${table.name}`);
  }
}

/** Runs queued requests: the active transaction's first, else the oldest. */
async function pump(database: PGlite, to: NonNullable<typeof parentPort>): Promise<void> {
  if (running) return;
  running = true;
  for (;;) {
    const index = active === undefined ? 0 : queue.findIndex((request) => request.tx === active);
    if (index < 0 || index >= queue.length) break;
    const [request] = queue.splice(index, 1);
    if (!request) break;
    try {
      const result = await run(database, request);
      if (result) to.postMessage({ id: request.id, ...result } satisfies Partial<ThreadReply>);
    } catch (error) {
      if (request.id !== undefined)
        to.postMessage({ id: request.id, error: fieldsOf(error) } satisfies ThreadReply);
    }
  }
  running = false;
}

port.on('message', (request: ThreadRequest & { id: number }) => {
  if (closed) {
    port.postMessage({
      id: request.id,
      error: { message: 'The database thread stopped (closed)' },
    } satisfies ThreadReply);
    return;
  }
  queue.push(request);
  if (db) void pump(db, port);
});

/**
 * PGlite's WebAssembly as compiled once by the server's thread, and, in memory, 16 MB of shared
 * buffers instead of PostgreSQL's 128: there the data files are in memory already, the buffers
 * would hold a second copy of their pages, and zeroing 128 MB is much of an opening's work.
 */
const options = {
  pgliteWasmModule: wasm.pglite,
  initdbWasmModule: wasm.initdb,
  ...(dataDir === undefined
    ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }
    : {}),
};

(snapshot === undefined
  ? PGlite.create({ ...options, dataDir })
  : PGlite.create({ ...options, loadDataDir: new Blob([readFileSync(snapshot)]) })
).then(
  (opened) => {
    db = opened;
    port.postMessage({ id: 0 } satisfies ThreadReply);
    void pump(opened, port);
    maintenance = setInterval(() => {
      queue.push({ op: 'maintain' });
      void pump(opened, port);
    }, maintenanceMs).unref();
  },
  (error: unknown) => port.postMessage({ id: 0, error: fieldsOf(error) } satisfies ThreadReply),
);
