import { z } from 'zod';

import { CUBIC_FEET_PER_BARREL, RANKINE_OFFSET, WATER_LB_PER_FT3 } from './constants';
import { OilfieldInputError } from './errors';
import { gasDensity, suttonPseudoCritical, zFactorDak } from './gas-pvt';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { soudersBrownVelocityKernel, yorkK } from './separator';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Separator sizing: the minimum inside diameter of a two-phase separator for a gas rate by the
 * Souders–Brown relation (the inverse of `separator_gas_capacity`), and the liquid retention time
 * of a vessel. Sources: Souders & Brown (1934); Svrcek & Monnery (1993) York K; GPSA Engineering
 * Data Book, sect. 7; Arnold, K. & Stewart, M., Surface Production Operations, vol. 1, ch. 4;
 * API Spec 12J.
 */

const SOUDERS_BROWN =
  'Souders, M. and Brown, G.G. (1934), "Design of Fractionating Columns I. Entrainment and Capacity", Ind. Eng. Chem. 26(1): 98–103';
const YORK =
  'Svrcek, W.Y. and Monnery, W.D. (1993), "Design Two-Phase Separators within the Right Limits", Chem. Eng. Prog. 89(10): 53–60 (York mesh-pad K; horizontal vessels 1.25 × vertical)';
const GPSA_SEPARATORS =
  'GPSA Engineering Data Book, sect. 7 (separators: Souders–Brown gas capacity, mesh-pad K)';
const ARNOLD_STEWART =
  'Arnold, K. and Stewart, M., Surface Production Operations, vol. 1: Design of Oil Handling Systems and Facilities, 3rd ed. (Gulf Professional Publishing, 2008), ch. 4 (two-phase separator sizing: gas capacity d² = 5,040·TZQg/P·√(ρg/(ρl − ρg)·CD/dm); retention d²h = tr·Ql/0.12 vertical, d²Leff = tr·Ql/0.7 horizontal half full)';
const API_12J =
  'API Specification 12J, Specification for Oil and Gas Separators, 8th ed. (2008), typical liquid retention times';

/** Standard conditions of the gas rate: 14.7 psia and 60 °F, as in `separator_gas_capacity`. */
const STANDARD_PSIA = 14.7;
const STANDARD_RANKINE = 519.67;
const MINUTES_PER_DAY = 1440;
const CUBIC_INCHES_PER_FT3 = 1728;

/**
 * Fraction of a circle's area below a chord at height `h` of the diameter (0–1): the liquid
 * share of a horizontal vessel's cross-section at a level h/D.
 */
export function segmentAreaFraction(levelFraction: number): number {
  const c = 1 - 2 * levelFraction;
  return (Math.acos(c) - c * Math.sqrt(1 - c * c)) / Math.PI;
}

const orientationField = z
  .enum(['vertical', 'horizontal'])
  .describe(
    'Vessel orientation: vertical (gas rises through the whole cross-section) or horizontal (gas flows above the liquid)',
  );

/** Input of {@link separatorSizing}. */
export const separatorSizingInput = z.strictObject({
  gas_rate_mmscf_per_day: z
    .number()
    .positive()
    .max(2000)
    .describe('Gas rate at 14.7 psia and 60 °F, MMscf/d (>0–2,000)'),
  pressure_psia: z
    .number()
    .positive()
    .max(15000)
    .describe(
      'Separator operating pressure, psia (the York K is fitted from 1 to 5,500 psia; a stated K allows up to 15,000)',
    ),
  temperature_degF: z.number().min(-40).max(400).describe('Operating temperature, °F (−40–400)'),
  gas_specific_gravity: z
    .number()
    .positive()
    .max(3)
    .optional()
    .describe(
      'Gas specific gravity (air = 1); gives the gas density and Z when they are not stated',
    ),
  gas_density_lb_per_ft3: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Gas density at operating conditions, lb/ft³; omitted: from the gas gravity, P, T and Z',
    ),
  z_factor: z
    .number()
    .min(0.2)
    .max(2.5)
    .optional()
    .describe(
      'Gas compressibility factor at operating conditions; omitted: Dranchuk–Abou-Kassem with Sutton pseudo-criticals from the gas gravity',
    ),
  liquid_density_lb_per_ft3: z
    .number()
    .positive()
    .max(200)
    .optional()
    .describe('Liquid density at operating conditions, lb/ft³ (water 62.4, 40 °API oil about 51)'),
  liquid_specific_gravity: z
    .number()
    .min(0.3)
    .max(2)
    .optional()
    .describe('Liquid specific gravity (water = 1), instead of the liquid density'),
  k_factor_ft_per_s: z
    .number()
    .positive()
    .max(2)
    .optional()
    .describe(
      'Souders–Brown K, ft/s, stated by the user or the mist-extractor vendor; takes precedence over the York estimate',
    ),
  orientation: orientationField.default('vertical'),
  liquid_level_fraction: z
    .number()
    .min(0.1)
    .max(0.8)
    .optional()
    .describe(
      'Horizontal vessels only: liquid level as a fraction of the diameter (0.1–0.8); default 0.5 (half full)',
    ),
});

