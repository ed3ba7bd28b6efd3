import {
  CALC_MAX_TABLE_ROWS,
  CalcCardSchema,
  type CalcCard,
  type CalcCardInput,
} from '@petrosage/contracts/calc';
import { catalogue, type CalculatorFamily, type CalculatorTool } from '@petrosage/oilfield';
import type { CalcResult } from '@petrosage/oilfield/result';
import { z } from 'zod';
import { unitOfResult } from './calculators';
import { convertValue, readUnit, type Dimension, type ReadUnit } from './units';

/**
 * Calculation cards: a calculator's inputs, with their labels, units and accepted ranges from its
 * schema, and its result, as the `calc` block a reply carries. The card is the calculation's one
 * structured form: the reply shows it, the text form (the calculation sheet) is derived from it,
 * and a follow-up reads the conversation's state from it.
 */

/**
 * The areas the calculator browser groups calculators in, by their family in the catalogue:
 * every family is named, so no calculator lands in a catch-all group.
 */
const AREAS: Record<CalculatorFamily, string> = {
  drilling: 'Drilling & well control',
  well_control: 'Drilling & well control',
  decline: 'Production',
  inflow: 'Production',
  artificial_lift: 'Artificial lift & liquid loading',
  volumes_and_ratios: 'Production',
  gas_pvt: 'PVT',
  oil_pvt: 'PVT',
  flow_and_facilities: 'Facilities',
  gas_transmission: 'Facilities',
  economics: 'Economics',
  water_chemistry: 'Water chemistry',
  hydrates: 'Facilities',
  units: 'Conversions',
};

/** The area a calculator is listed under. */
export function calculatorArea(entry: CalculatorTool): string {
  return AREAS[entry.family];
}

const calculators = new Map(catalogue.map((entry) => [entry.name, entry]));

/** The calculator of the catalogue named `name`, if it has one. */
export function calculatorNamed(name: string): CalculatorTool | undefined {
  return calculators.get(name);
}

/** Input name suffixes and the unit shown for them, most specific first. */
const UNIT_SUFFIXES: [RegExp, string][] = [
  [/_pct_per_year$/, '%/yr'],
  [/_pct_per_month$/, '%/month'],
  [/_mol_pct$/, 'mol %'],
  [/_pct$/, '%'],
  [/_stb_per_day$/, 'STB/d'],
  [/_bbl_per_day$/, 'bbl/d'],
  [/_mmscf_per_day$/, 'MMscf/d'],
  [/_mscf_per_day$/, 'Mscf/d'],
  [/_bbl_per_month$/, 'bbl/month'],
  [/_mcf_per_month$/, 'Mcf/month'],
  [/_per_day$/, 'per day'],
  [/_usd_per_bbl$/, 'US$/bbl'],
  [/_usd_per_mcf$/, 'US$/Mcf'],
  [/_usd_per_month$/, 'US$/month'],
  [/_usd_per_boe$/, 'US$/BOE'],
  [/_usd$/, 'US$'],
  [/_scf_per_stb$/, 'scf/STB'],
  [/_scf_per_bbl$/, 'scf/bbl'],
  [/_psi_per_ft$/, 'psi/ft'],
  [/_psia$/, 'psia'],
  [/_psig$/, 'psig'],
  [/_psi$/, 'psi'],
  [/_ppg$/, 'ppg'],
  [/_lb_per_ft3$/, 'lb/ft³'],
  [/_ft_per_s$/, 'ft/s'],
  [/_bbl_per_ft$/, 'bbl/ft'],
  [/_lb_per_ft$/, 'lb/ft'],
  [/_bbl_per_in$/, 'bbl/in'],
  [/_bbl_per_stroke$/, 'bbl/stk'],
  [/_spm$/, 'SPM'],
  [/_gpm$/, 'gpm'],
  [/_ft$/, 'ft'],
  [/_miles$/, 'miles'],
  [/_in$/, 'in'],
  [/_degF$/, '°F'],
  [/_cp$/, 'cP'],
  [/_mg_per_l_as_caco3$/, 'mg/L as CaCO3'],
  [/_mg_per_l$/, 'mg/L'],
  [/_mol_per_l$/, 'mol/L'],
  [/_bbl$/, 'bbl'],
  [/_mcf$/, 'Mcf'],
  [/_months$/, 'months'],
  [/_years$/, 'years'],
  [/_days$/, 'days'],
  [/_rb_per_stb$/, 'rb/STB'],
  [/_dyne_per_cm$/, 'dyne/cm'],
  [/_md$/, 'md'],
  [/_deg$/, '°'],
];

