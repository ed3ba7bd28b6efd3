import {
  convertTemperature,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  UNIT_DEFINITIONS,
  type UnitName,
} from '@petrosage/oilfield';

/**
 * Oilfield unit conversions parsed from plain English ("convert 250 psi to bar", "how many m3 is
 * 1,000 bbl", "500 bbl/d in m3/d", "180 °F to C"). Pure functions: the offline engine's
 * conversion skill is a thin wrapper around `findConversions` and `formatConversions`.
 *
 * Every factor comes from the sourced unit registry of `@petrosage/oilfield` (NIST SP 811;
 * oilfield reference C13): this file adds the spellings engineers type and the usual
 * counterparts of each unit. Time bases: month = 30.4375 d, year = 365.25 d.
 */

/** The kinds of quantity the converter knows; only units of one kind convert into each other. */
export type Dimension =
  'volume' | 'rate' | 'pressure' | 'length' | 'temperature' | 'density' | 'gradient' | 'energy';

const DIMENSION_NAMES: Record<Dimension, string> = {
  volume: 'a volume',
  rate: 'a flow rate',
  pressure: 'a pressure',
  length: 'a length',
  temperature: 'a temperature',
  density: 'a density',
  gradient: 'a pressure gradient',
  energy: 'an energy',
};

type UnitSystem = 'field' | 'metric';
type PressureReference = 'gauge' | 'absolute';
type TemperatureScale = 'F' | 'C' | 'K' | 'R';

/** A unit: its display symbol and its factor to the dimension's base unit. */
export interface Unit {
  id: string;
  symbol: string;
  dimension: Dimension;
  system: UnitSystem;
  /** Base units per one of this unit (m³, m³/d, Pa, m, kg/m³, Pa/m, J); unused for temperature. */
  toBase: number;
  /** For temperatures. */
  scale?: TemperatureScale;
  /** A standard gas volume (scf, Mcf…): the answer then carries the pressure-base note. */
  gas?: boolean;
  /** "M" means thousand here (Mcf, Mbbl), a classic source of 1,000× errors. */
  romanM?: boolean;
  /** A liquid's specific gravity: relative to water, which the answer says. */
  relativeToWater?: boolean;
}

interface UnitEntry extends Unit {
  aliases: string[];
  /** Units the bare "convert X" defaults to. */
  defaults: string[];
  /** Only recognised right after a number ("5 in", never "how many m3 in …"). */
  quantityOnlyAliases?: string[];
}

/** The unit's factor to its SI base unit, from the registry. */
function si(name: UnitName): number {
  return UNIT_DEFINITIONS[name].toSi;
}

const ATM = si('atm');