type SizingKeys =
  | 'minimum_inside_diameter_in'
  | 'gas_flow_area_ft2'
  | 'actual_gas_rate_ft3_per_s'
  | 'max_gas_velocity_ft_per_s'
  | 'k_factor_ft_per_s'
  | 'gas_density_lb_per_ft3'
  | 'liquid_density_lb_per_ft3'
  | 'z_factor';

/**
 * Minimum inside diameter of a two-phase separator for a gas rate by Souders–Brown: the gas at
 * operating conditions, Qa = Qg·10⁶/86,400 · (14.7/P)(T/519.67)·Z ft³/s, may not exceed
 * v = K·√((ρl − ρg)/ρg) over the area it flows through — the whole cross-section of a vertical
 * vessel, the space above the liquid of a horizontal one (half of it at the usual half-full
 * level). D = √(4·A/π); for a vertical vessel d² (in²) ≈ 60·TZQg/(P·K)·√(ρg/(ρl − ρg)), Arnold &
 * Stewart's 5,040 form with K = 0.0119·√(dm/CD). A stated K takes precedence over the York curve.
 * Sources: Souders & Brown (1934); Svrcek & Monnery (1993); GPSA sect. 7; Arnold & Stewart, ch. 4.
 */
export function separatorSizing(
  input: z.input<typeof separatorSizingInput>,
): CalcResult<SizingKeys> {
  const p = parseInput(separatorSizingInput, input);
  const tRankine = p.temperature_degF + RANKINE_OFFSET;
  const assumptions: string[] = [];
  const warnings: string[] = [];

  if (p.orientation === 'vertical' && p.liquid_level_fraction !== undefined) {
    throw new OilfieldInputError(
      'liquid_level_fraction',
      p.liquid_level_fraction,
      'liquid_level_fraction applies to a horizontal vessel only: give orientation "horizontal", or leave it out for a vertical vessel.',
    );
  }
  if (p.liquid_density_lb_per_ft3 !== undefined && p.liquid_specific_gravity !== undefined) {
    throw new OilfieldInputError(
      'liquid_specific_gravity',
      p.liquid_specific_gravity,
      'Give the liquid density (liquid_density_lb_per_ft3) or the liquid specific gravity, not both.',
    );
  }
  let rhoL: number;
  if (p.liquid_density_lb_per_ft3 !== undefined) rhoL = p.liquid_density_lb_per_ft3;
  else if (p.liquid_specific_gravity !== undefined) {
    rhoL = p.liquid_specific_gravity * WATER_LB_PER_FT3;
    assumptions.push(
      `Liquid density = ${formatNumber(p.liquid_specific_gravity)} × ${WATER_LB_PER_FT3} lb/ft³ = ${formatNumber(rhoL, 5)} lb/ft³.`,
    );
  } else {
    throw new OilfieldInputError(
      'liquid_density_lb_per_ft3',
      undefined,
      'The liquid density (liquid_density_lb_per_ft3) or the liquid specific gravity (liquid_specific_gravity) is needed.',
    );
  }

  let z = p.z_factor;
  if (z === undefined) {
    if (p.gas_specific_gravity === undefined) {
      throw new OilfieldInputError(
        'gas_specific_gravity',
        undefined,
        'The gas specific gravity is needed (for the gas density and Z), or both the gas density at operating conditions and the Z-factor.',
      );
    }
    const pc = suttonPseudoCritical(p.gas_specific_gravity);
    z = zFactorDak(p.pressure_psia / pc.ppc, tRankine / pc.tpc);
    assumptions.push(
      `Z = ${formatNumber(z, 4)} from Dranchuk–Abou-Kassem with Sutton pseudo-criticals.`,
    );
  }
  let rhoG: number;
  if (p.gas_density_lb_per_ft3 !== undefined) rhoG = p.gas_density_lb_per_ft3;
  else if (p.gas_specific_gravity !== undefined) {
    rhoG = gasDensity(p.pressure_psia, p.gas_specific_gravity, z, tRankine);
  } else {
    throw new OilfieldInputError(
      'gas_density_lb_per_ft3',
      undefined,
      'The gas density at operating conditions (gas_density_lb_per_ft3) or the gas specific gravity is needed.',
    );
  }
  if (!(rhoL > rhoG)) {
    throw new OilfieldInputError(
      'liquid_density_lb_per_ft3',
      rhoL,
      `The liquid density ${formatNumber(rhoL, 5)} lb/ft³ must exceed the gas density ${formatNumber(rhoG, 4)} lb/ft³.`,
    );
  }

  const k = p.k_factor_ft_per_s ?? yorkK(p.pressure_psia, p.orientation);
  if (p.k_factor_ft_per_s === undefined) {
    assumptions.push(
      `K = ${formatNumber(k, 4)} ft/s from the York mesh-pad curve at ${formatNumber(p.pressure_psia)} psia${p.orientation === 'horizontal' ? ', × 1.25 for a horizontal vessel' : ''}; a K stated for the actual mist extractor takes precedence.`,
    );
  } else {
    assumptions.push(`K = ${formatNumber(k)} ft/s as stated (not the York estimate).`);
  }

  const velocity = soudersBrownVelocityKernel(k, rhoL, rhoG);
  const actual =
    ((p.gas_rate_mmscf_per_day * 1e6) / 86400) *
    (STANDARD_PSIA / p.pressure_psia) *
    (tRankine / STANDARD_RANKINE) *
    z;
  const gasArea = actual / velocity;
  let vesselArea = gasArea;
  if (p.orientation === 'horizontal') {
    const level = p.liquid_level_fraction ?? 0.5;
    const gasShare = 1 - segmentAreaFraction(level);
    vesselArea = gasArea / gasShare;
    assumptions.push(
      `Horizontal vessel with the liquid at ${formatNumber(level * 100, 3)} % of the diameter: the gas flows through the ${formatNumber(gasShare * 100, 4)} % of the cross-section above it.`,
      'Horizontal sizing here is the Souders–Brown velocity limit only; the effective length for droplet settling and liquid retention is to be checked (Arnold & Stewart ch. 4; separator_retention).',
    );
  } else {
    assumptions.push(
      'Vertical vessel: the gas rises through the whole cross-section; check liquid retention separately (separator_retention).',
    );
  }
  const diameterIn = Math.sqrt((4 * vesselArea) / Math.PI) * 12;
  assumptions.push('Gas rate at 14.7 psia and 60 °F.');
  flagOutside(
    warnings,
    'minimum inside diameter',
    diameterIn,
    { max: 180 },
    'in',
    'the sizes of shop-built separators',
  );
  return calcResult({
    calculator: 'separator_sizing',
    values: {
      minimum_inside_diameter_in: quantity(
        diameterIn,
        'in',
        'Minimum vessel inside diameter (gas capacity)',
      ),
      gas_flow_area_ft2: quantity(gasArea, 'ft²', 'Gas flow area needed'),
      actual_gas_rate_ft3_per_s: quantity(actual, 'ft³/s', 'Gas rate at operating conditions'),
      max_gas_velocity_ft_per_s: quantity(velocity, 'ft/s', 'Souders–Brown gas velocity'),
      k_factor_ft_per_s: quantity(k, 'ft/s', 'Souders–Brown K'),
      gas_density_lb_per_ft3: quantity(rhoG, 'lb/ft³', 'Gas density at operating conditions'),
      liquid_density_lb_per_ft3: quantity(rhoL, 'lb/ft³', 'Liquid density'),
      z_factor: quantity(z, 'dimensionless', 'Gas compressibility factor'),
    },
    formula:
      'v = K·√((ρl − ρg)/ρg); Qa = Qg·10⁶/86,400·(14.7/P)·(T/519.67)·Z; A = Qa/v' +
      (p.orientation === 'horizontal' ? ' ÷ (gas share of the cross-section)' : '') +
      '; D = √(4A/π)',
    assumptions,
    warnings,
    notes: [
      'Choose the next larger standard vessel size (commonly 6 in steps) and check the liquid retention time for the chosen size and level.',
    ],
    sources: [SOUDERS_BROWN, YORK, GPSA_SEPARATORS, ARNOLD_STEWART],
  });
}

