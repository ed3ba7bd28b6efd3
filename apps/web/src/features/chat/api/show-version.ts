import { MessagePageSchema, type MessagePage } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/**
 * `POST /history/{chatId}/messages/{messageId}/show`: the chat shows this version of a message
 * (and what followed it) from now on; answers the newest page of what it shows.
 */
export function showVersion(
  api: ApiClient,
  chatId: string,
  messageId: string,
): Promise<MessagePage> {
  return api.request(
    `/history/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}/show`,
    MessagePageSchema,
    { method: 'POST' },
  );
}