const unitEntries: UnitEntry[] = [
  // Volume (base m³)
  {
    id: 'bbl',
    symbol: 'bbl',
    dimension: 'volume',
    system: 'field',
    toBase: si('bbl'),
    aliases: ['bbl', 'bbls', 'barrel', 'barrels', 'stb', 'rb'],
    defaults: ['m3'],
  },
  {
    id: 'mbbl',
    symbol: 'Mbbl',
    dimension: 'volume',
    system: 'field',
    toBase: si('Mbbl'),
    romanM: true,
    aliases: ['mbbl', 'mbbls', 'mstb', 'thousand barrels'],
    defaults: ['m3'],
  },
  {
    id: 'mmbbl',
    symbol: 'MMbbl',
    dimension: 'volume',
    system: 'field',
    toBase: si('MMbbl'),
    romanM: true,
    aliases: ['mmbbl', 'mmbbls', 'mmstb', 'million barrels'],
    defaults: ['e3m3'],
  },
  {
    id: 'gal',
    symbol: 'US gal',
    dimension: 'volume',
    system: 'field',
    toBase: si('gal'),
    aliases: ['gal', 'gals', 'gallon', 'gallons', 'us gal', 'us gallons'],
    defaults: ['l'],
  },
  {
    id: 'ft3',
    symbol: 'ft³',
    dimension: 'volume',
    system: 'field',
    toBase: si('ft3'),
    aliases: ['ft3', 'cu ft', 'cubic foot', 'cubic feet', 'cf'],
    defaults: ['m3'],
  },
  {
    id: 'scf',
    symbol: 'scf',
    dimension: 'volume',
    system: 'field',
    toBase: si('scf'),
    gas: true,
    aliases: ['scf', 'standard cubic feet', 'standard cubic foot'],
    defaults: ['m3'],
  },
  {
    id: 'mcf',
    symbol: 'Mcf',
    dimension: 'volume',
    system: 'field',
    toBase: si('Mcf'),
    gas: true,
    romanM: true,
    aliases: ['mcf', 'mscf'],
    defaults: ['m3'],
  },
  {
    id: 'mmcf',
    symbol: 'MMcf',
    dimension: 'volume',
    system: 'field',
    toBase: si('MMcf'),
    gas: true,
    romanM: true,
    aliases: ['mmcf', 'mmscf'],
    defaults: ['e3m3'],
  },
  {
    id: 'bcf',
    symbol: 'Bcf',
    dimension: 'volume',
    system: 'field',
    toBase: si('Bcf'),
    gas: true,
    aliases: ['bcf', 'bscf'],
    defaults: ['e6m3'],
  },
  {
    id: 'm3',
    symbol: 'm³',
    dimension: 'volume',
    system: 'metric',
    toBase: si('m3'),
    aliases: [
      'm3',
      'cubic meter',
      'cubic meters',
      'cubic metre',
      'cubic metres',
      'cu m',
      'sm3',
      'cbm',
    ],
    defaults: ['bbl'],
  },
  {
    id: 'e3m3',
    symbol: '× 10³ m³',
    dimension: 'volume',
    system: 'metric',
    toBase: si('e3m3'),
    aliases: ['e3m3', '10^3 m3', 'thousand cubic meters', 'thousand cubic metres'],
    defaults: ['mmcf'],
  },
  {
    id: 'e6m3',
    symbol: '× 10⁶ m³',
    dimension: 'volume',
    system: 'metric',
    toBase: si('e6m3'),
    aliases: ['e6m3', '10^6 m3', 'million cubic meters', 'million cubic metres'],
    defaults: ['bcf'],
  },
  {
    id: 'l',
    symbol: 'L',
    dimension: 'volume',
    system: 'metric',
    toBase: si('L'),
    aliases: ['l', 'liter', 'liters', 'litre', 'litres'],
    defaults: ['gal'],
  },
  // Pressure (base Pa)
  {
    id: 'psi',
    symbol: 'psi',
    dimension: 'pressure',
    system: 'field',
    toBase: si('psi'),
    aliases: ['psi', 'psia', 'psig', 'lbf/in2', 'pounds per square inch'],
    defaults: ['kpa', 'bar'],
  },
  {
    id: 'kpa',
    symbol: 'kPa',
    dimension: 'pressure',
    system: 'metric',
    toBase: si('kPa'),
    aliases: ['kpa', 'kpaa', 'kpag', 'kilopascal', 'kilopascals'],
    defaults: ['psi'],
  },
  {
    id: 'mpa',
    symbol: 'MPa',
    dimension: 'pressure',
    system: 'metric',
    toBase: si('MPa'),
    aliases: ['mpa', 'mpaa', 'mpag', 'megapascal', 'megapascals'],
    defaults: ['psi'],
  },
  {
    id: 'bar',
    symbol: 'bar',
    dimension: 'pressure',
    system: 'metric',
    toBase: si('bar'),
    aliases: ['bar', 'bars', 'bara', 'barg'],
    defaults: ['psi'],
  },
  {
    id: 'atm',
    symbol: 'atm',
    dimension: 'pressure',
    system: 'metric',
    toBase: si('atm'),
    aliases: ['atm', 'atmosphere', 'atmospheres'],
    defaults: ['psi', 'kpa'],
  },
  {
    id: 'pa',
    symbol: 'Pa',
    dimension: 'pressure',
    system: 'metric',
    toBase: si('Pa'),
    aliases: ['pa', 'pascal', 'pascals'],
    defaults: ['psi'],
  },
  {
    id: 'kgcm2',
    symbol: 'kgf/cm²',
    dimension: 'pressure',
    system: 'metric',
    toBase: si('kg/cm2'),
    aliases: ['kgf/cm2', 'kg/cm2', 'ksc'],
    defaults: ['psi', 'bar'],
  },
  // Length (base m)
  {
    id: 'ft',
    symbol: 'ft',
    dimension: 'length',
    system: 'field',
    toBase: si('ft'),
    aliases: ['ft', 'feet', 'foot'],
    // 12' 4" (a foot mark only after a number).
    quantityOnlyAliases: ["'", '’', '′'],
    defaults: ['m'],
  },
  {
    id: 'in',
    symbol: 'in',
    dimension: 'length',
    system: 'field',
    toBase: si('in'),
    aliases: ['inch', 'inches'],
    quantityOnlyAliases: ['in', 'in.', '"', '”', '″'],
    defaults: ['mm'],
  },
  {
    id: 'mi',
    symbol: 'mi',
    dimension: 'length',
    system: 'field',
    toBase: si('mi'),
    aliases: ['mi', 'mile', 'miles'],
    defaults: ['km'],
  },
  {
    id: 'm',
    symbol: 'm',
    dimension: 'length',
    system: 'metric',
    toBase: si('m'),
    aliases: ['m', 'meter', 'meters', 'metre', 'metres'],
    defaults: ['ft'],
  },
  {
    id: 'km',
    symbol: 'km',
    dimension: 'length',
    system: 'metric',
    toBase: si('km'),
    aliases: ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres'],
    defaults: ['mi'],
  },
  {
    id: 'cm',
    symbol: 'cm',
    dimension: 'length',
    system: 'metric',
    toBase: si('cm'),
    aliases: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
    defaults: ['in'],
  },
  {
    id: 'mm',
    symbol: 'mm',
    dimension: 'length',
    system: 'metric',
    toBase: si('mm'),
    aliases: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
    defaults: ['in'],
  },
  // Temperature (converted through kelvin)
  ...(
    [
      [
        'F',
        '°F',
        'field',
        ['°f', 'degf', 'deg f', 'degrees f', 'degree f', 'fahrenheit', 'f'],
        ['C'],
      ],
      [
        'C',
        '°C',
        'metric',
        ['°c', 'degc', 'deg c', 'degrees c', 'degree c', 'celsius', 'centigrade', 'c'],
        ['F'],
      ],
      ['K', 'K', 'metric', ['kelvin', 'kelvins', '°k', 'degk'], ['C']],
      ['R', '°R', 'field', ['°r', 'degr', 'deg r', 'degrees r', 'rankine'], ['F']],
    ] as const
  ).map(([scale, symbol, system, aliases, defaults]): UnitEntry => ({
    id: `temp_${scale}`,
    symbol,
    dimension: 'temperature',
    system,
    toBase: 1,
    scale,
    aliases: [...aliases],
    defaults: defaults.map((target) => `temp_${target}`),
  })),
  // Density (base kg/m³)
  {
    id: 'ppg',
    symbol: 'lb/gal',
    dimension: 'density',
    system: 'field',
    toBase: si('ppg'),
    aliases: ['ppg', 'lb/gal', 'lbm/gal', 'pounds per gallon'],
    defaults: ['kgm3', 'gcm3'],
  },
  {
    id: 'lbft3',
    symbol: 'lb/ft³',
    dimension: 'density',
    system: 'field',
    toBase: si('lb/ft3'),
    aliases: ['lb/ft3', 'lbm/ft3', 'pcf', 'pounds per cubic foot'],
    defaults: ['kgm3'],
  },
  {
    id: 'kgm3',
    symbol: 'kg/m³',
    dimension: 'density',
    system: 'metric',
    toBase: si('kg/m3'),
    aliases: ['kg/m3', 'kilograms per cubic meter', 'kilograms per cubic metre'],
    defaults: ['ppg'],
  },
  {
    id: 'gcm3',
    symbol: 'g/cm³',
    dimension: 'density',
    system: 'metric',
    toBase: si('g/cm3'),
    aliases: ['g/cm3', 'g/cc', 'gr/cc', 'kg/l'],
    defaults: ['ppg'],
  },
  {
    // A mud's or brine's specific gravity (a gas's, air = 1, is not a density: see findConversions).
    id: 'sg',
    symbol: 'SG',
    dimension: 'density',
    system: 'metric',
    toBase: si('g/cm3'),
    relativeToWater: true,
    aliases: ['specific gravity', 'sg'],
    quantityOnlyAliases: ['s.g.', 's.g'],
    defaults: ['ppg', 'kgm3'],
  },
  // Pressure gradient (base Pa/m)
  {
    id: 'psift',
    symbol: 'psi/ft',
    dimension: 'gradient',
    system: 'field',
    toBase: si('psi/ft'),
    aliases: ['psi/ft', 'psi per foot', 'psi per ft'],
    defaults: ['kpam'],
  },
  {
    id: 'psi100ft',
    symbol: 'psi/100 ft',
    dimension: 'gradient',
    system: 'field',
    toBase: si('psi/100ft'),
    aliases: ['psi/100 ft', 'psi/100ft', 'psi per 100 ft', 'psi per 100 feet'],
    defaults: ['kpam'],
  },
  {
    id: 'kpam',
    symbol: 'kPa/m',
    dimension: 'gradient',
    system: 'metric',
    toBase: si('kPa/m'),
    aliases: ['kpa/m', 'kpa per meter', 'kpa per metre'],
    defaults: ['psift'],
  },
  {
    id: 'barm',
    symbol: 'bar/m',
    dimension: 'gradient',
    system: 'metric',
    toBase: si('bar/m'),
    aliases: ['bar/m'],
    defaults: ['psift'],
  },
  // Energy (base J)
  {
    id: 'btu',
    symbol: 'Btu',
    dimension: 'energy',
    system: 'field',
    toBase: si('Btu'),
    aliases: ['btu', 'btus'],
    defaults: ['kj'],
  },
  {
    id: 'mmbtu',
    symbol: 'MMBtu',
    dimension: 'energy',
    system: 'field',
    toBase: si('MMBtu'),
    romanM: true,
    aliases: ['mmbtu', 'mmbtus'],
    defaults: ['gj'],
  },
  {
    id: 'therm',
    symbol: 'therm',
    dimension: 'energy',
    system: 'field',
    toBase: si('therm'),
    aliases: ['therm', 'therms'],
    defaults: ['mj'],
  },
  {
    id: 'kj',
    symbol: 'kJ',
    dimension: 'energy',
    system: 'metric',
    toBase: si('kJ'),
    aliases: ['kj', 'kilojoule', 'kilojoules'],
    defaults: ['btu'],
  },
  {
    id: 'mj',
    symbol: 'MJ',
    dimension: 'energy',
    system: 'metric',
    toBase: si('MJ'),
    aliases: ['mj', 'megajoule', 'megajoules'],
    defaults: ['btu'],
  },
  {
    id: 'gj',
    symbol: 'GJ',
    dimension: 'energy',
    system: 'metric',
    toBase: si('GJ'),
    aliases: ['gj', 'gigajoule', 'gigajoules'],
    defaults: ['mmbtu'],
  },
  {
    id: 'kwh',
    symbol: 'kWh',
    dimension: 'energy',
    system: 'metric',
    toBase: si('kWh'),
    aliases: ['kwh', 'kilowatt hour', 'kilowatt hours', 'kilowatt-hour', 'kilowatt-hours'],
    defaults: ['btu'],
  },
];

