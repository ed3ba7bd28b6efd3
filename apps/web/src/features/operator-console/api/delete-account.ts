import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOperatorClients, type OperatorClients } from './operator-clients';

/** `DELETE /auth/v1/admin/users/{id}`: the account and everything it owns. */
export function deleteAccount({ auth }: OperatorClients, userId: string): Promise<void> {
  return auth.requestVoid(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useDeleteAccount(userId: string) {
  const clients = useOperatorClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAccount(clients, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['operator', 'accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'audit'] }),
      ]),
  });
}
