import { SyncSubscriptionResponseSchema } from '@petrosage/contracts/payments';
import { z } from '@petrosage/contracts/zod';
import type { ApiClient } from '../../../lib/api-client';
import type { BannerTone } from '../hooks/use-timed-banner';
import {
  PAYMENT_MESSAGES,
  syncDisplayMessage,
  syncFailureMessage,
  syncResultBanner,
  withSession,
} from '../utils/payment-errors';

/** Lenient: docs/product.md §4 says what to show when `success` or `message` is missing. */
const SyncAnswerSchema = z.partial(SyncSubscriptionResponseSchema);

export interface SyncAnswer {
  success?: boolean | undefined;
  message?: string | undefined;
}

/** `POST /payments/sync-subscription` with the account's e-mail (docs/product.md §5: it needs one). */
export async function syncSubscription(api: ApiClient, email: string | null): Promise<SyncAnswer> {
  if (!email) throw new Error(PAYMENT_MESSAGES.noSyncEmail);
  const answer = await withSession(() =>
    api.request('/payments/sync-subscription', SyncAnswerSchema, {
      method: 'POST',
      body: { email },
    }),
  );
  return { success: answer.success, message: answer.message };
}

/**
 * docs/product.md §4, sync flow: call the server, `refetch` the subscription, then a success or
 * info banner; on failure an error banner (with the card's display mapping) and a refetch anyway.
 */
export async function syncAndReport(
  api: ApiClient,
  email: string | null,
  refetch: () => Promise<unknown>,
  showBanner: (tone: BannerTone, text: string) => void,
): Promise<void> {
  try {
    const answer = await syncSubscription(api, email);
    await refetch();
    const { tone, text } = syncResultBanner(answer);
    showBanner(tone, text);
  } catch (error: unknown) {
    showBanner('error', syncDisplayMessage(syncFailureMessage(error)));
    await refetch().catch(() => undefined);
  }
}
