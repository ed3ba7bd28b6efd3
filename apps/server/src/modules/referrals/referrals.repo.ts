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

/** Serialises the changes to one referrer's rewards (grants, credit taken, voids). */
async function lockReferrer(q: Queryable, referrerUserId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('referral-rewards:' || $1))", [
    referrerUserId,
  ]);
}

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
  await lockReferrer(q, referral.referrer_user_id);
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
  credit_available_cents: number;
  credit_applied_cents: number;
  referred_by_email: string | null;
}

/**
 * A reward is earned once its hold has passed and the referred address has been proven by mail
 * (a link or code sent to it was verified: an automatic confirmation is no proof), unless the
 * first payment was refunded or disputed within the hold (voided).
 */
const EARNED = 'w.voided_at IS NULL AND w.available_at <= now() AND u.email_proven_at IS NOT NULL';
const PENDING =
  'w.voided_at IS NULL AND NOT (w.available_at <= now() AND u.email_proven_at IS NOT NULL)';

/**
 * The channel on which a new reward is announced, when its transaction commits (PostgreSQL
 * `NOTIFY`; PGlite within its one process): the referred account may have to prove its address.
 */
export const REWARD_CHANNEL = 'petrosage_referral_rewards';

/** Announces a reward recorded in `q`'s transaction, heard once it commits. */
export async function announceReward(q: Queryable, referredUserId: string): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [REWARD_CHANNEL, referredUserId]);
}

/**
 * Claims the rewards whose referred account has not proven its address and was not yet asked
 * to: answers those accounts. A claim is taken once, whichever process asks first.
 */
export async function claimProofMails(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ referred_user_id: string }>(
    `UPDATE referral_rewards w SET proof_mail_sent_at = now()
     FROM users u
     WHERE u.id = w.referred_user_id AND w.proof_mail_sent_at IS NULL AND w.voided_at IS NULL
       AND u.email_proven_at IS NULL
     RETURNING w.referred_user_id`,
  );
  return rows.map((row) => row.referred_user_id);
}

/** Gives a claim back (its mail was not sent): the next round asks again. */
export async function unclaimProofMail(q: Queryable, referredUserId: string): Promise<void> {
  await q.query(
    'UPDATE referral_rewards SET proof_mail_sent_at = NULL WHERE referred_user_id = $1',
    [referredUserId],
  );
}

export async function referralSummary(q: Queryable, userId: string): Promise<ReferralSummaryRow> {
  const [row] = await q.query<ReferralSummaryRow & Record<string, unknown>>(
    `WITH mine AS (
       SELECT w.amount_cents, w.credit_used_cents, ${EARNED} AS earned, ${PENDING} AS pending
       FROM referral_rewards w JOIN users u ON u.id = w.referred_user_id
       WHERE w.referrer_user_id = $1)
     SELECT
       (SELECT code FROM referral_codes WHERE user_id = $1) AS referral_code,
       (SELECT count(*)::int FROM referrals WHERE referrer_user_id = $1) AS total_referrals,
       (SELECT coalesce(sum(amount_cents) FILTER (WHERE earned), 0)::int FROM mine)
         AS total_reward_cents,
       (SELECT coalesce(sum(amount_cents) FILTER (WHERE pending), 0)::int FROM mine)
         AS pending_reward_cents,
       (SELECT coalesce(sum(amount_cents - credit_used_cents) FILTER (WHERE earned), 0)::int
         FROM mine) AS credit_available_cents,
       (SELECT coalesce(sum(credit_used_cents) FILTER (WHERE earned), 0)::int FROM mine)
         AS credit_applied_cents,
       (SELECT u.email FROM referrals r JOIN users u ON u.id = r.referrer_user_id
         WHERE r.referred_user_id = $1) AS referred_by_email`,
    [userId],
  );
  if (!row) throw new Error('the referral summary returned no row');
  return row;
}

/**
 * Voids the pending reward earned by `referredUserId`'s first payment, when that payment is
 * refunded or disputed within the hold. A reward past its hold stays earned. Answers whether a
 * reward was voided.
 */
export async function voidPendingReward(
  q: Queryable,
  referredUserId: string,
  reason: string,
): Promise<boolean> {
  const [reward] = await q.query<{ referrer_user_id: string }>(
    'SELECT referrer_user_id FROM referral_rewards WHERE referred_user_id = $1',
    [referredUserId],
  );
  if (!reward) return false;
  await lockReferrer(q, reward.referrer_user_id);
  const rows = await q.query(
    `UPDATE referral_rewards SET voided_at = now(), void_reason = $2
     WHERE referred_user_id = $1 AND voided_at IS NULL AND available_at > now()
       AND credit_used_cents = 0
     RETURNING 1`,
    [referredUserId, reason],
  );
  return rows.length > 0;
}

/** An earned reward with credit left, oldest first. */
export interface CreditSource {
  referred_user_id: string;
  remaining_cents: number;
  stripe_balance_transaction: string | null;
}

