import type { MessageStatus, PromptStreamEnd, PromptStreamStart } from '@petrosage/contracts/chat';
import {
  API_ERROR_MESSAGES,
  ApiError,
  NotAuthenticatedError,
  type ApiClient,
} from '../../../lib/api-client';
import { onDemand } from '../../../lib/on-demand';
import { openReplyStream } from '../api/attach-reply';
import type { ReplyStreamHandlers, ReplyStreamOutcome } from '../api/reply-stream';
import { stopReply } from '../api/stop-reply';
import { applyReplyPiece } from '../utils/reply-text';
import { errorText } from './thread';
import type { Threads } from './threads';

/** Words for a reply whose connection could not be re-established. */
export const CONNECTION_LOST_TEXT =
  'The connection was lost while the reply was being written. Reload the page to see the rest.';

export interface ReplyStreamOptions {
  /** Waits before each re-attach attempt after a dropped stream, in ms. */
  reattachDelaysMs: readonly number[];
  /** How long to wait for the server to end a stopped reply before ending it here. */
  stopGraceMs: number;
  /** Coalesces streamed text into one render per this many ms. */
  renderIntervalMs: number;
}

/** A reply the store is receiving (or waiting for). */
export interface LiveReply {
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
  /** A new version: the versions before it, of the user message and of the reply. */
  questionVersions?: readonly string[];
  replyVersions?: readonly string[];
  /** The server refused the prompt (or never acknowledged it): undoes what the send showed. */
  onRefused?: (error: unknown) => void;
}

/**
 * The reader of a reply's event stream, with its parser: a chat whose replies are all written
 * needs none of it, so it is fetched when a reply starts, beside the reply's request (decision
 * 057). A fetch that fails fails the read, as a dropped connection does.
 */
const replyStreamReader = onDemand(() => import('../api/reply-stream'));

