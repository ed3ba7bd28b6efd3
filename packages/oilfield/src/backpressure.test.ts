import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { backpressureCoefficients, gasWellBackpressure } from './backpressure';
import { OilfieldInputError } from './errors';
import { uniform } from './testing/arbitraries';
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

  it('two tests: the deliverability line passes through both published tests (shgsousa/pype notebooks/CandN.ipynb; 1e-9)', () => {
    // The published two-test case above, p̄ = 5,300 psia: C = 5.9320019841656e-08,
    // n = 1.252582714576216. Each test rate must come back at its own flowing pressure, and the
    // AOF is C·(p̄² − 14.7²)^n with the published C and n.
    const tests = [
      { rate_mscf_per_day: 84.3255, flowing_bhp_psia: 2794.3 },
      { rate_mscf_per_day: 86.4931, flowing_bhp_psia: 2719.0 },
    ];
    for (const test of tests) {
      const result = gasWellBackpressure({
        reservoir_pressure_psia: 5300,
        tests,
        flowing_bhp_psia: test.flowing_bhp_psia,
      });
      expect(
        relative(valueOf(result.values.rate_at_flowing_bhp), test.rate_mscf_per_day),
      ).toBeLessThan(1e-9);
      expect(
        relative(
          result.values.aof.value,
          5.9320019841656e-8 * (5300 ** 2 - 14.7 ** 2) ** 1.252582714576216,
        ),
      ).toBeLessThan(1e-9);
      expect(result.assumptions).toContain('Two tests: C and n through both points exactly.');
    }
  });

  it('two tests in either order give the same C, n and AOF (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          pr: uniform(500, 10000),
          q1: uniform(10, 50000),
          ratio: uniform(1.1, 5),
          f1: uniform(0.05, 0.45),
          f2: uniform(0.55, 0.95),
        }),
        ({ pr, q1, ratio, f1, f2 }) => {
          const a = { rate_mscf_per_day: q1, flowing_bhp_psia: pr * (1 - f1) };
          const b = { rate_mscf_per_day: q1 * ratio, flowing_bhp_psia: pr * (1 - f2) };
          const forward = gasWellBackpressure({ reservoir_pressure_psia: pr, tests: [a, b] });
          const reverse = gasWellBackpressure({ reservoir_pressure_psia: pr, tests: [b, a] });
          expect(
            relative(reverse.values.n_exponent.value, forward.values.n_exponent.value),
          ).toBeLessThan(1e-9);
          expect(relative(reverse.values.aof.value, forward.values.aof.value)).toBeLessThan(1e-9);
          for (const test of [a, b]) {
            const c = forward.values.c_coefficient.value;
            const n = forward.values.n_exponent.value;
            expect(
              relative(c * (pr ** 2 - test.flowing_bhp_psia ** 2) ** n, test.rate_mscf_per_day),
            ).toBeLessThan(1e-9);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([0.5, 1])('does not flag tests lying exactly on n = %s', (n) => {
    const c = 1e-8;
    const tests = [0.1, 0.4, 0.7].map((f) => {
      const pwf = 1000 * (1 - f);
      return { rate_mscf_per_day: c * (1000 ** 2 - pwf ** 2) ** n, flowing_bhp_psia: pwf };
    });
    const result = gasWellBackpressure({ reservoir_pressure_psia: 1000, tests });
    expect(relative(result.values.n_exponent.value, n)).toBeLessThan(1e-9);
    expect(result.warnings.join(' ')).not.toMatch(/outside the physical range/);
  });

  it('recovers C and n from three or more tests on a deliverability line (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          pr: uniform(1000, 8000),
          // Open at both ends: at n = 0.5 the LIT a is 0, at n = 1 its b is 0, and LIT is not reported.
          n: uniform(0.5, 1).filter((n) => n > 0.5 && n < 1),
          logC: uniform(-8, -1),
          f1: uniform(0.1, 0.3),
          f2: uniform(0.4, 0.6),
          f3: uniform(0.7, 0.95),
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
            relative(
              valueOf(result.values.rate_at_flowing_bhp),
              c * (pr ** 2 - (pr / 2) ** 2) ** n,
            ),
          ).toBeLessThan(1e-7);
          expect(result.warnings).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('recovers the LIT coefficients a and b and their AOF (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          pr: uniform(1000, 8000),
          a: uniform(10, 1000),
          b: uniform(0.001, 1),
          q1: uniform(100, 500),
          q2: uniform(600, 1500),
          q3: uniform(1600, 3000),
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
      ),
      { numRuns: 200 },
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
