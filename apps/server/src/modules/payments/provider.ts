import type { PaymentProviderName, ProviderSubscription, SubscriptionRow } from './payments.repo';

/**
 * What the payment service needs from a payment provider. Implementations: `local` (the
 * test-mode checkout served by this server, the default) and `stripe`. The service holds the
 * rules that do not depend on the provider: the plan on sale, return URLs, who may check out,
 * cancel or sync, and how a reported state is stored (`SubscriptionLedger`).
 */

/** A checkout of the Standard Plan the service has allowed. */
export interface CheckoutRequest {
  userId: string;
  /** The user's stored subscription, if any (a provider reuses its own customer). */
  stored: SubscriptionRow | undefined;
  successUrl: string;
  cancelUrl: string;
  /** The origin of `successUrl`, already checked to be a page of this app. */
  returnOrigin: string;
  /** Where this app is reached. */
  appOrigins: readonly string[];
}

/** A change a provider settles by itself, and the event that records it. */
export interface Settlement {
  state: ProviderSubscription;
  event: string;
  detail: Record<string, unknown>;
  /**
   * The periods this change bills (a renewal), each under a reference of its own: the user's
   * account credit is taken first, and what is left is the charge.
   */
  charges?: { reference: string; amountCents: number }[];
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /** Starts a checkout; answers the page to send the browser to. */
  createCheckout(checkout: CheckoutRequest): Promise<string>;

  /**
   * Has the provider end the subscription at the end of its current period. Answers the
   * provider's new state, to be stored; undefined when the provider keeps no state apart from
   * ours (the stored subscription is then marked as cancelling).
   */
  cancelAtPeriodEnd(
    subscriptionId: string,
    reason: string | null,
  ): Promise<ProviderSubscription | undefined>;

  /**
   * Ends the subscription at once, for an account being deleted. Answers the provider's new
   * state; undefined when the provider keeps no state apart from ours.
   */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription | undefined>;

  /**
   * What a stored subscription of this provider has become since it was stored, when nobody
   * reports it (a period that has passed renews or ends); undefined when nothing changed.
   * Asks nobody, so it runs whenever the subscription is read.
   */
  settle(stored: SubscriptionRow): Settlement | undefined;

  /**
   * The account's subscription as the provider has it now, for a sync; undefined when the
   * provider has nothing to report beyond what is stored.
   */
  fetchSubscription(
    stored: SubscriptionRow | undefined,
    email: string,
  ): Promise<ProviderSubscription | undefined>;
}
