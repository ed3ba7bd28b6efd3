import { UsageReportSchema, type UsageReport } from '@petrosage/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /api/admin/reports/usage`: prompts per day, allowance hits, top users, unanswered. */
export function getUsageReport(
  { api }: OperatorClients,
  days: number,
  signal?: AbortSignal,
): Promise<UsageReport> {
  return api.request('/admin/reports/usage', UsageReportSchema, { query: { days }, signal });
}

export function useUsageReport(days: number) {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: operatorKeys.reports('usage', { days }),
    queryFn: ({ signal }) => getUsageReport(clients, days, signal),
  });
}
