import { z } from './zod';

/**
 * Bodies of the Supabase-Auth-compatible endpoints (`/auth/v1/*`), as `@supabase/supabase-js`
 * sends and reads them. Presence and format rules live in the server so that it can answer with
 * Supabase Auth's exact messages; these schemas fix the types.
 */

const Metadata = z.record(z.string(), z.unknown());

export const SignUpRequestSchema = z.object({
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  /** Becomes `user_metadata`. */
  data: z.optional(Metadata),
  gotrue_meta_security: z.optional(z.object({ captcha_token: z.optional(z.string()) })),
  code_challenge: z.optional(z.nullable(z.string())),
  code_challenge_method: z.optional(z.nullable(z.string())),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const PasswordGrantRequestSchema = z.object({
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  gotrue_meta_security: z.optional(z.object({ captcha_token: z.optional(z.string()) })),
});
export type PasswordGrantRequest = z.infer<typeof PasswordGrantRequestSchema>;

export const RefreshGrantRequestSchema = z.object({
  refresh_token: z.optional(z.string()),
});
export type RefreshGrantRequest = z.infer<typeof RefreshGrantRequestSchema>;

export const UpdateUserRequestSchema = z.object({
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  password: z.optional(z.string()),
  nonce: z.optional(z.string()),
  /** Merged into `user_metadata`; a `null` value removes the key. */
  data: z.optional(Metadata),
  code_challenge: z.optional(z.nullable(z.string())),
  code_challenge_method: z.optional(z.nullable(z.string())),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const LogoutScopeSchema = z.enum(['global', 'local', 'others']);
export type LogoutScope = z.infer<typeof LogoutScopeSchema>;

export const IdentitySchema = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: z.object({
    sub: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
  }),
  provider: z.literal('email'),
  last_sign_in_at: z.optional(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  email: z.string(),
});

/** A second factor as the user object lists it (`user.factors`, GoTrue's `models.Factor`). */
export const FactorSchema = z.object({
  id: z.string(),
  friendly_name: z.optional(z.string()),
  factor_type: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  created_at: z.string(),
  updated_at: z.string(),
  last_challenged_at: z.optional(z.string()),
});
export type Factor = z.infer<typeof FactorSchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  phone: z.string(),
  email_confirmed_at: z.optional(z.string()),
  confirmed_at: z.optional(z.string()),
  /** When the operator last invited the account. */
  invited_at: z.optional(z.string()),
  confirmation_sent_at: z.optional(z.string()),
  recovery_sent_at: z.optional(z.string()),
  /** The address a pending change moves to, once confirmed. */
  new_email: z.optional(z.string()),
  email_change_sent_at: z.optional(z.string()),
  last_sign_in_at: z.optional(z.string()),
  /** Until when an operator banned the account (absent when it is not banned). */
  banned_until: z.optional(z.string()),
  app_metadata: Metadata,
  user_metadata: Metadata,
  identities: z.array(IdentitySchema),
  /** The user's second factors; absent when there are none (GoTrue's `omitempty`). */
  factors: z.optional(z.array(FactorSchema)),
  created_at: z.string(),
  updated_at: z.string(),
  is_anonymous: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SessionResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().check(z.int()),
  expires_at: z.number().check(z.int()),
  refresh_token: z.string(),
  user: AuthUserSchema,
  weak_password: z.optional(z.object({ message: z.string(), reasons: z.array(z.string()) })),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const AuthErrorSchema = z.object({
  code: z.string(),
  error_code: z.string(),
  msg: z.string(),
  message: z.string(),
});

export const AuthSettingsSchema = z.object({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
  anonymous_users: z.boolean(),
  passkeys_enabled: z.boolean(),
});
export type AuthSettings = z.infer<typeof AuthSettingsSchema>;

export const AuthHealthSchema = z.object({
  version: z.string(),
  name: z.string(),
  description: z.string(),
});

/** The longest password accepted (GoTrue's limit); the rule itself is `password-rule.ts`'s. */
export const PASSWORD_MAX_LENGTH = 72;

const PkceFields = {
  code_challenge: z.optional(z.nullable(z.string())),
  code_challenge_method: z.optional(z.nullable(z.string())),
};
const Security = z.optional(z.object({ captcha_token: z.optional(z.nullable(z.string())) }));

export const RecoverRequestSchema = z.object({
  email: z.optional(z.string()),
  gotrue_meta_security: Security,
  ...PkceFields,
});

export const VerifyRequestSchema = z.object({
  /** signup | invite | recovery | magiclink | email_change | email */
  type: z.optional(z.string()),
  /** The 6-digit code (with `email`). */
  token: z.optional(z.string()),
  /** The hash a link carries (alone). */
  token_hash: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  redirect_to: z.optional(z.string()),
  gotrue_meta_security: Security,
});

/** `POST /invite` (supabase-js `auth.admin.inviteUserByEmail`). */
export const InviteRequestSchema = z.object({
  email: z.optional(z.string()),
  data: z.optional(z.nullable(Metadata)),
});

export const OtpRequestSchema = z.object({
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  data: z.optional(z.nullable(Metadata)),
  create_user: z.optional(z.boolean()),
  gotrue_meta_security: Security,
  ...PkceFields,
});

export const ResendRequestSchema = z.object({
  /** signup | email_change */
  type: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  gotrue_meta_security: Security,
  ...PkceFields,
});

export const PkceGrantRequestSchema = z.object({
  auth_code: z.optional(z.string()),
  code_verifier: z.optional(z.string()),
});

export const GenerateLinkRequestSchema = z.object({
  /** signup | invite | magiclink | recovery | email_change_current | email_change_new */
  type: z.optional(z.string()),
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  new_email: z.optional(z.string()),
  data: z.optional(z.nullable(Metadata)),
  redirect_to: z.optional(z.string()),
});

/** `{}`: what a mail-sending endpoint answers, whether or not the address is registered. */
export const EmptyResponseSchema = z.object({});
