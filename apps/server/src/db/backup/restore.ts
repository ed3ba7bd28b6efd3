import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LOCK_FILE_NAME, lockDataDirectory } from '../data-directory-lock';
import { connectionConfig } from '../database';
import { ScriptError, SqlScriptReader, type ScriptPart } from './sql-script';
import { BACKUP_CHECK_PREFIX, tableCheck, type BackupCheck } from './table-check';

/**
 * Restores a backup — the SQL script `pg_dump` writes, gzipped or not — into an empty embedded
 * database directory, or into an empty PostgreSQL database (decision 049). The whole script runs
 * in one transaction: a restore that fails leaves the target as it was.
 */

/** A restore that cannot start or did not finish, with the one line the command prints. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** Where a script is restored: the statements, its COPY data and the settings it may set. */
interface RestoreTarget {
  exec(sql: string): Promise<void>;
  query<R extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  copy(sql: string, data: string): Promise<void>;
  /** Whether the server has this setting: a newer pg_dump sets some an older server lacks. */
  knowsSetting(name: string): Promise<boolean>;
}

export interface RestoreResult {
  statements: number;
  /** Tables checked against the backup's own count of their rows (none for a plain pg_dump). */
  checkedTables: number;
  rows: number;
  /** `SET`s of settings the target does not have, left out. */
  skippedSettings: string[];
}

/** Statements sent to the database together: fewer round trips, bounded memory. */
const BATCH_CHARS = 1 << 20;
const SET_STATEMENT = /^SET\s+(?:SESSION\s+)?([A-Za-z_][\w.]*)\s*(?:=|TO\s)/i;

/** The script's text, piece by piece; gzip is recognised by its first bytes. */
async function* scriptText(file: string): AsyncGenerator<string> {
  const handle = await open(file, 'r').catch((error: unknown) => {
    throw new RestoreError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  });
  const head = Buffer.alloc(2);
  await handle.read(head, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file);
  const stream = head[0] === 0x1f && head[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  for await (const chunk of stream) yield chunk as string;
}

/** Runs the script's statements on `target`, inside the transaction the caller opened. */
async function runScript(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const reader = new SqlScriptReader(BACKUP_CHECK_PREFIX);
  const result: RestoreResult = { statements: 0, checkedTables: 0, rows: 0, skippedSettings: [] };
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const sql = batch.join('\n');
    batch = [];
    batchChars = 0;
    await target.exec(sql);
  };
  const handle = async (part: ScriptPart): Promise<void> => {
    result.statements += 1;
    if (part.kind === 'copy') {
      await flush();
      await target.copy(part.sql, part.data);
      return;
    }
    const setting = SET_STATEMENT.exec(part.sql)?.[1];
    if (setting !== undefined && !(await target.knowsSetting(setting))) {
      result.skippedSettings.push(setting);
      return;
    }
    batch.push(part.sql);
    batchChars += part.sql.length;
    if (batchChars >= BATCH_CHARS) await flush();
  };
  try {
    for await (const text of scriptText(file)) {
      for (const part of reader.push(text)) await handle(part);
    }
    for (const part of reader.end()) await handle(part);
    await flush();
    if (reader.noted !== undefined) {
      const expected = JSON.parse(reader.noted) as BackupCheck;
      const found = await tableCheck(target);
      for (const [table, { rows }] of Object.entries(expected)) {
        const restored = found[table]?.rows;
        if (restored !== rows) {
          throw new RestoreError(
            `the restore does not match the backup: table ${table} has ${restored ?? 'no'} rows, the backup ${rows}; nothing was restored`,
          );
        }
        result.checkedTables += 1;
        result.rows += rows;
      }
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    if (error instanceof ScriptError)
      throw new RestoreError(`${file} is not a backup that can be restored here: ${error.message}`);
    if (
      error instanceof Error &&
      /incorrect header check|unexpected end of file/.test(error.message)
    )
      throw new RestoreError(`${file} is not a whole gzip file: ${error.message}`);
    const message = error instanceof Error ? error.message : String(error);
    throw new RestoreError(`the restore stopped: ${message}; nothing was restored`);
  }
  return result;
}

/** What the directory holds besides a lock nobody holds. */
function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME);
  } catch {
    return [];
  }
}

