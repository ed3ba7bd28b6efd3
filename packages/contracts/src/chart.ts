import { z } from './zod';

/**
 * A chart in an assistant reply (docs/decisions/015-charts-in-replies.md). Replies stay markdown:
 * a chart is a fenced code block whose language is `chart` and whose body is one JSON object of
 * {@link ChartSchema}. The web app draws it; anything else that reads the message (the history,
 * a model given the conversation, a copy into another tool) still sees readable data.
 *
 * ````markdown
 * ```chart
 * {"title":"Oil rate","x":{"label":"Date","type":"date"},"y":{"label":"Oil rate","unit":"bbl/d","scale":"log"},"series":[…]}
 * ```
 * ````
 */

/** The fence language that marks a chart block. */
export const CHART_LANGUAGE = 'chart';

/** Most series one chart may carry (a legend beyond this is unreadable). */
export const CHART_MAX_SERIES = 8;
/** Most points one series may carry; more are thinned before the chart is written. */
export const CHART_MAX_POINTS_PER_SERIES = 1_000;
/** Most points of a whole chart. */
export const CHART_MAX_POINTS = 3_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;

/**
 * One point: `[x, y]`, x a number or (on a date axis) an ISO 8601 date (`2024-03-01`,
 * `2024-03-01T06:00:00Z`); a null y leaves a gap in a line (a shut-in month, a missing reading).
 */
export type ChartPoint = [x: number | string, y: number | null];

function isPoint(value: unknown): value is ChartPoint {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [x, y] = value as unknown[];
  return (
    (typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x))) &&
    (y === null || (typeof y === 'number' && Number.isFinite(y)))
  );
}

/*
 * A custom check rather than z.tuple: the web app parses charts in a chunk of their own, and a
 * zod feature only charts use would otherwise be added to the code every page loads.
 */
export const ChartPointSchema = z.custom<ChartPoint>(
  isPoint,
  'must be [x, y]: x a number or an ISO 8601 date, y a number or null',
);

export const ChartSeriesSchema = z.object({
  /** Shown in the legend and the data table: `Oil rate (observed)`. */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** `line` joins the points in x order; `points` draws markers only (observations). */
  kind: z.enum(['line', 'points']),
  /** A dashed line (a forecast, a limit) rather than a solid one. */
  dashed: z.optional(z.boolean()),
  points: z.array(ChartPointSchema).check(z.maxLength(CHART_MAX_POINTS_PER_SERIES)),
});
export type ChartSeries = z.infer<typeof ChartSeriesSchema>;

export const ChartSchema = z
  .object({
    /** What the chart shows; also its accessible name. */
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(160)),
    /** One or two sentences for people who cannot see the chart (read with its role="img"). */
    description: z.optional(z.string().check(z.trim(), z.maxLength(600))),
    x: z.object({
      label: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
      /** `date`: x values are ISO 8601 dates; `number`: plain numbers (months, cumulative…). */
      type: z.enum(['date', 'number']),
      unit: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    }),
    y: z.object({
      label: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
      unit: z.optional(z.string().check(z.trim(), z.maxLength(20))),
      /**
       * How the chart opens; readers can switch. On a log scale values ≤ 0 are left out (a rate
       * of zero has no logarithm).
       */
      scale: z._default(z.enum(['linear', 'log']), 'linear'),
    }),
    series: z.array(ChartSeriesSchema).check(z.minLength(1), z.maxLength(CHART_MAX_SERIES)),
  })
  .check(
    z.superRefine((chart, context) => {
      let total = 0;
      chart.series.forEach((series, seriesIndex) => {
        total += series.points.length;
        series.points.forEach(([x], pointIndex) => {
          const path = ['series', seriesIndex, 'points', pointIndex, 0];
          const isDate = typeof x === 'string';
          if (isDate !== (chart.x.type === 'date')) {
            context.addIssue({
              code: 'custom',
              path,
              message:
                chart.x.type === 'date'
                  ? 'must be an ISO 8601 date on a date axis'
                  : 'must be a number on a number axis',
            });
          } else if (isDate && !(ISO_DATE.test(x) && Number.isFinite(Date.parse(x)))) {
            context.addIssue({
              code: 'custom',
              path,
              message: 'must be a real ISO 8601 date (YYYY-MM-DD)',
            });
          }
        });
      });
      if (total > CHART_MAX_POINTS) {
        context.addIssue({
          code: 'custom',
          path: ['series'],
          message: `a chart carries at most ${CHART_MAX_POINTS} points; got ${total}`,
        });
      }
      if (!chart.series.some((series) => series.points.some(([, y]) => y !== null))) {
        context.addIssue({ code: 'custom', path: ['series'], message: 'no series has a value' });
      }
    }),
  );
export type Chart = z.infer<typeof ChartSchema>;
/** A chart as it is written (the scale may be left to its default). */
export type ChartInput = z.input<typeof ChartSchema>;

/**
 * The chart as a markdown block, ready to put in a reply. The JSON is on one line, so nothing in
 * it (a ``` in a file name, say) can close the fence early. Throws when the chart is invalid:
 * writing one is a programming error.
 */
export function chartBlock(chart: ChartInput): string {
  const valid = ChartSchema.parse(chart);
  return `\`\`\`${CHART_LANGUAGE}\n${JSON.stringify(valid)}\n\`\`\``;
}

/** What {@link parseChart} found in a block's body. */
export type ParsedChart = { ok: true; chart: Chart } | { ok: false; error: string };

/** Reads the body of a `chart` block: JSON, then the schema. Never throws. */
export function parseChart(body: string): ParsedChart {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: 'The chart data is not valid JSON.' };
  }
  const parsed = ChartSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      error: `The chart data is not a valid chart (${where}${issue?.message ?? 'invalid'}).`,
    };
  }
  return { ok: true, chart: parsed.data };
}
