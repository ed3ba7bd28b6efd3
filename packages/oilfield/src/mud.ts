import { z } from 'zod';

import { GALLONS_PER_BARREL } from './constants';
import { OilfieldInputError } from './errors';
import { FIELD_GRADIENT_FACTOR as FIELD_FACTOR } from './hydrostatic';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Mud weighting in field units: the barite to raise the density of a volume of mud.
 * Source: Lapeyrouse, N.J., *Formulas and Calculations for Drilling, Production and Workover*,
 * 2nd ed. (2002) (Gulf Professional Publishing), ch. 2.
 */

const LAPEYROUSE_BARITE =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 2 (increase mud density: barite)';

/** Barite specific gravity of the field formula: 4.2, written 35 ppg. */
export const BARITE_DEFAULT_SG = 4.2;
/** Barite density of the field formula, ppg (4.2 × 8.33 = 34.99, written 35). */
export const BARITE_FIELD_DENSITY_PPG = 35;
/** Water density of the field conversion SG → ppg. */
const WATER_PPG = 8.33;
/** Kilograms per pound (avoirdupois, exact). */
const KG_PER_LB = 0.45359237;
/** Pounds in one sack of barite. */
const SACK_LB = 100;

/** Input of {@link bariteWeightUp}. */
export const bariteWeightUpInput = z.strictObject({
  mud_volume_bbl: z
    .number()
    .positive()
    .max(100000)
    .describe('Volume of mud to weight up (before adding barite), bbl; >0–100,000 bbl'),
  current_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .describe('Mud weight now (W1), ppg; typical drilling fluids 8.3–20 ppg'),
  desired_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .describe('Mud weight wanted (W2), ppg; heavier than the current weight'),
  barite_specific_gravity: z
    .number()
    .min(2.5)
    .max(5)
    .default(BARITE_DEFAULT_SG)
    .describe('Specific gravity of the barite (water = 1); optional, default 4.2 (35 ppg)'),
});

/**
 * Barite to weight up a mud: lb per bbl of starting mud = 42 × ρb × (W2 − W1)/(ρb − W2) and a
 * volume increase of (W2 − W1)/(ρb − W2) bbl per bbl, ρb the barite density in ppg (35 for SG
 * 4.2, giving the field form 1470 × (W2 − W1)/(35 − W2) sacks per 100 bbl; 8.33 × SG otherwise).
 * Units: volume bbl, weights ppg. Source: Lapeyrouse, 2nd ed., ch. 2.
 */
export function bariteWeightUp(
  input: z.input<typeof bariteWeightUpInput>,
): CalcResult<
  | 'barite_lb'
  | 'barite_kg'
  | 'barite_sacks'
  | 'sacks_per_100_bbl'
  | 'volume_increase_bbl'
  | 'final_volume_bbl'
  | 'barite_density_ppg'
