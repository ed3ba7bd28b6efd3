import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, signUpReferred } from './helpers';

/* The reward wired to the payment flow: paying through the local test checkout. */

let server: TestServer;

beforeAll(async () => {
  // Rewards available at once here; the hold has its own tests (reward-hold.test.ts).
  server = await startServer({ REFERRAL_REWARD_HOLD_DAYS: '0' });
});
afterAll(() => server.close());

async function checkoutUrl(token: string): Promise<string> {
  const response = await postJson(server, token, '/payments/create-checkout-session', {
    plan_id: 'standard',
    success_url: `${server.url}/chat?payment=success`,
    cancel_url: `${server.url}/chat?payment=cancelled`,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { checkout_url: string }).checkout_url;
}

async function pay(token: string, number = '4242 4242 4242 4242'): Promise<number> {
  const response = await fetch(await checkoutUrl(token), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Casey Roughneck', expiry: '12 / 34', cvc: '123', number }),
    redirect: 'manual',
  });
  return response.status;
}

async function referrerWithCode() {
  const { accessToken, userId } = await signUpUser(server);
  return { accessToken, userId, code: await generateCode(server, accessToken) };
}

describe('referral reward through the local checkout', () => {
  it('credits the referrer $5.00 when the referred user first pays, and never again', async () => {
    const a = await referrerWithCode();
    const b = await signUpReferred(server, a.code);

    // A declined card is no payment.
    expect(await pay(b.accessToken, '4000 0000 0000 0002')).toBe(402);
    expect((await referralInfo(server, a.accessToken)).total_rewards).toBe(0);

    expect(await pay(b.accessToken)).toBe(303);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_referrals: 1,
      total_rewards: 5,
      pending_rewards: 0,
    });

    // A later payment (cancelled, then subscribed again) earns nothing more.
    const cancelled = await postJson(server, b.accessToken, '/payments/request-cancellation', {
      reason: 'Trying the renewal',
    });
    expect(cancelled.status).toBe(200);
    expect(await pay(b.accessToken)).toBe(303);
    expect((await referralInfo(server, a.accessToken)).total_rewards).toBe(5);
    const rewards = await server.db.query(
      'SELECT amount_cents FROM referral_rewards WHERE referred_user_id = $1',
      [b.userId],
    );
    expect(rewards).toEqual([{ amount_cents: 500 }]);
  });

  it('credits nobody for a user who signed up without a code', async () => {
    const a = await referrerWithCode();
    const lone = await signUpUser(server);
    expect(await pay(lone.accessToken)).toBe(303);
    expect(
      await server.db.query('SELECT 1 FROM referral_rewards WHERE referred_user_id = $1', [
        lone.userId,
      ]),
    ).toEqual([]);
    expect((await referralInfo(server, a.accessToken)).total_rewards).toBe(0);
  });
});
