import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { LAMINAR_LIMIT, TURBULENT_LIMIT, colebrookFrictionFactor } from './pipe-flow';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Two-phase (gas–liquid) pressure gradient in a pipe at any inclination by the Beggs & Brill
 * (1973) correlation: the horizontal flow-pattern map (segregated, transition, intermittent,
 * distributed), the horizontal liquid holdup corrected for inclination, the optional Payne et al.
 * (1979) holdup correction, and the two-phase friction factor fn·e^S. Field units: ft/s, lbm/ft³,
 * cP, dyne/cm, in, psia; g = gc = 32.174. Equations as set out by Brill & Mukherjee, *Multiphase
 * Flow in Wells*, SPE Monograph 17 (1999), ch. 4.
 */

const BEGGS_BRILL =
  'Beggs, H.D. and Brill, J.P. (1973), "A Study of Two-Phase Flow in Inclined Pipes", JPT 25(5): 607–617, SPE-4007-PA';
const BRILL_MUKHERJEE =
  'Brill, J.P. and Mukherjee, H. (1999), Multiphase Flow in Wells, SPE Monograph 17, ch. 4 (Beggs & Brill method)';
const PAYNE =
  'Payne, G.A., Palmer, C.M., Brill, J.P. and Beggs, H.D. (1979), "Evaluation of Inclined-Pipe, Two-Phase Liquid Holdup and Pressure-Loss Correlations Using Experimental Data", JPT 31(9): 1198–1208, SPE-6874-PA';

/** 1 psi/ft in kPa/m: 6.894757 kPa per psi over 0.3048 m per ft. */
const KPA_PER_M_PER_PSI_PER_FT = 6.894757293168 / 0.3048;

/** Standard gravity and the conversion constant gc, ft/s² and lbm·ft/(lbf·s²). */
const G = 32.174;

/** The four horizontal flow patterns of the Beggs & Brill map. */
export type BeggsBrillPattern = 'segregated' | 'transition' | 'intermittent' | 'distributed';

/** Transition boundaries L1–L4 of the (revised) Beggs & Brill flow-pattern map at no-slip holdup λL. */
export function beggsBrillBoundaries(lambdaL: number): {
  l1: number;
  l2: number;
  l3: number;
  l4: number;
} {
  return {
    l1: 316 * lambdaL ** 0.302,
    l2: 0.0009252 * lambdaL ** -2.4684,
    l3: 0.1 * lambdaL ** -1.4516,
    l4: 0.5 * lambdaL ** -6.738,
  };
}

/** Horizontal flow pattern from the no-slip liquid holdup λL and the mixture Froude number. */
export function beggsBrillPattern(lambdaL: number, froude: number): BeggsBrillPattern {
  const { l1, l2, l3, l4 } = beggsBrillBoundaries(lambdaL);
  if ((lambdaL < 0.01 && froude < l1) || (lambdaL >= 0.01 && froude < l2)) return 'segregated';
  if (lambdaL >= 0.01 && froude <= l3) return 'transition';
  if ((lambdaL < 0.4 && froude <= l1) || (lambdaL >= 0.4 && froude <= l4)) return 'intermittent';
  return 'distributed';
}

const HORIZONTAL_HOLDUP: Record<
  Exclude<BeggsBrillPattern, 'transition'>,
  readonly [number, number, number]
> = {
  segregated: [0.98, 0.4846, 0.0868],
  intermittent: [0.845, 0.5351, 0.0173],
  distributed: [1.065, 0.5824, 0.0609],
};

const UPHILL_C: Record<
  Exclude<BeggsBrillPattern, 'transition'>,
  readonly [number, number, number, number] | undefined
> = {
  segregated: [0.011, -3.768, 3.539, -1.614],
  intermittent: [2.96, 0.305, -0.4473, 0.0978],
  distributed: undefined,
};
const DOWNHILL_C = [4.7, -0.3692, 0.1244, -0.5056] as const;

/**
 * Liquid holdup of one flow pattern at inclination θ (degrees from horizontal, + upward):
 * HL(0) = a·λL^b/NFr^c, not below λL; C = (1 − λL)·ln(d′·λL^e·NLv^f·NFr^g), not below 0;
 * ψ = 1 + C·[sin(1.8θ) − 0.333·sin³(1.8θ)]; HL(θ) = HL(0)·ψ.
 */
