import { FactorSchema, type Factor } from '@petrosage/contracts/auth';
import { useAccountMutation } from './account-mutation';
import type { OperatorClients } from './operator-clients';

/** `DELETE /auth/v1/admin/users/{id}/factors/{factorId}`: a lost authenticator app. */
export function removeAccountFactor(
  { auth }: OperatorClients,
  userId: string,
  factorId: string,
): Promise<Factor> {
  return auth.request(
    `/admin/users/${encodeURIComponent(userId)}/factors/${encodeURIComponent(factorId)}`,
    FactorSchema,
    { method: 'DELETE' },
  );
}

export function useRemoveAccountFactor(userId: string) {
  return useAccountMutation(userId, (clients, factorId: string) =>
    removeAccountFactor(clients, userId, factorId),
  );
}
