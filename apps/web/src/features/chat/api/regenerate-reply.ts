import type { RegenerateRequest } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/**
 * `POST /prompt/{messageId}/regenerate` with `Accept: text/event-stream`: a new version of the
 * chat's latest reply streams in (read it with `readReplyStream`). The client id makes a retry
 * answer the same version. Driven by the chat store.
 */
export function openRegenerateStream(
  api: ApiClient,
  replyId: string,
  request: RegenerateRequest,
  signal?: AbortSignal,
): Promise<Response> {
  return api.openEventStream(`/prompt/${encodeURIComponent(replyId)}/regenerate`, {
    method: 'POST',
    body: request,
    signal,
  });
}
