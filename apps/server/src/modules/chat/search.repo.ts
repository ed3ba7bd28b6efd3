import type { MessageRole } from '@petrosage/contracts/chat';
import type { Database, Queryable } from '../../db/database';

/** Marks ts_headline puts around a matched word (private-use characters: never in a message). */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export interface MessageHitRow {
  chat_id: string;
  title: string;
  message_id: string;
  role: MessageRole;
  headline: string;
  /** The message, when it holds cards or charts: its headline is then made from what it shows. */
  block_content: string | null;
  created_at: Date;
}

export interface TitleHitRow {
  chat_id: string;
  headline: string;
  updated_at: Date;
}

type R<T> = T & Record<string, unknown>;

/*
 * `websearch_to_tsquery` reads what people type into a search box (words, "a phrase", -word, or)
 * and never fails on syntax; English stemming lets "declining" find "decline". A title's
 * expression is its index's own (migration 0009); a message's words are in `message_words`
 * (migration 0017), whose GIN index answers.
 */

/**
 * Fills `message_words` from the settled messages when it is not known to be complete: after
 * PostgreSQL restarted from a crash, which empties unlogged tables (decision 043). One process
 * fills it; the others wait for it, then find it complete.
 */
export async function fillMessageWords(db: Database): Promise<boolean> {
  const complete = async (q: Queryable) =>
    (await q.query('SELECT 1 FROM message_words_filled LIMIT 1')).length > 0;
  if (await complete(db)) return false;
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('message_words'))");
    if (await complete(tx)) return false;
    await tx.query(
      `INSERT INTO message_words (message_id, words)
       SELECT id, to_tsvector('english', content) FROM messages
       WHERE status IN ('complete', 'stopped')
       ON CONFLICT (message_id) DO NOTHING`,
    );
    await tx.query('INSERT INTO message_words_filled DEFAULT VALUES');
    return true;
  });
}

/** The user's shown, settled messages that match, best first. */
export async function searchMessages(
  q: Queryable,
  userId: string,
  text: string,
  limit: number,
): Promise<MessageHitRow[]> {
  return q.query<R<MessageHitRow>>(
    `WITH query AS (SELECT websearch_to_tsquery('english', $2) AS q),
     hits AS (
       SELECT m.id, m.chat_id, m.role, m.content, m.created_at, c.title,
              ts_rank(w.words, query.q) AS rank, m.seq
       FROM query, message_words w
         JOIN messages m ON m.id = w.message_id
         JOIN chats c ON c.id = m.chat_id AND c.deleted_at IS NULL
       WHERE numnode(query.q) > 0
         AND w.words @@ query.q
         AND m.status IN ('complete', 'stopped')
         AND m.user_id = $1 AND m.deleted_at IS NULL AND m.hidden_under IS NULL
       ORDER BY rank DESC, m.seq DESC
       LIMIT $3
     )
     SELECT hits.chat_id, hits.title, hits.id AS message_id, hits.role, hits.created_at,
            ts_headline('english', hits.content, query.q, $4) AS headline,
            CASE WHEN hits.content ~ $5 THEN hits.content END AS block_content
     FROM hits, query
     ORDER BY hits.rank DESC, hits.seq DESC`,
    [userId, text, limit, MESSAGE_HEADLINE, '```(calc|chart|analysis)\n'],
  );
}

const MESSAGE_HEADLINE = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Headlines of texts (messages as a reader sees them: cards as their title and main result) for
 * a search, in the texts' order.
 */
export async function headlinesOf(
  q: Queryable,
  texts: readonly string[],
  text: string,
): Promise<string[]> {
  if (texts.length === 0) return [];
  const rows = await q.query<R<{ headline: string }>>(
    `SELECT ts_headline('english', t.body, websearch_to_tsquery('english', $2), $3) AS headline
     FROM unnest($1::text[]) WITH ORDINALITY AS t(body, n)
     ORDER BY t.n`,
    [texts, text, MESSAGE_HEADLINE],
  );
  return rows.map((row) => row.headline);
}

/** The user's chats whose title matches, most recently active first. */
export async function searchTitles(
  q: Queryable,
  userId: string,
  text: string,
  limit: number,
): Promise<TitleHitRow[]> {
  return q.query<R<TitleHitRow>>(
    `WITH query AS (SELECT websearch_to_tsquery('english', $2) AS q)
     SELECT c.id AS chat_id, c.updated_at,
            ts_headline('english', c.title, query.q, $4) AS headline
     FROM query, chats c
     WHERE numnode(query.q) > 0 AND to_tsvector('english', c.title) @@ query.q
       AND c.user_id = $1 AND c.deleted_at IS NULL
     ORDER BY c.updated_at DESC, c.id
     LIMIT $3`,
    [userId, text, limit, `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`],
  );
}
