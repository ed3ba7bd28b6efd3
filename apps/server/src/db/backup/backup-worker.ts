import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { SNAPSHOT_TARBALL } from './snapshot-layout';
import { BACKUP_CHECK_PREFIX, tableCheck, type BackupCheck } from './table-check';

/**
 * The backup thread's entry (see `backup.ts`): opens the copy of the embedded database's data
 * directory the database thread made, runs PostgreSQL's `pg_dump` on the copy, and writes the
 * SQL script gzipped to `path`, flushed to disk. The server's database thread is not involved:
 * it answers requests meanwhile.
 */

export interface BackupWorkerData {
  /** Where the snapshot of the data directory was copied (`snapshot-layout.ts`). */
  snapshot: string;
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
  const tarball = join(snapshot, SNAPSHOT_TARBALL);
  const copy = existsSync(tarball)
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(tarball)]) })
    : await PGlite.create(snapshot);
  let script: File;
  let check: BackupCheck;
  try {
    check = await tableCheck(copy);
    script = await pgDump({ pg: copy, args: PG_DUMP_ARGS });
  } finally {
    await copy.close();
  }
  const trailer = `\n${BACKUP_CHECK_PREFIX}${JSON.stringify(check)}\n`;
  // The script is in memory already (pg_dump wrote it to its own file system).
  await pipeline(
    Readable.from([Buffer.from(await script.arrayBuffer()), Buffer.from(trailer)]),
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
