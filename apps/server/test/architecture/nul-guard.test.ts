import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NUL_MESSAGE, routesOf } from '../../src/lib/route-kit';
import { startServer, signUpUser, type TestServer } from '../helpers/server';

/**
 * U+0000 cannot be stored in PostgreSQL text: every route the route walk knows answers it with
 * its surface's 400 or 422 — in a path parameter, a query parameter or a JSON body, including a
 * field the route does not read — and never 500.
 */

const SERVICE_KEY = 'operator-key-for-nul-guard-0123456789-abcdef';
const API_PREFIXES = ['/api', '/auth/v1', '/rest/v1'];
/** Bodies read as raw bytes: Stripe's signed payload, checked by its signature, not as text. */
const RAW_BODIES = new Set(['POST /api/payments/webhook']);
let server: TestServer;
let userToken: string;

beforeAll(async () => {
  server = await startServer({ AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
  userToken = (await signUpUser(server)).accessToken;
});
afterAll(() => server.close());

type Part = 'params' | 'query' | 'body';

function requestFor(
  route: { method: string; url: string; declared: { auth: string } | undefined },
  part: Part,
) {
  const withParams = route.url.replace(/:[A-Za-z0-9_]+/g, () =>
    part === 'params' ? 'id%00x' : randomUUID(),
  );
  const path = part === 'query' ? `${withParams}?note=a%00b` : withParams;
  const headers: Record<string, string> = { apikey: server.anonKey };
  const auth = route.declared?.auth;
  if (auth === 'user') headers.authorization = `Bearer ${userToken}`;
  if (auth === 'service') headers.authorization = `Bearer ${SERVICE_KEY}`;
  const hasBody = route.method !== 'GET' && (part === 'body' || route.method !== 'DELETE');
  if (hasBody) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method: route.method,
    headers,
    ...(hasBody && {
      body: JSON.stringify(
        part === 'body' ? { note: 'a\u0000b', data: { ['k\u0000']: 'v' } } : { note: 'plain' },
      ),
    }),
  });
}

it('answers U+0000 with 400 or 422 on every route, in every part of the input', async () => {
  const routes = routesOf(server.app).filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      API_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
  );
  expect(routes.length).toBeGreaterThan(40);
  const problems: string[] = [];
  let checked = 0;
  for (const route of routes) {
    // A GET carries no body: its input is its path and query.
    const parts: Part[] =
      route.method === 'GET' || RAW_BODIES.has(`${route.method} ${route.url}`)
        ? ['query']
        : ['query', 'body'];
    if (route.url.includes(':')) parts.push('params');
    for (const part of parts) {
      const response = await requestFor(route, part);
      const text = await response.text();
      checked += 1;
      if (![400, 422].includes(response.status) || !text.includes(NUL_MESSAGE)) {
        problems.push(`${route.method} ${route.url} (${part}): ${response.status} ${text}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(100);
});

it('answers the reported routes in their surfaces’ shapes', async () => {
  const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.anonKey },
    body: JSON.stringify({ email: 'a@example.com', password: 'pass\u0000word1' }),
  });
  expect(token.status).toBe(400);
  expect(await token.json()).toMatchObject({ code: 'bad_json', msg: NUL_MESSAGE });

  const verify = await fetch(`${server.url}/auth/v1/verify?token=%00&type=signup`);
  expect(verify.status).toBe(400);
  expect(await verify.json()).toMatchObject({ code: 'validation_failed' });

  const rest = await fetch(`${server.url}/rest/v1/user_profiles?id=eq.x`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      apikey: server.anonKey,
      authorization: `Bearer ${userToken}`,
    },
    body: JSON.stringify({ full_name: 'Ann\u0000' }),
  });
  expect(rest.status).toBe(400);
  expect(await rest.json()).toMatchObject({ code: 'PGRST100', message: NUL_MESSAGE });

  const prompt = await fetch(`${server.url}/api/prompt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${userToken}` },
    body: JSON.stringify({ prompt: 'Casing \u0000 design' }),
  });
  expect(prompt.status).toBe(422);
  expect(await prompt.json()).toEqual({
    detail: NUL_MESSAGE,
    request_id: expect.any(String) as string,
  });
});
