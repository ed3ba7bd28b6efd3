import type {
  Message,
  MessageRole,
  MessageStatus,
  PromptStreamEnd,
  PromptStreamStart,
} from '@petrosage/contracts/chat';
import type { MessageAttachment } from '@petrosage/contracts/files';
import {
  API_ERROR_MESSAGES,
  ApiError,
  NotAuthenticatedError,
  type ApiClient,
} from '../../../lib/api-client';
import { createEmitter } from '../../../lib/typed-emitter';
import { openReplyStream } from '../api/attach-reply';
import { getMessages, MESSAGE_PAGE_SIZE } from '../api/get-messages';
import { readReplyStream, type ReplyStreamHandlers } from '../api/reply-stream';
import { openPromptStream } from '../api/send-prompt';
import { stopReply } from '../api/stop-reply';
import { shouldLoadMessages } from '../utils/load-gate';
import { toPromptHistory } from '../utils/prompt-history';
import { applyReplyPiece } from '../utils/reply-text';

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
  /** A local assistant message saying a subscription is needed (spec §3, orange style). */
  isPaywallError: boolean;
  /** User messages: on the way, stored, or not delivered (offer a retry). */
  delivery: 'sending' | 'sent' | 'failed';
  /** The id that makes a retry of this send idempotent. */
  clientMessageId: string | null;
  /** User messages: the files sent with it (absent or empty: none). */
  attachments?: readonly MessageAttachment[];
  /** A calculation card opened from the calculators, not stored until it is calculated. */
  localCard?: boolean;
}

/** Spec §3 chat state, per chat. */
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

export type ChatStoreEvents = {
  /** A draft's first message created this chat on the server. */
  'chat-created': { draftKey: string; chatId: string };
  /** A chat gained a message or a title: the sidebar list is stale. */
  'chats-changed': { chatId: string };
};

export interface ChatStoreOptions {
  api: ApiClient;
  pageSize?: number;
  /** Waits before each re-attach attempt after a dropped stream, in ms. */
  reattachDelaysMs?: readonly number[];
  /** How long to wait for the server to end a stopped reply before ending it here. */
  stopGraceMs?: number;
  /** Coalesces streamed text into one render per this many ms. */
  renderIntervalMs?: number;
  now?: () => number;
}

/** Words for a reply whose connection could not be re-established. */
export const CONNECTION_LOST_TEXT =
  'The connection was lost while the reply was being written. Reload the page to see the rest.';

const DEFAULT_REATTACH_DELAYS_MS = [0, 1000, 2000, 4000, 8000];
const DEFAULT_STOP_GRACE_MS = 5000;
const DEFAULT_RENDER_INTERVAL_MS = 40;

/** A reply the store is receiving (or waiting for). */
interface LiveReply {
  threadKey: string;
  replyKey: string;
  messageId: string | null;
  content: string;
  controller: AbortController;
  /** The server acknowledged the prompt (`start`), so the reply exists there. */
  acknowledged: boolean;
  finished: boolean;
  stopRequested: boolean;
  stopSent: boolean;
  flushTimer: ReturnType<typeof setTimeout> | null;
}

function messageFromServer(message: Message): ChatMessage {
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
  };
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

let draftCounter = 0;

/**
 * Chat state for one signed-in session: a thread per chat (and for the draft of a new chat),
 * loading by the rules of spec §4, optimistic sends with an idempotency key, streamed replies,
 * re-attaching to replies that were still being written (after a reload or a dropped
 * connection), and stop. Replies keep streaming into their thread when another chat is shown.
 */
export class ChatStore {
  readonly events = createEmitter<ChatStoreEvents>();
  private readonly api: ApiClient;
  private readonly pageSize: number;
  private readonly reattachDelaysMs: readonly number[];
  private readonly stopGraceMs: number;
  private readonly renderIntervalMs: number;
  private readonly now: () => number;

  private readonly threads = new Map<string, ChatThread>();
  /** Draft key → chat id, once the draft's first message created the chat. */
  private readonly aliases = new Map<string, string>();
  /** Thread instance id → the reply being received. */
  private readonly live = new Map<string, LiveReply>();
  private readonly listeners = new Set<() => void>();
  private currentDraft = ChatStore.newDraftKey();
  private disposed = false;

