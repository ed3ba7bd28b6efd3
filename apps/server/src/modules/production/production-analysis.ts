import { DAYS_PER_MONTH, DAYS_PER_YEAR } from '@petrosage/oilfield/constants';
import {
  arpsDecline,
  arpsRate,
  modifiedHyperbolicRate,
  nominalFromTangentEffective,
  type ArpsParameters,
} from '@petrosage/oilfield/decline';
import { declineFit } from '@petrosage/oilfield/decline-fit';
import { OilfieldInputError } from '@petrosage/oilfield/errors';
import { productionRatios } from '@petrosage/oilfield/ratios';
import { formatNumber } from '@petrosage/oilfield/validate';
import { ToolInputError } from '../assistant/assistant-tool';
import { STREAMS } from './production-columns';
import { DAY_MS, type ProductionRow, type ProductionSeries } from './production-series';

/**
 * The analysis of a production series with the oilfield calculators: an Arps decline fitted to
 * the oil (or gas) rates (`declineFit`: least squares on ln(rate) from the peak on, b bounded),
 * the fitted curve carried forward from the last date to the economic limit (`arpsDecline`, with
 * a terminal decline when b > 1), the EUR as what was produced plus what remains, and the water
 * cut and GOR over time (`productionRatios`). Sources: Arps (1945); Marquardt (1963);
 * Robertson (1988) SPE-18731; SPEE Monograph 4.
 */

export type FittedStream = 'oil' | 'gas';

/** Economic limits used when the caller gives none: a typical stripper-well oil rate and gas rate. */
export const DEFAULT_ECONOMIC_LIMIT = { oil: 5, gas: 20 } as const;
/** Bounds of b unless the caller widens them: 0 (exponential) to 1 (harmonic). */
export const DEFAULT_B_RANGE = { min: 0, max: 1 } as const;
/** Terminal decline (effective %/yr) that ends a forecast with b > 1 when none is given. */
export const DEFAULT_TERMINAL_DECLINE_PCT = 6;
/** Points of the forecast curve in a chart at most. */
const FORECAST_POINTS = 240;
/**
 * Rows the fit and the trends read at most: a longer record (years of daily rates) is averaged in
 * groups of consecutive rows, which keeps the fit to a fraction of a second on the server's thread.
 */
export const MAX_ANALYSED_ROWS = 1_000;

export interface AnalysisOptions {
  /** The stream to fit; by default oil when it has enough rates, else gas. */
  stream?: FittedStream | undefined;
  /** Economic limit of an oil forecast, bbl/d. */
  economicLimitOil?: number | undefined;
  /** Economic limit of a gas forecast, Mcf/d. */
  economicLimitGas?: number | undefined;
  bMin?: number | undefined;
  bMax?: number | undefined;
  /** Terminal (exponential) decline, effective %/yr, ending the hyperbolic. */
  terminalDeclinePct?: number | undefined;
  /** Forecast horizon, years from the last date: the forecast ends there if the limit is later. */
  forecastYears?: number | undefined;
}

/** A rate at a time: `t` in days from the series' origin. */
export interface RatePoint {
  t: number;
  rate: number;
}

export interface DeclineAnalysis {
  stream: FittedStream;
  /** `bbl` or `Mcf`. */
  unit: 'bbl' | 'Mcf';
  fit: {
    /** Fitted rate at the first fitted point (the peak), per day. */
    qi: number;
    /** Days from the origin to the first fitted point. */
    qiT: number;
    diNominalPctPerYear: number;
    diSecantEffectivePctPerYear: number;
    b: number;
    rSquared: number;
    rSquaredLog: number;
    rmse: number;
    pointsUsed: number;
  };
  /** Rates that went into the fit (the peak on, zeros left out), and the fitted curve at them. */
  observed: RatePoint[];
  fitted: RatePoint[];
  forecast: {
    /** Days from the origin to the last rate: where the forecast starts. */
    startT: number;
    /** The fitted rate there, per day. */
    startRate: number;
    /** Nominal decline there, %/yr. */
    startDeclinePctPerYear: number;
    economicLimit: number;
    /** Terminal decline applied (effective %/yr), if any. */
    terminalDeclinePct: number | undefined;
    /**
     * Days from the start to the end of the forecast: the economic limit, or the horizon when
     * that comes first (0 when the rate is already below the limit).
     */
    daysToLimit: number;
    /** The forecast horizon, years, when one was given. */
    horizonYears: number | undefined;
    /** The forecast ends at the horizon, before the economic limit. */
    endsAtHorizon: boolean;
    remaining: number;
    cumulativeToDate: number;
    eur: number;
    curve: RatePoint[];
  };
  assumptions: string[];
  warnings: string[];
}

