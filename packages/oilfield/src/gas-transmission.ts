import { z } from 'zod';

import { RANKINE_OFFSET } from './constants';
import { OilfieldInputError } from './errors';
import { suttonPseudoCritical, zFactorDak } from './gas-pvt';
import { brentRoot } from './numeric';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Gas transmission: steady isothermal flow of natural gas in a pipeline by the general flow
 * equation, Weymouth, Panhandle A and Panhandle B in US customary units, solved for the flow rate
 * or for the upstream or downstream pressure; and the API RP 14E erosional velocity of a
 * gas-liquid line with its minimum cross-section.
 */

const MENON =
  'Menon, E.S., Gas Pipeline Hydraulics, CRC Press (2005), ch. 2 (general flow equation with the Darcy friction factor, Weymouth, Panhandle A and Panhandle B equations in USCS units; average pressure Pavg = ⅔·(P1 + P2 − P1·P2/(P1 + P2)))';
const API_RP_14E =
  'API RP 14E, Recommended Practice for Design and Installation of Offshore Production Platform Piping Systems, 5th ed. (1991), §2.5 (erosional velocity Ve = C/√ρm, mixture density and minimum flow area)';
const DAK_SUTTON =
  'Dranchuk & Abou-Kassem (1975) z-factor with Sutton (1985) pseudo-criticals, at the average pressure and temperature';

/** The flow equations of {@link gasPipelineFlow}. */
export type GasFlowEquation = 'general' | 'weymouth' | 'panhandle_a' | 'panhandle_b';

interface FlowCase {
  readonly p1: number;
  readonly p2: number;
  /** Tb/Pb, °R/psia. */
  readonly tb: number;
  readonly pb: number;
  readonly g: number;
  readonly tf: number;
  readonly lengthMiles: number;
  readonly z: number;
  readonly d: number;
  readonly e: number;
  /** Darcy friction factor, for the general equation. */
  readonly f?: number;
}

/**
 * Flow rate Q (scf/d at Tb, Pb) of a horizontal gas pipeline, Menon ch. 2 (USCS):
 * general Q = 77.54·E·(Tb/Pb)·[(P1² − P2²)/(G·Tf·L·Z·f)]^0.5·D^2.5;
 * Weymouth Q = 433.5·E·(Tb/Pb)·[(P1² − P2²)/(G·Tf·L·Z)]^0.5·D^2.667;
 * Panhandle A Q = 435.87·E·(Tb/Pb)^1.0788·[(P1² − P2²)/(G^0.8539·Tf·L·Z)]^0.5394·D^2.6182;
 * Panhandle B Q = 737·E·(Tb/Pb)^1.02·[(P1² − P2²)/(G^0.961·Tf·L·Z)]^0.51·D^2.53.
 * P in psia, T in °R, L in miles, D in inches.
 */
export function gasPipelineFlowKernel(equation: GasFlowEquation, c: FlowCase): number {
  const dp2 = c.p1 * c.p1 - c.p2 * c.p2;
  const ratio = c.tb / c.pb;
  const common = c.tf * c.lengthMiles * c.z;
  switch (equation) {
    case 'general':
      return (
        77.54 * c.e * ratio * Math.sqrt(dp2 / (c.g * common * (c.f ?? Number.NaN))) * c.d ** 2.5
      );
    case 'weymouth':
      return 433.5 * c.e * ratio * Math.sqrt(dp2 / (c.g * common)) * c.d ** 2.667;
    case 'panhandle_a':
      return (
        435.87 * c.e * ratio ** 1.0788 * (dp2 / (c.g ** 0.8539 * common)) ** 0.5394 * c.d ** 2.6182
      );
    case 'panhandle_b':
      return 737 * c.e * ratio ** 1.02 * (dp2 / (c.g ** 0.961 * common)) ** 0.51 * c.d ** 2.53;
  }
}

/** Menon's average pipeline pressure ⅔·(P1 + P2 − P1·P2/(P1 + P2)), psia. */
export function averagePipelinePressure(p1: number, p2: number): number {
  return (2 / 3) * (p1 + p2 - (p1 * p2) / (p1 + p2));
}

