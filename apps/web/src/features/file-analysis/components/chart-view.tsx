import {
  CHART_LANGUAGE,
  parseChart,
  type Chart,
  type ChartPoint,
} from '@petrosage/contracts/chart';
import { useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { axisTitle, xText, xValue } from '../utils/chart-axes';
import { BlockFallback } from '../../../components/reply-blocks/block-fallback';
import { dateScale, linearScale, logScale, type Scale } from '../utils/chart-scales';
import { DataTable } from './chart-data-table';

/**
 * A chart of a reply, drawn as SVG from the data of its `chart` block (docs/decisions/
 * 015-charts-in-replies.md). Loaded on its own, only when a reply holds a chart. Accessible: the
 * SVG is an image named by the title and described in words; a "Show data" disclosure holds the
 * same data as a table; the value axis switches between linear and logarithmic.
 */

/**
 * Series colours in order, distinct for the common colour-vision deficiencies: custom properties
 * of src/dark-theme.css, darker on the light theme's white and lighter on the dark theme's slate.
 */
const COLOURS = Array.from({ length: 8 }, (_, index) => `var(--chart-series-${index + 1})`);
const FALLBACK_WIDTH = 640;
const MIN_WIDTH = 260;
const FONT_PX = 12;
const CHAR_PX = 7;

/** The width the chart has on screen, followed as the layout changes (a phone rotated…). */
function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return Math.max(MIN_WIDTH, width);
}

/** What the chart shows, in words, for people who cannot see it. */
function describe(chart: Chart, log: boolean): string {
  const values = chart.series.flatMap((series) => series.points);
  const xs = values.map(([x]) => xValue(chart, x));
  const first = values[xs.indexOf(Math.min(...xs))]?.[0];
  const last = values[xs.indexOf(Math.max(...xs))]?.[0];
  const range =
    first !== undefined && last !== undefined
      ? ` ${chart.x.label} from ${xText(chart, first)} to ${xText(chart, last)}.`
      : '';
  const scale = log ? ' Logarithmic value scale.' : '';
  const summary = chart.description ?? `${chart.series.map((series) => series.name).join(', ')}.`;
  return `${summary}${range} ${axisTitle(chart.y.label, chart.y.unit)} on the vertical axis.${scale}`;
}

