import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotp, totpCode } from '@petrosage/test-support/fixtures/totp';
import { adminClient, auditOf, SERVICE_KEY } from './admin/helpers';
import { GOOD_PASSWORD, signUpUser, startServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_MFA_PER_IP: '100000',
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
  });
});
afterAll(() => server.close());

const now = () => Date.now() / 1000;

type Client = ReturnType<TestServer['client']>;

/** Enrols a TOTP factor through supabase-js; answers its id and secret. */
async function enroll(client: Client, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    ...(friendlyName !== undefined && { friendlyName }),
  });
  if (error || !data) throw new Error(`enrol failed: ${error?.message}`);
  return data;
}

/** A user with a verified factor, signed in at aal2 by the verification. */
async function userWithFactor() {
  const user = await signUpUser(server);
  const factor = await enroll(user.client, 'Phone');
  const { data, error } = await user.client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret, now()),
  });
  if (error || !data) throw new Error(`verify failed: ${error?.message}`);
  return { ...user, factor, session: data };
}

async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      apikey: server.anonKey,
      authorization: `Bearer ${init.token ?? server.anonKey}`,
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the TOTP reference used by these tests', () => {
  it('reproduces RFC 6238 appendix B (SHA-1, secret "12345678901234567890")', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    // RFC 6238, Appendix B: T = 59 → 94287082; T = 1111111109 → 07081804; T = 2000000000 → 69279037.
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(hotp(key, Math.floor(2000000000 / 30), 8)).toBe('69279037');
    // The same secret in base32 (RFC 4648 of the ASCII bytes).
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59)).toBe('287082');
  });
});

