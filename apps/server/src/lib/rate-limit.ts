import type { Queryable } from '../db/database';
import { AppError } from './errors';

export interface RateLimitRule {
  /** What is counted, e.g. `password:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

function rateLimited(retryAfter: number): AppError {
  return new AppError('over_request_rate_limit', 'Request rate limit reached', {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * Fixed-window counters in the database, so that every server process sharing it enforces one
 * limit. One atomic upsert per hit.
 */
export class RateLimiter {
  constructor(private readonly db: Queryable) {}

  /** Counts a hit; throws GoTrue's 429 when the window's limit is already spent. */
  async hit(rule: RateLimitRule): Promise<void> {
    const { hits, retryAfter } = await this.count(rule.key, rule.windowSeconds);
    if (hits > rule.limit) throw rateLimited(retryAfter);
  }

  /** Counts a hit and answers the window's hits so far (this one included), without refusing. */
  async count(key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await this.db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
         expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
       RETURNING hits, ceil(extract(epoch FROM expires_at - now()))::int AS retry_after`,
      [key, windowSeconds],
    );
    return { hits: row?.hits ?? 1, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds) };
  }

  /** Throws the 429 when `key` already holds `limit` hits in its window; counts nothing. */
  async check(rule: RateLimitRule): Promise<void> {
    const [row] = await this.db.query<{ hits: number; retry_after: number }>(
      `SELECT hits, ceil(extract(epoch FROM expires_at - now()))::int AS retry_after
       FROM rate_limit_counters WHERE key = $1 AND expires_at > now()`,
      [rule.key],
    );
    if (row && row.hits >= rule.limit) throw rateLimited(Math.max(1, row.retry_after));
  }

  async hitAll(rules: RateLimitRule[]): Promise<void> {
    for (const rule of rules) await this.hit(rule);
  }

  /**
   * Drops the counters whose key names any of `names` (an account's id and address, when it is
   * deleted: its counters would otherwise keep them until their window passes).
   */
  async forgetKeysNaming(names: readonly string[]): Promise<void> {
    await this.db.query(
      `DELETE FROM rate_limit_counters
       WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS name WHERE strpos(key, name) > 0)`,
      [names.filter((name) => name !== '')],
    );
  }

  /** Drops counters whose window has passed. */
  async prune(): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE expires_at <= now()');
  }
}