const EQUATION_NAMES: Record<GasFlowEquation, string> = {
  general: 'General flow equation',
  weymouth: 'Weymouth',
  panhandle_a: 'Panhandle A',
  panhandle_b: 'Panhandle B',
};

const EQUATION_FORMULAS: Record<GasFlowEquation, string> = {
  general: 'Q = 77.54·E·(Tb/Pb)·[(P1² − P2²)/(G·Tf·L·Z·f)]^0.5·D^2.5',
  weymouth: 'Q = 433.5·E·(Tb/Pb)·[(P1² − P2²)/(G·Tf·L·Z)]^0.5·D^2.667',
  panhandle_a: 'Q = 435.87·E·(Tb/Pb)^1.0788·[(P1² − P2²)/(G^0.8539·Tf·L·Z)]^0.5394·D^2.6182',
  panhandle_b: 'Q = 737·E·(Tb/Pb)^1.02·[(P1² − P2²)/(G^0.961·Tf·L·Z)]^0.51·D^2.53',
};

/** Input of {@link gasPipelineFlow}. */
export const gasPipelineFlowInput = z.strictObject({
  equation: z
    .enum(['general', 'weymouth', 'panhandle_a', 'panhandle_b'])
    .describe(
      'Flow equation: general (Darcy friction factor), weymouth, panhandle_a or panhandle_b',
    ),
  flow_rate_mmscf_per_day: z
    .number()
    .positive()
    .max(10000)
    .optional()
    .describe(
      'Gas flow rate, MMscf/d at the base conditions; leave out to solve for it (give both pressures)',
    ),
  upstream_pressure_psia: z
    .number()
    .positive()
    .max(20000)
    .optional()
    .describe('Upstream (inlet) pressure P1, psia; leave out to solve for it'),
  downstream_pressure_psia: z
    .number()
    .positive()
    .max(20000)
    .optional()
    .describe('Downstream (outlet) pressure P2, psia; leave out to solve for it'),
  length_miles: z.number().positive().max(2000).describe('Pipeline length L, miles'),
  inside_diameter_in: z.number().positive().max(72).describe('Pipe inside diameter D, in'),
  gas_specific_gravity: z
    .number()
    .min(0.55)
    .max(1.5)
    .describe('Gas specific gravity G (air = 1), 0.55–1.5'),
  temperature_degF: z.number().min(-40).max(300).describe('Average flowing gas temperature Tf, °F'),
  z_factor: z
    .number()
    .min(0.3)
    .max(1.5)
    .optional()
    .describe(
      'Average compressibility factor Z at the average pressure and temperature; computed by DAK (Sutton pseudo-criticals) when left out',
    ),
  pipeline_efficiency: z
    .number()
    .gt(0)
    .max(1.1)
    .default(1)
    .describe('Pipeline efficiency E (1.0 clean new pipe, typically 0.88–0.95); default 1.0'),
  darcy_friction_factor: z
    .number()
    .gt(0)
    .max(0.1)
    .optional()
    .describe('Darcy (Moody) friction factor f, required by the general flow equation'),
  base_pressure_psia: z
    .number()
    .positive()
    .max(20)
    .default(14.73)
    .describe('Base pressure Pb of the standard cubic foot, psia (default 14.73)'),
  base_temperature_degF: z
    .number()
    .min(0)
    .max(100)
    .default(60)
    .describe('Base temperature Tb, °F (default 60)'),
});

type PipelineKeys =
  | 'flow_rate_mmscf_per_day'
  | 'flow_rate_scf_per_day'
  | 'upstream_pressure_psia'
  | 'downstream_pressure_psia'
  | 'pressure_drop_psi'
  | 'average_pressure_psia'
  | 'z_factor';

/**
 * Gas pipeline flow by the general flow equation (Darcy f), Weymouth, Panhandle A or Panhandle B
 * (Menon 2005, ch. 2, USCS): give two of flow rate, upstream and downstream pressure and the third
 * is solved (the pressures by Brent's method, since Z follows the average pressure when it is
 * computed). Horizontal pipe (no elevation correction); Z at Menon's average pressure, given or by
 * DAK. Units: MMscf/d (and scf/d), psia, °F, miles, inches. Source: Menon ch. 2.
 */