/** Abbreviations engineers write in capitals (or in their own case). */
const ABBREVIATIONS: Record<string, string> = {
  tvd: 'TVD',
  api: 'API',
  ph: 'pH',
  tds: 'TDS',
  co2: 'CO2',
  h2s: 'H2S',
  orri: 'ORRI',
  ngl: 'NGL',
  bhp: 'BHP',
  mcf: 'Mcf',
  boe: 'BOE',
  aof: 'AOF',
  sidpp: 'SIDPP',
  sicp: 'SICP',
  omw: 'OMW',
  kmw: 'KMW',
  icp: 'ICP',
  fcp: 'FCP',
  scr: 'SCR',
  maasp: 'MAASP',
  lot: 'LOT',
  emw: 'EMW',
  esp: 'ESP',
  gor: 'GOR',
  wor: 'WOR',
  cgr: 'CGR',
  eur: 'EUR',
  npv: 'NPV',
  irr: 'IRR',
  loe: 'LOE',
  nri: 'NRI',
  wi: 'WI',
  spm: 'SPM',
  id: 'ID',
  od: 'OD',
  tfa: 'TFA',
  hsi: 'HSI',
  hhp: 'HHP',
};

/** Terms written their own way: Arps' b. */
const TERMS: [RegExp, string][] = [[/^b factor\b/, 'b-factor']];

function sentenceCase(key: string): string {
  const words = key
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  for (const [pattern, term] of TERMS) {
    if (pattern.test(words)) return words.replace(pattern, term);
  }
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `mud_weight_ppg` → the label "Mud weight" and the unit "ppg" (none for a pure number). */
export function inputParts(key: string): { label: string; unit?: string } {
  for (const [pattern, unit] of UNIT_SUFFIXES) {
    if (pattern.test(key)) return { label: sentenceCase(key.replace(pattern, '')), unit };
  }
  return { label: sentenceCase(key) };
}

/** `mud_weight_ppg` → "Mud weight (ppg)". */
export function inputLabel(key: string): string {
  const { label, unit } = inputParts(key);
  return unit === undefined ? label : `${label} (${unit})`;
}

interface JsonSchemaField {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  default?: unknown;
  items?: JsonSchemaField;
  minItems?: number;
  maxItems?: number;
}

const fieldsByTool = new Map<string, readonly CalcCardInput[]>();

function field(name: string, schema: JsonSchemaField, required: boolean): CalcCardInput {
  const { label, unit } = inputParts(name);
  const base: CalcCardInput = {
    name,
    label,
    ...(unit !== undefined && { unit }),
    kind: 'fixed',
    value: null,
    ...(!required && { optional: true }),
    ...(schema.description !== undefined && { hint: schema.description.slice(0, 400) }),
  };
  const range = (numbers: JsonSchemaField): Partial<CalcCardInput> => ({
    ...(numbers.minimum !== undefined && { min: numbers.minimum }),
    ...(numbers.exclusiveMinimum !== undefined && {
      min: numbers.exclusiveMinimum,
      min_exclusive: true,
    }),
    ...(numbers.maximum !== undefined && { max: numbers.maximum }),
    ...(numbers.exclusiveMaximum !== undefined && {
      max: numbers.exclusiveMaximum,
      max_exclusive: true,
    }),
    ...(numbers.type === 'integer' && { integer: true }),
  });
  if (schema.type === 'number' || schema.type === 'integer') {
    return { ...base, kind: 'number', ...range(schema) };
  }
  if (schema.type === 'boolean') return { ...base, kind: 'flag' };
  if (schema.type === 'string' && Array.isArray(schema.enum)) {
    return { ...base, kind: 'choice', options: schema.enum.map(String) };
  }
  if (
    schema.type === 'array' &&
    (schema.items?.type === 'number' || schema.items?.type === 'integer')
  ) {
    return {
      ...base,
      kind: 'list',
      ...range(schema.items),
      ...(schema.minItems !== undefined && { min_items: schema.minItems }),
      ...(schema.maxItems !== undefined && { max_items: schema.maxItems }),
    };
  }
  return base;
}

/** A calculator's inputs as a card's fields, in its schema's order, with no values. */
export function cardFields(entry: CalculatorTool): readonly CalcCardInput[] {
  const known = fieldsByTool.get(entry.name);
  if (known) return known;
  const schema = z.toJSONSchema(entry.inputSchema, { io: 'input' }) as {
    properties?: Record<string, JsonSchemaField>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, required.has(name)),
  );
  fieldsByTool.set(entry.name, fields);
  return fields;
}

function withValues(
  entry: CalculatorTool,
  values: Readonly<Record<string, unknown>>,
): CalcCardInput[] {
  return cardFields(entry).map((input) => ({ ...input, value: values[input.name] ?? null }));
}

