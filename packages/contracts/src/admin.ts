import { z } from 'zod';
import { AuthUserSchema } from './auth';
import { SubscriptionStatusResponseSchema } from './payments';

/**
 * The operator API. `/auth/v1/admin/users…` has GoTrue's shapes (supabase-js `auth.admin`);
 * `/api/admin/…` holds the product's own operator endpoints. Both need the service-role key.
 */

const Metadata = z.record(z.string(), z.unknown());

/** `POST /admin/users` and `PUT /admin/users/{id}` (GoTrue's `AdminUserParams`). */
export const AdminUserRequestSchema = z.object({
  id: z.string().optional(),
  aud: z.string().optional(),
  role: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  password_hash: z.string().optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  /** Merged into the user's metadata; a `null` value removes the key. */
  user_metadata: Metadata.optional(),
  app_metadata: Metadata.optional(),
  /** A Go duration (`24h`, `90m`, `1h30m`) from now, or `none` to lift a ban. */
  ban_duration: z.string().optional(),
});
export type AdminUserRequest = z.infer<typeof AdminUserRequestSchema>;

export const AdminDeleteUserRequestSchema = z.object({
  should_soft_delete: z.boolean().optional(),
});

export const AdminUserListResponseSchema = z.object({
  users: z.array(AuthUserSchema),
  aud: z.literal('authenticated'),
});

export const AdminUserListQuerySchema = z.object({
  page: z.string().optional(),
  per_page: z.string().optional(),
  filter: z.string().optional(),
});

export const UserIdParamsSchema = z.object({ userId: z.string() });

/** `GET /api/admin/users/{id}/subscription`: what the user's status call answers them. */
export const AdminSubscriptionResponseSchema = SubscriptionStatusResponseSchema.extend({
  operator_grant_until: z.string().nullable(),
});
export type AdminSubscriptionResponse = z.infer<typeof AdminSubscriptionResponseSchema>;

/** `POST /api/admin/users/{id}/standard-access`: Standard access for a number of days. */
export const GrantStandardAccessRequestSchema = z.object({
  days: z.number().int().min(1).max(3650),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type GrantStandardAccessRequest = z.infer<typeof GrantStandardAccessRequestSchema>;

/** `POST /api/admin/referral-rewards/{referredUserId}/void`. */
export const VoidReferralRewardRequestSchema = z.object({
  reason: z.string().trim().min(1).max(500),
});

export const VoidReferralRewardResponseSchema = z.object({
  voided: z.literal(true),
  referred_user_id: z.string(),
  referrer_user_id: z.string(),
  amount_cents: z.number().int(),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  target_user_id: z.string().nullable(),
  detail: Metadata,
  ip: z.string().nullable(),
  created_at: z.string(),
});

export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
});

export const AuditLogQuerySchema = z.object({
  user_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