describe('enrolment', () => {
  it('answers a secret, an otpauth URI and a QR code, and lists the factor as unverified', async () => {
    const { client, email } = await signUpUser(server);
    const factor = await enroll(client, 'My phone');
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('My phone');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/PetroSage:${email}`);
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('PetroSage');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    // supabase-js prefixes GoTrue's SVG into a data URI; no `#` may cut it short.
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.qr_code).not.toContain('#');
    expect(factor.totp.qr_code.trimEnd().endsWith('</svg>')).toBe(true);

    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.all.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
      [factor.id, 'unverified', 'My phone'],
    ]);
    expect(factors?.totp).toEqual([]);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentLevel).toBe('aal1');
    expect(aal?.nextLevel).toBe('aal1');
  });

  it('refuses other factor types, a duplicate name and bad input with GoTrue codes', async () => {
    const { client, accessToken } = await signUpUser(server);
    await enroll(client, 'Twin');
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Twin' });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
    expect(duplicate.error?.message).toBe(
      'A factor with the friendly name "Twin" for this user already exists',
    );
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error?.status).toBe(422);
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');

    const cases: [unknown, number, string][] = [
      [{ factor_type: 'sms' }, 400, 'validation_failed'],
      [{}, 400, 'validation_failed'],
      [{ factor_type: 'totp', friendly_name: 'x'.repeat(121) }, 400, 'validation_failed'],
      [{ factor_type: 'totp', issuer: 'a:b' }, 400, 'validation_failed'],
      [{ factor_type: 7 }, 400, 'bad_json'],
      [[], 400, 'bad_json'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await raw('/factors', {
        method: 'POST',
        token: accessToken,
        body: JSON.stringify(body),
      });
      expect([JSON.stringify(body), answer.status, answer.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    const anonymous = await raw('/factors', {
      method: 'POST',
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'no_authorization']);
  });

  it('allows at most ten factors', async () => {
    const { client } = await signUpUser(server);
    for (let index = 0; index < 10; index += 1) await enroll(client, `Device ${index}`);
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One more' });
    expect(eleventh.error?.status).toBe(422);
    expect(eleventh.error?.code).toBe('too_many_enrolled_mfa_factors');
  });
});

describe('verification', () => {
  it('verifies a code computed from RFC 6238: aal2 and amr in a new session', async () => {
    const { client, factor, session, userId } = await userWithFactor();
    const claims = decodeJwt(session.access_token);
    expect(claims.aal).toBe('aal2');
    const amr = claims.amr as { method: string; timestamp: number }[];
    expect(amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(Math.abs((amr[0]?.timestamp ?? 0) - now())).toBeLessThan(600);
    expect(session.user.factors?.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);

    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentLevel).toBe('aal2');
    expect(aal?.nextLevel).toBe('aal2');
    expect(
      aal?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toEqual(['totp', 'password']);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp.map((f) => f.id)).toEqual([factor.id]);

    const rows = await server.db.query<{ status: string }>(
      'SELECT status FROM mfa_factors WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ status: 'verified' }]);
  });

  it('keeps aal2 across a refresh of the session', async () => {
    const { client, session } = await userWithFactor();
    const { data, error } = await client.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(decodeJwt(session.access_token).session_id);
  });

  it('asks a new sign-in for the code: aal1 until a challenge is verified', async () => {
    const { email, factor } = await userWithFactor();
    const client = server.client();
    const { data: signIn } = await client.auth.signInWithPassword({
      email,
      password: GOOD_PASSWORD,
    });
    expect(decodeJwt(signIn.session?.access_token ?? '').aal).toBe('aal1');
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The product API wants the second factor from an account that has one.
    const before = await fetch(`${server.url}/api/payments/subscription-status`, {
      headers: { authorization: `Bearer ${signIn.session?.access_token}` },
    });
    expect(before.status).toBe(403);

    const { data, error } = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      // The step after the one the enrolment used: each code is accepted once.
      code: totpCode(factor.totp.secret, now() + 30),
    });
    expect(error).toBeNull();
    expect(decodeJwt(data?.access_token ?? '').aal).toBe('aal2');
    const after = await fetch(`${server.url}/api/payments/subscription-status`, {
      headers: { authorization: `Bearer ${data?.access_token}` },
    });
    expect(after.status).toBe(200);
  });

  it('rejects a wrong code, a reused code, an expired challenge and a used challenge', async () => {
    const user = await signUpUser(server);
    const factor = await enroll(user.client, 'Phone');
    const secret = factor.totp.secret;
    const challenge = async () => {
      const { data, error } = await user.client.auth.mfa.challenge({ factorId: factor.id });
      if (error || !data) throw new Error(`challenge failed: ${error?.message}`);
      return data;
    };

    const first = await challenge();
    expect(first.type).toBe('totp');
    expect(first.expires_at - now()).toBeGreaterThan(250);
    expect(first.expires_at - now()).toBeLessThanOrEqual(300);
    // A code two steps away (outside the one-step window) and a malformed one.
    for (const code of [
      totpCode(secret, now() - 90),
      totpCode(secret, now() + 90),
      '12345',
      'abcdef',
    ]) {
      const { error } = await user.client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: first.id,
        code,
      });
      expect([code, error?.status, error?.code, error?.message]).toEqual([
        code,
        422,
        'mfa_verification_failed',
        'Invalid TOTP code entered',
      ]);
    }
    const empty = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.id,
      code: '',
    });
    expect([empty.error?.status, empty.error?.code]).toEqual([400, 'validation_failed']);

    const code = totpCode(secret, now());
    const ok = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.id,
      code,
    });
    expect(ok.error).toBeNull();

    // The challenge is spent, and the code cannot be used again on a new one.
    const again = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.id,
      code: totpCode(secret, now() + 30),
    });
    expect([again.error?.status, again.error?.code]).toEqual([422, 'mfa_ip_address_mismatch']);
    const second = await challenge();
    const replay = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: second.id,
      code,
    });
    expect([replay.error?.status, replay.error?.code]).toEqual([422, 'mfa_verification_failed']);

    // A challenge older than five minutes has expired (its creation moved back in time).
    const third = await challenge();
    await server.db.query(
      `UPDATE mfa_challenges SET created_at = now() - interval '301 seconds' WHERE id = $1`,
      [third.id],
    );
    const expired = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: third.id,
      code: totpCode(secret, now() + 30),
    });
    expect([expired.error?.status, expired.error?.code]).toEqual([422, 'mfa_challenge_expired']);
    expect(expired.error?.message).toBe(
      `MFA challenge ${third.id} has expired, verify against another challenge or create a new challenge.`,
    );
    const gone = await server.db.query('SELECT 1 FROM mfa_challenges WHERE id = $1', [third.id]);
    expect(gone).toEqual([]);

    const unknown = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect([unknown.error?.status, unknown.error?.code]).toEqual([422, 'mfa_factor_not_found']);
    const badId = await raw(`/factors/${factor.id}/verify`, {
      method: 'POST',
      token: ok.data?.access_token,
      body: JSON.stringify({ challenge_id: 'nope', code: '123456' }),
    });
    expect([badId.status, badId.body.code]).toEqual([422, 'mfa_factor_not_found']);
  });
});

