import type { MessageRole } from '@petrosage/contracts/chat';

/** One entry of the conversation as the web app holds it; fields may be missing. */
export interface HistoryCandidate {
  role?: unknown;
  content?: unknown;
}

export interface PromptHistoryEntry {
  role: MessageRole;
  content: string;
}

/** How many of the latest entries go with a prompt; the server keeps the full history. */
export const PROMPT_HISTORY_LIMIT = 100;

function isRole(value: unknown): value is MessageRole {
  return value === 'user' || value === 'assistant';
}

/**
 * The history sent with a prompt (docs/product.md §5): entries lacking a role or content, or whose content
 * is blank after trimming, are left out; the latest `limit` entries are kept, oldest first.
 */
export function toPromptHistory(
  entries: readonly HistoryCandidate[],
  limit: number = PROMPT_HISTORY_LIMIT,
): PromptHistoryEntry[] {
  const kept: PromptHistoryEntry[] = [];
  for (const { role, content } of entries) {
    if (!isRole(role) || typeof content !== 'string' || content.trim() === '') continue;
    kept.push({ role, content });
  }
  return limit > 0 ? kept.slice(-limit) : [];
}
