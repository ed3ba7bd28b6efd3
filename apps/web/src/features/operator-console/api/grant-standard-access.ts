import {
  AdminSubscriptionResponseSchema,
  type AdminSubscriptionResponse,
  type GrantStandardAccessRequest,
} from '@petrosage/contracts/admin';
import { useAccountMutation } from './account-mutation';
import type { OperatorClients } from './operator-clients';

/** `POST /api/admin/users/{id}/standard-access`: Standard for a number of days. */
export function grantStandardAccess(
  { api }: OperatorClients,
  userId: string,
  input: GrantStandardAccessRequest,
): Promise<AdminSubscriptionResponse> {
  return api.request(
    `/admin/users/${encodeURIComponent(userId)}/standard-access`,
    AdminSubscriptionResponseSchema,
    { method: 'POST', body: input },
  );
}

export function useGrantStandardAccess(userId: string) {
  return useAccountMutation(userId, (clients, input: GrantStandardAccessRequest) =>
    grantStandardAccess(clients, userId, input),
  );
}
