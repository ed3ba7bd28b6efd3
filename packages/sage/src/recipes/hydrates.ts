import { recipe } from './recipe';

function inhibitor(text: string): Record<string, unknown> {
  if (/\b(?:methanol|meoh)\b/.test(text)) return { inhibitor: 'methanol' };
  if (/\b(?:meg|mono ?ethylene glycol|ethylene glycol)\b/.test(text)) return { inhibitor: 'meg' };
  return {};
}

/** Hydrate formation temperature and inhibitor dosing (Hammerschmidt). */
export const hydratesRecipes = [
  recipe({
    tool: 'hydrate_inhibitor',
    terms: {
      hammerschmidt: 3,
      methanol: 2,
      meoh: 2,
      meg: 2,
      glycol: 1.5,
      inhibitor: 2,
      'inhibitor concentration': 3,
      'methanol concentration': 3,
      'how much methanol': 3,
      'methanol injection': 3,
      'meg injection': 3,
      depression: 1.5,
      'hydrate depression': 3,
      suppression: 1.5,
      'depress the hydrate': 3,
      hydrate: 1,
      hydrates: 1,
      dose: 1,
    },
    inputs: [
      { input: 'temperature_depression_degF', role: 'temperature_depression' },
      { input: 'hydrate_temperature_degF', role: 'hydrate_temperature', labelled: true },
      { input: 'minimum_temperature_degF', role: 'minimum_temperature', labelled: true },
      { input: 'water_rate_bbl_per_day', role: 'water_rate' },
      { input: 'lean_inhibitor_wt_pct', role: 'lean_inhibitor', labelled: true },
      // "use K=2700 like our glycol vendor": the constant of the equation, named by its letter.
      {
        input: 'hammerschmidt_constant',
        role: 'hammerschmidt_constant',
        labelled: true,
        names: ['k', 'k value', 'constant'],
      },
    ],
    options: inhibitor,
    // An amount a day is worked from the water the inhibitor goes into: asked for, never
    // answered with the concentration alone.
    answers: {
      lean_solution_rate_gal_per_day: [
        'per day',
        'a day',
        'each day',
        'daily',
        'gal/d',
        'gpd',
        'gallons',
        'injection rate',
        'pump rate',
      ],
      lean_solution_rate_lb_per_day: ['lb/d', 'lb per day', 'pounds', 'kg/d'],
      lean_solution_rate_bbl_per_day: ['bbl/d', 'bpd', 'barrels'],
    },
    needs: {
      lean_solution_rate_gal_per_day: ['water_rate_bbl_per_day'],
      lean_solution_rate_lb_per_day: ['water_rate_bbl_per_day'],
      lean_solution_rate_bbl_per_day: ['water_rate_bbl_per_day'],
    },
    missing: (input) => {
      if (input.inhibitor === undefined) return 'which inhibitor: methanol or MEG';
      if (input.temperature_depression_degF !== undefined) return undefined;
      if (input.hydrate_temperature_degF === undefined)
        return 'the hydrate temperature depression needed (e.g. `25 °F`), or the hydrate temperature and the lowest line temperature';
      if (input.minimum_temperature_degF === undefined)
        return 'the lowest temperature the line reaches (e.g. `40 °F`)';
      return undefined;
    },
  }),
  recipe({
    tool: 'hydrate_formation_temperature',
    terms: {
      'hydrate formation temperature': 3,
      'hydrate temperature': 2.5,
      'hyd temp': 2.5,
      'hyd temperature': 2.5,
      'hydrates form': 3,
      'will hydrates form': 3,
      'when do hydrates form': 3,
      'hydrate point': 3,
      'hydrate curve': 2,
      towler: 3,
      hydrate: 1,
      hydrates: 1,
    },
    inputs: [
      { input: 'pressure_psia', role: 'pressure' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
    ],
    // "…line gets down to 40 F, how much methanol?": the inhibitor dose from the hydrate point.
    provides: { hydrate_temperature_degF: 'hydrate_temperature' },
  }),
];
