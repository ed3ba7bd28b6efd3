import { z } from 'zod';

import {
  ATMOSPHERIC_PRESSURE_PSIA,
  CUBIC_METRES_PER_BARREL,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  CUBIC_METRES_PER_GALLON,
  KILOPASCALS_PER_PSI,
  METRES_PER_FOOT,
  RANKINE_OFFSET,
} from './constants';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * The unit registry: every unit factor the product uses, each to its SI base unit, with
 * {@link unitFactor} and {@link convertTemperature} for code that converts numbers it has read.
 * Also barrels of oil equivalent with an explicit gas-to-oil basis, unit conversions between
 * oilfield and SI units, and gas volumes between pressure and temperature bases. Factors are
 * exact by definition (NIST SP 811: ft = 0.3048 m, gal = 3.785411784 L, lb = 0.45359237 kg,
 * bbl = 42 gal, lbf = 0.45359237 kg × 9.80665 m/s²) unless noted.
 */

const NIST =
  'NIST Special Publication 811, Guide for the Use of the International System of Units, appendix B';
const BOE_SOURCE =
  'SPE Petroleum Resources Management System (2018) and SEC Regulation S-X 4-10: BOE at 6 Mcf of gas per barrel (energy equivalence, about 5.8 MMBtu/bbl against about 1 MMBtu/Mcf)';

const FT3 = METRES_PER_FOOT ** 3;
const PSI_PA = KILOPASCALS_PER_PSI * 1000;

/** The kinds of quantity the registry knows; only units of one kind convert into each other. */
export type UnitDimension =
  | 'volume'
  | 'rate'
  | 'pressure'
  | 'temperature'
  | 'length'
  | 'mass'
  | 'density'
  | 'energy'
  | 'power'
  | 'viscosity'
  | 'permeability'
  | 'area'
  | 'gradient'
  | 'velocity'
  | 'time'
  | 'capacity'
  | 'stroke_volume'
  | 'gas_liquid_ratio'
  | 'volume_factor'
  | 'productivity'
  | 'frequency'
  | 'concentration'
  | 'force';

/** One unit of the registry. */
export interface UnitDefinition {
  readonly dimension: UnitDimension;
  /**
   * Multiply by this to get the SI base unit (m³, m³/s, Pa, K-difference, m, kg, kg/m³, J, W,
   * Pa·s, m², m², Pa/m, m/s, s, m³/m, m³ per stroke, m³/m³, m³/(s·Pa), 1/s, kg/m³).
   */
  readonly toSi: number;
  readonly label: string;
  /** Pressure reference: gauge or absolute; neutral units keep whatever reference they came with. */
  readonly reference?: 'gauge' | 'absolute';
}

const DAY = 86400;

