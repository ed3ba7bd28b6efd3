import type { ChatSummary } from '@petrosage/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { chatsQueryKey } from './get-chats';

/** `DELETE /history/{chatId}`. */
export async function deleteChat(api: ApiClient, chatId: string): Promise<void> {
  await api.requestVoid(`/history/${encodeURIComponent(chatId)}`, { method: 'DELETE' });
}

/** Deletes a chat and drops it from the sidebar once the server confirms. */
export function useDeleteChat() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => deleteChat(api, chatId),
    onSuccess: (_data, chatId) => {
      queryClient.setQueryData<ChatSummary[]>(chatsQueryKey, (chats) =>
        chats?.filter((chat) => chat.chat_id !== chatId),
      );
    },
    // Not awaited: the caller's own callbacks (the pane moving on) must not wait for the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    },
  });
}
