import type { SubscriptionStatusResponse } from '@petrosage/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const returnUrls = () => ({
  success_url: `${server.url}/chat?payment=success`,
  cancel_url: `${server.url}/chat?payment=cancelled`,
});

async function status(token: string): Promise<SubscriptionStatusResponse> {
  const response = await api(server, token, '/payments/subscription-status');
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriptionStatusResponse;
}

async function startCheckout(token: string): Promise<string> {
  const response = await postJson(server, token, '/payments/create-checkout-session', {
    plan_id: 'standard',
    ...returnUrls(),
  });
  expect(response.status).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  return checkout_url;
}

function pay(checkoutUrl: string, card: Record<string, string>) {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Casey Roughneck', expiry: '12 / 34', cvc: '123', ...card }),
    redirect: 'manual',
  });
}

async function subscribe(token: string): Promise<void> {
  const paid = await pay(await startCheckout(token), { number: '4242 4242 4242 4242' });
  expect(paid.status).toBe(303);
}

async function events(userId: string): Promise<string[]> {
  const rows = await server.db.query<{ type: string }>(
    'SELECT type FROM payment_events WHERE user_id = $1 ORDER BY created_at, type',
    [userId],
  );
  return rows.map((row) => row.type);
}

describe('GET /payments/subscription-status', () => {
  it('answers no subscription and no access for a new account', async () => {
    const { accessToken } = await signUpUser(server);
    expect(await status(accessToken)).toMatchObject({
      has_active_subscription: false,
      has_access: false,
      subscription: null,
      usage: { used: 0, limit: 1000 },
    });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/payments/subscription-status`);
    expect(response.status).toBe(401);
  });
});

describe('POST /payments/grant-provisional-access', () => {
  it('grants 24 hours of Standard access once per account', async () => {
    const { accessToken, userId } = await signUpUser(server);
    const granted = await postJson(server, accessToken, '/payments/grant-provisional-access', {});
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as { granted: boolean; expires_at: string };
    expect(body.granted).toBe(true);
    const hours = (new Date(body.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const now = await status(accessToken);
    expect(now.has_access).toBe(true);
    expect(now.has_active_subscription).toBe(false);
    expect(now.subscription).toMatchObject({
      status: 'trialing',
      subscription_status: 'trialing',
      plan_tier: 'standard',
      plan_name: 'standard',
      provisional: true,
      next_billing_date: null,
      cancel_at_period_end: false,
      current_period_end: body.expires_at,
    });
    const reply = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'hello' }],
    });
    expect(reply.status).toBe(200);

    const again = await postJson(server, accessToken, '/payments/grant-provisional-access', {});
    expect(again.status).toBe(409);
    const refused = (await again.json()) as { detail: string; error_code: string };
    expect(refused.error_code).toBe('PROVISIONAL_ACCESS_ALREADY_USED');
    expect(refused.detail).toContain('24-hour provisional access has already been used');
    expect(await events(userId)).toEqual(['provisional_access.granted']);
  });

  it('ends after 24 hours, and cannot be granted again', async () => {
    const { accessToken, userId } = await signUpUser(server);
    await postJson(server, accessToken, '/payments/grant-provisional-access', {});
    // A day passes.
    await server.db.query(
      `UPDATE subscriptions SET provisional_granted_at = provisional_granted_at - interval '24 hours',
         provisional_expires_at = provisional_expires_at - interval '24 hours' WHERE user_id = $1`,
      [userId],
    );
    expect(await status(accessToken)).toMatchObject({ has_access: false, subscription: null });
    const reply = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'still there?' }],
    });
    expect(reply.status).toBe(402);
    const again = await postJson(server, accessToken, '/payments/grant-provisional-access', {});
    expect(again.status).toBe(409);
  });

  it('is refused to an account that already pays', async () => {
    const { accessToken } = await signUpUser(server);
    await subscribe(accessToken);
    const response = await postJson(server, accessToken, '/payments/grant-provisional-access', {});
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      detail: 'You already have an active Standard Plan.',
      error_code: 'ALREADY_SUBSCRIBED',
    });
  });
});

describe('POST /payments/create-checkout-session (local test mode)', () => {
  it('answers a checkout page on this server', async () => {
    const { accessToken } = await signUpUser(server);
    const url = await startCheckout(accessToken);
    expect(url).toMatch(new RegExp(`^${server.url}/checkout/cs_local_[\\w-]{24}$`));
  });

  it.each([
    [{ plan_id: 'premium' }, 'The Premium Plan is coming soon and cannot be purchased yet.'],
    [{ plan_id: 'gold' }, "Unknown plan_id 'gold'"],
    [{ success_url: 'https://evil.example.com/chat?payment=success' }, 'success_url must be'],
    [{ cancel_url: 'javascript:alert(1)' }, 'cancel_url must be'],
    [{ success_url: '/chat?payment=success' }, 'success_url must be an absolute URL'],
    [{ plan_id: '' }, 'plan_id'],
  ])('refuses %j with 422', async (change, message) => {
    const { accessToken } = await signUpUser(server);
    const response = await postJson(server, accessToken, '/payments/create-checkout-session', {
      plan_id: 'standard',
      ...returnUrls(),
      ...change,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain(message);
  });

  it('refuses a second subscription to an account that already pays', async () => {
    const { accessToken } = await signUpUser(server);
    await subscribe(accessToken);
    const response = await postJson(server, accessToken, '/payments/create-checkout-session', {
      plan_id: 'standard',
      ...returnUrls(),
    });
    expect(response.status).toBe(409);
  });
});

describe('the local checkout page', () => {
  it('is marked test mode and has a script-free card form under a strict CSP', async () => {
    const { accessToken } = await signUpUser(server);
    const url = await startCheckout(accessToken);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain(`form-action 'self' ${server.url}`);
    const html = await page.text();
    expect(html).toContain('TEST MODE — no real card is charged');
    expect(html).toContain('$4.99');
    expect(html).toContain('1,000 messages per day');
    expect(html).toContain(`action="/checkout/${url.split('/').pop() ?? ''}"`);
    expect(html).toContain('name="number"');
    expect(html).not.toContain('<script');
    expect(html).toContain(`href="${server.url}/chat?payment=cancelled"`);
  });

  it('declines 4000 0000 0000 0002 with a message and grants nothing', async () => {
    const { accessToken, userId } = await signUpUser(server);
    const url = await startCheckout(accessToken);
    const declined = await pay(url, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('name="number"');
    // What the payer typed stays in the form, except the card number.
    expect(html).toContain(
      'name="name" autocomplete="cc-name" maxlength="100" value="Casey Roughneck"',
    );
    expect(html).toMatch(/name="expiry"[^>]* value="12 \/ 34"/);
    expect(html).toMatch(/name="cvc"[^>]* value="123"/);
    expect(html).toMatch(/<input id="number"(?![^>]*value=)[^>]*>/);
    expect(await status(accessToken)).toMatchObject({ has_access: false, subscription: null });
    expect(await events(userId)).toEqual(['checkout.payment_failed']);
    // The same checkout can still be paid with a good card.
    expect((await pay(url, { number: '4242424242424242' })).status).toBe(303);
  });

  it('escapes what it shows again', async () => {
    const { accessToken } = await signUpUser(server);
    const url = await startCheckout(accessToken);
    const html = await (
      await pay(url, { number: '4000 0000 0000 0002', name: '"><script>alert(1)</script>' })
    ).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
    [{ number: '4242 4242 4242 4242', expiry: '01 / 20' }, 'expiration date is in the past'],
    [{ number: '4242 4242 4242 4242', expiry: '13/40' }, 'expiration date is incomplete'],
    [{ number: '4242 4242 4242 4242', cvc: '1' }, 'security code is incomplete'],
    [{ number: '5555 5555 5555 4444' }, 'accepts only test cards'],
  ])('refuses %j', async (card, message) => {
    const { accessToken } = await signUpUser(server);
    const response = await pay(await startCheckout(accessToken), card);
    expect([402, 422]).toContain(response.status);
    expect(await response.text()).toContain(message);
    expect((await status(accessToken)).has_access).toBe(false);
  });

  it('activates the Standard Plan with 4242 4242 4242 4242 and returns to success_url', async () => {
    const { accessToken, userId } = await signUpUser(server);
    const url = await startCheckout(accessToken);
    const paid = await pay(url, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/chat?payment=success`);

    const now = await status(accessToken);
    expect(now.has_active_subscription).toBe(true);
    expect(now.has_access).toBe(true);
    expect(now.subscription).toMatchObject({
      status: 'active',
      subscription_status: 'active',
      plan_tier: 'standard',
      plan_name: 'standard',
      cancel_at_period_end: false,
      provisional: false,
      provider: 'local',
    });
    const nextBilling = new Date(now.subscription?.next_billing_date ?? 0);
    const days = (nextBilling.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    expect(now.subscription?.current_period_end).toBe(now.subscription?.next_billing_date);
    expect(await events(userId)).toEqual(
      expect.arrayContaining(['checkout.completed', 'payment.first_succeeded']),
    );
    const [row] = await server.db.query<{ first_paid_at: Date | null }>(
      'SELECT first_paid_at FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    expect(row?.first_paid_at).toBeInstanceOf(Date);

    const reply = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'Now I can chat' }],
    });
    expect(reply.status).toBe(200);

    // The page cannot be paid twice.
    const again = await fetch(url);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Checkout already completed');
    expect((await pay(url, { number: '4242 4242 4242 4242' })).status).toBe(410);
  });

  it('answers 404 for an unknown checkout', async () => {
    const unknown = await fetch(`${server.url}/checkout/cs_local_${'a'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Checkout not found');
    expect((await fetch(`${server.url}/checkout/not-an-id`)).status).toBe(404);
  });

  it('answers 410 for an expired checkout', async () => {
    const { accessToken } = await signUpUser(server);
    const url = await startCheckout(accessToken);
    await server.db.query(
      `UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [url.split('/').pop()],
    );
    const page = await fetch(url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Checkout expired');
    expect((await pay(url, { number: '4242 4242 4242 4242' })).status).toBe(410);
    expect((await status(accessToken)).has_access).toBe(false);
  });
});