export function gasPipelineFlow(
  input: z.input<typeof gasPipelineFlowInput>,
): CalcResult<PipelineKeys> {
  const p = parseInput(gasPipelineFlowInput, input);
  const given = [
    p.flow_rate_mmscf_per_day,
    p.upstream_pressure_psia,
    p.downstream_pressure_psia,
  ].filter((v) => v !== undefined).length;
  if (given !== 2) {
    throw new OilfieldInputError(
      'flow_rate_mmscf_per_day',
      p.flow_rate_mmscf_per_day,
      `Give exactly two of flow_rate_mmscf_per_day, upstream_pressure_psia and downstream_pressure_psia (${given} given): the third is solved.`,
    );
  }
  if (p.equation === 'general' && p.darcy_friction_factor === undefined) {
    throw new OilfieldInputError(
      'darcy_friction_factor',
      undefined,
      'darcy_friction_factor = missing: the general flow equation needs the Darcy friction factor (or choose weymouth, panhandle_a or panhandle_b).',
    );
  }
  const warnings: string[] = [];
  const assumptions: string[] = [];
  const tf = p.temperature_degF + RANKINE_OFFSET;
  const tb = p.base_temperature_degF + RANKINE_OFFSET;
  const pc = suttonPseudoCritical(p.gas_specific_gravity);
  const zAt = (pavg: number): number => p.z_factor ?? zFactorDak(pavg / pc.ppc, tf / pc.tpc);
  if (p.z_factor === undefined && !(tf / pc.tpc > 1.0 && tf / pc.tpc <= 3.0)) {
    throw new OilfieldInputError(
      'temperature_degF',
      p.temperature_degF,
      `temperature_degF = ${formatNumber(p.temperature_degF)} °F gives Tpr = ${formatNumber(tf / pc.tpc, 4)}, outside the DAK z-factor range; give z_factor.`,
    );
  }
  const flow = (p1: number, p2: number): number =>
    gasPipelineFlowKernel(p.equation, {
      p1,
      p2,
      tb,
      pb: p.base_pressure_psia,
      g: p.gas_specific_gravity,
      tf,
      lengthMiles: p.length_miles,
      z: zAt(averagePipelinePressure(p1, p2)),
      d: p.inside_diameter_in,
      e: p.pipeline_efficiency,
      ...(p.darcy_friction_factor !== undefined ? { f: p.darcy_friction_factor } : {}),
    });
  let p1: number;
  let p2: number;
  let q: number;
  let solved: string;
  if (p.flow_rate_mmscf_per_day === undefined) {
    p1 = p.upstream_pressure_psia ?? Number.NaN;
    p2 = p.downstream_pressure_psia ?? Number.NaN;
    if (!(p2 < p1)) {
      throw new OilfieldInputError(
        'downstream_pressure_psia',
        p2,
        `downstream_pressure_psia = ${formatNumber(p2)} must be below upstream_pressure_psia = ${formatNumber(p1)} for flow from upstream to downstream.`,
      );
    }
    q = flow(p1, p2);
    solved = 'flow rate';
  } else {
    q = p.flow_rate_mmscf_per_day * 1e6;
    const target = q;
    if (p.upstream_pressure_psia !== undefined) {
      p1 = p.upstream_pressure_psia;
      const upstream = p1;
      const capacity = flow(upstream, 1e-9 * upstream);
      if (!(capacity > target)) {
        throw new OilfieldInputError(
          'flow_rate_mmscf_per_day',
          p.flow_rate_mmscf_per_day,
          `flow_rate_mmscf_per_day = ${formatNumber(p.flow_rate_mmscf_per_day)} is more than this line can carry from ${formatNumber(upstream)} psia even to zero outlet pressure (${formatNumber(capacity / 1e6, 4)} MMscf/d).`,
        );
      }
      const root = brentRoot((x) => flow(upstream, x) - target, 1e-9 * upstream, upstream, 1e-12);
      p2 = root ?? Number.NaN;
      solved = 'downstream pressure';
    } else {
      p2 = p.downstream_pressure_psia ?? Number.NaN;
      const downstream = p2;
      const high = 20000;
      if (!(flow(high, downstream) > target)) {
        throw new OilfieldInputError(
          'flow_rate_mmscf_per_day',
          p.flow_rate_mmscf_per_day,
          `flow_rate_mmscf_per_day = ${formatNumber(p.flow_rate_mmscf_per_day)} would need an upstream pressure above ${formatNumber(high)} psia in this line.`,
        );
      }
      const root = brentRoot((x) => flow(x, downstream) - target, downstream, high, 1e-12);
      p1 = root ?? Number.NaN;
      solved = 'upstream pressure';
    }
  }
  const pavg = averagePipelinePressure(p1, p2);
  const zUsed = zAt(pavg);
  if (p.z_factor === undefined) {
    assumptions.push(
      `Z = ${formatNumber(zUsed, 4)} by DAK (Sutton pseudo-criticals, sweet gas) at the average pressure ${formatNumber(pavg, 5)} psia and ${formatNumber(p.temperature_degF)} °F; a stated Z is used when given.`,
    );
  } else {
    assumptions.push(`Average Z = ${formatNumber(zUsed)} as given.`);
  }
  if (p.pipeline_efficiency > 1) {
    warnings.push(
      `pipeline_efficiency = ${formatNumber(p.pipeline_efficiency)} is above 1: efficiencies above 1 mean the equation under-predicts this line; check the calibration.`,
    );
  }
  if (p.equation === 'panhandle_a' || p.equation === 'panhandle_b') {
    flagOutside(
      warnings,
      'inside_diameter_in',
      p.inside_diameter_in,
      { min: 12 },
      'in',
      `the large-diameter transmission lines the ${EQUATION_NAMES[p.equation]} equation was built for`,
    );
  }
  if (p2 < 0.1 * p1) {
    warnings.push(
      `The outlet pressure is below 10 % of the inlet (${formatNumber(p2, 4)} of ${formatNumber(p1, 5)} psia): the isothermal equations ignore the kinetic-energy term, which matters near choked flow.`,
    );
  }
  assumptions.push(
    'Horizontal pipeline: the elevation correction (e^s on P2², equivalent length Le) is left out; steady isothermal flow.',
    `Temperatures in °R = °F + 459.67; base conditions ${formatNumber(p.base_pressure_psia)} psia and ${formatNumber(p.base_temperature_degF)} °F.`,
    `Pipeline efficiency E = ${formatNumber(p.pipeline_efficiency)}${p.pipeline_efficiency === 1 ? ' (clean new pipe; real lines run about 0.88–0.95)' : ''}${p.equation === 'general' ? ', applied as a multiplier on Q' : ''}.`,
    `Solved for the ${solved}.`,
  );
  return calcResult({
    calculator: 'gas_pipeline_flow',
    values: {
      flow_rate_mmscf_per_day: quantity(q / 1e6, 'MMscf/d', 'Gas flow rate Q'),
      flow_rate_scf_per_day: quantity(q, 'scf/d', 'Gas flow rate Q in scf/d'),
      upstream_pressure_psia: quantity(p1, 'psia', 'Upstream pressure P1'),
      downstream_pressure_psia: quantity(p2, 'psia', 'Downstream pressure P2'),
      pressure_drop_psi: quantity(p1 - p2, 'psi', 'Pressure drop P1 − P2'),
      average_pressure_psia: quantity(pavg, 'psia', 'Average pressure Pavg'),
      z_factor: quantity(zUsed, 'dimensionless', 'Average compressibility factor Z'),
    },
    formula: `${EQUATION_NAMES[p.equation]}: ${EQUATION_FORMULAS[p.equation]}; Pavg = ⅔·(P1 + P2 − P1·P2/(P1 + P2)); Q in scf/d, P psia, T °R, L miles, D in`,
    assumptions,
    warnings,
    sources: [MENON, ...(p.z_factor === undefined ? [DAK_SUTTON] : [])],
  });
}

