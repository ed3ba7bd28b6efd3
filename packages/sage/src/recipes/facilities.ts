import { plain } from '../format';
import type { Reading } from '../label';
import { convertValue, readUnit } from '../units';
import { composedBoth, recipe, sizePair, type Composed } from './recipe';

/** A vessel run with its liquid at half its diameter. */
const HALF_FULL =
  /\bhalf[- ]full\b|\b(?:runs?|running|run at|at) half\b|\bhalf (?:its|the) diameter\b/;

/** A vessel's orientation, written out or shortened ("horiz sep", "vert sep"). */
function orientation(text: string): Record<string, unknown> {
  if (/\bhori?z(?:ontal)?\b/.test(text)) return { orientation: 'horizontal' };
  if (/\bvert(?:ical)?\b/.test(text)) return { orientation: 'vertical' };
  return {};
}

/**
 * A liquid's density named by the liquid itself ("52 lb/ft3 oil", "water 62.4 lb/ft3"): beside a
 * gas in a separator, the density of oil, condensate or water is the liquid density.
 */
const LIQUID_NAMED = [
  'oil',
  'crude',
  'condensate',
  'water',
  'brine',
  'of oil',
  'of liquid',
  // "oil SG 0.82": a gravity written before its number, named by its liquid.
  'oil sg',
  'condensate sg',
  'water sg',
  'brine sg',
];

/** The liquid a vessel holds, named as such ("20 bbl of liquid in the separator", "holds 20 bbl"). */
const LIQUID_HELD = [
  'liquid',
  'of liquid',
  'of oil',
  'of fluid',
  'of water',
  'liquid volume',
  'volume of liquid',
  'liquid held',
  'held',
  'holds',
  'holding',
  'holdup',
  'hold up',
  'liquid holdup',
  'liquid inventory',
];

/**
 * An oil rate and a water rate given apart ("2,500 bopd, 1,200 bwpd"): the liquid through a
 * vessel is both. Each is known by its unit's fluid or the words naming it; a gas rate never.
 */
function oilPlusWater(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const rateOf = (fluid: 'oil' | 'water') =>
    reading.mentions.find((mention) => {
      if (used.has(mention.index) || mention.range !== undefined) return false;
      if (mention.unit?.dimension !== 'rate' || mention.unit.flavour === 'gas') return false;
      const labels = reading.labels[mention.index] ?? new Map<string, number>();
      const own = labels.get(`${fluid}_rate`) ?? 0;
      const other = labels.get(`${fluid === 'oil' ? 'water' : 'oil'}_rate`) ?? 0;
      return mention.unit.flavour === fluid
        ? other <= own || other < 0.5
        : own >= 0.5 && own > other;
    });
  const oil = rateOf('oil');
  const water = rateOf('water');
  if (oil?.unit === undefined || water?.unit === undefined || oil === water) return undefined;
  const perDay = readUnit('bbl/d');
  const oilRate = convertValue(oil.value, oil.unit, perDay);
  const waterRate = convertValue(water.value, water.unit, perDay);
  const total = oilRate + waterRate;
  return {
    input: { liquid_rate_bbl_per_day: total },
    used: [oil.index, water.index],
    notes: [
      `Liquid rate: ${plain(oilRate)} bopd of oil + ${plain(waterRate)} bwpd of water = ${plain(total)} bbl/d through the liquid volume.`,
    ],
  };
}

