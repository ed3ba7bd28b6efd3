import type { MessageRole, MessageStatus } from '@petrosage/contracts/chat';
import type { Queryable } from '../../db/database';

/**
 * Versions of a message (docs/decisions/025): a regenerated reply or an edited question is a new
 * row in the same `version_group`; the rows a chat does not show carry `hidden_under`, the id of
 * the version whose replacement hid them. Every statement is scoped to the owner.
 */

export interface VersionedMessageRow {
  id: string;
  chat_id: string;
  seq: string;
  role: MessageRole;
  status: MessageStatus;
  content: string;
  version_group: string | null;
  hidden_under: string | null;
  client_message_id: string | null;
  file_ids: string[] | null;
}

type R<T> = T & Record<string, unknown>;

const COLUMNS =
  'm.id, m.chat_id, m.seq::text AS seq, m.role, m.status, m.content, m.version_group, m.hidden_under, m.client_message_id, m.file_ids';

/** One of the user's messages in a live chat, shown or not. */
export async function findVersionedMessage(
  q: Queryable,
  userId: string,
  messageId: string,
): Promise<VersionedMessageRow | undefined> {
  const [row] = await q.query<R<VersionedMessageRow>>(
    `SELECT ${COLUMNS} FROM messages m JOIN chats c ON c.id = m.chat_id AND c.deleted_at IS NULL
     WHERE m.id = $1 AND m.user_id = $2 AND m.deleted_at IS NULL`,
    [messageId, userId],
  );
  return row;
}

/** The message a client id was used for (a retried regenerate or edit). */
export async function findByClientId(
  q: Queryable,
  userId: string,
  clientMessageId: string,
): Promise<VersionedMessageRow | undefined> {
  const [row] = await q.query<R<VersionedMessageRow>>(
    `SELECT ${COLUMNS} FROM messages m JOIN chats c ON c.id = m.chat_id AND c.deleted_at IS NULL
     WHERE m.user_id = $1 AND m.client_message_id = $2 AND m.deleted_at IS NULL`,
    [userId, clientMessageId],
  );
  return row;
}

/** The newest shown messages of a chat, newest first. */
export async function lastShownMessages(
  q: Queryable,
  chatId: string,
  count: number,
): Promise<VersionedMessageRow[]> {
  return q.query<R<VersionedMessageRow>>(
    `SELECT ${COLUMNS} FROM messages m
     WHERE m.chat_id = $1 AND m.deleted_at IS NULL AND m.hidden_under IS NULL
     ORDER BY m.seq DESC LIMIT $2`,
    [chatId, count],
  );
}

/** The reply to a user message, if it has one. */
export async function replyOf(
  q: Queryable,
  questionId: string,
): Promise<VersionedMessageRow | undefined> {
  const [row] = await q.query<R<VersionedMessageRow>>(
    `SELECT ${COLUMNS} FROM messages m WHERE m.reply_to = $1`,
    [questionId],
  );
  return row;
}

/** The user message a reply answers: every version of a reply answers its first version's. */
export async function questionOf(q: Queryable, reply: VersionedMessageRow): Promise<string | null> {
  const [row] = await q.query<{ reply_to: string | null }>(
    'SELECT reply_to FROM messages WHERE id = $1',
    [reply.version_group ?? reply.id],
  );
  return row?.reply_to ?? null;
}

export async function hasStreamingReply(q: Queryable, chatId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM messages WHERE chat_id = $1 AND status = 'streaming' AND deleted_at IS NULL LIMIT 1`,
    [chatId],
  );
  return rows.length > 0;
}

/**
 * Takes `message` and every shown message after it off the chat's path, under `message`'s id
 * (so that showing it again brings them back), and makes sure it belongs to a version group.
 * Answers the group.
 */
export async function hideFrom(q: Queryable, message: VersionedMessageRow): Promise<string> {
  const group = message.version_group ?? message.id;
  await q.query('UPDATE messages SET version_group = $2 WHERE id = $1', [message.id, group]);
  await q.query(
    `UPDATE messages SET hidden_under = $2
     WHERE chat_id = $1 AND hidden_under IS NULL AND deleted_at IS NULL AND seq >= $3::bigint`,
    [message.chat_id, message.id, message.seq],
  );
  return group;
}

/** Shows again what was hidden under `messageId` (the version itself and what followed it). */
export async function showHiddenUnder(
  q: Queryable,
  chatId: string,
  messageId: string,
): Promise<void> {
  await q.query(
    'UPDATE messages SET hidden_under = NULL WHERE chat_id = $1 AND hidden_under = $2',
    [chatId, messageId],
  );
}

/** The version of a group the chat shows now, if the group is on the shown path. */
export async function shownVersion(
  q: Queryable,
  chatId: string,
  group: string,
): Promise<VersionedMessageRow | undefined> {
  const [row] = await q.query<R<VersionedMessageRow>>(
    `SELECT ${COLUMNS} FROM messages m
     WHERE m.chat_id = $1 AND m.version_group = $2 AND m.hidden_under IS NULL AND m.deleted_at IS NULL`,
    [chatId, group],
  );
  return row;
}

export interface NewVersion {
  id: string;
  chatId: string;
  userId: string;
  role: MessageRole;
  content: string;
  status: MessageStatus;
  versionGroup: string | null;
  clientMessageId: string | null;
  replyTo: string | null;
}

/** Stores a message of a version (or the reply to one) at the end of the chat, and bumps it. */
export async function insertVersion(q: Queryable, message: NewVersion): Promise<void> {
  await q.query(
    `INSERT INTO messages (id, chat_id, user_id, role, content, status, version_group, client_message_id, reply_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      message.id,
      message.chatId,
      message.userId,
      message.role,
      message.content,
      message.status,
      message.versionGroup,
      message.clientMessageId,
      message.replyTo,
    ],
  );
  await q.query('UPDATE chats SET updated_at = now() WHERE id = $1', [message.chatId]);
}

/** The ids of each given message's versions, oldest first, for messages that have more than one. */
export async function versionsOf(
  q: Queryable,
  messageIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (messageIds.length === 0) return new Map();
  const rows = await q.query<{ id: string; versions: string[] }>(
    `SELECT m.id, array_agg(v.id ORDER BY v.seq) AS versions
     FROM messages m JOIN messages v ON v.version_group = m.version_group AND v.deleted_at IS NULL
     WHERE m.id = ANY($1::text[]) AND m.version_group IS NOT NULL
     GROUP BY m.id HAVING count(*) > 1`,
    [[...messageIds]],
  );
  return new Map(rows.map((row) => [row.id, row.versions]));
}

/** Messages of the history with the ids of their versions, for those that have several. */
export async function withVersions<M extends { id: string }>(
  q: Queryable,
  messages: M[],
): Promise<(M & { versions?: string[] })[]> {
  const byMessage = await versionsOf(
    q,
    messages.map((message) => message.id),
  );
  if (byMessage.size === 0) return messages;
  return messages.map((message) => {
    const ids = byMessage.get(message.id);
    return ids ? { ...message, versions: ids } : message;
  });
}
