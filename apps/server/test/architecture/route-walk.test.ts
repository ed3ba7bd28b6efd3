import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesOf } from '../../src/lib/route-kit';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  // With the metrics token, so `/metrics` is registered and walked too.
  server = await startServer({ METRICS_TOKEN: 'metrics-token-0123456789abcdef' });
});
afterAll(async () => {
  await server.close();
});

/** The API surfaces: every route under them is declared through a route kit. */
const API_PREFIXES = ['/api', '/auth/v1', '/rest/v1', '/metrics'];
/** Pages, not API calls: the built web app, its runtime settings, the test checkout's pages. */
const PAGES = new Set([
  'GET /',
  'GET /config.js',
  'GET /*',
  'GET /checkout/:sessionId',
  'POST /checkout/:sessionId',
]);

it('declares every API route with an auth choice and documents it in the OpenAPI document', async () => {
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes = routesOf(server.app).filter(
    (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
  expect(routes.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (!API_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      if (!PAGES.has(name)) problems.push(`${name}: neither an API route nor a known page`);
      continue;
    }
    if (route.declared === undefined) {
      problems.push(`${name}: not declared through a route kit (no auth choice, schema or doc)`);
      continue;
    }
    if (!['user', 'service', 'none'].includes(route.declared.auth))
      problems.push(`${name}: no auth choice`);
    const documented = document.paths[route.declared.path]?.[route.method.toLowerCase()];
    if (documented === undefined) problems.push(`${name}: missing from the OpenAPI document`);
  }
  expect(problems).toEqual([]);
});
