import { ChatListResponseSchema, type ChatSummary } from '@petrosage/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

/** Key of the sidebar list; rename, delete and new replies invalidate it. */
export const chatsQueryKey = ['chats'] as const;

/** `GET /history/chats`: the user's chats, most recently active first. */
export async function getChats(api: ApiClient, signal?: AbortSignal): Promise<ChatSummary[]> {
  const { chats } = await api.request('/history/chats', ChatListResponseSchema, { signal });
  return chats;
}

export function chatsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: chatsQueryKey,
    queryFn: ({ signal }) => getChats(api, signal),
  });
}

export function useChats() {
  return useQuery(chatsQueryOptions(useApiClient()));
}
