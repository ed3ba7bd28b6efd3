import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import {
  subscriptionStatusQueryKey,
  subscriptionStatusQueryOptions,
  useSubscriptionStatus,
} from '../api/get-subscription-status';
import {
  PAYMENT_PENDING_WARNING,
  PAYMENT_REFETCH_ATTEMPTS,
  paymentRefetchDelay,
} from '../utils/payment-refetch';
import { subscriptionFlags } from '../utils/subscription-flags';
import type { SubscriptionNotice } from './use-timed-banner';
import { useUpgrade } from './use-upgrade';

export interface PaywallOptions {
  /** The URL's query string (`?payment=success`, `?payment=cancelled`, …). */
  search: string;
  /** Replaces the query string (used to remove the `payment` parameter). */
  replaceSearch: (search: string) => void;
  /** The web app's origin, for the checkout's return URLs. */
  origin: string;
  /** Sends the browser to the checkout page. */
  redirect: (url: string) => void;
  /** Wait before refetch number `attempt` after a payment (docs/product.md §9's schedule by default). */
  refetchDelay?: (attempt: number) => number;
}

export const CHECKOUT_CANCELLED_TEXT = 'Checkout cancelled: no payment was taken.';
export const CHECKOUT_CONFIRMED_TEXT = "You're on the Standard Plan";

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * docs/product.md §4, paywall: shown once the subscription check has answered that payment is needed (and
 * the URL does not say a payment just succeeded), or when a prompt is answered 402; hidden once an
 * active subscription exists. It can be closed; the next 402 opens it again. On `payment=success`
 * the parameter is removed, the paywall closes and the status is refetched until active.
 */
export function usePaywall({
  search,
  replaceSearch,
  origin,
  redirect,
  refetchDelay = paymentRefetchDelay,
}: PaywallOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus();
  const flags = subscriptionFlags(status.data);
  const [dismissed, setDismissed] = useState(false);
  const [requested, setRequested] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmStarted, setConfirmStarted] = useState(false);
  const [checkoutNotice, setCheckoutNotice] = useState<SubscriptionNotice | null>(null);
  const [handledSearch, setHandledSearch] = useState<string | null>(null);

  const close = useCallback(() => {
    setDismissed(true);
    setRequested(false);
  }, []);
  const upgrade = useUpgrade({ origin, redirect, onClose: close });
  const { reset: resetUpgrade } = upgrade;

  const openPaywall = useCallback(() => {
    resetUpgrade();
    setDismissed(false);
    setRequested(true);
  }, [resetUpgrade]);

  // A prompt answered 402: the paywall opens, and the status is read again.
  useEffect(
    () =>
      api.events.on('payment-required', () => {
        openPaywall();
        void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
      }),
    [api, queryClient, openPaywall],
  );

  // Back from checkout. The success is confirmed once per page; the workspace may put the
  // parameter back once while it settles on a chat, and then it is only removed again.
  const payment = new URLSearchParams(search).get('payment');
  if ((payment === 'success' || payment === 'cancelled') && handledSearch !== search) {
    setHandledSearch(search);
    if (payment === 'cancelled') {
      setCheckoutNotice((last) => ({
        tone: 'info',
        text: CHECKOUT_CANCELLED_TEXT,
        key: (last?.key ?? 0) + 1,
      }));
    } else if (!confirmStarted) {
      setConfirmStarted(true);
      setConfirming(true);
      setRequested(false);
    }
  }

  useEffect(() => {
    if (payment !== 'success' && payment !== 'cancelled') return;
    const params = new URLSearchParams(search);
    params.delete('payment');
    replaceSearch(params.size > 0 ? `?${params.toString()}` : '');
  }, [payment, search, replaceSearch]);

  // After a payment: refetch after 1 s, then with the backoff of docs/product.md §9, until active.
  useEffect(() => {
    if (!confirming) return;
    let stopped = false;
    void (async () => {
      for (let attempt = 0; attempt < PAYMENT_REFETCH_ATTEMPTS; attempt += 1) {
        await sleep(refetchDelay(attempt));
        if (stopped) return;
        const answer = await queryClient
          .fetchQuery({ ...subscriptionStatusQueryOptions(api), staleTime: 0 })
          .catch(() => undefined);
        if (stopped) return;
        if (answer?.has_active_subscription) {
          setConfirming(false);
          setCheckoutNotice((last) => ({
            tone: 'success',
            text: CHECKOUT_CONFIRMED_TEXT,
            key: (last?.key ?? 0) + 1,
          }));
          return;
        }
      }
      console.warn(PAYMENT_PENDING_WARNING);
      setConfirming(false);
    })();
    return () => {
      stopped = true;
    };
  }, [confirming, queryClient, api, refetchDelay]);

  const autoShow = status.isSuccess && flags.needsPayment && payment !== 'success' && !confirming;
  const inFlow = upgrade.isProcessing || upgrade.notice !== null;
  const open = !flags.active && (inFlow || (!dismissed && (autoShow || requested)));

  return {
    open,
    close: useCallback(() => {
      resetUpgrade();
      close();
    }, [close, resetUpgrade]),
    openPaywall,
    upgrade,
    /** What came of a checkout: cancelled, or confirmed once the plan is active. */
    checkoutNotice,
    /** The status is being refetched after a payment. */
    confirmingPayment: confirming,
  };
}
