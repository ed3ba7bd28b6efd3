import { catalogue, type CalculatorTool } from '@petrosage/oilfield';
import { z } from 'zod';
import { readUnit, type ReadUnit } from './units';

/**
 * What the language layer knows of each catalogue calculator without a recipe: its inputs (the
 * unit of each, from its name; whether it is required; its range), and its results (the unit and
 * so the dimension of each, from a run of the catalogue's own example).
 */

export interface InputInfo {
  name: string;
  required: boolean;
  kind: 'number' | 'choice' | 'flag' | 'list' | 'object';
  /** The unit the calculator takes it in; undefined for a pure number. */
  unit?: ReadUnit;
  /** A pressure the calculator takes as absolute (`_psia`). */
  absolute: boolean;
  /** A percentage (`_pct`): a fraction written as 0.8 is 80. */
  percent: boolean;
  options?: readonly string[];
  min?: number;
  max?: number;
  description?: string;
}

export interface ResultInfo {
  key: string;
  label: string;
  /** As the calculator writes it ("psi", "STB/d"). */
  unitText: string;
  unit?: ReadUnit;
}

export interface CalculatorInfo {
  tool: CalculatorTool;
  inputs: ReadonlyMap<string, InputInfo>;
  results: readonly ResultInfo[];
}

/** Input name suffixes and the unit they name, most specific first. */
const SUFFIX_UNITS: readonly [RegExp, string][] = [
  [/_pct_per_year$/, '%/yr'],
  [/_mol_pct$/, '%'],
  [/_pct$/, '%'],
  [/_usd_per_(?:bbl|mcf|boe|stb)$/, 'USD/unit'],
  [/_usd_per_month$/, 'USD/period'],
  [/_(?:stb|bbl)_per_day$/, 'bbl/d'],
  [/_mmscf_per_day$/, 'MMcf/d'],
  [/_mscf_per_day$/, 'Mcf/d'],
  [/_psi_per_ft$/, 'psi/ft'],
  [/_psia$/, 'psia'],
  [/_psig$/, 'psig'],
  [/_psi$/, 'psi'],
  [/_ppg$/, 'ppg'],
  [/_lb_per_ft3$/, 'lb/ft3'],
  [/_ft_per_s$/, 'ft/s'],
  [/_bbl_per_ft$/, 'bbl/ft'],
  [/_bbl_per_in$/, 'bbl/in'],
  [/_bbl_per_stroke$/, 'bbl/stk'],
  [/_spm$/, 'spm'],
  [/_gpm$/, 'gal/min'],
  [/_ft$/, 'ft'],
  [/_miles$/, 'mi'],
  [/_in$/, 'in'],
  [/_in2$/, 'in2'],
  [/_ft3_per_sk$/, 'ft3/sk'],
  [/_gal_per_sk$/, 'gal/sk'],
  [/_degF$/, 'degF'],
  [/_cp$/, 'cP'],
  [/_md$/, 'mD'],
  [/_mg_per_l(?:_as_caco3)?$/, 'mg/L'],
  [/_scf_per_(?:stb|bbl)$/, 'scf/bbl'],
  [/_rb_per_stb$/, 'rb/bbl'],
  [/_bbl$/, 'bbl'],
  [/_mcf$/, 'Mcf'],
  [/_months$/, 'month'],
  [/_years$/, 'year'],
  [/_days$/, 'd'],
  [/_usd$/, 'USD'],
  [/_deg$/, 'deg'],
  [/(?:^|_)api_gravity$/, 'API'],
  [/_acres$/, 'acre'],
  [/_ft3_per_scf$/, 'ft3/scf'],
  [/_bcf$/, 'Bcf'],
  [/_heating_value$/, 'Btu/scf'],
];

/** The unit an input name carries (`tvd_ft` → ft), if any. */
export function unitOfInput(name: string): ReadUnit | undefined {
  for (const [pattern, id] of SUFFIX_UNITS) if (pattern.test(name)) return readUnit(id);
  return undefined;
}

interface JsonField {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  items?: JsonField;
}

function inputsOf(tool: CalculatorTool): Map<string, InputInfo> {
  const schema = z.toJSONSchema(tool.inputSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonField>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  const inputs = new Map<string, InputInfo>();
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const kind: InputInfo['kind'] =
      field.type === 'number' || field.type === 'integer'
        ? 'number'
        : field.type === 'boolean'
          ? 'flag'
          : Array.isArray(field.enum)
            ? 'choice'
            : field.type === 'array'
              ? 'list'
              : 'object';
    const unit = unitOfInput(name);
    inputs.set(name, {
      name,
      required: required.has(name),
      kind,
      ...(unit !== undefined && { unit }),
      absolute: /_psia$/.test(name),
      percent: /_pct$/.test(name),
      ...(Array.isArray(field.enum) && { options: field.enum.map(String) }),
      ...((field.minimum ?? field.exclusiveMinimum) !== undefined && {
        min: field.minimum ?? field.exclusiveMinimum,
      }),
      ...((field.maximum ?? field.exclusiveMaximum) !== undefined && {
        max: field.maximum ?? field.exclusiveMaximum,
      }),
      ...(field.description !== undefined && { description: field.description }),
    });
  }
  return inputs;
}