/** Time bases of flow rates, in days. */
const TIME_BASES: { symbol: string; word: string; days: number; suffixes: string[] }[] = [
  { symbol: 'd', word: 'day', days: 1, suffixes: ['/d', '/day', ' per day', ' a day', 'pd'] },
  { symbol: 'h', word: 'hour', days: 1 / 24, suffixes: ['/h', '/hr', '/hour', ' per hour', 'ph'] },
  { symbol: 'min', word: 'minute', days: 1 / 1440, suffixes: ['/min', '/minute', ' per minute'] },
  {
    symbol: 's',
    word: 'second',
    days: 1 / 86_400,
    suffixes: ['/s', '/sec', '/second', ' per second'],
  },
  {
    symbol: 'month',
    word: 'month',
    days: DAYS_PER_MONTH,
    suffixes: ['/mo', '/month', ' per month', ' a month'],
  },
  {
    symbol: 'yr',
    word: 'year',
    days: DAYS_PER_YEAR,
    suffixes: ['/yr', '/year', ' per year', ' a year'],
  },
];

/** Volume units that take a time base, and their extra rate-only spellings. */
const RATE_VOLUMES: Record<string, { symbol?: string; extra: Record<string, string[]> }> = {
  bbl: { extra: { d: ['bpd', 'bopd', 'bwpd', 'bfpd', 'blpd', 'b/d', 'stb/d', 'bbl/d'] } },
  mbbl: { extra: {} },
  gal: { extra: { min: ['gpm'], h: ['gph'], d: ['gpd'] } },
  ft3: { extra: {} },
  scf: { extra: { d: ['scfd', 'scf/d'] } },
  mcf: { extra: { d: ['mcfd', 'mscfd', 'mcf/d'] } },
  mmcf: { extra: { d: ['mmcfd', 'mmscfd', 'mmcf/d'] } },
  bcf: { extra: { d: ['bcfd', 'bcf/d'] } },
  m3: { extra: {} },
  e3m3: { extra: {} },
  e6m3: { extra: {} },
  l: { extra: { min: ['lpm', 'l/min'], s: ['l/s'] } },
};

