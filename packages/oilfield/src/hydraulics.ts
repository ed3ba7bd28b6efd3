import { z } from 'zod';

import { GALLONS_PER_BARREL, METRES_PER_FOOT } from './constants';
import { OilfieldInputError } from './errors';
import { FIELD_GRADIENT_FACTOR } from './hydrostatic';
import { calcResult, quantity, type CalcResult } from './result';
import { CAPACITY_DIVISOR } from './volumes';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Circulating (drilling hydraulics) calculations in field units: the equivalent circulating
 * density and the annular velocity.
 * Source: Lapeyrouse, N.J., *Formulas and Calculations for Drilling, Production and Workover*,
 * 2nd ed. (2002) (Gulf Professional Publishing), ch. 1.
 */

const LAPEYROUSE_ECD =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 1 (equivalent circulating density)';
const LAPEYROUSE_ANNULAR_VELOCITY =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 1 (annular velocity)';

/**
 * ft/min per gpm over (Dh² − Dp²) in in²: 231 in³/gal ÷ (π/4 × 12 in/ft) = 24.51, written 24.5
 * in the field formula (the bbl/min form is 1029.4 = 24.51 × 42).
 */
export const ANNULAR_VELOCITY_FACTOR = 24.5;

/** Input of {@link equivalentCirculatingDensity}. */
export const equivalentCirculatingDensityInput = z.strictObject({
  mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .describe('Mud weight in the hole (static), ppg; typical drilling fluids 6–22 ppg'),
  annular_pressure_loss_psi: z
    .number()
    .min(0)
    .max(10000)
    .describe(
      'Annular pressure loss (APL) from the depth of interest to surface while circulating, psi, 0–10,000 psi',
    ),
  tvd_ft: z
    .number()
    .positive()
    .max(40000)
    .describe(
      'True vertical depth of the point of interest (bit, shoe or weak zone), ft — TVD, not measured depth',
    ),
  fracture_emw_ppg: z
    .number()
    .positive()
    .max(30)
    .optional()
    .describe(
      'Fracture or leak-off equivalent mud weight at that depth, ppg, to check the ECD against; optional',
    ),
});

/**
 * Equivalent circulating density: the mud weight whose static column would give the bottom-hole
 * pressure while circulating, ECD (ppg) = MW + APL/(0.052 × TVD), with the bottom-hole
 * circulating pressure 0.052 × MW × TVD + APL (psi). Units: MW ppg, APL psi, TVD ft.
 * Source: Lapeyrouse, 2nd ed., ch. 1.
 */
export function equivalentCirculatingDensity(
  input: z.input<typeof equivalentCirculatingDensityInput>,
): CalcResult<
  'ecd_ppg' | 'bottom_hole_circulating_pressure_psi' | 'ecd_increase_ppg',
  'fracture_margin_ppg' | 'fracture_margin_psi'
> {
  const p = parseInput(equivalentCirculatingDensityInput, input);
  const increase = p.annular_pressure_loss_psi / (FIELD_GRADIENT_FACTOR * p.tvd_ft);
  const ecd = p.mud_weight_ppg + increase;
  const circulating =
    FIELD_GRADIENT_FACTOR * p.mud_weight_ppg * p.tvd_ft + p.annular_pressure_loss_psi;
  const warnings: string[] = [];
  const notes: string[] = [];
  flagOutside(
    warnings,
    'mud_weight_ppg',
    p.mud_weight_ppg,
    { min: 6, max: 22 },
    'ppg',
    'the usual range of drilling fluids',
  );
  const fracture = p.fracture_emw_ppg;
  if (fracture !== undefined) {
    if (ecd > fracture) {
      warnings.push(
        `The ECD ${formatNumber(ecd, 4)} ppg exceeds the fracture (leak-off) equivalent of ${formatNumber(fracture)} ppg at ${formatNumber(p.tvd_ft)} ft TVD: circulating at this rate risks breaking down the formation and losing returns. Reduce the pump rate or the mud weight, or review the hole cleaning plan.`,
      );
    }
  }
  return calcResult<
    'ecd_ppg' | 'bottom_hole_circulating_pressure_psi' | 'ecd_increase_ppg',
    'fracture_margin_ppg' | 'fracture_margin_psi'
  >({
    calculator: 'equivalent_circulating_density',
    values: {
      ecd_ppg: quantity(ecd, 'ppg', 'Equivalent circulating density (ECD)'),
      bottom_hole_circulating_pressure_psi: quantity(
        circulating,
        'psi',
        'Bottom-hole circulating pressure (hydrostatic + APL)',
      ),
      ecd_increase_ppg: quantity(increase, 'ppg', 'Increase over the static mud weight'),
      ...(fracture !== undefined && {
        fracture_margin_ppg: quantity(
          fracture - ecd,
          'ppg',
          'Margin to the fracture (leak-off) equivalent, EMW − ECD',
        ),
        fracture_margin_psi: quantity(
          (fracture - ecd) * FIELD_GRADIENT_FACTOR * p.tvd_ft,
          'psi',
          'Margin to the fracture (leak-off) pressure at that depth',
        ),
      }),
    },
    formula: `ECD = MW + APL/(0.052 × TVD) = ${formatNumber(p.mud_weight_ppg)} + ${formatNumber(p.annular_pressure_loss_psi)}/(0.052 × ${formatNumber(p.tvd_ft)}); BHCP = 0.052 × MW × TVD + APL`,
    assumptions: [
      'The annular pressure loss is the friction loss in the annulus above the depth of interest (from that depth to surface), at the circulating rate considered.',
      'Factor 0.052 psi/ft per ppg (field convention); a single mud weight in the annulus, cuttings load and temperature effects on density not counted.',
    ],
    warnings,
    notes,
    sources: [LAPEYROUSE_ECD],
  });
}

