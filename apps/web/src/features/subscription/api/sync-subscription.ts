import { SyncSubscriptionResponseSchema } from '@petrosage/contracts/payments';
import { z } from '@petrosage/contracts/zod';
import type { ApiClient } from '../../../lib/api-client';
import { PAYMENT_MESSAGES, withSession } from '../utils/payment-errors';

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
