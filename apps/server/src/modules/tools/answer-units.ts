import { convertUnits, UNIT_DEFINITIONS, type UnitName } from '@petrosage/oilfield';
import type { CalcResult } from '@petrosage/oilfield/result';
import { formatCalcNumber } from '@petrosage/contracts/calc';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import type { QuantityKind, QuantityMention } from './quantities';

/**
 * Answers in the user's units. The calculators work in field units; a question asked "in bar",
 * or written in metric units, gets its results in those units too, beside the field ones:
 * "metric in, metric out". When the question's units do not settle the system (none written,
 * or both systems written), the user's units preference (Profile, decision 039) does.
 * Conversions use the sourced registry of `packages/oilfield`.
 */

type Dimension = (typeof UNIT_DEFINITIONS)[UnitName]['dimension'];

/** A calculator's result unit as the registry names it. */
const RESULT_UNITS: Record<string, UnitName> = {
  psi: 'psi',
  psia: 'psia',
  psig: 'psig',
  ppg: 'ppg',
  ft: 'ft',
  in: 'in',
  'bbl/d': 'bbl/d',
  'STB/d': 'bbl/d',
  'Mscf/d': 'Mcf/d',
  'Mcf/d': 'Mcf/d',
  'MMscf/d': 'MMcf/d',
  bbl: 'bbl',
  STB: 'bbl',
  Mcf: 'Mcf',
  Mscf: 'Mcf',
  '°F': 'degF',
  'lb/ft³': 'lb/ft3',
  cP: 'cP',
  'psi/ft': 'psi/ft',
};

/** Units a user may ask the answer in ("in bar"), as written → the registry's name. */
const ASKED_UNITS: Record<string, UnitName> = {
  bar: 'bar',
  bara: 'bara',
  barg: 'barg',
  kpa: 'kPa',
  mpa: 'MPa',
  psi: 'psi',
  psia: 'psia',
  psig: 'psig',
  atm: 'atm',
  m: 'm',
  metres: 'm',
  meters: 'm',
  ft: 'ft',
  feet: 'ft',
  mm: 'mm',
  in: 'in',
  'kg/m3': 'kg/m3',
  'g/cm3': 'g/cm3',
  'g/cc': 'g/cm3',
  ppg: 'ppg',
  'lb/ft3': 'lb/ft3',
  'm3/d': 'm3/d',
  'm3/day': 'm3/d',
  'm3/h': 'm3/h',
  'bbl/d': 'bbl/d',
  bpd: 'bbl/d',
  m3: 'm3',
  bbl: 'bbl',
  'mmscf/d': 'MMcf/d',
  mmscfd: 'MMcf/d',
  'mmcf/d': 'MMcf/d',
  'mscf/d': 'Mcf/d',
  'mcf/d': 'Mcf/d',
  mmscf: 'MMcf',
  mmcf: 'MMcf',
  mcf: 'Mcf',
  mscf: 'Mcf',
  '°c': 'degC',
  degc: 'degC',
  '°f': 'degF',
  degf: 'degF',
  cp: 'cP',
  'mpa.s': 'mPa.s',
  'kpa/m': 'kPa/m',
  'bar/m': 'bar/m',
  'psi/ft': 'psi/ft',
};

const ASKED = new RegExp(
  String.raw`\b(?:in|into|to|as|answer in|results? in|give (?:it|me it) in)\s+(${Object.keys(
    ASKED_UNITS,
  )
    .sort((a, b) => b.length - a.length)
    .map((unit) => unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(?![\w/])`,
  'g',
);

/** The metric unit a field result is shown in when the question was written in metric. */
const METRIC_BY_DIMENSION: Partial<Record<Dimension, UnitName>> = {
  pressure: 'kPa',
  length: 'm',
  density: 'kg/m3',
  rate: 'm3/d',
  volume: 'm3',
  temperature: 'degC',
  viscosity: 'mPa.s',
};

