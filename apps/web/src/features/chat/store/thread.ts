import type { Message, MessageRole, MessageStatus } from '@petrosage/contracts/chat';
import type { MessageAttachment } from '@petrosage/contracts/files';
import type { ApiError } from '../../../lib/api-client';

/** A message as the pane shows it: the server's fields plus what only the browser knows. */
export interface ChatMessage {
  /** Stable across the optimistic → stored transition (list keys, scroll anchoring). */
  key: string;
  /** The server's id (`msg_…`); null until the server has acknowledged the message. */
  id: string | null;
  role: MessageRole;
  content: string;
  /** ISO 8601. */
  timestamp: string;
  status: MessageStatus;
  /** For status `error`: what went wrong. */
  error: string | null;
  /** A local assistant message saying a subscription is needed (docs/product.md §3, orange style). */
  isPaywallError: boolean;
  /** User messages: on the way, stored, or not delivered (offer a retry). */
  delivery: 'sending' | 'sent' | 'failed';
  /** The id that makes a retry of this send idempotent. */
  clientMessageId: string | null;
  /** User messages: the files sent with it (absent or empty: none). */
  attachments?: readonly MessageAttachment[];
  /** A calculation card opened from the calculators, not stored until it is calculated. */
  localCard?: boolean;
  /** A regenerated reply or an edited message: the ids of its versions, oldest first. */
  versions?: readonly string[];
}

/** docs/product.md §3 chat state, per chat. */
export interface ChatThread {
  /** Stable for the life of the thread, also when a draft becomes a stored chat. */
  instanceId: string;
  /** Null for a draft: the server creates the chat with its first message. */
  chatId: string | null;
  messages: readonly ChatMessage[];
  /** The first page is loading. */
  isLoading: boolean;
  loadError: ApiError | Error | null;
  lastLoadStartedAt: number | null;
  /** Cursor of the next older page; null when the oldest message is loaded. */
  olderCursor: string | null;
  isLoadingOlder: boolean;
  olderError: string | null;
  /** A reply is pending: from the send until it is done, failed or stopped. */
  isTyping: boolean;
  /** Stop was asked for and the server has not finished the reply yet. */
  isStopping: boolean;
  /** The last send or stop failed; shown above the input. */
  error: string | null;
}

/** A thread with nothing loaded, sent or failed yet. */
export function emptyThread(instanceId: string, chatId: string | null): ChatThread {
  return {
    instanceId,
    chatId,
    messages: [],
    isLoading: false,
    loadError: null,
    lastLoadStartedAt: null,
    olderCursor: null,
    isLoadingOlder: false,
    olderError: null,
    isTyping: false,
    isStopping: false,
    error: null,
  };
}

/** A stored message as the pane shows it. */
export function messageFromServer(message: Message): ChatMessage {
  return {
    key: message.id,
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    status: message.status,
    error: message.error,
    isPaywallError: false,
    delivery: 'sent',
    clientMessageId: null,
    ...(message.attachments &&
      message.attachments.length > 0 && { attachments: message.attachments }),
    ...(message.versions && message.versions.length > 1 && { versions: message.versions }),
  };
}

/** An assistant message of the browser's own (not from the server). */
export function localAssistantMessage(
  key: string,
  timestamp: string,
  fields: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    key,
    id: null,
    role: 'assistant',
    content: '',
    timestamp,
    status: 'complete',
    error: null,
    isPaywallError: false,
    delivery: 'sent',
    clientMessageId: null,
    ...fields,
  };
}

/** The empty reply that shows while the server writes it, keyed by the send's client id. */
export function pendingReply(
  clientMessageId: string,
  timestamp: string,
  versions?: readonly string[],
): ChatMessage {
  return localAssistantMessage(`reply:${clientMessageId}`, timestamp, {
    status: 'streaming',
    clientMessageId,
    ...(versions && { versions }),
  });
}

/** What to show for a failure. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';
}
