import { API_ERROR_MESSAGES, type ApiClient } from '../../../lib/api-client';
import type { ReplyStreams } from './reply-streams';
import type { Threads } from './threads';

/** What the store's parts share. */
export interface StoreContext {
  api: ApiClient;
  threads: Threads;
  replies: ReplyStreams;
  pageSize: number;
  now: () => number;
}

/** Whether a session exists; without one, docs/product.md §4's "No user authenticated" is logged. */
export async function signedIn(api: ApiClient): Promise<boolean> {
  if (await api.hasSession()) return true;
  console.error(API_ERROR_MESSAGES.notAuthenticated);
  return false;
}

export function isoNow(context: StoreContext): string {
  return new Date(context.now()).toISOString();
}