/** API RP 14E mixture density (lb/ft³): ρm = (12409·S1·P + 2.7·R·Sg·P)/(198.7·P + R·T·Z). */
export function rp14eMixtureDensity(
  pressurePsia: number,
  glrScfPerBbl: number,
  liquidSg: number,
  gasSg: number,
  temperatureRankine: number,
  z: number,
): number {
  const p = pressurePsia;
  return (
    (12409 * liquidSg * p + 2.7 * glrScfPerBbl * gasSg * p) /
    (198.7 * p + glrScfPerBbl * temperatureRankine * z)
  );
}

/** Input of {@link erosionalVelocity}. */
export const erosionalVelocityInput = z.strictObject({
  service: z
    .enum(['continuous', 'intermittent'])
    .default('continuous')
    .describe('Service: continuous (C = 100, default) or intermittent (C = 125)'),
  c_factor: z
    .number()
    .positive()
    .max(400)
    .optional()
    .describe(
      'Empirical constant C, (ft/s)·(lb/ft³)^0.5; a stated C overrides the service default',
    ),
  mixture_density_lb_per_ft3: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Gas-liquid mixture density ρm at flowing conditions, lb/ft³; or give the RP 14E inputs (pressure, GLR, gravities, temperature, z)',
    ),
  pressure_psia: z.number().positive().max(20000).optional().describe('Operating pressure P, psia'),
  gas_liquid_ratio_scf_per_bbl: z
    .number()
    .min(0)
    .max(1e6)
    .optional()
    .describe('Gas-liquid ratio R, scf/bbl (ft³/bbl at standard conditions)'),
  liquid_specific_gravity: z
    .number()
    .positive()
    .max(2)
    .optional()
    .describe('Liquid specific gravity S1 (water = 1; average gravity for oil-water mixtures)'),
  gas_specific_gravity: z
    .number()
    .positive()
    .max(3)
    .optional()
    .describe('Gas specific gravity Sg (air = 1)'),
  temperature_degF: z.number().gt(-100).max(500).optional().describe('Operating temperature, °F'),
  z_factor: z
    .number()
    .min(0.2)
    .max(2.5)
    .optional()
    .describe('Gas compressibility factor Z at operating conditions'),
  liquid_rate_bbl_per_day: z
    .number()
    .positive()
    .max(1e6)
    .optional()
    .describe('Liquid rate, bbl/d, for the minimum pipe cross-section (with the RP 14E inputs)'),
});

