import type { PriceSource } from '@petrosage/contracts/market';
import type { Queryable } from '../../db/database';
import type { Closes } from './wti-sources';

/** A stored quote with what the database clock says about it. */
export interface QuoteRow {
  price: number | null;
  /** `YYYY-MM-DD` */
  price_date: string | null;
  previous_price: number | null;
  previous_date: string | null;
  source: PriceSource | null;
  fetched_at: Date | null;
  last_error: string | null;
  /** Taken from the source within `liveSeconds`, and the source has not failed since. */
  is_live: boolean;
  /** The source need not be asked yet. */
  is_fresh: boolean;
  /** Some process is asking the source right now. */
  refreshing: boolean;
}

export async function readQuote(
  db: Queryable,
  series: string,
  liveSeconds: number,
): Promise<QuoteRow | undefined> {
  const [row] = await db.query<QuoteRow & Record<string, unknown>>(
    `SELECT price, price_date::text AS price_date, previous_price,
            previous_date::text AS previous_date, source, fetched_at, last_error,
            coalesce(last_error IS NULL AND fetched_at > now() - make_interval(secs => $2), false)
              AS is_live,
            next_check_at > now() AS is_fresh,
            coalesce(claimed_until > now(), false) AS refreshing
     FROM market_quotes WHERE series = $1`,
    [series, liveSeconds],
  );
  return row;
}

/**
 * Claims the refresh of a series for `leaseSeconds` when it is due and nobody holds it: true for
 * exactly one of any number of concurrent callers, on any process. A claim whose holder died
 * lapses with its lease.
 */
export async function claimRefresh(
  db: Queryable,
  series: string,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO market_quotes AS q (series, next_check_at, claimed_until)
     VALUES ($1, now(), now() + make_interval(secs => $2))
     ON CONFLICT (series) DO UPDATE SET claimed_until = EXCLUDED.claimed_until
     WHERE q.next_check_at <= now() AND (q.claimed_until IS NULL OR q.claimed_until <= now())
     RETURNING series`,
    [series, leaseSeconds],
  );
  return rows.length === 1;
}

/** Stores a fresh price; the source is next asked after `cacheSeconds`. Releases the claim. */
export async function storeCloses(
  db: Queryable,
  series: string,
  source: PriceSource,
  { latest, previous }: Closes,
  cacheSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE market_quotes SET
       price = $2, price_date = $3::date, previous_price = $4, previous_date = $5::date,
       source = $6, fetched_at = now(), last_error = NULL, last_error_at = NULL,
       next_check_at = now() + make_interval(secs => $7), claimed_until = NULL
     WHERE series = $1`,
    [
      series,
      latest.price,
      latest.date,
      previous?.price ?? null,
      previous?.date ?? null,
      source,
      cacheSeconds,
    ],
  );
}

/** Records a failed refresh, keeping the stored price; the source is next asked after `retrySeconds`. */
export async function storeFailure(
  db: Queryable,
  series: string,
  error: string,
  retrySeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE market_quotes SET
       last_error = $2, last_error_at = now(),
       next_check_at = now() + make_interval(secs => $3), claimed_until = NULL
     WHERE series = $1`,
    [series, error, retrySeconds],
  );
}
