import { recipe } from './recipe';

/** Scaling tendency of produced water: Langelier (fresh, low-TDS water). */
export const waterChemistryRecipes = [
  recipe({
    tool: 'langelier_saturation_index',
    terms: {
      lsi: 3,
      langelier: 3,
      'langelier saturation index': 3,
      'langelier index': 3,
      'saturation index': 2,
      'scaling tendency': 2,
      'will this water scale': 3,
      'scale tendency': 2,
      'calcium carbonate scale': 2,
      'caco3 scale': 2,
      scale: 1,
    },
    inputs: [
      { input: 'ph', role: 'ph' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'tds_mg_per_l', role: 'tds' },
      { input: 'calcium_hardness_mg_per_l_as_caco3', role: 'calcium_hardness' },
      { input: 'alkalinity_mg_per_l_as_caco3', role: 'alkalinity' },
    ],
  }),
];
