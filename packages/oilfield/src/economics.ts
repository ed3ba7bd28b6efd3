import { z } from 'zod';

import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './constants';
import {
  arpsCumulative,
  arpsTimeToRate,
  modifiedHyperbolicCumulative,
  modifiedHyperbolicTimeToRate,
  nominalAnnualDecline,
  nominalFromTangentEffective,
} from './decline';
import { OilfieldInputError } from './errors';
import { brentRoot } from './numeric';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Well economics: interests, Texas production taxes and fees, monthly cash flow, NPV with an
 * explicit discounting convention, IRR, payout and break-even price.
 *
 * Conventions: every money amount is in US dollars; volumes are gross (8/8ths) unless named net;
 * the investment is at time 0; month m's cash flow accrues over month m and is discounted at its
 * end (t = m) or middle (t = m − ½); an annual discount rate is an effective annual rate unless
 * `rate_basis` says nominal compounded monthly.
 */

const TEXAS_OIL_TAX =
  'Texas Tax Code §202.052 (crude oil production tax 4.6 % of market value or 4.6¢/bbl, whichever is greater) and Natural Resources Code §81.116 (oil-field cleanup regulatory fee 5/8¢/bbl); Texas Comptroller, Crude Oil Production Tax';
const TEXAS_GAS_TAX =
  'Texas Tax Code §201.052 (natural gas production tax 7.5 % of market value) and Natural Resources Code §81.117 (gas-field regulatory fee 1/15¢/Mcf); Texas Comptroller, Natural Gas Production Tax';
const NUMPY_FINANCIAL =
  'numpy-financial npv/irr definitions: NPV = Σ CF_t/(1 + i)^t; IRR: the rate at which NPV = 0 (the root nearest zero when there are several)';
const SPEE_ECONOMICS =
  'SPEE Recommended Evaluation Practices (discounting conventions: end-of-period, mid-period; effective annual vs nominal rates)';

/** Texas general crude oil production tax rate. */
export const TEXAS_OIL_TAX_RATE = 0.046;
/** Texas minimum oil production tax per barrel at the general rate, $/bbl. */
export const TEXAS_OIL_TAX_MINIMUM_PER_BBL = 0.046;
/** Texas general natural gas production tax rate. */
export const TEXAS_GAS_TAX_RATE = 0.075;
/** Texas oil-field cleanup regulatory fee, $/bbl (5/8 of a cent). */
export const TEXAS_OIL_CLEANUP_FEE_PER_BBL = 0.00625;
/** Texas gas-field regulatory fee, $/Mcf (1/15 of a cent). */
export const TEXAS_GAS_REGULATORY_FEE_PER_MCF = 0.000667;

/** When within a period a cash flow is taken to occur. */
export type DiscountTiming = 'start_of_period' | 'end_of_period' | 'mid_period';

/** Times (in periods) of cash flows 0…count−1 under a timing convention. */
export function cashFlowTimes(count: number, timing: DiscountTiming): number[] {
  const shift = timing === 'start_of_period' ? 0 : timing === 'end_of_period' ? 1 : 0.5;
  return Array.from({ length: count }, (_, k) => k + shift);
}

/** Σ cf_k/(1 + i)^t_k for a periodic rate i > −1. */
export function presentValue(
  cashFlows: readonly number[],
  times: readonly number[],
  periodicRate: number,
): number {
  let sum = 0;
  for (let k = 0; k < cashFlows.length; k += 1) {
    sum += (cashFlows[k] ?? 0) / (1 + periodicRate) ** (times[k] ?? k);
  }
  return sum;
}

/** Periodic rate from an annual rate: per year as given; per month (1 + r)^(1/12) − 1, or r/12 if nominal. */
export function periodicDiscountRate(
  annualRate: number,
  period: 'month' | 'year',
  basis: 'effective_annual' | 'nominal_monthly' = 'effective_annual',
): number {
  if (period === 'year') return annualRate;
  return basis === 'effective_annual' ? (1 + annualRate) ** (1 / 12) - 1 : annualRate / 12;
}

/**
 * Internal rate of return per period: every rate in (−99 %, +1,000 %) per period at which the
 * present value is zero, found by scanning ln(1 + i) and refining each sign change with Brent's
 * method; `rate` is the root nearest zero (the numpy-financial convention).
 */
export function internalRateOfReturn(
  cashFlows: readonly number[],
  times: readonly number[] = cashFlows.map((_, k) => k),
): { rate: number | undefined; roots: number[] } {
  const tMax = Math.max(...times);
  // Scaled so neither branch overflows; both have the sign of the NPV and meet at x = 0.
  const h = (x: number): number => {
    let sum = 0;
    for (let k = 0; k < cashFlows.length; k += 1) {
      const t = times[k] ?? k;
      sum += (cashFlows[k] ?? 0) * Math.exp(x >= 0 ? -t * x : (tMax - t) * x);
    }
    return sum;
  };
  const lo = Math.log(0.01);
  const hi = Math.log(11);
  const steps = 600;
  const roots: number[] = [];
  let xPrev = lo;
  let hPrev = h(lo);
  for (let s = 1; s <= steps; s += 1) {
    const x = lo + ((hi - lo) * s) / steps;
    const hx = h(x);
    if (hx === 0) {
      roots.push(Math.expm1(x));
    } else if (hPrev !== 0 && Math.sign(hx) !== Math.sign(hPrev)) {
      const root = brentRoot(h, xPrev, x, 1e-15);
      if (root !== undefined) roots.push(Math.expm1(root));
    }
    xPrev = x;
    hPrev = hx;
  }
  const rate =
    roots.length === 0
      ? undefined
      : roots.reduce((best, r) => (Math.abs(r) < Math.abs(best) ? r : best));
  return { rate, roots };
}

/**
 * Payout in periods: the time at which the cumulative undiscounted cash flow first reaches zero,
 * with cash flow 0 at time 0 and flow k accruing evenly over period k (so it is interpolated
 * within the period). Undefined if it never pays out; 0 if nothing is ever owed.
 */
export function payoutPeriods(cashFlows: readonly number[]): number | undefined {
  let cumulative = cashFlows[0] ?? 0;
  if (cumulative >= 0) return 0;
  for (let k = 1; k < cashFlows.length; k += 1) {
    const flow = cashFlows[k] ?? 0;
    const next = cumulative + flow;
    if (next >= 0 && flow > 0) return k - 1 + -cumulative / flow;
    cumulative = next;
  }
  return undefined;
}

const cashFlows = z
  .array(z.number())
  .min(2)
  .max(1200)
  .describe(
    'Net cash flows in $, one per period, in order; the first is usually the investment (negative)',
  );
const period = z.enum(['month', 'year']).describe('Length of each period of cash_flows_usd');
const rateBasis = z
  .enum(['effective_annual', 'nominal_monthly'])
  .default('effective_annual')
  .describe(
    'How the annual rate applies to monthly periods: effective_annual, (1 + r)^(t/12) (default), or nominal_monthly, (1 + r/12)^t',
  );

/** Input of {@link netPresentValue}. */
export const netPresentValueInput = z.strictObject({
  cash_flows_usd: cashFlows,
  discount_rate_pct_per_year: z
    .number()
    .gt(-99)
    .max(1000)
    .describe('Discount rate, percent per year (10 for NPV10)'),
  period: period.default('year'),
  timing: z
    .enum(['start_of_period', 'end_of_period', 'mid_period'])
    .default('start_of_period')
    .describe(
      'When each flow occurs: start_of_period (flow k at time k, the first undiscounted, as numpy-financial; default), end_of_period (flow k at k + 1, as Excel NPV) or mid_period (k + ½)',
    ),
  rate_basis: rateBasis,
});

/**
 * Net present value NPV = Σ CF_k/(1 + i)^t_k with the timing of each flow stated explicitly
 * (start, end or middle of its period) and the periodic rate from an annual rate (effective or
 * nominal). Units: $, % per year. Sources: numpy-financial; SPEE.
 */
export function netPresentValue(
  input: z.input<typeof netPresentValueInput>,
): CalcResult<'npv_usd' | 'undiscounted_usd' | 'periodic_rate_pct'> {
  const p = parseInput(netPresentValueInput, input);
  const rate = periodicDiscountRate(p.discount_rate_pct_per_year / 100, p.period, p.rate_basis);
  const times = cashFlowTimes(p.cash_flows_usd.length, p.timing);
  const shift = times[0] ?? 0;
  return calcResult({
    calculator: 'net_present_value',
    values: {
      npv_usd: quantity(
        presentValue(p.cash_flows_usd, times, rate),
        '$',
        `NPV at ${formatNumber(p.discount_rate_pct_per_year)} %/yr`,
      ),
      undiscounted_usd: quantity(
        p.cash_flows_usd.reduce((s, v) => s + v, 0),
        '$',
        'Undiscounted sum',
      ),
      periodic_rate_pct: quantity(rate * 100, `%/${p.period}`, 'Discount rate per period'),
    },
    formula: `NPV = Σ CF_k/(1 + i)^(k${shift === 0 ? '' : shift === 1 ? ' + 1' : ' + ½'})`,
    assumptions: [
      `${p.cash_flows_usd.length} ${p.period}ly cash flows; flow k at time ${shift === 0 ? 'k (the first is not discounted)' : shift === 1 ? 'k + 1 (end of period)' : 'k + ½ (mid-period)'}.`,
      p.period === 'month'
        ? p.rate_basis === 'effective_annual'
          ? `Monthly rate (1 + ${formatNumber(p.discount_rate_pct_per_year)} %)^(1/12) − 1 = ${formatNumber(rate * 100, 5)} %.`
          : `Monthly rate ${formatNumber(p.discount_rate_pct_per_year)} %/12 = ${formatNumber(rate * 100, 5)} % (nominal, monthly compounding).`
        : `Annual rate ${formatNumber(p.discount_rate_pct_per_year)} %.`,
    ],
    sources: [NUMPY_FINANCIAL, SPEE_ECONOMICS],
  });
}

