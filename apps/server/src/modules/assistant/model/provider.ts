import type { CalcCard } from '@petrosage/contracts/calc';
import type { FileKind } from '@petrosage/contracts/files';
import type { UnitSystem } from '@petrosage/contracts/preferences';

/**
 * What the prompt pipeline needs from a language model: a stream of text for a conversation.
 * Implementations: `offline` (the embedded engine, the default), `openai` (any OpenAI-compatible
 * chat-completions server) and `anthropic`.
 */

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /**
   * The calculation cards an assistant turn carried, as data: `content` holds their text form,
   * which a model reads; the built-in engine follows a calculation up from these.
   */
  cards?: readonly CalcCard[];
}

/** A file that a message of the conversation carried. */
export interface RequestAttachment {
  /** `file_…`: the id tools take (`analyze_production`'s `attachment_id`). */
  id: string;
  name: string;
  kind: FileKind;
  /** Whether the user's new message carried it (files of earlier messages are false). */
  latest: boolean;
}

export interface GenerateRequest {
  /** The system prompt (persona, areas, conventions). */
  system: string;
  /** The conversation, oldest first, ending with the user's new message. */
  messages: ChatTurn[];
  maxOutputTokens: number;
  /** Aborted when the user stops the reply or the server shuts down. */
  signal: AbortSignal;
  /** The user the reply is for: tools and skills that read the user's files act for them. */
  userId?: string;
  /** The files the conversation's messages carried, oldest first. */
  attachments?: readonly RequestAttachment[];
  /** The user's units preference (Profile): what an answer shows first when the question leaves it open. */
  units?: UnitSystem;
}

export interface AssistantProvider {
  readonly name: 'offline' | 'openai' | 'anthropic';
  /** Yields the reply as pieces of text, in order; throws a ProviderError on failure. */
  stream(request: GenerateRequest): AsyncIterable<string>;
}

export type ProviderFailure =
  'timeout' | 'unauthorized' | 'rate_limited' | 'unavailable' | 'bad_response' | 'aborted';

/** A model failure, with the words the user sees for it. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
    this.name = 'ProviderError';
  }
}
