import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { arpsCumulative } from './decline';
import {
  breakEvenPrice,
  internalRateOfReturn,
  internalRateOfReturnCalculator,
  netPresentValue,
  netRevenueInterest,
  payout,
  presentValue,
  texasSeveranceTax,
  wellEconomics,
} from './economics';
import { OilfieldInputError } from './errors';
import { logUniform, uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('net present value (numpy-financial docstrings and tests/test_financial.py)', () => {
  it('npv(0.08, [−40000, 5000, 8000, 12000, 30000]) = 3065.22267, the first flow undiscounted', () => {
    const result = netPresentValue({
      cash_flows_usd: [-40000, 5000, 8000, 12000, 30000],
      discount_rate_pct_per_year: 8,
    });
    expect(Math.abs(result.values.npv_usd.value - 3065.22267)).toBeLessThan(5e-6);
    expect(result.values.npv_usd.unit).toBe('$');
    expect(result.assumptions[0]).toMatch(/the first is not discounted/);
  });

  it('npv(0.05, [−15000, 1500, 2500, 3500, 4500, 6000]) = 122.89485495094269 (1e-9)', () => {
    const result = netPresentValue({
      cash_flows_usd: [-15000, 1500, 2500, 3500, 4500, 6000],
      discount_rate_pct_per_year: 5,
    });
    expect(relative(result.values.npv_usd.value, 122.89485495094269)).toBeLessThan(1e-9);
  });

  it('shifts every flow by one period at the end and half a period in the middle', () => {
    const flows = [-1000, 300, 400, 500];
    const start = netPresentValue({ cash_flows_usd: flows, discount_rate_pct_per_year: 10 }).values
      .npv_usd.value;
    const end = netPresentValue({
      cash_flows_usd: flows,
      discount_rate_pct_per_year: 10,
      timing: 'end_of_period',
    }).values.npv_usd.value;
    const mid = netPresentValue({
      cash_flows_usd: flows,
      discount_rate_pct_per_year: 10,
      timing: 'mid_period',
    }).values.npv_usd.value;
    expect(end).toBeCloseTo(start / 1.1, 9);
    expect(mid).toBeCloseTo(start / Math.sqrt(1.1), 9);
  });

  it('converts an annual rate to monthly as effective (1.1^(1/12)) or nominal (10 %/12)', () => {
    const effective = netPresentValue({
      cash_flows_usd: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110],
      discount_rate_pct_per_year: 10,
      period: 'month',
    });
    expect(effective.values.npv_usd.value).toBeCloseTo(100, 9);
    const nominal = netPresentValue({
      cash_flows_usd: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110],
      discount_rate_pct_per_year: 10,
      period: 'month',
      rate_basis: 'nominal_monthly',
    });
    expect(nominal.values.npv_usd.value).toBeCloseTo(110 / (1 + 0.1 / 12) ** 12, 9);
    expect(nominal.values.periodic_rate_pct.value).toBeCloseTo(10 / 12, 12);
  });
});

