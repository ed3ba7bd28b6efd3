import type { EditMessageRequest } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/**
 * `POST /prompt/{messageId}/edit` with `Accept: text/event-stream`: the user's latest message
 * as edited, and the new reply streaming in. The earlier version stays reachable. Driven by the
 * chat store.
 */
export function openEditStream(
  api: ApiClient,
  questionId: string,
  request: EditMessageRequest,
  signal?: AbortSignal,
): Promise<Response> {
  return api.openEventStream(`/prompt/${encodeURIComponent(questionId)}/edit`, {
    method: 'POST',
    body: request,
    signal,
  });
}
