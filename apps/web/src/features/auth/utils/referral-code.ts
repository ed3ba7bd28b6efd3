import { REFERRAL_CODE_LENGTH, normaliseReferralCode } from '@petrosage/contracts/referral-code';
import { ApiError, errorDetail } from '../../../lib/api-client';
import { SIGN_UP_ERRORS, mapSignUpError } from './auth-errors';

/** The live check of the sign-up form's Referral Code field (docs/product.md §5). */
export type ReferralCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; referrerEmail: string }
  | { status: 'not-found' }
  | { status: 'invalid-format' }
  | { status: 'unavailable' };

export const REFERRAL_MESSAGES = {
  notFound: 'Referral code not found',
  invalidFormat: 'Invalid referral code format',
  unavailable: 'Unable to validate referral code',
  signUpFailed: 'Signup with referral code failed',
  signInFailed: 'Account created but sign-in failed. Please try logging in.',
} as const;

export function validReferralMessage(referrerEmail: string): string {
  return `Valid referral code from ${referrerEmail}`;
}

/** The text under the field for a check, or null when there is nothing to say. */
export function referralCheckMessage(check: ReferralCheck): string | null {
  switch (check.status) {
    case 'valid':
      return validReferralMessage(check.referrerEmail);
    case 'not-found':
      return REFERRAL_MESSAGES.notFound;
    case 'invalid-format':
      return REFERRAL_MESSAGES.invalidFormat;
    case 'unavailable':
      return REFERRAL_MESSAGES.unavailable;
    case 'idle':
    case 'checking':
      return null;
  }
}

/** True for the outcomes that mean the code itself is wrong (the field's border turns red). */
export function isReferralCodeInvalid(check: ReferralCheck): boolean {
  return check.status === 'not-found' || check.status === 'invalid-format';
}

/** The code as it is submitted: trimmed and upper-cased, null when empty (docs/product.md §5). */
export function referralCodeForSubmit(value: string): string | null {
  const code = normaliseReferralCode(value);
  return code === '' ? null : code;
}

/** Only a code of exactly this length is sent to the server for the live check. */
export function isCheckableReferralCode(value: string): boolean {
  return normaliseReferralCode(value).length === REFERRAL_CODE_LENGTH;
}

/**
 * docs/product.md §8: a failed sign-up with a code shows the server's `detail`, or 'Signup with referral
 * code failed'. The account errors the server shares with the plain sign-up (taken address,
 * weak password, too many attempts…) show the same catalogue text as there, so both paths say
 * the same thing.
 */
export function referralSignUpErrorMessage(error: unknown): string {
  const detail = error instanceof ApiError ? errorDetail(error.body)?.trim() : undefined;
  if (!detail || !(error instanceof ApiError)) return REFERRAL_MESSAGES.signUpFailed;
  const mapped = mapSignUpError({ message: detail, status: error.status });
  return mapped === SIGN_UP_ERRORS.fallback ? detail : mapped;
}
