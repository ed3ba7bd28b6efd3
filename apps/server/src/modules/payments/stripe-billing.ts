import type { SubscriptionStatus } from '@petrosage/contracts/payments';
import { SubscriptionStatusSchema } from '@petrosage/contracts/payments';
import Stripe from 'stripe';
import type { Config } from '../../config';
import type { ProviderSubscription } from './payments.repo';

type StripeConfig = NonNullable<Config['payments']['stripe']>;

/** The subscription, customer and checkout session ids an event is about. */
export interface EventSubject {
  subscriptionId: string | null;
  customerId: string | null;
  /** `client_reference_id` of a completed checkout: our user id. */
  clientReferenceId: string | null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/**
 * Since API version 2025-03-31 (basil) the period lives on the subscription's items, not on the
 * subscription; with several items the latest end is the one that matters for access.
 */
export function currentPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const parsed = SubscriptionStatusSchema.safeParse(subscription.status);
  // A status added to Stripe after this code was written grants nothing.
  const status: SubscriptionStatus = parsed.success ? parsed.data : 'incomplete';
  return {
    provider: 'stripe',
    customerId: idOf(subscription.customer) ?? '',
    subscriptionId: subscription.id,
    status,
    currentPeriodEnd: currentPeriodEnd(subscription),
    // Recent API versions express "at period end" as `cancel_at` too.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end ||
      (subscription.cancel_at !== null && status !== 'canceled'),
    canceledAt: fromUnix(subscription.canceled_at),
  };
}

/** What a webhook event is about, read from where the event's object keeps it. */
export function subjectOf(event: Stripe.Event): EventSubject {
  const none: EventSubject = { subscriptionId: null, customerId: null, clientReferenceId: null };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return none;
      return {
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        clientReferenceId: session.client_reference_id,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        clientReferenceId: subscription.metadata.user_id ?? null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // Since basil the invoice's subscription is under parent.subscription_details.
      return {
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        customerId: idOf(invoice.customer),
        clientReferenceId: null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return { subscriptionId: null, customerId: idOf(charge.customer), clientReferenceId: null };
    }
    default:
      return none;
  }
}

export function isStripeConnectionError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeConnectionError;
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** The Stripe calls PetroSage makes, through the official SDK. */
export class StripeBilling {
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const base = config.apiBase === undefined ? undefined : new URL(config.apiBase);
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'PetroSage' },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  /** Checkout in subscription mode for the Standard Plan price; answers the hosted page's URL. */
  async createCheckout(input: {
    userId: string;
    email: string;
    customerId: string | null;
    successUrl: string;
    cancelUrl: string;
    attemptId: string;
  }): Promise<string> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: this.config.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        subscription_data: { metadata: { user_id: input.userId } },
        metadata: { user_id: input.userId },
      },
      { idempotencyKey: `checkout:${input.userId}:${input.attemptId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return session.url;
  }

  /** Verifies the signature over the raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.config.webhookSecret);
  }

  /**
   * Account credit for the customer's next invoices: a negative customer balance transaction,
   * which Stripe applies to the next invoice it finalises. `key` makes a retry the same request.
   */
  async creditBalance(customerId: string, cents: number, key: string): Promise<string> {
    const transaction = await this.stripe.customers.createBalanceTransaction(
      customerId,
      {
        amount: -cents,
        currency: 'usd',
        description: 'Referral reward credit',
        metadata: { credit: key },
      },
      { idempotencyKey: `account-credit:${key}` },
    );
    return transaction.id;
  }

  async retrieveCharge(id: string): Promise<Stripe.Charge> {
    return this.stripe.charges.retrieve(id);
  }

  async retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return this.stripe.subscriptions.retrieve(id);
  }

  async cancelAtPeriodEnd(id: string, reason: string | null): Promise<Stripe.Subscription> {
    return this.stripe.subscriptions.update(id, {
      cancel_at_period_end: true,
      ...(reason ? { cancellation_details: { comment: reason.slice(0, 500) } } : {}),
    });
  }

  /** Ends the subscription now (its account is being deleted): nothing more is billed. */
  async cancelNow(id: string): Promise<Stripe.Subscription> {
    return this.stripe.subscriptions.cancel(id, {
      cancellation_details: { comment: 'The account was deleted' },
    });
  }

  /**
   * The account's most relevant Stripe subscription: the stored customer's, else those of the
   * customers with the account's e-mail; a live one (active, trialing, past_due) before an ended
   * one, then the newest.
   */
  async findSubscription(
    customerId: string | null,
    email: string,
  ): Promise<Stripe.Subscription | undefined> {
    const customers = customerId
      ? [customerId]
      : (await this.stripe.customers.list({ email, limit: 10 })).data.map((c) => c.id);
    const found: Stripe.Subscription[] = [];
    for (const customer of customers) {
      const page = await this.stripe.subscriptions.list({ customer, status: 'all', limit: 20 });
      found.push(...page.data);
    }
    const rank = (s: Stripe.Subscription) =>
      ['active', 'trialing', 'past_due'].includes(s.status) ? 1 : 0;
    return found.sort((a, b) => rank(b) - rank(a) || b.created - a.created)[0];
  }
}
