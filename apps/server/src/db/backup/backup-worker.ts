import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { BACKUP_CHECK_PREFIX, tableCheck, type BackupCheck } from './table-check';

/**
 * The backup thread's entry (see `backup.ts`): opens a copy of the embedded database in memory
 * from a snapshot of its data directory, runs PostgreSQL's `pg_dump` on the copy, and writes the
 * SQL script gzipped to `path`, flushed to disk. The server's database thread is not involved:
 * it answers requests meanwhile.
 */

export interface BackupWorkerData {
  /** The data directory as an uncompressed tarball. */
  snapshot: Uint8Array;
  /** Where the gzipped script goes (a name the finished backup does not have yet). */
  path: string;
}

export interface BackupWorkerReply {
  bytes?: number;
  error?: string;
}

/**
 * `pg_dump` options: no owners or privileges (the restoring role owns what it creates, whatever
 * its name), and the rows as INSERT statements (the tool adds `--inserts`), which the embedded
 * database, node-postgres and psql all run as they are.
 */
const PG_DUMP_ARGS = ['--no-owner', '--no-privileges'];

const port = parentPort;
if (!port) throw new Error('backup-worker runs as a worker thread');
const { snapshot, path } = workerData as BackupWorkerData;

async function writeBackup(): Promise<number> {
  const copy = await PGlite.create({
    loadDataDir: new Blob([snapshot as Uint8Array<ArrayBuffer>]),
  });
  let script: File;
  let check: BackupCheck;
  try {
    check = await tableCheck(copy);
    script = await pgDump({ pg: copy, args: PG_DUMP_ARGS });
  } finally {
    await copy.close();
  }
  const trailer = `\n${BACKUP_CHECK_PREFIX}${JSON.stringify(check)}\n`;
  await pipeline(
    Readable.from(
      (async function* () {
        for await (const chunk of Readable.fromWeb(script.stream())) yield chunk as Uint8Array;
        yield Buffer.from(trailer);
      })(),
    ),
    createGzip({ level: 6 }),
    createWriteStream(path, { mode: 0o600 }),
  );
  // On disk before it is renamed into place: a power cut never leaves a named, empty backup.
  const handle = await open(path, 'r');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

writeBackup().then(
  (bytes) => port.postMessage({ bytes } satisfies BackupWorkerReply),
  (error: unknown) =>
    port.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies BackupWorkerReply),
);
