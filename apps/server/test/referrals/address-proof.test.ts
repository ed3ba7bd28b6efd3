import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/api';
import { codeIn, linkIn, startMailServer, type MailTestServer } from '../helpers/mail';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { signUpUser } from '../helpers/server';
import { generateCode, referralInfo, signUpReferred, type ReferredUser } from './helpers';

/*
 * With AUTH_AUTOCONFIRM=true (the default) every sign-up is confirmed at once, made-up addresses
 * too: a referral reward waits until the referred account proves its address by mail. An account
 * that never did is mailed a confirmation when it first pays; following it earns the reward.
 */

let server: MailTestServer;
let database: ScratchDatabase | undefined;

beforeAll(async () => {
  // On a PostgreSQL server, a database of its own: any server on the database may claim a proof
  // mail and send it, and other test files' servers send theirs elsewhere.
  if (process.env.DATABASE_URL) database = await createScratchDatabase('proof');
  // No hold: only the proof of the address stands between a payment and its reward here.
  server = await startMailServer({
    REFERRAL_REWARD_HOLD_DAYS: '0',
    ...(database && { DATABASE_URL: database.url }),
  });
});
afterAll(async () => {
  await server.close();
  await database?.drop();
});

async function pay(token: string): Promise<void> {
  const session = await postJson(server, token, '/payments/create-checkout-session', {
    plan_id: 'standard',
    success_url: `${server.url}/chat?payment=success`,
    cancel_url: `${server.url}/chat?payment=cancelled`,
  });
  const { checkout_url: url } = (await session.json()) as { checkout_url: string };
  const paid = await fetch(url, {
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

async function referrerAndReferred(): Promise<{
  referrer: { accessToken: string };
  referred: ReferredUser;
}> {
  const referrer = await signUpUser(server);
  const code = await generateCode(server, referrer.accessToken);
  const referred = await signUpReferred(server, code, undefined, { proven: false });
  return { referrer, referred };
}

describe('a referral reward with automatic confirmation', () => {
  it('waits for the referred address to be proven: a confirmation is mailed at the first payment', async () => {
    const { referrer, referred } = await referrerAndReferred();
    // Signed up and signed in at once: confirmed automatically, and no mail sent.
    expect(server.capture.list(referred.email)).toEqual([]);

    const mail = await server.nextMail(referred.email, () => pay(referred.accessToken));
    expect(mail.subject).toBe('Confirm your PetroSage e-mail address');
    expect(mail.text).toContain('referral reward');
    expect(await referralInfo(server, referrer.accessToken)).toMatchObject({
      total_referrals: 1,
      total_rewards: 0,
      pending_rewards: 5,
    });

    const followed = await server.follow(linkIn(mail));
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toContain('access_token=');
    expect(await referralInfo(server, referrer.accessToken)).toMatchObject({
      total_rewards: 5,
      pending_rewards: 0,
      credit_available: 5,
    });
  });

  it('stays pending for an address nobody proves, and the mail is sent once', async () => {
    const { referrer, referred } = await referrerAndReferred();
    await server.nextMail(referred.email, () => pay(referred.accessToken));
    // A later payment (cancelled, then subscribed again) mails nothing more.
    const cancelled = await postJson(
      server,
      referred.accessToken,
      '/payments/request-cancellation',
      {
        reason: 'Trying again',
      },
    );
    expect(cancelled.status).toBe(200);
    await pay(referred.accessToken);
    expect(await referralInfo(server, referrer.accessToken)).toMatchObject({
      total_rewards: 0,
      pending_rewards: 5,
    });
    expect(server.capture.list(referred.email)).toHaveLength(1);
  });

  it('is earned at once when the address was proven before the payment, with no mail', async () => {
    const { referrer, referred } = await referrerAndReferred();
    // A sign-in code mailed to the address and entered proves it as well as a confirmation.
    const client = server.client();
    const codeMail = await server.nextMail(referred.email, async () => {
      const { error } = await client.auth.signInWithOtp({
        email: referred.email,
        options: { shouldCreateUser: false },
      });
      expect(error).toBeNull();
    });
    const { error } = await client.auth.verifyOtp({
      email: referred.email,
      token: codeIn(codeMail),
      type: 'email',
    });
    expect(error).toBeNull();

    await pay(referred.accessToken);
    expect(await referralInfo(server, referrer.accessToken)).toMatchObject({
      total_rewards: 5,
      pending_rewards: 0,
    });
    expect(server.capture.list(referred.email)).toHaveLength(1);
  });
});