> {
  const p = parseInput(bariteWeightUpInput, input);
  const w1 = p.current_mud_weight_ppg;
  const w2 = p.desired_mud_weight_ppg;
  const fieldForm = p.barite_specific_gravity === BARITE_DEFAULT_SG;
  const barite = fieldForm ? BARITE_FIELD_DENSITY_PPG : WATER_PPG * p.barite_specific_gravity;
  if (w2 <= w1) {
    throw new OilfieldInputError(
      'desired_mud_weight_ppg',
      w2,
      `The desired mud weight ${formatNumber(w2)} ppg is not above the current ${formatNumber(w1)} ppg: barite only raises the density. Lowering the mud weight is a dilution with water or base oil, not a weight-up.`,
    );
  }
  if (w2 >= barite) {
    throw new OilfieldInputError(
      'desired_mud_weight_ppg',
      w2,
      `The desired mud weight ${formatNumber(w2)} ppg is not below the barite density ${formatNumber(barite, 4)} ppg: no amount of barite reaches it.`,
    );
  }
  const perBbl = (w2 - w1) / (barite - w2);
  const lbPerBbl = GALLONS_PER_BARREL * barite * perBbl;
  const lb = lbPerBbl * p.mud_volume_bbl;
  const increase = perBbl * p.mud_volume_bbl;
  const formula = fieldForm
    ? `Field form (barite 35 ppg, SG 4.2): sacks/100 bbl = 1470 × (W2 − W1)/(35 − W2) = 1470 × (${formatNumber(w2)} − ${formatNumber(w1)})/(35 − ${formatNumber(w2)}); volume increase/100 bbl = 100 × (W2 − W1)/(35 − W2)`
    : `Mass balance (barite ${formatNumber(barite, 4)} ppg = 8.33 × SG ${formatNumber(p.barite_specific_gravity)}): lb/bbl = 42 × ρb × (W2 − W1)/(ρb − W2) = 42 × ${formatNumber(barite, 4)} × (${formatNumber(w2)} − ${formatNumber(w1)})/(${formatNumber(barite, 4)} − ${formatNumber(w2)}); volume increase/bbl = (W2 − W1)/(ρb − W2)`;
  return calcResult({
    calculator: 'barite_weight_up',
    values: {
      barite_lb: quantity(lb, 'lb', 'Barite needed'),
      barite_kg: quantity(lb * KG_PER_LB, 'kg', 'Barite needed (metric)'),
      barite_sacks: quantity(lb / SACK_LB, 'sacks', 'Barite needed, 100-lb sacks'),
      sacks_per_100_bbl: quantity(
        (lbPerBbl * 100) / SACK_LB,
        'sacks/100 bbl',
        'Sacks per 100 bbl of starting mud',
      ),
      volume_increase_bbl: quantity(increase, 'bbl', 'Volume increase from the barite'),
      final_volume_bbl: quantity(
        p.mud_volume_bbl + increase,
        'bbl',
        'Mud volume after weighting up',
      ),
      barite_density_ppg: quantity(barite, 'ppg', 'Barite density used'),
    },
    formula,
    assumptions: [
      'The volume is the mud before the barite goes in; the barite adds its own volume (none of the mud is dumped to make room).',
      'No water is added with the barite, and none of it is lost to the solids-control equipment; sacks of 100 lb.',
    ],
    sources: [LAPEYROUSE_BARITE],
  });
}

const LAPEYROUSE_MIXING =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 2 (mixing fluids of different densities: V1 D1 + V2 D2 = VF DF)';
const LAPEYROUSE_DILUTION =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 2 (dilution: reducing mud density with water or oil, bbl = V1 (W1 − W2)/(W2 − Dw))';

const mudVolume = (what: string) =>
  z.number().positive().max(100000).describe(`${what}, bbl; >0–100,000 bbl`);
const mudDensity = (what: string) => z.number().min(5).max(25).describe(`${what}, ppg; 5–25 ppg`);

/** Input of {@link mudMixing}. */
export const mudMixingInput = z.strictObject({
  first_volume_bbl: mudVolume('Volume of the first mud (V1)'),
  first_mud_weight_ppg: mudDensity('Density of the first mud (D1)'),
  second_volume_bbl: mudVolume('Volume of the second mud (V2)'),
  second_mud_weight_ppg: mudDensity('Density of the second mud (D2)'),
});

/**
 * Mixing two muds (a mass balance, volumes additive): VF = V1 + V2, DF = (V1 D1 + V2 D2)/VF.
 * Units: bbl and ppg. Source: Lapeyrouse, 2nd ed., ch. 2.
 */
export function mudMixing(
  input: z.input<typeof mudMixingInput>,
): CalcResult<'final_mud_weight_ppg' | 'final_volume_bbl' | 'final_specific_gravity'> {
  const p = parseInput(mudMixingInput, input);
  const volume = p.first_volume_bbl + p.second_volume_bbl;
  const density =
    (p.first_volume_bbl * p.first_mud_weight_ppg + p.second_volume_bbl * p.second_mud_weight_ppg) /
    volume;
  return calcResult({
    calculator: 'mud_mixing',
    values: {
      final_mud_weight_ppg: quantity(density, 'ppg', 'Mud weight of the mix'),
      final_volume_bbl: quantity(volume, 'bbl', 'Volume of the mix'),
      final_specific_gravity: quantity(density / WATER_PPG, 'SG', 'Specific gravity of the mix'),
    },
    formula: `DF = (V1 × D1 + V2 × D2)/(V1 + V2) = (${formatNumber(p.first_volume_bbl)} × ${formatNumber(p.first_mud_weight_ppg)} + ${formatNumber(p.second_volume_bbl)} × ${formatNumber(p.second_mud_weight_ppg)})/${formatNumber(volume)}`,
    assumptions: [
      'Mass balance with additive volumes: the muds mix without shrinkage, losses or solids settling.',
    ],
    sources: [LAPEYROUSE_MIXING],
  });
}

