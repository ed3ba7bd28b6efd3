/**
 * Production files made by the tests: a known Arps decline (qi, Di, b) sampled monthly or daily,
 * with deterministic multiplicative noise, so a fit can be checked against the truth.
 */

const DAY_MS = 86_400_000;
const DAYS_PER_YEAR = 365.25;

/** The decline the data follow: qi in volume/d at the first row, Di nominal per year. */
export interface TrueDecline {
  qi: number;
  diPerYear: number;
  b: number;
}

/** Rate of the true decline `days` after the first row. */
export function trueRate({ qi, diPerYear, b }: TrueDecline, days: number): number {
  const di = diPerYear / DAYS_PER_YEAR;
  return qi / (1 + b * di * days) ** (1 / b);
}

/** A seeded generator (Park–Miller): the same noise on every run. */
export function noise(seed: number, amplitude: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return 1 + amplitude * (2 * (state / 2_147_483_647) - 1);
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export interface MonthlyRow {
  /** First of the month, `YYYY-MM-DD`. */
  date: string;
  days: number;
  /** Days from the middle of the first month to the middle of this one. */
  t: number;
  oilRate: number;
  /** Monthly volumes. */
  oil: number;
  gas: number;
  water: number;
}

/**
 * Monthly rows from `start` (`YYYY-MM`): oil follows `decline` at mid-month with noise, the GOR
 * rises from 800 to about 1,400 scf/bbl and the water cut from 10 % to about 40 %.
 */
export function monthlyProduction(
  decline: TrueDecline,
  months: number,
  { start = '2021-01', noiseAmplitude = 0.04, seed = 20_240_117 } = {},
): MonthlyRow[] {
  const random = noise(seed, noiseAmplitude);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, month - 1, 1) + (daysInMonth(year, month - 1) / 2) * DAY_MS;
  return Array.from({ length: months }, (_, index) => {
    const y = year + Math.floor((month - 1 + index) / 12);
    const m = (month - 1 + index) % 12;
    const days = daysInMonth(y, m);
    const mid = Date.UTC(y, m, 1) + (days / 2) * DAY_MS;
    const t = (mid - first) / DAY_MS;
    const oilRate = trueRate(decline, t) * random();
    const share = index / Math.max(1, months - 1);
    const gor = 800 + 600 * share;
    const cut = 0.1 + 0.3 * share;
    return {
      date: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
      days,
      t,
      oilRate,
      oil: Math.round(oilRate * days),
      gas: Math.round((oilRate * days * gor) / 1000),
      water: Math.round((oilRate * days * cut) / (1 - cut)),
    };
  });
}

/** The rows as a CSV with the given headers for date, oil, gas and water. */
export function monthlyCsv(
  rows: readonly MonthlyRow[],
  headers: { date: string; oil: string; gas?: string; water?: string } = {
    date: 'Date',
    oil: 'Oil (BO)',
    gas: 'Gas (MCF)',
    water: 'Water (BW)',
  },
): string {
  const columns = [headers.date, headers.oil, headers.gas, headers.water].filter(
    (header): header is string => header !== undefined,
  );
  const lines = rows.map((row) =>
    [
      row.date,
      row.oil,
      ...(headers.gas === undefined ? [] : [row.gas]),
      ...(headers.water === undefined ? [] : [row.water]),
    ].join(','),
  );
  return `${columns.join(',')}\n${lines.join('\n')}\n`;
}

/** Daily gas rates (Mcf/d) following `decline` from `start`, with noise. */
export function dailyGasCsv(
  decline: TrueDecline,
  days: number,
  { start = '2023-03-01', noiseAmplitude = 0.03, seed = 77 } = {},
): string {
  const random = noise(seed, noiseAmplitude);
  const first = Date.parse(`${start}T00:00:00Z`);
  const lines = Array.from({ length: days }, (_, index) => {
    const date = new Date(first + index * DAY_MS).toISOString().slice(0, 10);
    return `${date},${(trueRate(decline, index) * random()).toFixed(1)}`;
  });
  return `Prod Date,Gas Rate (Mcf/d)\n${lines.join('\n')}\n`;
}
