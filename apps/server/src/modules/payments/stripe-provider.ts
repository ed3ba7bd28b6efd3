import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import * as repo from './payments.repo';
import type { ProviderSubscription } from './payments.repo';
import type { CheckoutRequest, PaymentProvider, Settlement } from './provider';
import {
  isStripeConnectionError,
  isStripeError,
  type StripeBilling,
  subjectOf,
  toProviderSubscription,
} from './stripe-billing';
import type { SubscriptionLedger } from './subscription-ledger';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A failed call to Stripe, as the product API answers it (sync reads `error_code`). */
function providerFailure(error: unknown, action: string): AppError {
  if (isStripeConnectionError(error)) {
    const message = `The payment system could not be reached to ${action}. Please try again in a few minutes.`;
    return new AppError('service_unavailable', message, {
      extra: { error_code: 'PAYMENT_SYSTEM_UNAVAILABLE', message },
    });
  }
  if (isStripeError(error)) {
    const message = `The payment system refused to ${action}: ${error.message}`;
    return new AppError('bad_gateway', message, { extra: { error_code: 'STRIPE_ERROR', message } });
  }
  throw error;
}

/**
 * The `stripe` provider: Stripe Checkout in subscription mode, cancellation and sync through
 * Stripe's API, and webhooks that converge on Stripe's current state whatever the delivery order.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly db: Database,
    private readonly ledger: SubscriptionLedger,
    private readonly stripe: StripeBilling,
  ) {}

  async createCheckout(checkout: CheckoutRequest): Promise<string> {
    const email = await repo.userEmail(this.db, checkout.userId);
    if (email === undefined) throw new AppError('not_found', 'User account not found');
    try {
      return await this.stripe.createCheckout({
        userId: checkout.userId,
        email,
        customerId: checkout.stored?.provider === 'stripe' ? checkout.stored.customer_id : null,
        successUrl: checkout.successUrl,
        cancelUrl: checkout.cancelUrl,
        attemptId: randomBytes(8).toString('hex'),
      });
    } catch (error: unknown) {
      throw providerFailure(error, 'start the checkout');
    }
  }

  async cancelAtPeriodEnd(
    subscriptionId: string,
    reason: string | null,
  ): Promise<ProviderSubscription> {
    try {
      return toProviderSubscription(await this.stripe.cancelAtPeriodEnd(subscriptionId, reason));
    } catch (error: unknown) {
      throw providerFailure(error, 'cancel the subscription');
    }
  }

  async cancelNow(subscriptionId: string): Promise<ProviderSubscription> {
    try {
      return toProviderSubscription(await this.stripe.cancelNow(subscriptionId));
    } catch (error: unknown) {
      throw providerFailure(error, 'cancel the subscription');
    }
  }

  /** Stripe renews and ends periods itself, and says so by webhook. */
  settle(): Settlement | undefined {
    return undefined;
  }

  async fetchSubscription(
    stored: repo.SubscriptionRow | undefined,
    email: string,
  ): Promise<ProviderSubscription | undefined> {
    let found: Stripe.Subscription | undefined;
    try {
      found = await this.stripe.findSubscription(
        stored?.provider === 'stripe' ? stored.customer_id : null,
        email,
      );
    } catch (error: unknown) {
      throw providerFailure(error, 'read the subscription');
    }
    return found && toProviderSubscription(found);
  }

  /**
   * A webhook: verified on the raw body, deduplicated by event id in the transaction of the
   * state change, and converging whatever the delivery order because the subscription is read
   * again from Stripe rather than taken from the event.
   */
  async handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    let event: Stripe.Event;
    try {
      event = this.stripe.verifyEvent(rawBody, signature);
    } catch {
      throw new AppError('validation_failed', 'Invalid Stripe signature');
    }
    if (await repo.eventSeen(this.db, event.id)) return { received: true, duplicate: true };

    const subject = subjectOf(event);
    const reversal = await this.paymentReversal(event, subject);
    let state: ProviderSubscription | undefined;
    let metadataUserId: string | null = null;
    if (subject.subscriptionId) {
      try {
        const fresh = await this.stripe.retrieveSubscription(subject.subscriptionId);
        state = toProviderSubscription(fresh);
        metadataUserId = fresh.metadata.user_id ?? null;
      } catch (error: unknown) {
        // A 5xx makes Stripe deliver the event again later.
        if (isStripeError(error) && error.statusCode === 404) state = undefined;
        else
          throw new AppError(
            'service_unavailable',
            'Could not read the subscription from Stripe; the event will be retried',
          );
      }
    }

    const duplicate = await this.db.transaction(async (tx) => {
      const userId = await this.resolveUser(tx, subject, state, metadataUserId);
      const fresh = await repo.recordEvent(tx, {
        id: event.id,
        provider: 'stripe',
        type: event.type,
        userId: userId ?? null,
        detail: {
          subscription_id: subject.subscriptionId,
          customer_id: subject.customerId,
          status: state?.status ?? null,
        },
      });
      if (!fresh) return true;
      if (userId && state) await this.ledger.apply(tx, userId, state);
      if (userId && reversal) {
        const voided = await this.ledger.credit?.voidFirstPaymentReward(tx, userId, event.type);
        if (voided) {
          await this.ledger.record(tx, 'stripe', 'referral_reward.voided', userId, {
            event: event.id,
            reason: event.type,
          });
        }
      }
      return false;
    });
    return { received: true, duplicate };
  }

  /**
   * Whether the event takes a payment back (a refund, or a dispute opened): the customer's
   * referral reward, while in its hold, is then void. A dispute names only its charge, so the
   * charge is read for its customer.
   */
  private async paymentReversal(
    event: Stripe.Event,
    subject: ReturnType<typeof subjectOf>,
  ): Promise<boolean> {
    if (event.type === 'charge.refunded') return event.data.object.amount_refunded > 0;
    if (event.type !== 'charge.dispute.created') return false;
    const chargeId = event.data.object.charge;
    if (typeof chargeId !== 'string') {
      subject.customerId = typeof chargeId.customer === 'string' ? chargeId.customer : null;
      return true;
    }
    try {
      const charge = await this.stripe.retrieveCharge(chargeId);
      subject.customerId =
        typeof charge.customer === 'string' ? charge.customer : (charge.customer?.id ?? null);
    } catch {
      throw new AppError(
        'service_unavailable',
        'Could not read the disputed charge from Stripe; the event will be retried',
      );
    }
    return true;
  }

  /**
   * Hands the user's earned, unapplied credit to Stripe as customer balance, each reward once
   * (an idempotency key per reward), so that Stripe takes it off the next invoice. When Stripe
   * cannot be reached the credit stays and is handed over at the next attempt.
   */
  async handOverCredit(userId: string, stored: repo.SubscriptionRow | undefined): Promise<void> {
    const credit = this.ledger.credit;
    if (!credit || stored?.provider !== 'stripe' || !stored.customer_id) return;
    const customerId = stored.customer_id;
    for (const { key, cents } of await credit.creditToHandOver(this.db, userId)) {
      let reference: string;
      try {
        reference = await this.stripe.creditBalance(customerId, cents, key);
      } catch (error: unknown) {
        if (isStripeError(error)) return;
        throw error;
      }
      await this.db.transaction(async (tx) => {
        if (await credit.recordCreditHandedOver(tx, userId, key, cents, reference)) {
          await this.ledger.record(tx, 'stripe', 'account_credit.applied', userId, {
            customer_id: customerId,
            balance_transaction: reference,
            amount_cents: cents,
          });
        }
      });
    }
  }

  /** Our user an event is about: the id it carries, else the one linked to its Stripe ids. */
  private async resolveUser(
    tx: Queryable,
    subject: ReturnType<typeof subjectOf>,
    state: ProviderSubscription | undefined,
    metadataUserId: string | null,
  ): Promise<string | undefined> {
    for (const candidate of [subject.clientReferenceId, metadataUserId]) {
      if (candidate && USER_ID.test(candidate) && (await repo.userExists(tx, candidate))) {
        return candidate;
      }
    }
    const subscriptionId = state?.subscriptionId ?? subject.subscriptionId;
    const customerId = state?.customerId ?? subject.customerId;
    if (!subscriptionId && !customerId) return undefined;
    return repo.findUserByProviderIds(tx, 'stripe', subscriptionId ?? '', customerId ?? '');
  }
}
