import type { ChatTurn } from '../model/provider';

/**
 * Which part of a conversation is sent to the model. A model has a fixed context (system prompt +
 * history + reply); a long chat must lose its oldest turns rather than fail or silently lose the
 * newest. Pure functions, no I/O, so the rules are unit-tested directly.
 *
 * Rules:
 * 1. Tokens are estimated, not counted: `ceil(characters / 4)` per text (OpenAI's rule of thumb
 *    for English) plus {@link MESSAGE_OVERHEAD_TOKENS} per message for the role and separators.
 *    No tokenizer ships for every model we can talk to (Llama, Qwen, Claude…), and an estimate is
 *    enough for a budget. It undercounts digit-heavy text (pasted tables run ~2.5 characters per
 *    token), which is one reason the defaults leave head-room (16,000-token context by default
 *    against the 100k+ of current models).
 * 2. Budget for the messages = contextTokens − maxOutputTokens − tokens(system prompt), but never
 *    less than {@link MIN_MESSAGE_BUDGET}: with a misconfigured context the user's message is still
 *    sent (the model may then refuse it with a clear error) instead of nothing.
 * 3. The window ends with the last user message (the new one); anything after it is not sent.
 *    Blank messages are skipped (Anthropic rejects empty content).
 * 4. The newest whole messages that fit are kept; the first older one that does not fit ends the
 *    window (no skipping ahead to smaller, older ones: the model would see a conversation with
 *    holes). Older messages are never cut.
 * 5. The window never starts with an assistant message (Anthropic requires a user turn first, and
 *    a reply without its question misleads every model).
 * 6. When the last user message alone exceeds the budget it is cut in the middle: its beginning
 *    (usually the request: "analyse this…") and its end (usually the question after pasted data)
 *    are kept, with a marker saying how much was left out, so the model knows the text is partial.
 */

/** Characters per estimated token. */
export const CHARS_PER_TOKEN = 4;
/** Estimated tokens per message for role markers and separators. */
export const MESSAGE_OVERHEAD_TOKENS = 4;
/** The least budget the messages get, whatever the configuration says. */
export const MIN_MESSAGE_BUDGET = 256;

/** Estimated tokens of a text: `ceil(length / 4)`. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Estimated tokens of one message as sent. */
export function estimateTurnTokens(turn: ChatTurn): number {
  return estimateTokens(turn.content) + MESSAGE_OVERHEAD_TOKENS;
}

/** The sizes that decide how much history fits (all from `Config['assistant']` + the prompt). */
export interface ContextBudget {
  /** The system prompt that will be sent with the messages. */
  system: string;
  /** The model's whole context, in tokens (`LLM_CONTEXT_TOKENS`). */
  contextTokens: number;
  /** Reserved for the reply (`LLM_MAX_OUTPUT_TOKENS`). */
  maxOutputTokens: number;
}

/** Tokens available to the messages under `budget` (rule 2). */
export function messageBudget(budget: ContextBudget): number {
  const available = budget.contextTokens - budget.maxOutputTokens - estimateTokens(budget.system);
  return Math.max(available, MIN_MESSAGE_BUDGET);
}

function omissionMarker(omitted: number): string {
  return `\n\n[… ${omitted.toLocaleString('en-US')} characters of this message were left out here to fit the model's context window …]\n\n`;
}

/** Cuts the middle of `content` so the message fits `tokens` (rule 6). */
function truncateMiddle(content: string, tokens: number): string {
  const maxChars = Math.max(0, (tokens - MESSAGE_OVERHEAD_TOKENS) * CHARS_PER_TOKEN);
  // The marker's own length depends on the number it prints; size it for the worst case.
  const room = Math.max(0, maxChars - omissionMarker(content.length).length);
  const head = Math.floor(room / 2);
  const tail = room - head;
  const omitted = content.length - head - tail;
  return content.slice(0, head) + omissionMarker(omitted) + content.slice(content.length - tail);
}

/**
 * The newest part of `history` (oldest first, ending with the user's new message) that fits the
 * model's context next to the system prompt and the reply. See the module comment for the rules.
 */
export function fitToContext(history: ChatTurn[], budget: ContextBudget): ChatTurn[] {
  const turns = history.filter((turn) => turn.content.trim().length > 0);
  let anchor = turns.length - 1;
  while (anchor >= 0 && turns[anchor]?.role !== 'user') anchor -= 1;
  const last = turns[anchor];
  if (last === undefined) return [];

  const available = messageBudget(budget);
  const lastTokens = estimateTurnTokens(last);
  if (lastTokens > available) {
    return [{ role: 'user', content: truncateMiddle(last.content, available) }];
  }

  let used = lastTokens;
  let start = anchor;
  for (let index = anchor - 1; index >= 0; index -= 1) {
    const turn = turns[index];
    if (turn === undefined) break;
    const tokens = estimateTurnTokens(turn);
    if (used + tokens > available) break;
    used += tokens;
    start = index;
  }
  while (start < anchor && turns[start]?.role === 'assistant') start += 1;
  return turns.slice(start, anchor + 1);
}
