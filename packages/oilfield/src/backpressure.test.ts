import { describe, expect, it } from 'vitest';

import { backpressureCoefficients, gasWellBackpressure } from './backpressure';
import { OilfieldInputError } from './errors';
import { checkProperty, float, record } from './testing/property';
import { valueOf } from './testing/values';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('gas-well backpressure (Rawlins–Schellhardt)', () => {
  it('two tests → C = 5.9320019841656e-08, n = 1.252582714576216 (shgsousa/pype notebooks/CandN.ipynb; 1e-9), flagged n > 1', () => {
    const result = gasWellBackpressure({
      reservoir_pressure_psia: 5300,
      tests: [
        { rate_mscf_per_day: 84.3255, flowing_bhp_psia: 2794.3 },
        { rate_mscf_per_day: 86.4931, flowing_bhp_psia: 2719.0 },
      ],
    });
    expect(relative(result.values.c_coefficient.value, 5.9320019841656e-8)).toBeLessThan(1e-9);
    expect(relative(result.values.n_exponent.value, 1.252582714576216)).toBeLessThan(1e-9);
    expect(result.warnings[0]).toMatch(/n = 1.253 is outside the physical range 0.5/);
    expect(result.values.aof.value).toBeCloseTo(
      5.9320019841656e-8 * (5300 ** 2 - 14.7 ** 2) ** 1.252582714576216,
      6,
    );
  });

  it('recovers C and n from three or more tests on a deliverability line (property)', () => {
    checkProperty(
      record({
        pr: float(1000, 8000),
        n: float(0.5, 1),
        logC: float(-8, -1),
        f1: float(0.1, 0.3),
        f2: float(0.4, 0.6),
        f3: float(0.7, 0.95),
      }),
      ({ pr, n, logC, f1, f2, f3 }) => {
        const c = 10 ** logC;
        const tests = [f1, f2, f3].map((f) => {
          const pwf = pr * (1 - f);
          return { rate_mscf_per_day: c * (pr ** 2 - pwf ** 2) ** n, flowing_bhp_psia: pwf };
        });
        const result = gasWellBackpressure({
          reservoir_pressure_psia: pr,
          tests,
          flowing_bhp_psia: pr / 2,
        });
        expect(relative(result.values.n_exponent.value, n)).toBeLessThan(1e-9);
        expect(relative(result.values.c_coefficient.value, c)).toBeLessThan(1e-7);
        expect(valueOf(result.values.log_fit_r_squared)).toBeCloseTo(1, 9);
        expect(
          relative(valueOf(result.values.rate_at_flowing_bhp), c * (pr ** 2 - (pr / 2) ** 2) ** n),
        ).toBeLessThan(1e-7);
        expect(result.warnings).toEqual([]);
      },
    );
  });

  it('recovers the LIT coefficients a and b and their AOF (property)', () => {
    checkProperty(
      record({
        pr: float(1000, 8000),
        a: float(10, 1000),
        b: float(0.001, 1),
        q1: float(100, 500),
        q2: float(600, 1500),
        q3: float(1600, 3000),
      }),
      ({ pr, a, b, q1, q2, q3 }) => {
        const tests = [q1, q2, q3]
          .map((q) => ({ q, dp2: a * q + b * q * q }))
          .filter((t) => t.dp2 < pr ** 2 * 0.99)
          .map((t) => ({ rate_mscf_per_day: t.q, flowing_bhp_psia: Math.sqrt(pr ** 2 - t.dp2) }));
        if (tests.length < 2) return;
        const result = gasWellBackpressure({ reservoir_pressure_psia: pr, tests });
        expect(relative(valueOf(result.values.lit_a), a)).toBeLessThan(1e-6);
        expect(relative(valueOf(result.values.lit_b), b)).toBeLessThan(1e-6);
        const aofDp2 = pr ** 2 - 14.7 ** 2;
        const aof = valueOf(result.values.aof_lit);
        expect(relative(a * aof + b * aof * aof, aofDp2)).toBeLessThan(1e-9);
      },
    );
  });

  it('refuses tests at the reservoir pressure and identical tests', () => {
    expect(() =>
      gasWellBackpressure({
        reservoir_pressure_psia: 2000,
        tests: [
          { rate_mscf_per_day: 100, flowing_bhp_psia: 2100 },
          { rate_mscf_per_day: 200, flowing_bhp_psia: 1500 },
        ],
      }),
    ).toThrow(/tests.0.flowing_bhp_psia = 2,100 must be below/);
    const same = () =>
      gasWellBackpressure({
        reservoir_pressure_psia: 2000,
        tests: [
          { rate_mscf_per_day: 100, flowing_bhp_psia: 1500 },
          { rate_mscf_per_day: 110, flowing_bhp_psia: 1500 },
        ],
      });
    expect(same).toThrow(OilfieldInputError);
    expect(same).toThrow(/two different flowing bottom-hole pressures/);
    expect(() =>
      gasWellBackpressure({
        reservoir_pressure_psia: 2000,
        tests: [{ rate_mscf_per_day: 100, flowing_bhp_psia: 1500 }],
      }),
    ).toThrow(/tests = .*Too small/);
  });

  it('uses the two-point formula for n exactly', () => {
    const { n } = backpressureCoefficients(3000, [
      { rate: 1000, pwf: 2500 },
      { rate: 1800, pwf: 1500 },
    ]);
    expect(n).toBeCloseTo(
      Math.log(1000 / 1800) / Math.log((3000 ** 2 - 2500 ** 2) / (3000 ** 2 - 1500 ** 2)),
      12,
    );
  });
});
