import {
  DEFAULT_CHAT_TITLE,
  type AppendMessageRequest,
  type ChatHistoryResponse,
  type ChatSummary,
  type CreateChatRequest,
  type Message,
  type MessagePage,
  type RenamedChat,
} from '@petrosage/contracts/chat';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { chatPreview } from './preview';
import { withAttachments } from '../files/message-files';
import * as repo from './chat.repo';
import type { ChatRow, MessageRow } from './chat.repo';
import { newChatId, newMessageId } from './ids';
import { admitStorage } from './storage-quota';
import { titleFromMessage } from './title';
import { withVersions } from './versions.repo';

const CHAT_LIST_LIMIT = 200;

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    chat_id: row.chat_id,
    role: row.role,
    content: row.content,
    status: row.status,
    timestamp: row.created_at.toISOString(),
    error: row.error,
  };
}

function chatNotFound(): AppError {
  return new AppError('not_found', 'Chat not found');
}

/** Messages `GET /history` and `GET /history/{id}` answer with at most: the newest ones. */
export const HISTORY_MESSAGE_LIMIT = 200;

/**
 * Chats and stored messages; every operation answers only for the owner (others get 404). A
 * stored message is counted like a sent one (plan and daily allowance), and an account keeps at
 * most `config.storage` chats and text.
 */
export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'storage'>,
    /** Counts a stored message against the user's allowance; throws (402, 429) to refuse it. */
    private readonly admitMessage: (tx: Queryable, userId: string) => Promise<void>,
  ) {}

  async list(userId: string): Promise<ChatSummary[]> {
    const rows = await repo.listChats(this.db, userId, CHAT_LIST_LIMIT);
    return rows.map((row) => ({
      chat_id: row.id,
      title: row.title,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      preview: chatPreview(row.preview, row.preview_result),
    }));
  }

  /** `GET /history`: the most recently active chat, or an empty "Chat Session". */
  async latest(userId: string): Promise<ChatHistoryResponse> {
    const chat = await repo.latestChat(this.db, userId);
    if (!chat)
      return {
        chat_id: null,
        title: DEFAULT_CHAT_TITLE,
        created_at: null,
        updated_at: null,
        messages: [],
      };
    return this.history(chat);
  }

  async get(userId: string, chatId: string): Promise<ChatHistoryResponse> {
    const chat = await repo.findChat(this.db, userId, chatId);
    if (!chat) throw chatNotFound();
    return this.history(chat);
  }

  /**
   * A chat with its newest {@link HISTORY_MESSAGE_LIMIT} messages, oldest first; `next_cursor`
   * pages back through the rest (`GET /history/{id}/messages?before=`). One answer never carries
   * a whole long chat.
   */
  private async history(chat: ChatRow): Promise<ChatHistoryResponse> {
    const rows = await repo.pageMessages(this.db, chat.id, HISTORY_MESSAGE_LIMIT + 1, null);
    const hasMore = rows.length > HISTORY_MESSAGE_LIMIT;
    const page = rows.slice(0, HISTORY_MESSAGE_LIMIT).reverse();
    return {
      chat_id: chat.id,
      title: chat.title,
      created_at: chat.created_at.toISOString(),
      updated_at: chat.updated_at.toISOString(),
      messages: await withVersions(this.db, await withAttachments(this.db, page.map(toMessage))),
      next_cursor: hasMore ? (page[0]?.cursor ?? null) : null,
    };
  }

  async create(
    userId: string,
    input: CreateChatRequest,
  ): Promise<{ chat_id: string; title: string }> {
    const firstUserMessage = input.messages?.find((message) => message.role === 'user');
    const title =
      input.title || (firstUserMessage ? titleFromMessage(firstUserMessage.content) : 'New Chat');
    return this.db.transaction(async (tx) => {
      const chat = await repo.insertChat(tx, { id: newChatId(), userId, title });
      for (const message of input.messages ?? []) {
        await repo.appendMessage(tx, { id: newMessageId(), chatId: chat.id, userId, ...message });
        await this.admitMessage(tx, userId);
      }
      await admitStorage(tx, userId, this.config.storage);
      return { chat_id: chat.id, title: chat.title };
    });
  }

  async page(
    userId: string,
    chatId: string,
    limit: number,
    before: string | null,
  ): Promise<MessagePage> {
    if (!(await repo.findChat(this.db, userId, chatId))) throw chatNotFound();
    const rows = await repo.pageMessages(this.db, chatId, limit + 1, before);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return {
      messages: await withVersions(this.db, await withAttachments(this.db, page.map(toMessage))),
      next_cursor: hasMore ? (page[0]?.cursor ?? null) : null,
    };
  }

  async append(userId: string, chatId: string, input: AppendMessageRequest): Promise<Message> {
    const row = await this.db.transaction(async (tx) => {
      const stored = await repo.appendMessage(tx, { id: newMessageId(), chatId, userId, ...input });
      if (!stored) throw chatNotFound();
      await this.admitMessage(tx, userId);
      await admitStorage(tx, userId, this.config.storage);
      return stored;
    });
    return toMessage(row);
  }

  /**
   * Rewrites one of the user's finished replies (a recalculated card) in one transaction: the
   * rewrite counts like a message (plan and allowance) and against the text an account keeps.
   * Another user's message, a user's own message or a reply still being written is 404; whatever
   * `change` throws leaves the reply and the allowance as they were.
   */
  async rewriteReply(
    userId: string,
    messageId: string,
    change: (content: string) => string,
  ): Promise<Message> {
    const row = await this.db.transaction(async (tx) => {
      const stored = await repo.lockMessage(tx, userId, messageId);
      if (!stored || stored.role !== 'assistant' || stored.status === 'streaming') {
        throw new AppError('not_found', 'Message not found');
      }
      const content = change(stored.content);
      await this.admitMessage(tx, userId);
      const updated = await repo.setMessageContent(tx, messageId, content);
      await admitStorage(tx, userId, this.config.storage);
      return updated;
    });
    return toMessage(row);
  }

  /**
   * A new chat holding a calculation the user made in a card: the question in words and the
   * reply with the card, counted as one message (plan and allowance) and against what an
   * account keeps.
   */
  async createWithReply(
    userId: string,
    input: { title: string; question: string; reply: string },
  ): Promise<Message> {
    const row = await this.db.transaction(async (tx) => {
      const chat = await repo.insertChat(tx, { id: newChatId(), userId, title: input.title });
      await repo.appendMessage(tx, {
        id: newMessageId(),
        chatId: chat.id,
        userId,
        role: 'user',
        content: input.question,
      });
      await this.admitMessage(tx, userId);
      const reply = await repo.appendMessage(tx, {
        id: newMessageId(),
        chatId: chat.id,
        userId,
        role: 'assistant',
        content: input.reply,
      });
      if (!reply) throw new Error('the reply was not stored');
      await admitStorage(tx, userId, this.config.storage);
      return reply;
    });
    return toMessage(row);
  }

  async rename(userId: string, chatId: string, title: string): Promise<RenamedChat> {
    const row = await repo.renameChat(this.db, userId, chatId, title);
    if (!row) throw chatNotFound();
    return {
      chat_id: row.id,
      title: row.title,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }

  async remove(userId: string, chatId: string): Promise<void> {
    if (!(await repo.softDeleteChat(this.db, userId, chatId))) throw chatNotFound();
  }

  async clear(userId: string): Promise<number> {
    return repo.softDeleteAllChats(this.db, userId);
  }
}