/** Result units as calculators write them, to the reader's units. */
const RESULT_UNITS: Readonly<Record<string, string>> = {
  psi: 'psi',
  psia: 'psia',
  psig: 'psig',
  ppg: 'ppg',
  'psi/ft': 'psi/ft',
  ft: 'ft',
  in: 'in',
  'in²': 'in2',
  bbl: 'bbl',
  STB: 'bbl',
  Mcf: 'Mcf',
  Mscf: 'Mcf',
  MMscf: 'MMcf',
  'bbl/d': 'bbl/d',
  'STB/d': 'bbl/d',
  'Mscf/d': 'Mcf/d',
  'scf/d': 'ft3/d',
  'Mcf/d': 'Mcf/d',
  'MMscf/d': 'MMcf/d',
  'bbl/ft': 'bbl/ft',
  'bbl/stk': 'bbl/stk',
  'bbl/stroke': 'bbl/stk',
  'bbl/min': 'bbl/min',
  gpm: 'gal/min',
  'gal/min': 'gal/min',
  'ft/min': 'ft/min',
  'ft/s': 'ft/s',
  min: 'min',
  minutes: 'min',
  h: 'h',
  hours: 'h',
  months: 'month',
  years: 'year',
  days: 'd',
  '°F': 'degF',
  '°R': 'degR',
  'lb/ft³': 'lb/ft3',
  cP: 'cP',
  '%': '%',
  '%/yr': '%/yr',
  'scf/STB': 'scf/bbl',
  'scf/bbl': 'scf/bbl',
  'rb/STB': 'rb/bbl',
  'STB/d/psi': 'bbl/d/psi',
  'bbl/d/psi': 'bbl/d/psi',
  lb: 'lb',
  sacks: 'sacks',
  strokes: 'strokes',
  stk: 'strokes',
  spm: 'spm',
  SPM: 'spm',
  hp: 'hp',
  lbf: 'lbf',
  SG: 'SG',
  '°API': 'API',
  US$: 'USD',
  mD: 'mD',
  md: 'mD',
  'mg/L': 'mg/L',
  'Btu/h': 'Btu/h',
  'MMBtu/h': 'MMBtu/h',
  kW: 'kW',
  'kg/m³': 'kg/m3',
  'm/min': 'm/min',
  'm/s': 'm/s',
  'm³': 'm3',
  'gal/stk': 'gal/stk',
  'gal/d': 'gal',
  'lb/d': 'lb/d',
  scf: 'scf',
  '%/year': '%/yr',
  '°C': 'degC',
  kg: 'kg',
  $: 'USD',
  'kPa/m': 'kPa/m',
  BOE: 'bbl',
  '%/month': '%/month',
  'wt %': '%',
  'ft²': 'ft2',
  'g/cm³': 'g/cm3',
  'ft³': 'ft3',
  'ft³/s': 'ft3/s',
  gal: 'gal',
  'bbl/Mscf': 'rb/Mscf',
  'ft³/scf': 'ft3/scf',
  Bscf: 'Bcf',
  'Sm³': 'm3',
  Sm3: 'm3',
  e3Sm3: 'e3m3',
  'bbl/in': 'bbl/in',
  'bbl/MMscf': 'bbl/MMcf',
  stages: 'stages',
};

/** The reader's unit of a unit as a calculator writes it, if it knows it. */
export function unitOfResult(unitText: string): ReadUnit | undefined {
  const id = RESULT_UNITS[unitText];
  return id === undefined ? undefined : readUnit(id);
}

function resultsOf(tool: CalculatorTool): ResultInfo[] {
  try {
    const result = tool.run(tool.example);
    return Object.entries(result.values).map(([key, quantity]) => {
      const unit = unitOfResult(quantity.unit);
      return {
        key,
        label: quantity.label,
        unitText: quantity.unit,
        ...(unit !== undefined && { unit }),
      };
    });
  } catch {
    return [];
  }
}

const INFO = new Map<string, CalculatorInfo>(
  catalogue.map((tool) => [tool.name, { tool, inputs: inputsOf(tool), results: resultsOf(tool) }]),
);

/** What the layer knows of the calculator named `name`. */
export function calculatorInfo(name: string): CalculatorInfo {
  const info = INFO.get(name);
  if (info === undefined) throw new Error(`no calculator named ${name}`);
  return info;
}

/** Every calculator of the catalogue. */
export function allCalculators(): readonly CalculatorInfo[] {
  return [...INFO.values()];
}
