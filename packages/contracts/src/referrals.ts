import { z } from './zod';
import { AuthUserSchema } from './auth';
import { COMPANY_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, profileTextLength } from './profiles';

/**
 * The referral program and the profile (`{host}` = `/api`, paths under `/referrals`), docs/product.md §3,
 * §5 and §7. Money crosses the wire in dollars, as the product's "Total Rewards" shows it.
 */

export {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PATTERN,
  isReferralCodeFormat,
  normaliseReferralCode,
} from './referral-code';

/**
 * `POST /referrals/validate-code` (no authentication). The format is checked by the server so
 * that a malformed code gets its own non-OK answer (the web app shows 'Invalid referral code
 * format' for it).
 */
export const ValidateReferralCodeRequestSchema = z.object({ referral_code: z.string() });
export type ValidateReferralCodeRequest = z.infer<typeof ValidateReferralCodeRequestSchema>;

export const ValidateReferralCodeResponseSchema = z.object({
  valid: z.boolean(),
  /** The referrer's e-mail, masked (`jo***@acme.com`); null when the code is unknown. */
  referring_user_email: z.nullable(z.string()),
});
export type ValidateReferralCodeResponse = z.infer<typeof ValidateReferralCodeResponseSchema>;

/** `POST /referrals/generate-code`: the caller's code, created on the first call. */
export const GenerateReferralCodeResponseSchema = z.object({ referral_code: z.string() });
export type GenerateReferralCodeResponse = z.infer<typeof GenerateReferralCodeResponseSchema>;

/**
 * `POST /referrals/signup`: an account exactly as `/auth/v1/signup` makes it (same rules, same
 * errors, in `detail`), recorded as referred by the code's owner. `data` is the optional user
 * metadata, as in the auth sign-up (`full_name` becomes the display name).
 */
export const ReferralSignupRequestSchema = z.object({
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  referral_code: z.string({ error: 'referral_code is required' }),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type ReferralSignupRequest = z.infer<typeof ReferralSignupRequestSchema>;

export const ReferralSignupResponseSchema = z.object({
  /** The account, as the auth sign-up answers it. */
  user: AuthUserSchema,
  /** True when the address must be confirmed before the first sign-in. */
  email_confirmation_required: z.boolean(),
});
export type ReferralSignupResponse = z.infer<typeof ReferralSignupResponseSchema>;

/** `GET /referrals/info`. */
export const ReferralInfoSchema = z.object({
  referral_code: z.nullable(z.string()),
  /** Accounts that signed up with the caller's code. */
  total_referrals: z.number().check(z.int(), z.nonnegative()),
  /**
   * Rewards earned, in dollars (two decimals): credit toward the caller's own subscription, not
   * paid out. A reward is earned once the referred account's first payment has cleared its refund
   * window and its e-mail is confirmed.
   */
  total_rewards: z.number().check(z.nonnegative()),
  /** Rewards still in that window (or awaiting the e-mail's confirmation), in dollars. */
  pending_rewards: z.optional(z.number().check(z.nonnegative())),
  /** Earned credit not yet applied to the caller's subscription, in dollars. */
  credit_available: z.optional(z.number().check(z.nonnegative())),
  /**
   * Earned credit already applied, in dollars: taken by renewals, or handed to Stripe as customer
   * balance for the next invoices.
   */
  credit_applied: z.optional(z.number().check(z.nonnegative())),
  /** Who referred the caller (unmasked), or null. */
  referred_by_email: z.nullable(z.string()),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

/** `GET /referrals/profile` and the answer of `PUT /referrals/profile`. */
export const ProfileSchema = z.object({
  email: z.string(),
  display_name: z.nullable(z.string()),
  company: z.nullable(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

function profileText(max: number) {
  return z.nullable(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value) => profileTextLength(value) <= max, `must be at most ${max} characters`),
      ),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
  );
}

/**
 * `PUT /referrals/profile`: trimmed, an empty value stored as null; a field left out keeps its
 * current value; any other field (the e-mail is not editable here) is refused.
 */
export const UpdateProfileRequestSchema = z.strictObject({
  display_name: z.optional(profileText(DISPLAY_NAME_MAX_LENGTH)),
  company: z.optional(profileText(COMPANY_MAX_LENGTH)),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;
export type ProfileChanges = z.output<typeof UpdateProfileRequestSchema>;
