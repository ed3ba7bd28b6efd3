import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { arpsRate } from './decline';
import { declineFit, fitArps } from './decline-fit';
import { OilfieldInputError } from './errors';
import { logUniform, standardNormal, uniform } from './testing/arbitraries';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

const series = (p: { qi: number; di: number; b: number }, n: number, dt = 1, start = 1) => {
  const t = Array.from({ length: n }, (_, i) => start + i * dt);
  return { t, q: t.map((ti) => arpsRate(p, ti)) };
};

describe('fitArps on exact data (the pyResToolbox test_dca.py fit cases, tightened)', () => {
  // pyResToolbox tests/test_dca.py fits t = 1…50 with qi = 1000 and these declines; an exact
  // series must come back to within the search tolerance (1e-5 on b).
  it.each([
    { name: 'exponential', p: { qi: 1000, di: 0.05, b: 0 } },
    { name: 'harmonic', p: { qi: 1000, di: 0.05, b: 1 } },
    { name: 'hyperbolic', p: { qi: 1000, di: 0.1, b: 0.5 } },
  ])('recovers the $name decline', ({ p }) => {
    const { t, q } = series(p, 50);
    const fit = fitArps(t, q);
    expect(Math.abs(fit.b - p.b)).toBeLessThan(1e-4);
    expect(relative(fit.qi, p.qi)).toBeLessThan(1e-4);
    expect(relative(fit.di, p.di)).toBeLessThan(1e-4);
    expect(fit.rSquared).toBeGreaterThan(0.999999);
    expect(fit.rmse).toBeLessThan(0.01);
  });

  it('holds b fixed when asked', () => {
    const { t, q } = series({ qi: 500, di: 0.02, b: 0.8 }, 30);
    const fit = fitArps(t, q, { fixedB: 0 });
    expect(fit.b).toBe(0);
    expect(fit.rSquared).toBeLessThan(1);
  });

  it('recovers parameters from noise-free data with either objective (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          qi: logUniform(10, 5000),
          diPerYear: uniform(0.2, 2),
          b: uniform(0, 2),
          objective: fc.constantFrom('log' as const, 'linear' as const),
        }),
        ({ qi, diPerYear, b, objective }) => {
          const p = { qi, di: diPerYear / 365.25, b };
          const { t, q } = series(p, 36, 30.4375, 0);
          const fit = fitArps(t, q, { objective });
          expect(Math.abs(fit.b - b)).toBeLessThan(1e-3);
          expect(relative(fit.qi, qi)).toBeLessThan(1e-4);
          expect(relative(fit.di, p.di)).toBeLessThan(1e-3);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);

  // 48 monthly rates with multiplicative (log-normal) noise. b is the weakly identified parameter,
  // so each tolerance is set from the noise level: at 2 % noise b comes back within ±0.3; at 5 %
  // the check is on what matters for a forecast, qi and the fitted rates.
  it.each([
    { noise: 0.02, bTolerance: 0.3, qiTolerance: 0.05, diTolerance: 0.2, rms: 0.015, worst: 0.05 },
    { noise: 0.05, bTolerance: 0.7, qiTolerance: 0.12, diTolerance: 0.5, rms: 0.04, worst: 0.12 },
  ])(
    'recovers known qi, Di and b from data with $noise log-normal noise (property)',
    ({ noise, bTolerance, qiTolerance, diTolerance, rms, worst }) => {
      fc.assert(
        fc.property(
          fc.record({
            qi: logUniform(50, 5000),
            diPerYear: uniform(0.3, 1.5),
            b: uniform(0, 1.5),
            noise: fc.array(standardNormal, { minLength: 48, maxLength: 48 }),
          }),
          ({ qi, diPerYear, b, noise: draws }) => {
            const p = { qi, di: diPerYear / 365.25, b };
            const t = draws.map((_, m) => m * 30.4375);
            const q = t.map((ti, i) => arpsRate(p, ti) * Math.exp(noise * (draws[i] ?? 0)));
            const fit = fitArps(t, q);
            expect(Math.abs(fit.b - b)).toBeLessThan(bTolerance);
            expect(relative(fit.qi, qi)).toBeLessThan(qiTolerance);
            expect(relative(fit.di, p.di)).toBeLessThan(diTolerance);
            const errors = t.map((ti) => relative(arpsRate(fit, ti), arpsRate(p, ti)));
            const rmsError = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
            expect(rmsError).toBeLessThan(rms);
            expect(Math.max(...errors)).toBeLessThan(worst);
          },
        ),
        // Seeded: with 48 noisy points a rare draw can take b or the rates past these tolerances.
        { numRuns: 20, seed: 20_261_122 },
      );
    },
    60_000,
  );
});

describe('decline_fit calculator', () => {
  it('skips build-up and shut-in months, reports Di per year and fit quality', () => {
    const p = { qi: 800, di: 0.9 / 365.25, b: 0.7 };
    const months = Array.from({ length: 30 }, (_, i) => i);
    const rates = months.map((m) => (m < 2 ? 200 * (m + 1) : arpsRate(p, (m - 2) * 30.4375)));
    rates[10] = 0;
    const result = declineFit({ times: months, time_unit: 'months', rates_per_day: rates });
    expect(result.values.points_used.value).toBe(27);
    expect(result.values.time_origin.value).toBe(2);
    expect(result.values.time_origin.unit).toBe('months');
    expect(relative(result.values.initial_rate_per_day.value, 800)).toBeLessThan(1e-4);
    expect(result.values.initial_rate_per_day.unit).toBe('bbl/d');
    expect(relative(result.values.nominal_decline_pct_per_year.value, 90)).toBeLessThan(1e-3);
    expect(Math.abs(result.values.b_factor.value - 0.7)).toBeLessThan(1e-3);
    expect(result.values.r_squared.value).toBeGreaterThan(0.99999);
    expect(result.warnings.join(' ')).toContain('1 point with zero rate');
    expect(result.assumptions.join(' ')).toContain('2 earlier points of build-up ignored');
    expect(result.table?.rows).toHaveLength(27);
  });

  it('warns when b runs to the edge of its range and when the fit is poor', () => {
    const t = [0, 1, 2, 3, 4, 5, 6, 7];
    const q = [100, 40, 95, 30, 90, 35, 85, 20];
    const result = declineFit({
      times: t,
      time_unit: 'months',
      rates_per_day: q,
      start_at_peak: false,
    });
    expect(result.warnings.join(' ')).toMatch(/Poor fit/);
  });

  it.each([
    [{ rates_per_day: [100, 90, 80] }, /times has 4 values but rates_per_day has 3/],
    [{ rates_per_day: [100, 0, 0, 0] }, /Only 1 usable point/],
    [{ times: [0, 1, 1, 2] }, /times contains 1 months twice/],
    [{ b_min: 1.5, b_max: 1 }, /b_min = 1.5 must not exceed b_max = 1/],
    [{ rates_per_day: [100, -90, 80, 70] }, /rates_per_day\.1 = -90: Too small/],
  ])('refuses %o', (change, message) => {
    const call = () =>
      declineFit({
        times: [0, 1, 2, 3],
        time_unit: 'months',
        rates_per_day: [100, 90, 81, 73],
        ...change,
      });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(message);
  });
});
