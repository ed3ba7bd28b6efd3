import { recipe } from './recipe';

/** What names an ESP and its stages, for the head worked out and for a head already known. */
const ESP_TERMS = {
  esp: 2,
  'electric submersible': 2.5,
  submersible: 1.5,
  'how many stages': 2.5,
  stages: 1.5,
  'head per stage': 2,
} as const;

/** The pumped fluid's gravity, whatever fluid the words name ("water SG 1.0", "mix SG 0.95"). */
const ESP_FLUID_SG = {
  input: 'specific_gravity',
  role: 'liquid_specific_gravity',
  names: ['water sg', 'mix sg', 'mixture sg', 'fluid sg', 'water specific gravity'],
  // "1.04 sg": the one gravity given is the fluid's, its unit naming it.
  free: true,
} as const;

/** The pump's efficiency at the design rate, which turns its hydraulic horsepower into brake. */
const ESP_EFFICIENCY = {
  input: 'pump_efficiency_pct',
  role: 'pump_efficiency',
  labelled: true,
  unit: '%',
} as const;

/** The stages and the power both ESP calculators give, by the words that ask them. */
const ESP_STAGE_ANSWERS = {
  stages: ['stages', 'how many stages', 'number of stages', 'stage count'],
  hydraulic_hp: ['hydraulic horsepower', 'hydraulic hp', 'hhp'],
  brake_hp_from_stages: ['brake horsepower', 'bhp', 'brake hp', 'motor size', 'motor hp'],
  brake_hp_from_efficiency: ['brake horsepower', 'bhp', 'brake hp'],
};

/**
 * Sucker-rod pump displacement, ESP total dynamic head and stages, and the critical rate of a
 * loading gas well.
 */
