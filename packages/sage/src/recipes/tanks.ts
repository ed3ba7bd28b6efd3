import { recipe } from './recipe';

/** Tank volumes (vertical and horizontal cylinders) and the volume of a strapping run. */
export const tanksRecipes = [
  recipe({
    tool: 'vertical_tank_volume',
    terms: {
      'vertical tank': 3,
      'upright tank': 3,
      'vertical cylindrical tank': 3,
      'stock tank': 2,
      'tank volume': 2,
      'volume of a tank': 2,
      'barrels in a tank': 2,
      'how many barrels in': 1.5,
      'in the tank': 1,
      tank: 1,
      'frac tank': 0.5,
    },
    inputs: [
      { input: 'diameter_ft', role: 'tank_diameter' },
      { input: 'liquid_height_ft', role: 'liquid_height' },
      { input: 'shell_height_ft', role: 'shell_height', labelled: true },
    ],
  }),
  recipe({
    tool: 'horizontal_tank_volume',
    terms: {
      'horizontal tank': 3,
      'horizontal cylindrical tank': 3,
      'horizontal cylinder': 3,
      'lying tank': 2,
      bullet: 1.5,
      'tank volume': 1,
      tank: 1,
    },
    inputs: [
      { input: 'diameter_ft', role: 'tank_diameter' },
      { input: 'length_ft', role: 'tank_length' },
      { input: 'liquid_height_ft', role: 'liquid_height' },
    ],
    options: (text) =>
      /\bhemispherical\b/.test(text)
        ? { head_type: 'hemispherical' }
        : /\b(?:ellipsoidal|elliptical|2:1)\b/.test(text)
          ? { head_type: 'ellipsoidal' }
          : /\bflat\b/.test(text)
            ? { head_type: 'flat' }
            : {},
  }),
  recipe({
    tool: 'tank_strapping_run',
    terms: {
      'strapping table': 2,
      strapping: 2.5,
      'strap table': 2,
      'tank run': 3,
      'run ticket': 3,
      'opening gauge': 3,
      'closing gauge': 3,
      'how much was sold': 2,
      'how much oil was hauled': 2,
      'bbl per inch': 2,
      'bbl/in': 2,
    },
    inputs: [
      { input: 'opening_gauge_ft', role: 'opening_gauge' },
      { input: 'closing_gauge_ft', role: 'closing_gauge' },
      { input: 'diameter_ft', role: 'tank_diameter', labelled: true },
    ],
  }),
];