/** Input of {@link separatorRetention}. */
export const separatorRetentionInput = z.strictObject({
  liquid_rate_bbl_per_day: z
    .number()
    .positive()
    .max(500000)
    .describe('Liquid rate through the separator (oil, or oil + water), bbl/d (>0–500,000)'),
  liquid_volume_bbl: z
    .number()
    .positive()
    .max(100000)
    .optional()
    .describe('Liquid volume held in the vessel, bbl; or give the vessel size and liquid level'),
  vessel_inside_diameter_in: z
    .number()
    .positive()
    .max(240)
    .optional()
    .describe('Vessel inside diameter, in (with the liquid level and the orientation)'),
  liquid_level_in: z
    .number()
    .positive()
    .max(1200)
    .optional()
    .describe(
      'Liquid height, in: above the bottom tangent line of a vertical vessel, above the bottom of a horizontal one (at most the diameter)',
    ),
  vessel_length_ft: z
    .number()
    .positive()
    .max(200)
    .optional()
    .describe('Horizontal vessels: effective (seam-to-seam) length holding the liquid, ft'),
  orientation: orientationField.optional(),
  retention_time_min: z
    .number()
    .positive()
    .max(600)
    .optional()
    .describe(
      'Target retention time, min (API 12J typical: 1–4 min two-phase, 3–30 min three-phase): gives the liquid volume needed',
    ),
});

