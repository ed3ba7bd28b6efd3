import { ATMOSPHERIC_PRESSURE_PSIA } from '@petrosage/oilfield';
import { LABELLED, type Reading } from '../label';
import { MADE_ABSOLUTE } from '../convert';
import type { Mention } from '../read';
import { convertValue, readUnit } from '../units';
import { recipe, type Composed } from './recipe';

const ROCK = [
  { input: 'area_acres', role: 'area' },
  { input: 'net_pay_ft', role: 'net_pay' },
  { input: 'porosity_pct', role: 'porosity' },
  { input: 'water_saturation_pct', role: 'water_saturation' },
  { input: 'recovery_factor_pct', role: 'recovery_factor', labelled: true },
] as const;

/** Volumes a metric gas balance is written in ("1,850 million sm3 produced"). */
const METRIC_GAS_VOLUMES: ReadonlySet<string> = new Set(['m3', 'e3m3', 'e6m3', 'e9m3']);

/** Words before a pressure or z that make it the initial one ("pi 3,000 psia", "zi 0.88"). */
const INITIAL = /\b(?:pi|zi|initial|original|discovery|virgin|at discovery)\b[^,;]*$/;
/** Words before a pressure or z that make it the abandonment one. */
const ABANDONMENT = /\b(?:abandon\w*|pa|za|final|end of life)\b[^,;]*$/;
/** …or right after it ("700 psia abandonment"), in the same sentence. */
const ABANDONMENT_AFTER = /^[\s(]*(?:at\s+)?(?:abandon\w*|end of life)\b/;

/**
 * A pressure in psia: one written gauge, or plainly ("2,400 psi"), is made absolute — unless the
 * message wrote another pressure absolute (`plainIsAbsolute`): "pi 25,000 kPa(a) … survey 20,000
 * kPa" gives both on one basis.
 */
function psia(mention: Mention, plainIsAbsolute = false): number {
  const unit = mention.unit;
  if (unit === undefined) return mention.value;
  const value = convertValue(mention.value, unit, readUnit('psi'));
  return isAbsolute(mention, plainIsAbsolute) ? value : value + ATMOSPHERIC_PRESSURE_PSIA;
}

function isAbsolute(mention: Mention, plainIsAbsolute: boolean): boolean {
  const reference = mention.unit?.reference;
  return reference === 'absolute' || (plainIsAbsolute && reference === undefined);
}

/**
 * The surveys of a p/z material balance: the initial pressure and z, each later pressure with its
 * z and the gas produced by then (in the order written), and an abandonment pressure and z.
 */
function surveys(
  reading: Reading,
  used: ReadonlySet<number>,
  absolute = false,
): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  // A bare pressure named as one ("p=3100") beside pressures with their unit is in that unit.
  const withUnit = mentions.find((mention) => mention.unit?.dimension === 'pressure');
  const pressures = mentions.flatMap((mention) =>
    mention.unit?.dimension === 'pressure'
      ? [mention]
      : mention.unit === undefined &&
          withUnit !== undefined &&
          (reading.labels[mention.index]?.get('pressure') ?? 0) >= LABELLED
        ? [{ ...mention, unit: withUnit.unit }]
        : [],
  );
  const zs = mentions.filter(
    (mention) =>
      mention.unit === undefined &&
      mention.value > 0.2 &&
      mention.value < 2.5 &&
      (reading.labels[mention.index]?.get('z_factor') ?? 0) >= 0.3,
  );
  // The gas produced: in a gas unit, or in standard cubic metres, which a gas's balance is kept in.
  const gas = mentions.filter(
    (mention) =>
      mention.unit?.dimension === 'volume' &&
      (mention.unit.flavour === 'gas' ||
        (mention.unit.flavour === undefined && METRIC_GAS_VOLUMES.has(mention.unit.id))),
  );
  const kind = (mention: Mention) =>
    INITIAL.test(mention.before)
      ? 'initial'
      : ABANDONMENT.test(mention.before) || ABANDONMENT_AFTER.test(mention.after)
        ? 'abandonment'
        : 'survey';
  // A z written right after a pressure ("650 psia (z 0.96)") is that pressure's.
  const kindOfZ = (mention: Mention) => {
    const own = kind(mention);
    const pressure = pressures.find((other) => other.index === mention.index - 1);
    return own === 'survey' && pressure !== undefined ? kind(pressure) : own;
  };
  const abandonP = pressures.find((mention) => kind(mention) === 'abandonment');
  const abandonZ = zs.find((mention) => kindOfZ(mention) === 'abandonment');
  const initialP =
    pressures.find((mention) => kind(mention) === 'initial') ??
    pressures.find((mention) => mention !== abandonP);
  const initialZ =
    zs.find((mention) => kindOfZ(mention) === 'initial') ??
    zs.find((mention) => mention !== abandonZ);
  // Only the abandonment conditions ("recoverable down to 700 psia abandonment, z 0.95?"): a
  // change to the last material balance.
  const [onlyP] = pressures;
  const [onlyZ] = zs;
  if (
    (abandonP !== undefined || abandonZ !== undefined) &&
    onlyP !== undefined &&
    onlyZ !== undefined &&
    pressures.length === 1 &&
    zs.length === 1 &&
    gas.length === 0
  ) {
    return {
      input: {
        abandonment_pressure_psia: psia(onlyP, absolute),
        abandonment_z_factor: onlyZ.value,
      },
      used: [onlyP.index, onlyZ.index],
    };
  }
  if (initialP === undefined || initialZ === undefined) return undefined;
  const plainIsAbsolute =
    absolute || pressures.some((mention) => mention.unit?.reference === 'absolute');
  const laterP = pressures.filter((mention) => mention !== initialP && mention !== abandonP);
  const laterZ = zs.filter((mention) => mention !== initialZ && mention !== abandonZ);
  if (laterP.length === 0 || laterP.length !== laterZ.length || laterP.length !== gas.length) {
    return undefined;
  }
  const points = laterP.map((pressure, index) => ({
    pressure_psia: psia(pressure, plainIsAbsolute),
    z_factor: (laterZ[index] as Mention).value,
    cumulative_gas_bcf: convertValue(
      (gas[index] as Mention).value,
      (gas[index] as Mention).unit ?? readUnit('Bcf'),
      readUnit('Bcf'),
    ),
  }));
  const usedHere = [initialP, initialZ, ...laterP, ...laterZ, ...gas];
  const input: Record<string, unknown> = {
    initial_pressure_psia: psia(initialP, plainIsAbsolute),
    initial_z_factor: initialZ.value,
    points,
  };
  if (abandonP !== undefined && abandonZ !== undefined) {
    input.abandonment_pressure_psia = psia(abandonP, plainIsAbsolute);
    input.abandonment_z_factor = abandonZ.value;
    usedHere.push(abandonP, abandonZ);
  }
  const gauge = [initialP, ...laterP, ...(abandonP === undefined ? [] : [abandonP])].filter(
    (mention) => !isAbsolute(mention, plainIsAbsolute),
  );
  return {
    input,
    used: usedHere.map((mention) => mention.index),
    notes:
      gauge.length === 0
        ? []
        : [
            `${gauge.map((mention) => mention.raw).join(', ')} read as gauge and ${MADE_ABSOLUTE} (+${ATMOSPHERIC_PRESSURE_PSIA} psi).`,
          ],
  };
}

