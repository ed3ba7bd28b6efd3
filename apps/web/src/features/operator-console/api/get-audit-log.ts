import { AuditLogResponseSchema } from '@petrosage/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

export const AUDIT_ENTRIES_PER_PAGE = 50;

/** `GET /api/admin/audit-log`: operator actions, newest first, optionally on one account. */
export function getAuditLog(
  { api }: OperatorClients,
  filters: { userId?: string; offset: number },
  signal?: AbortSignal,
) {
  return api.request('/admin/audit-log', AuditLogResponseSchema, {
    query: { user_id: filters.userId, limit: AUDIT_ENTRIES_PER_PAGE, offset: filters.offset },
    signal,
  });
}

export function useAuditLog(filters: { userId?: string; offset: number }) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: operatorKeys.audit(filters),
    queryFn: ({ signal }) => getAuditLog(clients, filters, signal),
    placeholderData: keepPreviousData,
  });
}
