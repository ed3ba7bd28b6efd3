import type { ColumnType, ExtractedTable, TableCell } from '@petrosage/contracts/files';

/**
 * Spreadsheet rows (CSV, XLSX, JSON records) → typed tables, and the two texts a table is shown
 * to the model as: all of it (when it fits) or a summary (column statistics, first and last rows).
 *
 * Cells are typed one by one: numbers become numbers, dates ISO 8601 strings, the usual markers
 * of a missing value (`-`, `NA`, `#N/A`…) null; a column's type names the one type all its
 * values share, else `text`. Dates written with slashes or dots are read day-first or
 * month-first per column: a first part above 12 anywhere means day-first, a second part above
 * 12 month-first; with neither, slashes are read month-first (US field data) and dots day-first.
 */

/** A cell as a reader hands it over, before typing. */
export type RawCell = string | number | boolean | Date | null | undefined;

export interface TableOptions {
  /** `812,5` is 812.5 (files separated by `;` usually write decimals this way). */
  decimalComma?: boolean;
  /** Whether the first row names the columns; detected when not given. */
  header?: boolean;
}

const MISSING = new Set([
  '',
  '-',
  '--',
  '—',
  'na',
  'n/a',
  '#n/a',
  'null',
  'nan',
  'none',
  '#value!',
]);

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const DOT_DECIMAL =
  /^[+-]?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d*)?(?:[eE][+-]?\d+)?$|^[+-]?\.\d+(?:[eE][+-]?\d+)?$/;
const COMMA_DECIMAL = /^[+-]?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d*)?(?:[eE][+-]?\d+)?$|^[+-]?,\d+$/;

