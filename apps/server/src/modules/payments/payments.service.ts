import { randomBytes } from 'node:crypto';
import {
  DAILY_MESSAGE_ALLOWANCE,
  PROVISIONAL_ACCESS_HOURS,
  PROVISIONAL_ALREADY_USED,
  STANDARD_PLAN,
  type CancellationResponse,
  type CreateCheckoutSessionRequest,
  type Subscription,
  type SubscriptionStatusResponse,
  type SyncSubscriptionResponse,
} from '@petrosage/contracts/payments';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { admitMessage, nextUtcMidnight } from './message-allowance';
import * as repo from './payments.repo';
import type { ProviderSubscription, SubscriptionRow } from './payments.repo';
import {
  isStripeConnectionError,
  isStripeError,
  StripeBilling,
  subjectOf,
  toProviderSubscription,
} from './stripe-billing';
import { checkTestCard, type CardInput } from './test-card';

/** Runs in the transaction that records a user's first successful payment; once per user. */
export type FirstPaymentHook = (tx: Queryable, userId: string) => Promise<void>;

export interface PaymentServiceOptions {
  /** E.g. the referral reward: called in the activation's transaction, exactly once per user. */
  onFirstPayment?: FirstPaymentHook;
  /** The Stripe client; by default built from `config.payments.stripe` when it is set. */
  stripe?: StripeBilling;
}

