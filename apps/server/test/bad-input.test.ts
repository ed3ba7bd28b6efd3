import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startServer, type TestServer } from './helpers/server';
import { grantStandard } from './helpers/subscription';

let server: TestServer;
let token = '';
let userId = '';
let chatId = '';

beforeAll(async () => {
  server = await startServer();
  ({ accessToken: token, userId } = await signUpUser(server));
  await grantStandard(server, token);
  const created = await fetch(`${server.url}/api/history`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Fuzz target' }),
  });
  chatId = ((await created.json()) as { chat_id: string }).chat_id;
});
afterAll(() => server.close());

interface Endpoint {
  method: string;
  path: string;
  auth: boolean;
}

const bodyEndpoints: Endpoint[] = [
  { method: 'POST', path: '/auth/v1/signup', auth: false },
  { method: 'POST', path: '/auth/v1/token?grant_type=password', auth: false },
  { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', auth: false },
  { method: 'POST', path: '/auth/v1/token?grant_type=magic', auth: false },
  { method: 'POST', path: '/auth/v1/token', auth: false },
  { method: 'PUT', path: '/auth/v1/user', auth: true },
  { method: 'PATCH', path: '/rest/v1/user_profiles?id=eq.__ME__', auth: true },
  { method: 'POST', path: '/api/history', auth: true },
  { method: 'PATCH', path: '/api/history/__CHAT__', auth: true },
  { method: 'POST', path: '/api/history/__CHAT__/messages', auth: true },
  { method: 'POST', path: '/api/prompt', auth: true },
  { method: 'POST', path: '/api/payments/create-checkout-session', auth: true },
  { method: 'POST', path: '/api/payments/request-cancellation', auth: true },
  { method: 'POST', path: '/api/payments/sync-subscription', auth: true },
  { method: 'POST', path: '/api/payments/webhook', auth: false },
];

const huge = 'x'.repeat(2 * 1024 * 1024);

/** [name, content type, raw body] */
const bodies: [string, string | undefined, string][] = [
  ['malformed JSON', 'application/json', '{"email": "a@b.co", "password": '],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[1, 2, 3]'],
  ['JSON string', 'application/json', '"just a string"'],
  ['JSON number', 'application/json', '42'],
  ['empty object', 'application/json', '{}'],
  [
    'wrong types',
    'application/json',
    '{"email": 123, "password": true, "refresh_token": 5, "data": "x"}',
  ],
  [
    'nested wrong types',
    'application/json',
    '{"email": {"$ne": null}, "password": ["a"], "display_name": {"a": 1}}',
  ],
  ['prototype pollution', 'application/json', '{"__proto__": {"admin": true}, "email": "a@b.co"}'],
  ['unknown fields only', 'application/json', '{"salary": 1, "foo": "bar"}'],
  [
    'over-long strings',
    'application/json',
    JSON.stringify({
      email: `${'a'.repeat(5000)}@x.co`,
      password: 'p1'.repeat(5000),
      display_name: 'n'.repeat(5000),
      company: 'c'.repeat(5000),
    }),
  ],
  ['oversized body', 'application/json', JSON.stringify({ email: 'a@b.co', password: huge })],
  ['plain text', 'text/plain', 'email=a@b.co'],
  ['form encoded', 'application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
  ['no content type', undefined, '{"email":"a@b.co"}'],
];

function messageOf(body: unknown): unknown {
  const record = body as Record<string, unknown>;
  return record.msg ?? record.message ?? record.detail;
}

describe('every auth and data endpoint answers bad bodies with a clear 4xx', () => {
  for (const endpoint of bodyEndpoints) {
    for (const [name, contentType, raw] of bodies) {
      it(`${endpoint.method} ${endpoint.path}: ${name}`, async () => {
        const headers: Record<string, string> = { apikey: server.anonKey };
        if (contentType) headers['content-type'] = contentType;
        if (endpoint.auth) headers.authorization = `Bearer ${token}`;
        const response = await fetch(
          `${server.url}${endpoint.path.replace('__ME__', userId).replace('__CHAT__', chatId)}`,
          {
            method: endpoint.method,
            headers,
            body: raw,
          },
        );
        const text = await response.text();
        // Creating a chat needs no field at all: any JSON object without `title` or `messages`
        // (these bodies have neither) creates an untitled chat.
        if (response.status === 201) {
          expect(`${endpoint.method} ${endpoint.path}`).toBe('POST /api/history');
          expect(contentType).toBe('application/json');
          expect(raw.trim().startsWith('{')).toBe(true);
          return;
        }
        // A change of nothing is a legitimate no-op for the two update endpoints.
        if (response.status === 200 || response.status === 204) {
          expect(`${endpoint.method} ${name}`).toMatch(
            /^(PUT|PATCH) (empty object|unknown fields only)$/,
          );
          expect(endpoint.method === 'PATCH' ? name : 'any').not.toBe('unknown fields only');
          return;
        }
        expect(response.status, text).toBeGreaterThanOrEqual(400);
        expect(response.status, text).toBeLessThan(500);
        const message = messageOf(JSON.parse(text));
        expect(typeof message).toBe('string');
        expect((message as string).length).toBeGreaterThan(5);
      });
    }
  }

  it('leaves the account usable after the barrage', async () => {
    const chat = await fetch(`${server.url}/api/history/${chatId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await chat.json()) as { title: string; messages: unknown[] }).messages).toEqual([]);
    const { data } = await server.client().auth.getUser(token);
    expect(data.user?.id).toBe(userId);
    const [profile] = await server.db.query(
      'SELECT display_name, company FROM user_profiles WHERE id = $1',
      [userId],
    );
    expect(profile).toEqual({ display_name: null, company: null });
  });
});

describe('bad query strings and headers', () => {
  const queries = [
    'id=eq.not-a-uuid',
    'id=gt.5',
    'id=like.*',
    'select=salary',
    'select=id::text',
    'select=id,(display_name)',
    'limit=-1',
    'limit=abc',
    'offset=1e9',
    'order=salary.desc',
    'order=id.sideways',
    'updated_at=eq.yesterday',
    'display_name=is.banana',
    'select=id&select=company',
  ];
  for (const query of queries) {
    it(`GET /rest/v1/user_profiles?${query}`, async () => {
      const response = await fetch(`${server.url}/rest/v1/user_profiles?${query}`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as {
        code: string;
        message: string;
        details: unknown;
        hint: unknown;
      };
      expect(body.code).toMatch(/^(PGRST\d+|\d{2}[0-9A-Z]{3})$/);
      expect(body.message.length).toBeGreaterThan(5);
      expect(body).toHaveProperty('details');
      expect(body).toHaveProperty('hint');
    });
  }

  for (const authorization of [
    'Bearer',
    'Bearer not.a.jwt',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(5000)}`,
  ]) {
    it(`GET /auth/v1/user with "${authorization.slice(0, 20)}"`, async () => {
      const response = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization } });
      expect([401, 403]).toContain(response.status);
      expect(((await response.json()) as { msg: string }).msg.length).toBeGreaterThan(5);
    });
  }

  it('POST /auth/v1/logout with an unknown scope', async () => {
    const response = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toContain('scope');
  });
});
