import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Single-phase liquid flow in pipe: Darcy–Weisbach with the Darcy (Moody) friction factor from
 * the laminar relation f = 64/Re, the Colebrook–White equation or the Swamee–Jain approximation,
 * plus the elevation term. Field form after Arnold & Stewart: Re = 92.1·SG·Q/(d·μ),
 * ΔP_f = 11.5×10⁻⁶·f·L·Q²·SG/d⁵, ΔP_z = 0.433·SG·Δz (Q bbl/d, d in, L and Δz ft, μ cP, ΔP psi).
 */

const ARNOLD_STEWART =
  'Arnold, K. and Stewart, M., Surface Production Operations, vol. 1, ch. 9 (liquid line sizing: Re = 92.1·SG·Q/(d·μ), ΔP = 11.5e-6·f·L·Q²·SG/d⁵)';
const COLEBROOK =
  'Colebrook, C.F. (1939), "Turbulent Flow in Pipes…", J. Inst. Civil Eng. 11: 133–156';
const SWAMEE_JAIN =
  'Swamee, P.K. and Jain, A.K. (1976), "Explicit Equations for Pipe-Flow Problems", J. Hydraulics Div. ASCE 102(5): 657–664';

/** Reynolds number below which flow is taken as laminar. */
export const LAMINAR_LIMIT = 2100;
/** Reynolds number above which flow is taken as fully turbulent. */
export const TURBULENT_LIMIT = 4000;

/** Laminar Darcy friction factor f = 64/Re (Hagen–Poiseuille). */
export function laminarFrictionFactor(reynolds: number): number {
  return 64 / reynolds;
}

/**
 * Swamee–Jain explicit Darcy friction factor f = 0.25/[log10(ε/(3.7D) + 5.74/Re^0.9)]²,
 * within 3 % of Colebrook for 5,000 ≤ Re ≤ 10⁸ and 10⁻⁶ ≤ ε/D ≤ 10⁻² (worst near Re 5,000 on rough
 * pipe). Source: Swamee & Jain (1976).
 */
export function swameeJainFrictionFactor(reynolds: number, relativeRoughness: number): number {
  return 0.25 / Math.log10(relativeRoughness / 3.7 + 5.74 / reynolds ** 0.9) ** 2;
}

/**
 * Colebrook–White Darcy friction factor, 1/√f = −2·log10(ε/(3.7D) + 2.51/(Re·√f)), solved by
 * Newton's method on 1/√f from the Swamee–Jain estimate to machine precision. Source: Colebrook (1939).
 */
export function colebrookFrictionFactor(reynolds: number, relativeRoughness: number): number {
  const a = relativeRoughness / 3.7;
  const b = 2.51 / reynolds;
  let x = 1 / Math.sqrt(swameeJainFrictionFactor(reynolds, relativeRoughness));
  for (let i = 0; i < 50; i += 1) {
    const g = x + 2 * Math.log10(a + b * x);
    const dg = 1 + (2 * b) / ((a + b * x) * Math.LN10);
    const next = x - g / dg;
    if (Math.abs(next - x) < 1e-15 * x) {
      x = next;
      break;
    }
    x = next;
  }
  return 1 / (x * x);
}

const correlation = z
  .enum(['colebrook', 'swamee_jain'])
  .default('colebrook')
  .describe(
    'Turbulent friction factor: colebrook (implicit, exact, default) or swamee_jain (explicit approximation)',
  );

interface FrictionOutcome {
  readonly f: number;
  readonly regime: 'laminar' | 'transitional' | 'turbulent';
  readonly formula: string;
}

