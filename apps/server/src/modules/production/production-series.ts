import type { ExtractedTable, TableCell } from '@petrosage/contracts/files';
import { ToolInputError } from '../assistant/assistant-tool';
import {
  isIsoDate,
  ProductionQuestion,
  STREAMS,
  type ProductionLayout,
  type Stream,
  type StreamColumn,
} from './production-columns';

/**
 * A recognised table as calendar-day rates against time. Monthly volumes are divided by the days
 * of their calendar month (a 31,000 bbl January is 1,000 bbl/d) and placed at mid-month, where a
 * month's average rate belongs; daily rates are taken as they are. Rates are per calendar day:
 * downtime lowers them, as it lowers what the well really produces.
 */

export const DAY_MS = 86_400_000;

/** How the caller says the values are stated; `auto` reads each column's header. */
export type ValuesReading = 'auto' | 'rates' | 'volumes';

/** The cadence of the rows, from the median spacing of their dates. */
export type Cadence = 'monthly' | 'daily' | 'other';

export interface ProductionRow {
  /** The row's date as given (`YYYY-MM-DD`). */
  date: string;
  /** Days from the start of the data to the time this row's rate stands for. */
  t: number;
  /** Days the row's value covers: its calendar month, or the data's step. */
  days: number;
  /** Calendar-day rates, bbl/d (oil, water) or Mcf/d (gas); null where the cell is empty. */
  rates: Partial<Record<Stream, number | null>>;
}

/** How one stream's column was read. */
export interface StreamReading {
  column: StreamColumn;
  basis: 'rate' | 'volume';
  /** The header did not say; the basis follows from the cadence (stated in the reply). */
  assumed: boolean;
}

export interface ProductionSeries {
  table: ExtractedTable;
  /** The header of the date column. */
  dateColumn: string;
  rows: ProductionRow[];
  /** The instant `t = 0` stands for (UTC ms): the first date, or the start of its month. */
  origin: number;
  cadence: Cadence;
  /** Median spacing of the dates, days. */
  stepDays: number;
  readings: Partial<Record<Stream, StreamReading>>;
  /** Produced over the rows, bbl (oil, water) or Mcf (gas). */
  cumulative: Partial<Record<Stream, number>>;
  /** The well whose rows were kept, when the table holds several. */
  well?: string;
  /** Things in the data the reader should know (rows skipped, cells that were not numbers). */
  warnings: string[];
}

/** Milliseconds since the epoch of an ISO date, read as UTC. */
export function utcMs(iso: string): number {
  const withZone = iso.length === 10 ? `${iso}T00:00:00Z` : iso.endsWith('Z') ? iso : `${iso}Z`;
  return Date.parse(withZone);
}

