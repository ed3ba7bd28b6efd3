import {
  GenerateReferralCodeResponseSchema,
  type ReferralInfo,
} from '@petrosage/contracts/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { referralInfoQueryKey } from './get-referral-info';

/** `POST /referrals/generate-code`: the user's code (the same one on every call). */
export async function generateReferralCode(api: ApiClient): Promise<string> {
  const { referral_code } = await api.request(
    '/referrals/generate-code',
    GenerateReferralCodeResponseSchema,
    { method: 'POST' },
  );
  return referral_code;
}

export function useGenerateReferralCode() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateReferralCode(api),
    onSuccess: (code) =>
      queryClient.setQueryData<ReferralInfo>(referralInfoQueryKey, (info) =>
        info ? { ...info, referral_code: code } : info,
      ),
  });
}