/** Metric units a mention may have been written in ("3,200 m", "250 bar", "90 °C"). */
const METRIC_WRITTEN: Record<string, UnitName> = {
  m: 'm',
  km: 'm',
  mm: 'mm',
  bar: 'bar',
  bara: 'bara',
  barg: 'barg',
  kpa: 'kPa',
  mpa: 'MPa',
  '°c': 'degC',
  c: 'degC',
  degc: 'degC',
  'kg/m3': 'kg/m3',
  'm3/d': 'm3/d',
  'm3/h': 'm3/h',
  m3: 'm3',
  'sm3/d': 'm3/d',
};

const MONEY_KINDS: ReadonlySet<QuantityKind> = new Set([
  'money_usd',
  'oil_price_usd_per_bbl',
  'gas_price_usd_per_mscf',
]);

/** Field units a mention may have been written in ("10,500 ft", "3,000 psig", "850 bopd"). */
const FIELD_WRITTEN =
  /^(?:ft|feet|foot|'|in|inch(?:es)?|"|mi|miles?|psi[ag]?|ppg|lb\/gal|lb\/ft3|bbl(?:\/d(?:ay)?)?|b\/d|bpd|bopd|bwpd|bfpd|blpd|stb(?:\/d)?|m?m?s?cf(?:\/?d)?|°f|f|degf)$/;

/** The system a question's own units are written in: one, both (`mixed`), or none. */
export function writtenSystem(
  mentions: readonly QuantityMention[],
): UnitSystem | 'mixed' | undefined {
  // "$6 MM" is money in millions, not millimetres.
  const units = mentions
    .filter((mention) => !MONEY_KINDS.has(mention.kind))
    .map((mention) => mention.unit.toLowerCase());
  const metric = units.some((unit) => METRIC_WRITTEN[unit] !== undefined);
  const field = units.some((unit) => FIELD_WRITTEN.test(unit.replace(/\s+/g, '')));
  return metric && field ? 'mixed' : metric ? 'metric' : field ? 'field' : undefined;
}

/** The units a question asks its answer in explicitly ("in bar", "in kg/m3"), per dimension. */
function askedUnits(text: string): Map<Dimension, UnitName> {
  const asked = new Map<Dimension, UnitName>();
  for (const match of text.matchAll(ASKED)) {
    const unit = ASKED_UNITS[match[1] ?? ''];
    if (unit !== undefined) asked.set(UNIT_DEFINITIONS[unit].dimension, unit);
  }
  return asked;
}

/**
 * The system the question itself settles: the one it asks for ("in psi"), else the one it is
 * written in; undefined when it names no units, or units of both systems.
 */
export function questionSystem(
  text: string,
  mentions: readonly QuantityMention[],
): UnitSystem | undefined {
  const asked = [...askedUnits(text).values()].map((unit) => unitSystemOf(unit));
  const first = asked[0];
  if (first !== undefined && asked.every((system) => system === first)) return first;
  const written = writtenSystem(mentions);
  return written === 'mixed' ? undefined : written;
}

/**
 * The system an answer shows first: the one the question settles ({@link questionSystem}), else
 * the user's `preference` — with none, metric for a question written in both systems (its
 * metric units are given beside), field otherwise.
 */
export function answerSystem(
  text: string,
  mentions: readonly QuantityMention[],
  preference?: UnitSystem,
): UnitSystem {
  return (
    questionSystem(text, mentions) ??
    preference ??
    (writtenSystem(mentions) === 'mixed' ? 'metric' : 'field')
  );
}

/**
 * The units the user wants each dimension in besides the calculator's field ones: asked for
 * explicitly (always), else metric ones for a question written in metric units (wholly or in
 * part) or, when it names none, for a user who prefers metric — the metric units the question
 * was written in first ("bar in, bar out").
 */
export function answerUnits(
  text: string,
  mentions: readonly QuantityMention[],
  preference?: UnitSystem,
): Map<Dimension, UnitName> {
  const wanted = new Map<Dimension, UnitName>();
  const written = writtenSystem(mentions);
  // Metric results beside field ones for a question written (partly) in metric, or for a user
  // who prefers metric when the question names no units; which comes first is answerSystem's.
  const metric =
    written === 'metric' ||
    written === 'mixed' ||
    (written === undefined && preference === 'metric');
  if (metric) {
    for (const [dimension, unit] of Object.entries(METRIC_BY_DIMENSION)) {
      wanted.set(dimension as Dimension, unit);
    }
    // The metric unit the user wrote wins for its dimension: bar in, bar out.
    for (const mention of mentions) {
      if (MONEY_KINDS.has(mention.kind)) continue;
      const unit = METRIC_WRITTEN[mention.unit.toLowerCase()];
      if (unit !== undefined) wanted.set(UNIT_DEFINITIONS[unit].dimension, unit);
    }
  }
  for (const [dimension, unit] of askedUnits(text)) wanted.set(dimension, unit);
  return wanted;
}

/** The metric (SI and bar) units an answer may be asked in; every other one is a field unit. */
const METRIC_UNITS: ReadonlySet<UnitName> = new Set<UnitName>([
  ...Object.values(METRIC_WRITTEN),
  ...Object.values(METRIC_BY_DIMENSION),
  'g/cm3',
  'mPa.s',
  'atm',
  'kPa/m',
  'bar/m',
]);

/** Whether a registry unit is a metric unit or a field one. */
function unitSystemOf(unit: UnitName): UnitSystem {
  return METRIC_UNITS.has(unit) ? 'metric' : 'field';
}

/** One result in the user's unit: label, value and unit symbol ("Hydrostatic pressure", 466.8, "bar"). */
export interface ConvertedResult {
  key: string;
  label: string;
  value: number;
  unit: string;
}

/** The results the user wants in other units, converted (empty when the answer is already in them). */
export function convertedResults(
  result: CalcResult,
  wanted: ReadonlyMap<Dimension, UnitName>,
): ConvertedResult[] {
  if (wanted.size === 0) return [];
  const converted: ConvertedResult[] = [];
  for (const [key, value] of Object.entries(result.values)) {
    const from = RESULT_UNITS[value.unit];
    if (from === undefined) continue;
    const to = wanted.get(UNIT_DEFINITIONS[from].dimension);
    if (to === undefined || to === from) continue;
    // A gauge or absolute pressure keeps its reference: psig → barg, psia → bara.
    const target: UnitName =
      to === 'bar' && from === 'psia' ? 'bara' : to === 'bar' && from === 'psig' ? 'barg' : to;
    const unit = unitSymbol(target);
    // One figure given in two field units (lb/ft³ and ppg) is one figure in the user's unit.
    if (converted.some((other) => other.label === value.label && other.unit === unit)) continue;
    converted.push({
      key,
      label: value.label,
      value: convertUnits({ value: value.value, from_unit: from, to_unit: target }).values.converted
        .value,
      unit,
    });
  }
  return converted;
}

/**
 * The results again in the user's units, as markdown lines ("- Hydrostatic pressure: 466.8 bar"),
 * or '' when the answer is already in them.
 */
export function resultsInUserUnits(result: CalcResult, wanted: Map<Dimension, UnitName>): string {
  const lines = convertedResults(result, wanted).map(
    (value) => `- ${value.label}: **${formatCalcNumber(value.value, value.unit)}** ${value.unit}`,
  );
  return lines.length === 0 ? '' : `**In your units**\n\n${lines.join('\n')}`;
}

/** The wanted units by name (`bar`, `m`), as a card keeps them. */
export function wantedUnitNames(wanted: ReadonlyMap<Dimension, UnitName>): UnitName[] {
  return [...wanted.values()];
}

/** Unit names a card kept, back to the units wanted per dimension (unknown names are left out). */
export function wantedFromNames(names: readonly string[]): Map<Dimension, UnitName> {
  const wanted = new Map<Dimension, UnitName>();
  for (const name of names) {
    if (Object.hasOwn(UNIT_DEFINITIONS, name)) {
      const unit = name as UnitName;
      wanted.set(UNIT_DEFINITIONS[unit].dimension, unit);
    }
  }
  return wanted;
}

const SYMBOLS: Partial<Record<UnitName, string>> = {
  degC: '°C',
  degF: '°F',
  m3: 'm³',
  'm3/d': 'm³/d',
  'm3/h': 'm³/h',
  'kg/m3': 'kg/m³',
  'g/cm3': 'g/cm³',
  'lb/ft3': 'lb/ft³',
  'mPa.s': 'mPa·s',
};

function unitSymbol(unit: UnitName): string {
  return SYMBOLS[unit] ?? unit;
}
