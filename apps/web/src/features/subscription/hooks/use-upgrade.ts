import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import { onDemand } from '../../../lib/on-demand';
import { subscriptionStatusQueryKey } from '../api/get-subscription-status';

/**
 * The upgrade's calls, their schemas and failure texts: fetched on the first press of Upgrade,
 * which a chat may never see (decision 057).
 */
const upgradePart = onDemand(() => import('../api/start-upgrade'));

/** Shown in the paywall when the upgrade's code cannot be fetched (offline, a new deploy). */
const UPGRADE_UNAVAILABLE_TEXT =
  'Upgrade failed: this part of the page could not load. Check your connection and try again.';

/** docs/product.md §9: the paywall closes this long after a checkout failure that followed the grant. */
export const CHECKOUT_FAILURE_CLOSE_MS = 3000;

export function provisionalAccessText(reason: string): string {
  return (
    `You have 24-hour access to the Standard Plan. The checkout could not be started (${reason}); ` +
    'upgrade again from the subscription card before the 24 hours end.'
  );
}

export interface UpgradeOptions {
  /** The web app's origin, for the return URLs. */
  origin: string;
  /** Sends the browser to the checkout page. */
  redirect: (url: string) => void;
  /** Closes the paywall. */
  onClose: () => void;
}

/**
 * docs/product.md §4, upgrade flow: the provisional Standard access first, then a checkout session and the
 * redirect. A failed grant is an error and gives no access (an account that used its 24 hours
 * before goes straight on to checkout); a failed checkout after the grant says that the 24-hour
 * access stands, and the paywall closes 3 s later.
 */
export function useUpgrade({ origin, redirect, onClose }: UpgradeOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [isProcessing, setIsProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const upgrade = useCallback(async () => {
    setIsProcessing(true);
    setError(null);
    setNotice(null);
    const upgradeModule = await upgradePart.load().catch((loadError: unknown) => {
      console.error('A part of the page could not be loaded', loadError);
      return null;
    });
    if (!upgradeModule) {
      setError(UPGRADE_UNAVAILABLE_TEXT);
      setIsProcessing(false);
      return;
    }
    const outcome = await upgradeModule.startUpgrade(api, origin, () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
    });
    if (outcome.kind === 'checkout') {
      redirect(outcome.url);
      return;
    }
    setIsProcessing(false);
    if (outcome.kind === 'provisional') {
      setNotice(provisionalAccessText(outcome.reason));
      closeTimer.current = window.setTimeout(() => {
        setNotice(null);
        onClose();
      }, CHECKOUT_FAILURE_CLOSE_MS);
    } else {
      setError(outcome.text);
    }
  }, [api, origin, redirect, onClose, queryClient]);

  const reset = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setError(null);
    setNotice(null);
  }, []);

  return { upgrade, isProcessing, error, notice, reset };
}
