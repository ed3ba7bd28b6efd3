import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Gas-well deliverability from multi-rate tests: the Rawlins–Schellhardt backpressure equation
 * q = C·(p̄² − pwf²)^n and the laminar-inertial-turbulent (LIT) form p̄² − pwf² = a·q + b·q².
 * Sources: Rawlins, E.L. and Schellhardt, M.A. (1935), *Back-Pressure Data on Natural Gas Wells
 * and Their Application to Production Practices*, U.S. Bureau of Mines Monograph 7; PetroWiki,
 * "Gas well deliverability".
 */

const RAWLINS =
  'Rawlins, E.L. and Schellhardt, M.A. (1935), Back-Pressure Data on Natural Gas Wells and Their Application to Production Practices, USBM Monograph 7';
const PETROWIKI = 'PetroWiki, "Gas well deliverability" (backpressure and LIT equations)';

/** C and n of the backpressure equation through the test points (two: exact; more: log-log least squares). */
export function backpressureCoefficients(
  reservoirPressure: number,
  tests: readonly { rate: number; pwf: number }[],
): { c: number; n: number; rSquared: number } {
  const xs = tests.map((t) => Math.log(reservoirPressure ** 2 - t.pwf ** 2));
  const ys = tests.map((t) => Math.log(t.rate));
  const count = xs.length;
  const meanX = xs.reduce((s, v) => s + v, 0) / count;
  const meanY = ys.reduce((s, v) => s + v, 0) / count;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < count; i += 1) {
    const dx = (xs[i] ?? 0) - meanX;
    const dy = (ys[i] ?? 0) - meanY;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const n = sxy / sxx;
  const c = Math.exp(meanY - n * meanX);
  return { c, n, rSquared: syy > 0 ? (sxy * sxy) / (sxx * syy) : 1 };
}

const testPoint = z.strictObject({
  rate_mscf_per_day: z.number().positive().describe('Stabilized gas rate of the test, Mscf/d'),
  flowing_bhp_psia: z.number().min(0).describe('Flowing bottom-hole pressure of the test, psia'),
});

/** Input of {@link gasWellBackpressure}. */
export const gasWellBackpressureInput = z.strictObject({
  reservoir_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .describe('Average (shut-in) reservoir pressure p̄, psia'),
  tests: z
    .array(testPoint)
    .min(2)
    .max(20)
    .describe('Two or more stabilized flow tests (rate and flowing bottom-hole pressure)'),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .optional()
    .describe('Flowing bottom-hole pressure at which to report the deliverable rate, psia'),
  aof_pressure_psia: z
    .number()
    .min(0)
    .default(14.7)
    .describe(
      'Sandface pressure defining the absolute open flow, psia (14.7 = atmospheric, default)',
    ),
});

type BackpressureKeys = 'c_coefficient' | 'n_exponent' | 'aof';
type BackpressureOptionalKeys =
  'rate_at_flowing_bhp' | 'log_fit_r_squared' | 'lit_a' | 'lit_b' | 'aof_lit';

/**
 * Gas-well backpressure analysis from two or more stabilized tests: n = ln(q1/q2)/ln[(p̄² −
 * p1²)/(p̄² − p2²)] and C = q1/(p̄² − p1²)^n (least squares on log q vs log Δp² for three or more),
 * AOF = C·(p̄² − 14.7²)^n; also the LIT coefficients a and b of Δp² = a·q + b·q² with their AOF.
 * n outside 0.5–1 (the laminar and fully turbulent limits) is flagged. Units: Mscf/d, psia; C in
 * Mscf/d/psi^(2n). Sources: Rawlins & Schellhardt (1935); PetroWiki.
 */
