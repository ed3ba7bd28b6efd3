import type { MessageStatus } from '@petrosage/contracts/chat';
import type { Database, Queryable } from '../../db/database';
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

/**
 * The channel on which every server process hears about replies (PostgreSQL `LISTEN`/`NOTIFY`;
 * PGlite within its one process). A payload is `moved:<id>` (text saved, or the reply settled)
 * or `stop:<id>` (a stop was requested).
 */
export const REPLY_CHANNEL = 'petrosage_replies';

/** What the generating process learns at each write: whether the reply is still its to write. */
export interface ReplyState {
  /** False when the row is no longer streaming (swept as interrupted, or deleted for good). */
  streaming: boolean;
  stopRequested: boolean;
  /**
   * The chunk before this one was gone, so nothing was saved: the database lost the reply's
   * chunks (PostgreSQL restarted from a crash; they are unlogged, decision 043). The whole text
   * must be saved again from the start.
   */
  lost?: boolean;
}

function stateOf(row: { stop_requested: boolean } | undefined): ReplyState {
  return { streaming: row !== undefined, stopRequested: row?.stop_requested ?? false };
}

/**
 * Appends the text written since the last save (starting at `offset` in the reply, right after
 * the chunk saved at `previousOffset`, null for the first) and tells the other processes;
 * answers whether a stop was requested (by any server process). Nothing is stored for a reply no
 * longer streaming, nor after a chunk that is gone (`lost`): chunks always run from the start of
 * the reply without a gap. `retry`: an earlier save failed without knowing whether it was
 * stored, so chunks from `offset` on are replaced.
 */
export async function saveChunk(
  q: Database,
  replyId: string,
  offset: number,
  previousOffset: number | null,
  text: string,
  { retry = false }: { retry?: boolean } = {},
): Promise<ReplyState> {
  // A plain INSERT: an upsert would write a confirmation at every save (where chunks are logged).
  const sql = `WITH saved AS (
       INSERT INTO reply_chunks (message_id, char_offset, text)
       SELECT id, $2, $3 FROM messages
       WHERE id = $1 AND status = 'streaming' AND ($5::int IS NULL OR EXISTS (
         SELECT 1 FROM reply_chunks WHERE message_id = $1 AND char_offset = $5))
       RETURNING message_id
     )
     SELECT m.stop_requested, (SELECT count(*) FROM saved) = 0 AS lost,
            pg_notify($4, 'moved:' || m.id) AS notified
     FROM messages m WHERE m.id = $1 AND m.status = 'streaming'`;
  const params = [replyId, offset, text, REPLY_CHANNEL, previousOffset];
  type Row = { stop_requested: boolean; lost: boolean };
  const stateAfter = (row: Row | undefined): ReplyState => ({
    ...stateOf(row),
    lost: row?.lost ?? false,
  });
  if (!retry) {
    const [row] = await q.query<Row>(sql, params);
    return stateAfter(row);
  }
  const [row] = await q.transaction(async (tx) => {
    await tx.query('DELETE FROM reply_chunks WHERE message_id = $1 AND char_offset >= $2', [
      replyId,
      offset,
    ]);
    return tx.query<Row>(sql, params);
  });
  return stateAfter(row);
}

/**
 * The heartbeat of a reply whose model has been silent (no chunk saved for a while): without it,
 * the stale-reply sweep would take the reply for one whose process died.
 */
export async function touchReply(q: Queryable, replyId: string): Promise<ReplyState> {
  const [row] = await q.query<{ stop_requested: boolean }>(
    `UPDATE messages SET updated_at = now()
     WHERE id = $1 AND status = 'streaming' RETURNING stop_requested`,
    [replyId],
  );
  return stateOf(row);
}

/** Whether a stop was requested for a streaming reply (a read: no write at all). */
export async function replyState(q: Queryable, replyId: string): Promise<ReplyState> {
  const [row] = await q.query<{ stop_requested: boolean }>(
    "SELECT stop_requested FROM messages WHERE id = $1 AND status = 'streaming'",
    [replyId],
  );
  return stateOf(row);
}

/**
 * Stores the whole reply with its final status in its row, removes its chunks and tells the
 * other processes, in one statement. A reply already settled (swept as interrupted) is left.
 */
