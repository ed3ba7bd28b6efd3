import {
  ATMOSPHERIC_PRESSURE_PSIA,
  KILOPASCALS_PER_PSI,
  convertTemperature,
  UNIT_DEFINITIONS,
  type UnitName,
} from '@petrosage/oilfield';

/**
 * The units the language layer reads, with every spelling engineers type after a number. Physical
 * units take their factor from the sourced registry of `@petrosage/oilfield`; the few that are not
 * physical (a percentage, money, a count, a gravity) are defined here. One table serves the
 * quantity reader, the units a question asks its answer in, and the conversions.
 */

/** What a unit measures: the registry's dimensions and the readings that are not physical. */
export type Dimension =
  | (typeof UNIT_DEFINITIONS)[UnitName]['dimension']
  | 'fraction'
  | 'mass_rate'
  | 'money'
  | 'price'
  | 'money_rate'
  | 'decline'
  | 'count'
  | 'api'
  | 'specific_gravity'
  | 'nozzle'
  | 'angle'
  | 'weight_per_length'
  | 'slurry_yield'
  | 'water_per_sack'
  | 'heating_value'
  | 'dimensionless';

/** The fluid a volume or rate unit names ("bopd": oil, "Mcf/d": gas). */
export type Flavour = 'gas' | 'oil' | 'water' | 'condensate' | 'liquid';

export interface ReadUnit {
  /** The registry's name, or this table's for units outside it (`%`, `USD`, `SG`). */
  id: string;
  /** As shown in answers. */
  symbol: string;
  dimension: Dimension;
  /** Multiply by this for the SI (or, outside the registry, the dimension's base) unit. */
  toBase: number;
  system: 'field' | 'metric' | 'neutral';
  flavour?: Flavour;
  reference?: 'gauge' | 'absolute';
  /** Spellings after a number, lower case, longest first when compiled. */
  spellings: readonly string[];
  /** Spelling that is only this unit when nothing word-like follows ("f" for °F, "c" for °C). */
  alone?: readonly string[];
  /** The units a bare "convert 250 psi" answers in (ids of this table), most used first. */
  counterparts?: readonly string[];
  /**
   * The symbol conversion answers show, where the calculators' shorthand is not the standard one
   * (`lb/gal` for ppg, `US gal`, `MMcf` for a plain volume rather than a standard one).
   */
  fullSymbol?: string;
  /** "M" means thousand here (Mcf, Mbbl, MMBtu): a classic source of 1,000× errors. */
  romanM?: boolean;
}

function registry(
  id: UnitName,
  symbol: string,
  system: ReadUnit['system'],
  spellings: readonly string[],
  extra: Partial<ReadUnit> = {},
): ReadUnit {
  const definition = UNIT_DEFINITIONS[id];
  return {
    id,
    symbol,
    dimension: definition.dimension,
    toBase: definition.toSi,
    system,
    ...('reference' in definition && { reference: definition.reference }),
    spellings,
    ...extra,
  };
}

function local(
  id: string,
  symbol: string,
  dimension: Dimension,
  toBase: number,
  spellings: readonly string[],
  extra: Partial<ReadUnit> = {},
): ReadUnit {
  return { id, symbol, dimension, toBase, system: 'neutral', spellings, ...extra };
}

/**
 * A normal cubic metre of gas (0 °C, 101.325 kPa) in cubic metres at the base of a standard cubic
 * foot (60 °F, 14.696 psia = 101.325 kPa), as an ideal gas: 288.7056 K / 273.15 K.
 */
export const NORMAL_M3 = 288.7056 / 273.15;

const PER_DAY = ['/d', '/day', 'pd', 'd', ' per day', '/dy', ' a day'];
const withPerDay = (bases: readonly string[]): string[] =>
  bases.flatMap((base) => PER_DAY.map((per) => `${base}${per}`));

