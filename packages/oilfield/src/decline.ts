import { z } from 'zod';

import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './constants';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Arps decline curves (Arps 1945, "Analysis of Decline Curves", Trans. AIME 160), the modified
 * hyperbolic decline with a terminal exponential tail (Robertson 1988, SPE-18731), and the
 * conversions between nominal and effective decline rates (SPEE conventions).
 *
 * The kernels (`arpsRate`, `arpsCumulative`, …) work in any consistent time unit: `qi` in volume
 * per time unit, `di` nominal in 1/time unit, `t` in that time unit. The calculators
 * (`arpsDecline`, `declineConversion`) take named field inputs (rates per day, declines per year,
 * time in months) and return a {@link CalcResult}.
 */

const ARPS_SOURCE = 'Arps, J.J. (1945), "Analysis of Decline Curves", Trans. AIME 160: 228–247';
const MH_SOURCE =
  'Robertson, S. (1988), "Generalized Hyperbolic Equation", SPE-18731 (modified hyperbolic with terminal exponential decline)';
const SPEE_SOURCE =
  'SPEE Monograph 4 (2016), "Estimating Ultimate Recovery of Developed Wells in Low-Permeability Reservoirs": nominal, tangent-effective and secant-effective declines';

/** Below this, `b` is treated as exactly 0 (exponential); within it of 1, as harmonic. */
const B_EPSILON = 1e-9;

/** Arps decline parameters in one consistent time unit. */
export interface ArpsParameters {
  /** Initial rate, volume per time unit, > 0. */
  readonly qi: number;
  /** Initial nominal decline, 1/time unit, > 0. */
  readonly di: number;
  /** Hyperbolic exponent, 0 (exponential) to 2; 1 is harmonic. */
  readonly b: number;
}

/** Modified hyperbolic parameters: Arps hyperbolic until the decline falls to `dterm`. */
export interface ModifiedHyperbolicParameters extends ArpsParameters {
  /** Terminal nominal (exponential) decline, 1/time unit, 0 < dterm < di. */
  readonly dterm: number;
}

function assertArps(p: ArpsParameters): void {
  if (!(p.qi > 0) || !Number.isFinite(p.qi)) {
    throw new OilfieldInputError('qi', p.qi, `qi = ${p.qi} must be a finite rate > 0.`);
  }
  if (!(p.di > 0) || !Number.isFinite(p.di)) {
    throw new OilfieldInputError('di', p.di, `di = ${p.di} must be a finite nominal decline > 0.`);
  }
  if (!(p.b >= 0 && p.b <= 2)) {
    throw new OilfieldInputError('b', p.b, `b = ${p.b} is outside the accepted range 0 to 2.`);
  }
}

function isExponential(b: number): boolean {
  return b < B_EPSILON;
}

function isHarmonic(b: number): boolean {
  return Math.abs(b - 1) < B_EPSILON;
}

/**
 * Arps rate at time `t`: q = qi/(1 + b·Di·t)^(1/b); exponential (b = 0) q = qi·e^(−Di·t);
 * harmonic (b = 1) q = qi/(1 + Di·t). Units: as `qi`. Source: Arps (1945).
 */
export function arpsRate(p: ArpsParameters, t: number): number {
  assertArps(p);
  if (isExponential(p.b)) return p.qi * Math.exp(-p.di * t);
  if (isHarmonic(p.b)) return p.qi / (1 + p.di * t);
  // Through log1p rather than a power: for b just above B_EPSILON, 1 + b·Di·t rounds the decline away.
  return p.qi * Math.exp(-Math.log1p(p.b * p.di * t) / p.b);
}

/**
 * Arps cumulative production from 0 to `t`: exponential Np = (qi − q)/Di; harmonic
 * Np = (qi/Di)·ln(qi/q); hyperbolic Np = qi/((1 − b)·Di)·[1 − (q/qi)^(1−b)]. Units: `qi` × time.
 * Source: Arps (1945).
 */