export interface RatioTrend {
  /** `%` (water cut) or `scf/bbl` (GOR). */
  unit: string;
  /** Mean of the first and of the last three values. */
  first: number;
  last: number;
  /** Least-squares slope, units per year. */
  changePerYear: number;
  direction: 'rising' | 'falling' | 'steady';
  points: RatePoint[];
}

export interface ProductionAnalysis {
  series: ProductionSeries;
  decline: DeclineAnalysis;
  waterCut: RatioTrend | undefined;
  gor: RatioTrend | undefined;
}

/** The date of a time of the series, `YYYY-MM-DD`. */
export function dateAt(series: ProductionSeries, t: number): string {
  return new Date(series.origin + t * DAY_MS).toISOString().slice(0, 10);
}

/** Consecutive rows averaged so that at most {@link MAX_ANALYSED_ROWS} remain. */
function averagedRows(rows: readonly ProductionRow[]): { rows: ProductionRow[]; group: number } {
  const group = Math.ceil(rows.length / MAX_ANALYSED_ROWS);
  if (group <= 1) return { rows: [...rows], group: 1 };
  const averaged: ProductionRow[] = [];
  for (let start = 0; start < rows.length; start += group) {
    const chunk = rows.slice(start, start + group);
    const days = chunk.reduce((sum, row) => sum + row.days, 0);
    const t = chunk.reduce((sum, row) => sum + row.t * row.days, 0) / days;
    const rates: ProductionRow['rates'] = {};
    for (const stream of STREAMS) {
      let volume = 0;
      let covered = 0;
      for (const row of chunk) {
        const rate = row.rates[stream];
        if (rate === null || rate === undefined) continue;
        volume += rate * row.days;
        covered += row.days;
      }
      if (chunk.some((row) => row.rates[stream] !== undefined)) {
        rates[stream] = covered > 0 ? volume / covered : null;
      }
    }
    averaged.push({ date: chunk[0]?.date ?? '', t, days, rates });
  }
  return { rows: averaged, group };
}

function streamPoints(series: Pick<ProductionSeries, 'rows'>, stream: FittedStream): RatePoint[] {
  return series.rows.flatMap((row) => {
    const rate = row.rates[stream];
    return rate === null || rate === undefined ? [] : [{ t: row.t, rate }];
  });
}

function chooseStream(series: ProductionSeries, wanted: FittedStream | undefined): FittedStream {
  const usable = (stream: FittedStream) =>
    streamPoints(series, stream).filter((point) => point.rate > 0).length;
  if (wanted !== undefined) {
    if (!series.readings[wanted]) {
      throw new ToolInputError(
        `stream: ${series.table.name} has no ${wanted} column to fit${wanted === 'gas' ? ' (set gas_column if one holds it)' : ' (set oil_column if one holds it)'}.`,
      );
    }
    return wanted;
  }
  if (series.readings.oil && usable('oil') >= 4) return 'oil';
  if (series.readings.gas && usable('gas') >= 4) return 'gas';
  return series.readings.oil ? 'oil' : 'gas';
}

