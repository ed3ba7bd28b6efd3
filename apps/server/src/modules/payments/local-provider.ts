import { STANDARD_PLAN } from '@petrosage/contracts/payments';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import * as repo from './payments.repo';
import type { ProviderSubscription, SubscriptionRow } from './payments.repo';
import type { CheckoutRequest, PaymentProvider, Settlement } from './provider';
import { randomId, type SubscriptionLedger } from './subscription-ledger';
import { checkTestCard, type CardInput } from './test-card';

/** How long a local checkout page can be paid. */
const CHECKOUT_SESSION_HOURS = 24;

export const CHECKOUT_SESSION_ID = /^cs_local_[A-Za-z0-9_-]{24}$/;

/** `date` plus `months` calendar months (clamped to the month's last day, as billing does). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** What paying a local checkout came to. */
export type LocalPaymentOutcome =
  | { kind: 'paid'; successUrl: string }
  | { kind: 'refused'; message: string; status: number }
  | { kind: 'gone' };

/**
 * The `local` provider: a test-mode checkout page served by this server (`/checkout/<id>`), paid
 * with Stripe's test cards, and subscriptions kept only in our database — a paid period is one
 * calendar month, and with nobody to renew it, a period that has passed renews unless it was
 * cancelled, and a cancelled one ends. A renewal takes the user's account credit first and
 * records what is left as its test-mode charge (nothing is collected).
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';

  constructor(
    private readonly db: Database,
    private readonly ledger: SubscriptionLedger,
  ) {}

  async createCheckout(checkout: CheckoutRequest): Promise<string> {
    // The checkout page is a page of this server: on the origin the user returns to when that is
    // this server's, else on this server's first known origin.
    const { appOrigins, returnOrigin } = checkout;
    const origin = appOrigins.includes(returnOrigin) ? returnOrigin : appOrigins[0];
    if (origin === undefined) {
      throw new AppError(
        'validation_failed',
        'The test checkout needs this server’s public address: set PUBLIC_URL',
        { status: 422 },
      );
    }
    const id = randomId('cs_local');
    await repo.createCheckoutSession(this.db, {
      id,
      userId: checkout.userId,
      successUrl: checkout.successUrl,
      cancelUrl: checkout.cancelUrl,
      hours: CHECKOUT_SESSION_HOURS,
    });
    return `${origin}/checkout/${id}`;
  }

  /** Nothing to tell anyone: the stored subscription is all there is. */
  cancelAtPeriodEnd(): Promise<ProviderSubscription | undefined> {
    return Promise.resolve(undefined);
  }

  /** The test-mode provider keeps nothing beyond the stored row, which goes with the account. */
  cancelNow(): Promise<ProviderSubscription | undefined> {
    return Promise.resolve(undefined);
  }

  settle(stored: SubscriptionRow): Settlement | undefined {
    const end = stored.current_period_end;
    if (
      stored.provider !== 'local' ||
      stored.status !== 'active' ||
      end === null ||
      end.getTime() > Date.now() ||
      stored.subscription_id === null ||
      stored.customer_id === null
    ) {
      return undefined;
    }
    const base: ProviderSubscription = {
      provider: 'local',
      customerId: stored.customer_id,
      subscriptionId: stored.subscription_id,
      status: 'active',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: stored.cancel_at_period_end,
      canceledAt: null,
    };
    if (stored.cancel_at_period_end) {
      return {
        state: { ...base, status: 'canceled', canceledAt: end },
        event: 'subscription.ended',
        detail: {},
      };
    }
    let next = end;
    let months = 0;
    const periodStarts: Date[] = [];
    while (next.getTime() <= Date.now()) {
      periodStarts.push(next);
      months += 1;
      next = addMonths(end, months);
    }
    return {
      state: { ...base, currentPeriodEnd: next },
      event: 'subscription.renewed',
      detail: { current_period_end: next.toISOString(), test_mode: true },
      charges: periodStarts.map((start) => ({
        reference: `${stored.subscription_id ?? ''}:${start.toISOString()}`,
        amountCents: STANDARD_PLAN.priceCents ?? 0,
      })),
    };
  }

  /** Nobody else holds the subscription: settling it is the whole sync. */
  fetchSubscription(): Promise<ProviderSubscription | undefined> {
    return Promise.resolve(undefined);
  }

  async checkoutSession(id: string): Promise<repo.CheckoutSessionRow | undefined> {
    if (!CHECKOUT_SESSION_ID.test(id)) return undefined;
    return repo.findCheckoutSession(this.db, id);
  }

  /**
   * Pays a checkout with a test card: an approved card activates the Standard Plan for a month
   * (and counts as the first payment); a declined one changes nothing.
   */
  async payCheckout(id: string, card: CardInput): Promise<LocalPaymentOutcome> {
    if (!CHECKOUT_SESSION_ID.test(id)) return { kind: 'gone' };
    const outcome = checkTestCard(card);
    return this.db.transaction(async (tx): Promise<LocalPaymentOutcome> => {
      const session = await repo.findCheckoutSession(tx, id, { lock: true });
      if (!session || session.status !== 'open' || session.expired) return { kind: 'gone' };
      if (outcome.kind !== 'approved') {
        await this.ledger.record(tx, 'local', 'checkout.payment_failed', session.user_id, {
          checkout_session: id,
          reason: outcome.message,
        });
        return {
          kind: 'refused',
          message: outcome.message,
          status: outcome.kind === 'declined' ? 402 : 422,
        };
      }
      const existing = await repo.findSubscription(tx, session.user_id);
      if (
        existing?.has_access &&
        existing.status === 'active' &&
        !existing.cancel_at_period_end &&
        !existing.provisional_active
      ) {
        return {
          kind: 'refused',
          message: 'This account already has an active Standard Plan; nothing was charged.',
          status: 409,
        };
      }
      await repo.completeCheckoutSession(tx, id);
      await this.ledger.apply(tx, session.user_id, {
        provider: 'local',
        customerId:
          existing?.provider === 'local' && existing.customer_id
            ? existing.customer_id
            : randomId('cus_local'),
        subscriptionId: randomId('sub_local'),
        status: 'active',
        currentPeriodEnd: addMonths(new Date(), 1),
        cancelAtPeriodEnd: false,
        canceledAt: null,
      });
      await this.ledger.record(tx, 'local', 'checkout.completed', session.user_id, {
        checkout_session: id,
        card_last4: outcome.last4,
        amount_cents: STANDARD_PLAN.priceCents,
        test_mode: true,
      });
      return { kind: 'paid', successUrl: session.success_url };
    });
  }
}
