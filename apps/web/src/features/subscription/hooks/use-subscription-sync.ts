import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import { onDemand } from '../../../lib/on-demand';
import { subscriptionStatusQueryKey } from '../api/get-subscription-status';
import type { BannerTone } from './use-timed-banner';

/**
 * The sync's call, its schema and failure texts: fetched on the first press of Sync, which a
 * chat may never see (decision 057).
 */
const syncPart = onDemand(() => import('../api/sync-subscription'));

/** The error banner when the sync's code cannot be fetched (offline, a new deploy). */
const SYNC_UNAVAILABLE_TEXT =
  'Sync failed: this part of the page could not load. Check your connection and try again.';

/** docs/product.md §4, sync flow (`syncAndReport`), from the card's Sync. */
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
    const syncModule = await syncPart.load().catch((loadError: unknown) => {
      console.error('A part of the page could not be loaded', loadError);
      return null;
    });
    if (syncModule) await syncModule.syncAndReport(api, email, refetch, showBanner);
    else showBanner('error', SYNC_UNAVAILABLE_TEXT);
    setIsSyncing(false);
  }, [api, email, refetch, showBanner]);

  return { sync, isSyncing };
}
