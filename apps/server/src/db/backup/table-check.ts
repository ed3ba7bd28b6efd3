import type { Row } from '../database';

/**
 * What a backup holds, table by table: its rows and a hash of them. Written at the end of the
 * backup as a comment (`-- PetroSage backup check: {…}`), read back by `npm run db:restore`,
 * which checks the restored rows against it before it commits.
 */
export type BackupCheck = Record<string, { rows: number; md5: string }>;

export const BACKUP_CHECK_PREFIX = '-- PetroSage backup check: ';

interface Runner {
  query<R extends Row>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** Every table of the public schema, by name. */
export async function tableNames(db: Runner): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

/**
 * Each table's row count and the MD5 of its rows' text, sorted byte by byte (times rendered in
 * UTC: the hash does not depend on the session's time zone or the database's collation).
 */
export async function tableCheck(db: Runner): Promise<BackupCheck> {
  await db.query(`SET TIME ZONE 'UTC'`);
  const check: BackupCheck = {};
  for (const name of await tableNames(db)) {
    const { rows } = await db.query<{ rows: number; md5: string | null }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5
       FROM public.${quoteIdentifier(name)} t`,
    );
    check[name] = { rows: rows[0]?.rows ?? 0, md5: rows[0]?.md5 ?? '' };
  }
  return check;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