/** Separators (gas capacity, sizing, retention), Souders–Brown, erosional velocity, liquid lines. */
export const facilitiesRecipes = [
  recipe({
    tool: 'separator_sizing',
    terms: {
      'separator sizing': 3,
      'size a separator': 3,
      'size a vertical separator': 3,
      'size a horizontal separator': 3,
      'separator size': 3,
      'minimum diameter': 2,
      'minimum id': 2,
      'how big a separator': 3,
      'how big a horizontal separator': 3,
      'how big a vertical separator': 3,
      'diameter separator': 2,
      'separator diameter': 2,
      'vessel diameter': 2,
      scrubber: 1.5,
      'gas capacity': 0.5,
      separator: 1,
      sizing: 0.5,
    },
    inputs: [
      // A gas rate is written with its unit: a bare "0.7 gas" is the gas's gravity, not 0.7 Mcf/d.
      {
        input: 'gas_rate_mmscf_per_day',
        role: 'gas_rate',
        accepts: (mention) => mention.unit !== undefined,
      },
      { input: 'pressure_psia', role: 'pressure' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      { input: 'gas_density_lb_per_ft3', role: 'gas_density', labelled: true },
      { input: 'z_factor', role: 'z_factor' },
      { input: 'liquid_density_lb_per_ft3', role: 'liquid_density', names: LIQUID_NAMED },
      { input: 'k_factor_ft_per_s', role: 'k_factor', labelled: true },
    ],
    options: orientation,
    missing: (input) =>
      input.gas_specific_gravity === undefined && input.gas_density_lb_per_ft3 === undefined
        ? 'the gas specific gravity (e.g. `0.7 gas gravity`) or the gas density at conditions'
        : input.liquid_density_lb_per_ft3 === undefined
          ? 'the liquid density (e.g. `50 lb/ft3`)'
          : undefined,
  }),
  recipe({
    tool: 'separator_gas_capacity',
    terms: {
      'gas capacity': 3,
      'separator gas capacity': 3,
      'separator capacity': 2.5,
      'how much gas can': 2.5,
      'how much gas will': 2,
      'gas handling capacity': 3,
      'max gas rate': 2,
      'maximum gas rate': 2,
      'how many mmscfd': 1.5,
      // "What gas can a 36 in separator handle?": the gas it takes.
      'what gas can': 2.5,
      'gas can it handle': 2.5,
      'can it handle': 1.5,
      'can handle': 1.5,
      capacity: 1,
      separator: 1,
      vessel: 0.5,
    },
    inputs: [
      { input: 'vessel_inside_diameter_in', role: 'vessel_diameter' },
      { input: 'pressure_psia', role: 'pressure' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      { input: 'liquid_density_lb_per_ft3', role: 'liquid_density', names: LIQUID_NAMED },
      { input: 'z_factor', role: 'z_factor' },
      { input: 'k_factor_ft_per_s', role: 'k_factor', labelled: true },
    ],
    // The rating is a vertical vessel's (gas through the whole cross-section); a horizontal one's
    // depends on its liquid level and length, which this calculator does not take.
    declines: (text) =>
      /\bhorizontal\b/.test(text)
        ? "The **Separator gas capacity** calculator rates a **vertical** vessel (Souders–Brown across the whole cross-section); a horizontal vessel's gas capacity depends on its liquid level and length, which it does not take, so I won't give you the vertical figure in its place. For a horizontal vessel I can work out the **minimum diameter** for a gas rate (say the rate, e.g. `10 MMscf/d`, with the pressure, temperature, gas gravity and liquid density), or rate it as a vertical vessel if you ask for that."
        : undefined,
  }),
  recipe({
    tool: 'separator_retention',
    terms: {
      'retention time': 3,
      'residence time': 3,
      retention: 2,
      residence: 2,
      'holdup time': 3,
      'settling time': 2,
      'liquid volume needed': 2,
      'liquid volume for': 1.5,
      separator: 0.5,
      minutes: 0.5,
    },
    inputs: [
      { input: 'liquid_rate_bbl_per_day', role: 'liquid_rate' },
      // The one volume of a retention question is the liquid the vessel holds ("2,000 bopd in 30 bbl").
      { input: 'liquid_volume_bbl', role: 'volume', free: true, names: LIQUID_HELD },
      { input: 'vessel_inside_diameter_in', role: 'vessel_diameter', labelled: true },
      { input: 'liquid_level_in', role: 'vessel_liquid_level', labelled: true },
      { input: 'vessel_length_ft', role: 'vessel_length', labelled: true },
      { input: 'retention_time_min', role: 'retention_time', labelled: true, unit: 'min' },
      // "Running 40 % full": a horizontal vessel's liquid level as a share of its diameter.
      { input: 'full_pct', role: 'fill_fraction', labelled: true, unit: '%' },
    ],
    options: (text) => ({
      ...orientation(text),
      ...(HALF_FULL.test(text) && { full_pct: 50 }),
    }),
    compose: composedBoth(oilPlusWater, (reading, used) =>
      sizePair(reading, used, ['vessel_inside_diameter_in', 'in'], ['vessel_length_ft', 'ft']),
    ),
    complete: (input) => {
      const { full_pct: full, vessel_inside_diameter_in: diameter } = input;
      // Only a horizontal vessel's fill is a share of its diameter.
      if (
        input.liquid_level_in !== undefined ||
        input.orientation !== 'horizontal' ||
        typeof full !== 'number' ||
        typeof diameter !== 'number' ||
        full <= 0 ||
        full > 100
      ) {
        return undefined;
      }
      input.liquid_level_in = (diameter * full) / 100;
      return `${plain(full)} % full read as a liquid level of ${plain(input.liquid_level_in)} in (of the ${plain(diameter)} in ID).`;
    },
    primary: ['retention_time_min', 'required_liquid_volume_bbl'],
    answers: {
      retention_time_min: ['retention', 'retention time', 'residence time'],
      required_liquid_volume_bbl: [
        'what liquid volume',
        'liquid volume do i need',
        'liquid volume do we need',
        'liquid volume would i need',
        'liquid volume needed',
        'what volume',
        'how much volume',
        'how much liquid',
        'volume needed',
        'volume required',
        'required volume',
      ],
    },
    needs: { required_liquid_volume_bbl: ['retention_time_min'] },
    missing: (input) => {
      if (input.retention_time_min !== undefined || input.liquid_volume_bbl !== undefined) return;
      if (input.vessel_inside_diameter_in === undefined)
        return 'the liquid volume in the vessel (e.g. `20 bbl`), or its inside diameter and liquid level';
      if (input.liquid_level_in === undefined)
        return 'the liquid level in the vessel (e.g. `24 in`)';
      if (input.orientation === undefined) return 'whether the separator is vertical or horizontal';
      if (input.orientation === 'horizontal' && input.vessel_length_ft === undefined)
        return 'the vessel length seam to seam (e.g. `15 ft`)';
      return undefined;
    },
  }),
  recipe({
    tool: 'souders_brown_velocity',
    terms: {
      'souders brown': 3,
      'souders-brown': 3,
      'terminal velocity': 2,
      'maximum gas velocity': 2.5,
      'max gas velocity': 2.5,
      'allowable gas velocity': 3,
      'allowable velocity': 2,
      'gas velocity': 1,
    },
    inputs: [
      { input: 'k_factor_ft_per_s', role: 'k_factor' },
      { input: 'liquid_density_lb_per_ft3', role: 'liquid_density', names: LIQUID_NAMED },
      { input: 'gas_density_lb_per_ft3', role: 'gas_density' },
    ],
  }),
  recipe({
    tool: 'york_k_factor',
    terms: {
      'york k': 3,
      york: 2,
      'mesh pad k': 2.5,
      'demister k': 2.5,
      'mist pad k': 2.5,
      'k factor': 2,
      'k-factor': 2,
      'which k': 2,
      'what k': 2,
      'souders brown k': 2.5,
      'design k': 2,
    },
    inputs: [{ input: 'pressure_psia', role: 'pressure' }],
    options: orientation,
  }),
  recipe({
    tool: 'erosional_velocity',
    terms: {
      'erosional velocity': 3,
      erosional: 3,
      erosion: 2,
      'rp 14e': 3,
      '14e': 2.5,
      // RP 14E's symbol for it ("Ve = C/√ρm").
      ve: 2,
      'api 14e': 3,
      'max velocity before erosion': 3,
      'velocity limit': 1.5,
      'c factor': 1,
      'c-factor': 1,
    },
    inputs: [
      { input: 'mixture_density_lb_per_ft3', role: 'mixture_density' },
      { input: 'c_factor', role: 'c_factor', labelled: true },
      { input: 'pressure_psia', role: 'pressure', free: true },
      { input: 'gas_liquid_ratio_scf_per_bbl', role: 'gas_liquid_ratio', labelled: true },
      { input: 'liquid_specific_gravity', role: 'liquid_specific_gravity', labelled: true },
      { input: 'gas_specific_gravity', role: 'gas_gravity', labelled: true },
      { input: 'temperature_degF', role: 'temperature', free: true },
      { input: 'z_factor', role: 'z_factor', labelled: true },
      { input: 'liquid_rate_bbl_per_day', role: 'liquid_rate', free: true },
    ],
    options: (text) =>
      /\bintermittent\b/.test(text)
        ? { service: 'intermittent' }
        : /\bcontinuous\b/.test(text)
          ? { service: 'continuous' }
          : {},
    // Naming Ve asks for this result ("Ve per API 14E").
    answers: { erosional_velocity_ft_per_s: ['ve', 'erosional velocity', 'erosional limit'] },
    // Without the mixture density, the RP 14E inputs not given yet, and only those: the ones
    // given stay on the card. The Z-factor is worked out from the pressure, temperature and gas
    // gravity when not given: asked for (which chains the Z-factor calculator) only once those
    // are all there.
    missing: (input) => {
      if (input.mixture_density_lb_per_ft3 !== undefined) return undefined;
      const absent = [
        ['pressure_psia', 'the operating pressure (e.g. `1,000 psia`)'],
        ['temperature_degF', 'the operating temperature (e.g. `120 °F`)'],
        ['gas_liquid_ratio_scf_per_bbl', 'the gas–liquid ratio (e.g. `GLR 1,000 scf/bbl`)'],
        [
          'liquid_specific_gravity',
          'the liquid specific gravity (water = 1, e.g. `liquid SG 0.85`)',
        ],
        ['gas_specific_gravity', 'the gas specific gravity (air = 1, e.g. `gas SG 0.65`)'],
      ]
        .filter(([key]) => input[key as string] === undefined)
        .map(([, ask]) => ask);
      if (absent.length === 0 && input.z_factor === undefined)
        absent.push('the Z-factor (e.g. `z 0.9`)');
      if (absent.length === 0) return undefined;
      const list =
        absent.length === 1 ? absent[0] : `${absent.slice(0, -1).join(', ')} and ${absent.at(-1)}`;
      return `the gas–liquid mixture density (e.g. \`5 lb/ft3\`), or ${list} to work it out`;
    },
  }),
  recipe({
    tool: 'liquid_line_pressure_drop',
    terms: {
      'pressure drop': 2,
      'friction loss': 2,
      'friction losses': 2,
      'line loss': 2,
      'pressure loss': 2,
      'delta p': 1.5,
      'total delta p': 2,
      'line delta p': 2,
      // "dp" alone is also drill pipe: only with the word that makes it a pressure drop.
      'friction dp': 2.5,
      'frictional dp': 2.5,
      'line dp': 2,
      'total dp': 1.5,
      'friction drop': 2,
      'frictional pressure drop': 2.5,
      'friction pressure drop': 2.5,
      'head loss': 1.5,
      'darcy weisbach': 3,
      'darcy-weisbach': 3,
      flowline: 1,
      'flow line': 1,
      'water line': 1.5,
      'oil line': 1.5,
      'crude line': 1.5,
      'transfer line': 1.5,
      // Bare, "dp" names a pressure drop only weakly: it is drill pipe as often; asked in a
      // pressure unit, it is the drop.
      dp: 0.5,
      'dp in psi': 2,
      'dp in bar': 2,
      'dp in kpa': 2,
      'liquid line': 2,
      pipeline: 0.5,
    },
    inputs: [
      { input: 'flow_rate_bbl_per_day', role: 'liquid_rate' },
      { input: 'inside_diameter_in', role: 'line_id' },
      { input: 'length_ft', role: 'line_length' },
      // A line carries water or oil: the gravity named for either is the liquid's.
      {
        input: 'specific_gravity',
        role: 'liquid_specific_gravity',
        names: ['water sg', 'produced water sg', 'brine sg', 'oil sg', 'crude sg', 'sg water'],
      },
      { input: 'viscosity_cp', role: 'oil_viscosity' },
      { input: 'roughness_in', role: 'roughness', labelled: true },
      { input: 'elevation_change_ft', role: 'elevation_change', labelled: true },
    ],
    primary: 'total_pressure_drop_psi',
  }),
];
