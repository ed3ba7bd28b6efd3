import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openDatabase, type Database, type DatabaseOptions } from './database';
import { loadMigrations, migrate } from './migrate';
import { openPgliteThread, type PgliteDatabase } from './pglite-thread';

/**
 * A database in memory (`DATA_DIR=memory`) starts from a snapshot of the migrated schema rather
 * than from nothing: PGlite's initdb and the migrations take many seconds of WebAssembly work at
 * every start, loading their result well under one (decision 038). The snapshot is a gzipped
 * tarball of the data directory, made by `npm run build` (or at the first start without one)
 * under `node_modules/.cache/petrosage-pglite`, and named by a hash of the PGlite version and the
 * migrations: a new migration or PGlite version makes a new one.
 */

const require = createRequire(import.meta.url);

/** Where PGlite is installed, and its version. */
function pglitePackage(): { dir: string; version: string } {
  const entry = require.resolve('@electric-sql/pglite');
  const name = join('node_modules', '@electric-sql', 'pglite');
  const dir = entry.slice(0, entry.lastIndexOf(name) + name.length);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version: manifest.version };
}

/** The snapshot's file for this PGlite and these migrations. */
export function memorySnapshotPath(): string {
  const { dir, version } = pglitePackage();
  const hash = createHash('sha256').update(`pglite ${version}\0checkpointed\0`);
  for (const migration of loadMigrations()) {
    hash.update(migration.version).update('\0').update(migration.sql).update('\0');
  }
  const nodeModules = dir.slice(0, dir.lastIndexOf('node_modules') + 'node_modules'.length);
  return join(
    nodeModules,
    '.cache',
    'petrosage-pglite',
    `memory-${hash.digest('hex').slice(0, 16)}.tar.gz`,
  );
}

/** Writes the snapshot whole under another name, then moves it into place; older ones go. */
function store(path: string, tarball: Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const partial = `${path}.${randomUUID()}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, path);
  for (const file of readdirSync(dir)) {
    if (file.startsWith('memory-') && file.endsWith('.tar.gz') && join(dir, file) !== path) {
      rmSync(join(dir, file), { force: true });
    }
  }
}

/**
 * The migrated database as a tarball, checkpointed first: a snapshot whose log still had to be
 * replayed would make every start redo the migrations' work.
 */
async function dumpMigrated(db: PgliteDatabase): Promise<Uint8Array> {
  await db.exec('CHECKPOINT');
  return db.dump();
}

/** Makes the snapshot unless it is there already; answers its path. */
export async function prepareMemorySnapshot(): Promise<string> {
  const path = memorySnapshotPath();
  if (existsSync(path)) return path;
  const db = await openPgliteThread(undefined);
  try {
    await migrate(db);
    store(path, await dumpMigrated(db));
  } finally {
    await db.close();
  }
  return path;
}

async function openMemory(): Promise<Database> {
  const path = memorySnapshotPath();
  if (existsSync(path)) {
    try {
      const db = await openPgliteThread(undefined, { snapshot: path });
      await migrate(db);
      return db;
    } catch {
      // A snapshot cut short or unreadable: start from nothing, as without one.
    }
  }
  const db = await openPgliteThread(undefined);
  await migrate(db);
  // Best effort: a read-only installation starts from nothing each time, as it did before.
  try {
    store(path, await dumpMigrated(db));
  } catch {
    /* not cached */
  }
  return db;
}

/** Opens the configured database with this version's schema (every migration applied). */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.databaseUrl && options.dataDir === undefined) return openMemory();
  const db = await openDatabase(options);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
