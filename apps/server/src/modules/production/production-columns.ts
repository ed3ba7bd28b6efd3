import type { GasUnit, LiquidUnit } from '@petrosage/contracts/analysis-card';
import type { ExtractedTable, TableCell } from '@petrosage/contracts/files';
import { CUBIC_METRES_PER_BARREL, METRES_PER_FOOT } from '@petrosage/oilfield/constants';
import { ToolInputError } from '../assistant/assistant-tool';

/**
 * Finding production data in a parsed table: the date column and the oil, gas and water columns,
 * recognised by the names and units people give them (`Oil (bbl/d)`, `BOPD`, `Gas MCF`,
 * `Water BW`, `Gas (MMcf/month)`…). A column's unit says whether it holds daily rates or volumes
 * per period, and the factor to barrels (oil, water) or Mcf (gas). When two columns could be the
 * same stream, or none is found, the caller is asked which one instead of guessing.
 */

export type Stream = 'oil' | 'gas' | 'water';
export const STREAMS: readonly Stream[] = ['oil', 'gas', 'water'];

/** How a column states its values: per day, per period (month, day…), or not said. */
export type ValueBasis = 'rate' | 'volume' | 'unknown';

/** A column recognised as one stream. */
export interface StreamColumn {
  stream: Stream;
  /** Position in the table. */
  index: number;
  /** The header as written. */
  name: string;
  basis: ValueBasis;
  /** Multiplies a value into barrels (oil, water) or Mcf (gas). */
  factor: number;
  /** The unit read from the header (`bbl`, `Mcf`, `MMcf`, `m³`), or undefined when none was given. */
  unit: string | undefined;
}

/** The columns of a table that hold production data. */
export interface ProductionLayout {
  table: ExtractedTable;
  dateIndex: number;
  columns: Partial<Record<Stream, StreamColumn>>;
}

/** The options that can settle what recognition could not. */
export type ColumnOption = 'date_column' | 'oil_column' | 'gas_column' | 'water_column';
export type ProductionOption = ColumnOption | 'sheet' | 'well';

/**
 * A question the analysis needs answered before it can run (which column, which sheet, which
 * well). Its message tells a model which input to set; `option` and `choices` let the offline
 * engine ask the user and read the answer.
 */
export class ProductionQuestion extends ToolInputError {
  constructor(
    message: string,
    readonly option: ProductionOption,
    readonly choices: readonly string[],
    /** What is asked, for people: `oil production`, `dates`, `sheet`, `well`. */
    readonly subject: string,
  ) {
    super(message);
    this.name = 'ProductionQuestion';
  }
}

/** Lower case, separators as spaces, `m³` as `m3`: `Oil_Prod (BBL/Month)` → `oil prod (bbl/month)`. */
export function normaliseHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/³/g, '3')
    .replace(/[_.\-–]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Columns that mention a stream but are not its production (ratios, totals, prices, pressures). */
const NOT_A_STREAM =
  /\b(cum|cuml|cumulative|to date|inj|injection|injected|inject|cut|gor|wor|cgr|ratio|yield|price|prices|revenue|income|cost|costs|usd|pressure|psi|psig|psia|kpa|temp|temperature|api|gravity|sg|density|hours|hrs|days|day on|choke|tubing|casing|lift|disposal|flared|flare|vented|fuel|used|lost|boe|gas equivalent|forecast|fcst|type curve)\b|\$|%/;

const STREAM_WORDS: Record<Stream, RegExp> = {
  oil: /\b(oil|bopd|bopm|bo|stb|stbd|stb\/d|crude)\b/,
  gas: /\b(gas|mcf|mcfd|mscf|mscfd|mmcf|mmcfd|mmscf|mmscfd|scf|scfd|kcf|e3m3|bcf)\b/,
  water: /\b(water|wtr|bwpd|bwpm|bw|h2o)\b/,
};

const RATE_WORDS =
  /(\/\s*d\b|\/\s*day\b|\bper day\b|\bpd\b|\bbpd\b|\bbopd\b|\bbwpd\b|\bmcfd\b|\bmscfd\b|\bmmcfd\b|\bmmscfd\b|\bscfd\b|\bstbd\b|\bb\/d\b|\bdaily\b|\brate\b|\brates\b|\bd\)|\bavg\b|\baverage\b)/;
