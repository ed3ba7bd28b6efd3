import { ProfileSchema, type Profile } from '@petrosage/contracts/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

export const profileQueryKey = ['referrals', 'profile'] as const;

/** `GET /referrals/profile`: e-mail, display name and company. */
export function getProfile(api: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return api.request('/referrals/profile', ProfileSchema, { signal });
}

export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(api, signal),
    // Read afresh each time the dialog opens (docs/product.md §4): nothing is kept once it closes, so the
    // form always starts from what the server holds.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useApiClient()));
}
