import { z } from './zod';

/**
 * Supabase Auth's multi-factor API (`/auth/v1/factors…`) as supabase-js's `auth.mfa` sends and
 * reads it, for TOTP factors. Presence and format rules live in the server so that it answers
 * with GoTrue's messages; these schemas fix the types.
 */

/** The friendly name's longest accepted length, in characters. */
export const FACTOR_NAME_MAX_LENGTH = 120;

/** `POST /factors`: `auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer })`. */
export const EnrollFactorRequestSchema = z.object({
  factor_type: z.optional(z.string()),
  friendly_name: z.optional(z.string()),
  issuer: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type EnrollFactorRequest = z.infer<typeof EnrollFactorRequestSchema>;

export const EnrollFactorResponseSchema = z.object({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({
    /** An SVG image of the QR code (supabase-js turns it into a `data:` URI). */
    qr_code: z.string(),
    /** The shared secret in base32, for typing into an authenticator app. */
    secret: z.string(),
    /** The `otpauth://totp/…` URI the QR code holds. */
    uri: z.string(),
  }),
});
export type EnrollFactorResponse = z.infer<typeof EnrollFactorResponseSchema>;

/** `POST /factors/{id}/challenge` (TOTP needs no body; supabase-js sends `{ factorId }`). */
export const ChallengeFactorRequestSchema = z.object({
  channel: z.optional(z.string()),
  factorId: z.optional(z.string()),
});

export const ChallengeFactorResponseSchema = z.object({
  id: z.string(),
  type: z.literal('totp'),
  /** Unix seconds after which the challenge can no longer be verified. */
  expires_at: z.number().check(z.int()),
});
export type ChallengeFactorResponse = z.infer<typeof ChallengeFactorResponseSchema>;

/** `POST /factors/{id}/verify`. */
export const VerifyFactorRequestSchema = z.object({
  challenge_id: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type VerifyFactorRequest = z.infer<typeof VerifyFactorRequestSchema>;

/** `DELETE /factors/{id}`. */
export const UnenrollFactorResponseSchema = z.object({ id: z.string() });

export const FactorIdParamsSchema = z.object({ factorId: z.string() });