/** Short spellings of the volume part of a rate (`bbl/d`, `m3/d`; never `cubic meters/d`). */
function rateStems(entry: UnitEntry): string[] {
  return entry.aliases.filter((alias) => !alias.includes(' ') || alias === 'us gal');
}

function buildRateUnits(): UnitEntry[] {
  const rates: UnitEntry[] = [];
  for (const [volumeId, spec] of Object.entries(RATE_VOLUMES)) {
    const volume = unitEntries.find((entry) => entry.id === volumeId);
    if (!volume) continue;
    for (const time of TIME_BASES) {
      const aliases = new Set<string>();
      for (const stem of rateStems(volume)) {
        for (const suffix of time.suffixes) {
          // "pd"/"ph" only glue onto one-word stems: "bblpd" yes, "us galpd" no.
          if (suffix.length === 2 && stem.includes(' ')) continue;
          aliases.add(`${stem}${suffix}`);
        }
      }
      for (const word of ['barrels', 'gallons', 'cubic meters', 'cubic metres', 'cubic feet']) {
        if (volume.aliases.includes(word)) {
          aliases.add(`${word} per ${time.word}`);
          aliases.add(`${word} a ${time.word}`);
        }
      }
      for (const extra of spec.extra[time.symbol] ?? []) aliases.add(extra);
      rates.push({
        id: `${volume.id}/${time.symbol}`,
        symbol: `${spec.symbol ?? volume.symbol}/${time.symbol}`,
        dimension: 'rate',
        system: volume.system,
        toBase: volume.toBase / time.days,
        gas: volume.gas,
        romanM: volume.romanM,
        aliases: [...aliases],
        defaults: volume.defaults.map((target) => `${target}/${time.symbol}`),
      });
    }
  }
  return rates;
}

