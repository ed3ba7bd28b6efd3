import { SubscriptionReportSchema, type SubscriptionReport } from '@petrosage/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /api/admin/reports/subscriptions`: subscriptions by status and monthly revenue. */
export function getSubscriptionReport(
  { api }: OperatorClients,
  signal?: AbortSignal,
): Promise<SubscriptionReport> {
  return api.request('/admin/reports/subscriptions', SubscriptionReportSchema, { signal });
}

export function useSubscriptionReport() {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: operatorKeys.reports('subscriptions'),
    queryFn: ({ signal }) => getSubscriptionReport(clients, signal),
  });
}
