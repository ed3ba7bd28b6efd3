import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  compositeIpr,
  compositeIprRate,
  darcyRadialInflow,
  fetkovichIpr,
  productivityIndex,
  vogelIpr,
} from './inflow';
import { logUniform, uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

describe('productivity index', () => {
  it('J = q/(p̄ − pwf)', () => {
    const result = productivityIndex({
      oil_rate_stb_per_day: 500,
      reservoir_pressure_psia: 3000,
      flowing_bhp_psia: 2000,
    });
    expect(result.values.productivity_index.value).toBeCloseTo(0.5, 12);
    expect(result.values.productivity_index.unit).toBe('STB/d/psi');
    expect(result.values.drawdown_psi.value).toBe(1000);
  });

  // On the straight line (Guo et al., ch. 3: q = J(p̄ − pwf)): J = 500/(3,000 − 2,000) = 0.5, so at
  // pwf = 1,200 psia q = 0.5 × 1,800 = 900 STB/d.
  it('gives the rate at another flowing pressure on the straight line', () => {
    const result = productivityIndex({
      oil_rate_stb_per_day: 500,
      reservoir_pressure_psia: 3000,
      flowing_bhp_psia: 2000,
      target_flowing_bhp_psia: 1200,
    });
    expect(result.values.rate_at_flowing_bhp?.value).toBeCloseTo(900, 9);
    expect(result.values.rate_at_flowing_bhp?.label).toBe('Rate at pwf = 1,200 psia');
    expect(() =>
      productivityIndex({
        oil_rate_stb_per_day: 500,
        reservoir_pressure_psia: 3000,
        flowing_bhp_psia: 2000,
        target_flowing_bhp_psia: 3200,
      }),
    ).toThrow(/target_flowing_bhp_psia = 3,200 must be below reservoir_pressure_psia = 3,000/);
    expect(() =>
      productivityIndex({
        oil_rate_stb_per_day: 500,
        drawdown_psi: 1000,
        target_flowing_bhp_psia: 1200,
      }),
    ).toThrow(OilfieldInputError);
  });

  it('refuses a flowing pressure at or above the reservoir pressure', () => {
    const call = () =>
      productivityIndex({
        oil_rate_stb_per_day: 500,
        reservoir_pressure_psia: 3000,
        flowing_bhp_psia: 3000,
      });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(/flowing_bhp_psia = 3,000 must be below reservoir_pressure_psia = 3,000/);
  });

  // The definition (Guo et al., ch. 3): J = q/Δp with Δp = p̄ − pwf; 450 STB/d over 300 psi is
  // 1.5 STB/d/psi whatever the two pressures were.
  it('takes the drawdown itself instead of the two pressures', () => {
    const result = productivityIndex({ oil_rate_stb_per_day: 450, drawdown_psi: 300 });
    expect(result.values.productivity_index.value).toBeCloseTo(1.5, 12);
    expect(result.values.drawdown_psi.value).toBe(300);
    // With both pressures as well, they must agree with it.
    expect(
      productivityIndex({
        oil_rate_stb_per_day: 450,
        reservoir_pressure_psia: 2500,
        flowing_bhp_psia: 2200,
        drawdown_psi: 300,
      }).values.productivity_index.value,
    ).toBeCloseTo(1.5, 12);
    expect(() =>
      productivityIndex({
        oil_rate_stb_per_day: 450,
        reservoir_pressure_psia: 2500,
        flowing_bhp_psia: 2000,
        drawdown_psi: 300,
      }),
    ).toThrow(/drawdown_psi = 300 disagrees with reservoir_pressure_psia − flowing_bhp_psia = 500/);
  });

  it('asks for the drawdown or both pressures', () => {
    for (const input of [
      { oil_rate_stb_per_day: 450 },
      { oil_rate_stb_per_day: 450, reservoir_pressure_psia: 2500 },
      { oil_rate_stb_per_day: 450, flowing_bhp_psia: 2200 },
    ]) {
      expect(() => productivityIndex(input)).toThrow(
        /Give the drawdown \(drawdown_psi\), or the average reservoir pressure and the flowing bottom-hole pressure/,
      );
    }
  });
});

describe('Vogel IPR', () => {
  it('p̄ 2,500 psia, 500 STB/d at 1,500 psia → qmax 844.59 and 668.92 STB/d at 1,000 psia (shgsousa/pype notebooks/Vogel.ipynb after Guo et al. eqs. 3.19–3.21; printed to 0.01)', () => {
    const result = vogelIpr({
      reservoir_pressure_psia: 2500,
      test_rate_stb_per_day: 500,
      test_flowing_bhp_psia: 1500,
      flowing_bhp_psia: 1000,
    });
    expect(Math.abs(result.values.max_rate_aof.value - 844.59)).toBeLessThan(0.005);
    expect(Math.abs(valueOf(result.values.rate_at_flowing_bhp) - 668.92)).toBeLessThan(0.005);
    expect(result.formula).toBe('q/qmax = 1 − 0.2(pwf/p̄) − 0.8(pwf/p̄)²');
    expect(result.table?.rows).toHaveLength(11);
    expect(result.table?.rows[10]?.rate_stb_per_day).toBeCloseTo(
      result.values.max_rate_aof.value,
      9,
    );
  });

  it('composite IPR: p̄ 5,000, pb 3,600, J 10 → qb 14,000 and AOF 34,000 STB/d (pythonforoilandgas.com Exercise 12.3)', () => {
    const result = vogelIpr({
      reservoir_pressure_psia: 5000,
      bubble_point_psia: 3600,
      test_rate_stb_per_day: 10000,
      test_flowing_bhp_psia: 4000,
      flowing_bhp_psia: 2000,
    });
    expect(result.values.productivity_index.value).toBeCloseTo(10, 12);
    expect(valueOf(result.values.rate_at_bubble_point)).toBeCloseTo(14000, 9);
    expect(result.values.max_rate_aof.value).toBeCloseTo(34000, 9);
    const x = 2000 / 3600;
    expect(valueOf(result.values.rate_at_flowing_bhp)).toBeCloseTo(
      14000 + ((10 * 3600) / 1.8) * (1 - 0.2 * x - 0.8 * x * x),
      9,
    );
    expect(result.notes[0]).toMatch(/Composite IPR/);
  });

  it('derives J from a test below the bubble point and reproduces that test (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          pr: uniform(1000, 8000),
          pbFraction: uniform(0.2, 0.95),
          j: uniform(0.1, 20),
          testFraction: uniform(0, 0.99),
        }),
        ({ pr, pbFraction, j, testFraction }) => {
          const pb = pr * pbFraction;
          const pwf = pr * testFraction;
          const q = compositeIprRate(j, pr, pb, pwf);
          const result = vogelIpr({
            reservoir_pressure_psia: pr,
            bubble_point_psia: pb,
            test_rate_stb_per_day: q,
            test_flowing_bhp_psia: pwf,
          });
          expect(result.values.productivity_index.value).toBeCloseTo(j, 8);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is continuous in rate and slope at the bubble point and decreases with pwf (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ pr: uniform(1000, 8000), pbFraction: uniform(0.2, 0.95), j: uniform(0.1, 20) }),
        ({ pr, pbFraction, j }) => {
          const pb = pr * pbFraction;
          const h = pb * 1e-6;
          const above = compositeIprRate(j, pr, pb, pb + h);
          const below = compositeIprRate(j, pr, pb, pb - h);
          const at = compositeIprRate(j, pr, pb, pb);
          expect((below - at) / h).toBeCloseTo((at - above) / h, 3);
          expect((at - above) / h).toBeCloseTo(j, 6);
          expect(compositeIprRate(j, pr, pb, pb * 0.5)).toBeGreaterThan(at);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('treats a bubble point at or above p̄ as a saturated reservoir', () => {
    const result = vogelIpr({
      reservoir_pressure_psia: 2500,
      bubble_point_psia: 3000,
      test_rate_stb_per_day: 500,
      test_flowing_bhp_psia: 1500,
    });
    expect(Math.abs(result.values.max_rate_aof.value - 844.59)).toBeLessThan(0.005);
    expect(result.assumptions.join(' ')).toMatch(/saturated reservoir/);
  });
});

describe('Darcy radial inflow', () => {
  const ahmed = {
    permeability_md: 120,
    net_pay_ft: 25,
    reservoir_pressure_psia: 2506,
    flowing_bhp_psia: 1800,
    viscosity_cp: 2.5,
    formation_volume_factor_rb_per_stb: 1.25,
    drainage_radius_ft: 745,
    wellbore_radius_ft: 0.25,
  };

  it('matches Ahmed’s steady-state radial flow example: 600 STB/d', () => {
    // Ahmed, Reservoir Engineering Handbook, ch. 6, radial flow of an incompressible fluid:
    // k 0.12 darcy, h 25 ft, pe 2,506 psi, pwf 1,800 psi, μ 2.5 cP, Bo 1.25, re 745 ft,
    // rw 0.25 ft → Q ≈ 600 STB/d. By hand: ln(745/0.25) = ln 2,980 = 7.99967;
    // 0.00708 × 120 × 25 × 706 = 14,995.44; 2.5 × 1.25 × 7.99967 = 24.99897; q = 599.84 STB/d.
    const result = darcyRadialInflow({ ...ahmed, flow_regime: 'steady_state' });
    expect(result.values.oil_rate.value).toBeCloseTo(599.84, 2);
    expect(Math.abs(result.values.oil_rate.value - 600) / 600).toBeLessThan(1e-3);
    // J = 599.84/706 = 0.84964 STB/d/psi; no skin, no skin pressure drop.
    expect(result.values.productivity_index.value).toBeCloseTo(599.84 / 706, 4);
    expect(result.values.skin_pressure_drop_psi.value).toBe(0);
  });

  it('takes the drawdown in place of the two pressures: the rate depends on pe − pwf only', () => {
    // Ahmed's example again with its 706 psi written as the drawdown: 599.84 STB/d.
    const { reservoir_pressure_psia: _pr, flowing_bhp_psia: _pwf, ...rest } = ahmed;
    const result = darcyRadialInflow({ ...rest, drawdown_psi: 706, flow_regime: 'steady_state' });
    expect(result.values.oil_rate.value).toBeCloseTo(599.84, 2);
    expect(result.values.drawdown_psi.value).toBe(706);
    // Neither the pressures nor the drawdown: what is missing is said.
    expect(() => darcyRadialInflow({ ...rest, flow_regime: 'steady_state' })).toThrow(
      /Give the drawdown/,
    );
    // A drawdown that disagrees with the two pressures is refused, never one chosen in silence.
    expect(() =>
      darcyRadialInflow({ ...ahmed, drawdown_psi: 500, flow_regime: 'steady_state' }),
    ).toThrow(/disagrees with/);
  });

  it('Economides et al. Appendix A well, 160-acre spacing: 518 STB/d steady, 569 STB/d pseudo-steady', () => {
    // Economides, Hill, Ehlig-Economides & Zhu, Petroleum Production Systems, 2nd ed., ch. 2,
    // steady-state example on the Appendix A oil well: k 8.2 md, h 53 ft, Bo 1.1, μ 1.7 cP,
    // rw 0.328 ft, re 1,490 ft, pe 5,651 psi, pwf 3,000 psi, s 0 → about 518 STB/d.
    // By hand: ln(1,490/0.328) = 8.421273; 0.00708 × 8.2 × 53 × 2,651 = 8,157.03;
    // 1.7 × 1.1 × 8.421273 = 15.74778 → 517.98 STB/d. Pseudo-steady state (our hand evaluation
    // of the same data): 1.7 × 1.1 × (8.421273 − 0.75) = 14.34528 → 568.62 STB/d.
    const base = {
      permeability_md: 8.2,
      net_pay_ft: 53,
      reservoir_pressure_psia: 5651,
      flowing_bhp_psia: 3000,
      viscosity_cp: 1.7,
      formation_volume_factor_rb_per_stb: 1.1,
      drainage_radius_ft: 1490,
      wellbore_radius_ft: 0.328,
    };
    expect(
      darcyRadialInflow({ ...base, flow_regime: 'steady_state' }).values.oil_rate.value,
    ).toBeCloseTo(517.98, 1);
    const pss = darcyRadialInflow({ ...base, flow_regime: 'pseudo_steady_state' });
    expect(pss.values.oil_rate.value).toBeCloseTo(568.62, 1);
    expect(pss.formula).toContain('ln(re/rw) − 0.75 + s');
  });

  it('a skin of 5 lowers the rate and carries the skin pressure drop', () => {
    // By hand: ln 2,980 + 5 = 12.99967; q = 14,995.44/(3.125 × 12.99967) = 369.12 STB/d;
    // Δps = q·μ·Bo·s/(0.00708·k·h) = 369.12 × 2.5 × 1.25 × 5/21.24 = 271.53 psi.
    const result = darcyRadialInflow({ ...ahmed, flow_regime: 'steady_state', skin: 5 });
    expect(result.values.oil_rate.value).toBeCloseTo(369.12, 1);
    expect(result.values.skin_pressure_drop_psi.value).toBeCloseTo(271.53, 1);
  });

  it('refuses no drawdown, re ≤ rw and a skin that makes the log term negative', () => {
    const ss = { ...ahmed, flow_regime: 'steady_state' as const };
    expect(() => darcyRadialInflow({ ...ss, flowing_bhp_psia: 2506 })).toThrow(OilfieldInputError);
    expect(() => darcyRadialInflow({ ...ss, drainage_radius_ft: 0.25 })).toThrow(
      /drainage_radius_ft/,
    );
    expect(() => darcyRadialInflow({ ...ss, drainage_radius_ft: 3, skin: -8 })).toThrow(/skin/);
    expect(() => darcyRadialInflow({ ...ss, permeability_md: -1 })).toThrow(OilfieldInputError);
    expect(() => darcyRadialInflow({ ...ahmed } as never)).toThrow(/flow_regime/);
  });

  it('is linear in drawdown and k·h, and pseudo-steady state always gives more (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          k: logUniform(0.1, 5000),
          h: uniform(5, 300),
          pr: uniform(1000, 8000),
          fraction: uniform(0.05, 0.95),
          re: uniform(300, 3000),
          skin: uniform(0, 20),
        }),
        ({ k, h, pr, fraction, re, skin }) => {
          const input = {
            permeability_md: k,
            net_pay_ft: h,
            reservoir_pressure_psia: pr,
            flowing_bhp_psia: pr * fraction,
            viscosity_cp: 1,
            formation_volume_factor_rb_per_stb: 1.2,
            drainage_radius_ft: re,
            wellbore_radius_ft: 0.354,
            skin,
          };
          const ss = darcyRadialInflow({ ...input, flow_regime: 'steady_state' });
          const pss = darcyRadialInflow({ ...input, flow_regime: 'pseudo_steady_state' });
          const doubled = darcyRadialInflow({
            ...input,
            permeability_md: 2 * k,
            flow_regime: 'steady_state',
          });
          expect(doubled.values.oil_rate.value / ss.values.oil_rate.value).toBeCloseTo(2, 9);
          expect(pss.values.oil_rate.value).toBeGreaterThan(ss.values.oil_rate.value);
          expect(ss.values.oil_rate.value / ss.values.drawdown_psi.value).toBeCloseTo(
            ss.values.productivity_index.value,
            9,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Fetkovich IPR', () => {
  it('four-point test fit: C 8.6648e-5, n 1.04968, AOF 2,838.02 STB/d (pythonforoilandgas.com Exercise 12.4)', () => {
    // Exercise 12.4 (Chapter 12, Nodal Analysis): p̄ 3,800 psi; 800 STB/d at 3,200, 1,400 at
    // 2,600, 2,000 at 1,900, 2,800 at 1,000 psi; the exercise prints C ≈ 8.6648e-5,
    // n ≈ 1.04968, AOF ≈ 2,838.02 STB/d from numpy.polyfit on log10(p̄² − pwf²), log10 q
    // (checked here by an independent least-squares evaluation in Python: 8.66477e-5, 1.049680,
    // 2,838.016).
    const result = fetkovichIpr({
      reservoir_pressure_psia: 3800,
      tests: [
        { rate_stb_per_day: 800, flowing_bhp_psia: 3200 },
        { rate_stb_per_day: 1400, flowing_bhp_psia: 2600 },
        { rate_stb_per_day: 2000, flowing_bhp_psia: 1900 },
        { rate_stb_per_day: 2800, flowing_bhp_psia: 1000 },
      ],
    });
    expect(result.values.c_coefficient.value / 8.6648e-5).toBeCloseTo(1, 4);
    expect(result.values.n_exponent.value).toBeCloseTo(1.04968, 5);
    expect(result.values.aof.value).toBeCloseTo(2838.02, 1);
    expect(result.values.log_fit_r_squared?.value).toBeGreaterThan(0.98);
    // n slightly above 1 is outside Fetkovich's observed range: flagged, still computed.
    expect(result.warnings.join(' ')).toMatch(/outside 0\.5–1/);
    expect(result.table?.rows[10]?.rate_stb_per_day).toBeCloseTo(result.values.aof.value, 9);
  });

  it('two tests: the line through both (hand evaluation)', () => {
    // By hand: p̄ 2,500 psia; 500 STB/d at 2,000 psia, 800 STB/d at 1,500 psia.
    // Δp1² = 6.25e6 − 4e6 = 2.25e6, Δp2² = 6.25e6 − 2.25e6 = 4e6;
    // n = ln(800/500)/ln(4/2.25) = 0.470004/0.575364 = 0.816880;
    // C = 500/(2.25e6)^0.816880 = 3.23592e-3; AOF = C × 2,500^(2n) = 1,151.91 STB/d;
    // q at 1,000 psia = C × (5.25e6)^n = 998.99 STB/d.
    const result = fetkovichIpr({
      reservoir_pressure_psia: 2500,
      tests: [
        { rate_stb_per_day: 500, flowing_bhp_psia: 2000 },
        { rate_stb_per_day: 800, flowing_bhp_psia: 1500 },
      ],
      flowing_bhp_psia: 1000,
    });
    expect(result.values.n_exponent.value).toBeCloseTo(0.81688, 5);
    expect(result.values.c_coefficient.value).toBeCloseTo(3.23592e-3, 7);
    expect(result.values.aof.value).toBeCloseTo(1151.91, 1);
    expect(result.values.rate_at_flowing_bhp?.value).toBeCloseTo(998.99, 1);
    expect(result.values.log_fit_r_squared).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  it('refuses a test at or above p̄ and tests at one pressure', () => {
    expect(() =>
      fetkovichIpr({
        reservoir_pressure_psia: 2500,
        tests: [
          { rate_stb_per_day: 500, flowing_bhp_psia: 2500 },
          { rate_stb_per_day: 800, flowing_bhp_psia: 1500 },
        ],
      }),
    ).toThrow(/tests\.0\.flowing_bhp_psia/);
    expect(() =>
      fetkovichIpr({
        reservoir_pressure_psia: 2500,
        tests: [
          { rate_stb_per_day: 500, flowing_bhp_psia: 2000 },
          { rate_stb_per_day: 600, flowing_bhp_psia: 2000 },
        ],
      }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      fetkovichIpr({
        reservoir_pressure_psia: 2500,
        tests: [{ rate_stb_per_day: 500, flowing_bhp_psia: 2000 }],
      }),
    ).toThrow(OilfieldInputError);
  });

  it('recovers C and n from tests on an exact curve, and the rate falls as pwf rises (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          pr: uniform(1000, 8000),
          n: uniform(0.5, 1),
          c: logUniform(1e-6, 1e-1),
          f1: uniform(0.05, 0.45),
          f2: uniform(0.55, 0.95),
        }),
        ({ pr, n, c, f1, f2 }) => {
          const at = (pwf: number) => c * (pr ** 2 - pwf ** 2) ** n;
          const result = fetkovichIpr({
            reservoir_pressure_psia: pr,
            tests: [
              { rate_stb_per_day: at(pr * f1), flowing_bhp_psia: pr * f1 },
              { rate_stb_per_day: at(pr * f2), flowing_bhp_psia: pr * f2 },
            ],
            flowing_bhp_psia: pr * 0.5,
          });
          expect(result.values.n_exponent.value).toBeCloseTo(n, 8);
          expect(result.values.c_coefficient.value / c).toBeCloseTo(1, 6);
          expect(result.values.aof.value).toBeGreaterThan(
            result.values.rate_at_flowing_bhp?.value ?? Infinity,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('composite IPR', () => {
  it('Ahmed’s generalized Vogel example, test above pb: J 0.5, qb 435, qmax 1,026.7 STB/d', () => {
    // Ahmed, Reservoir Engineering Handbook, ch. 7 (after Beggs): p̄ 3,000 psi, pb 2,130 psi,
    // test 250 STB/d at 2,500 psi. By hand: J = 250/(3,000 − 2,500) = 0.5 STB/d/psi;
    // qb = 0.5 × 870 = 435 STB/d; qmax = 435 + 0.5 × 2,130/1.8 = 1,026.67 STB/d.
    // At 1,000 psi: x = 0.469484, 1 − 0.2x − 0.8x² = 0.729773, q = 435 + 591.667 × 0.729773
    // = 866.78 STB/d.
    const result = compositeIpr({
      reservoir_pressure_psia: 3000,
      bubble_point_psia: 2130,
      test_rate_stb_per_day: 250,
      test_flowing_bhp_psia: 2500,
      flowing_bhp_psia: 1000,
    });
    expect(result.values.productivity_index.value).toBeCloseTo(0.5, 12);
    expect(result.values.rate_at_bubble_point.value).toBeCloseTo(435, 9);
    expect(result.values.max_rate_aof.value).toBeCloseTo(1026.67, 2);
    expect(result.values.rate_at_flowing_bhp?.value).toBeCloseTo(866.78, 2);
    expect(result.table?.rows).toHaveLength(11);
  });

  it('Ahmed’s example, test below pb (630.44 STB/d at 1,700 psi) gives J ≈ 0.5', () => {
    // Same reservoir; by hand x = 1,700/2,130 = 0.798122, x² = 0.636999,
    // 1 − 0.2x − 0.8x² = 0.330777; J = 630.44/[870 + (2,130/1.8) × 0.330777]
    // = 630.44/1,261.42 = 0.49979 STB/d/psi (Ahmed prints J = 0.5).
    const result = compositeIpr({
      reservoir_pressure_psia: 3000,
      bubble_point_psia: 2130,
      test_rate_stb_per_day: 630.44,
      test_flowing_bhp_psia: 1700,
    });
    expect(result.values.productivity_index.value).toBeCloseTo(0.49979, 4);
    expect(result.assumptions.join(' ')).toMatch(/below the bubble point/);
  });

  it('takes a known J instead of a test, and Vogel alone for a saturated reservoir', () => {
    // pythonforoilandgas.com Exercise 12.3: p̄ 5,000, pb 3,600, J 10 → qb 14,000, AOF 34,000.
    const known = compositeIpr({
      reservoir_pressure_psia: 5000,
      bubble_point_psia: 3600,
      productivity_index: 10,
    });
    expect(known.values.rate_at_bubble_point.value).toBeCloseTo(14000, 9);
    expect(known.values.max_rate_aof.value).toBeCloseTo(34000, 9);
    // Saturated: pb ≥ p̄ → qmax = J·p̄/1.8 = 10 × 2,500/1.8 = 13,888.9 STB/d.
    const saturated = compositeIpr({
      reservoir_pressure_psia: 2500,
      bubble_point_psia: 3000,
      productivity_index: 10,
    });
    expect(saturated.values.max_rate_aof.value).toBeCloseTo(13888.89, 2);
    expect(saturated.values.rate_at_bubble_point.value).toBe(0);
  });

  it('refuses both a test and a J, neither, or half a test', () => {
    const base = { reservoir_pressure_psia: 3000, bubble_point_psia: 2130 };
    expect(() =>
      compositeIpr({
        ...base,
        productivity_index: 0.5,
        test_rate_stb_per_day: 250,
        test_flowing_bhp_psia: 2500,
      }),
    ).toThrow(/not both/);
    expect(() => compositeIpr(base)).toThrow(OilfieldInputError);
    expect(() => compositeIpr({ ...base, test_rate_stb_per_day: 250 })).toThrow(
      /test_flowing_bhp_psia/,
    );
    expect(() =>
      compositeIpr({ ...base, test_rate_stb_per_day: 250, test_flowing_bhp_psia: 3100 }),
    ).toThrow(OilfieldInputError);
  });

  it('agrees with vogel_ipr’s composite form on any test (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          pr: uniform(1000, 8000),
          pbFraction: uniform(0.2, 0.95),
          q: uniform(10, 5000),
          testFraction: uniform(0, 0.99),
        }),
        ({ pr, pbFraction, q, testFraction }) => {
          const common = {
            reservoir_pressure_psia: pr,
            bubble_point_psia: pr * pbFraction,
            test_rate_stb_per_day: q,
            test_flowing_bhp_psia: pr * testFraction,
          };
          const ours = compositeIpr(common);
          const vogel = vogelIpr(common);
          expect(ours.values.max_rate_aof.value).toBeCloseTo(vogel.values.max_rate_aof.value, 6);
          expect(ours.values.productivity_index.value).toBeCloseTo(
            vogel.values.productivity_index.value,
            9,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Fetkovich IPR with a known n', () => {
  it('one test and n: C = q/(p̄² − pwf²)^n, AOF = C·p̄^(2n) (Fetkovich 1973; Ahmed, ch. 7)', () => {
    const result = fetkovichIpr({
      reservoir_pressure_psia: 2500,
      tests: [{ rate_stb_per_day: 500, flowing_bhp_psia: 2000 }],
      n_exponent: 0.85,
      flowing_bhp_psia: 1000,
    });
    // AOF = 500 × (2,500²/(2,500² − 2,000²))^0.85 = 500 × 2.7778^0.85 = 1,191.6 STB/d.
    expect(result.values.aof.value).toBeCloseTo(500 * (6.25e6 / 2.25e6) ** 0.85, 6);
    expect(result.values.n_exponent.value).toBe(0.85);
    expect(result.values.rate_at_flowing_bhp?.value).toBeCloseTo(
      500 * ((6.25e6 - 1e6) / 2.25e6) ** 0.85,
      6,
    );
  });

  it('one test without n cannot define the curve', () => {
    expect(() =>
      fetkovichIpr({
        reservoir_pressure_psia: 2500,
        tests: [{ rate_stb_per_day: 500, flowing_bhp_psia: 2000 }],
      }),
    ).toThrow(OilfieldInputError);
  });
});