export function arpsCumulative(p: ArpsParameters, t: number): number {
  assertArps(p);
  if (t <= 0) return 0;
  if (isExponential(p.b)) return (p.qi / p.di) * -Math.expm1(-p.di * t);
  if (isHarmonic(p.b)) return (p.qi / p.di) * Math.log1p(p.di * t);
  // (q/qi)^(1−b) = (1 + b·Di·t)^((b−1)/b), through log1p and expm1 so a small b·Di·t keeps its digits.
  return (p.qi / ((1 - p.b) * p.di)) * -Math.expm1(((p.b - 1) / p.b) * Math.log1p(p.b * p.di * t));
}

/**
 * Time at which the Arps rate falls to `q` (0 < q ≤ qi): exponential ln(qi/q)/Di; harmonic
 * (qi/q − 1)/Di; hyperbolic ((qi/q)^b − 1)/(b·Di). Units: the time unit of `di`.
 * Source: Arps (1945).
 */
export function arpsTimeToRate(p: ArpsParameters, q: number): number {
  assertArps(p);
  if (!(q > 0 && q <= p.qi)) {
    throw new OilfieldInputError('q', q, `q = ${q} must be > 0 and ≤ qi = ${p.qi}.`);
  }
  if (isExponential(p.b)) return Math.log(p.qi / q) / p.di;
  if (isHarmonic(p.b)) return (p.qi / q - 1) / p.di;
  return Math.expm1(p.b * Math.log(p.qi / q)) / (p.b * p.di);
}

/** Instantaneous nominal decline D(t) = Di/(1 + b·Di·t), 1/time unit. Source: Arps (1945). */
export function arpsNominalDeclineAt(p: ArpsParameters, t: number): number {
  assertArps(p);
  return p.di / (1 + p.b * p.di * t);
}

function assertModified(p: ModifiedHyperbolicParameters): void {
  assertArps(p);
  if (!(p.dterm > 0 && p.dterm < p.di)) {
    throw new OilfieldInputError(
      'dterm',
      p.dterm,
      `dterm = ${p.dterm} must be > 0 and below the initial nominal decline di = ${p.di}.`,
    );
  }
}

/**
 * Time at which the modified hyperbolic switches to its exponential tail, where
 * D(t) = Di/(1 + b·Di·t) has fallen to Dterm: t_sw = (1/Dterm − 1/Di)/b. Infinite for b = 0 (an
 * exponential decline never falls below Di > Dterm). Source: Robertson (1988).
 */
export function modifiedHyperbolicSwitchTime(p: ModifiedHyperbolicParameters): number {
  assertModified(p);
  if (isExponential(p.b)) return Number.POSITIVE_INFINITY;
  return (1 / p.dterm - 1 / p.di) / p.b;
}

/**
 * Modified hyperbolic rate: Arps until t_sw, then q_sw·e^(−Dterm·(t − t_sw)).
 * Source: Robertson (1988).
 */
export function modifiedHyperbolicRate(p: ModifiedHyperbolicParameters, t: number): number {
  const tsw = modifiedHyperbolicSwitchTime(p);
  if (t <= tsw) return arpsRate(p, t);
  return arpsRate(p, tsw) * Math.exp(-p.dterm * (t - tsw));
}

/**
 * Modified hyperbolic cumulative: Arps until t_sw, then
 * N_sw + (q_sw/Dterm)·(1 − e^(−Dterm·(t − t_sw))). Source: Robertson (1988).
 */
export function modifiedHyperbolicCumulative(p: ModifiedHyperbolicParameters, t: number): number {
  const tsw = modifiedHyperbolicSwitchTime(p);
  if (t <= tsw) return arpsCumulative(p, t);
  const qsw = arpsRate(p, tsw);
  return arpsCumulative(p, tsw) + (qsw / p.dterm) * -Math.expm1(-p.dterm * (t - tsw));
}

/**
 * Time at which the modified hyperbolic rate falls to `q`: the Arps time while q ≥ q_sw,
 * otherwise t_sw + ln(q_sw/q)/Dterm. Source: Robertson (1988).
 */
export function modifiedHyperbolicTimeToRate(p: ModifiedHyperbolicParameters, q: number): number {
  const tsw = modifiedHyperbolicSwitchTime(p);
  if (!Number.isFinite(tsw)) return arpsTimeToRate(p, q);
  const qsw = arpsRate(p, tsw);
  if (q >= qsw) return arpsTimeToRate(p, q);
  if (!(q > 0)) throw new OilfieldInputError('q', q, `q = ${q} must be > 0.`);
  return tsw + Math.log(qsw / q) / p.dterm;
}

