import { CARBONATE_NAMED, NO_SULFATE_INDEX, sulfateScaleAsked } from '../guards';
import { recipe } from './recipe';

/** Marks a sulfate scale asked beside a carbonate index named outright; `complete` says so. */
const SULFATE_ASKED = 'sulfate_scale_asked';

/**
 * A carbonate index asked for by name together with a sulfate scale ("Stiff–Davis index, and will
 * gypsum form?"): the index is given, with a plain word that it says nothing of the sulfate.
 */
function sulfateAsked(text: string): Record<string, unknown> {
  const scale = sulfateScaleAsked(text);
  return scale !== undefined && CARBONATE_NAMED.test(text) ? { [SULFATE_ASKED]: scale } : {};
}

function sulfateNote(input: Record<string, unknown>): string | undefined {
  const scale = input[SULFATE_ASKED];
  delete input[SULFATE_ASKED];
  return typeof scale === 'string'
    ? `The index is for calcium carbonate only; it does not say whether ${scale} forms. ${NO_SULFATE_INDEX}`
    : undefined;
}

/** An ion of a water analysis, by its own name only: every ion is in mg/L, so no unit tells them apart. */
const ion = (input: string, role: string) => ({ input, role, labelled: true }) as const;

/**
 * Words of an oilfield water — a brine, produced, formation or injection water — as opposed to
 * the fresh water the Langelier index is for.
 */
const BRINE = {
  brine: 1.5,
  'produced water': 1.5,
  'formation water': 1.5,
  'oilfield water': 1.5,
  'oil field water': 1.5,
  'injection water': 1.5,
  'oilfield brine': 2,
  'water analysis': 1,
  seawater: 1,
  'sea water': 1,
} as const;

/**
 * Scaling tendency of water: Langelier (fresh, low-TDS water) and Stiff–Davis (oilfield brines,
 * with the ionic strength of the analysis).
 */
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
    options: sulfateAsked,
    complete: sulfateNote,
  }),
  recipe({
    tool: 'stiff_davis_index',
    terms: {
      'stiff davis': 3,
      'stiff and davis': 3,
      'stiff davis index': 3,
      'stiff davis stability index': 3,
      's&dsi': 3,
      sdsi: 3,
      sdi: 2,
      'stability index': 2.5,
      // Words of any scaling tendency: alone they ask for the Langelier index; of a brine, this one.
      'scaling tendency': 0.5,
      'scale tendency': 0.5,
      'scaling index': 0.5,
      'scaling potential': 0.5,
      'scale potential': 0.5,
      'saturation index': 0.5,
      'caco3 scale': 0.5,
      'calcium carbonate scale': 0.5,
      'ionic strength': 1,
      ...BRINE,
      // A sulfate scale is an oilfield water's: the question is about a brine (and the sulfate
      // guard says what no index here answers).
      gypsum: 1,
      anhydrite: 1,
      celestite: 1,
      'barite scale': 1,
      'barium sulfate': 1,
      'barium sulphate': 1,
      baso4: 1,
      'calcium sulfate': 1,
      'calcium sulphate': 1,
      'strontium sulfate': 1,
      'sulfate scale': 1,
      'sulphate scale': 1,
      // Other indices of the same scale, which this one does not give.
      langelier: -3,
      lsi: -3,
      ryznar: -4,
      rsi: -3,
    },
    inputs: [
      { input: 'ph', role: 'ph' },
      // Needed unless K is given (read at it from the chart): a temperature is the water's.
      { input: 'temperature_degF', role: 'temperature', free: true },
      ion('calcium_mg_per_l', 'calcium_ion'),
      ion('bicarbonate_mg_per_l', 'bicarbonate_ion'),
      ion('carbonate_mg_per_l', 'carbonate_ion'),
      { input: 'ionic_strength_mol_per_l', role: 'ionic_strength', labelled: true },
      ion('sodium_mg_per_l', 'sodium_ion'),
      ion('potassium_mg_per_l', 'potassium_ion'),
      ion('magnesium_mg_per_l', 'magnesium_ion'),
      ion('barium_mg_per_l', 'barium_ion'),
      ion('strontium_mg_per_l', 'strontium_ion'),
      ion('iron_mg_per_l', 'iron_ion'),
      ion('chloride_mg_per_l', 'chloride_ion'),
      ion('sulfate_mg_per_l', 'sulfate_ion'),
      { input: 'tds_mg_per_l', role: 'tds', labelled: true },
      { input: 'k_value', role: 'stiff_davis_k', labelled: true },
    ],
    primary: 'stability_index',
    options: sulfateAsked,
    complete: sulfateNote,
    answers: { saturation_ph: ['saturation ph', 'phs', 'ph of saturation'] },
    // K depends on the ionic strength: given, from the analysis (its chloride), or from the TDS.
    // With K read from the chart, neither is needed.
    missing: (input) =>
      input.k_value !== undefined
        ? undefined
        : input.ionic_strength_mol_per_l === undefined &&
            input.chloride_mg_per_l === undefined &&
            input.tds_mg_per_l === undefined
          ? 'the ionic strength (e.g. `ionic strength 1.7`), the water analysis with the chloride (e.g. `Cl 55,000 mg/L, Mg 1,000 mg/L, SO4 500 mg/L`) or the TDS (e.g. `TDS 90,000 mg/L`) — or K read from the chart (e.g. `K 2.6`)'
          : input.temperature_degF === undefined
            ? 'the water temperature (e.g. `140 °F`) — or K read from the chart at it (e.g. `K 2.6`)'
            : undefined,
  }),
];
