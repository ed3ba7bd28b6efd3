import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Metrics } from '../../lib/metrics';
import {
  ProviderError,
  type AssistantProvider,
  type GenerateRequest,
} from '../assistant/model/provider';
import { LiveReply, type SettledStatus } from './live-reply';
import { randomId } from '../../lib/random-id';
import {
  beatProcess,
  claimReply,
  finishReply,
  replyState,
  saveChunk,
  touchReply,
  type ReplyState,
  type Staleness,
} from './prompt.repo';
import { ReplySignals } from './reply-signals';

/**
 * How a reply's progress is stored while it streams (decision 038): the text written since the
 * last save is appended as a chunk no more often than {@link SAVE_MIN_MS}, once
 * {@link SAVE_MIN_CHARS} characters wait, and at the latest {@link SAVE_MAX_MS} after the last
 * save when fewer do. Each save costs about what it adds; the whole text is written once, at the end.
 */
export const SAVE_MIN_MS = 1_000;
export const SAVE_MIN_CHARS = 256;
export const SAVE_MAX_MS = 3_000;
/**
 * A reply with nothing new to save this long gets a heartbeat, so the stale-reply sweep (30 s)
 * does not take a model that is thinking for a dead process.
 */
export const HEARTBEAT_MS = 10_000;
/**
 * How often a process generating replies beats (one write for all of them), and how long it may
 * stay silent before its replies are taken for those of a dead process: a `kill -9` among several
 * processes fails its replies within about {@link OWNER_SILENT_SECONDS}, not the 30 s a reply of
 * its own may stay still.
 */
export const PROCESS_BEAT_MS = 2_000;
export const OWNER_SILENT_SECONDS = 10;
/** A streaming reply whose row has not moved for this long has lost its process. */
export const STALE_REPLY_SECONDS = 30;
/** When the stale-reply sweep takes a reply for one whose process died. */
export const REPLY_STALENESS: Staleness = {
  staleSeconds: STALE_REPLY_SECONDS,
  ownerSilentSeconds: OWNER_SILENT_SECONDS,
};
/**
 * How often the generating process reads whether a stop was requested through another process
 * (a read, no write). With `LISTEN` the request arrives at once; this is its fallback.
 */
const STOP_CHECK_MS = 1_000;
export const INTERRUPTED_MESSAGE =
  'The reply was interrupted by a server restart. Please send your message again.';
/** The settings (README, Configuration) an administrator checks for each kind of failure. */
const SETTINGS_TO_CHECK: Record<ProviderError['failure'], string | undefined> = {
  unauthorized: 'LLM_API_KEY',
  unavailable: 'LLM_MODEL, LLM_BASE_URL',
  bad_response: 'LLM_MAX_OUTPUT_TOKENS, LLM_MODEL',
  timeout: 'LLM_TIMEOUT_MS, LLM_BASE_URL',
  rate_limited: undefined,
  aborted: undefined,
};

const UNEXPECTED_MESSAGE = 'The assistant failed unexpectedly. Please try again.';

/** Model output with line breaks normalised, so stored text and streamed text are the same. */
function normalise(piece: string): string {
  return piece.replace(/\r\n?/g, '\n');
}

/** How often the runner looks for replies due a save, a heartbeat or a stop check. */
const TICK_MS = 250;

/** A reply this process generates, and what of it the database has. */
interface Running {
  reply: LiveReply;
  /** Characters of the reply stored (row and chunks). */
  savedLength: number;
  /** Where the last chunk saved starts; null before the first. */
  lastChunkOffset: number | null;
  /** When the reply was last written (a chunk or a heartbeat). */
  savedAt: number;
  /** When a stop request was last looked for. */
  checkedAt: number;
  /** The last save failed: whether it was stored is unknown, so the next one replaces it. */
  uncertain: boolean;
  saving: Promise<void> | undefined;
  /** Generation has ended: the final write follows, and the heartbeat saves it no more. */
  finishing: boolean;
}

