import { useSyncExternalStore } from 'react';
import type { ChatStore } from '../store/chat-store';
import type { ChatThread } from '../store/thread';

/** The chat state of one chat (or draft) of the store; re-renders when it changes. */
export function useChatThread(store: ChatStore, key: string): ChatThread {
  return useSyncExternalStore(store.subscribe, () => store.getThread(key));
}
