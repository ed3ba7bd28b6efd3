import { ChatIdSchema } from '@petrosage/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import { chatsQueryKey, useChats } from '../api/get-chats';
import { ChatStore } from '../store/chat-store';
import { useChatThread } from './use-chat-thread';

/** URL segment of a new chat that has no messages yet. */
export const NEW_CHAT_SEGMENT = 'new';

export interface SelectionChangeOptions {
  replace?: boolean;
}

/**
 * The workspace's chat store and the chat it shows, which follows the URL's selection: `/chat`
 * opens the latest chat (or a new one when there is none) and names it in the URL, a new chat
 * takes its id once the server stored it, and the chat list refreshes when the store changes it.
 */
export function useActiveChat(
  selection: string,
  onSelectionChange: (selection: string, options?: SelectionChangeOptions) => void,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [store] = useState(() => new ChatStore({ api }));
  const chatsQuery = useChats();
  const chats = chatsQuery.data ?? [];

  const isChatId = ChatIdSchema.safeParse(selection).success;
  const latestChatId = chats[0]?.chat_id;
  let activeKey: string | null;
  if (isChatId) activeKey = selection;
  else if (selection === NEW_CHAT_SEGMENT) activeKey = store.draftKey();
  else if (selection === '' && chatsQuery.isPending) activeKey = null;
  else activeKey = store.draftKey();

  const key = activeKey ?? store.draftKey();
  const thread = useChatThread(store, key);
  const activeChatId = activeKey === null ? null : thread.chatId;
  const activeKeyRef = useRef(activeKey);
  useEffect(() => {
    activeKeyRef.current = activeKey;
  });

  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    const offCreated = store.events.on('chat-created', ({ draftKey, chatId }) => {
      if (activeKeyRef.current === draftKey) onSelectionChange(chatId, { replace: true });
    });
    const offChanged = store.events.on('chats-changed', () => {
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    });
    return () => {
      offCreated();
      offChanged();
    };
  }, [store, queryClient, onSelectionChange]);

  useEffect(() => {
    if (selection === '' && latestChatId !== undefined) {
      onSelectionChange(latestChatId, { replace: true });
    } else if (selection !== '' && selection !== NEW_CHAT_SEGMENT && !isChatId) {
      onSelectionChange('', { replace: true });
    }
  }, [selection, isChatId, latestChatId, onSelectionChange]);

  useEffect(() => {
    if (activeChatId !== null) store.ensureLoaded(activeChatId);
  }, [store, activeChatId]);

  return { store, chatsQuery, chats, key, thread, activeChatId };
}
