import { analysisBlocksAsText } from '@petrosage/contracts/analysis-card';
import { calcBlocksAsText, calcCardsOf } from '@petrosage/contracts/calc';
import {
  MESSAGE_MAX_LENGTH,
  type PromptCheckResponse,
  type PromptRequest,
} from '@petrosage/contracts/chat';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { attachmentBudgetChars } from '../assistant/context/attachments';
import { chartsForContext } from '../assistant/context/charts';
import { CHARS_PER_TOKEN, fitToContext } from '../assistant/context/window';
import type { ChatTurn } from '../assistant/model/provider';
import { buildSystemPrompt } from '../assistant/context/system-prompt';
import { requestAttachments, turnsWithFiles, type TurnWithFiles } from '../files/file-context';
import { attachToMessage, checkAttachmentIds, copyAttachments } from '../files/files.service';
import { findMessage } from './chat.repo';
import { newChatId, newMessageId } from './ids';
import type { ReplyEvent, ReplyListener, SettledStatus } from './live-reply';
import * as repo from './prompt.repo';
import {
  INTERRUPTED_MESSAGE,
  OWNER_SILENT_SECONDS,
  REPLY_STALENESS,
  type ReplyRunner,
} from './reply-runner';
import { admitStorage } from './storage-quota';
import { titleFromMessage } from './title';
import * as versions from './versions.repo';
import type { VersionedMessageRow } from './versions.repo';

const DAY_MS = 86_400_000;
/** Stored turns read for the model before the context window trims them. */
const HISTORY_LIMIT = 400;
/**
 * A watcher on another process than the generating one reads the reply when told it moved
 * (`LISTEN`/`NOTIFY`, decision 038), and at least this often in case a notification was missed
 * (a listening connection being made again) or the generating process died.
 */
const REMOTE_POLL_MS = 5_000;
/** The same, while this process could not listen. */
const UNHEARD_POLL_MS = 200;
/** What `check` asks the assistant, and how long its answer may be. */
export const PROMPT_CHECK_MESSAGE =
  'Backend integration test: please reply with a one-line confirmation.';
const PROMPT_CHECK_MAX_TOKENS = 100;

export interface SubmittedPrompt {
  chatId: string;
  questionId: string;
  replyId: string;
}

function messageNotFound(): AppError {
  return new AppError('not_found', 'Message not found');
}

function conflict(detail: string): AppError {
  return new AppError('conflict', detail);
}

function isTurn(entry: { role?: unknown; content?: unknown }): entry is ChatTurn {
  return (
    (entry.role === 'user' || entry.role === 'assistant') &&
    typeof entry.content === 'string' &&
    entry.content.trim() !== ''
  );
}

/**
 * The prompt pipeline: store the user's message and an empty reply in one statement, then let the
 * runner generate; watchers (the request itself, a reloaded page, another process) follow it.
 */
export class PromptService {
  /** Today's system prompt per units preference (`any`: no user's, the check's). */
  private readonly system: Partial<Record<UnitSystem | 'any', { day: number; text: string }>> = {};

  constructor(
    private readonly db: Database,
    private readonly runner: ReplyRunner,
    private readonly config: Config,
    /** Counts the stored message against the user's allowance; throws (402, 429) to refuse it. */
    private readonly admitMessage: (tx: Queryable, userId: string) => Promise<void>,
    /** The user's units preference (their profile's), read once per prompt. */
    private readonly unitsOf: (userId: string) => Promise<UnitSystem>,
  ) {}