/** Input of {@link internalRateOfReturnCalculator}. */
export const internalRateOfReturnInput = z.strictObject({
  cash_flows_usd: cashFlows,
  period: period.default('year'),
});

/**
 * Internal rate of return: the periodic rate at which NPV = 0 (the root nearest zero if several),
 * and for monthly flows the annualized rate (1 + i)^12 − 1. Refuses flows that never change sign.
 * Source: numpy-financial.
 */
export function internalRateOfReturnCalculator(
  input: z.input<typeof internalRateOfReturnInput>,
): CalcResult<never, 'irr_periodic_pct' | 'irr_annual_pct'> {
  const p = parseInput(internalRateOfReturnInput, input);
  const hasPositive = p.cash_flows_usd.some((v) => v > 0);
  const hasNegative = p.cash_flows_usd.some((v) => v < 0);
  if (!hasPositive || !hasNegative) {
    throw new OilfieldInputError(
      'cash_flows_usd',
      p.cash_flows_usd,
      'cash_flows_usd must contain both negative and positive flows; otherwise no rate makes the NPV zero.',
    );
  }
  const { rate, roots } = internalRateOfReturn(p.cash_flows_usd);
  const warnings: string[] = [];
  const values: Partial<Record<'irr_periodic_pct' | 'irr_annual_pct', Quantity>> = {};
  if (rate === undefined) {
    warnings.push('No rate between −99 % and +1,000 % per period makes the NPV zero.');
  } else {
    values.irr_periodic_pct = quantity(rate * 100, `%/${p.period}`, 'IRR per period');
    values.irr_annual_pct = quantity(
      (p.period === 'month' ? (1 + rate) ** 12 - 1 : rate) * 100,
      '%/yr',
      'IRR, annual (effective)',
    );
  }
  if (roots.length > 1) {
    warnings.push(
      `The cash flows change sign more than once and have ${roots.length} IRRs (${roots.map((r) => `${formatNumber(r * 100, 4)} %`).join(', ')}); the one nearest zero is reported. Judge the project by NPV.`,
    );
  }
  return calcResult<never, 'irr_periodic_pct' | 'irr_annual_pct'>({
    calculator: 'internal_rate_of_return',
    values,
    formula: `Σ CF_k/(1 + IRR)^k = 0${p.period === 'month' ? '; annual IRR = (1 + IRR_month)^12 − 1' : ''}`,
    assumptions: ['Flow k at time k periods (the timing convention does not change the IRR).'],
    warnings,
    sources: [NUMPY_FINANCIAL],
  });
}

/** Longest payout schedule expanded into monthly or yearly flows. */
const MAX_SCHEDULE_PERIODS = 1200;

/** Input of {@link payout}. */
export const payoutInput = z.strictObject({
  cash_flows_usd: cashFlows
    .optional()
    .describe(
      'Net cash flows in $, one per period, in order, the first usually the investment (negative); or give capex_usd with step_cash_flows_usd',
    ),
  period: period.default('month'),
  capex_usd: z
    .number()
    .min(0)
    .max(1e11)
    .optional()
    .describe('Investment at time 0, $ (positive), for a stepped schedule'),
  step_cash_flows_usd: z
    .array(z.number().min(-1e10).max(1e10))
    .min(1)
    .max(20)
    .optional()
    .describe(
      'Stepped schedule: net cash flow per period of each step, $ (e.g. 250000 then 150000 for "$250k/month for 12 months, then $150k/month")',
    ),
  step_periods: z
    .array(z.number().int().min(1).max(MAX_SCHEDULE_PERIODS))
    .max(20)
    .optional()
    .describe(
      'Number of periods of each step, in order; one fewer than the steps (or none for one step) means the last step lasts until payout (up to 1,200 periods)',
    ),
});

/** The flows of a stepped schedule: −capex at time 0, then each step's flow for its periods. */
function scheduleFlows(
  capex: number,
  amounts: readonly number[],
  periods: readonly number[],
): { flows: number[]; openEnded: boolean } {
  if (periods.length !== amounts.length && periods.length !== amounts.length - 1) {
    throw new OilfieldInputError(
      'step_periods',
      periods,
      `step_periods has ${periods.length} entries for ${amounts.length} steps: give one per step, or one fewer for a last step that lasts until payout.`,
    );
  }
  const flows = [-capex];
  amounts.forEach((amount, k) => {
    const count = periods[k] ?? MAX_SCHEDULE_PERIODS;
    for (let n = 0; n < count && flows.length <= MAX_SCHEDULE_PERIODS; n += 1) flows.push(amount);
  });
  if (flows.length > MAX_SCHEDULE_PERIODS + 1) flows.length = MAX_SCHEDULE_PERIODS + 1;
  return { flows, openEnded: periods.length < amounts.length };
}

/**
 * Payout: when the cumulative undiscounted cash flow first reaches zero, interpolated within the
 * period (flow 0 at time 0, flow k earned evenly over period k). The flows are given one per
 * period, or as a stepped schedule ("$250k/month for 12 months, then $150k/month") after an
 * investment at time 0. Source: SPEE.
 */
export function payout(
  input: z.input<typeof payoutInput>,
): CalcResult<never, 'payout_periods' | 'payout_years'> {
  const p = parseInput(payoutInput, input);
  const assumptions: string[] = [];
  let flows: number[];
  let openEnded = false;
  if (p.step_cash_flows_usd !== undefined || p.capex_usd !== undefined) {
    if (p.cash_flows_usd !== undefined) {
      throw new OilfieldInputError(
        'cash_flows_usd',
        p.cash_flows_usd,
        'Give cash_flows_usd or a stepped schedule (capex_usd with step_cash_flows_usd), not both.',
      );
    }
    if (p.capex_usd === undefined || p.step_cash_flows_usd === undefined) {
      const name = p.capex_usd === undefined ? 'capex_usd' : 'step_cash_flows_usd';
      throw new OilfieldInputError(
        name,
        undefined,
        `${name} = missing: a stepped schedule needs the investment (capex_usd) and the cash flow of each step (step_cash_flows_usd).`,
      );
    }
    const built = scheduleFlows(p.capex_usd, p.step_cash_flows_usd, p.step_periods ?? []);
    flows = built.flows;
    openEnded = built.openEnded;
    const steps = p.step_cash_flows_usd.map((amount, k) => {
      const n = p.step_periods?.[k];
      return `$${formatNumber(amount)}/${p.period} ${n === undefined ? 'thereafter' : `for ${n} ${p.period}${n === 1 ? '' : 's'}`}`;
    });
    assumptions.push(
      `Investment $${formatNumber(p.capex_usd)} at time 0, then ${steps.join(', then ')}.`,
    );
  } else if (p.cash_flows_usd !== undefined) {
    flows = p.cash_flows_usd;
  } else {
    throw new OilfieldInputError(
      'cash_flows_usd',
      undefined,
      'cash_flows_usd = missing: give the cash flows, or a stepped schedule (capex_usd with step_cash_flows_usd and step_periods).',
    );
  }
  const result = payoutPeriods(flows);
  const values: Partial<Record<'payout_periods' | 'payout_years', Quantity>> = {};
  const warnings: string[] = [];
  if (result === undefined) {
    warnings.push(
      `The cumulative cash flow never reaches zero: no payout (${formatNumber(flows.reduce((s, v) => s + v, 0))} $ after ${flows.length - 1} ${p.period}s${openEnded ? ', the last step continued to the limit of the schedule' : ''}).`,
    );
  } else {
    values.payout_periods = quantity(result, `${p.period}s`, 'Payout time');
    values.payout_years = quantity(
      p.period === 'month' ? result / 12 : result,
      'years',
      'Payout time',
    );
  }
  assumptions.push('Undiscounted; each flow after the first earned evenly through its period.');
  return calcResult<never, 'payout_periods' | 'payout_years'>({
    calculator: 'payout',
    values,
    formula: 'payout = k − 1 + (−cum_{k−1})/CF_k at the first k where cum_k ≥ 0',
    assumptions,
    warnings,
    sources: [SPEE_ECONOMICS],
  });
}

/** A share of a lease, %: a royalty or an overriding royalty. */
const burdenPct = z.number().min(0).max(100);
/** The landowner's royalty, a cost-free share of gross production. */
const royaltyPct = burdenPct.describe(
  'Landowner royalty, % of gross production (e.g. 12.5, 20, 25)',
);
/** An overriding royalty, a cost-free share of gross production carved out of the WI. */
const orriPct = burdenPct
  .default(0)
  .describe('Overriding royalty interest, % of gross production; default 0');
/** The owner's working interest, its share of the costs. */
const workingInterestPct = z
  .number()
  .gt(0)
  .max(100)
  .default(100)
  .describe('Working interest, % (share of costs); default 100');
/** The severance (production) tax borne by the owner's revenue share. */
const severanceTaxPct = z
  .number()
  .min(0)
  .max(50)
  .default(0)
  .describe('Severance (production) tax, % of the value of the owner’s (NRI) share; default 0');

/** An annual discount rate of a project's cash flows, %. */
const discountRatePct = z.number().min(0).max(100);
/** A flat realized oil price, $/bbl. */
const realizedOilPrice = z.number().min(0).max(1000).describe('Realized oil price, $/bbl (flat)');
/** The terminal decline of a modified hyperbolic forecast. */
const terminalDeclinePct = z
  .number()
  .positive()
  .lt(100)
  .optional()
  .describe('Terminal exponential decline, effective % per year (modified hyperbolic)');