/** Units accepted by {@link convertUnits}, with their factor to SI. */
export const UNIT_DEFINITIONS = {
  bbl: { dimension: 'volume', toSi: CUBIC_METRES_PER_BARREL, label: 'barrel (42 US gal)' },
  Mbbl: { dimension: 'volume', toSi: 1e3 * CUBIC_METRES_PER_BARREL, label: 'thousand barrels' },
  MMbbl: { dimension: 'volume', toSi: 1e6 * CUBIC_METRES_PER_BARREL, label: 'million barrels' },
  gal: { dimension: 'volume', toSi: CUBIC_METRES_PER_GALLON, label: 'US gallon' },
  L: { dimension: 'volume', toSi: 1e-3, label: 'litre' },
  m3: { dimension: 'volume', toSi: 1, label: 'cubic metre' },
  ft3: { dimension: 'volume', toSi: FT3, label: 'cubic foot' },
  scf: { dimension: 'volume', toSi: FT3, label: 'standard cubic foot (same base kept)' },
  Mcf: { dimension: 'volume', toSi: 1e3 * FT3, label: 'thousand cubic feet' },
  MMcf: { dimension: 'volume', toSi: 1e6 * FT3, label: 'million cubic feet' },
  Bcf: { dimension: 'volume', toSi: 1e9 * FT3, label: 'billion cubic feet' },
  e3m3: { dimension: 'volume', toSi: 1e3, label: 'thousand cubic metres' },
  e6m3: { dimension: 'volume', toSi: 1e6, label: 'million cubic metres' },
  e9m3: { dimension: 'volume', toSi: 1e9, label: 'billion cubic metres' },
  'bbl/d': { dimension: 'rate', toSi: CUBIC_METRES_PER_BARREL / DAY, label: 'barrels per day' },
  'm3/d': { dimension: 'rate', toSi: 1 / DAY, label: 'cubic metres per day' },
  'm3/h': { dimension: 'rate', toSi: 1 / 3600, label: 'cubic metres per hour' },
  'gal/min': {
    dimension: 'rate',
    toSi: CUBIC_METRES_PER_GALLON / 60,
    label: 'US gallons per minute',
  },
  'ft3/d': { dimension: 'rate', toSi: FT3 / DAY, label: 'cubic feet per day' },
  'Mcf/d': { dimension: 'rate', toSi: (1e3 * FT3) / DAY, label: 'thousand cubic feet per day' },
  'MMcf/d': { dimension: 'rate', toSi: (1e6 * FT3) / DAY, label: 'million cubic feet per day' },
  'L/s': { dimension: 'rate', toSi: 1e-3, label: 'litres per second' },
  psi: { dimension: 'pressure', toSi: PSI_PA, label: 'pound-force per square inch' },
  psia: { dimension: 'pressure', toSi: PSI_PA, label: 'psi absolute', reference: 'absolute' },
  psig: { dimension: 'pressure', toSi: PSI_PA, label: 'psi gauge', reference: 'gauge' },
  kPa: { dimension: 'pressure', toSi: 1e3, label: 'kilopascal' },
  MPa: { dimension: 'pressure', toSi: 1e6, label: 'megapascal' },
  Pa: { dimension: 'pressure', toSi: 1, label: 'pascal' },
  bar: { dimension: 'pressure', toSi: 1e5, label: 'bar' },
  bara: { dimension: 'pressure', toSi: 1e5, label: 'bar absolute', reference: 'absolute' },
  barg: { dimension: 'pressure', toSi: 1e5, label: 'bar gauge', reference: 'gauge' },
  atm: { dimension: 'pressure', toSi: 101325, label: 'standard atmosphere' },
  'kg/cm2': { dimension: 'pressure', toSi: 98066.5, label: 'kilogram-force per square centimetre' },
  degF: { dimension: 'temperature', toSi: 5 / 9, label: 'degree Fahrenheit' },
  degC: { dimension: 'temperature', toSi: 1, label: 'degree Celsius' },
  K: { dimension: 'temperature', toSi: 1, label: 'kelvin' },
  degR: { dimension: 'temperature', toSi: 5 / 9, label: 'degree Rankine' },
  ft: { dimension: 'length', toSi: METRES_PER_FOOT, label: 'foot' },
  in: { dimension: 'length', toSi: 0.0254, label: 'inch' },
  yd: { dimension: 'length', toSi: 0.9144, label: 'yard' },
  mi: { dimension: 'length', toSi: 1609.344, label: 'statute mile' },
  m: { dimension: 'length', toSi: 1, label: 'metre' },
  cm: { dimension: 'length', toSi: 0.01, label: 'centimetre' },
  mm: { dimension: 'length', toSi: 0.001, label: 'millimetre' },
  km: { dimension: 'length', toSi: 1000, label: 'kilometre' },
  lb: { dimension: 'mass', toSi: 0.45359237, label: 'pound (avoirdupois)' },
  kg: { dimension: 'mass', toSi: 1, label: 'kilogram' },
  short_ton: { dimension: 'mass', toSi: 907.18474, label: 'short ton (2,000 lb)' },
  tonne: { dimension: 'mass', toSi: 1000, label: 'metric tonne' },
  'lb/ft3': { dimension: 'density', toSi: 0.45359237 / FT3, label: 'pound per cubic foot' },
  ppg: {
    dimension: 'density',
    toSi: 0.45359237 / CUBIC_METRES_PER_GALLON,
    label: 'pound per US gallon',
  },
  'kg/m3': { dimension: 'density', toSi: 1, label: 'kilogram per cubic metre' },
  'g/cm3': { dimension: 'density', toSi: 1000, label: 'gram per cubic centimetre' },
  lbf: { dimension: 'force', toSi: 0.45359237 * 9.80665, label: 'pound-force' },
  klbf: { dimension: 'force', toSi: 453.59237 * 9.80665, label: 'thousand pounds-force (kip)' },
  N: { dimension: 'force', toSi: 1, label: 'newton' },
  daN: { dimension: 'force', toSi: 10, label: 'decanewton' },
  kN: { dimension: 'force', toSi: 1e3, label: 'kilonewton' },
  Btu: { dimension: 'energy', toSi: 1055.05585262, label: 'British thermal unit (IT)' },
  MMBtu: { dimension: 'energy', toSi: 1055.05585262e6, label: 'million Btu' },
  therm: { dimension: 'energy', toSi: 105505585.262, label: 'therm (100,000 Btu)' },
  kJ: { dimension: 'energy', toSi: 1e3, label: 'kilojoule' },
  MJ: { dimension: 'energy', toSi: 1e6, label: 'megajoule' },
  GJ: { dimension: 'energy', toSi: 1e9, label: 'gigajoule' },
  kWh: { dimension: 'energy', toSi: 3.6e6, label: 'kilowatt-hour' },
  hp: { dimension: 'power', toSi: 745.6998715822702, label: 'mechanical horsepower' },
  kW: { dimension: 'power', toSi: 1e3, label: 'kilowatt' },
  W: { dimension: 'power', toSi: 1, label: 'watt' },
  'Btu/h': { dimension: 'power', toSi: 1055.05585262 / 3600, label: 'Btu per hour' },
  'MMBtu/h': { dimension: 'power', toSi: 1055.05585262e6 / 3600, label: 'million Btu per hour' },
  cP: { dimension: 'viscosity', toSi: 1e-3, label: 'centipoise' },
  'mPa.s': { dimension: 'viscosity', toSi: 1e-3, label: 'millipascal-second' },
  'Pa.s': { dimension: 'viscosity', toSi: 1, label: 'pascal-second' },
  mD: { dimension: 'permeability', toSi: 9.869233e-16, label: 'millidarcy' },
  D: { dimension: 'permeability', toSi: 9.869233e-13, label: 'darcy' },
  um2: { dimension: 'permeability', toSi: 1e-12, label: 'square micrometre' },
  acre: { dimension: 'area', toSi: 4046.8564224, label: 'acre (43,560 ft²)' },
  ha: { dimension: 'area', toSi: 1e4, label: 'hectare' },
  ft2: { dimension: 'area', toSi: FT3 / METRES_PER_FOOT, label: 'square foot' },
  m2: { dimension: 'area', toSi: 1, label: 'square metre' },
  km2: { dimension: 'area', toSi: 1e6, label: 'square kilometre' },
  mi2: { dimension: 'area', toSi: 1609.344 ** 2, label: 'square mile' },
  'psi/ft': { dimension: 'gradient', toSi: PSI_PA / METRES_PER_FOOT, label: 'psi per foot' },
  'psi/100ft': {
    dimension: 'gradient',
    toSi: PSI_PA / (100 * METRES_PER_FOOT),
    label: 'psi per 100 feet',
  },
  'kPa/m': { dimension: 'gradient', toSi: 1e3, label: 'kilopascal per metre' },
  'bar/m': { dimension: 'gradient', toSi: 1e5, label: 'bar per metre' },
  'ft/s': { dimension: 'velocity', toSi: METRES_PER_FOOT, label: 'foot per second' },
  'ft/min': { dimension: 'velocity', toSi: METRES_PER_FOOT / 60, label: 'foot per minute' },
  'm/s': { dimension: 'velocity', toSi: 1, label: 'metre per second' },
  'm/min': { dimension: 'velocity', toSi: 1 / 60, label: 'metre per minute' },
  s: { dimension: 'time', toSi: 1, label: 'second' },
  min: { dimension: 'time', toSi: 60, label: 'minute' },
  h: { dimension: 'time', toSi: 3600, label: 'hour' },
  d: { dimension: 'time', toSi: DAY, label: 'day' },
  month: { dimension: 'time', toSi: DAYS_PER_MONTH * DAY, label: 'month (30.4375 days)' },
  year: { dimension: 'time', toSi: DAYS_PER_YEAR * DAY, label: 'year (365.25 days)' },
  'bbl/ft': {
    dimension: 'capacity',
    toSi: CUBIC_METRES_PER_BARREL / METRES_PER_FOOT,
    label: 'barrel per foot',
  },
  'gal/ft': {
    dimension: 'capacity',
    toSi: CUBIC_METRES_PER_GALLON / METRES_PER_FOOT,
    label: 'US gallon per foot',
  },
  'ft3/ft': { dimension: 'capacity', toSi: FT3 / METRES_PER_FOOT, label: 'cubic foot per foot' },
  'm3/m': { dimension: 'capacity', toSi: 1, label: 'cubic metre per metre' },
  'L/m': { dimension: 'capacity', toSi: 1e-3, label: 'litre per metre' },
  'bbl/stk': {
    dimension: 'stroke_volume',
    toSi: CUBIC_METRES_PER_BARREL,
    label: 'barrel per stroke',
  },
  'gal/stk': {
    dimension: 'stroke_volume',
    toSi: CUBIC_METRES_PER_GALLON,
    label: 'US gallon per stroke',
  },
  'm3/stk': { dimension: 'stroke_volume', toSi: 1, label: 'cubic metre per stroke' },
  'L/stk': { dimension: 'stroke_volume', toSi: 1e-3, label: 'litre per stroke' },
  'scf/bbl': {
    dimension: 'gas_liquid_ratio',
    toSi: FT3 / CUBIC_METRES_PER_BARREL,
    label: 'standard cubic foot per barrel',
  },
  'Mcf/bbl': {
    dimension: 'gas_liquid_ratio',
    toSi: (1e3 * FT3) / CUBIC_METRES_PER_BARREL,
    label: 'thousand cubic feet per barrel',
  },
  'bbl/MMcf': {
    dimension: 'gas_liquid_ratio',
    toSi: CUBIC_METRES_PER_BARREL / (1e6 * FT3),
    label: 'barrel per million cubic feet (a liquid yield, inverse of a GOR)',
  },
  'm3/m3': {
    dimension: 'gas_liquid_ratio',
    toSi: 1,
    label: 'standard cubic metre of gas per cubic metre of liquid',
  },
  'rb/bbl': {
    dimension: 'volume_factor',
    toSi: 1,
    label: 'reservoir barrel per stock-tank barrel',
  },
  'rm3/m3': {
    dimension: 'volume_factor',
    toSi: 1,
    label: 'reservoir cubic metre per standard cubic metre',
  },
  'bbl/d/psi': {
    dimension: 'productivity',
    toSi: CUBIC_METRES_PER_BARREL / DAY / PSI_PA,
    label: 'barrel per day per psi',
  },
  'm3/d/bar': {
    dimension: 'productivity',
    toSi: 1 / DAY / 1e5,
    label: 'cubic metre per day per bar',
  },
  'm3/d/kPa': {
    dimension: 'productivity',
    toSi: 1 / DAY / 1e3,
    label: 'cubic metre per day per kilopascal',
  },
  spm: { dimension: 'frequency', toSi: 1 / 60, label: 'strokes per minute' },
  rpm: { dimension: 'frequency', toSi: 1 / 60, label: 'revolutions per minute' },
  'mg/L': { dimension: 'concentration', toSi: 1e-3, label: 'milligram per litre' },
  'lb/bbl': {
    dimension: 'concentration',
    toSi: 0.45359237 / CUBIC_METRES_PER_BARREL,
    label: 'pound per barrel',
  },
  'g/L': { dimension: 'concentration', toSi: 1, label: 'gram per litre' },
  in2: { dimension: 'area', toSi: 0.0254 ** 2, label: 'square inch' },
  mm2: { dimension: 'area', toSi: 1e-6, label: 'square millimetre' },
} as const satisfies Record<string, UnitDefinition>;

