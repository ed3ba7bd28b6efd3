import { AuthUserSchema, type AuthUser } from '@petrosage/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /auth/v1/admin/users/{id}`: the account as the auth server keeps it. */
export function getAccount(
  { auth }: OperatorClients,
  userId: string,
  signal?: AbortSignal,
): Promise<AuthUser> {
  return auth.request(`/admin/users/${encodeURIComponent(userId)}`, AuthUserSchema, { signal });
}

export function useAccount(userId: string) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: [...operatorKeys.account(userId), 'user'],
    queryFn: ({ signal }) => getAccount(clients, userId, signal),
  });
}