const VOLUME_WORDS =
  /(\/\s*mo\b|\/\s*mon\b|\/\s*month\b|\bper month\b|\bmonthly\b|\bvolume\b|\bvol\b|\bvols\b|\bprod\b|\bproduction\b|\bproduced\b|\bbopm\b|\bbwpm\b|\bbo\b|\bbw\b|\bbbls?\b|\bstb\b|\bmcf\b|\bmscf\b|\bmmcf\b|\bmmscf\b|\bscf\b|\bkcf\b|\bbcf\b|\bm3\b|\be3m3\b)/;

const CUBIC_FEET_PER_CUBIC_METRE = 1 / METRES_PER_FOOT ** 3;

/** The factor into bbl (liquids) or Mcf (gas) and the unit named in a header. */
function unitOf(stream: Stream, header: string): { factor: number; unit: string | undefined } {
  if (stream === 'gas') {
    if (/\b(mmcf|mmscf|mmcfd|mmscfd)\b/.test(header)) return { factor: 1000, unit: 'MMcf' };
    if (/\bbcf\b/.test(header)) return { factor: 1e6, unit: 'Bcf' };
    if (/\b(e3m3|10\^3 ?m3|km3|thousand m3)\b/.test(header)) {
      return { factor: CUBIC_FEET_PER_CUBIC_METRE, unit: '10³ m³' };
    }
    if (/\b(s?m3)\b/.test(header)) return { factor: CUBIC_FEET_PER_CUBIC_METRE / 1000, unit: 'm³' };
    if (/\b(mcf|mscf|mcfd|mscfd|kcf)\b/.test(header)) return { factor: 1, unit: 'Mcf' };
    if (/\b(scf|scfd)\b/.test(header)) return { factor: 0.001, unit: 'scf' };
    return { factor: 1, unit: undefined };
  }
  if (/\b(mbbl|mbbls|kbbl|kbbls|mbo|mbw)\b/.test(header)) return { factor: 1000, unit: 'Mbbl' };
  if (/\b(s?m3)\b/.test(header)) return { factor: 1 / CUBIC_METRES_PER_BARREL, unit: 'm³' };
  if (/\b(bbl|bbls|bo|bw|bopd|bwpd|bopm|bwpm|stb|stbd|b\/d)\b/.test(header)) {
    return { factor: 1, unit: 'bbl' };
  }
  return { factor: 1, unit: undefined };
}