/** A unit name accepted by {@link convertUnits}. */
export type UnitName = keyof typeof UNIT_DEFINITIONS;

const unitNames = Object.keys(UNIT_DEFINITIONS) as [UnitName, ...UnitName[]];

/**
 * How many `to` make one `from` (`unitFactor('bar', 'psi')` = 14.5038): the factor for code that
 * converts numbers it has read. Throws for units of different dimensions and for temperatures,
 * which are affine (use {@link convertTemperature}).
 */
export function unitFactor(from: UnitName, to: UnitName): number {
  const a: UnitDefinition = UNIT_DEFINITIONS[from];
  const b: UnitDefinition = UNIT_DEFINITIONS[to];
  if (a.dimension !== b.dimension || a.dimension === 'temperature') {
    throw new OilfieldInputError(
      'to_unit',
      to,
      `No factor from ${a.dimension} (${from}) to ${b.dimension} (${to}).`,
    );
  }
  return a.toSi / b.toSi;
}

/** A temperature in another scale: °F, °C, K or °R (through kelvin). */
export function convertTemperature(
  value: number,
  from: 'degF' | 'degC' | 'K' | 'degR',
  to: 'degF' | 'degC' | 'K' | 'degR',
): number {
  return fromKelvin(toKelvin(value, from), to);
}

