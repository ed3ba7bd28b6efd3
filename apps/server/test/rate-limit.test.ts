import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, startServer, uniqueEmail, type TestServer } from './helpers/server';

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

/** A documentation-range address of its own, so counters of other tests never mix in. */
function freshIp(): string {
  return `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

describe('rate limits', () => {
  it('answers the (N+1)th password attempt from one IP with 429 in GoTrue’s shape', async () => {
    const ip = freshIp();
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
    });

    // Another address is not affected.
    const other = server.client({ headers: { 'x-forwarded-for': freshIp() } });
    expect(
      (await other.auth.signInWithPassword({ email: uniqueEmail(), password: 'x1' })).error?.status,
    ).toBe(400);
  });

  it('limits attempts on one e-mail across addresses', async () => {
    const email = uniqueEmail();
    const signUp = server.client({ headers: { 'x-forwarded-for': freshIp() } });
    expect((await signUp.auth.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
    for (let attempt = 1; attempt <= PER_EMAIL; attempt += 1) {
      const client = server.client({ headers: { 'x-forwarded-for': freshIp() } });
      expect(
        (await client.auth.signInWithPassword({ email, password: 'guess-123' })).error?.status,
      ).toBe(400);
    }
    const client = server.client({ headers: { 'x-forwarded-for': freshIp() } });
    const { error } = await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error?.status).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    const client = server.client({ headers: { 'x-forwarded-for': freshIp() } });
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
