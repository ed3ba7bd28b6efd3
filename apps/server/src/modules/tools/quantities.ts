import { convertTemperature, DAYS_PER_MONTH, unitFactor } from '@petrosage/oilfield';

/**
 * Numbers with units in plain English, as engineers type them ("10,500 ft TVD", "12.4 ppg",
 * "Di 65 %/yr", "0.7 gas", "3,000 psia", "180 °F", "1.2 MMcf/d", "$70/bbl"), converted to the
 * field units the calculators take. Each mention keeps the words before and after it, so the
 * offline calculator can tell "qi 850 bopd" from "economic limit 10 bopd". Every factor comes
 * from the sourced unit registry of `@petrosage/oilfield`.
 */

/** What a number measures, each in one canonical field unit. */
export type QuantityKind =
  | 'length_ft'
  | 'diameter_in'
  | 'density_ppg'
  | 'gradient_psi_per_ft'
  | 'pressure_psi'
  | 'temperature_f'
  | 'liquid_rate_bpd'
  | 'gas_rate_mscfd'
  | 'volume_bbl'
  | 'gas_volume_mscf'
  | 'percent'
  | 'time_months'
  | 'gor_scf_per_bbl'
  | 'viscosity_cp'
  | 'money_usd'
  | 'oil_price_usd_per_bbl'
  | 'gas_price_usd_per_mscf'
  | 'api_gravity'
  | 'concentration_mg_per_l'
  /** Permeability in millidarcies ("50 md", "0.12 darcy"). */
  | 'permeability_md'
  /** Annular or pipe capacity, bbl/ft ("0.0505 bbl/ft", "0.026 m3/m"). */
  | 'capacity_bbl_per_ft'
  /** Mud-pump output, bbl per stroke ("0.136 bbl/stk", "5.7 gal/stk"). */
  | 'pump_output_bbl_per_stroke'
  /** A velocity, ft/s ("3.97 ft/s", "1.2 m/s"). */
  | 'velocity_ft_per_s'
  /** A pump (circulating) rate, US gal/min ("600 gpm", "14.3 bbl/min", "2,270 L/min"). */
  | 'pump_rate_gpm'
  /** A bare number: a b-factor, an exponent, a specific gravity, a count. */
  | 'number';

export interface QuantityMention {
  kind: QuantityKind;
  /** In the kind's canonical unit. */
  value: number;
  /** As written ("10,500 ft"). */
  raw: string;
  /** The unit as written, lower-cased ("bwpd", "psig"); empty for a bare number. */
  unit: string;
  /** For pressures: gauge (psig, barg) or absolute (psia, bara), when the unit says. */
  reference?: 'gauge' | 'absolute';
  /** For percentages: the period written after it ("%/yr" → year). */
  period?: 'year' | 'month';
  start: number;
  end: number;
  /** Lower-cased words between the previous mention and this one (the label, if any). */
  before: string;
  /** Lower-cased words right after the unit, up to the next number (a trailing label). */
  after: string;
}

interface UnitRule {
  pattern: string;
  kind: QuantityKind;
  factor?: number;
  convert?: (value: number) => number;
  reference?: 'gauge' | 'absolute';
  period?: 'year' | 'month';
}

const PSI_PER_BAR = unitFactor('bar', 'psi');
const PSI_PER_KPA = unitFactor('kPa', 'psi');
const FT_PER_M = unitFactor('m', 'ft');
const FT_PER_MILE = unitFactor('mi', 'ft');
const BBL_PER_M3 = unitFactor('m3', 'bbl');
/** Specific gravity (g/cm³) to ppg. */
const PPG_PER_SG = unitFactor('g/cm3', 'ppg');

/**
 * Longest and most specific first: the first rule that matches right after the number wins.
 * Patterns run on lower-cased text and must end at a word boundary.
 */
