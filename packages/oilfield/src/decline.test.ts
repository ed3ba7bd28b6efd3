import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  arpsCumulative,
  arpsDecline,
  arpsRate,
  arpsTimeToRate,
  declineConversion,
  modifiedHyperbolicCumulative,
  modifiedHyperbolicRate,
  modifiedHyperbolicSwitchTime,
  modifiedHyperbolicTimeToRate,
  nominalFromSecantEffective,
  nominalFromTangentEffective,
  secantEffectiveFromNominal,
  tangentEffectiveFromNominal,
} from './decline';
import { OilfieldInputError } from './errors';
import { logUniform, uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('Arps kernels against pyResToolbox pyrestoolbox/tests/test_dca.py (analytic, tol 1e-9)', () => {
  // Source: mwburgoyne/pyResToolbox, tests/test_dca.py, qi = 1000, Di = 0.1, t = 10.
  const cases = [
    { b: 0, q: 367.879441171442, np: 6321.205588285577, eur: 9900 },
    { b: 1, q: 500, np: 6931.471805599453, eur: 46051.70185988091 },
    { b: 0.5, q: 444.4444444444444, np: 6666.666666666667, eur: 18000 },
  ];
  it.each(cases)('b = $b: rate, cumulative and EUR to q_el = 10', ({ b, q, np, eur }) => {
    const p = { qi: 1000, di: 0.1, b };
    expect(relative(arpsRate(p, 10), q)).toBeLessThan(1e-9);
    expect(relative(arpsCumulative(p, 10), np)).toBeLessThan(1e-9);
    expect(relative(arpsCumulative(p, arpsTimeToRate(p, 10)), eur)).toBeLessThan(1e-9);
  });

  it('treats b within 1e-9 of 0 and 1 as exponential and harmonic without losing accuracy', () => {
    expect(relative(arpsCumulative({ qi: 1000, di: 0.1, b: 1e-7 }, 10), 6321.2056)).toBeLessThan(
      1e-6,
    );
    expect(relative(arpsCumulative({ qi: 1000, di: 0.1, b: 0.9999 }, 10), 6931.47)).toBeLessThan(
      1e-3,
    );
  });

  it('keeps full precision for b just above the exponential cut-off', () => {
    const hyperbolic = { qi: 1000, di: 1e-4, b: 2e-9 };
    const exponential = { ...hyperbolic, b: 0 };
    expect(relative(arpsRate(hyperbolic, 0.1), arpsRate(exponential, 0.1))).toBeLessThan(1e-9);
    expect(
      relative(arpsCumulative(hyperbolic, 0.1), arpsCumulative(exponential, 0.1)),
    ).toBeLessThan(1e-9);
    expect(
      relative(arpsTimeToRate(hyperbolic, 999), arpsTimeToRate(exponential, 999)),
    ).toBeLessThan(1e-9);
    expect(relative(nominalFromSecantEffective(0.3, 2e-9), -Math.log(0.7))).toBeLessThan(1e-9);
    expect(relative(secantEffectiveFromNominal(0.4, 2e-9), -Math.expm1(-0.4))).toBeLessThan(1e-9);
  });
});

describe('modified hyperbolic against the pyResToolbox _MH_CASE vector (tol 1e-6)', () => {
  // Source: pyResToolbox tests, _MH_CASE: qi = 1000, Di = 0.005/d, b = 2, Dterm = 0.0005/d.
  const p = { qi: 1000, di: 0.005, b: 2, dterm: 0.0005 };
  it('switch time, switch rate, cumulative at the switch, late rate and EUR', () => {
    expect(relative(modifiedHyperbolicSwitchTime(p), 900)).toBeLessThan(1e-12);
    expect(relative(modifiedHyperbolicRate(p, 900), 316.228)).toBeLessThan(1e-6);
    expect(relative(modifiedHyperbolicCumulative(p, 900), 432455.5)).toBeLessThan(1e-6);
    expect(relative(modifiedHyperbolicRate(p, 2000), 182.448)).toBeLessThan(1e-5);
    const tEl = modifiedHyperbolicTimeToRate(p, 5);
    expect(relative(modifiedHyperbolicCumulative(p, tEl), 1054911.1)).toBeLessThan(1e-6);
  });
});

describe('decline conversions (SPEE Monograph 4 definitions)', () => {
  it('converts a 65 %/yr secant-effective decline with b = 0.9 to nominal and back', () => {
    // Di = [(1 − 0.65)^(−0.9) − 1]/0.9
    const expected = ((1 - 0.65) ** -0.9 - 1) / 0.9;
    expect(relative(nominalFromSecantEffective(0.65, 0.9), expected)).toBeLessThan(1e-12);
    expect(secantEffectiveFromNominal(expected, 0.9)).toBeCloseTo(0.65, 12);
  });

  it('gives the textbook exponential pair: 1 − e^(−1) = 63.212 % tangent effective', () => {
    expect(tangentEffectiveFromNominal(1)).toBeCloseTo(0.6321205588, 10);
    expect(nominalFromTangentEffective(0.6321205588285577)).toBeCloseTo(1, 12);
  });

  it('is the same for secant and tangent forms when b = 0', () => {
    expect(secantEffectiveFromNominal(0.4, 0)).toBeCloseTo(tangentEffectiveFromNominal(0.4), 14);
  });

  it('reports all forms from the decline_conversion calculator', () => {
    const result = declineConversion({
      decline_pct_per_year: 30,
      decline_type: 'effective_tangent',
    });
    expect(result.values.nominal_pct_per_year.value).toBeCloseTo(35.6675, 4);
    expect(result.values.nominal_pct_per_year.unit).toBe('%/yr');
    expect(result.values.nominal_pct_per_month.value).toBeCloseTo(35.6675 / 12, 4);
    expect(result.values.nominal_per_day.value).toBeCloseTo(0.356675 / 365.25, 8);
    expect(result.values.secant_effective_pct_per_year.value).toBeCloseTo(30, 10);
  });

  it('round-trips nominal ↔ secant effective for any b in [0, 2] (property)', () => {
    fc.assert(
      fc.property(fc.record({ d: logUniform(0.01, 20), b: uniform(0, 2) }), ({ d, b }) => {
        const des = secantEffectiveFromNominal(d, b);
        expect(des).toBeGreaterThan(0);
        expect(des).toBeLessThan(1);
        expect(relative(nominalFromSecantEffective(des, b), d)).toBeLessThan(1e-8);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips nominal ↔ tangent effective (property)', () => {
    fc.assert(
      fc.property(logUniform(1e-4, 10), (d) => {
        expect(
          relative(nominalFromTangentEffective(tangentEffectiveFromNominal(d)), d),
        ).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
  });
});

describe('Arps identities (properties)', () => {
  const arps = fc.record({ qi: logUniform(1, 1e5), di: logUniform(1e-4, 1), b: uniform(0, 1.5) });

  it('the rate at the EUR time equals the economic limit', () => {
    fc.assert(
      fc.property(fc.record({ p: arps, fraction: logUniform(1e-4, 0.9) }), ({ p, fraction }) => {
        const qel = p.qi * fraction;
        const t = arpsTimeToRate(p, qel);
        expect(relative(arpsRate(p, t), qel)).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('the cumulative is the integral of the rate (Simpson, 2,000 intervals)', () => {
    fc.assert(
      fc.property(fc.record({ p: arps, horizon: logUniform(0.1, 50) }), ({ p, horizon }) => {
        const t = horizon / p.di;
        const n = 2000;
        const h = t / n;
        let sum = arpsRate(p, 0) + arpsRate(p, t);
        for (let i = 1; i < n; i += 1) sum += (i % 2 === 0 ? 2 : 4) * arpsRate(p, i * h);
        expect(relative(arpsCumulative(p, t), (sum * h) / 3)).toBeLessThan(1e-6);
      }),
      { numRuns: 100 },
    );
  });

  it('the cumulative is additive: Np(t1 + t2) = Np(t1) + Np of the continued decline', () => {
    fc.assert(
      fc.property(
        fc.record({ p: arps, t1: logUniform(0.1, 100), t2: logUniform(0.1, 100) }),
        (c) => {
          const { p, t1, t2 } = c;
          const q1 = arpsRate(p, t1);
          const d1 = p.di / (1 + p.b * p.di * t1);
          const continued = arpsCumulative({ qi: q1, di: d1, b: p.b }, t2);
          expect(
            relative(arpsCumulative(p, t1 + t2), arpsCumulative(p, t1) + continued),
          ).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the modified hyperbolic is continuous at the switch and never above the Arps rate', () => {
    fc.assert(
      fc.property(
        fc.record({ p: arps, ratio: uniform(0.02, 0.9), after: uniform(0, 5) }),
        ({ p, ratio, after }) => {
          const mh = { ...p, b: Math.max(p.b, 0.05), dterm: p.di * ratio };
          const tsw = modifiedHyperbolicSwitchTime(mh);
          expect(
            relative(modifiedHyperbolicRate(mh, tsw * (1 + 1e-12)), arpsRate(mh, tsw)),
          ).toBeLessThan(1e-9);
          const t = tsw * (1 + after);
          expect(modifiedHyperbolicRate(mh, t)).toBeLessThanOrEqual(arpsRate(mh, t) * (1 + 1e-12));
          const q = modifiedHyperbolicRate(mh, t);
          expect(relative(modifiedHyperbolicTimeToRate(mh, q), t)).toBeLessThan(1e-8);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('arps_decline calculator', () => {
  it('answers "EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd"', () => {
    const result = arpsDecline({
      initial_rate_per_day: 850,
      initial_decline_pct_per_year: 65,
      decline_type: 'effective_secant',
      b_factor: 0.9,
      economic_limit_per_day: 10,
    });
    // Closed form (Arps 1945): Di = [(1 − 0.65)^(−0.9) − 1]/0.9 per year,
    // t_el = ((qi/q_el)^b − 1)/(b·Di), Np = qi/((1 − b)·Di)·[1 − (q_el/qi)^(1−b)], in days.
    const di = ((1 - 0.65) ** -0.9 - 1) / 0.9 / 365.25;
    const tEl = ((850 / 10) ** 0.9 - 1) / (0.9 * di);
    const eur = (850 / (0.1 * di)) * (1 - (10 / 850) ** 0.1);
    expect(relative(valueOf(result.values.eur), eur)).toBeLessThan(1e-9);
    expect(result.values.eur?.unit).toBe('bbl');
    expect(
      relative(valueOf(result.values.time_to_economic_limit_months), tEl / 30.4375),
    ).toBeLessThan(1e-9);
    expect(result.values.secant_effective_decline_pct_per_year.value).toBeCloseTo(65, 9);
    expect(result.formula).toContain('Di = [(1 − Des)^(−b) − 1]/b');
    expect(result.assumptions.join(' ')).toContain('365.25');
    expect(result.table?.rows.length).toBeGreaterThan(1);
    // The table ends at the economic limit, with its time, its rate (q_el) and the EUR.
    const rows = result.table?.rows ?? [];
    const last = rows.at(-1);
    expect(last?.year ?? 0).toBeCloseTo(tEl / 365.25, 9);
    expect(last?.rate_end_of_year ?? 0).toBeCloseTo(10, 6);
    expect(relative(last?.cumulative ?? 0, eur)).toBeLessThan(1e-9);
    expect(rows.every((row) => (row.rate_end_of_year ?? 0) >= 10 - 1e-6)).toBe(true);
    expect(rows.slice(0, -1).map((row) => row.year)).toEqual(
      Array.from({ length: rows.length - 1 }, (_, index) => index + 1),
    );
  });

  it('reports rate and cumulative at a time, and adds cumulative to date to the EUR', () => {
    const result = arpsDecline({
      initial_rate_per_day: 1000,
      volume_unit: 'Mscf',
      initial_decline_pct_per_year: 36.525,
      decline_type: 'nominal',
      b_factor: 0,
      time_months: 12,
      economic_limit_per_day: 10,
      cumulative_to_date: 5000,
    });
    // Nominal 36.525 %/yr = 0.001 per day; 12 months = 365.25 days.
    expect(valueOf(result.values.rate_at_time)).toBeCloseTo(1000 * Math.exp(-0.36525), 9);
    expect(result.values.rate_at_time?.unit).toBe('Mscf/d');
    expect(valueOf(result.values.eur)).toBeCloseTo(990 / 0.001 + 5000, 6);
    expect(valueOf(result.values.remaining_reserves)).toBeCloseTo(990_000, 6);
    // Exponential cumulative (qi − q)/D over the year, plus what was produced before it.
    const cumulative = (1000 - 1000 * Math.exp(-0.36525)) / 0.001;
    expect(valueOf(result.values.cumulative_at_time)).toBeCloseTo(cumulative, 6);
    expect(valueOf(result.values.total_cumulative_at_time)).toBeCloseTo(cumulative + 5000, 6);
  });

  it('gives no total cumulative without a cumulative to date', () => {
    const result = arpsDecline({
      initial_rate_per_day: 500,
      initial_decline_pct_per_year: 60,
      decline_type: 'effective_secant',
      b_factor: 1,
      time_months: 60,
    });
    // Harmonic: Di = De/(1 − De) = 1.5/yr; Np = qi/Di × ln(1 + Di·t) (Arps 1945).
    expect(valueOf(result.values.cumulative_at_time)).toBeCloseTo(
      ((500 * 365.25) / 1.5) * Math.log(1 + 1.5 * 5),
      3,
    );
    expect(result.values.total_cumulative_at_time).toBeUndefined();
  });

  it('reports the nominal decline at a time, D(t) = Di/(1 + b·Di·t)', () => {
    const result = arpsDecline({
      initial_rate_per_day: 500,
      initial_decline_pct_per_year: 80,
      decline_type: 'nominal',
      b_factor: 0.5,
      time_months: 24,
    });
    expect(valueOf(result.values.decline_at_time_nominal_pct_per_year)).toBeCloseTo(
      80 / (1 + 0.5 * 0.8 * 2),
      9,
    );
    expect(result.notes.join(' ')).not.toMatch(/terminal decline of 5–10/);
  });

  it('uses the modified hyperbolic with a terminal decline and needs one when b > 1', () => {
    expect(() =>
      arpsDecline({
        initial_rate_per_day: 1000,
        initial_decline_pct_per_year: 80,
        decline_type: 'effective_secant',
        b_factor: 1.5,
        economic_limit_per_day: 5,
      }),
    ).toThrow(/terminal_decline_pct_per_year/);
    const result = arpsDecline({
      initial_rate_per_day: 1000,
      initial_decline_pct_per_year: 80,
      decline_type: 'effective_secant',
      b_factor: 1.5,
      terminal_decline_pct_per_year: 8,
      economic_limit_per_day: 5,
    });
    const di = ((1 - 0.8) ** -1.5 - 1) / 1.5 / 365.25;
    const dterm = -Math.log(1 - 0.08) / 365.25;
    const p = { qi: 1000, di, b: 1.5, dterm };
    expect(
      relative(
        valueOf(result.values.eur),
        modifiedHyperbolicCumulative(p, modifiedHyperbolicTimeToRate(p, 5)),
      ),
    ).toBeLessThan(1e-12);
    expect(valueOf(result.values.switch_time_months)).toBeCloseTo(
      modifiedHyperbolicSwitchTime(p) / 30.4375,
      9,
    );
    expect(result.formula).toContain('t_sw = (1/Dterm − 1/Di)/b');
  });

  it.each([
    [{ economic_limit_per_day: 2000 }, /economic_limit_per_day = 2,000 must be below/],
    [{ initial_decline_pct_per_year: 120 }, /initial_decline_pct_per_year = 120 %\/yr is outside/],
    [
      { terminal_decline_pct_per_year: 80 },
      /terminal_decline_pct_per_year = 80 %\/yr .* must be below/,
    ],
    [{ b_factor: 2.5 }, /b_factor = 2\.5: Too big/],
    [{ economic_limit_per_day: undefined }, /Give time_months/],
  ])('refuses %o with a message naming the input', (change, message) => {
    const call = () =>
      arpsDecline({
        initial_rate_per_day: 1000,
        initial_decline_pct_per_year: 60,
        decline_type: 'effective_secant',
        b_factor: 0.8,
        economic_limit_per_day: 10,
        ...change,
      });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(message);
  });
});