/** An SVG path through the points, broken where a value is missing (or has no logarithm). */
function linePath(
  points: readonly ChartPoint[],
  chart: Chart,
  x: Scale,
  y: Scale,
  log: boolean,
): string {
  const sorted = [...points].sort((a, b) => xValue(chart, a[0]) - xValue(chart, b[0]));
  let path = '';
  let drawing = false;
  for (const [px, py] of sorted) {
    if (py === null || (log && py <= 0)) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${x(xValue(chart, px)).toFixed(1)} ${y(py).toFixed(1)}`;
    drawing = true;
  }
  return path;
}

export function ChartFigure({ chart }: { chart: Chart }) {
  // Usable in url(#…) as well as in aria-labelledby.
  const id = `chart${useId().replace(/[^\w-]/g, '')}`;
  const container = useRef<HTMLDivElement>(null);
  const width = useWidth(container);
  const [log, setLog] = useState(chart.y.scale === 'log');
  const [showData, setShowData] = useState(false);

  const height = Math.round(Math.min(380, Math.max(220, width * 0.58)));
  const allX = chart.series.flatMap((series) => series.points.map(([x]) => xValue(chart, x)));
  const allY = chart.series.flatMap((series) =>
    series.points.flatMap(([, y]) => (y === null ? [] : [y])),
  );
  const top = 12;
  const bottom = height - 44;
  const y = log
    ? logScale(allY, [bottom, top])
    : linearScale(allY, [bottom, top], Math.max(3, Math.floor((bottom - top) / 50)));
  const left = Math.max(...y.ticks.map((tick) => tick.label.length)) * CHAR_PX + 30;
  const right = width - 16;
  const x =
    chart.x.type === 'date'
      ? dateScale(allX, [left, right], Math.max(3, Math.floor((right - left) / 90)))
      : linearScale(allX, [left, right], Math.max(3, Math.floor((right - left) / 80)), {
          includeZero: false,
        });
  const clipId = `${id}-plot`;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  return (
    <figure className="chart my-3 rounded-lg ring-1 ring-slate-200" data-testid="reply-chart">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-3 pt-2">
        <span className="font-semibold text-slate-800">{chart.title}</span>
        <button
          type="button"
          aria-pressed={log}
          onClick={() => setLog((current) => !current)}
          className="rounded-md px-2 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 aria-pressed:bg-slate-900 aria-pressed:text-white aria-pressed:ring-slate-900"
        >
          Log scale
        </button>
      </figcaption>
      <div ref={container} className="w-full">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block h-auto max-w-full"
          fontSize={FONT_PX}
        >
          <title id={titleId}>{chart.title}</title>
          <desc id={descriptionId}>{describe(chart, log)}</desc>
          <defs>
            <clipPath id={clipId}>
              <rect x={left} y={top - 4} width={right - left} height={bottom - top + 8} />
            </clipPath>
          </defs>
          <g className="text-slate-500" fill="currentColor">
            {y.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={left}
                  x2={right}
                  y1={y(tick.value)}
                  y2={y(tick.value)}
                  className="stroke-slate-200 dark:stroke-slate-700"
                />
                <text x={left - 6} y={y(tick.value)} dy="0.32em" textAnchor="end">
                  {tick.label}
                </text>
              </g>
            ))}
            {x.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={x(tick.value)}
                  x2={x(tick.value)}
                  y1={bottom}
                  y2={bottom + 4}
                  stroke="#94a3b8"
                />
                <text x={x(tick.value)} y={bottom + 16} textAnchor="middle">
                  {tick.label}
                </text>
              </g>
            ))}
            <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="#94a3b8" />
            <line x1={left} x2={left} y1={top} y2={bottom} stroke="#94a3b8" />
            <text
              x={(left + right) / 2}
              y={height - 6}
              textAnchor="middle"
              className="text-slate-700"
            >
              {axisTitle(chart.x.label, chart.x.unit)}
            </text>
            <text
              transform={`translate(12 ${(top + bottom) / 2}) rotate(-90)`}
              textAnchor="middle"
              className="text-slate-700"
            >
              {axisTitle(chart.y.label, chart.y.unit)}
            </text>
          </g>
          <g clipPath={`url(#${clipId})`}>
            {chart.series.map((series, index) => {
              const colour = COLOURS[index % COLOURS.length];
              if (series.kind === 'line') {
                return (
                  <path
                    key={index}
                    d={linePath(series.points, chart, x, y, log)}
                    fill="none"
                    style={{ stroke: colour }}
                    strokeWidth={2}
                    strokeDasharray={series.dashed ? '6 4' : undefined}
                    strokeLinejoin="round"
                  />
                );
              }
              return (
                <g key={index} style={{ fill: colour }}>
                  {series.points.map(([px, py], point) =>
                    py === null || (log && py <= 0) ? null : (
                      <circle key={point} cx={x(xValue(chart, px))} cy={y(py)} r={2.5} />
                    ),
                  )}
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 px-3 pb-1 text-xs text-slate-600"
        aria-label="Legend"
      >
        {chart.series.map((series, index) => (
          <li key={index} className="flex items-center gap-1.5">
            <svg width="18" height="8" aria-hidden="true">
              {series.kind === 'line' ? (
                <line
                  x1="0"
                  x2="18"
                  y1="4"
                  y2="4"
                  style={{ stroke: COLOURS[index % COLOURS.length] }}
                  strokeWidth="2"
                  strokeDasharray={series.dashed ? '4 3' : undefined}
                />
              ) : (
                <circle cx="9" cy="4" r="3" style={{ fill: COLOURS[index % COLOURS.length] }} />
              )}
            </svg>
            {series.name}
          </li>
        ))}
      </ul>
      <details
        className="px-3 pb-2 text-sm"
        onToggle={(event) => setShowData(event.currentTarget.open)}
      >
        <summary className="cursor-pointer text-slate-700">Show data</summary>
        {/* Rendered only once opened: a long series would otherwise cost every reply its rows. */}
        {showData && <DataTable chart={chart} />}
      </details>
    </figure>
  );
}

export interface ChartViewProps {
  /** The body of the `chart` block. */
  source: string;
}

/** Reads a chart block and draws it; a block that is not a valid chart is shown as it is. */
export function ChartView({ source }: ChartViewProps) {
  const parsed = useMemo(() => parseChart(source), [source]);
  if (!parsed.ok)
    return <BlockFallback language={CHART_LANGUAGE} source={source} reason={parsed.error} />;
  return <ChartFigure chart={parsed.chart} />;
}
