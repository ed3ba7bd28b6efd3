import { recipe } from './recipe';

/** The oil correlation named in words (Standing is each calculator's default). */
function oilCorrelation(text: string): Record<string, unknown> {
  if (/\bvasquez\b|\bvazquez\b|\bv-?b\b|\bbeggs\b(?!\s*(?:and|&)?\s*robinson)/.test(text)) {
    return { correlation: 'vasquez_beggs' };
  }
  if (/\bglas(?:oe|o|ø)(?![a-z])/.test(text)) return { correlation: 'glaso' };
  if (/\bstanding\b/.test(text)) return { correlation: 'standing' };
  return {};
}

const CONDITIONS = [
  { input: 'temperature_degF', role: 'temperature' },
  { input: 'api_gravity', role: 'api_gravity' },
  { input: 'gas_specific_gravity', role: 'gas_gravity' },
] as const;

const SEPARATOR = [
  {
    input: 'separator_pressure_psia',
    role: 'pressure',
    labelled: true,
    names: [
      'separator pressure',
      'separator at',
      'sep pressure',
      'psep',
      'p sep',
      'separator conditions',
      'sep conditions',
      // "0.72 at 100 psia / 75F separator"
      'separator',
    ],
  },
  {
    input: 'separator_temperature_degF',
    role: 'temperature',
    labelled: true,
    names: ['separator temperature', 'sep temperature', 'tsep', 't sep', 'separator'],
  },
  // A gas gravity "already corrected to 100 psig" names the reference it is at, not a separator
  // to correct it from: read so that it is no other pressure, then set aside by `usedAsCorrected`.
  {
    input: 'gravity_reference_psia',
    role: 'pressure',
    labelled: true,
    unit: 'psia',
    names: [
      'corrected to',
      'referenced to',
      'corrected at',
      'already at',
      'sep ref',
      'separator reference',
    ],
  },
] as const;

/**
 * A gas gravity given as already corrected to its reference is used as it is (the calculator's
 * assumptions say so).
 */
function usedAsCorrected(input: Record<string, unknown>): undefined {
  delete input.gravity_reference_psia;
  return undefined;
}

/**
 * Black-oil correlations (Standing, Vasquez–Beggs, Glasø): solution GOR, bubble point, oil FVF,
 * dead and live oil viscosity; and the API gravity ↔ specific gravity conversions that feed them.
 */
