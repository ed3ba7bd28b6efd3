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
