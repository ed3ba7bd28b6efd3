import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { GOOD_PASSWORD, startServer, uniqueEmail, type TestServer } from '../helpers/server';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  codeIn,
  fragmentOf,
  linkIn,
  startMailServer,
  TEST_SITE_URL,
  type MailTestServer,
} from '../helpers/mail';

/**
 * Confirmation mode (`AUTH_AUTOCONFIRM=false`) end to end over SMTP, resend limits, the
 * reauthentication a password change may need, the operator's generate_link, and the capture
 * server's development pages. Expected codes and messages: GoTrue (supabase/auth internal/api).
 */

let server: MailTestServer;
const SERVICE_KEY = 'operator-key-0123456789-0123456789-abcdef';

beforeAll(async () => {
  server = await startMailServer({
    AUTH_AUTOCONFIRM: 'false',
    AUTH_PASSWORD_CHANGE_REAUTHENTICATION: 'true',
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
    TRUST_PROXY: '1',
  });
});
afterAll(() => server.close());

async function signUpUnconfirmed(email = uniqueEmail('confirm')) {
  const client = server.client();
  const mail = await server.nextMail(email, async () => {
    const { data, error } = await client.auth.signUp({
      email,
      password: GOOD_PASSWORD,
      options: { data: { full_name: 'Cora' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
  });
  return { client, email, mail };
}

describe('sign-up in confirmation mode', () => {
  it('mails a confirmation link; following it confirms and signs in', async () => {
    const { email, mail } = await signUpUnconfirmed();
    expect(mail.subject).toBe('Confirm your PetroSage account');
    const refused = await server
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(refused.error?.code).toBe('email_not_confirmed');

    const followed = await server.follow(linkIn(mail));
    expect(followed.status).toBe(303);
    const fragment = fragmentOf(followed.headers.get('location') ?? '');
    expect(fragment.get('type')).toBe('signup');
    const client = server.client();
    const { data } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('confirms with the mailed code too (verifyOtp type signup)', async () => {
    const { email, mail } = await signUpUnconfirmed();
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('answers a registered address with a new-looking user and mails nothing', async () => {
    const { email, mail } = await signUpUnconfirmed();
    await server.follow(linkIn(mail));
    const before = server.capture.list(email).length;
    const { data, error } = await server.client().auth.signUp({
      email,
      password: 'Other-pass-123',
      options: { data: { plan: 'x' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user;
    const real = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    expect(user?.id).not.toBe(real[0]?.id);
    expect(user?.identities).toEqual([]);
    expect(user?.confirmation_sent_at).toBeTruthy();
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.user_metadata).toEqual({ plan: 'x' });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(server.capture.list(email)).toHaveLength(before);
  });

  it('resends the confirmation only after the frequency window, and only the newest code works', async () => {
    const { email, mail } = await signUpUnconfirmed();
    const early = await server.client().auth.resend({ type: 'signup', email });
    expect(early.error?.status).toBe(429);
    expect(early.error?.code).toBe('over_email_send_rate_limit');
    expect(early.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    await server.db.query(
      "UPDATE auth_one_time_tokens SET created_at = now() - interval '61 seconds' WHERE relates_to = $1",
      [email],
    );
    const second = await server.nextMail(email, async () => {
      const { error } = await server.client().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
    });
    const old = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'signup' });
    if (codeIn(mail) !== codeIn(second)) expect(old.error?.code).toBe('otp_expired');
    const fresh = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(second), type: 'signup' });
    expect(fresh.error).toBeNull();
    // Confirmed now: a resend is answered but sends nothing.
    const after = server.capture.list(email).length;
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(server.capture.list(email)).toHaveLength(after);
  });
});

describe('password change with reauthentication (AUTH_PASSWORD_CHANGE_REAUTHENTICATION)', () => {
  async function confirmedClient() {
    const { email, mail } = await signUpUnconfirmed();
    const client = server.client();
    const { data } = await client.auth.verifyOtp({ email, token: codeIn(mail), type: 'signup' });
    const token = data.session?.access_token ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      session_id: string;
    };
    return { client, email, sessionId: claims.session_id };
  }

  it('a fresh session changes the password without a nonce', async () => {
    const { client, email } = await confirmedClient();
    const { error } = await client.auth.updateUser({ password: 'Fresh-session-9' });
    expect(error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email, password: 'Fresh-session-9' })).error,
    ).toBeNull();
  });

  it('an older session needs the mailed nonce', async () => {
    const { client, email, sessionId } = await confirmedClient();
    await server.db.query(
      "UPDATE auth_sessions SET created_at = now() - interval '2 days' WHERE id = $1",
      [sessionId],
    );
    const missing = await client.auth.updateUser({ password: 'Needs-nonce-42' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('reauthentication_needed');
    expect(missing.error?.message).toBe('Password update requires reauthentication');

    const mail = await server.nextMail(email, async () => {
      const { error } = await client.auth.reauthenticate();
      expect(error).toBeNull();
    });
    expect(mail.subject).toBe('Your PetroSage confirmation code');
    const nonce = codeIn(mail);
    const wrong = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
    const bad = await client.auth.updateUser({ password: 'Needs-nonce-42', nonce: wrong });
    expect(bad.error?.status).toBe(422);
    expect(bad.error?.code).toBe('reauthentication_not_valid');
    expect(bad.error?.message).toBe('Nonce has expired or is invalid');

    const { error } = await client.auth.updateUser({ password: 'Needs-nonce-42', nonce });
    expect(error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email, password: 'Needs-nonce-42' })).error,
    ).toBeNull();
    // The nonce is spent.
    const reused = await client.auth.updateUser({ password: 'Another-one-43', nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });
});

describe('operator: POST /auth/v1/admin/generate_link', () => {
  async function generate(body: unknown, key?: string): Promise<Response> {
    return fetch(`${server.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...(key !== undefined && { authorization: `Bearer ${key}`, apikey: key }),
      },
      body: JSON.stringify(body),
    });
  }

  it('refuses without the service key (401) and with another key (403)', async () => {
    const none = await generate({ type: 'recovery', email: 'a@example.com' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const other = await generate({ type: 'recovery', email: 'a@example.com' }, server.anonKey);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
  });

  it('makes a recovery link and code without mailing them', async () => {
    const { email } = await signUpUnconfirmed();
    const before = server.capture.list(email).length;
    const response = await generate({ type: 'recovery', email }, SERVICE_KEY);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.email).toBe(email);
    expect(body.verification_type).toBe('recovery');
    expect(body.email_otp).toMatch(/^\d{6}$/);
    expect(body.action_link).toContain('/auth/v1/verify?token=');
    expect(server.capture.list(email)).toHaveLength(before);
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email, token: body.email_otp ?? '', type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("takes supabase-js's redirectTo (sent as the redirect_to query parameter)", async () => {
    const { email } = await signUpUnconfirmed();
    const admin = createClient(server.url, SERVICE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: `${TEST_SITE_URL}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.properties?.redirect_to).toBe(`${TEST_SITE_URL}/welcome`);
    const link = new URL(data.properties?.action_link ?? '');
    expect(link.searchParams.get('redirect_to')).toBe(`${TEST_SITE_URL}/welcome`);
    // Written as is, as Supabase Auth writes it (templatemailer.go encodeRedirectURL).
    expect(data.properties?.action_link).toContain(`&redirect_to=${TEST_SITE_URL}/welcome`);
    // One that is not allowed leads to the site URL.
    const other = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'https://evil.example/welcome' },
    });
    expect(other.data.properties?.redirect_to).toBe(TEST_SITE_URL);
  });

  it.each([
    [{ type: 'phone_change', email: 'a@example.com' }, 400, 'validation_failed'],
    [{ type: 'recovery', email: 'x' }, 400, 'validation_failed'],
    [{ type: 'recovery', email: 'nobody-here@example.com' }, 404, 'user_not_found'],
    [{ type: 'signup', email: 'fresh-op@example.com' }, 400, 'validation_failed'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const response = await generate(body, SERVICE_KEY);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });
});

describe('the capture server (SMTP_URL=capture) and the per-address mail limit', () => {
  let dev: TestServer;
  beforeAll(async () => {
    dev = await startServer({
      SMTP_URL: 'capture',
      AUTH_SITE_URL: 'http://app.test',
      RATE_LIMIT_EMAIL_PER_IP: '2',
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => dev.close());

  /** A client with an address of its own: a shared PostgreSQL keeps counters across files. */
  const clientFrom = () =>
    dev.client({
      headers: {
        'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });

  it('lists the captured mail on development pages', async () => {
    const email = uniqueEmail('captured');
    await clientFrom().auth.signUp({ email, password: GOOD_PASSWORD });
    await clientFrom().auth.resetPasswordForEmail(email);
    let messages: { subject: string; to: string[]; text: string }[] = [];
    for (let attempt = 0; attempt < 100 && messages.length === 0; attempt += 1) {
      const response = await fetch(`${dev.url}/dev/mail/messages?to=${encodeURIComponent(email)}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      messages = ((await response.json()) as { messages: typeof messages }).messages;
      if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messages[0]?.subject).toBe('Reset your PetroSage password');
    expect(messages[0]?.to).toEqual([email]);
    expect(messages[0]?.text).toContain('http://app.test/auth/v1/verify?token=');
    const page = await fetch(`${dev.url}/dev/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Reset your PetroSage password');
  });

  it('limits mail-sending requests per address (RATE_LIMIT_EMAIL_PER_IP)', async () => {
    const client = clientFrom();
    expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(uniqueEmail());
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toBe('email rate limit exceeded');
  });

  it('is refused in production, and absent when mail goes to a real SMTP server', async () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'capture', ALLOW_TEST_PAYMENTS: 'true' }),
    ).toThrow(/SMTP_URL: capture .* is refused in production/);
    const response = await fetch(`${server.url}/dev/mail/messages`);
    expect(await response.text()).not.toContain('"messages"');
  });
});