const UNIT_RULES: UnitRule[] = [
  {
    pattern: String.raw`%\s*(?:/|per)\s*(?:yr|year|annum|a)\b|%\s*(?:annual|annually|a year|per year)`,
    kind: 'percent',
    period: 'year',
  },
  {
    pattern: String.raw`%\s*(?:/|per)\s*(?:mo|month)\b|%\s*(?:monthly|a month)`,
    kind: 'percent',
    period: 'month',
  },
  { pattern: String.raw`(?:%|percent\b|pct\b)`, kind: 'percent' },
  { pattern: String.raw`psi\s*/\s*ft\b|psi per (?:ft|foot)\b`, kind: 'gradient_psi_per_ft' },
  { pattern: String.raw`psia\b`, kind: 'pressure_psi', reference: 'absolute' },
  { pattern: String.raw`psig\b`, kind: 'pressure_psi', reference: 'gauge' },
  { pattern: String.raw`psi\b|lbf?/in2\b`, kind: 'pressure_psi' },
  { pattern: String.raw`bara\b`, kind: 'pressure_psi', factor: PSI_PER_BAR, reference: 'absolute' },
  { pattern: String.raw`barg\b`, kind: 'pressure_psi', factor: PSI_PER_BAR, reference: 'gauge' },
  { pattern: String.raw`bar\b`, kind: 'pressure_psi', factor: PSI_PER_BAR },
  // Not "mPa·s" / "mPa.s", a viscosity (read below as cP).
  {
    pattern: String.raw`mpa\b(?!\s*[·.]?\s*s\b)`,
    kind: 'pressure_psi',
    factor: unitFactor('MPa', 'psi'),
  },
  { pattern: String.raw`kpa\b`, kind: 'pressure_psi', factor: PSI_PER_KPA },
  {
    pattern: String.raw`ppg\b|lbm?\s*/\s*gal\b|#\s*/\s*gal\b|pounds per gallon\b`,
    kind: 'density_ppg',
  },
  {
    pattern: String.raw`(?:g\s*/\s*cc|g\s*/\s*cm3|sg mud)\b`,
    kind: 'density_ppg',
    factor: PPG_PER_SG,
  },
  {
    pattern: String.raw`(?:lbm?\s*/\s*ft3|pcf)\b`,
    kind: 'density_ppg',
    factor: unitFactor('lb/ft3', 'ppg'),
  },
  { pattern: String.raw`kg\s*/\s*m3\b`, kind: 'density_ppg', factor: unitFactor('kg/m3', 'ppg') },
  {
    pattern: String.raw`(?:°|deg(?:rees?)?\s*)f\b|f\b(?=\s*(?:$|[,.;)]|and\b|with\b|temp))|fahrenheit\b`,
    kind: 'temperature_f',
  },
  {
    pattern: String.raw`(?:°|deg(?:rees?)?\s*)c\b|c\b(?=\s*(?:$|[,.;)]|and\b|with\b))|celsius\b`,
    kind: 'temperature_f',
    convert: (c) => convertTemperature(c, 'degC', 'degF'),
  },
  { pattern: String.raw`(?:°\s*|deg(?:rees?)?\s*)?api\b`, kind: 'api_gravity' },
  {
    pattern: String.raw`mm\s*s?cf\s*(?:/\s*d(?:ay)?|pd|d|/day| per day)\b|mmscfd\b`,
    kind: 'gas_rate_mscfd',
    factor: unitFactor('MMcf', 'Mcf'),
  },
  { pattern: String.raw`m\s*s?cf\s*(?:/\s*d(?:ay)?|pd|d| per day)\b`, kind: 'gas_rate_mscfd' },
  {
    pattern: String.raw`s?cf\s*(?:/\s*d(?:ay)?|pd| per day)\b`,
    kind: 'gas_rate_mscfd',
    factor: unitFactor('scf', 'Mcf'),
  },
  { pattern: String.raw`mm\s*s?cf\b`, kind: 'gas_volume_mscf', factor: unitFactor('MMcf', 'Mcf') },
  { pattern: String.raw`(?:m\s*s?cf|mcf)\b`, kind: 'gas_volume_mscf' },
  {
    pattern: String.raw`s?cf\s*/\s*(?:stb|bbl|bo)\b|scf per (?:stb|bbl|barrel)\b`,
    kind: 'gor_scf_per_bbl',
  },
  {
    pattern: String.raw`(?:bopd|bwpd|blpd|bfpd|bpd|stb\s*/\s*d(?:ay)?|stbd|bbls?\s*/\s*d(?:ay)?|b\s*/\s*d|bbls? per day|barrels? (?:of \w+ )?(?:per|a) day)\b`,
    kind: 'liquid_rate_bpd',
  },
  {
    pattern: String.raw`bbls?\s*/\s*(?:ft|foot)\b|bbls? per (?:ft|foot)\b`,
    kind: 'capacity_bbl_per_ft',
  },
  // A tank table's factor, "1.67 bbl/in": per foot, as capacities are (calc-scale-tank).
  {
    pattern: String.raw`(?:bbls?|barrels?)\s*(?:/|per)\s*(?:in|inch)\b`,
    kind: 'capacity_bbl_per_ft',
    factor: unitFactor('ft', 'in'),
  },
  { pattern: String.raw`m3\s*/\s*m\b`, kind: 'capacity_bbl_per_ft', factor: BBL_PER_M3 / FT_PER_M },
  {
    pattern: String.raw`bbls?\s*/\s*(?:stks?|strokes?)\b|bbls? per (?:stk|stroke)\b`,
    kind: 'pump_output_bbl_per_stroke',
  },
  {
    pattern: String.raw`gal(?:lons?)?\s*/\s*(?:stks?|strokes?)\b|gal(?:lons?)? per (?:stk|stroke)\b`,
    kind: 'pump_output_bbl_per_stroke',
    factor: unitFactor('gal', 'bbl'),
  },
  {
    pattern: String.raw`m3\s*/\s*d(?:ay)?\b`,
    kind: 'liquid_rate_bpd',
    factor: unitFactor('m3/d', 'bbl/d'),
  },
  // Pump rates per minute, before the volumes: "14 bbl/min" is a rate, not 14 bbl.
  {
    pattern: String.raw`(?:gpm|gal(?:lons?)?\s*(?:/|per)\s*min(?:ute)?)\b`,
    kind: 'pump_rate_gpm',
  },
  {
    pattern: String.raw`(?:bpm|bbls?\s*(?:/|per)\s*min(?:ute)?|barrels? (?:per|a) minute)\b`,
    kind: 'pump_rate_gpm',
    factor: unitFactor('bbl', 'gal'),
  },
  {
    pattern: String.raw`(?:lpm|l\s*/\s*min|lit(?:er|re)s?\s*(?:/|per)\s*min(?:ute)?)\b`,
    kind: 'pump_rate_gpm',
    factor: unitFactor('L', 'gal'),
  },
  {
    pattern: String.raw`m3\s*(?:/|per)\s*min(?:ute)?\b`,
    kind: 'pump_rate_gpm',
    factor: unitFactor('m3', 'gal'),
  },
  // A volume in cubic metres ("50 m3 of mud"), after the rates and capacities per m3.
  {
    pattern: String.raw`(?:m3|cubic met(?:er|re)s?)\b(?!\s*(?:/|per\b))`,
    kind: 'volume_bbl',
    factor: BBL_PER_M3,
  },
  {
    pattern: String.raw`(?:mm\s*bbls?|mmbo|mmstb)\b`,
    kind: 'volume_bbl',
    factor: unitFactor('MMbbl', 'bbl'),
  },
  {
    pattern: String.raw`(?:m\s*bbls?|mbo|mstb)\b`,
    kind: 'volume_bbl',
    factor: unitFactor('Mbbl', 'bbl'),
  },
  { pattern: String.raw`(?:bbls?|barrels?|stb|bo)\b`, kind: 'volume_bbl' },
  { pattern: String.raw`(?:mg\s*/\s*l|ppm)\b`, kind: 'concentration_mg_per_l' },
  { pattern: String.raw`(?:cp|cps|centipoise|mpa\s*[·.]?\s*s)\b`, kind: 'viscosity_cp' },
  { pattern: String.raw`(?:md|millidarcys?|millidarcies)\b`, kind: 'permeability_md' },
  {
    pattern: String.raw`darcys?\b|darcies\b`,
    kind: 'permeability_md',
    factor: unitFactor('D', 'mD'),
  },
  // "62 mm ID": millimetres of a diameter (not "MM", millions, before a volume).
  {
    pattern: String.raw`(?:mm|millimet(?:er|re)s?)\b(?!\s*(?:s?cf|bbl|bo|stb|btu|\$))`,
    kind: 'diameter_in',
    factor: unitFactor('mm', 'in'),
  },
  // Velocities before lengths, so "3.97 ft/s" is not 3.97 ft (calc-multiphase).
  {
    pattern: String.raw`(?:ft|feet)\s*(?:/\s*s(?:ec)?|per sec(?:ond)?)\b|fps\b`,
    kind: 'velocity_ft_per_s',
  },
  {
    pattern: String.raw`(?:m|met(?:er|re)s?)\s*(?:/\s*s(?:ec)?|per sec(?:ond)?)\b`,
    kind: 'velocity_ft_per_s',
    factor: FT_PER_M,
  },
  { pattern: String.raw`(?:inches|inch|in\b|")`, kind: 'diameter_in' },
  { pattern: String.raw`(?:ft|feet|foot|')(?![a-z0-9])`, kind: 'length_ft' },
  { pattern: String.raw`(?:miles?|mi)\b`, kind: 'length_ft', factor: FT_PER_MILE },
  {
    pattern: String.raw`(?:km|kilomet(?:er|re)s?)\b`,
    kind: 'length_ft',
    factor: unitFactor('km', 'ft'),
  },
  {
    pattern: String.raw`(?:m|meters?|metres?)\b(?!\s*(?:s?cf|bbl))`,
    kind: 'length_ft',
    factor: FT_PER_M,
  },
  { pattern: String.raw`(?:years?|yrs?)\b`, kind: 'time_months', factor: 12 },
  { pattern: String.raw`(?:months?|mos?)\b`, kind: 'time_months' },
  { pattern: String.raw`days?\b`, kind: 'time_months', factor: 1 / DAYS_PER_MONTH },
];

