import type { Reading } from '../label';
import type { Mention } from '../read';
import { convertValue, readUnit, type ReadUnit } from '../units';
import { WATER_LB_PER_FT3 } from '@petrosage/oilfield';
import { plain } from '../format';
import { recipe, type Composed } from './recipe';

/** What a heater's streams come in at, as questions word it (the role holds the sure names). */
const INLET_NAMES = [
  'inlet',
  'from',
  'entering',
  'incoming',
  'cold',
  'starting at',
  'in at',
  'heat',
  'heated',
  'warm',
  'warmed',
  // "20 °C in, 60 °C out".
  'in',
];
const OUTLET_NAMES = [
  'outlet',
  'out',
  'to',
  'up to',
  'target',
  'setpoint',
  'set point',
  'heat to',
  'heat it to',
  'heat them to',
  'warm to',
  'raise to',
  'bring to',
  'bring it up to',
];

const FAHRENHEIT = readUnit('degF');

/** A temperature in °F, from any temperature unit; undefined for another quantity. */
function degF(value: number, unit: ReadUnit | undefined): number | undefined {
  return unit?.dimension === 'temperature' ? convertValue(value, unit, FAHRENHEIT) : undefined;
}

/**
 * "Heat 60-120 °F", "60 to 140 F": a temperature range, or two temperatures joined by "to", are
 * the inlet and the outlet of the heater in the order written.
 */
function temperaturePair(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const temperatures = reading.mentions.filter(
    (mention) => !used.has(mention.index) && mention.unit?.dimension === 'temperature',
  );
  const ranges = temperatures.filter((mention) => mention.range !== undefined);
  const [range] = ranges;
  if (ranges.length === 1 && range?.range !== undefined) {
    const inlet = degF(range.range.low, range.unit);
    const outlet = degF(range.range.high, range.unit);
    if (inlet === undefined || outlet === undefined) return undefined;
    return {
      input: { inlet_temperature_degF: inlet, outlet_temperature_degF: outlet },
      used: [range.index],
      notes: [
        `${range.raw} read as heated from ${String(range.range.low)} to ${String(range.range.high)} ${range.unit?.symbol ?? ''}.`,
      ],
    };
  }
  if (ranges.length > 0) return undefined;
  const pairs = temperatures.flatMap((first) => {
    const second = reading.mentions[first.index + 1];
    if (second === undefined || second.unit?.dimension !== 'temperature') return [];
    if (used.has(second.index) || second.range !== undefined) return [];
    const between = reading.text.slice(first.end, second.start);
    return /^\s*(?:to|-|–|->|→|up to)\s*$/.test(between) ? [[first, second] as const] : [];
  });
  const [pair] = pairs;
  if (pairs.length !== 1 || pair === undefined) return undefined;
  const [first, second] = pair;
  const inlet = degF(first.value, first.unit);
  const outlet = degF(second.value, second.unit);
  if (inlet === undefined || outlet === undefined) return undefined;
  return {
    input: { inlet_temperature_degF: inlet, outlet_temperature_degF: outlet },
    used: [first.index, second.index],
  };
}

/** Whether a liquid rate's unit or words name `fluid` more than the other liquid. */
function namedFor(fluid: 'oil' | 'water', mention: Mention, reading: Reading): boolean {
  const other = fluid === 'oil' ? 'water' : 'oil';
  if (mention.unit?.flavour === fluid) return true;
  if (mention.unit?.flavour === other) return false;
  const labels = reading.labels[mention.index] ?? new Map<string, number>();
  return (labels.get(`${fluid}_rate`) ?? 0) > (labels.get(`${other}_rate`) ?? 0);
}

/** A liquid rate, not a gas one. */
function liquidRate(mention: Mention): boolean {
  return mention.unit?.dimension === 'rate' && mention.unit.flavour !== 'gas';
}

