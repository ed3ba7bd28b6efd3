import type { Message } from '@petrosage/contracts/chat';
import type { MessageAttachment } from '@petrosage/contracts/files';
import type { ApiClient } from '../../../lib/api-client';
import { MESSAGE_PAGE_SIZE } from '../api/get-messages';
import { isoNow, type StoreContext } from './context';
import { ensureLoaded, loadOlder, reveal } from './loading';
import { ReplyStreams } from './reply-streams';
import { retry, send } from './sending';
import { localAssistantMessage } from './thread';
import { Threads } from './threads';
import { edit, regenerate, showVersion } from './versions';

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

const DEFAULT_REATTACH_DELAYS_MS = [0, 1000, 2000, 4000, 8000];
const DEFAULT_STOP_GRACE_MS = 5000;
const DEFAULT_RENDER_INTERVAL_MS = 40;

/**
 * Chat state for one signed-in session: a thread per chat (and for the draft of a new chat,
 * `threads.ts`), loading by the rules of docs/product.md §4 (`loading.ts`), optimistic sends with an
 * idempotency key (`sending.ts`), new versions of a reply or a question (`versions.ts`), and the
 * replies streaming in, re-attached after a reload or a dropped connection, and stopped
 * (`reply-streams.ts`). Components read it through `useChatThread`.
 */
export class ChatStore {
  private readonly threads = new Threads();
  private readonly context: StoreContext;
  readonly events = this.threads.events;
  readonly subscribe = this.threads.subscribe;
  /** The thread for a chat id or draft key; the same object until it changes. */
  readonly getThread = this.threads.get;

  constructor(options: ChatStoreOptions) {
    const replies = new ReplyStreams(options.api, this.threads, {
      reattachDelaysMs: options.reattachDelaysMs ?? DEFAULT_REATTACH_DELAYS_MS,
      stopGraceMs: options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS,
      renderIntervalMs: options.renderIntervalMs ?? DEFAULT_RENDER_INTERVAL_MS,
    });
    this.context = {
      api: options.api,
      threads: this.threads,
      replies,
      pageSize: options.pageSize ?? MESSAGE_PAGE_SIZE,
      now: options.now ?? Date.now,
    };
  }

  /** The key of the draft that "New Chat" shows: the current one while it is still unused. */
  draftKey(): string {
    return this.threads.draftKey();
  }

  /** "New Chat": the current draft if nothing was sent in it yet, otherwise a fresh one. */
  startNewChat(): string {
    return this.threads.startNewChat();
  }

  ensureLoaded(chatId: string, { force = false }: { force?: boolean } = {}): void {
    ensureLoaded(this.context, chatId, force);
  }

  loadOlder(chatId: string): Promise<void> {
    return loadOlder(this.context, chatId);
  }

  reveal(chatId: string, messageId: string, maxPages = 40): Promise<boolean> {
    return reveal(this.context, chatId, messageId, maxPages);
  }

  send(key: string, text: string, attachments: readonly MessageAttachment[] = []) {
    return send(this.context, key, text, attachments);
  }

  retry(key: string, messageKey: string): Promise<void> {
    return retry(this.context, key, messageKey);
  }

  stop(key: string): Promise<void> {
    return this.context.replies.stop(key);
  }

  regenerate(key: string, messageKey: string): Promise<void> {
    return regenerate(this.context, key, messageKey);
  }

  edit(key: string, messageKey: string, text: string): Promise<void> {
    return edit(this.context, key, messageKey, text);
  }

  showVersion(key: string, messageId: string): Promise<void> {
    return showVersion(this.context, key, messageId);
  }

  /**
   * A new chat showing a calculation card (a `calc` block) to fill in, opened from the
   * calculators; nothing is stored until the card is calculated. Answers the draft's key.
   */
  openCard(content: string): string {
    const key = this.threads.startNewChat();
    const card = localAssistantMessage(`card:${crypto.randomUUID()}`, isoNow(this.context), {
      content,
      localCard: true,
    });
    this.threads.update(key, (thread) => ({ ...thread, messages: [card] }));
    return key;
  }

  /** The card of the new-chat draft was calculated and stored in a chat of its own: it goes. */
  dropLocalCards = (): void => {
    this.threads.update(this.threads.draftKey(), (thread) => ({
      ...thread,
      messages: thread.messages.filter((message) => !message.localCard),
    }));
  };

  /**
   * A reply the server rewrote (a recalculated calculation card): its new text in its chat, so
   * the chat shows it from now on without a reload.
   */
  replaceReply = (reply: Pick<Message, 'id' | 'chat_id' | 'content'>): void => {
    if (!this.threads.has(reply.chat_id)) return;
    this.threads.update(reply.chat_id, (thread) => ({
      ...thread,
      messages: thread.messages.map((message) =>
        message.id === reply.id && message.role === 'assistant'
          ? { ...message, content: reply.content }
          : message,
      ),
    }));
    this.events.emit('chats-changed', { chatId: reply.chat_id });
  };

  dismissError(key: string): void {
    this.threads.update(key, (t) => (t.error === null ? t : { ...t, error: null }));
  }

  /** A deleted chat: stop following its reply and drop its messages. */
  forget(chatId: string): void {
    if (this.threads.has(chatId)) {
      this.context.replies.abandon(this.threads.get(chatId).instanceId);
    }
    this.threads.remove(chatId);
  }

  /** Mounted (again): state changes are applied. */
  activate(): void {
    this.threads.disposed = false;
  }

  /**
   * Unmounted or signed out: stop reading every stream (the server keeps generating) and ignore
   * answers still on their way. `activate` undoes it (React StrictMode remounts).
   */
  dispose(): void {
    this.threads.disposed = true;
    this.context.replies.abandonAll();
    this.threads.stopTyping();
  }
}
