import type { TestServer } from './server';

/** Calls the product API as a signed-in user. */
export function api(
  server: TestServer,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
  });
}

export function postJson(
  server: TestServer,
  token: string,
  path: string,
  body: unknown,
  headers = {},
) {
  return api(server, token, path, { method: 'POST', body: JSON.stringify(body), headers });
}