export const artificialLiftRecipes = [
  recipe({
    tool: 'rod_pump_displacement',
    terms: {
      'pump displacement': 3,
      'rod pump': 2.5,
      'beam pump': 2.5,
      'sucker rod': 2.5,
      pumpjack: 2.5,
      'pumping unit': 2,
      plunger: 2,
      'plunger size': 2,
      spm: 1,
      bfpd: 1,
      'what rate': 0.8,
      'expected rate': 1.5,
      'pump rate': 1,
      'how much will it pump': 2,
      // What a pump "makes" is a well's production: a rod pump's, not a mud pump's output.
      'pump make': 1,
      'pump produce': 1,
      displacement: 1.5,
      // The plunger's net stroke is a rod pump's.
      'effective stroke': 2,
      'net stroke': 2,
      'plunger stroke': 2,
      'net plunger stroke': 2.5,
      'plunger travel': 2,
      // "What's PD?" beside a pump's size and speed.
      pd: 1.5,
      'insert pump': 2,
      'tubing pump': 2,
    },
    inputs: [
      // A pump is sized by its bore: "a 2 in rod pump" is the plunger, not a rod.
      {
        input: 'plunger_diameter_in',
        role: 'plunger_diameter',
        names: [
          'rod pump',
          'sucker rod pump',
          'beam pump',
          'insert pump',
          'tubing pump',
          'pump bore',
        ],
      },
      { input: 'net_stroke_in', role: 'plunger_stroke' },
      { input: 'pumping_speed_spm', role: 'pump_speed' },
      { input: 'volumetric_efficiency_pct', role: 'volumetric_efficiency', free: true },
    ],
    answers: {
      expected_rate: [
        'expected',
        'actual',
        'at efficiency',
        'bfpd',
        'will it make',
        'should it make',
        'would it make',
        'pump make',
        'pump produce',
        'real rate',
      ],
      volume_per_stroke: ['per stroke'],
    },
    primary: 'pump_displacement',
  }),
  recipe({
    tool: 'esp_total_dynamic_head',
    terms: {
      ...ESP_TERMS,
      tdh: 3,
      'total dynamic head': 3,
      'nine step': 2,
      'pump head': 1.5,
      'net lift': 2,
      'friction loss': 0.5,
    },
    inputs: [
      { input: 'flow_rate_bbl_per_day', role: 'liquid_rate' },
      { input: 'pump_depth_ft', role: 'pump_depth' },
      { input: 'dynamic_fluid_level_ft', role: 'fluid_level', labelled: true },
      { input: 'pump_intake_pressure_psi', role: 'pump_intake_pressure', labelled: true },
      { input: 'casing_pressure_psi', role: 'casing_pressure', labelled: true },
      { input: 'wellhead_pressure_psi', role: 'wellhead_pressure' },
      { input: 'tubing_inside_diameter_in', role: 'tubing_id' },
      ESP_FLUID_SG,
      { input: 'head_per_stage_ft', role: 'head_per_stage', labelled: true },
      { input: 'hp_per_stage', role: 'hp_per_stage', labelled: true, unit: 'hp' },
      ESP_EFFICIENCY,
      {
        input: 'hazen_williams_c',
        role: 'c_factor',
        names: ['hazen williams', 'hazen-williams', 'hw c', 'hw'],
        labelled: true,
      },
    ],
    // The lift starts at the producing fluid level, given as a level or from the intake pressure.
    missing: (input) =>
      input.dynamic_fluid_level_ft === undefined && input.pump_intake_pressure_psi === undefined
        ? 'the producing fluid level (e.g. `fluid level 4,800 ft`) or the pump intake pressure (e.g. `PIP 350 psi`)'
        : undefined,
    answers: ESP_STAGE_ANSWERS,
    primary: 'total_dynamic_head_ft',
  }),
  recipe({
    tool: 'esp_stages',
    terms: {
      ...ESP_TERMS,
      'stage count': 2,
      'known tdh': 3,
      'known head': 3,
    },
    inputs: [
      { input: 'total_dynamic_head_ft', role: 'total_dynamic_head' },
      { input: 'head_per_stage_ft', role: 'head_per_stage' },
      { input: 'hp_per_stage', role: 'hp_per_stage', labelled: true, unit: 'hp' },
      ESP_FLUID_SG,
      // The one rate given is the pump's, for its hydraulic horsepower.
      { input: 'flow_rate_bbl_per_day', role: 'liquid_rate', free: true },
      ESP_EFFICIENCY,
    ],
    answers: ESP_STAGE_ANSWERS,
    // Without a pump curve the head and the rate still give the horsepower.
    needs: {
      stages: ['head_per_stage_ft'],
      brake_hp_from_stages: ['head_per_stage_ft', 'hp_per_stage'],
      hydraulic_hp: ['flow_rate_bbl_per_day'],
      brake_hp_from_efficiency: ['flow_rate_bbl_per_day', 'pump_efficiency_pct'],
    },
    primary: ['stages', 'hydraulic_hp'],
  }),
  recipe({
    tool: 'critical_rate_liquid_loading',
    terms: {
      turner: 3,
      coleman: 3,
      'critical rate': 3,
      'critical velocity': 2.5,
      // "Is it above critical?": the rate compared with the critical one.
      'above critical': 3,
      'below critical': 3,
      'under critical': 3,
      'over critical': 3,
      'liquid loading': 3,
      loading: 1.5,
      'loaded up': 2,
      'load up': 2,
      unload: 1.5,
      'minimum rate': 2,
      'minimum gas rate': 2.5,
      'to keep it unloaded': 3,
    },
    inputs: [
      { input: 'wellhead_pressure_psia', role: 'wellhead_pressure' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'tubing_inside_diameter_in', role: 'tubing_id' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      { input: 'z_factor', role: 'z_factor' },
      { input: 'gas_rate_mscf_per_day', role: 'gas_rate', labelled: true },
    ],
    options: (message) => {
      // Water said to be absent ("no water", "water-free") is no water to unload.
      const text = message.replace(
        /\b(?:no|zero|without|nil|0)\s+(?:free\s+|produced\s+)?water\b|\bwater[- ]free\b|\bno\s+\w+\s+water\b/g,
        '',
      );
      return /\bcondensate\b/.test(text) && !/\bwater\b/.test(text)
        ? { liquid: 'condensate' }
        : /\bwater\b/.test(text)
          ? { liquid: 'water' }
          : {};
    },
    // "Coleman critical rate?": the method named is the figure led with.
    answers: {
      coleman_critical_rate: ['coleman'],
      turner_critical_rate: ['turner'],
    },
  }),
];
