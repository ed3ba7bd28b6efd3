import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the suites use (README: 127.0.0.1:5432, trust authentication). */
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  /** Its URL on the PostgreSQL server itself. */
  url: string;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database of the test's own on the PostgreSQL server, dropped (connections and all)
 * by `drop()`: for a test whose servers must not share their database with other test files.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `petrosage_${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin(`CREATE DATABASE ${name}`);
  return {
    name,
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
