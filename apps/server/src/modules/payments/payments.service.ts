import {
  DAILY_MESSAGE_ALLOWANCE,
  PROVISIONAL_ACCESS_HOURS,
  PROVISIONAL_ALREADY_USED,
  type CancellationResponse,
  type CreateCheckoutSessionRequest,
  type Subscription,
  type SubscriptionStatusResponse,
  type SyncSubscriptionResponse,
} from '@petrosage/contracts/payments';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { LocalPaymentProvider, type LocalPaymentOutcome } from './local-provider';
import { admitMessage, nextUtcMidnight } from './message-allowance';
import * as repo from './payments.repo';
import type { PaymentProviderName, SubscriptionRow } from './payments.repo';
import type { PaymentProvider } from './provider';
import { StripeBilling } from './stripe-billing';
import { StripePaymentProvider } from './stripe-provider';
import {
  randomId,
  SubscriptionLedger,
  type AccountCredit,
  type FirstPaymentHook,
} from './subscription-ledger';
import type { CardInput } from './test-card';

export interface PaymentServiceOptions {
  /** E.g. the referral reward: called in the activation's transaction, exactly once per user. */
  onFirstPayment?: FirstPaymentHook;
  /** The user's account credit (earned referral rewards), applied to their own renewals. */
  credit?: AccountCredit;
}

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const longDate = (date: Date): string =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What the subscription card shows for a stored row; null when there is nothing to show. */
export function subscriptionView(row: SubscriptionRow | undefined): Subscription | null {
  if (!row) return null;
  const paidIsLive = row.status !== null && LIVE_STATUSES.has(row.status) && row.has_access;
  if (row.operator_grant_active && !paidIsLive) {
    // Standard access an operator granted: active until the grant ends, nothing billed.
    return {
      status: 'active',
      plan_tier: 'standard',
      next_billing_date: null,
      cancel_at_period_end: false,
      plan_name: 'standard',
      subscription_status: 'active',
      current_period_end: iso(row.operator_grant_until),
      provisional: false,
      provider: null,
    };
  }
  if (row.status !== null && (paidIsLive || !row.provisional_active)) {
    const billing =
      LIVE_STATUSES.has(row.status) && !row.cancel_at_period_end ? row.current_period_end : null;
    return {
      status: row.status,
      plan_tier: row.plan_tier,
      next_billing_date: iso(billing),
      cancel_at_period_end: row.cancel_at_period_end,
      plan_name: row.plan_tier,
      subscription_status: row.status,
      current_period_end: iso(row.current_period_end),
      provisional: false,
      provider: row.provider,
    };
  }
  if (row.provisional_active) {
    return {
      status: 'trialing',
      plan_tier: 'standard',
      next_billing_date: null,
      cancel_at_period_end: false,
      plan_name: 'standard',
      subscription_status: 'trialing',
      current_period_end: iso(row.provisional_expires_at),
      provisional: true,
      provider: null,
    };
  }
  return null;
}

/**
 * The Standard Plan, whichever provider bills it: provisional access, checkout, cancellation at
 * period end, sync from the provider and the daily message allowance. The providers (`local`,
 * `stripe`) do the billing; this class decides who may do what.
 */
