import { recipe } from './recipe';

const EQUATIONS: readonly [RegExp, string][] = [
  [/\bpanhandle\s*-?\s*a\b/, 'panhandle_a'],
  [/\bpanhandle\s*-?\s*b\b/, 'panhandle_b'],
  [/\bweymouth\b/, 'weymouth'],
  [/\bgeneral (?:flow )?eq(?:uation|n)\b/, 'general'],
];

/** Gas pipeline flow: general flow equation, Weymouth, Panhandle A and B. */
export const gasTransmissionRecipes = [
  recipe({
    tool: 'gas_pipeline_flow',
    terms: {
      weymouth: 3,
      panhandle: 3,
      'panhandle a': 3,
      'panhandle b': 3,
      'gas pipeline': 2.5,
      'pipeline capacity': 2.5,
      'gas flow': 1.5,
      'gas line': 2,
      'line capacity': 2,
      'how much gas': 1.5,
      'general flow equation': 3,
      'outlet pressure': 1,
      'delivery pressure': 1,
      pipeline: 1,
      // A separator's gas line is a vessel question, not a pipeline's capacity.
      separator: -2,
      carryover: -2,
      'carrying over': -2,
    },
    inputs: [
      // In a line's calculation the flow is the gas's: "what if flow goes to 25".
      {
        input: 'flow_rate_mmscf_per_day',
        role: 'gas_rate',
        names: ['flow', 'flow rate', 'rate'],
      },
      // "1,000 psia in, 800 psia out", "from 1,000 to 800 psia": a line's ends. (Only here: "goes
      // to 420 psi" is no outlet pressure of another calculation.)
      {
        input: 'upstream_pressure_psia',
        role: 'upstream_pressure',
        names: ['in', 'going in', 'from'],
        pair: 'from',
      },
      {
        input: 'downstream_pressure_psia',
        role: 'downstream_pressure',
        names: ['out', 'coming out', 'at the end', 'to'],
        pair: 'to',
      },
      { input: 'length_miles', role: 'line_length' },
      { input: 'inside_diameter_in', role: 'line_id' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'z_factor', role: 'z_factor' },
      { input: 'pipeline_efficiency', role: 'pipeline_efficiency', labelled: true },
      { input: 'darcy_friction_factor', role: 'darcy_friction_factor', labelled: true },
      { input: 'base_pressure_psia', role: 'base_pressure', labelled: true },
      { input: 'base_temperature_degF', role: 'base_temperature', labelled: true },
    ],
    options: (text) => {
      const found = EQUATIONS.find(([pattern]) => pattern.test(text));
      return found ? { equation: found[1] } : {};
    },
    missing: (input) => {
      if (input.equation === undefined)
        return 'which flow equation to use: Weymouth, Panhandle A, Panhandle B, or the general flow equation with a Darcy friction factor';
      if (input.equation === 'general' && input.darcy_friction_factor === undefined)
        return 'the Darcy friction factor for the general flow equation (e.g. `f = 0.012`)';
      const given = [
        input.flow_rate_mmscf_per_day,
        input.upstream_pressure_psia,
        input.downstream_pressure_psia,
      ].filter((value) => value !== undefined).length;
      return given < 2
        ? 'two of: the flow rate (e.g. `100 MMscf/d`), the inlet pressure (e.g. `inlet 1,000 psia`) and the outlet pressure (e.g. `outlet 800 psia`)'
        : undefined;
    },
  }),
];