/**
 * Nominal decline from a secant-effective decline (both over the same period):
 * Di = [(1 − Des)^(−b) − 1]/b; for b = 0, Di = −ln(1 − Des). `des` is a fraction in [0, 1).
 * Source: SPEE Monograph 4.
 */
export function nominalFromSecantEffective(des: number, b: number): number {
  if (!(des >= 0 && des < 1)) {
    throw new OilfieldInputError('des', des, `des = ${des} must be a fraction in [0, 1).`);
  }
  if (isExponential(b)) return -Math.log1p(-des);
  return Math.expm1(-b * Math.log1p(-des)) / b;
}

/**
 * Secant-effective decline (the fractional rate drop over one period) from a nominal decline:
 * Des = 1 − (1 + b·Di)^(−1/b); for b = 0, Des = 1 − e^(−Di). Source: SPEE Monograph 4.
 */
export function secantEffectiveFromNominal(di: number, b: number): number {
  if (isExponential(b)) return -Math.expm1(-di);
  return -Math.expm1(-Math.log1p(b * di) / b);
}

/**
 * Nominal decline from a tangent-effective decline: Di = −ln(1 − Det). `det` is a fraction in
 * [0, 1). Source: SPEE Monograph 4.
 */
export function nominalFromTangentEffective(det: number): number {
  if (!(det >= 0 && det < 1)) {
    throw new OilfieldInputError('det', det, `det = ${det} must be a fraction in [0, 1).`);
  }
  return -Math.log1p(-det);
}

/** Tangent-effective decline from a nominal decline: Det = 1 − e^(−Di). Source: SPEE Monograph 4. */
export function tangentEffectiveFromNominal(di: number): number {
  return -Math.expm1(-di);
}

/** How the decline given was read, as the assumption line says it. */
const DECLINE_TYPE_READ = {
  nominal: 'a nominal',
  effective_secant: 'a secant-effective',
  effective_tangent: 'a tangent-effective',
} as const;

const declineType = z
  .enum(['nominal', 'effective_secant', 'effective_tangent'])
  .describe(
    'How the decline is stated: nominal (instantaneous, continuous), effective_secant (the actual fractional drop in rate over one year, the usual reserves-report convention for hyperbolic declines) or effective_tangent (1 − e^(−nominal)). For an exponential decline (b = 0) the two effective forms coincide.',
  );

const volumeUnit = z
  .enum(['bbl', 'Mscf', 'boe', 'm3'])
  .default('bbl')
  .describe('Volume unit of the rates and volumes: bbl (oil), Mscf (gas), boe or m3');

/** Converts a decline stated as a percent per year of the given type to nominal per year. */
export function nominalAnnualDecline(
  declinePct: number,
  type: z.infer<typeof declineType>,
  b: number,
  inputName = 'initial_decline_pct_per_year',
): number {
  if (type === 'nominal') return declinePct / 100;
  if (!(declinePct < 100)) {
    throw new OilfieldInputError(
      inputName,
      declinePct,
      `${inputName} = ${formatNumber(declinePct)} %/yr is outside the accepted range >0 to <100 %/yr: an effective decline is the fraction of rate lost in a year.`,
    );
  }
  return type === 'effective_secant'
    ? nominalFromSecantEffective(declinePct / 100, b)
    : nominalFromTangentEffective(declinePct / 100);
}

/** Input of {@link declineConversion}. */
export const declineConversionInput = z.strictObject({
  decline_pct_per_year: z.number().positive().describe('Annual decline rate, percent per year'),
  decline_type: declineType,
  b_factor: z
    .number()
    .min(0)
    .max(2)
    .default(0)
    .describe(
      'Arps hyperbolic exponent b (0 exponential … 1 harmonic … 2); needed for secant-effective conversions',
    ),
});

/**
 * Converts an annual decline between nominal, tangent-effective and secant-effective forms, and
 * gives the nominal decline per month and per day (nominal declines scale linearly with the time
 * unit; effective declines do not). Source: SPEE Monograph 4.
 */
