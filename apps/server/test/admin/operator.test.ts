import type { SubscriptionStatusResponse } from '@petrosage/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, signUpReferred } from '../referrals/helpers';
import { REFUSED_KEYS_LOGGED_PER_IP } from '../../src/modules/admin/operator.service';
import { auditOf, call, SERVICE_KEY } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
    REFERRAL_REWARD_HOLD_DAYS: '0',
  });
});
afterAll(() => server.close());

/** What the user's own subscription call answers them. */
async function statusOf(token: string): Promise<SubscriptionStatusResponse> {
  const response = await api(server, token, '/payments/subscription-status');
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriptionStatusResponse;
}

/** Pays for the Standard Plan through the local test checkout, as a user would. */
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

describe('Standard access granted and revoked by an operator', () => {
  it('changes what the user’s status call answers, and logs both actions', async () => {
    const user = await signUpUser(server);
    expect((await statusOf(user.accessToken)).has_access).toBe(false);

    const granted = await call(server, `/api/admin/users/${user.userId}/standard-access`, {
      method: 'POST',
      body: { days: 30, reason: 'Conference pilot' },
    });
    expect(granted.status).toBe(200);
    const until = Date.parse(String(granted.body.operator_grant_until));
    expect(until - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    const status = await statusOf(user.accessToken);
    expect(status.has_access).toBe(true);
    expect(status.has_active_subscription).toBe(true);
    expect(status.subscription).toMatchObject({
      status: 'active',
      plan_tier: 'standard',
      provisional: false,
      provider: null,
      next_billing_date: null,
    });
    expect(Date.parse(status.subscription?.current_period_end ?? '')).toBe(until);
    // Prompts are admitted: the allowance counts them.
    const prompt = await postJson(server, user.accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'Hydrostatic gradient of 10 ppg mud?' }],
    });
    expect(prompt.status).toBe(200);

    const view = await call(server, `/api/admin/users/${user.userId}/subscription`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ has_access: true, usage: { used: 1, limit: 1000 } });

    const revoked = await call(server, `/api/admin/users/${user.userId}/standard-access`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ has_access: false, operator_grant_until: null });
    const after = await statusOf(user.accessToken);
    expect(after.has_access).toBe(false);
    expect(after.has_active_subscription).toBe(false);

    expect((await auditOf(server, user.userId)).map((row) => row.action)).toEqual([
      'standard_access.granted',
      'subscription.viewed',
      'standard_access.revoked',
    ]);
    const [grantRow] = await auditOf(server, user.userId);
    expect(grantRow?.detail).toEqual({ days: 30, reason: 'Conference pilot' });
  });

  it('leaves a paid subscription to its provider when access is revoked', async () => {
    const user = await signUpUser(server);
    await pay(user.accessToken);
    const revoked = await call(server, `/api/admin/users/${user.userId}/standard-access`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect((await statusOf(user.accessToken)).subscription?.provider).toBe('local');
    expect((await statusOf(user.accessToken)).has_access).toBe(true);
    const [row] = await auditOf(server, user.userId);
    expect(row).toMatchObject({ action: 'standard_access.revoked', detail: { ended: false } });
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const user = await signUpUser(server);
    const path = `/api/admin/users/${user.userId}/standard-access`;
    for (const body of [{}, { days: 0 }, { days: 3651 }, { days: 1.5 }, { days: '7' }, []]) {
      const answer = await call(server, path, { method: 'POST', body });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 422]);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, target] of [
      ['POST', `/api/admin/users/${unknown}/standard-access`],
      ['DELETE', `/api/admin/users/${unknown}/standard-access`],
      ['GET', `/api/admin/users/${unknown}/subscription`],
      ['GET', '/api/admin/users/nope/subscription'],
      ['POST', '/api/admin/users/nope/standard-access'],
    ] as const) {
      const answer = await call(server, target, {
        method,
        ...(method === 'POST' && { body: { days: 3 } }),
      });
      expect([method, target, answer.status]).toEqual([method, target, 404]);
    }
    const audit = await call(server, '/api/admin/audit-log?limit=0');
    expect(audit.status).toBe(422);
    expect((await statusOf(user.accessToken)).has_access).toBe(false);
    expect(await auditOf(server, user.userId)).toEqual([]);
  });
});