/** The units written by hand; conversions' facts and the rates per time base are added below. */
const TABLE: readonly ReadUnit[] = [
  // Pressure
  registry('psia', 'psia', 'field', ['psia', 'psi a', 'psi(a)', 'psi abs', 'psi absolute']),
  registry('psig', 'psig', 'field', ['psig', 'psi g', 'psi(g)', 'psi gauge', 'psi gage']),
  registry('psi', 'psi', 'field', [
    'psi',
    'lb/in2',
    'lbf/in2',
    'pounds per square inch',
    'pound per square inch',
  ]),
  registry('bara', 'bara', 'metric', ['bara', 'bar a', 'bar(a)', 'bar abs', 'bar absolute']),
  registry('barg', 'barg', 'metric', ['barg', 'bar g', 'bar(g)', 'bar gauge', 'bar gage']),
  registry('bar', 'bar', 'metric', ['bar', 'bars']),
  registry('kPa', 'kPa', 'metric', ['kpa', 'kilopascal', 'kilopascals']),
  registry('MPa', 'MPa', 'metric', ['mpa', 'megapascal', 'megapascals']),
  // Gauge and absolute kilo- and megapascals: the registry's kPa and MPa with a reference.
  registry('kPa', 'kPag', 'metric', ['kpag', 'kpa g', 'kpa(g)', 'kpa gauge', 'kpa gage'], {
    id: 'kPag',
    reference: 'gauge',
  }),
  registry('kPa', 'kPaa', 'metric', ['kpaa', 'kpa a', 'kpa(a)', 'kpa abs', 'kpa absolute'], {
    id: 'kPaa',
    reference: 'absolute',
  }),
  registry('MPa', 'MPag', 'metric', ['mpag', 'mpa g', 'mpa(g)', 'mpa gauge', 'mpa gage'], {
    id: 'MPag',
    reference: 'gauge',
  }),
  registry('MPa', 'MPaa', 'metric', ['mpaa', 'mpa a', 'mpa(a)', 'mpa abs', 'mpa absolute'], {
    id: 'MPaa',
    reference: 'absolute',
  }),
  registry('Pa', 'Pa', 'metric', ['pa', 'pascal', 'pascals']),
  registry('atm', 'atm', 'neutral', ['atm', 'atmospheres', 'atmosphere']),
  registry('kg/cm2', 'kg/cm²', 'metric', ['kg/cm2', 'kgf/cm2', 'ksc']),
  // Gradient
  registry('psi/ft', 'psi/ft', 'field', [
    'psi/ft',
    'psi per ft',
    'psi per foot',
    'psi/foot',
    'psift',
  ]),
  registry('psi/100ft', 'psi/100 ft', 'field', [
    'psi/100ft',
    'psi/100 ft',
    'psi per 100 ft',
    'psi per 100 feet',
  ]),
  registry('kPa/m', 'kPa/m', 'metric', ['kpa/m', 'kpa per m', 'kpa per metre', 'kpa per meter']),
  registry('bar/m', 'bar/m', 'metric', ['bar/m', 'bar per m', 'bar per metre', 'bar per meter']),
  // Density
  registry('ppg', 'ppg', 'field', [
    'ppg',
    'lb/gal',
    'lbm/gal',
    'lbs/gal',
    '#/gal',
    'pounds per gallon',
    'pound per gallon',
    'lb per gal',
  ]),
  registry('lb/ft3', 'lb/ft³', 'field', [
    'lb/ft3',
    'lbm/ft3',
    'lbs/ft3',
    'pcf',
    'lb/cu ft',
    'lb/cuft',
    'lbs/cuft',
    'lb/cu.ft',
    'lb per cubic foot',
    'lb per cu ft',
    'pounds per cubic foot',
    'lb/cf',
  ]),
  registry('kg/m3', 'kg/m³', 'metric', [
    'kg/m3',
    'kg/cum',
    'kilograms per cubic metre',
    'kilograms per cubic meter',
  ]),
  registry('g/cm3', 'g/cm³', 'metric', ['g/cm3', 'g/cc', 'gr/cc', 'gm/cc', 'kg/l', 'g/ml']),
  local('SG', 'SG', 'specific_gravity', 1, [
    'sg',
    's.g.',
    's.g',
    'spgr',
    'sp gr',
    'sp. gr.',
    'specific gravity',
  ]),
  // A density shown as a specific gravity (water = 1 g/cm³): how answers give a density asked "in SG".
  local('SG_density', 'SG', 'density', 1000, [], { system: 'metric' }),
  local('API', '°API', 'api', 1, [
    '°api',
    'deg api',
    'degrees api',
    'degree api',
    'api',
    'api gravity',
    'deg. api',
  ]),
  // Temperature
  registry(
    'degF',
    '°F',
    'field',
    [
      '°f',
      'deg f',
      'degf',
      'degrees f',
      'degree f',
      'degrees fahrenheit',
      'fahrenheit',
      'deg. f',
      'º f',
      '° f',
    ],
    {
      alone: ['f'],
    },
  ),
  registry(
    'degC',
    '°C',
    'metric',
    [
      '°c',
      'deg c',
      'degc',
      'degrees c',
      'degree c',
      'degrees celsius',
      'celsius',
      'centigrade',
      'deg. c',
      '° c',
    ],
    {
      alone: ['c'],
    },
  ),
  registry('K', 'K', 'metric', ['kelvin', 'kelvins', 'deg k', 'degk', '°k'], { alone: ['k'] }),
  registry('degR', '°R', 'field', [
    '°r',
    'deg r',
    'degr',
    'degrees r',
    'degrees rankine',
    'rankine',
  ]),
  // Length
  registry('ft', 'ft', 'field', ['ft', 'feet', 'foot', "'", 'ftkb', 'ft kb', 'ft rkb', 'fts']),
  registry('in', 'in', 'field', ['in', 'inch', 'inches', '"', 'in.', "''"]),
  registry('m', 'm', 'metric', [
    'm',
    'meter',
    'meters',
    'metre',
    'metres',
    'mtrs',
    'mts',
    'mrkb',
    'm rkb',
    'mkb',
  ]),
  registry('mm', 'mm', 'metric', ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres']),
  registry('cm', 'cm', 'metric', ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres']),
  registry('km', 'km', 'metric', [
    'km',
    'kilometer',
    'kilometers',
    'kilometre',
    'kilometres',
    'kms',
  ]),
  registry('mi', 'mi', 'field', ['mi', 'mile', 'miles']),
  registry('yd', 'yd', 'field', ['yd', 'yard', 'yards']),
  // Velocity
  registry('ft/min', 'ft/min', 'field', [
    'ft/min',
    'fpm',
    'ft per min',
    'ft per minute',
    'feet per minute',
    'ft/mn',
    'feet/min',
  ]),
  registry('ft/s', 'ft/s', 'field', [
    'ft/s',
    'ft/sec',
    'fps',
    'ft per s',
    'ft per sec',
    'ft per second',
    'feet per second',
    'feet/sec',
  ]),
  registry('m/s', 'm/s', 'metric', [
    'm/s',
    'm/sec',
    'meters per second',
    'metres per second',
    'm per s',
    'mps',
  ]),
  registry('m/min', 'm/min', 'metric', [
    'm/min',
    'meters per minute',
    'metres per minute',
    'm per min',
    'mpm',
  ]),
  // Liquid rates (before volumes: "bbl/d" is a rate)
  registry(
    'bbl/d',
    'bbl/d',
    'field',
    [
      'bpd',
      'bbl/d',
      'bbls/d',
      'bbl/day',
      'bbls/day',
      'bbld',
      'b/d',
      'bbl per day',
      'bbls per day',
      'barrels per day',
      'barrels a day',
      'barrel per day',
      'stb/d',
      'stb/day',
      'stbd',
      'stbpd',
      'bblpd',
      'rb/d',
      'blpd',
      'bfpd',
      'bpd liquid',
      'bpd fluid',
      'bbl fluid/d',
    ],
    {
      flavour: 'liquid',
    },
  ),
  local(
    'bopd',
    'bbl/d',
    'rate',
    UNIT_DEFINITIONS['bbl/d'].toSi,
    [
      'bopd',
      'bo/d',
      'bbl oil/d',
      'bo per day',
      'barrels of oil per day',
      'barrels oil per day',
      'stbopd',
      'bbl/d oil',
      'bopd oil',
    ],
    { flavour: 'oil', system: 'field' },
  ),
  // Barrels of condensate a day: a liquid rate its words name (a gas well's condensate).
  local(
    'bcpd',
    'bbl/d',
    'rate',
    UNIT_DEFINITIONS['bbl/d'].toSi,
    ['bcpd', 'bc/d', 'bcd', 'bbl cond/d', 'barrels of condensate per day'],
    { flavour: 'condensate', system: 'field' },
  ),
  local(
    'bwpd',
    'bbl/d',
    'rate',
    UNIT_DEFINITIONS['bbl/d'].toSi,
    ['bwpd', 'bw/d', 'bbl water/d', 'bw per day', 'barrels of water per day', 'bbl/d water', 'bwd'],
    { flavour: 'water', system: 'field' },
  ),
  registry(
    'm3/d',
    'm³/d',
    'metric',
    [
      ...withPerDay(['m3', 'sm3', 'm3 ', 'scm', 'cum']),
      'm3/24h',
      'm3/24 h',
      'cubic meters per day',
      'cubic metres per day',
    ],
    {},
  ),
  registry('m3/h', 'm³/h', 'metric', ['m3/h', 'm3/hr', 'm3 per hour', 'm3/hour']),
  local('Nm3/d', 'Nm³/d', 'rate', NORMAL_M3 / 86400, [...withPerDay(['nm3']), 'nm3/24h'], {
    flavour: 'gas',
    system: 'metric',
  }),
  local('Nm3/h', 'Nm³/h', 'rate', NORMAL_M3 / 3600, ['nm3/h', 'nm3/hr', 'nm3 per hour'], {
    flavour: 'gas',
    system: 'metric',
  }),
  registry('gal/min', 'gpm', 'field', [
    'gpm',
    'gal/min',
    'gals/min',
    'gallons per minute',
    'gallon per minute',
    'gal per min',
    'usgpm',
  ]),
  local(
    'bbl/min',
    'bbl/min',
    'rate',
    UNIT_DEFINITIONS.bbl.toSi / 60,
    [
      'bpm',
      'bbl/min',
      'bbls/min',
      'bbl per min',
      'bbl per minute',
      'barrels per minute',
      'barrels a minute',
      'bbl/mn',
    ],
    { system: 'field' },
  ),
  local(
    'L/min',
    'L/min',
    'rate',
    1e-3 / 60,
    ['l/min', 'lpm', 'liters per minute', 'litres per minute', 'l per min', 'ltr/min', 'lt/min'],
    { system: 'metric' },
  ),
  local(
    'm3/min',
    'm³/min',
    'rate',
    1 / 60,
    ['m3/min', 'm3 per min', 'm3 per minute', 'cubic meters per minute', 'cubic metres per minute'],
    { system: 'metric' },
  ),
  registry('L/s', 'L/s', 'metric', [
    'l/s',
    'lps',
    'l/sec',
    'liters per second',
    'litres per second',
  ]),
  // Gas rates
  registry(
    'MMcf/d',
    'MMscf/d',
    'field',
    [
      ...withPerDay(['mmscf', 'mmcf', 'mmscf ', 'mm scf', 'mmcf ']),
      'mmscfd',
      'mmcfd',
      'mmcfpd',
      'mmscfpd',
      'million cubic feet per day',
      'mmcf/day',
    ],
    { flavour: 'gas' },
  ),
  registry(
    'Mcf/d',
    'Mscf/d',
    'field',
    [
      ...withPerDay(['mscf', 'mcf', 'mcf ', 'mscf ']),
      'mcfd',
      'mscfd',
      'mcfpd',
      'mscfpd',
      'thousand cubic feet per day',
      'mcf/day',
    ],
    { flavour: 'gas' },
  ),
  registry(
    'ft3/d',
    'scf/d',
    'field',
    [...withPerDay(['scf', 'cf', 'ft3']), 'scfd', 'scfpd', 'cfd'],
    { flavour: 'gas' },
  ),
  local(
    'e3m3/d',
    '10³ m³/d',
    'rate',
    1e3 / 86400,
    [
      'e3m3/d',
      'e3m3/day',
      '10^3 m3/d',
      'km3/d',
      'thousand m3/d',
      'thousand sm3/d',
      '1000 m3/d',
      'ksm3/d',
    ],
    { flavour: 'gas', system: 'metric' },
  ),
  local(
    'e6m3/d',
    '10⁶ m³/d',
    'rate',
    1e6 / 86400,
    [
      'e6m3/d',
      'e6m3/day',
      '10^6 m3/d',
      'mmsm3/d',
      'msm3/d',
      'million m3/d',
      'million sm3/d',
      'mm3/d',
    ],
    { flavour: 'gas', system: 'metric' },
  ),
  // Ratios
  registry('scf/bbl', 'scf/bbl', 'field', [
    'scf/bbl',
    'scf/stb',
    'scf/bo',
    'scf per bbl',
    'scf per stb',
    'scf/b',
    'cf/bbl',
    'ft3/bbl',
    'scf per barrel',
    'scf/rb',
  ]),
  registry('Mcf/bbl', 'Mcf/bbl', 'field', [
    'mcf/bbl',
    'mscf/bbl',
    'mscf/stb',
    'mcf/stb',
    'mcf/boe',
    'mcf per boe',
    'mscf per boe',
    'mcf per bbl',
  ]),
  registry('bbl/MMcf', 'bbl/MMscf', 'field', ['bbl/mmcf', 'bbl/mmscf', 'stb/mmscf', 'bbls/mmcf']),
  registry('m3/m3', 'm³/m³', 'metric', [
    'sm3/sm3',
    'm3/m3',
    'sm3/m3',
    'scm/scm',
    'std m3/m3',
    'nm3/m3',
  ]),
  registry('rb/bbl', 'rb/STB', 'field', [
    'rb/stb',
    'rb/bbl',
    'bbl/stb',
    'rbbl/stb',
    'res bbl/stb',
    'rb/bo',
    'bbl/bbl',
  ]),
  registry('rm3/m3', 'rm³/Sm³', 'metric', ['rm3/sm3', 'rm3/m3', 'res m3/sm3', 'm3/sm3']),
  local(
    'ft3/scf',
    'ft³/scf',
    'volume_factor',
    1,
    ['ft3/scf', 'rcf/scf', 'cf/scf', 'rft3/scf', 'res ft3/scf'],
    {
      system: 'field',
    },
  ),
  local(
    'rb/Mscf',
    'rb/Mscf',
    'volume_factor',
    5.614583333 / 1000,
    ['rb/mscf', 'rb/mcf', 'rbbl/mscf', 'res bbl/mscf', 'bbl/mscf', 'bbl/mcf'],
    {
      system: 'field',
    },
  ),
  registry('bbl/d/psi', 'bbl/d/psi', 'field', [
    'bbl/d/psi',
    'bpd/psi',
    'stb/d/psi',
    'bopd/psi',
    'bfpd/psi',
    'blpd/psi',
    'b/d/psi',
    'bbl/day/psi',
    'bbl/d per psi',
    'bpd per psi',
  ]),
  registry('m3/d/bar', 'm³/d/bar', 'metric', [
    'm3/d/bar',
    'm3/day/bar',
    'sm3/d/bar',
    'm3/d per bar',
  ]),
  registry('m3/d/kPa', 'm³/d/kPa', 'metric', ['m3/d/kpa', 'm3/day/kpa']),
  // Capacity and pump output
  registry('bbl/ft', 'bbl/ft', 'field', [
    'bbl/ft',
    'bbls/ft',
    'bbl per ft',
    'bbl per foot',
    'bbl/foot',
    'barrels per foot',
  ]),
  registry('gal/ft', 'gal/ft', 'field', ['gal/ft', 'gals/ft', 'gal per ft', 'gallons per foot']),
  // A tank table's factor per inch of level: 0.158987 m³ per 0.0254 m.
  local(
    'bbl/in',
    'bbl/in',
    'capacity',
    0.158987294928 / 0.0254,
    ['bbl/in', 'bbls/in', 'bbl per inch', 'bbl per in', 'barrels per inch'],
    { system: 'field' },
  ),
  registry('ft3/ft', 'ft³/ft', 'field', ['ft3/ft', 'cu ft/ft']),
  registry('m3/m', 'm³/m', 'metric', [
    'm3/m',
    'm3 per m',
    'm3 per metre',
    'm3 per meter',
    'm3/metre',
  ]),
  registry('L/m', 'L/m', 'metric', ['l/m', 'litres per metre', 'liters per meter', 'l per m']),
  registry('bbl/stk', 'bbl/stk', 'field', [
    'bbl/stk',
    'bbls/stk',
    'bbl/stroke',
    'bbl per stroke',
    'bbl per stk',
    'bbl/strk',
    'bbls/stroke',
    'bps',
  ]),
  registry('gal/stk', 'gal/stk', 'field', [
    'gal/stk',
    'gal/stroke',
    'gals/stk',
    'gal per stroke',
    'gallons per stroke',
  ]),
  registry('m3/stk', 'm³/stk', 'metric', ['m3/stk', 'm3/stroke', 'm3 per stroke']),
  registry('L/stk', 'L/stk', 'metric', [
    'l/stk',
    'l/stroke',
    'litres per stroke',
    'liters per stroke',
    'ltr/stk',
  ]),
  // Frequency
  registry('spm', 'SPM', 'neutral', [
    'spm',
    'strokes per minute',
    'strokes/min',
    'stk/min',
    'stks/min',
    'strokes a minute',
    'spms',
  ]),
  registry('rpm', 'rpm', 'neutral', ['rpm', 'rev/min', 'revolutions per minute']),
  // Volumes (after rates)
  registry(
    'MMbbl',
    'MMbbl',
    'field',
    ['mmbbl', 'mmbbls', 'mmbo', 'mmstb', 'million barrels', 'mm bbl', 'mmboe'],
    { flavour: 'liquid' },
  ),
  registry('Mbbl', 'Mbbl', 'field', ['mbbl', 'mbbls', 'mbo', 'mstb', 'thousand barrels', 'mboe'], {
    flavour: 'liquid',
  }),
  registry(
    'bbl',
    'bbl',
    'field',
    ['bbl', 'bbls', 'barrel', 'barrels', 'stb', 'bo', 'bw', 'rb', 'boe', 'bbl oil', 'bbl water'],
    { flavour: 'liquid' },
  ),
  registry('gal', 'gal', 'field', [
    'gal',
    'gals',
    'gallon',
    'gallons',
    'us gal',
    'us gallon',
    'us gallons',
  ]),
  registry('L', 'L', 'metric', ['l', 'liter', 'liters', 'litre', 'litres', 'ltr', 'ltrs']),
  registry('m3', 'm³', 'metric', [
    'm3',
    'sm3',
    'cubic meter',
    'cubic meters',
    'cubic metre',
    'cubic metres',
    'cum',
    'scm',
    'rm3',
    'standard cubic meter',
    'standard cubic meters',
    'standard cubic metre',
    'standard cubic metres',
    'cu m',
    'cbm',
  ]),
  local(
    'Nm3',
    'Nm³',
    'volume',
    NORMAL_M3,
    [
      'nm3',
      'normal cubic meter',
      'normal cubic meters',
      'normal cubic metre',
      'normal cubic metres',
    ],
    { flavour: 'gas', system: 'metric' },
  ),
  registry(
    'e3m3',
    '10³ m³',
    'metric',
    [
      'e3m3',
      'e3sm3',
      '10^3 m3',
      '10^3 sm3',
      'thousand m3',
      'thousand sm3',
      'ksm3',
      'thousand cubic meters',
      'thousand cubic metres',
    ],
    { flavour: 'gas' },
  ),
  registry(
    'e6m3',
    '10⁶ m³',
    'metric',
    [
      'e6m3',
      'e6sm3',
      '10^6 m3',
      '10^6 sm3',
      'million m3',
      'million sm3',
      'msm3',
      'mmsm3',
      'million cubic meters',
      'million cubic metres',
    ],
    { flavour: 'gas' },
  ),
  registry(
    'e9m3',
    '10⁹ m³',
    'metric',
    [
      'e9m3',
      '10^9 m3',
      '10^9 sm3',
      '1e9 m3',
      '1e9 sm3',
      'billion m3',
      'billion sm3',
      'bcm',
      'billion cubic meters',
      'billion cubic metres',
    ],
    { flavour: 'gas' },
  ),
  registry('ft3', 'ft³', 'field', ['ft3', 'cu ft', 'cubic feet', 'cubic foot', 'cuft']),
  registry('scf', 'scf', 'field', ['scf', 'standard cubic feet', 'standard cubic foot', 'cf'], {
    flavour: 'gas',
  }),
  registry('Mcf', 'Mscf', 'field', ['mcf', 'mscf', 'thousand cubic feet'], { flavour: 'gas' }),
  registry(
    'MMcf',
    'MMscf',
    'field',
    ['mmcf', 'mmscf', 'million cubic feet', 'mm scf', 'mmcf gas'],
    { flavour: 'gas' },
  ),
  registry('Bcf', 'Bscf', 'field', ['bcf', 'bscf', 'billion cubic feet'], { flavour: 'gas' }),
  // Mass
  registry('lb', 'lb', 'field', ['lb', 'lbs', 'lbm', 'pound', 'pounds']),
  registry('kg', 'kg', 'metric', ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos']),
  registry('tonne', 't', 'metric', ['tonne', 'tonnes', 'metric ton', 'metric tons', 'mt']),
  registry('short_ton', 'short ton', 'field', ['short ton', 'short tons', 'ton', 'tons']),
  // Viscosity, permeability, concentration
  registry('cP', 'cP', 'neutral', ['cp', 'cps', 'centipoise', 'mpa.s', 'mpa s', 'mpa·s', 'mpas']),
  registry('mD', 'mD', 'neutral', ['md', 'mdarcy', 'millidarcy', 'millidarcies', 'millidarcys']),
  // "D" alone is a day: a conversion reads it as a darcy beside another permeability.
  registry('D', 'D', 'neutral', ['darcy', 'darcies', 'darcys']),
  // The SPE metric unit of permeability: "µm²" reads "mu m2" once µ is folded (see normaliseText).
  registry('um2', 'µm²', 'metric', [
    'um2',
    'mu m2',
    // Its symbol read back as written, with the micro sign or the Greek mu.
    'µm2',
    'μm2',
    'square micrometre',
    'square micrometres',
    'square micrometer',
    'square micrometers',
  ]),
  registry('mg/L', 'mg/L', 'neutral', ['mg/l', 'ppm', 'mg per l', 'mg/litre', 'mg/liter']),
  registry('lb/bbl', 'lb/bbl', 'field', [
    'lb/bbl',
    'ppb',
    'lbs/bbl',
    'lb per bbl',
    'pounds per barrel',
  ]),
  registry('g/L', 'g/L', 'metric', ['g/l', 'grams per litre', 'grams per liter']),
  // Energy and power
  registry('MMBtu', 'MMBtu', 'field', ['mmbtu', 'mmbtus']),
  registry('Btu', 'Btu', 'field', ['btu', 'btus']),
  registry('Btu/h', 'Btu/h', 'field', ['btu/h', 'btu/hr', 'btuh', 'btu per hour']),
  registry('MMBtu/h', 'MMBtu/h', 'field', ['mmbtu/h', 'mmbtu/hr', 'mmbtuh', 'mmbtu per hour'], {
    romanM: true,
  }),
  // Force
  registry('lbf', 'lbf', 'field', ['lbf', 'lb-f', 'pound-force', 'pounds-force', 'pounds force']),
  registry('klbf', 'klbf', 'field', ['klbf', 'kip', 'kips']),
  registry('N', 'N', 'metric', ['newton', 'newtons']),
  registry('daN', 'daN', 'metric', ['dan', 'decanewton', 'decanewtons']),
  registry('kN', 'kN', 'metric', ['kn', 'kilonewton', 'kilonewtons']),
  // "0.42 bhp per stage": brake horsepower (see `BRAKE_HP` of the reader for when it is one).
  registry('hp', 'hp', 'field', ['hp', 'horsepower', 'bhp', 'brake horsepower', 'brake hp']),
  registry('kW', 'kW', 'metric', ['kw', 'kilowatt', 'kilowatts']),
  registry('therm', 'therm', 'field', ['therm', 'therms']),
  registry('GJ', 'GJ', 'metric', ['gj', 'gigajoule', 'gigajoules']),
  registry('MJ', 'MJ', 'metric', ['mj', 'megajoule', 'megajoules']),
  registry('kJ', 'kJ', 'metric', ['kj', 'kilojoule', 'kilojoules']),
  registry('kWh', 'kWh', 'metric', [
    'kwh',
    'kilowatt hour',
    'kilowatt hours',
    'kilowatt-hour',
    'kilowatt-hours',
  ]),
  // Area
  registry('in2', 'in²', 'field', ['in2', 'sq in', 'square inches', 'square inch', 'sq. in.']),
  registry('mm2', 'mm²', 'metric', ['mm2', 'sq mm']),
  registry('acre', 'acres', 'field', ['acre', 'acres', 'ac']),
  registry('ha', 'ha', 'metric', ['ha', 'hectare', 'hectares']),
  registry('ft2', 'ft²', 'field', ['ft2', 'sq ft', 'square feet']),
  registry('m2', 'm²', 'metric', ['m2', 'sq m', 'square metres', 'square meters']),
  registry('km2', 'km²', 'metric', ['km2', 'sq km', 'square kilometres', 'square kilometers']),
  registry('mi2', 'mi²', 'field', ['mi2', 'sq mi', 'square miles', 'sections', 'section']),
  // Time
  registry('year', 'years', 'neutral', ['years', 'year', 'yrs', 'yr', 'y']),
  registry('month', 'months', 'neutral', ['months', 'month', 'mos', 'mo', 'mths', 'mth']),
  registry('d', 'days', 'neutral', ['days', 'day', 'd']),
  registry('h', 'h', 'neutral', ['hours', 'hour', 'hrs', 'hr', 'h']),
  registry('min', 'min', 'neutral', ['minutes', 'minute', 'mins', 'min']),
  registry('s', 's', 'neutral', ['seconds', 'second', 'secs', 'sec', 's']),
  // Mass rates (an inhibitor's injection, a chemical's dose), in kg/s.
  local('lb/d', 'lb/d', 'mass_rate', 0.45359237 / 86400, withPerDay(['lb', 'lbs', 'lbm']), {
    system: 'field',
  }),
  local(
    'lb/h',
    'lb/h',
    'mass_rate',
    0.45359237 / 3600,
    ['lb/h', 'lb/hr', 'lbs/hr', 'lb per hour'],
    {
      system: 'field',
    },
  ),
  local('lb/s', 'lb/s', 'mass_rate', 0.45359237, ['lb/s', 'lb/sec', 'lbs/s', 'lb per second'], {
    system: 'field',
  }),
  local('lb/min', 'lb/min', 'mass_rate', 0.45359237 / 60, ['lb/min', 'lbs/min', 'lb per minute'], {
    system: 'field',
  }),
  local('kg/s', 'kg/s', 'mass_rate', 1, ['kg/s', 'kg/sec', 'kg per second'], { system: 'metric' }),
  local('kg/min', 'kg/min', 'mass_rate', 1 / 60, ['kg/min', 'kg per minute'], {
    system: 'metric',
  }),
  local('t/h', 't/h', 'mass_rate', 1000 / 3600, ['t/h', 't/hr', 'tonnes/h', 'tonnes/hr', 'tph'], {
    system: 'metric',
  }),
  local('kg/d', 'kg/d', 'mass_rate', 1 / 86400, withPerDay(['kg']), { system: 'metric' }),
  local('kg/h', 'kg/h', 'mass_rate', 1 / 3600, ['kg/h', 'kg/hr', 'kg per hour'], {
    system: 'metric',
  }),
  local(
    't/d',
    't/d',
    'mass_rate',
    1000 / 86400,
    ['t/d', 'tonnes/d', 'tonne/d', 'tpd', 'tonnes per day'],
    {
      system: 'metric',
    },
  ),
  // A fuel's heating value, energy per standard volume (J/m³): 1 Btu/scf = 1,055.056 J per
  // 0.0283168 m³.
  local(
    'Btu/scf',
    'Btu/scf',
    'heating_value',
    1055.05585262 / 0.028316846592,
    ['btu/scf', 'btu/cf', 'btu/ft3', 'btu/cu ft', 'btu per scf', 'btu per cubic foot'],
    { system: 'field' },
  ),
  local('MJ/m3', 'MJ/m³', 'heating_value', 1e6, ['mj/m3', 'mj/sm3', 'mj/nm3', 'mj per m3'], {
    system: 'metric',
  }),
  // Not physical. Money is read by its currency sign or word, never by these spellings.
  local('USD', 'US$', 'money', 1, []),
  local('USD/unit', 'US$ per unit', 'price', 1, []),
  local('USD/period', 'US$ per period', 'money_rate', 1, []),
  local('%/yr', '%/yr', 'decline', 0.01, [
    '%/yr',
    '%/year',
    '% per year',
    '% per yr',
    '%/a',
    '% pa',
    '% p.a.',
    '% a year',
    '% annual',
    '% annually',
    '%/annum',
    '% per annum',
    'percent per year',
    'percent a year',
    'pct/yr',
  ]),
  local('%/month', '%/month', 'decline', 0.12, [
    '%/mo',
    '%/month',
    '% per month',
    '% a month',
    '% monthly',
    'percent per month',
    '%/mth',
  ]),
  local('1/yr', '1/yr', 'decline', 1, [
    '/yr',
    '/year',
    'per year',
    '1/yr',
    '1/year',
    'yr-1',
    'a year',
  ]),
  local('1/month', '1/month', 'decline', 12, ['/month', '/mo', '/mth', 'per month', '1/month']),
  local('%', '%', 'fraction', 0.01, [
    '%',
    'percent',
    'pct',
    'per cent',
    'pc',
    'wt%',
    'wt %',
    'wt.%',
    'wt. %',
    'weight %',
    'weight percent',
    'mass %',
    'mass percent',
    'vol%',
    'vol %',
    'mol%',
    'mol %',
    'mole%',
    'mole %',
    'mol pct',
    'mol percent',
    'mole percent',
  ]),
  local('32nds', '/32 in', 'nozzle', 1, [
    '/32',
    '/32nds',
    '32nds',
    "32's",
    '32s',
    '/32"',
    '/32 in',
  ]),
  local('deg', '°', 'angle', 1, ['°', 'deg', 'degrees', 'degree']),
  local('strokes', 'strokes', 'count', 1, ['strokes', 'stroke', 'stks', 'stk', 'strks']),
  local('sacks', 'sacks', 'count', 1, ['sacks', 'sack', 'sx', 'sks']),
  local('joints', 'joints', 'count', 1, ['joints', 'joint', 'jts', 'jt']),
  local('stages', 'stages', 'count', 1, ['stages', 'stage', 'stgs', 'stg']),
  local('wells', 'wells', 'count', 1, ['wells', 'well']),
  // A cement slurry's yield and mix water, per sack.
  local(
    'ft3/sk',
    'ft³/sk',
    'slurry_yield',
    1,
    ['ft3/sk', 'cu ft/sk', 'cuft/sk', 'ft3/sack', 'ft3 per sack', 'cf/sk'],
    { system: 'field' },
  ),
  local(
    'gal/sk',
    'gal/sk',
    'water_per_sack',
    1,
    ['gal/sk', 'gals/sk', 'gal/sack', 'gal per sack', 'gallons per sack'],
    { system: 'field' },
  ),
  // A pipe's nominal weight ("47# casing", "19.5 ppf"): a weight per foot, never a size.
  local('lb/ft', 'lb/ft', 'weight_per_length', 1.48816394, ['lb/ft', 'lbs/ft', 'ppf', '#/ft', '#']),
  // The same in metric ("244.5 mm 69.94 kg/m casing").
  local('kg/m', 'kg/m', 'weight_per_length', 1, ['kg/m']),
];

type ConversionFacts = Pick<ReadUnit, 'counterparts' | 'fullSymbol' | 'romanM'>;

/**
 * What conversions know of a unit besides its reading: the units a bare "convert X" answers in,
 * the symbol shown where the calculators' shorthand is not the standard one, and whether its M
 * means thousand. Rates take their volume's (below).
 */
const CONVERSION_FACTS: Readonly<Record<string, ConversionFacts>> = {
  // Volume
  bbl: { counterparts: ['m3'] },
  Mbbl: { counterparts: ['m3'], romanM: true },
  MMbbl: { counterparts: ['e3m3'], romanM: true },
  gal: { counterparts: ['L'], fullSymbol: 'US gal' },
  ft3: { counterparts: ['m3'] },
  scf: { counterparts: ['m3'] },
  Mcf: { counterparts: ['m3'], fullSymbol: 'Mcf', romanM: true },
  MMcf: { counterparts: ['e3m3'], fullSymbol: 'MMcf', romanM: true },
  Bcf: { counterparts: ['e6m3'], fullSymbol: 'Bcf' },
  m3: { counterparts: ['bbl'] },
  e3m3: { counterparts: ['MMcf'], fullSymbol: '× 10³ m³' },
  e6m3: { counterparts: ['Bcf'], fullSymbol: '× 10⁶ m³' },
  e9m3: { counterparts: ['Bcf'], fullSymbol: '× 10⁹ m³' },
  L: { counterparts: ['gal'] },
  // Rates written as one word of their own
  bopd: { counterparts: ['m3/d'] },
  bwpd: { counterparts: ['m3/d'] },
  // Pressure (gauge and absolute spellings convert as their plain unit)
  psi: { counterparts: ['kPa', 'bar'] },
  kPa: { counterparts: ['psi'] },
  MPa: { counterparts: ['psi'] },
  bar: { counterparts: ['psi'] },
  atm: { counterparts: ['psi', 'kPa'] },
  Pa: { counterparts: ['psi'] },
  'kg/cm2': { counterparts: ['psi', 'bar'], fullSymbol: 'kgf/cm²' },
  // Length
  ft: { counterparts: ['m'] },
  in: { counterparts: ['mm'] },
  mi: { counterparts: ['km'] },
  yd: { counterparts: ['m'] },
  m: { counterparts: ['ft'] },
  km: { counterparts: ['mi'] },
  cm: { counterparts: ['in'] },
  mm: { counterparts: ['in'] },
  // Temperature
  degF: { counterparts: ['degC'] },
  degC: { counterparts: ['degF'] },
  K: { counterparts: ['degC'] },
  degR: { counterparts: ['degF'] },
  // Density
  ppg: { counterparts: ['kg/m3', 'g/cm3'], fullSymbol: 'lb/gal' },
  'lb/ft3': { counterparts: ['kg/m3'] },
  'lb/ft': { counterparts: ['kg/m'] },
  'kg/m': { counterparts: ['lb/ft'] },
  'kg/m3': { counterparts: ['ppg'] },
  'g/cm3': { counterparts: ['ppg'] },
  SG_density: { counterparts: ['ppg', 'kg/m3'] },
  // Gradient
  'psi/ft': { counterparts: ['kPa/m'] },
  'psi/100ft': { counterparts: ['kPa/m'] },
  'kPa/m': { counterparts: ['psi/ft'] },
  'bar/m': { counterparts: ['psi/ft'] },
  // Energy and power
  Btu: { counterparts: ['kJ'] },
  MMBtu: { counterparts: ['GJ'], romanM: true },
  therm: { counterparts: ['MJ'] },
  kJ: { counterparts: ['Btu'] },
  MJ: { counterparts: ['Btu'] },
  GJ: { counterparts: ['MMBtu'] },
  kWh: { counterparts: ['Btu'] },
  hp: { counterparts: ['kW'] },
  kW: { counterparts: ['hp'] },
  'Btu/h': { counterparts: ['kW'] },
  'MMBtu/h': { counterparts: ['kW'] },
  // Permeability
  mD: { counterparts: ['um2'] },
  D: { counterparts: ['um2'] },
  um2: { counterparts: ['mD'] },
  // Force
  lbf: { counterparts: ['N', 'daN'] },
  klbf: { counterparts: ['kN'] },
  N: { counterparts: ['lbf'] },
  daN: { counterparts: ['lbf'] },
  kN: { counterparts: ['klbf'] },
  // Mass
  lb: { counterparts: ['kg'] },
  kg: { counterparts: ['lb'] },
  tonne: { counterparts: ['short_ton'] },
  short_ton: { counterparts: ['tonne'] },
  // Area
  acre: { counterparts: ['ha'] },
  ha: { counterparts: ['acre'] },
  ft2: { counterparts: ['m2'] },
  m2: { counterparts: ['ft2'] },
  km2: { counterparts: ['mi2'] },
  mi2: { counterparts: ['km2'] },
  in2: { counterparts: ['mm2'] },
  mm2: { counterparts: ['in2'] },
  // Velocity
  'ft/s': { counterparts: ['m/s'] },
  'm/s': { counterparts: ['ft/s'] },
  'ft/min': { counterparts: ['m/min'] },
  'm/min': { counterparts: ['ft/min'] },
};

type TimeBase = 'd' | 'h' | 'min' | 's' | 'month' | 'yr';

/** The time bases of rates: the registry's day, hour, minute, second, month and year. */
const TIME_BASES: readonly {
  id: TimeBase;
  registry: UnitName;
  word: string;
  suffixes: readonly string[];
}[] = [
  { id: 'd', registry: 'd', word: 'day', suffixes: ['/d', '/day', ' per day', ' a day', 'pd'] },
  { id: 'h', registry: 'h', word: 'hour', suffixes: ['/h', '/hr', '/hour', ' per hour', 'ph'] },
  { id: 'min', registry: 'min', word: 'minute', suffixes: ['/min', '/minute', ' per minute'] },
  { id: 's', registry: 's', word: 'second', suffixes: ['/s', '/sec', '/second', ' per second'] },
  {
    id: 'month',
    registry: 'month',
    word: 'month',
    suffixes: ['/mo', '/month', ' per month', ' a month'],
  },
  { id: 'yr', registry: 'year', word: 'year', suffixes: ['/yr', '/year', ' per year', ' a year'] },
];

/**
 * Volumes that take a time base: the short spellings a time base glues onto ("bbl/h", "mcf/d",
 * "galpd"), the words that take "per day" ("barrels per hour"), and rate-only spellings.
 */
const RATE_VOLUMES: readonly {
  id: UnitName;
  stems: readonly string[];
  words?: readonly string[];
  extra?: Partial<Record<TimeBase, readonly string[]>>;
}[] = [
  {
    id: 'bbl',
    stems: ['bbl', 'bbls', 'barrel', 'barrels', 'stb', 'rb'],
    words: ['barrels'],
    extra: { d: ['bpd', 'bfpd', 'blpd', 'b/d'] },
  },
  { id: 'Mbbl', stems: ['mbbl', 'mbbls', 'mstb'] },
  {
    id: 'gal',
    stems: ['gal', 'gals', 'gallon', 'gallons', 'us gal'],
    words: ['gallons'],
    extra: { min: ['gpm'], h: ['gph'], d: ['gpd'] },
  },
  { id: 'ft3', stems: ['ft3', 'cf'], words: ['cubic feet'] },
  { id: 'scf', stems: ['scf'], extra: { d: ['scfd'] } },
  { id: 'Mcf', stems: ['mcf', 'mscf'], extra: { d: ['mcfd', 'mscfd'] } },
  { id: 'MMcf', stems: ['mmcf', 'mmscf'], extra: { d: ['mmcfd', 'mmscfd'] } },
  { id: 'Bcf', stems: ['bcf', 'bscf'], extra: { d: ['bcfd'] } },
  { id: 'm3', stems: ['m3', 'sm3', 'cbm'], words: ['cubic meters', 'cubic metres'] },
  { id: 'e3m3', stems: ['e3m3', 'e3sm3'] },
  { id: 'e6m3', stems: ['e6m3', 'e6sm3'] },
  { id: 'L', stems: ['l', 'liter', 'liters', 'litre', 'litres'], extra: { min: ['lpm'] } },
];

/** Rates the table already holds under another id: a standard cubic foot per day is the ft³/d. */
const SAME_RATE: Readonly<Record<string, string>> = { 'scf/d': 'ft3/d' };

function rateId(volume: string, time: TimeBase): string {
  return SAME_RATE[`${volume}/${time}`] ?? `${volume}/${time}`;
}

/**
 * The table with its conversion facts, and every volume per every time base: the rates it holds
 * gain the spellings they lacked, the others are added, each with its volume's factor over the
 * registry's time base. A spelling another unit already has stays that unit's.
 */
function completeTable(table: readonly ReadUnit[]): ReadUnit[] {
  const units = new Map<string, ReadUnit>(
    table.map((unit) => [unit.id, { ...unit, ...CONVERSION_FACTS[unit.id] }]),
  );
  const taken = new Set(table.flatMap((unit) => [...unit.spellings, ...(unit.alone ?? [])]));
  for (const spec of RATE_VOLUMES) {
    const volume = units.get(spec.id);
    if (volume === undefined) continue;
    for (const time of TIME_BASES) {
      const written = new Set<string>();
      for (const stem of spec.stems) {
        for (const suffix of time.suffixes) {
          // "pd"/"ph" glue onto one word only: "bblpd" yes, "us galpd" no.
          if (suffix.length === 2 && stem.includes(' ')) continue;
          written.add(`${stem}${suffix}`);
        }
      }
      for (const word of spec.words ?? []) {
        written.add(`${word} per ${time.word}`);
        written.add(`${word} a ${time.word}`);
      }
      for (const extra of spec.extra?.[time.id] ?? []) written.add(extra);
      const spellings = [...written].filter((spelling) => !taken.has(spelling));
      for (const spelling of spellings) taken.add(spelling);
      const id = rateId(spec.id, time.id);
      const facts: ConversionFacts = {
        counterparts: (volume.counterparts ?? []).map((target) => rateId(target, time.id)),
        ...(volume.fullSymbol !== undefined && {
          fullSymbol: `${volume.fullSymbol}/${time.id}`,
        }),
        ...(volume.romanM === true && { romanM: true }),
      };
      const held = units.get(id);
      units.set(
        id,
        held !== undefined
          ? { ...facts, ...held, spellings: [...held.spellings, ...spellings] }
          : {
              id,
              symbol: `${volume.symbol}/${time.id}`,
              dimension: 'rate',
              toBase: volume.toBase / UNIT_DEFINITIONS[time.registry].toSi,
              system: volume.system,
              ...(volume.flavour !== undefined && { flavour: volume.flavour }),
              spellings,
              ...facts,
            },
      );
    }
  }
  return [...units.values()].map((unit) =>
    unit.counterparts === undefined
      ? unit
      : { ...unit, counterparts: unit.counterparts.filter((target) => units.has(target)) },
  );
}

/** Every unit read after a number. Order does not matter: spellings are matched longest first. */
export const READ_UNITS: readonly ReadUnit[] = completeTable(TABLE);

const BY_ID = new Map(READ_UNITS.map((unit) => [unit.id, unit]));

/** The unit named `id` (the registry's name or this table's). */
/**
 * The same rate over another time base ("m³/d" per hour is m³/h), named by its word or short
 * spelling ("hour", "hr", "h"); undefined for a unit that is no volume per time.
 */
export function perOtherTime(unit: ReadUnit, time: string): ReadUnit | undefined {
  const base = TIME_BASES.find(
    (candidate) =>
      candidate.id === time ||
      candidate.word === time ||
      candidate.suffixes.some((suffix) => suffix.replace(/^\/| per /, '') === time),
  );
  if (base === undefined) return undefined;
  for (const spec of RATE_VOLUMES) {
    const per = TIME_BASES.find((candidate) => rateId(spec.id, candidate.id) === unit.id);
    if (per !== undefined) return BY_ID.get(rateId(spec.id, base.id));
  }
  return undefined;
}

/**
 * The one unit the quantities of `dimension` among `items` are written in; undefined when none
 * is, or two different units are.
 */
export function soleUnit(
  items: readonly { unit?: ReadUnit | undefined }[],
  dimension: Dimension,
): ReadUnit | undefined {
  const written = new Map<string, ReadUnit>();
  for (const { unit } of items) if (unit?.dimension === dimension) written.set(unit.id, unit);
  const [unit] = written.values();
  return written.size === 1 ? unit : undefined;
}

export function readUnit(id: string): ReadUnit {
  const unit = BY_ID.get(id);
  if (unit === undefined) throw new Error(`unknown unit ${id}`);
  return unit;
}

/**
 * Units the registry converts into each other; temperatures are affine, unless the value is a
 * difference of temperatures, which converts by the size of the degree alone.
 */
export function convertValue(
  value: number,
  from: ReadUnit,
  to: ReadUnit,
  difference = false,
): number {
  if (from.id === to.id) return value;
  if (from.dimension !== to.dimension) {
    throw new Error(`cannot convert ${from.id} (${from.dimension}) to ${to.id} (${to.dimension})`);
  }
  if (from.dimension === 'temperature' && !difference) {
    return convertTemperature(value, from.id as 'degF', to.id as 'degF');
  }
  // psia to barg, psig to kPa(a): a pressure read against the other reference moves by the
  // atmosphere, not only by the units' sizes.
  if (
    !difference &&
    from.reference !== undefined &&
    to.reference !== undefined &&
    from.reference !== to.reference
  ) {
    const atmosphere = ATMOSPHERIC_PRESSURE_PSIA * KILOPASCALS_PER_PSI * 1000;
    const absolute = value * from.toBase + (from.reference === 'gauge' ? atmosphere : 0);
    return (absolute - (to.reference === 'gauge' ? atmosphere : 0)) / to.toBase;
  }
  return (value * from.toBase) / to.toBase;
}

/** One spelling compiled for matching after a number. */
interface Spelling {
  text: string;
  unit: ReadUnit;
  alone: boolean;
}

const SPELLINGS: readonly Spelling[] = READ_UNITS.flatMap((unit) => [
  ...unit.spellings.map((text) => ({ text, unit, alone: false })),
  ...(unit.alone ?? []).map((text) => ({ text, unit, alone: true })),
]).sort((a, b) => b.text.length - a.text.length);

/** What a spelling may not be followed by: a letter or digit continues a word. */
function endsWord(text: string, at: number, spelling: string): boolean {
  const next = text[at];
  if (next === undefined) return true;
  const last = spelling[spelling.length - 1] ?? '';
  // "12'" and '5"' and "%" end on a symbol: anything may follow.
  if (!/[a-z0-9]/.test(last)) return !/[a-z0-9]/.test(next) || /["'%°]/.test(last);
  return !/[a-z0-9]/.test(next);
}

/**
 * What may follow a spelling that is only a unit alone ("180 f", "-40 F to C", "100 c in f").
 */
const ALONE_BEFORE =
  /^\s*(?:$|[,.;:)?!/]|[-–—](?=\s)|and\b|with\b|temp|bht|bhst|\(|(?:to|into|in|as)\s+(?:°|deg|celsius|centigrade|fahrenheit|kelvin|rankine|[cfkr](?![a-z0-9])))/;

/**
 * Words a temperature in degrees is written before ("45 F rise", "110 F at the wellhead", "22 F of
 * suppression", "28 F hydrate depression", "cooled to 40 F before"): after them a lone "F" or "C"
 * is the degree.
 */
const DEGREE_WORDS =
  /^\s+(?:at|of|rise|drop|fall|depression|suppression|subcooling|superheat|difference|delta|increase|decrease|change|margin|inlet|outlet|flowing|wellhead|bottomhole|bottom|surface|ambient|line|seabed|mudline|static|reservoir|formation|above|below|over|under|hotter|colder|cooler|warmer|higher|lower|base|standard|std|hydrate|hydrates|dew|pour|cloud|wax|before|after|then|when|while|or|but|so|avg|average|mean|if|for|assuming|assume|given|using|where|plus|separator|sep|tank|treater|heater|vessel|pipeline|suction|discharge|interstage|intake|supply|return)\b/;

/** The unit written at `at` (after a number and optional spaces), and where it ends. */
export function unitAt(
  text: string,
  at: number,
): { unit: ReadUnit; end: number; written: string } | undefined {
  let index = at;
  while (text[index] === ' ') index += 1;
  const spaced = index > at;
  for (const spelling of SPELLINGS) {
    if (!text.startsWith(spelling.text, index)) continue;
    const end = index + spelling.text.length;
    if (!endsWord(text, end, spelling.text)) continue;
    // A lone quote after a space is not feet or inches ("at 5 'the' …").
    if (spaced && /^["']+$/.test(spelling.text)) continue;
    // "62f at line pressure", "200f z 0.87": a degree letter written onto its number is one.
    const glued = !spaced && /^[fc]$/.test(spelling.text) && /^\s/.test(text.slice(end));
    if (
      spelling.alone &&
      !glued &&
      !ALONE_BEFORE.test(text.slice(end)) &&
      !(/^[fc]$/.test(spelling.text) && DEGREE_WORDS.test(text.slice(end)))
    ) {
      continue;
    }
    return { unit: spelling.unit, end, written: spelling.text };
  }
  return undefined;
}

/**
 * A unit named on its own, not after a number ("in bar", "ft/min?"): only spellings that cannot
 * be an ordinary word ("in", "m", "d", "c" are left out).
 */
export function unitNamed(text: string): ReadUnit | undefined {
  const found = unitAt(text, 0);
  if (found === undefined || found.end !== text.trimEnd().length) return undefined;
  if (AMBIGUOUS_ALONE.has(found.written)) return undefined;
  return found.unit;
}

const AMBIGUOUS_ALONE = new Set([
  'in',
  'in.',
  'm',
  'd',
  'h',
  's',
  'y',
  'c',
  'f',
  'k',
  'l',
  'a',
  '"',
  "'",
  "''",
  'bo',
  'bw',
  'rb',
  'ac',
  'pc',
  'well',
  'wells',
  'stage',
  'stages',
  'day',
  'days',
  'year',
  'years',
  'month',
  'months',
  'minute',
  'minutes',
  'hour',
  'hours',
  'second',
  'seconds',
  'sec',
  'min',
  'mo',
  'mt',
  'section',
  'sections',
  'lbs',
  'degree',
  'degrees',
  'deg',
  'joint',
  'ton',
  'tons',
]);

/**
 * The unit named at `at` with no number before it ("to bar", "how many m3", "in C"): the longest
 * spelling, a lone letter too, that starts and ends a word there. A spelling followed by "/" is
 * part of a ratio this table does not know ("rb/stb" is one, "bbl/xyz" is none). Whether a word
 * such as "in" or "m" names a unit where it stands is the caller's to judge.
 */
export function unitNameAt(
  text: string,
  at: number,
): { unit: ReadUnit; end: number; written: string } | undefined {
  if (at > 0 && /[a-z0-9°'/]/.test(text[at - 1] ?? '')) return undefined;
  for (const spelling of SPELLINGS) {
    if (!text.startsWith(spelling.text, at)) continue;
    const end = at + spelling.text.length;
    if (/[a-z0-9/]/.test(text[end] ?? '')) continue;
    return { unit: spelling.unit, end, written: spelling.text };
  }
  return undefined;
}

/** Every spelling of the table, for lexicons that must not take a unit for a word. */
export function isUnitSpelling(word: string): boolean {
  return SPELLINGS.some((spelling) => spelling.text === word);
}
