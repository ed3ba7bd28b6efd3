import type { MessageRole } from '@petrosage/contracts/chat';
import type { Queryable } from '../../db/database';

/** Marks ts_headline puts around a matched word (private-use characters: never in a message). */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export interface MessageHitRow {
  chat_id: string;
  title: string;
  message_id: string;
  role: MessageRole;
  headline: string;
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
 * and never fails on syntax; English stemming lets "declining" find "decline". The expressions
 * and the status condition are the indexes' own (migration 0009), so the GIN indexes answer.
 */

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
              ts_rank(to_tsvector('english', m.content), query.q) AS rank, m.seq
       FROM query, messages m JOIN chats c ON c.id = m.chat_id AND c.deleted_at IS NULL
       WHERE numnode(query.q) > 0
         AND to_tsvector('english', m.content) @@ query.q
         AND m.status IN ('complete', 'stopped')
         AND m.user_id = $1 AND m.deleted_at IS NULL AND m.hidden_under IS NULL
       ORDER BY rank DESC, m.seq DESC
       LIMIT $3
     )
     SELECT hits.chat_id, hits.title, hits.id AS message_id, hits.role, hits.created_at,
            ts_headline('english', hits.content, query.q, $4) AS headline
     FROM hits, query
     ORDER BY hits.rank DESC, hits.seq DESC`,
    [
      userId,
      text,
      limit,
      `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`,
    ],
  );
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
