import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { compositeIprRate, productivityIndex, vogelIpr } from './inflow';
import { uniform } from './testing/arbitraries';
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
