import { z } from 'zod';

import { CUBIC_METRES_PER_BARREL } from './constants';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Cement slurry for a casing job in field units: the open-hole annulus (with an excess), a cased
 * annulus above it, and the shoe track inside the casing; the sacks from the slurry yield and the
 * mix water.
 * Source: Lapeyrouse, N.J., *Formulas and Calculations for Drilling, Production and Workover*,
 * 2nd ed. (Gulf Professional Publishing, 2002), ch. 2 (cementing calculations: capacities in
 * ft³/ft = D²/183.35, sacks = slurry volume ÷ yield, mix water = sacks × water requirement).
 */

const LAPEYROUSE_CEMENT =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (Gulf Professional Publishing, 2002), ch. 2 (cementing calculations: ft³/ft = D²/183.35, sacks = slurry volume/yield, mix water = sacks × gal/sk)';

/** in² per ft³/ft: a circle of D in holds (π/4)·D²/144 ft³ per ft = D²/183.35. */
export const CUBIC_FEET_DIVISOR = 183.35;
/** ft³ per bbl. */
const CUBIC_FEET_PER_BARREL = 5.614583;

/** Input of {@link cementVolume}. */
export const cementVolumeInput = z.strictObject({
  hole_diameter_in: z.number().positive().max(48).describe('Open-hole (bit) diameter, in'),
  casing_od_in: z
    .number()
    .positive()
    .max(48)
    .describe('Outside diameter of the casing cemented, in'),
  open_hole_length_ft: z
    .number()
    .min(0)
    .max(30000)
    .describe('Length of open-hole annulus to fill with slurry, ft'),
  excess_pct: z
    .number()
    .min(0)
    .max(300)
    .default(0)
    .describe('Excess on the open-hole annulus, % (washouts), 0–300; default 0'),
  previous_casing_id_in: z
    .number()
    .positive()
    .max(48)
    .optional()
    .describe('Inside diameter of the casing above (a cased annulus to fill), in'),
  cased_length_ft: z
    .number()
    .min(0)
    .max(30000)
    .optional()
    .describe('Length of the cased annulus to fill (overlap into the previous casing), ft'),
  casing_id_in: z
    .number()
    .positive()
    .max(48)
    .optional()
    .describe('Inside diameter of the casing cemented, in, for the shoe track'),
  shoe_track_length_ft: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe('Length of the shoe track (float collar to shoe) left full of cement, ft'),
  slurry_yield_ft3_per_sk: z
    .number()
    .min(0.5)
    .max(5)
    .optional()
    .describe('Slurry yield, ft³ per sack (e.g. 1.18 for class G neat), for the sacks'),
  mix_water_gal_per_sk: z
    .number()
    .min(1)
    .max(20)
    .optional()
    .describe('Mix water per sack, gal/sk (e.g. 5.2), for the water needed'),
});

type CementKeys = 'slurry_volume_bbl' | 'slurry_volume_ft3' | 'slurry_volume_m3';
type CementOptionalKeys = 'sacks' | 'mix_water_bbl';

/**
 * Slurry for a casing job: open hole (Dh² − Dc²)/183.35 × length × (1 + excess), cased annulus
 * (ID² − Dc²)/183.35 × length, shoe track ID²/183.35 × length (ft³); sacks = ft³/yield; mix water
 * = sacks × gal/sk. Source: Lapeyrouse, 2nd ed., ch. 2.
 */
