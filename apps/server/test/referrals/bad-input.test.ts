import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token = '';
let email = '';
let userId = '';

beforeAll(async () => {
  server = await startServer();
  ({ accessToken: token, email, userId } = await signUpUser(server));
});
afterAll(() => server.close());

const endpoints: { method: string; path: string; auth: boolean }[] = [
  { method: 'POST', path: '/api/referrals/validate-code', auth: false },
  { method: 'POST', path: '/api/referrals/signup', auth: false },
  { method: 'PUT', path: '/api/referrals/profile', auth: true },
];

/** [name, content type, raw body] */
const bodies: [string, string | undefined, string][] = [
  ['malformed JSON', 'application/json', '{"referral_code": '],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '["ABCDEF"]'],
  ['JSON string', 'application/json', '"ABCDEF"'],
  ['empty body', 'application/json', ''],
  ['wrong types', 'application/json', '{"referral_code": 7, "email": 1, "display_name": true}'],
  ['nested objects', 'application/json', '{"referral_code": {"$ne": null}, "company": [1]}'],
  ['prototype pollution', 'application/json', '{"__proto__": {"admin": true}}'],
  [
    'over-long strings',
    'application/json',
    JSON.stringify({
      referral_code: 'A'.repeat(5000),
      email: `${'a'.repeat(5000)}@x.co`,
      password: 'p1'.repeat(5000),
      display_name: 'n'.repeat(5000),
    }),
  ],
  [
    'oversized body',
    'application/json',
    JSON.stringify({ referral_code: 'x'.repeat(2 * 1024 * 1024) }),
  ],
  ['plain text', 'text/plain', 'ABCDEF'],
  ['form encoded', 'application/x-www-form-urlencoded', 'referral_code=ABCDEF'],
  ['no content type', undefined, '{"referral_code":"ABCDEF"}'],
];

describe('referral endpoints answer bad bodies with a clear 4xx', () => {
  for (const endpoint of endpoints) {
    for (const [name, contentType, raw] of bodies) {
      it(`${endpoint.method} ${endpoint.path}: ${name}`, async () => {
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        if (endpoint.auth) headers.authorization = `Bearer ${token}`;
        const response = await fetch(`${server.url}${endpoint.path}`, {
          method: endpoint.method,
          headers,
          body: raw,
        });
        const text = await response.text();
        expect(response.status, text).toBeGreaterThanOrEqual(400);
        expect(response.status, text).toBeLessThan(500);
        const { detail } = JSON.parse(text) as { detail: unknown };
        expect(typeof detail).toBe('string');
        expect((detail as string).length).toBeGreaterThan(5);
      });
    }
  }

  it('leaves the account and the tables untouched', async () => {
    const profile = await fetch(`${server.url}/api/referrals/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await profile.json()).toEqual({ email, display_name: null, company: null });
    // Scoped to this file's rows: on PostgreSQL the database is shared with the other suites.
    expect(
      await server.db.query('SELECT 1 FROM users WHERE email = $1', [`${'a'.repeat(5000)}@x.co`]),
    ).toEqual([]);
    expect(
      await server.db.query(
        'SELECT 1 FROM referrals WHERE referrer_user_id = $1 OR referred_user_id = $1',
        [userId],
      ),
    ).toEqual([]);
  });
});