async function creditSources(q: Queryable, userId: string): Promise<CreditSource[]> {
  return q.query<CreditSource & Record<string, unknown>>(
    `SELECT w.referred_user_id, (w.amount_cents - w.credit_used_cents)::int AS remaining_cents,
            w.stripe_balance_transaction
     FROM referral_rewards w JOIN users u ON u.id = w.referred_user_id
     WHERE w.referrer_user_id = $1 AND ${EARNED} AND w.credit_used_cents < w.amount_cents
     ORDER BY w.available_at, w.referred_user_id`,
    [userId],
  );
}

/** The rewards of `userId` with credit still to hand to a provider (read outside a transaction). */
export function unappliedCredit(q: Queryable, userId: string): Promise<CreditSource[]> {
  return creditSources(q, userId);
}

/**
 * Takes up to `maxCents` of `userId`'s available credit, oldest reward first, and records the
 * application under (`provider`, `reference`); a reference already recorded takes nothing.
 * Answers the cents taken.
 */
export async function takeCredit(
  q: Queryable,
  userId: string,
  maxCents: number,
  application: { provider: 'local' | 'stripe'; reference: string },
): Promise<number> {
  await lockReferrer(q, userId);
  const sources = await creditSources(q, userId);
  const takes: { referredUserId: string; cents: number }[] = [];
  let left = maxCents;
  for (const source of sources) {
    if (left <= 0) break;
    const cents = Math.min(left, source.remaining_cents);
    takes.push({ referredUserId: source.referred_user_id, cents });
    left -= cents;
  }
  const total = maxCents - left;
  if (total <= 0) return 0;
  const recorded = await q.query(
    `INSERT INTO account_credit_applications (user_id, provider, reference, amount_cents)
     VALUES ($1, $2, $3, $4) ON CONFLICT (provider, reference) DO NOTHING RETURNING 1`,
    [userId, application.provider, application.reference, total],
  );
  if (recorded.length === 0) return 0;
  for (const take of takes) {
    await q.query(
      `UPDATE referral_rewards SET credit_used_cents = credit_used_cents + $2
       WHERE referred_user_id = $1`,
      [take.referredUserId, take.cents],
    );
  }
  return total;
}

/**
 * Records that the rest of one reward was handed to Stripe as customer balance, once: answers
 * false when that reward was already recorded as handed over.
 */
export async function recordStripeCredit(
  q: Queryable,
  userId: string,
  referredUserId: string,
  cents: number,
  balanceTransactionId: string,
): Promise<boolean> {
  await lockReferrer(q, userId);
  const rows = await q.query(
    `UPDATE referral_rewards
     SET credit_used_cents = credit_used_cents + $3, stripe_balance_transaction = $4
     WHERE referred_user_id = $1 AND referrer_user_id = $2 AND stripe_balance_transaction IS NULL
       AND credit_used_cents + $3 <= amount_cents
     RETURNING 1`,
    [referredUserId, userId, cents, balanceTransactionId],
  );
  if (rows.length === 0) return false;
  await q.query(
    `INSERT INTO account_credit_applications (user_id, provider, reference, amount_cents)
     VALUES ($1, 'stripe', $2, $3) ON CONFLICT (provider, reference) DO NOTHING`,
    [userId, balanceTransactionId, cents],
  );
  return true;
}

/** What voiding a reward by an operator found. */
export type OperatorVoidOutcome =
  | { kind: 'voided'; referrerUserId: string; amountCents: number }
  | { kind: 'not_found' }
  | { kind: 'already_void' }
  | { kind: 'credit_used'; usedCents: number };

/**
 * An operator refunds (voids) the reward of `referredUserId`'s referrer, pending or earned, as
 * long as none of its credit has been applied yet.
 */
export async function voidRewardByOperator(
  q: Queryable,
  referredUserId: string,
  reason: string,
): Promise<OperatorVoidOutcome> {
  const [found] = await q.query<{ referrer_user_id: string }>(
    'SELECT referrer_user_id FROM referral_rewards WHERE referred_user_id = $1',
    [referredUserId],
  );
  if (!found) return { kind: 'not_found' };
  await lockReferrer(q, found.referrer_user_id);
  const [reward] = await q.query<{
    amount_cents: number;
    credit_used_cents: number;
    voided_at: Date | null;
  }>(
    `SELECT amount_cents, credit_used_cents, voided_at FROM referral_rewards
     WHERE referred_user_id = $1 FOR UPDATE`,
    [referredUserId],
  );
  if (!reward) return { kind: 'not_found' };
  if (reward.voided_at !== null) return { kind: 'already_void' };
  if (reward.credit_used_cents > 0) {
    return { kind: 'credit_used', usedCents: reward.credit_used_cents };
  }
  await q.query(
    'UPDATE referral_rewards SET voided_at = now(), void_reason = $2 WHERE referred_user_id = $1',
    [referredUserId, reason],
  );
  return {
    kind: 'voided',
    referrerUserId: found.referrer_user_id,
    amountCents: reward.amount_cents,
  };
}