/** How long a local checkout page can be paid. */
const CHECKOUT_SESSION_HOURS = 24;
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export const CHECKOUT_SESSION_ID = /^cs_local_[A-Za-z0-9_-]{24}$/;
const localId = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`;

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
 * The Standard Plan: provisional access, checkout (local test mode or Stripe), cancellation at
 * period end, sync from the provider, Stripe webhooks, and the daily message allowance.
 */
export class PaymentService {
  private readonly stripe: StripeBilling | undefined;
  private readonly onFirstPayment: FirstPaymentHook | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    options: PaymentServiceOptions = {},
  ) {
    this.stripe =
      options.stripe ??
      (config.payments.stripe ? new StripeBilling(config.payments.stripe) : undefined);
    this.onFirstPayment = options.onFirstPayment;
  }

  get provider(): 'local' | 'stripe' {
    return this.config.payments.provider;
  }

  /** The prompt pipeline's gate: call inside the transaction that stores the user's message. */
  readonly admitMessage = (tx: Queryable, userId: string): Promise<void> =>
    admitMessage(tx, userId, DAILY_MESSAGE_ALLOWANCE);

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    let row = await repo.findSubscription(this.db, userId);
    if (row && (await this.settleLocal(row))) row = await repo.findSubscription(this.db, userId);
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
          id: localId('evl'),
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
    // The test checkout is a page of this server: on the origin the user returns to when that is
    // this server's, else on this server's first known origin.
    const origin = appOrigins.includes(returnOrigin) ? returnOrigin : appOrigins[0];
    const row = await repo.findSubscription(this.db, userId);
    if (
      row?.has_access &&
      (row.status === 'active' || row.status === 'trialing') &&
      !row.cancel_at_period_end
    ) {
      throw new AppError('conflict', 'You already have an active Standard Plan.');
    }

    if (this.provider === 'local') {
      if (origin === undefined) {
        throw new AppError(
          'validation_failed',
          'The test checkout needs this server’s public address: set PUBLIC_URL',
          { status: 422 },
        );
      }
      const id = localId('cs_local');
      await repo.createCheckoutSession(this.db, {
        id,
        userId,
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
        hours: CHECKOUT_SESSION_HOURS,
      });
      return { checkout_url: `${origin}/checkout/${id}` };
    }

    const stripe = this.requireStripe();
    const email = await repo.userEmail(this.db, userId);
    if (email === undefined) throw new AppError('not_found', 'User account not found');
    try {
      const url = await stripe.createCheckout({
        userId,
        email,
        customerId: row?.provider === 'stripe' ? row.customer_id : null,
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
        attemptId: randomBytes(8).toString('hex'),
      });
      return { checkout_url: url };
    } catch (error: unknown) {
      throw providerFailure(error, 'start the checkout');
    }
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

    let end = row.current_period_end;
    if (row.provider === 'stripe') {
      const stripe = this.requireStripe();
      let updated: Stripe.Subscription;
      try {
        updated = await stripe.cancelAtPeriodEnd(row.subscription_id, reason);
      } catch (error: unknown) {
        throw providerFailure(error, 'cancel the subscription');
      }
      const state = toProviderSubscription(updated);
      end = state.currentPeriodEnd;
      await this.db.transaction(async (tx) => {
        await repo.saveSubscription(tx, userId, state, reason);
        await this.logEvent(tx, 'stripe', 'subscription.cancel_requested', userId, { reason });
      });
    } else {
      await this.db.transaction(async (tx) => {
        await repo.setCancelAtPeriodEnd(tx, userId, reason);
        await this.logEvent(tx, 'local', 'subscription.cancel_requested', userId, { reason });
      });
    }
    return {
      cancel_at_period_end: true,
      current_period_end: iso(end),
      message: `Subscription will cancel at period end. ${endText(end)}`,
    };
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
    const provider = before?.provider ?? this.provider;
    let changed = false;
    if (provider === 'stripe') {
      const stripe = this.requireStripe();
      let found: Stripe.Subscription | undefined;
      try {
        found = await stripe.findSubscription(
          before?.provider === 'stripe' ? before.customer_id : null,
          accountEmail,
        );
      } catch (error: unknown) {
        throw providerFailure(error, 'read the subscription');
      }
      if (found) {
        const state = toProviderSubscription(found);
        changed = await this.db.transaction(async (tx) => {
          const saved = await this.applySubscription(tx, userId, state);
          await this.logEvent(tx, 'stripe', 'subscription.synced', userId, {
            subscription_id: state.subscriptionId,
            status: state.status,
            changed: saved,
          });
          return saved;
        });
      }
    } else if (before) {
      changed = await this.settleLocal(before);
    }
    const after = await repo.findSubscription(this.db, userId);
    const view = subscriptionView(after);
    const planTier = view?.plan_tier ?? 'free';
    const statusText = view
      ? `${view.provisional ? 'provisional access' : view.status.replace('_', ' ')}`
      : 'no subscription';
    if (!view) {
      return {
        success: false,
        subscription_status: null,
        plan_tier: 'free',
        message: 'No subscription was found for this account.',
      };
    }
    return changed
      ? {
          success: true,
          subscription_status: view.status,
          plan_tier: planTier,
          message: `Subscription synced: Standard Plan, ${statusText}.`,
        }
      : {
          success: false,
          subscription_status: view.status,
          plan_tier: planTier,
          message: `Your subscription is already up to date: Standard Plan, ${statusText}.`,
        };
  }

  /**
   * A Stripe webhook: verified on the raw body, deduplicated by event id in the transaction of
   * the state change, and converging whatever the delivery order because the subscription is
   * read again from Stripe rather than taken from the event.
   */
  async handleStripeWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (this.provider !== 'stripe' || !this.stripe) {
      throw new AppError('not_found', 'Webhooks are used only with PAYMENTS_PROVIDER=stripe');
    }
    const stripe = this.stripe;
    let event: Stripe.Event;
    try {
      event = stripe.verifyEvent(rawBody, signature);
    } catch {
      throw new AppError('validation_failed', 'Invalid Stripe signature');
    }
    if (await repo.eventSeen(this.db, event.id)) return { received: true, duplicate: true };

    const subject = subjectOf(event);
    let state: ProviderSubscription | undefined;
    let metadataUserId: string | null = null;
    if (subject.subscriptionId) {
      try {
        const fresh = await stripe.retrieveSubscription(subject.subscriptionId);
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
      if (userId && state) await this.applySubscription(tx, userId, state);
      return false;
    });
    return { received: true, duplicate };
  }

  private async resolveUser(
    tx: Queryable,
    subject: ReturnType<typeof subjectOf>,
    state: ProviderSubscription | undefined,
    metadataUserId: string | null,
  ): Promise<string | undefined> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    for (const candidate of [subject.clientReferenceId, metadataUserId]) {
      if (candidate && uuid.test(candidate) && (await repo.userExists(tx, candidate))) {
        return candidate;
      }
    }
    const subscriptionId = state?.subscriptionId ?? subject.subscriptionId;
    const customerId = state?.customerId ?? subject.customerId;
    if (!subscriptionId && !customerId) return undefined;
    return repo.findUserByProviderIds(tx, 'stripe', subscriptionId ?? '', customerId ?? '');
  }

  /** Stores the provider's state; a first `active` state is the first payment. */
  private async applySubscription(
    tx: Queryable,
    userId: string,
    state: ProviderSubscription,
  ): Promise<boolean> {
    const changed = await repo.saveSubscription(tx, userId, state);
    if (state.status === 'active' && (await repo.markFirstPayment(tx, userId))) {
      await this.logEvent(tx, state.provider, 'payment.first_succeeded', userId, {
        subscription_id: state.subscriptionId,
      });
      await this.onFirstPayment?.(tx, userId);
    }
    return changed;
  }

  private async logEvent(
    tx: Queryable,
    provider: 'local' | 'stripe',
    type: string,
    userId: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await repo.recordEvent(tx, { id: localId('evl'), provider, type, userId, detail });
  }

  private requireStripe(): StripeBilling {
    if (!this.stripe) {
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
    return this.stripe;
  }

  /**
   * A local test-mode subscription has no provider to renew or end it: a period that has passed
   * renews (in test mode, without a charge) unless it was cancelled, and then it ends. Answers
   * whether the row changed.
   */
  private async settleLocal(row: SubscriptionRow): Promise<boolean> {
    const end = row.current_period_end;
    if (
      row.provider !== 'local' ||
      row.status !== 'active' ||
      end === null ||
      end.getTime() > Date.now() ||
      row.subscription_id === null ||
      row.customer_id === null
    ) {
      return false;
    }
    const base: ProviderSubscription = {
      provider: 'local',
      customerId: row.customer_id,
      subscriptionId: row.subscription_id,
      status: 'active',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      canceledAt: null,
    };
    if (row.cancel_at_period_end) {
      return this.db.transaction(async (tx) => {
        const changed = await repo.saveSubscription(tx, row.user_id, {
          ...base,
          status: 'canceled',
          canceledAt: end,
        });
        if (changed) await this.logEvent(tx, 'local', 'subscription.ended', row.user_id, {});
        return changed;
      });
    }
    let next = end;
    let months = 0;
    while (next.getTime() <= Date.now()) {
      months += 1;
      next = addMonths(end, months);
    }
    return this.db.transaction(async (tx) => {
      const changed = await repo.saveSubscription(tx, row.user_id, {
        ...base,
        currentPeriodEnd: next,
      });
      if (changed) {
        await this.logEvent(tx, 'local', 'subscription.renewed', row.user_id, {
          current_period_end: next.toISOString(),
          test_mode: true,
        });
      }
      return changed;
    });
  }

  // ── Local test-mode checkout ───────────────────────────────────────────────────────────────

  async checkoutSession(id: string): Promise<repo.CheckoutSessionRow | undefined> {
    if (!CHECKOUT_SESSION_ID.test(id)) return undefined;
    return repo.findCheckoutSession(this.db, id);
  }

  /**
   * Pays a local checkout with a test card: an approved card activates the Standard Plan for a
   * month (and counts as the first payment); a declined one changes nothing.
   */
  async payLocalCheckout(
    id: string,
    card: CardInput,
  ): Promise<
    | { kind: 'paid'; successUrl: string }
    | { kind: 'refused'; message: string; status: number }
    | { kind: 'gone' }
  > {
    if (!CHECKOUT_SESSION_ID.test(id)) return { kind: 'gone' };
    const outcome = checkTestCard(card);
    return this.db.transaction(async (tx) => {
      const session = await repo.findCheckoutSession(tx, id, { lock: true });
      if (!session || session.status !== 'open' || session.expired) return { kind: 'gone' };
      if (outcome.kind !== 'approved') {
        await this.logEvent(tx, 'local', 'checkout.payment_failed', session.user_id, {
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
      await this.applySubscription(tx, session.user_id, {
        provider: 'local',
        customerId:
          existing?.provider === 'local' && existing.customer_id
            ? existing.customer_id
            : localId('cus_local'),
        subscriptionId: localId('sub_local'),
        status: 'active',
        currentPeriodEnd: addMonths(new Date(), 1),
        cancelAtPeriodEnd: false,
        canceledAt: null,
      });
      await this.logEvent(tx, 'local', 'checkout.completed', session.user_id, {
        checkout_session: id,
        card_last4: outcome.last4,
        amount_cents: STANDARD_PLAN.priceCents,
        test_mode: true,
      });
      return { kind: 'paid', successUrl: session.success_url };
    });
  }
}