describe('POST /payments/request-cancellation', () => {
  it('cancels at period end: access stays, no next billing, the card warns', async () => {
    const { accessToken, userId } = await signUpUser(server);
    await subscribe(accessToken);
    const before = await status(accessToken);
    const response = await postJson(server, accessToken, '/payments/request-cancellation', {
      reason: 'Project finished',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; current_period_end: string };
    expect(body.message).toMatch(/^Subscription will cancel at period end\./);
    expect(body.current_period_end).toBe(before.subscription?.current_period_end);

    const after = await status(accessToken);
    expect(after.has_active_subscription).toBe(true);
    expect(after.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      next_billing_date: null,
    });
    const [row] = await server.db.query<{ cancellation_reason: string }>(
      'SELECT cancellation_reason FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    expect(row?.cancellation_reason).toBe('Project finished');
    expect(await events(userId)).toContain('subscription.cancel_requested');

    const again = await postJson(server, accessToken, '/payments/request-cancellation', {});
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toContain('already set');
  });

  it('ends the plan when the cancelled period is over', async () => {
    const { accessToken, userId } = await signUpUser(server);
    await subscribe(accessToken);
    await postJson(server, accessToken, '/payments/request-cancellation', { reason: '' });
    await server.db.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    const after = await status(accessToken);
    expect(after).toMatchObject({ has_active_subscription: false, has_access: false });
    expect(after.subscription).toMatchObject({ status: 'canceled', next_billing_date: null });
    const reply = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'after the end' }],
    });
    expect(reply.status).toBe(402);
  });

  it('renews a test-mode plan that was not cancelled when its period is over', async () => {
    const { accessToken, userId } = await signUpUser(server);
    await subscribe(accessToken);
    await server.db.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    const after = await status(accessToken);
    expect(after.has_active_subscription).toBe(true);
    const next = new Date(after.subscription?.next_billing_date ?? 0).getTime();
    expect(next).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await events(userId)).toContain('subscription.renewed');
  });

  it('answers 409 when there is no paid subscription to cancel', async () => {
    const { accessToken } = await signUpUser(server);
    const none = await postJson(server, accessToken, '/payments/request-cancellation', {});
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({
      detail: 'There is no active subscription to cancel.',
      request_id: expect.any(String) as string,
    });
    await postJson(server, accessToken, '/payments/grant-provisional-access', {});
    const provisional = await postJson(server, accessToken, '/payments/request-cancellation', {});
    expect(provisional.status).toBe(409);
  });
});