/** An oil gravity in the message: an API gravity, or a specific gravity not named the gas's. */
function oilGravityGiven(reading: Reading): boolean {
  return reading.mentions.some(
    (mention) =>
      mention.unit?.dimension === 'api' ||
      (mention.unit?.dimension === 'specific_gravity' && !gasNamed(mention, reading)),
  );
}

/**
 * Whether a rate is the oil's (or the water's): its unit says so ("bopd"), or its words name that
 * fluid more strongly than the other; a gas rate never. A liquid rate naming neither fluid is the
 * oil's when an oil gravity is given and no other rate is named for the oil ("150 m3/d of 32 API
 * oil": the name went to the gravity).
 */
function rateOf(fluid: 'oil' | 'water'): (mention: Mention, reading: Reading) => boolean {
  return (mention, reading) => {
    if (!liquidRate(mention)) return false;
    if (namedFor(fluid, mention, reading)) return true;
    if (fluid === 'water' || namedFor('water', mention, reading)) return false;
    return (
      oilGravityGiven(reading) &&
      !reading.mentions.some(
        (other) => other !== mention && liquidRate(other) && namedFor('oil', other, reading),
      )
    );
  };
}

/**
 * A gravity whose words name the gas more than a liquid ("gas SG 0.65", "0.65 gas"), or name both
 * alike in a message with a gas rate and no oil rate ("3 MMscfd of 0.7 gravity gas").
 */
function gasNamed(mention: Mention, reading: Reading): boolean {
  const labels = reading.labels[mention.index] ?? new Map<string, number>();
  const gas = labels.get('gas_gravity') ?? 0;
  const liquid = Math.max(
    labels.get('liquid_specific_gravity') ?? 0,
    labels.get('oil_specific_gravity') ?? 0,
  );
  if (gas > liquid) return true;
  return (
    gas > 0 &&
    gas === liquid &&
    reading.mentions.some((other) => other.unit?.flavour === 'gas') &&
    !reading.mentions.some((other) => liquidRate(other))
  );
}

/** Cubic metres per second in a barrel a day. */
const M3_PER_S_PER_BBL_PER_DAY = convertValue(1, readUnit('bbl/d'), readUnit('m3/d')) / 86400;

/** Fresh water's density, the heater duty's own (62.37 lb/ft³), in kg/m³. */
const WATER_KG_PER_M3 = convertValue(WATER_LB_PER_FT3, readUnit('lb/ft3'), readUnit('kg/m3'));

/**
 * A stream given by its mass (kg/s) as the volume rate the duty takes: the water by its gravity
 * (1.0 unless given), the oil by its specific or API gravity — without one, its mass is left out
 * and its rate asked for. Returns the note saying so.
 */
function volumeRatesOfMasses(input: Record<string, unknown>): string | undefined {
  const notes: string[] = [];
  const { water_mass_rate: water, oil_mass_rate: oil } = input;
  delete input.water_mass_rate;
  delete input.oil_mass_rate;
  if (typeof water === 'number' && input.water_rate_bbl_per_day === undefined) {
    const gravity =
      typeof input.water_specific_gravity === 'number' ? input.water_specific_gravity : 1;
    input.water_rate_bbl_per_day = water / (WATER_KG_PER_M3 * gravity) / M3_PER_S_PER_BBL_PER_DAY;
    notes.push(
      `Water ${plain(water)} kg/s at SG ${plain(gravity)}: ${plain(input.water_rate_bbl_per_day)} bbl/d.`,
    );
  }
  const api = input.oil_api_gravity;
  const oilGravity =
    typeof input.oil_specific_gravity === 'number'
      ? input.oil_specific_gravity
      : typeof api === 'number'
        ? 141.5 / (131.5 + api)
        : undefined;
  if (typeof oil === 'number' && input.oil_rate_bbl_per_day === undefined) {
    if (oilGravity === undefined) {
      notes.push(
        `The oil's ${plain(oil)} kg/s needs its gravity to be a volume: give the API or SG.`,
      );
    } else {
      input.oil_rate_bbl_per_day = oil / (WATER_KG_PER_M3 * oilGravity) / M3_PER_S_PER_BBL_PER_DAY;
      notes.push(
        `Oil ${plain(oil)} kg/s at SG ${plain(oilGravity)}: ${plain(input.oil_rate_bbl_per_day)} bbl/d.`,
      );
    }
  }
  return notes.length > 0 ? notes.join(' ') : undefined;
}

