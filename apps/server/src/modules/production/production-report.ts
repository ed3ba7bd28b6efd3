import {
  chartBlock,
  CHART_MAX_POINTS_PER_SERIES,
  type ChartInput,
  type ChartPoint,
} from '@petrosage/contracts/chart';
import type { AnalysisCard } from '@petrosage/contracts/analysis-card';
import { DAYS_PER_YEAR } from '@petrosage/oilfield/constants';
import { formatNumber } from '@petrosage/oilfield/validate';
import {
  dateAt,
  type ProductionAnalysis,
  type RatePoint,
  type RatioTrend,
} from './production-analysis';
import { STREAMS, unitId, type Stream } from './production-columns';
import type { ProductionSeries, StreamReading } from './production-series';
import type { AnalyzeProductionInput } from './production-tool';

/**
 * The analysis as the reader sees it (markdown with the figures, the charts and what was read
 * from the file) and as a model gets it (the same figures as JSON, without the chart data).
 */

const SOURCES = [
  'Arps, J.J. (1945), "Analysis of Decline Curves", Trans. AIME 160: 228–247',
  'Marquardt, D.W. (1963), J. SIAM 11(2): 431–441 (least-squares fit)',
  'Robertson, S. (1988), SPE-18731 (terminal decline)',
  'SPEE Monograph 4 (2016) (nominal and effective declines)',
];

const RESERVES_NOTE =
  '> Reserves and EUR figures for reporting or financing need review by a qualified reserves evaluator (SPE-PRMS).';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const STREAM_NAMES: Record<Stream, string> = { oil: 'Oil', gas: 'Gas', water: 'Water' };
const STREAM_UNITS: Record<Stream, string> = { oil: 'bbl', gas: 'Mcf', water: 'bbl' };

/** `Mar 2024` for monthly data, `2024-03-14` otherwise. */
function dateLabel(series: ProductionSeries, iso: string): string {
  if (series.cadence !== 'monthly') return iso;
  const month = MONTHS[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${month} ${iso.slice(0, 4)}`;
}

/** Four significant digits: chart data stays small and is as precise as a chart can show. */
function round(value: number): number {
  return Number(value.toPrecision(4));
}

/**
 * Points a series of these charts keeps at most: more than a screen shows, and few enough that
 * the reply stays small (every k-th point of a long daily record).
 */
const SERIES_POINTS = 400;

/** How an analysis reply's heading starts; the file's name follows. */
export const ANALYSIS_HEADING = '#### Production analysis: ';

/** Every k-th point, so a series stays within {@link SERIES_POINTS}. */
function thin<T>(
  points: readonly T[],
  limit = Math.min(SERIES_POINTS, CHART_MAX_POINTS_PER_SERIES),
): T[] {
  if (points.length <= limit) return [...points];
  const step = Math.ceil(points.length / limit);
  return points.filter((_, index) => index % step === 0 || index === points.length - 1);
}

function chartPoints(series: ProductionSeries, points: readonly RatePoint[]): ChartPoint[] {
  return thin(points).map((point) => [dateAt(series, point.t), round(point.rate)]);
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function code(name: string): string {
  return `\`${name.replace(/`/g, 'ʹ')}\``;
}

function cadenceWord(series: ProductionSeries): string {
  if (series.cadence === 'monthly') return 'monthly';
  if (series.cadence === 'daily') return 'daily';
  return `every ${formatNumber(series.stepDays, 3)} days`;
}

