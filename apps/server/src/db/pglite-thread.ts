import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startWorker } from '../lib/worker-thread';
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
 *
 * The thread runs `pglite-worker.ts`; this module is the server's side of it.
 */

/** A request to the thread (sent with an id); `tx` marks the statements of a transaction. */
export type ThreadRequest =
  | { op: 'query'; sql: string; params: unknown[] | undefined; tx: number | undefined }
  | { op: 'exec'; sql: string; tx: number | undefined }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'listen'; channel: string; tx?: undefined }
  | { op: 'snapshot'; into: string; tx?: undefined }
  | { op: 'dump' | 'close'; tx?: undefined };

/**
 * PGlite runs no autovacuum: left alone, the dead rows of every update (a streaming reply is saved
 * every 250 ms) would pile up in tables and indexes for good. The thread does autovacuum's work
 * itself, with its default thresholds, once per {@link MAINTENANCE_MS} and between statements.
 */
const MAINTENANCE_MS = 60_000;

/** PGlite's WebAssembly modules: PostgreSQL itself, and its initdb. */
export interface PgliteWasm {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
}

/** Node's WebAssembly global: the ES libraries the server is checked against leave it out. */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

let compiled: Promise<PgliteWasm> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every database thread. A thread
 * that compiled its own copy would also optimise PostgreSQL's busy functions all over again,
 * seconds of CPU at each opening; threads given the same module share the code optimised before.
 */
function pgliteWasm(): Promise<PgliteWasm> {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasmApi.compile(await readFile(join(dist, file)));
    const [pglite, initdb] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pglite, initdb };
  })().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

/** What the thread starts with: where the database lives (undefined: in memory). */
export interface ThreadData {
  wasm: PgliteWasm;
  dataDir: string | undefined;
  maintenanceMs: number;
  /** In memory: a data directory dumped earlier (`dump`), loaded instead of a fresh one. */
  snapshot: string | undefined;
}

/**
 * The thread's answer to the request with `id`; id 0 answers the opening of the database, id -1
 * carries a notification (`NOTIFY`) on a channel listened on.
 */
export interface ThreadReply {
  id: number;
  rows?: Row[];
  /** The data directory, as a gzipped tarball. */
  dump?: Uint8Array;
  notification?: { channel: string; payload: string };
  error?: { message: string } & Record<string, unknown>;
}

/** PGlite on its thread: a {@link Database} that can also dump its data directory. */
export interface PgliteDatabase extends Database {
  /** The data directory as a gzipped tarball, for `snapshot` of a later opening. */
  dump(): Promise<Uint8Array>;
  /**
   * Copies the data directory into the directory `into` (made if missing), checkpointed first,
   * between two statements outside any transaction: a consistent copy for a backup
   * (`db/backup`). In memory, the copy is a tarball (`backup/snapshot-layout.ts`).
   */
  snapshot(into: string): Promise<void>;
}

/** A PostgreSQL error from the thread, with its fields (`code`, `detail`, `constraint`…). */
function toError(fields: NonNullable<ThreadReply['error']>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/** Opens PGlite (persisted under `dataDir`, or in memory) on its own thread. */
export async function openPgliteThread(
  dataDir: string | undefined,
  {
    maintenanceMs = MAINTENANCE_MS,
    snapshot,
  }: { maintenanceMs?: number; snapshot?: string | undefined } = {},
): Promise<PgliteDatabase> {
  const wasm = await pgliteWasm();
  const worker = startWorker(new URL('./pglite-worker', import.meta.url), {
    workerData: { wasm, dataDir, maintenanceMs, snapshot } satisfies ThreadData,
  });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const pending = new Map<
    number,
    { resolve: (reply: ThreadReply) => void; reject: (e: Error) => void }
  >();
  let failure: Error | undefined;
  worker.on('message', (reply: ThreadReply) => {
    if (reply.notification) {
      const { channel, payload } = reply.notification;
      for (const listener of listeners.get(channel) ?? []) listener(payload);
      return;
    }
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
  const send = (request: ThreadRequest): Promise<ThreadReply> =>
    new Promise<ThreadReply>((resolve, reject) => {
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

  const opened = await new Promise<ThreadReply>((resolve, reject) => {
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
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await send({ op: 'listen', channel });
      }
      set.add(onPayload);
      return () => {
        set.delete(onPayload);
      };
    },
    async dump() {
      const { dump } = await send({ op: 'dump' });
      if (!dump) throw new Error('The database thread sent no dump');
      return dump;
    },
    async snapshot(into) {
      await send({ op: 'snapshot', into });
    },
    async close() {
      listeners.clear();
      await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
