import { StopResponseSchema } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/** `POST /prompt/{messageId}/stop`: generation ends; the text so far is kept, marked stopped. */
export function stopReply(api: ApiClient, messageId: string) {
  return api.request(`/prompt/${encodeURIComponent(messageId)}/stop`, StopResponseSchema, {
    method: 'POST',
  });
}
