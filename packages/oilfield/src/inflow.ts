import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

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
    .describe('Average reservoir pressure p̄, psia'),
  flowing_bhp_psia: z
    .number()
    .min(0)
    .describe('Flowing bottom-hole pressure during the test, psia'),
});

/**
 * Productivity index J = q/(p̄ − pwf), STB/d/psi, and the drawdown. Valid for single-phase
 * (undersaturated) inflow; requires pwf < p̄. Source: Guo et al., ch. 3.
 */
export function productivityIndex(
  input: z.input<typeof productivityIndexInput>,
): CalcResult<'productivity_index' | 'drawdown_psi'> {
  const {
    oil_rate_stb_per_day: q,
    reservoir_pressure_psia: pr,
    flowing_bhp_psia: pwf,
  } = parseInput(productivityIndexInput, input);
  if (!(pwf < pr)) {
    throw new OilfieldInputError(
      'flowing_bhp_psia',
      pwf,
      `flowing_bhp_psia = ${formatNumber(pwf)} must be below reservoir_pressure_psia = ${formatNumber(pr)}: a well only flows with a drawdown.`,
    );
  }
  return calcResult({
    calculator: 'productivity_index',
    values: {
      productivity_index: quantity(q / (pr - pwf), 'STB/d/psi', 'Productivity index J'),
      drawdown_psi: quantity(pr - pwf, 'psi', 'Drawdown p̄ − pwf'),
    },
    formula: 'J = q/(p̄ − pwf)',
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