const allUnits: UnitEntry[] = [...unitEntries, ...buildRateUnits()];
const unitsById = new Map(allUnits.map((unit) => [unit.id, unit]));

/** The unit with this id (`bbl`, `m3/d`, `temp_F`…). */
export function unitById(id: string): Unit | undefined {
  return unitsById.get(id);
}

interface AliasEntry {
  unit: UnitEntry;
  alias: string;
  quantityOnly: boolean;
  reference?: PressureReference;
}

function pressureReference(alias: string): PressureReference | undefined {
  if (/^(psig|barg|kpag|mpag)$/.test(alias)) return 'gauge';
  if (/^(psia|bara|kpaa|mpaa)$/.test(alias)) return 'absolute';
  return undefined;
}

const aliasEntries: AliasEntry[] = allUnits.flatMap((unit) => [
  ...unit.aliases.map((alias) => ({
    unit,
    alias,
    quantityOnly: false,
    reference: pressureReference(alias),
  })),
  ...(unit.quantityOnlyAliases ?? []).map((alias) => ({ unit, alias, quantityOnly: true })),
]);
const aliasLookup = new Map(aliasEntries.map((entry) => [entry.alias, entry]));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// Longest first, so "mmcf/d" wins over "mmcf" and "m3" over "m".
const aliasPattern = [...aliasLookup.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

const NUMBER = String.raw`-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:e[-+]?\d+)?|-?\.\d+`;
const MULTIPLIER = String.raw`thousand|million|billion`;
const BEFORE_UNIT = String.raw`(?<![a-z0-9°'/])`;
// A unit followed by "/" is part of a ratio we do not know ("rb/stb", "bbl/mmcf"): not a unit.
const AFTER_UNIT = String.raw`(?![a-z0-9/])`;
const quantityRegex = new RegExp(
  String.raw`(?<![\w.,])(${NUMBER})\s*(?:(${MULTIPLIER})\s+)?(${aliasPattern})${AFTER_UNIT}`,
  'g',
);
const articleQuantityRegex = new RegExp(
  String.raw`\b(a|an|one)\s+(${aliasPattern})${AFTER_UNIT}`,
  'g',
);
const unitRegex = new RegExp(`${BEFORE_UNIT}(${aliasPattern})${AFTER_UNIT}`, 'g');

const MULTIPLIERS: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** Words that make two bare units a conversion request ("bbl to m3 conversion factor"). */
const CONVERSION_INTENT = /\b(convert|conversion|converted|how many)\b/;
/** "convert 250 psi": the word right before the number asks for the usual counterparts. */
const CONVERT_BEFORE = /\b(convert|conversion of)\s*$/;
/** "1,000 bbl in metric": a unit system right after the quantity does too. */
const SYSTEM_AFTER =
  /^\s*(to|in|into|as)\s+(metric|si|si units|field units|oilfield units|imperial|us units)\b/;
/**
 * "convert 10 ppg mud weight to a gradient", "0.85 SG to API gravity": a quantity named after
 * "to"/"into" that is no unit asks for a calculation, not a conversion to default units.
 */
const NAMED_TARGET = /^\s*(?:[a-z-]+\s+){0,3}?(?:to|into)\s+(?:an?\s+|the\s+)?([a-z][a-z-]*)/;
/** "100 psi to m3": a unit right after "to"/"in" is the requested target, whatever its kind. */
const TARGET_AFTER = /^\s*(to|in|into|as)\s*$/;
/**
 * The words between a quantity and a unit after it that make the unit its target ("250 psi to
 * bar", "100 psi and 250 psi in kPa", "15 bbl = ? m3"): a connector last, within one sentence —
 * "36 in x 10 ft separator, the gas meter run" names equipment, not a unit to convert to.
 */
const LEADS_TO_TARGET = /(?:\b(?:to|in|into|as)|=|→|->)\s*\??\s*$/;
const SENTENCE_END = /[;!?]|\.(?!\d)/;

/** "barrels of oil equivalent": an energy equivalence (the BOE calculator's), not a unit. */
const EQUIVALENT = /^\s*(?:of\s+)?(?:oil\s+)?equivalent\b/;

function leadsToTarget(between: string): boolean {
  const connector = LEADS_TO_TARGET.exec(between);
  return connector !== null && !SENTENCE_END.test(between.slice(0, connector.index));
}

/** Lower-cases and canonicalises unit spellings (³ → 3, º → °, "° F" → "°f", spaces). */
function normaliseForUnits(text: string): string {
  return text
    .toLowerCase()
    .replace(/[³]/g, '3')
    .replace(/[²]/g, '2')
    .replace(/[º˚]/g, '°')
    .replace(/m\^3/g, 'm3')
    .replace(/\^2/g, '2')
    .replace(/°\s+/g, '°')
    .replace(/\s*\/\s*/g, '/')
    .replace(/[ \t]+/g, ' ');
}

interface UnitMention {
  entry: AliasEntry;
  start: number;
  end: number;
}

interface QuantityMention extends UnitMention {
  value: number;
  /** Where the number (or "a"/"one") starts. */
  numberStart: number;
  /** The quantity as written, when it is not one number and a unit ("12 ft 4 in"). */
  written?: string;
}

/** One conversion the user asked for. */
export interface ConversionRequest {
  value: number;
  /** The quantity as written, when it is not one number and a unit ("12 ft 4 in"). */
  written?: string;
  from: Unit;
  to: Unit;
  fromReference?: PressureReference;
  toReference?: PressureReference;
}

/** A conversion between units of different kinds ("psi to m3"): reported, not computed. */
export interface IncompatibleRequest {
  value: number;
  from: Unit;
  to: Unit;
}

/** Everything a message asks to convert. */
export interface ParsedConversions {
  conversions: ConversionRequest[];
  incompatible: IncompatibleRequest[];
}

function parseNumber(raw: string): number {
  return Number(raw.replace(/,/g, ''));
}

/**
 * "12 ft 4 in", "12 feet, 4 inches", "5 ft and 10 in": one length in feet, not two quantities (of
 * which only the first would be converted). The inches must follow the feet directly and be
 * under 12.
 */
function joinFeetAndInches(text: string, found: QuantityMention[]): QuantityMention[] {
  const joined: QuantityMention[] = [];
  for (let index = 0; index < found.length; index += 1) {
    const feet = found[index];
    const inches = found[index + 1];
    if (feet === undefined) continue;
    if (
      inches !== undefined &&
      feet.entry.unit.id === 'ft' &&
      inches.entry.unit.id === 'in' &&
      inches.value < 12 &&
      /^\s*(,|and)?\s*$/.test(text.slice(feet.end, inches.numberStart))
    ) {
      joined.push({
        ...feet,
        value: feet.value + (inches.value * inches.entry.unit.toBase) / feet.entry.unit.toBase,
        end: inches.end,
        written: `${formatNumber(feet.value)} ft ${formatNumber(inches.value)} in`,
      });
      index += 1;
      continue;
    }
    joined.push(feet);
  }
  return joined;
}

/** A gas's specific gravity (air = 1, "gas SG 0.65") is not a liquid density. */
function isGasGravity(entry: AliasEntry, text: string, at: number): boolean {
  return (
    entry.unit.relativeToWater === true &&
    /\bgas\b[^\d]*$/.test(text.slice(Math.max(0, at - 24), at))
  );
}

function findQuantities(text: string): QuantityMention[] {
  const found: QuantityMention[] = [];
  for (const match of text.matchAll(quantityRegex)) {
    const [whole, number, multiplier, alias] = match;
    const entry = alias === undefined ? undefined : aliasLookup.get(alias);
    if (number === undefined || entry === undefined) continue;
    if (isGasGravity(entry, text, match.index)) continue;
    const value = parseNumber(number) * (multiplier ? (MULTIPLIERS[multiplier] ?? 1) : 1);
    if (!Number.isFinite(value)) continue;
    const end = match.index + whole.length;
    found.push({ entry, value, start: end - (alias?.length ?? 0), end, numberStart: match.index });
  }
  if (found.length > 0) return joinFeetAndInches(text, found);
  for (const match of text.matchAll(articleQuantityRegex)) {
    const [whole, , alias] = match;
    const entry = alias === undefined ? undefined : aliasLookup.get(alias);
    if (entry === undefined || entry.quantityOnly) continue;
    const end = match.index + whole.length;
    found.push({
      entry,
      value: 1,
      start: end - (alias?.length ?? 0),
      end,
      numberStart: match.index,
    });
  }
  return found;
}

function findUnitMentions(text: string, taken: UnitMention[]): UnitMention[] {
  const mentions: UnitMention[] = [];
  for (const match of text.matchAll(unitRegex)) {
    const alias = match[1];
    const entry = alias === undefined ? undefined : aliasLookup.get(alias);
    if (entry === undefined || entry.quantityOnly || isGasGravity(entry, text, match.index)) {
      continue;
    }
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some((quantity) => start < quantity.end && end > quantity.start)) continue;
    mentions.push({ entry, start, end });
  }
  return mentions;
}

