import type { MessageStatus } from '@petrosage/contracts/chat';

export type SettledStatus = Exclude<MessageStatus, 'streaming'>;

/** What a watcher of a reply receives: text after `offset`, then the end. */
export type ReplyEvent =
  | {
      type: 'text';
      text: string;
      /** characters of the reply up to and including this piece */ offset: number;
    }
  | { type: 'end'; status: SettledStatus; error: string | null };

export type ReplyListener = (event: ReplyEvent) => void;

/**
 * A reply being generated in this process: its text so far and its watchers. Watchers attach at
 * any offset (a reloaded page re-attaches where it left off) and detach freely; generation does
 * not depend on any of them.
 */
export class LiveReply {
  private text = '';
  private ending: { status: SettledStatus; error: string | null } | undefined;
  private readonly listeners = new Set<ReplyListener>();
  readonly controller = new AbortController();
  /** Why generation was aborted: the user's stop, or the server shutting down. */
  abortReason: 'stop' | 'shutdown' | undefined;

  constructor(
    readonly messageId: string,
    readonly chatId: string,
  ) {}

  get content(): string {
    return this.text;
  }

  get settled(): boolean {
    return this.ending !== undefined;
  }

  append(piece: string): void {
    if (!piece || this.ending) return;
    this.text += piece;
    const event: ReplyEvent = { type: 'text', text: piece, offset: this.text.length };
    for (const listener of this.listeners) listener(event);
  }

  end(status: SettledStatus, error: string | null): void {
    if (this.ending) return;
    this.ending = { status, error };
    const event: ReplyEvent = { type: 'end', status, error };
    for (const listener of this.listeners) listener(event);
    this.listeners.clear();
  }

  /** Sends what lies beyond `offset` at once, then every later event; returns the detach function. */
  watch(offset: number, listener: ReplyListener): () => void {
    if (offset < this.text.length) {
      listener({ type: 'text', text: this.text.slice(offset), offset: this.text.length });
    }
    if (this.ending) {
      listener({ type: 'end', ...this.ending });
      return () => undefined;
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  abort(reason: 'stop' | 'shutdown'): void {
    this.abortReason ??= reason;
    this.controller.abort();
  }
}