type RetentionKeys =
  | 'retention_time_min'
  | 'liquid_volume_bbl'
  | 'required_liquid_volume_bbl'
  | 'required_liquid_level_in';

/** Liquid volume of a vessel, bbl, heads ignored. */
function vesselLiquidBbl(
  orientation: 'vertical' | 'horizontal',
  diameterIn: number,
  levelIn: number,
  lengthFt: number,
): number {
  const area =
    orientation === 'vertical'
      ? (Math.PI / 4) * diameterIn ** 2
      : (Math.PI / 4) * diameterIn ** 2 * segmentAreaFraction(levelIn / diameterIn);
  const cubicInches = orientation === 'vertical' ? area * levelIn : area * lengthFt * 12;
  return cubicInches / CUBIC_INCHES_PER_FT3 / CUBIC_FEET_PER_BARREL;
}

/**
 * Liquid retention time t = V/Ql (min) of a separator, from the liquid volume held or from the
 * vessel's diameter, liquid level (and length, horizontal), heads ignored; and the liquid volume
 * V = Ql·t/1,440 (and level) a target retention time needs. Arnold & Stewart's d²h = t·Ql/0.12
 * (vertical) and d²Leff = t·Ql/0.7 (horizontal, half full) are the same relation in inches and
 * feet. Typical times from API Spec 12J are given in the notes.
 * Sources: API Spec 12J; Arnold & Stewart, vol. 1, ch. 4.
 */
