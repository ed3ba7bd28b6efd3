import type { Queryable } from '../../db/database';
import { USER_COLUMNS, type UserRow } from './auth.repo';

/** What a one-time token is for (one live token per account and purpose). */
export type TokenType =
  'confirmation' | 'recovery' | 'email_change_current' | 'email_change_new' | 'reauthentication';

/** The `users` column that records when a token of each type was last sent. */
const SENT_AT: Record<TokenType, string> = {
  confirmation: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change_current: 'email_change_sent_at',
  email_change_new: 'email_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
};

export interface TokenRow {
  user_id: string;
  token_type: TokenType;
  token_hash: string;
  relates_to: string;
  /** Measured by the database clock. */
  age_seconds: number;
}

const TOKEN_COLUMNS = `user_id, token_type, token_hash, relates_to,
  extract(epoch FROM now() - created_at)::float8 AS age_seconds`;

/** Seconds since the live token of this type was made (null: there is none). */
export async function secondsSinceSent(
  q: Queryable,
  userId: string,
  type: TokenType,
): Promise<number | null> {
  const [row] = await q.query<{ seconds: number }>(
    `SELECT extract(epoch FROM now() - created_at)::float8 AS seconds
     FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2`,
    [userId, type],
  );
  return row?.seconds ?? null;
}

/** Records the sending time of a type (or clears it: a mail that could not be sent). */
export async function markSent(
  q: Queryable,
  userId: string,
  type: TokenType,
  sent: boolean,
): Promise<void> {
  await q.query(
    `UPDATE users SET ${SENT_AT[type]} = CASE WHEN $2::boolean THEN now() END WHERE id = $1`,
    [userId, sent],
  );
}

/** Records an invitation (`invited_at`), as Supabase Auth does when it mails one. */
export async function markInvited(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE users SET invited_at = now() WHERE id = $1', [userId]);
}

export async function saveToken(
  q: Queryable,
  token: { userId: string; type: TokenType; hash: string; relatesTo: string },
): Promise<void> {
  await q.query(
    `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, token_type) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, relates_to = EXCLUDED.relates_to, created_at = now()`,
    [token.userId, token.type, token.hash, token.relatesTo],
  );
}

/** The live tokens with one of these hashes and types, locked for the verification. */
export async function findTokens(
  q: Queryable,
  hashes: string[],
  types: TokenType[],
): Promise<TokenRow[]> {
  return q.query<TokenRow & Record<string, unknown>>(
    `SELECT ${TOKEN_COLUMNS} FROM auth_one_time_tokens
     WHERE token_hash = ANY($1::text[]) AND token_type = ANY($2::text[])
     ORDER BY created_at DESC FOR UPDATE`,
    [hashes, types],
  );
}

export async function findUserToken(
  q: Queryable,
  userId: string,
  type: TokenType,
): Promise<TokenRow | undefined> {
  const [row] = await q.query<TokenRow & Record<string, unknown>>(
    `SELECT ${TOKEN_COLUMNS} FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2`,
    [userId, type],
  );
  return row;
}

/** The live tokens of these types sent to `address` (what a code typed with it could match). */
export async function tokensSentTo(
  q: Queryable,
  address: string,
  types: TokenType[],
): Promise<TokenRow[]> {
  return q.query<TokenRow & Record<string, unknown>>(
    `SELECT ${TOKEN_COLUMNS} FROM auth_one_time_tokens
     WHERE relates_to = $1 AND token_type = ANY($2::text[])`,
    [address, types],
  );
}

/** Deletes one token, if it is still the live one of its account and type. */
export async function deleteToken(q: Queryable, token: TokenRow): Promise<void> {
  await q.query(
    `DELETE FROM auth_one_time_tokens
     WHERE user_id = $1 AND token_type = $2 AND token_hash = $3`,
    [token.user_id, token.token_type, token.token_hash],
  );
}