async function readReplyStream(
  response: Response,
  handlers: ReplyStreamHandlers,
): Promise<ReplyStreamOutcome> {
  const reader = await replyStreamReader.load();
  return reader.readReplyStream(response, handlers);
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

/**
 * The replies being received, one per thread: streamed text coalesced into renders, the start
 * that names the stored messages (and turns a draft into a chat), re-attaching where the text
 * stands after a dropped connection or a reload, and stop. Replies keep streaming into their
 * thread when another chat is shown.
 */
export class ReplyStreams {
  /** Thread instance id → the reply being received. */
  private readonly live = new Map<string, LiveReply>();

  constructor(
    private readonly api: ApiClient,
    private readonly threads: Threads,
    private readonly options: ReplyStreamOptions,
  ) {}

  /** Starts receiving a reply into a thread (replacing the one it was receiving). */
  start(threadKey: string, replyKey: string, messageId: string | null, content: string) {
    replyStreamReader.load().catch(() => undefined);
    const instanceId = this.threads.get(threadKey).instanceId;
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

  end(live: LiveReply): void {
    live.finished = true;
    if (live.flushTimer !== null) clearTimeout(live.flushTimer);
    live.flushTimer = null;
    const instanceId = this.threads.get(live.threadKey).instanceId;
    if (this.live.get(instanceId) === live) this.live.delete(instanceId);
  }

  /** Writes the streamed text into the thread now. */
  private flush(live: LiveReply): void {
    if (live.flushTimer !== null) clearTimeout(live.flushTimer);
    live.flushTimer = null;
    const content = live.content;
    this.threads.updateMessage(live.threadKey, live.replyKey, (m) =>
      m.content === content ? m : { ...m, content },
    );
  }

  private scheduleFlush(live: LiveReply): void {
    if (live.flushTimer !== null) return;
    live.flushTimer = setTimeout(() => this.flush(live), this.options.renderIntervalMs);
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
    const draftKey = this.threads.promote(live.threadKey, start.chat_id);
    const { questionVersions, replyVersions } = live;
    this.threads.update(live.threadKey, (t) => ({
      ...t,
      messages: t.messages.map((m) => {
        if (m.key === userMessageKey) {
          return {
            ...m,
            id: start.user_message_id,
            delivery: 'sent',
            ...(questionVersions && { versions: [...questionVersions, start.user_message_id] }),
          };
        }
        if (m.key === live.replyKey) {
          return {
            ...m,
            id: start.message_id,
            ...(replyVersions && { versions: [...replyVersions, start.message_id] }),
          };
        }
        return m;
      }),
    }));
    const { events } = this.threads;
    if (draftKey !== null) events.emit('chat-created', { draftKey, chatId: start.chat_id });
    events.emit('chats-changed', { chatId: start.chat_id });
    if (live.stopRequested) void this.sendStop(live);
  }

  private finish(live: LiveReply, status: MessageStatus, error: string | null): void {
    if (live.finished) return;
    this.flush(live);
    this.end(live);
    this.threads.updateMessage(live.threadKey, live.replyKey, (m) => ({
      ...m,
      status,
      error: status === 'error' ? (error ?? m.error) : null,
    }));
    this.threads.update(live.threadKey, (t) => ({ ...t, isTyping: false, isStopping: false }));
    const chatId = this.threads.get(live.threadKey).chatId;
    if (chatId !== null) this.threads.events.emit('chats-changed', { chatId });
  }

  /**
   * Reads the stream of a prompt (or a new version); refused or never acknowledged, the reply's
   * `onRefused` undoes the send; dropped after the start, re-attaches where the text stands.
   */
  async follow(live: LiveReply, response: Response, userMessageKey: string | null) {
    try {
      const outcome = await readReplyStream(response, this.handlersFor(live, userMessageKey));
      if (outcome === 'finished') return;
    } catch (error: unknown) {
      if (live.controller.signal.aborted || live.finished) return;
      if (!live.acknowledged) {
        live.onRefused?.(error);
        return;
      }
      if (error instanceof ApiError && error.kind === 'invalid-response') {
        this.finish(live, 'error', error.message);
        return;
      }
    }
    if (!live.acknowledged) {
      live.onRefused?.(new Error(API_ERROR_MESSAGES.invalidResponse));
      return;
    }
    this.flush(live);
    await this.reattach(live);
  }

  /** Re-attaches to a reply that was still being written when the page loaded. */
  resume(chatId: string, replyKey: string, messageId: string, content: string): void {
    const thread = this.threads.get(chatId);
    if (this.threads.disposed || this.live.has(thread.instanceId)) return;
    const live = this.start(chatId, replyKey, messageId, content);
    this.threads.update(chatId, (t) => ({ ...t, isTyping: true }));
    void this.reattach(live);
  }

  private async reattach(live: LiveReply): Promise<void> {
    const { signal } = live.controller;
    let attempt = 0;
    while (!live.finished && !signal.aborted) {
      const delay = this.options.reattachDelaysMs[attempt];
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
    this.end(live);
    this.threads.update(live.threadKey, (t) => ({
      ...t,
      isTyping: false,
      isStopping: false,
      error: problem,
    }));
  }

  /** Stops the pending reply; sent as soon as the server has named the reply. */
  async stop(key: string): Promise<void> {
    const live = this.live.get(this.threads.get(key).instanceId);
    if (!live || live.finished || live.stopRequested) return;
    live.stopRequested = true;
    this.threads.update(key, (t) => ({ ...t, isStopping: true }));
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
      }, this.options.stopGraceMs);
    } catch (error: unknown) {
      live.stopSent = false;
      live.stopRequested = false;
      this.threads.update(live.threadKey, (t) => ({
        ...t,
        isStopping: false,
        error: errorText(error),
      }));
    }
  }

  /** Stops reading a thread's reply (a deleted chat); the server keeps generating. */
  abandon(instanceId: string): void {
    const live = this.live.get(instanceId);
    if (!live) return;
    live.controller.abort();
    this.end(live);
  }

  /** Stops reading every stream and ignores answers still on their way. */
  abandonAll(): void {
    for (const live of this.live.values()) {
      live.controller.abort();
      live.finished = true;
      if (live.flushTimer !== null) clearTimeout(live.flushTimer);
    }
    this.live.clear();
  }
}