  constructor(options: ChatStoreOptions) {
    this.api = options.api;
    this.pageSize = options.pageSize ?? MESSAGE_PAGE_SIZE;
    this.reattachDelaysMs = options.reattachDelaysMs ?? DEFAULT_REATTACH_DELAYS_MS;
    this.stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
    this.renderIntervalMs = options.renderIntervalMs ?? DEFAULT_RENDER_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  private static newDraftKey(): string {
    draftCounter += 1;
    return `draft:${draftCounter}`;
  }

  static isDraftKey(key: string): boolean {
    return key.startsWith('draft:');
  }

  // ── Subscription (useSyncExternalStore) ────────────────────────────────────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** The thread for a chat id or draft key; the same object until it changes. */
  getThread = (key: string): ChatThread => {
    const resolved = this.resolve(key);
    let thread = this.threads.get(resolved);
    if (!thread) {
      thread = emptyThread(crypto.randomUUID(), ChatStore.isDraftKey(resolved) ? null : resolved);
      this.threads.set(resolved, thread);
    }
    return thread;
  };

  /** The key of the draft that "New Chat" shows: the current one while it is still unused. */
  draftKey(): string {
    return this.currentDraft;
  }

  /** "New Chat": the current draft if nothing was sent in it yet, otherwise a fresh one. */
  startNewChat(): string {
    const draft = this.threads.get(this.currentDraft);
    if (this.aliases.has(this.currentDraft) || (draft && draft.messages.length > 0)) {
      this.currentDraft = ChatStore.newDraftKey();
    }
    return this.currentDraft;
  }

  private resolve(key: string): string {
    return this.aliases.get(key) ?? key;
  }

  private update(key: string, change: (thread: ChatThread) => ChatThread): void {
    if (this.disposed) return;
    const resolved = this.resolve(key);
    this.threads.set(resolved, change(this.getThread(resolved)));
    this.notify();
  }

  private updateMessage(
    key: string,
    messageKey: string,
    change: (message: ChatMessage) => ChatMessage,
  ): void {
    this.update(key, (thread) => ({
      ...thread,
      messages: thread.messages.map((message) =>
        message.key === messageKey ? change(message) : message,
      ),
    }));
  }

  /**
   * A reply the server rewrote (a recalculated calculation card): its new text in its chat, so
   * the chat shows it from now on without a reload.
   */
  replaceReply = (reply: Pick<Message, 'id' | 'chat_id' | 'content'>): void => {
    if (!this.threads.has(reply.chat_id)) return;
    this.update(reply.chat_id, (thread) => ({
      ...thread,
      messages: thread.messages.map((message) =>
        message.id === reply.id && message.role === 'assistant'
          ? { ...message, content: reply.content }
          : message,
      ),
    }));
    this.events.emit('chats-changed', { chatId: reply.chat_id });
  };

  /**
   * A new chat showing a calculation card (a `calc` block) to fill in, opened from the
   * calculators; nothing is stored until the card is calculated. Answers the draft's key.
   */
  openCard(content: string): string {
    const key = this.startNewChat();
    this.update(key, (thread) => ({
      ...thread,
      messages: [
        {
          key: `card:${crypto.randomUUID()}`,
          id: null,
          role: 'assistant',
          content,
          timestamp: new Date(this.now()).toISOString(),
          status: 'complete',
          error: null,
          isPaywallError: false,
          delivery: 'sent',
          clientMessageId: null,
          localCard: true,
        },
      ],
    }));
    return key;
  }

  /** The card of the new-chat draft was calculated and stored in a chat of its own: it goes. */
  dropLocalCards = (): void => {
    this.update(this.currentDraft, (thread) => ({
      ...thread,
      messages: thread.messages.filter((message) => !message.localCard),
    }));
  };

  // ── Loading ────────────────────────────────────────────────────────────────────────────────

  /**
   * Loads a chat's newest page unless spec §4 says to skip (a load running, messages present, or
   * the previous load began < 5 s ago). `force` (a user's "Try again") skips only the cooldown.
   * When the newest reply is still being written, re-attaches to it.
   */
  ensureLoaded(chatId: string, { force = false }: { force?: boolean } = {}): void {
    const thread = this.getThread(chatId);
    const gate = {
      isLoading: thread.isLoading,
      messageCount: thread.messages.length,
      lastLoadStartedAt: force ? null : thread.lastLoadStartedAt,
    };
    if (!shouldLoadMessages(gate, this.now())) return;
    this.update(chatId, (t) => ({
      ...t,
      isLoading: true,
      loadError: null,
      lastLoadStartedAt: this.now(),
    }));
    getMessages(this.api, chatId, { limit: this.pageSize }).then(
      (page) => {
        const messages = page.messages.map(messageFromServer);
        this.update(chatId, (t) => ({
          ...t,
          // A send that started meanwhile stays after what was stored before it.
          messages: [
            ...messages,
            ...t.messages.filter((m) => !messages.some((s) => s.id === m.id)),
          ],
          olderCursor: page.next_cursor,
          isLoading: false,
        }));
        const last = messages.at(-1);
        if (last?.role === 'assistant' && last.status === 'streaming' && last.id !== null) {
          this.resume(chatId, last.key, last.id, last.content);
        }
      },
      (error: unknown) => {
        this.update(chatId, (t) => ({
          ...t,
          isLoading: false,
          loadError: error instanceof Error ? error : new Error(errorText(error)),
        }));
      },
    );
  }

  /** Loads the page before the oldest loaded message (scrolling up). */
  async loadOlder(chatId: string): Promise<void> {
    const thread = this.getThread(chatId);
    const cursor = thread.olderCursor;
    if (cursor === null || thread.isLoadingOlder || thread.isLoading) return;
    this.update(chatId, (t) => ({ ...t, isLoadingOlder: true, olderError: null }));
    try {
      const page = await getMessages(this.api, chatId, { before: cursor, limit: this.pageSize });
      this.update(chatId, (t) => {
        const known = new Set(t.messages.map((m) => m.id));
        const older = page.messages.filter((m) => !known.has(m.id)).map(messageFromServer);
        return {
          ...t,
          messages: [...older, ...t.messages],
          olderCursor: page.next_cursor,
          isLoadingOlder: false,
        };
      });
    } catch (error: unknown) {
      this.update(chatId, (t) => ({ ...t, isLoadingOlder: false, olderError: errorText(error) }));
    }
  }

  // ── Sending ────────────────────────────────────────────────────────────────────────────────

  /**
   * Sends a message (spec §4): trimmed, never blank, not while a reply is pending (nor while the
   * chat's messages load), and only with a session ("No user authenticated" is logged otherwise).
   * The user message shows at once, with the files sent with it; the reply streams in.
   */
  async send(
    key: string,
    text: string,
    attachments: readonly MessageAttachment[] = [],
  ): Promise<void> {
    const content = text.trim();
    // While the stored messages load, a send would race them into a duplicate.
    if (content === '' || this.getThread(key).isTyping || this.getThread(key).isLoading) return;
    if (!(await this.api.hasSession())) {
      console.error(API_ERROR_MESSAGES.notAuthenticated);
      return;
    }
    if (this.getThread(key).isTyping || this.disposed) return;
    const clientMessageId = crypto.randomUUID();
    const message: ChatMessage = {
      key: `user:${clientMessageId}`,
      id: null,
      role: 'user',
      content,
      timestamp: new Date(this.now()).toISOString(),
      status: 'complete',
      error: null,
      isPaywallError: false,
      delivery: 'sending',
      clientMessageId,
      ...(attachments.length > 0 && { attachments }),
    };
    this.update(key, (t) => ({ ...t, messages: [...t.messages, message], error: null }));
    await this.deliver(key, message);
  }

  /** Sends a message that was not delivered again, with the same idempotency key. */
  async retry(key: string, messageKey: string): Promise<void> {
    const thread = this.getThread(key);
    const message = thread.messages.find((m) => m.key === messageKey);
    if (!message || message.delivery !== 'failed' || thread.isTyping) return;
    if (!(await this.api.hasSession())) {
      console.error(API_ERROR_MESSAGES.notAuthenticated);
      return;
    }
    const retried: ChatMessage = { ...message, delivery: 'sending' };
    this.update(key, (t) => ({
      ...t,
      error: null,
      // The paywall notice of the failed attempt goes; the message moves to the end.
      messages: [
        ...t.messages.filter(
          (m) => m.key !== messageKey && m.key !== `paywall:${message.clientMessageId}`,
        ),
        retried,
      ],
    }));
    await this.deliver(key, retried);
  }

  private async deliver(key: string, message: ChatMessage): Promise<void> {
    const clientMessageId = message.clientMessageId ?? crypto.randomUUID();
    const thread = this.getThread(key);
    const history = toPromptHistory(
      thread.messages.filter(
        (m) =>
          m.key === message.key || (!m.isPaywallError && m.delivery !== 'failed' && !m.localCard),
      ),
    );
    const replyKey = `reply:${clientMessageId}`;
    const placeholder: ChatMessage = {
      key: replyKey,
      id: null,
      role: 'assistant',
      content: '',
      timestamp: new Date(this.now()).toISOString(),
      status: 'streaming',
      error: null,
      isPaywallError: false,
      delivery: 'sent',
      clientMessageId,
    };
    this.update(key, (t) => ({
      ...t,
      isTyping: true,
      isStopping: false,
      messages: [...t.messages.filter((m) => m.key !== replyKey), placeholder],
    }));
    const live = this.startLive(key, replyKey, null, '');

    let response: Response;
    try {
      response = await openPromptStream(
        this.api,
        {
          messages: history,
          chatId: thread.chatId ?? undefined,
          clientMessageId,
          attachmentIds: (message.attachments ?? []).map((attachment) => attachment.id),
        },
        live.controller.signal,
      );
    } catch (error: unknown) {
      if (live.controller.signal.aborted) return;
      this.failDelivery(live, message, error);
      return;
    }
    await this.follow(live, response, message.key);
  }

  /** The prompt never reached the server (or was refused): mark the message, end typing. */
  private failDelivery(live: LiveReply, message: ChatMessage, error: unknown): void {
    this.endLive(live);
    const paywall = error instanceof ApiError && error.kind === 'payment';
    this.update(live.threadKey, (t) => {
      const messages = t.messages
        .filter((m) => m.key !== live.replyKey)
        .map((m) => (m.key === message.key ? { ...m, delivery: 'failed' as const } : m));
      if (paywall) {
        messages.push({
          key: `paywall:${message.clientMessageId}`,
          id: null,
          role: 'assistant',
          content: API_ERROR_MESSAGES.subscriptionRequired,
          timestamp: new Date(this.now()).toISOString(),
          status: 'error',
          error: null,
          isPaywallError: true,
          delivery: 'sent',
          clientMessageId: null,
        });
      }
      return {
        ...t,
        messages,
        isTyping: false,
        isStopping: false,
        error: paywall ? null : errorText(error),
      };
    });
  }

  // ── Receiving ──────────────────────────────────────────────────────────────────────────────

  private startLive(
    threadKey: string,
    replyKey: string,
    messageId: string | null,
    content: string,
  ): LiveReply {
    const instanceId = this.getThread(threadKey).instanceId;
    this.live.get(instanceId)?.controller.abort();
    const live: LiveReply = {
      threadKey,
      replyKey,
      messageId,
      content,
      controller: new AbortController(),
      acknowledged: messageId !== null,
      finished: false,
      stopRequested: false,
      stopSent: false,
      flushTimer: null,
    };
    this.live.set(instanceId, live);
    return live;
  }

  private endLive(live: LiveReply): void {
    live.finished = true;
    if (live.flushTimer !== null) clearTimeout(live.flushTimer);
    live.flushTimer = null;
    const instanceId = this.getThread(live.threadKey).instanceId;
    if (this.live.get(instanceId) === live) this.live.delete(instanceId);
  }

  /** Writes the streamed text into the thread now. */
  private flush(live: LiveReply): void {
    if (live.flushTimer !== null) clearTimeout(live.flushTimer);
    live.flushTimer = null;
    const content = live.content;
    this.updateMessage(live.threadKey, live.replyKey, (m) =>
      m.content === content ? m : { ...m, content },
    );
  }

  private scheduleFlush(live: LiveReply): void {
    if (live.flushTimer !== null) return;
    live.flushTimer = setTimeout(() => this.flush(live), this.renderIntervalMs);
  }

  private handlersFor(live: LiveReply, userMessageKey: string | null): ReplyStreamHandlers {
    return {
      onStart: (start: PromptStreamStart) => this.onStart(live, userMessageKey, start),
      onText: (piece, lastEventId) => {
        live.content = applyReplyPiece(live.content, piece, lastEventId);
        this.scheduleFlush(live);
      },
      onDone: (end: PromptStreamEnd) => this.finish(live, end.status, null),
      onError: (detail) => this.finish(live, 'error', detail),
    };
  }

  private onStart(live: LiveReply, userMessageKey: string | null, start: PromptStreamStart): void {
    live.acknowledged = true;
    live.messageId = start.message_id;
    const thread = this.getThread(live.threadKey);
    const draftKey = thread.chatId === null ? this.resolve(live.threadKey) : null;
    if (draftKey !== null) {
      // The draft is now a stored chat: same thread, found under its chat id from here on.
      this.threads.delete(draftKey);
      this.threads.set(start.chat_id, { ...thread, chatId: start.chat_id });
      // The draft key keeps leading here until "New Chat" starts another draft.
      this.aliases.set(draftKey, start.chat_id);
    }
    this.update(live.threadKey, (t) => ({
      ...t,
      messages: t.messages.map((m) => {
        if (m.key === userMessageKey) return { ...m, id: start.user_message_id, delivery: 'sent' };
        if (m.key === live.replyKey) return { ...m, id: start.message_id };
        return m;
      }),
    }));
    if (draftKey !== null) this.events.emit('chat-created', { draftKey, chatId: start.chat_id });
    this.events.emit('chats-changed', { chatId: start.chat_id });
    if (live.stopRequested) void this.sendStop(live);
  }

  private finish(live: LiveReply, status: MessageStatus, error: string | null): void {
    if (live.finished) return;
    this.flush(live);
    this.endLive(live);
    this.updateMessage(live.threadKey, live.replyKey, (m) => ({
      ...m,
      status,
      error: status === 'error' ? (error ?? m.error) : null,
    }));
    this.update(live.threadKey, (t) => ({ ...t, isTyping: false, isStopping: false }));
    const chatId = this.getThread(live.threadKey).chatId;
    if (chatId !== null) this.events.emit('chats-changed', { chatId });
  }

  /** Reads a stream; when it drops before the end, re-attaches where the text stands. */
  private async follow(live: LiveReply, response: Response, userMessageKey: string | null) {
    try {
      const outcome = await readReplyStream(response, this.handlersFor(live, userMessageKey));
      if (outcome === 'finished') return;
    } catch (error: unknown) {
      if (live.controller.signal.aborted || live.finished) return;
      if (!live.acknowledged) {
        const message = this.getThread(live.threadKey).messages.find(
          (m) => m.key === userMessageKey,
        );
        if (message) this.failDelivery(live, message, error);
        return;
      }
      if (error instanceof ApiError && error.kind === 'invalid-response') {
        this.finish(live, 'error', error.message);
        return;
      }
    }
    if (!live.acknowledged) {
      const message = this.getThread(live.threadKey).messages.find((m) => m.key === userMessageKey);
      if (message) this.failDelivery(live, message, new Error(API_ERROR_MESSAGES.invalidResponse));
      return;
    }
    this.flush(live);
    await this.reattach(live);
  }

  /** Re-attaches to a reply that was still being written when the page loaded. */
  private resume(chatId: string, replyKey: string, messageId: string, content: string): void {
    const thread = this.getThread(chatId);
    if (this.disposed || this.live.has(thread.instanceId)) return;
    const live = this.startLive(chatId, replyKey, messageId, content);
    this.update(chatId, (t) => ({ ...t, isTyping: true }));
    void this.reattach(live);
  }

  private async reattach(live: LiveReply): Promise<void> {
    const { signal } = live.controller;
    let attempt = 0;
    while (!live.finished && !signal.aborted) {
      const delay = this.reattachDelaysMs[attempt];
      if (delay === undefined || live.messageId === null) {
        this.finishLocally(live, CONNECTION_LOST_TEXT);
        return;
      }
      await sleep(delay, signal);
      if (signal.aborted) return;
      const shownBefore = live.content.length;
      try {
        const response = await openReplyStream(
          this.api,
          live.messageId,
          live.content.length,
          signal,
        );
        const outcome = await readReplyStream(response, this.handlersFor(live, null));
        if (outcome === 'finished') return;
      } catch (error: unknown) {
        if (signal.aborted || live.finished || isAbort(error)) return;
        // The server answered, but not with the rest of the reply (unknown message, auth…).
        if (error instanceof NotAuthenticatedError) {
          this.finishLocally(live, error.message);
          return;
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          this.finishLocally(live, error.message);
          return;
        }
      }
      this.flush(live);
      attempt = live.content.length > shownBefore ? 0 : attempt + 1;
    }
  }

  /** Ends typing without the server's word; the reply keeps what arrived. */
  private finishLocally(live: LiveReply, problem: string): void {
    if (live.finished) return;
    this.flush(live);
    this.endLive(live);
    this.update(live.threadKey, (t) => ({
      ...t,
      isTyping: false,
      isStopping: false,
      error: problem,
    }));
  }

  // ── Stopping ───────────────────────────────────────────────────────────────────────────────

  /** Stops the pending reply; sent as soon as the server has named the reply. */
  async stop(key: string): Promise<void> {
    const live = this.live.get(this.getThread(key).instanceId);
    if (!live || live.finished || live.stopRequested) return;
    live.stopRequested = true;
    this.update(key, (t) => ({ ...t, isStopping: true }));
    if (live.messageId !== null) await this.sendStop(live);
  }

  private async sendStop(live: LiveReply): Promise<void> {
    if (live.stopSent || live.messageId === null || live.finished) return;
    live.stopSent = true;
    try {
      const result = await stopReply(this.api, live.messageId);
      if (live.finished) return;
      // The stream normally ends with `done` (stopped) right after; if not, end it here.
      setTimeout(() => {
        if (live.finished) return;
        live.controller.abort();
        this.finish(live, result.status === 'streaming' ? 'stopped' : result.status, null);
      }, this.stopGraceMs);
    } catch (error: unknown) {
      live.stopSent = false;
      live.stopRequested = false;
      this.update(live.threadKey, (t) => ({ ...t, isStopping: false, error: errorText(error) }));
    }
  }

  // ── Housekeeping ───────────────────────────────────────────────────────────────────────────

  dismissError(key: string): void {
    this.update(key, (t) => (t.error === null ? t : { ...t, error: null }));
  }

  /** A deleted chat: stop following its reply and drop its messages. */
  forget(chatId: string): void {
    const thread = this.threads.get(chatId);
    if (thread) {
      const live = this.live.get(thread.instanceId);
      if (live) {
        live.controller.abort();
        this.endLive(live);
      }
    }
    this.threads.delete(chatId);
    for (const [draft, target] of this.aliases) if (target === chatId) this.aliases.delete(draft);
    this.notify();
  }

  /** Mounted (again): state changes are applied. */
  activate(): void {
    this.disposed = false;
  }

  /**
   * Unmounted or signed out: stop reading every stream (the server keeps generating) and ignore
   * answers still on their way. `activate` undoes it (React StrictMode remounts).
   */
  dispose(): void {
    this.disposed = true;
    for (const live of this.live.values()) {
      live.controller.abort();
      live.finished = true;
      if (live.flushTimer !== null) clearTimeout(live.flushTimer);
    }
    this.live.clear();
    for (const [key, thread] of this.threads) {
      if (thread.isTyping) this.threads.set(key, { ...thread, isTyping: false, isStopping: false });
    }
  }
}