const unitRegexes = UNIT_RULES.map((rule) => ({
  rule,
  regex: new RegExp(`^\\s*(?:${rule.pattern})`),
}));

const NUMBER = String.raw`(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|(?<![\w.])-?\.\d+`;
/**
 * An interest written as a fraction, "1/8 royalty", "3/16 RI", "1/4 ORRI": read as a percentage.
 */
const INTEREST_FRACTION = String.raw`(?<![\w./])\d{1,2}\/(?:2|3|4|5|6|8|16|32|64)(?=\s*(?:ths?\s+)?(?:landowner\s+|lessor\s+|overriding\s+)?(?:royalty|ri\b|orri\b|nri\b|wi\b|working interest|revenue interest))`;
const INTEREST_AFTER =
  /^\s*(?:ths?\s+)?(?:landowner\s+|lessor\s+|overriding\s+)?(?:royalty|ri\b|orri\b|nri\b|wi\b|working interest|revenue interest)/;

/**
 * A mud density written as a specific gravity, "mud 1.2 s.g.", "current mud 1.20 SG", "mud
 * density 1.50 sg": only next to words that make it a mud, brine or kill fluid (a gas or oil SG
 * is a bare number the calculators read as such).
 */
const MUD_BEFORE =
  /\b(?:mud|mw|omw|kill(?: fluid| mud)?|brine|drilling fluid|completion fluid|mud density|mud weight)\b[^\d]{0,20}$/;