function darcyFriction(
  reynolds: number,
  relativeRoughness: number,
  choice: 'colebrook' | 'swamee_jain',
  warnings: string[],
): FrictionOutcome {
  if (reynolds < LAMINAR_LIMIT) {
    return {
      f: laminarFrictionFactor(reynolds),
      regime: 'laminar',
      formula: 'f = 64/Re (laminar)',
    };
  }
  const regime = reynolds < TURBULENT_LIMIT ? 'transitional' : 'turbulent';
  if (regime === 'transitional') {
    warnings.push(
      `Re = ${formatNumber(reynolds, 4)} is in the transition zone (2,100–4,000): flow may switch between laminar and turbulent; the turbulent friction factor used is the conservative (higher) choice.`,
    );
  }
  if (choice === 'swamee_jain') {
    flagOutside(
      warnings,
      'Reynolds number',
      reynolds,
      { min: 5000, max: 1e8 },
      '',
      'the Swamee–Jain fit',
    );
    flagOutside(
      warnings,
      'relative roughness',
      relativeRoughness,
      { min: 1e-6, max: 1e-2 },
      '',
      'the Swamee–Jain fit',
    );
    return {
      f: swameeJainFrictionFactor(reynolds, relativeRoughness),
      regime,
      formula: 'f = 0.25/[log10(ε/(3.7D) + 5.74/Re^0.9)]² (Swamee–Jain)',
    };
  }
  return {
    f: colebrookFrictionFactor(reynolds, relativeRoughness),
    regime,
    formula: '1/√f = −2·log10(ε/(3.7D) + 2.51/(Re·√f)) (Colebrook)',
  };
}

/** Input of {@link frictionFactor}. */
export const frictionFactorInput = z.strictObject({
  reynolds_number: z
    .number()
    .positive()
    .max(1e9)
    .describe('Reynolds number Re = ρvD/μ, dimensionless'),
  relative_roughness: z
    .number()
    .min(0)
    .max(0.1)
    .describe(
      'Relative roughness ε/D, dimensionless (commercial steel: 0.0018 in ÷ inside diameter in inches)',
    ),
  correlation,
});

/**
 * Darcy (Moody) friction factor: f = 64/Re below Re 2,100; Colebrook or Swamee–Jain above
 * (transition zone 2,100–4,000 flagged; Swamee–Jain outside its fitted range flagged).
 * Sources: Colebrook (1939); Swamee & Jain (1976).
 */
export function frictionFactor(
  input: z.input<typeof frictionFactorInput>,
): CalcResult<'darcy_friction_factor' | 'fanning_friction_factor'> {
  const parsed = parseInput(frictionFactorInput, input);
  const warnings: string[] = [];
  const outcome = darcyFriction(
    parsed.reynolds_number,
    parsed.relative_roughness,
    parsed.correlation,
    warnings,
  );
  return calcResult({
    calculator: 'friction_factor',
    values: {
      darcy_friction_factor: quantity(
        outcome.f,
        'dimensionless',
        'Darcy (Moody) friction factor f',
      ),
      fanning_friction_factor: quantity(
        outcome.f / 4,
        'dimensionless',
        'Fanning friction factor f/4',
      ),
    },
    formula: outcome.formula,
    assumptions: [
      `Flow regime: ${outcome.regime} (laminar below Re 2,100, turbulent above 4,000).`,
    ],
    warnings,
    sources: [
      outcome.regime === 'laminar'
        ? ARNOLD_STEWART
        : parsed.correlation === 'colebrook'
          ? COLEBROOK
          : SWAMEE_JAIN,
    ],
  });
}

/** Input of {@link liquidLinePressureDrop}. */
export const liquidLinePressureDropInput = z.strictObject({
  flow_rate_bbl_per_day: z.number().positive().describe('Liquid flow rate, bbl/d'),
  inside_diameter_in: z.number().positive().max(120).describe('Pipe inside diameter, in'),
  length_ft: z.number().positive().max(1e6).describe('Pipe length, ft'),
  specific_gravity: z.number().positive().max(2).describe('Liquid specific gravity (water = 1)'),
  viscosity_cp: z.number().positive().max(100000).describe('Liquid viscosity, cP'),
  roughness_in: z
    .number()
    .min(0)
    .max(1)
    .default(0.0018)
    .describe('Absolute pipe roughness, in (new commercial steel 0.0018, default)'),
  elevation_change_ft: z
    .number()
    .min(-50000)
    .max(50000)
    .default(0)
    .describe('Outlet elevation minus inlet elevation, ft (positive uphill)'),
  correlation,
});