export function gasWellBackpressure(
  input: z.input<typeof gasWellBackpressureInput>,
): CalcResult<BackpressureKeys, BackpressureOptionalKeys> {
  const parsed = parseInput(gasWellBackpressureInput, input);
  const pr = parsed.reservoir_pressure_psia;
  const tests = parsed.tests.map((t, i) => {
    if (!(t.flowing_bhp_psia < pr)) {
      throw new OilfieldInputError(
        `tests.${i}.flowing_bhp_psia`,
        t.flowing_bhp_psia,
        `tests.${i}.flowing_bhp_psia = ${formatNumber(t.flowing_bhp_psia)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
      );
    }
    return {
      rate: t.rate_mscf_per_day,
      pwf: t.flowing_bhp_psia,
      dp2: pr ** 2 - t.flowing_bhp_psia ** 2,
    };
  });
  const distinct = new Set(tests.map((t) => t.pwf));
  if (distinct.size < 2) {
    throw new OilfieldInputError(
      'tests',
      parsed.tests,
      'The tests need at least two different flowing bottom-hole pressures to define n.',
    );
  }
  if (!(parsed.aof_pressure_psia < pr)) {
    throw new OilfieldInputError(
      'aof_pressure_psia',
      parsed.aof_pressure_psia,
      `aof_pressure_psia = ${formatNumber(parsed.aof_pressure_psia)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
    );
  }
  const { c, n, rSquared } = backpressureCoefficients(pr, tests);
  const warnings: string[] = [];
  // Slack of 1e-9: tests exactly on n = 0.5 or 1 fit to within rounding of the bound.
  if (!(n >= 0.5 - 1e-9 && n <= 1 + 1e-9)) {
    warnings.push(
      `n = ${formatNumber(n, 4)} is outside the physical range 0.5 (fully turbulent) to 1 (laminar): the tests were probably not stabilized, or liquid loading or cleanup affected them. Treat C, n and the AOF with suspicion.`,
    );
  }
  const aofDp2 = pr ** 2 - parsed.aof_pressure_psia ** 2;
  const values: Record<BackpressureKeys, Quantity> &
    Partial<Record<BackpressureOptionalKeys, Quantity>> = {
    c_coefficient: quantity(c, 'Mscf/d/psi^(2n)', 'Backpressure coefficient C'),
    n_exponent: quantity(n, 'dimensionless', 'Backpressure exponent n'),
    aof: quantity(
      c * aofDp2 ** n,
      'Mscf/d',
      `Absolute open flow at ${formatNumber(parsed.aof_pressure_psia)} psia (backpressure equation)`,
    ),
  };
  if (tests.length > 2) {
    values.log_fit_r_squared = quantity(rSquared, 'dimensionless', 'R² of the log-log fit');
  }
  if (parsed.flowing_bhp_psia !== undefined) {
    if (!(parsed.flowing_bhp_psia < pr)) {
      throw new OilfieldInputError(
        'flowing_bhp_psia',
        parsed.flowing_bhp_psia,
        `flowing_bhp_psia = ${formatNumber(parsed.flowing_bhp_psia)} must be below reservoir_pressure_psia = ${formatNumber(pr)}.`,
      );
    }
    values.rate_at_flowing_bhp = quantity(
      c * (pr ** 2 - parsed.flowing_bhp_psia ** 2) ** n,
      'Mscf/d',
      `Rate at pwf = ${formatNumber(parsed.flowing_bhp_psia)} psia`,
    );
  }
  // LIT: Δp²/q = a + b·q, least squares over the tests.
  const xs = tests.map((t) => t.rate);
  const ys = tests.map((t) => t.dp2 / t.rate);
  const meanX = xs.reduce((s, v) => s + v, 0) / xs.length;
  const meanY = ys.reduce((s, v) => s + v, 0) / ys.length;
  let sxx = 0;
  let sxy = 0;
  xs.forEach((x, i) => {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * ((ys[i] ?? 0) - meanY);
  });
  const b = sxx > 0 ? sxy / sxx : Number.NaN;
  const a = meanY - b * meanX;
  if (b > 0 && a > 0) {
    values.lit_a = quantity(a, 'psi²/(Mscf/d)', 'LIT laminar coefficient a');
    values.lit_b = quantity(b, 'psi²/(Mscf/d)²', 'LIT turbulence coefficient b');
    values.aof_lit = quantity(
      (-a + Math.sqrt(a * a + 4 * b * aofDp2)) / (2 * b),
      'Mscf/d',
      'Absolute open flow (LIT equation)',
    );
  } else {
    warnings.push(
      'The LIT fit gives a non-positive coefficient (a or b ≤ 0), which is unphysical; the LIT deliverability is not reported.',
    );
  }
  return calcResult<BackpressureKeys, BackpressureOptionalKeys>({
    calculator: 'gas_well_backpressure',
    values,
    formula:
      'q = C·(p̄² − pwf²)^n; n = ln(q1/q2)/ln[(p̄² − p1²)/(p̄² − p2²)], C = q1/(p̄² − p1²)^n; AOF = C·(p̄² − 14.7²)^n; LIT: p̄² − pwf² = a·q + b·q²',
    assumptions: [
      'Stabilized flow at each test; same reservoir pressure for all tests.',
      tests.length > 2
        ? `${tests.length} tests: C and n by least squares on log q against log(p̄² − pwf²).`
        : 'Two tests: C and n through both points exactly.',
      'Pressures are sandface (bottom-hole) pressures, psia.',
    ],
    warnings,
    sources: [RAWLINS, PETROWIKI],
  });
}
