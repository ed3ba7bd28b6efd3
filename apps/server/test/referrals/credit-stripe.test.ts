import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '@petrosage/test-support/fakes/stripe-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, signUpReferred } from './helpers';

/*
 * With Stripe, earned credit is handed over as a negative customer balance transaction (Stripe
 * takes it off the next invoice), once per reward; a refund or dispute of the referred account's
 * first payment within the hold voids its pending reward.
 */

const SECRET_KEY = 'sk_test_petrosage_fake_credit_0123';
const WEBHOOK_SECRET = 'whsec_petrosage_fake_credit_0123';

let server: TestServer;
let stripe: StripeFake;

beforeAll(async () => {
  stripe = await startStripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  server = await startServer({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_standard_monthly',
    STRIPE_API_BASE: stripe.url,
    REFERRAL_REWARD_HOLD_DAYS: '14',
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

async function deliver(event: { payload: string; signature: string }): Promise<void> {
  const response = await fetch(`${server.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Checks out through Stripe and delivers the completed checkout: the first payment. */
async function subscribed(user: { accessToken: string }) {
  const response = await postJson(server, user.accessToken, '/payments/create-checkout-session', {
    plan_id: 'standard',
    success_url: `${server.url}/chat?payment=success`,
    cancel_url: `${server.url}/chat?payment=cancelled`,
  });
  expect(response.status).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  const paid = stripe.completeCheckout(checkout_url.split('/').pop() ?? '');
  await deliver(stripe.event('checkout.session.completed', paid.session));
  return { ...paid, charge: stripe.charge(paid.customer.id) };
}

async function readStatus(token: string): Promise<void> {
  const response = await api(server, token, '/payments/subscription-status');
  expect(response.status).toBe(200);
}

/** The hold of every reward of this referrer has passed. */
async function holdPasses(referrerId: string): Promise<void> {
  await server.db.query(
    "UPDATE referral_rewards SET available_at = now() - interval '1 second' WHERE referrer_user_id = $1",
    [referrerId],
  );
}

async function referrer() {
  const user = await signUpUser(server);
  const code = await generateCode(server, user.accessToken);
  return { ...user, code, ...(await subscribed(user)) };
}

describe('account credit with Stripe', () => {
  it('is handed to Stripe as a negative customer balance transaction, once per reward', async () => {
    const a = await referrer();
    for (let i = 0; i < 2; i += 1) {
      const b = await signUpReferred(server, a.code);
      await subscribed(b);
    }
    // Pending rewards are not handed over.
    await readStatus(a.accessToken);
    expect(stripe.balanceTransactions.get(a.customer.id)).toBeUndefined();

    await holdPasses(a.userId);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      credit_available: 10,
      credit_applied: 0,
    });
    await Promise.all([readStatus(a.accessToken), readStatus(a.accessToken)]);
    await readStatus(a.accessToken);

    const transactions = stripe.balanceTransactions.get(a.customer.id) ?? [];
    expect(transactions.map((t) => [t.amount, t.currency])).toEqual([
      [-500, 'usd'],
      [-500, 'usd'],
    ]);
    expect(stripe.customers.get(a.customer.id)?.balance).toBe(-1000);
    const keys = stripe.requests
      .filter((r) => r.path === `/v1/customers/${a.customer.id}/balance_transactions`)
      .map((r) => r.idempotencyKey);
    expect(keys.every((key) => key?.startsWith('account-credit:'))).toBe(true);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 10,
      credit_available: 0,
      credit_applied: 10,
    });
  });

  it('stays available when Stripe fails, and is handed over at the next read', async () => {
    const a = await referrer();
    await subscribed(await signUpReferred(server, a.code));
    await holdPasses(a.userId);
    stripe.failNext(500, 'Stripe is down');
    await readStatus(a.accessToken);
    expect(stripe.balanceTransactions.get(a.customer.id)).toBeUndefined();
    expect(await referralInfo(server, a.accessToken)).toMatchObject({ credit_available: 5 });
    await readStatus(a.accessToken);
    expect(stripe.customers.get(a.customer.id)?.balance).toBe(-500);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      credit_available: 0,
      credit_applied: 5,
    });
  });

  it('goes to no other customer', async () => {
    const a = await referrer();
    await subscribed(await signUpReferred(server, a.code));
    const other = await signUpUser(server);
    const otherPaid = await subscribed(other);
    await holdPasses(a.userId);
    await readStatus(other.accessToken);
    expect(stripe.balanceTransactions.get(otherPaid.customer.id)).toBeUndefined();
    expect(await referralInfo(server, other.accessToken)).toMatchObject({
      credit_available: 0,
      credit_applied: 0,
    });
    expect(await referralInfo(server, a.accessToken)).toMatchObject({ credit_available: 5 });
  });
});

describe('a refund or dispute of the first payment', () => {
  it('voids the pending reward when refunded within the hold (charge.refunded)', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    const paid = await subscribed(b);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({ pending_rewards: 5 });
    const refunded = stripe.event('charge.refunded', stripe.refundCharge(paid.charge.id));
    await deliver(refunded);
    await deliver(refunded); // a repeated delivery changes nothing
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_referrals: 1,
      total_rewards: 0,
      pending_rewards: 0,
      credit_available: 0,
    });
    // Past the hold, a voided reward is still not earned.
    await holdPasses(a.userId);
    await readStatus(a.accessToken);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({ total_rewards: 0 });
    expect(stripe.balanceTransactions.get(a.customer.id)).toBeUndefined();
  });

  it('voids the pending reward when disputed within the hold (charge.dispute.created)', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    const paid = await subscribed(b);
    await deliver(stripe.event('charge.dispute.created', stripe.dispute(paid.charge.id)));
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 0,
      pending_rewards: 0,
    });
  });

  it('leaves a reward that has cleared its hold earned, and other referrals untouched', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    const c = await signUpReferred(server, a.code);
    const paidB = await subscribed(b);
    await holdPasses(a.userId);
    const paidC = await subscribed(c);
    await deliver(stripe.event('charge.refunded', stripe.refundCharge(paidB.charge.id)));
    await deliver(stripe.event('charge.refunded', stripe.refundCharge(paidC.charge.id)));
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 5,
      pending_rewards: 0,
    });
  });
});