/**
 * The IRR of monthly cash flows, annualized as (1 + i)^12 − 1, when the flows change sign; warns
 * of several IRRs, and of flows that never turn positive after an investment.
 */
function annualizedMonthlyIrr(
  flows: readonly number[],
  times: readonly number[],
  capexUsd: number,
  warnings: string[],
): Quantity | undefined {
  if (!(flows.some((v) => v > 0) && flows.some((v) => v < 0))) {
    if (capexUsd > 0) warnings.push('The cash flow never turns positive: no IRR and no payout.');
    return undefined;
  }
  const { rate, roots } = internalRateOfReturn(flows, times);
  if (roots.length > 1) {
    warnings.push(`The cash flow has ${roots.length} IRRs; the one nearest zero is reported.`);
  }
  return rate === undefined
    ? undefined
    : quantity(((1 + rate) ** 12 - 1) * 100, '%/yr', 'IRR (annualized from monthly)');
}

/** A working-interest owner's shares, as fractions. */
interface OwnerInterests {
  /** The working interest: its share of the costs. */
  readonly wi: number;
  /** What the lease leaves the working interests, 1 − royalty − ORRI. */
  readonly lease: number;
  /** The net revenue interest WI × (1 − royalty − ORRI): its share of the revenue. */
  readonly nri: number;
}

/**
 * The owner's interests from the WI and the lease burdens: the royalty and the overriding
 * royalty are cost-free shares of gross, carried proportionately to the WI, so
 * NRI = WI × (1 − royalty − ORRI). Refuses burdens that leave nothing.
 */
function derivedInterests(
  workingInterestPct: number,
  royaltyPct: number,
  orriPct = 0,
): OwnerInterests {
  const burden = royaltyPct + orriPct;
  if (burden >= 100) {
    throw new OilfieldInputError(
      'royalty_pct',
      royaltyPct,
      `royalty_pct + orri_pct = ${formatNumber(burden)} % leaves no revenue for the working interest.`,
    );
  }
  const wi = workingInterestPct / 100;
  const lease = 1 - burden / 100;
  return { wi, lease, nri: wi * lease };
}

/** The interests and the severance tax of a calculator that takes the NRI given or derived. */
const interestInputs = {
  working_interest_pct: workingInterestPct,
  net_revenue_interest_pct: z
    .number()
    .gt(0)
    .max(100)
    .optional()
    .describe('Net revenue interest, % (share of revenue); or give royalty_pct (and orri_pct)'),
  royalty_pct: burdenPct
    .optional()
    .describe(
      'Landowner royalty, % of gross production; NRI = WI × (1 − royalty − ORRI) when the NRI is not given',
    ),
  orri_pct: burdenPct.optional().describe('Overriding royalty interest, % (with royalty_pct)'),
  severance_tax_pct: severanceTaxPct,
};

/**
 * The owner's WI and NRI (fractions) for a calculator that takes the NRI given or derived — one
 * or the other, never both: `net_revenue_interest_pct`, or WI × (1 − royalty − ORRI); with the
 * assumption that says which.
 */
function givenOrDerivedInterests(p: {
  working_interest_pct: number;
  net_revenue_interest_pct?: number | undefined;
  royalty_pct?: number | undefined;
  orri_pct?: number | undefined;
}): { wi: number; nri: number; assumption: string } {
  if (p.net_revenue_interest_pct !== undefined) {
    if (p.royalty_pct !== undefined || p.orri_pct !== undefined) {
      throw new OilfieldInputError(
        'royalty_pct',
        p.royalty_pct ?? p.orri_pct,
        'Give net_revenue_interest_pct or royalty_pct (with any orri_pct), not both.',
      );
    }
    return {
      wi: p.working_interest_pct / 100,
      nri: p.net_revenue_interest_pct / 100,
      assumption: `NRI ${formatNumber(p.net_revenue_interest_pct)} % as given.`,
    };
  }
  if (p.royalty_pct === undefined) {
    throw new OilfieldInputError(
      'royalty_pct',
      undefined,
      'royalty_pct = missing: give the royalty (and any ORRI) or the net revenue interest (net_revenue_interest_pct).',
    );
  }
  const { wi, nri } = derivedInterests(p.working_interest_pct, p.royalty_pct, p.orri_pct);
  const burden = p.royalty_pct + (p.orri_pct ?? 0);
  return {
    wi,
    nri,
    assumption: `NRI = WI × (1 − royalty − ORRI) = ${formatNumber(p.working_interest_pct)} % × (1 − ${formatNumber(burden)} %) = ${formatNumber(nri * 100)} %.`,
  };
}

/** Input of {@link netRevenueInterest}. */
export const netRevenueInterestInput = z.strictObject({
  // A WI of 0 is allowed here: an unleased or carried interest has no revenue share.
  working_interest_pct: z.number().min(0).max(100).describe('Working interest, %'),
  royalty_pct: royaltyPct,
  orri_pct: orriPct,
});

/**
 * Net revenue interest NRI = WI·(1 − royalty − ORRI); e.g. WI 50 % with a 20 % royalty gives
 * 40 %. Units: %. Source: standard lease arithmetic (burdens carried proportionately to WI).
 */
export function netRevenueInterest(
  input: z.input<typeof netRevenueInterestInput>,
): CalcResult<'nri_pct' | 'lease_nri_pct'> {
  const p = parseInput(netRevenueInterestInput, input);
  const { lease } = derivedInterests(p.working_interest_pct, p.royalty_pct, p.orri_pct);
  return calcResult({
    calculator: 'net_revenue_interest',
    values: {
      nri_pct: quantity(p.working_interest_pct * lease, '%', 'Net revenue interest'),
      lease_nri_pct: quantity(lease * 100, '%', 'Lease NRI (8/8ths less royalty and ORRI)'),
    },
    formula: 'NRI = WI × (1 − royalty − ORRI)',
    assumptions: [
      'Royalty and ORRI burden the working interest proportionately (an 8/8ths lease).',
    ],
    sources: [
      'Lease interest arithmetic, e.g. SPEE and COPAS definitions of working and net revenue interest',
    ],
  });
}

/** Input of {@link texasSeveranceTax}. */
export const texasSeveranceTaxInput = z.strictObject({
  oil_volume_bbl: z.number().min(0).default(0).describe('Oil (crude and condensate) volume, bbl'),
  oil_price_usd_per_bbl: z
    .number()
    .min(0)
    .default(0)
    .describe('Oil market value at the lease, $/bbl'),
  gas_volume_mcf: z.number().min(0).default(0).describe('Gas volume, Mcf'),
  gas_price_usd_per_mcf: z
    .number()
    .min(0)
    .default(0)
    .describe('Gas market value at the lease, $/Mcf (after allowed marketing deductions)'),
  oil_tax_rate_pct: z
    .number()
    .min(0)
    .max(10)
    .default(4.6)
    .describe('Oil production tax rate, % (4.6 general; 2.3 for approved EOR)'),
  gas_tax_rate_pct: z
    .number()
    .min(0)
    .max(10)
    .default(7.5)
    .describe('Gas production tax rate, % (7.5 general; reduced for high-cost gas)'),
  include_regulatory_fees: z
    .boolean()
    .default(true)
    .describe('Add the oil-field cleanup fee (5/8¢/bbl) and gas-field regulatory fee (1/15¢/Mcf)'),
});

interface TexasTaxes {
  readonly oilTax: number;
  readonly gasTax: number;
  readonly oilFee: number;
  readonly gasFee: number;
}

function texasTaxes(
  oilBbl: number,
  oilPrice: number,
  gasMcf: number,
  gasPrice: number,
  oilRate: number,
  gasRate: number,
  fees: boolean,
): TexasTaxes {
  const oilValueTax = oilRate * oilBbl * oilPrice;
  // §202.052: the 4.6 % general rate or 4.6¢/bbl, whichever is greater; reduced rates have no floor here.
  const oilTax =
    Math.abs(oilRate - TEXAS_OIL_TAX_RATE) < 1e-12
      ? Math.max(oilValueTax, TEXAS_OIL_TAX_MINIMUM_PER_BBL * oilBbl)
      : oilValueTax;
  return {
    oilTax,
    gasTax: gasRate * gasMcf * gasPrice,
    oilFee: fees ? TEXAS_OIL_CLEANUP_FEE_PER_BBL * oilBbl : 0,
    gasFee: fees ? TEXAS_GAS_REGULATORY_FEE_PER_MCF * gasMcf : 0,
  };
}

/**
 * Texas production taxes and regulatory fees on gross volumes: oil 4.6 % of market value or
 * 4.6¢/bbl if greater (Tax Code §202.052), gas 7.5 % of market value (§201.052), oil-field
 * cleanup fee $0.00625/bbl and gas-field regulatory fee $0.000667/Mcf (Natural Resources Code
 * §81.116–81.117). Reduced rates (EOR, high-cost gas) can be given. Units: bbl, Mcf, $.
 */
export function texasSeveranceTax(
  input: z.input<typeof texasSeveranceTaxInput>,
): CalcResult<
  'oil_tax_usd' | 'gas_tax_usd' | 'oil_cleanup_fee_usd' | 'gas_regulatory_fee_usd' | 'total_usd'
