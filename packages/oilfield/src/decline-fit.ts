import { z } from 'zod';

import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './constants';
import { arpsRate, secantEffectiveFromNominal } from './decline';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { goldenSectionMinimize } from './numeric';
import { formatNumber, parseInput } from './validate';

/**
 * Least-squares fit of an Arps decline q = qi/(1 + b·Di·t)^(1/b) to production data.
 *
 * Method: for each b the two remaining parameters are fitted by Levenberg–Marquardt on
 * (ln qi, ln Di), which keeps both positive; b is chosen by a grid over [b_min, b_max] refined by
 * golden-section search. Fitting in log-rate space (the default) treats the noise as
 * multiplicative, as it is in production data, so late low rates weigh as much as early high
 * ones and single high outliers pull less. Sources: Arps (1945); Marquardt, D.W. (1963), "An
 * Algorithm for Least-Squares Estimation of Nonlinear Parameters", J. SIAM 11(2): 431–441.
 */

/** Result of {@link fitArps}: parameters in the time unit of the data. */
export interface ArpsFit {
  readonly qi: number;
  readonly di: number;
  readonly b: number;
  /** Coefficient of determination of the rates (linear space). */
  readonly rSquared: number;
  /** Coefficient of determination of ln(rate). */
  readonly rSquaredLog: number;
  /** Root-mean-square error of the rates, rate units. */
  readonly rmse: number;
}

/** Options of {@link fitArps}. */
export interface ArpsFitOptions {
  readonly bMin?: number;
  readonly bMax?: number;
  /** Fit with this b held fixed (0 exponential, 1 harmonic). */
  readonly fixedB?: number;
  /** `log` (default) minimizes Σ(ln q̂ − ln q)²; `linear` minimizes Σ(q̂ − q)². */
  readonly objective?: 'log' | 'linear';
}

interface InnerFit {
  readonly lnQi: number;
  readonly lnDi: number;
  readonly sse: number;
}

function sumSquares(
  t: readonly number[],
  q: readonly number[],
  lnQi: number,
  lnDi: number,
  b: number,
  objective: 'log' | 'linear',
): number {
  const p = { qi: Math.exp(lnQi), di: Math.exp(lnDi), b };
  // A step can leave the representable range; treat it as infinitely bad, never as an error.
  if (!(p.qi > 0 && p.di > 0 && Number.isFinite(p.qi) && Number.isFinite(p.di))) {
    return Number.POSITIVE_INFINITY;
  }
  let sse = 0;
  for (let i = 0; i < t.length; i += 1) {
    const ti = t[i] ?? 0;
    const qi = q[i] ?? 0;
    const model = arpsRate(p, ti);
    const r = objective === 'log' ? Math.log(model) - Math.log(qi) : model - qi;
    sse += r * r;
  }
  return Number.isFinite(sse) ? sse : Number.POSITIVE_INFINITY;
}