/** Input of {@link mudDilution}. */
export const mudDilutionInput = z.strictObject({
  mud_volume_bbl: mudVolume('Volume of mud to dilute (V1)'),
  current_mud_weight_ppg: mudDensity('Mud weight now (W1)'),
  desired_mud_weight_ppg: mudDensity('Mud weight wanted (W2), lighter than the current one'),
  diluent_density_ppg: z
    .number()
    .min(5)
    .max(12)
    .default(WATER_PPG)
    .describe(
      'Density of the water, brine or base oil added (Dw), ppg; 5–12 ppg, default 8.33 (fresh water)',
    ),
});

/**
 * Diluting a mud to a lower weight: the water (or oil) to add, bbl = V1 (W1 − W2)/(W2 − Dw), and
 * the volume after. Units: bbl and ppg. Source: Lapeyrouse, 2nd ed., ch. 2.
 */
export function mudDilution(
  input: z.input<typeof mudDilutionInput>,
): CalcResult<'diluent_bbl' | 'final_volume_bbl' | 'diluent_per_100_bbl'> {
  const p = parseInput(mudDilutionInput, input);
  const w1 = p.current_mud_weight_ppg;
  const w2 = p.desired_mud_weight_ppg;
  const dw = p.diluent_density_ppg;
  if (w2 >= w1) {
    throw new OilfieldInputError(
      'desired_mud_weight_ppg',
      w2,
      `The desired mud weight ${formatNumber(w2)} ppg is not below the current ${formatNumber(w1)} ppg: dilution only lowers the density. Raising it is a weight-up with barite.`,
    );
  }
  if (w2 <= dw) {
    throw new OilfieldInputError(
      'desired_mud_weight_ppg',
      w2,
      `The desired mud weight ${formatNumber(w2)} ppg is not above the density of the fluid added (${formatNumber(dw)} ppg): no amount of it reaches that weight.`,
    );
  }
  const perBbl = (w1 - w2) / (w2 - dw);
  const added = perBbl * p.mud_volume_bbl;
  return calcResult({
    calculator: 'mud_dilution',
    values: {
      diluent_bbl: quantity(added, 'bbl', 'Water (or oil) to add'),
      final_volume_bbl: quantity(p.mud_volume_bbl + added, 'bbl', 'Mud volume after dilution'),
      diluent_per_100_bbl: quantity(perBbl * 100, 'bbl/100 bbl', 'Added per 100 bbl of mud'),
    },
    formula: `bbl added = V1 × (W1 − W2)/(W2 − Dw) = ${formatNumber(p.mud_volume_bbl)} × (${formatNumber(w1)} − ${formatNumber(w2)})/(${formatNumber(w2)} − ${formatNumber(dw)})`,
    assumptions: [
      `Fluid added at ${formatNumber(dw)} ppg${dw === WATER_PPG ? ' (fresh water)' : ''}; none of the mud is dumped, so the volume grows by what is added.`,
      'Mass balance with additive volumes; the solids content and the properties of the diluted mud are not checked.',
    ],
    sources: [LAPEYROUSE_DILUTION],
  });
}

const LAPEYROUSE_SLUG =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 1 (slug calculations: barrels of slug for a length of dry pipe, weight of slug for a volume, pit gain)';

/** Input of {@link slugForDryPipe}. */
export const slugForDryPipeInput = z.strictObject({
  mud_weight_ppg: mudDensity('Mud weight in the hole (MW)'),
  dry_pipe_length_ft: z
    .number()
    .positive()
    .max(5000)
    .describe('Length of drill pipe to pull dry (the level drop inside the pipe), ft; >0–5,000 ft'),
  pipe_capacity_bbl_per_ft: z
    .number()
    .positive()
    .max(0.2)
    .describe('Drill pipe capacity (inside), bbl/ft, e.g. 0.01776 for 5 in 19.5 lb/ft'),
  slug_weight_ppg: z
    .number()
    .min(5)
    .max(25)
    .optional()
    .describe('Weight of the slug, ppg, for the slug volume; or give slug_volume_bbl'),
  slug_volume_bbl: z
    .number()
    .positive()
    .max(500)
    .optional()
    .describe('Volume of slug to pump, bbl, for the slug weight needed; or give slug_weight_ppg'),
});