> {
  const p = parseInput(texasSeveranceTaxInput, input);
  const t = texasTaxes(
    p.oil_volume_bbl,
    p.oil_price_usd_per_bbl,
    p.gas_volume_mcf,
    p.gas_price_usd_per_mcf,
    p.oil_tax_rate_pct / 100,
    p.gas_tax_rate_pct / 100,
    p.include_regulatory_fees,
  );
  const notes: string[] = [];
  if (
    p.oil_volume_bbl > 0 &&
    t.oilTax > (p.oil_tax_rate_pct / 100) * p.oil_volume_bbl * p.oil_price_usd_per_bbl
  ) {
    notes.push(
      'The 4.6¢/bbl minimum applies: 4.6 % of the market value is less than 4.6¢ per barrel.',
    );
  }
  return calcResult({
    calculator: 'texas_severance_tax',
    values: {
      oil_tax_usd: quantity(t.oilTax, '$', 'Crude oil production tax'),
      gas_tax_usd: quantity(t.gasTax, '$', 'Natural gas production tax'),
      oil_cleanup_fee_usd: quantity(t.oilFee, '$', 'Oil-field cleanup regulatory fee'),
      gas_regulatory_fee_usd: quantity(t.gasFee, '$', 'Gas-field regulatory fee'),
      total_usd: quantity(t.oilTax + t.gasTax + t.oilFee + t.gasFee, '$', 'Total taxes and fees'),
    },
    formula:
      'oil tax = max(4.6 % × bbl × price, $0.046 × bbl); gas tax = 7.5 % × Mcf × price; fees = $0.00625/bbl + $0.000667/Mcf',
    assumptions: [
      `Rates: oil ${formatNumber(p.oil_tax_rate_pct)} %, gas ${formatNumber(p.gas_tax_rate_pct)} % of market value${p.include_regulatory_fees ? ', plus the regulatory fees' : ''}.`,
      'Market value is taken as volume × the price given (value at the lease after allowed deductions).',
      'Statutory rates as published by the Texas Comptroller; confirm current rates and any exemption before filing.',
    ],
    notes,
    sources: [TEXAS_OIL_TAX, TEXAS_GAS_TAX],
  });
}

const declineInput = z.strictObject({
  initial_rate_bbl_per_day: z.number().positive().describe('Initial oil rate at month 0, bbl/d'),
  initial_decline_pct_per_year: z.number().positive().describe('Initial decline, % per year'),
  decline_type: z
    .enum(['nominal', 'effective_secant', 'effective_tangent'])
    .describe('How the decline is stated (see arps_decline)'),
  b_factor: z.number().min(0).max(2).describe('Arps b (b > 1 needs terminal_decline_pct_per_year)'),
  terminal_decline_pct_per_year: terminalDeclinePct,
});

/** Input of {@link wellEconomics}. */
export const wellEconomicsInput = z.strictObject({
  oil_bbl_per_month: z
    .array(z.number().min(0))
    .max(1200)
    .optional()
    .describe('Gross (8/8ths) oil volume of each month, bbl; or give oil_decline'),
  gas_mcf_per_month: z
    .array(z.number().min(0))
    .max(1200)
    .optional()
    .describe(
      'Gross gas volume of each month, Mcf (same length as oil_bbl_per_month); or gas_oil_ratio_scf_per_bbl',
    ),
  oil_decline: declineInput
    .optional()
    .describe('Arps decline of the oil rate, instead of monthly volumes'),
  forecast_months: z
    .number()
    .int()
    .min(1)
    .max(1200)
    .default(360)
    .describe(
      'Months forecast from oil_decline (default 360); production stops earlier at the economic limit',
    ),
  gas_oil_ratio_scf_per_bbl: z
    .number()
    .min(0)
    .max(1e6)
    .default(0)
    .describe('Produced GOR, scf/bbl, giving the gas volume when gas_mcf_per_month is not given'),
  oil_price_usd_per_bbl: realizedOilPrice,
  gas_price_usd_per_mcf: z
    .number()
    .min(0)
    .max(100)
    .default(0)
    .describe('Realized gas price, $/Mcf (flat)'),
  working_interest_pct: workingInterestPct,
  royalty_pct: royaltyPct,
  orri_pct: orriPct,
  oil_severance_pct: z
    .number()
    .min(0)
    .max(20)
    .default(4.6)
    .describe('Oil production tax, % (Texas 4.6)'),
  gas_severance_pct: z
    .number()
    .min(0)
    .max(20)
    .default(7.5)
    .describe('Gas production tax, % (Texas 7.5)'),
  include_texas_fees: z
    .boolean()
    .default(true)
    .describe('Add the Texas oil-field cleanup and gas-field regulatory fees'),
  ad_valorem_pct: z
    .number()
    .min(0)
    .max(20)
    .default(0)
    .describe('Ad valorem (property) tax, % of revenue after production taxes'),
  fixed_opex_usd_per_month: z
    .number()
    .min(0)
    .default(0)
    .describe('Lease operating expense per producing month, gross $'),
  variable_opex_usd_per_boe: z
    .number()
    .min(0)
    .default(0)
    .describe('Variable operating cost, gross $ per BOE (6 Mcf = 1 BOE)'),
  capex_usd: z
    .number()
    .min(0)
    .default(0)
    .describe('Investment at time 0 (drilling and completion), gross $'),
  discount_rate_pct_per_year: discountRatePct
    .default(10)
    .describe('Discount rate, % per year (10 for NPV10)'),
  discounting: z
    .enum(['end_of_month', 'mid_month'])
    .default('end_of_month')
    .describe(
      'Monthly cash flows discounted at the end (default) or the middle of their month; the investment is at time 0',
    ),
  rate_basis: rateBasis,
  stop_at_economic_limit: z
    .boolean()
    .default(true)
    .describe('Stop production at the first month whose operating cash flow is negative'),
});

type WellEconomicsInput = z.output<typeof wellEconomicsInput>;

interface MonthlyRow {
  month: number;
  oil_bbl: number;
  gas_mcf: number;
  net_revenue_usd: number;
  taxes_usd: number;
  opex_usd: number;
  net_cash_flow_usd: number;
}

interface CashFlowModel {
  readonly rows: MonthlyRow[];
  /** [−capex share, month 1, …]. */
  readonly flows: number[];
  readonly times: number[];
  readonly truncated: boolean;
}

function monthlyVolumes(p: WellEconomicsInput): {
  oil: number[];
  gas: number[];
  assumptions: string[];
} {
  const assumptions: string[] = [];
  let oil: number[];
  if (p.oil_bbl_per_month !== undefined) {
    if (p.oil_decline !== undefined) {
      throw new OilfieldInputError(
        'oil_decline',
        p.oil_decline,
        'Give oil_bbl_per_month or oil_decline, not both.',
      );
    }
    oil = p.oil_bbl_per_month;
  } else if (p.oil_decline !== undefined) {
    const d = p.oil_decline;
    if (d.b_factor > 1 && d.terminal_decline_pct_per_year === undefined) {
      throw new OilfieldInputError(
        'oil_decline.terminal_decline_pct_per_year',
        undefined,
        `oil_decline.b_factor = ${formatNumber(d.b_factor)} is above 1; give oil_decline.terminal_decline_pct_per_year.`,
      );
    }
    const diDay =
      nominalAnnualDecline(
        d.initial_decline_pct_per_year,
        d.decline_type,
        d.b_factor,
        'oil_decline.initial_decline_pct_per_year',
      ) / DAYS_PER_YEAR;
    const arps = { qi: d.initial_rate_bbl_per_day, di: diDay, b: d.b_factor };
    let cumulative: (t: number) => number = (t) => arpsCumulative(arps, t);
    if (d.terminal_decline_pct_per_year !== undefined) {
      const dterm =
        nominalFromTangentEffective(d.terminal_decline_pct_per_year / 100) / DAYS_PER_YEAR;
      if (!(dterm < diDay)) {
        throw new OilfieldInputError(
          'oil_decline.terminal_decline_pct_per_year',
          d.terminal_decline_pct_per_year,
          'oil_decline.terminal_decline_pct_per_year must be below the initial decline.',
        );
      }
      const mh = { ...arps, dterm };
      cumulative = (t) => modifiedHyperbolicCumulative(mh, t);
    }
    oil = Array.from(
      { length: p.forecast_months },
      (_, m) => cumulative((m + 1) * DAYS_PER_MONTH) - cumulative(m * DAYS_PER_MONTH),
    );
    assumptions.push(
      `Oil volumes from an Arps decline: qi ${formatNumber(d.initial_rate_bbl_per_day)} bbl/d, Di ${formatNumber(d.initial_decline_pct_per_year)} %/yr ${d.decline_type.replace('_', '-')}, b ${formatNumber(d.b_factor)}${d.terminal_decline_pct_per_year === undefined ? '' : `, terminal ${formatNumber(d.terminal_decline_pct_per_year)} %/yr`}; months of 30.4375 days.`,
    );
  } else {
    throw new OilfieldInputError(
      'oil_bbl_per_month',
      undefined,
      'Give oil_bbl_per_month (monthly volumes) or oil_decline (an Arps decline).',
    );
  }
  let gas: number[];
  if (p.gas_mcf_per_month !== undefined) {
    if (p.gas_mcf_per_month.length !== oil.length) {
      throw new OilfieldInputError(
        'gas_mcf_per_month',
        p.gas_mcf_per_month.length,
        `gas_mcf_per_month has ${p.gas_mcf_per_month.length} months but the oil has ${oil.length}.`,
      );
    }
    gas = p.gas_mcf_per_month;
  } else {
    gas = oil.map((bbl) => (bbl * p.gas_oil_ratio_scf_per_bbl) / 1000);
    if (p.gas_oil_ratio_scf_per_bbl > 0) {
      assumptions.push(
        `Gas from a constant GOR of ${formatNumber(p.gas_oil_ratio_scf_per_bbl)} scf/bbl.`,
      );
    }
  }
  if (oil.length === 0) {
    throw new OilfieldInputError(
      'oil_bbl_per_month',
      oil,
      'The production schedule has no months.',
    );
  }
  return { oil, gas, assumptions };
}

