import { useState } from 'react';
import { useDeleteChat } from '../api/delete-chat';
import { useRenameChat } from '../api/rename-chat';
import type { ChatStore } from '../store/chat-store';

/**
 * Renaming and deleting a chat of the sidebar's list; what failed is the sidebar's notice.
 * Deleting the open chat leaves no chat selected (`onDeselect`).
 */
export function useChatListActions(
  store: ChatStore,
  activeChatId: string | null,
  onDeselect: () => void,
) {
  const renameChat = useRenameChat();
  const deleteChat = useDeleteChat();
  const [notice, setNotice] = useState<string | null>(null);

  function rename(chatId: string, title: string) {
    setNotice(null);
    renameChat.mutate(
      { chatId, title },
      { onError: (error) => setNotice(`The chat could not be renamed: ${error.message}`) },
    );
  }

  function remove(chatId: string) {
    setNotice(null);
    deleteChat.mutate(chatId, {
      onSuccess: () => {
        const wasActive = chatId === activeChatId;
        store.forget(chatId);
        if (wasActive) onDeselect();
      },
      onError: (error) => setNotice(`The chat could not be deleted: ${error.message}`),
    });
  }

  return { notice, setNotice, rename, remove };
}
