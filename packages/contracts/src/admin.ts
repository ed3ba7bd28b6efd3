import { z } from './zod';
import { AuthUserSchema } from './auth';
import { SubscriptionStatusResponseSchema } from './payments';

/**
 * The operator API. `/auth/v1/admin/users…` has GoTrue's shapes (supabase-js `auth.admin`);
 * `/api/admin/…` holds the product's own operator endpoints. Both need the service-role key.
 */

const Metadata = z.record(z.string(), z.unknown());

/** `POST /admin/users` and `PUT /admin/users/{id}` (GoTrue's `AdminUserParams`). */
export const AdminUserRequestSchema = z.object({
  id: z.optional(z.string()),
  aud: z.optional(z.string()),
  role: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  password: z.optional(z.string()),
  password_hash: z.optional(z.string()),
  email_confirm: z.optional(z.boolean()),
  phone_confirm: z.optional(z.boolean()),
  /** Merged into the user's metadata; a `null` value removes the key. */
  user_metadata: z.optional(Metadata),
  app_metadata: z.optional(Metadata),
  /** A Go duration (`24h`, `90m`, `1h30m`) from now, or `none` to lift a ban. */
  ban_duration: z.optional(z.string()),
});
export type AdminUserRequest = z.infer<typeof AdminUserRequestSchema>;

export const AdminDeleteUserRequestSchema = z.object({
  should_soft_delete: z.optional(z.boolean()),
});

export const AdminUserListResponseSchema = z.object({
  users: z.array(AuthUserSchema),
  aud: z.literal('authenticated'),
});

export const AdminUserListQuerySchema = z.object({
  page: z.optional(z.string()),
  per_page: z.optional(z.string()),
  filter: z.optional(z.string()),
});

export const UserIdParamsSchema = z.object({ userId: z.string() });

/** `GET /api/admin/users/{id}/subscription`: what the user's status call answers them. */
export const AdminSubscriptionResponseSchema = z.extend(SubscriptionStatusResponseSchema, {
  operator_grant_until: z.nullable(z.string()),
});
export type AdminSubscriptionResponse = z.infer<typeof AdminSubscriptionResponseSchema>;

/** `POST /api/admin/users/{id}/standard-access`: Standard access for a number of days. */
export const GrantStandardAccessRequestSchema = z.object({
  days: z.number().check(z.int(), z.minimum(1), z.maximum(3650)),
  reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
});
export type GrantStandardAccessRequest = z.infer<typeof GrantStandardAccessRequestSchema>;

/** `POST /api/admin/referral-rewards/{referredUserId}/void`. */
export const VoidReferralRewardRequestSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export const VoidReferralRewardResponseSchema = z.object({
  voided: z.literal(true),
  referred_user_id: z.string(),
  referrer_user_id: z.string(),
  amount_cents: z.number().check(z.int()),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  target_user_id: z.nullable(z.string()),
  detail: Metadata,
  ip: z.nullable(z.string()),
  created_at: z.string(),
});

export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().check(z.int()),
});

export const AuditLogQuerySchema = z.object({
  user_id: z.optional(z.uuid()),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
});

/** `POST /api/admin/backups`: a backup of the embedded database, written into `BACKUP_DIR`. */
export const BackupResponseSchema = z.object({
  /** The backup's path on the server. */
  path: z.string(),
  file: z.string(),
  bytes: z.number().check(z.int()),
  written_at: z.string(),
  /** How long the database answered no statement while its snapshot was taken, in ms. */
  held_ms: z.number().check(z.int()),
  took_ms: z.number().check(z.int()),
});
export type BackupResponse = z.infer<typeof BackupResponseSchema>;

// ── The operator console (`/admin` in the web app) ─────────────────────────────────────────────

const Int = z.number().check(z.int());
const Limit = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);
const Offset = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0);

/** `GET /api/admin/session`: answers 200 only to the operator key (the console's gate). */
export const OperatorSessionResponseSchema = z.object({ operator: z.literal(true) });

/** Standard: the account has Standard access now (paid, trialing, provisional or granted). */
export const AccountPlanSchema = z.enum(['free', 'standard']);
export type AccountPlan = z.infer<typeof AccountPlanSchema>;

/**
 * What the console filters accounts by: a subscription's status (`active`, `trialing`,
 * `past_due`, `canceled`) or the account's own (`banned` now, `unconfirmed` address).
 */
export const AccountStatusFilterSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'banned',
  'unconfirmed',
]);
export type AccountStatusFilter = z.infer<typeof AccountStatusFilterSchema>;

/** `GET /api/admin/accounts`: accounts by e-mail (contains), plan and status, newest first. */
export const AccountSearchQuerySchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  plan: z.optional(AccountPlanSchema),
  status: z.optional(AccountStatusFilterSchema),
  limit: Limit(200, 50),
  offset: Offset,
});
export type AccountSearchQuery = z.infer<typeof AccountSearchQuerySchema>;

export const AccountSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  email_confirmed_at: z.nullable(z.string()),
  last_sign_in_at: z.nullable(z.string()),
  banned_until: z.nullable(z.string()),
  plan: AccountPlanSchema,
  /** The subscription's status at its provider (null: never subscribed). */
  subscription_status: z.nullable(z.string()),
  operator_grant_until: z.nullable(z.string()),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

