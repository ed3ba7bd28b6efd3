import type { Queryable } from '../../db/database';

export async function findCodeOfUser(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.query<{ code: string }>(
    'SELECT code FROM referral_codes WHERE user_id = $1',
    [userId],
  );
  return row?.code;
}

/**
 * Stores `code` as the user's; answers undefined when either the user already has a code or
 * another user holds this one (both unique keys decide, so concurrent calls stay correct).
 */
export async function insertCode(
  q: Queryable,
  userId: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await q.query<{ code: string }>(
    `INSERT INTO referral_codes (user_id, code) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING code`,
    [userId, code],
  );
  return row?.code;
}

export interface CodeOwner {
  user_id: string;
  email: string;
}

export async function findCodeOwner(q: Queryable, code: string): Promise<CodeOwner | undefined> {
  const [row] = await q.query<CodeOwner & Record<string, unknown>>(
    `SELECT c.user_id, u.email FROM referral_codes c JOIN users u ON u.id = c.user_id
     WHERE c.code = $1`,
    [code],
  );
  return row;
}

export async function insertReferral(
  q: Queryable,
  referral: { referredUserId: string; referrerUserId: string; code: string },
): Promise<void> {
  await q.query(
    'INSERT INTO referrals (referred_user_id, referrer_user_id, code) VALUES ($1, $2, $3)',
    [referral.referredUserId, referral.referrerUserId, referral.code],
  );
}

/**
 * Credits the referrer of `referredUserId`, once: answers the reward when this call created it,
 * undefined when the account was not referred or its reward exists already.
 */
/**
 * Records the reward of `referredUserId`'s referrer, pending for `holdDays`, unless the referrer
 * already has `perMonth` rewards this calendar month (UTC). At most one per referred account.
 */
export async function insertReward(
  q: Queryable,
  referredUserId: string,
  { amountCents, holdDays, perMonth }: { amountCents: number; holdDays: number; perMonth: number },
): Promise<{ referrer_user_id: string; amount_cents: number } | undefined> {
  const [referral] = await q.query<{ referrer_user_id: string }>(
    'SELECT referrer_user_id FROM referrals WHERE referred_user_id = $1',
    [referredUserId],
  );
  if (!referral) return undefined;
  // One referrer's rewards are granted one at a time, so the month's cap holds.
  await q.query("SELECT pg_advisory_xact_lock(hashtext('referral-rewards:' || $1))", [
    referral.referrer_user_id,
  ]);
  const [row] = await q.query<{ referrer_user_id: string; amount_cents: number }>(
    `INSERT INTO referral_rewards (referred_user_id, referrer_user_id, amount_cents, available_at)
     SELECT $1, $2, $3, now() + make_interval(days => $4)
     WHERE (SELECT count(*) FROM referral_rewards
            WHERE referrer_user_id = $2
              AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') < $5
     ON CONFLICT (referred_user_id) DO NOTHING
     RETURNING referrer_user_id, amount_cents`,
    [referredUserId, referral.referrer_user_id, amountCents, holdDays, perMonth],
  );
  return row;
}

export interface ReferralSummaryRow {
  referral_code: string | null;
  total_referrals: number;
  total_reward_cents: number;
  pending_reward_cents: number;
  referred_by_email: string | null;
}

/** A reward is earned once its hold has passed and the referred e-mail is confirmed. */
const EARNED = 'w.available_at <= now() AND u.email_confirmed_at IS NOT NULL';

export async function referralSummary(q: Queryable, userId: string): Promise<ReferralSummaryRow> {
  const [row] = await q.query<ReferralSummaryRow & Record<string, unknown>>(
    `SELECT
       (SELECT code FROM referral_codes WHERE user_id = $1) AS referral_code,
       (SELECT count(*)::int FROM referrals WHERE referrer_user_id = $1) AS total_referrals,
       (SELECT coalesce(sum(w.amount_cents) FILTER (WHERE ${EARNED}), 0)::int
         FROM referral_rewards w JOIN users u ON u.id = w.referred_user_id
         WHERE w.referrer_user_id = $1) AS total_reward_cents,
       (SELECT coalesce(sum(w.amount_cents) FILTER (WHERE NOT (${EARNED})), 0)::int
         FROM referral_rewards w JOIN users u ON u.id = w.referred_user_id
         WHERE w.referrer_user_id = $1) AS pending_reward_cents,
       (SELECT u.email FROM referrals r JOIN users u ON u.id = r.referrer_user_id
         WHERE r.referred_user_id = $1) AS referred_by_email`,
    [userId],
  );
  if (!row) throw new Error('the referral summary returned no row');
  return row;
}