/** What a header says about a column, or undefined when it names no single stream. */
export function classifyHeader(name: string): Omit<StreamColumn, 'index' | 'name'> | undefined {
  const header = normaliseHeader(name);
  if (NOT_A_STREAM.test(header)) return undefined;
  const streams = STREAMS.filter((stream) => STREAM_WORDS[stream].test(header));
  // `Oil + water`, `gas/oil`: a total or a ratio, not one stream.
  if (streams.length !== 1) return undefined;
  const stream = streams[0] as Stream;
  const basis: ValueBasis = RATE_WORDS.test(header)
    ? 'rate'
    : VOLUME_WORDS.test(header)
      ? 'volume'
      : 'unknown';
  return { stream, basis, ...unitOf(stream, header) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/;

export function isIsoDate(cell: TableCell): cell is string {
  return typeof cell === 'string' && ISO_DATE.test(cell);
}

/** Share of a column's filled cells that satisfy `test`; 0 for an empty column. */
function shareOf(table: ExtractedTable, index: number, test: (cell: TableCell) => boolean): number {
  let filled = 0;
  let passing = 0;
  for (const row of table.rows) {
    const cell = row[index] ?? null;
    if (cell === null || cell === '') continue;
    filled += 1;
    if (test(cell)) passing += 1;
  }
  return filled === 0 ? 0 : passing / filled;
}

/** A few text cells (`SI`, `n/a`, `down`) do not stop a column of numbers from being one. */
const MOSTLY = 0.8;

function isNumericColumn(table: ExtractedTable, index: number): boolean {
  return (
    table.column_types[index] === 'number' ||
    shareOf(table, index, (cell) => typeof cell === 'number') >= MOSTLY
  );
}

function isDateColumn(table: ExtractedTable, index: number): boolean {
  return table.column_types[index] === 'date' || shareOf(table, index, isIsoDate) >= MOSTLY;
}

/** `Oil (bbl)` as the user can name it back: its header. */
function quoted(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

/** Resolves a column named by the caller: its header (any case) or its 1-based number. */
export function findColumn(table: ExtractedTable, wanted: string, option: ColumnOption): number {
  const target = wanted.trim().toLowerCase();
  const byName = table.columns.findIndex((column) => column.trim().toLowerCase() === target);
  if (byName !== -1) return byName;
  if (/^\d{1,3}$/.test(target)) {
    const position = Number(target);
    if (position >= 1 && position <= table.columns.length) return position - 1;
  }
  throw new ToolInputError(
    `${option}: ${table.name} has no column named "${wanted}". Its columns are ${quoted(table.columns)}.`,
  );
}

const DATE_NAMES = /\b(date|month|period|time|day|prod date|production date|report date)\b/;
const STREAM_SUBJECT: Record<Stream, string> = {
  oil: 'oil production',
  gas: 'gas production',
  water: 'water production',
};

export interface ColumnChoices {
  date_column?: string | undefined;
  oil_column?: string | undefined;
  gas_column?: string | undefined;
  water_column?: string | undefined;
  /** The unit a stream's values are in, over what its header says (`LIQUID_UNITS`, `GAS_UNITS`). */
  oil_unit?: LiquidUnit | undefined;
  gas_unit?: GasUnit | undefined;
  water_unit?: LiquidUnit | undefined;
}

/** A unit chosen by the caller: the factor into bbl (liquids) or Mcf (gas), and how it reads. */
const LIQUID_FACTORS: Record<LiquidUnit, { factor: number; unit: string }> = {
  bbl: { factor: 1, unit: 'bbl' },
  Mbbl: { factor: 1000, unit: 'Mbbl' },
  m3: { factor: 1 / CUBIC_METRES_PER_BARREL, unit: 'm³' },
};
const GAS_FACTORS: Record<GasUnit, { factor: number; unit: string }> = {
  Mcf: { factor: 1, unit: 'Mcf' },
  MMcf: { factor: 1000, unit: 'MMcf' },
  Bcf: { factor: 1e6, unit: 'Bcf' },
  scf: { factor: 0.001, unit: 'scf' },
  m3: { factor: CUBIC_FEET_PER_CUBIC_METRE / 1000, unit: 'm³' },
  e3m3: { factor: CUBIC_FEET_PER_CUBIC_METRE, unit: '10³ m³' },
};

/** The unit id (`LIQUID_UNITS`, `GAS_UNITS`) of a unit as a reading names it: `m³` → `m3`. */
export function unitId(unit: string): string {
  if (unit === 'm³') return 'm3';
  if (unit === '10³ m³') return 'e3m3';
  return unit;
}

/** The column with the unit the caller chose for its stream, when one was chosen. */
function withChosenUnit(column: StreamColumn, choices: ColumnChoices): StreamColumn {
  const { stream } = column;
  const liquid = stream === 'oil' ? choices.oil_unit : choices.water_unit;
  const chosen =
    stream === 'gas'
      ? choices.gas_unit && GAS_FACTORS[choices.gas_unit]
      : liquid && LIQUID_FACTORS[liquid];
  return chosen ? { ...column, ...chosen } : column;
}

function chooseDate(table: ExtractedTable, chosen: string | undefined): number {
  if (chosen !== undefined) {
    const index = findColumn(table, chosen, 'date_column');
    if (!isDateColumn(table, index)) {
      throw new ToolInputError(
        `date_column: the column \`${table.columns[index] ?? chosen}\` of ${table.name} does not hold dates.`,
      );
    }
    return index;
  }
  const dates = table.columns
    .map((_, index) => index)
    .filter((index) => isDateColumn(table, index));
  if (dates.length === 0) {
    throw new ProductionQuestion(
      `${table.name} has no column of dates (its columns are ${quoted(table.columns)}); a decline analysis needs the date of each rate. Set date_column if one of them holds dates.`,
      'date_column',
      table.columns,
      'dates',
    );
  }
  if (dates.length === 1) return dates[0] as number;
  const named = dates.filter((index) =>
    DATE_NAMES.test(normaliseHeader(table.columns[index] ?? '')),
  );
  if (named.length === 1) return named[0] as number;
  const choices = (named.length > 1 ? named : dates).map((index) => table.columns[index] ?? '');
  throw new ProductionQuestion(
    `${table.name} has several date columns (${quoted(choices)}). Set date_column to the one the rates belong to.`,
    'date_column',
    choices,
    'dates',
  );
}

/**
 * Recognises the production columns of `table`, honouring columns the caller named. Throws a
 * ProductionQuestion when a stream has two candidates, or when there is no oil or gas column.
 */
export function recogniseColumns(
  table: ExtractedTable,
  choices: ColumnChoices = {},
): ProductionLayout {
  const dateIndex = chooseDate(table, choices.date_column);
  const columns: Partial<Record<Stream, StreamColumn>> = {};
  const taken = new Set<number>([dateIndex]);

  // Columns the caller named first: they are never questioned.
  for (const stream of STREAMS) {
    const wanted = choices[`${stream}_column`];
    if (wanted === undefined) continue;
    const index = findColumn(table, wanted, `${stream}_column`);
    const name = table.columns[index] ?? wanted;
    if (!isNumericColumn(table, index)) {
      throw new ToolInputError(
        `${stream}_column: the column \`${name}\` of ${table.name} does not hold numbers.`,
      );
    }
    const read = classifyHeader(name);
    const unit =
      read?.stream === stream ? read : { basis: 'unknown' as const, factor: 1, unit: undefined };
    columns[stream] = {
      stream,
      index,
      name,
      basis: unit.basis,
      factor: unit.factor,
      unit: unit.unit,
    };
    taken.add(index);
  }

  for (const stream of STREAMS) {
    if (columns[stream]) continue;
    const candidates: StreamColumn[] = [];
    table.columns.forEach((name, index) => {
      if (taken.has(index) || !isNumericColumn(table, index)) return;
      const read = classifyHeader(name);
      if (read?.stream === stream) candidates.push({ ...read, index, name });
    });
    if (candidates.length > 1) {
      const names = candidates.map((candidate) => candidate.name);
      throw new ProductionQuestion(
        `Several columns of ${table.name} could be the ${STREAM_SUBJECT[stream]}: ${quoted(names)}. Set ${stream}_column to the one to analyse (ask the user if unsure).`,
        `${stream}_column`,
        names,
        STREAM_SUBJECT[stream],
      );
    }
    if (candidates[0]) columns[stream] = candidates[0];
  }

  if (!columns.oil && !columns.gas) {
    // Columns that could hold it: numbers whose header is not a pressure, a price, a ratio…
    const candidates = table.columns.filter(
      (name, index) =>
        !taken.has(index) &&
        isNumericColumn(table, index) &&
        !NOT_A_STREAM.test(normaliseHeader(name)),
    );
    throw new ProductionQuestion(
      candidates.length === 0
        ? `No column of ${table.name} holds oil, gas or water production (its columns are ${quoted(table.columns)}).`
        : `No column of ${table.name} is named as oil or gas production (its columns of numbers are ${quoted(candidates)}). Set oil_column (or gas_column) to the one that holds it.`,
      'oil_column',
      candidates,
      STREAM_SUBJECT.oil,
    );
  }
  for (const stream of STREAMS) {
    const column = columns[stream];
    if (column) columns[stream] = withChosenUnit(column, choices);
  }
  return { table, dateIndex, columns };
}

/** Whether a table looks like production data at all: dates and an oil or gas column. */
export function looksLikeProduction(table: ExtractedTable): boolean {
  if (!table.columns.some((_, index) => isDateColumn(table, index))) return false;
  return table.columns.some((name, index) => {
    const read = classifyHeader(name);
    return (read?.stream === 'oil' || read?.stream === 'gas') && isNumericColumn(table, index);
  });
}
