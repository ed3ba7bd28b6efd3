import { z } from './zod';
import { FileIdSchema, MessageAttachmentSchema } from './files';

/**
 * Chats and the prompt pipeline (`{host}` = `/api`). Messages carry the product's fields (id, role,
 * content, timestamp) plus the pipeline's state.
 */

export const ChatIdSchema = z
  .string()
  .check(z.regex(/^chat_[A-Za-z0-9]{12,40}$/, 'must be a chat id (chat_…)'));
export const MessageIdSchema = z
  .string()
  .check(z.regex(/^msg_[A-Za-z0-9]{12,40}$/, 'must be a message id (msg_…)'));

export const MessageRoleSchema = z.enum(['user', 'assistant']);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

/** complete · streaming (being generated) · stopped (the user stopped it) · error (the model failed). */
export const MessageStatusSchema = z.enum(['complete', 'streaming', 'stopped', 'error']);
export type MessageStatus = z.infer<typeof MessageStatusSchema>;

export const MESSAGE_MAX_LENGTH = 32_000;
export const TITLE_MAX_LENGTH = 200;
export const PREVIEW_LENGTH = 50;
/** Title of `GET /history` when the user has no chat yet (docs/product.md §3). */
export const DEFAULT_CHAT_TITLE = 'Chat Session';

export const MessageSchema = z.object({
  id: MessageIdSchema,
  chat_id: ChatIdSchema,
  role: MessageRoleSchema,
  content: z.string(),
  status: MessageStatusSchema,
  /** ISO 8601 creation time. */
  timestamp: z.string(),
  /** For status `error`: what went wrong, in words for the user. */
  error: z.nullable(z.string()),
  /** User messages: the files sent with it, in order; absent when it carried none. */
  attachments: z.optional(z.array(MessageAttachmentSchema)),
  /**
   * A regenerated reply or an edited question: the ids of all its versions, oldest first (this
   * one among them); absent for a message with one version.
   */
  versions: z.optional(z.array(MessageIdSchema)),
});
export type Message = z.infer<typeof MessageSchema>;

export const ChatSummarySchema = z.object({
  chat_id: ChatIdSchema,
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last message's first 50 characters as plain text, markdown removed ('' for none). */
  preview: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** `GET /history/chats`: the sidebar, most recently active first. */
export const ChatListResponseSchema = z.object({ chats: z.array(ChatSummarySchema) });
export type ChatListResponse = z.infer<typeof ChatListResponseSchema>;

/** `GET /history` (the latest chat, or none) and `GET /history/{chatId}`. */
export const ChatHistoryResponseSchema = z.object({
  chat_id: z.nullable(ChatIdSchema),
  title: z.string(),
  created_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  /** The newest messages (at most 200), oldest first. */
  messages: z.array(MessageSchema),
  /** Older messages: `GET /history/{chatId}/messages?before=<next_cursor>`; null when none. */
  next_cursor: z.optional(z.nullable(z.string())),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

/** A message a client stores is the user's own: Sage's replies are stored as Sage answers. */
const NewMessageSchema = z.object({
  role: z.literal('user', {
    error: "must be 'user': Sage's replies are stored when Sage answers (POST /api/prompt)",
  }),
  content: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MESSAGE_MAX_LENGTH)),
});

/** `POST /history`. */
export const CreateChatRequestSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.maxLength(TITLE_MAX_LENGTH))),
  messages: z.optional(z.array(NewMessageSchema).check(z.maxLength(200))),
});
export type CreateChatRequest = z.infer<typeof CreateChatRequestSchema>;
export const CreateChatResponseSchema = z.object({ chat_id: ChatIdSchema, title: z.string() });

/** `PATCH /history/{chatId}`: rename. */
export const RenameChatRequestSchema = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(TITLE_MAX_LENGTH)),
});
export type RenameChatRequest = z.infer<typeof RenameChatRequestSchema>;
export const RenamedChatSchema = z.omit(ChatSummarySchema, { preview: true });
export type RenamedChat = z.infer<typeof RenamedChatSchema>;

/** `DELETE /history/{chatId}` and `DELETE /history/clear`: how many chats were (soft) deleted. */
export const DeleteChatsResponseSchema = z.object({ deleted: z.number().check(z.int()) });

/** `POST /history/{chatId}/messages`: append. */
export const AppendMessageRequestSchema = NewMessageSchema;
export type AppendMessageRequest = z.infer<typeof AppendMessageRequestSchema>;

