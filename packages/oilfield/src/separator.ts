import { z } from 'zod';

import { RANKINE_OFFSET } from './constants';
import { OilfieldInputError } from './errors';
import { gasDensity, suttonPseudoCritical, zFactorDak } from './gas-pvt';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput, refuseOutside } from './validate';

/**
 * Gas capacity of two-phase separators by the Souders–Brown relation, with the York (Svrcek–
 * Monnery) mesh-pad K factor. Sources: Souders, M. and Brown, G.G. (1934), "Design of
 * Fractionating Columns I. Entrainment and Capacity", Ind. Eng. Chem. 26(1): 98–103; Svrcek,
 * W.Y. and Monnery, W.D. (1993), "Design Two-Phase Separators within the Right Limits", Chem.
 * Eng. Prog. 89(10): 53–60 (York K curve fit); GPSA Engineering Data Book, sect. 7.
 */

const SOUDERS_BROWN =
  'Souders, M. and Brown, G.G. (1934), "Design of Fractionating Columns I. Entrainment and Capacity", Ind. Eng. Chem. 26(1): 98–103';
const YORK =
  'Svrcek, W.Y. and Monnery, W.D. (1993), "Design Two-Phase Separators within the Right Limits", Chem. Eng. Prog. 89(10): 53–60 (Otto H. York Co. mesh-pad K fit)';
const GPSA = 'GPSA Engineering Data Book, sect. 7 (vertical separator gas capacity)';

/**
 * York mesh-pad Souders–Brown K (ft/s) for a vertical separator at P psia: 0.1821 + 0.0029P +
 * 0.046·ln P (1–15 psia), 0.35 (15–40 psia), 0.430 − 0.023·ln P (40–5,500 psia); horizontal
 * vessels ×1.25. Refused outside 1–5,500 psia. Source: Svrcek & Monnery (1993).
 */
export function yorkK(
  pressurePsia: number,
  orientation: 'vertical' | 'horizontal' = 'vertical',
): number {
  refuseOutside(
    'pressure_psia',
    pressurePsia,
    { min: 1, max: 5500 },
    'psia',
    'the York K curve is fitted from 1 to 5,500 psia',
  );
  let k: number;
  if (pressurePsia < 15) k = 0.1821 + 0.0029 * pressurePsia + 0.046 * Math.log(pressurePsia);
  else if (pressurePsia < 40) k = 0.35;
  else k = 0.43 - 0.023 * Math.log(pressurePsia);
  return orientation === 'horizontal' ? k * 1.25 : k;
}

/** Souders–Brown maximum gas velocity v = K·√((ρl − ρg)/ρg), in the unit of K. */
export function soudersBrownVelocityKernel(
  k: number,
  liquidDensity: number,
  gasDensityValue: number,
): number {
  return k * Math.sqrt((liquidDensity - gasDensityValue) / gasDensityValue);
}

const orientation = z
  .enum(['vertical', 'horizontal'])
  .default('vertical')
  .describe('Vessel orientation; horizontal vessels take 1.25 × the vertical K');

/** Input of {@link yorkKFactor}. */
export const yorkKFactorInput = z.strictObject({
  pressure_psia: z.number().positive().describe('Separator operating pressure, psia (1–5,500)'),
  orientation,
});

/** York mesh-pad K factor (ft/s and m/s) at a separator pressure. Source: Svrcek & Monnery (1993). */
export function yorkKFactor(
  input: z.input<typeof yorkKFactorInput>,
): CalcResult<'k_factor_ft_per_s' | 'k_factor_m_per_s'> {
  const { pressure_psia, orientation: o } = parseInput(yorkKFactorInput, input);
  const k = yorkK(pressure_psia, o);
  return calcResult({
    calculator: 'york_k_factor',
    values: {
      k_factor_ft_per_s: quantity(k, 'ft/s', 'Souders–Brown K (mesh pad)'),
      k_factor_m_per_s: quantity(k * 0.3048, 'm/s', 'Souders–Brown K (mesh pad)'),
    },
    formula:
      'K = 0.1821 + 0.0029P + 0.046·ln P (1 ≤ P < 15 psia); 0.35 (15 ≤ P < 40); 0.430 − 0.023·ln P (40 ≤ P ≤ 5,500)' +
      (o === 'horizontal' ? '; × 1.25 for a horizontal vessel' : ''),
    assumptions: [
      'Wire-mesh mist extractor; K is a design value with the usual margin, not a flooding limit.',
    ],
    sources: [YORK],
  });
}