/**
 * Pressure drop of a single-phase liquid line by Darcy–Weisbach in field units:
 * Re = 92.1·SG·Q/(d·μ), f from 64/Re (Re < 2,100), Colebrook or Swamee–Jain,
 * ΔP_friction = 11.5×10⁻⁶·f·L·Q²·SG/d⁵, ΔP_elevation = 0.433·SG·Δz, velocity = 0.0119·Q/d².
 * Units: Q bbl/d, d in, L and Δz ft, μ cP, ΔP psi, velocity ft/s. Source: Arnold & Stewart.
 */
export function liquidLinePressureDrop(
  input: z.input<typeof liquidLinePressureDropInput>,
): CalcResult<
  | 'reynolds_number'
  | 'darcy_friction_factor'
  | 'velocity_ft_per_s'
  | 'friction_pressure_drop_psi'
  | 'elevation_pressure_drop_psi'
  | 'total_pressure_drop_psi'
> {
  const p = parseInput(liquidLinePressureDropInput, input);
  const d = p.inside_diameter_in;
  const q = p.flow_rate_bbl_per_day;
  const reynolds = (92.1 * p.specific_gravity * q) / (d * p.viscosity_cp);
  const relativeRoughness = p.roughness_in / d;
  if (relativeRoughness > 0.1) {
    throw new OilfieldInputError(
      'roughness_in',
      p.roughness_in,
      `roughness_in = ${formatNumber(p.roughness_in)} is more than a tenth of the diameter; the friction correlations do not apply.`,
    );
  }
  const warnings: string[] = [];
  const friction = darcyFriction(reynolds, relativeRoughness, p.correlation, warnings);
  const dpFriction = (11.5e-6 * friction.f * p.length_ft * q * q * p.specific_gravity) / d ** 5;
  const dpElevation = 0.433 * p.specific_gravity * p.elevation_change_ft;
  const velocity = (q * 5.614583333) / 86400 / ((Math.PI * (d / 12) ** 2) / 4);
  if (velocity > 15) {
    warnings.push(
      `Velocity ${formatNumber(velocity, 3)} ft/s is above the 15 ft/s usually allowed in liquid lines (erosion, noise, water hammer).`,
    );
  }
  return calcResult({
    calculator: 'liquid_line_pressure_drop',
    values: {
      reynolds_number: quantity(reynolds, 'dimensionless', `Reynolds number (${friction.regime})`),
      darcy_friction_factor: quantity(friction.f, 'dimensionless', 'Darcy friction factor f'),
      velocity_ft_per_s: quantity(velocity, 'ft/s', 'Mean velocity'),
      friction_pressure_drop_psi: quantity(dpFriction, 'psi', 'Friction pressure drop'),
      elevation_pressure_drop_psi: quantity(
        dpElevation,
        'psi',
        'Elevation pressure change (positive uphill)',
      ),
      total_pressure_drop_psi: quantity(dpFriction + dpElevation, 'psi', 'Total pressure drop'),
    },
    formula: `Re = 92.1·SG·Q/(d·μ); ${friction.formula}; ΔP_f = 11.5e-6·f·L·Q²·SG/d⁵; ΔP_z = 0.433·SG·Δz`,
    assumptions: [
      'Single-phase, incompressible, isothermal liquid; steady flow; no fittings or valves (add their equivalent length to L).',
      `Roughness ${formatNumber(p.roughness_in)} in (ε/D = ${formatNumber(relativeRoughness, 4)}).`,
      'The 11.5e-6 constant takes water at 62.4 lb/ft³ for SG 1.',
    ],
    warnings,
    sources: [ARNOLD_STEWART, p.correlation === 'colebrook' ? COLEBROOK : SWAMEE_JAIN],
  });
}
