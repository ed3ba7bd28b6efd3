import { OperatorAccountResponseSchema } from '@petrosage/contracts/admin';
import { useAccountMutation } from './account-mutation';
import type { OperatorClients } from './operator-clients';

/** `PUT /api/admin/users/{id}/operator`: the account's own session opens the console, or not. */
export function setOperatorAccount({ api }: OperatorClients, userId: string, operator: boolean) {
  return api.request(
    `/admin/users/${encodeURIComponent(userId)}/operator`,
    OperatorAccountResponseSchema,
    { method: 'PUT', body: { operator } },
  );
}

export function useSetOperatorAccount(userId: string) {
  return useAccountMutation(userId, (clients, operator: boolean) =>
    setOperatorAccount(clients, userId, operator),
  );
}
