import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/**
 * A console action on one account: when it succeeds, what the console shows of that account, the
 * account lists and the audit log are fetched again.
 */
export function useAccountMutation<I, O>(
  userId: string,
  action: (clients: OperatorClients, input: I) => Promise<O>,
) {
  const clients = useOperatorClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => action(clients, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.account(userId) }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'rewards'] }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.mails }),
      ]),
  });
}