/** Levenberg–Marquardt on (ln qi, ln Di) for a fixed b. */
function fitForB(
  t: readonly number[],
  q: readonly number[],
  b: number,
  start: { lnQi: number; lnDi: number },
  objective: 'log' | 'linear',
): InnerFit {
  let lnQi = start.lnQi;
  let lnDi = start.lnDi;
  let sse = sumSquares(t, q, lnQi, lnDi, b, objective);
  let lambda = 1e-3;
  for (let iteration = 0; iteration < 500; iteration += 1) {
    const qiValue = Math.exp(lnQi);
    const di = Math.exp(lnDi);
    let a11 = 0;
    let a12 = 0;
    let a22 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let i = 0; i < t.length; i += 1) {
      const ti = t[i] ?? 0;
      const obs = q[i] ?? 0;
      const model = arpsRate({ qi: qiValue, di, b }, ti);
      // d ln q / d ln Di = −Di·t/(1 + b·Di·t); d ln q / d ln qi = 1.
      const dLnQdLnDi = (-di * ti) / (1 + b * di * ti);
      let j1: number;
      let j2: number;
      let r: number;
      if (objective === 'log') {
        j1 = 1;
        j2 = dLnQdLnDi;
        r = Math.log(model) - Math.log(obs);
      } else {
        j1 = model;
        j2 = model * dLnQdLnDi;
        r = model - obs;
      }
      a11 += j1 * j1;
      a12 += j1 * j2;
      a22 += j2 * j2;
      g1 += j1 * r;
      g2 += j2 * r;
    }
    let improved = false;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const m11 = a11 * (1 + lambda);
      const m22 = a22 * (1 + lambda);
      const det = m11 * m22 - a12 * a12;
      if (!(Math.abs(det) > 0)) {
        lambda *= 10;
        continue;
      }
      const step1 = -(m22 * g1 - a12 * g2) / det;
      const step2 = -(m11 * g2 - a12 * g1) / det;
      if (!Number.isFinite(step1) || !Number.isFinite(step2)) break;
      const candidate = sumSquares(t, q, lnQi + step1, lnDi + step2, b, objective);
      if (candidate < sse) {
        const relativeGain = (sse - candidate) / Math.max(sse, 1e-300);
        lnQi += step1;
        lnDi += step2;
        sse = candidate;
        lambda = Math.max(lambda / 3, 1e-12);
        improved = relativeGain > 1e-13;
        break;
      }
      lambda *= 4;
    }
    if (!improved) break;
  }
  return { lnQi, lnDi, sse };
}

/** Ordinary least squares of ln q on t: the exponential fit, used as the starting point. */
function exponentialStart(
  t: readonly number[],
  q: readonly number[],
): { lnQi: number; lnDi: number } {
  const n = t.length;
  let st = 0;
  let sy = 0;
  let stt = 0;
  let sty = 0;
  for (let i = 0; i < n; i += 1) {
    const ti = t[i] ?? 0;
    const yi = Math.log(q[i] ?? 1);
    st += ti;
    sy += yi;
    stt += ti * ti;
    sty += ti * yi;
  }
  const slope = (n * sty - st * sy) / (n * stt - st * st);
  const intercept = (sy - slope * st) / n;
  const span = Math.max(...t) - Math.min(...t);
  // A flat or rising trend still needs a positive starting decline.
  const di = slope < 0 ? -slope : 0.1 / Math.max(span, 1e-9);
  return { lnQi: intercept, lnDi: Math.log(di) };
}

function quality(
  t: readonly number[],
  q: readonly number[],
  p: { qi: number; di: number; b: number },
): { rSquared: number; rSquaredLog: number; rmse: number } {
  const n = t.length;
  const mean = q.reduce((s, v) => s + v, 0) / n;
  const meanLog = q.reduce((s, v) => s + Math.log(v), 0) / n;
  let ssRes = 0;
  let ssTot = 0;
  let ssResLog = 0;
  let ssTotLog = 0;
  for (let i = 0; i < n; i += 1) {
    const obs = q[i] ?? 0;
    const model = arpsRate(p, t[i] ?? 0);
    ssRes += (obs - model) ** 2;
    ssTot += (obs - mean) ** 2;
    ssResLog += (Math.log(obs) - Math.log(model)) ** 2;
    ssTotLog += (Math.log(obs) - meanLog) ** 2;
  }
  return {
    rSquared: ssTot > 0 ? 1 - ssRes / ssTot : 1,
    rSquaredLog: ssTotLog > 0 ? 1 - ssResLog / ssTotLog : 1,
    rmse: Math.sqrt(ssRes / n),
  };
}

/**
 * Fits qi, Di and b of an Arps decline to rates `q` at times `t` (t measured from the start of
 * the decline; any time unit, Di comes back per that unit). Needs at least 3 points with b fixed,
 * 4 with b free; all rates > 0. Sources: Arps (1945); Marquardt (1963).
 */
