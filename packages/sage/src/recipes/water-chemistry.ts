import { CARBONATE_NAMED, NO_SULFATE_INDEX, sulfateScaleAsked } from '../guards';
import { LABELLED, type Reading } from '../label';
import type { Mention } from '../read';
import { recipe, type Composed } from './recipe';

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
 * Ions as CaCO₃ by their equivalent weights (Standard Methods 2320 B and 2340 B; CaCO₃ 100.087,
 * Ca 40.078, HCO₃ 61.017, CO₃ 60.009 g/mol): calcium hardness = Ca × 100.087/40.078; alkalinity =
 * HCO₃ × 50.044/61.017 + CO₃ × 50.044/30.004.
 */
const AS_CACO3 = {
  calcium_ion: 100.087 / 40.078,
  bicarbonate_ion: 50.0435 / 61.017,
  carbonate_ion: 50.0435 / 30.0045,
} as const;

/** "400 mg/L as CaCO3": a figure already written as CaCO₃. */
const WRITTEN_AS_CACO3 = /^\s*(?:as|as the)\s*caco3\b/;

/** The mention of the message named for `role`, if one is. */
function namedFor(reading: Reading, used: ReadonlySet<number>, role: string): Mention | undefined {
  return reading.mentions.find(
    (mention) =>
      !used.has(mention.index) && (reading.labels[mention.index]?.get(role) ?? 0) >= LABELLED,
  );
}

/**
 * The Langelier index takes calcium hardness and alkalinity as CaCO₃; an analysis gives the ions
 * ("Ca 400 mg/L, HCO3 250 mg/L"). Each ion given — and no hardness or alkalinity named — is turned
 * into its CaCO₃ figure, with the factor said; a figure written "as CaCO3" is taken as it is.
 */
function fromIons(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const input: Record<string, number> = {};
  const taken: number[] = [];
  const notes: string[] = [];
  const asCaCO3 = (role: keyof typeof AS_CACO3, mention: Mention): number => {
    taken.push(mention.index);
    if (WRITTEN_AS_CACO3.test(mention.after)) return mention.value;
    notes.push(
      `${mention.raw} of ${role === 'calcium_ion' ? 'Ca²⁺' : role === 'bicarbonate_ion' ? 'HCO₃⁻' : 'CO₃²⁻'} is ${Math.round(mention.value * AS_CACO3[role] * 10) / 10} mg/L as CaCO₃ (× ${AS_CACO3[role].toFixed(4)}).`,
    );
    return mention.value * AS_CACO3[role];
  };
  const calcium = namedFor(reading, used, 'calcium_ion');
  if (calcium !== undefined && namedFor(reading, used, 'calcium_hardness') === undefined) {
    input.calcium_hardness_mg_per_l_as_caco3 = asCaCO3('calcium_ion', calcium);
  }
  const bicarbonate = namedFor(reading, used, 'bicarbonate_ion');
  if (bicarbonate !== undefined && namedFor(reading, used, 'alkalinity') === undefined) {
    const carbonate = namedFor(reading, used, 'carbonate_ion');
    input.alkalinity_mg_per_l_as_caco3 =
      asCaCO3('bicarbonate_ion', bicarbonate) +
      (carbonate === undefined ? 0 : asCaCO3('carbonate_ion', carbonate));
  }
  return taken.length === 0 ? undefined : { input, used: taken, notes };
}

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
      // "SI?": a scaling index by its letters (never SI units).
      si: 1,
      'si units': -1,
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
    compose: fromIons,
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
      si: 1,
      'si units': -1,
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