/** Input of {@link soudersBrownVelocity}. */
export const soudersBrownVelocityInput = z.strictObject({
  k_factor_ft_per_s: z.number().positive().max(2).describe('Souders–Brown K, ft/s'),
  liquid_density_lb_per_ft3: z.number().positive().max(200).describe('Liquid density, lb/ft³'),
  gas_density_lb_per_ft3: z
    .number()
    .positive()
    .max(100)
    .describe('Gas density at operating conditions, lb/ft³'),
});

/**
 * Maximum allowable gas velocity v = K·√((ρl − ρg)/ρg), ft/s. Requires ρl > ρg.
 * Source: Souders & Brown (1934).
 */
export function soudersBrownVelocity(
  input: z.input<typeof soudersBrownVelocityInput>,
): CalcResult<'max_gas_velocity_ft_per_s'> {
  const p = parseInput(soudersBrownVelocityInput, input);
  if (!(p.liquid_density_lb_per_ft3 > p.gas_density_lb_per_ft3)) {
    throw new OilfieldInputError(
      'gas_density_lb_per_ft3',
      p.gas_density_lb_per_ft3,
      `gas_density_lb_per_ft3 = ${formatNumber(p.gas_density_lb_per_ft3)} must be below liquid_density_lb_per_ft3 = ${formatNumber(p.liquid_density_lb_per_ft3)}.`,
    );
  }
  return calcResult({
    calculator: 'souders_brown_velocity',
    values: {
      max_gas_velocity_ft_per_s: quantity(
        soudersBrownVelocityKernel(
          p.k_factor_ft_per_s,
          p.liquid_density_lb_per_ft3,
          p.gas_density_lb_per_ft3,
        ),
        'ft/s',
        'Maximum allowable gas velocity',
      ),
    },
    formula: 'v = K·√((ρl − ρg)/ρg)',
    sources: [SOUDERS_BROWN],
  });
}

/** Input of {@link separatorGasCapacity}. */
export const separatorGasCapacityInput = z.strictObject({
  vessel_inside_diameter_in: z
    .number()
    .positive()
    .max(240)
    .describe('Vertical vessel inside diameter, in'),
  pressure_psia: z.number().positive().describe('Operating pressure, psia (1–5,500)'),
  temperature_degF: z.number().min(-40).max(400).describe('Operating temperature, °F'),
  gas_specific_gravity: z.number().positive().max(3).describe('Gas specific gravity (air = 1)'),
  liquid_density_lb_per_ft3: z
    .number()
    .positive()
    .max(200)
    .describe('Liquid density at operating conditions, lb/ft³ (water 62.4, 40 °API oil about 51)'),
  z_factor: z
    .number()
    .min(0.2)
    .max(2.5)
    .optional()
    .describe(
      'Gas compressibility factor at operating conditions; omitted: Dranchuk–Abou-Kassem with Sutton pseudo-criticals',
    ),
  k_factor_ft_per_s: z
    .number()
    .positive()
    .max(2)
    .optional()
    .describe('Souders–Brown K, ft/s; omitted: York mesh-pad K at the operating pressure'),
});

