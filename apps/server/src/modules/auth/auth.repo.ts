import type { LogoutScope } from '@petrosage/contracts/auth';
import type { Queryable } from '../../db/database';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  /** When the operator last invited the account (`POST /invite`). */
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  recovery_sent_at: Date | null;
  /** The address a pending change moves to. */
  email_change: string | null;
  email_change_sent_at: Date | null;
  banned_until: Date | null;
  /** The user's second factors, oldest first (timestamps as the database wrote them). */
  factors: FactorSummary[];
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export interface FactorSummary {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export interface RefreshTokenRow {
  id: string;
  session_id: string;
  parent_id: string | null;
  revoked: boolean;
  /** Measured by the database clock; null while the token is active. */
  revoked_seconds_ago: number | null;
}

const REFRESH_TOKEN_COLUMNS = `id, session_id, parent_id, revoked,
  extract(epoch FROM now() - revoked_at)::float8 AS revoked_seconds_ago`;

export const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  invited_at, last_sign_in_at, recovery_sent_at, email_change, email_change_sent_at, banned_until,
  user_metadata, app_metadata, created_at, updated_at,
  (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
            'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
            'last_challenged_at', f.last_challenged_at) ORDER BY f.created_at, f.id), '[]'::jsonb)
   FROM mfa_factors f WHERE f.user_id = users.id) AS factors`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow & Record<string, unknown>>(
    `SELECT ${USER_COLUMNS} FROM users WHERE email = $1`,
    [email],
  );
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow & Record<string, unknown>>(
    `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`,
    [id],
  );
  return row;
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
}

/** Inserts the account (its profile is the profiles module's). */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await q.query<UserRow & Record<string, unknown>>(
    `INSERT INTO users (id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, user_metadata)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END, CASE WHEN NOT $4::boolean THEN now() END, $5)
     RETURNING ${USER_COLUMNS}`,
    [user.id, user.email, user.passwordHash, user.confirmed, JSON.stringify(user.userMetadata)],
  );
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  q: Queryable,
  id: string,
  changes: { passwordHash?: string; userMetadata?: Record<string, unknown>; signedIn?: boolean },
): Promise<UserRow> {
  const [row] = await q.query<UserRow & Record<string, unknown>>(
    `UPDATE users SET
       encrypted_password = coalesce($2, encrypted_password),
       user_metadata = coalesce($3::jsonb, user_metadata),
       last_sign_in_at = CASE WHEN $4::boolean THEN now() ELSE last_sign_in_at END,
       updated_at = now()
     WHERE id = $1
     RETURNING ${USER_COLUMNS}`,
    [
      id,
      changes.passwordHash ?? null,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.signedIn ?? false,
    ],
  );
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

export async function insertSession(
  q: Queryable,
  session: {
    id: string;
    userId: string;
    userAgent: string | null;
    ip: string;
    signInMethod: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO auth_sessions (id, user_id, user_agent, ip, sign_in_method)
     VALUES ($1, $2, $3, $4, $5)`,
    [session.id, session.userId, session.userAgent, session.ip, session.signInMethod],
  );
}

/** How a session began (`password`, `otp`, `magiclink`, …), for its tokens' `amr` claim. */
export async function sessionSignInMethod(
  q: Queryable,
  sessionId: string,
): Promise<string | undefined> {
  const [row] = await q.query<{ sign_in_method: string }>(
    'SELECT sign_in_method FROM auth_sessions WHERE id = $1',
    [sessionId],
  );
  return row?.sign_in_method;
}

/** Locks the session row so that concurrent refreshes of one session run one at a time. */
export async function lockSession(q: Queryable, sessionId: string): Promise<string | undefined> {
  const [row] = await q.query<{ user_id: string }>(
    'SELECT user_id FROM auth_sessions WHERE id = $1 FOR UPDATE',
    [sessionId],
  );
  return row?.user_id;
}

export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('UPDATE auth_sessions SET refreshed_at = now() WHERE id = $1', [sessionId]);
}

/** Ends sessions (their refresh tokens go with them). */
export async function deleteSessions(
  q: Queryable,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string,
): Promise<void> {
  switch (scope) {
    case 'global':
      await q.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
      return;
    case 'local':
      await q.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id = $2', [
        userId,
        currentSessionId,
      ]);
      return;
    case 'others':
      await q.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2', [
        userId,
        currentSessionId,
      ]);
      return;
  }
}

export async function insertRefreshToken(
  q: Queryable,
  token: { id: string; sessionId: string; hash: string; parentId: string | null },
): Promise<void> {
  await q.query(
    'INSERT INTO refresh_tokens (id, session_id, token_hash, parent_id) VALUES ($1, $2, $3, $4)',
    [token.id, token.sessionId, token.hash, token.parentId],
  );
}

export async function findRefreshToken(
  q: Queryable,
  hash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await q.query<RefreshTokenRow & Record<string, unknown>>(
    `SELECT ${REFRESH_TOKEN_COLUMNS} FROM refresh_tokens WHERE token_hash = $1`,
    [hash],
  );
  return row;
}

export async function findActiveRefreshToken(
  q: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await q.query<RefreshTokenRow & Record<string, unknown>>(
    `SELECT ${REFRESH_TOKEN_COLUMNS} FROM refresh_tokens
     WHERE session_id = $1 AND NOT revoked ORDER BY created_at DESC LIMIT 1`,
    [sessionId],
  );
  return row;
}

export async function revokeRefreshToken(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked = true, revoked_at = now() WHERE id = $1', [id]);
}

/** When the session signed in, or verified its second factor if that was later. */
export async function sessionSignedInAt(
  q: Queryable,
  sessionId: string,
): Promise<Date | undefined> {
  const [row] = await q.query<{ at: Date }>(
    'SELECT greatest(created_at, mfa_verified_at) AS at FROM auth_sessions WHERE id = $1',
    [sessionId],
  );
  return row?.at;
}