/**
 * Restores `file` into the embedded database directory `dataDir` (`displayDir` as configured,
 * for messages), which must be empty or missing and not in use.
 */
export async function restoreIntoDirectory(
  file: string,
  dataDir: string,
  displayDir: string,
): Promise<RestoreResult> {
  const root = resolve(dataDir);
  const existed = existsSync(root);
  if (existed && existsSync(join(root, LOCK_FILE_NAME))) {
    // Refused at once when a live process owns the directory; a stale lock is taken over.
    lockDataDirectory(root, displayDir).release();
  }
  const entries = entriesOf(root);
  if (entries.length > 0) {
    throw new RestoreError(
      `${displayDir} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}): restore into an empty or new directory (set DATA_DIR), or move this one aside first`,
    );
  }
  mkdirSync(root, { recursive: true });
  const lock = lockDataDirectory(root, displayDir);
  const path = join(root, 'pglite');
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(path);
    const opened = db;
    const known = new Map<string, boolean>();
    await opened.exec('BEGIN');
    const result = await runScript(file, {
      exec: async (sql) => void (await opened.exec(sql)),
      query: (sql, params) => opened.query(sql, params),
      copy: async (sql, data) => {
        const fromBlob = sql.replace(/\sFROM\s+stdin\s*;\s*$/i, " FROM '/dev/blob'");
        await opened.query(fromBlob, [], { blob: new Blob([data]) });
      },
      knowsSetting: async (name) => {
        let knows = known.get(name);
        if (knows === undefined) {
          const rows = await opened.query<{ known: boolean }>(
            'SELECT current_setting($1, true) IS NOT NULL AS known',
            [name],
          );
          knows = rows.rows[0]?.known === true;
          known.set(name, knows);
        }
        return knows;
      },
    });
    await opened.exec('COMMIT');
    await opened.close();
    db = undefined;
    return result;
  } catch (error) {
    await db?.close().catch(() => undefined);
    // The directory was empty: leave it so, for the next attempt.
    rmSync(path, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
    if (!existed && entriesOf(root).length === 0) rmSync(root, { recursive: true, force: true });
  }
}

/** Restores `file` into the PostgreSQL database of `databaseUrl`, which must have no tables. */
export async function restoreIntoPostgres(
  file: string,
  databaseUrl: string,
  { sslCa, connectTimeoutMs }: { sslCa: string | undefined; connectTimeoutMs: number },
): Promise<RestoreResult> {
  const client = new pg.Client(connectionConfig(databaseUrl, { sslCa, connectTimeoutMs }));
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1 LIMIT 4`,
    );
    if (rows.length > 0) {
      throw new RestoreError(
        `the database of DATABASE_URL is not empty (${rows
          .slice(0, 3)
          .map((row) => row.name)
          .join(
            ', ',
          )}${rows.length > 3 ? ', …' : ''}): restore into a new database (createdb petrosage_restored)`,
      );
    }
    const known = new Map<string, boolean>();
    await client.query('BEGIN');
    try {
      const result = await runScript(file, {
        exec: async (sql) => void (await client.query(sql)),
        query: (sql, params) => client.query(sql, params),
        copy: () =>
          Promise.reject(
            new RestoreError(
              `${file} loads its rows with COPY … FROM stdin, which only psql sends to a PostgreSQL server: restore it with psql -f, or write it with pg_dump --inserts`,
            ),
          ),
        knowsSetting: async (name) => {
          let knows = known.get(name);
          if (knows === undefined) {
            const found = await client.query<{ known: boolean }>(
              'SELECT current_setting($1, true) IS NOT NULL AS known',
              [name],
            );
            knows = found.rows[0]?.known === true;
            known.set(name, knows);
          }
          return knows;
        },
      });
      // What the migrations make different on PostgreSQL (decision 043): a reply's progress is
      // not written to the log there. A backup of the embedded database has the table logged.
      await client.query(`DO $$ BEGIN
        IF to_regclass('public.reply_chunks') IS NOT NULL THEN
          ALTER TABLE public.reply_chunks SET UNLOGGED;
        END IF;
      END $$`);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
