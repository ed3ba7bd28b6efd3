/**
 * Scales and ticks of the reply charts: linear and logarithmic value axes, date and number
 * x axes. Pure functions, so the drawing stays simple and the arithmetic is testable.
 */

export interface Scale {
  /** Value → pixel. Values outside the domain map outside the range. */
  (value: number): number;
  domain: [number, number];
  ticks: Tick[];
}

export interface Tick {
  value: number;
  label: string;
}

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** `950`, `1,200`, `12k`, `1.5M`, `0.05`: short enough for an axis. */
export function formatTickNumber(value: number): string {
  if (value === 0) return '0';
  const size = Math.abs(value);
  if (size >= 10_000) return compact.format(value);
  if (size < 0.01) return value.toExponential(0);
  return grouped.format(value);
}

/** A value for the data table: up to four significant digits, grouped. */
export function formatValue(value: number): string {
  return Number(value.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** A step of 1, 2 or 5 × 10ⁿ giving about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

function mapper(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * A linear value scale from 0 (or the lowest value, when negative) to a nice maximum, with
 * about `count` ticks.
 */
export function linearScale(
  values: readonly number[],
  range: [number, number],
  count = 5,
  { includeZero = true }: { includeZero?: boolean } = {},
): Scale {
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  if (includeZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    min -= pad;
    max += pad;
  }
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: Tick[] = [];
  for (let value = lo; value <= hi + step / 2; value += step) {
    const rounded = Number(value.toPrecision(12));
    ticks.push({ value: rounded, label: formatTickNumber(rounded) });
  }
  const map = mapper([lo, hi], range);
  return Object.assign((value: number) => map(value), {
    domain: [lo, hi] as [number, number],
    ticks,
  });
}

/**
 * A logarithmic value scale over whole decades around the positive values; ticks at each decade,
 * plus 2 and 5 when the data span two decades or less. Values ≤ 0 have no place on it.
 */
export function logScale(values: readonly number[], range: [number, number]): Scale {
  const positive = values.filter((value) => value > 0 && Number.isFinite(value));
  const min = positive.length > 0 ? Math.min(...positive) : 1;
  const max = positive.length > 0 ? Math.max(...positive) : 10;
  let lo = Math.floor(Math.log10(min));
  let hi = Math.ceil(Math.log10(max));
  if (hi === lo) hi = lo + 1;
  if (hi - lo > 12) lo = hi - 12;
  const decades = hi - lo;
  const ticks: Tick[] = [];
  for (let power = lo; power <= hi; power += 1) {
    const multipliers = decades <= 2 && power < hi ? [1, 2, 5] : [1];
    for (const multiplier of multipliers) {
      const value = Number((multiplier * 10 ** power).toPrecision(12));
      ticks.push({ value, label: formatTickNumber(value) });
    }
  }
  const map = mapper([lo, hi], range);
  return Object.assign((value: number) => map(Math.log10(value)), {
    domain: [10 ** lo, 10 ** hi] as [number, number],
    ticks,
  });
}

/** Milliseconds of an ISO date (`2024-03-01`), read as UTC. */
export function dateMs(iso: string): number {
  return Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso.endsWith('Z') ? iso : `${iso}Z`);
}

/** `Mar 2024` / `14 Mar 2024`: the table's and the tooltip's date. */
export function formatDate(ms: number, withDay: boolean): string {
  const date = new Date(ms);
  const month = MONTHS[date.getUTCMonth()] ?? '';
  return withDay
    ? `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`
    : `${month} ${date.getUTCFullYear()}`;
}

interface DateStep {
  months: number;
  days: number;
}

const DATE_STEPS: DateStep[] = [
  { months: 0, days: 1 },
  { months: 0, days: 2 },
  { months: 0, days: 7 },
  { months: 0, days: 14 },
  { months: 1, days: 0 },
  { months: 2, days: 0 },
  { months: 3, days: 0 },
  { months: 6, days: 0 },
  { months: 12, days: 0 },
  { months: 24, days: 0 },
  { months: 60, days: 0 },
  { months: 120, days: 0 },
  { months: 240, days: 0 },
  { months: 600, days: 0 },
  { months: 1200, days: 0 },
];

const CENTURY: DateStep = { months: 1200, days: 0 };

function stepLength(step: DateStep): number {
  return step.days * DAY_MS + step.months * 30.4375 * DAY_MS;
}

/** Ticks on calendar boundaries (days, months, years), at most about `count` of them. */
export function dateScale(values: readonly number[], range: [number, number], count = 6): Scale {
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, DAY_MS];
  if (min === max) {
    min -= DAY_MS;
    max += DAY_MS;
  }
  const span = max - min;
  const step = DATE_STEPS.find((candidate) => span / stepLength(candidate) <= count) ?? CENTURY;
  const ticks: Tick[] = [];
  const start = new Date(min);
  let cursor: number;
  if (step.months > 0) {
    const stepMonths = step.months;
    const months = start.getUTCFullYear() * 12 + start.getUTCMonth();
    let index = Math.ceil(months / stepMonths) * stepMonths;
    if (Date.UTC(Math.floor(index / 12), index % 12, 1) < min) index += stepMonths;
    for (; ; index += stepMonths) {
      cursor = Date.UTC(Math.floor(index / 12), index % 12, 1);
      if (cursor > max) break;
      const yearly = stepMonths % 12 === 0;
      ticks.push({
        value: cursor,
        label: yearly ? String(new Date(cursor).getUTCFullYear()) : formatDate(cursor, false),
      });
    }
  } else {
    cursor = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    if (cursor < min) cursor += DAY_MS;
    for (; cursor <= max; cursor += step.days * DAY_MS) {
      const date = new Date(cursor);
      ticks.push({
        value: cursor,
        label: `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''}`,
      });
    }
  }
  const map = mapper([min, max], range);
  return Object.assign((value: number) => map(value), {
    domain: [min, max] as [number, number],
    ticks,
  });
}
