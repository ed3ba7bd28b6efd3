import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, startServer, uniqueEmail, type TestServer } from './helpers/server';
import { failureDelayMs, PASSWORD_CHECKS_IN_FLIGHT } from '../src/modules/auth/auth.service';
import { freshClientAddress } from './helpers/addresses';

let server: TestServer;
const PER_IP = 5;
const PER_EMAIL = 3;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: '1',
    RATE_LIMIT_PASSWORD_PER_IP: String(PER_IP),
    RATE_LIMIT_PASSWORD_PER_EMAIL: String(PER_EMAIL),
    RATE_LIMIT_SIGNUP_PER_IP: String(PER_IP),
  });
});
afterAll(() => server.close());

describe('rate limits', () => {
  it('answers the (N+1)th password attempt from one IP with 429 in GoTrue’s shape', async () => {
    const ip = freshClientAddress();
    const client = server.client({ headers: { 'x-forwarded-for': ip } });
    for (let attempt = 1; attempt <= PER_IP; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({
        email: uniqueEmail(),
        password: 'wrong-pass-1',
      });
      expect(error?.status).toBe(400);
    }
    const { error } = await client.auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'wrong-pass-1',
    });
    expect(error?.status).toBe(429);
    expect(error?.message).toBe('Request rate limit reached');
    expect(error?.code).toBe('over_request_rate_limit');

    const raw = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(raw.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await raw.json()).toEqual({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
      message: 'Request rate limit reached',
      request_id: expect.any(String) as string,
    });

    // Another address is not affected.
    const other = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    expect(
      (await other.auth.signInWithPassword({ email: uniqueEmail(), password: 'x1' })).error?.status,
    ).toBe(400);
  });

  it('stops an address guessing one account, never the owner signing in from elsewhere', async () => {
    const email = uniqueEmail();
    const signUp = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    expect((await signUp.auth.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
    const attacker = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    for (let attempt = 1; attempt <= PER_EMAIL; attempt += 1) {
      expect(
        (await attacker.auth.signInWithPassword({ email, password: 'guess-123' })).error?.status,
      ).toBe(400);
    }
    // The attacker's address is stopped on this account, even with the right password…
    const blocked = await attacker.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(blocked.error?.status).toBe(429);
    // …and the owner, from another address, signs in at once.
    const owner = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    const signedIn = await owner.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
  });

  it('slows failures on one account from many addresses down rather than refusing them', async () => {
    const email = uniqueEmail();
    const signUp = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    expect((await signUp.auth.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
    const attempt = async (password: string) => {
      const client = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
      const started = performance.now();
      const { error } = await client.auth.signInWithPassword({ email, password });
      return { status: error?.status ?? 200, ms: performance.now() - started };
    };
    for (let i = 1; i <= PER_EMAIL; i += 1) expect((await attempt('guess-123')).status).toBe(400);
    const slowed = await attempt('guess-123');
    const slower = await attempt('guess-123');
    expect([slowed.status, slower.status]).toEqual([400, 400]);
    // 250 ms for the first failure past the allowance, 500 ms for the next (lower bounds only).
    expect(slowed.ms).toBeGreaterThanOrEqual(250);
    expect(slower.ms).toBeGreaterThanOrEqual(500);
    expect((await attempt(GOOD_PASSWORD)).status).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    const client = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    for (let attempt = 1; attempt <= PER_IP; attempt += 1) {
      await client.auth.signOut({ scope: 'local' });
      expect(
        (await client.auth.signUp({ email: uniqueEmail(), password: GOOD_PASSWORD })).error,
      ).toBeNull();
    }
    const { error } = await client.auth.signUp({ email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(error?.status).toBe(429);
  });
});

describe('failureDelayMs', () => {
  it('grows by 250 ms per failure past the allowance, up to 2 s', () => {
    expect([9, 10, 11, 12, 17, 18, 100].map((failures) => failureDelayMs(failures, 10))).toEqual([
      0, 0, 250, 500, 1750, 2000, 2000,
    ]);
  });
  it('checks only a few passwords of an over-guessed account at once; the rest get 429 unchecked', async () => {
    const email = uniqueEmail('parallel');
    const owner = server.client({ headers: { 'x-forwarded-for': freshClientAddress() } });
    expect((await owner.auth.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
    // The account has met many failures this window (from many addresses): each further one
    // is held back the longest.
    await server.db.query(
      `INSERT INTO rate_limit_counters (key, hits, expires_at)
       VALUES ($1, 50, now() + interval '5 minutes')`,
      [`password-failures:${email}`],
    );
    const burst = 12;
    const statuses = await Promise.all(
      Array.from({ length: burst }, async () => {
        const { error } = await server
          .client({ headers: { 'x-forwarded-for': freshClientAddress() } })
          .auth.signInWithPassword({ email, password: 'wrong-pass-1' });
        return error?.status;
      }),
    );
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PASSWORD_CHECKS_IN_FLIGHT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - checked);
    // Once the guesses are answered, the owner signs in.
    const { error } = await server
      .client({ headers: { 'x-forwarded-for': freshClientAddress() } })
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error).toBeNull();
  });
});