export const oilPvtRecipes = [
  recipe({
    tool: 'oil_solution_gor',
    terms: {
      'solution gor': 3,
      'solution gas oil ratio': 3,
      'solution gas-oil ratio': 3,
      rs: 2,
      'gas in solution': 2.5,
      'dissolved gas': 2,
      'gas solubility': 3,
      'how much gas is dissolved': 3,
      'how much gas in solution': 3,
      standing: 1,
      'vasquez beggs': 1,
      glaso: 1,
      correlation: 0.5,
      'scf/stb': 0.8,
      'scf/bbl': 0.5,
    },
    inputs: [{ input: 'pressure_psia', role: 'pressure' }, ...CONDITIONS, ...SEPARATOR],
    provides: { solution_gor: 'solution_gor' },
    options: oilCorrelation,
    complete: usedAsCorrected,
  }),
  recipe({
    tool: 'oil_bubble_point_pressure',
    terms: {
      'bubble point': 3,
      'bubble point pressure': 3,
      bubblepoint: 3,
      pb: 2.5,
      'saturation pressure': 3,
      psat: 2.5,
      'bubble pt': 3,
      standing: 1,
      'vasquez beggs': 1,
      glaso: 1,
    },
    inputs: [
      { input: 'solution_gor_scf_per_stb', role: 'solution_gor' },
      ...CONDITIONS,
      ...SEPARATOR,
    ],
    provides: { bubble_point_psia: 'bubble_point' },
    options: oilCorrelation,
    complete: usedAsCorrected,
  }),
  recipe({
    tool: 'oil_formation_volume_factor',
    terms: {
      bo: 3,
      'oil fvf': 3,
      'oil formation volume factor': 3,
      'formation volume factor': 2.5,
      fvf: 2,
      'volume factor': 2,
      shrinkage: 2,
      'reservoir barrels': 1.5,
      'rb/stb': 1.5,
      'rb/bbl': 1.5,
      standing: 1,
      'vasquez beggs': 1,
      glaso: 1,
    },
    inputs: [
      { input: 'solution_gor_scf_per_stb', role: 'solution_gor' },
      ...CONDITIONS,
      ...SEPARATOR,
    ],
    provides: { oil_fvf: 'oil_fvf' },
    options: oilCorrelation,
    complete: usedAsCorrected,
  }),
  recipe({
    tool: 'dead_oil_viscosity',
    terms: {
      'dead oil viscosity': 3,
      'dead oil': 2,
      'dead crude': 2,
      'gas free viscosity': 3,
      'gas free oil': 2,
      'stock tank oil viscosity': 3,
      muod: 3,
      'mu od': 3,
      μod: 3,
      'beggs robinson': 1.5,
      'oil viscosity': 1.5,
      viscosity: 1,
      dead: 1,
      live: -3,
      'live oil': -3,
      saturated: -2,
    },
    inputs: [
      { input: 'api_gravity', role: 'api_gravity' },
      { input: 'temperature_degF', role: 'temperature' },
    ],
    provides: { dead_oil_viscosity_cp: 'dead_oil_viscosity' },
  }),
  recipe({
    tool: 'live_oil_viscosity',
    terms: {
      'live oil viscosity': 3,
      'live oil': 2,
      'saturated oil viscosity': 3,
      'reservoir oil viscosity': 3,
      // At the bubble point the oil holds all its gas: a live oil's viscosity.
      'viscosity at the bubble point': 3,
      'viscosity at bubble point': 3,
      'viscosity at pb': 3,
      'gassy oil': 1.5,
      'live crude': 2,
      muo: 2,
      'mu o': 2,
      μo: 2,
      'beggs robinson': 1.5,
      'oil viscosity': 1.5,
      viscosity: 1,
      live: 1,
      saturated: 0.5,
    },
    inputs: [
      { input: 'solution_gor_scf_per_stb', role: 'solution_gor' },
      { input: 'dead_oil_viscosity_cp', role: 'dead_oil_viscosity', labelled: true },
      { input: 'api_gravity', role: 'api_gravity' },
      { input: 'temperature_degF', role: 'temperature' },
    ],
    missing: (input) => {
      if (input.dead_oil_viscosity_cp !== undefined) return undefined;
      const absent = [
        input.temperature_degF === undefined ? 'the temperature (e.g. `180 °F`)' : undefined,
        input.api_gravity === undefined ? 'the oil gravity (e.g. `35 °API`)' : undefined,
      ].filter((item) => item !== undefined);
      return absent.length > 0
        ? `${absent.join(' and ')} for the Beggs–Robinson dead-oil viscosity, or a measured dead-oil viscosity (e.g. \`dead oil 3.2 cP\`)`
        : undefined;
    },
  }),
  recipe({
    tool: 'api_to_specific_gravity',
    terms: {
      'specific gravity': 1.5,
      sg: 1.5,
      'to sg': 2.5,
      'into sg': 2.5,
      'in sg': 2,
      'to specific gravity': 2.5,
      'into specific gravity': 2.5,
      'api to sg': 3,
      'api to specific gravity': 3,
      'oil density': 1.5,
      density: 1,
      'what sg': 2,
      convert: 0.5,
    },
    inputs: [{ input: 'api_gravity', role: 'api_gravity' }],
    provides: { specific_gravity: 'oil_specific_gravity' },
  }),
  recipe({
    tool: 'specific_gravity_to_api',
    terms: {
      'api gravity': 1.5,
      api: 1,
      'to api': 2.5,
      'into api': 2.5,
      'in api': 2,
      'sg to api': 3,
      'specific gravity to api': 3,
      'what api': 2.5,
      'api of': 1.5,
      'degrees api': 1,
      'deg api': 1,
      convert: 0.5,
    },
    inputs: [
      {
        input: 'specific_gravity',
        role: 'oil_specific_gravity',
        names: ['sg', 'specific gravity', 'sp gr', 'relative density', 'gravity', 'density'],
      },
    ],
    provides: { api_gravity: 'api_gravity' },
  }),
];