type ErosionalKeys = 'erosional_velocity_ft_per_s' | 'mixture_density_lb_per_ft3' | 'c_factor';
type ErosionalOptional = 'minimum_area_in2' | 'minimum_area_in2_per_1000_bpd' | 'minimum_id_in';

/**
 * Erosional velocity by API RP 14E (5th ed., §2.5): Ve = C/√ρm, ft/s, with C = 100 for
 * continuous and 125 for intermittent service unless a C is stated, and ρm given or from the RP
 * 14E mixture density ρm = (12409·S1·P + 2.7·R·Sg·P)/(198.7·P + R·T·Z); with those inputs also the
 * minimum cross-section A = (9.35 + Z·R·T/(21.25·P))/Ve in² per 1,000 bbl/d of liquid, and with a
 * liquid rate the minimum area and inside diameter. Units: psia, °R (from °F), scf/bbl, lb/ft³.
 * Source: API RP 14E §2.5.
 */
export function erosionalVelocity(
  input: z.input<typeof erosionalVelocityInput>,
): CalcResult<ErosionalKeys, ErosionalOptional> {
  const p = parseInput(erosionalVelocityInput, input);
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const c = p.c_factor ?? (p.service === 'continuous' ? 100 : 125);
  assumptions.push(
    p.c_factor !== undefined
      ? `C = ${formatNumber(c)} as stated.`
      : `C = ${c} for ${p.service} service (RP 14E for solids-free fluids).`,
  );
  const formulaInputs = {
    pressure_psia: p.pressure_psia,
    gas_liquid_ratio_scf_per_bbl: p.gas_liquid_ratio_scf_per_bbl,
    liquid_specific_gravity: p.liquid_specific_gravity,
    gas_specific_gravity: p.gas_specific_gravity,
    temperature_degF: p.temperature_degF,
    z_factor: p.z_factor,
  };
  const missing = Object.entries(formulaInputs)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  const complete = missing.length === 0;
  let rho: number;
  if (p.mixture_density_lb_per_ft3 !== undefined) {
    rho = p.mixture_density_lb_per_ft3;
    assumptions.push(`Mixture density as given, ${formatNumber(rho)} lb/ft³.`);
  } else if (complete) {
    rho = rp14eMixtureDensity(
      p.pressure_psia ?? Number.NaN,
      p.gas_liquid_ratio_scf_per_bbl ?? Number.NaN,
      p.liquid_specific_gravity ?? Number.NaN,
      p.gas_specific_gravity ?? Number.NaN,
      (p.temperature_degF ?? Number.NaN) + RANKINE_OFFSET,
      p.z_factor ?? Number.NaN,
    );
    assumptions.push(
      'Mixture density by the RP 14E formula (no slip between gas and liquid), T in °R = °F + 459.67.',
    );
  } else {
    throw new OilfieldInputError(
      missing[0] ?? 'mixture_density_lb_per_ft3',
      undefined,
      `Give mixture_density_lb_per_ft3, or all of pressure_psia, gas_liquid_ratio_scf_per_bbl, liquid_specific_gravity, gas_specific_gravity, temperature_degF and z_factor (missing: ${missing.join(', ')}).`,
    );
  }
  const ve = c / Math.sqrt(rho);
  const values: Record<ErosionalKeys, ReturnType<typeof quantity>> &
    Partial<Record<ErosionalOptional, ReturnType<typeof quantity>>> = {
    erosional_velocity_ft_per_s: quantity(ve, 'ft/s', 'Erosional velocity Ve'),
    mixture_density_lb_per_ft3: quantity(rho, 'lb/ft³', 'Mixture density ρm'),
    c_factor: quantity(c, '(ft/s)·(lb/ft³)^0.5', 'Empirical constant C'),
  };
  if (complete) {
    const zf = p.z_factor ?? Number.NaN;
    const r = p.gas_liquid_ratio_scf_per_bbl ?? Number.NaN;
    const t = (p.temperature_degF ?? Number.NaN) + RANKINE_OFFSET;
    const pressure = p.pressure_psia ?? Number.NaN;
    const perThousand = (9.35 + (zf * r * t) / (21.25 * pressure)) / ve;
    values.minimum_area_in2_per_1000_bpd = quantity(
      perThousand,
      'in²',
      'Minimum cross-section per 1,000 bbl/d of liquid',
    );
    if (p.liquid_rate_bbl_per_day !== undefined) {
      const area = (perThousand * p.liquid_rate_bbl_per_day) / 1000;
      values.minimum_area_in2 = quantity(area, 'in²', 'Minimum pipe cross-section');
      values.minimum_id_in = quantity(
        Math.sqrt((4 * area) / Math.PI),
        'in',
        'Minimum inside diameter',
      );
    } else {
      notes.push('Give the liquid rate (bbl/d) for the minimum pipe area and inside diameter.');
    }
  } else if (p.liquid_rate_bbl_per_day !== undefined) {
    notes.push(
      `The minimum cross-section needs the RP 14E inputs (missing: ${missing.join(', ')}); only the velocity is given.`,
    );
  }
  notes.push(
    'RP 14E’s C values are conservative for clean, non-corrosive service; with sand, lower them (or use a sand-erosion model such as DNV RP O501).',
  );
  return calcResult<ErosionalKeys, ErosionalOptional>({
    calculator: 'erosional_velocity',
    values,
    formula: `Ve = C/√ρm = ${formatNumber(c)}/√${formatNumber(rho, 5)}${complete && p.mixture_density_lb_per_ft3 === undefined ? '; ρm = (12409·S1·P + 2.7·R·Sg·P)/(198.7·P + R·T·Z)' : ''}${complete ? '; A = (9.35 + Z·R·T/(21.25·P))/Ve in² per 1,000 bbl/d' : ''}`,
    assumptions,
    warnings,
    notes,
    sources: [API_RP_14E],
  });
}