export function fitArps(
  t: readonly number[],
  q: readonly number[],
  options: ArpsFitOptions = {},
): ArpsFit {
  const objective = options.objective ?? 'log';
  const bMin = options.fixedB ?? options.bMin ?? 0;
  const bMax = options.fixedB ?? options.bMax ?? 2;
  if (t.length !== q.length) {
    throw new OilfieldInputError('rates', q.length, 'times and rates must have the same length.');
  }
  if (t.length < (options.fixedB === undefined ? 4 : 3)) {
    throw new OilfieldInputError(
      'rates',
      q.length,
      `A decline fit needs at least ${options.fixedB === undefined ? 4 : 3} points with a rate above zero; got ${q.length}.`,
    );
  }
  if (q.some((v) => !(v > 0 && Number.isFinite(v)))) {
    throw new OilfieldInputError('rates', q, 'Every rate passed to the fit must be > 0.');
  }
  const start = exponentialStart(t, q);
  const cache = new Map<number, InnerFit>();
  let warm = start;
  const solve = (b: number): InnerFit => {
    const cached = cache.get(b);
    if (cached) return cached;
    // Start from the exponential fit and from the nearest solved b; keep the better answer.
    const fromWarm = fitForB(t, q, b, warm, objective);
    const fromStart = fitForB(t, q, b, start, objective);
    const best = fromWarm.sse <= fromStart.sse ? fromWarm : fromStart;
    cache.set(b, best);
    warm = { lnQi: best.lnQi, lnDi: best.lnDi };
    return best;
  };

  let bestB = bMin;
  if (bMax > bMin) {
    const steps = Math.max(2, Math.round((bMax - bMin) / 0.1));
    let bestSse = Number.POSITIVE_INFINITY;
    for (let i = 0; i <= steps; i += 1) {
      const b = bMin + ((bMax - bMin) * i) / steps;
      const { sse } = solve(b);
      if (sse < bestSse) {
        bestSse = sse;
        bestB = b;
      }
    }
    const width = (bMax - bMin) / steps;
    const lo = Math.max(bMin, bestB - width);
    const hi = Math.min(bMax, bestB + width);
    const refined = goldenSectionMinimize((b) => solve(b).sse, lo, hi, 1e-5);
    if (solve(refined).sse < bestSse) bestB = refined;
  }
  const fit = solve(bestB);
  const p = { qi: Math.exp(fit.lnQi), di: Math.exp(fit.lnDi), b: bestB };
  return { ...p, ...quality(t, q, p) };
}

/** Input of {@link declineFit}. */
export const declineFitInput = z.strictObject({
  times: z
    .array(z.number().min(0))
    .min(3)
    .describe('Time of each rate, in time_unit, e.g. months since first production'),
  time_unit: z.enum(['days', 'months', 'years']).describe('Unit of times (1 month = 30.4375 d)'),
  rates_per_day: z
    .array(z.number().min(0))
    .min(3)
    .describe('Production rate at each time, volume per day (zero for shut-in periods)'),
  volume_unit: z
    .enum(['bbl', 'Mscf', 'boe', 'm3'])
    .default('bbl')
    .describe('Volume unit of the rates: bbl (oil), Mscf (gas), boe or m3'),
  b_min: z.number().min(0).max(2).default(0).describe('Lowest b searched (0–2)'),
  b_max: z.number().min(0).max(2).default(2).describe('Highest b searched (0–2)'),
  fixed_b: z
    .number()
    .min(0)
    .max(2)
    .optional()
    .describe('Hold b at this value (0 exponential, 1 harmonic) instead of fitting it'),
  start_at_peak: z
    .boolean()
    .default(true)
    .describe('Fit from the highest rate onward, ignoring the build-up before the peak'),
  objective: z
    .enum(['log', 'linear'])
    .default('log')
    .describe(
      'log: least squares on ln(rate), robust to multiplicative noise (default); linear: least squares on the rates',
    ),
});

