import { resolveSupabaseUrl, runtimeConfig } from '../config/runtime-config';
import type { AppSupabaseClient } from './supabase';

/**
 * The page's supabase-js client, fetched on demand: the landing page paints without it (it is
 * a fifth of the page's JavaScript) and fetches it once painted, or at the first sign-in.
 */
let loaded: AppSupabaseClient | undefined;
let loading: Promise<AppSupabaseClient> | undefined;

export function loadSupabaseClient(): Promise<AppSupabaseClient> {
  loading ??= import('./supabase').then(
    (module) => (loaded = module.getSupabaseClient()),
    (e: unknown) => {
      // A failed fetch (offline, a new deploy) is tried again by the next caller.
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** The client, once `loadSupabaseClient` has it. */
export function loadedSupabaseClient(): AppSupabaseClient | undefined {
  return loaded;
}

/**
 * Where supabase-js keeps the session of a project at `url` (its default `storageKey`:
 * `sb-<first label of the host name>-auth-token`, in local storage).
 */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0] ?? ''}-auth-token`;
}

/**
 * Whether supabase-js has a stored session on this device, read without supabase-js. Without
 * one the visitor is signed out, so the first auth check needs no client; with one, the client
 * restores (and, when due, refreshes) it.
 */
export function hasStoredSession(
  url = resolveSupabaseUrl(runtimeConfig, window.location.origin),
): boolean {
  try {
    return window.localStorage.getItem(sessionStorageKey(url)) !== null;
  } catch {
    // Storage blocked: let supabase-js decide.
    return true;
  }
}
