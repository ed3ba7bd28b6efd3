import {
  AdminSubscriptionResponseSchema,
  type AdminSubscriptionResponse,
} from '@petrosage/contracts/admin';
import { useAccountMutation } from './account-mutation';
import type { OperatorClients } from './operator-clients';

/** `DELETE /api/admin/users/{id}/standard-access`: ends the grant (a paid plan stays). */
export function revokeStandardAccess(
  { api }: OperatorClients,
  userId: string,
): Promise<AdminSubscriptionResponse> {
  return api.request(
    `/admin/users/${encodeURIComponent(userId)}/standard-access`,
    AdminSubscriptionResponseSchema,
    { method: 'DELETE' },
  );
}

export function useRevokeStandardAccess(userId: string) {
  return useAccountMutation(userId, (clients) => revokeStandardAccess(clients, userId));
}
