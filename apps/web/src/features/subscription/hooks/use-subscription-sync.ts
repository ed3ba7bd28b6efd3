import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import { subscriptionStatusQueryKey } from '../api/get-subscription-status';
import { syncSubscription } from '../api/sync-subscription';
import { syncDisplayMessage, syncFailureMessage, syncResultBanner } from '../utils/payment-errors';
import type { BannerTone } from './use-timed-banner';

/**
 * docs/product.md §4, sync flow: call the server, refetch the subscription, then a success or info banner;
 * on failure an error banner (with the card's display mapping) and a refetch anyway.
 */
export function useSubscriptionSync(
  email: string | null,
  showBanner: (tone: BannerTone, text: string) => void,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [isSyncing, setIsSyncing] = useState(false);

  const refetch = useCallback(
    () => queryClient.refetchQueries({ queryKey: subscriptionStatusQueryKey }),
    [queryClient],
  );

  const sync = useCallback(async () => {
    setIsSyncing(true);
    try {
      const answer = await syncSubscription(api, email);
      await refetch();
      const { tone, text } = syncResultBanner(answer);
      showBanner(tone, text);
    } catch (error: unknown) {
      showBanner('error', syncDisplayMessage(syncFailureMessage(error)));
      await refetch().catch(() => undefined);
    } finally {
      setIsSyncing(false);
    }
  }, [api, email, refetch, showBanner]);

  return { sync, isSyncing };
}
