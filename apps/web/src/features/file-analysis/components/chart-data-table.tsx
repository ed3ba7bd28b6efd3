import type { Chart, ChartPoint } from '@petrosage/contracts/chart';
import { useMemo } from 'react';
import { axisTitle, xText, xValue } from '../utils/chart-axes';
import { formatValue } from '../utils/chart-scales';

interface DataRow {
  x: ChartPoint[0];
  values: (number | null | undefined)[];
}

/** One row per x value, one column per series. */
function dataRows(chart: Chart): DataRow[] {
  const rows = new Map<string, DataRow>();
  chart.series.forEach((series, index) => {
    for (const [x, y] of series.points) {
      const key = String(x);
      const row = rows.get(key) ?? { x, values: chart.series.map(() => undefined) };
      row.values[index] = y;
      rows.set(key, row);
    }
  });
  return [...rows.values()].sort((a, b) => xValue(chart, a.x) - xValue(chart, b.x));
}

/** The chart's data as a table, for "Show data". */
export function DataTable({ chart }: { chart: Chart }) {
  const rows = useMemo(() => dataRows(chart), [chart]);
  const unit = chart.y.unit ? ` (${chart.y.unit})` : '';
  return (
    <div className="markdown-table-wrap max-h-80 overflow-y-auto">
      <table>
        <caption className="sr-only">{`Data of ${chart.title}`}</caption>
        <thead>
          <tr>
            <th scope="col">{axisTitle(chart.x.label, chart.x.unit)}</th>
            {chart.series.map((series, index) => (
              <th key={index} scope="col">{`${series.name}${unit}`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.x)}>
              <th scope="row" className="font-normal">
                {xText(chart, row.x)}
              </th>
              {row.values.map((value, index) => (
                <td key={index}>
                  {value === null || value === undefined ? '' : formatValue(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
