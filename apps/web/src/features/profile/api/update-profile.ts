import {
  ProfileSchema,
  type Profile,
  type UpdateProfileRequest,
} from '@petrosage/contracts/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { displayNameQueryKey, profileQueryKey } from './get-profile';

/** `PUT /referrals/profile`; answers the saved profile. */
export function updateProfile(api: ApiClient, changes: UpdateProfileRequest): Promise<Profile> {
  return api.request('/referrals/profile', ProfileSchema, { method: 'PUT', body: changes });
}

export function useUpdateProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => updateProfile(api, changes),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      queryClient.setQueryData(displayNameQueryKey, profile.display_name);
    },
  });
}