function buildCashFlow(
  p: WellEconomicsInput,
  oil: readonly number[],
  gas: readonly number[],
  oilPrice: number,
  gasPrice: number,
): CashFlowModel {
  const { wi, nri } = derivedInterests(p.working_interest_pct, p.royalty_pct, p.orri_pct);
  const rows: MonthlyRow[] = [];
  const flows: number[] = [-wi * p.capex_usd];
  const times: number[] = [0];
  let truncated = false;
  for (let m = 0; m < oil.length; m += 1) {
    const o = oil[m] ?? 0;
    const g = gas[m] ?? 0;
    const revenue = nri * (o * oilPrice + g * gasPrice);
    const t = texasTaxes(
      o,
      oilPrice,
      g,
      gasPrice,
      p.oil_severance_pct / 100,
      p.gas_severance_pct / 100,
      p.include_texas_fees,
    );
    const production = nri * (t.oilTax + t.gasTax + t.oilFee + t.gasFee);
    const adValorem = (p.ad_valorem_pct / 100) * (revenue - production);
    const opex = wi * (p.fixed_opex_usd_per_month + p.variable_opex_usd_per_boe * (o + g / 6));
    const ncf = revenue - production - adValorem - opex;
    if (p.stop_at_economic_limit && ncf < 0 && o + g > 0) {
      truncated = true;
      break;
    }
    rows.push({
      month: m + 1,
      oil_bbl: o,
      gas_mcf: g,
      net_revenue_usd: revenue,
      taxes_usd: production + adValorem,
      opex_usd: opex,
      net_cash_flow_usd: ncf,
    });
    flows.push(ncf);
    times.push(p.discounting === 'end_of_month' ? m + 1 : m + 0.5);
  }
  return { rows, flows, times, truncated };
}

type WellKeys =
  | 'npv_usd'
  | 'undiscounted_cash_flow_usd'
  | 'net_revenue_usd'
  | 'gross_oil_bbl'
  | 'gross_gas_mcf'
  | 'net_oil_bbl'
  | 'economic_life_months'
  | 'investment_usd';
type WellOptionalKeys =
  | 'irr_annual_pct'
  | 'payout_months'
  | 'break_even_oil_price_usd_per_bbl'
  | 'break_even_gas_price_usd_per_mcf';

/**
 * Monthly well cash flow with NPV, IRR, payout and break-even price. Production from monthly
 * volumes or an Arps decline; revenue on the NRI = WI·(1 − royalty − ORRI); Texas production taxes
 * and fees (or given rates) on the NRI share; ad valorem on revenue after production taxes;
 * operating costs and the investment on the WI share. Net cash flow per month:
 * NRI·[Qo·Po + Qg·Pg − taxes] − ad valorem − WI·(LOE + variable·BOE); investment −WI·capex at t = 0.
 * NPV at the discount rate with end- or mid-month timing; IRR annualized (1 + i)^12 − 1; payout
 * interpolated; break-even oil price (or gas price for a gas well) where NPV = 0, by Brent's method.
 * Units: $, bbl, Mcf, % per year. Sources: SPEE; Texas Tax Code §§201.052, 202.052.
 */
export function wellEconomics(
  input: z.input<typeof wellEconomicsInput>,
): CalcResult<WellKeys, WellOptionalKeys> {
  const p = parseInput(wellEconomicsInput, input);
  const { nri } = derivedInterests(p.working_interest_pct, p.royalty_pct, p.orri_pct);
  const { oil, gas, assumptions } = monthlyVolumes(p);
  const annual = p.discount_rate_pct_per_year / 100;
  const monthlyRate = periodicDiscountRate(annual, 'month', p.rate_basis);
  const model = buildCashFlow(p, oil, gas, p.oil_price_usd_per_bbl, p.gas_price_usd_per_mcf);
  const npv = presentValue(model.flows, model.times, monthlyRate);
  const warnings: string[] = [];
  const notes: string[] = [];
  const totalOil = model.rows.reduce((s, r) => s + r.oil_bbl, 0);
  const totalGas = model.rows.reduce((s, r) => s + r.gas_mcf, 0);
  const values: Record<WellKeys, Quantity> & Partial<Record<WellOptionalKeys, Quantity>> = {
    npv_usd: quantity(
      npv,
      '$',
      `NPV${formatNumber(p.discount_rate_pct_per_year)} (net to the working interest)`,
    ),
    undiscounted_cash_flow_usd: quantity(
      model.flows.reduce((s, v) => s + v, 0),
      '$',
      'Undiscounted net cash flow',
    ),
    net_revenue_usd: quantity(
      model.rows.reduce((s, r) => s + r.net_revenue_usd, 0),
      '$',
      'Net revenue (NRI share, before taxes)',
    ),
    gross_oil_bbl: quantity(totalOil, 'bbl', 'Gross (8/8ths) oil produced to the economic limit'),
    gross_gas_mcf: quantity(totalGas, 'Mcf', 'Gross gas produced to the economic limit'),
    net_oil_bbl: quantity(totalOil * nri, 'bbl', 'Net (NRI) oil'),
    economic_life_months: quantity(model.rows.length, 'months', 'Producing months'),
    investment_usd: quantity(
      -(model.flows[0] ?? 0),
      '$',
      'Investment, net to the working interest',
    ),
  };
  if (model.truncated) {
    notes.push(
      `Production stops after month ${model.rows.length}, when the monthly operating cash flow turns negative (economic limit).`,
    );
  }
  const irr = annualizedMonthlyIrr(model.flows, model.times, p.capex_usd, warnings);
  if (irr !== undefined) values.irr_annual_pct = irr;
  const paid = payoutPeriods(model.flows);
  if (paid !== undefined && p.capex_usd > 0) {
    values.payout_months = quantity(paid, 'months', 'Payout (undiscounted)');
  } else if (p.capex_usd > 0) {
    warnings.push('The investment does not pay out within the forecast.');
  }
  // Break-even: the price (oil, or gas for a gas-only well) at which NPV = 0; NPV rises with price.
  const solveFor: 'oil' | 'gas' | undefined = oil.some((v) => v > 0)
    ? 'oil'
    : gas.some((v) => v > 0)
      ? 'gas'
      : undefined;
  if (solveFor !== undefined) {
    const npvAt = (price: number): number => {
      const m =
        solveFor === 'oil'
          ? buildCashFlow(p, oil, gas, price, p.gas_price_usd_per_mcf)
          : buildCashFlow(p, oil, gas, p.oil_price_usd_per_bbl, price);
      return presentValue(m.flows, m.times, monthlyRate);
    };
    const limit = solveFor === 'oil' ? 10000 : 1000;
    if (npvAt(0) >= 0) {
      notes.push(`NPV is positive even at a zero ${solveFor} price.`);
    } else if (npvAt(limit) <= 0) {
      warnings.push(`No ${solveFor} price up to $${formatNumber(limit)} makes the NPV positive.`);
    } else {
      const price = brentRoot(npvAt, 0, limit, 1e-10);
      if (price !== undefined) {
        if (solveFor === 'oil') {
          values.break_even_oil_price_usd_per_bbl = quantity(
            price,
            '$/bbl',
            `Break-even oil price (NPV${formatNumber(p.discount_rate_pct_per_year)} = 0, gas price held)`,
          );
        } else {
          values.break_even_gas_price_usd_per_mcf = quantity(
            price,
            '$/Mcf',
            `Break-even gas price (NPV${formatNumber(p.discount_rate_pct_per_year)} = 0)`,
          );
        }
      }
    }
  }
  // Annual summary (the monthly detail is summed by year).
  const years = new Map<number, Record<string, number>>();
  let cumulative = model.flows[0] ?? 0;
  model.rows.forEach((row, i) => {
    const year = Math.ceil(row.month / 12);
    const entry = years.get(year) ?? {
      year,
      oil_bbl: 0,
      gas_mcf: 0,
      net_revenue_usd: 0,
      taxes_usd: 0,
      opex_usd: 0,
      net_cash_flow_usd: 0,
      cumulative_cash_flow_usd: 0,
      discounted_cash_flow_usd: 0,
    };
    const discountedFlow =
      row.net_cash_flow_usd / (1 + monthlyRate) ** (model.times[i + 1] ?? row.month);
    cumulative += row.net_cash_flow_usd;
    entry.oil_bbl = (entry.oil_bbl ?? 0) + row.oil_bbl;
    entry.gas_mcf = (entry.gas_mcf ?? 0) + row.gas_mcf;
    entry.net_revenue_usd = (entry.net_revenue_usd ?? 0) + row.net_revenue_usd;
    entry.taxes_usd = (entry.taxes_usd ?? 0) + row.taxes_usd;
    entry.opex_usd = (entry.opex_usd ?? 0) + row.opex_usd;
    entry.net_cash_flow_usd = (entry.net_cash_flow_usd ?? 0) + row.net_cash_flow_usd;
    entry.cumulative_cash_flow_usd = cumulative;
    entry.discounted_cash_flow_usd = (entry.discounted_cash_flow_usd ?? 0) + discountedFlow;
    years.set(year, entry);
  });
  assumptions.push(
    `Interests: WI ${formatNumber(p.working_interest_pct)} %, royalty ${formatNumber(p.royalty_pct)} %, ORRI ${formatNumber(p.orri_pct)} % → NRI ${formatNumber(nri * 100)} %.`,
    `Flat prices: oil $${formatNumber(p.oil_price_usd_per_bbl)}/bbl, gas $${formatNumber(p.gas_price_usd_per_mcf)}/Mcf; no escalation.`,
    `Production taxes: oil ${formatNumber(p.oil_severance_pct)} %${Math.abs(p.oil_severance_pct - 4.6) < 1e-12 ? ' (or 4.6¢/bbl if greater)' : ''}, gas ${formatNumber(p.gas_severance_pct)} %${p.include_texas_fees ? ', Texas regulatory fees' : ''}, borne by the NRI; ad valorem ${formatNumber(p.ad_valorem_pct)} %.`,
    `Costs on the WI: LOE $${formatNumber(p.fixed_opex_usd_per_month)}/month, $${formatNumber(p.variable_opex_usd_per_boe)}/BOE; investment $${formatNumber(p.capex_usd)} gross at time 0.`,
    `Discounting at ${formatNumber(p.discount_rate_pct_per_year)} %/yr ${p.rate_basis === 'effective_annual' ? 'effective annual, (1 + r)^(t/12)' : 'nominal, compounded monthly'}; month m at t = ${p.discounting === 'end_of_month' ? 'm (end of month)' : 'm − ½ (mid-month)'}.`,
    'Before income tax; no salvage or abandonment cost.',
  );
  return calcResult<WellKeys, WellOptionalKeys>({
    calculator: 'well_economics',
    values,
    formula:
      'CF_m = NRI·(Qo·Po + Qg·Pg) − NRI·(severance + fees) − ad valorem − WI·(LOE + c·BOE); CF_0 = −WI·capex; NPV = Σ CF_m/(1 + r)^(t_m/12); IRR: NPV = 0; payout: cumulative CF = 0',
    assumptions,
    warnings,
    notes,
    sources: [SPEE_ECONOMICS, TEXAS_OIL_TAX, TEXAS_GAS_TAX, NUMPY_FINANCIAL],
    table: {
      title: 'Cash flow by year (net to the working interest)',
      columns: [
        { key: 'year', label: 'Year', unit: 'year' },
        { key: 'oil_bbl', label: 'Gross oil', unit: 'bbl' },
        { key: 'gas_mcf', label: 'Gross gas', unit: 'Mcf' },
        { key: 'net_revenue_usd', label: 'Net revenue', unit: '$' },
        { key: 'taxes_usd', label: 'Taxes and fees', unit: '$' },
        { key: 'opex_usd', label: 'Operating cost', unit: '$' },
        { key: 'net_cash_flow_usd', label: 'Net cash flow', unit: '$' },
        {
          key: 'cumulative_cash_flow_usd',
          label: 'Cumulative cash flow (after investment)',
          unit: '$',
        },
        { key: 'discounted_cash_flow_usd', label: 'Discounted cash flow', unit: '$' },
      ],
      rows: [...years.values()],
    },
  });
}

