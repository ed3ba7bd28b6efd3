import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from '../src/lib/rate-limit';
import { GOOD_PASSWORD, startServer, uniqueEmail, type TestServer } from './helpers/server';

/**
 * Every per-address limit counts an IPv6 client by its /64: one host is handed a whole /64, so
 * rotating the last 64 bits behind `TRUST_PROXY` must not open a fresh bucket.
 */

const LIMIT = 2;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: '1',
    RATE_LIMIT_PASSWORD_PER_IP: String(LIMIT),
    RATE_LIMIT_SIGNUP_PER_IP: String(LIMIT),
    RATE_LIMIT_REFRESH_PER_IP: String(LIMIT),
    RATE_LIMIT_USER_UPDATE_PER_IP: String(LIMIT),
    RATE_LIMIT_REFERRAL_PER_IP: String(LIMIT),
    RATE_LIMIT_EMAIL_PER_IP: String(LIMIT),
    RATE_LIMIT_VERIFY_PER_IP: String(LIMIT),
    RATE_LIMIT_MFA_PER_IP: String(LIMIT),
  });
});
afterAll(() => server.close());

const hex = () => randomInt(0, 0x10000).toString(16);

/** A /64 of its own (documentation range), so that no other test's counters mix in. */
function freshNetwork(): string {
  return `2001:db8:${hex()}:${hex()}`;
}

/** Another address of the same /64, every time. */
function addressIn(network: string): string {
  return `${network}:${hex()}:${hex()}:${hex()}:${hex()}`;
}

const ipv4 = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function call(
  method: string,
  path: string,
  ip: string,
  body: unknown,
  token?: string,
): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      apikey: server.anonKey,
      'x-forwarded-for': ip,
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A signed-in user made from an IPv4 address of its own (outside the /64 under test). */
async function newUser(): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ipv4() },
    body: JSON.stringify({ email: uniqueEmail('v6'), password: GOOD_PASSWORD }),
  });
  const session = (await response.json()) as { access_token: string };
  return session.access_token;
}

/** Each limited request, sent from the address given (a fresh user each time where one is needed). */
const LIMITS: Record<string, (ip: string) => Promise<number>> = {
  'password sign-in': (ip) =>
    call('POST', '/auth/v1/token?grant_type=password', ip, {
      email: uniqueEmail(),
      password: 'wrong-pass-1',
    }),
  'sign-up': (ip) =>
    call('POST', '/auth/v1/signup', ip, { email: uniqueEmail(), password: GOOD_PASSWORD }),
  refresh: (ip) =>
    call('POST', '/auth/v1/token?grant_type=refresh_token', ip, { refresh_token: 'nothing' }),
  'user update': async (ip) =>
    call('PUT', '/auth/v1/user', ip, { data: { n: 1 } }, await newUser()),
  'mail sending': (ip) => call('POST', '/auth/v1/recover', ip, { email: uniqueEmail() }),
  verify: (ip) =>
    call('POST', '/auth/v1/verify', ip, {
      type: 'email',
      email: uniqueEmail(),
      token: '123456',
    }),
  'two-factor': async (ip) =>
    call('POST', `/auth/v1/factors/${randomUUID()}/challenge`, ip, {}, await newUser()),
  'referral code check': (ip) =>
    call('POST', '/api/referrals/validate-code', ip, { referral_code: 'ABCDEF' }),
};

describe('per-address limits and IPv6', () => {
  it('groups an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
  });

  for (const [name, send] of Object.entries(LIMITS)) {
    it(`${name}: one /64 shares one bucket; another /64 has its own`, async () => {
      const network = freshNetwork();
      const seen: number[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1)
        seen.push(await send(addressIn(network)));
      expect(seen.slice(0, LIMIT)).not.toContain(429);
      expect(seen[LIMIT]).toBe(429);
      expect(await send(addressIn(freshNetwork()))).not.toBe(429);
    });
  }
});