const SG_AFTER = /^\s*(?:s\.g\.?|sg)(?![a-z])/;
/** …or with the fluid named after it: "1.15 SG brine", "1.30 sg kill mud". */
const SG_FLUID_AFTER =
  /^\s*(?:s\.g\.?|sg)\s+(?:of\s+)?(?:kill |drilling |completion |workover )?(?:mud|brine|fluid|cement|slurry|sea ?water)\b/;

/**
 * Inch fractions as pipe and bit sizes are written: "9-5/8", "12 1/4", "5/8" (halves to 64ths),
 * read before a plain number so "9-5/8 in" is 9.625 in, not 9, 5 and 8.
 */
const FRACTION = String.raw`(?<![\w.])\d{1,3}[- ]\d{1,2}\/(?:2|4|8|16|32|64)\b|\b\d{1,2}\/(?:2|4|8|16|32|64)(?=\s*(?:in\b|inch|"))|${INTEREST_FRACTION}`;

const numberRegex = new RegExp(
  `(\\$\\s*)?(${FRACTION}|${NUMBER})(?:\\s*(thousand|million|billion)\\b)?`,
  'g',
);

/** The value of a numeral as `numberRegex` matched it: a fraction or a decimal number. */
function numeralValue(numeral: string): number {
  const fraction = /^(?:(\d+)[- ])?(\d+)\/(\d+)$/.exec(numeral);
  if (fraction) {
    const numerator = Number(fraction[2]);
    const denominator = Number(fraction[3]);
    if (numerator >= denominator) return Number.NaN;
    return Number(fraction[1] ?? 0) + numerator / denominator;
  }
  return Number(numeral.replace(/,/g, ''));
}

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
/** After a dollar amount only: "$5k", "$2.5mm", "$3m", "$1.2 mm$". */
const MONEY_SCALE = /^\s*(k|mm|m)\b/;
const MONEY_SCALES: Record<string, number> = { k: 1e3, mm: 1e6, m: 1e6 };