const MIAN_BREAK_EVEN =
  'Mian, M.A., Project Economics and Decision Analysis, Vol. 1: Deterministic Models, PennWell (2002) (break-even analysis and unit costs; continuous discounting)';

/** Input of {@link breakEvenPrice}. */
export const breakEvenPriceInput = z.strictObject({
  loe_usd_per_bbl: z
    .number()
    .min(0)
    .max(500)
    .describe('Lease operating expense per gross barrel produced, $/bbl'),
  capex_usd: z
    .number()
    .min(0)
    .max(1e10)
    .describe('Investment (drilling, completion, facilities), gross (8/8ths) $'),
  reserves_bbl: z
    .number()
    .positive()
    .max(1e10)
    .describe('Gross (8/8ths) recoverable oil the investment develops (EUR), bbl'),
  ...interestInputs,
  discount_rate_pct_per_year: discountRatePct
    .optional()
    .describe(
      'Discount rate, % per year (effective), for a discounted break-even; needs initial_rate_bbl_per_day',
    ),
  initial_rate_bbl_per_day: z
    .number()
    .positive()
    .max(1e6)
    .optional()
    .describe(
      'Initial gross oil rate, bbl/d, of the exponential decline that produces the reserves (discounted break-even only)',
    ),
});

type BreakEvenKeys =
  | 'break_even_price_usd_per_bbl'
  | 'undiscounted_break_even_usd_per_bbl'
  | 'nri_pct'
  | 'capex_per_bbl_usd';
type BreakEvenOptional = 'discounted_reserves_bbl' | 'nominal_decline_pct_per_year';

/**
 * Break-even oil price: the flat price at which the revenue net to the working-interest owner
 * pays its share of the operating cost and the investment. Undiscounted:
 * P = WI·(LOE + capex/R)/(NRI·(1 − severance)), R the gross reserves. Discounted (optional): the
 * reserves produced by an exponential decline from qi (nominal decline a = 365.25·qi/R per year)
 * and continuous discounting at r = ln(1 + i) give the discounted reserves R·a/(a + r), which
 * replace R under the investment (the LOE per barrel is discounted with the barrels). Units: $,
 * bbl, bbl/d, %. Source: Mian (2002) vol. 1; arithmetic shown in the tests.
 */
export function breakEvenPrice(
  input: z.input<typeof breakEvenPriceInput>,
): CalcResult<BreakEvenKeys, BreakEvenOptional> {
  const p = parseInput(breakEvenPriceInput, input);
  const { wi, nri, assumption } = givenOrDerivedInterests(p);
  const assumptions: string[] = [assumption];
  const notes: string[] = [];
  if (nri > wi + 1e-12) {
    notes.push('The NRI is above the WI: the owner receives more revenue share than cost share.');
  }
  const sev = p.severance_tax_pct / 100;
  const netPerDollar = nri * (1 - sev);
  const capexPerBbl = p.capex_usd / p.reserves_bbl;
  const undiscounted = (wi * (p.loe_usd_per_bbl + capexPerBbl)) / netPerDollar;
  const values: Record<BreakEvenKeys, Quantity> & Partial<Record<BreakEvenOptional, Quantity>> = {
    break_even_price_usd_per_bbl: quantity(undiscounted, '$/bbl', 'Break-even oil price'),
    undiscounted_break_even_usd_per_bbl: quantity(
      undiscounted,
      '$/bbl',
      'Break-even oil price, undiscounted',
    ),
    nri_pct: quantity(nri * 100, '%', 'Net revenue interest'),
    capex_per_bbl_usd: quantity(capexPerBbl, '$/bbl', 'Investment per gross barrel (capex/R)'),
  };
  let formula = `P = WI·(LOE + capex/R)/(NRI·(1 − s)) = ${formatNumber(wi, 4)} × (${formatNumber(p.loe_usd_per_bbl)} + ${formatNumber(capexPerBbl, 5)})/(${formatNumber(nri, 4)} × ${formatNumber(1 - sev, 4)})`;
  const discounted = p.discount_rate_pct_per_year !== undefined && p.discount_rate_pct_per_year > 0;
  if (discounted) {
    if (p.initial_rate_bbl_per_day === undefined) {
      throw new OilfieldInputError(
        'initial_rate_bbl_per_day',
        undefined,
        'initial_rate_bbl_per_day = missing: a discounted break-even needs the initial rate of the decline that produces the reserves (or leave out the discount rate).',
      );
    }
    const a = (DAYS_PER_YEAR * p.initial_rate_bbl_per_day) / p.reserves_bbl;
    const r = Math.log(1 + (p.discount_rate_pct_per_year ?? 0) / 100);
    const rd = (p.reserves_bbl * a) / (a + r);
    const price = (wi * (p.loe_usd_per_bbl + p.capex_usd / rd)) / netPerDollar;
    values.break_even_price_usd_per_bbl = quantity(
      price,
      '$/bbl',
      `Break-even oil price at ${formatNumber(p.discount_rate_pct_per_year ?? 0)} %/yr (NPV = 0)`,
    );
    values.discounted_reserves_bbl = quantity(rd, 'bbl', 'Discounted reserves R·a/(a + r)');
    values.nominal_decline_pct_per_year = quantity(
      a * 100,
      '%/yr',
      'Nominal exponential decline a = 365.25·qi/R',
    );
    formula += `; discounted: R_d = R·a/(a + r), a = 365.25·qi/R = ${formatNumber(a, 5)}/yr, r = ln(1 + i) = ${formatNumber(r, 5)}; P = WI·(LOE + capex/R_d)/(NRI·(1 − s))`;
    assumptions.push(
      `Discounted: production declines exponentially from ${formatNumber(p.initial_rate_bbl_per_day)} bbl/d at a nominal ${formatNumber(a * 100, 4)} %/yr (effective ${formatNumber(-Math.expm1(-a) * 100, 4)} %/yr) so that it totals the reserves (no economic-limit cut-off); cash flows discounted continuously at r = ln(1 + ${formatNumber(p.discount_rate_pct_per_year ?? 0)} %); the investment at time 0.`,
    );
  } else if (p.initial_rate_bbl_per_day !== undefined) {
    notes.push('The initial rate is used only for a discounted break-even (give a discount rate).');
  }
  assumptions.push(
    'Flat oil price; no gas or NGL revenue credited; before income tax; no salvage or abandonment cost.',
    `Costs on the WI (${formatNumber(p.working_interest_pct)} %), revenue on the NRI; severance ${formatNumber(p.severance_tax_pct)} % of the NRI share of value.`,
  );
  return calcResult<BreakEvenKeys, BreakEvenOptional>({
    calculator: 'break_even_price',
    values,
    formula,
    assumptions,
    notes,
    sources: [MIAN_BREAK_EVEN],
  });
}

// --- Revenue distribution and the NPV of a decline (calc-econ-flow).

const REVENUE_DISTRIBUTION_SOURCE =
  'Mian, M.A., Project Economics and Decision Analysis, Vol. 1: Deterministic Models, PennWell (2002) (ownership interests: royalty, overriding royalty, working and net revenue interests; production taxes); arithmetic shown in the tests';

