import type { PromptRequest } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/**
 * `POST /prompt` with `Accept: text/event-stream`: resolves with the open stream (read it with
 * `readReplyStream`). A 402 rejects with the subscription text and emits `payment-required`.
 * Driven by the chat store, which owns the optimistic message and the reply.
 */
export function openPromptStream(
  api: ApiClient,
  request: PromptRequest,
  signal?: AbortSignal,
): Promise<Response> {
  return api.openEventStream('/prompt', { method: 'POST', body: request, signal });
}