/** `GET /history/{chatId}/messages?limit=&before=`: newest page first, each page in time order. */
export const MessagePageSchema = z.object({
  messages: z.array(MessageSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  next_cursor: z.nullable(z.string()),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** `POST /prompt`. History entries without a role or with blank content are dropped. */
export const PromptRequestSchema = z.object({
  messages: z
    .array(z.object({ role: z.optional(z.unknown()), content: z.optional(z.unknown()) }))
    .check(z.minLength(1, 'must contain the new message'), z.maxLength(500)),
  chat_id: z.optional(ChatIdSchema),
  /** Makes retries idempotent: the same id never yields a second user message or reply. */
  client_message_id: z.optional(z.string().check(z.trim(), z.minLength(8), z.maxLength(100))),
  /**
   * Files uploaded with `POST /files` to send with the new message, in order: at most
   * `FILE_MAX_PER_MESSAGE` (5 by default), each the caller's own and not sent before.
   */
  attachment_ids: z.optional(z.array(FileIdSchema).check(z.maxLength(50))),
});
export type PromptRequest = z.infer<typeof PromptRequestSchema>;

/** `POST /prompt` without `Accept: text/event-stream`. */
export const PromptResponseSchema = z.object({
  response: z.string(),
  chat_id: ChatIdSchema,
  message_id: MessageIdSchema,
  user_message_id: MessageIdSchema,
  status: MessageStatusSchema,
});
export type PromptResponse = z.infer<typeof PromptResponseSchema>;

/**
 * `POST /prompt/check` (the Backend Integration Test): the assistant's answer to a fixed test
 * message. Nothing is stored and nothing counts toward the daily messages.
 */
export const PromptCheckResponseSchema = z.object({
  response: z.string(),
  /** What answered: `offline` (the built-in engine), `openai` or `anthropic`. */
  provider: z.string(),
});
export type PromptCheckResponse = z.infer<typeof PromptCheckResponseSchema>;

/**
 * Server-sent events of `POST /prompt` (with `Accept: text/event-stream`) and of
 * `GET /prompt/{messageId}/stream` (re-attach; send `Last-Event-ID`):
 * - `event: start`, data `PromptStreamStart` — ids of the two messages.
 * - unnamed events (`message`): `id:` = characters of the reply sent so far, data = the next piece
 *   of text as a JSON string (`"line one\nline two"`).
 * - `event: done`, data `PromptStreamEnd` — the reply is stored with this status.
 * - `event: error`, data `PromptStreamError` — the reply failed; `detail` says why.
 */
export const PromptStreamStartSchema = z.object({
  chat_id: ChatIdSchema,
  user_message_id: MessageIdSchema,
  message_id: MessageIdSchema,
});
export type PromptStreamStart = z.infer<typeof PromptStreamStartSchema>;
export const PromptStreamEndSchema = z.object({
  chat_id: ChatIdSchema,
  message_id: MessageIdSchema,
  status: MessageStatusSchema,
});
export type PromptStreamEnd = z.infer<typeof PromptStreamEndSchema>;
export const PromptStreamErrorSchema = z.object({
  chat_id: ChatIdSchema,
  message_id: MessageIdSchema,
  detail: z.string(),
});
export type PromptStreamError = z.infer<typeof PromptStreamErrorSchema>;

/** `POST /prompt/{messageId}/stop`: ends generation; what was produced is kept, marked stopped. */
export const StopResponseSchema = z.object({
  message_id: MessageIdSchema,
  status: MessageStatusSchema,
});

/**
 * `POST /prompt/{messageId}/regenerate`: a new version of the chat's latest reply. Answered like
 * `POST /prompt` (JSON, or server-sent events with `Accept: text/event-stream`).
 */
export const RegenerateRequestSchema = z.object({
  /** Makes a retry idempotent: the same id never yields a second version. */
  client_message_id: z.optional(z.string().check(z.trim(), z.minLength(8), z.maxLength(100))),
});
export type RegenerateRequest = z.infer<typeof RegenerateRequestSchema>;

/**
 * `POST /prompt/{messageId}/edit`: a new version of the user's latest message, answered anew
 * (like `POST /prompt`). The earlier version and its reply stay, reachable as versions.
 */
export const EditMessageRequestSchema = z.object({
  content: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MESSAGE_MAX_LENGTH)),
  /** Makes a retry idempotent: the same id never yields a second version. */
  client_message_id: z.optional(z.string().check(z.trim(), z.minLength(8), z.maxLength(100))),
});
export type EditMessageRequest = z.infer<typeof EditMessageRequestSchema>;

/** Longest search text `GET /history/search?q=` accepts. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** `GET /history/search?q=`: words, "a phrase", -excluded (a search box's syntax). */
export const ChatSearchQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(SEARCH_QUERY_MAX_LENGTH)),
});

/** One hit of `GET /history/search`: a chat title or a message. */
export const ChatSearchResultSchema = z.object({
  chat_id: ChatIdSchema,
  title: z.string(),
  /** The message that matched; null when the chat's title matched. */
  message_id: z.nullable(MessageIdSchema),
  role: z.nullable(MessageRoleSchema),
  /** The matching passage as plain text (markdown removed). */
  snippet: z.string(),
  /** `[start, end)` character ranges of `snippet` that matched the search. */
  highlights: z.array(z.array(z.number().check(z.int())).check(z.length(2))),
  /** ISO 8601: when the message was sent, or when the chat was last active. */
  timestamp: z.string(),
});
export type ChatSearchResult = z.infer<typeof ChatSearchResultSchema>;
export const ChatSearchResponseSchema = z.object({ results: z.array(ChatSearchResultSchema) });
export type ChatSearchResponse = z.infer<typeof ChatSearchResponseSchema>;

/**
 * The file name a chat exports as (`GET /history/{chatId}/export`): its title without what file
 * systems refuse, spaces as hyphens, `.md`.
 */
export function exportFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base === '' ? 'chat' : base}.md`;
}
