import { FactorSchema, type Factor } from '@petrosage/contracts/auth';
import { z } from '@petrosage/contracts/zod';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

const FactorListSchema = z.array(FactorSchema);

/** `GET /auth/v1/admin/users/{id}/factors`: the account's second factors. */
export function listAccountFactors(
  { auth }: OperatorClients,
  userId: string,
  signal?: AbortSignal,
): Promise<Factor[]> {
  return auth.request(`/admin/users/${encodeURIComponent(userId)}/factors`, FactorListSchema, {
    signal,
  });
}

export function useAccountFactors(userId: string) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: [...operatorKeys.account(userId), 'factors'],
    queryFn: ({ signal }) => listAccountFactors(clients, userId, signal),
  });
}