export const AccountSearchResponseSchema = z.object({
  accounts: z.array(AccountSummarySchema),
  total: Int,
});
export type AccountSearchResponse = z.infer<typeof AccountSearchResponseSchema>;

export const ReferralRewardStatusSchema = z.enum(['pending', 'earned', 'void']);
export type ReferralRewardStatus = z.infer<typeof ReferralRewardStatusSchema>;

/** `GET /api/admin/users/{id}/overview`: profile, prompts per day, referrals. */
export const UserOverviewResponseSchema = z.object({
  /** Marked operator, not banned: the account's own session opens the console. */
  operator: z.boolean(),
  profile: z.object({
    display_name: z.nullable(z.string()),
    company: z.nullable(z.string()),
  }),
  usage: z.object({
    /** The daily allowance of a Standard account. */
    limit: Int,
    today: Int,
    last_30_days: Int,
    /** Days with prompts in the last 30, newest first (`YYYY-MM-DD`, UTC). */
    days: z.array(z.object({ day: z.string(), prompts: Int })),
  }),
  referrals: z.object({
    code: z.nullable(z.string()),
    referred_by: z.nullable(z.object({ user_id: z.string(), email: z.nullable(z.string()) })),
    referred: z.array(
      z.object({
        user_id: z.string(),
        email: z.nullable(z.string()),
        created_at: z.string(),
        reward_status: z.nullable(ReferralRewardStatusSchema),
        reward_cents: z.nullable(Int),
      }),
    ),
  }),
});
export type UserOverviewResponse = z.infer<typeof UserOverviewResponseSchema>;

/** `POST /api/admin/users/{id}/links`: mails the account a link again. */
export const ResendLinkRequestSchema = z.object({
  /** `signup`: the address confirmation (unconfirmed accounts); `recovery`: a password reset. */
  type: z.enum(['signup', 'recovery', 'magiclink']),
});
export type ResendLinkRequest = z.infer<typeof ResendLinkRequestSchema>;

export const ResendLinkResponseSchema = z.object({
  sent: z.literal(true),
  type: z.string(),
  email: z.string(),
});

/** `GET /api/admin/reports/subscriptions`: where the subscriptions stand now. */
export const SubscriptionReportSchema = z.object({
  active: Int,
  trialing: Int,
  past_due: Int,
  /** Active or trialing, ending at the period's end. */
  cancelling: Int,
  /** Cancelled in the last 30 days. */
  canceled_last_30_days: Int,
  provisional: Int,
  operator_grants: Int,
  /** Paid Standard subscriptions (active, at a payment provider). */
  paying: Int,
  price_cents: Int,
  /** `paying` × the Standard Plan's monthly price, in US cents. */
  monthly_revenue_cents: Int,
});
export type SubscriptionReport = z.infer<typeof SubscriptionReportSchema>;

export const UsageReportQuerySchema = z.object({ days: Limit(365, 30) });

/** `GET /api/admin/reports/usage`: prompts, allowance hits, top users, unanswered questions. */
export const UsageReportSchema = z.object({
  days: z.array(z.object({ day: z.string(), prompts: Int, allowance_hits: Int })),
  allowance_limit: Int,
  top_users: z.array(z.object({ user_id: z.string(), email: z.string(), prompts: Int })),
  /**
   * Questions the built-in engine had no answer for (its reply said it needs a language model),
   * most asked first: what Sage should learn next.
   */
  unanswered: z.array(z.object({ question: z.string(), times: Int, last_asked_at: z.string() })),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;

export const ReferralRewardListQuerySchema = z.object({
  status: z.optional(ReferralRewardStatusSchema),
  limit: Limit(200, 50),
  offset: Offset,
});

export const ReferralRewardEntrySchema = z.object({
  referred_user_id: z.string(),
  referred_email: z.nullable(z.string()),
  referrer_user_id: z.string(),
  referrer_email: z.nullable(z.string()),
  amount_cents: Int,
  credit_used_cents: Int,
  status: ReferralRewardStatusSchema,
  created_at: z.string(),
  available_at: z.string(),
  voided_at: z.nullable(z.string()),
  void_reason: z.nullable(z.string()),
});
export type ReferralRewardEntry = z.infer<typeof ReferralRewardEntrySchema>;

export const ReferralRewardListResponseSchema = z.object({
  rewards: z.array(ReferralRewardEntrySchema),
  total: Int,
});

export const MailLogQuerySchema = z.object({ limit: Limit(200, 50) });

/** `GET /api/admin/mails`: mails the server sent or failed to send, newest first. */
export const MailLogResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.enum(['sent', 'failed']),
      error: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
});
export type MailLogResponse = z.infer<typeof MailLogResponseSchema>;

/** `PUT /api/admin/users/{id}/operator`: marks an account operator, or not. */
export const OperatorAccountRequestSchema = z.object({ operator: z.boolean() });

export const OperatorAccountResponseSchema = z.object({
  user_id: z.string(),
  operator: z.boolean(),
});
