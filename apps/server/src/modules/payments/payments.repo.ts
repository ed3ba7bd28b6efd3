import type { PlanTier, SubscriptionStatus } from '@petrosage/contracts/payments';
import type { Queryable } from '../../db/database';

export type PaymentProviderName = 'local' | 'stripe';

/**
 * Whether the subscription row `s` gives Standard access right now: an unexpired provisional
 * grant, an unexpired operator grant, or a Standard subscription that is active or trialing and
 * not past a period it was cancelled at the end of. `past_due`, `unpaid` and the rest give none.
 */
export const HAS_ACCESS_SQL = `(
  s.provisional_expires_at > now()
  OR s.operator_grant_until > now()
  OR (s.plan_tier = 'standard' AND s.status IN ('active', 'trialing')
      AND (NOT s.cancel_at_period_end OR s.current_period_end IS NULL
           OR s.current_period_end > now()))
)`;

/** The current calendar day in UTC: the allowance counts messages per UTC day. */
const TODAY_UTC_SQL = `(now() AT TIME ZONE 'UTC')::date`;

export type SubscriptionRow = {
  user_id: string;
  provider: PaymentProviderName | null;
  customer_id: string | null;
  subscription_id: string | null;
  plan_tier: PlanTier;
  status: SubscriptionStatus | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  provisional_granted_at: Date | null;
  provisional_expires_at: Date | null;
  first_paid_at: Date | null;
  has_access: boolean;
  provisional_active: boolean;
  /** Standard access an operator granted, until then (null when none was). */
  operator_grant_until: Date | null;
  operator_grant_active: boolean;
};

/** A subscription as the provider reports it (Stripe's object, or the local checkout's). */
export interface ProviderSubscription {
  provider: PaymentProviderName;
  customerId: string;
  subscriptionId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

export async function findSubscription(
  q: Queryable,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await q.query<SubscriptionRow>(
    `SELECT s.user_id, s.provider, s.customer_id, s.subscription_id, s.plan_tier, s.status,
            s.current_period_end, s.cancel_at_period_end, s.canceled_at,
            s.provisional_granted_at, s.provisional_expires_at, s.first_paid_at,
            ${HAS_ACCESS_SQL} AS has_access,
            coalesce(s.provisional_expires_at > now(), false) AS provisional_active,
            s.operator_grant_until,
            coalesce(s.operator_grant_until > now(), false) AS operator_grant_active
     FROM subscriptions s WHERE s.user_id = $1`,
    [userId],
  );
  return row;
}

/** The user owning a provider's subscription or customer id, if it is linked to one. */
export async function findUserByProviderIds(
  q: Queryable,
  provider: PaymentProviderName,
  subscriptionId: string,
  customerId: string,
): Promise<string | undefined> {
  const [row] = await q.query<{ user_id: string }>(
    `SELECT user_id FROM subscriptions
     WHERE provider = $1 AND (subscription_id = $2 OR customer_id = $3)
     ORDER BY (subscription_id = $2) DESC LIMIT 1`,
    [provider, subscriptionId, customerId],
  );
  return row?.user_id;
}

export async function userExists(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

export async function userEmail(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row?.email;
}

/**
 * Grants the 24-hour provisional access unless the account already had it; answers its end, or
 * undefined when it was used before.
 */
export async function grantProvisional(
  q: Queryable,
  userId: string,
  hours: number,
): Promise<Date | undefined> {
  const [row] = await q.query<{ provisional_expires_at: Date }>(
    `INSERT INTO subscriptions AS s (user_id, provisional_granted_at, provisional_expires_at)
     VALUES ($1, now(), now() + make_interval(hours => $2))
     ON CONFLICT (user_id) DO UPDATE
       SET provisional_granted_at = now(), provisional_expires_at = now() + make_interval(hours => $2),
           updated_at = now()
       WHERE s.provisional_granted_at IS NULL
     RETURNING provisional_expires_at`,
    [userId, hours],
  );
  return row?.provisional_expires_at;
}

const LIVE_STATUSES = `('active', 'trialing', 'past_due')`;

/**
 * Stores the provider's view of the user's subscription. A different subscription replaces the
 * stored one only when the stored one has ended or the new one is live, so a late event about an
 * old, cancelled subscription never overwrites a current one. Answers whether anything changed.
 */
export async function saveSubscription(
  q: Queryable,
  userId: string,
  state: ProviderSubscription,
  reason: string | null = null,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO subscriptions AS s (user_id, provider, customer_id, subscription_id, plan_tier,
       status, current_period_end, cancel_at_period_end, canceled_at)
     VALUES ($1, $2, $3, $4, 'standard', $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET
       provider = excluded.provider, customer_id = excluded.customer_id,
       subscription_id = excluded.subscription_id, plan_tier = excluded.plan_tier,
       status = excluded.status, current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end, canceled_at = excluded.canceled_at,
       cancellation_reason = coalesce($9, s.cancellation_reason), updated_at = now()
     WHERE (s.subscription_id IS NULL OR s.subscription_id = excluded.subscription_id
            OR s.status IS NULL OR s.status NOT IN ${LIVE_STATUSES}
            OR excluded.status IN ${LIVE_STATUSES})
       AND (s.provider, s.customer_id, s.subscription_id, s.plan_tier, s.status,
            s.current_period_end, s.cancel_at_period_end, s.canceled_at)
           IS DISTINCT FROM
           (excluded.provider, excluded.customer_id, excluded.subscription_id, excluded.plan_tier,
            excluded.status, excluded.current_period_end, excluded.cancel_at_period_end,
            excluded.canceled_at)
     RETURNING 1`,
    [
      userId,
      state.provider,
      state.customerId,
      state.subscriptionId,
      state.status,
      state.currentPeriodEnd,
      state.cancelAtPeriodEnd,
      state.canceledAt,
      reason,
    ],
  );
  return rows.length > 0;
}

/** Marks the first successful payment; true only for the one call that set it. */
export async function markFirstPayment(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE subscriptions SET first_paid_at = now()
     WHERE user_id = $1 AND first_paid_at IS NULL RETURNING 1`,
    [userId],
  );
  return rows.length > 0;
}

export async function setCancelAtPeriodEnd(
  q: Queryable,
  userId: string,
  reason: string | null,
): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET cancel_at_period_end = true, cancellation_reason = $2,
       updated_at = now()
     WHERE user_id = $1`,
    [userId, reason],
  );
}

export interface PaymentEvent {
  id: string;
  provider: PaymentProviderName;
  type: string;
  userId: string | null;
  detail?: Record<string, unknown>;
}

/** Logs an event; false when its id was logged before (a redelivered provider event). */
export async function recordEvent(q: Queryable, event: PaymentEvent): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO payment_events (id, provider, type, user_id, detail)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING 1`,
    [event.id, event.provider, event.type, event.userId, JSON.stringify(event.detail ?? {})],
  );
  return rows.length > 0;
}

