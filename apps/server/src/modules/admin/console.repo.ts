import type { AccountSearchQuery, ReferralRewardStatus } from '@petrosage/contracts/admin';
import type { Queryable } from '../../db/database';
import { HAS_ACCESS_SQL } from '../payments/payments.repo';

/**
 * The operator console's reports. They only read: accounts with their subscription, the daily
 * allowance counters, referrals and rewards — tables other modules own and write. A report joins
 * them in one statement rather than asking each owner in turn.
 */

const REWARD_STATUS_SQL = `CASE WHEN rw.voided_at IS NOT NULL THEN 'void'
  WHEN rw.available_at > now() THEN 'pending' ELSE 'earned' END`;

const TODAY_UTC_SQL = `(now() AT TIME ZONE 'UTC')::date`;

export interface AccountRow {
  id: string;
  email: string;
  created_at: Date;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
  standard: boolean;
  subscription_status: string | null;
  operator_grant_until: Date | null;
}

const ACCOUNT_FILTER = `
  ($1::text IS NULL OR strpos(u.email, lower($1)) > 0)
  AND ($2::text IS NULL OR ($2 = 'standard') = coalesce(${HAS_ACCESS_SQL}, false))
  AND ($3::text IS NULL OR CASE $3
        WHEN 'banned' THEN coalesce(u.banned_until > now(), false)
        WHEN 'unconfirmed' THEN u.email_confirmed_at IS NULL
        ELSE coalesce(s.status = $3, false) END)`;

