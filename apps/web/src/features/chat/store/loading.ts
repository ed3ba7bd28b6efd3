import { getMessages } from '../api/get-messages';
import { shouldLoadMessages } from '../utils/load-gate';
import type { StoreContext } from './context';
import { errorText, messageFromServer } from './thread';

/**
 * Loads a chat's newest page unless docs/product.md §4 says to skip (a load running, messages present, or
 * the previous load began < 5 s ago). `force` (a user's "Try again") skips only the cooldown.
 * When the newest reply is still being written, re-attaches to it.
 */
export function ensureLoaded(context: StoreContext, chatId: string, force: boolean): void {
  const { threads, now } = context;
  const thread = threads.get(chatId);
  const gate = {
    isLoading: thread.isLoading,
    messageCount: thread.messages.length,
    lastLoadStartedAt: force ? null : thread.lastLoadStartedAt,
  };
  if (!shouldLoadMessages(gate, now())) return;
  threads.update(chatId, (t) => ({
    ...t,
    isLoading: true,
    loadError: null,
    lastLoadStartedAt: now(),
  }));
  getMessages(context.api, chatId, { limit: context.pageSize }).then(
    (page) => {
      const messages = page.messages.map(messageFromServer);
      threads.update(chatId, (t) => ({
        ...t,
        // A send that started meanwhile stays after what was stored before it.
        messages: [...messages, ...t.messages.filter((m) => !messages.some((s) => s.id === m.id))],
        olderCursor: page.next_cursor,
        isLoading: false,
      }));
      const last = messages.at(-1);
      if (last?.role === 'assistant' && last.status === 'streaming' && last.id !== null) {
        context.replies.resume(chatId, last.key, last.id, last.content);
      }
    },
    (error: unknown) => {
      threads.update(chatId, (t) => ({
        ...t,
        isLoading: false,
        loadError: error instanceof Error ? error : new Error(errorText(error)),
      }));
    },
  );
}

/** Loads the page before the oldest loaded message (scrolling up). */
export async function loadOlder(context: StoreContext, chatId: string): Promise<void> {
  const { threads } = context;
  const thread = threads.get(chatId);
  const cursor = thread.olderCursor;
  if (cursor === null || thread.isLoadingOlder || thread.isLoading) return;
  threads.update(chatId, (t) => ({ ...t, isLoadingOlder: true, olderError: null }));
  try {
    const page = await getMessages(context.api, chatId, {
      before: cursor,
      limit: context.pageSize,
    });
    threads.update(chatId, (t) => {
      const known = new Set(t.messages.map((m) => m.id));
      const older = page.messages.filter((m) => !known.has(m.id)).map(messageFromServer);
      return {
        ...t,
        messages: [...older, ...t.messages],
        olderCursor: page.next_cursor,
        isLoadingOlder: false,
      };
    });
  } catch (error: unknown) {
    threads.update(chatId, (t) => ({ ...t, isLoadingOlder: false, olderError: errorText(error) }));
  }
}

/**
 * Loads older pages until the message is among the loaded ones (a search result in a long
 * chat); resolves whether it is.
 */
export async function reveal(
  context: StoreContext,
  chatId: string,
  messageId: string,
  maxPages: number,
): Promise<boolean> {
  for (let page = 0; page <= maxPages; page += 1) {
    const thread = context.threads.get(chatId);
    if (thread.messages.some((m) => m.id === messageId)) return true;
    if (thread.isLoading || thread.isLoadingOlder) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (thread.olderCursor === null || thread.olderError !== null || context.threads.disposed) {
      return false;
    }
    await loadOlder(context, chatId);
  }
  return false;
}