export async function deleteTokens(
  q: Queryable,
  userId: string,
  types: TokenType[],
): Promise<void> {
  await q.query(
    'DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = ANY($2::text[])',
    [userId, types],
  );
}

const USER_RETURNING = `RETURNING ${USER_COLUMNS}`;

/**
 * Confirms the address (a link or code mailed to it was verified: the address is proven, which
 * an automatic confirmation is not) and records a sign-in.
 */
export async function confirmAndSignIn(q: Queryable, userId: string): Promise<UserRow> {
  const [row] = await q.query<UserRow & Record<string, unknown>>(
    `UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()),
       email_proven_at = now(), last_sign_in_at = now(), updated_at = now()
     WHERE id = $1 ${USER_RETURNING}`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} vanished during verification`);
  return row;
}

/** Starts (or, with null, cancels) a change of address. */
export async function setEmailChange(
  q: Queryable,
  userId: string,
  newEmail: string | null,
): Promise<UserRow> {
  const [row] = await q.query<UserRow & Record<string, unknown>>(
    `UPDATE users SET email_change = $2,
       email_change_sent_at = CASE WHEN $2::text IS NULL THEN NULL ELSE email_change_sent_at END,
       updated_at = now()
     WHERE id = $1 ${USER_RETURNING}`,
    [userId, newEmail],
  );
  if (!row) throw new Error(`user ${userId} vanished during an e-mail change`);
  return row;
}

/** Moves the account to its confirmed (proven) new address. */
export async function applyEmailChange(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE users SET email = email_change, email_change = NULL, email_change_sent_at = NULL,
       email_confirmed_at = coalesce(email_confirmed_at, now()), email_proven_at = now(),
       updated_at = now()
     WHERE id = $1 AND email_change IS NOT NULL`,
    [userId],
  );
}

export async function sessionAgeSeconds(
  q: Queryable,
  sessionId: string,
): Promise<number | undefined> {
  const [row] = await q.query<{ seconds: number }>(
    'SELECT extract(epoch FROM now() - created_at)::float8 AS seconds FROM auth_sessions WHERE id = $1',
    [sessionId],
  );
  return row?.seconds;
}

export async function emailTaken(
  q: Queryable,
  email: string,
  exceptUserId: string,
): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
    email,
    exceptUserId,
  ]);
  return rows.length > 0;
}

// PKCE flow states

export async function insertFlowState(
  q: Queryable,
  flow: { id: string; userId: string; method: string; challenge: string; challengeMethod: string },
): Promise<void> {
  await q.query(
    `INSERT INTO auth_flow_states (id, user_id, authentication_method, code_challenge, code_challenge_method)
     VALUES ($1, $2, $3, $4, $5)`,
    [flow.id, flow.userId, flow.method, flow.challenge, flow.challengeMethod],
  );
}

/** Gives the newest flow of this user and method its auth code; false when there is none. */
export async function issueAuthCode(
  q: Queryable,
  userId: string,
  method: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE auth_flow_states SET auth_code_hash = $3, auth_code_issued_at = now()
     WHERE id = (SELECT id FROM auth_flow_states
                 WHERE user_id = $1 AND authentication_method = $2 AND auth_code_hash IS NULL
                 ORDER BY created_at DESC LIMIT 1)
     RETURNING id`,
    [userId, method, codeHash],
  );
  return rows.length > 0;
}

export interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  /** The flow the code completes, in Supabase Auth's `amr` names (`magiclink`, `recovery`, …). */
  authentication_method: string;
  code_age_seconds: number;
}

export async function takeFlowState(
  q: Queryable,
  codeHash: string,
): Promise<FlowStateRow | undefined> {
  const [row] = await q.query<FlowStateRow & Record<string, unknown>>(
    `DELETE FROM auth_flow_states WHERE auth_code_hash = $1
     RETURNING id, user_id, code_challenge, code_challenge_method, authentication_method,
       extract(epoch FROM now() - auth_code_issued_at)::float8 AS code_age_seconds`,
    [codeHash],
  );
  return row;
}
