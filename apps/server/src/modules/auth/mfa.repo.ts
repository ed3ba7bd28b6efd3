import type { Factor } from '@petrosage/contracts/auth';
import type { Queryable } from '../../db/database';
import type { FactorSummary } from './auth.repo';

/** A factor as the user object lists it: GoTrue leaves an empty friendly name out. */
export function toFactor(row: FactorSummary): Factor {
  const iso = (value: string) => new Date(value).toISOString();
  return {
    id: row.id,
    ...(row.friendly_name !== '' && { friendly_name: row.friendly_name }),
    factor_type: row.factor_type,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(row.last_challenged_at !== null && { last_challenged_at: iso(row.last_challenged_at) }),
  };
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  last_used_step: string | null;
  created_at: Date;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip: string;
  verified_at: Date | null;
  age_seconds: number;
}

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, secret, last_used_step::text, created_at';

/** The user's factors, oldest first. */
export async function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  return q.query<FactorRow & Record<string, unknown>>(
    `SELECT ${FACTOR_COLUMNS} FROM mfa_factors WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

/** One of the user's factors, locked for the caller's transaction; another user's is not found. */
export async function findOwnedFactor(
  q: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const [row] = await q.query<FactorRow & Record<string, unknown>>(
    `SELECT ${FACTOR_COLUMNS} FROM mfa_factors WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [factorId, userId],
  );
  return row;
}

export async function insertFactor(
  q: Queryable,
  factor: { id: string; userId: string; friendlyName: string; secret: string },
): Promise<void> {
  await q.query(
    `INSERT INTO mfa_factors (id, user_id, friendly_name, factor_type, secret)
     VALUES ($1, $2, $3, 'totp', $4)`,
    [factor.id, factor.userId, factor.friendlyName, factor.secret],
  );
}

/** Unverified factors left longer than `seconds` are abandoned enrolments. */
export async function deleteStaleUnverifiedFactors(
  q: Queryable,
  userId: string,
  seconds: number,
): Promise<void> {
  await q.query(
    `DELETE FROM mfa_factors WHERE user_id = $1 AND status = 'unverified'
       AND created_at < now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
}

export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query('DELETE FROM mfa_factors WHERE id = $1', [factorId]);
}

/** After a factor is verified, the user's other unverified factors go (as GoTrue does). */
export async function deleteOtherUnverifiedFactors(
  q: Queryable,
  userId: string,
  keepId: string,
): Promise<void> {
  await q.query(
    `DELETE FROM mfa_factors WHERE user_id = $1 AND status = 'unverified' AND id <> $2`,
    [userId, keepId],
  );
}

/** Marks the factor verified and remembers the time step accepted, so a code works once. */
export async function markFactorUsed(q: Queryable, factorId: string, step: number): Promise<void> {
  await q.query(
    `UPDATE mfa_factors SET status = 'verified', last_used_step = $2, updated_at = now()
     WHERE id = $1`,
    [factorId, step],
  );
}

export async function insertChallenge(
  q: Queryable,
  challenge: { id: string; factorId: string; ip: string },
): Promise<Date> {
  await q.query('UPDATE mfa_factors SET last_challenged_at = now() WHERE id = $1', [
    challenge.factorId,
  ]);
  const [row] = await q.query<{ created_at: Date }>(
    'INSERT INTO mfa_challenges (id, factor_id, ip) VALUES ($1, $2, $3) RETURNING created_at',
    [challenge.id, challenge.factorId, challenge.ip],
  );
  if (!row) throw new Error('challenge insert returned no row');
  return row.created_at;
}

export async function findChallenge(
  q: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await q.query<ChallengeRow & Record<string, unknown>>(
    `SELECT id, factor_id, ip, verified_at,
            extract(epoch FROM now() - created_at)::float8 AS age_seconds
     FROM mfa_challenges WHERE id = $1 AND factor_id = $2`,
    [challengeId, factorId],
  );
  return row;
}

export async function deleteChallenge(q: Queryable, challengeId: string): Promise<void> {
  await q.query('DELETE FROM mfa_challenges WHERE id = $1', [challengeId]);
}

export async function markChallengeVerified(q: Queryable, challengeId: string): Promise<void> {
  await q.query('UPDATE mfa_challenges SET verified_at = now() WHERE id = $1', [challengeId]);
}

/** A session's assurance: aal2 with the factor and time of its verification, or aal1. */
export interface SessionAssurance {
  aal: 'aal1' | 'aal2';
  mfa_verified_at: Date | null;
}

export async function sessionAssurance(
  q: Queryable,
  sessionId: string,
): Promise<SessionAssurance | undefined> {
  const [row] = await q.query<SessionAssurance & Record<string, unknown>>(
    'SELECT aal, mfa_verified_at FROM auth_sessions WHERE id = $1',
    [sessionId],
  );
  return row;
}

export async function upgradeSession(
  q: Queryable,
  sessionId: string,
  factorId: string,
): Promise<void> {
  await q.query(
    `UPDATE auth_sessions SET aal = 'aal2', factor_id = $2, mfa_verified_at = now()
     WHERE id = $1`,
    [sessionId, factorId],
  );
}

/**
 * A factor's sessions go back to aal1 when it is removed. Answers nothing; GoTrue does the same
 * (`DowngradeSessionsToAAL1`).
 */
export async function downgradeSessionsOf(q: Queryable, factorId: string): Promise<void> {
  await q.query(
    `UPDATE auth_sessions SET aal = 'aal1', factor_id = NULL, mfa_verified_at = NULL
     WHERE factor_id = $1`,
    [factorId],
  );
}

/** Whether the user has a verified factor (so their product sessions need aal2). */
export async function hasVerifiedFactor(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM mfa_factors WHERE user_id = $1 AND status = 'verified' LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * The session named by an access token, if it still exists, and whether its user has a verified
 * factor: one query on every authenticated request.
 */
export async function liveSession(
  q: Queryable,
  sessionId: string,
  userId: string,
): Promise<{ hasVerifiedFactor: boolean; banned: boolean } | undefined> {
  const [row] = await q.query<{ has_verified_factor: boolean; banned: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM mfa_factors f
                    WHERE f.user_id = s.user_id AND f.status = 'verified') AS has_verified_factor,
            coalesce(u.banned_until > now(), false) AS banned
     FROM auth_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2`,
    [sessionId, userId],
  );
  return row ? { hasVerifiedFactor: row.has_verified_factor, banned: row.banned } : undefined;
}

/** Once a factor is verified, the account's sessions that did not verify one end (GoTrue). */
export async function deleteAal1SessionsOf(q: Queryable, userId: string): Promise<void> {
  await q.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND aal = 'aal1'`, [userId]);
}