/** Heater and treater duty; compression ratio, stages and interstage pressures. */
export const thermalRecipes = [
  recipe({
    tool: 'heater_duty',
    terms: {
      'heat duty': 3,
      'heater duty': 3,
      'treater duty': 3,
      'burner duty': 3,
      // The burner a heater needs is sized by its duty: "how big a burner?".
      'burner size': 3,
      'size the burner': 3,
      'big a burner': 3,
      'burner rating': 3,
      'fired duty': 3,
      'firing rate': 2.5,
      'btu/hr to heat': 3,
      'btu/h to heat': 3,
      'btu to heat': 2.5,
      'heat input': 2.5,
      'heat required': 2.5,
      'heat needed': 2.5,
      'heat load': 2.5,
      'how much heat': 3,
      'sensible heat': 2.5,
      'heat the oil': 2.5,
      'heat the water': 2.5,
      'heat the fluid': 2.5,
      // The equipment alone hints at its duty: a treater's problem is not a duty asked.
      'heater treater': 1,
      'line heater': 1,
      'indirect heater': 1,
      'fire tube': 1,
      firetube: 1,
      treater: 0.5,
      heater: 0.5,
      duty: 1.5,
      'mmbtu/h': 1.5,
      'mmbtu/hr': 1.5,
      'btu/hr': 1.5,
      'btu/h': 1.5,
      'fuel gas': 1,
      heat: 1,
    },
    inputs: [
      // A rate whose unit says its fluid ("bopd", "bwpd") is that stream's, named or not.
      { input: 'oil_rate_bbl_per_day', role: 'oil_rate', free: true, accepts: rateOf('oil') },
      {
        input: 'oil_specific_gravity',
        role: 'oil_specific_gravity',
        free: true,
        names: ['sg', 'specific gravity', 'gravity', 'sp gr', 'relative density'],
        // Not a gravity named the gas's ("gas SG 0.65").
        accepts: (mention, reading) =>
          !gasNamed(mention, reading) &&
          reading.mentions.some((other) => rateOf('oil')(other, reading)),
      },
      { input: 'oil_api_gravity', role: 'api_gravity', free: true },
      { input: 'water_rate_bbl_per_day', role: 'water_rate', free: true, accepts: rateOf('water') },
      { input: 'water_specific_gravity', role: 'water_specific_gravity', labelled: true },
      {
        input: 'gas_rate_mscf_per_day',
        role: 'gas_rate',
        accepts: (mention) => mention.unit !== undefined,
      },
      {
        input: 'gas_specific_gravity',
        role: 'gas_gravity',
        labelled: true,
        accepts: (mention, reading) =>
          gasNamed(mention, reading) &&
          reading.mentions.some((other) => other.unit?.flavour === 'gas'),
      },
      {
        input: 'inlet_temperature_degF',
        role: 'inlet_temperature',
        labelled: true,
        names: INLET_NAMES,
      },
      {
        input: 'outlet_temperature_degF',
        role: 'outlet_temperature',
        labelled: true,
        names: OUTLET_NAMES,
      },
      {
        input: 'temperature_rise_degF',
        role: 'temperature_rise',
        labelled: true,
        // "raise 60 F" is the rise; "from 60 F" the inlet.
        names: ['rise', 'by', 'dt', 'δt', 'raise', 'raised'],
      },
      { input: 'oil_specific_heat', role: 'oil_heat_capacity', labelled: true },
      { input: 'water_specific_heat', role: 'water_heat_capacity', labelled: true },
      { input: 'gas_specific_heat', role: 'gas_heat_capacity', labelled: true },
      { input: 'heat_loss_pct', role: 'heat_loss', labelled: true, names: ['loss', 'losses'] },
      {
        input: 'burner_efficiency_pct',
        role: 'burner_efficiency',
        labelled: true,
        names: ['efficiency', 'eff', 'efficient'],
      },
      // Its unit says what it is (Btu/scf, MJ/m³), named or not.
      { input: 'fuel_heating_value', role: 'fuel_heating_value', free: true },
      // "800 bopd, 10 % water": the water the oil carries, as a share of the liquid.
      { input: 'water_cut_pct', role: 'water_cut', labelled: true, unit: '%' },
      // "5 kg/s of water", "oil at 30 t/h": a stream given by its mass.
      { input: 'water_mass_rate', role: 'water_mass_rate', labelled: true, unit: 'kg/s' },
      { input: 'oil_mass_rate', role: 'oil_mass_rate', labelled: true, unit: 'kg/s' },
    ],
    compose: temperaturePair,
    complete: (input) => {
      const byMass = volumeRatesOfMasses(input);
      const { oil_rate_bbl_per_day: oil, water_cut_pct: cut } = input;
      if (byMass !== undefined) return byMass;
      if (
        input.water_rate_bbl_per_day !== undefined ||
        typeof oil !== 'number' ||
        typeof cut !== 'number' ||
        cut <= 0 ||
        cut >= 100
      ) {
        return undefined;
      }
      const water = (oil * cut) / (100 - cut);
      input.water_rate_bbl_per_day = water;
      return `${plain(cut)} % water read as the water cut of the liquid: ${plain(water)} bbl/d of water with the ${plain(oil)} bbl/d of oil.`;
    },
    primary: 'heat_duty_btu_per_hr',
    answers: {
      fired_duty_btu_per_hr: [
        'fired duty',
        'burner duty',
        'firing rate',
        'heat release',
        'burner size',
        'burner rating',
      ],
      // MMBtu/h is not a unit the reader converts to: asked for by its name.
      fired_duty_mmbtu_per_hr: [
        'fired duty in mmbtu',
        'burner duty in mmbtu',
        'firing rate in mmbtu',
        'fired duty mmbtu',
        'burner duty mmbtu',
      ],
      heat_duty_mmbtu_per_hr: [
        'duty in mmbtu',
        'mmbtu/h',
        'mmbtu/hr',
        'mmbtu per hour',
        'mmbtu per hr',
        'mmbtuh',
        'mmbtu',
      ],
      fuel_gas_mscf_per_day: ['fuel gas', 'fuel', 'fuel consumption', 'fuel rate'],
      design_duty_btu_per_hr: ['design duty', 'with losses', 'including losses'],
    },
    needs: {
      fired_duty_btu_per_hr: ['burner_efficiency_pct'],
      fired_duty_mmbtu_per_hr: ['burner_efficiency_pct'],
      fuel_gas_mscf_per_day: ['burner_efficiency_pct'],
    },
    missing: (input) => {
      const streams = [
        input.oil_rate_bbl_per_day,
        input.water_rate_bbl_per_day,
        input.gas_rate_mscf_per_day,
      ];
      if (streams.every((rate) => rate === undefined))
        return 'the rates to heat: oil (e.g. `1,200 bopd`), water (e.g. `400 bwpd`) or gas';
      if (
        input.oil_rate_bbl_per_day !== undefined &&
        input.oil_specific_gravity === undefined &&
        input.oil_api_gravity === undefined
      )
        return 'the oil specific gravity (e.g. `0.86 SG`) or API gravity (e.g. `33 API`)';
      if (input.gas_rate_mscf_per_day !== undefined && input.gas_specific_gravity === undefined)
        return 'the gas specific gravity (e.g. `gas gravity 0.65`)';
      if (input.temperature_rise_degF !== undefined) return undefined;
      if (input.inlet_temperature_degF === undefined)
        return input.outlet_temperature_degF === undefined
          ? 'the inlet and outlet temperatures (e.g. `from 60 to 120 °F`), or the temperature rise'
          : 'the temperature the streams come in at (e.g. `60 °F`)';
      if (input.outlet_temperature_degF === undefined)
        return 'the temperature to heat them to (e.g. `120 °F`)';
      return undefined;
    },
  }),
  recipe({
    tool: 'compression_ratio',
    terms: {
      'compression ratio': 3,
      'ratio per stage': 3,
      'per stage ratio': 3,
      'stage ratio': 2.5,
      'interstage pressure': 3,
      'interstage pressures': 3,
      'inter-stage pressure': 3,
      interstage: 2.5,
      'stages of compression': 3,
      'compression stages': 3,
      'compressor stages': 3,
      'how many stages': 2,
      'number of stages': 1.5,
      'reciprocating compressor': 2,
      'recip compressor': 2,
      compressor: 1.5,
      compress: 1.5,
      compression: 1.5,
      // "comp ratio", "comp: 3 barg suction, 45 barg disch": the compressor's, in field shorthand.
      'comp ratio': 3,
      comp: 0.5,
      disch: 0.5,
      recip: 1,
      booster: 1,
      suction: 0.5,
      discharge: 0.5,
      'per stage': 1,
      'discharge temperature': 1,
    },
    inputs: [
      // A ratio of absolute pressures moves a lot with the basis: a pressure with no unit at all
      // is asked for with one ("150" could be psig or psia), not taken as gauge.
      {
        input: 'suction_pressure_psia',
        role: 'suction_pressure',
        accepts: (mention) => mention.unit !== undefined,
        names: [
          'suction pressure',
          'suction press',
          'p suction',
          'ps',
          'inlet',
          'from',
          'intake',
          'suction of',
          // "4 barg in, 85 barg out".
          'in',
        ],
      },
      {
        input: 'discharge_pressure_psia',
        role: 'discharge_pressure',
        accepts: (mention) => mention.unit !== undefined,
        names: [
          'discharge pressure',
          'disch pressure',
          'p discharge',
          'pd',
          'outlet',
          'to',
          'up to',
          'into',
          'sales',
          'delivery',
          'out',
        ],
      },
      // "3 stages" is read with its unit; "3-stage recip" by the word after it.
      {
        input: 'stages',
        role: 'stage_count',
        free: true,
        names: ['stage', 'stages', 'stg'],
        accepts: (mention) =>
          mention.unit?.id === 'stages' ||
          (mention.unit === undefined && /^\s*-?\s*(?:stages?|stg)\b/.test(mention.after)),
      },
      {
        input: 'max_ratio_per_stage',
        role: 'max_ratio_per_stage',
        labelled: true,
        names: ['no more than', 'not more than', 'not over', 'not exceeding', 'max', 'maximum'],
      },
      {
        input: 'suction_temperature_degF',
        role: 'temperature',
        names: ['suction temperature', 'suction temp', 'suction', 'ts', 'cooled to', 'gas at'],
      },
      {
        input: 'heat_capacity_ratio',
        role: 'heat_capacity_ratio',
        labelled: true,
        names: ['k', 'gamma', 'k value', 'n value'],
      },
    ],
    primary: 'overall_compression_ratio',
    answers: {
      stages: ['how many stages', 'number of stages', 'stages'],
      ratio_per_stage: ['ratio per stage', 'per stage ratio', 'stage ratio', 'per stage'],
      interstage_pressure_1_psia: [
        'interstage pressure',
        'interstage pressures',
        'interstage',
        'first stage discharge',
        '1st stage discharge',
      ],
      discharge_temperature_degF: ['discharge temperature', 'discharge temp'],
      overall_compression_ratio: ['overall ratio', 'total ratio', 'overall compression ratio'],
    },
    needs: { discharge_temperature_degF: ['suction_temperature_degF', 'heat_capacity_ratio'] },
  }),
];
