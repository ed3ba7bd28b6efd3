// The form of a referral code, free of zod (re-exported by `referrals.ts`): the web app's landing
// page checks a typed code before any schema library has loaded.

/**
 * Characters a referral code is made of: upper-case letters and digits without the look-alikes
 * 0/O and 1/I/L, so that a code read aloud or copied by hand is never ambiguous.
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 6;
export const REFERRAL_CODE_PATTERN = new RegExp(
  `^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`,
);

/** True when `value` (already trimmed and upper-cased) has the form of a referral code. */
export function isReferralCodeFormat(value: string): boolean {
  return REFERRAL_CODE_PATTERN.test(value);
}

/** The form a person types a code in, as the server compares it: trimmed and upper-cased. */
export function normaliseReferralCode(value: string): string {
  return value.trim().toUpperCase();
}