export async function finishReply(
  q: Queryable,
  replyId: string,
  content: string,
  status: Exclude<MessageStatus, 'streaming'>,
  error: string | null,
): Promise<void> {
  await q.query(
    `WITH settled AS (
       UPDATE messages SET content = $2, status = $3, error = $4, updated_at = now()
       WHERE id = $1 AND status = 'streaming' RETURNING id
     ), dropped AS (
       DELETE FROM reply_chunks WHERE message_id = $1
     )
     SELECT pg_notify($5, 'moved:' || id) FROM settled`,
    [replyId, content, status, error, REPLY_CHANNEL],
  );
}

/** Sets `stop_requested` on a streaming reply of the user's and tells the generating process. */
export async function requestStop(q: Queryable, userId: string, replyId: string): Promise<void> {
  await q.query(
    `WITH asked AS (
       UPDATE messages SET stop_requested = true
       WHERE id = $1 AND user_id = $2 AND role = 'assistant' AND status = 'streaming'
       RETURNING id
     )
     SELECT pg_notify($3, 'stop:' || id) FROM asked`,
    [replyId, userId, REPLY_CHANNEL],
  );
}

/**
 * Records that this process generates the reply, and beats for the process in the same
 * statement: a process idle until now is not taken for a dead one between the two.
 */
export async function claimReply(q: Queryable, replyId: string, processId: string): Promise<void> {
  await q.query(
    `WITH beat AS (
       INSERT INTO server_processes (id) VALUES ($2)
       ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()
     )
     UPDATE replies_in_progress SET owner = $2 WHERE message_id = $1`,
    [replyId, processId],
  );
}

/** The heartbeat of a process generating replies: one write for all of them. */
export async function beatProcess(q: Queryable, processId: string): Promise<void> {
  await q.query(
    `INSERT INTO server_processes (id) VALUES ($1)
     ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
    [processId],
  );
}

/** Forgets processes silent for a day that own no reply in progress. */
export async function forgetDeadProcesses(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM server_processes p WHERE p.heartbeat_at < now() - interval '1 day'
       AND NOT EXISTS (SELECT 1 FROM replies_in_progress r WHERE r.owner = p.id)`,
  );
}

/** When a streaming reply is taken for one whose process died. */
export interface Staleness {
  /** Its row and chunks have not moved for this long (no chunk, no heartbeat). */
  staleSeconds: number;
  /** Its process has not beaten for this long. */
  ownerSilentSeconds: number;
}

/**
 * Marks as interrupted the replies whose process has stopped beating, and those nobody has
 * advanced for `staleSeconds` (a reply not yet claimed, or whose process's row is gone), keeping
 * the text saved so far: their chunks are folded into their rows. Returns how many.
 */
export async function failStaleReplies(
  q: Queryable,
  { staleSeconds, ownerSilentSeconds }: Staleness,
  error: string,
): Promise<number> {
  const rows = await q.query(
    // Streaming replies are found through `replies_in_progress` (no index of `messages` names
    // the status, so settling a reply stays a HOT update).
    `WITH stale AS (
       SELECT m.id FROM replies_in_progress r JOIN messages m ON m.id = r.message_id
       LEFT JOIN server_processes p ON p.id = r.owner
       WHERE m.status = 'streaming' AND (
         p.heartbeat_at < now() - make_interval(secs => $4)
         OR (m.updated_at < now() - make_interval(secs => $1)
           AND NOT EXISTS (
             SELECT 1 FROM reply_chunks rc
             WHERE rc.message_id = m.id AND rc.saved_at >= now() - make_interval(secs => $1))))
     ), folded AS (
       DELETE FROM reply_chunks rc USING stale WHERE rc.message_id = stale.id
       RETURNING rc.message_id, rc.char_offset, rc.text
     )
     UPDATE messages m SET status = 'error', error = $2, updated_at = now(),
       content = m.content || coalesce((
         SELECT string_agg(f.text, '' ORDER BY f.char_offset) FROM folded f
         WHERE f.message_id = m.id), '')
     FROM stale WHERE m.id = stale.id AND m.status = 'streaming'
     RETURNING m.id, pg_notify($3, 'moved:' || m.id)`,
    [staleSeconds, error, REPLY_CHANNEL, ownerSilentSeconds],
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
