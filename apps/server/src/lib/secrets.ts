import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * A server secret kept in the database: created once by whichever process starts first, then
 * shared by every process and kept across restarts.
 */
export async function getOrCreateSecret(db: Queryable, name: string): Promise<string> {
  await db.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(48).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    name,
  ]);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
