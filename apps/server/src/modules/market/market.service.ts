import { WTI_PRICE_CODE, type WtiPriceResponse, type WtiQuote } from '@petrosage/contracts/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { claimRefresh, readQuote, storeCloses, storeFailure, type QuoteRow } from './market.repo';
import { eiaSource, fredSource, SourceError, type WtiSource } from './wti-sources';

/** Key of the WTI Cushing spot row in `market_quotes`. */
export const WTI_SERIES = 'WTI';
/** After a failed refresh the source is asked again after this long (at most the cache time). */
const FAILURE_RETRY_SECONDS = 60;
/** How often a request waiting on another process's refresh looks at the row. */
const WAIT_POLL_MS = 100;
/** Below this previous close (dollars) a percentage change means nothing. */
const PERCENT_GUARD = 0.01;

export const WTI_UNAVAILABLE_MESSAGES = {
  not_configured: 'The WTI price is unavailable: this server has no price source.',
  source_failed:
    'The WTI price is unavailable: the price source cannot be reached and no earlier price is stored.',
} as const;

/** The sources `config.market` names, in the order they are asked: EIA, then FRED. */
export function configuredSources(market: Config['market']): WtiSource[] {
  const sources: WtiSource[] = [];
  if (market.eiaApiKey) {
    sources.push(eiaSource({ apiKey: market.eiaApiKey, baseUrl: market.eiaBaseUrl }));
  }
  if (market.fredApiKey) {
    sources.push(fredSource({ apiKey: market.fredApiKey, baseUrl: market.fredBaseUrl }));
  }
  return sources;
}

export interface WtiPriceServiceOptions {
  /** How long a price taken from the source is served (and counts as live). */
  cacheSeconds: number;
  /** Per source: an answer not complete within this long is a failure. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The API answer for a stored row; no stored price is "unavailable", never a made-up one. */
export function quoteResponse(row: QuoteRow | undefined): WtiPriceResponse {
  if (
    !row ||
    row.price === null ||
    row.price_date === null ||
    row.fetched_at === null ||
    row.source === null
  ) {
    return {
      status: 'unavailable',
      data: null,
      reason: 'source_failed',
      message: WTI_UNAVAILABLE_MESSAGES.source_failed,
    };
  }
  const previous = row.previous_price;
  const change = previous === null ? null : round2(row.price - previous);
  const changePercent =
    previous === null || Math.abs(previous) < PERCENT_GUARD
      ? null
      : round2(((row.price - previous) / Math.abs(previous)) * 100);
  const data: WtiQuote = {
    code: WTI_PRICE_CODE,
    price: row.price,
    currency: 'USD',
    unit: 'barrel',
    date: row.price_date,
    previous_price: previous,
    previous_date: row.previous_date,
    change,
    change_percent: changePercent,
    source: row.source,
    is_live: row.is_live,
    created_at: row.fetched_at.toISOString(),
  };
  return { status: 'success', data };
}

/**
 * The WTI Cushing spot price, kept in the database for `cacheSeconds` so that any number of users
 * on any number of processes cause one call to the source per period: requests in one process
 * share one refresh, and processes share a claim on the row (see `claimRefresh`). When the
 * source fails the last stored price is served, not live.
 */
export class WtiPriceService {
  private refreshing: Promise<WtiPriceResponse> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly sources: readonly WtiSource[],
    private readonly options: WtiPriceServiceOptions,
  ) {
    // What to set belongs in the log and the README, never in what a user sees. A server without
    // a price source is a working server (the card says the price is unavailable): information,
    // not a warning on a newcomer's first start.
    if (sources.length === 0) {
      options.log.info(
        'WTI price: no source is configured; set EIA_API_KEY or FRED_API_KEY to show the price',
      );
    }
  }

  async current(): Promise<WtiPriceResponse> {
    if (this.sources.length === 0) {
      return {
        status: 'unavailable',
        data: null,
        reason: 'not_configured',
        message: WTI_UNAVAILABLE_MESSAGES.not_configured,
      };
    }
    const row = await readQuote(this.db, WTI_SERIES, this.options.cacheSeconds);
    if (row?.is_fresh) return quoteResponse(row);
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Longest a refresh may take: every source timing out, plus the database writes. */
  private leaseMs(): number {
    return this.options.timeoutMs * this.sources.length + 5_000;
  }

  private async refresh(): Promise<WtiPriceResponse> {
    const leaseMs = this.leaseMs();
    if (await claimRefresh(this.db, WTI_SERIES, Math.ceil(leaseMs / 1000))) {
      await this.askSources();
    } else {
      await this.waitForOtherProcess(leaseMs);
    }
    return quoteResponse(await readQuote(this.db, WTI_SERIES, this.options.cacheSeconds));
  }

  private async askSources(): Promise<void> {
    const failures: string[] = [];
    for (const source of this.sources) {
      try {
        const closes = await source.fetchCloses(AbortSignal.timeout(this.options.timeoutMs));
        await storeCloses(this.db, WTI_SERIES, source.name, closes, this.options.cacheSeconds);
        return;
      } catch (error: unknown) {
        const message = error instanceof SourceError ? error.message : `${source.name} failed`;
        this.options.log.warn({ source: source.name, reason: message }, 'WTI price source failed');
        failures.push(message);
      }
    }
    const retrySeconds = Math.min(FAILURE_RETRY_SECONDS, this.options.cacheSeconds);
    await storeFailure(this.db, WTI_SERIES, failures.join('; '), retrySeconds);
  }

  /** Another process holds the refresh: wait for its result (or for its claim to lapse). */
  private async waitForOtherProcess(leaseMs: number): Promise<void> {
    const deadline = Date.now() + leaseMs;
    while (Date.now() < deadline) {
      const row = await readQuote(this.db, WTI_SERIES, this.options.cacheSeconds);
      if (!row?.refreshing || row.is_fresh) return;
      await sleep(WAIT_POLL_MS);
    }
  }
}