/** Money after a dollar sign: "$70/bbl", "$3.50 per mcf", "$5 million", "$5mm". */
function moneyKind(after: string): { kind: QuantityKind; length: number } {
  const perUnit = /^\s*(?:\/|per)\s*(bbl|bo|barrel|stb|mcf|mscf|mmbtu)\b/.exec(after);
  if (perUnit) {
    const unit = perUnit[1] ?? '';
    return {
      kind:
        unit === 'mcf' || unit === 'mscf' || unit === 'mmbtu'
          ? 'gas_price_usd_per_mscf'
          : 'oil_price_usd_per_bbl',
      length: perUnit[0].length,
    };
  }
  return { kind: 'money_usd', length: 0 };
}

/**
 * A dollar amount right after a volume and "at" is its price: "1,000 bbl at $70" is $70/bbl,
 * "500 Mcf @ $3" is $3/Mcf; any other amount stays money.
 */
function priceByVolumeBefore(before: string): QuantityKind {
  if (/\b(?:bbls?|barrels?|bo|stb)(?: of oil)?\s+(?:at|@)\s*$/.test(before)) {
    return 'oil_price_usd_per_bbl';
  }
  if (/\b(?:m{0,2}s?cf|mmbtu)(?: of gas)?\s+(?:at|@)\s*$/.test(before)) {
    return 'gas_price_usd_per_mscf';
  }
  return 'money_usd';
}

/** Lower case with typographic variants folded (³, º, non-breaking spaces, unicode minus). */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[³]/g, '3')
    .replace(/[²]/g, '2')
    .replace(/[º˚]/g, '°')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[−–]/g, '-')
    .replace(/[“”″]/g, '"')
    .replace(/[’′]/g, "'");
}

/** Every number in `text` with its unit (or `number` when it has none), in order. */
export function findQuantities(input: string): QuantityMention[] {
  const text = normaliseText(input);
  const mentions: Omit<QuantityMention, 'before' | 'after'>[] = [];
  for (const match of text.matchAll(numberRegex)) {
    const [whole, dollar, numeral, scaleWord] = match;
    if (numeral === undefined) continue;
    let value = numeralValue(numeral) * (scaleWord ? (SCALES[scaleWord] ?? 1) : 1);
    if (!Number.isFinite(value)) continue;
    const start = match.index;
    let end = start + whole.length;
    let rest = text.slice(end);
    const currency = /^\s*(?:usd|dollars?|(?:mm)?\$)/.exec(rest);
    if (dollar !== undefined || currency) {
      const scale = MONEY_SCALE.exec(rest);
      if (scale) {
        value *= MONEY_SCALES[scale[1] ?? ''] ?? 1;
        end += scale[0].length;
        rest = text.slice(end);
      }
      const word = /^\s*(?:usd|dollars?|(?:mm)?\$)/.exec(rest);
      if (word) {
        if (word[0].includes('mm$')) value *= 1e6;
        end += word[0].length;
        rest = text.slice(end);
      }
      const money = moneyKind(rest);
      end += money.length;
      mentions.push({
        kind: money.kind === 'money_usd' ? priceByVolumeBefore(text.slice(0, start)) : money.kind,
        value,
        raw: input.slice(start, end).trim(),
        unit: text.slice(start + whole.length, end).trim(),
        start,
        end,
      });
      continue;
    }
    let unit: UnitRule | undefined;
    for (const { rule, regex } of unitRegexes) {
      const found = regex.exec(rest);
      if (found) {
        unit = rule;
        end += found[0].length;
        break;
      }
    }
    if (unit === undefined && /^\d+\/\d+$/.test(numeral) && INTEREST_AFTER.test(rest)) {
      // "1/5th royalty": the ordinal belongs to the number, so the label follows it.
      end += /^ths?\b/.exec(rest)?.[0].length ?? 0;
      mentions.push({
        kind: 'percent',
        value: value * 100,
        raw: input.slice(start, end).trim(),
        unit: '',
        start,
        end,
      });
      continue;
    }
    const sg = unit === undefined ? SG_AFTER.exec(rest) : null;
    if (
      sg &&
      (MUD_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || SG_FLUID_AFTER.test(rest))
    ) {
      end += sg[0].length;
      mentions.push({
        kind: 'density_ppg',
        value: value * PPG_PER_SG,
        raw: input.slice(start, end).trim(),
        unit: text.slice(start + whole.length, end).trim(),
        start,
        end,
      });
      continue;
    }
    const converted =
      unit === undefined ? value : unit.convert ? unit.convert(value) : value * (unit.factor ?? 1);
    mentions.push({
      kind: unit?.kind ?? 'number',
      value: converted,
      raw: input.slice(start, end).trim(),
      unit: text.slice(start + whole.length, end).trim(),
      start,
      end,
      ...(unit?.reference ? { reference: unit.reference } : {}),
      ...(unit?.period ? { period: unit.period } : {}),
    });
  }
  const merged = mergeFeetAndInches(mentions, text);
  return merged.map((mention, index) => {
    const previousEnd = merged[index - 1]?.end ?? 0;
    const nextStart = merged[index + 1]?.start ?? text.length;
    return {
      ...mention,
      before: text.slice(previousEnd, mention.start).trim(),
      after: text.slice(mention.end, nextStart).trim(),
    };
  });
}

