import { UserOverviewResponseSchema, type UserOverviewResponse } from '@petrosage/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /api/admin/users/{id}/overview`: profile, prompts of the last 30 days, referrals. */
export function getAccountOverview(
  { api }: OperatorClients,
  userId: string,
  signal?: AbortSignal,
): Promise<UserOverviewResponse> {
  return api.request(
    `/admin/users/${encodeURIComponent(userId)}/overview`,
    UserOverviewResponseSchema,
    { signal },
  );
}

export function useAccountOverview(userId: string) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: [...operatorKeys.account(userId), 'overview'],
    queryFn: ({ signal }) => getAccountOverview(clients, userId, signal),
  });
}