function toKelvin(value: number, unit: UnitName): number {
  switch (unit) {
    case 'degF':
      return (value + RANKINE_OFFSET) * (5 / 9);
    case 'degR':
      return value * (5 / 9);
    case 'degC':
      return value + 273.15;
    default:
      return value;
  }
}

function fromKelvin(kelvin: number, unit: UnitName): number {
  switch (unit) {
    case 'degF':
      return kelvin * 1.8 - RANKINE_OFFSET;
    case 'degR':
      return kelvin * 1.8;
    case 'degC':
      return kelvin - 273.15;
    default:
      return kelvin;
  }
}

/** Input of {@link convertUnits}. */
export const convertUnitsInput = z.strictObject({
  value: z.number().describe('The number to convert, in from_unit'),
  from_unit: z.enum(unitNames).describe('Unit of the value'),
  to_unit: z.enum(unitNames).describe('Unit to convert to (same dimension)'),
  atmospheric_pressure_psia: z
    .number()
    .positive()
    .max(16)
    .default(ATMOSPHERIC_PRESSURE_PSIA)
    .describe('Atmospheric pressure for gauge ↔ absolute conversions, psia (14.696 at sea level)'),
});

/**
 * Converts a value between units of the same dimension: volume, rate, pressure (gauge ↔ absolute
 * with an atmospheric pressure), temperature (affine), length, mass, density, energy, power,
 * viscosity, permeability and area. Refuses units of different dimensions. Source: NIST SP 811.
 */
