import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  GOOD_PASSWORD,
  TEST_JWT_SECRET,
  signUpUser,
  startServer,
  uniqueEmail,
  type TestServer,
} from '../helpers/server';
import { adminClient, auditOf, call, SERVICE_KEY } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
});
afterAll(() => server.close());

const signIn = (email: string, password = GOOD_PASSWORD) =>
  server.client().auth.signInWithPassword({ email, password });

describe('the service-role key', () => {
  it('is required: 401 without a token, 403 with a user token, the anon key or a wrong key', async () => {
    const user = await signUpUser(server);
    const paths: [string, string][] = [
      ['GET', '/auth/v1/admin/users'],
      ['GET', `/auth/v1/admin/users/${user.userId}`],
      ['POST', '/auth/v1/admin/users'],
      ['PUT', `/auth/v1/admin/users/${user.userId}`],
      ['DELETE', `/auth/v1/admin/users/${user.userId}`],
      ['GET', `/api/admin/users/${user.userId}/subscription`],
      ['POST', `/api/admin/users/${user.userId}/standard-access`],
      ['DELETE', `/api/admin/users/${user.userId}/standard-access`],
      ['POST', `/api/admin/referral-rewards/${user.userId}/void`],
      ['GET', '/api/admin/audit-log'],
    ];
    for (const [method, path] of paths) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      const none = await call(server, path, { method, token: null, body });
      expect([method, path, none.status]).toEqual([method, path, 401]);
      for (const token of [user.accessToken, server.anonKey, `${SERVICE_KEY}x`]) {
        const denied = await call(server, path, { method, token, body });
        expect([method, path, denied.status]).toEqual([method, path, 403]);
      }
    }
    const gotrue = await call(server, '/auth/v1/admin/users', { token: user.accessToken });
    expect(gotrue.body).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    const missing = await call(server, '/auth/v1/admin/users', { token: null });
    expect(missing.body).toMatchObject({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    // Nothing happened to the account.
    expect((await signIn(user.email)).error).toBeNull();
  });

  it('also opens to a JWT of role service_role or supabase_admin signed with the JWT secret, as in Supabase Auth', async () => {
    // GoTrue's admin check (internal/api/auth.go requireAdmin): the token's `role` is one of
    // GOTRUE_JWT_ADMIN_ROLES, by default service_role and supabase_admin.
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const sign = (role: string, key = secret) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    const email = uniqueEmail('jwt-operator');
    const created = await adminClient(server, await sign('service_role')).auth.admin.createUser({
      email,
      password: GOOD_PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    const id = created.data.user?.id ?? '';
    const fetched = await adminClient(server, await sign('supabase_admin')).auth.admin.getUserById(
      id,
    );
    expect(fetched.data.user?.email).toBe(email);
    expect(
      (await call(server, '/api/admin/audit-log', { token: await sign('service_role') })).status,
    ).toBe(200);

    const otherSecret = new TextEncoder().encode('another-secret-0123456789-0123456789');
    const expired = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    for (const token of [
      await sign('authenticated'),
      await sign('anon'),
      await sign('service_role', otherSecret),
      expired,
    ]) {
      const denied = await call(server, `/auth/v1/admin/users/${id}`, { token });
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ code: 'not_admin' });
    }
  });

  it('is never in the runtime configuration the browser loads', async () => {
    const script = await (await fetch(`${server.url}/config.js`)).text();
    expect(script).not.toContain(SERVICE_KEY);
    const document = await (await fetch(`${server.url}/api/openapi.json`)).text();
    expect(document).not.toContain(SERVICE_KEY);
  });
});

describe('GoTrue admin users through supabase-js', () => {
  it('lists accounts in pages with the total and the next and last pages', async () => {
    const admin = adminClient(server);
    const marker = `list-${Date.now()}`;
    const created: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { data } = await admin.auth.admin.createUser({
        email: uniqueEmail(`${marker}-${index}`),
        email_confirm: true,
      });
      created.push(data.user?.id ?? '');
    }
    const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    if (!('aud' in data)) throw new Error('no page of users');
    expect(data.users).toHaveLength(2);
    expect(data.aud).toBe('authenticated');
    const [count] = await server.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM users',
    );
    // Every account at the time of the listing (other test files may share the database and add
    // their own since).
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.total).toBeLessThanOrEqual(count?.total ?? 0);
    expect(data.nextPage).toBe(2);

    const raw = await call(server, `/auth/v1/admin/users?per_page=2&filter=${marker}&page=2`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-total-count')).toBe('3');
    expect(raw.headers.get('link')).toBe(
      `</auth/v1/admin/users?filter=${marker}&page=2&per_page=2>; rel="last"`,
    );
    expect((raw.body.users as { id: string }[]).map((u) => u.id)).toEqual([created[0]]);
    const first = await call(server, `/auth/v1/admin/users?per_page=2&filter=${marker}`);
    // Newest first.
    expect((first.body.users as { id: string }[]).map((u) => u.id)).toEqual([
      created[2],
      created[1],
    ]);
    expect(first.headers.get('link')).toBe(
      `</auth/v1/admin/users?filter=${marker}&page=2&per_page=2>; rel="next", </auth/v1/admin/users?filter=${marker}&page=2&per_page=2>; rel="last"`,
    );
  });

  it('creates a confirmed account that signs in, with its metadata and profile', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('created');
    const { data, error } = await admin.auth.admin.createUser({
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Riley Toolpusher' },
      app_metadata: { plan: 'pilot' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      user_metadata: { full_name: 'Riley Toolpusher' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pilot' },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const signedIn = await signIn(email);
    expect(signedIn.error).toBeNull();
    const profile = await server.db.query('SELECT display_name FROM user_profiles WHERE id = $1', [
      data.user?.id,
    ]);
    expect(profile).toEqual([{ display_name: 'Riley Toolpusher' }]);

    const fetched = await admin.auth.admin.getUserById(data.user?.id ?? '');
    expect(fetched.data.user?.email).toBe(email);

    const audit = await auditOf(server, data.user?.id ?? '');
    expect(audit.map((row) => row.action)).toEqual(['user.created', 'user.viewed']);
    expect(audit[0]?.detail).toMatchObject({ email });
    // The password is never written to the log.
    expect(JSON.stringify(audit)).not.toContain(GOOD_PASSWORD);
    expect(audit[0]?.ip).toBe('127.0.0.1');
  });

  it('writes each generated link to the audit log, without its token or code', async () => {
    const admin = adminClient(server);
    const user = await signUpUser(server, uniqueEmail('linked'));
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
    });
    expect(error).toBeNull();
    const { hashed_token: token, email_otp: code } = data.properties ?? {};
    expect(token).toBeTruthy();
    expect(code).toBeTruthy();

    const audit = await auditOf(server, user.userId);
    expect(audit.map((row) => [row.action, row.detail])).toEqual([
      ['link.generated', { type: 'recovery', email: user.email }],
    ]);
    expect(audit[0]?.ip).toBe('127.0.0.1');
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(JSON.stringify(audit)).not.toContain(code);

    // A refused request writes nothing.
    const refused = await admin.auth.admin.generateLink({
      type: 'recovery',
      email: uniqueEmail('nobody'),
    });
    expect(refused.error?.code).toBe('user_not_found');
    expect(await auditOf(server, user.userId)).toHaveLength(1);
  });

  it('creates an unconfirmed account that cannot sign in until confirmed by update', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('unconfirmed');
    const { data } = await admin.auth.admin.createUser({ email, password: GOOD_PASSWORD });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await signIn(email)).error?.code).toBe('email_not_confirmed');
    const { error } = await admin.auth.admin.updateUserById(data.user?.id ?? '', {
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect((await signIn(email)).error).toBeNull();
  });

  it('bans an account (signed out, refused at sign-in) and lifts the ban', async () => {
    const admin = adminClient(server);
    const user = await signUpUser(server);
    const { data, error } = await admin.auth.admin.updateUserById(user.userId, {
      ban_duration: '24h',
    });
    expect(error).toBeNull();
    const bannedUntil = Date.parse(data.user?.banned_until ?? '');
    expect(bannedUntil - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(bannedUntil - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    const attempt = await signIn(user.email);
    expect([attempt.error?.status, attempt.error?.code, attempt.error?.message]).toEqual([
      400,
      'user_banned',
      'User is banned',
    ]);
    expect((await user.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const refresh = await call(server, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      token: server.anonKey,
      body: { refresh_token: user.refreshToken },
    });
    expect(refresh.status).toBe(400);

    const lifted = await admin.auth.admin.updateUserById(user.userId, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect((await signIn(user.email)).error).toBeNull();
    expect((await auditOf(server, user.userId)).map((row) => row.detail.ban_duration)).toEqual([
      '24h',
      'none',
    ]);
  });

  it('merges metadata (null removes a key) and changes e-mail and password', async () => {
    const admin = adminClient(server);
    const user = await signUpUser(server);
    await admin.auth.admin.updateUserById(user.userId, {
      user_metadata: { team: 'Rig 7', shift: 'night' },
    });
    const newEmail = uniqueEmail('moved');
    const { data } = await admin.auth.admin.updateUserById(user.userId, {
      user_metadata: { shift: null },
      app_metadata: { tier: 'gold' },
      email: newEmail,
      password: 'Fresh-Drill-2026',
    });
    expect(data.user?.user_metadata).toEqual({ team: 'Rig 7' });
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', tier: 'gold' });
    expect(data.user?.email).toBe(newEmail);
    expect((await signIn(user.email)).error?.code).toBe('invalid_credentials');
    expect((await signIn(newEmail, 'Fresh-Drill-2026')).error).toBeNull();
  });

  it('deletes an account and everything it owns', async () => {
    const admin = adminClient(server);
    const user = await signUpUser(server);
    const { error } = await admin.auth.admin.deleteUser(user.userId);
    expect(error).toBeNull();
    expect(await server.db.query('SELECT 1 FROM users WHERE id = $1', [user.userId])).toEqual([]);
    expect(
      await server.db.query('SELECT 1 FROM user_profiles WHERE id = $1', [user.userId]),
    ).toEqual([]);
    expect((await signIn(user.email)).error?.code).toBe('invalid_credentials');
    const again = await admin.auth.admin.getUserById(user.userId);
    expect([again.error?.status, again.error?.code]).toEqual([404, 'user_not_found']);
    // The log keeps the deletion though the account is gone (supabase-js reads the user first).
    expect((await auditOf(server, user.userId)).map((row) => row.action)).toEqual([
      'user.viewed',
      'user.deleted',
    ]);
  });

  it("answers a deleted account's token with user_not_found, so supabase-js signs out cleanly", async () => {
    const user = await signUpUser(server);
    const client = server.client();
    expect(
      (await client.auth.signInWithPassword({ email: user.email, password: GOOD_PASSWORD })).error,
    ).toBeNull();
    expect((await adminClient(server).auth.admin.deleteUser(user.userId)).error).toBeNull();
    // GoTrue's authentication reads the account before the session (internal/api/auth.go).
    const me = await call(server, '/auth/v1/user', { token: user.accessToken });
    expect(me.status).toBe(403);
    expect(me.body).toMatchObject({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('bad input', () => {
  it('answers every bad request with a GoTrue 4xx', async () => {
    const existing = await signUpUser(server);
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/auth/v1/admin/users?page=0', undefined, 400, 'validation_failed'],
      ['GET', '/auth/v1/admin/users?per_page=abc', undefined, 400, 'validation_failed'],
      ['GET', '/auth/v1/admin/users?page=-1', undefined, 400, 'validation_failed'],
      ['GET', '/auth/v1/admin/users/not-a-uuid', undefined, 404, 'validation_failed'],
      [
        'GET',
        '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000',
        undefined,
        404,
        'user_not_found',
      ],
      ['POST', '/auth/v1/admin/users', {}, 400, 'validation_failed'],
      ['POST', '/auth/v1/admin/users', { email: 'not-an-address' }, 400, 'validation_failed'],
      // The address is checked before the password (GoTrue's order; auth-js's suite sends these).
      [
        'POST',
        '/auth/v1/admin/users',
        { email: 'xx:;x@x.x', password: 'password123' },
        400,
        'validation_failed',
      ],
      [
        'POST',
        '/auth/v1/admin/generate_link',
        { type: 'signup', email: 'xx:;x@x.x', password: 'password123' },
        400,
        'validation_failed',
      ],
      ['POST', '/auth/v1/admin/users', { email: existing.email }, 422, 'email_exists'],
      [
        'POST',
        '/auth/v1/admin/users',
        { email: uniqueEmail(), password: 'short' },
        422,
        'weak_password',
      ],
      [
        'POST',
        '/auth/v1/admin/users',
        { email: uniqueEmail(), ban_duration: 'forever' },
        400,
        'validation_failed',
      ],
      ['POST', '/auth/v1/admin/users', { email: uniqueEmail(), id: 'x' }, 400, 'validation_failed'],
      [
        'POST',
        '/auth/v1/admin/users',
        { email: uniqueEmail(), phone: '+15555550100' },
        400,
        'validation_failed',
      ],
      ['POST', '/auth/v1/admin/users', { email: 5 }, 400, 'bad_json'],
      ['POST', '/auth/v1/admin/users', [], 400, 'bad_json'],
      ['POST', '/auth/v1/admin/users', '{"email":', 400, 'bad_json'],
      [
        'PUT',
        `/auth/v1/admin/users/${existing.userId}`,
        { ban_duration: '-5h' },
        400,
        'validation_failed',
      ],
      ['PUT', `/auth/v1/admin/users/${existing.userId}`, { user_metadata: 'x' }, 400, 'bad_json'],
      [
        'PUT',
        '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000',
        { email_confirm: true },
        404,
        'user_not_found',
      ],
      [
        'DELETE',
        `/auth/v1/admin/users/${existing.userId}`,
        { should_soft_delete: true },
        400,
        'validation_failed',
      ],
      ['DELETE', '/auth/v1/admin/users/123', undefined, 404, 'validation_failed'],
    ];
    for (const [method, path, body, status, code] of cases) {
      const answer = await call(server, path, { method, body });
      expect([method, path, JSON.stringify(body), answer.status, answer.body.code]).toEqual([
        method,
        path,
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    // The account the bad requests named is untouched.
    expect((await signIn(existing.email)).error).toBeNull();
  });
});
