import type { Queryable } from '../../db/database';
import { NEEDS_MODEL_MARK } from '../assistant/offline/builtin-skills';

export interface UnansweredQuestion {
  question: string;
  times: number;
  last_asked_at: Date;
}

/**
 * The questions the built-in engine had no answer for, most asked first: the user messages whose
 * stored reply is the engine's "needs a language model" answer (`needsModelReply`), within the
 * last `days`, grouped by their text (trimmed, lower-cased, spaces collapsed, first 300
 * characters). Deleted messages are left out. What Sage should learn next.
 */
export async function unansweredQuestions(
  q: Queryable,
  options: { days: number; limit: number },
): Promise<UnansweredQuestion[]> {
  return q.query<UnansweredQuestion & Record<string, unknown>>(
    `SELECT left(regexp_replace(lower(btrim(p.content)), '\\s+', ' ', 'g'), 300) AS question,
            count(*)::int AS times, max(r.created_at) AS last_asked_at
     FROM messages r JOIN messages p ON p.id = r.reply_to
     WHERE r.role = 'assistant' AND r.status = 'complete' AND r.deleted_at IS NULL
       AND p.deleted_at IS NULL
       AND r.created_at > now() - make_interval(days => $1)
       AND strpos(r.content, $2) > 0
     GROUP BY 1 ORDER BY times DESC, last_asked_at DESC LIMIT $3`,
    [options.days, NEEDS_MODEL_MARK, options.limit],
  );
}
