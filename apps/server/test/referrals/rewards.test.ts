import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralService } from '../../src/modules/referrals/referrals.service';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, referralServiceOf, signUpReferred } from './helpers';

let server: TestServer;
let referrals: ReferralService;

beforeAll(async () => {
  // Rewards available at once here; the hold has its own tests (reward-hold.test.ts).
  server = await startServer({ REFERRAL_REWARD_HOLD_DAYS: '0' });
  referrals = referralServiceOf(server);
});
afterAll(() => server.close());

async function referrer() {
  const { accessToken, userId } = await signUpUser(server);
  return { accessToken, userId, code: await generateCode(server, accessToken) };
}

/** What the payment flow does: record the payment and reward in one transaction. */
function firstPaymentSucceeds(service: ReferralService, userId: string) {
  return server.db.transaction((tx) => service.rewardFirstPayment(tx, userId));
}

async function rewardRows(referredUserId: string) {
  return server.db.query<{ referrer_user_id: string; amount_cents: number }>(
    'SELECT referrer_user_id, amount_cents FROM referral_rewards WHERE referred_user_id = $1',
    [referredUserId],
  );
}

describe('ReferralService.rewardFirstPayment', () => {
  it('credits the referrer REFERRAL_REWARD_CENTS (500 by default) once', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_referrals: 1,
      total_rewards: 0,
      pending_rewards: 0,
    });

    expect(await firstPaymentSucceeds(referrals, b.userId)).toEqual({
      rewarded: true,
      referrerUserId: a.userId,
      amountCents: 500,
    });
    expect(await rewardRows(b.userId)).toEqual([{ referrer_user_id: a.userId, amount_cents: 500 }]);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_referrals: 1,
      total_rewards: 5,
      pending_rewards: 0,
    });
  });

  it('credits nothing for the same payment reported twice or for later payments', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    await firstPaymentSucceeds(referrals, b.userId);
    for (let payment = 0; payment < 3; payment += 1) {
      expect(await firstPaymentSucceeds(referrals, b.userId)).toEqual({ rewarded: false });
    }
    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () => firstPaymentSucceeds(referrals, b.userId)),
    );
    expect(concurrent.every((outcome) => !outcome.rewarded)).toBe(true);
    expect(await rewardRows(b.userId)).toHaveLength(1);
    expect((await referralInfo(server, a.accessToken)).total_rewards).toBe(5);
  });

  it('credits nothing for an account nobody referred', async () => {
    const lone = await signUpUser(server);
    expect(await firstPaymentSucceeds(referrals, lone.userId)).toEqual({ rewarded: false });
    expect(await rewardRows(lone.userId)).toEqual([]);
  });

  it('runs in the caller’s transaction: a payment rolled back leaves no reward', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    await expect(
      server.db.transaction(async (tx) => {
        expect((await referrals.rewardFirstPayment(tx, b.userId)).rewarded).toBe(true);
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('the payment could not be recorded');
    expect(await rewardRows(b.userId)).toEqual([]);
    // The real first payment afterwards still earns the reward.
    expect((await firstPaymentSucceeds(referrals, b.userId)).rewarded).toBe(true);
  });

  it('adds up every referred account’s reward, in dollars', async () => {
    const a = await referrer();
    const referred = [];
    for (let index = 0; index < 3; index += 1) referred.push(await signUpReferred(server, a.code));
    await firstPaymentSucceeds(referrals, referred[0]?.userId ?? '');
    await firstPaymentSucceeds(referrals, referred[2]?.userId ?? '');
    expect(await referralInfo(server, a.accessToken)).toEqual({
      referral_code: a.code,
      total_referrals: 3,
      total_rewards: 10,
      pending_rewards: 0,
      credit_available: 10,
      credit_applied: 0,
      referred_by_email: null,
    });
  });

  it('pays the configured amount', async () => {
    const custom = await startServer(
      { REFERRAL_REWARD_CENTS: '749', REFERRAL_REWARD_HOLD_DAYS: '0' },
      {
        ...server.db,
        close: () => Promise.resolve(),
      },
    );
    try {
      const a = await referrer();
      const b = await signUpReferred(server, a.code);
      expect(await firstPaymentSucceeds(referralServiceOf(custom), b.userId)).toMatchObject({
        amountCents: 749,
      });
      expect((await referralInfo(custom, a.accessToken)).total_rewards).toBe(7.49);
    } finally {
      await custom.close();
    }
  });
});
