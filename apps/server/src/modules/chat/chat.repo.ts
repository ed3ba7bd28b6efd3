import type { MessageRole, MessageStatus } from '@petrosage/contracts/chat';
import type { Queryable } from '../../db/database';
import { PREVIEW_SOURCE_CHARS } from './preview';

export interface ChatRow {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
}

export interface ChatSummaryRow extends ChatRow {
  preview: string;
}

export interface MessageRow {
  id: string;
  chat_id: string;
  /** `seq` as text (bigint does not fit a JS number safely): the paging cursor. */
  cursor: string;
  role: MessageRole;
  content: string;
  status: MessageStatus;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * A streaming reply's text is its row's plus the chunks saved since (`reply_chunks`, decision
 * 038), and it was last active when its newest chunk was saved. Settled rows hold their whole text.
 */
const CONTENT = `CASE WHEN m.status = 'streaming' THEN m.content || coalesce(
    (SELECT string_agg(rc.text, '' ORDER BY rc.char_offset) FROM reply_chunks rc
     WHERE rc.message_id = m.id), '') ELSE m.content END`;
const MESSAGE_COLUMNS = `m.id, m.chat_id, m.seq::text AS cursor, m.role, ${CONTENT} AS content,
  m.status, m.error, m.created_at,
  CASE WHEN m.status = 'streaming' THEN greatest(m.updated_at,
    (SELECT max(rc.saved_at) FROM reply_chunks rc WHERE rc.message_id = m.id))
  ELSE m.updated_at END AS updated_at`;
/** The columns of a row just written (settled: no chunks). */
const WRITTEN_COLUMNS =
  'id, chat_id, seq::text AS cursor, role, content, status, error, created_at, updated_at';

type R<T> = T & Record<string, unknown>;

/** Every statement below is scoped to the owner: another user's ids simply match nothing. */

/** Chats by activity, each with the start of its last message (markdown; see `plainPreview`). */
export async function listChats(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<ChatSummaryRow[]> {
  return q.query<R<ChatSummaryRow>>(
    `SELECT c.id, c.title, c.created_at, c.updated_at, coalesce(left(last.content, $3), '') AS preview
     FROM chats c
     LEFT JOIN LATERAL (
       SELECT ${CONTENT} AS content FROM messages m
       WHERE m.chat_id = c.id AND m.deleted_at IS NULL AND m.hidden_under IS NULL
       ORDER BY m.seq DESC LIMIT 1
     ) last ON true
     WHERE c.user_id = $1 AND c.deleted_at IS NULL
     ORDER BY c.updated_at DESC, c.id
     LIMIT $2`,
    [userId, limit, PREVIEW_SOURCE_CHARS],
  );
}

export async function findChat(
  q: Queryable,
  userId: string,
  chatId: string,
): Promise<ChatRow | undefined> {
  const [row] = await q.query<R<ChatRow>>(
    `SELECT id, title, created_at, updated_at FROM chats
     WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [chatId, userId],
  );
  return row;
}

export async function latestChat(q: Queryable, userId: string): Promise<ChatRow | undefined> {
  const [row] = await q.query<R<ChatRow>>(
    `SELECT id, title, created_at, updated_at FROM chats
     WHERE user_id = $1 AND deleted_at IS NULL
     ORDER BY updated_at DESC, id LIMIT 1`,
    [userId],
  );
  return row;
}

export async function insertChat(
  q: Queryable,
  chat: { id: string; userId: string; title: string },
): Promise<ChatRow> {
  const [row] = await q.query<R<ChatRow>>(
    `INSERT INTO chats (id, user_id, title) VALUES ($1, $2, $3)
     RETURNING id, title, created_at, updated_at`,
    [chat.id, chat.userId, chat.title],
  );
  if (!row) throw new Error('chat insert returned no row');
  return row;
}

export async function renameChat(
  q: Queryable,
  userId: string,
  chatId: string,
  title: string,
): Promise<ChatRow | undefined> {
  const [row] = await q.query<R<ChatRow>>(
    // The list is ordered by activity (updated_at): a new name is not activity.
    `UPDATE chats SET title = $3
     WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL
     RETURNING id, title, created_at, updated_at`,
    [chatId, userId, title],
  );
  return row;
}

export async function softDeleteChat(
  q: Queryable,
  userId: string,
  chatId: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE chats SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
    [chatId, userId],
  );
  return rows.length > 0;
}

export async function softDeleteAllChats(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query(
    'UPDATE chats SET deleted_at = now() WHERE user_id = $1 AND deleted_at IS NULL RETURNING id',
    [userId],
  );
  return rows.length;
}

/** Newest first, `limit` shown rows older than `beforeSeq` (or the newest). */
export async function pageMessages(
  q: Queryable,
  chatId: string,
  limit: number,
  beforeSeq: string | null,
): Promise<MessageRow[]> {
  return q.query<R<MessageRow>>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m
     WHERE chat_id = $1 AND deleted_at IS NULL AND hidden_under IS NULL
       AND ($3::bigint IS NULL OR seq < $3::bigint)
     ORDER BY seq DESC LIMIT $2`,
    [chatId, limit, beforeSeq],
  );
}

export async function appendMessage(
  q: Queryable,
  message: { id: string; chatId: string; userId: string; role: MessageRole; content: string },
): Promise<MessageRow | undefined> {
  const [row] = await q.query<R<MessageRow>>(
    `WITH chat AS (
       UPDATE chats SET updated_at = now()
       WHERE id = $2 AND user_id = $3 AND deleted_at IS NULL RETURNING id
     )
     INSERT INTO messages (id, chat_id, user_id, role, content, status)
     SELECT $1, chat.id, $3, $4, $5, 'complete' FROM chat
     RETURNING ${WRITTEN_COLUMNS}`,
    [message.id, message.chatId, message.userId, message.role, message.content],
  );
  return row;
}

export async function findMessage(
  q: Queryable,
  userId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await q.query<R<MessageRow>>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m
     WHERE m.id = $1 AND m.user_id = $2 AND m.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM chats c WHERE c.id = m.chat_id AND c.deleted_at IS NULL)`,
    [messageId, userId],
  );
  return row;
}

/** One of the user's messages, locked for an update in this transaction. */
export async function lockMessage(
  q: Queryable,
  userId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await q.query<R<MessageRow>>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m
     WHERE m.id = $1 AND m.user_id = $2 AND m.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM chats c WHERE c.id = m.chat_id AND c.deleted_at IS NULL)
     FOR UPDATE`,
    [messageId, userId],
  );
  return row;
}

