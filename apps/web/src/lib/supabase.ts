import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveSupabaseUrl, runtimeConfig } from '../config/runtime-config';
import type { Database } from './database-types';

export type AppSupabaseClient = SupabaseClient<Database>;

export interface SupabaseClientOptions {
  url: string;
  anonKey: string;
}

/** The genuine supabase-js client, pointed at our Supabase-compatible server. */
export function createSupabaseClient({ url, anonKey }: SupabaseClientOptions): AppSupabaseClient {
  if (anonKey === '') {
    throw new Error('The runtime config has no supabaseAnonKey; is /config.js being served?');
  }
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
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
