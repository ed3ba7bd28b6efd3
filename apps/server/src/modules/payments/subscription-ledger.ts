import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import * as repo from './payments.repo';
import type { PaymentProviderName, ProviderSubscription } from './payments.repo';

/** Runs in the transaction that records a user's first successful payment; once per user. */
export type FirstPaymentHook = (tx: Queryable, userId: string) => Promise<void>;

/**
 * The account credit a user holds toward their own subscription (earned referral rewards), as
 * the payment providers use it. Every call runs in the caller's transaction unless noted.
 */
export interface AccountCredit {
  /** Takes up to `maxCents` for one charge recorded under `reference` (once); answers the cents. */
  takeCredit(
    tx: Queryable,
    userId: string,
    maxCents: number,
    application: { provider: PaymentProviderName; reference: string },
  ): Promise<number>;
  /** Credit to hand to a provider that keeps its own balance (read with any connection). */
  creditToHandOver(q: Queryable, userId: string): Promise<{ key: string; cents: number }[]>;
  /** Records that credit `key` was handed over as `reference`; false when it already was. */
  recordCreditHandedOver(
    tx: Queryable,
    userId: string,
    key: string,
    cents: number,
    reference: string,
  ): Promise<boolean>;
  /** The user's first payment was refunded or disputed; answers whether a reward was voided. */
  voidFirstPaymentReward(tx: Queryable, userId: string, reason: string): Promise<boolean>;
}

/** An id of our own for a record: `prefix_` and 24 random URL-safe characters. */
export const randomId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * How what a provider reports is stored, the same for every provider: the subscription row, the
 * first payment (exactly once per user, with its hook in the same transaction) and the event log.
 */
export class SubscriptionLedger {
  constructor(
    private readonly onFirstPayment: FirstPaymentHook | undefined,
    readonly credit: AccountCredit | undefined = undefined,
  ) {}

  /**
   * A charge of `amountCents` for one period: the user's credit is taken first. Answers what was
   * taken and what is left to charge.
   */
  async charge(
    tx: Queryable,
    userId: string,
    provider: PaymentProviderName,
    reference: string,
    amountCents: number,
  ): Promise<{ creditCents: number; chargedCents: number }> {
    const creditCents =
      (await this.credit?.takeCredit(tx, userId, amountCents, { provider, reference })) ?? 0;
    return { creditCents, chargedCents: amountCents - creditCents };
  }

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
