import { API_ERROR_MESSAGES } from '../../../lib/api-client';

/** docs/product.md §5: an empty reply reads 'No response received'. */
export const NO_RESPONSE_TEXT = 'No response received';

export type PromptReplyCheck = { ok: true; reply: string } | { ok: false; problem: string };

/**
 * docs/product.md §5: a prompt answer must carry `response` (or `message`), otherwise 'Invalid response
 * format from server'; an empty reply falls back to 'No response received'.
 */
export function readPromptReply(body: unknown): PromptReplyCheck {
  if (typeof body === 'object' && body !== null) {
    const { response, message } = body as { response?: unknown; message?: unknown };
    const text =
      typeof response === 'string' ? response : typeof message === 'string' ? message : null;
    if (text !== null) return { ok: true, reply: text.trim() === '' ? NO_RESPONSE_TEXT : text };
  }
  return { ok: false, problem: API_ERROR_MESSAGES.invalidResponse };
}
