import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { adminClient, call, SERVICE_KEY } from './helpers';

/* The operator API on a server with no AUTH_SERVICE_ROLE_KEY: closed to every token. */

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('answers 403 not_admin to any key, and 401 without one', async () => {
  for (const token of [SERVICE_KEY, server.anonKey, 'x'.repeat(40)]) {
    for (const path of ['/auth/v1/admin/users', '/api/admin/audit-log']) {
      const answer = await call(server, path, { token });
      expect([path, answer.status]).toEqual([path, 403]);
    }
  }
  const none = await call(server, '/auth/v1/admin/users', { token: null });
  expect([none.status, none.body.code]).toEqual([401, 'no_authorization']);
  const { error } = await adminClient(server).auth.admin.listUsers();
  expect([error?.status, error?.code]).toEqual([403, 'not_admin']);
});