describe('refunding a referral reward', () => {
  it('voids the referrer’s credit once, with the reason in the log', async () => {
    const referrer = await signUpUser(server);
    const code = await generateCode(server, referrer.accessToken);
    const referred = await signUpReferred(server, code);
    await pay(referred.accessToken);
    expect((await referralInfo(server, referrer.accessToken)).total_rewards).toBe(5);

    const path = `/api/admin/referral-rewards/${referred.userId}/void`;
    const voided = await call(server, path, {
      method: 'POST',
      body: { reason: 'First payment refunded by support' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toEqual({
      voided: true,
      referred_user_id: referred.userId,
      referrer_user_id: referrer.userId,
      amount_cents: 500,
    });
    const info = await referralInfo(server, referrer.accessToken);
    expect(info.total_rewards).toBe(0);
    expect(info.credit_available).toBe(0);

    const again = await call(server, path, { method: 'POST', body: { reason: 'Twice' } });
    expect(again.status).toBe(409);
    const none = await call(server, `/api/admin/referral-rewards/${referrer.userId}/void`, {
      method: 'POST',
      body: { reason: 'No reward here' },
    });
    expect(none.status).toBe(404);
    const noReason = await call(server, path, { method: 'POST', body: {} });
    expect(noReason.status).toBe(422);

    const rows = await auditOf(server, referrer.userId);
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      [
        'referral_reward.voided',
        {
          referred_user_id: referred.userId,
          amount_cents: 500,
          reason: 'First payment refunded by support',
        },
      ],
    ]);
  });
});

describe('the audit log', () => {
  it('lists operator actions newest first, for one account when asked', async () => {
    const user = await signUpUser(server);
    await call(server, `/api/admin/users/${user.userId}/standard-access`, {
      method: 'POST',
      body: { days: 1 },
    });
    await call(server, `/auth/v1/admin/users/${user.userId}`);
    const log = await call(server, `/api/admin/audit-log?user_id=${user.userId}`);
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(2);
    expect((log.body.entries as { action: string }[]).map((entry) => entry.action)).toEqual([
      'user.viewed',
      'standard_access.granted',
    ]);
    const bad = await call(server, '/api/admin/audit-log?user_id=nope');
    expect(bad.status).toBe(422);
  });
});

describe('reads of the audit log', () => {
  it('are logged, about the account they were filtered by', async () => {
    const user = await signUpUser(server);
    await call(server, `/api/admin/users/${user.userId}/standard-access`, {
      method: 'POST',
      body: { days: 1 },
    });
    const first = await call(server, `/api/admin/audit-log?user_id=${user.userId}&limit=10`);
    expect(first.status).toBe(200);
    // The answer shows what was there before the read.
    expect((first.body.entries as { action: string }[]).map((entry) => entry.action)).toEqual([
      'standard_access.granted',
    ]);
    const again = await call(server, `/api/admin/audit-log?user_id=${user.userId}`);
    expect(again.body.entries).toEqual([
      expect.objectContaining({
        action: 'audit_log.read',
        target_user_id: user.userId,
        detail: { limit: 10, offset: 0, entries: 1 },
        ip: '127.0.0.1',
      }),
      expect.objectContaining({ action: 'standard_access.granted' }),
    ]);
    expect((await auditOf(server, user.userId)).map((row) => row.action)).toEqual([
      'standard_access.granted',
      'audit_log.read',
      'audit_log.read',
    ]);
  });

  it('of the whole log are logged too', async () => {
    const read = await call(server, '/api/admin/audit-log?limit=1');
    expect(read.status).toBe(200);
    const [row] = await server.db.query<{ target_user_id: string | null; detail: unknown }>(
      `SELECT target_user_id, detail FROM operator_audit_log WHERE action = 'audit_log.read'
       ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row).toEqual({ target_user_id: null, detail: { limit: 1, offset: 0, entries: 1 } });
  });
});

describe('refused operator-key attempts', () => {
  /** The refusals logged since `since`, oldest first. */
  async function refusals(since: Date) {
    return server.db.query<{ detail: Record<string, unknown>; ip: string }>(
      `SELECT detail, ip FROM operator_audit_log
       WHERE action = 'operator_key.refused' AND created_at >= $1 ORDER BY created_at`,
      [since],
    );
  }

  it('are logged with the reason, the route and the address, never the key', async () => {
    const [{ now } = { now: new Date() }] = await server.db.query<{ now: Date }>(
      'SELECT now() AS now',
    );
    const user = await signUpUser(server);
    const forged = await call(server, '/api/admin/audit-log', { token: 'forged-operator-key' });
    expect(forged.status).toBe(403);
    const asUser = await call(server, `/auth/v1/admin/users/${user.userId}`, {
      token: user.accessToken,
    });
    expect(asUser.status).toBe(403);
    const none = await call(server, `/api/admin/users/${user.userId}/standard-access`, {
      method: 'POST',
      token: null,
      body: { days: 30 },
    });
    expect(none.status).toBe(401);
    // Refused access changed nothing.
    expect((await statusOf(user.accessToken)).has_access).toBe(false);

    const rows = await refusals(now);
    expect(rows).toEqual([
      {
        detail: { reason: 'wrong_key', method: 'GET', route: '/api/admin/audit-log' },
        ip: '127.0.0.1',
      },
      {
        detail: { reason: 'wrong_key', method: 'GET', route: '/auth/v1/admin/users/:userId' },
        ip: '127.0.0.1',
      },
      {
        detail: {
          reason: 'no_key',
          method: 'POST',
          route: '/api/admin/users/:userId/standard-access',
        },
        ip: '127.0.0.1',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('forged-operator-key');
    expect(JSON.stringify(rows)).not.toContain(user.accessToken);
  });

  it('from one address are logged up to a bound an hour, then once that more go unlogged', async () => {
    const flooded = await startServer({ AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
    try {
      for (let i = 0; i < REFUSED_KEYS_LOGGED_PER_IP + 5; i += 1) {
        const answer = await call(flooded, '/api/admin/audit-log', { token: `forged-${i}` });
        expect(answer.status).toBe(403);
      }
      const rows = await flooded.db.query<{ detail: Record<string, unknown> }>(
        `SELECT detail FROM operator_audit_log WHERE action = 'operator_key.refused'
         ORDER BY created_at`,
      );
      expect(rows).toHaveLength(REFUSED_KEYS_LOGGED_PER_IP + 1);
      expect(rows.at(-1)?.detail).toMatchObject({ further_refusals_unlogged_for_an_hour: true });
      expect(rows.at(-2)?.detail).not.toHaveProperty('further_refusals_unlogged_for_an_hour');
      // The operator's own key still works.
      expect((await call(flooded, '/api/admin/audit-log')).status).toBe(200);
    } finally {
      await flooded.close();
    }
  });
});
