import {
  AdminSubscriptionResponseSchema,
  type AdminSubscriptionResponse,
} from '@petrosage/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /api/admin/users/{id}/subscription`: what the user's status call answers, and the grant. */
export function getAccountSubscription(
  { api }: OperatorClients,
  userId: string,
  signal?: AbortSignal,
): Promise<AdminSubscriptionResponse> {
  return api.request(
    `/admin/users/${encodeURIComponent(userId)}/subscription`,
    AdminSubscriptionResponseSchema,
    { signal },
  );
}

export function useAccountSubscription(userId: string) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: [...operatorKeys.account(userId), 'subscription'],
    queryFn: ({ signal }) => getAccountSubscription(clients, userId, signal),
  });
}