/** Accounts by e-mail (contains), plan and status, newest first, and how many match. */
export async function searchAccounts(
  q: Queryable,
  query: AccountSearchQuery,
): Promise<{ rows: AccountRow[]; total: number }> {
  const filter = [query.email || null, query.plan ?? null, query.status ?? null];
  const rows = await q.query<AccountRow & Record<string, unknown>>(
    `SELECT u.id, u.email, u.created_at, u.email_confirmed_at, u.last_sign_in_at, u.banned_until,
            coalesce(${HAS_ACCESS_SQL}, false) AS standard, s.status AS subscription_status,
            s.operator_grant_until
     FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id
     WHERE ${ACCOUNT_FILTER}
     ORDER BY u.created_at DESC, u.id LIMIT $4 OFFSET $5`,
    [...filter, query.limit, query.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id
     WHERE ${ACCOUNT_FILTER}`,
    filter,
  );
  return { rows, total: count?.total ?? 0 };
}

export interface UserOverviewRows {
  profile: { display_name: string | null; company: string | null };
  days: { day: string; prompts: number }[];
  code: string | null;
  referredBy: { user_id: string; email: string | null } | null;
  referred: {
    user_id: string;
    email: string | null;
    created_at: Date;
    reward_status: ReferralRewardStatus | null;
    reward_cents: number | null;
  }[];
}

/** One account's profile, prompts per day of the last 30 days, and referrals. */
export async function userOverview(q: Queryable, userId: string): Promise<UserOverviewRows> {
  const [profile] = await q.query<{ display_name: string | null; company: string | null }>(
    'SELECT display_name, company FROM user_profiles WHERE id = $1',
    [userId],
  );
  const days = await q.query<{ day: string; prompts: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, used AS prompts FROM message_allowance
     WHERE user_id = $1 AND day > ${TODAY_UTC_SQL} - 30 ORDER BY day DESC`,
    [userId],
  );
  const [code] = await q.query<{ code: string }>(
    'SELECT code FROM referral_codes WHERE user_id = $1',
    [userId],
  );
  const [referredBy] = await q.query<{ user_id: string; email: string | null }>(
    `SELECT r.referrer_user_id AS user_id, u.email FROM referrals r
     LEFT JOIN users u ON u.id = r.referrer_user_id WHERE r.referred_user_id = $1`,
    [userId],
  );
  const referred = await q.query<UserOverviewRows['referred'][number] & Record<string, unknown>>(
    `SELECT r.referred_user_id AS user_id, u.email, r.created_at,
            CASE WHEN rw.referred_user_id IS NULL THEN NULL ELSE ${REWARD_STATUS_SQL} END
              AS reward_status,
            rw.amount_cents AS reward_cents
     FROM referrals r
     LEFT JOIN users u ON u.id = r.referred_user_id
     LEFT JOIN referral_rewards rw ON rw.referred_user_id = r.referred_user_id
     WHERE r.referrer_user_id = $1 ORDER BY r.created_at DESC, r.referred_user_id LIMIT 200`,
    [userId],
  );
  return {
    profile: profile ?? { display_name: null, company: null },
    days,
    code: code?.code ?? null,
    referredBy: referredBy ?? null,
    referred,
  };
}

export interface SubscriptionCounts {
  active: number;
  trialing: number;
  past_due: number;
  cancelling: number;
  canceled_last_30_days: number;
  provisional: number;
  operator_grants: number;
  paying: number;
}

/** Where the subscriptions stand now. */
export async function subscriptionCounts(q: Queryable): Promise<SubscriptionCounts> {
  const [row] = await q.query<SubscriptionCounts & Record<string, unknown>>(
    `SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
            count(*) FILTER (WHERE status = 'trialing')::int AS trialing,
            count(*) FILTER (WHERE status = 'past_due')::int AS past_due,
            count(*) FILTER (WHERE status IN ('active', 'trialing') AND cancel_at_period_end)::int
              AS cancelling,
            count(*) FILTER (WHERE canceled_at > now() - interval '30 days')::int
              AS canceled_last_30_days,
            count(*) FILTER (WHERE provisional_expires_at > now())::int AS provisional,
            count(*) FILTER (WHERE operator_grant_until > now())::int AS operator_grants,
            count(*) FILTER (WHERE plan_tier = 'standard' AND status = 'active'
                             AND provider IS NOT NULL)::int AS paying
     FROM subscriptions`,
  );
  return (
    row ?? {
      active: 0,
      trialing: 0,
      past_due: 0,
      cancelling: 0,
      canceled_last_30_days: 0,
      provisional: 0,
      operator_grants: 0,
      paying: 0,
    }
  );
}

/** Prompts and accounts that used the whole allowance, per UTC day of the last `days`. */
export async function promptsPerDay(
  q: Queryable,
  days: number,
  allowance: number,
): Promise<{ day: string; prompts: number; allowance_hits: number }[]> {
  return q.query<{ day: string; prompts: number; allowance_hits: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(used)::int AS prompts,
            count(*) FILTER (WHERE used >= $2)::int AS allowance_hits
     FROM message_allowance WHERE day > ${TODAY_UTC_SQL} - $1::int
     GROUP BY day ORDER BY day DESC`,
    [days, allowance],
  );
}

/** The accounts that sent the most prompts in the last `days`. */
export async function topUsers(
  q: Queryable,
  days: number,
  limit: number,
): Promise<{ user_id: string; email: string; prompts: number }[]> {
  return q.query<{ user_id: string; email: string; prompts: number }>(
    `SELECT a.user_id, u.email, sum(a.used)::int AS prompts
     FROM message_allowance a JOIN users u ON u.id = a.user_id
     WHERE a.day > ${TODAY_UTC_SQL} - $1::int
     GROUP BY a.user_id, u.email ORDER BY prompts DESC, u.email LIMIT $2`,
    [days, limit],
  );
}

export interface RewardRow {
  referred_user_id: string;
  referred_email: string | null;
  referrer_user_id: string;
  referrer_email: string | null;
  amount_cents: number;
  credit_used_cents: number;
  status: ReferralRewardStatus;
  created_at: Date;
  available_at: Date;
  voided_at: Date | null;
  void_reason: string | null;
}

/** Referral rewards, newest first, of one status or all. */
export async function listRewards(
  q: Queryable,
  options: { status?: ReferralRewardStatus | undefined; limit: number; offset: number },
): Promise<{ rows: RewardRow[]; total: number }> {
  const status = options.status ?? null;
  const rows = await q.query<RewardRow & Record<string, unknown>>(
    `SELECT rw.referred_user_id, referred.email AS referred_email, rw.referrer_user_id,
            referrer.email AS referrer_email, rw.amount_cents, rw.credit_used_cents,
            ${REWARD_STATUS_SQL} AS status, rw.created_at, rw.available_at, rw.voided_at,
            rw.void_reason
     FROM referral_rewards rw
     LEFT JOIN users referred ON referred.id = rw.referred_user_id
     LEFT JOIN users referrer ON referrer.id = rw.referrer_user_id
     WHERE $1::text IS NULL OR ${REWARD_STATUS_SQL} = $1
     ORDER BY rw.created_at DESC, rw.referred_user_id LIMIT $2 OFFSET $3`,
    [status, options.limit, options.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM referral_rewards rw
     WHERE $1::text IS NULL OR ${REWARD_STATUS_SQL} = $1`,
    [status],
  );
  return { rows, total: count?.total ?? 0 };
}