export function cementVolume(
  input: z.input<typeof cementVolumeInput>,
): CalcResult<CementKeys, CementOptionalKeys> {
  const p = parseInput(cementVolumeInput, input);
  if (p.casing_od_in >= p.hole_diameter_in) {
    throw new OilfieldInputError(
      'casing_od_in',
      p.casing_od_in,
      `casing_od_in = ${formatNumber(p.casing_od_in)} in is not smaller than the hole ${formatNumber(p.hole_diameter_in)} in: there is no annulus.`,
    );
  }
  if ((p.previous_casing_id_in === undefined) !== (p.cased_length_ft === undefined)) {
    throw new OilfieldInputError(
      p.previous_casing_id_in === undefined ? 'previous_casing_id_in' : 'cased_length_ft',
      undefined,
      'A cased annulus needs both the previous casing ID and the length to fill.',
    );
  }
  if ((p.casing_id_in === undefined) !== (p.shoe_track_length_ft === undefined)) {
    throw new OilfieldInputError(
      p.casing_id_in === undefined ? 'casing_id_in' : 'shoe_track_length_ft',
      undefined,
      'A shoe track needs both the casing ID and its length.',
    );
  }
  if (p.casing_id_in !== undefined && p.casing_id_in >= p.casing_od_in) {
    throw new OilfieldInputError(
      'casing_id_in',
      p.casing_id_in,
      `casing_id_in = ${formatNumber(p.casing_id_in)} in is not smaller than the casing OD ${formatNumber(p.casing_od_in)} in.`,
    );
  }
  if (p.previous_casing_id_in !== undefined && p.previous_casing_id_in <= p.casing_od_in) {
    throw new OilfieldInputError(
      'previous_casing_id_in',
      p.previous_casing_id_in,
      `previous_casing_id_in = ${formatNumber(p.previous_casing_id_in)} in is not larger than the casing OD ${formatNumber(p.casing_od_in)} in.`,
    );
  }
  const factor = 1 + p.excess_pct / 100;
  const openHole =
    ((p.hole_diameter_in ** 2 - p.casing_od_in ** 2) / CUBIC_FEET_DIVISOR) *
    p.open_hole_length_ft *
    factor;
  const cased =
    p.previous_casing_id_in === undefined || p.cased_length_ft === undefined
      ? 0
      : ((p.previous_casing_id_in ** 2 - p.casing_od_in ** 2) / CUBIC_FEET_DIVISOR) *
        p.cased_length_ft;
  const shoe =
    p.casing_id_in === undefined || p.shoe_track_length_ft === undefined
      ? 0
      : (p.casing_id_in ** 2 / CUBIC_FEET_DIVISOR) * p.shoe_track_length_ft;
  const total = openHole + cased + shoe;
  if (total <= 0) {
    throw new OilfieldInputError(
      'open_hole_length_ft',
      p.open_hole_length_ft,
      'No length to fill: give the open-hole length, a cased annulus or a shoe track.',
    );
  }
  const bbl = total / CUBIC_FEET_PER_BARREL;
  const sacks =
    p.slurry_yield_ft3_per_sk === undefined ? undefined : total / p.slurry_yield_ft3_per_sk;
  const parts = [
    `open hole (${formatNumber(p.hole_diameter_in)}² − ${formatNumber(p.casing_od_in)}²)/183.35 × ${formatNumber(p.open_hole_length_ft)} × ${formatNumber(factor)} = ${formatNumber(openHole, 5)} ft³`,
    ...(cased > 0
      ? [
          `cased annulus (${formatNumber(p.previous_casing_id_in ?? 0)}² − ${formatNumber(p.casing_od_in)}²)/183.35 × ${formatNumber(p.cased_length_ft ?? 0)} = ${formatNumber(cased, 5)} ft³`,
        ]
      : []),
    ...(shoe > 0
      ? [
          `shoe track ${formatNumber(p.casing_id_in ?? 0)}²/183.35 × ${formatNumber(p.shoe_track_length_ft ?? 0)} = ${formatNumber(shoe, 5)} ft³`,
        ]
      : []),
  ];
  return calcResult<CementKeys, CementOptionalKeys>({
    calculator: 'cement_volume',
    values: {
      slurry_volume_bbl: quantity(bbl, 'bbl', 'Slurry volume'),
      slurry_volume_ft3: quantity(total, 'ft³', 'Slurry volume'),
      slurry_volume_m3: quantity(bbl * CUBIC_METRES_PER_BARREL, 'm³', 'Slurry volume'),
      ...(sacks !== undefined && { sacks: quantity(sacks, 'sacks', 'Cement, sacks') }),
      ...(sacks !== undefined &&
        p.mix_water_gal_per_sk !== undefined && {
          mix_water_bbl: quantity((sacks * p.mix_water_gal_per_sk) / 42, 'bbl', 'Mix water'),
        }),
    },
    formula: `${parts.join('; ')}${sacks === undefined ? '' : `; sacks = ft³/yield = ${formatNumber(total, 5)}/${formatNumber(p.slurry_yield_ft3_per_sk ?? 0)}`}${p.mix_water_gal_per_sk !== undefined && sacks !== undefined ? '; mix water = sacks × gal/sk ÷ 42' : ''}`,
    assumptions: [
      `Excess ${formatNumber(p.excess_pct)} % on the open hole only (a caliper log gives a better figure); the cased annulus and the shoe track are gauge.`,
      'Concentric casing; volumes of the rat hole, float equipment and lines are not counted.',
    ],
    sources: [LAPEYROUSE_CEMENT],
  });
}
