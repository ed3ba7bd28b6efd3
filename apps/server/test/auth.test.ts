import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signUpUser,
  startServer,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestServer,
} from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ REFRESH_TOKEN_REUSE_SECONDS: '1' });
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rawRefresh(refreshToken: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.anonKey },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

describe('sign-up', () => {
  it('creates a confirmed account with a session and a profile row', async () => {
    const email = uniqueEmail();
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      options: { data: { full_name: '  Dana Driller ' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ full_name: '  Dana Driller ' });
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);

    const rows = await server.db.query<{ display_name: string }>(
      'SELECT display_name FROM user_profiles WHERE id = $1',
      [data.user?.id],
    );
    expect(rows).toEqual([{ display_name: 'Dana Driller' }]);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { email } = await signUpUser(server);
    const { data, error } = await server
      .client()
      .auth.signUp({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it.each([
    ['short', 'ab1', ['length'], 'Password should be at least 8 characters.'],
    [
      'no digit',
      'abcdefghij',
      ['characters'],
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    ],
    [
      'no letter',
      '5823901746',
      ['characters'],
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    ],
    // Among the 10,000 most common passwords (zxcvbn's list), whatever the case.
    [
      'common',
      'password1',
      ['pwned'],
      'Password is known to be weak and easy to guess, please choose a different one.',
    ],
    [
      'common in another case',
      'QWERTY123',
      ['pwned'],
      'Password is known to be weak and easy to guess, please choose a different one.',
    ],
  ])(
    'refuses a weak password (%s) with weak_password and its reasons',
    async (_case, password, reasons, message) => {
      const { error } = await server.client().auth.signUp({ email: uniqueEmail(), password });
      expect(error?.name).toBe('AuthWeakPasswordError');
      expect(error?.code).toBe('weak_password');
      expect(error?.message).toBe(message);
      expect((error as unknown as { reasons: string[] }).reasons).toEqual(reasons);
    },
  );

  it('refuses an invalid e-mail address', async () => {
    const { error } = await server
      .client()
      .auth.signUp({ email: 'not-an-email', password: GOOD_PASSWORD });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
    expect(error?.status).toBe(400);
  });
});

describe('password sign-in', () => {
  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const { email, userId } = await signUpUser(server);
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
  });

  it('answers "Invalid login credentials" for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signUpUser(server);
    for (const attempt of [
      { email, password: 'wrong-password-1' },
      { email: uniqueEmail(), password: GOOD_PASSWORD },
    ]) {
      const { data, error } = await server.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
    }
  });

  it('issues access tokens with the Supabase claims', async () => {
    const { accessToken, userId, email } = await signUpUser(server);
    const claims = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      iss: 'petrosage-auth',
    });
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh returns a new refresh token and a working access token', async () => {
    const { client, refreshToken } = await signUpUser(server);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(refreshToken);
    expect(data.session?.access_token).toBeTruthy();
    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(data.user?.id);
  });

  it('hands the active token out again when its parent is reused within the window', async () => {
    const { refreshToken } = await signUpUser(server);
    const first = (await (await rawRefresh(refreshToken)).json()) as { refresh_token: string };
    const again = await rawRefresh(refreshToken);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { refresh_token: string }).refresh_token).toBe(
      first.refresh_token,
    );
  });

  it('revokes the whole family when a spent token is reused after the window', async () => {
    const { client, refreshToken } = await signUpUser(server);
    const rotated = await client.auth.refreshSession();
    const active = rotated.data.session?.refresh_token ?? '';
    await sleep(1_200);

    const reuse = await rawRefresh(refreshToken);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({
      code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // The family is gone: the active token no longer works, nor does the access token.
    const afterwards = await rawRefresh(active);
    expect(afterwards.status).toBe(400);
    expect(((await afterwards.json()) as { code: string }).code).toBe('refresh_token_not_found');
    // supabase-js reports Supabase Auth's session_not_found as AuthSessionMissingError.
    const { error } = await client.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('rejects an unknown refresh token', async () => {
    const response = await rawRefresh('not-a-real-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('sign-out', () => {
  it('ends the session: getUser and refresh fail afterwards', async () => {
    const { client, refreshToken, accessToken } = await signUpUser(server);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();

    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    const refresh = await rawRefresh(refreshToken);
    expect(refresh.status).toBe(400);
  });

  it('honours the local and others scopes', async () => {
    const { email } = await signUpUser(server);
    const devices = [server.client(), server.client(), server.client()];
    for (const device of devices)
      await device.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    const [first, second, third] = devices as [
      (typeof devices)[0],
      (typeof devices)[0],
      (typeof devices)[0],
    ];

    await first.auth.signOut({ scope: 'local' });
    expect((await second.auth.getUser()).error).toBeNull();

    await second.auth.signOut({ scope: 'others' });
    expect((await second.auth.getUser()).error).toBeNull();
    expect((await third.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('accepts the empty JSON body supabase-js sends and answers 204', async () => {
    const { accessToken } = await signUpUser(server);
    const response = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json;charset=UTF-8',
      },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('getUser', () => {
  it('returns the signed-in user', async () => {
    const { client, userId, email } = await signUpUser(server);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: userId,
      email,
      aud: 'authenticated',
      role: 'authenticated',
    });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
  });

  it('fails for a tampered token', async () => {
    const { accessToken } = await signUpUser(server);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.com' })).toString(
      'base64url',
    );
    const { data, error } = await server.client().auth.getUser(`${header}.${forged}.${signature}`);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });

  it('fails for an expired token', async () => {
    const { accessToken } = await signUpUser(server);
    const claims = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const { error } = await server.client().auth.getUser(expired);
    expect(error?.status).toBe(403);
    expect(error?.message).toContain('token is expired');
  });

  it('asks for a bearer token when there is none', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('updateUser', () => {
  it('merges metadata (null removes a key)', async () => {
    const { client } = await signUpUser(server);
    await client.auth.updateUser({ data: { company: 'Permian Ops', role: 'engineer' } });
    const { data, error } = await client.auth.updateUser({ data: { role: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ company: 'Permian Ops' });
  });

  it('changes the password, signs other devices out, and keeps this one', async () => {
    const { client, email } = await signUpUser(server);
    const other = server.client();
    await other.auth.signInWithPassword({ email, password: GOOD_PASSWORD });

    const { error } = await client.auth.updateUser({ password: 'n3w-Password' });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const old = await server.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await server
      .client()
      .auth.signInWithPassword({ email, password: 'n3w-Password' });
    expect(fresh.error).toBeNull();
  });

  it('refuses a weak or unchanged password', async () => {
    const { client } = await signUpUser(server);
    expect((await client.auth.updateUser({ password: 'short1' })).error?.code).toBe(
      'weak_password',
    );
    const same = await client.auth.updateUser({ password: GOOD_PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
  });
});

describe('settings and health', () => {
  it('publishes settings and health with the Supabase API version header', async () => {
    const settings = await fetch(`${server.url}/auth/v1/settings`);
    expect(settings.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await settings.json()).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true },
    });
    const health = await fetch(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'PetroSage Auth' });
  });
});

describe('confirmation mode', () => {
  let confirming: TestServer;
  beforeAll(async () => {
    confirming = await startServer(
      { AUTH_AUTOCONFIRM: 'false' },
      { ...server.db, close: () => Promise.resolve() },
    );
  });
  afterAll(() => confirming.close());

  it('signs up without a session and refuses a password login until confirmed', async () => {
    const email = uniqueEmail();
    const { data, error } = await confirming
      .client()
      .auth.signUp({ email, password: GOOD_PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const login = await confirming
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(login.error?.message).toBe('Email not confirmed');
    expect(login.error?.code).toBe('email_not_confirmed');
    // The wrong password still says only "Invalid login credentials".
    const wrong = await confirming
      .client()
      .auth.signInWithPassword({ email, password: 'wrong-pass-1' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });

  it('does not reveal that an e-mail is registered', async () => {
    const email = uniqueEmail();
    const first = await confirming.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const second = await confirming.client().auth.signUp({ email, password: GOOD_PASSWORD });
    expect(second.error).toBeNull();
    expect(second.data.user?.identities).toEqual([]);
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
  });
});

describe('disabled sign-up', () => {
  it('answers "Signups not allowed for this instance"', async () => {
    const closed = await startServer(
      { AUTH_DISABLE_SIGNUP: 'true' },
      { ...server.db, close: () => Promise.resolve() },
    );
    try {
      const { error } = await closed
        .client()
        .auth.signUp({ email: uniqueEmail(), password: GOOD_PASSWORD });
      expect(error?.message).toBe('Signups not allowed for this instance');
      expect(error?.status).toBe(422);
    } finally {
      await closed.close();
    }
  });
});