/** Volumetric oil and gas in place, the p/z material balance, and gas density from its molecular weight. */
export const reservoirRecipes = [
  recipe({
    tool: 'volumetric_oil_in_place',
    terms: {
      ooip: 3,
      stoiip: 3,
      stooip: 3,
      'oil in place': 3,
      'original oil in place': 3,
      'oil initially in place': 3,
      'stock tank oil initially in place': 3,
      volumetric: 1.5,
      volumetrics: 1.5,
      'in place': 1.5,
      'how much oil': 1.5,
      reserves: 0.8,
      'recoverable oil': 2,
    },
    inputs: [...ROCK, { input: 'oil_fvf_rb_per_stb', role: 'oil_fvf' }],
    answers: {
      recoverable_stb: ['recoverable', 'reserves', 'recover'],
      stoiip_m3: ['m3', 'sm3', 'cubic metres', 'cubic meters'],
    },
  }),
  recipe({
    tool: 'volumetric_gas_in_place',
    terms: {
      giip: 3,
      ogip: 3,
      gip: 3,
      'gas in place': 3,
      'original gas in place': 3,
      'gas initially in place': 3,
      volumetric: 1.5,
      volumetrics: 1.5,
      'in place': 1.5,
      'how much gas': 1.5,
      reserves: 0.8,
      'recoverable gas': 2,
      // Barrels in place are oil's.
      'barrels in place': -3,
      'bbl in place': -3,
    },
    inputs: [...ROCK, { input: 'gas_fvf_ft3_per_scf', role: 'gas_fvf' }],
    answers: {
      recoverable_scf: ['recoverable', 'reserves', 'recover'],
      giip_bcf: ['bcf', 'bscf'],
      giip_sm3: ['m3', 'sm3', 'cubic metres', 'cubic meters'],
    },
  }),
  recipe({
    tool: 'gas_material_balance_pz',
    terms: {
      'p/z': 3,
      'p over z': 3,
      'p z plot': 3,
      'material balance': 2.5,
      'gas material balance': 3,
      ogip: 1.5,
      giip: 1.5,
      'gas in place': 1,
      'volumetric depletion': 2,
      depletion: 1,
      // The initial z and the gas produced by a survey ("zi 0.89", "Gp 2.4 Bcf") are its data.
      zi: 1.5,
      gp: 1,
      // Pressure surveys of a dry-gas pool are its data too.
      survey: 1,
      surveys: 1,
      'bhp survey': 1.5,
      'pressure survey': 1.5,
      'dry gas': 1,
      'gas pool': 1,
    },
    inputs: [],
    compose: surveys,
    missing: (input) =>
      input.points === undefined
        ? 'the initial pressure and z, and each later survey as a pressure with its z and the gas produced by then (e.g. `pi 3,000 psia, zi 0.88; 2,500 psia, z 0.86 after 8 Bcf`)'
        : undefined,
    answers: {
      recoverable_bcf: ['recoverable', 'reserves', 'recover'],
      recovery_factor_pct: ['recovery factor', 'rf'],
    },
  }),
  recipe({
    tool: 'gas_density_from_molecular_weight',
    terms: {
      'gas density': 2,
      'density of the gas': 2,
      'molecular weight': 2,
      'molar mass': 2,
      mw: 1.5,
      density: 1,
    },
    inputs: [
      { input: 'pressure_psia', role: 'pressure' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'molecular_weight', role: 'molecular_weight' },
      { input: 'z_factor', role: 'z_factor', labelled: true },
    ],
    answers: {
      gas_density_kg_per_m3: ['kg/m3', 'kg/m³'],
      gas_density: ['lb/ft3', 'lb/ft³', 'lbm/ft3', 'pcf'],
    },
  }),
];
