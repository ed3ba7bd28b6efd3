import { ChatSearchResponseSchema, type ChatSearchResult } from '@petrosage/contracts/chat';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

/** `GET /history/search?q=`: titles and messages of the user's chats that match. */
export async function searchChats(
  api: ApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<ChatSearchResult[]> {
  const { results } = await api.request('/history/search', ChatSearchResponseSchema, {
    query: { q: query },
    signal,
  });
  return results;
}

export function searchChatsQueryOptions(api: ApiClient, query: string) {
  return queryOptions({
    queryKey: ['chat-search', query] as const,
    queryFn: ({ signal }) => searchChats(api, query, signal),
    enabled: query.trim() !== '',
    // Results stay on screen while the next ones load, instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useSearchChats(query: string) {
  return useQuery(searchChatsQueryOptions(useApiClient(), query));
}