export function declineConversion(
  input: z.input<typeof declineConversionInput>,
): CalcResult<
  | 'nominal_pct_per_year'
  | 'tangent_effective_pct_per_year'
  | 'secant_effective_pct_per_year'
  | 'nominal_pct_per_month'
  | 'nominal_per_day'
> {
  const { decline_pct_per_year, decline_type, b_factor } = parseInput(
    declineConversionInput,
    input,
  );
  const nominal = nominalAnnualDecline(
    decline_pct_per_year,
    decline_type,
    b_factor,
    'decline_pct_per_year',
  );
  return calcResult({
    calculator: 'decline_conversion',
    values: {
      nominal_pct_per_year: quantity(nominal * 100, '%/yr', 'Nominal decline Di'),
      tangent_effective_pct_per_year: quantity(
        tangentEffectiveFromNominal(nominal) * 100,
        '%/yr',
        'Tangent-effective decline',
      ),
      secant_effective_pct_per_year: quantity(
        secantEffectiveFromNominal(nominal, b_factor) * 100,
        '%/yr',
        `Secant-effective decline (b = ${formatNumber(b_factor)})`,
      ),
      nominal_pct_per_month: quantity((nominal / 12) * 100, '%/month', 'Nominal decline per month'),
      nominal_per_day: quantity(nominal / DAYS_PER_YEAR, '1/d', 'Nominal decline per day'),
    },
    formula:
      'Tangent effective De = 1 − e^(−Di); secant effective Des = 1 − (1 + b·Di)^(−1/b) (b = 0: 1 − e^(−Di)); Di = [(1 − Des)^(−b) − 1]/b',
    assumptions: [
      `Input read as ${DECLINE_TYPE_READ[decline_type]} decline of ${formatNumber(decline_pct_per_year)} %/yr.`,
      'Nominal declines scale linearly with the time unit (1 year = 12 months = 365.25 days); effective declines do not.',
    ],
    sources: [SPEE_SOURCE, ARPS_SOURCE],
  });
}

/** Input of {@link arpsDecline}. */
export const arpsDeclineInput = z.strictObject({
  initial_rate_per_day: z
    .number()
    .positive()
    .describe(
      'Initial rate qi at the start of the forecast, volume per day (e.g. bbl/d or Mscf/d)',
    ),
  volume_unit: volumeUnit,
  initial_decline_pct_per_year: z
    .number()
    .positive()
    .describe('Initial decline Di, percent per year, of the type given by decline_type'),
  decline_type: declineType,
  b_factor: z
    .number()
    .min(0)
    .max(2)
    .describe(
      'Arps hyperbolic exponent b: 0 exponential, 0–1 hyperbolic, 1 harmonic, up to 2 (b > 1 needs a terminal decline)',
    ),
  terminal_decline_pct_per_year: z
    .number()
    .positive()
    .lt(100)
    .optional()
    .describe(
      'Terminal decline of the modified hyperbolic, effective percent per year (typically 5–10); switches to exponential when the hyperbolic decline reaches it',
    ),
  time_months: z
    .number()
    .min(0)
    .max(1200)
    .optional()
    .describe(
      'Time since the start of the forecast at which to report rate and cumulative, months',
    ),
  economic_limit_per_day: z
    .number()
    .positive()
    .optional()
    .describe(
      'Economic limit rate, same volume per day as the initial rate; gives time to limit and EUR',
    ),
  cumulative_to_date: z
    .number()
    .min(0)
    .default(0)
    .describe(
      'Volume already produced before the forecast starts, in the volume unit of the initial rate (bbl for bbl/d, Mcf for Mcf/d); added to the EUR',
    ),
});

type ArpsDeclineKeys =
  | 'nominal_decline_pct_per_year'
  | 'secant_effective_decline_pct_per_year'
  | 'tangent_effective_decline_pct_per_year';