/**
 * Runs replies in the background, owned by the server rather than by any request: a client that
 * disconnects changes nothing, and the reply is stored with its final status however it ends.
 */
export class ReplyRunner {
  private readonly live = new Map<string, Running>();
  private readonly running = new Set<Promise<void>>();
  /** One timer for every reply in progress, running while there is one. */
  private heartbeat: NodeJS.Timeout | undefined;
  /** Notifications about replies, from every process on the database. */
  readonly signals: ReplySignals;
  /** This process, as the owner of the replies it generates (`replies_in_progress.owner`). */
  readonly processId = randomId('proc');
  /** When this process last beat, and the beat under way. */
  private beatAt = 0;
  private beating: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    /** The language model (or the offline engine) every reply comes from. */
    readonly provider: AssistantProvider,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Metrics,
  ) {
    this.signals = new ReplySignals(db, log);
    // A stop requested through another process reaches this one at once.
    this.signals.onStop((replyId) => this.stop(replyId));
  }

  /** Replies this process is generating now. */
  get inProgress(): number {
    return this.live.size;
  }

  get(messageId: string): LiveReply | undefined {
    return this.live.get(messageId)?.reply;
  }

  start(messageId: string, chatId: string, request: Omit<GenerateRequest, 'signal'>): void {
    const now = performance.now();
    const entry: Running = {
      reply: new LiveReply(messageId, chatId),
      savedLength: 0,
      lastChunkOffset: null,
      savedAt: now,
      checkedAt: now,
      uncertain: false,
      saving: undefined,
      finishing: false,
    };
    this.live.set(messageId, entry);
    void this.signals.listen();
    this.heartbeat ??= setInterval(() => this.saveDueProgress(), TICK_MS);
    const run = this.run(entry, request).finally(() => {
      this.live.delete(messageId);
      this.running.delete(run);
      if (this.live.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    });
    this.running.add(run);
  }

  /** Stops a reply generated by this process; false when it is not here. */
  stop(messageId: string): boolean {
    const entry = this.live.get(messageId);
    if (!entry) return false;
    entry.reply.abort('stop');
    return true;
  }

  /** Lets running replies finish for up to `graceMs`, then interrupts and records the rest. */
  async shutdown(graceMs: number): Promise<void> {
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled([...this.running]), grace]);
    clearTimeout(timer);
    for (const { reply } of this.live.values()) reply.abort('shutdown');
    await Promise.allSettled([...this.running]);
  }

  /**
   * Stores what is due for every reply: new text as a chunk, a heartbeat for a silent one, or a
   * look at whether a stop was requested. On a timer (not per piece), so a silent model still
   * has a heartbeat and a stop requested through another process reaches this one.
   */
  private saveDueProgress(): void {
    const now = performance.now();
    if (!this.beating && now - this.beatAt >= PROCESS_BEAT_MS) {
      this.beatAt = now;
      this.beating = beatProcess(this.db, this.processId)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not beat'))
        .finally(() => {
          this.beating = undefined;
        });
    }
    for (const entry of this.live.values()) {
      if (entry.finishing || entry.saving) continue;
      const write = this.dueWrite(entry, now);
      if (!write) continue;
      const { reply } = entry;
      entry.saving = write()
        .then(
          (state) => {
            if (state.stopRequested) reply.abort('stop');
            // Settled elsewhere (taken for a dead process's): it is no longer this one's to write.
            else if (!state.streaming) reply.abort('shutdown');
          },
          (error: unknown) =>
            this.log.warn(
              { err: error, messageId: reply.messageId },
              'could not save reply progress',
            ),
        )
        .finally(() => {
          entry.saving = undefined;
        });
    }
  }

  /** The write a reply is due now, if any (see {@link SAVE_MIN_MS}). */
  private dueWrite(entry: Running, now: number): (() => Promise<ReplyState>) | undefined {
    const { reply } = entry;
    const pending = reply.content.length - entry.savedLength;
    const elapsed = now - entry.savedAt;
    if (
      pending > 0 &&
      (elapsed >= SAVE_MAX_MS || (pending >= SAVE_MIN_CHARS && elapsed >= SAVE_MIN_MS))
    ) {
      const offset = entry.savedLength;
      const previousOffset = entry.lastChunkOffset;
      const text = reply.content.slice(offset);
      entry.savedAt = now;
      entry.checkedAt = now;
      return async () => {
        try {
          const state = await saveChunk(this.db, reply.messageId, offset, previousOffset, text, {
            retry: entry.uncertain,
          });
          if (state.lost) {
            // The database lost the chunks (decision 043): save everything again next time.
            entry.uncertain = true;
            entry.savedLength = 0;
            entry.lastChunkOffset = null;
            entry.savedAt = 0;
            this.log.warn({ messageId: reply.messageId }, 'reply progress lost; saving it again');
            return state;
          }
          entry.uncertain = false;
          entry.savedLength = offset + text.length;
          entry.lastChunkOffset = offset;
          return state;
        } catch (error) {
          entry.uncertain = true;
          throw error;
        }
      };
    }
    if (elapsed >= HEARTBEAT_MS) {
      entry.savedAt = now;
      entry.checkedAt = now;
      return () => touchReply(this.db, reply.messageId);
    }
    if (now - entry.checkedAt >= STOP_CHECK_MS) {
      entry.checkedAt = now;
      return () => replyState(this.db, reply.messageId);
    }
    return undefined;
  }

  private async run(entry: Running, request: Omit<GenerateRequest, 'signal'>): Promise<void> {
    const { reply } = entry;
    const { metrics } = this;
    const provider = this.provider.name;
    metrics?.repliesStarted.inc();
    const firstToken = metrics?.modelFirstToken.startTimer({ provider });
    let outcome: 'complete' | 'stopped' | 'failed' | 'interrupted' = 'complete';
    let status: SettledStatus = 'complete';
    let error: string | null = null;
    // Beside the model's first words: until it is stored, the reply goes by its own staleness.
    const claimed = claimReply(this.db, reply.messageId, this.processId).then(
      () => {
        this.beatAt = performance.now();
      },
      (claimError: unknown) =>
        this.log.warn({ err: claimError, messageId: reply.messageId }, 'could not claim reply'),
    );
    try {
      let first = true;
      for await (const piece of this.provider.stream({
        ...request,
        signal: reply.controller.signal,
      })) {
        if (reply.controller.signal.aborted) break;
        if (first && piece) {
          first = false;
          firstToken?.();
        }
        reply.append(normalise(piece));
      }
      if (reply.controller.signal.aborted) throw new ProviderError('aborted', 'Stopped');
    } catch (caught) {
      outcome = 'failed';
      if (reply.abortReason === 'stop') {
        status = 'stopped';
        outcome = 'stopped';
      } else if (reply.abortReason === 'shutdown') {
        status = 'error';
        error = INTERRUPTED_MESSAGE;
        outcome = 'interrupted';
      } else if (caught instanceof ProviderError) {
        status = 'error';
        error = caught.userMessage;
        metrics?.modelErrors.inc({ provider, kind: caught.failure });
        // What to check goes to the log (the user was told an administrator should look).
        this.log.warn(
          {
            failure: caught.failure,
            check: SETTINGS_TO_CHECK[caught.failure],
            err: caught.cause,
            messageId: reply.messageId,
          },
          'model failed',
        );
      } else {
        status = 'error';
        error = UNEXPECTED_MESSAGE;
        metrics?.modelErrors.inc({ provider, kind: 'unexpected' });
        this.log.error({ err: caught, messageId: reply.messageId }, 'reply failed');
      }
    }
    metrics?.repliesEnded.inc({ status: outcome });
    entry.finishing = true;
    await Promise.all([entry.saving, claimed]);
    try {
      await finishReply(this.db, reply.messageId, reply.content, status, error);
    } catch (saveError) {
      this.log.error(
        { err: saveError, messageId: reply.messageId },
        'could not store the final reply',
      );
    }
    reply.end(status, error);
  }
}
