import {
  GAS_UNITS,
  LIQUID_UNITS,
  MAX_FORECAST_YEARS,
  productionUnitLabel,
  type AnalysisCard,
  type AnalysisReading,
} from '@petrosage/contracts/analysis-card';

export const STREAMS = ['oil', 'gas', 'water'] as const;
export type Stream = (typeof STREAMS)[number];
export const STREAM_NAMES: Record<Stream, string> = { oil: 'Oil', gas: 'Gas', water: 'Water' };

export interface NumberOption {
  name:
    | 'economic_limit_oil_bbl_per_day'
    | 'economic_limit_gas_mscf_per_day'
    | 'b_min'
    | 'b_max'
    | 'terminal_decline_pct_per_year'
    | 'forecast_years';
  label: string;
  unit?: string;
  /** Lowest value; `above`: the value must exceed it. */
  min: number;
  above: boolean;
  max: number;
  below: boolean;
  optional?: string;
  stream?: Stream;
}

/** The ranges of `analyze_production`'s options (apps/server …/production-tool.ts). */
export const NUMBER_OPTIONS: readonly NumberOption[] = [
  {
    name: 'economic_limit_oil_bbl_per_day',
    label: 'Oil economic limit',
    unit: 'bbl/d',
    min: 0,
    above: true,
    max: 100_000,
    below: false,
    stream: 'oil',
  },
  {
    name: 'economic_limit_gas_mscf_per_day',
    label: 'Gas economic limit',
    unit: 'Mcf/d',
    min: 0,
    above: true,
    max: 1_000_000,
    below: false,
    stream: 'gas',
  },
  { name: 'b_min', label: 'Lowest b', min: 0, above: false, max: 2, below: false },
  { name: 'b_max', label: 'Highest b', min: 0, above: false, max: 2, below: false },
  {
    name: 'terminal_decline_pct_per_year',
    label: 'Terminal decline',
    unit: '%/yr',
    min: 0,
    above: true,
    max: 100,
    below: true,
    optional: 'none unless b > 1',
  },
  {
    name: 'forecast_years',
    label: 'Forecast horizon',
    unit: 'years',
    min: 0,
    above: true,
    max: MAX_FORECAST_YEARS,
    below: false,
    optional: 'to the economic limit',
  },
];

/** The form's controls by name, as text. */
export type Draft = Record<string, string>;

/** The units a stream may be read in. */
export function unitsFor(stream: Stream): readonly string[] {
  return stream === 'gas' ? GAS_UNITS : LIQUID_UNITS;
}

/** The form's controls as the card reads the file. */
export function draftOf(card: AnalysisCard): Draft {
  const draft: Draft = {
    date_column: card.date_column,
    values: card.options.values,
    stream: card.options.stream ?? card.fitted_stream,
  };
  for (const stream of STREAMS) {
    const reading = card.readings[stream];
    draft[`${stream}_column`] = reading?.column ?? '';
    draft[`${stream}_unit`] = card.options[`${stream}_unit`] ?? reading?.unit ?? '';
  }
  for (const option of NUMBER_OPTIONS) {
    const value = card.options[option.name];
    draft[option.name] = value === undefined ? '' : String(value);
  }
  return draft;
}

/** Why `text` cannot be the option's value, in the words of its range, or undefined. */
export function numberProblem(option: NumberOption, text: string): string | undefined {
  if (text.trim() === '') {
    return option.optional === undefined ? `Enter a value for ${option.label}.` : undefined;
  }
  const value = Number(text.replace(/,/g, ''));
  const unit = option.unit ? ` ${option.unit}` : '';
  if (!Number.isFinite(value)) return `Enter a number for ${option.label}.`;
  const low = option.above ? value <= option.min : value < option.min;
  const high = option.below ? value >= option.max : value > option.max;
  if (low || high) {
    return `${option.name}: ${option.label} must be ${option.above ? 'above' : 'at least'} ${option.min}${unit} and ${option.below ? 'below' : 'at most'} ${option.max.toLocaleString('en-US')}${unit}.`;
  }
  return undefined;
}

/** How a column was read, in words: `volumes per month in bbl (assumed)`. */
export function readingText(card: AnalysisCard, reading: AnalysisReading): string {
  const per = card.cadence === 'monthly' ? 'per month' : 'per row';
  const basis = reading.basis === 'rate' ? 'rates per day' : `volumes ${per}`;
  const unit = productionUnitLabel(reading.unit);
  const guessed = [
    ...(reading.basis_assumed ? ['rate or volume assumed'] : []),
    ...(reading.unit_assumed ? ['unit assumed'] : []),
  ];
  return `${basis} in ${unit}${reading.basis === 'rate' ? '/d' : ''}${guessed.length > 0 ? ` (${guessed.join(', ')})` : ''}`;
}

/** What a re-analysis changed in the reading and the options, in words. */
export function changesOf(before: AnalysisCard, after: AnalysisCard): string[] {
  const changes: string[] = [];
  if (before.date_column !== after.date_column) {
    changes.push(`Dates: ${after.date_column} (was ${before.date_column})`);
  }
  for (const stream of STREAMS) {
    const was = before.readings[stream];
    const now = after.readings[stream];
    const wasText = was ? `${was.column}, ${readingText(before, was)}` : 'not read';
    const nowText = now ? `${now.column}, ${readingText(after, now)}` : 'not read';
    if (wasText !== nowText) changes.push(`${STREAM_NAMES[stream]}: ${nowText} (was ${wasText})`);
  }
  for (const option of NUMBER_OPTIONS) {
    const was = before.options[option.name];
    const now = after.options[option.name];
    if (was !== now) {
      const unit = option.unit ? ` ${option.unit}` : '';
      const text = (value: number | undefined) =>
        value === undefined ? (option.optional ?? 'none') : `${value}${unit}`;
      changes.push(`${option.label}: ${text(now)} (was ${text(was)})`);
    }
  }
  return changes;
}

/** Whether the control `name` reads differently in `after` than in `before`. */
export function fieldChanged(before: AnalysisCard, after: AnalysisCard, name: string): boolean {
  return draftOf(before)[name] !== draftOf(after)[name];
}