export function convertUnits(input: z.input<typeof convertUnitsInput>): CalcResult<'converted'> {
  const p = parseInput(convertUnitsInput, input);
  const from: UnitDefinition = UNIT_DEFINITIONS[p.from_unit];
  const to: UnitDefinition = UNIT_DEFINITIONS[p.to_unit];
  if (from.dimension !== to.dimension) {
    throw new OilfieldInputError(
      'to_unit',
      p.to_unit,
      `Cannot convert ${from.dimension} (${p.from_unit}) to ${to.dimension} (${p.to_unit}).`,
    );
  }
  const assumptions: string[] = [];
  let converted: number;
  let formula: string;
  if (from.dimension === 'temperature') {
    converted = fromKelvin(toKelvin(p.value, p.from_unit), p.to_unit);
    formula = '°F = °C × 1.8 + 32; K = °C + 273.15; °R = °F + 459.67';
  } else {
    let si = p.value * from.toSi;
    if (
      from.dimension === 'pressure' &&
      from.reference &&
      to.reference &&
      from.reference !== to.reference
    ) {
      const atm = p.atmospheric_pressure_psia * PSI_PA;
      si += from.reference === 'gauge' ? atm : -atm;
      formula = `absolute = gauge + ${formatNumber(p.atmospheric_pressure_psia)} psi`;
      assumptions.push(`Atmospheric pressure ${formatNumber(p.atmospheric_pressure_psia)} psia.`);
    } else {
      formula = `1 ${p.from_unit} = ${formatNumber(from.toSi / to.toSi, 10)} ${p.to_unit}`;
      if (from.dimension === 'pressure' && (from.reference ?? to.reference)) {
        assumptions.push('The gauge or absolute reference of the value is kept.');
      }
    }
    converted = si / to.toSi;
  }
  if (
    from.dimension === 'volume' &&
    (p.from_unit === 'scf' || ['Mcf', 'MMcf', 'Bcf'].includes(p.from_unit))
  ) {
    assumptions.push(
      'Gas volumes keep their pressure and temperature base; use gas_volume_base_conversion to change it.',
    );
  }
  return calcResult({
    calculator: 'convert_units',
    values: {
      converted: quantity(
        converted,
        p.to_unit,
        `${formatNumber(p.value)} ${p.from_unit} in ${to.label}`,
      ),
    },
    formula,
    assumptions,
    sources: [NIST],
  });
}

