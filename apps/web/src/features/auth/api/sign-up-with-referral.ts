import {
  ReferralSignupResponseSchema,
  type ReferralSignupRequest,
  type ReferralSignupResponse,
} from '@petrosage/contracts/referrals';
import type { ApiClient } from '../../../lib/api-client';

/**
 * `POST /referrals/signup`: creates the account referred by the code (docs/product.md §4). Throws the API
 * client's ApiError on failure; its body carries the server's `detail`.
 */
export function signUpWithReferral(
  api: ApiClient,
  input: ReferralSignupRequest,
): Promise<ReferralSignupResponse> {
  return api.request('/referrals/signup', ReferralSignupResponseSchema, {
    method: 'POST',
    body: input,
    requireSession: false,
  });
}