/**
 * Fits an Arps decline (qi, Di, b) to production rates by least squares and reports the fit
 * quality (R² of rates and of log-rates, RMSE). Units: times in days, months or years; rates in
 * volume per day; Di returned as nominal and secant-effective percent per year, qi at the first
 * fitted point. Zero rates (shut-in periods) are left out of the fit; b is searched in
 * [b_min, b_max] ⊆ [0, 2]. Sources: Arps (1945); Marquardt (1963).
 */
export function declineFit(
  input: z.input<typeof declineFitInput>,
): CalcResult<
  | 'initial_rate_per_day'
  | 'nominal_decline_pct_per_year'
  | 'secant_effective_decline_pct_per_year'
  | 'b_factor'
  | 'r_squared'
  | 'r_squared_log'
  | 'rmse'
  | 'points_used'
  | 'time_origin'
> {
  const parsed = parseInput(declineFitInput, input);
  const { times, time_unit, rates_per_day, volume_unit, fixed_b, start_at_peak, objective } =
    parsed;
  if (times.length !== rates_per_day.length) {
    throw new OilfieldInputError(
      'rates_per_day',
      rates_per_day.length,
      `times has ${times.length} values but rates_per_day has ${rates_per_day.length}; give one rate per time.`,
    );
  }
  if (parsed.b_min > parsed.b_max) {
    throw new OilfieldInputError(
      'b_min',
      parsed.b_min,
      `b_min = ${parsed.b_min} must not exceed b_max = ${parsed.b_max}.`,
    );
  }
  const daysPer =
    time_unit === 'days' ? 1 : time_unit === 'months' ? DAYS_PER_MONTH : DAYS_PER_YEAR;
  const points = times
    .map((time, i) => ({ tDays: time * daysPer, rate: rates_per_day[i] ?? 0 }))
    .sort((a, b) => a.tDays - b.tDays);
  for (let i = 1; i < points.length; i += 1) {
    if (points[i]?.tDays === points[i - 1]?.tDays) {
      throw new OilfieldInputError(
        'times',
        (points[i]?.tDays ?? 0) / daysPer,
        `times contains ${formatNumber((points[i]?.tDays ?? 0) / daysPer)} ${time_unit} twice; give one rate per time.`,
      );
    }
  }
  const warnings: string[] = [];
  const assumptions: string[] = [
    `Least squares on ${objective === 'log' ? 'ln(rate)' : 'rate'}; b searched in ${fixed_b === undefined ? `[${formatNumber(parsed.b_min)}, ${formatNumber(parsed.b_max)}]` : `fixed at ${formatNumber(fixed_b)}`}.`,
    'Time base: 1 month = 30.4375 days, 1 year = 365.25 days; Di is nominal unless stated.',
  ];
  const positive = points.filter((p) => p.rate > 0);
  const dropped = points.length - positive.length;
  if (dropped > 0) {
    warnings.push(
      `${dropped} point${dropped === 1 ? '' : 's'} with zero rate (shut-in or missing) left out of the fit.`,
    );
  }
  let used = positive;
  if (start_at_peak && positive.length > 0) {
    const peakIndex = positive.reduce(
      (best, p, i, all) => (p.rate > (all[best]?.rate ?? 0) ? i : best),
      0,
    );
    if (peakIndex > 0) {
      assumptions.push(
        `Fit starts at the peak rate (${formatNumber(positive[peakIndex]?.rate ?? 0)} ${volume_unit}/d); ${peakIndex} earlier point${peakIndex === 1 ? '' : 's'} of build-up ignored.`,
      );
    }
    used = positive.slice(peakIndex);
  }
  const minimum = fixed_b === undefined ? 4 : 3;
  if (used.length < minimum) {
    throw new OilfieldInputError(
      'rates_per_day',
      rates_per_day,
      `Only ${used.length} usable point${used.length === 1 ? '' : 's'} (rate > 0${start_at_peak ? ', from the peak on' : ''}); a decline fit needs at least ${minimum}.`,
    );
  }
  const origin = used[0]?.tDays ?? 0;
  const t = used.map((p) => p.tDays - origin);
  const q = used.map((p) => p.rate);
  const fit = fitArps(t, q, {
    bMin: parsed.b_min,
    bMax: parsed.b_max,
    objective,
    ...(fixed_b === undefined ? {} : { fixedB: fixed_b }),
  });
  const diYear = fit.di * DAYS_PER_YEAR;
  if (fixed_b === undefined) {
    const atBound = Math.abs(fit.b - parsed.b_min) < 0.01 || Math.abs(fit.b - parsed.b_max) < 0.01;
    if (atBound && parsed.b_max > parsed.b_min) {
      warnings.push(
        `The fitted b = ${formatNumber(fit.b, 3)} sits at the edge of the search range; the data do not pin b down, so forecast with care or fix b.`,
      );
    }
  }
  if (fit.b > 1) {
    warnings.push(
      'b > 1: forecast with a terminal decline (modified hyperbolic), or the cumulative grows without bound.',
    );
  }
  if (fit.rSquaredLog < 0.8) {
    warnings.push(
      `Poor fit (R² of log-rates ${formatNumber(fit.rSquaredLog, 3)}): the data may not follow a single Arps decline (changes in operation, refracs, interference).`,
    );
  }
  if (used.length < 6) {
    warnings.push(`Only ${used.length} points: the fitted parameters are uncertain.`);
  }
  const rateUnit = `${volume_unit}/d`;
  return calcResult({
    calculator: 'decline_fit',
    values: {
      initial_rate_per_day: quantity(
        fit.qi,
        rateUnit,
        'Fitted initial rate qi (at the time origin)',
      ),
      nominal_decline_pct_per_year: quantity(
        diYear * 100,
        '%/yr',
        'Fitted initial nominal decline Di',
      ),
      secant_effective_decline_pct_per_year: quantity(
        secantEffectiveFromNominal(diYear, fit.b) * 100,
        '%/yr',
        'Fitted initial secant-effective decline',
      ),
      b_factor: quantity(fit.b, 'dimensionless', 'Fitted hyperbolic exponent b'),
      r_squared: quantity(fit.rSquared, 'dimensionless', 'R² of the rates'),
      r_squared_log: quantity(fit.rSquaredLog, 'dimensionless', 'R² of ln(rate)'),
      rmse: quantity(fit.rmse, rateUnit, 'Root-mean-square error of the rates'),
      points_used: quantity(used.length, 'count', 'Points used in the fit'),
      time_origin: quantity(
        origin / daysPer,
        time_unit,
        'Time of the first fitted point (t = 0 of the fit)',
      ),
    },
    formula: `q(t) = qi/(1 + b·Di·t)^(1/b) fitted by minimizing Σ(${objective === 'log' ? 'ln q̂ − ln q' : 'q̂ − q'})²; R² = 1 − SS_res/SS_tot`,
    assumptions,
    warnings,
    notes: [
      'Use initial_rate_per_day, nominal_decline_pct_per_year (decline_type nominal) and b_factor in arps_decline to forecast and estimate EUR.',
    ],
    sources: [
      'Arps, J.J. (1945), "Analysis of Decline Curves", Trans. AIME 160: 228–247',
      'Marquardt, D.W. (1963), "An Algorithm for Least-Squares Estimation of Nonlinear Parameters", J. SIAM 11(2): 431–441',
    ],
    table: {
      title: 'Observed and fitted rates',
      columns: [
        { key: 'time', label: 'Time', unit: time_unit },
        { key: 'observed', label: 'Observed rate', unit: rateUnit },
        { key: 'fitted', label: 'Fitted rate', unit: rateUnit },
      ],
      rows: used.map((p) => ({
        time: p.tDays / daysPer,
        observed: p.rate,
        fitted: arpsRate(fit, p.tDays - origin),
      })),
    },
  });
}