/**
 * Gas capacity of a vertical two-phase separator: Qg (MMscf/d) = 2.40·D²·K·P/(Z·T)·√((ρl − ρg)/ρg),
 * with D in ft, P psia, T °R, ρ in lb/ft³; i.e. the Souders–Brown velocity times the vessel
 * cross-section, corrected to 14.7 psia and 60 °F. K defaults to York's mesh-pad value; Z to
 * DAK with Sutton pseudo-criticals. Sources: Souders & Brown (1934); Svrcek & Monnery (1993); GPSA sect. 7.
 */
export function separatorGasCapacity(
  input: z.input<typeof separatorGasCapacityInput>,
): CalcResult<
  | 'gas_capacity_mmscf_per_day'
  | 'max_gas_velocity_ft_per_s'
  | 'k_factor_ft_per_s'
  | 'gas_density_lb_per_ft3'
  | 'z_factor'
  | 'cross_section_ft2'
> {
  const p = parseInput(separatorGasCapacityInput, input);
  const tRankine = p.temperature_degF + RANKINE_OFFSET;
  const assumptions: string[] = [
    'Vertical vessel; gas flows up through the full cross-section; standard conditions 14.7 psia and 60 °F.',
    'Sizes the gas section only: check liquid retention time separately.',
  ];
  let z = p.z_factor;
  if (z === undefined) {
    const pc = suttonPseudoCritical(p.gas_specific_gravity);
    z = zFactorDak(p.pressure_psia / pc.ppc, tRankine / pc.tpc);
    assumptions.push(
      `Z = ${formatNumber(z, 4)} from Dranchuk–Abou-Kassem with Sutton pseudo-criticals.`,
    );
  }
  const k = p.k_factor_ft_per_s ?? yorkK(p.pressure_psia, 'vertical');
  if (p.k_factor_ft_per_s === undefined) {
    assumptions.push(
      `K = ${formatNumber(k, 4)} ft/s from the York mesh-pad curve at ${formatNumber(p.pressure_psia)} psia.`,
    );
  }
  const rhoG = gasDensity(p.pressure_psia, p.gas_specific_gravity, z, tRankine);
  if (!(p.liquid_density_lb_per_ft3 > rhoG)) {
    throw new OilfieldInputError(
      'liquid_density_lb_per_ft3',
      p.liquid_density_lb_per_ft3,
      `liquid_density_lb_per_ft3 = ${formatNumber(p.liquid_density_lb_per_ft3)} must exceed the gas density ${formatNumber(rhoG, 4)} lb/ft³.`,
    );
  }
  const velocity = soudersBrownVelocityKernel(k, p.liquid_density_lb_per_ft3, rhoG);
  const diameterFt = p.vessel_inside_diameter_in / 12;
  const area = (Math.PI * diameterFt ** 2) / 4;
  // Actual ft³/s → standard ft³/d at 14.7 psia, 60 °F (519.67 °R) → MMscf/d.
  const capacity =
    (((area * velocity * (p.pressure_psia / 14.7) * (519.67 / tRankine)) / z) * 86400) / 1e6;
  return calcResult({
    calculator: 'separator_gas_capacity',
    values: {
      gas_capacity_mmscf_per_day: quantity(capacity, 'MMscf/d', 'Gas capacity'),
      max_gas_velocity_ft_per_s: quantity(velocity, 'ft/s', 'Souders–Brown gas velocity'),
      k_factor_ft_per_s: quantity(k, 'ft/s', 'Souders–Brown K'),
      gas_density_lb_per_ft3: quantity(rhoG, 'lb/ft³', 'Gas density at operating conditions'),
      z_factor: quantity(z, 'dimensionless', 'Gas compressibility factor'),
      cross_section_ft2: quantity(area, 'ft²', 'Vessel cross-section'),
    },
    formula:
      'Qg = 2.40·D²·K·P/(Z·T)·√((ρl − ρg)/ρg) (MMscf/d; D ft, P psia, T °R); ρg = P·28.9625γ/(Z·10.7316·T)',
    assumptions,
    sources: [SOUDERS_BROWN, YORK, GPSA],
  });
}
