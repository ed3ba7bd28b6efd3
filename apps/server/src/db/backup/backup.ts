import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startWorker } from '../../lib/worker-thread';
import { baseDatabase, type Database } from '../database';
import type { BackupWorkerData, BackupWorkerReply } from './backup-worker';

/**
 * Backups of the embedded database, made by the process that owns it (decision 049): a copy of
 * the data directory made by the database thread between two statements, then PostgreSQL's
 * `pg_dump` run on the copy in a thread of its own, written as a gzipped SQL script that both
 * the embedded database and a PostgreSQL server restore (`npm run db:restore`, or psql).
 */

/** A finished backup's name: `petrosage-2026-11-29T02-33-19-123Z.sql.gz`, sorted by time. */
const BACKUP_NAME = /^petrosage-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-\d+)?\.sql\.gz$/;
const PARTIAL_SUFFIX = '.partial';
/** The copy of the data directory a backup is made from, removed once it is written. */
const SNAPSHOT_PREFIX = '.snapshot-';

export interface BackupOptions {
  /** The directory backups go to (made if missing). */
  dir: string;
  /** How many backups to keep: older ones are deleted once a new one is written. */
  keep: number;
}

export interface Backup {
  /** The backup's absolute path. */
  path: string;
  /** Its file name. */
  file: string;
  bytes: number;
  writtenAt: Date;
  /** How long the database answered no statement while its snapshot was taken. */
  heldMs: number;
  /** From the request to the file in place. */
  tookMs: number;
}

/** With `DATABASE_URL` the server backs nothing up: PostgreSQL's own tools do (README, Backups). */
export class BackupNotAvailableError extends Error {
  constructor() {
    super(
      'With DATABASE_URL the PostgreSQL server is backed up with its own tools: pg_dump, or continuous archiving (README, Backups)',
    );
    this.name = 'BackupNotAvailableError';
  }
}

/** One backup at a time per database. */
export class BackupInProgressError extends Error {
  constructor() {
    super('A backup is being written now; ask again when it has finished');
    this.name = 'BackupInProgressError';
  }
}

const inProgress = new WeakSet<Database>();

/** `2026-11-29T02-33-19-123Z`: an ISO time a file name can carry on every system. */
function stamp(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}

// The file work below is asynchronous throughout: on a busy disk a removal or a flush can take
// long, and the server's thread goes on answering meanwhile.

/** The finished backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names.filter((name) => BACKUP_NAME.test(name)).sort((a, b) => b.localeCompare(a));
}

/** Deletes the backups past the newest `keep`, and what an interrupted backup left behind. */
async function prune(dir: string, keep: number): Promise<void> {
  for (const name of (await listBackups(dir)).slice(keep))
    await rm(join(dir, name), { force: true });
  for (const name of await readdir(dir)) {
    if (name.endsWith(PARTIAL_SUFFIX) || name.startsWith(SNAPSHOT_PREFIX)) {
      await rm(join(dir, name), { recursive: true, force: true });
    }
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Runs `pg_dump` on the snapshot in the backup thread; the gzipped script's size. */
function dumpInThread(snapshot: string, path: string): Promise<number> {
  const worker = startWorker(new URL('./backup-worker', import.meta.url), {
    workerData: { snapshot, path } satisfies BackupWorkerData,
  });
  return new Promise<number>((resolvePromise, reject) => {
    worker.once('message', (reply: BackupWorkerReply) => {
      if (reply.bytes !== undefined) resolvePromise(reply.bytes);
      else
        reject(new Error(`The backup could not be written: ${reply.error ?? 'no reason given'}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The backup thread stopped (exit code ${code})`)),
    );
  }).finally(() => void worker.terminate());
}

/**
 * Writes a backup of the embedded database into `options.dir` and deletes the backups past
 * `options.keep`. The file appears under its name only once it is whole and on disk: a process
 * killed meanwhile leaves the earlier backups and the database as they were.
 */
export async function writeBackup(
  db: Database,
  options: BackupOptions,
  now: () => Date = () => new Date(),
): Promise<Backup> {
  const takeSnapshot = db.snapshot;
  if (!takeSnapshot) throw new BackupNotAvailableError();
  // One backup at a time per database, whichever wrapper of it asks.
  const base = baseDatabase(db);
  if (inProgress.has(base)) throw new BackupInProgressError();
  inProgress.add(base);
  try {
    const dir = resolve(options.dir);
    await mkdir(dir, { recursive: true });
    const started = performance.now();
    const writtenAt = now();
    let file = `petrosage-${stamp(writtenAt)}.sql.gz`;
    const existing = await listBackups(dir);
    for (let n = 2; existing.includes(file); n += 1) {
      file = `petrosage-${stamp(writtenAt)}-${n}.sql.gz`;
    }
    const partial = `${file}${PARTIAL_SUFFIX}`;
    // The copy of the data directory, beside the backups (one file system: copied quickly).
    const snapshot = join(dir, `${SNAPSHOT_PREFIX}${stamp(writtenAt)}`);
    let heldMs: number;
    let bytes: number;
    try {
      await takeSnapshot.call(db, snapshot);
      heldMs = performance.now() - started;
      bytes = await dumpInThread(snapshot, join(dir, partial));
      await rename(join(dir, partial), join(dir, file));
      await syncDirectory(dir);
    } catch (error) {
      await rm(join(dir, partial), { force: true });
      throw error;
    } finally {
      await rm(snapshot, { recursive: true, force: true });
    }
    await prune(dir, Math.max(1, options.keep));
    return {
      path: join(dir, file),
      file,
      bytes,
      writtenAt,
      heldMs: Math.round(heldMs),
      tookMs: Math.round(performance.now() - started),
    };
  } finally {
    inProgress.delete(base);
  }
}
