import { z } from 'zod';

import { backpressureCoefficients } from './backpressure';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Oil-well inflow performance: the productivity index J = q/(p̄ − pwf) and Vogel's IPR for
 * solution-gas-drive wells, in its saturated form and the composite form for a reservoir above
 * the bubble point (straight line above pb, Vogel below).
 * Sources: Vogel, J.V. (1968), "Inflow Performance Relationships for Solution-Gas Drive Wells",
 * JPT 20(1): 83–92 (SPE-1476); Guo, Lyons & Ghalambor, *Petroleum Production Engineering*, eqs.
 * 3.19–3.21 and 3.63.
 */

const VOGEL =
  'Vogel, J.V. (1968), "Inflow Performance Relationships for Solution-Gas Drive Wells", JPT 20(1): 83–92 (SPE-1476)';
const GUO =
  'Guo, B., Lyons, W.C. and Ghalambor, A., Petroleum Production Engineering, ch. 3 (productivity index, Vogel and generalized Vogel IPR)';

/** Vogel's dimensionless IPR: q/qmax = 1 − 0.2·x − 0.8·x², x = pwf/p̄. */
export function vogelFraction(pwf: number, pressure: number): number {
  const x = pwf / pressure;
  return 1 - 0.2 * x - 0.8 * x * x;
}

/**
 * Rate of the composite (generalized Vogel) IPR with productivity index J above the bubble point:
 * q = J(p̄ − pwf) for pwf ≥ pb, else J(p̄ − pb) + (J·pb/1.8)·[1 − 0.2(pwf/pb) − 0.8(pwf/pb)²].
 * For pb ≥ p̄ this is Vogel with qmax = J·p̄/1.8. Units: STB/d, psia, STB/d/psi.
 */
export function compositeIprRate(
  j: number,
  pressure: number,
  bubblePoint: number,
  pwf: number,
): number {
  const pb = Math.min(bubblePoint, pressure);
  if (pwf >= pb) return j * (pressure - pwf);
  return j * (pressure - pb) + ((j * pb) / 1.8) * vogelFraction(pwf, pb);
}

/** Input of {@link productivityIndex}. */
export const productivityIndexInput = z.strictObject({
  oil_rate_stb_per_day: z.number().positive().describe('Stabilized test rate, STB/d'),
  reservoir_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .optional()
    .describe('Average reservoir pressure p̄, psia (with pwf; or give the drawdown)'),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe('Flowing bottom-hole pressure during the test, psia (with p̄; or give the drawdown)'),
  drawdown_psi: z
    .number()
    .positive()
    .optional()
    .describe('Drawdown p̄ − pwf during the test, psi (instead of the two pressures)'),
  target_flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe(
      'Flowing bottom-hole pressure at which to report the rate on the straight line, psia (with p̄)',
    ),
});

/**
 * Productivity index J = q/(p̄ − pwf), STB/d/psi, and the drawdown, from the two pressures or
 * the drawdown itself. Valid for single-phase (undersaturated) inflow; requires pwf < p̄.
 * Source: Guo et al., ch. 3.
 */
