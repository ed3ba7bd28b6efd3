import { recipe } from './recipe';

/** Sucker-rod pump displacement. */
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
      displacement: 1.5,
    },
    inputs: [
      { input: 'plunger_diameter_in', role: 'plunger_diameter' },
      { input: 'net_stroke_in', role: 'stroke_length' },
      { input: 'pumping_speed_spm', role: 'pump_speed' },
      { input: 'volumetric_efficiency_pct', role: 'volumetric_efficiency', free: true },
    ],
    answers: {
      expected_rate: ['expected', 'actual', 'at efficiency', 'bfpd', 'will it make', 'real rate'],
      volume_per_stroke: ['per stroke'],
    },
    primary: 'pump_displacement',
  }),
];