/** Input of {@link barrelsOfOilEquivalent}. */
export const barrelsOfOilEquivalentInput = z.strictObject({
  oil_bbl: z.number().min(0).default(0).describe('Oil and condensate volume, bbl'),
  gas_mcf: z.number().min(0).default(0).describe('Gas volume, Mcf'),
  ngl_bbl: z
    .number()
    .min(0)
    .default(0)
    .describe('Natural gas liquids volume, bbl (counted barrel for barrel)'),
  gas_mcf_per_boe: z
    .number()
    .positive()
    .max(30)
    .default(6)
    .describe(
      'Gas-to-oil conversion, Mcf per BOE (6 = the energy-equivalence convention, default)',
    ),
  oil_price_usd_per_bbl: z
    .number()
    .positive()
    .optional()
    .describe('Oil price, $/bbl, to show the value ratio'),
  gas_price_usd_per_mcf: z
    .number()
    .positive()
    .optional()
    .describe('Gas price, $/Mcf, to show the value ratio'),
  per_day: z
    .boolean()
    .default(false)
    .describe(
      'True when the oil, NGL and gas are daily rates (bbl/d, Mcf/d) rather than volumes: the result is then BOE per day',
    ),
});

/**
 * Barrels of oil equivalent: BOE = oil + NGL + gas/6 (or the given Mcf per BOE). The 6:1 ratio is
 * an energy equivalence (about 5.8 MMBtu per barrel against about 1 MMBtu per Mcf), never a value
 * equivalence; with prices given the value ratio is shown beside it. Source: SPE PRMS; SEC S-X 4-10.
 */
