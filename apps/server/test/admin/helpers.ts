import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from '../helpers/server';

/** The operator key the admin suites configure (`AUTH_SERVICE_ROLE_KEY`). */
export const SERVICE_KEY = 'operator-key-for-tests-0123456789-abcdef';

/** A genuine supabase-js client holding the service-role key, as an operator's script has. */
export function adminClient(server: TestServer, key = SERVICE_KEY): SupabaseClient {
  return createClient<unknown>(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Calls a path with a bearer token (or none), answering the status and the JSON body. */
export async function call(
  server: TestServer,
  path: string,
  init: { method?: string; token?: string | null; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? SERVICE_KEY}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined && {
      body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    headers: response.headers,
  };
}

/** The audit rows about one account, oldest first. */
export async function auditOf(server: TestServer, userId: string) {
  return server.db.query<{ action: string; detail: Record<string, unknown>; ip: string }>(
    `SELECT action, detail, ip FROM operator_audit_log WHERE target_user_id = $1
     ORDER BY created_at, action`,
    [userId],
  );
}
