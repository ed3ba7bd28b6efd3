import { createHash, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GOOD_PASSWORD, signUpUser, uniqueEmail } from '../helpers/server';
import {
  codeIn,
  fragmentOf,
  linkIn,
  startMailServer,
  TEST_SITE_URL,
  type MailTestServer,
} from '../helpers/mail';

/**
 * Supabase Auth's e-mailed flows through the genuine supabase-js client, with the mail read from
 * the embedded SMTP capture server (the product's sender speaks real SMTP to it). Expected codes
 * and messages are GoTrue's (supabase/auth internal/api: recover.go, verify.go, mail.go,
 * resend.go, otp.go, reauthenticate.go, pkce.go).
 */

let server: MailTestServer;
const NEW_PASSWORD = 'Casing-sh0e-77';

beforeAll(async () => {
  server = await startMailServer({ AUTH_REDIRECT_URLS: 'http://localhost:3000/**' });
});
afterAll(() => server.close());

function pkceClient() {
  return createClient(server.url, server.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: server.anonKey,
      'x-supabase-api-version': '2024-01-01',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `amr` methods of an access token, newest first. */
function methodsOf(accessToken: string | undefined): string[] {
  const payload = JSON.parse(
    Buffer.from((accessToken ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { amr?: { method: string }[] };
  return (payload.amr ?? []).map((entry) => entry.method);
}

async function signInWorks(email: string, password: string): Promise<boolean> {
  const { error } = await server.client().auth.signInWithPassword({ email, password });
  return error === null;
}

describe('password recovery', () => {
  it('mails a link that signs in, after which the new password works and the old one does not', async () => {
    const { email } = await signUpUser(server);
    const client = server.client();
    const mail = await server.nextMail(email, async () => {
      const { data, error } = await client.auth.resetPasswordForEmail(email);
      expect(error).toBeNull();
      expect(data).toEqual({});
    });
    expect(mail.subject).toBe('Reset your PetroSage password');
    expect(mail.to).toEqual([email]);
    expect(mail.html).toContain('PetroSage');
    const link = linkIn(mail);
    expect(link.startsWith(`${TEST_SITE_URL}/auth/v1/verify?`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const followed = await server.follow(link);
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith(`${TEST_SITE_URL}/#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    // Supabase Auth starts the session of a followed link as `otp` (internal/api/verify.go).
    expect(methodsOf(fragment.get('access_token') ?? '')).toEqual(['otp']);

    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    const { data: updated, error } = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(error).toBeNull();
    expect(updated.user?.email).toBe(email);
    expect(await signInWorks(email, NEW_PASSWORD)).toBe(true);
    expect(await signInWorks(email, GOOD_PASSWORD)).toBe(false);

    // A link works once.
    const again = await server.follow(link);
    expect(again.status).toBe(303);
    const failure = fragmentOf(again.headers.get('location') ?? '');
    expect(failure.get('error')).toBe('access_denied');
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('accepts the 6-digit code of the mail instead of the link', async () => {
    const { email } = await signUpUser(server);
    const mail = await server.nextMail(email, () =>
      server.client().auth.resetPasswordForEmail(email),
    );
    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(mail),
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.recovery_sent_at).toBeUndefined();
  });

  it('in the PKCE flow, the link hands a code that only the requesting client can exchange', async () => {
    const { email, userId } = await signUpUser(server);
    const client = pkceClient();
    const mail = await server.nextMail(email, () =>
      client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' }),
    );
    const link = linkIn(mail);
    expect(new URL(link).searchParams.get('token')?.startsWith('pkce_')).toBe(true);
    const followed = await server.follow(link);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/reset');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // Another client has no verifier for it.
    const stranger = await post('/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: 'x'.repeat(43),
    });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ code: 'bad_code_verifier' });

    // The code was spent by that attempt (and the link by its use): ask again, and exchange it properly.
    const second = await server.nextMail(email, () =>
      client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' }),
    );
    const redirected = new URL((await server.follow(linkIn(second))).headers.get('location') ?? '');
    const { data, error } = await client.auth.exchangeCodeForSession(
      redirected.searchParams.get('code') ?? '',
    );
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    // supabase-js marks the flow it started as a recovery (PASSWORD_RECOVERY event).
    expect(data).toMatchObject({ redirectType: 'recovery' });
    // Supabase Auth (internal/api/token.go, PKCE grant) names the session after the flow.
    expect(methodsOf(data.session?.access_token)).toEqual(['recovery']);
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await server.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(server.capture.list(email)).toEqual([]);
  });

  it('sends no second mail within the frequency window, and answers as for any address', async () => {
    const { email } = await signUpUser(server);
    await server.nextMail(email, () => server.client().auth.resetPasswordForEmail(email));
    const { data, error } = await server.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    // The mail that was not sent would have come after the answer; a later one shows the order.
    await server.db.query(
      "UPDATE auth_one_time_tokens SET created_at = now() - interval '61 seconds' WHERE relates_to = $1",
      [email],
    );
    await server.nextMail(email, () => server.client().auth.resetPasswordForEmail(email));
    expect(server.capture.list(email)).toHaveLength(2);
  });

  it('sends links to the site URL when redirect_to is not allowed', async () => {
    const { email } = await signUpUser(server);
    const mail = await server.nextMail(email, () =>
      server.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/x' }),
    );
    expect(new URL(linkIn(mail)).searchParams.get('redirect_to')).toBe(TEST_SITE_URL);
    const location = (await server.follow(linkIn(mail))).headers.get('location') ?? '';
    expect(location.startsWith(`${TEST_SITE_URL}/#access_token=`)).toBe(true);
  });

  it('refuses an expired link', async () => {
    const { email, userId } = await signUpUser(server);
    const mail = await server.nextMail(email, () =>
      server.client().auth.resetPasswordForEmail(email),
    );
    await server.db.query(
      "UPDATE auth_one_time_tokens SET created_at = now() - interval '2 hours' WHERE user_id = $1",
      [userId],
    );
    const { error } = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'recovery' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it("never lets one user's code open another user's account", async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    const mailB = await server.nextMail(b.email, () =>
      server.client().auth.resetPasswordForEmail(b.email),
    );
    await server.nextMail(a.email, () => server.client().auth.resetPasswordForEmail(a.email));
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email: a.email, token: codeIn(mailB), type: 'recovery' });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('otp_expired');
    // B's own code still opens B's account only.
    const own = await server
      .client()
      .auth.verifyOtp({ email: b.email, token: codeIn(mailB), type: 'recovery' });
    expect(own.data.user?.id).toBe(b.userId);
  });
});

describe('magic link and e-mail code (POST /otp)', () => {
  it('signs a registered user in with the mailed code', async () => {
    const { email, userId } = await signUpUser(server);
    const mail = await server.nextMail(email, async () => {
      const { error } = await server
        .client()
        .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      expect(error).toBeNull();
    });
    expect(mail.subject).toBe('Your PetroSage sign-in link');
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.session?.access_token).toBeTruthy();
    // Supabase Auth (internal/api/verify.go) starts a verified code's session as `otp`, and
    // the method stays in the tokens of refreshed sessions.
    expect(methodsOf(data.session?.access_token)).toEqual(['otp']);
    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: data.session?.refresh_token ?? '' });
    expect(refreshed.error).toBeNull();
    expect(methodsOf(refreshed.data.session?.access_token)).toEqual(['otp']);
  });

  it('signs in with the link hash (token_hash), once', async () => {
    const { email, userId } = await signUpUser(server);
    const mail = await server.nextMail(email, () => server.client().auth.signInWithOtp({ email }));
    const hash = new URL(linkIn(mail)).searchParams.get('token') ?? '';
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    const again = await server.client().auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.message).toBe('Email link is invalid or has expired');
  });

  it('makes an account for a new address, confirmed by its first code', async () => {
    const email = uniqueEmail('otp');
    const mail = await server.nextMail(email, () =>
      server.client().auth.signInWithOtp({ email, options: { data: { full_name: 'Otto' } } }),
    );
    expect(mail.subject).toBe('Confirm your PetroSage account');
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Otto' });
  });

  it('makes no account for a new address when shouldCreateUser is false, answering as for any', async () => {
    const email = uniqueEmail('nosignup');
    const { data, error } = await server
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    // A registered address asked for just after it gets its mail; the new one never did.
    const { email: known } = await signUpUser(server);
    await server.nextMail(known, () =>
      server.client().auth.signInWithOtp({ email: known, options: { shouldCreateUser: false } }),
    );
    expect(server.capture.list(email)).toEqual([]);
    const rows = await server.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([]);
  });
});

describe('changing the e-mail address (PUT /user)', () => {
  it('changes it once both the new and the current address confirmed', async () => {
    const { client, email } = await signUpUser(server);
    const newEmail = uniqueEmail('moved');
    const before = server.capture.list(email).length;
    const toNew = await server.nextMail(newEmail, async () => {
      const { data, error } = await client.auth.updateUser({ email: newEmail });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.new_email).toBe(newEmail);
    });
    const toCurrent = await server.capture.next(email, { after: before });
    expect(toNew.subject).toBe('Confirm your new PetroSage e-mail address');
    expect(toCurrent.subject).toBe('Confirm the change of your PetroSage e-mail address');

    const first = await post('/verify', {
      type: 'email_change',
      email: newEmail,
      token: codeIn(toNew),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: '200',
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const followed = await server.follow(linkIn(toCurrent));
    expect(fragmentOf(followed.headers.get('location') ?? '').get('type')).toBe('email_change');
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.new_email).toBeUndefined();
    expect(await signInWorks(newEmail, GOOD_PASSWORD)).toBe(true);
    expect(await signInWorks(email, GOOD_PASSWORD)).toBe(false);
  });

  it("refuses another account's address", async () => {
    const { client } = await signUpUser(server);
    const other = await signUpUser(server);
    const { error } = await client.auth.updateUser({ email: other.email });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(error?.message).toBe('A user with this email address has already been registered');
  });

  it('refuses an invalid address', async () => {
    const { client } = await signUpUser(server);
    const { error } = await client.auth.updateUser({ email: 'not-an-address' });
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });
});

describe('bad input answers 4xx with GoTrue codes and messages', () => {
  it.each([
    ['/verify', {}, 400, 'validation_failed', 'Verify requires a verification type'],
    [
      '/verify',
      { type: 'signup' },
      400,
      'validation_failed',
      'Verify requires either a token or a token hash',
    ],
    [
      '/verify',
      { type: 'signup', token: '123456', token_hash: 'abc' },
      400,
      'validation_failed',
      'Verify requires either a token or a token hash',
    ],
    [
      '/verify',
      { type: 'signup', token: '123456' },
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on verify',
    ],
    [
      '/verify',
      { type: 'signup', token_hash: 'abc', email: 'a@example.com' },
      400,
      'validation_failed',
      'Only the token_hash and type should be provided',
    ],
    [
      '/verify',
      { type: 'sms', token_hash: 'abc' },
      400,
      'validation_failed',
      'Unsupported verification type',
    ],
    [
      '/verify',
      { type: 'signup', token: '123456', email: 'nope' },
      422,
      'validation_failed',
      'Invalid email format',
    ],
    [
      '/verify',
      { type: 'magiclink', token_hash: 'f'.repeat(56) },
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    ],
    ['/recover', {}, 400, 'validation_failed', 'Password recovery requires an email'],
    [
      '/recover',
      { email: 'bad@' },
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [
      '/recover',
      { email: 'a@example.com', code_challenge: 'x'.repeat(43) },
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    ],
    [
      '/recover',
      { email: 'a@example.com', code_challenge: 'short', code_challenge_method: 's256' },
      400,
      'validation_failed',
      'code challenge has to be between 43 and 128 characters',
    ],
    [
      '/resend',
      { type: 'recovery', email: 'a@example.com' },
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    ],
    [
      '/resend',
      { type: 'signup' },
      400,
      'validation_failed',
      'Type provided requires an email address',
    ],
    ['/otp', {}, 400, 'validation_failed', 'One of email or phone must be set'],
    [
      '/token?grant_type=pkce',
      {},
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    ],
    [
      '/token?grant_type=pkce',
      { auth_code: randomUUID(), code_verifier: 'v'.repeat(43) },
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    ],
    ['/recover', '{"email":', 400, 'bad_json', undefined],
    ['/verify', '[1,2]', 400, 'bad_json', undefined],
    ['/otp', { email: 42 }, 400, 'bad_json', undefined],
  ])('POST %s %j → %i %s', async (path, body, status, code, message) => {
    const response = await post(path, body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { code: string; message: string };
    expect(json.code).toBe(code);
    if (message !== undefined) expect(json.message).toBe(message);
  });

  it('GET /verify without a token is refused, not redirected', async () => {
    const response = await fetch(`${server.url}/auth/v1/verify?type=signup`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Verify requires a token or a token hash',
    });
  });

  it('a wrong code is 403 otp_expired "Token has expired or is invalid"', async () => {
    const { email } = await signUpUser(server);
    const mail = await server.nextMail(email, () => server.client().auth.signInWithOtp({ email }));
    const wrong = String((Number(codeIn(mail)) + 1) % 1_000_000).padStart(6, '0');
    const { error } = await server.client().auth.verifyOtp({ email, token: wrong, type: 'email' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it('stores only hashes of codes: SHA-224 of address and code, as Supabase Auth does', async () => {
    const { email, userId } = await signUpUser(server);
    const mail = await server.nextMail(email, () => server.client().auth.signInWithOtp({ email }));
    const rows = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM auth_one_time_tokens WHERE user_id = $1',
      [userId],
    );
    const expected = createHash('sha224')
      .update(email + codeIn(mail))
      .digest('hex');
    expect(rows).toEqual([{ token_hash: expected }]);
  });
});

describe('compatibility', () => {
  it('an autoconfirmed sign-up records the sign-in (last_sign_in_at)', async () => {
    const { data } = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.last_sign_in_at).toBeTruthy();
  });

  it('an anonymous sign-in is refused with anonymous_provider_disabled', async () => {
    const { data, error } = await server.client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
  });
});

describe('redirect_to on a local site', () => {
  it('accepts any port of a localhost site URL, as Supabase Auth does, and no other host', async () => {
    // supabase/auth internal/utilities/request.go IsRedirectURLValid: the port check is skipped
    // for loopback hosts (RFC 8252 §7.3).
    const local = await startMailServer({
      AUTH_SITE_URL: 'http://localhost:5173',
      AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0',
    });
    try {
      const { email } = await signUpUser(local);
      const ask = async (redirectTo: string) => {
        const mail = await local.nextMail(email, () =>
          local.client().auth.resetPasswordForEmail(email, { redirectTo }),
        );
        return new URL(linkIn(mail)).searchParams.get('redirect_to');
      };
      expect(await ask('http://localhost:9999/welcome')).toBe('http://localhost:9999/welcome');
      // A query of its own survives in the link (escaped there, as Supabase Auth escapes it).
      expect(await ask('http://localhost:9999/welcome?a=1&b=2')).toBe(
        'http://localhost:9999/welcome?a=1&b=2',
      );
      expect(await ask('https://localhost:9999/welcome')).toBe('http://localhost:5173');
      expect(await ask('http://localhost.evil.example:9999/')).toBe('http://localhost:5173');
    } finally {
      await local.close();
    }
  });
});

describe('e-mail address format', () => {
  it("refuses what Supabase Auth's format check refuses, before looking at the password", async () => {
    // auth-js's own suite sends 'xx:;x@x.x' with the password 'password123'; GoTrue
    // (internal/api/mail.go validateEmail, checkmail) answers the address first.
    for (const address of ['xx:;x@x.x', 'a b@example.com', 'x@-example.com', 'x@example']) {
      const { data, error } = await server
        .client()
        .auth.signUp({ email: address, password: 'password123' });
      expect(data.user).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe('Unable to validate email address: invalid format');
    }
    const plus = uniqueEmail("o'neil+tag");
    const { error } = await server.client().auth.signUp({ email: plus, password: GOOD_PASSWORD });
    expect(error).toBeNull();
  });
});