describe('another user', () => {
  it('can neither see, challenge, verify nor remove the first user’s factor', async () => {
    const owner = await userWithFactor();
    const stranger = await signUpUser(server);
    const { data: list } = await stranger.client.auth.mfa.listFactors();
    expect(list?.all).toEqual([]);
    const { data: user } = await stranger.client.auth.getUser();
    expect(user.user?.factors).toBeUndefined();

    const challenge = await stranger.client.auth.mfa.challenge({ factorId: owner.factor.id });
    expect([challenge.error?.status, challenge.error?.code, challenge.error?.message]).toEqual([
      404,
      'mfa_factor_not_found',
      'Factor not found',
    ]);
    const verify = await raw(`/factors/${owner.factor.id}/verify`, {
      method: 'POST',
      token: stranger.accessToken,
      body: JSON.stringify({ challenge_id: owner.factor.id, code: '123456' }),
    });
    expect([verify.status, verify.body.code]).toEqual([404, 'mfa_factor_not_found']);
    const remove = await stranger.client.auth.mfa.unenroll({ factorId: owner.factor.id });
    expect([remove.error?.status, remove.error?.code]).toEqual([404, 'mfa_factor_not_found']);
    const notAnId = await stranger.client.auth.mfa.unenroll({ factorId: 'not-an-id' });
    expect([notAnId.error?.status, notAnId.error?.code]).toEqual([404, 'mfa_factor_not_found']);

    const rows = await server.db.query('SELECT 1 FROM mfa_factors WHERE id = $1', [
      owner.factor.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('what a password alone cannot do once a factor is verified', () => {
  it('needs aal2 to change the password or the address, and to end other sessions', async () => {
    const owner = await userWithFactor();
    const thief = server.client();
    const signIn = await thief.auth.signInWithPassword({
      email: owner.email,
      password: GOOD_PASSWORD,
    });
    const thiefToken = signIn.data.session?.access_token ?? '';
    expect(decodeJwt(thiefToken).aal).toBe('aal1');
    const aal2Required = [
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    ];

    const password = await thief.auth.updateUser({ password: 'Stolen-acct-77' });
    expect([password.error?.status, password.error?.code, password.error?.message]).toEqual(
      aal2Required,
    );
    const address = await thief.auth.updateUser({ email: `taken-${owner.email}` });
    expect([address.error?.status, address.error?.code, address.error?.message]).toEqual(
      aal2Required,
    );
    // Nothing else of the account is at stake in its metadata.
    expect((await thief.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();

    const others = await raw('/logout?scope=others', { method: 'POST', token: thiefToken });
    expect(others.status).toBe(401);
    expect(others.body).toMatchObject({
      code: 'insufficient_aal',
      msg: 'AAL2 session is required to sign out other sessions when MFA is enabled.',
    });
    // A global sign-out ends the caller's own session only.
    const global = await raw('/logout?scope=global', { method: 'POST', token: thiefToken });
    expect(global.status).toBe(401);
    expect(global.body).toMatchObject({ code: 'insufficient_aal' });
    expect((await raw('/user', { token: thiefToken })).status).toBe(403);
    const ownerUser = await owner.client.auth.getUser();
    expect(ownerUser.error).toBeNull();
    expect(ownerUser.data.user?.email).toBe(owner.email);
    const unchanged = await server
      .client()
      .auth.signInWithPassword({ email: owner.email, password: GOOD_PASSWORD });
    expect(unchanged.error).toBeNull();

    // At aal2 the owner changes the password.
    const changed = await owner.client.auth.updateUser({ password: 'Owner-new-pass-5' });
    expect(changed.error).toBeNull();
  });
});

describe('unenrolment and assurance rules', () => {
  it('needs aal2 to add a second factor or remove a verified one', async () => {
    const { email, factor } = await userWithFactor();
    const client = server.client();
    await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });

    const add = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect([add.error?.status, add.error?.code, add.error?.message]).toEqual([
      403,
      'insufficient_aal',
      'AAL2 required to enroll a new factor',
    ]);
    const remove = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect([remove.error?.status, remove.error?.code, remove.error?.message]).toEqual([
      422,
      'insufficient_aal',
      'AAL2 required to unenroll verified factor',
    ]);

    await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, now() + 30),
    });
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toBeUndefined();
    // The session is aal1 again: its next token says so.
    const { data: refreshed } = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('removes an unverified factor at aal1', async () => {
    const { client } = await signUpUser(server);
    const factor = await enroll(client);
    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
  });

  it('ends the account’s other aal1 sessions once a factor is verified', async () => {
    const user = await signUpUser(server);
    const other = server.client();
    await other.auth.signInWithPassword({ email: user.email, password: GOOD_PASSWORD });
    const factor = await enroll(user.client);
    const verified = await user.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(verified.error).toBeNull();
    const { error } = await other.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
    expect((await user.client.auth.getUser()).error).toBeNull();
  });
});

describe('an operator', () => {
  it('lists and removes the factor of a user who lost their authenticator app', async () => {
    const owner = await userWithFactor();
    const other = await userWithFactor();
    const admin = adminClient(server);
    const listed = await admin.auth.admin.mfa.listFactors({ userId: owner.userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => [f.id, f.status])).toEqual([
      [owner.factor.id, 'verified'],
    ]);

    // Another user's factor is not found under this user.
    const crossed = await admin.auth.admin.mfa.deleteFactor({
      userId: owner.userId,
      id: other.factor.id,
    });
    expect([crossed.error?.status, crossed.error?.code]).toEqual([404, 'mfa_factor_not_found']);

    const removed = await admin.auth.admin.mfa.deleteFactor({
      userId: owner.userId,
      id: owner.factor.id,
    });
    expect(removed.error).toBeNull();
    // The password alone opens the account again.
    const client = server.client();
    const { data } = await client.auth.signInWithPassword({
      email: owner.email,
      password: GOOD_PASSWORD,
    });
    const status = await fetch(`${server.url}/api/payments/subscription-status`, {
      headers: { authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(status.status).toBe(200);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await auditOf(server, owner.userId)).map((row) => row.action)).toEqual([
      'factors.viewed',
      'factor.deleted',
    ]);
    // The other user's factor is untouched.
    expect(
      await server.db.query('SELECT status FROM mfa_factors WHERE id = $1', [other.factor.id]),
    ).toEqual([{ status: 'verified' }]);
  });
});
