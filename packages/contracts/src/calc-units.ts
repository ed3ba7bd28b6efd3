/**
 * The units a calculation card offers for an input. The calculators take field units (the unit
 * in the input's name); a card lets the reader type a value in a metric or SI unit and converts
 * it before the request. Factors are to SI and exact by definition (NIST SP 811: ft = 0.3048 m,
 * gal = 3.785411784 L, lb = 0.45359237 kg, bbl = 42 gal); temperatures are affine.
 */

const FOOT = 0.3048;
const FT3 = FOOT ** 3;
const GALLON = 0.003785411784;
const BARREL = 42 * GALLON;
const POUND = 0.45359237;
const PSI = 6894.757293168;
const MINUTE = 60;
const DAY = 86_400;
const MONTH = 30.4375 * DAY;

export type CalcUnitSystem = 'field' | 'metric';

/** One unit an input can be typed in. */
export interface CalcUnit {
  /** As shown: `kg/m³`. */
  symbol: string;
  system: CalcUnitSystem;
  /** Multiply by this to get SI; for temperatures, see `offset`. */
  toSi: number;
  /** Temperatures: SI (K) = (value + offset) × toSi. */
  offset?: number;
}

const unit = (symbol: string, system: CalcUnitSystem, toSi: number, offset?: number): CalcUnit =>
  offset === undefined ? { symbol, system, toSi } : { symbol, system, toSi, offset };

const LENGTH = [unit('ft', 'field', FOOT), unit('m', 'metric', 1)];
const SMALL_LENGTH = [unit('in', 'field', 0.0254), unit('mm', 'metric', 0.001)];
const PPG = unit('ppg', 'field', POUND / GALLON);
const LB_PER_FT3 = unit('lb/ft³', 'field', POUND / FT3);
const KG_PER_M3 = unit('kg/m³', 'metric', 1);
const G_PER_CM3 = unit('g/cm³', 'metric', 1000);
const pressure = (field: string, suffix: string) => [
  unit(field, 'field', PSI),
  unit(`kPa${suffix}`, 'metric', 1000),
  unit(`bar${suffix}`, 'metric', 1e5),
  unit(`MPa${suffix}`, 'metric', 1e6),
];
const TEMPERATURE = [
  unit('°F', 'field', 5 / 9, 459.67),
  unit('°C', 'metric', 1, 273.15),
  unit('K', 'metric', 1, 0),
];
const liquidRate = (field: string) => [
  unit(field, 'field', BARREL / DAY),
  unit('m³/d', 'metric', 1 / DAY),
];
const GAS_RATE = [
  unit('Mscf/d', 'field', (1000 * FT3) / DAY),
  unit('MMscf/d', 'field', (1e6 * FT3) / DAY),
  unit('Sm³/d', 'metric', 1 / DAY),
];

/**
 * The calculator's unit (as the card shows it) → the units the card offers, the calculator's
 * first. Units missing here (US$, %, fractions, per day of either fluid) are offered alone.
 */
export const CALC_UNIT_CHOICES: Readonly<Record<string, readonly CalcUnit[]>> = {
  ft: LENGTH,
  in: SMALL_LENGTH,
  ppg: [PPG, KG_PER_M3, G_PER_CM3, LB_PER_FT3],
  'lb/ft³': [LB_PER_FT3, KG_PER_M3, G_PER_CM3, PPG],
  psi: pressure('psi', ''),
  psia: pressure('psia', ' a'),
  psig: pressure('psig', ' g'),
  'psi/ft': [unit('psi/ft', 'field', PSI / FOOT), unit('kPa/m', 'metric', 1000)],
  '°F': TEMPERATURE,
  'bbl/d': liquidRate('bbl/d'),
  'STB/d': liquidRate('STB/d'),
  'Mscf/d': GAS_RATE,
  bbl: [unit('bbl', 'field', BARREL), unit('m³', 'metric', 1)],
  Mcf: [unit('Mcf', 'field', 1000 * FT3), unit('Sm³', 'metric', 1)],
  'bbl/month': [unit('bbl/month', 'field', BARREL / MONTH), unit('m³/month', 'metric', 1 / MONTH)],
  'Mcf/month': [
    unit('Mcf/month', 'field', (1000 * FT3) / MONTH),
    unit('Sm³/month', 'metric', 1 / MONTH),
  ],
  'scf/STB': [unit('scf/STB', 'field', FT3 / BARREL), unit('Sm³/Sm³', 'metric', 1)],
  'scf/bbl': [unit('scf/bbl', 'field', FT3 / BARREL), unit('Sm³/m³', 'metric', 1)],
  'ft/s': [unit('ft/s', 'field', FOOT), unit('m/s', 'metric', 1)],
  // Productivity indices: a rate per unit of drawdown.
  'STB/d/psi': [
    unit('STB/d/psi', 'field', BARREL / DAY / PSI),
    unit('m³/d/bar', 'metric', 1 / DAY / 1e5),
  ],
  'bbl/d/psi': [
    unit('bbl/d/psi', 'field', BARREL / DAY / PSI),
    unit('m³/d/bar', 'metric', 1 / DAY / 1e5),
  ],
  gpm: [
    unit('gpm', 'field', GALLON / MINUTE),
    unit('bbl/min', 'field', BARREL / MINUTE),
    unit('L/min', 'metric', 0.001 / MINUTE),
    unit('m³/min', 'metric', 1 / MINUTE),
  ],
};

