import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/api';
import { startMailServer, type MailTestServer } from '../helpers/mail';
import { signUpUser, startServer, uniqueEmail } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { generateCode, signUpReferred } from '../referrals/helpers';
import { auditOf, call, SERVICE_KEY } from './helpers';

/** The operator console's routes (`/admin` in the web app), on a server that mails over SMTP. */
let server: MailTestServer;

beforeAll(async () => {
  server = await startMailServer({ AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
});
afterAll(() => server.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** Any string (a date, an id): `expect.any` is typed `any`. */
const aString: unknown = expect.any(String);

type Json = Record<string, unknown>;
const list = (body: Json, key: string) => body[key] as Json[];

/** Pays for Standard through the local test checkout, as a user would. */
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

async function ask(token: string, content: string): Promise<string> {
  const response = await postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content }],
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

describe('the console routes', () => {
  const reads = [
    ['GET', '/api/admin/session'],
    ['GET', '/api/admin/accounts'],
    ['GET', `/api/admin/users/${UNKNOWN}/overview`],
    ['POST', `/api/admin/users/${UNKNOWN}/links`],
    ['GET', '/api/admin/reports/subscriptions'],
    ['GET', '/api/admin/reports/usage'],
    ['GET', '/api/admin/referral-rewards'],
    ['GET', '/api/admin/mails'],
    ['PUT', `/api/admin/users/${UNKNOWN}/operator`],
  ] as const;

  it('refuse a caller without the operator key, and a signed-in user', async () => {
    const user = await signUpUser(server);
    for (const [method, path] of reads) {
      const body =
        method === 'POST'
          ? { type: 'recovery' }
          : method === 'PUT'
            ? { operator: true }
            : undefined;
      const none = await call(server, path, { method, token: null, body });
      expect([path, none.status]).toEqual([path, 401]);
      const asUser = await call(server, path, { method, token: user.accessToken, body });
      expect([path, asUser.status, asUser.body.detail]).toEqual([path, 403, 'User not allowed']);
      const wrong = await call(server, path, { method, token: `${SERVICE_KEY}x`, body });
      expect([path, wrong.status]).toEqual([path, 403]);
    }
    const open = await call(server, '/api/admin/session');
    expect(open).toMatchObject({ status: 200, body: { operator: true } });
  });

  it('refuse bad input with a 4xx', async () => {
    for (const path of [
      '/api/admin/accounts?plan=gold',
      '/api/admin/accounts?status=happy',
      '/api/admin/accounts?limit=0',
      '/api/admin/accounts?limit=201',
      `/api/admin/accounts?email=${'x'.repeat(256)}`,
      '/api/admin/reports/usage?days=0',
      '/api/admin/reports/usage?days=abc',
      '/api/admin/referral-rewards?status=paid',
      '/api/admin/mails?limit=-1',
    ]) {
      const answer = await call(server, path);
      expect([path, answer.status]).toEqual([path, 422]);
    }
    for (const path of [`/api/admin/users/${UNKNOWN}/overview`, '/api/admin/users/nope/overview']) {
      expect((await call(server, path)).status).toBe(404);
    }
    for (const body of [{}, { type: 'invite' }, { type: 7 }]) {
      const answer = await call(server, `/api/admin/users/${UNKNOWN}/links`, {
        method: 'POST',
        body,
      });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 422]);
    }
    const unknown = await call(server, `/api/admin/users/${UNKNOWN}/links`, {
      method: 'POST',
      body: { type: 'recovery' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('finding accounts', () => {
  it('by e-mail, plan and status, each with its own plan', async () => {
    const tag = `find-${Date.now().toString(36)}`;
    const granted = await signUpUser(server, uniqueEmail(tag));
    const free = await signUpUser(server, uniqueEmail(tag));
    const banned = await signUpUser(server, uniqueEmail(tag));
    const other = await signUpUser(server);
    await call(server, `/api/admin/users/${granted.userId}/standard-access`, {
      method: 'POST',
      body: { days: 30 },
    });
    await call(server, `/auth/v1/admin/users/${banned.userId}`, {
      method: 'PUT',
      body: { ban_duration: '24h' },
    });

    const byEmail = await call(server, `/api/admin/accounts?email=${tag.toUpperCase()}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.total).toBe(3);
    const accounts = list(byEmail.body, 'accounts');
    // Newest first.
    expect(accounts.map((account) => account.email)).toEqual([
      banned.email,
      free.email,
      granted.email,
    ]);
    expect(accounts.find((account) => account.id === granted.userId)).toMatchObject({
      plan: 'standard',
      banned_until: null,
    });
    expect(accounts.find((account) => account.id === free.userId)).toMatchObject({
      plan: 'free',
      subscription_status: null,
      operator_grant_until: null,
    });
    expect(accounts.find((account) => account.id === banned.userId)?.banned_until).toEqual(aString);
    expect(accounts.map((account) => account.id)).not.toContain(other.userId);

    const standard = await call(server, `/api/admin/accounts?email=${tag}&plan=standard`);
    expect(list(standard.body, 'accounts').map((account) => account.id)).toEqual([granted.userId]);
    const bannedOnly = await call(server, `/api/admin/accounts?email=${tag}&status=banned`);
    expect(list(bannedOnly.body, 'accounts').map((account) => account.id)).toEqual([banned.userId]);
    const page = await call(server, `/api/admin/accounts?email=${tag}&limit=1&offset=1`);
    expect(page.body.total).toBe(3);
    expect(list(page.body, 'accounts').map((account) => account.id)).toEqual([free.userId]);

    const audit = await server.db.query<{ action: string; detail: Json }>(
      `SELECT action, detail FROM operator_audit_log WHERE action = 'accounts.searched'
       AND detail->>'email' = $1 ORDER BY created_at`,
      [tag.toUpperCase()],
    );
    expect(audit.map((row) => row.detail)).toEqual([{ email: tag.toUpperCase(), offset: 0 }]);
  });
});

describe("one account's overview", () => {
  it('shows its own profile, prompts and referrals, not another account’s', async () => {
    const referrer = await signUpUser(server);
    const code = await generateCode(server, referrer.accessToken);
    const referred = await signUpReferred(server, code);
    await pay(referred.accessToken);
    const second = await signUpUser(server);
    await grantStandard(server, second.accessToken);
    await ask(second.accessToken, 'convert 250 psi to bar');
    await ask(second.accessToken, 'convert 10 ft to m');

    const mine = await call(server, `/api/admin/users/${referrer.userId}/overview`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      usage: { limit: 1000, today: 0, last_30_days: 0, days: [] },
      referrals: {
        code,
        referred_by: null,
        referred: [
          {
            user_id: referred.userId,
            email: referred.email,
            // Held for 14 days before it can be used (REFERRAL_REWARD_HOLD_DAYS).
            reward_status: 'pending',
            reward_cents: 500,
          },
        ],
      },
    });
    const theirs = await call(server, `/api/admin/users/${referred.userId}/overview`);
    expect(theirs.body).toMatchObject({
      referrals: {
        code: null,
        referred_by: { user_id: referrer.userId, email: referrer.email },
        referred: [],
      },
    });
    const today = new Date().toISOString().slice(0, 10);
    const other = await call(server, `/api/admin/users/${second.userId}/overview`);
    expect(other.body).toMatchObject({
      usage: { today: 2, last_30_days: 2, days: [{ day: today, prompts: 2 }] },
      referrals: { code: null, referred_by: null, referred: [] },
    });
    expect((await auditOf(server, referrer.userId)).map((row) => row.action)).toEqual([
      'user.overview_viewed',
    ]);
  });
});

describe('resending a link', () => {
  it('mails a password reset, shows it among recent mails, and logs it', async () => {
    const user = await signUpUser(server);
    const mail = await server.nextMail(user.email, async () => {
      const sent = await call(server, `/api/admin/users/${user.userId}/links`, {
        method: 'POST',
        body: { type: 'recovery' },
      });
      expect(sent).toMatchObject({
        status: 200,
        body: { sent: true, type: 'recovery', email: user.email },
      });
    });
    expect(mail.text).toMatch(/\/auth\/v1\/verify\?token=/);
    // The address is already confirmed: no confirmation to send.
    const confirm = await call(server, `/api/admin/users/${user.userId}/links`, {
      method: 'POST',
      body: { type: 'signup' },
    });
    expect(confirm.status).toBe(400);

    const mails = await call(server, '/api/admin/mails?limit=200');
    expect(mails.status).toBe(200);
    const mine = list(mails.body, 'mails').filter((row) => row.to === user.email);
    expect(mine).toEqual([
      {
        id: aString,
        to: user.email,
        subject: mail.subject,
        status: 'sent',
        error: null,
        created_at: aString,
      },
    ]);
    // The log keeps no body: the link in it signs in.
    const stored = await server.db.query('SELECT * FROM mail_log WHERE to_address = $1', [
      user.email,
    ]);
    expect(JSON.stringify(stored)).not.toContain('token=');
    expect(await auditOf(server, user.userId)).toEqual([
      expect.objectContaining({ action: 'link.sent', detail: { type: 'recovery' } }),
    ]);
  });
});

describe('reports', () => {
  it('count subscriptions and monthly revenue as they change', async () => {
    const before = (await call(server, '/api/admin/reports/subscriptions')).body;
    const payer = await signUpUser(server);
    await pay(payer.accessToken);
    const granted = await signUpUser(server);
    await call(server, `/api/admin/users/${granted.userId}/standard-access`, {
      method: 'POST',
      body: { days: 7 },
    });
    const after = await call(server, '/api/admin/reports/subscriptions');
    expect(after.status).toBe(200);
    const delta = (key: string) => Number(after.body[key]) - Number(before[key]);
    // On PostgreSQL other test files share the database and may subscribe users in between: what
    // this test adds is counted at least, and revenue moves by whole subscriptions.
    for (const key of ['active', 'paying', 'operator_grants']) {
      expect(delta(key), key).toBeGreaterThanOrEqual(1);
    }
    expect(delta('monthly_revenue_cents')).toBeGreaterThanOrEqual(499);
    expect(delta('monthly_revenue_cents') % 499).toBe(0);
    expect(after.body.price_cents).toBe(499);
  });

  it('show prompts per day, allowance hits, top users and what the engine could not answer', async () => {
    const asker = await signUpUser(server);
    await grantStandard(server, asker.accessToken);
    const question = `Draft an email to my landowner about lease ${Date.now().toString(36)}`;
    expect(await ask(asker.accessToken, question)).toContain('needs a language model');
    expect(await ask(asker.accessToken, `  ${question.toUpperCase()} `)).toContain(
      'needs a language model',
    );
    expect(await ask(asker.accessToken, 'convert 250 psi to bar')).toContain('bar');
    // A heavy user who used the whole day's allowance (written as the allowance counter keeps it).
    const heavy = await signUpUser(server);
    await server.db.query(
      `INSERT INTO message_allowance (user_id, day, used)
       VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1000)`,
      [heavy.userId],
    );

    const usage = await call(server, '/api/admin/reports/usage?days=7');
    expect(usage.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const [day] = list(usage.body, 'days');
    expect(day?.day).toBe(today);
    expect(Number(day?.prompts)).toBeGreaterThanOrEqual(1003);
    expect(Number(day?.allowance_hits)).toBeGreaterThanOrEqual(1);
    // Most prompts first; other test files may share the database and its day.
    const top = list(usage.body, 'top_users');
    const prompts = top.map((row) => Number(row.prompts));
    expect(prompts).toEqual([...prompts].sort((a, b) => b - a));
    expect(top.find((row) => row.user_id === heavy.userId)).toEqual({
      user_id: heavy.userId,
      email: heavy.email,
      prompts: 1000,
    });
    const unanswered = list(usage.body, 'unanswered').find(
      (row) => row.question === question.toLowerCase(),
    );
    expect(unanswered).toMatchObject({ times: 2, last_asked_at: aString });
    expect(list(usage.body, 'unanswered').map((row) => row.question)).not.toContain(
      'convert 250 psi to bar',
    );
  });

  it('list referral rewards by status, and a voided one as void', async () => {
    const referrer = await signUpUser(server);
    const referred = await signUpReferred(server, await generateCode(server, referrer.accessToken));
    await pay(referred.accessToken);
    const pending = await call(server, '/api/admin/referral-rewards?status=pending&limit=200');
    expect(pending.status).toBe(200);
    const row = list(pending.body, 'rewards').find(
      (reward) => reward.referred_user_id === referred.userId,
    );
    expect(row).toMatchObject({
      referrer_user_id: referrer.userId,
      referrer_email: referrer.email,
      referred_email: referred.email,
      amount_cents: 500,
      status: 'pending',
      voided_at: null,
    });
    const earned = await call(server, '/api/admin/referral-rewards?status=earned&limit=200');
    expect(list(earned.body, 'rewards').map((reward) => reward.referred_user_id)).not.toContain(
      referred.userId,
    );

    const voided = await call(server, `/api/admin/referral-rewards/${referred.userId}/void`, {
      method: 'POST',
      body: { reason: 'Chargeback' },
    });
    expect(voided.status).toBe(200);
    const voids = await call(server, '/api/admin/referral-rewards?status=void&limit=200');
    expect(
      list(voids.body, 'rewards').find((reward) => reward.referred_user_id === referred.userId),
    ).toMatchObject({ status: 'void', void_reason: 'Chargeback', voided_at: aString });
    const stillPending = await call(server, '/api/admin/referral-rewards?status=pending&limit=200');
    expect(
      list(stillPending.body, 'rewards').map((reward) => reward.referred_user_id),
    ).not.toContain(referred.userId);
  });
});

describe('a mail that cannot be sent', () => {
  it('is in the mail log as failed, with why', async () => {
    // Nothing listens on port 9 of this machine: the SMTP connection is refused.
    const broken = await startServer({
      AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      const user = await signUpUser(broken);
      const sent = await call(broken, `/api/admin/users/${user.userId}/links`, {
        method: 'POST',
        body: { type: 'recovery' },
      });
      expect(sent.status).toBe(500);
      const mails = await call(broken, '/api/admin/mails');
      const rows = list(mails.body, 'mails').filter((row) => row.to === user.email);
      expect(rows.map((row) => row.status)).toEqual(['failed']);
      expect(rows[0]?.error).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });
});

describe('accounts marked operator', () => {
  it('open the operator API with their own session until unmarked, and sign what they do', async () => {
    const staff = await signUpUser(server);
    const customer = await signUpUser(server);
    const asStaff = (path: string, init: { method?: string; body?: unknown } = {}) =>
      call(server, path, { ...init, token: staff.accessToken });
    expect((await asStaff('/api/admin/session')).status).toBe(403);
    // A user cannot mark themselves.
    expect(
      (
        await asStaff(`/api/admin/users/${staff.userId}/operator`, {
          method: 'PUT',
          body: { operator: true },
        })
      ).status,
    ).toBe(403);

    const marked = await call(server, `/api/admin/users/${staff.userId}/operator`, {
      method: 'PUT',
      body: { operator: true },
    });
    expect(marked).toMatchObject({ status: 200, body: { user_id: staff.userId, operator: true } });
    expect((await asStaff('/api/admin/session')).status).toBe(200);
    const found = await asStaff(`/api/admin/accounts?email=${customer.email}`);
    expect(list(found.body, 'accounts').map((account) => account.id)).toEqual([customer.userId]);
    const granted = await asStaff(`/api/admin/users/${customer.userId}/standard-access`, {
      method: 'POST',
      body: { days: 3 },
    });
    expect(granted.status).toBe(200);
    expect((await asStaff(`/auth/v1/admin/users/${customer.userId}`)).status).toBe(200);
    // The overview says who may open the console.
    expect((await call(server, `/api/admin/users/${staff.userId}/overview`)).body.operator).toBe(
      true,
    );
    expect((await call(server, `/api/admin/users/${customer.userId}/overview`)).body.operator).toBe(
      false,
    );
    // What the account did is signed with its id; what the key did is not.
    const rows = await auditOf(server, customer.userId);
    expect(rows.find((row) => row.action === 'standard_access.granted')?.detail).toEqual({
      days: 3,
      by: staff.userId,
    });
    expect((await auditOf(server, staff.userId)).map((row) => [row.action, row.detail])).toEqual([
      ['operator_account.granted', {}],
      ['user.overview_viewed', {}],
    ]);

    const unmarked = await call(server, `/api/admin/users/${staff.userId}/operator`, {
      method: 'PUT',
      body: { operator: false },
    });
    expect(unmarked.body).toEqual({ user_id: staff.userId, operator: false });
    expect((await asStaff('/api/admin/session')).status).toBe(403);
    expect((await asStaff(`/auth/v1/admin/users/${customer.userId}`)).status).toBe(403);
  });

  it('refuse bad input with a 4xx', async () => {
    const user = await signUpUser(server);
    for (const body of [{}, { operator: 'yes' }, { operator: 1 }]) {
      const answer = await call(server, `/api/admin/users/${user.userId}/operator`, {
        method: 'PUT',
        body,
      });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 422]);
    }
    for (const id of [UNKNOWN, 'nope']) {
      const answer = await call(server, `/api/admin/users/${id}/operator`, {
        method: 'PUT',
        body: { operator: true },
      });
      expect([id, answer.status]).toEqual([id, 404]);
    }
  });
});
