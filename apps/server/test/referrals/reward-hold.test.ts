import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralService } from '../../src/modules/referrals/referrals.service';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, referralServiceOf, signUpReferred } from './helpers';

/*
 * Referral farming: sock-puppet accounts with one's own code must not earn more than the plan
 * costs. A reward is pending through the refund window and until the referred e-mail is
 * confirmed, and one referrer earns at most REFERRAL_REWARDS_PER_MONTH a month.
 */

let server: TestServer;
let referrals: ReferralService;
beforeAll(async () => {
  server = await startServer({ REFERRAL_REWARD_HOLD_DAYS: '14', REFERRAL_REWARDS_PER_MONTH: '2' });
  referrals = referralServiceOf(server);
});
afterAll(() => server.close());

async function referrer() {
  const { accessToken, userId } = await signUpUser(server);
  return { accessToken, userId, code: await generateCode(server, accessToken) };
}

const firstPaymentSucceeds = (userId: string) =>
  server.db.transaction((tx) => referrals.rewardFirstPayment(tx, userId));

describe('a referral reward', () => {
  it('is pending through the refund window, then earned', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code);
    expect(await firstPaymentSucceeds(b.userId)).toMatchObject({
      rewarded: true,
      amountCents: 500,
    });
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 0,
      pending_rewards: 5,
    });
    // The window passes (14 days after the payment).
    await server.db.query(
      "UPDATE referral_rewards SET available_at = now() - interval '1 second' WHERE referred_user_id = $1",
      [b.userId],
    );
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 5,
      pending_rewards: 0,
    });
  });

  it('stays pending while the referred address is not proven, though confirmed automatically', async () => {
    const a = await referrer();
    const b = await signUpReferred(server, a.code, undefined, { proven: false });
    await firstPaymentSucceeds(b.userId);
    const [user] = await server.db.query<{ confirmed: boolean }>(
      'SELECT email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE id = $1',
      [b.userId],
    );
    expect(user?.confirmed).toBe(true);
    await server.db.query(
      "UPDATE referral_rewards SET available_at = now() - interval '1 day' WHERE referred_user_id = $1",
      [b.userId],
    );
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_rewards: 0,
      pending_rewards: 5,
    });
  });

  it('is granted at most REFERRAL_REWARDS_PER_MONTH times a month to one referrer', async () => {
    const a = await referrer();
    const referred = [];
    for (let i = 0; i < 3; i += 1) referred.push(await signUpReferred(server, a.code));
    const outcomes = [];
    for (const account of referred) outcomes.push(await firstPaymentSucceeds(account.userId));
    expect(outcomes.map((outcome) => outcome.rewarded)).toEqual([true, true, false]);
    expect(await referralInfo(server, a.accessToken)).toMatchObject({
      total_referrals: 3,
      pending_rewards: 10,
    });
  });
});