/** The units the card offers for an input taken in `unit` (the calculator's first). */
export function calcUnitChoices(unit: string | undefined): readonly CalcUnit[] {
  if (unit === undefined) return [];
  return CALC_UNIT_CHOICES[unit] ?? [{ symbol: unit, system: 'field', toSi: 1 }];
}

/** `value` in `from` expressed in `to` (same dimension). */
export function convertCalcUnit(value: number, from: CalcUnit, to: CalcUnit): number {
  if (from === to) return value;
  const si = (value + (from.offset ?? 0)) * from.toSi;
  return si / to.toSi - (to.offset ?? 0);
}

/** Significant digits of a number as written: `10.2` → 3, `10000` → 1, `0.052` → 2. */
export function significantDigits(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 1;
  const digits = Math.abs(value)
    .toExponential()
    .replace(/e.*$/, '')
    .replace('.', '')
    .replace(/0+$/, '');
  return Math.max(1, digits.length);
}

/**
 * A value converted from one written with `sourceDigits` significant digits, as a field shows it:
 * one digit more than the source, at least 4 and at most 6 (`10.2 ppg` → `1222 kg/m³`,
 * `16,650.3 ft` → `5,075 m`), so a conversion never shows digits nobody wrote.
 */
export function convertedForDisplay(value: number, sourceDigits: number): number {
  const digits = Math.min(6, Math.max(4, sourceDigits + 1));
  return Number(value.toPrecision(digits));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Units a text may name a figure in, longest first (`psia` before `psi`). */
const TEXT_UNITS = Object.keys(CALC_UNIT_CHOICES)
  // "in" is a word too ("5 in the well"): inches stay as written.
  .filter((symbol) => symbol !== 'in')
  .filter((symbol) => CALC_UNIT_CHOICES[symbol]?.some((choice) => choice.system === 'metric'))
  .sort((a, b) => b.length - a.length);

const NUMBER = String.raw`-?\d[\d,]*(?:\.\d+)?`;
const FIGURE = new RegExp(
  String.raw`(${NUMBER})(?:(\s*[–-]\s*)(${NUMBER}))?\s?(${TEXT_UNITS.map(escapeRegExp).join('|')})(?![\w/³])`,
  'g',
);

function metricFigure(value: number, from: CalcUnit, to: CalcUnit): string {
  return convertCalcUnit(value, from, to).toLocaleString('en-US', { maximumSignificantDigits: 4 });
}

/**
 * A text with its field figures in metric units, for a card shown in metric: `Rate at pwf = 800
 * psia` → `Rate at pwf = 5,516 kPa a`, `8.3–20 ppg` → `994.6–2,397 kg/m³`. Figures in units with
 * no metric form stay as they are.
 */
export function metricText(text: string): string {
  return text.replace(
    FIGURE,
    (
      whole,
      first: string,
      dash: string | undefined,
      second: string | undefined,
      symbol: string,
    ) => {
      const choices = CALC_UNIT_CHOICES[symbol] ?? [];
      const from = choices[0];
      const to = choices.find((choice) => choice.system === 'metric');
      if (!from || !to) return whole;
      const read = (figure: string) => Number(figure.replace(/,/g, ''));
      const low = metricFigure(read(first), from, to);
      if (dash === undefined || second === undefined) return `${low} ${to.symbol}`;
      return `${low}${dash}${metricFigure(read(second), from, to)} ${to.symbol}`;
    },
  );
}