function sameUnitAndReference(from: AliasEntry, to: AliasEntry): boolean {
  return from.unit.id === to.unit.id && (from.reference ?? null) === (to.reference ?? null);
}

/**
 * The conversions `text` asks for. Each number-with-unit is paired with the nearest unit of the
 * same kind after it ("250 psi to bar"), else before it ("how many m3 is 1,000 bbl"). Without a
 * target, "convert 250 psi" or "1,000 bbl in metric" picks the usual counterparts. Anything
 * looser is left alone: a wrong conversion offered for an engineering question ("how many bbl/d
 * at 500 psi drawdown?") is worse than the honest "this needs a language model".
 */
export function findConversions(text: string): ParsedConversions {
  const normalised = normaliseForUnits(text);
  let quantities = findQuantities(normalised);
  let mentions = findUnitMentions(normalised, quantities);
  const intent = CONVERSION_INTENT.test(normalised);

  // "bbl to m3 factor", "how many gallons per barrel": no number, two units of a kind.
  if (quantities.length === 0 && intent && mentions.length >= 2) {
    const first = mentions[0];
    if (first) {
      quantities = [{ ...first, value: 1, numberStart: first.start }];
      mentions = mentions.slice(1);
      if (/\bhow many\b/.test(normalised)) {
        // "how many gallons (are) in a barrel": the unit asked for comes first.
        const target = first;
        const source = mentions.find(
          (mention) => mention.entry.unit.dimension === target.entry.unit.dimension,
        );
        if (source) {
          quantities = [{ ...source, value: 1, numberStart: source.start }];
          mentions = [target];
        }
      }
    }
  }

  const conversions: ConversionRequest[] = [];
  const incompatible: IncompatibleRequest[] = [];
  const used = new Set<UnitMention>();
  for (const quantity of quantities) {
    const { unit } = quantity.entry;
    const candidates = mentions.filter(
      (mention) =>
        !used.has(mention) &&
        !EQUIVALENT.test(normalised.slice(mention.end)) &&
        mention.entry.unit.dimension === unit.dimension &&
        !sameUnitAndReference(quantity.entry, mention.entry),
    );
    // "convert 100 psi and 250 psi to bar": a target after several quantities serves them all.
    const shared = mentions.find(
      (mention) =>
        used.has(mention) &&
        mention.start >= quantity.end &&
        mention.entry.unit.dimension === unit.dimension &&
        !sameUnitAndReference(quantity.entry, mention.entry),
    );
    const target =
      candidates.find(
        (mention) =>
          mention.start >= quantity.end &&
          leadsToTarget(normalised.slice(quantity.end, mention.start)),
      ) ??
      shared ??
      [...candidates].reverse().find((mention) => mention.end <= quantity.start);
    if (target) {
      used.add(target);
      conversions.push({
        value: quantity.value,
        ...(quantity.written !== undefined && { written: quantity.written }),
        from: unit,
        to: target.entry.unit,
        fromReference: quantity.entry.reference,
        toReference: target.entry.reference,
      });
      continue;
    }
    const following = mentions.find(
      (mention) => !used.has(mention) && mention.start >= quantity.end,
    );
    if (following && TARGET_AFTER.test(normalised.slice(quantity.end, following.start))) {
      incompatible.push({ value: quantity.value, from: unit, to: following.entry.unit });
      continue;
    }
    const after = normalised.slice(quantity.end);
    const named = NAMED_TARGET.exec(after);
    const namedNoUnit =
      named !== null &&
      !SYSTEM_AFTER.test(after) &&
      !mentions.some(
        (mention) => mention.start === quantity.end + named[0].length - (named[1] ?? '').length,
      );
    const asked =
      (CONVERT_BEFORE.test(normalised.slice(0, quantity.numberStart)) && !namedNoUnit) ||
      SYSTEM_AFTER.test(after);
    if (asked) {
      for (const id of quantity.entry.unit.defaults) {
        const to = unitsById.get(id);
        if (to) {
          conversions.push({
            value: quantity.value,
            ...(quantity.written !== undefined && { written: quantity.written }),
            from: unit,
            to,
            fromReference: quantity.entry.reference,
          });
        }
      }
    }
  }
  return { conversions, incompatible };
}