describe('internal rate of return (numpy-financial tests/test_financial.py TestIrr)', () => {
  it.each([
    { flows: [-150000, 15000, 25000, 35000, 45000, 60000], irr: 0.0524, tol: 5e-5 },
    { flows: [-100, 0, 0, 74], irr: -0.0955, tol: 5e-5 },
    { flows: [-100, 39, 59, 55, 20], irr: 0.28095, tol: 5e-6 },
    { flows: [-100, 100, 0, -7], irr: -0.0833, tol: 5e-5 },
    { flows: [-100, 100, 0, 7], irr: 0.06206, tol: 5e-6 },
    { flows: [-5, 10.5, 1, -8, 1], irr: 0.0886, tol: 5e-5 },
    { flows: [-5, 10.5, 1, -8, 1, 0, 0, 0], irr: 0.0886, tol: 5e-5 },
  ])('irr($flows) = $irr', ({ flows, irr, tol }) => {
    const result = internalRateOfReturnCalculator({ cash_flows_usd: flows });
    expect(Math.abs(valueOf(result.values.irr_periodic_pct) / 100 - irr)).toBeLessThan(tol);
  });

  it('warns when there are several IRRs and annualizes monthly rates', () => {
    expect(
      internalRateOfReturnCalculator({ cash_flows_usd: [-5, 10.5, 1, -8, 1] }).warnings[0],
    ).toMatch(/3 IRRs/);
    const monthly = internalRateOfReturnCalculator({
      cash_flows_usd: [-100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 112],
      period: 'month',
    });
    expect(valueOf(monthly.values.irr_annual_pct)).toBeCloseTo(12, 9);
  });

  it('refuses flows that never change sign (numpy gh-6744)', () => {
    const call = () => internalRateOfReturnCalculator({ cash_flows_usd: [-1, -2, -3] });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(/both negative and positive flows/);
  });

  it('NPV at the IRR is zero (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          investment: logUniform(100, 1e7),
          returns: fc.array(uniform(0, 1), { minLength: 1, maxLength: 120, size: 'max' }),
          scale: uniform(0.05, 0.5),
        }),
        ({ investment, returns, scale }) => {
          const flows = [-investment, ...returns.map((r) => r * investment * scale)];
          const { rate } = internalRateOfReturn(flows);
          fc.pre(rate !== undefined);
          const times = flows.map((_, k) => k);
          expect(Math.abs(presentValue(flows, times, rate))).toBeLessThan(1e-7 * investment);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe('payout', () => {
  it('interpolates within the period: [−100, 30, 30, 30, 30] pays out at 3.33 periods', () => {
    const result = payout({ cash_flows_usd: [-100, 30, 30, 30, 30] });
    expect(valueOf(result.values.payout_periods)).toBeCloseTo(10 / 3, 12);
    expect(valueOf(result.values.payout_years)).toBeCloseTo(10 / 36, 12);
  });

  it('reports no payout when the cumulative stays negative', () => {
    const result = payout({ cash_flows_usd: [-100, 30, 30] });
    expect(result.values.payout_periods).toBeUndefined();
    expect(result.warnings[0]).toMatch(/never reaches zero/);
  });
});

describe('interests and Texas production taxes', () => {
  it('WI 50 % with a 20 % royalty gives NRI 40 %', () => {
    expect(
      netRevenueInterest({ working_interest_pct: 50, royalty_pct: 20 }).values.nri_pct.value,
    ).toBeCloseTo(40, 12);
    expect(
      netRevenueInterest({ working_interest_pct: 100, royalty_pct: 20, orri_pct: 5 }).values.nri_pct
        .value,
    ).toBeCloseTo(75, 12);
  });

  it('oil 4.6 %, gas 7.5 %, fees 5/8¢/bbl and 1/15¢/Mcf (Tax Code §§202.052, 201.052; NRC §§81.116–81.117)', () => {
    const result = texasSeveranceTax({
      oil_volume_bbl: 1000,
      oil_price_usd_per_bbl: 70,
      gas_volume_mcf: 10000,
      gas_price_usd_per_mcf: 2.5,
    });
    expect(result.values.oil_tax_usd.value).toBeCloseTo(3220, 9);
    expect(result.values.gas_tax_usd.value).toBeCloseTo(1875, 9);
    expect(result.values.oil_cleanup_fee_usd.value).toBeCloseTo(6.25, 12);
    expect(result.values.gas_regulatory_fee_usd.value).toBeCloseTo(6.67, 12);
    expect(result.values.total_usd.value).toBeCloseTo(3220 + 1875 + 6.25 + 6.67, 9);
  });

  it('applies the 4.6¢/bbl minimum when 4.6 % of the value is less', () => {
    const result = texasSeveranceTax({ oil_volume_bbl: 1000, oil_price_usd_per_bbl: 0.5 });
    expect(result.values.oil_tax_usd.value).toBeCloseTo(46, 12);
    expect(result.notes[0]).toMatch(/minimum applies/);
    const eor = texasSeveranceTax({
      oil_volume_bbl: 1000,
      oil_price_usd_per_bbl: 0.5,
      oil_tax_rate_pct: 2.3,
    });
    expect(eor.values.oil_tax_usd.value).toBeCloseTo(11.5, 12);
  });
});

describe('well economics', () => {
  const simple = {
    oil_bbl_per_month: Array.from({ length: 12 }, () => 1000),
    oil_price_usd_per_bbl: 60,
    royalty_pct: 25,
    oil_severance_pct: 0,
    include_texas_fees: false,
    fixed_opex_usd_per_month: 5000,
    capex_usd: 200000,
  };

  it('matches a cash flow worked by hand: 12 × 40,000 $ after a 200,000 $ investment', () => {
    const result = wellEconomics(simple);
    let npv = -200000;
    for (let m = 1; m <= 12; m += 1) npv += 40000 / 1.1 ** (m / 12);
    expect(result.values.npv_usd.value).toBeCloseTo(npv, 6);
    expect(result.values.undiscounted_cash_flow_usd.value).toBeCloseTo(280000, 6);
    expect(valueOf(result.values.payout_months)).toBeCloseTo(5, 12);
    expect(result.values.net_oil_bbl.value).toBeCloseTo(9000, 9);
    const flows = [-200000, ...Array.from({ length: 12 }, () => 40000)];
    const { rate } = internalRateOfReturn(flows);
    expect(valueOf(result.values.irr_annual_pct)).toBeCloseTo(
      (((rate ?? 0) + 1) ** 12 - 1) * 100,
      6,
    );
    expect(result.table?.rows[0]?.net_cash_flow_usd).toBeCloseTo(480000, 6);
    expect(result.table?.rows[0]?.cumulative_cash_flow_usd).toBeCloseTo(280000, 6);
    expect(result.table?.rows[0]?.discounted_cash_flow_usd).toBeCloseTo(npv + 200000, 6);
  });

  it('gives the break-even oil price in closed form when only the price varies', () => {
    const result = wellEconomics(simple);
    // P* = [capex + PV(opex)]/PV(NRI·volume): both PVs over the same 12 months.
    let pvUnit = 0;
    for (let m = 1; m <= 12; m += 1) pvUnit += 1 / 1.1 ** (m / 12);
    const breakEven = (200000 + 5000 * pvUnit) / (0.75 * 1000 * pvUnit);
    expect(valueOf(result.values.break_even_oil_price_usd_per_bbl)).toBeCloseTo(breakEven, 6);
  });

  it('has NPV zero at its break-even price, with Texas taxes and a decline (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          qi: uniform(50, 1000),
          di: uniform(30, 90),
          b: uniform(0, 1),
          capex: logUniform(1e5, 1e7),
          loe: uniform(0, 20000),
          royalty: uniform(12.5, 25),
        }),
        ({ qi, di, b, capex, loe, royalty }) => {
          const base = {
            oil_decline: {
              initial_rate_bbl_per_day: qi,
              initial_decline_pct_per_year: di,
              decline_type: 'effective_secant' as const,
              b_factor: b,
            },
            forecast_months: 240,
            gas_oil_ratio_scf_per_bbl: 1500,
            gas_price_usd_per_mcf: 2.5,
            royalty_pct: royalty,
            fixed_opex_usd_per_month: loe,
            capex_usd: capex,
            oil_price_usd_per_bbl: 70,
          };
          const result = wellEconomics(base);
          const price = result.values.break_even_oil_price_usd_per_bbl?.value;
          // The break-even is searched up to $10,000/bbl, the price input stops at $1,000/bbl.
          fc.pre(price !== undefined && price <= 1000);
          const atBreakEven = wellEconomics({ ...base, oil_price_usd_per_bbl: price });
          expect(Math.abs(atBreakEven.values.npv_usd.value)).toBeLessThan(1e-6 * capex);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('forecasts volumes from an Arps decline and stops at the economic limit', () => {
    const decline = {
      initial_rate_bbl_per_day: 300,
      initial_decline_pct_per_year: 60,
      decline_type: 'effective_secant' as const,
      b_factor: 0.8,
    };
    const full = wellEconomics({
      oil_decline: decline,
      forecast_months: 120,
      oil_price_usd_per_bbl: 70,
      royalty_pct: 20,
    });
    const di = ((1 - 0.6) ** -0.8 - 1) / 0.8 / 365.25;
    expect(full.values.gross_oil_bbl.value).toBeCloseTo(
      arpsCumulative({ qi: 300, di, b: 0.8 }, 120 * 30.4375),
      6,
    );
    expect(full.values.economic_life_months.value).toBe(120);
    const limited = wellEconomics({
      oil_decline: decline,
      forecast_months: 360,
      oil_price_usd_per_bbl: 70,
      royalty_pct: 20,
      fixed_opex_usd_per_month: 8000,
    });
    expect(limited.values.economic_life_months.value).toBeLessThan(360);
    expect(limited.notes.join(' ')).toMatch(/economic limit/);
    const months = limited.values.economic_life_months.value;
    // The last month kept earns more than the LOE; the next would not.
    const lastOil =
      arpsCumulative({ qi: 300, di, b: 0.8 }, months * 30.4375) -
      arpsCumulative({ qi: 300, di, b: 0.8 }, (months - 1) * 30.4375);
    expect(0.8 * lastOil * 70 * (1 - 0.046) - 0.8 * lastOil * 0.00625).toBeGreaterThan(8000);
  });

  it('charges Texas taxes and fees on the NRI share and mid-month discounting raises the NPV', () => {
    const end = wellEconomics({ ...simple, oil_severance_pct: 4.6, include_texas_fees: true });
    const monthly = 0.75 * 1000 * 60 * (1 - 0.046) - 0.75 * 1000 * 0.00625 - 5000;
    expect(end.values.undiscounted_cash_flow_usd.value).toBeCloseTo(12 * monthly - 200000, 6);
    const mid = wellEconomics({ ...simple, discounting: 'mid_month' });
    expect(mid.values.npv_usd.value).toBeGreaterThan(wellEconomics(simple).values.npv_usd.value);
  });

  it.each([
    [
      {
        oil_decline: {
          initial_rate_bbl_per_day: 100,
          initial_decline_pct_per_year: 50,
          decline_type: 'nominal' as const,
          b_factor: 0.5,
        },
      },
      /not both/,
    ],
    [{ oil_bbl_per_month: undefined }, /Give oil_bbl_per_month/],
    [{ gas_mcf_per_month: [1, 2] }, /gas_mcf_per_month has 2 months but the oil has 12/],
    [{ royalty_pct: 80, orri_pct: 20 }, /leaves no revenue/],
  ])('refuses %o', (change, message) => {
    const call = () => wellEconomics({ ...simple, ...change });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(message);
  });
});

/*
 * Break-even oil price (Mian, Project Economics and Decision Analysis vol. 1: the price at which
 * net revenue covers the operating cost and the investment). By hand:
 *   WI 100 %, royalty 20 % → NRI 80 %; severance 4.6 %; LOE $15/bbl; capex $6,000,000; reserves
 *   400,000 bbl: capex/R = $15/bbl; P = 1 × (15 + 15)/(0.8 × 0.954) = 30/0.7632 = $39.3082/bbl.
 *   Discounted at 10 %/yr with qi = 300 bbl/d: a = 365.25 × 300/400,000 = 0.2739375/yr,
 *   r = ln 1.1 = 0.0953102; R_d = 400,000 × 0.2739375/0.3692477 = 296,752.03 bbl;
 *   capex/R_d = 20.21890; P = (15 + 20.21890)/0.7632 = $46.1464/bbl.
 *   WI 50 %, royalty 25 %, ORRI 5 % → NRI = 0.5 × 0.70 = 35 %; LOE $20, capex $2,000,000,
 *   reserves 100,000 bbl: P = 0.5 × (20 + 20)/0.35 = $57.1429/bbl.
 */
describe('break-even oil price', () => {
  const base = {
    royalty_pct: 20,
    severance_tax_pct: 4.6,
    loe_usd_per_bbl: 15,
    capex_usd: 6e6,
    reserves_bbl: 400000,
  };

  it('undiscounted: $39.3082/bbl (by hand)', () => {
    const result = breakEvenPrice(base);
    expect(result.values.break_even_price_usd_per_bbl.value).toBeCloseTo(39.308176, 5);
    expect(result.values.nri_pct.value).toBeCloseTo(80, 12);
    expect(result.values.capex_per_bbl_usd.value).toBeCloseTo(15, 12);
    expect(result.values.discounted_reserves_bbl).toBeUndefined();
  });

  it('discounted at 10 %/yr with qi 300 bbl/d: $46.1464/bbl (by hand)', () => {
    const result = breakEvenPrice({
      ...base,
      discount_rate_pct_per_year: 10,
      initial_rate_bbl_per_day: 300,
    });
    expect(result.values.break_even_price_usd_per_bbl.value).toBeCloseTo(46.146359, 5);
    expect(result.values.discounted_reserves_bbl?.value).toBeCloseTo(296752.034, 2);
    expect(result.values.undiscounted_break_even_usd_per_bbl.value).toBeCloseTo(39.308176, 5);
  });

  it('WI 50 %, royalty 25 %, ORRI 5 %: $57.1429/bbl (by hand); a stated NRI is used as such', () => {
    const burdened = breakEvenPrice({
      working_interest_pct: 50,
      royalty_pct: 25,
      orri_pct: 5,
      loe_usd_per_bbl: 20,
      capex_usd: 2e6,
      reserves_bbl: 100000,
    });
    expect(burdened.values.break_even_price_usd_per_bbl.value).toBeCloseTo(57.142857, 5);
    const stated = breakEvenPrice({
      working_interest_pct: 50,
      net_revenue_interest_pct: 35,
      loe_usd_per_bbl: 20,
      capex_usd: 2e6,
      reserves_bbl: 100000,
    });
    expect(stated.values.break_even_price_usd_per_bbl.value).toBeCloseTo(57.142857, 5);
  });

  it('the discounted break-even zeroes the NPV of the continuous cash flow (numerical integral, property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          qi: uniform(20, 2000),
          reserves: uniform(5e4, 2e6),
          rate: uniform(1, 30),
          loe: uniform(0, 40),
          capex: uniform(1e5, 2e7),
        }),
        ({ qi, reserves, rate, loe, capex }) => {
          const price = breakEvenPrice({
            royalty_pct: 20,
            loe_usd_per_bbl: loe,
            capex_usd: capex,
            reserves_bbl: reserves,
            discount_rate_pct_per_year: rate,
            initial_rate_bbl_per_day: qi,
          }).values.break_even_price_usd_per_bbl.value;
          // NPV = ∫ (0.8·P − LOE)·q(t)·e^(−rt) dt − capex, q = 365.25·qi·e^(−at) bbl/yr, by the
          // midpoint rule over 60 e-folding times of the discounted rate.
          const a = (365.25 * qi) / reserves;
          const r = Math.log(1 + rate / 100);
          const horizon = 60 / (a + r);
          const steps = 20000;
          const h = horizon / steps;
          let pv = 0;
          for (let k = 0; k < steps; k += 1) {
            const t = (k + 0.5) * h;
            pv += 365.25 * qi * Math.exp(-(a + r) * t) * h;
          }
          const npv = (0.8 * price - loe) * pv - capex;
          expect(Math.abs(npv) / capex).toBeLessThan(1e-4);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses ambiguous or missing interests and a discount rate without a rate', () => {
    const { royalty_pct: _omit, ...noRoyalty } = base;
    expect(() => breakEvenPrice(noRoyalty)).toThrow(/royalty_pct = missing/);
    expect(() => breakEvenPrice({ ...base, net_revenue_interest_pct: 80 })).toThrow(/not both/);
    expect(() => breakEvenPrice({ ...base, discount_rate_pct_per_year: 10 })).toThrow(
      /initial_rate_bbl_per_day = missing/,
    );
    expect(() => breakEvenPrice({ ...base, reserves_bbl: 0 })).toThrow(OilfieldInputError);
  });
});