function monthStart(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function daysInMonth(ms: number): number {
  const date = new Date(ms);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function cadenceOf(stepDays: number): Cadence {
  if (stepDays >= 27.5 && stepDays <= 31.5) return 'monthly';
  if (stepDays >= 0.5 && stepDays <= 1.5) return 'daily';
  return 'other';
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** Text columns whose values could name wells (`Well`, `Lease`, `API`…): 2–50 distinct values. */
function wellChoices(table: ExtractedTable, rows: readonly (readonly TableCell[])[]): string[] {
  for (let index = 0; index < table.columns.length; index += 1) {
    if (table.column_types[index] !== 'text') continue;
    const values = [
      ...new Set(
        rows.map((row) => row[index]).filter((cell): cell is string => typeof cell === 'string'),
      ),
    ];
    if (values.length >= 2 && values.length <= 50) return values;
  }
  return [];
}

function keepWell(
  table: ExtractedTable,
  rows: readonly (readonly TableCell[])[],
  well: string,
): (readonly TableCell[])[] {
  const wanted = well.trim().toLowerCase();
  const kept = rows.filter((row) =>
    row.some((cell) => typeof cell === 'string' && cell.trim().toLowerCase() === wanted),
  );
  if (kept.length === 0) {
    const known = wellChoices(table, rows);
    throw new ToolInputError(
      `well: no row of ${table.name} names "${well}".${known.length > 0 ? ` Its wells are ${known.map((name) => `\`${name}\``).join(', ')}.` : ''}`,
    );
  }
  return kept;
}

function resolveBasis(
  column: StreamColumn,
  cadence: Cadence,
  values: ValuesReading,
): StreamReading {
  if (values === 'rates') return { column, basis: 'rate', assumed: false };
  if (values === 'volumes') return { column, basis: 'volume', assumed: false };
  if (column.basis !== 'unknown') return { column, basis: column.basis, assumed: false };
  // Monthly reports give volumes per month; daily and irregular data are usually rates (for a
  // daily row the two are the same number).
  return { column, basis: cadence === 'monthly' ? 'volume' : 'rate', assumed: cadence !== 'daily' };
}

/** Reads the recognised columns of a table into calendar-day rates against time. */
export function productionSeries(
  layout: ProductionLayout,
  options: { values?: ValuesReading; well?: string | undefined } = {},
): ProductionSeries {
  const { table, dateIndex } = layout;
  const warnings: string[] = [];
  let source: (readonly TableCell[])[] = table.rows;
  if (options.well !== undefined) source = keepWell(table, source, options.well);

  let undated = 0;
  const dated = source.flatMap((row) => {
    const cell = row[dateIndex] ?? null;
    const ms = isIsoDate(cell) ? utcMs(cell) : Number.NaN;
    if (!Number.isFinite(ms)) {
      // Blank lines and total rows at the bottom of a report have no date.
      undated += 1;
      return [];
    }
    return [{ ms, date: (cell as string).slice(0, 10), row }];
  });
  dated.sort((a, b) => a.ms - b.ms);
  if (undated > 0) warnings.push(`${plural(undated, 'row')} without a date left out.`);

  const repeated = dated.filter((entry, index) => index > 0 && dated[index - 1]?.ms === entry.ms);
  if (repeated.length > 0) {
    const wells = options.well === undefined ? wellChoices(table, source) : [];
    if (wells.length > 0) {
      throw new ProductionQuestion(
        `${table.name} holds several wells (the same dates repeat): ${wells.map((name) => `\`${name}\``).join(', ')}. Set well to the one to analyse.`,
        'well',
        wells,
        'well',
      );
    }
    throw new ToolInputError(
      `${table.name} has ${plural(repeated.length, 'date')} more than once (first ${repeated[0]?.date ?? ''}); a decline analysis needs one row per date. If the file holds several wells, send one well per file.`,
    );
  }
  if (dated.length < 2) {
    throw new ToolInputError(
      `${table.name} has ${plural(dated.length, 'dated row')}; a decline analysis needs a series of dates with rates.`,
    );
  }

  const steps = dated.slice(1).map((entry, index) => (entry.ms - (dated[index]?.ms ?? 0)) / DAY_MS);
  const stepDays = median(steps);
  const cadence = cadenceOf(stepDays);
  const values = options.values ?? 'auto';
  const readings: Partial<Record<Stream, StreamReading>> = {};
  for (const stream of STREAMS) {
    const column = layout.columns[stream];
    if (column) readings[stream] = resolveBasis(column, cadence, values);
  }

  const first = dated[0]?.ms ?? 0;
  const origin = cadence === 'monthly' ? monthStart(first) : first;
  let notNumbers = 0;
  let negatives = 0;
  const cumulative: Partial<Record<Stream, number>> = {};
  const rows = dated.map(({ ms, date, row }): ProductionRow => {
    const days = cadence === 'monthly' ? daysInMonth(ms) : Math.max(stepDays, 1e-9);
    const t =
      cadence === 'monthly'
        ? (monthStart(ms) - origin) / DAY_MS + days / 2
        : (ms - origin) / DAY_MS;
    const rates: Partial<Record<Stream, number | null>> = {};
    for (const stream of STREAMS) {
      const reading = readings[stream];
      if (!reading) continue;
      const cell = row[reading.column.index] ?? null;
      if (typeof cell !== 'number') {
        if (cell !== null && cell !== '') notNumbers += 1;
        rates[stream] = null;
        continue;
      }
      if (cell < 0 || !Number.isFinite(cell)) {
        negatives += 1;
        rates[stream] = null;
        continue;
      }
      const value = cell * reading.column.factor;
      const rate = reading.basis === 'volume' ? value / days : value;
      rates[stream] = rate;
      cumulative[stream] = (cumulative[stream] ?? 0) + rate * days;
    }
    return { date, t, days, rates };
  });
  if (notNumbers > 0) {
    warnings.push(`${plural(notNumbers, 'cell')} that are not numbers read as missing.`);
  }
  if (negatives > 0) warnings.push(`${plural(negatives, 'negative value')} read as missing.`);

  return {
    table,
    dateColumn: table.columns[dateIndex] ?? '',
    rows,
    origin,
    cadence,
    stepDays,
    readings,
    cumulative,
    ...(options.well !== undefined && { well: options.well }),
    warnings,
  };
}