function slopePerDay(points: readonly RatePoint[]): number {
  const n = points.length;
  const meanT = points.reduce((sum, point) => sum + point.t, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.rate, 0) / n;
  let stt = 0;
  let sty = 0;
  for (const point of points) {
    stt += (point.t - meanT) ** 2;
    sty += (point.t - meanT) * (point.rate - meanY);
  }
  return stt > 0 ? sty / stt : 0;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** A trend of values over time; undefined with fewer than two. */
function trend(points: RatePoint[], unit: string, steadyBelow: number): RatioTrend | undefined {
  if (points.length < 2) return undefined;
  const first = mean(points.slice(0, 3).map((point) => point.rate));
  const last = mean(points.slice(-3).map((point) => point.rate));
  const changePerYear = slopePerDay(points) * DAYS_PER_YEAR;
  const span = ((points.at(-1)?.t ?? 0) - (points[0]?.t ?? 0)) / DAYS_PER_YEAR;
  const change = changePerYear * span;
  const direction =
    Math.abs(change) < steadyBelow
      ? 'steady'
      : change > 0
        ? ('rising' as const)
        : ('falling' as const);
  return { unit, first, last, changePerYear, direction, points };
}

function ratioTrends(
  series: Pick<ProductionSeries, 'rows'>,
): Pick<ProductionAnalysis, 'waterCut' | 'gor'> {
  const cut: RatePoint[] = [];
  const gor: RatePoint[] = [];
  for (const row of series.rows) {
    const oil = row.rates.oil;
    if (oil === null || oil === undefined) continue;
    const water = row.rates.water;
    const gas = row.rates.gas;
    const ratios = productionRatios({
      oil_rate_bbl_per_day: oil,
      water_rate_bbl_per_day: water ?? 0,
      gas_rate_mscf_per_day: gas ?? 0,
    });
    const waterCut = ratios.values.water_cut_pct;
    if (water !== null && water !== undefined && waterCut)
      cut.push({ t: row.t, rate: waterCut.value });
    const ratio = ratios.values.gas_oil_ratio_scf_per_bbl;
    if (gas !== null && gas !== undefined && ratio) gor.push({ t: row.t, rate: ratio.value });
  }
  const meanGor = gor.length > 0 ? mean(gor.map((point) => point.rate)) : 0;
  return {
    // Steady: less than one point of water cut, or 5 % of the mean GOR, over the whole record.
    waterCut: trend(cut, '%', 1),
    gor: trend(gor, 'scf/bbl', 0.05 * meanGor),
  };
}

/** The forecast curve from `start` to the economic limit, at most {@link FORECAST_POINTS} points. */
function forecastCurve(
  rateAt: (days: number) => number,
  startT: number,
  daysToLimit: number,
): RatePoint[] {
  if (daysToLimit <= 0) return [];
  const count = Math.min(FORECAST_POINTS, Math.max(2, Math.ceil(daysToLimit / DAYS_PER_MONTH)));
  return Array.from({ length: count + 1 }, (_, index) => {
    const days = (daysToLimit * index) / count;
    return { t: startT + days, rate: rateAt(days) };
  });
}

/** Fits, forecasts and trends a production series. */
export function analyseProduction(
  series: ProductionSeries,
  options: AnalysisOptions = {},
): ProductionAnalysis {
  const stream = chooseStream(series, options.stream);
  const unit = stream === 'oil' ? 'bbl' : 'Mcf';
  const analysed = averagedRows(series.rows);
  const points = streamPoints(analysed, stream);
  const bMin = options.bMin ?? DEFAULT_B_RANGE.min;
  const bMax = options.bMax ?? Math.max(DEFAULT_B_RANGE.max, bMin);
  let fitResult: ReturnType<typeof declineFit>;
  try {
    fitResult = declineFit({
      times: points.map((point) => point.t),
      time_unit: 'days',
      rates_per_day: points.map((point) => point.rate),
      volume_unit: stream === 'oil' ? 'bbl' : 'Mscf',
      b_min: bMin,
      b_max: bMax,
      start_at_peak: true,
      objective: 'log',
    });
  } catch (error) {
    if (error instanceof OilfieldInputError) {
      throw new ToolInputError(
        `The ${stream} rates of ${series.table.name} cannot be fitted: ${error.message}`,
        { cause: error },
      );
    }
    throw error;
  }
  const values = fitResult.values;
  const qi = values.initial_rate_per_day.value;
  const qiT = values.time_origin.value;
  const diYear = values.nominal_decline_pct_per_year.value / 100;
  const b = values.b_factor.value;
  const arps: ArpsParameters = { qi, di: diYear / DAYS_PER_YEAR, b };

  const used = points.filter((point) => point.t >= qiT && point.rate > 0);
  const fitted = used.map((point) => ({ t: point.t, rate: arpsRate(arps, point.t - qiT) }));
  // From the last date with a rate, not the middle of the last averaged group.
  const startT = streamPoints(series, stream).at(-1)?.t ?? qiT;
  const startRate = arpsRate(arps, startT - qiT);
  const startDiYear = (arps.di / (1 + b * arps.di * (startT - qiT))) * DAYS_PER_YEAR;
  const economicLimit =
    stream === 'oil'
      ? (options.economicLimitOil ?? DEFAULT_ECONOMIC_LIMIT.oil)
      : (options.economicLimitGas ?? DEFAULT_ECONOMIC_LIMIT.gas);
  const cumulativeToDate = series.cumulative[stream] ?? 0;
  const rateUnit = `${unit}/d`;

  const assumptions = [
    ...(analysed.group > 1
      ? [
          `The ${series.rows.length.toLocaleString('en-US')} rows were averaged in groups of ${analysed.group} consecutive rows (${analysed.rows.length.toLocaleString('en-US')} points) for the fit and the trends.`,
        ]
      : []),
    ...fitResult.assumptions,
  ];
  const warnings = [...fitResult.warnings];
  const terminal = options.terminalDeclinePct ?? (b > 1 ? DEFAULT_TERMINAL_DECLINE_PCT : undefined);
  if (terminal !== undefined && options.terminalDeclinePct === undefined) {
    assumptions.push(
      `b > 1: the forecast ends in a terminal exponential decline of ${formatNumber(terminal)} %/yr effective (SPEE practice), or the volume would grow without bound.`,
    );
  }

  let daysToLimit = 0;
  let remaining = 0;
  let endsAtHorizon = false;
  const horizonMonths =
    options.forecastYears === undefined ? undefined : options.forecastYears * 12;
  let curve: RatePoint[] = [];
  if (startRate <= economicLimit) {
    warnings.push(
      `The fitted ${stream} rate at the last date (${formatNumber(startRate, 4)} ${rateUnit}) is already at or below the economic limit of ${formatNumber(economicLimit)} ${rateUnit}: nothing remains to the limit.`,
    );
  } else {
    // The hyperbolic is already flatter than the terminal decline: only the exponential tail is left.
    const inTail =
      terminal !== undefined && nominalFromTangentEffective(terminal / 100) >= startDiYear;
    const input = inTail
      ? {
          initial_decline_pct_per_year: terminal ?? 0,
          decline_type: 'effective_tangent' as const,
          b_factor: 0,
        }
      : {
          initial_decline_pct_per_year: startDiYear * 100,
          decline_type: 'nominal' as const,
          b_factor: b,
          ...(terminal !== undefined && { terminal_decline_pct_per_year: terminal }),
        };
    const forecast = arpsDecline({
      ...input,
      initial_rate_per_day: startRate,
      volume_unit: stream === 'oil' ? 'bbl' : 'Mscf',
      economic_limit_per_day: economicLimit,
      cumulative_to_date: cumulativeToDate,
      ...(horizonMonths !== undefined && { time_months: horizonMonths }),
    });
    daysToLimit = (forecast.values.time_to_economic_limit_years?.value ?? 0) * DAYS_PER_YEAR;
    remaining = forecast.values.remaining_reserves?.value ?? 0;
    const horizonDays = horizonMonths === undefined ? undefined : horizonMonths * DAYS_PER_MONTH;
    if (horizonDays !== undefined && horizonDays < daysToLimit) {
      endsAtHorizon = true;
      daysToLimit = horizonDays;
      remaining = forecast.values.cumulative_at_time?.value ?? 0;
    }
    // A horizon past the limit only means the forecast ends at the limit, as it does without one.
    warnings.push(
      ...forecast.warnings.filter(
        (warning) => horizonMonths === undefined || !warning.includes('would already be shut in'),
      ),
    );
    const p = {
      qi: startRate,
      di:
        nominalFromForecast(input.initial_decline_pct_per_year, input.decline_type) / DAYS_PER_YEAR,
      b: input.b_factor,
    };
    const dterm =
      terminal === undefined || inTail
        ? undefined
        : nominalFromTangentEffective(terminal / 100) / DAYS_PER_YEAR;
    const rateAt = (days: number): number =>
      dterm === undefined ? arpsRate(p, days) : modifiedHyperbolicRate({ ...p, dterm }, days);
    curve = forecastCurve(rateAt, startT, daysToLimit);
  }

  return {
    series,
    decline: {
      stream,
      unit,
      fit: {
        qi,
        qiT,
        diNominalPctPerYear: values.nominal_decline_pct_per_year.value,
        diSecantEffectivePctPerYear: values.secant_effective_decline_pct_per_year.value,
        b,
        rSquared: values.r_squared.value,
        rSquaredLog: values.r_squared_log.value,
        rmse: values.rmse.value,
        pointsUsed: values.points_used.value,
      },
      observed: used,
      fitted,
      forecast: {
        startT,
        startRate,
        startDeclinePctPerYear: startDiYear * 100,
        economicLimit,
        terminalDeclinePct: terminal,
        daysToLimit,
        horizonYears: options.forecastYears,
        endsAtHorizon,
        remaining,
        cumulativeToDate,
        eur: cumulativeToDate + remaining,
        curve,
      },
      assumptions,
      warnings,
    },
    ...ratioTrends(analysed),
  };
}

function nominalFromForecast(pct: number, type: 'nominal' | 'effective_tangent'): number {
  return type === 'nominal' ? pct / 100 : nominalFromTangentEffective(pct / 100);
}
