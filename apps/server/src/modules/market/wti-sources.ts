import type { PriceSource } from '@petrosage/contracts/market';
import { z } from 'zod';

/**
 * The two public sources of the WTI Cushing spot price, spoken to over their own HTTP APIs:
 *
 * - EIA Open Data API v2, series RWTC (`/v2/petroleum/pri/spt/data/`), key as the `api_key`
 *   query parameter (EIA reads no headers). Values arrive as strings or numbers, sometimes null
 *   or ".". Errors: `{"error": {"code", "message"}}` (or a bare string).
 * - FRED series DCOILWTICO (`/fred/series/observations`), which re-publishes the EIA series.
 *   Values are strings; "." means no data (a holiday). Errors: `{"error_code", "error_message"}`.
 *
 * Neither has rows for weekends; holidays are missing or carry no number. The previous close is
 * the previous trading observation, never the previous calendar day, and nothing is forward-filled.
 */

/** One day's close, US dollars per barrel. */
export interface Observation {
  /** `YYYY-MM-DD` */
  date: string;
  price: number;
}

/** The latest close and the one before it (null when the source gave only one). */
export interface Closes {
  latest: Observation;
  previous: Observation | null;
}

export interface WtiSource {
  readonly name: PriceSource;
  /** Asks the source; throws a SourceError when it fails or answers something unusable. */
  fetchCloses(signal: AbortSignal): Promise<Closes>;
}

/** A source failed; the message is safe to store and log (it never carries the key). */
export class SourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SourceError';
  }
}

/** How many recent rows to ask for: enough to find two trading days across a long holiday. */
const ROWS_REQUESTED = 10;
/** A few rows of JSON are a few kilobytes; anything this large is not an answer to our request. */
const MAX_BODY_BYTES = 1_048_576;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A price as the sources send it: a number, or a decimal string. "." / "" / null → no price. */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const price = Number(text);
  return Number.isFinite(price) ? price : null;
}

function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/**
 * The latest close and the previous trading day's close out of raw rows: rows without a number or
 * a valid date are dropped, the rest sorted newest first (one per day). Null when none is left.
 */
export function latestCloses(rows: readonly { date: unknown; value: unknown }[]): Closes | null {
  const observations: Observation[] = [];
  const days = new Set<string>();
  for (const row of rows) {
    const price = parsePrice(row.value);
    if (price === null || !isCalendarDay(row.date) || days.has(row.date)) continue;
    days.add(row.date);
    observations.push({ date: row.date, price });
  }
  observations.sort((a, b) => b.date.localeCompare(a.date));
  const [latest, previous] = observations;
  return latest ? { latest, previous: previous ?? null } : null;
}

const EiaDataSchema = z.looseObject({
  response: z.looseObject({
    data: z.array(
      z.looseObject({ period: z.unknown(), value: z.unknown(), series: z.unknown().optional() }),
    ),
  }),
});
const EiaErrorSchema = z.looseObject({
  error: z.union([z.string(), z.looseObject({ code: z.unknown(), message: z.unknown() })]),
});
const FredDataSchema = z.looseObject({
  observations: z.array(z.looseObject({ date: z.unknown(), value: z.unknown() })),
});
const FredErrorSchema = z.looseObject({
  error_code: z.union([z.number(), z.string()]),
  error_message: z.unknown(),
});

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Reads at most MAX_BODY_BYTES of a body. */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new SourceError('answered with an oversized body');
    }
    body += decoder.decode(value, { stream: true });
  }
  return body + decoder.decode();
}

interface SourceErrorText {
  (body: unknown): string | null;
}

/** GETs `url` and returns its JSON; failures become SourceErrors with the key blanked out. */
async function getJson(
  name: PriceSource,
  url: URL,
  key: string,
  signal: AbortSignal,
  errorText: SourceErrorText,
): Promise<unknown> {
  const redact = (message: string) => message.replaceAll(key, '***');
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
    body = await readCapped(response);
  } catch (error: unknown) {
    if (error instanceof SourceError) throw new SourceError(`${name} ${error.message}`);
    const reason = signal.aborted ? 'did not answer in time' : 'could not be reached';
    throw new SourceError(`${name} ${reason}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(body) as unknown;
  } catch {
    json = undefined;
  }
  const detail = json === undefined ? null : errorText(json);
  if (!response.ok || detail !== null) {
    const suffix = detail === null ? '' : `: ${redact(detail).slice(0, 300)}`;
    throw new SourceError(`${name} answered ${response.status}${suffix}`);
  }
  if (json === undefined) throw new SourceError(`${name} answered with a body that is not JSON`);
  return json;
}

export interface SourceOptions {
  apiKey: string;
  /** e.g. `https://api.eia.gov`; tests point it at a local server. */
  baseUrl: string;
}

function endpoint(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/** EIA Open Data API v2, daily Cushing WTI spot (series RWTC), newest rows first. */
export function eiaSource({ apiKey, baseUrl }: SourceOptions): WtiSource {
  return {
    name: 'EIA',
    async fetchCloses(signal) {
      const url = endpoint(baseUrl, 'v2/petroleum/pri/spt/data/');
      const query = url.searchParams;
      query.set('api_key', apiKey);
      query.set('frequency', 'daily');
      query.set('data[0]', 'value');
      query.set('facets[series][]', 'RWTC');
      query.set('sort[0][column]', 'period');
      query.set('sort[0][direction]', 'desc');
      query.set('offset', '0');
      query.set('length', String(ROWS_REQUESTED));
      const json = await getJson('EIA', url, apiKey, signal, (body) => {
        const error = EiaErrorSchema.safeParse(body);
        if (!error.success) return null;
        const value = error.data.error;
        return typeof value === 'string'
          ? value
          : [text(value.code), text(value.message)].filter(Boolean).join(' ');
      });
      const parsed = EiaDataSchema.safeParse(json);
      if (!parsed.success) throw new SourceError('EIA answered without response.data');
      const rows = parsed.data.response.data
        .filter((row) => row.series === undefined || row.series === 'RWTC')
        .map((row) => ({ date: row.period, value: row.value }));
      const closes = latestCloses(rows);
      if (!closes) throw new SourceError('EIA answered without a price');
      return closes;
    },
  };
}

/** FRED series DCOILWTICO (the EIA series re-published), newest observations first. */
export function fredSource({ apiKey, baseUrl }: SourceOptions): WtiSource {
  return {
    name: 'FRED',
    async fetchCloses(signal) {
      const url = endpoint(baseUrl, 'fred/series/observations');
      const query = url.searchParams;
      query.set('series_id', 'DCOILWTICO');
      query.set('api_key', apiKey);
      query.set('file_type', 'json');
      query.set('sort_order', 'desc');
      query.set('limit', String(ROWS_REQUESTED));
      const json = await getJson('FRED', url, apiKey, signal, (body) => {
        const error = FredErrorSchema.safeParse(body);
        return error.success ? text(error.data.error_message) || text(error.data.error_code) : null;
      });
      const parsed = FredDataSchema.safeParse(json);
      if (!parsed.success) throw new SourceError('FRED answered without observations');
      const closes = latestCloses(parsed.data.observations);
      if (!closes) throw new SourceError('FRED answered without a price');
      return closes;
    },
  };
}
