import { useSyncExternalStore } from 'react';
import type { ChatStore, ChatThread } from './chat-store';

/** The chat state of one chat (or draft) of the store; re-renders when it changes. */
export function useChatThread(store: ChatStore, key: string): ChatThread {
  return useSyncExternalStore(store.subscribe, () => store.getThread(key));
}
