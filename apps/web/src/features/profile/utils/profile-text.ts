import { ApiError, NotAuthenticatedError } from '../../../lib/api-client';

/** docs/product.md §8, profile dialog. */
export const PROFILE_ERRORS = {
  authRequired: 'Authentication required',
  fetchFailed: 'Failed to fetch profile data',
  loadFailed: 'Failed to load profile data',
  updateFailed: 'Failed to update profile',
  generateFailed: 'Failed to generate referral code',
} as const;

export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully!';
export const REFERRAL_HINT = 'Share this code with friends to earn referral rewards!';
/** How rewards work (decision 010): credit toward your own plan, earned after the refund window. */
export const REFERRAL_REWARD_TERMS =
  'Rewards are credit toward your own subscription. A reward is pending until the referred account’s first payment clears its refund window and its e-mail is confirmed. Earned credit is taken off your next renewals; it cannot be paid out.';
/** How long 'Profile updated successfully!' stays (docs/product.md §9). */
export const PROFILE_SAVED_MS = 3_000;
/** How long the copy button's check mark stays (docs/product.md §9). */
export const COPY_CONFIRMATION_MS = 2_000;

function isAuthFailure(error: unknown): boolean {
  return (
    error instanceof NotAuthenticatedError || (error instanceof ApiError && error.kind === 'auth')
  );
}

/**
 * Loading the dialog's data: no session or a refused one → 'Authentication required'; the
 * server answered with an error → 'Failed to fetch profile data'; no usable answer at all (no
 * connection, an unreadable body) → 'Failed to load profile data'.
 */
export function profileLoadErrorMessage(error: unknown): string {
  if (isAuthFailure(error)) return PROFILE_ERRORS.authRequired;
  if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'validation')) {
    return PROFILE_ERRORS.fetchFailed;
  }
  return PROFILE_ERRORS.loadFailed;
}

export function profileSaveErrorMessage(error: unknown): string {
  return isAuthFailure(error) ? PROFILE_ERRORS.authRequired : PROFILE_ERRORS.updateFailed;
}

export function generateCodeErrorMessage(error: unknown): string {
  return isAuthFailure(error) ? PROFILE_ERRORS.authRequired : PROFILE_ERRORS.generateFailed;
}

/** Rewards in dollars with two decimals (docs/product.md §9): 5 → "$5.00". */
export function formatRewards(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** What a profile field is saved as: trimmed, null when empty (docs/product.md §5). */
export function profileFieldForSave(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
