import type { Database } from '../../src/db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signUpUser,
  startServer,
  uniqueEmail,
  type TestServer,
} from '../helpers/server';
import { generateCode, postAnonymous, referralInfo, signUpReferred } from './helpers';
import { freshClientAddress } from '../helpers/addresses';

let server: TestServer;
let confirming: TestServer;
let disabled: TestServer;
let limited: TestServer;
const SIGNUP_LIMIT = 2;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  // The variants share the database, so codes made on one are known to all.
  const shared: Database = { ...server.db, close: () => Promise.resolve() };
  confirming = await startServer({ AUTH_AUTOCONFIRM: 'false' }, shared);
  disabled = await startServer({ AUTH_DISABLE_SIGNUP: 'true' }, shared);
  limited = await startServer(
    { TRUST_PROXY: '1', RATE_LIMIT_SIGNUP_PER_IP: String(SIGNUP_LIMIT) },
    shared,
  );
});
afterAll(async () => {
  for (const variant of [confirming, disabled, limited]) await variant.close();
  await server.close();
});

async function referrerCode(): Promise<{ code: string; email: string; accessToken: string }> {
  const { accessToken, email } = await signUpUser(server);
  return { code: await generateCode(server, accessToken), email, accessToken };
}

async function userCount(email: string): Promise<number> {
  const rows = await server.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return rows.length;
}

async function referralRowsOf(email: string) {
  return server.db.query<{ referrer_user_id: string; code: string }>(
    `SELECT r.referrer_user_id, r.code FROM referrals r JOIN users u ON u.id = r.referred_user_id
     WHERE u.email = $1`,
    [email],
  );
}

function referralSignup(target: TestServer, body: unknown, ip = freshClientAddress()) {
  return postAnonymous(target, '/referrals/signup', body, { 'x-forwarded-for': ip });
}