type ArpsDeclineOptionalKeys =
  | 'rate_at_time'
  | 'cumulative_at_time'
  | 'total_cumulative_at_time'
  | 'decline_at_time_nominal_pct_per_year'
  | 'time_to_economic_limit_months'
  | 'time_to_economic_limit_years'
  | 'remaining_reserves'
  | 'eur'
  | 'switch_time_months'
  | 'switch_rate'
  | 'terminal_nominal_decline_pct_per_year';

/**
 * Arps decline forecast, or the modified hyperbolic when a terminal decline is given: rate and
 * cumulative at a time, time to an economic limit and EUR, with the decline stated in every form
 * (nominal, secant-effective, tangent-effective) because mixing them is the usual source of error.
 *
 * Units: rates in volume per day, volumes in the same volume unit, declines in percent per year,
 * time in months (1 month = 30.4375 days, 1 year = 365.25 days). Valid ranges: qi > 0; 0 ≤ b ≤ 2,
 * b > 1 only with a terminal decline; terminal decline below the initial nominal decline;
 * 0 < economic limit < qi. Sources: Arps (1945); Robertson (1988) SPE-18731; SPEE Monograph 4.
 */
export function arpsDecline(
  input: z.input<typeof arpsDeclineInput>,
): CalcResult<ArpsDeclineKeys, ArpsDeclineOptionalKeys> {
  const parsed = parseInput(arpsDeclineInput, input);
  const {
    initial_rate_per_day: qi,
    volume_unit: unit,
    initial_decline_pct_per_year: declinePct,
    decline_type,
    b_factor: b,
    terminal_decline_pct_per_year: terminalPct,
    time_months,
    economic_limit_per_day: qel,
    cumulative_to_date,
  } = parsed;
  if (time_months === undefined && qel === undefined) {
    throw new OilfieldInputError(
      'time_months',
      undefined,
      'Give time_months (rate and cumulative at that time) or economic_limit_per_day (time to the limit and EUR), or both.',
    );
  }
  if (b > 1 && terminalPct === undefined) {
    throw new OilfieldInputError(
      'terminal_decline_pct_per_year',
      undefined,
      `b_factor = ${formatNumber(b)} is above 1, where the Arps cumulative grows without bound; give terminal_decline_pct_per_year (typically 5–10 %/yr effective) to use the modified hyperbolic.`,
    );
  }
  if (qel !== undefined && !(qel < qi)) {
    throw new OilfieldInputError(
      'economic_limit_per_day',
      qel,
      `economic_limit_per_day = ${formatNumber(qel)} must be below initial_rate_per_day = ${formatNumber(qi)}.`,
    );
  }
  const diYear = nominalAnnualDecline(declinePct, decline_type, b);
  const diDay = diYear / DAYS_PER_YEAR;
  const rateUnit = `${unit}/d`;
  const warnings: string[] = [];
  const assumptions: string[] = [
    `Decline read as ${decline_type.replace('_', '-')} ${formatNumber(declinePct)} %/yr, i.e. nominal Di = ${formatNumber(diYear * 100)} %/yr = ${formatNumber(diDay)} 1/d.`,
    'Time base: 1 year = 365.25 days, 1 month = 30.4375 days; rates are calendar-day rates (no downtime).',
  ];

  let dtermDay: number | undefined;
  let dtermYear: number | undefined;
  if (terminalPct !== undefined) {
    dtermYear = nominalFromTangentEffective(terminalPct / 100);
    dtermDay = dtermYear / DAYS_PER_YEAR;
    if (!(dtermYear < diYear)) {
      throw new OilfieldInputError(
        'terminal_decline_pct_per_year',
        terminalPct,
        `terminal_decline_pct_per_year = ${formatNumber(terminalPct)} %/yr (nominal ${formatNumber(dtermYear * 100)} %/yr) must be below the initial nominal decline of ${formatNumber(diYear * 100)} %/yr.`,
      );
    }
    assumptions.push(
      `Terminal decline ${formatNumber(terminalPct)} %/yr effective (exponential tail, nominal ${formatNumber(dtermYear * 100)} %/yr).`,
    );
  }

  const arps: ArpsParameters = { qi, di: diDay, b };
  const modified: ModifiedHyperbolicParameters | undefined =
    dtermDay === undefined ? undefined : { ...arps, dterm: dtermDay };
  const rateAt = (tDays: number): number =>
    modified ? modifiedHyperbolicRate(modified, tDays) : arpsRate(arps, tDays);
  const cumAt = (tDays: number): number =>
    modified ? modifiedHyperbolicCumulative(modified, tDays) : arpsCumulative(arps, tDays);
  const timeTo = (q: number): number =>
    modified ? modifiedHyperbolicTimeToRate(modified, q) : arpsTimeToRate(arps, q);

  const values: Record<ArpsDeclineKeys, Quantity> &
    Partial<Record<ArpsDeclineOptionalKeys, Quantity>> = {
    nominal_decline_pct_per_year: quantity(diYear * 100, '%/yr', 'Initial nominal decline Di'),
    secant_effective_decline_pct_per_year: quantity(
      secantEffectiveFromNominal(diYear, b) * 100,
      '%/yr',
      'Initial secant-effective decline',
    ),
    tangent_effective_decline_pct_per_year: quantity(
      tangentEffectiveFromNominal(diYear) * 100,
      '%/yr',
      'Initial tangent-effective decline',
    ),
  };

  let tSwitchDays = Number.POSITIVE_INFINITY;
  if (modified && dtermYear !== undefined) {
    tSwitchDays = modifiedHyperbolicSwitchTime(modified);
    values.terminal_nominal_decline_pct_per_year = quantity(
      dtermYear * 100,
      '%/yr',
      'Terminal nominal decline',
    );
    if (Number.isFinite(tSwitchDays)) {
      values.switch_time_months = quantity(
        tSwitchDays / DAYS_PER_MONTH,
        'months',
        'Switch to terminal exponential decline',
      );
      values.switch_rate = quantity(arpsRate(arps, tSwitchDays), rateUnit, 'Rate at the switch');
    } else {
      warnings.push(
        'With b = 0 the decline stays at Di, which is above the terminal decline: the forecast is a plain exponential.',
      );
    }
  }

  let horizonDays = 0;
  let shutInDays = Number.POSITIVE_INFINITY;
  if (time_months !== undefined) {
    const tDays = time_months * DAYS_PER_MONTH;
    horizonDays = tDays;
    values.rate_at_time = quantity(
      rateAt(tDays),
      rateUnit,
      `Rate at ${formatNumber(time_months)} months`,
    );
    values.cumulative_at_time = quantity(
      cumAt(tDays),
      unit,
      `Cumulative from the start of the forecast to ${formatNumber(time_months)} months`,
    );
    if (cumulative_to_date > 0) {
      values.total_cumulative_at_time = quantity(
        cumAt(tDays) + cumulative_to_date,
        unit,
        `Total cumulative at ${formatNumber(time_months)} months (to date + forecast)`,
      );
    }
    const dNow =
      tDays > tSwitchDays && dtermDay !== undefined ? dtermDay : arpsNominalDeclineAt(arps, tDays);
    values.decline_at_time_nominal_pct_per_year = quantity(
      dNow * DAYS_PER_YEAR * 100,
      '%/yr',
      `Nominal decline at ${formatNumber(time_months)} months`,
    );
    if (qel !== undefined && rateAt(tDays) < qel) {
      warnings.push(
        `At ${formatNumber(time_months)} months the rate is below the economic limit of ${formatNumber(qel)} ${rateUnit}; the well would already be shut in.`,
      );
    }
  }
  if (qel !== undefined) {
    const tEl = timeTo(qel);
    horizonDays = Math.max(horizonDays, tEl);
    shutInDays = tEl;
    const remaining = cumAt(tEl);
    values.time_to_economic_limit_months = quantity(
      tEl / DAYS_PER_MONTH,
      'months',
      'Time to the economic limit',
    );
    values.time_to_economic_limit_years = quantity(
      tEl / DAYS_PER_YEAR,
      'years',
      'Time to the economic limit',
    );
    values.remaining_reserves = quantity(remaining, unit, 'Remaining volume to the economic limit');
    values.eur = quantity(
      remaining + cumulative_to_date,
      unit,
      'Estimated ultimate recovery (cumulative to date + remaining)',
    );
    if (cumulative_to_date > 0) {
      assumptions.push(
        `EUR includes ${formatNumber(cumulative_to_date)} ${unit} produced before the forecast.`,
      );
    }
    if (tEl / DAYS_PER_YEAR > 100) {
      warnings.push(
        `The economic limit is reached only after ${formatNumber(tEl / DAYS_PER_YEAR, 4)} years; check the decline and the limit.`,
      );
    }
  }

  const years = Math.min(50, Math.max(1, Math.ceil(horizonDays / DAYS_PER_YEAR - 1e-9)));
  const rows: Record<string, number>[] = [];
  // Volumes stop at the economic limit: the well is shut in there.
  const producedBy = (tDays: number): number => cumAt(Math.min(tDays, shutInDays));
  for (let year = 1; year <= years; year += 1) {
    const end = year * DAYS_PER_YEAR;
    const start = end - DAYS_PER_YEAR;
    if (end > shutInDays) {
      // The table ends at the economic limit: its time, its rate and the volume up to it — not
      // a year of zero rate after the well is shut in.
      if (shutInDays > start) {
        rows.push({
          year: shutInDays / DAYS_PER_YEAR,
          rate_end_of_year: rateAt(shutInDays),
          volume_in_year: producedBy(shutInDays) - producedBy(start),
          cumulative: producedBy(shutInDays),
        });
      }
      break;
    }
    rows.push({
      year,
      rate_end_of_year: rateAt(end),
      volume_in_year: producedBy(end) - producedBy(start),
      cumulative: producedBy(end),
    });
  }

  const family = isExponential(b) ? 'exponential' : isHarmonic(b) ? 'harmonic' : 'hyperbolic';
  const formulas = {
    exponential: 'q(t) = qi·e^(−Di·t); Np = (qi − q)/Di; t_el = ln(qi/q_el)/Di',
    harmonic: 'q(t) = qi/(1 + Di·t); Np = (qi/Di)·ln(qi/q); t_el = (qi/q_el − 1)/Di',
    hyperbolic:
      'q(t) = qi/(1 + b·Di·t)^(1/b); Np = qi/((1 − b)·Di)·[1 − (q/qi)^(1−b)]; t_el = ((qi/q_el)^b − 1)/(b·Di)',
  } as const;
  const conversion =
    decline_type === 'effective_secant'
      ? '; Di from secant effective: Di = [(1 − Des)^(−b) − 1]/b'
      : decline_type === 'effective_tangent'
        ? '; Di from tangent effective: Di = −ln(1 − De)'
        : '';
  const terminal = modified
    ? '; modified hyperbolic: switch when D(t) = Di/(1 + b·Di·t) reaches Dterm at t_sw = (1/Dterm − 1/Di)/b, then q = q_sw·e^(−Dterm·(t − t_sw)), Np = N_sw + (q_sw/Dterm)·(1 − e^(−Dterm·(t − t_sw)))'
    : '';

  return calcResult<ArpsDeclineKeys, ArpsDeclineOptionalKeys>({
    calculator: 'arps_decline',
    values,
    formula: `${formulas[family]}${conversion}${terminal}`,
    assumptions,
    warnings,
    notes: [
      `${modified ? 'Modified hyperbolic' : `Arps ${family}`} decline with b = ${formatNumber(b)}.`,
      ...(modified || b <= 0.5
        ? []
        : [
            'Reserves practice (SPEE Monograph 4) usually ends a hyperbolic decline with a terminal decline of 5–10 %/yr; without one, late-life rates and the EUR can be overstated.',
          ]),
    ],
    sources: modified ? [ARPS_SOURCE, MH_SOURCE, SPEE_SOURCE] : [ARPS_SOURCE, SPEE_SOURCE],
    table: {
      title: 'Forecast by year',
      columns: [
        { key: 'year', label: 'Year', unit: 'year' },
        {
          key: 'rate_end_of_year',
          label: Number.isFinite(shutInDays)
            ? 'Rate at end of year (or at the limit)'
            : 'Rate at end of year',
          unit: rateUnit,
        },
        { key: 'volume_in_year', label: 'Volume in year', unit },
        { key: 'cumulative', label: 'Cumulative', unit },
      ],
      rows,
    },
  });
}
