import { MessagePageSchema, type MessagePage } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/** Messages per page: enough to fill a tall screen, small enough to open a long chat fast. */
export const MESSAGE_PAGE_SIZE = 50;

export interface GetMessagesOptions {
  /** `next_cursor` of the previous (newer) page; absent for the newest page. */
  before?: string;
  limit?: number;
  signal?: AbortSignal;
}

/**
 * `GET /history/{chatId}/messages?limit=&before=`: the newest page, or the page before a cursor;
 * messages in time order. Driven by the chat store (`use-chat-store.ts`), which owns the thread.
 */
export function getMessages(
  api: ApiClient,
  chatId: string,
  { before, limit = MESSAGE_PAGE_SIZE, signal }: GetMessagesOptions = {},
): Promise<MessagePage> {
  return api.request(`/history/${encodeURIComponent(chatId)}/messages`, MessagePageSchema, {
    query: { limit, before },
    signal,
  });
}