/** A number written in a cell, or undefined. Leading zeros (`007`, ids) stay text. */
export function parseNumber(text: string, decimalComma = false): number | undefined {
  const value = text.trim();
  if (/^[+-]?0\d/.test(value)) return undefined;
  if (decimalComma) {
    if (!COMMA_DECIMAL.test(value)) return undefined;
    return Number(value.replace(/\./g, '').replace(',', '.'));
  }
  if (!DOT_DECIMAL.test(value)) return undefined;
  const number = Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1800 || year > 2200 || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function fullYear(year: string): number {
  const value = Number(year);
  if (year.length !== 2) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

function withTime(date: string | undefined, time: string | undefined): string | undefined {
  if (date === undefined || time === undefined) return date;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(time);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  if (hours === 0 && minutes === 0 && seconds === 0) return date;
  return `${date}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** How numeric day/month dates of one column are ordered. */
export type DayMonthOrder = 'dmy' | 'mdy';

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(?:Z|[+-]\d{2}:?\d{2})?$/;
const YEAR_FIRST = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?: (\d{1,2}:\d{2}(?::\d{2})?))?$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})(?: (\d{1,2}:\d{2}(?::\d{2})?))?$/;
const YEAR_MONTH = /^(\d{4})[-/](\d{1,2})$/;
const MONTH_YEAR = /^([A-Za-z]{3,9})\.?[- ](\d{2}|\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[- ]([A-Za-z]{3,9})\.?[- ,]+(\d{2}|\d{4})$/;
const MONTH_DAY_YEAR = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/;

function monthNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  const short = lower.slice(0, lower.startsWith('sept') ? 4 : 3);
  const month = MONTHS[short];
  // The whole word must be the month's name or its abbreviation.
  if (month === undefined) return undefined;
  const names = [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ];
  const name = names[month - 1] ?? '';
  return name.startsWith(lower) ? month : undefined;
}

/** A date written in a cell as ISO 8601 (`2024-01-31`, `2024-01-31T06:00:00`), or undefined. */
export function parseDate(text: string, order: DayMonthOrder = 'mdy'): string | undefined {
  const value = text.trim();
  let match = ISO.exec(value);
  if (match)
    return withTime(isoDate(+(match[1] ?? 0), +(match[2] ?? 0), +(match[3] ?? 0)), match[4]);
  match = YEAR_FIRST.exec(value);
  if (match)
    return withTime(isoDate(+(match[1] ?? 0), +(match[2] ?? 0), +(match[3] ?? 0)), match[4]);
  match = NUMERIC.exec(value);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[3])];
    const year = fullYear(match[4] ?? '');
    const date = order === 'dmy' ? isoDate(year, second, first) : isoDate(year, first, second);
    return withTime(date, match[5]);
  }
  match = YEAR_MONTH.exec(value);
  if (match) return isoDate(+(match[1] ?? 0), +(match[2] ?? 0), 1);
  match = MONTH_YEAR.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month === undefined ? undefined : isoDate(fullYear(match[2] ?? ''), month, 1);
  }
  match = DAY_MONTH_YEAR.exec(value);
  if (match) {
    const month = monthNumber(match[2] ?? '');
    return month === undefined
      ? undefined
      : isoDate(fullYear(match[3] ?? ''), month, Number(match[1]));
  }
  match = MONTH_DAY_YEAR.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month === undefined ? undefined : isoDate(Number(match[3]), month, Number(match[2]));
  }
  return undefined;
}

/** Day-first or month-first for a column of texts (see the module comment). */
export function dayMonthOrder(texts: readonly string[]): DayMonthOrder {
  let dayFirst = false;
  let monthFirst = false;
  let separator = '/';
  for (const text of texts) {
    const match = NUMERIC.exec(text.trim());
    if (!match) continue;
    separator = match[2] ?? separator;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[3]) > 12) monthFirst = true;
  }
  if (dayFirst !== monthFirst) return dayFirst ? 'dmy' : 'mdy';
  return separator === '/' ? 'mdy' : 'dmy';
}

/** A Date from a spreadsheet (stored in UTC by the reader) as ISO 8601. */
export function dateCell(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

type Kind = Exclude<ColumnType, 'empty'>;

function kindOf(cell: TableCell): Kind | undefined {
  if (cell === null) return undefined;
  if (typeof cell === 'number') return 'number';
  if (typeof cell === 'boolean') return 'boolean';
  // Only what parseDate wrote is a date: it reads its own output back unchanged.
  return ISO.test(cell) && parseDate(cell) === cell ? 'date' : 'text';
}

function typeCell(raw: RawCell, order: DayMonthOrder, options: TableOptions): TableCell {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return dateCell(raw);
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'boolean') return raw;
  const text = raw.trim();
  if (MISSING.has(text.toLowerCase())) return null;
  const number = parseNumber(text, options.decimalComma);
  if (number !== undefined) return number;
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  return parseDate(text, order) ?? text;
}

function isBlankRow(row: readonly RawCell[]): boolean {
  return row.every(
    (cell) =>
      cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''),
  );
}

function headerNames(row: readonly TableCell[], width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, index) => {
    const cell = row[index];
    const base =
      cell === null || cell === undefined || String(cell).trim() === ''
        ? `Column ${index + 1}`
        : String(cell).trim();
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/** Whether the first row names the columns (texts above values of another type, or all distinct texts). */
function hasHeader(rows: readonly (readonly TableCell[])[], width: number): boolean {
  const [first, ...rest] = rows;
  if (!first || rest.length === 0) return false;
  const cells = first.filter((cell) => cell !== null);
  if (cells.length === 0 || cells.some((cell) => kindOf(cell) !== 'text')) return false;
  for (let column = 0; column < width; column += 1) {
    if (
      rest.some((row) => {
        const kind = kindOf(row[column] ?? null);
        return kind !== undefined && kind !== 'text';
      })
    ) {
      return true;
    }
  }
  const texts = cells.map((cell) => String(cell).trim().toLowerCase());
  return cells.length === width && new Set(texts).size === texts.length;
}

function columnType(rows: readonly (readonly TableCell[])[], column: number): ColumnType {
  let type: ColumnType = 'empty';
  for (const row of rows) {
    const kind = kindOf(row[column] ?? null);
    if (kind === undefined) continue;
    if (type === 'empty') type = kind;
    else if (type !== kind) return 'text';
  }
  return type;
}

/**
 * A typed table from rows as read: blank rows and trailing empty columns dropped, rows padded
 * to one width, the header detected, cells and columns typed (see the module comment).
 */
export function buildTable(
  name: string,
  rawRows: readonly (readonly RawCell[])[],
  options: TableOptions = {},
): ExtractedTable | undefined {
  const kept = rawRows.filter((row) => !isBlankRow(row));
  let width = 0;
  for (const row of kept) {
    for (let index = row.length - 1; index >= width; index -= 1) {
      const cell = row[index];
      if (!(
        cell === null ||
        cell === undefined ||
        (typeof cell === 'string' && cell.trim() === '')
      )) {
        width = index + 1;
        break;
      }
    }
  }
  if (kept.length === 0 || width === 0) return undefined;
  const orders = Array.from({ length: width }, (_, column) =>
    dayMonthOrder(
      kept.map((row) => row[column]).filter((cell): cell is string => typeof cell === 'string'),
    ),
  );
  const typed = kept.map((row) =>
    Array.from({ length: width }, (_, column) =>
      typeCell(row[column], orders[column] ?? 'mdy', options),
    ),
  );
  const header = options.header ?? hasHeader(typed, width);
  const [first] = typed;
  const rows = header ? typed.slice(1) : typed;
  return {
    name,
    columns: header && first ? headerNames(first, width) : headerNames([], width),
    column_types: Array.from({ length: width }, (_, column) => columnType(rows, column)),
    header,
    rows,
  };
}

// ── Text for the model ─────────────────────────────────────────────────────────────────────────

function csvField(cell: TableCell | string): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(cells: readonly (TableCell | string)[]): string {
  return cells.map(csvField).join(',');
}

/** `120 rows × 4 columns` */
export function tableShape(table: ExtractedTable): string {
  const rows = table.rows.length;
  const columns = table.columns.length;
  return `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} × ${columns} ${columns === 1 ? 'column' : 'columns'}`;
}

function tableTitle(table: ExtractedTable, label: 'Sheet' | 'Table'): string {
  return `${label} "${table.name}" (${tableShape(table)}${table.header ? '' : ', no header row'}):`;
}

/** The whole table: a title line, then the rows as CSV with the column names first. */
export function renderTable(table: ExtractedTable, label: 'Sheet' | 'Table'): string {
  return [tableTitle(table, label), csvLine(table.columns), ...table.rows.map(csvLine)].join('\n');
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US', { useGrouping: false });
  return Number(value.toPrecision(6)).toString();
}

function describeColumn(table: ExtractedTable, column: number): string {
  const name = table.columns[column] ?? `Column ${column + 1}`;
  const type = table.column_types[column] ?? 'empty';
  const values = table.rows.map((row) => row[column] ?? null).filter((cell) => cell !== null);
  const empty = table.rows.length - values.length;
  const emptyNote = empty > 0 ? `; ${empty.toLocaleString('en-US')} empty` : '';
  if (type === 'number') {
    const numbers = values as number[];
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    for (const value of numbers) {
      min = Math.min(min, value);
      max = Math.max(max, value);
      sum += value;
    }
    return `- ${name} (number): min ${formatNumber(min)}, max ${formatNumber(max)}, mean ${formatNumber(sum / numbers.length)}${emptyNote}`;
  }
  if (type === 'date') {
    const dates = (values as string[]).slice().sort();
    return `- ${name} (date): ${dates[0] ?? ''} to ${dates.at(-1) ?? ''}${emptyNote}`;
  }
  if (type === 'empty') return `- ${name}: empty`;
  const distinct = [...new Set(values.map(String))];
  const examples = distinct
    .slice(0, 5)
    .map((value) => `"${value.slice(0, 40)}"`)
    .join(', ');
  return `- ${name} (${type}): ${distinct.length.toLocaleString('en-US')} distinct values, e.g. ${examples}${emptyNote}`;
}

/** Rows shown at each end of a summarised table. */
export const SUMMARY_EDGE_ROWS = 15;

/** Column statistics, then the first and last rows (all rows when the table is short). */
export function summariseTable(table: ExtractedTable, label: 'Sheet' | 'Table'): string {
  const lines = [tableTitle(table, label), 'Columns:'];
  table.columns.forEach((_, column) => lines.push(describeColumn(table, column)));
  const count = table.rows.length;
  if (count <= SUMMARY_EDGE_ROWS * 2) {
    lines.push('Rows:', csvLine(table.columns), ...table.rows.map(csvLine));
    return lines.join('\n');
  }
  lines.push(
    `First ${SUMMARY_EDGE_ROWS} rows:`,
    csvLine(table.columns),
    ...table.rows.slice(0, SUMMARY_EDGE_ROWS).map(csvLine),
    `[… ${(count - SUMMARY_EDGE_ROWS * 2).toLocaleString('en-US')} rows not shown …]`,
    `Last ${SUMMARY_EDGE_ROWS} rows:`,
    ...table.rows.slice(-SUMMARY_EDGE_ROWS).map(csvLine),
  );
  return lines.join('\n');
}
