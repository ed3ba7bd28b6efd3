import {
  CALC_TEXT_TABLE_ROWS,
  calcColumnLabel,
  formatCalcCell,
  type CalcCard,
} from '@petrosage/contracts/calc';
import { useId, useState } from 'react';

/**
 * A result table (a forecast, a schedule): its first rows, and the rest a click away; a table
 * the card holds only in part says how many rows the calculator produced.
 */
export function CalcTable({ table }: { table: NonNullable<CalcCard['table']> }) {
  const [all, setAll] = useState(false);
  const tableId = useId();
  const { columns, rows } = table;
  const visible = all ? rows : rows.slice(0, CALC_TEXT_TABLE_ROWS);
  const hidden = rows.length - visible.length;
  const total = table.total_rows ?? rows.length;
  return (
    <details className="mt-2" open>
      <summary className="cursor-pointer text-sm font-semibold">{table.title}</summary>
      <div className="markdown-table-wrap">
        <table id={tableId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {calcColumnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key}>
                    {formatCalcCell(row[column.key], column.unit, visible[index - 1]?.[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > CALC_TEXT_TABLE_ROWS && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={tableId}
          onClick={() => setAll((shownAll) => !shownAll)}
          className="mt-1 rounded-md px-1 text-sm font-medium text-amber-800 underline print:hidden hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          {all
            ? `Show the first ${CALC_TEXT_TABLE_ROWS} rows`
            : `${hidden.toLocaleString('en-US')} more rows not shown — show all`}
        </button>
      )}
      {total > rows.length && (
        <p className="mt-1 mb-0 text-xs text-slate-600">
          The calculator produced {total.toLocaleString('en-US')} rows; the card keeps the first{' '}
          {rows.length.toLocaleString('en-US')}.
        </p>
      )}
    </details>
  );
}
