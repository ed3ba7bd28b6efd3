import { startStripeFake, type StripeFake } from '@petrosage/test-support/fakes/stripe-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploaded } from '../files/upload';
import { api, postJson } from '../helpers/api';
import { startMailServer, type MailTestServer } from '../helpers/mail';
import { GOOD_PASSWORD, signUpUser } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/*
 * "Delete my account" (decision 049): the subscription ends at Stripe (the local fake of its
 * API), nothing of the account is left in any table but the kept records, every session ends,
 * a mail confirms it, and another user's data is untouched. The operator's deletion does the same.
 */

const SECRET_KEY = 'sk_test_petrosage_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_petrosage_fake_0123456789';
const PRICE_ID = 'price_standard_monthly';
const SERVICE_KEY = 'operator-key-0123456789-0123456789-0123';

let server: MailTestServer;
let stripe: StripeFake;

beforeAll(async () => {
  stripe = await startStripeFake({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    priceId: PRICE_ID,
  });
  server = await startMailServer({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: PRICE_ID,
    STRIPE_API_BASE: stripe.url,
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** A user with a paid Stripe subscription, a chat with a reply, and a file sent with a message. */
async function busyUser() {
  const user = await signUpUser(server);
  const checkout = await postJson(server, user.accessToken, '/payments/create-checkout-session', {
    plan_id: 'standard',
    success_url: `${server.url}/chat?payment=success`,
    cancel_url: `${server.url}/chat?payment=cancelled`,
  });
  const { checkout_url } = (await checkout.json()) as { checkout_url: string };
  const { session, subscription } = stripe.completeCheckout(checkout_url.split('/').pop() ?? '');
  const event = stripe.event('checkout.session.completed', session);
  const delivered = await fetch(`${server.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  expect(delivered.status).toBe(200);
  const file = await uploaded(server, user.accessToken, 'daily.csv', 'date,oil\n2026-01-01,120\n');
  const prompt = await postJson(server, user.accessToken, '/prompt', {
    messages: [{ role: 'user', content: 'Hydrostatic pressure of 9.5 ppg mud at 6000 ft?' }],
    attachment_ids: [file.id],
  });
  expect(prompt.status).toBe(200);
  await postJson(server, user.accessToken, '/referrals/generate-code', {});
  return { ...user, subscriptionId: subscription.id, fileId: file.id };
}

/** Rows of every public table whose text names `id` or `email`, by table (tables with none left out). */
async function rowsNaming(id: string, email: string): Promise<Record<string, number>> {
  const tables = await server.db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM public."${name}" t
       WHERE strpos(t::text, $1) > 0 OR strpos(lower(t::text), $2) > 0`,
      [id, email.toLowerCase()],
    );
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

describe('Delete my account', () => {
  it('ends the subscription at Stripe, leaves only the kept records, signs out everywhere and mails', async () => {
    const user = await busyUser();
    const other = await busyUser();
    const otherBefore = await rowsNaming(other.userId, other.email);
    expect(Object.keys(await rowsNaming(user.userId, user.email))).toEqual(
      expect.arrayContaining([
        'users',
        'chats',
        'messages',
        'files',
        'subscriptions',
        'auth_sessions',
        'user_profiles',
        'referral_codes',
      ]),
    );
    // A second session, on another device.
    const { data: second } = await server
      .client()
      .auth.signInWithPassword({ email: user.email, password: GOOD_PASSWORD });
    const secondToken = second.session?.access_token ?? '';

    const mail = await server.nextMail(user.email, async () => {
      const response = await postJson(server, user.accessToken, '/account/delete', {
        password: GOOD_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: true, subscription_canceled: true });
    });
    expect(mail.subject).toBe('Your PetroSage account has been deleted');
    expect(mail.text).toMatch(/Your subscription was cancelled/);

    // Stripe saw the cancellation, at once.
    const cancel = stripe.requests.find(
      (request) =>
        request.method === 'DELETE' && request.path === `/v1/subscriptions/${user.subscriptionId}`,
    );
    expect(cancel).toBeDefined();
    expect(stripe.subscriptions.get(user.subscriptionId)?.status).toBe('canceled');

    // Table by table: the record of the deletion, and nothing else names the account.
    expect(await rowsNaming(user.userId, user.email)).toEqual({ account_deletions: 1 });
    const [deletion] = await server.db.query(
      'SELECT requested_by, confirmed_by, subscription_canceled FROM account_deletions WHERE user_id = $1',
      [user.userId],
    );
    expect(deletion).toEqual({
      requested_by: 'user',
      confirmed_by: 'password',
      subscription_canceled: true,
    });
    // Its payments are kept, without the account.
    const kept = await server.db.query<{ type: string }>(
      `SELECT type FROM payment_events WHERE user_id IS NULL AND detail::text LIKE $1`,
      [`%${user.subscriptionId}%`],
    );
    expect(kept.map((event) => event.type)).toContain('subscription.canceled_account_deleted');
    // The file's text went with its rows (files are kept in the database, not on disk).
    expect(await server.db.query('SELECT 1 FROM files WHERE id = $1', [user.fileId])).toEqual([]);

    // Every session ended: both tokens are refused, and signing in fails.
    for (const token of [user.accessToken, secondToken]) {
      expect((await api(server, token, '/history/chats')).status).toBe(401);
    }
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: user.email, password: GOOD_PASSWORD });
    expect(signIn.error?.message).toBe('Invalid login credentials');

    // The other user is as they were.
    expect(await rowsNaming(other.userId, other.email)).toEqual(otherBefore);
    expect(stripe.subscriptions.get(other.subscriptionId)?.status).toBe('active');
    const chats = await api(server, other.accessToken, '/history/chats');
    expect(((await chats.json()) as { chats: unknown[] }).chats).toHaveLength(1);
  });

  it('needs the password, or a sign-in within the last 10 minutes', async () => {
    const user = await signUpUser(server);
    const wrong = await postJson(server, user.accessToken, '/account/delete', {
      password: 'not-my-password-1',
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'The password is not correct.' });
    expect(await rowsNaming(user.userId, user.email)).toHaveProperty('users', 1);

    // Without a password, a session older than 10 minutes is not enough.
    await server.db.query(
      `UPDATE auth_sessions SET created_at = now() - interval '11 minutes' WHERE user_id = $1`,
      [user.userId],
    );
    const stale = await postJson(server, user.accessToken, '/account/delete', {});
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { detail: string }).detail).toMatch(/sign in again/);

    // A fresh sign-in is.
    const { data } = await server
      .client()
      .auth.signInWithPassword({ email: user.email, password: GOOD_PASSWORD });
    const fresh = await postJson(server, data.session?.access_token ?? '', '/account/delete', {});
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ deleted: true, subscription_canceled: false });
  });

  it('is refused without a session, and never deletes another account', async () => {
    const response = await fetch(`${server.url}/api/account/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: GOOD_PASSWORD }),
    });
    expect(response.status).toBe(401);
  });

  it('by the operator does the same clean-up', async () => {
    const user = await busyUser();
    await grantStandard(server, user.accessToken).catch(() => undefined);
    const response = await fetch(`${server.url}/auth/v1/admin/users/${user.userId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${SERVICE_KEY}`, apikey: SERVICE_KEY },
    });
    expect(response.status).toBe(200);
    expect(stripe.subscriptions.get(user.subscriptionId)?.status).toBe('canceled');
    const left = await rowsNaming(user.userId, user.email);
    // The operator's audit log keeps its entry (with the address, as every operator action does).
    expect(Object.keys(left).sort()).toEqual(['account_deletions', 'operator_audit_log']);
    const [deletion] = await server.db.query(
      'SELECT requested_by, confirmed_by FROM account_deletions WHERE user_id = $1',
      [user.userId],
    );
    expect(deletion).toEqual({ requested_by: 'operator', confirmed_by: null });
  });
});
