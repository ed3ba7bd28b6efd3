import type { Queryable } from '../db/database';
import { AppError } from './errors';

export interface RateLimitRule {
  /** What is counted, e.g. `password:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The group of client addresses that one per-address limit counts together: an IPv4 address on
 * its own (an IPv4-mapped IPv6 address as its IPv4 address), an IPv6 address by its /64 network.
 * One subscriber or host is handed a whole /64, so counting each IPv6 address apart would give a
 * single client 2^64 buckets.
 */
export function addressGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  // An IPv4 tail (`64:ff9b::192.0.2.1`) stands for the last two groups.
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  const hex = tail?.[1]
    ? address.slice(0, -tail[1].length) +
      tail[1]
        .split('.')
        .map(Number)
        .reduce<string[]>((groups, byte, index) => {
          if (index % 2 === 0) groups.push('');
          const last = groups.length - 1;
          groups[last] = `${groups[last] ?? ''}${byte.toString(16).padStart(2, '0')}`;
          return groups;
        }, [])
        .join(':')
    : address;
  const [head = '', rest] = hex.split('::', 2);
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...restGroups];
  const network = groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':');
  return `${network}::/64`;
}

/** The counter key of a per-address limit: `verify:ip:2001:db8:0:1::/64`. */
export function perAddress(name: string, ip: string): string {
  return `${name}:ip:${addressGroup(ip)}`;
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
    const retryAfter = await this.spent(rule.key, rule.limit);
    if (retryAfter !== undefined) throw rateLimited(retryAfter);
  }

  /**
   * Whether `key` already holds `limit` hits in its window: the seconds left in it if so,
   * `undefined` if not. Counts nothing.
   */
  async spent(key: string, limit: number): Promise<number | undefined> {
    const [row] = await this.db.query<{ hits: number; retry_after: number }>(
      `SELECT hits, ceil(extract(epoch FROM expires_at - now()))::int AS retry_after
       FROM rate_limit_counters WHERE key = $1 AND expires_at > now()`,
      [key],
    );
    return row && row.hits >= limit ? Math.max(1, row.retry_after) : undefined;
  }

  /**
   * Takes one of `limit` slots of `key` (work in flight, across processes): false when all are
   * taken. A slot left by a process that died is freed `ttlSeconds` after the last one taken.
   */
  async acquire(key: string, limit: number, ttlSeconds: number): Promise<boolean> {
    const [row] = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
         expires_at = EXCLUDED.expires_at
       RETURNING hits`,
      [key, ttlSeconds],
    );
    if ((row?.hits ?? 1) <= limit) return true;
    await this.release(key);
    return false;
  }

  /** Gives back a slot {@link acquire} took. */
  async release(key: string): Promise<void> {
    await this.db.query(
      'UPDATE rate_limit_counters SET hits = greatest(hits - 1, 0) WHERE key = $1',
      [key],
    );
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
