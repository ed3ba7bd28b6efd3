import { createEmitter } from '../../../lib/typed-emitter';
import { emptyThread, type ChatMessage, type ChatThread } from './thread';

export type ChatStoreEvents = {
  /** A draft's first message created this chat on the server. */
  'chat-created': { draftKey: string; chatId: string };
  /** A chat gained a message or a title: the sidebar list is stale. */
  'chats-changed': { chatId: string };
};

let draftCounter = 0;

function newDraftKey(): string {
  draftCounter += 1;
  return `draft:${draftCounter}`;
}

function isDraftKey(key: string): boolean {
  return key.startsWith('draft:');
}

/**
 * The threads of a session, each found by its chat id or, before its first message is stored,
 * by a draft key (which keeps leading to the chat afterwards); immutable snapshots for
 * `useSyncExternalStore`.
 */
export class Threads {
  readonly events = createEmitter<ChatStoreEvents>();
  private readonly threads = new Map<string, ChatThread>();
  /** Draft key → chat id, once the draft's first message created the chat. */
  private readonly aliases = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private currentDraft = newDraftKey();
  /** Unmounted or signed out: changes are ignored until activated again. */
  disposed = false;

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
  get = (key: string): ChatThread => {
    const resolved = this.resolve(key);
    let thread = this.threads.get(resolved);
    if (!thread) {
      thread = emptyThread(crypto.randomUUID(), isDraftKey(resolved) ? null : resolved);
      this.threads.set(resolved, thread);
    }
    return thread;
  };

  /** Whether a stored chat's thread exists (without creating it). */
  has(chatId: string): boolean {
    return this.threads.has(chatId);
  }

  /** The key of the draft that "New Chat" shows: the current one while it is still unused. */
  draftKey(): string {
    return this.currentDraft;
  }

  /** "New Chat": the current draft if nothing was sent in it yet, otherwise a fresh one. */
  startNewChat(): string {
    const draft = this.threads.get(this.currentDraft);
    if (this.aliases.has(this.currentDraft) || (draft && draft.messages.length > 0)) {
      this.currentDraft = newDraftKey();
    }
    return this.currentDraft;
  }

  private resolve(key: string): string {
    return this.aliases.get(key) ?? key;
  }

  update(key: string, change: (thread: ChatThread) => ChatThread): void {
    if (this.disposed) return;
    const resolved = this.resolve(key);
    this.threads.set(resolved, change(this.get(resolved)));
    this.notify();
  }

  updateMessage(key: string, messageKey: string, change: (message: ChatMessage) => ChatMessage) {
    this.update(key, (thread) => ({
      ...thread,
      messages: thread.messages.map((message) =>
        message.key === messageKey ? change(message) : message,
      ),
    }));
  }

  /**
   * A draft's first message created chat `chatId`: the same thread, found under its chat id from
   * here on (the draft key keeps leading there until "New Chat" starts another draft). Answers
   * the draft key, or null when the thread was a stored chat already.
   */
  promote(key: string, chatId: string): string | null {
    const thread = this.get(key);
    if (thread.chatId !== null) return null;
    const draftKey = this.resolve(key);
    this.threads.delete(draftKey);
    this.threads.set(chatId, { ...thread, chatId });
    this.aliases.set(draftKey, chatId);
    return draftKey;
  }

  /** A deleted chat: its thread goes, with the draft keys leading to it. */
  remove(chatId: string): void {
    this.threads.delete(chatId);
    for (const [draft, target] of this.aliases) if (target === chatId) this.aliases.delete(draft);
    this.notify();
  }

  /** No reply is pending any more (disposed): typing ends everywhere, without notifying. */
  stopTyping(): void {
    for (const [key, thread] of this.threads) {
      if (thread.isTyping) this.threads.set(key, { ...thread, isTyping: false, isStopping: false });
    }
  }
}