const REGISTRY_SCALES: Record<TemperatureScale, 'degF' | 'degC' | 'K' | 'degR'> = {
  F: 'degF',
  C: 'degC',
  K: 'K',
  R: 'degR',
};
const TEMPERATURE_FORMULAS: Record<string, string> = {
  'F>C': '°C = (°F − 32) × 5/9',
  'C>F': '°F = °C × 9/5 + 32',
  'C>K': 'K = °C + 273.15',
  'K>C': '°C = K − 273.15',
  'F>K': 'K = (°F + 459.67) × 5/9',
  'K>F': '°F = K × 9/5 − 459.67',
  'F>R': '°R = °F + 459.67',
  'R>F': '°F = °R − 459.67',
  'C>R': '°R = (°C + 273.15) × 9/5',
  'R>C': '°C = °R × 5/9 − 273.15',
  'K>R': '°R = K × 9/5',
  'R>K': 'K = °R × 5/9',
};

/** The result of one conversion, with how it was computed. */
export interface ConversionResult {
  value: number;
  from: string;
  result: number;
  to: string;
  /** "1 psi = 0.06894757293 bar" or a formula. */
  method: string;
  /** Extra lines (atmospheric offset, gas pressure base, M = thousand…). */
  notes: string[];
}

function referenceLabel(unit: Unit, reference: PressureReference | undefined): string {
  if (reference === undefined) return unit.symbol;
  const letter = reference === 'gauge' ? 'g' : 'a';
  if (unit.id === 'psi' || unit.id === 'bar') return `${unit.symbol}${letter}`;
  return `${unit.symbol} (${reference})`;
}

