import type { Chart, ChartPoint } from '@petrosage/contracts/chart';
import { dateMs, formatDate, formatValue } from './chart-scales';

/** An x value as a number on its axis: a date as its milliseconds. */
export function xValue(chart: Chart, x: ChartPoint[0]): number {
  return typeof x === 'string' ? dateMs(x) : x;
}

/** An axis's title with its unit: `Gas rate (Mcf/d)`. */
export function axisTitle(label: string, unit: string | undefined): string {
  return unit ? `${label} (${unit})` : label;
}

/** An x value as the chart's words and table show it. */
export function xText(chart: Chart, x: ChartPoint[0]): string {
  if (typeof x === 'number') return formatValue(x);
  // A time of day only when the data have one.
  return x.length > 10 ? x.replace('T', ' ').replace(/Z$/, '') : formatDate(dateMs(x), true);
}