/** A message's new text; its chat counts as active. */
export async function setMessageContent(
  q: Queryable,
  messageId: string,
  content: string,
): Promise<MessageRow> {
  const [row] = await q.query<R<MessageRow>>(
    `WITH message AS (
       UPDATE messages SET content = $2, updated_at = now() WHERE id = $1
       RETURNING ${WRITTEN_COLUMNS}
     ), chat AS (
       UPDATE chats SET updated_at = now() WHERE id = (SELECT chat_id FROM message)
     )
     SELECT * FROM message`,
    [messageId, content],
  );
  if (!row) throw new Error('message update returned no row');
  return row;
}

/**
 * Deletes for good what was soft-deleted more than `days` ago: chats (their messages and files
 * go with them) and single messages, and reply chunks left without a streaming reply. Answers how
 * many chats and messages went.
 */
export async function purgeDeleted(
  q: Queryable,
  days: number,
): Promise<{ chats: number; messages: number }> {
  const chats = await q.query(
    'DELETE FROM chats WHERE deleted_at < now() - make_interval(days => $1) RETURNING id',
    [days],
  );
  const messages = await q.query(
    'DELETE FROM messages WHERE deleted_at < now() - make_interval(days => $1) RETURNING id',
    [days],
  );
  // Chunks of a reply whose row went while it streamed (its process died, or its account was
  // deleted): nothing will fold them in.
  await q.query(
    `DELETE FROM reply_chunks rc WHERE NOT EXISTS (
       SELECT 1 FROM messages m WHERE m.id = rc.message_id AND m.status = 'streaming')`,
  );
  return { chats: chats.length, messages: messages.length };
}

/** A chat as "Export my data" gives it (deleted chats, kept until their purge, are left out). */
export type ExportedChatRow = {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
};

export function chatsForExport(q: Queryable, userId: string): Promise<ExportedChatRow[]> {
  return q.query<ExportedChatRow>(
    `SELECT id, title, created_at, updated_at FROM chats
     WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [userId],
  );
}

/** Every message of one of the user's chats, every version included, in the chat's order. */
export type ExportedMessageRow = {
  id: string;
  role: string;
  content: string;
  status: string;
  error: string | null;
  version_group: string | null;
  hidden_under: string | null;
  reply_to: string | null;
  file_ids: string[] | null;
  created_at: Date;
  updated_at: Date;
};

export function messagesForExport(
  q: Queryable,
  userId: string,
  chatId: string,
): Promise<ExportedMessageRow[]> {
  return q.query<ExportedMessageRow>(
    `SELECT m.id, m.role, ${CONTENT} AS content, m.status, m.error, m.version_group,
            m.hidden_under, m.reply_to, m.file_ids, m.created_at, m.updated_at
     FROM messages m
     WHERE m.user_id = $1 AND m.chat_id = $2 AND m.deleted_at IS NULL
     ORDER BY m.seq`,
    [userId, chatId],
  );
}

/** Bytes of message text the user keeps (deleted or not), for the export's size bound. */
export async function storedTextBytes(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ bytes: string | null }>(
    'SELECT sum(octet_length(content))::text AS bytes FROM messages WHERE user_id = $1',
    [userId],
  );
  return Number(row?.bytes ?? 0);
}

/**
 * The progress of the user's replies (`reply_chunks` has no foreign key, decision 038): removed
 * with the account.
 */
export async function deleteReplyChunksOf(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `DELETE FROM reply_chunks WHERE message_id IN (SELECT id FROM messages WHERE user_id = $1)`,
    [userId],
  );
}
