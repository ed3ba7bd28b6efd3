import { ResendLinkResponseSchema, type ResendLinkRequest } from '@petrosage/contracts/admin';
import { useAccountMutation } from './account-mutation';
import type { OperatorClients } from './operator-clients';

/** `POST /api/admin/users/{id}/links`: mails the account a link again. */
export function resendLink({ api }: OperatorClients, userId: string, input: ResendLinkRequest) {
  return api.request(`/admin/users/${encodeURIComponent(userId)}/links`, ResendLinkResponseSchema, {
    method: 'POST',
    body: input,
  });
}

export function useResendLink(userId: string) {
  return useAccountMutation(userId, (clients, input: ResendLinkRequest) =>
    resendLink(clients, userId, input),
  );
}
