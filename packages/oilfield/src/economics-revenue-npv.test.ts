import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { declineNpv, payout, revenueDistribution, wellEconomics } from './economics';
import { OilfieldInputError } from './errors';
import { uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

/*
 * Revenue distribution, the stepped payout schedule and the NPV of a decline. No published worked
 * example with these exact inputs was recalled with certainty, so each expected value is the
 * textbook arithmetic (lease-interest arithmetic as in Mian, Project Economics and Decision
 * Analysis Vol. 1, 2002; Arps 1945 exponential decline; a geometric series for the discounting)
 * worked by hand in the comment, never taken from the calculator's output.
 */

describe('revenue distribution for one month', () => {
  it('3,000 bbl at $70 and 6,000 Mcf at $3, 20 % royalty, 2 % ORRI, 75 % WI, 4.6 % severance', () => {
    // By hand: gross = 3,000 × 70 + 6,000 × 3 = 210,000 + 18,000 = 228,000
    // royalty = 0.20 × 228,000 = 45,600; ORRI = 0.02 × 228,000 = 4,560
    // 8/8ths to the working interests = 228,000 − 45,600 − 4,560 = 177,840
    // owner's share = 0.75 × 177,840 = 133,380 (NRI = 0.75 × 0.78 = 58.5 %)
    // severance = 0.046 × 133,380 = 6,135.48; net = 133,380 − 6,135.48 = 127,244.52
    const r = revenueDistribution({
      oil_volume_bbl: 3000,
      oil_price_usd_per_bbl: 70,
      gas_volume_mcf: 6000,
      gas_price_usd_per_mcf: 3,
      royalty_pct: 20,
      orri_pct: 2,
      working_interest_pct: 75,
      severance_tax_pct: 4.6,
    });
    expect(r.values.gross_revenue_usd.value).toBeCloseTo(228000, 6);
    expect(r.values.royalty_usd.value).toBeCloseTo(45600, 6);
    expect(r.values.orri_usd.value).toBeCloseTo(4560, 6);
    expect(r.values.working_interest_revenue_usd.value).toBeCloseTo(177840, 6);
    expect(r.values.owner_revenue_usd.value).toBeCloseTo(133380, 6);
    expect(r.values.nri_pct.value).toBeCloseTo(58.5, 10);
    expect(r.values.severance_tax_usd.value).toBeCloseTo(6135.48, 6);
    expect(r.values.net_revenue_usd.value).toBeCloseTo(127244.52, 6);
    expect(r.formula).toContain('$228,000');
  });

  it('taxes gas at its own rate when given (Texas 4.6 % oil, 7.5 % gas)', () => {
    // By hand: severance = 0.585 × (210,000 × 0.046 + 18,000 × 0.075) = 0.585 × 11,010 = 6,440.85
    // net = 133,380 − 6,440.85 = 126,939.15
    const r = revenueDistribution({
      oil_volume_bbl: 3000,
      oil_price_usd_per_bbl: 70,
      gas_volume_mcf: 6000,
      gas_price_usd_per_mcf: 3,
      royalty_pct: 20,
      orri_pct: 2,
      working_interest_pct: 75,
      severance_tax_pct: 4.6,
      gas_severance_tax_pct: 7.5,
    });
    expect(r.values.severance_tax_usd.value).toBeCloseTo(6440.85, 6);
    expect(r.values.net_revenue_usd.value).toBeCloseTo(126939.15, 6);
  });

  it('takes the gross revenue as given when no volumes are', () => {
    // By hand: 8/8ths = 310,000 × (1 − 0.20 − 0.03) = 238,700; share = 0.625 × 238,700 =
    // 149,187.50; severance = 0.046 × 149,187.50 = 6,862.625; net = 142,324.875.
    const r = revenueDistribution({
      gross_revenue_usd: 310000,
      royalty_pct: 20,
      orri_pct: 3,
      working_interest_pct: 62.5,
      severance_tax_pct: 4.6,
    });
    expect(r.values.gross_revenue_usd.value).toBeCloseTo(310000, 6);
    expect(r.values.owner_revenue_usd.value).toBeCloseTo(149187.5, 6);
    expect(r.values.net_revenue_usd.value).toBeCloseTo(142324.875, 6);
    expect(r.formula).toContain('(as given)');
    expect(() =>
      revenueDistribution({
        gross_revenue_usd: 310000,
        oil_volume_bbl: 3000,
        oil_price_usd_per_bbl: 70,
        royalty_pct: 20,
        working_interest_pct: 62.5,
      }),
    ).toThrow(/either the gross revenue or the volumes/);
  });

  it('refuses burdens of 100 % or more and a month with no revenue', () => {
    expect(() =>
      revenueDistribution({
        oil_volume_bbl: 1,
        oil_price_usd_per_bbl: 1,
        royalty_pct: 90,
        orri_pct: 10,
      }),
    ).toThrow(OilfieldInputError);
    expect(() => revenueDistribution({ royalty_pct: 20 })).toThrow(/gross revenue is zero/);
    expect(() =>
      revenueDistribution({
        oil_volume_bbl: 1,
        oil_price_usd_per_bbl: 1,
        royalty_pct: 20,
        working_interest_pct: 0,
      }),
    ).toThrow(OilfieldInputError);
  });

  it('the lines add up: royalty + ORRI + other owners + severance + net = gross (property)', () => {
    fc.assert(
      fc.property(
        uniform(0, 1e5),
        uniform(1, 150),
        uniform(0, 1e6),
        uniform(0, 10),
        uniform(0, 40),
        uniform(0, 10),
        uniform(1, 100),
        uniform(0, 15),
        (bbl, po, mcf, pg, royalty, orri, wi, sev) => {
          fc.pre(bbl * po + mcf * pg > 1);
          const r = revenueDistribution({
            oil_volume_bbl: bbl,
            oil_price_usd_per_bbl: po,
            gas_volume_mcf: mcf,
            gas_price_usd_per_mcf: pg,
            royalty_pct: royalty,
            orri_pct: orri,
            working_interest_pct: wi,
            severance_tax_pct: sev,
          });
          const v = r.values;
          const others = v.working_interest_revenue_usd.value - v.owner_revenue_usd.value;
          const total =
            v.royalty_usd.value +
            v.orri_usd.value +
            others +
            v.severance_tax_usd.value +
            v.net_revenue_usd.value;
          expect(Math.abs(total - v.gross_revenue_usd.value)).toBeLessThan(
            1e-9 * v.gross_revenue_usd.value,
          );
          expect(v.net_revenue_usd.value).toBeLessThanOrEqual(v.owner_revenue_usd.value);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('payout from a stepped schedule', () => {
  it('$4 MM capex, $250k/month for 12 months, then $150k/month: 18.667 months', () => {
    // By hand: after 12 months the cumulative is −4,000,000 + 12 × 250,000 = −1,000,000;
    // then 1,000,000/150,000 = 6.6667 months more: payout = 18.6667 months = 1.5556 years.
    const r = payout({ capex_usd: 4e6, step_cash_flows_usd: [250000, 150000], step_periods: [12] });
    expect(valueOf(r.values.payout_periods)).toBeCloseTo(12 + 20 / 3, 10);
    expect(valueOf(r.values.payout_years)).toBeCloseTo((12 + 20 / 3) / 12, 10);
    expect(r.assumptions[0]).toMatch(
      /\$250,000\/month for 12 months, then \$150,000\/month thereafter/,
    );
  });

  it('gives the same payout as the flows written out (property)', () => {
    fc.assert(
      fc.property(
        uniform(1e5, 1e7),
        uniform(1e4, 1e6),
        uniform(1e4, 1e6),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 1, max: 60 }),
        (capex, first, second, n1, n2) => {
          const stepped = payout({
            capex_usd: capex,
            step_cash_flows_usd: [first, second],
            step_periods: [n1, n2],
          });
          const listed = payout({
            cash_flows_usd: [
              -capex,
              ...Array<number>(n1).fill(first),
              ...Array<number>(n2).fill(second),
            ],
          });
          expect(stepped.values.payout_periods?.value).toBe(listed.values.payout_periods?.value);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reports no payout when the schedule ends first, and refuses a schedule that does not fit', () => {
    // By hand: 12 × 250,000 + 12 × 150,000 = 4.8 MM < 10 MM.
    const none = payout({
      capex_usd: 1e7,
      step_cash_flows_usd: [250000, 150000],
      step_periods: [12, 12],
    });
    expect(none.values.payout_periods).toBeUndefined();
    expect(none.warnings[0]).toMatch(/never reaches zero/);
    expect(() =>
      payout({ capex_usd: 1e6, step_cash_flows_usd: [1, 2, 3], step_periods: [12] }),
    ).toThrow(/step_periods has 1 entries for 3 steps/);
    expect(() => payout({ step_cash_flows_usd: [250000] })).toThrow(/capex_usd = missing/);
    expect(() =>
      payout({ cash_flows_usd: [-1, 2], capex_usd: 1, step_cash_flows_usd: [1] }),
    ).toThrow(/not both/);
    expect(() => payout({})).toThrow(/cash_flows_usd = missing/);
  });
});

describe('NPV of a well from its decline', () => {
  // Exponential decline, qi 100 bbl/d, nominal 12 %/yr: d = 0.12/365.25 per day and, over a month of
  // 30.4375 d, d·Δ = 0.01. Month m produces Q_m = (qi/d)(1 − e^(−0.01))·e^(−0.01(m−1))
  // = 304,375 × 0.0099501663 × g^(m−1) = 3,028.5819 × g^(m−1), g = e^(−0.01).
  // With NRI 80 %, $50/bbl, no tax or LOE: CF_m = c·g^(m−1), c = 0.8 × 50 × 3,028.5819 = 121,143.274.
  // Discounted at the end of month m with v = 1.1^(−1/12):
  // NPV = −1,000,000 + c·v·(1 − (g·v)^120)/(1 − g·v) = 4,973,771.05 over 120 months.
  const base = {
    initial_rate_bbl_per_day: 100,
    initial_decline_pct_per_year: 12,
    decline_type: 'nominal' as const,
    b_factor: 0,
    oil_price_usd_per_bbl: 50,
    royalty_pct: 20,
    capex_usd: 1e6,
  };

  it('PV10 of an exponential decline equals the geometric series worked by hand', () => {
    const r = declineNpv({ ...base, max_months: 120 });
    expect(r.values.npv_usd.value).toBeCloseTo(4973771.051, 2);
    expect(r.values.nri_pct.value).toBeCloseTo(80, 12);
    expect(r.values.monthly_discount_rate_pct.value).toBeCloseTo((1.1 ** (1 / 12) - 1) * 100, 12);
    expect(r.table?.rows[0]?.oil_bbl).toBeCloseTo(3028.58185, 4);
    // Payout by hand: the first k with c(1 − g^k)/(1 − g) ≥ 10^6 is k = 9; interpolated 8.5718 months.
    expect(valueOf(r.values.payout_months)).toBeCloseTo(8.571777668, 6);
    expect(r.warnings.join(' ')).toMatch(/without an economic limit/);
  });

  it('stops at the economic limit: 10 bbl/d after ln(10)/0.12 years with (qi − q_el)/d barrels', () => {
    // By hand: t = ln(100/10)/0.12 yr = 19.188 yr = 230.2585 months; Np = 90 × 365.25/0.12 = 273,937.5 bbl.
    const r = declineNpv({ ...base, economic_limit_bbl_per_day: 10 });
    expect(r.values.gross_oil_bbl.value).toBeCloseTo(273937.5, 4);
    expect(r.values.economic_life_months.value).toBe(231);
    expect(r.notes.join(' ')).toMatch(/economic limit of 10 bbl\/d after 230\.26 months/);
  });

  it('reads an effective secant decline: Di 50 %/yr, b 0.5 gives 25,827.1 bbl in the first year', () => {
    // By hand: Di nominal = ((1 − 0.5)^(−0.5) − 1)/0.5 = 0.828427/yr;
    // Np(1 yr) = qi·365.25/((1 − b)·Di)·(1 − (1/2)^(0.5)) = 36,525/0.4142136 × 0.2928932 = 25,827.08 bbl.
    const r = declineNpv({
      ...base,
      initial_decline_pct_per_year: 50,
      decline_type: 'effective_secant',
      b_factor: 0.5,
      max_months: 24,
    });
    const firstYear = (r.table?.rows ?? [])
      .slice(0, 12)
      .reduce((s, row) => s + (row.oil_bbl ?? 0), 0);
    expect(firstYear).toBeCloseTo(25827.075, 2);
    expect(r.assumptions[0]).toMatch(/effective secant \(nominal 82\.843 %\/yr\)/);
  });

  it('agrees with well_economics on the same oil-only cash flow', () => {
    const input = {
      initial_rate_bbl_per_day: 400,
      initial_decline_pct_per_year: 65,
      b_factor: 0.9,
      oil_price_usd_per_bbl: 70,
      royalty_pct: 20,
      severance_tax_pct: 4.6,
      loe_usd_per_month: 6000,
      capex_usd: 5e6,
    };
    const ours = declineNpv({ ...input, max_months: 360 });
    const theirs = wellEconomics({
      oil_decline: {
        initial_rate_bbl_per_day: 400,
        initial_decline_pct_per_year: 65,
        decline_type: 'effective_secant',
        b_factor: 0.9,
      },
      forecast_months: 360,
      oil_price_usd_per_bbl: 70,
      royalty_pct: 20,
      oil_severance_pct: 4.6,
      include_texas_fees: false,
      fixed_opex_usd_per_month: 6000,
      capex_usd: 5e6,
    });
    expect(ours.values.npv_usd.value).toBeCloseTo(theirs.values.npv_usd.value, 4);
    expect(valueOf(ours.values.irr_annual_pct)).toBeCloseTo(
      valueOf(theirs.values.irr_annual_pct),
      6,
    );
    expect(valueOf(ours.values.payout_months)).toBeCloseTo(valueOf(theirs.values.payout_months), 8);
    expect(ours.values.economic_life_months.value).toBe(theirs.values.economic_life_months.value);
  });

  it('refuses what it cannot compute', () => {
    const { royalty_pct: _royalty, ...noInterest } = base;
    expect(() => declineNpv(noInterest)).toThrow(/royalty_pct = missing/);
    expect(() => declineNpv({ ...base, net_revenue_interest_pct: 80 })).toThrow(/not both/);
    expect(() => declineNpv({ ...base, b_factor: 1.2 })).toThrow(
      /terminal_decline_pct_per_year = missing/,
    );
    expect(() => declineNpv({ ...base, economic_limit_bbl_per_day: 150 })).toThrow(
      /uneconomic from the start/,
    );
    expect(() =>
      declineNpv({ ...base, decline_type: 'effective_secant', initial_decline_pct_per_year: 120 }),
    ).toThrow(OilfieldInputError);
    expect(() => declineNpv({ ...base, b_factor: 2.5 })).toThrow(OilfieldInputError);
  });

  it('NPV falls as the discount rate rises and rises with the price (property)', () => {
    fc.assert(
      fc.property(
        uniform(0, 40),
        uniform(0.1, 20),
        uniform(20, 120),
        uniform(1, 30),
        (i, di, price, dp) => {
          const at = (rate: number, p: number) =>
            declineNpv({
              ...base,
              initial_decline_pct_per_year: di,
              decline_type: 'effective_tangent',
              b_factor: 0.8,
              oil_price_usd_per_bbl: p,
              discount_rate_pct_per_year: rate,
              loe_usd_per_month: 2000,
              max_months: 120,
            }).values.npv_usd.value;
          expect(at(i + 5, price)).toBeLessThan(at(i, price));
          expect(at(i, price + dp)).toBeGreaterThan(at(i, price));
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);
});
