import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import * as repo from './payments.repo';
import type { PaymentProviderName, ProviderSubscription } from './payments.repo';

/** Runs in the transaction that records a user's first successful payment; once per user. */
export type FirstPaymentHook = (tx: Queryable, userId: string) => Promise<void>;

/** An id of our own for a record: `prefix_` and 24 random URL-safe characters. */
export const randomId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * How what a provider reports is stored, the same for every provider: the subscription row, the
 * first payment (exactly once per user, with its hook in the same transaction) and the event log.
 */
export class SubscriptionLedger {
  constructor(private readonly onFirstPayment: FirstPaymentHook | undefined) {}

  /** Stores the provider's state; a first `active` state is the first payment. */
  async apply(tx: Queryable, userId: string, state: ProviderSubscription): Promise<boolean> {
    const changed = await repo.saveSubscription(tx, userId, state);
    if (state.status === 'active' && (await repo.markFirstPayment(tx, userId))) {
      await this.record(tx, state.provider, 'payment.first_succeeded', userId, {
        subscription_id: state.subscriptionId,
      });
      await this.onFirstPayment?.(tx, userId);
    }
    return changed;
  }

  /** Logs an event of ours (a provider's own events are recorded under their ids). */
  async record(
    tx: Queryable,
    provider: PaymentProviderName,
    type: string,
    userId: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await repo.recordEvent(tx, { id: randomId('evl'), provider, type, userId, detail });
  }
}