/** How a column was read, in words: `monthly volumes in bbl, divided by the days of each month`. */
function readingText(series: ProductionSeries, stream: Stream, reading: StreamReading): string {
  const unit = reading.column.unit ?? STREAM_UNITS[stream];
  const converted =
    reading.column.factor === 1
      ? ''
      : ` (× ${formatNumber(reading.column.factor, 6)} to ${STREAM_UNITS[stream]})`;
  const basis =
    reading.basis === 'volume'
      ? series.cadence === 'monthly'
        ? `monthly volumes in ${unit}${converted}, divided by the days of each month`
        : `volumes in ${unit}${converted} per row, divided by the ${formatNumber(series.stepDays, 3)}-day step`
      : `rates in ${unit}/d${converted}`;
  const guessed = [
    ...(reading.column.unit === undefined
      ? [`the header names no unit, so ${STREAM_UNITS[stream]} is assumed`]
      : []),
    ...(reading.assumed
      ? [
          `the header does not say rate or volume, so ${reading.basis === 'volume' ? 'volumes' : 'rates'} are assumed — say "the values are daily rates" or "monthly volumes" if not`,
        ]
      : []),
  ];
  return `${STREAM_NAMES[stream]}: ${code(reading.column.name)}, ${basis}${guessed.length > 0 ? ` (${guessed.join('; ')})` : ''}.`;
}

function trendText(trend: RatioTrend, perYear: string): string {
  const sign = trend.changePerYear >= 0 ? '+' : '−';
  return `${trend.direction}, ${sign}${formatNumber(Math.abs(trend.changePerYear), 3)} ${perYear}`;
}

function declineChart(analysis: ProductionAnalysis, title: string): ChartInput {
  const { series, decline } = analysis;
  const { fit, forecast } = decline;
  const name = STREAM_NAMES[decline.stream];
  const rateUnit = `${decline.unit}/d`;
  const all = series.rows.flatMap((row) => {
    const rate = row.rates[decline.stream];
    return rate === null || rate === undefined ? [] : [{ t: row.t, rate }];
  });
  const end = forecast.startT + forecast.daysToLimit;
  const limitDate = dateLabel(series, dateAt(series, end));
  return {
    title: `${name} rate and decline forecast — ${title}`,
    description:
      `${name} rate from ${dateLabel(series, dateAt(series, all[0]?.t ?? 0))} to ${dateLabel(series, dateAt(series, forecast.startT))}, ` +
      `the fitted Arps decline (qi ${formatNumber(fit.qi, 4)} ${rateUnit}, Di ${formatNumber(fit.diNominalPctPerYear, 3)} %/yr nominal, b ${formatNumber(fit.b, 3)})` +
      (forecast.daysToLimit > 0
        ? forecast.endsAtHorizon
          ? ` and its forecast to the ${formatNumber(forecast.horizonYears ?? 0)}-year horizon in ${limitDate}, above the economic limit of ${formatNumber(forecast.economicLimit)} ${rateUnit}.`
          : ` and its forecast to the economic limit of ${formatNumber(forecast.economicLimit)} ${rateUnit} in ${limitDate}.`
        : '.') +
      ` EUR ${formatNumber(forecast.eur, 4)} ${decline.unit}.`,
    x: { label: 'Date', type: 'date' },
    y: { label: `${name} rate`, unit: rateUnit, scale: 'log' },
    series: [
      { name: `${name} rate (from the file)`, kind: 'points', points: chartPoints(series, all) },
      { name: 'Fitted decline', kind: 'line', points: chartPoints(series, decline.fitted) },
      ...(forecast.curve.length > 0
        ? [
            {
              name: 'Forecast',
              kind: 'line' as const,
              dashed: true,
              points: chartPoints(series, forecast.curve),
            },
            {
              name: 'Economic limit',
              kind: 'line' as const,
              dashed: true,
              points: chartPoints(series, [
                { t: all[0]?.t ?? 0, rate: forecast.economicLimit },
                { t: end, rate: forecast.economicLimit },
              ]),
            },
          ]
        : []),
    ],
  };
}

function ratioChart(
  series: ProductionSeries,
  trend: RatioTrend,
  label: string,
  title: string,
): ChartInput {
  return {
    title: `${label} — ${title}`,
    description: `${label} from ${formatNumber(trend.first, 3)} to ${formatNumber(trend.last, 3)} ${trend.unit} (${trend.direction}).`,
    x: { label: 'Date', type: 'date' },
    y: { label, unit: trend.unit, scale: 'linear' },
    series: [{ name: label, kind: 'line', points: chartPoints(series, trend.points) }],
  };
}