/**
 * A slug to pull dry pipe: the pressure to unbalance, HP = 0.052 × MW × dry length; with a slug
 * weight, its length in the pipe HP/(0.052 × (slug − MW)) and volume length × capacity; with a
 * slug volume, the weight needed MW + dry length × capacity × MW/volume. The pit gain when the
 * slug falls is dry length × capacity. Units: ppg, ft, bbl/ft, bbl. Source: Lapeyrouse, ch. 1.
 */
export function slugForDryPipe(
  input: z.input<typeof slugForDryPipeInput>,
): CalcResult<
  'hydrostatic_to_unbalance_psi' | 'pit_gain_bbl',
  'slug_volume_bbl' | 'slug_length_ft' | 'slug_weight_ppg'
> {
  const p = parseInput(slugForDryPipeInput, input);
  if ((p.slug_weight_ppg === undefined) === (p.slug_volume_bbl === undefined)) {
    throw new OilfieldInputError(
      p.slug_weight_ppg === undefined ? 'slug_weight_ppg' : 'slug_volume_bbl',
      p.slug_volume_bbl,
      p.slug_weight_ppg === undefined
        ? 'Give the slug weight (slug_weight_ppg) for its volume, or the slug volume (slug_volume_bbl) for the weight it needs.'
        : 'Give either the slug weight or the slug volume, not both: each follows from the other.',
    );
  }
  const mw = p.mud_weight_ppg;
  const dry = p.dry_pipe_length_ft;
  const capacity = p.pipe_capacity_bbl_per_ft;
  const unbalance = FIELD_FACTOR * mw * dry;
  const gain = dry * capacity;
  const values: Partial<
    Record<'slug_volume_bbl' | 'slug_length_ft' | 'slug_weight_ppg', ReturnType<typeof quantity>>
  > = {};
  let formula = `HP = 0.052 × MW × dry length = 0.052 × ${formatNumber(mw)} × ${formatNumber(dry)}`;
  if (p.slug_weight_ppg !== undefined) {
    const slug = p.slug_weight_ppg;
    if (slug <= mw) {
      throw new OilfieldInputError(
        'slug_weight_ppg',
        slug,
        `The slug weight ${formatNumber(slug)} ppg is not above the mud weight ${formatNumber(mw)} ppg: a slug must be heavier than the mud to pull the pipe dry.`,
      );
    }
    const length = unbalance / (FIELD_FACTOR * (slug - mw));
    values.slug_length_ft = quantity(length, 'ft', 'Length of slug in the pipe');
    values.slug_volume_bbl = quantity(length * capacity, 'bbl', 'Slug volume');
    formula += `; slug length = HP/(0.052 × (slug − MW)) = HP/(0.052 × (${formatNumber(slug)} − ${formatNumber(mw)})); volume = length × capacity`;
  } else {
    const volume = p.slug_volume_bbl ?? 0;
    const slug = mw + (dry * capacity * mw) / volume;
    values.slug_weight_ppg = quantity(slug, 'ppg', 'Slug weight needed');
    values.slug_length_ft = quantity(volume / capacity, 'ft', 'Length of slug in the pipe');
    formula += `; slug weight = MW + dry length × capacity × MW/slug volume = ${formatNumber(mw)} + ${formatNumber(dry)} × ${formatNumber(capacity)} × ${formatNumber(mw)}/${formatNumber(volume)}`;
  }
  return calcResult<
    'hydrostatic_to_unbalance_psi' | 'pit_gain_bbl',
    'slug_volume_bbl' | 'slug_length_ft' | 'slug_weight_ppg'
  >({
    calculator: 'slug_for_dry_pipe',
    values: {
      hydrostatic_to_unbalance_psi: quantity(unbalance, 'psi', 'Pressure to unbalance (dry pipe)'),
      pit_gain_bbl: quantity(gain, 'bbl', 'Pit gain when the slug falls'),
      ...values,
    },
    formula: `${formula}; pit gain = dry length × capacity`,
    assumptions: [
      'The slug stays in the drill pipe below the level it pushes down; the annulus holds mud of weight MW.',
      'Pipe capacity of the drill pipe body (inside diameter²/1029.4); tool joints not counted.',
    ],
    sources: [LAPEYROUSE_SLUG],
  });
}
