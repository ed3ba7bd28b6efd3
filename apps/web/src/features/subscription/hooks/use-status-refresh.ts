import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionStatusQueryKey } from '../api/get-subscription-status';

/**
 * Keeps the card's message count current: the status is read again whenever the query under
 * `trigger` is fetched anew (the chat list is, after every message sent and every reply).
 */
export function useStatusRefreshOn(trigger: QueryKey): void {
  const queryClient = useQueryClient();
  const triggerHash = hashKey(trigger);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          event.query.queryHash === triggerHash
        ) {
          void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
        }
      }),
    [queryClient, triggerHash],
  );
}
