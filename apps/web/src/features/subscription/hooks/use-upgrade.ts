import { PROVISIONAL_ALREADY_USED } from '@petrosage/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import { checkoutReturnUrls, createCheckoutSession } from '../api/create-checkout-session';
import { subscriptionStatusQueryKey } from '../api/get-subscription-status';
import { grantProvisionalAccess } from '../api/grant-provisional-access';
import {
  grantFailureMessage,
  isProvisionalAlreadyUsed,
  upgradeFailureText,
} from '../utils/payment-errors';

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
    let granted = false;
    try {
      await grantProvisionalAccess(api);
      granted = true;
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
    } catch (grantError: unknown) {
      if (!isProvisionalAlreadyUsed(grantError, PROVISIONAL_ALREADY_USED)) {
        setError(upgradeFailureText(grantFailureMessage(grantError)));
        setIsProcessing(false);
        return;
      }
    }
    try {
      const url = await createCheckoutSession(api, {
        plan_id: 'standard',
        ...checkoutReturnUrls(origin),
      });
      redirect(url);
    } catch (checkoutError: unknown) {
      const reason = grantFailureMessage(checkoutError);
      setIsProcessing(false);
      if (granted) {
        setNotice(provisionalAccessText(reason));
        closeTimer.current = window.setTimeout(() => {
          setNotice(null);
          onClose();
        }, CHECKOUT_FAILURE_CLOSE_MS);
      } else {
        setError(upgradeFailureText(reason));
      }
    }
  }, [api, origin, redirect, onClose, queryClient]);

  const reset = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setError(null);
    setNotice(null);
  }, []);

  return { upgrade, isProcessing, error, notice, reset };
}