/** Input of {@link revenueDistribution}. */
export const revenueDistributionInput = z.strictObject({
  oil_volume_bbl: z
    .number()
    .min(0)
    .max(1e8)
    .default(0)
    .describe('Gross (8/8ths) oil sold in the month, bbl'),
  oil_price_usd_per_bbl: z.number().min(0).max(1000).default(0).describe('Oil price, $/bbl'),
  gas_volume_mcf: z
    .number()
    .min(0)
    .max(1e9)
    .default(0)
    .describe('Gross (8/8ths) gas sold in the month, Mcf'),
  gas_price_usd_per_mcf: z.number().min(0).max(100).default(0).describe('Gas price, $/Mcf'),
  gross_revenue_usd: z
    .number()
    .positive()
    .max(1e10)
    .optional()
    .describe(
      'Gross (8/8ths) sales value of the month, $, instead of the volumes and prices (taxed at the severance rate given)',
    ),
  royalty_pct: royaltyPct,
  orri_pct: orriPct,
  working_interest_pct: workingInterestPct,
  severance_tax_pct: severanceTaxPct,
  gas_severance_tax_pct: z
    .number()
    .min(0)
    .max(50)
    .optional()
    .describe('Gas severance tax, % (when it differs from the oil rate, e.g. Texas 7.5 vs 4.6)'),
});

type RevenueKeys =
  | 'gross_oil_revenue_usd'
  | 'gross_gas_revenue_usd'
  | 'gross_revenue_usd'
  | 'royalty_usd'
  | 'orri_usd'
  | 'working_interest_revenue_usd'
  | 'owner_revenue_usd'
  | 'severance_tax_usd'
  | 'net_revenue_usd'
  | 'nri_pct';

/**
 * One month's revenue distribution, line by line: gross revenue G = Qo·Po + Qg·Pg; royalty
 * R·G; ORRI O·G; revenue to the working interests (8/8ths) G·(1 − R − O); the owner's share
 * WI·G·(1 − R − O) = NRI·G; severance tax on that share s·NRI·(oil or gas value); net revenue
 * = share − severance. Units: $, bbl, Mcf, %. Source: Mian (2002).
 */
export function revenueDistribution(
  input: z.input<typeof revenueDistributionInput>,
): CalcResult<RevenueKeys> {
  const p = parseInput(revenueDistributionInput, input);
  const { wi, nri } = derivedInterests(p.working_interest_pct, p.royalty_pct, p.orri_pct);
  const sold =
    p.oil_volume_bbl * p.oil_price_usd_per_bbl + p.gas_volume_mcf * p.gas_price_usd_per_mcf;
  if (p.gross_revenue_usd !== undefined && sold > 0) {
    throw new OilfieldInputError(
      'gross_revenue_usd',
      p.gross_revenue_usd,
      'Give either the gross revenue or the volumes sold with their prices, not both.',
    );
  }
  if (p.gross_revenue_usd === undefined && sold <= 0) {
    throw new OilfieldInputError(
      'oil_volume_bbl',
      p.oil_volume_bbl,
      'oil_volume_bbl = missing: give the oil volume and price, or the gas volume and price, or the gross revenue (the gross revenue is zero).',
    );
  }
  // A gross sales value given as such is one product, taxed at the (oil) severance rate.
  const oil = p.gross_revenue_usd ?? p.oil_volume_bbl * p.oil_price_usd_per_bbl;
  const gas = p.gas_volume_mcf * p.gas_price_usd_per_mcf;
  const gross = oil + gas;
  const royalty = (gross * p.royalty_pct) / 100;
  const orri = (gross * p.orri_pct) / 100;
  const eightEighths = gross - royalty - orri;
  const share = wi * eightEighths;
  const oilSev = p.severance_tax_pct / 100;
  const gasSev = (p.gas_severance_tax_pct ?? p.severance_tax_pct) / 100;
  const severance = nri * (oil * oilSev + gas * gasSev);
  const net = share - severance;
  const $ = (v: number) => `$${formatNumber(v, 8)}`;
  return calcResult<RevenueKeys>({
    calculator: 'revenue_distribution',
    values: {
      gross_oil_revenue_usd: quantity(
        oil,
        '$',
        p.gross_revenue_usd === undefined
          ? 'Gross oil revenue (8/8ths)'
          : 'Gross revenue as given (8/8ths)',
      ),
      gross_gas_revenue_usd: quantity(gas, '$', 'Gross gas revenue (8/8ths)'),
      gross_revenue_usd: quantity(gross, '$', 'Gross revenue (8/8ths)'),
      royalty_usd: quantity(royalty, '$', `Royalty (${formatNumber(p.royalty_pct)} %)`),
      orri_usd: quantity(orri, '$', `Overriding royalty (${formatNumber(p.orri_pct)} %)`),
      working_interest_revenue_usd: quantity(
        eightEighths,
        '$',
        'Revenue to the working interests (8/8ths less royalty and ORRI)',
      ),
      owner_revenue_usd: quantity(
        share,
        '$',
        `Working-interest owner’s share (${formatNumber(p.working_interest_pct)} % WI)`,
      ),
      severance_tax_usd: quantity(severance, '$', 'Severance tax on the owner’s share'),
      net_revenue_usd: quantity(net, '$', 'Net revenue to the owner (after severance)'),
      nri_pct: quantity(nri * 100, '%', 'Net revenue interest'),
    },
    formula: [
      p.gross_revenue_usd === undefined
        ? `gross = ${formatNumber(p.oil_volume_bbl)} bbl × $${formatNumber(p.oil_price_usd_per_bbl)} + ${formatNumber(p.gas_volume_mcf)} Mcf × $${formatNumber(p.gas_price_usd_per_mcf)} = ${$(gross)}`
        : `gross = ${$(gross)} (as given)`,
      `royalty = ${formatNumber(p.royalty_pct)} % × gross = ${$(royalty)}`,
      `ORRI = ${formatNumber(p.orri_pct)} % × gross = ${$(orri)}`,
      `WI share = ${formatNumber(p.working_interest_pct)} % × (gross − royalty − ORRI) = ${$(share)} (NRI ${formatNumber(nri * 100)} %)`,
      `severance = NRI × (${formatNumber(p.severance_tax_pct)} % × oil${gasSev !== oilSev ? ` + ${formatNumber(gasSev * 100)} % × gas` : ' + gas'}) = ${$(severance)}`,
      `net = WI share − severance = ${$(net)}`,
    ].join('; '),
    assumptions: [
      'Royalty and ORRI are shares of gross revenue, free of costs; the working-interest owner’s share is WI × (8/8ths less royalty and ORRI).',
      'Severance tax is shown on the owner’s share only (royalty and ORRI owners pay theirs on their own shares); no marketing deductions, ad valorem tax or operating costs.',
      p.gross_revenue_usd === undefined
        ? `Severance: oil ${formatNumber(p.severance_tax_pct)} %, gas ${formatNumber(gasSev * 100)} % of value.`
        : `Severance: ${formatNumber(p.severance_tax_pct)} % of the gross revenue given (one rate, as for oil).`,
    ],
    sources: [REVENUE_DISTRIBUTION_SOURCE],
  });
}

/** Input of {@link declineNpv}. */
export const declineNpvInput = z.strictObject({
  initial_rate_bbl_per_day: z
    .number()
    .positive()
    .max(1e6)
    .describe('Initial gross (8/8ths) oil rate qi at time 0, bbl/d'),
  initial_decline_pct_per_year: z
    .number()
    .positive()
    .max(1000)
    .describe('Initial decline Di, % per year (its type in decline_type)'),
  decline_type: z
    .enum(['nominal', 'effective_secant', 'effective_tangent'])
    .default('effective_secant')
    .describe(
      'How Di is stated: nominal (instantaneous), effective_secant (the fractional drop in rate over the first year; default) or effective_tangent (1 − e^(−nominal))',
    ),
  b_factor: z
    .number()
    .min(0)
    .max(2)
    .describe(
      'Arps b: 0 exponential, 0–1 hyperbolic, 1 harmonic; above 1 needs a terminal decline',
    ),
  terminal_decline_pct_per_year: terminalDeclinePct,
  oil_price_usd_per_bbl: realizedOilPrice,
  ...interestInputs,
  loe_usd_per_month: z
    .number()
    .min(0)
    .max(1e8)
    .default(0)
    .describe('Fixed lease operating expense, gross $ per producing month'),
  loe_usd_per_bbl: z
    .number()
    .min(0)
    .max(500)
    .default(0)
    .describe('Variable lease operating expense, gross $ per barrel produced'),
  capex_usd: z
    .number()
    .min(0)
    .max(1e10)
    .default(0)
    .describe('Investment at time 0 (drilling and completion), gross $'),
  discount_rate_pct_per_year: discountRatePct
    .default(10)
    .describe('Discount rate, % per year, effective annual (10 for PV10), applied monthly'),
  economic_limit_bbl_per_day: z
    .number()
    .positive()
    .optional()
    .describe(
      'Economic limit rate, bbl/d: production stops when the rate falls to it (also at the first month whose cash flow is negative)',
    ),
  max_months: z
    .number()
    .int()
    .min(1)
    .max(1200)
    .default(600)
    .describe('Longest forecast, months (default 600, 50 years)'),
});

type DeclineNpvKeys =
  | 'npv_usd'
  | 'undiscounted_cash_flow_usd'
  | 'gross_oil_bbl'
  | 'net_oil_bbl'
  | 'economic_life_months'
  | 'nri_pct'
  | 'monthly_discount_rate_pct';
type DeclineNpvOptional = 'irr_annual_pct' | 'payout_months';