/** Input of {@link annularVelocity}. */
export const annularVelocityInput = z.strictObject({
  flow_rate_gpm: z
    .number()
    .positive()
    .max(5000)
    .describe('Pump (circulating) rate, US gal/min (gpm); 1 bbl/min = 42 gpm; >0–5,000 gpm'),
  hole_or_casing_id_in: z
    .number()
    .positive()
    .max(60)
    .describe('Hole diameter (open hole) or casing/riser inside diameter, in'),
  pipe_od_in: z
    .number()
    .min(0)
    .max(60)
    .describe('Outside diameter of the drill pipe, collars or tubing, in; 0 for an empty hole'),
});

/**
 * Annular velocity of the mud returns: AV (ft/min) = 24.5 × Q (gpm)/(Dh² − Dp²), the same as
 * 1029.4 × Q (bbl/min)/(Dh² − Dp²) and pump output (bbl/min) ÷ annular capacity (bbl/ft).
 * Units: Q gpm, diameters in; AV ft/min (and m/min). Source: Lapeyrouse, 2nd ed., ch. 1.
 */
export function annularVelocity(
  input: z.input<typeof annularVelocityInput>,
): CalcResult<
  | 'annular_velocity_ft_per_min'
  | 'annular_velocity_m_per_min'
  | 'flow_rate_bbl_per_min'
  | 'annular_capacity_bbl_per_ft'
> {
  const p = parseInput(annularVelocityInput, input);
  if (p.pipe_od_in >= p.hole_or_casing_id_in) {
    throw new OilfieldInputError(
      'pipe_od_in',
      p.pipe_od_in,
      `pipe_od_in = ${formatNumber(p.pipe_od_in)} in is not smaller than the hole or casing ID ${formatNumber(p.hole_or_casing_id_in)} in: there is no annulus for the returns.`,
    );
  }
  const area = p.hole_or_casing_id_in ** 2 - p.pipe_od_in ** 2;
  const velocity = (ANNULAR_VELOCITY_FACTOR * p.flow_rate_gpm) / area;
  return calcResult({
    calculator: 'annular_velocity',
    values: {
      annular_velocity_ft_per_min: quantity(velocity, 'ft/min', 'Annular velocity'),
      annular_velocity_m_per_min: quantity(
        velocity * METRES_PER_FOOT,
        'm/min',
        'Annular velocity (metric)',
      ),
      flow_rate_bbl_per_min: quantity(p.flow_rate_gpm / GALLONS_PER_BARREL, 'bbl/min', 'Pump rate'),
      annular_capacity_bbl_per_ft: quantity(area / CAPACITY_DIVISOR, 'bbl/ft', 'Annular capacity'),
    },
    formula: `AV = 24.5 × Q/(Dh² − Dp²) = 24.5 × ${formatNumber(p.flow_rate_gpm)}/(${formatNumber(p.hole_or_casing_id_in)}² − ${formatNumber(p.pipe_od_in)}²)`,
    assumptions: [
      'Average (bulk) velocity of the returns over a concentric annulus of nominal diameters; washouts enlarge the hole and lower the real velocity.',
      'Q in gpm; in bbl/min the same relation is AV = 1029.4 × Q/(Dh² − Dp²) (= pump output ÷ annular capacity).',
    ],
    sources: [LAPEYROUSE_ANNULAR_VELOCITY],
  });
}
