import type { SubscriptionStatusResponse } from '@petrosage/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Queryable } from '../../src/db/database';
import { PaymentService } from '../../src/modules/payments/payments.service';
import {
  startStripeFake,
  type StripeFake,
  type StripeObject,
} from '@petrosage/test-support/fakes/stripe-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

const SECRET_KEY = 'sk_test_petrosage_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_petrosage_fake_0123456789';
const PRICE_ID = 'price_standard_monthly';

let server: TestServer;
let stripe: StripeFake;

beforeAll(async () => {
  stripe = await startStripeFake({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    priceId: PRICE_ID,
  });
  server = await startServer({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: PRICE_ID,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

function deliver(event: { payload: string; signature: string }) {
  return fetch(`${server.url}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': event.signature,
    },
    body: event.payload,
  });
}

async function status(token: string): Promise<SubscriptionStatusResponse> {
  return (await (
    await api(server, token, '/payments/subscription-status')
  ).json()) as SubscriptionStatusResponse;
}

async function eventRows(id: string): Promise<number> {
  const rows = await server.db.query('SELECT 1 FROM payment_events WHERE id = $1', [id]);
  return rows.length;
}

/** A user who went through Stripe Checkout: the session created by our API, paid in the fake. */
async function checkedOutUser() {
  const user = await signUpUser(server);
  const response = await postJson(server, user.accessToken, '/payments/create-checkout-session', {
    plan_id: 'standard',
    success_url: `${server.url}/chat?payment=success`,
    cancel_url: `${server.url}/chat?payment=cancelled`,
  });
  expect(response.status).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  const sessionId = checkout_url.split('/').pop() ?? '';
  const paid = stripe.completeCheckout(sessionId);
  return { ...user, sessionId, ...paid };
}

describe('configuration', () => {
  it('refuses PAYMENTS_PROVIDER=stripe without its keys, naming each one', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_PRICE_ID: 'price_1' })).toThrow(
      /STRIPE_SECRET_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
  });
});

describe('Checkout', () => {
  it('creates a subscription-mode session for the Standard price, linked to the user', async () => {
    const { accessToken, userId, email } = await signUpUser(server);
    const before = stripe.requests.length;
    const response = await postJson(server, accessToken, '/payments/create-checkout-session', {
      plan_id: 'standard',
      success_url: `${server.url}/chat?payment=success`,
      cancel_url: `${server.url}/chat?payment=cancelled`,
    });
    expect(response.status).toBe(200);
    const { checkout_url } = (await response.json()) as { checkout_url: string };
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [request] = stripe.requests.slice(before);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.idempotencyKey).toMatch(new RegExp(`^checkout:${userId}:`));
    expect(request?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      customer_email: email,
      line_items: [{ price: PRICE_ID, quantity: '1' }],
      success_url: `${server.url}/chat?payment=success`,
      cancel_url: `${server.url}/chat?payment=cancelled`,
      subscription_data: { metadata: { user_id: userId } },
      metadata: { user_id: userId },
    });
  });

  it('answers 502 with the Stripe error when Stripe refuses', async () => {
    const { accessToken } = await signUpUser(server);
    stripe.failNext(500, 'Something went wrong on Stripe’s end.');
    const response = await postJson(server, accessToken, '/payments/create-checkout-session', {
      plan_id: 'standard',
      success_url: `${server.url}/chat?payment=success`,
      cancel_url: `${server.url}/chat?payment=cancelled`,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error_code: 'STRIPE_ERROR' });
  });
});

describe('POST /payments/webhook', () => {
  it('rejects a bad signature, a missing one and one made with another secret', async () => {
    const { subscription } = await checkedOutUser();
    const event = stripe.event('customer.subscription.updated', subscription);
    const tampered = event.payload.replace('"active"', '"canceled"');
    for (const [body, signature] of [
      [tampered, event.signature],
      [event.payload, ''],
      [event.payload, 't=1,v1=deadbeef'],
    ] as const) {
      const response = await fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: 'Invalid Stripe signature',
        request_id: expect.any(String) as string,
      });
    }
    expect(await eventRows(event.id)).toBe(0);
  });

  it('refuses a body past its own 512 KiB limit with a 413 that states that limit', async () => {
    const response = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ padding: 'x'.repeat(600 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      detail: 'Request body is too large: the limit is 524288 bytes',
    });
  });

  it('activates on checkout.session.completed, and the same event twice changes state once', async () => {
    const { accessToken, userId, session } = await checkedOutUser();
    expect((await status(accessToken)).has_access).toBe(false);

    const event = stripe.event('checkout.session.completed', session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const active = await status(accessToken);
    expect(active).toMatchObject({ has_active_subscription: true, has_access: true });
    expect(active.subscription).toMatchObject({ status: 'active', provider: 'stripe' });

    // Between the deliveries the user cancels in Stripe; a redelivery must not re-read and apply it.
    stripe.updateSubscription(String(session.subscription), { cancelAtPeriodEnd: true });
    const second = await deliver(event);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect((await status(accessToken)).subscription?.cancel_at_period_end).toBe(false);
    expect(await eventRows(event.id)).toBe(1);
    const firstPayments = await server.db.query(
      `SELECT 1 FROM payment_events WHERE user_id = $1 AND type = 'payment.first_succeeded'`,
      [userId],
    );
    expect(firstPayments).toHaveLength(1);
  });

  it('reads the period end from the subscription items', async () => {
    const { accessToken, session, subscription } = await checkedOutUser();
    const end = Math.floor(Date.now() / 1000) + 12 * 86_400;
    stripe.updateSubscription(subscription.id, { currentPeriodEnd: end });
    await deliver(stripe.event('checkout.session.completed', session));
    const now = await status(accessToken);
    expect(now.subscription?.current_period_end).toBe(new Date(end * 1000).toISOString());
    expect(now.subscription?.next_billing_date).toBe(new Date(end * 1000).toISOString());
  });

  it('ends in the right state when events arrive out of order', async () => {
    const { accessToken, session, subscription } = await checkedOutUser();
    const created = stripe.event('customer.subscription.created', subscription);
    const completed = stripe.event('checkout.session.completed', session);
    stripe.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
    const updated = stripe.event('customer.subscription.updated', subscription);
    stripe.updateSubscription(subscription.id, { status: 'canceled' });
    const deleted = stripe.event('customer.subscription.deleted', subscription);

    // Newest first, then the older ones whose payloads still say "active".
    for (const event of [deleted, updated, completed, created]) {
      expect((await deliver(event)).status).toBe(200);
    }
    const now = await status(accessToken);
    expect(now).toMatchObject({ has_active_subscription: false, has_access: false });
    expect(now.subscription).toMatchObject({ status: 'canceled', provider: 'stripe' });
    const reply = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'still subscribed?' }],
    });
    expect(reply.status).toBe(402);
  });

  it('links a subscription event that arrives before the checkout event', async () => {
    const { accessToken, subscription } = await checkedOutUser();
    // Only the subscription's metadata (set through subscription_data) names the user here.
    expect(
      (await deliver(stripe.event('customer.subscription.created', subscription))).status,
    ).toBe(200);
    expect((await status(accessToken)).subscription).toMatchObject({ status: 'active' });
  });

  it('follows renewals and failed payments from invoice events', async () => {
    const { accessToken, session, subscription } = await checkedOutUser();
    await deliver(stripe.event('checkout.session.completed', session));
    const renewedEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
    stripe.updateSubscription(subscription.id, { currentPeriodEnd: renewedEnd });
    await deliver(stripe.event('invoice.paid', stripe.invoice(subscription.id, 'paid')));
    expect((await status(accessToken)).subscription?.current_period_end).toBe(
      new Date(renewedEnd * 1000).toISOString(),
    );

    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    await deliver(stripe.event('invoice.payment_failed', stripe.invoice(subscription.id, 'open')));
    const pastDue = await status(accessToken);
    expect(pastDue.subscription).toMatchObject({ status: 'past_due' });
    expect(pastDue.has_access).toBe(false);
  });

  it('answers 200 to event types it does not use, and records them', async () => {
    const customer: StripeObject = { id: 'cus_unrelated', object: 'customer', email: 'x@y.z' };
    const event = stripe.event('customer.created', customer);
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await eventRows(event.id)).toBe(1);
  });

  it('answers 503 and records nothing when Stripe cannot be read, so Stripe retries', async () => {
    const { accessToken, session } = await checkedOutUser();
    const event = stripe.event('checkout.session.completed', session);
    stripe.failNext(500, 'Stripe is down');
    const failed = await deliver(event);
    expect(failed.status).toBe(503);
    expect(await eventRows(event.id)).toBe(0);
    expect((await deliver(event)).status).toBe(200);
    expect((await status(accessToken)).has_active_subscription).toBe(true);
  });
});

describe('the first payment hook', () => {
  it('runs once per user, in the transaction of the activation', async () => {
    const calls: string[] = [];
    let failNextCall = true;
    const payments = new PaymentService(server.db, server.config, {
      onFirstPayment: async (tx: Queryable, userId: string) => {
        if (failNextCall) {
          failNextCall = false;
          throw new Error('reward ledger unavailable');
        }
        calls.push(userId);
        const [row] = await tx.query<{ first_paid_at: Date | null }>(
          'SELECT first_paid_at FROM subscriptions WHERE user_id = $1',
          [userId],
        );
        expect(row?.first_paid_at).toBeInstanceOf(Date);
      },
    });
    const { accessToken, userId, session, subscription } = await checkedOutUser();
    const completed = stripe.event('checkout.session.completed', session);
    const raw = (event: { payload: string }) => Buffer.from(event.payload);

    // The hook failing rolls the activation back with it: nothing is half-recorded.
    await expect(payments.handleStripeWebhook(raw(completed), completed.signature)).rejects.toThrow(
      'reward ledger unavailable',
    );
    expect((await status(accessToken)).has_access).toBe(false);
    expect(await eventRows(completed.id)).toBe(0);

    const [a, b] = await Promise.all([
      payments.handleStripeWebhook(raw(completed), completed.signature),
      payments.handleStripeWebhook(raw(completed), completed.signature),
    ]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    const paid = stripe.event('invoice.paid', stripe.invoice(subscription.id, 'paid'));
    await payments.handleStripeWebhook(raw(paid), paid.signature);
    const email =
      (
        await server.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])
      )[0]?.email ?? '';
    await payments.sync(userId, email);
    expect(calls).toEqual([userId]);
  });
});

describe('cancellation through Stripe', () => {
  it('sets cancel_at_period_end on the Stripe subscription and stores what Stripe answers', async () => {
    const { accessToken, session, subscription } = await checkedOutUser();
    await deliver(stripe.event('checkout.session.completed', session));
    const response = await postJson(server, accessToken, '/payments/request-cancellation', {
      reason: 'Too expensive',
    });
    expect(response.status).toBe(200);
    const update = stripe.requests.findLast(
      (request) =>
        request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update?.params).toMatchObject({
      cancel_at_period_end: 'true',
      cancellation_details: { comment: 'Too expensive' },
    });
    expect((await status(accessToken)).subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      next_billing_date: null,
    });
  });

  it('answers 502 when Stripe refuses, and changes nothing', async () => {
    const { accessToken, session } = await checkedOutUser();
    await deliver(stripe.event('checkout.session.completed', session));
    stripe.failNext(500, 'An unknown error occurred');
    const response = await postJson(server, accessToken, '/payments/request-cancellation', {});
    expect(response.status).toBe(502);
    expect(((await response.json()) as { detail: string }).detail).toContain(
      'The payment system refused to cancel the subscription',
    );
    expect((await status(accessToken)).subscription?.cancel_at_period_end).toBe(false);
  });
});

describe('sync from Stripe', () => {
  it('finds the subscription by the account’s e-mail, then reports no changes', async () => {
    const { accessToken, email, userId } = await signUpUser(server);
    stripe.createSubscription(email, { status: 'active' });
    const first = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      success: true,
      subscription_status: 'active',
      plan_tier: 'standard',
      message: 'Subscription synced: Standard Plan, active.',
    });
    expect((await status(accessToken)).has_active_subscription).toBe(true);
    const again = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(await again.json()).toMatchObject({ success: false, subscription_status: 'active' });
    const [row] = await server.db.query<{ first_paid_at: Date | null }>(
      'SELECT first_paid_at FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    expect(row?.first_paid_at).toBeInstanceOf(Date);
  });

  it('picks up a change made in Stripe that no webhook delivered', async () => {
    const { accessToken, email, session, subscription } = await checkedOutUser();
    await deliver(stripe.event('checkout.session.completed', session));
    stripe.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
    const synced = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(await synced.json()).toMatchObject({ success: true, subscription_status: 'active' });
    expect((await status(accessToken)).subscription?.cancel_at_period_end).toBe(true);
  });

  it('answers success false when Stripe has no subscription for the e-mail', async () => {
    const { accessToken, email } = await signUpUser(server);
    const response = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(await response.json()).toEqual({
      success: false,
      subscription_status: null,
      plan_tier: 'free',
      message: 'No subscription was found for this account.',
    });
  });

  it('answers STRIPE_ERROR when Stripe refuses', async () => {
    const { accessToken, email } = await signUpUser(server);
    stripe.failNext(500, 'An unknown error occurred');
    const response = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error_code: string; message: string; detail: string };
    expect(body.error_code).toBe('STRIPE_ERROR');
    expect(body.message).toContain('An unknown error occurred');
    expect(body.detail).toBe(body.message);
  });
});

describe('Stripe out of reach', () => {
  it('answers 503 PAYMENT_SYSTEM_UNAVAILABLE to a sync', async () => {
    const unreachable = await startServer(
      {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID: PRICE_ID,
        // Nothing listens on port 9 (discard) here.
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
      { ...server.db, close: () => Promise.resolve() },
    );
    try {
      const { accessToken, email } = await signUpUser(unreachable);
      const response = await postJson(unreachable, accessToken, '/payments/sync-subscription', {
        email,
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error_code: 'PAYMENT_SYSTEM_UNAVAILABLE' });
    } finally {
      await unreachable.close();
    }
  });
});
