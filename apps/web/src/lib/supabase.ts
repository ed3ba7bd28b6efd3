import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveSupabaseUrl, runtimeConfig } from '../config/runtime-config';
import type { Database } from './database-types';

export type AppSupabaseClient = SupabaseClient<Database>;

export interface SupabaseClientOptions {
  url: string;
  anonKey: string;
  /** Tests point the client at a local fake server through this; the browser uses its own fetch. */
  fetch?: typeof fetch;
}

/** The genuine supabase-js client, pointed at our Supabase-compatible server. */
export function createSupabaseClient({
  url,
  anonKey,
  fetch,
}: SupabaseClientOptions): AppSupabaseClient {
  if (anonKey === '') {
    throw new Error('The runtime config has no supabaseAnonKey; is /config.js being served?');
  }
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

let browserClient: AppSupabaseClient | undefined;

/** One client per page, created on first use so modules can be imported without a config. */
export function getSupabaseClient(): AppSupabaseClient {
  browserClient ??= createSupabaseClient({
    url: resolveSupabaseUrl(runtimeConfig, window.location.origin),
    anonKey: runtimeConfig.supabaseAnonKey,
  });
  return browserClient;
}
