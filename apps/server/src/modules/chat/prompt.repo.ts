import type { MessageStatus } from '@petrosage/contracts/chat';
import type { Queryable } from '../../db/database';
import type { ChatTurn } from '../assistant/model/provider';

export interface StartedPrompt {
  chatId: string | null;
  questionId: string | null;
  replyId: string | null;
}

export interface NewPrompt {
  userId: string;
  /** An existing chat of the user, or a new chat to create. */
  chat: { kind: 'existing'; id: string } | { kind: 'new'; id: string; title: string };
  questionId: string;
  replyId: string;
  content: string;
  clientMessageId: string | null;
}

/**
 * One statement stores the user's message and an empty streaming reply (and bumps or creates the
 * chat), before any model runs. A `client_message_id` already used makes it insert nothing.
 */
export async function startPrompt(q: Queryable, prompt: NewPrompt): Promise<StartedPrompt> {
  const chatCte =
    prompt.chat.kind === 'existing'
      ? `UPDATE chats SET updated_at = now()
         WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`
      : `INSERT INTO chats (id, user_id, title) SELECT $1, $2, $7
         WHERE $5::text IS NULL OR NOT EXISTS (
           SELECT 1 FROM messages WHERE user_id = $2 AND client_message_id = $5)
         RETURNING id`;
  const params: unknown[] = [
    prompt.chat.id,
    prompt.userId,
    prompt.questionId,
    prompt.content,
    prompt.clientMessageId,
    prompt.replyId,
  ];
  if (prompt.chat.kind === 'new') params.push(prompt.chat.title);
  const [row] = await q.query<{
    chat_id: string | null;
    question_id: string | null;
    reply_id: string | null;
  }>(
    `WITH chat AS (${chatCte}),
     question AS (
       INSERT INTO messages (id, chat_id, user_id, role, content, status, client_message_id)
       SELECT $3, chat.id, $2, 'user', $4, 'complete', $5 FROM chat
       ON CONFLICT (user_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
       RETURNING id, chat_id
     ),
     reply AS (
       INSERT INTO messages (id, chat_id, user_id, role, content, status, reply_to)
       SELECT $6, question.chat_id, $2, 'assistant', '', 'streaming', question.id FROM question
       RETURNING id
     )
     SELECT (SELECT id FROM chat) AS chat_id, (SELECT id FROM question) AS question_id,
            (SELECT id FROM reply) AS reply_id`,
    params,
  );
  return {
    chatId: row?.chat_id ?? null,
    questionId: row?.question_id ?? null,
    replyId: row?.reply_id ?? null,
  };
}

/** Removes a chat created for a prompt that turned out to be a retry (it has no messages). */
export async function dropEmptyChat(q: Queryable, chatId: string): Promise<void> {
  await q.query(
    'DELETE FROM chats WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM messages WHERE chat_id = $1)',
    [chatId],
  );
}

/** The message a client id was used for, and the reply to it (creating a missing reply). */
export async function findRetry(
  q: Queryable,
  userId: string,
  clientMessageId: string,
  replyId: string,
): Promise<{ chatId: string; questionId: string; replyId: string; created: boolean } | undefined> {
  const [question] = await q.query<{ id: string; chat_id: string }>(
    `SELECT m.id, m.chat_id FROM messages m JOIN chats c ON c.id = m.chat_id AND c.deleted_at IS NULL
     WHERE m.user_id = $1 AND m.client_message_id = $2 AND m.role = 'user' AND m.deleted_at IS NULL`,
    [userId, clientMessageId],
  );
  if (!question) return undefined;
  const [inserted] = await q.query<{ id: string }>(
    `INSERT INTO messages (id, chat_id, user_id, role, content, status, reply_to)
     VALUES ($1, $2, $3, 'assistant', '', 'streaming', $4)
     ON CONFLICT (reply_to) WHERE reply_to IS NOT NULL DO NOTHING RETURNING id`,
    [replyId, question.chat_id, userId, question.id],
  );
  if (inserted)
    return {
      chatId: question.chat_id,
      questionId: question.id,
      replyId: inserted.id,
      created: true,
    };
  const [reply] = await q.query<{ id: string }>('SELECT id FROM messages WHERE reply_to = $1', [
    question.id,
  ]);
  if (!reply) return undefined;
  return { chatId: question.chat_id, questionId: question.id, replyId: reply.id, created: false };
}

