import type { SubscriptionStatusResponse } from '@petrosage/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, signUpReferred } from './helpers';

/*
 * Earned rewards are account credit on the referrer's own subscription: with the local provider a
 * renewal takes the credit before charging, and records what it took and what it charged.
 */

let server: TestServer;

beforeAll(async () => {
  // Rewards are earned at once here; the hold has its own tests (reward-hold.test.ts).
  server = await startServer({ REFERRAL_REWARD_HOLD_DAYS: '0', REFERRAL_REWARD_CENTS: '300' });
});
afterAll(() => server.close());

async function subscribe(token: string): Promise<void> {
  const response = await postJson(server, token, '/payments/create-checkout-session', {
    plan_id: 'standard',
    success_url: `${server.url}/chat?payment=success`,
    cancel_url: `${server.url}/chat?payment=cancelled`,
  });
  expect(response.status).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  const paid = await fetch(checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Casey Roughneck',
      expiry: '12 / 34',
      cvc: '123',
      number: '4242 4242 4242 4242',
    }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

async function status(token: string): Promise<SubscriptionStatusResponse> {
  const response = await api(server, token, '/payments/subscription-status');
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriptionStatusResponse;
}

/** The period ends now: the next read of the status renews it. */
async function periodEnds(userId: string): Promise<void> {
  await server.db.query(
    "UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1",
    [userId],
  );
}

async function renewals(userId: string) {
  return server.db.query<{ detail: { amount_cents: number; credit_applied_cents: number } }>(
    `SELECT detail FROM payment_events WHERE user_id = $1 AND type = 'subscription.renewed'
     ORDER BY created_at`,
    [userId],
  );
}

/** A subscribed referrer whose `count` referred accounts have paid: 3.00 of credit each. */
async function referrerWithCredit(count: number) {
  const referrer = await signUpUser(server);
  const code = await generateCode(server, referrer.accessToken);
  await subscribe(referrer.accessToken);
  for (let i = 0; i < count; i += 1) {
    const referred = await signUpReferred(server, code);
    await subscribe(referred.accessToken);
  }
  return referrer;
}

describe('account credit on a local renewal', () => {
  it('reduces the renewal charge by the credit available, then covers it in full', async () => {
    const a = await referrerWithCredit(3);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 9,
      credit_available: 9,
      credit_applied: 0,
    });

    // First renewal: $4.99 fully covered, $0.00 charged; $4.01 left.
    await periodEnds(a.userId);
    expect((await status(a.accessToken)).has_active_subscription).toBe(true);
    expect((await renewals(a.userId)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ amount_cents: 0, credit_applied_cents: 499 }),
    ]);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 9,
      credit_available: 4.01,
      credit_applied: 4.99,
    });

    // Second renewal: $4.01 of credit, $0.98 charged.
    await periodEnds(a.userId);
    await status(a.accessToken);
    expect((await renewals(a.userId)).map((row) => row.detail)[1]).toMatchObject({
      amount_cents: 98,
      credit_applied_cents: 401,
    });
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      credit_available: 0,
      credit_applied: 9,
    });

    // Third renewal: no credit left, the full price.
    await periodEnds(a.userId);
    await status(a.accessToken);
    expect((await renewals(a.userId)).map((row) => row.detail)[2]).toMatchObject({
      amount_cents: 499,
      credit_applied_cents: 0,
    });
    const applied = await server.db.query<{ total: number }>(
      'SELECT sum(amount_cents)::int AS total FROM account_credit_applications WHERE user_id = $1',
      [a.userId],
    );
    expect(applied[0]?.total).toBe(900);
  });

  it('takes the credit once when the renewal is read concurrently', async () => {
    const a = await referrerWithCredit(1);
    await periodEnds(a.userId);
    await Promise.all(Array.from({ length: 4 }, () => status(a.accessToken)));
    expect((await renewals(a.userId)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ amount_cents: 199, credit_applied_cents: 300 }),
    ]);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      credit_available: 0,
      credit_applied: 3,
    });
  });

  it('is not earned by pending rewards', async () => {
    const a = await referrerWithCredit(1);
    await server.db.query(
      "UPDATE referral_rewards SET available_at = now() + interval '1 day' WHERE referrer_user_id = $1",
      [a.userId],
    );
    await periodEnds(a.userId);
    await status(a.accessToken);
    expect((await renewals(a.userId)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ amount_cents: 499, credit_applied_cents: 0 }),
    ]);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      pending_rewards: 3,
      credit_available: 0,
      credit_applied: 0,
    });
  });

  it('is never seen or received by another user', async () => {
    const a = await referrerWithCredit(1);
    const other = await signUpUser(server);
    await subscribe(other.accessToken);
    expect(await referralInfo(server, other.accessToken)).toMatchObject({
      total_rewards: 0,
      credit_available: 0,
      credit_applied: 0,
    });
    await periodEnds(other.userId);
    await status(other.accessToken);
    expect((await renewals(other.userId)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ amount_cents: 499, credit_applied_cents: 0 }),
    ]);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      credit_available: 3,
      credit_applied: 0,
    });
  });
});
