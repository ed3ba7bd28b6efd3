import { AuthUserSchema, type AuthUser } from '@petrosage/contracts/auth';
import { useAccountMutation } from './account-mutation';
import type { OperatorClients } from './operator-clients';

/**
 * `PUT /auth/v1/admin/users/{id}` with `ban_duration`: a Go duration from now (`24h`), or `none`
 * to lift the ban. A ban ends the account's sessions and refuses its sign-in.
 */
export function setAccountBan(
  { auth }: OperatorClients,
  userId: string,
  banDuration: string,
): Promise<AuthUser> {
  return auth.request(`/admin/users/${encodeURIComponent(userId)}`, AuthUserSchema, {
    method: 'PUT',
    body: { ban_duration: banDuration },
  });
}

export function useSetAccountBan(userId: string) {
  return useAccountMutation(userId, (clients, banDuration: string) =>
    setAccountBan(clients, userId, banDuration),
  );
}