export function barrelsOfOilEquivalent(
  input: z.input<typeof barrelsOfOilEquivalentInput>,
): CalcResult<'boe' | 'gas_boe', 'value_ratio_mcf_per_bbl'> {
  const p = parseInput(barrelsOfOilEquivalentInput, input);
  const gasBoe = p.gas_mcf / p.gas_mcf_per_boe;
  // Daily rates give a daily equivalent: the same sum, per day.
  const unit = p.per_day ? 'BOE/d' : 'BOE';
  const notes: string[] = [
    `Basis: ${formatNumber(p.gas_mcf_per_boe)} Mcf of gas = 1 BOE (energy equivalence); NGL counted barrel for barrel.`,
    ...(p.per_day
      ? ['Oil, NGL and gas read as daily rates (bbl/d, Mcf/d): the result is per day.']
      : []),
  ];
  const values: Record<'boe' | 'gas_boe', ReturnType<typeof quantity>> &
    Partial<Record<'value_ratio_mcf_per_bbl', ReturnType<typeof quantity>>> = {
    boe: quantity(
      p.oil_bbl + p.ngl_bbl + gasBoe,
      unit,
      `Barrels of oil equivalent (${formatNumber(p.gas_mcf_per_boe)}:1)`,
    ),
    gas_boe: quantity(gasBoe, unit, 'Gas share in BOE'),
  };
  if (p.oil_price_usd_per_bbl !== undefined && p.gas_price_usd_per_mcf !== undefined) {
    const ratio = p.oil_price_usd_per_bbl / p.gas_price_usd_per_mcf;
    values.value_ratio_mcf_per_bbl = quantity(
      ratio,
      'Mcf/bbl',
      'Value ratio: Mcf of gas worth one barrel of oil',
    );
    notes.push(
      `At $${formatNumber(p.oil_price_usd_per_bbl)}/bbl and $${formatNumber(p.gas_price_usd_per_mcf)}/Mcf a barrel is worth ${formatNumber(ratio, 3)} Mcf: BOE is an energy measure, not a value measure.`,
    );
  }
  return calcResult<'boe' | 'gas_boe', 'value_ratio_mcf_per_bbl'>({
    calculator: 'barrels_of_oil_equivalent',
    values,
    formula: `BOE = oil + NGL + gas/${formatNumber(p.gas_mcf_per_boe)}`,
    assumptions: [
      'Gas volume in Mcf at its reporting pressure base (state it: Texas commonly 14.65 psia, federal 14.73 psia, at 60 °F).',
    ],
    notes,
    sources: [BOE_SOURCE],
  });
}

/** Input of {@link gasVolumeBaseConversion}. */
export const gasVolumeBaseConversionInput = z.strictObject({
  volume: z
    .number()
    .min(0)
    .describe('Gas volume at the original base (any volume unit; the result is in the same unit)'),
  from_pressure_base_psia: z
    .number()
    .min(10)
    .max(20)
    .describe('Pressure base of the given volume, psia (e.g. 14.65 Texas, 14.73 federal, 14.696)'),
  from_temperature_base_degF: z
    .number()
    .min(0)
    .max(100)
    .default(60)
    .describe('Temperature base of the given volume, °F'),
  to_pressure_base_psia: z.number().min(10).max(20).describe('Pressure base wanted, psia'),
  to_temperature_base_degF: z
    .number()
    .min(0)
    .max(100)
    .default(60)
    .describe('Temperature base wanted, °F'),
  volume_unit: z
    .enum(['scf', 'Mscf', 'MMscf', 'Bscf', 'Sm3', 'e3Sm3'])
    .optional()
    .describe('Unit of the volume, shown with the result (the result is in the same unit)'),
});

/**
 * Restates a gas volume at another pressure and temperature base: V2 = V1·(p1/p2)·(T2/T1), T in
 * °R (ideal gas at base conditions). Source: ideal-gas law; AGA Report 3 base conditions.
 */
export function gasVolumeBaseConversion(
  input: z.input<typeof gasVolumeBaseConversionInput>,
): CalcResult<'volume'> {
  const p = parseInput(gasVolumeBaseConversionInput, input);
  const t1 = p.from_temperature_base_degF + RANKINE_OFFSET;
  const t2 = p.to_temperature_base_degF + RANKINE_OFFSET;
  return calcResult({
    calculator: 'gas_volume_base_conversion',
    values: {
      volume: quantity(
        p.volume * (p.from_pressure_base_psia / p.to_pressure_base_psia) * (t2 / t1),
        p.volume_unit ?? 'same unit as given',
        `Volume at ${formatNumber(p.to_pressure_base_psia)} psia and ${formatNumber(p.to_temperature_base_degF)} °F`,
      ),
    },
    formula: 'V2 = V1 × (p1/p2) × (T2/T1), T in °R',
    assumptions: ['Ideal gas at base conditions (z = 1 at about 1 atm).'],
    sources: [
      'Ideal-gas law at base conditions; AGA Report No. 3 / API MPMS 14.3 (base pressure and temperature of gas measurement)',
    ],
  });
}