describe('POST /payments/sync-subscription (local test mode)', () => {
  it('reports that nothing needed changing, or that nothing was found', async () => {
    const { accessToken, email } = await signUpUser(server);
    const nothing = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(nothing.status).toBe(200);
    expect(await nothing.json()).toEqual({
      success: false,
      subscription_status: null,
      plan_tier: 'free',
      message: 'No subscription was found for this account.',
    });
    await subscribe(accessToken);
    const same = await postJson(server, accessToken, '/payments/sync-subscription', {
      email: email.toUpperCase(),
    });
    expect(await same.json()).toEqual({
      success: false,
      subscription_status: 'active',
      plan_tier: 'standard',
      message: 'Your subscription is already up to date: Standard Plan, active.',
    });
  });

  it('applies a renewal that is due and says so', async () => {
    const { accessToken, email, userId } = await signUpUser(server);
    await subscribe(accessToken);
    await server.db.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    const synced = await postJson(server, accessToken, '/payments/sync-subscription', { email });
    expect(await synced.json()).toEqual({
      success: true,
      subscription_status: 'active',
      plan_tier: 'standard',
      message: 'Subscription synced: Standard Plan, active.',
    });
  });
});

describe('one user never reads or changes another’s subscription', () => {
  it('keeps status, cancellation and sync to the caller’s own account', async () => {
    const owner = await signUpUser(server);
    const other = await signUpUser(server);
    await subscribe(owner.accessToken);

    expect(await status(other.accessToken)).toMatchObject({
      has_active_subscription: false,
      subscription: null,
    });
    const cancel = await postJson(server, other.accessToken, '/payments/request-cancellation', {});
    expect(cancel.status).toBe(409);
    const sync = await postJson(server, other.accessToken, '/payments/sync-subscription', {
      email: owner.email,
    });
    expect(sync.status).toBe(403);
    expect(((await sync.json()) as { detail: string }).detail).toContain(
      'only your own subscription can be synced',
    );
    expect((await status(owner.accessToken)).subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
    const reply = await postJson(server, other.accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'riding on their plan?' }],
    });
    expect(reply.status).toBe(402);
  });
});