/** Computes one conversion. */
export function convert(request: ConversionRequest): ConversionResult {
  const { value, from, to } = request;
  const notes: string[] = [];
  if (from.dimension === 'temperature' && from.scale && to.scale) {
    const result = convertTemperature(
      value,
      REGISTRY_SCALES[from.scale],
      REGISTRY_SCALES[to.scale],
    );
    return {
      value,
      from: from.symbol,
      result,
      to: to.symbol,
      method: TEMPERATURE_FORMULAS[`${from.scale}>${to.scale}`] ?? 'via kelvin',
      notes,
    };
  }

  const factor = from.toBase / to.toBase;
  let result = value * factor;
  let fromLabel = from.symbol;
  let toLabel = to.symbol;
  if (from.dimension === 'pressure') {
    const fromReference = request.fromReference;
    const toReference = request.toReference ?? fromReference;
    fromLabel = referenceLabel(from, fromReference);
    toLabel = referenceLabel(to, toReference);
    if (fromReference && toReference && fromReference !== toReference) {
      const offset = ATM / to.toBase;
      result += fromReference === 'gauge' ? offset : -offset;
      notes.push(
        'Absolute = gauge + 1 standard atmosphere (14.696 psi = 101.325 kPa), i.e. sea level. Use the local barometric pressure for accuracy at altitude.',
      );
      if (from.id === to.id) {
        const sign = fromReference === 'gauge' ? '+' : '−';
        return {
          value,
          from: fromLabel,
          result,
          to: toLabel,
          method: `${toLabel} = ${fromLabel} ${sign} ${formatNumber(offset, 6)} ${to.symbol}`,
          notes,
        };
      }
    }
  }
  if (from.gas || to.gas) {
    notes.push(
      'Gas volumes: this is the geometric factor. Standard conditions differ (scf at 60 °F and 14.696 psia vs m³ at 15 °C and 101.325 kPa, about 0.2 % apart; Texas often uses 14.65 psia), so state the pressure base with the number.',
    );
  }
  if (from.romanM || to.romanM) {
    notes.push(
      'In oilfield units M means thousand and MM million (Mcf = 1,000 ft³, MMBtu = 1,000,000 Btu).',
    );
  }
  if (from.relativeToWater || to.relativeToWater) {
    notes.push(
      'SG is taken relative to water of 1 g/cm³ (8.345 ppg); tables that take water at 60 °F as 8.33 ppg give about 0.2 % less.',
    );
  }
  if ([from, to].some((unit) => unit.dimension === 'rate' && /\/(month|yr)$/.test(unit.symbol))) {
    notes.push('Time bases: 1 month = 30.4375 days, 1 year = 365.25 days.');
  }
  return {
    value,
    from: fromLabel,
    result,
    to: toLabel,
    method: `1 ${from.symbol} = ${formatNumber(factor, 10)} ${to.symbol}`,
    notes,
  };
}

/** A number for people: grouped thousands, `digits` significant figures, exponent when extreme. */
export function formatNumber(value: number, digits = 6): string {
  if (value === 0 || Object.is(value, -0)) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e15 || magnitude < 1e-6) {
    const [mantissa, exponent] = value.toExponential(digits - 1).split('e');
    return `${Number(mantissa)} × 10^${Number(exponent)}`;
  }
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: digits }).format(value);
}

/** The markdown answer for parsed conversions (empty string when there is nothing to say). */
export function formatConversions(parsed: ParsedConversions): string {
  const blocks: string[] = [];
  for (const request of parsed.conversions) {
    const result = convert(request);
    const lines = [
      `**${request.written ?? `${formatNumber(result.value)} ${result.from}`} = ${formatNumber(result.result)} ${result.to}**`,
      '',
      ...(request.written === undefined
        ? []
        : [`- ${request.written} = ${formatNumber(result.value)} ${result.from}`]),
      `- ${result.method.startsWith('1 ') ? 'Factor' : 'Formula'}: ${result.method}`,
      ...result.notes.map((note) => `- ${note}`),
    ];
    blocks.push(lines.join('\n'));
  }
  for (const request of parsed.incompatible) {
    blocks.push(
      `**${request.from.symbol}** is ${DIMENSION_NAMES[request.from.dimension]} and **${request.to.symbol}** is ${DIMENSION_NAMES[request.to.dimension]}, so ${formatNumber(request.value)} ${request.from.symbol} cannot be converted to ${request.to.symbol}. (Converting between kinds needs more data, e.g. a density or a gradient.)`,
    );
  }
  return blocks.join('\n\n');
}
