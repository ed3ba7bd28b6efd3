import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { REPLY_CHANNEL } from './prompt.repo';

type Listener = () => void;

/**
 * What this process hears about replies from every process sharing the database (decision 038):
 * a reply's text was saved or it settled (`moved`), or a stop was requested (`stop`). On
 * PostgreSQL it is `LISTEN`/`NOTIFY` on one connection; on PGlite the notifications of its one
 * process. The statements that save, settle and stop send them (`prompt.repo.ts`).
 */
export class ReplySignals {
  private readonly moved = new Map<string, Set<Listener>>();
  private readonly stopped = new Set<(replyId: string) => void>();
  private listening: Promise<boolean> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * Starts listening, once; resolves false when that failed (watchers then rely on their poll,
   * and the next call tries again).
   */
  listen(): Promise<boolean> {
    this.listening ??= this.db
      .listen(REPLY_CHANNEL, (payload) => this.dispatch(payload))
      .then(
        () => true,
        (error: unknown) => {
          this.log.warn({ err: error }, 'could not listen for reply notifications');
          this.listening = undefined;
          return false;
        },
      );
    return this.listening;
  }

  /** Calls `listener` whenever the reply's saved text or status changes; returns the detach. */
  onMoved(replyId: string, listener: Listener): () => void {
    let set = this.moved.get(replyId);
    if (!set) {
      set = new Set();
      this.moved.set(replyId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.moved.get(replyId) === set) this.moved.delete(replyId);
    };
  }

  /** Calls `listener` with each reply a stop was requested for (on any process). */
  onStop(listener: (replyId: string) => void): void {
    this.stopped.add(listener);
  }

  private dispatch(payload: string): void {
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const replyId = payload.slice(colon + 1);
    if (kind === 'moved') {
      for (const listener of this.moved.get(replyId) ?? []) listener();
    } else if (kind === 'stop') {
      for (const listener of this.stopped) listener(replyId);
    }
  }
}
