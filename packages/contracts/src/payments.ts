import { z } from './zod';

/**
 * Plans, the subscription and the payment calls (`{host}` = `/api`, paths under `/payments`),
 * docs/product.md §3, §4, §6, §7 and §9.
 */

/** free · standard (sold) · premium (announced, not purchasable yet). */
export const PlanTierSchema = z.enum(['free', 'standard', 'premium']);
export type PlanTier = z.infer<typeof PlanTierSchema>;

/** Messages a Standard subscriber may send per calendar day (UTC). */
export const DAILY_MESSAGE_ALLOWANCE = 1_000;
/** Length of the one-off provisional Standard access, in hours. */
export const PROVISIONAL_ACCESS_HOURS = 24;

export interface PlanOffer {
  tier: PlanTier;
  name: string;
  /** Monthly price in US cents; null for plans that are not sold. */
  priceCents: number | null;
  features: readonly string[];
  purchasable: boolean;
}

/** The offer of docs/product.md §9, shown by the paywall and charged by the payment provider. */
export const STANDARD_PLAN: PlanOffer = {
  tier: 'standard',
  name: 'Standard Plan',
  priceCents: 499,
  features: [
    '1,000 messages per day',
    'Full chat history',
    'Advanced AI features',
    'Cancel anytime',
  ],
  purchasable: true,
};

export const PREMIUM_PLAN: PlanOffer = {
  tier: 'premium',
  name: 'Premium Plan',
  priceCents: null,
  features: [],
  purchasable: false,
};

/** `$4.99` for 499 cents. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * A subscription's status: the card payment provider's statuses (Stripe's `Subscription.Status`).
 * The 24-hour provisional access reads as `trialing`.
 */
export const SubscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * The caller's subscription. It carries both field sets the web app reads (docs/product.md §3): `status`,
 * `plan_tier`, `next_billing_date`, `cancel_at_period_end`, and `plan_name`,
 * `subscription_status`, `current_period_end`. Dates are ISO 8601.
 */
export const SubscriptionSchema = z.object({
  status: SubscriptionStatusSchema,
  plan_tier: PlanTierSchema,
  /** When the next charge happens; null when none is due (cancelling, provisional, ended). */
  next_billing_date: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  /** Lower-case plan name (`standard`); the card shows it capitalised followed by 'Plan'. */
  plan_name: z.string(),
  /** Same as `status`. */
  subscription_status: SubscriptionStatusSchema,
  /** End of the paid period (or of the provisional access). */
  current_period_end: z.nullable(z.string()),
  /** True while the access is the one-off 24-hour provisional grant and nothing is paid. */
  provisional: z.boolean(),
  /** `local` (test-mode checkout on this server) or `stripe`; null for a provisional grant. */
  provider: z.nullable(z.enum(['local', 'stripe'])),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Today's use of the daily message allowance. */
export const MessageUsageSchema = z.object({
  used: z.number().check(z.int()),
  limit: z.number().check(z.int()),
  /** Next midnight UTC, when the count starts again. */
  resets_at: z.string(),
});
export type MessageUsage = z.infer<typeof MessageUsageSchema>;

/** `GET /payments/subscription-status`. */
export const SubscriptionStatusResponseSchema = z.object({
  /** A paid Standard subscription is in force (status `active`). */
  has_active_subscription: z.boolean(),
  /** Whether prompts are accepted now: active, trialing or provisional Standard access. */
  has_access: z.boolean(),
  /** Null when the user never had a subscription or provisional access, or it has lapsed. */
  subscription: z.nullable(SubscriptionSchema),
  usage: MessageUsageSchema,
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

/** `POST /payments/grant-provisional-access`. */
export const ProvisionalAccessResponseSchema = z.object({
  granted: z.literal(true),
  /** ISO 8601 end of the access. */
  expires_at: z.string(),
});
export type ProvisionalAccessResponse = z.infer<typeof ProvisionalAccessResponseSchema>;

/** `error_code` of a refused second provisional grant. */
export const PROVISIONAL_ALREADY_USED = 'PROVISIONAL_ACCESS_ALREADY_USED';

const ReturnUrlSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(2000));

/** `POST /payments/create-checkout-session`. Return URLs must be on the app's own origin. */
export const CreateCheckoutSessionRequestSchema = z.object({
  plan_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  success_url: ReturnUrlSchema,
  cancel_url: ReturnUrlSchema,
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

export const CreateCheckoutSessionResponseSchema = z.object({ checkout_url: z.string() });
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponseSchema>;

/** `POST /payments/request-cancellation`: cancels at the end of the paid period. */
export const CancellationRequestSchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;

export const CancellationResponseSchema = z.object({
  cancel_at_period_end: z.literal(true),
  /** When access ends (ISO 8601). */
  current_period_end: z.nullable(z.string()),
  message: z.string(),
});
export type CancellationResponse = z.infer<typeof CancellationResponseSchema>;

/** `POST /payments/sync-subscription`: the e-mail must be the signed-in account's. */
export const SyncSubscriptionRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
});
export type SyncSubscriptionRequest = z.infer<typeof SyncSubscriptionRequestSchema>;

/** `success` is true when the sync changed something, false when nothing needed changing. */
export const SyncSubscriptionResponseSchema = z.object({
  success: z.boolean(),
  subscription_status: z.nullable(SubscriptionStatusSchema),
  plan_tier: PlanTierSchema,
  message: z.string(),
});
export type SyncSubscriptionResponse = z.infer<typeof SyncSubscriptionResponseSchema>;

/** Error codes of the sync call (`{detail, error_code, message}`). */
export const SyncErrorCodeSchema = z.enum(['STRIPE_ERROR', 'PAYMENT_SYSTEM_UNAVAILABLE']);
export type SyncErrorCode = z.infer<typeof SyncErrorCodeSchema>;

export const SyncSubscriptionErrorSchema = z.object({
  error_code: z.string(),
  message: z.string(),
});
export type SyncSubscriptionError = z.infer<typeof SyncSubscriptionErrorSchema>;

/** `POST /payments/webhook` (Stripe only). */
export const WebhookResponseSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before: nothing changed. */
  duplicate: z.boolean(),
});
