import type { Queryable } from '../../db/database';
import { USER_COLUMNS, type UserRow } from './auth.repo';

/** The SQL of the operator's user administration (GoTrue's `/admin/users`) on `users`. */

type Row = UserRow & Record<string, unknown>;

/** A page of accounts, newest first, optionally those whose e-mail contains `filter`. */
export async function listUsers(
  q: Queryable,
  options: { limit: number; offset: number; filter: string | null },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = options.filter === null ? null : `%${escapeLike(options.filter)}%`;
  const rows = await q.query<Row>(
    `SELECT ${USER_COLUMNS} FROM users
     WHERE $1::text IS NULL OR email ILIKE $1
     ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [pattern, options.limit, options.offset],
  );
  const [count] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM users WHERE $1::text IS NULL OR email ILIKE $1',
    [pattern],
  );
  return { rows, total: count?.total ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface AdminNewUser {
  id: string;
  email: string;
  passwordHash: string;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
}

export async function insertUser(q: Queryable, user: AdminNewUser): Promise<UserRow> {
  const [row] = await q.query<Row>(
    `INSERT INTO users (id, email, encrypted_password, email_confirmed_at, user_metadata,
                        app_metadata, banned_until)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END, $5, $6, $7)
     RETURNING ${USER_COLUMNS}`,
    [
      user.id,
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(user.userMetadata),
      JSON.stringify(user.appMetadata),
      user.bannedUntil,
    ],
  );
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export interface AdminUserChanges {
  email?: string;
  passwordHash?: string;
  confirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** A new ban end; null lifts the ban. */
  bannedUntil?: Date | null;
}

export async function updateUser(
  q: Queryable,
  id: string,
  changes: AdminUserChanges,
): Promise<UserRow | undefined> {
  const [row] = await q.query<Row>(
    `UPDATE users SET
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = CASE WHEN $4::boolean THEN coalesce(email_confirmed_at, now())
                                 ELSE email_confirmed_at END,
       user_metadata = coalesce($5::jsonb, user_metadata),
       app_metadata = coalesce($6::jsonb, app_metadata),
       banned_until = CASE WHEN $7::boolean THEN $8::timestamptz ELSE banned_until END,
       updated_at = now()
     WHERE id = $1
     RETURNING ${USER_COLUMNS}`,
    [
      id,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.confirm ?? false,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
      changes.bannedUntil !== undefined,
      changes.bannedUntil ?? null,
    ],
  );
  return row;
}

/** Deletes the account; everything that references it goes with it (ON DELETE CASCADE). */
export async function deleteUser(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM users WHERE id = $1 RETURNING 1', [id]);
  return rows.length > 0;
}

export async function deleteSessionsOf(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
}

/** Marks an account operator, or not; false when there is no such account. */
export async function setOperator(q: Queryable, id: string, operator: boolean): Promise<boolean> {
  const rows = await q.query(
    'UPDATE users SET is_operator = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [id, operator],
  );
  return rows.length > 0;
}

/** Whether the account is marked operator and not banned now. */
export async function isActiveOperator(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q.query<{ operator: boolean }>(
    `SELECT is_operator AND coalesce(banned_until <= now(), true) AS operator
     FROM users WHERE id = $1`,
    [id],
  );
  return row?.operator ?? false;
}
