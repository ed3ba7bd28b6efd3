import {
  AccountSearchResponseSchema,
  type AccountPlan,
  type AccountSearchResponse,
  type AccountStatusFilter,
} from '@petrosage/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

export interface AccountFilters {
  email: string;
  plan: AccountPlan | '';
  status: AccountStatusFilter | '';
  offset: number;
}

export const ACCOUNTS_PER_PAGE = 25;

/** `GET /api/admin/accounts`: accounts by e-mail, plan and status, newest first. */
export function searchAccounts(
  { api }: OperatorClients,
  filters: AccountFilters,
  signal?: AbortSignal,
): Promise<AccountSearchResponse> {
  return api.request('/admin/accounts', AccountSearchResponseSchema, {
    query: {
      email: filters.email.trim() || undefined,
      plan: filters.plan || undefined,
      status: filters.status || undefined,
      limit: ACCOUNTS_PER_PAGE,
      offset: filters.offset,
    },
    signal,
  });
}

export function useSearchAccounts(filters: AccountFilters) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: operatorKeys.accounts(filters),
    queryFn: ({ signal }) => searchAccounts(clients, filters, signal),
    placeholderData: keepPreviousData,
  });
}