export function beggsBrillHoldup(
  pattern: Exclude<BeggsBrillPattern, 'transition'>,
  lambdaL: number,
  froude: number,
  liquidVelocityNumber: number,
  inclinationDeg: number,
): { horizontal: number; c: number; psi: number; holdup: number } {
  const [a, b, c] = HORIZONTAL_HOLDUP[pattern];
  const horizontal = Math.max(lambdaL, (a * lambdaL ** b) / froude ** c);
  const coefficients = inclinationDeg < 0 ? DOWNHILL_C : UPHILL_C[pattern];
  let cValue = 0;
  if (coefficients !== undefined && inclinationDeg !== 0) {
    const [d, e, f, g] = coefficients;
    const raw =
      (1 - lambdaL) * Math.log(d * lambdaL ** e * liquidVelocityNumber ** f * froude ** g);
    cValue = raw > 0 ? raw : 0;
  }
  const s = Math.sin((1.8 * inclinationDeg * Math.PI) / 180);
  const psi = 1 + cValue * (s - 0.333 * s ** 3);
  return { horizontal, c: cValue, psi, holdup: horizontal * psi };
}

/**
 * The exponent S of the two-phase friction factor ratio ftp/fn = e^S, from y = λL/HL²:
 * S = ln y/(−0.0523 + 3.182·ln y − 0.8725·(ln y)² + 0.01853·(ln y)⁴), and S = ln(2.2y − 1.2) for
 * 1 < y < 1.2, where the general form has a discontinuity.
 */
export function beggsBrillS(y: number): number {
  if (y > 1 && y < 1.2) return Math.log(2.2 * y - 1.2);
  const x = Math.log(y);
  if (x === 0) return 0;
  return x / (-0.0523 + 3.182 * x - 0.8725 * x * x + 0.01853 * x ** 4);
}

/** The smooth-pipe friction factor of the original paper, fn = 1/[2·log10(Re/(4.5223·log10 Re − 3.8215))]². */
export function beggsBrillSmoothFrictionFactor(reynolds: number): number {
  return 1 / (2 * Math.log10(reynolds / (4.5223 * Math.log10(reynolds) - 3.8215))) ** 2;
}

/** Input of {@link beggsBrillGradient}. */
export const beggsBrillGradientInput = z.strictObject({
  inside_diameter_in: z
    .number()
    .positive()
    .max(60)
    .describe('Pipe or tubing inside diameter, in (0 < d ≤ 60)'),
  inclination_deg: z
    .number()
    .min(-90)
    .max(90)
    .describe(
      'Inclination from horizontal, degrees: 90 = vertical upward flow (a producing well), 0 = horizontal, negative = downhill flow',
    ),
  superficial_liquid_velocity_ft_per_s: z
    .number()
    .positive()
    .max(100)
    .describe('Superficial liquid velocity vSL = qL/A at pipe conditions, ft/s'),
  superficial_gas_velocity_ft_per_s: z
    .number()
    .positive()
    .max(500)
    .describe('Superficial gas velocity vSg = qg/A at pipe conditions, ft/s'),
  liquid_density_lb_per_ft3: z
    .number()
    .min(20)
    .max(100)
    .describe('Liquid density at pipe conditions, lbm/ft³ (20–100)'),
  gas_density_lb_per_ft3: z
    .number()
    .positive()
    .max(30)
    .describe('Gas density at pipe conditions, lbm/ft³ (≤ 30)'),
  liquid_viscosity_cp: z
    .number()
    .positive()
    .max(10000)
    .describe('Liquid viscosity at pipe conditions, cP'),
  gas_viscosity_cp: z.number().positive().max(1).describe('Gas viscosity at pipe conditions, cP'),
  liquid_surface_tension_dyne_per_cm: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Gas–liquid surface tension, dyne/cm; needed for an inclined pipe (the liquid velocity number of the inclination correction)',
    ),
  absolute_roughness_in: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe(
      'Absolute pipe roughness, in (e.g. 0.0018 for new steel); when given, the no-slip friction factor is the Moody (Colebrook) value, otherwise the smooth-pipe equation of the original paper',
    ),
  payne_correction: z
    .boolean()
    .default(false)
    .describe(
      'Apply the Payne et al. (1979) holdup correction (× 0.924 uphill, × 0.685 downhill); default false (the 1973 correlation)',
    ),
  pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .optional()
    .describe(
      'Pressure at the point, psia; when given, the kinetic-energy (acceleration) term Ek is included',
    ),
  length_ft: z
    .number()
    .positive()
    .max(100000)
    .optional()
    .describe(
      'Segment length along the pipe, ft; when given, the pressure change over it at this gradient is reported',
    ),
});

