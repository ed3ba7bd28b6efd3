import { MailLogResponseSchema, type MailLogResponse } from '@petrosage/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /api/admin/mails`: mails sent or failed, newest first. */
export function listRecentMails(
  { api }: OperatorClients,
  signal?: AbortSignal,
): Promise<MailLogResponse> {
  return api.request('/admin/mails', MailLogResponseSchema, { query: { limit: 100 }, signal });
}

export function useRecentMails() {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: operatorKeys.mails,
    queryFn: ({ signal }) => listRecentMails(clients, signal),
  });
}