  async submit(userId: string, input: PromptRequest): Promise<SubmittedPrompt> {
    const turns = input.messages
      .filter(isTurn)
      .map((turn) => ({ role: turn.role, content: turn.content.trim() }));
    const question = turns.at(-1);
    if (!question || question.role !== 'user') {
      throw new AppError(
        'validation_failed',
        'messages must end with the user’s new, non-empty message',
        {
          status: 422,
        },
      );
    }
    if (question.content.length > MESSAGE_MAX_LENGTH) {
      throw new AppError(
        'validation_failed',
        `The message is too long: at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
        { status: 422 },
      );
    }
    const clientMessageId = input.client_message_id ?? null;
    const attachmentIds = input.attachment_ids ?? [];
    if (attachmentIds.length > 0) {
      await checkAttachmentIds(this.db, userId, attachmentIds, this.config.files.maxPerMessage);
    }
    const replyId = newMessageId();
    // A refused message rolls back with its count; a retry stores nothing and counts nothing.
    const started = await this.db.transaction(async (tx) => {
      // One user's prompts start one at a time, so the count of replies in progress holds.
      await repo.lockUserPrompts(tx, userId);
      const stored = await repo.startPrompt(tx, {
        userId,
        chat: input.chat_id
          ? { kind: 'existing', id: input.chat_id }
          : { kind: 'new', id: newChatId(), title: titleFromMessage(question.content) },
        questionId: newMessageId(),
        replyId,
        content: question.content,
        clientMessageId,
      });
      if (stored.questionId) {
        await this.admitReply(tx, userId);
        await this.admitMessage(tx, userId);
        await admitStorage(tx, userId, this.config.storage);
      }
      if (stored.questionId && attachmentIds.length > 0) {
        await attachToMessage(tx, userId, stored.questionId, attachmentIds);
      }
      return stored;
    });

    if (started.questionId && started.replyId && started.chatId) {
      // A new chat has no stored past: the entries the client sent before its question are context.
      const stored = await repo.conversation(
        this.db,
        started.chatId,
        HISTORY_LIMIT,
        this.historyChars(),
      );
      const history = input.chat_id ? stored : [...turns.slice(0, -1), ...stored];
      await this.generate(userId, started.chatId, started.replyId, history);
      return { chatId: started.chatId, questionId: started.questionId, replyId: started.replyId };
    }
    if (started.chatId && !input.chat_id) await repo.dropEmptyChat(this.db, started.chatId);
    if (!started.chatId && input.chat_id && !clientMessageId)
      throw new AppError('not_found', 'Chat not found');

    // The client id was used before: this is a retry. Answer with the first attempt's messages.
    const retry = clientMessageId
      ? await repo.findRetry(this.db, userId, clientMessageId, replyId)
      : undefined;
    if (!retry) throw new AppError('not_found', 'Chat not found');
    if (retry.created) {
      const history = await repo.conversation(
        this.db,
        retry.chatId,
        HISTORY_LIMIT,
        this.historyChars(),
      );
      await this.generate(userId, retry.chatId, retry.replyId, history);
    }
    return { chatId: retry.chatId, questionId: retry.questionId, replyId: retry.replyId };
  }

  /**
   * The Backend Integration Test's prompt: the assistant answers a fixed message, with the same
   * system prompt as a chat; nothing is stored, and nothing counts toward the allowance.
   */
  async check(signal: AbortSignal): Promise<PromptCheckResponse> {
    const { provider } = this.runner;
    let response = '';
    for await (const piece of provider.stream({
      system: this.systemPrompt(),
      messages: [{ role: 'user', content: PROMPT_CHECK_MESSAGE }],
      maxOutputTokens: Math.min(PROMPT_CHECK_MAX_TOKENS, this.config.assistant.maxOutputTokens),
      signal,
    })) {
      response += piece;
    }
    return { response, provider: provider.name };
  }

  /** Refuses (429) a new reply past `MAX_REPLIES_IN_PROGRESS_PER_USER` streaming at once. */
  private async admitReply(tx: Queryable, userId: string): Promise<void> {
    const limit = this.config.assistant.maxRepliesInProgress;
    // The new reply is stored already, in this transaction: it counts too.
    if ((await repo.repliesInProgress(tx, userId)) > limit) {
      throw new AppError(
        'over_request_rate_limit',
        `You have ${limit} replies in progress: wait for one to finish, or stop one, before asking again.`,
        { headers: { 'retry-after': '5' } },
      );
    }
  }

  /**
   * Today's system prompt for users who prefer `units`, built once a (UTC) day rather than for
   * every reply.
   */
  private systemPrompt(units?: UnitSystem): string {
    const day = Math.floor(Date.now() / DAY_MS);
    const key = units ?? 'any';
    const known = this.system[key];
    if (known?.day === day) return known.text;
    const { appName, assistantName } = this.config;
    const today = new Date(day * DAY_MS);
    const text = buildSystemPrompt({
      appName,
      assistantName,
      today,
      ...(units !== undefined && { units }),
    });
    this.system[key] = { day, text };
    return text;
  }

  /** Characters of history worth reading: what the context window could hold at most. */
  private historyChars(): number {
    return this.config.assistant.contextTokens * CHARS_PER_TOKEN;
  }

  private async generate(
    userId: string,
    chatId: string,
    replyId: string,
    history: TurnWithFiles[],
  ): Promise<void> {
    const { maxOutputTokens, contextTokens } = this.config.assistant;
    const units = await this.unitsOf(userId);
    const system = this.systemPrompt(units);
    const budget = { system, contextTokens, maxOutputTokens };
    // Messages that carried files get them back, within their share of the budget; charts of
    // earlier replies come back as a line each, not their points; calculation cards as their
    // text form (the calculation sheet), with the cards themselves beside it for the built-in
    // engine's follow-ups.
    const turns = await turnsWithFiles(
      this.db,
      userId,
      history.map((turn) =>
        turn.role === 'assistant'
          ? {
              ...turn,
              content: chartsForContext(calcBlocksAsText(analysisBlocksAsText(turn.content))),
              cards: calcCardsOf(turn.content),
            }
          : turn,
      ),
      attachmentBudgetChars(budget),
    );
    this.runner.start(replyId, chatId, {
      system,
      messages: fitToContext(turns, budget),
      maxOutputTokens,
      // Tools and offline skills that read attached files act for this user, on these files.
      userId,
      units,
      attachments: await requestAttachments(this.db, userId, history),
    });
  }

  /**
   * Follows a reply from `offset` characters on: live when this process generates it, else from
   * the database. Returns the detach function; a 404 for anything not the user's.
   */
  async watch(
    userId: string,
    replyId: string,
    offset: number,
    listener: ReplyListener,
    { owned = false }: { owned?: boolean } = {},
  ): Promise<() => void> {
    const live = this.runner.get(replyId);
    if (live) {
      // The id alone proves nothing: check ownership unless the caller just created the reply.
      if (!owned) await this.ownedReply(userId, replyId);
      return live.watch(offset, listener);
    }
    const { signals } = this.runner;
    // Listening, for this reply too, before the first read: nothing saved after it goes unheard.
    const heard = await signals.listen();
    let movedDuringFirstRead = false;
    let onMoved = (): void => {
      movedDuringFirstRead = true;
    };
    const unheard = signals.onMoved(replyId, () => onMoved());
    let first: Awaited<ReturnType<typeof this.ownedReply>>;
    try {
      first = await this.ownedReply(userId, replyId);
    } catch (error) {
      unheard();
      throw error;
    }
    let stopped = false;
    let sent = offset;
    let timer: NodeJS.Timeout | undefined;
    let reading: Promise<void> | undefined;
    let again = false;
    const emit = (row: {
      content: string;
      status: string;
      error: string | null;
      updated_at: Date;
    }): boolean => {
      if (row.content.length > sent) {
        listener({ type: 'text', text: row.content.slice(sent), offset: row.content.length });
        sent = row.content.length;
      }
      if (row.status !== 'streaming') {
        listener({ type: 'end', status: row.status as SettledStatus, error: row.error });
        return true;
      }
      return false;
    };
    const finish = (): void => {
      stopped = true;
      clearTimeout(timer);
      unheard();
    };
    const schedule = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => void read(), heard ? REMOTE_POLL_MS : UNHEARD_POLL_MS);
    };
    const poll = async (): Promise<void> => {
      // The generating process may have finished between our check and now.
      const nowLive = this.runner.get(replyId);
      if (nowLive) {
        finish();
        const detach = nowLive.watch(sent, listener);
        stop = () => detach();
        return;
      }
      const row = await findMessage(this.db, userId, replyId);
      if (stopped) return;
      if (!row) {
        finish();
        listener({ type: 'end', status: 'error', error: 'The message was deleted.' });
        return;
      }
      if (emit(row)) {
        finish();
        return;
      }
      // Still for a while: its process may have died (it stopped beating), or the reply is stale.
      if (Date.now() - row.updated_at.getTime() > OWNER_SILENT_SECONDS * 1000) {
        await repo.failStaleReplies(this.db, REPLY_STALENESS, INTERRUPTED_MESSAGE);
      }
      schedule();
    };
    /** One read at a time; a notification during a read asks for another after it. */
    const read = (): Promise<void> => {
      if (stopped) return Promise.resolve();
      if (reading) {
        again = true;
        return reading;
      }
      reading = poll()
        .catch(() => schedule())
        .finally(() => {
          reading = undefined;
          if (again && !stopped) {
            again = false;
            void read();
          }
        });
      return reading;
    };
    onMoved = () => void read();
    let stop = (): void => finish();
    if (emit(first)) finish();
    else if (movedDuringFirstRead) void read();
    else schedule();
    return () => stop();
  }

  /** Resolves with the reply's final text and status. */
  async result(
    userId: string,
    replyId: string,
    options: { owned?: boolean } = {},
  ): Promise<{ content: string; status: SettledStatus; error: string | null }> {
    let content = '';
    return new Promise((resolve, reject) => {
      const onEvent = (event: ReplyEvent): void => {
        if (event.type === 'text') content += event.text;
        else resolve({ content, status: event.status, error: event.error });
      };
      this.watch(userId, replyId, 0, onEvent, options).catch(reject);
    });
  }

  /** Stops a reply (here or on another process) and answers its status once settled. */
  async stop(userId: string, replyId: string): Promise<SettledStatus | 'streaming'> {
    const row = await this.ownedReply(userId, replyId);
    if (row.status !== 'streaming') return row.status;
    if (!this.runner.stop(replyId)) await repo.requestStop(this.db, userId, replyId);
    const settled = await Promise.race([
      this.result(userId, replyId, { owned: true }).then((final) => final.status),
      new Promise<'streaming'>((resolve) => setTimeout(() => resolve('streaming'), 5_000).unref()),
    ]);
    return settled;
  }

  /**
   * A new version of the chat's latest reply (docs/decisions/025): the earlier one is kept and
   * hidden, the new one is generated from the same history. Counts like a sent message. A retry
   * with the same `clientMessageId` answers the version it made.
   */
  async regenerate(
    userId: string,
    replyId: string,
    clientMessageId: string | null,
  ): Promise<SubmittedPrompt> {
    const newReplyId = newMessageId();
    const started = await this.db.transaction(async (tx) => {
      await repo.lockUserPrompts(tx, userId);
      const target = await versions.findVersionedMessage(tx, userId, replyId);
      if (!target || target.role !== 'assistant') throw messageNotFound();
      const retried = await this.retriedVersion(tx, userId, clientMessageId, target);
      if (retried) return { ...retried, created: false };
      const [last, question] = await versions.lastShownMessages(tx, target.chat_id, 2);
      if (target.hidden_under !== null || last?.id !== target.id) {
        throw conflict('Only the latest reply can be regenerated.');
      }
      if (target.status === 'streaming') {
        throw conflict('The reply is still being written: stop it before regenerating.');
      }
      if (question?.role !== 'user') throw conflict('This reply answers no message of yours.');
      const group = await versions.hideFrom(tx, target);
      await versions.insertVersion(tx, {
        id: newReplyId,
        chatId: target.chat_id,
        userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        versionGroup: group,
        clientMessageId,
        replyTo: null,
      });
      await this.admitReply(tx, userId);
      await this.admitMessage(tx, userId);
      await admitStorage(tx, userId, this.config.storage);
      return {
        chatId: target.chat_id,
        questionId: question.id,
        replyId: newReplyId,
        created: true,
      };
    });
    if (started.created) await this.generateFromHistory(userId, started.chatId, started.replyId);
    return { chatId: started.chatId, questionId: started.questionId, replyId: started.replyId };
  }

  /**
   * A new version of the user's latest message, answered anew; the earlier version and what
   * followed it are kept and hidden. Counts like a sent message; the files of the earlier version
   * go with the new one.
   */
  async edit(
    userId: string,
    questionId: string,
    content: string,
    clientMessageId: string | null,
  ): Promise<SubmittedPrompt> {
    const newQuestionId = newMessageId();
    const newReplyId = newMessageId();
    const started = await this.db.transaction(async (tx) => {
      await repo.lockUserPrompts(tx, userId);
      const target = await versions.findVersionedMessage(tx, userId, questionId);
      if (!target || target.role !== 'user') throw messageNotFound();
      const retried = await this.retriedVersion(tx, userId, clientMessageId, target);
      if (retried) return { ...retried, created: false };
      const shown = await versions.lastShownMessages(tx, target.chat_id, 2);
      const lastQuestion = shown.find((message) => message.role === 'user');
      if (target.hidden_under !== null || lastQuestion?.id !== target.id) {
        throw conflict('Only your latest message can be edited.');
      }
      if (await versions.hasStreamingReply(tx, target.chat_id)) {
        throw conflict('The reply is still being written: stop it before editing.');
      }
      const group = await versions.hideFrom(tx, target);
      await versions.insertVersion(tx, {
        id: newQuestionId,
        chatId: target.chat_id,
        userId,
        role: 'user',
        content,
        status: 'complete',
        versionGroup: group,
        clientMessageId,
        replyTo: null,
      });
      await versions.insertVersion(tx, {
        id: newReplyId,
        chatId: target.chat_id,
        userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        versionGroup: null,
        clientMessageId: null,
        replyTo: newQuestionId,
      });
      await copyAttachments(tx, userId, target.id, newQuestionId, target.file_ids?.length ?? 0);
      await this.admitReply(tx, userId);
      await this.admitMessage(tx, userId);
      await admitStorage(tx, userId, this.config.storage);
      return {
        chatId: target.chat_id,
        questionId: newQuestionId,
        replyId: newReplyId,
        created: true,
      };
    });
    if (started.created) await this.generateFromHistory(userId, started.chatId, started.replyId);
    return { chatId: started.chatId, questionId: started.questionId, replyId: started.replyId };
  }

  /**
   * Shows another version of a message: the version shown now and what followed it are hidden,
   * the chosen one and what followed it come back (404 unless it is a message of that chat).
   */
  async selectVersion(userId: string, chatId: string, messageId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.lockUserPrompts(tx, userId);
      const target = await versions.findVersionedMessage(tx, userId, messageId);
      if (target?.chat_id !== chatId) throw messageNotFound();
      if (target.hidden_under === null) return;
      const shown =
        target.version_group === null
          ? undefined
          : await versions.shownVersion(tx, target.chat_id, target.version_group);
      if (!shown || target.hidden_under !== target.id) {
        throw conflict('This version is not on the conversation the chat shows.');
      }
      if (await versions.hasStreamingReply(tx, target.chat_id)) {
        throw conflict('A reply is still being written: wait for it or stop it first.');
      }
      await versions.hideFrom(tx, shown);
      await versions.showHiddenUnder(tx, target.chat_id, target.id);
    });
  }

  /**
   * The version an earlier request with this client id made from `target`; a client id used for
   * anything else is a conflict.
   */
  private async retriedVersion(
    tx: Queryable,
    userId: string,
    clientMessageId: string | null,
    target: VersionedMessageRow,
  ): Promise<{ chatId: string; questionId: string; replyId: string } | undefined> {
    if (clientMessageId === null) return undefined;
    const earlier = await versions.findByClientId(tx, userId, clientMessageId);
    if (!earlier) return undefined;
    const group = target.version_group ?? target.id;
    if (earlier.version_group !== group || earlier.role !== target.role) {
      throw conflict('client_message_id was already used for another message.');
    }
    if (earlier.role === 'user') {
      const reply = await versions.replyOf(tx, earlier.id);
      if (!reply) throw conflict('client_message_id was already used for another message.');
      return { chatId: earlier.chat_id, questionId: earlier.id, replyId: reply.id };
    }
    const questionId = await versions.questionOf(tx, earlier);
    if (questionId === null) throw conflict('This reply answers no message of yours.');
    return { chatId: earlier.chat_id, questionId, replyId: earlier.id };
  }

  private async generateFromHistory(userId: string, chatId: string, replyId: string) {
    const history = await repo.conversation(this.db, chatId, HISTORY_LIMIT, this.historyChars());
    await this.generate(userId, chatId, replyId, history);
  }

  /** The chat of one of the user's replies (404 otherwise). */
  async chatOf(userId: string, replyId: string): Promise<{ chatId: string }> {
    return { chatId: (await this.ownedReply(userId, replyId)).chat_id };
  }

  private async ownedReply(userId: string, replyId: string) {
    const row = await findMessage(this.db, userId, replyId);
    if (!row || row.role !== 'assistant') throw new AppError('not_found', 'Message not found');
    return row;
  }
}
