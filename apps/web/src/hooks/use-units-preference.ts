import {
  PreferencesSchema,
  type Preferences,
  type UnitSystem,
  type UpdatePreferencesRequest,
} from '@petrosage/contracts/preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApiClient } from '../lib/app-services';

/**
 * The user's preferences (`/api/profile/preferences`), kept with the profile: the Profile sets
 * the units, every calculation card reads them to show those units first.
 */

export const preferencesQueryKey = ['profile', 'preferences'] as const;

/** `GET /profile/preferences`. */
export function getPreferences(api: ApiClient, signal?: AbortSignal): Promise<Preferences> {
  return api.request('/profile/preferences', PreferencesSchema, { signal });
}

/** `PUT /profile/preferences`; answers the saved preferences. */
export function updatePreferences(
  api: ApiClient,
  changes: UpdatePreferencesRequest,
): Promise<Preferences> {
  return api.request('/profile/preferences', PreferencesSchema, { method: 'PUT', body: changes });
}

export function preferencesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences(api, signal),
    // Read once per visit: only this user changes it, through the mutation below.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The units to show first: the saved preference, field until it is known (or unreadable). */
export function useUnitsPreference(): UnitSystem {
  const { data } = useQuery(preferencesQueryOptions(useApiClient()));
  return data?.units ?? 'field';
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions(useApiClient()));
}

export function useUpdatePreferences() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePreferencesRequest) => updatePreferences(api, changes),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