export function separatorRetention(
  input: z.input<typeof separatorRetentionInput>,
): CalcResult<never, RetentionKeys> {
  const p = parseInput(separatorRetentionInput, input);
  const assumptions: string[] = [];
  const geometryGiven =
    p.vessel_inside_diameter_in !== undefined ||
    p.liquid_level_in !== undefined ||
    p.vessel_length_ft !== undefined;
  if (p.liquid_volume_bbl !== undefined && geometryGiven) {
    throw new OilfieldInputError(
      'liquid_volume_bbl',
      p.liquid_volume_bbl,
      'Give the liquid volume held (liquid_volume_bbl) or the vessel size and liquid level, not both.',
    );
  }
  if (geometryGiven && p.orientation === undefined) {
    throw new OilfieldInputError(
      'orientation',
      undefined,
      'orientation ("vertical" or "horizontal") is needed with the vessel size.',
    );
  }
  const diameter = p.vessel_inside_diameter_in;
  const horizontal = p.orientation === 'horizontal';
  if (geometryGiven && diameter === undefined) {
    throw new OilfieldInputError(
      'vessel_inside_diameter_in',
      undefined,
      'vessel_inside_diameter_in is needed with the liquid level or the vessel length.',
    );
  }
  if (horizontal && geometryGiven && p.vessel_length_ft === undefined) {
    throw new OilfieldInputError(
      'vessel_length_ft',
      undefined,
      'vessel_length_ft (the effective length holding liquid) is needed for a horizontal vessel.',
    );
  }
  if (
    horizontal &&
    diameter !== undefined &&
    p.liquid_level_in !== undefined &&
    p.liquid_level_in > diameter
  ) {
    throw new OilfieldInputError(
      'liquid_level_in',
      p.liquid_level_in,
      `liquid_level_in = ${formatNumber(p.liquid_level_in)} in is above the top of a ${formatNumber(diameter)} in horizontal vessel.`,
    );
  }

  const values: Partial<Record<RetentionKeys, Quantity>> = {};
  let held = p.liquid_volume_bbl;
  if (held === undefined && diameter !== undefined && p.liquid_level_in !== undefined) {
    held = vesselLiquidBbl(
      p.orientation ?? 'vertical',
      diameter,
      p.liquid_level_in,
      p.vessel_length_ft ?? 0,
    );
    assumptions.push(
      horizontal
        ? 'Liquid volume = circular-segment area at the level × effective length; the heads are ignored (a small, conservative omission).'
        : 'Liquid volume = π/4·D² × liquid height above the bottom tangent line; the bottom head is ignored (a small, conservative omission).',
    );
  }
  if (held === undefined && p.retention_time_min === undefined) {
    throw new OilfieldInputError(
      'retention_time_min',
      undefined,
      'Give the liquid held (liquid_volume_bbl, or the vessel size and liquid level) for the retention time, or a target retention_time_min for the volume needed.',
    );
  }
  const formulas: string[] = [];
  if (held !== undefined) {
    values.liquid_volume_bbl = quantity(held, 'bbl', 'Liquid volume held');
    values.retention_time_min = quantity(
      (held / p.liquid_rate_bbl_per_day) * MINUTES_PER_DAY,
      'min',
      'Liquid retention time',
    );
    formulas.push('t = V/Ql × 1,440 (min; V bbl, Ql bbl/d)');
  }
  if (p.retention_time_min !== undefined) {
    const needed = (p.liquid_rate_bbl_per_day * p.retention_time_min) / MINUTES_PER_DAY;
    values.required_liquid_volume_bbl = quantity(
      needed,
      'bbl',
      `Liquid volume for ${formatNumber(p.retention_time_min)} min retention`,
    );
    formulas.push('V = Ql·t/1,440');
    if (diameter !== undefined && p.orientation !== undefined) {
      const level = requiredLevel(p.orientation, diameter, p.vessel_length_ft ?? 0, needed);
      if (level === undefined) {
        assumptions.push(
          `The ${formatNumber(needed, 4)} bbl needed is more than the vessel holds full: a larger vessel is needed.`,
        );
      } else {
        values.required_liquid_level_in = quantity(
          level,
          'in',
          `Liquid level for ${formatNumber(p.retention_time_min)} min retention`,
        );
      }
    }
  }
  const notes = [
    'API Spec 12J typical retention times — two-phase: oil above 35 °API 1 min, 20–30 °API 1–2 min, 10–20 °API 2–4 min; three-phase: above 35 °API 3–5 min, below 35 °API 5–10 min at 100 °F and above, 10–20 min at 80 °F, 20–30 min at 60 °F. Foaming crude needs more.',
  ];
  const computedValues = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<Record<RetentionKeys, Quantity>>;
  return calcResult<never, RetentionKeys>({
    calculator: 'separator_retention',
    values: computedValues,
    formula: formulas.join('; '),
    assumptions: [
      ...assumptions,
      'Retention time is the liquid volume held divided by the liquid rate (plug flow, no short-circuiting).',
    ],
    notes,
    sources: [API_12J, ARNOLD_STEWART],
  });
}

/** The liquid level (in) holding `volumeBbl`, or undefined when the vessel is too small. */
function requiredLevel(
  orientation: 'vertical' | 'horizontal',
  diameterIn: number,
  lengthFt: number,
  volumeBbl: number,
): number | undefined {
  if (orientation === 'vertical') {
    const area = (Math.PI / 4) * diameterIn ** 2;
    return (volumeBbl * CUBIC_FEET_PER_BARREL * CUBIC_INCHES_PER_FT3) / area;
  }
  const full = vesselLiquidBbl('horizontal', diameterIn, diameterIn, lengthFt);
  if (volumeBbl > full) return undefined;
  let low = 0;
  let high = diameterIn;
  for (let step = 0; step < 100; step += 1) {
    const mid = (low + high) / 2;
    if (vesselLiquidBbl('horizontal', diameterIn, mid, lengthFt) < volumeBbl) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
