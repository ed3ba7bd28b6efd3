import type { ApiClient } from '../../../lib/api-client';

/**
 * `GET /prompt/{messageId}/stream` with `Last-Event-ID`: re-attaches to a reply in progress (or
 * finished) and streams what comes after the characters already shown.
 */
export function openReplyStream(
  api: ApiClient,
  messageId: string,
  charactersShown: number,
  signal?: AbortSignal,
): Promise<Response> {
  return api.openEventStream(`/prompt/${encodeURIComponent(messageId)}/stream`, {
    headers: { 'Last-Event-ID': String(charactersShown) },
    signal,
  });
}