export type PaymentEventRow = {
  id: string;
  provider: string;
  type: string;
  detail: Record<string, unknown>;
  created_at: Date;
};

export function paymentEventsOf(q: Queryable, userId: string): Promise<PaymentEventRow[]> {
  return q.query<PaymentEventRow>(
    `SELECT id, provider, type, detail, created_at FROM payment_events
     WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

export async function eventSeen(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM payment_events WHERE id = $1', [id]);
  return rows.length > 0;
}

// ── Local test-mode checkout ─────────────────────────────────────────────────────────────────

export type CheckoutSessionRow = {
  id: string;
  user_id: string;
  plan_tier: 'standard';
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  expired: boolean;
};

export async function createCheckoutSession(
  q: Queryable,
  session: { id: string; userId: string; successUrl: string; cancelUrl: string; hours: number },
): Promise<void> {
  await q.query(
    `INSERT INTO checkout_sessions (id, user_id, plan_tier, success_url, cancel_url, expires_at)
     VALUES ($1, $2, 'standard', $3, $4, now() + make_interval(hours => $5))`,
    [session.id, session.userId, session.successUrl, session.cancelUrl, session.hours],
  );
}

/** A checkout session; `lock` holds its row until the transaction ends (one payment per session). */
export async function findCheckoutSession(
  q: Queryable,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await q.query<CheckoutSessionRow>(
    `SELECT id, user_id, plan_tier, success_url, cancel_url, status, expires_at <= now() AS expired
     FROM checkout_sessions WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

export async function completeCheckoutSession(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE checkout_sessions SET status = 'complete', completed_at = now() WHERE id = $1`,
    [id],
  );
}

// ── Daily message allowance ──────────────────────────────────────────────────────────────────

/**
 * One statement checks access and counts the message: the per-user-per-day counter is upserted
 * only while below `limit`, so concurrent prompts never exceed the allowance (the row lock orders
 * them). `used` is null when nothing was counted.
 */
export async function countMessage(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<{ hasAccess: boolean; used: number | null }> {
  const [row] = await q.query<{ has_access: boolean; used: number | null }>(
    `WITH access AS (
       SELECT 1 FROM subscriptions s WHERE s.user_id = $1 AND ${HAS_ACCESS_SQL}
     ),
     counted AS (
       INSERT INTO message_allowance AS a (user_id, day, used)
       SELECT $1, ${TODAY_UTC_SQL}, 1 FROM access
       ON CONFLICT (user_id, day) DO UPDATE SET used = a.used + 1 WHERE a.used < $2
       RETURNING a.used
     )
     SELECT EXISTS (SELECT 1 FROM access) AS has_access, (SELECT used FROM counted) AS used`,
    [userId, limit],
  );
  return { hasAccess: row?.has_access ?? false, used: row?.used ?? null };
}

export async function messagesUsedToday(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ used: number }>(
    `SELECT used FROM message_allowance WHERE user_id = $1 AND day = ${TODAY_UTC_SQL}`,
    [userId],
  );
  return row?.used ?? 0;
}

// ── Operator grants ──────────────────────────────────────────────────────────────────────────

/** Grants Standard access until `days` from now (replacing an earlier grant); answers its end. */
export async function grantOperatorAccess(
  q: Queryable,
  userId: string,
  days: number,
  reason: string | null,
): Promise<Date> {
  const [row] = await q.query<{ operator_grant_until: Date }>(
    `INSERT INTO subscriptions AS s (user_id, operator_grant_until, operator_grant_reason)
     VALUES ($1, now() + make_interval(days => $2), $3)
     ON CONFLICT (user_id) DO UPDATE
       SET operator_grant_until = excluded.operator_grant_until,
           operator_grant_reason = excluded.operator_grant_reason, updated_at = now()
     RETURNING operator_grant_until`,
    [userId, days, reason],
  );
  if (!row) throw new Error('operator grant returned no row');
  return row.operator_grant_until;
}

/**
 * Ends the operator's grant and any provisional access now; a paid subscription is the
 * provider's and stays. Answers whether there was anything to end.
 */
export async function revokeOperatorAccess(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE subscriptions SET
       operator_grant_until = CASE WHEN operator_grant_until > now() THEN now()
                                   ELSE operator_grant_until END,
       provisional_expires_at = CASE WHEN provisional_expires_at > now() THEN now()
                                     ELSE provisional_expires_at END,
       updated_at = now()
     WHERE user_id = $1 AND (operator_grant_until > now() OR provisional_expires_at > now())
     RETURNING 1`,
    [userId],
  );
  return rows.length > 0;
}