/**
 * NPV of a well from its Arps decline: monthly gross volumes Q_m = N(t_m) − N(t_{m−1}) (months of
 * 30.4375 d) from qi, Di (nominal or effective) and b (with a terminal decline for a modified
 * hyperbolic), to the economic limit rate or the first month whose cash flow is negative;
 * CF_m = NRI·Q_m·P·(1 − s) − WI·(LOE_month + LOE_bbl·Q_m); CF_0 = −WI·capex;
 * NPV = Σ CF_m/(1 + i)^(m/12), end-of-month discounting at the effective annual rate i;
 * IRR annualized; payout interpolated. Units: bbl/d, $, %/yr. Sources: Arps (1945); SPEE.
 */
export function declineNpv(
  input: z.input<typeof declineNpvInput>,
): CalcResult<DeclineNpvKeys, DeclineNpvOptional> {
  const p = parseInput(declineNpvInput, input);
  const { wi, nri } = givenOrDerivedInterests(p);
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  if (p.b_factor > 1 && p.terminal_decline_pct_per_year === undefined) {
    throw new OilfieldInputError(
      'terminal_decline_pct_per_year',
      undefined,
      `terminal_decline_pct_per_year = missing: b = ${formatNumber(p.b_factor)} is above 1, and without a terminal decline the reserves are unbounded.`,
    );
  }
  const diYear = nominalAnnualDecline(p.initial_decline_pct_per_year, p.decline_type, p.b_factor);
  const arps = { qi: p.initial_rate_bbl_per_day, di: diYear / DAYS_PER_YEAR, b: p.b_factor };
  let cumulative = (t: number) => arpsCumulative(arps, t);
  let timeToRate = (q: number) => arpsTimeToRate(arps, q);
  if (p.terminal_decline_pct_per_year !== undefined) {
    const dterm =
      nominalFromTangentEffective(p.terminal_decline_pct_per_year / 100) / DAYS_PER_YEAR;
    if (!(dterm < arps.di)) {
      throw new OilfieldInputError(
        'terminal_decline_pct_per_year',
        p.terminal_decline_pct_per_year,
        'terminal_decline_pct_per_year must be below the initial decline.',
      );
    }
    const mh = { ...arps, dterm };
    cumulative = (t) => modifiedHyperbolicCumulative(mh, t);
    timeToRate = (q) => modifiedHyperbolicTimeToRate(mh, q);
  }
  let limitDays = Number.POSITIVE_INFINITY;
  if (p.economic_limit_bbl_per_day !== undefined) {
    if (p.economic_limit_bbl_per_day >= p.initial_rate_bbl_per_day) {
      throw new OilfieldInputError(
        'economic_limit_bbl_per_day',
        p.economic_limit_bbl_per_day,
        `economic_limit_bbl_per_day = ${formatNumber(p.economic_limit_bbl_per_day)} is not below the initial rate ${formatNumber(p.initial_rate_bbl_per_day)} bbl/d: the well is uneconomic from the start.`,
      );
    }
    limitDays = timeToRate(p.economic_limit_bbl_per_day);
  }
  const sev = p.severance_tax_pct / 100;
  const monthlyRate = periodicDiscountRate(p.discount_rate_pct_per_year / 100, 'month');
  const flows: number[] = [-wi * p.capex_usd];
  const times: number[] = [0];
  const rows: Record<string, number>[] = [];
  let grossOil = 0;
  let stoppedBy: 'limit' | 'cash' | 'horizon' = 'horizon';
  for (let m = 1; m <= p.max_months; m += 1) {
    const start = (m - 1) * DAYS_PER_MONTH;
    if (start >= limitDays) {
      stoppedBy = 'limit';
      break;
    }
    const end = Math.min(m * DAYS_PER_MONTH, limitDays);
    const fraction = (end - start) / DAYS_PER_MONTH;
    const volume = cumulative(end) - cumulative(start);
    const revenue = nri * volume * p.oil_price_usd_per_bbl;
    const severance = sev * revenue;
    const loe = wi * (p.loe_usd_per_month * fraction + p.loe_usd_per_bbl * volume);
    const cash = revenue - severance - loe;
    if (cash < 0) {
      stoppedBy = 'cash';
      break;
    }
    grossOil += volume;
    flows.push(cash);
    times.push(m);
    rows.push({
      month: m,
      oil_bbl: volume,
      net_revenue_usd: revenue,
      severance_usd: severance,
      loe_usd: loe,
      net_cash_flow_usd: cash,
      discounted_cash_flow_usd: cash / (1 + monthlyRate) ** m,
    });
    if (end >= limitDays) {
      stoppedBy = 'limit';
      break;
    }
  }
  const npv = presentValue(flows, times, monthlyRate);
  const values: Record<DeclineNpvKeys, Quantity> & Partial<Record<DeclineNpvOptional, Quantity>> = {
    npv_usd: quantity(
      npv,
      '$',
      `NPV at ${formatNumber(p.discount_rate_pct_per_year)} %/yr (PV${formatNumber(p.discount_rate_pct_per_year)}, net to the working interest)`,
    ),
    undiscounted_cash_flow_usd: quantity(
      flows.reduce((s, v) => s + v, 0),
      '$',
      'Undiscounted net cash flow (after investment)',
    ),
    gross_oil_bbl: quantity(grossOil, 'bbl', 'Gross (8/8ths) oil to the economic limit'),
    net_oil_bbl: quantity(grossOil * nri, 'bbl', 'Net (NRI) oil'),
    economic_life_months: quantity(rows.length, 'months', 'Producing months'),
    nri_pct: quantity(nri * 100, '%', 'Net revenue interest'),
    monthly_discount_rate_pct: quantity(
      monthlyRate * 100,
      '%/month',
      'Monthly discount rate (1 + i)^(1/12) − 1',
    ),
  };
  const irr = annualizedMonthlyIrr(flows, times, p.capex_usd, warnings);
  if (irr !== undefined) values.irr_annual_pct = irr;
  if (p.capex_usd > 0 && wi > 0) {
    const paid = payoutPeriods(flows);
    if (paid !== undefined) {
      values.payout_months = quantity(paid, 'months', 'Payout (undiscounted)');
    } else {
      warnings.push('The investment does not pay out before the economic limit.');
    }
  } else {
    notes.push('No investment given: NPV is the value of the remaining production alone.');
  }
  if (stoppedBy === 'cash') {
    notes.push(
      `Production stops after month ${rows.length}, when the monthly cash flow would turn negative.`,
    );
  } else if (stoppedBy === 'limit') {
    notes.push(
      `Production stops at the economic limit of ${formatNumber(p.economic_limit_bbl_per_day ?? 0)} bbl/d after ${formatNumber(limitDays / DAYS_PER_MONTH, 5)} months.`,
    );
  } else {
    warnings.push(
      `The forecast reaches ${p.max_months} months without an economic limit; give an economic limit rate or LOE so the life ends where it should.`,
    );
  }
  assumptions.push(
    `Decline: qi ${formatNumber(p.initial_rate_bbl_per_day)} bbl/d, Di ${formatNumber(p.initial_decline_pct_per_year)} %/yr ${p.decline_type.replace('_', ' ')} (nominal ${formatNumber(diYear * 100, 5)} %/yr), b ${formatNumber(p.b_factor)}${p.terminal_decline_pct_per_year === undefined ? '' : `, terminal ${formatNumber(p.terminal_decline_pct_per_year)} %/yr effective`}; months of 30.4375 days.`,
    `Interests: WI ${formatNumber(p.working_interest_pct)} %, NRI ${formatNumber(nri * 100)} %${p.royalty_pct !== undefined ? ` (= WI × (1 − ${formatNumber(p.royalty_pct)} % royalty))` : ''}; severance ${formatNumber(p.severance_tax_pct)} % of the NRI revenue.`,
    `Flat oil price $${formatNumber(p.oil_price_usd_per_bbl)}/bbl; LOE $${formatNumber(p.loe_usd_per_month)}/month + $${formatNumber(p.loe_usd_per_bbl)}/bbl on the WI; investment $${formatNumber(p.capex_usd)} gross at time 0.`,
    `Monthly discounting, end of month: month m at t = m months, rate (1 + ${formatNumber(p.discount_rate_pct_per_year)} %)^(1/12) − 1 = ${formatNumber(monthlyRate * 100, 5)} %/month (effective annual rate).`,
    'Oil only (no gas or NGL revenue); before income tax; no salvage or abandonment cost.',
  );
  return calcResult<DeclineNpvKeys, DeclineNpvOptional>({
    calculator: 'decline_npv',
    values,
    formula:
      'Q_m = N(t_m) − N(t_{m−1}); CF_m = NRI·Q_m·P·(1 − s) − WI·(LOE_month + LOE_bbl·Q_m); CF_0 = −WI·capex; NPV = Σ CF_m/(1 + i)^(m/12)',
    assumptions,
    warnings,
    notes,
    sources: [
      'Arps, J.J., Analysis of Decline Curves, Trans. AIME 160 (1945) 228–247',
      SPEE_ECONOMICS,
      NUMPY_FINANCIAL,
    ],
    table: {
      title: 'Monthly cash flow (net to the working interest)',
      columns: [
        { key: 'month', label: 'Month', unit: 'month' },
        { key: 'oil_bbl', label: 'Gross oil', unit: 'bbl' },
        { key: 'net_revenue_usd', label: 'Net revenue', unit: '$' },
        { key: 'severance_usd', label: 'Severance', unit: '$' },
        { key: 'loe_usd', label: 'LOE', unit: '$' },
        { key: 'net_cash_flow_usd', label: 'Net cash flow', unit: '$' },
        { key: 'discounted_cash_flow_usd', label: 'Discounted cash flow', unit: '$' },
      ],
      rows,
    },
  });
}