function bullets(title: string, items: readonly string[]): string {
  return items.length === 0 ? '' : `**${title}**\n\n${items.map((item) => `- ${item}`).join('\n')}`;
}

/** The reply: figures, charts, what was read, warnings, assumptions and sources. */
export function productionMarkdown(analysis: ProductionAnalysis, fileName: string): string {
  const { series, decline, waterCut, gor } = analysis;
  const { fit, forecast } = decline;
  const name = STREAM_NAMES[decline.stream];
  const rateUnit = `${decline.unit}/d`;
  const label = (t: number) => dateLabel(series, dateAt(series, t));
  const sheet = series.table.name !== fileName ? `, sheet ${code(series.table.name)}` : '';
  const well = series.well !== undefined ? `, well ${code(series.well)}` : '';
  const title = `${fileName}${series.table.name !== fileName ? ` (${series.table.name})` : ''}${series.well !== undefined ? ` — ${series.well}` : ''}`;
  const reading = series.readings[decline.stream];
  const years = forecast.daysToLimit / DAYS_PER_YEAR;

  const rows: [string, string][] = [
    [
      `Initial rate qi (${label(fit.qiT)}, first fitted point)`,
      `**${formatNumber(fit.qi, 4)} ${rateUnit}**`,
    ],
    ['Initial decline Di, nominal', `**${formatNumber(fit.diNominalPctPerYear, 3)} %/yr**`],
    [
      'Initial decline Di, secant effective',
      `${formatNumber(fit.diSecantEffectivePctPerYear, 3)} %/yr`,
    ],
    ['Hyperbolic exponent b', `**${formatNumber(fit.b, 3)}**`],
    [
      'Fit quality',
      `R² ${formatNumber(fit.rSquared, 3)} (of ln rate ${formatNumber(fit.rSquaredLog, 3)}), RMSE ${formatNumber(fit.rmse, 3)} ${rateUnit}, ${fit.pointsUsed} points`,
    ],
    [
      `Fitted rate at the last date (${label(forecast.startT)})`,
      `${formatNumber(forecast.startRate, 4)} ${rateUnit}, declining ${formatNumber(forecast.startDeclinePctPerYear, 3)} %/yr nominal`,
    ],
    [
      'Economic limit',
      forecast.endsAtHorizon
        ? `${formatNumber(forecast.economicLimit)} ${rateUnit}, not reached within the forecast horizon`
        : forecast.daysToLimit > 0
          ? `${formatNumber(forecast.economicLimit)} ${rateUnit}, reached ${label(forecast.startT + forecast.daysToLimit)} (${formatNumber(years, 3)} years on)`
          : `${formatNumber(forecast.economicLimit)} ${rateUnit}, already reached`,
    ],
    ...(forecast.horizonYears !== undefined
      ? [
          [
            'Forecast horizon',
            `${formatNumber(forecast.horizonYears)} years${forecast.endsAtHorizon ? `, to ${label(forecast.startT + forecast.daysToLimit)}` : ' (the limit comes first)'}`,
          ] as [string, string],
        ]
      : []),
    ...(forecast.terminalDeclinePct !== undefined
      ? [
          ['Terminal decline', `${formatNumber(forecast.terminalDeclinePct)} %/yr effective`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Produced to date', `${formatNumber(forecast.cumulativeToDate, 4)} ${decline.unit}`],
    [
      forecast.endsAtHorizon
        ? 'Remaining to the forecast horizon'
        : 'Remaining to the economic limit',
      `${formatNumber(forecast.remaining, 4)} ${decline.unit}`,
    ],
    ['**EUR** (produced + remaining)', `**${formatNumber(forecast.eur, 4)} ${decline.unit}**`],
  ];

  const parts: string[] = [
    `${ANALYSIS_HEADING}${fileName}`,
    `**${name} decline** fitted to ${fit.pointsUsed} ${cadenceWord(series)} rates from ${label(fit.qiT)} to ${label(forecast.startT)}${sheet}${well}${reading ? ` (${code(reading.column.name)})` : ''}.`,
    [
      '| Result | Value |',
      '|---|---|',
      ...rows.map(([key, value]) => `| ${cell(key)} | ${cell(value)} |`),
    ].join('\n'),
    chartBlock(declineChart(analysis, title)),
  ];

  if (waterCut || gor) {
    const trendRows = [
      ...(waterCut
        ? [
            `| Water cut | ${formatNumber(waterCut.first, 3)} % | ${formatNumber(waterCut.last, 3)} % | ${trendText(waterCut, 'points/yr')} |`,
          ]
        : []),
      ...(gor
        ? [
            `| GOR | ${formatNumber(gor.first, 4)} scf/bbl | ${formatNumber(gor.last, 4)} scf/bbl | ${trendText(gor, 'scf/bbl per year')} |`,
          ]
        : []),
    ];
    parts.push(
      [
        '**Water cut and GOR**',
        '',
        '| Ratio | First 3 points | Last 3 points | Trend |',
        '|---|---|---|---|',
        ...trendRows,
      ].join('\n'),
    );
    if (waterCut) parts.push(chartBlock(ratioChart(series, waterCut, 'Water cut', title)));
    if (gor) parts.push(chartBlock(ratioChart(series, gor, 'Gas-oil ratio', title)));
  }

  const first = series.rows[0]?.date ?? '';
  const last = series.rows.at(-1)?.date ?? '';
  const read = [
    `Dates: ${code(series.dateColumn)}, ${series.rows.length} ${cadenceWord(series)} rows, ${dateLabel(series, first)} to ${dateLabel(series, last)}.`,
    ...STREAMS.flatMap((stream) => {
      const streamReading = series.readings[stream];
      return streamReading ? [readingText(series, stream, streamReading)] : [];
    }),
    ...STREAMS.flatMap((stream) => {
      const total = series.cumulative[stream];
      return total === undefined
        ? []
        : [
            `Produced ${STREAM_NAMES[stream].toLowerCase()} over these rows: ${formatNumber(total, 4)} ${STREAM_UNITS[stream]}.`,
          ];
    }),
  ];
  parts.push(bullets('Read from the file', read));
  parts.push(
    bullets(
      'Warnings',
      [...series.warnings, ...decline.warnings].map((warning) => `⚠️ ${warning}`),
    ),
  );
  parts.push(
    bullets('Assumptions', [
      'Rates are calendar-day rates (downtime included), time measured from the first date.',
      ...decline.assumptions,
    ]),
  );
  parts.push(`_Sources: ${SOURCES.join('; ')}._`);
  parts.push(RESERVES_NOTE);
  return parts.filter((part) => part.length > 0).join('\n\n');
}

function trendResult(trend: RatioTrend | undefined) {
  return trend === undefined
    ? undefined
    : {
        first: round(trend.first),
        last: round(trend.last),
        change_per_year: round(trend.changePerYear),
        direction: trend.direction,
      };
}

/** The figures for a model: what it needs to comment, not the chart data. */
export function productionResult(analysis: ProductionAnalysis, fileName: string) {
  const { series, decline, waterCut, gor } = analysis;
  const { fit, forecast } = decline;
  const at = (t: number) => dateAt(series, t);
  return {
    file: fileName,
    sheet: series.table.name,
    ...(series.well !== undefined && { well: series.well }),
    cadence: series.cadence,
    columns: Object.fromEntries(
      STREAMS.flatMap((stream) => {
        const reading = series.readings[stream];
        return reading
          ? [
              [
                stream,
                {
                  column: reading.column.name,
                  read_as: reading.basis === 'volume' ? 'volumes per period' : 'daily rates',
                  unit_assumed: reading.column.unit === undefined,
                  basis_assumed: reading.assumed,
                },
              ],
            ]
          : [];
      }),
    ),
    stream: decline.stream,
    rate_unit: `${decline.unit}/d`,
    fit: {
      qi_per_day: round(fit.qi),
      qi_date: at(fit.qiT),
      di_nominal_pct_per_year: round(fit.diNominalPctPerYear),
      di_secant_effective_pct_per_year: round(fit.diSecantEffectivePctPerYear),
      b: round(fit.b),
      r_squared: round(fit.rSquared),
      r_squared_log: round(fit.rSquaredLog),
      rmse_per_day: round(fit.rmse),
      points_used: fit.pointsUsed,
    },
    forecast: {
      start_date: at(forecast.startT),
      fitted_rate_at_start_per_day: round(forecast.startRate),
      economic_limit_per_day: forecast.economicLimit,
      ...(forecast.terminalDeclinePct !== undefined && {
        terminal_decline_pct_per_year: forecast.terminalDeclinePct,
      }),
      ...(forecast.horizonYears !== undefined && { horizon_years: forecast.horizonYears }),
      ...(forecast.endsAtHorizon
        ? { ends_at_horizon: at(forecast.startT + forecast.daysToLimit) }
        : { limit_date: at(forecast.startT + forecast.daysToLimit) }),
      [forecast.endsAtHorizon ? 'years_to_horizon' : 'years_to_limit']: round(
        forecast.daysToLimit / DAYS_PER_YEAR,
      ),
      cumulative_to_date: round(forecast.cumulativeToDate),
      remaining: round(forecast.remaining),
      eur: round(forecast.eur),
      volume_unit: decline.unit,
    },
    cumulative: Object.fromEntries(
      STREAMS.flatMap((stream) => {
        const total = series.cumulative[stream];
        return total === undefined
          ? []
          : [[`${stream}_${STREAM_UNITS[stream].toLowerCase()}`, round(total)]];
      }),
    ),
    ...(waterCut && { water_cut_pct: trendResult(waterCut) }),
    ...(gor && { gor_scf_per_bbl: trendResult(gor) }),
    warnings: [...series.warnings, ...decline.warnings],
    assumptions: decline.assumptions,
    note: 'The reader already sees these figures, a table and the charts in your reply: comment on them (fit quality, what the trends suggest, next steps) rather than repeating them.',
  };
}

/**
 * The file-analysis card (without the file's id, which the analyser adds): the columns read and
 * how, and the options the analysis ran with, for the reader to correct and re-run.
 */
export function productionCard(
  analysis: ProductionAnalysis,
  fileName: string,
  input: AnalyzeProductionInput,
  sheets: number,
): Omit<AnalysisCard, 'file_id'> {
  const { series, decline } = analysis;
  const readings: AnalysisCard['readings'] = {};
  for (const stream of STREAMS) {
    const reading = series.readings[stream];
    if (!reading) continue;
    readings[stream] = {
      column: reading.column.name,
      basis: reading.basis,
      basis_assumed: reading.assumed,
      unit: unitId(reading.column.unit ?? STREAM_UNITS[stream]),
      unit_assumed: reading.column.unit === undefined,
    };
  }
  return {
    file_name: fileName,
    ...(sheets > 1 && { sheet: series.table.name }),
    ...(series.well !== undefined && { well: series.well }),
    columns: series.table.columns.slice(0, 200).map((column) => column.slice(0, 200)),
    date_column: series.dateColumn,
    cadence: series.cadence,
    readings,
    fitted_stream: decline.stream,
    options: {
      values: input.values,
      ...(input.oil_unit !== undefined && { oil_unit: input.oil_unit }),
      ...(input.gas_unit !== undefined && { gas_unit: input.gas_unit }),
      ...(input.water_unit !== undefined && { water_unit: input.water_unit }),
      ...(input.stream !== undefined && { stream: input.stream }),
      economic_limit_oil_bbl_per_day: input.economic_limit_oil_bbl_per_day,
      economic_limit_gas_mscf_per_day: input.economic_limit_gas_mscf_per_day,
      b_min: input.b_min,
      b_max: input.b_max,
      ...(input.terminal_decline_pct_per_year !== undefined && {
        terminal_decline_pct_per_year: input.terminal_decline_pct_per_year,
      }),
      ...(input.forecast_years !== undefined && { forecast_years: input.forecast_years }),
    },
  };
}
