import type { ChatSummary } from '@petrosage/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { chatsQueryKey } from './get-chats';

export interface RenameChatInput {
  chatId: string;
  title: string;
}

/** `PATCH /history/{chatId}` with the new title. */
export async function renameChat(
  api: ApiClient,
  { chatId, title }: RenameChatInput,
): Promise<void> {
  await api.requestVoid(`/history/${encodeURIComponent(chatId)}`, {
    method: 'PATCH',
    body: { title },
  });
}

/** Renames at once in the sidebar; puts the old title back if the server refuses. */
export function useRenameChat() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameChatInput) => renameChat(api, input),
    onMutate: async ({ chatId, title }) => {
      await queryClient.cancelQueries({ queryKey: chatsQueryKey });
      const previous = queryClient.getQueryData<ChatSummary[]>(chatsQueryKey);
      queryClient.setQueryData<ChatSummary[]>(chatsQueryKey, (chats) =>
        chats?.map((chat) => (chat.chat_id === chatId ? { ...chat, title } : chat)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(chatsQueryKey, context.previous);
    },
    // Not awaited: the caller's own callbacks (an error notice) must not wait for the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    },
  });
}
