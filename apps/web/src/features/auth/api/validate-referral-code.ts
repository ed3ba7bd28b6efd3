import { ValidateReferralCodeResponseSchema } from '@petrosage/contracts/referrals';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import type { ReferralCheck } from '../utils/referral-code';

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * `POST /referrals/validate-code` (no authentication) with the upper-case 6-character code.
 * A non-OK answer means the format is wrong (docs/product.md §5); a rate limit, a server failure or no
 * answer at all means the code could not be checked. An aborted check rejects with AbortError.
 */
export async function validateReferralCode(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<ReferralCheck> {
  try {
    const { valid, referring_user_email } = await api.request(
      '/referrals/validate-code',
      ValidateReferralCodeResponseSchema,
      { method: 'POST', body: { referral_code: code }, requireSession: false, signal },
    );
    return valid
      ? { status: 'valid', referrerEmail: referring_user_email ?? '' }
      : { status: 'not-found' };
  } catch (error: unknown) {
    if (isAbortError(error) || signal?.aborted) throw error;
    if (
      error instanceof ApiError &&
      error.kind !== 'network' &&
      error.kind !== 'invalid-response' &&
      error.status !== 429 &&
      error.status < 500
    ) {
      return { status: 'invalid-format' };
    }
    return { status: 'unavailable' };
  }
}