/**
 * "12 ft 4 in", "12' 4\"", "12 ft, 4 in": one length, not a length and a diameter. The inches
 * must follow the feet directly (nothing but a comma or "and" between them) and be under 12.
 */
function mergeFeetAndInches<M extends Omit<QuantityMention, 'before' | 'after'>>(
  mentions: M[],
  text: string,
): M[] {
  const merged: M[] = [];
  for (let index = 0; index < mentions.length; index += 1) {
    const feet = mentions[index];
    const inches = mentions[index + 1];
    if (
      feet !== undefined &&
      inches !== undefined &&
      feet.kind === 'length_ft' &&
      /^(ft|feet|foot|')$/.test(feet.unit) &&
      inches.kind === 'diameter_in' &&
      inches.value < 12 &&
      /^\s*(,|and)?\s*$/.test(text.slice(feet.end, inches.start))
    ) {
      merged.push({
        ...feet,
        value: feet.value + inches.value * unitFactor('in', 'ft'),
        raw: `${feet.raw} ${inches.raw}`,
        end: inches.end,
      });
      index += 1;
      continue;
    }
    if (feet !== undefined) merged.push(feet);
  }
  return merged;
}

/**
 * A list of cash flows ("-40,000, 5,000, 8,000" or "-40000 5000 8000" or "-$1.2mm; 300k; 400k"):
 * the longest run of two or more numbers separated by ", ", ";" or spaces. Commas without a space
 * are thousands separators.
 */
export function findNumberList(input: string): number[] | undefined {
  const text = normaliseText(input);
  const item = String.raw`\(?-?\$?-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:k|mm|m)\b)?\)?`;
  // "-1000, 300, 400 and 600": a list's last item may follow "and".
  const run = new RegExp(String.raw`${item}(?:(?:\s*;\s*|,?\s+and\s+|,\s+|\s+)${item})+`, 'g');
  let best: number[] | undefined;
  for (const match of text.matchAll(run)) {
    const values = match[0]
      .split(/\s*;\s*|,?\s+and\s+|,\s+|\s+(?=[-($\d])/)
      .map((raw) => raw.trim())
      .filter((raw) => raw.length > 0)
      .map(parseListNumber);
    const numbers = values.filter((value): value is number => value !== undefined);
    if (numbers.length !== values.length || numbers.length < 2) continue;
    if (best === undefined || numbers.length > best.length) best = numbers;
  }
  return best;
}

function parseListNumber(raw: string): number | undefined {
  const negative = /^\(.*\)$/.test(raw) || raw.includes('-');
  const match = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|mm|m)?/.exec(raw);
  if (!match) return undefined;
  const scale = match[3] ? (MONEY_SCALES[match[3]] ?? 1) : 1;
  const value = Number(`${(match[1] ?? '').replace(/,/g, '')}${match[2] ?? ''}`) * scale;
  return negative ? -value : value;
}

/** One step of a stepped cash-flow schedule: an amount per period, for a number of periods. */
export interface ScheduleStep {
  /** $ per period. */
  amount: number;
  /** Periods the step lasts; absent for a last step that runs on ("then $150k/month"). */
  periods?: number;
}

/** A stepped schedule as written: "$250k/month for 12 months, then $150k/month". */
export interface StepSchedule {
  steps: ScheduleStep[];
  period: 'month' | 'year';
  /** Where it was written in the normalised text. */
  start: number;
  end: number;
}

const SCHEDULE_AMOUNT = String.raw`(-?)\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|mm|m|thousand|million)?\b\s*(?:\$|usd|dollars?)?`;
const SCHEDULE_PER = String.raw`\s*(?:(?:/|per|a|an|each|every)\s*(month|mo|year|yr)\b|(monthly|annually|yearly)\b)`;
const SCHEDULE_FOR = String.raw`(?:\s*(?:net\s+)?(?:cash\s+flow\s+)?(?:for|over|during)\s+(?:the\s+)?(?:first\s+|next\s+)?(\d+)\s*(months?|mos?|years?|yrs?)\b)?`;
const SCHEDULE_THEN = String.raw`\s*[,;]?\s*(?:and\s+)?(?:then|thereafter|after that|afterwards|followed by)\s*,?\s*(?:at\s+|by\s+|drops? to\s+|falling to\s+)?`;
const SCHEDULE_STEP = `${SCHEDULE_AMOUNT}${SCHEDULE_PER}${SCHEDULE_FOR}`;
const scheduleRegex = new RegExp(
  `(?<![\\w.$])(?:${SCHEDULE_STEP})(?:${SCHEDULE_THEN}(?:${SCHEDULE_STEP}))*`,
  'g',
);
const stepRegex = new RegExp(SCHEDULE_STEP, 'g');
const AMOUNT_SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
};