/** A stored turn with the ids of the files its message carried (null: none). */
export interface StoredTurn extends ChatTurn {
  file_ids: string[] | null;
}

/**
 * The newest settled turns a chat shows, oldest first (the streaming reply itself is left out):
 * at most `limit` turns and, beyond the newest one, no more than `maxChars` bytes in all,
 * so a long chat never loads more than the model's context could take.
 */
export async function conversation(
  q: Queryable,
  chatId: string,
  limit: number,
  maxChars: number,
): Promise<StoredTurn[]> {
  return q.query<{ role: ChatTurn['role']; content: string; file_ids: string[] | null }>(
    // The newest `limit` rows come off the (chat_id, seq) index; the running total then uses
    // octet_length (stored, unlike a character count) as a conservative measure of size.
    `SELECT role, content, file_ids FROM (
       SELECT role, content, file_ids, seq, sum(octet_length(content)) OVER (ORDER BY seq DESC) AS running
       FROM (
         SELECT role, content, file_ids, seq FROM messages
         WHERE chat_id = $1 AND deleted_at IS NULL AND hidden_under IS NULL
           AND status IN ('complete', 'stopped') AND content <> ''
         ORDER BY seq DESC LIMIT $2
       ) newest
     ) sized
     WHERE running - octet_length(content) < $3
     ORDER BY seq`,
    [chatId, limit, maxChars],
  );
}

/** Saves the text so far; answers whether a stop was requested (by any server process). */
export async function saveProgress(
  q: Queryable,
  replyId: string,
  content: string,
): Promise<boolean> {
  const [row] = await q.query<{ stop_requested: boolean }>(
    `UPDATE messages SET content = $2, updated_at = now()
     WHERE id = $1 AND status = 'streaming' RETURNING stop_requested`,
    [replyId, content],
  );
  return row?.stop_requested ?? false;
}

export async function finishReply(
  q: Queryable,
  replyId: string,
  content: string,
  status: Exclude<MessageStatus, 'streaming'>,
  error: string | null,
): Promise<void> {
  await q.query(
    `UPDATE messages SET content = $2, status = $3, error = $4, updated_at = now()
     WHERE id = $1 AND status = 'streaming'`,
    [replyId, content, status, error],
  );
}

export async function requestStop(q: Queryable, userId: string, replyId: string): Promise<void> {
  await q.query(
    `UPDATE messages SET stop_requested = true
     WHERE id = $1 AND user_id = $2 AND role = 'assistant' AND status = 'streaming'`,
    [replyId, userId],
  );
}

/** Marks replies nobody has advanced for `staleSeconds` as interrupted; returns how many. */
export async function failStaleReplies(
  q: Queryable,
  staleSeconds: number,
  error: string,
): Promise<number> {
  const rows = await q.query(
    `UPDATE messages SET status = 'error', error = $2, updated_at = now()
     WHERE status = 'streaming' AND updated_at < now() - make_interval(secs => $1) RETURNING id`,
    [staleSeconds, error],
  );
  return rows.length;
}

/** Holds, until the transaction ends, the start of the user's other prompts. */
export async function lockUserPrompts(q: Queryable, userId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('prompt:' || $1))", [userId]);
}

/** The user's replies streaming now. */
export async function repliesInProgress(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM messages m JOIN chats c ON c.id = m.chat_id
     WHERE c.user_id = $1 AND m.role = 'assistant' AND m.status = 'streaming'`,
    [userId],
  );
  return row?.count ?? 0;
}
