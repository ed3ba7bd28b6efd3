import type { ApiClient } from '../../../lib/api-client';
import type { PromptHistoryEntry } from '../utils/prompt-history';

export interface PromptInput {
  /** The conversation so far, ending with the new user message (already filtered). */
  messages: PromptHistoryEntry[];
  /** Absent for a new chat: the server creates it, titled after the first message. */
  chatId?: string;
  /** One id per send: a retry with the same id never stores a second message or reply. */
  clientMessageId: string;
  /** Files uploaded with `POST /files` to send with the message, in order. */
  attachmentIds?: readonly string[];
}

/**
 * `POST /prompt` with `Accept: text/event-stream`: resolves with the open stream (read it with
 * `readReplyStream`). A 402 rejects with the subscription text and emits `payment-required`.
 * Driven by the chat store, which owns the optimistic message and the reply.
 */
export function openPromptStream(
  api: ApiClient,
  { messages, chatId, clientMessageId, attachmentIds = [] }: PromptInput,
  signal?: AbortSignal,
): Promise<Response> {
  return api.openEventStream('/prompt', {
    method: 'POST',
    body: {
      messages,
      chat_id: chatId,
      client_message_id: clientMessageId,
      ...(attachmentIds.length > 0 && { attachment_ids: attachmentIds }),
    },
    signal,
  });
}