/**
 * A stepped cash-flow schedule, "$250k/month for 12 months, then $150k/month" (or "250,000 per
 * month for the first 2 years then 150,000 a month"): each amount per month or year, with the
 * number of periods it lasts; the last step may run on. Undefined when there is none, or when
 * the steps mix per-month and per-year amounts or a per-year amount lasts some months.
 */
export function findStepSchedule(input: string): StepSchedule | undefined {
  const text = normaliseText(input);
  let best: StepSchedule | undefined;
  for (const match of text.matchAll(scheduleRegex)) {
    const steps: ScheduleStep[] = [];
    let period: 'month' | 'year' | undefined;
    let valid = true;
    for (const step of match[0].matchAll(stepRegex)) {
      const [, sign, whole, decimals, scale, per, perWord, count, countUnit] = step;
      const amount =
        Number(`${(whole ?? '').replace(/,/g, '')}${decimals ?? ''}`) *
        (scale ? (AMOUNT_SCALES[scale] ?? 1) : 1) *
        (sign === '-' ? -1 : 1);
      const stepPeriod: 'month' | 'year' = /^(?:mo|month|monthly)$/.test(per ?? perWord ?? '')
        ? 'month'
        : 'year';
      if (period !== undefined && stepPeriod !== period) valid = false;
      period = stepPeriod;
      let periods: number | undefined;
      if (count !== undefined) {
        const inYears = /^y/.test(countUnit ?? '');
        if (stepPeriod === 'year' && !inYears) valid = false;
        periods = Number(count) * (inYears && stepPeriod === 'month' ? 12 : 1);
      }
      // Only the last step may run on.
      const previous = steps.at(-1);
      if (previous !== undefined && previous.periods === undefined) valid = false;
      steps.push(periods === undefined ? { amount } : { amount, periods });
    }
    if (!valid || period === undefined || steps.length === 0) continue;
    const found = { steps, period, start: match.index, end: match.index + match[0].length };
    if (best === undefined || found.steps.length > best.steps.length) best = found;
  }
  return best;
}
