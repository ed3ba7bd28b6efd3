import { resolveSupabaseUrl, runtimeConfig } from '../config/runtime-config';
import { onDemand } from './on-demand';
import type { AppSupabaseClient } from './supabase';

/**
 * The page's supabase-js client, fetched on demand: the landing page paints without it (it is
 * a fifth of the page's JavaScript) and fetches it once painted, or at the first sign-in.
 */
const client = onDemand(() => import('./supabase').then((module) => module.getSupabaseClient()));

export function loadSupabaseClient(): Promise<AppSupabaseClient> {
  return client.load();
}

/** The client, once `loadSupabaseClient` has it. */
export function loadedSupabaseClient(): AppSupabaseClient | undefined {
  return client.current();
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