/** One result in the user's unit. */
export interface ConvertedResult {
  key: string;
  label: string;
  value: number;
  unit: string;
}

/** The units wanted by dimension, from the names a card keeps (`bar`, `m`). */
export function wantedFromNames(names: readonly string[]): Map<Dimension, ReadUnit> {
  const wanted = new Map<Dimension, ReadUnit>();
  for (const name of names) {
    try {
      const unit = readUnit(name);
      wanted.set(unit.dimension, unit);
    } catch {
      // A name this table does not know is left out.
    }
  }
  return wanted;
}

/** The results the user wants in other units, converted (empty when already in them). */
export function convertedResults(
  result: CalcResult,
  wanted: ReadonlyMap<Dimension, ReadUnit>,
): ConvertedResult[] {
  if (wanted.size === 0) return [];
  const converted: ConvertedResult[] = [];
  for (const [key, value] of Object.entries(result.values)) {
    const from = unitOfResult(value.unit);
    if (from === undefined) continue;
    let to = wanted.get(from.dimension);
    if (to === undefined || to.id === from.id) continue;
    // A gauge or absolute pressure keeps its reference: psig → barg, psia → bara.
    if (to.id === 'bar' && from.id === 'psia') to = readUnit('bara');
    if (to.id === 'bar' && from.id === 'psig') to = readUnit('barg');
    const unit = to.symbol;
    // One figure given in two field units (lb/ft³ and ppg) is one figure in the user's unit.
    if (converted.some((other) => other.label === value.label && other.unit === unit)) continue;
    converted.push({ key, label: value.label, value: convertValue(value.value, from, to), unit });
    // A density answered as a specific gravity is also given as one in kg/m³.
    if (to.id === 'SG_density') {
      const kilograms = readUnit('kg/m3');
      converted.push({
        key,
        label: value.label,
        value: convertValue(value.value, from, kilograms),
        unit: kilograms.symbol,
      });
    }
  }
  return converted;
}

/** What a card of a calculation holds besides its inputs. */
function resultParts(result: CalcResult, wantedUnits: readonly string[]): Partial<CalcCard> {
  const table = result.table;
  const converted = convertedResults(result, wantedFromNames(wantedUnits));
  return {
    results: Object.entries(result.values).map(([key, value]) => ({
      key,
      label: value.label,
      value: value.value,
      unit: value.unit,
    })),
    ...(converted.length > 0 && {
      in_your_units: converted.map(({ key, label, value, unit }) => ({ key, label, value, unit })),
    }),
    ...(wantedUnits.length > 0 && { wanted_units: [...wantedUnits] }),
    formula: result.formula,
    ...(table !== undefined && {
      table: {
        title: table.title,
        columns: table.columns.map(({ key, label, unit }) => ({ key, label, unit })),
        rows: table.rows.slice(0, CALC_MAX_TABLE_ROWS).map((row) => ({ ...row })),
        ...(table.rows.length > CALC_MAX_TABLE_ROWS && { total_rows: table.rows.length }),
      },
    }),
    warnings: [...result.warnings],
    assumptions: [...result.assumptions],
    notes: [...result.notes],
    sources: [...result.sources],
  };
}

/**
 * The card of a finished calculation: `read` is the input as the calculator parsed it (defaults
 * included), `wantedUnits` the units the question asked the results in.
 */
export function computedCard(
  entry: CalculatorTool,
  read: Readonly<Record<string, unknown>>,
  result: CalcResult,
  wantedUnits: readonly string[] = [],
): CalcCard {
  return CalcCardSchema.parse({
    tool: entry.name,
    title: entry.title,
    status: 'computed',
    inputs: withValues(entry, read),
    ...resultParts(result, wantedUnits),
  });
}

/** A card that asks for inputs (the ones given filled in), or shows the calculator's refusal. */
export function formCard(
  entry: CalculatorTool,
  values: Readonly<Record<string, unknown>>,
  refusal?: string,
  /** The units the question asked the results in, kept for the answer once the inputs come. */
  wantedUnits: readonly string[] = [],
): CalcCard {
  return CalcCardSchema.parse({
    tool: entry.name,
    title: entry.title,
    status: refusal === undefined ? 'needs_input' : 'refused',
    inputs: withValues(entry, values),
    ...(refusal !== undefined && { error: refusal.slice(0, 2_000) }),
    ...(wantedUnits.length > 0 && { wanted_units: [...wantedUnits] }),
  });
}

/** An empty card of a calculator: every input to fill in. */
export function emptyCard(entry: CalculatorTool): CalcCard {
  return formCard(entry, {});
}