type BeggsBrillKeys =
  | 'pressure_gradient'
  | 'pressure_gradient_si'
  | 'elevation_gradient'
  | 'friction_gradient'
  | 'liquid_holdup'
  | 'no_slip_holdup'
  | 'froude_number'
  | 'mixture_velocity'
  | 'slip_density'
  | 'no_slip_reynolds_number'
  | 'no_slip_friction_factor'
  | 'two_phase_friction_factor';
type BeggsBrillOptionalKeys = 'kinetic_energy_term' | 'segment_pressure_change';

const PATTERN_WORDS: Record<BeggsBrillPattern, string> = {
  segregated: 'segregated (stratified, wavy or annular)',
  transition: 'transition (between segregated and intermittent)',
  intermittent: 'intermittent (plug or slug)',
  distributed: 'distributed (bubble or mist)',
};

/**
 * Beggs & Brill (1973) pressure gradient of gas–liquid flow at one point of a pipe:
 * dp/dL = [ρs·sin θ + ftp·ρn·vm²/(2·gc·d)]/144/(1 − Ek) psi/ft, with the flow pattern, holdup
 * and friction factor as in {@link beggsBrillHoldup} and {@link beggsBrillS}. Sources: Beggs &
 * Brill (1973); Brill & Mukherjee (1999); Payne et al. (1979).
 */