export function productivityIndex(
  input: z.input<typeof productivityIndexInput>,
): CalcResult<'productivity_index' | 'drawdown_psi', 'rate_at_flowing_bhp'> {
  const {
    oil_rate_stb_per_day: q,
    reservoir_pressure_psia: pr,
    flowing_bhp_psia: pwf,
    drawdown_psi: given,
    target_flowing_bhp_psia: target,
  } = parseInput(productivityIndexInput, input);
  const drawdown = drawdownOf(pr, pwf, given);
  const j = q / drawdown;
  if (target !== undefined && pr === undefined) {
    throw new OilfieldInputError(
      'reservoir_pressure_psia',
      undefined,
      'A rate at another flowing pressure needs reservoir_pressure_psia, not the drawdown alone.',
    );
  }
  if (target !== undefined && pr !== undefined && !(target < pr)) {
    throw new OilfieldInputError(
      'target_flowing_bhp_psia',
      target,
      `target_flowing_bhp_psia = ${formatNumber(target)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  return calcResult<'productivity_index' | 'drawdown_psi', 'rate_at_flowing_bhp'>({
    calculator: 'productivity_index',
    values: {
      productivity_index: quantity(j, 'STB/d/psi', 'Productivity index J'),
      drawdown_psi: quantity(drawdown, 'psi', 'Drawdown p̄ − pwf'),
      ...(target !== undefined &&
        pr !== undefined && {
          rate_at_flowing_bhp: quantity(
            j * (pr - target),
            'STB/d',
            `Rate at pwf = ${formatNumber(target)} psia`,
          ),
        }),
    },
    formula:
      target === undefined ? 'J = q/(p̄ − pwf)' : 'J = q/(p̄ − pwf); q = J(p̄ − pwf) at the new pwf',
    assumptions: [
      'Stabilized (pseudo-steady-state) test rate.',
      'Straight-line IPR: valid while pwf stays above the bubble point; below it use the Vogel IPR.',
    ],
    sources: [GUO],
  });
}

type VogelKeys = 'max_rate_aof' | 'productivity_index';
type VogelOptionalKeys = 'rate_at_flowing_bhp' | 'rate_at_bubble_point';

/** Input of {@link vogelIpr}. */
export const vogelIprInput = z.strictObject({
  reservoir_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .describe('Average reservoir pressure p̄, psia'),
  test_rate_stb_per_day: z
    .number()
    .positive()
    .describe('Stabilized oil rate of the well test, STB/d'),
  test_flowing_bhp_psia: z
    .number()
    .min(0)
    .describe('Flowing bottom-hole pressure of the test, psia'),
  bubble_point_psia: z
    .number()
    .positive()
    .optional()
    .describe(
      'Bubble-point pressure, psia; omit (or give ≥ p̄) for a saturated reservoir, give it below p̄ for the composite IPR',
    ),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe('Flowing bottom-hole pressure at which to report the rate, psia'),
});

/**
 * Vogel inflow performance. Saturated reservoir (p̄ ≤ pb): qmax = q_test/[1 − 0.2(pwf/p̄) −
 * 0.8(pwf/p̄)²] and q = qmax·[1 − 0.2(pwf/p̄) − 0.8(pwf/p̄)²]. Undersaturated (pb < p̄), the
 * composite form: J from the test, q = J(p̄ − pwf) above pb and
 * q = J(p̄ − pb) + (J·pb/1.8)·[1 − 0.2(pwf/pb) − 0.8(pwf/pb)²] below; qmax = J(p̄ − pb) + J·pb/1.8.
 * Units: STB/d, psia. Requires 0 ≤ pwf < p̄. Sources: Vogel (1968); Guo et al., ch. 3.
 */
export function vogelIpr(
  input: z.input<typeof vogelIprInput>,
): CalcResult<VogelKeys, VogelOptionalKeys> {
  const parsed = parseInput(vogelIprInput, input);
  const pr = parsed.reservoir_pressure_psia;
  const qTest = parsed.test_rate_stb_per_day;
  const pwfTest = parsed.test_flowing_bhp_psia;
  if (!(pwfTest < pr)) {
    throw new OilfieldInputError(
      'test_flowing_bhp_psia',
      pwfTest,
      `test_flowing_bhp_psia = ${formatNumber(pwfTest)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  if (parsed.flowing_bhp_psia !== undefined && !(parsed.flowing_bhp_psia <= pr)) {
    throw new OilfieldInputError(
      'flowing_bhp_psia',
      parsed.flowing_bhp_psia,
      `flowing_bhp_psia = ${formatNumber(parsed.flowing_bhp_psia)} must not exceed reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  const composite = parsed.bubble_point_psia !== undefined && parsed.bubble_point_psia < pr;
  const pb = composite ? (parsed.bubble_point_psia ?? pr) : pr;
  // J such that the composite curve passes through the test point (any pwf, above or below pb).
  const j = qTest / compositeIprRate(1, pr, pb, pwfTest);
  const qmax = compositeIprRate(j, pr, pb, 0);
  const rateAt = (pwf: number): number => compositeIprRate(j, pr, pb, pwf);
  const assumptions: string[] = [
    'Solution-gas drive, stabilized test, no skin change between the test and the prediction.',
  ];
  if (parsed.bubble_point_psia !== undefined && !composite) {
    assumptions.push(
      `bubble_point_psia = ${formatNumber(parsed.bubble_point_psia)} is at or above p̄: saturated reservoir, Vogel over the whole range.`,
    );
  }
  const values: Record<VogelKeys, Quantity> & Partial<Record<VogelOptionalKeys, Quantity>> = {
    max_rate_aof: quantity(qmax, 'STB/d', 'Maximum rate qmax (absolute open flow, pwf = 0)'),
    productivity_index: quantity(
      j,
      'STB/d/psi',
      composite ? 'Productivity index J above the bubble point' : 'Equivalent J* = 1.8·qmax/p̄',
    ),
  };
  if (composite) {
    values.rate_at_bubble_point = quantity(
      j * (pr - pb),
      'STB/d',
      'Rate at the bubble point qb = J(p̄ − pb)',
    );
  }
  if (parsed.flowing_bhp_psia !== undefined) {
    values.rate_at_flowing_bhp = quantity(
      rateAt(parsed.flowing_bhp_psia),
      'STB/d',
      `Rate at pwf = ${formatNumber(parsed.flowing_bhp_psia)} psia`,
    );
  }
  const rows = Array.from({ length: 11 }, (_, i) => {
    const pwf = pr * (1 - i / 10);
    return { flowing_bhp_psia: pwf, rate_stb_per_day: rateAt(pwf) };
  });
  return calcResult<VogelKeys, VogelOptionalKeys>({
    calculator: 'vogel_ipr',
    values,
    formula: composite
      ? 'q = J(p̄ − pwf) for pwf ≥ pb; q = J(p̄ − pb) + (J·pb/1.8)·[1 − 0.2(pwf/pb) − 0.8(pwf/pb)²] below pb; qmax = J(p̄ − pb) + J·pb/1.8'
      : 'q/qmax = 1 − 0.2(pwf/p̄) − 0.8(pwf/p̄)²',
    assumptions,
    notes: [
      composite
        ? `Composite IPR: straight line from p̄ = ${formatNumber(pr)} psia down to pb = ${formatNumber(pb)} psia, Vogel below.`
        : 'Vogel IPR for a saturated reservoir.',
    ],
    sources: [VOGEL, GUO],
    table: {
      title: 'Inflow performance curve',
      columns: [
        { key: 'flowing_bhp_psia', label: 'Flowing bottom-hole pressure', unit: 'psia' },
        { key: 'rate_stb_per_day', label: 'Oil rate', unit: 'STB/d' },
      ],
      rows,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Darcy radial inflow, Fetkovich's oil-well IPR and the composite IPR (calc-inflow-lift).
// ---------------------------------------------------------------------------------------------

const AHMED_FLOW =
  'Ahmed, T., Reservoir Engineering Handbook, 4th ed. (Gulf Professional Publishing, 2010), ch. 6 (radial flow of incompressible fluids, steady state: Q = 0.001127·2πkh(pe − pwf)/(μB ln(re/rw)); pseudo-steady state with ln(re/rw) − 0.75 + s)';
const ECONOMIDES_CH2 =
  'Economides, M.J., Hill, A.D., Ehlig-Economides, C. and Zhu, D., Petroleum Production Systems, 2nd ed. (Prentice Hall, 2013), ch. 2 (steady-state and pseudo-steady-state inflow, eqs. 2-9 and 2-34, field units 141.2)';
const FETKOVICH =
  'Fetkovich, M.J. (1973), "The Isochronal Testing of Oil Wells", SPE-4529-MS (SPE Annual Fall Meeting, Las Vegas)';
const AHMED_IPR =
  'Ahmed, T., Reservoir Engineering Handbook, 4th ed., ch. 7 (oil well performance: Fetkovich’s method and the generalized Vogel (composite) IPR after Beggs)';
const BROWN_COMPOSITE =
  'Brown, K.E., The Technology of Artificial Lift Methods, vol. 4 (PennWell, 1984), composite IPR (straight line above the bubble point, Vogel below)';

/** Darcy's constant in field units: 0.001127 × 2π ≈ 0.00708 (STB/d, md, ft, psi, cP, rb/STB). */
export const DARCY_RADIAL_FIELD_CONSTANT = 0.00708;

/** Input of {@link darcyRadialInflow}. */
export const darcyRadialInflowInput = z.strictObject({
  flow_regime: z
    .enum(['steady_state', 'pseudo_steady_state'])
    .describe(
      'steady_state: pressure held at the drainage radius (strong water drive, pattern injection), reservoir_pressure_psia is pe at re; pseudo_steady_state: closed drainage area, reservoir_pressure_psia is the average pressure p̄',
    ),
  permeability_md: z
    .number()
    .positive()
    .max(100000)
    .describe('Effective permeability to oil k, md (millidarcy)'),
  net_pay_ft: z.number().positive().max(5000).describe('Net pay thickness h, ft'),
  reservoir_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .optional()
    .describe(
      'Pressure at the drainage radius pe (steady state) or average reservoir pressure p̄ (pseudo-steady state), psia; with pwf, or give the drawdown instead',
    ),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe(
      'Flowing bottom-hole (sandface) pressure pwf, psia; below the reservoir pressure; with pe or p̄, or give the drawdown instead',
    ),
  drawdown_psi: z
    .number()
    .positive()
    .max(30000)
    .optional()
    .describe(
      'Drawdown pe − pwf (or p̄ − pwf), psi, when the two pressures are not given: the rate depends on their difference only',
    ),
  viscosity_cp: z.number().positive().max(100000).describe('Oil viscosity μo, cP'),
  formation_volume_factor_rb_per_stb: z
    .number()
    .min(0.5)
    .max(5)
    .describe('Oil formation volume factor Bo, rb/STB (about 1.0–2.5 for oils)'),
  drainage_radius_ft: z.number().positive().max(100000).describe('Drainage radius re, ft'),
  wellbore_radius_ft: z
    .number()
    .positive()
    .max(5)
    .describe('Wellbore radius rw, ft (e.g. 0.354 ft for an 8.5 in hole)'),
  skin: z
    .number()
    .min(-8)
    .max(200)
    .default(0)
    .describe('Skin factor s, dimensionless (negative when stimulated); default 0'),
});

type DarcyKeys = 'oil_rate' | 'productivity_index' | 'drawdown_psi' | 'skin_pressure_drop_psi';

/**
 * Single-phase radial inflow of oil by Darcy's law, field units: steady state
 * q = 0.00708·k·h·(pe − pwf)/(μ·Bo·(ln(re/rw) + s)); pseudo-steady state
 * q = 0.00708·k·h·(p̄ − pwf)/(μ·Bo·(ln(re/rw) − 0.75 + s)). Also J = q/(p − pwf) and the
 * pressure drop across the skin Δps = q·μ·Bo·s/(0.00708·k·h). Units: STB/d, md, ft, psia, cP,
 * rb/STB. Sources: Ahmed, ch. 6; Economides et al., ch. 2.
 */
export function darcyRadialInflow(
  input: z.input<typeof darcyRadialInflowInput>,
): CalcResult<DarcyKeys> {
  const parsed = parseInput(darcyRadialInflowInput, input);
  const {
    flow_regime: regime,
    permeability_md: k,
    net_pay_ft: h,
    reservoir_pressure_psia: pr,
    flowing_bhp_psia: pwf,
    drawdown_psi: drawdown,
    viscosity_cp: mu,
    formation_volume_factor_rb_per_stb: bo,
    drainage_radius_ft: re,
    wellbore_radius_ft: rw,
    skin,
  } = parsed;
  const dp = drawdownOf(pr, pwf, drawdown);
  if (!(re > rw * 10)) {
    throw new OilfieldInputError(
      'drainage_radius_ft',
      re,
      `drainage_radius_ft = ${formatNumber(re)} must be well beyond wellbore_radius_ft = ${formatNumber(rw)} (at least 10 times): the radial solution assumes re ≫ rw.`,
    );
  }
  const pss = regime === 'pseudo_steady_state';
  const logTerm = Math.log(re / rw) - (pss ? 0.75 : 0) + skin;
  if (!(logTerm > 0)) {
    throw new OilfieldInputError(
      'skin',
      skin,
      `skin = ${formatNumber(skin)} makes ln(re/rw)${pss ? ' − 0.75' : ''} + s = ${formatNumber(logTerm, 4)} ≤ 0, which has no physical meaning; check the skin and the radii.`,
    );
  }
  const kh = DARCY_RADIAL_FIELD_CONSTANT * k * h;
  const j = kh / (mu * bo * logTerm);
  const q = j * dp;
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'formation_volume_factor_rb_per_stb',
    bo,
    { min: 1, max: 3 },
    'rb/STB',
    'the usual range of oil formation volume factors',
  );
  const p = pss ? 'p̄' : 'pe';
  const log = pss ? 'ln(re/rw) − 0.75 + s' : 'ln(re/rw) + s';
  return calcResult({
    calculator: 'darcy_radial_inflow',
    values: {
      oil_rate: quantity(q, 'STB/d', `Oil rate (${pss ? 'pseudo-steady state' : 'steady state'})`),
      productivity_index: quantity(j, 'STB/d/psi', `Productivity index J = q/(${p} − pwf)`),
      drawdown_psi: quantity(dp, 'psi', `Drawdown ${p} − pwf`),
      skin_pressure_drop_psi: quantity(
        (q * mu * bo * skin) / kh,
        'psi',
        'Pressure drop across the skin Δps = q·μ·Bo·s/(0.00708·k·h)',
      ),
    },
    formula: `q = 0.00708·k·h·(${p} − pwf)/(μ·Bo·(${log})) = 0.00708 × ${formatNumber(k)} × ${formatNumber(h)} × ${pr !== undefined && pwf !== undefined ? `(${formatNumber(pr)} − ${formatNumber(pwf)})` : formatNumber(dp)}/(${formatNumber(mu)} × ${formatNumber(bo)} × ${formatNumber(logTerm, 5)})`,
    assumptions: [
      'Single-phase oil (pwf above the bubble point), radial flow to a vertical well at the centre of a circular drainage area, homogeneous and isotropic reservoir, laminar (Darcy) flow.',
      pss
        ? 'Pseudo-steady state: no flow across re; the pressure is the volume-average p̄ (use ln(re/rw) − 0.75).'
        : 'Steady state: the pressure pe is held constant at re (water drive or injection support).',
      `0.00708 = 0.001127 × 2π (field units); skin s = ${formatNumber(skin)}.`,
    ],
    warnings,
    notes: [
      'Below the bubble point gas comes out of solution and the straight line overstates the rate: use the Vogel or composite IPR there.',
    ],
    sources: [AHMED_FLOW, ECONOMIDES_CH2],
  });
}

/**
 * The drawdown p̄ − pwf of a straight-line or Darcy inflow: from the two pressures, or as given —
 * never both given and disagreeing, nor a drawdown above the reservoir pressure.
 */
function drawdownOf(
  pr: number | undefined,
  pwf: number | undefined,
  given: number | undefined,
): number {
  if (pr !== undefined && pwf !== undefined) {
    if (!(pwf < pr)) {
      throw new OilfieldInputError(
        'flowing_bhp_psia',
        pwf,
        `flowing_bhp_psia = ${formatNumber(pwf)} must be below reservoir_pressure_psia = ${formatNumber(pr)}: a well only flows with a drawdown.`,
      );
    }
    if (given !== undefined && Math.abs(given - (pr - pwf)) > 0.5) {
      throw new OilfieldInputError(
        'drawdown_psi',
        given,
        `drawdown_psi = ${formatNumber(given)} disagrees with reservoir_pressure_psia − flowing_bhp_psia = ${formatNumber(pr - pwf)}: give the drawdown or the two pressures.`,
      );
    }
    return pr - pwf;
  }
  if (given !== undefined && pr !== undefined && given > pr) {
    throw new OilfieldInputError(
      'drawdown_psi',
      given,
      `drawdown_psi = ${formatNumber(given)} exceeds reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  if (given === undefined) {
    throw new OilfieldInputError(
      pr === undefined ? 'reservoir_pressure_psia' : 'flowing_bhp_psia',
      undefined,
      'Give the drawdown (drawdown_psi), or the average reservoir pressure and the flowing bottom-hole pressure.',
    );
  }
  return given;
}

const fetkovichTest = z.strictObject({
  rate_stb_per_day: z.number().positive().describe('Stabilized oil rate of the test, STB/d'),
  flowing_bhp_psia: z.number().min(0).describe('Flowing bottom-hole pressure of the test, psia'),
});

/** Input of {@link fetkovichIpr}. */
export const fetkovichIprInput = z.strictObject({
  reservoir_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .describe('Average reservoir pressure p̄ during the tests, psia'),
  tests: z
    .array(fetkovichTest)
    .min(1)
    .max(20)
    .describe(
      'Stabilized (flow-after-flow or isochronal) tests: oil rate and flowing bottom-hole pressure; two or more, or one with a known n',
    ),
  n_exponent: z
    .number()
    .min(0.3)
    .max(1.5)
    .optional()
    .describe(
      'Known Fetkovich exponent n (from earlier tests or an analogue); C is then fitted to the tests',
    ),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe('Flowing bottom-hole pressure at which to report the rate, psia'),
});

type FetkovichKeys = 'c_coefficient' | 'n_exponent' | 'aof';
type FetkovichOptionalKeys = 'rate_at_flowing_bhp' | 'log_fit_r_squared';

/**
 * Fetkovich's oil-well IPR q = C·(p̄² − pwf²)^n from two or more tests: with two, the line through
 * both on log q against log(p̄² − pwf²), n = ln(q1/q2)/ln[(p̄² − p1²)/(p̄² − p2²)], C = q1/(p̄² −
 * p1²)^n; with more, the least-squares line. AOF = C·p̄^(2n) (pwf = 0). Units: STB/d, psia; C in
 * STB/d/psi^(2n). Sources: Fetkovich (1973); Ahmed, ch. 7.
 */
export function fetkovichIpr(
  input: z.input<typeof fetkovichIprInput>,
): CalcResult<FetkovichKeys, FetkovichOptionalKeys> {
  const parsed = parseInput(fetkovichIprInput, input);
  const pr = parsed.reservoir_pressure_psia;
  const tests = parsed.tests.map((t, i) => {
    if (!(t.flowing_bhp_psia < pr)) {
      throw new OilfieldInputError(
        `tests.${i}.flowing_bhp_psia`,
        t.flowing_bhp_psia,
        `tests.${i}.flowing_bhp_psia = ${formatNumber(t.flowing_bhp_psia)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
      );
    }
    return { rate: t.rate_stb_per_day, pwf: t.flowing_bhp_psia };
  });
  const knownN = parsed.n_exponent;
  if (knownN === undefined && new Set(tests.map((t) => t.pwf)).size < 2) {
    throw new OilfieldInputError(
      'tests',
      parsed.tests,
      'The tests need at least two different flowing bottom-hole pressures to define n.',
    );
  }
  if (parsed.flowing_bhp_psia !== undefined && !(parsed.flowing_bhp_psia <= pr)) {
    throw new OilfieldInputError(
      'flowing_bhp_psia',
      parsed.flowing_bhp_psia,
      `flowing_bhp_psia = ${formatNumber(parsed.flowing_bhp_psia)} must not exceed reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  // With n known, C is the geometric mean of q/(p̄² − pwf²)^n over the tests (least squares in
  // log q with the slope fixed).
  const { c, n, rSquared } =
    knownN === undefined
      ? backpressureCoefficients(pr, tests)
      : {
          c: Math.exp(
            tests.reduce((sum, t) => sum + Math.log(t.rate / (pr ** 2 - t.pwf ** 2) ** knownN), 0) /
              tests.length,
          ),
          n: knownN,
          rSquared: 1,
        };
  const rateAt = (pwf: number): number => c * Math.max(pr ** 2 - pwf ** 2, 0) ** n;
  const warnings: string[] = [];
  // Fetkovich found n between about 0.5 and 1 for oil wells; slack for tests exactly on a bound.
  if (!(n >= 0.5 - 1e-9 && n <= 1 + 1e-9)) {
    warnings.push(
      `n = ${formatNumber(n, 4)} is outside 0.5–1, the range Fetkovich (1973) observed for oil wells: the tests may not be stabilized, or the reservoir pressure may be wrong. Treat C, n and the AOF with care.`,
    );
  }
  if (rSquared < 0.95 && tests.length > 2) {
    warnings.push(
      `The tests scatter about the log-log line (R² = ${formatNumber(rSquared, 4)}): check them before using the fit.`,
    );
  }
  const values: Record<FetkovichKeys, Quantity> & Partial<Record<FetkovichOptionalKeys, Quantity>> =
    {
      c_coefficient: quantity(c, 'STB/d/psi^(2n)', 'Fetkovich coefficient C'),
      n_exponent: quantity(n, 'dimensionless', 'Fetkovich exponent n'),
      aof: quantity(rateAt(0), 'STB/d', 'Absolute open flow AOF = C·p̄^(2n) (pwf = 0)'),
    };
  if (tests.length > 2 && knownN === undefined) {
    values.log_fit_r_squared = quantity(rSquared, 'dimensionless', 'R² of the log-log fit');
  }
  if (parsed.flowing_bhp_psia !== undefined) {
    values.rate_at_flowing_bhp = quantity(
      rateAt(parsed.flowing_bhp_psia),
      'STB/d',
      `Rate at pwf = ${formatNumber(parsed.flowing_bhp_psia)} psia`,
    );
  }
  const rows = Array.from({ length: 11 }, (_, i) => {
    const pwf = pr * (1 - i / 10);
    return { flowing_bhp_psia: pwf, rate_stb_per_day: rateAt(pwf) };
  });
  return calcResult<FetkovichKeys, FetkovichOptionalKeys>({
    calculator: 'fetkovich_ipr',
    values,
    formula:
      'q = C·(p̄² − pwf²)^n; two tests: n = ln(q1/q2)/ln[(p̄² − p1²)/(p̄² − p2²)], C = q1/(p̄² − p1²)^n; AOF = C·p̄^(2n)',
    assumptions: [
      `Tests used: ${tests.map((t) => `${formatNumber(t.rate)} STB/d at ${formatNumber(t.pwf)} psia`).join('; ')}; p̄ = ${formatNumber(pr)} psia for all of them.`,
      knownN !== undefined
        ? `n = ${formatNumber(knownN)} as given; C = q/(p̄² − pwf²)^n from ${tests.length === 1 ? 'the test' : `the ${tests.length} tests (geometric mean)`}.`
        : tests.length > 2
          ? `${tests.length} tests: C and n by least squares on log q against log(p̄² − pwf²).`
          : 'Two tests: C and n through both points exactly.',
      'Pressures are sandface (bottom-hole) pressures, psia; stabilized (or isochronal) rates.',
    ],
    warnings,
    notes: [
      'The fitted curve holds for the reservoir pressure of the tests; for a later p̄ Fetkovich scales C with p̄ (C2 = C1·p̄2/p̄1), which is not done here.',
    ],
    sources: [FETKOVICH, AHMED_IPR],
    table: {
      title: 'Inflow performance curve',
      columns: [
        { key: 'flowing_bhp_psia', label: 'Flowing bottom-hole pressure', unit: 'psia' },
        { key: 'rate_stb_per_day', label: 'Oil rate', unit: 'STB/d' },
      ],
      rows,
    },
  });
}

/** Input of {@link compositeIpr}. */
export const compositeIprInput = z.strictObject({
  reservoir_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .describe('Average reservoir pressure p̄, psia'),
  bubble_point_psia: z
    .number()
    .positive()
    .max(30000)
    .describe(
      'Bubble-point pressure pb, psia (at or above p̄: a saturated reservoir, Vogel throughout)',
    ),
  test_rate_stb_per_day: z
    .number()
    .positive()
    .optional()
    .describe(
      'Stabilized oil rate of one test (above or below pb), STB/d; give it with test_flowing_bhp_psia, or give productivity_index instead',
    ),
  test_flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe('Flowing bottom-hole pressure of that test, psia'),
  productivity_index: z
    .number()
    .positive()
    .max(10000)
    .optional()
    .describe(
      'Productivity index J above the bubble point, STB/d/psi, when known instead of a test',
    ),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe('Flowing bottom-hole pressure at which to report the rate, psia'),
});

type CompositeKeys = 'productivity_index' | 'rate_at_bubble_point' | 'max_rate_aof';
type CompositeOptionalKeys = 'rate_at_flowing_bhp';

/**
 * Composite IPR of an undersaturated reservoir: the straight line q = J(p̄ − pwf) above the bubble
 * point and Vogel below it, q = qb + (J·pb/1.8)·[1 − 0.2(pwf/pb) − 0.8(pwf/pb)²] with
 * qb = J(p̄ − pb); qmax = qb + J·pb/1.8. J comes from one test, above the bubble point
 * (J = q/(p̄ − pwf)) or below it (J = q/[p̄ − pb + (pb/1.8)·(1 − 0.2x − 0.8x²)], x = pwf/pb), or
 * is given. Units: STB/d, psia. Sources: Ahmed, ch. 7 (after Beggs); Brown (1984); Vogel (1968).
 */
export function compositeIpr(
  input: z.input<typeof compositeIprInput>,
): CalcResult<CompositeKeys, CompositeOptionalKeys> {
  const parsed = parseInput(compositeIprInput, input);
  const pr = parsed.reservoir_pressure_psia;
  const hasTest =
    parsed.test_rate_stb_per_day !== undefined || parsed.test_flowing_bhp_psia !== undefined;
  const hasJ = parsed.productivity_index !== undefined;
  if (hasTest === hasJ) {
    throw new OilfieldInputError(
      hasJ ? 'productivity_index' : 'test_rate_stb_per_day',
      hasJ ? parsed.productivity_index : undefined,
      hasJ
        ? 'Give either one test (test_rate_stb_per_day and test_flowing_bhp_psia) or the productivity_index, not both: they could disagree.'
        : 'Give one test (test_rate_stb_per_day and test_flowing_bhp_psia) or the productivity_index above the bubble point.',
    );
  }
  const saturated = parsed.bubble_point_psia >= pr;
  const pb = Math.min(parsed.bubble_point_psia, pr);
  let j: number;
  let fromTest = '';
  if (hasJ) {
    j = parsed.productivity_index ?? Number.NaN;
  } else {
    const qTest = parsed.test_rate_stb_per_day;
    const pwfTest = parsed.test_flowing_bhp_psia;
    if (qTest === undefined || pwfTest === undefined) {
      throw new OilfieldInputError(
        qTest === undefined ? 'test_rate_stb_per_day' : 'test_flowing_bhp_psia',
        undefined,
        'A test needs both test_rate_stb_per_day and test_flowing_bhp_psia.',
      );
    }
    if (!(pwfTest < pr)) {
      throw new OilfieldInputError(
        'test_flowing_bhp_psia',
        pwfTest,
        `test_flowing_bhp_psia = ${formatNumber(pwfTest)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
      );
    }
    j = qTest / compositeIprRate(1, pr, pb, pwfTest);
    fromTest =
      pwfTest >= pb
        ? `J from the test above the bubble point: J = ${formatNumber(qTest)}/(${formatNumber(pr)} − ${formatNumber(pwfTest)}).`
        : `J from the test below the bubble point: J = q/[p̄ − pb + (pb/1.8)·(1 − 0.2x − 0.8x²)], x = ${formatNumber(pwfTest)}/${formatNumber(pb)}.`;
  }
  if (parsed.flowing_bhp_psia !== undefined && !(parsed.flowing_bhp_psia <= pr)) {
    throw new OilfieldInputError(
      'flowing_bhp_psia',
      parsed.flowing_bhp_psia,
      `flowing_bhp_psia = ${formatNumber(parsed.flowing_bhp_psia)} must not exceed reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  const rateAt = (pwf: number): number => compositeIprRate(j, pr, pb, pwf);
  const values: Record<CompositeKeys, Quantity> & Partial<Record<CompositeOptionalKeys, Quantity>> =
    {
      productivity_index: quantity(j, 'STB/d/psi', 'Productivity index J above the bubble point'),
      rate_at_bubble_point: quantity(
        j * (pr - pb),
        'STB/d',
        'Rate at the bubble point qb = J(p̄ − pb)',
      ),
      max_rate_aof: quantity(
        rateAt(0),
        'STB/d',
        'Maximum rate qmax = qb + J·pb/1.8 (AOF, pwf = 0)',
      ),
    };
  if (parsed.flowing_bhp_psia !== undefined) {
    values.rate_at_flowing_bhp = quantity(
      rateAt(parsed.flowing_bhp_psia),
      'STB/d',
      `Rate at pwf = ${formatNumber(parsed.flowing_bhp_psia)} psia`,
    );
  }
  const rows = Array.from({ length: 11 }, (_, i) => {
    const pwf = pr * (1 - i / 10);
    return { flowing_bhp_psia: pwf, rate_stb_per_day: rateAt(pwf) };
  });
  const assumptions = [
    'Single-phase (straight-line) inflow above pb, Vogel’s solution-gas-drive curve below, joined with the same slope at pb.',
    hasJ ? `J = ${formatNumber(j)} STB/d/psi as given.` : fromTest,
    'Stabilized test; no change of skin between the test and the prediction.',
  ];
  if (saturated) {
    assumptions.push(
      `bubble_point_psia = ${formatNumber(parsed.bubble_point_psia)} is at or above p̄: saturated reservoir, Vogel over the whole range (qmax = J·p̄/1.8).`,
    );
  }
  return calcResult<CompositeKeys, CompositeOptionalKeys>({
    calculator: 'composite_ipr',
    values,
    formula:
      'q = J(p̄ − pwf) for pwf ≥ pb; q = qb + (J·pb/1.8)·[1 − 0.2(pwf/pb) − 0.8(pwf/pb)²] below pb; qb = J(p̄ − pb), qmax = qb + J·pb/1.8',
    assumptions,
    notes: [
      `Composite IPR: straight line from p̄ = ${formatNumber(pr)} psia down to pb = ${formatNumber(pb)} psia, Vogel below.`,
    ],
    sources: [AHMED_IPR, BROWN_COMPOSITE, VOGEL],
    table: {
      title: 'Inflow performance curve',
      columns: [
        { key: 'flowing_bhp_psia', label: 'Flowing bottom-hole pressure', unit: 'psia' },
        { key: 'rate_stb_per_day', label: 'Oil rate', unit: 'STB/d' },
      ],
      rows,
    },
  });
}
