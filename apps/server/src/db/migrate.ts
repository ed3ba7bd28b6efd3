import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sqlState, type Database, type Queryable } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_ID = 7_245_113;

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** Applies pending migrations in order, all in one transaction; returns the versions applied. */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** The newest migration this version of the server brings: its schema is complete with it. */
export function latestMigration(migrations = loadMigrations()): string | undefined {
  return migrations.at(-1)?.version;
}

/** Whether the database holds this server's schema: every migration it brings is applied. */
export async function schemaIsCurrent(db: Queryable, latest: string | undefined): Promise<boolean> {
  if (latest === undefined) return true;
  try {
    const rows = await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [latest]);
    return rows.length === 1;
  } catch (error) {
    // No schema_migrations table at all: an empty database.
    if (sqlState(error) === '42P01') return false;
    throw error;
  }
}
