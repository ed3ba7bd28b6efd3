import type { MessageAttachment } from '@petrosage/contracts/files';
import { useMemo } from 'react';
import type { ChatStore } from '../store/chat-store';

/** What the open chat's pane may ask of the store: `key` is the shown thread's. */
export function useThreadCommands(store: ChatStore, key: string, activeChatId: string | null) {
  return useMemo(
    () => ({
      send: (text: string, attachments?: MessageAttachment[]) =>
        void store.send(key, text, attachments),
      stop: () => void store.stop(key),
      retry: (messageKey: string) => void store.retry(key, messageKey),
      loadOlder: () => {
        if (activeChatId !== null) void store.loadOlder(activeChatId);
      },
      retryLoad: () => {
        if (activeChatId !== null) store.ensureLoaded(activeChatId, { force: true });
      },
      dismissError: () => store.dismissError(key),
    }),
    [store, key, activeChatId],
  );
}