export function beggsBrillGradient(
  input: z.input<typeof beggsBrillGradientInput>,
): CalcResult<BeggsBrillKeys, BeggsBrillOptionalKeys> {
  const p = parseInput(beggsBrillGradientInput, input);
  const theta = p.inclination_deg;
  const d = p.inside_diameter_in / 12;
  const vsl = p.superficial_liquid_velocity_ft_per_s;
  const vsg = p.superficial_gas_velocity_ft_per_s;
  const rhoL = p.liquid_density_lb_per_ft3;
  const rhoG = p.gas_density_lb_per_ft3;
  if (!(rhoG < rhoL)) {
    throw new OilfieldInputError(
      'gas_density_lb_per_ft3',
      rhoG,
      `gas_density_lb_per_ft3 = ${formatNumber(rhoG)} must be below liquid_density_lb_per_ft3 = ${formatNumber(rhoL)}.`,
    );
  }
  if (theta !== 0 && p.liquid_surface_tension_dyne_per_cm === undefined) {
    throw new OilfieldInputError(
      'liquid_surface_tension_dyne_per_cm',
      undefined,
      'liquid_surface_tension_dyne_per_cm is needed for an inclined or vertical pipe: the inclination correction uses the liquid velocity number NLv = 1.938·vSL·(ρL/σ)^0.25.',
    );
  }
  const warnings: string[] = [];
  const assumptions: string[] = [];
  const vm = vsl + vsg;
  const lambdaL = vsl / vm;
  const froude = (vm * vm) / (G * d);
  const sigma = p.liquid_surface_tension_dyne_per_cm ?? 0;
  const nlv = sigma > 0 ? 1.938 * vsl * (rhoL / sigma) ** 0.25 : 0;
  const pattern = beggsBrillPattern(lambdaL, froude);
  const { l2, l3 } = beggsBrillBoundaries(lambdaL);
  let holdup: number;
  let holdupNote: string;
  if (pattern === 'transition') {
    const a = (l3 - froude) / (l3 - l2);
    const seg = beggsBrillHoldup('segregated', lambdaL, froude, nlv, theta);
    const int = beggsBrillHoldup('intermittent', lambdaL, froude, nlv, theta);
    holdup = a * seg.holdup + (1 - a) * int.holdup;
    holdupNote = `Transition: HL = A·HL(segregated) + (1 − A)·HL(intermittent) with A = (L3 − NFr)/(L3 − L2) = ${formatNumber(a, 4)} (HL = ${formatNumber(seg.holdup, 4)} and ${formatNumber(int.holdup, 4)}).`;
  } else {
    const h = beggsBrillHoldup(pattern, lambdaL, froude, nlv, theta);
    holdup = h.holdup;
    holdupNote = `HL(0) = ${formatNumber(h.horizontal, 4)}, C = ${formatNumber(h.c, 4)}${h.c === 0 && theta !== 0 ? ' (C ≥ 0: a negative value is set to 0)' : ''}, ψ = ${formatNumber(h.psi, 4)}.`;
  }
  if (p.payne_correction && theta !== 0) {
    const factor = theta > 0 ? 0.924 : 0.685;
    holdup *= factor;
    assumptions.push(
      `Payne et al. (1979) holdup correction applied: HL × ${factor} (${theta > 0 ? 'uphill' : 'downhill'} flow).`,
    );
    if (p.absolute_roughness_in === undefined) {
      warnings.push(
        'Payne et al. recommend the rough-pipe (Moody) friction factor with their holdup correction; no roughness was given, so the smooth-pipe factor was used.',
      );
    }
  } else if (!p.payne_correction) {
    assumptions.push(
      'No Payne et al. (1979) holdup correction (the 1973 correlation as published).',
    );
  }
  if (holdup > 1) {
    holdup = 1;
    warnings.push('The corrected holdup exceeded 1 and was limited to 1.');
  }
  if (theta > 0 && holdup < lambdaL) {
    warnings.push(
      `The liquid holdup ${formatNumber(holdup, 4)} is below the no-slip holdup ${formatNumber(lambdaL, 4)} in uphill flow, which implies the liquid outruns the gas; treat the gradient with caution.`,
    );
  }
  const rhoS = rhoL * holdup + rhoG * (1 - holdup);
  const rhoN = rhoL * lambdaL + rhoG * (1 - lambdaL);
  const muN = p.liquid_viscosity_cp * lambdaL + p.gas_viscosity_cp * (1 - lambdaL);
  const reynolds = (1488 * rhoN * vm * d) / muN;
  let fn: number;
  if (reynolds < LAMINAR_LIMIT) {
    fn = 64 / reynolds;
    warnings.push(
      `The no-slip Reynolds number ${formatNumber(reynolds, 4)} is laminar: fn = 64/Re was used, outside the turbulent data of the correlation.`,
    );
  } else if (p.absolute_roughness_in === undefined) {
    fn = beggsBrillSmoothFrictionFactor(reynolds);
    assumptions.push(
      'No-slip friction factor from the smooth-pipe equation of the original paper (no roughness given).',
    );
  } else {
    if (reynolds < TURBULENT_LIMIT) {
      warnings.push(
        `The no-slip Reynolds number ${formatNumber(reynolds, 4)} is in the laminar–turbulent transition; the friction factor is uncertain there.`,
      );
    }
    fn = colebrookFrictionFactor(reynolds, p.absolute_roughness_in / p.inside_diameter_in);
    assumptions.push(
      `No-slip friction factor from the Moody diagram (Colebrook) at ε/d = ${formatNumber(p.absolute_roughness_in / p.inside_diameter_in, 4)}.`,
    );
  }
  const y = lambdaL / (holdup * holdup);
  const s = beggsBrillS(y);
  const ftp = fn * Math.exp(s);
  const elevation = (rhoS * Math.sin((theta * Math.PI) / 180)) / 144;
  const friction = (ftp * rhoN * vm * vm) / (2 * G * d) / 144;
  let ek = 0;
  if (p.pressure_psia !== undefined) {
    ek = (rhoS * vm * vsg) / (G * p.pressure_psia * 144);
    if (!(ek < 0.95)) {
      throw new OilfieldInputError(
        'pressure_psia',
        p.pressure_psia,
        `The kinetic-energy term Ek = ${formatNumber(ek, 4)} is near or above 1 at ${formatNumber(p.pressure_psia)} psia: the flow is near critical (sonic) and the correlation does not apply.`,
      );
    }
    if (ek > 0.05) {
      warnings.push(
        `The acceleration term Ek = ${formatNumber(ek, 3)} is large: the gradient changes quickly along the pipe, so use short segments.`,
      );
    }
  } else {
    assumptions.push('Acceleration (kinetic-energy) term neglected: no pressure was given.');
  }
  const gradient = (elevation + friction) / (1 - ek);
  flagOutside(
    warnings,
    'inside_diameter_in',
    p.inside_diameter_in,
    { min: 1, max: 1.5 },
    'in',
    'the 1 and 1.5 in acrylic pipes of the Beggs & Brill air–water experiments',
  );
  const values: Record<BeggsBrillKeys, Quantity> &
    Partial<Record<BeggsBrillOptionalKeys, Quantity>> = {
    pressure_gradient: quantity(gradient, 'psi/ft', 'Pressure gradient (total)'),
    pressure_gradient_si: quantity(
      gradient * KPA_PER_M_PER_PSI_PER_FT,
      'kPa/m',
      'Pressure gradient (total), SI',
    ),
    elevation_gradient: quantity(elevation, 'psi/ft', 'Elevation gradient ρs·sin θ/144'),
    friction_gradient: quantity(friction, 'psi/ft', 'Friction gradient'),
    liquid_holdup: quantity(holdup, 'fraction', 'Liquid holdup HL(θ)'),
    no_slip_holdup: quantity(lambdaL, 'fraction', 'No-slip liquid holdup λL'),
    froude_number: quantity(froude, 'dimensionless', 'Mixture Froude number NFr'),
    mixture_velocity: quantity(vm, 'ft/s', 'Mixture velocity vm'),
    slip_density: quantity(rhoS, 'lb/ft³', 'Slip (in-situ) mixture density ρs'),
    no_slip_reynolds_number: quantity(reynolds, 'dimensionless', 'No-slip Reynolds number'),
    no_slip_friction_factor: quantity(fn, 'dimensionless', 'No-slip friction factor fn (Darcy)'),
    two_phase_friction_factor: quantity(ftp, 'dimensionless', 'Two-phase friction factor ftp'),
  };
  if (p.pressure_psia !== undefined) {
    values.kinetic_energy_term = quantity(ek, 'dimensionless', 'Kinetic-energy term Ek');
  }
  if (p.length_ft !== undefined) {
    values.segment_pressure_change = quantity(
      gradient * p.length_ft,
      'psi',
      `Pressure change over ${formatNumber(p.length_ft)} ft at this gradient`,
    );
    assumptions.push(
      'The segment change is the gradient at this point times the length: fluid properties are taken constant along the segment (use short segments for a traverse).',
    );
  }
  return calcResult<BeggsBrillKeys, BeggsBrillOptionalKeys>({
    calculator: 'beggs_brill_gradient',
    values,
    formula:
      'vm = vSL + vSg, λL = vSL/vm, NFr = vm²/(g·d); pattern from L1 = 316λL^0.302, L2 = 0.0009252λL^−2.4684, L3 = 0.1λL^−1.4516, L4 = 0.5λL^−6.738; HL(0) = a·λL^b/NFr^c; ψ = 1 + C·[sin 1.8θ − 0.333·sin³ 1.8θ]; HL = HL(0)·ψ; ftp = fn·e^S, S from y = λL/HL²; dp/dL = [ρs·sin θ + ftp·ρn·vm²/(2·gc·d)]/144/(1 − Ek)',
    assumptions: [
      ...assumptions,
      'In-situ velocities, densities and viscosities at the point are inputs (no PVT is computed); one point of the pipe, not a traverse.',
      'No-slip mixture: ρn = ρL·λL + ρg·(1 − λL), μn = μL·λL + μg·(1 − λL); Re = 1488·ρn·vm·d/μn.',
    ],
    warnings,
    notes: [
      `Flow pattern (horizontal map): ${PATTERN_WORDS[pattern]}. ${holdupNote}`,
      'Beggs & Brill is an empirical correlation from air–water data; pressure gradients are typically within ±20–30 % of measurements. Compare with a mechanistic model for design decisions.',
    ],
    sources: p.payne_correction
      ? [BEGGS_BRILL, BRILL_MUKHERJEE, PAYNE]
      : [BEGGS_BRILL, BRILL_MUKHERJEE],
  });
}