export class PaymentService {
  private readonly ledger: SubscriptionLedger;
  private readonly local: LocalPaymentProvider;
  private readonly stripe: StripePaymentProvider | undefined;
  private readonly providers: Partial<Record<PaymentProviderName, PaymentProvider>>;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    options: PaymentServiceOptions = {},
  ) {
    this.ledger = new SubscriptionLedger(options.onFirstPayment, options.credit);
    this.local = new LocalPaymentProvider(db, this.ledger);
    const stripe = config.payments.stripe;
    this.stripe = stripe
      ? new StripePaymentProvider(db, this.ledger, new StripeBilling(stripe))
      : undefined;
    this.providers = { local: this.local, stripe: this.stripe };
  }

  /** The provider new checkouts go to (`PAYMENTS_PROVIDER`). */
  get provider(): PaymentProviderName {
    return this.config.payments.provider;
  }

  /** The prompt pipeline's gate: call inside the transaction that stores the user's message. */
  readonly admitMessage = (tx: Queryable, userId: string): Promise<void> =>
    admitMessage(tx, userId, DAILY_MESSAGE_ALLOWANCE);

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    let row = await repo.findSubscription(this.db, userId);
    if (row && (await this.settle(row))) row = await repo.findSubscription(this.db, userId);
    await this.stripe?.handOverCredit(userId, row);
    const subscription = subscriptionView(row);
    const now = new Date();
    return {
      has_active_subscription:
        subscription !== null &&
        !subscription.provisional &&
        subscription.status === 'active' &&
        (row?.has_access ?? false),
      has_access: row?.has_access ?? false,
      subscription,
      usage: {
        used: await repo.messagesUsedToday(this.db, userId),
        limit: DAILY_MESSAGE_ALLOWANCE,
        resets_at: nextUtcMidnight(now).toISOString(),
      },
    };
  }

  async grantProvisional(userId: string): Promise<{ granted: true; expires_at: string }> {
    const row = await repo.findSubscription(this.db, userId);
    if (row?.has_access && !row.provisional_active) {
      const message = 'You already have an active Standard Plan.';
      throw new AppError('conflict', message, {
        extra: { error_code: 'ALREADY_SUBSCRIBED', message },
      });
    }
    const expiresAt = await this.db.transaction(async (tx) => {
      const end = await repo.grantProvisional(tx, userId, PROVISIONAL_ACCESS_HOURS);
      if (end) {
        await repo.recordEvent(tx, {
          id: randomId('evl'),
          provider: this.provider,
          type: 'provisional_access.granted',
          userId,
          detail: { expires_at: end.toISOString() },
        });
      }
      return end;
    });
    if (!expiresAt) {
      const message =
        'The 24-hour provisional access has already been used on this account. ' +
        'Complete the checkout to subscribe to the Standard Plan.';
      throw new AppError('conflict', message, {
        extra: { error_code: PROVISIONAL_ALREADY_USED, message },
      });
    }
    return { granted: true, expires_at: expiresAt.toISOString() };
  }

  /** The end of an operator's grant that is still running, if any. */
  async operatorGrantUntil(userId: string): Promise<Date | null> {
    const row = await repo.findSubscription(this.db, userId);
    return row?.operator_grant_active ? row.operator_grant_until : null;
  }

  /**
   * An operator grants Standard access for `days` days (a later grant replaces an earlier one).
   * `audit` runs in the same transaction.
   */
  async grantOperatorAccess(
    userId: string,
    input: { days: number; reason: string | null },
    audit: (tx: Queryable) => Promise<void>,
  ): Promise<Date> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.userExists(tx, userId))) {
        throw new AppError('not_found', 'User not found');
      }
      const until = await repo.grantOperatorAccess(tx, userId, input.days, input.reason);
      await repo.recordEvent(tx, {
        id: randomId('evl'),
        provider: this.provider,
        type: 'operator_access.granted',
        userId,
        detail: { until: until.toISOString(), reason: input.reason },
      });
      await audit(tx);
      return until;
    });
  }

  /**
   * An operator ends the Standard access they (or the provisional grant) gave; a paid
   * subscription is left to its provider. Answers whether anything was ended.
   */
  async revokeOperatorAccess(
    userId: string,
    audit: (tx: Queryable, ended: boolean) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.userExists(tx, userId))) {
        throw new AppError('not_found', 'User not found');
      }
      const ended = await repo.revokeOperatorAccess(tx, userId);
      if (ended) {
        await repo.recordEvent(tx, {
          id: randomId('evl'),
          provider: this.provider,
          type: 'operator_access.revoked',
          userId,
          detail: {},
        });
      }
      await audit(tx, ended);
      return ended;
    });
  }

  /** The origin of a return URL, which must be a page of this app; a 422 otherwise. */
  private checkReturnUrl(field: string, value: string, appOrigins: readonly string[]): string {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new AppError('validation_failed', `${field} must be an absolute URL`, { status: 422 });
    }
    const allowed = [...appOrigins, ...this.config.corsOrigins];
    if (allowed.length === 0) {
      throw new AppError(
        'validation_failed',
        `${field} cannot be checked: this server does not know its public address (PUBLIC_URL)`,
        { status: 422 },
      );
    }
    if (!['http:', 'https:'].includes(url.protocol) || !allowed.includes(url.origin)) {
      throw new AppError(
        'validation_failed',
        `${field} must be a page of this app (${allowed.join(' or ')})`,
        { status: 422 },
      );
    }
    return url.origin;
  }

  /** Starts a checkout for the Standard Plan; answers where to send the browser. */
  async createCheckout(
    userId: string,
    input: CreateCheckoutSessionRequest,
    /** Where this app is reached (`appOrigins`): return URLs must be on one of them. */
    appOrigins: readonly string[],
  ): Promise<{ checkout_url: string }> {
    const plan = input.plan_id.toLowerCase();
    if (plan === 'premium') {
      throw new AppError(
        'validation_failed',
        'The Premium Plan is coming soon and cannot be purchased yet.',
        { status: 422 },
      );
    }
    if (plan !== 'standard') {
      throw new AppError(
        'validation_failed',
        `Unknown plan_id '${input.plan_id}': the plan on sale is 'standard'`,
        { status: 422 },
      );
    }
    const returnOrigin = this.checkReturnUrl('success_url', input.success_url, appOrigins);
    this.checkReturnUrl('cancel_url', input.cancel_url, appOrigins);
    const row = await repo.findSubscription(this.db, userId);
    if (
      row?.has_access &&
      (row.status === 'active' || row.status === 'trialing') &&
      !row.cancel_at_period_end
    ) {
      throw new AppError('conflict', 'You already have an active Standard Plan.');
    }
    const checkoutUrl = await this.providerNamed(this.provider).createCheckout({
      userId,
      stored: row,
      successUrl: input.success_url,
      cancelUrl: input.cancel_url,
      returnOrigin,
      appOrigins,
    });
    return { checkout_url: checkoutUrl };
  }

  /** Cancels at the end of the paid period: access and status stay until then. */
  async cancel(userId: string, reason: string | null): Promise<CancellationResponse> {
    const row = await repo.findSubscription(this.db, userId);
    if (
      !row ||
      row.status === null ||
      row.subscription_id === null ||
      row.provider === null ||
      !LIVE_STATUSES.has(row.status)
    ) {
      throw new AppError('conflict', 'There is no active subscription to cancel.');
    }
    const endText = (end: Date | null) =>
      end ? `Your Standard Plan stays active until ${longDate(end)}.` : 'Your Standard Plan ends.';
    if (row.cancel_at_period_end) {
      return {
        cancel_at_period_end: true,
        current_period_end: iso(row.current_period_end),
        message: `The subscription is already set to cancel at period end. ${endText(row.current_period_end)}`,
      };
    }

    const provider = this.providerNamed(row.provider);
    const state = await provider.cancelAtPeriodEnd(row.subscription_id, reason);
    await this.db.transaction(async (tx) => {
      if (state) await repo.saveSubscription(tx, userId, state, reason);
      else await repo.setCancelAtPeriodEnd(tx, userId, reason);
      await this.ledger.record(tx, provider.name, 'subscription.cancel_requested', userId, {
        reason,
      });
    });
    const end = state ? state.currentPeriodEnd : row.current_period_end;
    return {
      cancel_at_period_end: true,
      current_period_end: iso(end),
      message: `Subscription will cancel at period end. ${endText(end)}`,
    };
  }

  /**
   * Ends the account's subscription at its provider now, before the account is deleted: nothing
   * is billed afterwards. Records the cancellation among the payment events (which are kept,
   * without the account, when it goes). Answers whether there was one to end. A provider that
   * fails stops the deletion (503): the user can try again.
   */
  async endForDeletedAccount(
    userId: string,
  ): Promise<{ canceled: boolean; provider: string | null }> {
    const row = await repo.findSubscription(this.db, userId);
    if (
      !row ||
      row.status === null ||
      row.subscription_id === null ||
      row.provider === null ||
      !LIVE_STATUSES.has(row.status)
    ) {
      return { canceled: false, provider: null };
    }
    const provider = this.providerNamed(row.provider);
    const state = await provider.cancelNow(row.subscription_id);
    await this.db.transaction(async (tx) => {
      if (state) await repo.saveSubscription(tx, userId, state, 'account deleted');
      await this.ledger.record(tx, provider.name, 'subscription.canceled_account_deleted', userId, {
        subscription_id: row.subscription_id,
      });
    });
    return { canceled: true, provider: provider.name };
  }

  /** The account's payment history (its payment events, oldest first), for "Export my data". */
  history(userId: string): Promise<repo.PaymentEventRow[]> {
    return repo.paymentEventsOf(this.db, userId);
  }

  /** Reads the subscription from the provider again and stores what it says. */
  async sync(userId: string, email: string): Promise<SyncSubscriptionResponse> {
    const accountEmail = await repo.userEmail(this.db, userId);
    if (accountEmail === undefined) throw new AppError('not_found', 'User account not found');
    if (email.trim().toLowerCase() !== accountEmail) {
      throw new AppError(
        'forbidden',
        'The e-mail does not belong to the signed-in account: only your own subscription can be synced.',
      );
    }
    const before = await repo.findSubscription(this.db, userId);
    const provider = this.providerNamed(before?.provider ?? this.provider);
    let changed = before !== undefined && (await this.settle(before));
    const found = await provider.fetchSubscription(before, accountEmail);
    if (found) {
      changed = await this.db.transaction(async (tx) => {
        const saved = await this.ledger.apply(tx, userId, found);
        await this.ledger.record(tx, provider.name, 'subscription.synced', userId, {
          subscription_id: found.subscriptionId,
          status: found.status,
          changed: saved,
        });
        return saved;
      });
    }
    const after = await repo.findSubscription(this.db, userId);
    await this.stripe?.handOverCredit(userId, after);
    const view = subscriptionView(after);
    if (!view) {
      return {
        success: false,
        subscription_status: null,
        plan_tier: 'free',
        message: 'No subscription was found for this account.',
      };
    }
    const statusText = view.provisional ? 'provisional access' : view.status.replace('_', ' ');
    return changed
      ? {
          success: true,
          subscription_status: view.status,
          plan_tier: view.plan_tier,
          message: `Subscription synced: Standard Plan, ${statusText}.`,
        }
      : {
          success: false,
          subscription_status: view.status,
          plan_tier: view.plan_tier,
          message: `Your subscription is already up to date: Standard Plan, ${statusText}.`,
        };
  }

  /** A webhook of the Stripe provider (only when it is the one configured). */
  async handleStripeWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (this.provider !== 'stripe' || !this.stripe) {
      throw new AppError('not_found', 'Webhooks are used only with PAYMENTS_PROVIDER=stripe');
    }
    return this.stripe.handleWebhook(rawBody, signature);
  }

  /** A checkout page of the local provider. */
  checkoutSession(id: string): Promise<repo.CheckoutSessionRow | undefined> {
    return this.local.checkoutSession(id);
  }

  /** Pays a checkout page of the local provider with a test card. */
  payLocalCheckout(id: string, card: CardInput): Promise<LocalPaymentOutcome> {
    return this.local.payCheckout(id, card);
  }

  /**
   * Stores what a subscription has become since it was stored, when its provider settles that
   * by itself (the local provider's periods); answers whether the row changed.
   */
  private async settle(row: SubscriptionRow): Promise<boolean> {
    const provider = row.provider === null ? undefined : this.providers[row.provider];
    const settlement = provider?.settle(row);
    if (!settlement) return false;
    return this.db.transaction(async (tx) => {
      const changed = await repo.saveSubscription(tx, row.user_id, settlement.state);
      if (changed) {
        const detail = { ...settlement.detail };
        if (settlement.charges && settlement.charges.length > 0) {
          let amountCents = 0;
          let creditCents = 0;
          for (const charge of settlement.charges) {
            const billed = await this.ledger.charge(
              tx,
              row.user_id,
              settlement.state.provider,
              charge.reference,
              charge.amountCents,
            );
            amountCents += billed.chargedCents;
            creditCents += billed.creditCents;
          }
          Object.assign(detail, {
            periods: settlement.charges.length,
            amount_cents: amountCents,
            credit_applied_cents: creditCents,
          });
        }
        await this.ledger.record(
          tx,
          settlement.state.provider,
          settlement.event,
          row.user_id,
          detail,
        );
      }
      return changed;
    });
  }

  /** The provider of that name; a 503 when it is Stripe and Stripe is not configured here. */
  private providerNamed(name: PaymentProviderName): PaymentProvider {
    const provider = this.providers[name];
    if (!provider) {
      throw new AppError(
        'service_unavailable',
        'This subscription is billed by Stripe, which is not configured on this server.',
        {
          extra: {
            error_code: 'PAYMENT_SYSTEM_UNAVAILABLE',
            message: 'Stripe is not configured on this server.',
          },
        },
      );
    }
    return provider;
  }
}
