import { ReferralInfoSchema, type ReferralInfo } from '@petrosage/contracts/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

export const referralInfoQueryKey = ['referrals', 'info'] as const;

/** `GET /referrals/info`: code, referrals, rewards in dollars, and who referred the user. */
export function getReferralInfo(api: ApiClient, signal?: AbortSignal): Promise<ReferralInfo> {
  return api.request('/referrals/info', ReferralInfoSchema, { signal });
}

export function referralInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referralInfoQueryKey,
    queryFn: ({ signal }) => getReferralInfo(api, signal),
    // Referrals and rewards change elsewhere: read afresh each time the dialog opens.
    staleTime: 0,
  });
}

export function useReferralInfo() {
  return useQuery(referralInfoQueryOptions(useApiClient()));
}