function authSignup(target: TestServer, body: unknown, ip = freshClientAddress()) {
  return fetch(`${target.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: target.anonKey, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

describe('POST /referrals/signup', () => {
  it('creates the account, records the referrer and lets the user sign in', async () => {
    const referrer = await referrerCode();
    const email = uniqueEmail('newhand');
    const response = await referralSignup(server, {
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
      referral_code: referrer.code.toLowerCase(),
      data: { full_name: '  Sam Roughneck ' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      user: { id: string; email: string; user_metadata: Record<string, unknown> };
      email_confirmation_required: boolean;
    };
    expect(body.email_confirmation_required).toBe(false);
    expect(body.user.email).toBe(email);
    expect(body.user.user_metadata).toEqual({ full_name: '  Sam Roughneck ' });

    const [referral] = await referralRowsOf(email);
    const [referrerRow] = await server.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [referrer.email],
    );
    expect(referral).toEqual({ referrer_user_id: referrerRow?.id, code: referrer.code });
    const [profile] = await server.db.query(
      'SELECT display_name FROM user_profiles WHERE id = $1',
      [body.user.id],
    );
    expect(profile).toEqual({ display_name: 'Sam Roughneck' });
    // No session was started for the sign-up itself; the web app signs in next.
    const sessions = await server.db.query('SELECT 1 FROM auth_sessions WHERE user_id = $1', [
      body.user.id,
    ]);
    expect(sessions).toEqual([]);
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(body.user.id);

    const referred = await referralInfo(server, data.session?.access_token ?? '');
    expect(referred).toEqual({
      referral_code: null,
      total_referrals: 0,
      total_rewards: 0,
      pending_rewards: 0,
      credit_available: 0,
      credit_applied: 0,
      referred_by_email: referrer.email,
    });
    expect(await referralInfo(server, referrer.accessToken)).toMatchObject({
      referral_code: referrer.code,
      total_referrals: 1,
      total_rewards: 0,
      pending_rewards: 0,
      referred_by_email: null,
    });
  });

  it('answers an unknown code the same whether or not the e-mail has an account', async () => {
    const registered = await referrerCode();
    const answers = await Promise.all(
      [registered.email, uniqueEmail()].map(async (email) => {
        const response = await referralSignup(server, {
          email,
          password: GOOD_PASSWORD,
          referral_code: 'ZZZZZZ',
        });
        // Each answer has its own request id; the rest must be the same.
        const { request_id: _id, ...body } = (await response.json()) as Record<string, unknown>;
        return { status: response.status, body: JSON.stringify(body) };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      status: 422,
      body: JSON.stringify({ detail: 'Referral code not found' }),
    });
  });

  it('refuses an unknown code with a clear detail and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await referralSignup(server, {
      email,
      password: GOOD_PASSWORD,
      referral_code: 'ZZZZZZ',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: 'Referral code not found',
      request_id: expect.any(String) as string,
    });
    expect(await userCount(email)).toBe(0);
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error?.message).toBe('Invalid login credentials');
  });

  it.each([
    ['too short', 'AB3'],
    ['with a look-alike', 'AB3DE0'],
    ['empty', ''],
    ['blank', '      '],
  ])('refuses a malformed code (%s) and creates nothing', async (_, code) => {
    const email = uniqueEmail();
    const response = await referralSignup(server, {
      email,
      password: GOOD_PASSWORD,
      referral_code: code,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(
      /^Invalid referral code format/,
    );
    expect(await userCount(email)).toBe(0);
  });

  it('refuses a missing or null code', async () => {
    for (const body of [
      { email: uniqueEmail(), password: GOOD_PASSWORD },
      { email: uniqueEmail(), password: GOOD_PASSWORD, referral_code: null },
    ]) {
      const response = await referralSignup(server, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { detail: string }).detail).toContain('referral_code');
      expect(await userCount(body.email)).toBe(0);
    }
  });

  it('refuses a user signing up again with their own code: no self-referral', async () => {
    const referrer = await referrerCode();
    const response = await referralSignup(server, {
      email: referrer.email,
      password: GOOD_PASSWORD,
      referral_code: referrer.code,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: 'User already registered',
      request_id: expect.any(String) as string,
    });
    expect(await referralRowsOf(referrer.email)).toEqual([]);
    expect((await referralInfo(server, referrer.accessToken)).total_referrals).toBe(0);
    // And the database refuses such a row outright.
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      referrer.email,
    ]);
    await expect(
      server.db.query(
        'INSERT INTO referrals (referred_user_id, referrer_user_id, code) VALUES ($1, $1, $2)',
        [row?.id, referrer.code],
      ),
    ).rejects.toThrow();
  });

  it('keeps one referrer per account: a second referral sign-up for it is refused', async () => {
    const first = await referrerCode();
    const second = await referrerCode();
    const referred = await signUpReferred(server, first.code);
    const again = await referralSignup(server, {
      email: referred.email,
      password: GOOD_PASSWORD,
      referral_code: second.code,
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      detail: 'User already registered',
      request_id: expect.any(String) as string,
    });
    const rows = await referralRowsOf(referred.email);
    expect(rows.map((row) => row.code)).toEqual([first.code]);
    expect((await referralInfo(server, second.accessToken)).total_referrals).toBe(0);
  });

  it('answers every account error exactly as /auth/v1/signup does, in detail', async () => {
    const { code } = await referrerCode();
    const existing = (await signUpUser(server)).email;
    const cases: Record<string, unknown>[] = [
      {},
      { email: '', password: GOOD_PASSWORD },
      { email: 'not-an-email', password: GOOD_PASSWORD },
      { email: uniqueEmail() },
      { email: uniqueEmail(), password: 'short1' },
      { email: uniqueEmail(), password: 'lettersonly' },
      { email: uniqueEmail(), password: `a1${'x'.repeat(80)}` },
      { email: uniqueEmail(), password: GOOD_PASSWORD, data: { blob: 'x'.repeat(9_000) } },
      { email: existing, password: GOOD_PASSWORD },
    ];
    for (const account of cases) {
      const auth = await authSignup(server, account);
      const referral = await referralSignup(server, { ...account, referral_code: code });
      const authBody = (await auth.json()) as { msg: string; weak_password?: unknown };
      const referralBody = (await referral.json()) as { detail: string; weak_password?: unknown };
      expect(auth.status, JSON.stringify(account)).toBeGreaterThanOrEqual(400);
      expect(referral.status, JSON.stringify(account)).toBe(auth.status);
      expect(referralBody.detail).toBe(authBody.msg);
      expect(referralBody.weak_password).toEqual(authBody.weak_password);
    }
  });

  it('in confirmation mode creates the account unconfirmed and says so', async () => {
    const { code } = await referrerCode();
    const email = uniqueEmail();
    const response = await referralSignup(confirming, {
      email,
      password: GOOD_PASSWORD,
      referral_code: code,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      user: { email: string; email_confirmed_at?: string };
      email_confirmation_required: boolean;
    };
    expect(body.email_confirmation_required).toBe(true);
    expect(body.user.email).toBe(email);
    expect(body.user.email_confirmed_at).toBeUndefined();
    expect(await referralRowsOf(email)).toHaveLength(1);
    const { error } = await confirming
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error?.message).toBe('Email not confirmed');
  });

  it('in confirmation mode reveals nothing about an existing address and records nothing', async () => {
    const referrer = await referrerCode();
    const existing = await signUpUser(server);
    const response = await referralSignup(confirming, {
      email: existing.email,
      password: GOOD_PASSWORD,
      referral_code: referrer.code,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      user: { id: string };
      email_confirmation_required: boolean;
    };
    expect(body.email_confirmation_required).toBe(true);
    expect(body.user.id).not.toBe(existing.userId);
    expect(await referralRowsOf(existing.email)).toEqual([]);
  });

  it('is refused like any sign-up when sign-ups are disabled', async () => {
    const { code } = await referrerCode();
    const email = uniqueEmail();
    const response = await referralSignup(disabled, {
      email,
      password: GOOD_PASSWORD,
      referral_code: code,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: 'Signups not allowed for this instance',
      request_id: expect.any(String) as string,
    });
    expect(await userCount(email)).toBe(0);
  });

  it('shares the per-IP sign-up limit with /auth/v1/signup', async () => {
    const { code } = await referrerCode();
    const ip = freshClientAddress();
    expect(
      (await authSignup(limited, { email: uniqueEmail(), password: GOOD_PASSWORD }, ip)).status,
    ).toBe(200);
    const second = await referralSignup(
      limited,
      { email: uniqueEmail(), password: GOOD_PASSWORD, referral_code: code },
      ip,
    );
    expect(second.status).toBe(200);
    const email = uniqueEmail();
    const third = await referralSignup(
      limited,
      { email, password: GOOD_PASSWORD, referral_code: code },
      ip,
    );
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      detail: 'Request rate limit reached',
      request_id: expect.any(String) as string,
    });
    expect(await userCount(email)).toBe(0);
  });
});
