import type { ExtractedTable } from '@petrosage/contracts/files';
import Papa from 'papaparse';
import { decodeText } from './decode-text';
import { capText, type Extraction, type ExtractionLimits } from './extraction';
import { FileRejection, formatCount } from '../upload/file-rejection';
import { locateJsonError } from './json-error';
import { buildTable, renderTable, summariseTable, type RawCell } from './tables';

function noText(name: string): FileRejection {
  return new FileRejection(422, `${name} contains no text to read.`);
}

/** A plain-text file in any of the encodings `decodeText` detects. */
export function extractTxt(name: string, bytes: Uint8Array, limits: ExtractionLimits): Extraction {
  const { text, encoding } = decodeText(bytes, name);
  if (text.trim() === '') throw noText(name);
  return { ...capText(text, limits), summary: null, tables: null, details: { encoding } };
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let cursor = 0; cursor < index && cursor < text.length; cursor += 1) {
    if (text.charCodeAt(cursor) === 10) line += 1;
  }
  return line;
}

/**
 * A CSV file: encoding and delimiter (comma, semicolon, tab or bar) detected, header row detected,
 * cells typed. A quote that is never closed or stray inside a field makes it invalid (422).
 */
export function extractCsv(name: string, bytes: Uint8Array, limits: ExtractionLimits): Extraction {
  const { text, encoding } = decodeText(bytes, name);
  if (text.trim() === '') throw noText(name);
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    // One row more than allowed (and a header) is enough to know the file is too long.
    preview: limits.maxRows + 2,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const line =
      quoteError.index === undefined ? (quoteError.row ?? 0) + 1 : lineOf(text, quoteError.index);
    const problem =
      quoteError.code === 'MissingQuotes'
        ? `a quoted field that starts on line ${formatCount(line)} is never closed`
        : `a quote is misplaced in a field on line ${formatCount(line)}`;
    throw new FileRejection(422, `${name} is not valid CSV: ${problem}.`);
  }
  if (parsed.data.length > limits.maxRows + 1) {
    throw new FileRejection(
      413,
      `${name} has more than ${formatCount(limits.maxRows)} rows, the most that can be read. Attach a smaller extract.`,
    );
  }
  const cells = parsed.data.reduce((sum, row) => sum + row.length, 0);
  if (cells > limits.maxCells) {
    throw new FileRejection(
      413,
      `${name} has ${formatCount(cells)} cells; at most ${formatCount(limits.maxCells)} can be read. Attach a smaller extract.`,
    );
  }
  const delimiter = parsed.meta.delimiter;
  const table = buildTable(name, parsed.data, { decimalComma: delimiter === ';' });
  if (!table) throw noText(name);
  return {
    ...capText(renderTable(table, 'Table'), limits),
    summary: summariseTable(table, 'Table'),
    tables: [table],
    details: {
      encoding,
      delimiter,
      header: table.header,
      rows: table.rows.length,
      columns: table.columns.length,
    },
  };
}

/** `unexpected "}" (line 3, column 8)`, from our own scan (V8's message gives no position). */
function describeJsonError(text: string): string {
  const found = locateJsonError(text);
  if (!found) return 'its structure is broken';
  return `${found.problem} (line ${formatCount(found.line)}, column ${formatCount(found.column)})`;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_RECORD_COLUMNS = 500;

/** A JSON list of objects (records) is also a table: one column per key. */
function recordsTable(
  name: string,
  value: unknown,
  limits: ExtractionLimits,
): ExtractedTable | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRecord)) return undefined;
  if (value.length > limits.maxRows) return undefined;
  const columns: string[] = [];
  const known = new Set<string>();
  for (const record of value) {
    for (const key of Object.keys(record)) {
      if (known.has(key)) continue;
      known.add(key);
      columns.push(key);
      if (columns.length > MAX_RECORD_COLUMNS) return undefined;
    }
  }
  if (columns.length * value.length > limits.maxCells) return undefined;
  const cell = (entry: unknown): RawCell => {
    if (entry === null || entry === undefined) return null;
    if (typeof entry === 'number' || typeof entry === 'boolean' || typeof entry === 'string')
      return entry;
    return JSON.stringify(entry);
  };
  const rows: RawCell[][] = [
    columns,
    ...value.map((record) => columns.map((key) => cell(record[key]))),
  ];
  return buildTable(name, rows, { header: true });
}

/** A JSON file: validated (a 422 says where it breaks), pretty-printed; a list of records is also a table. */
export function extractJson(name: string, bytes: Uint8Array, limits: ExtractionLimits): Extraction {
  const { text, encoding } = decodeText(bytes, name);
  if (text.trim() === '') throw noText(name);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FileRejection(422, `${name} is not valid JSON: ${describeJsonError(text)}.`);
  }
  let pretty: string;
  try {
    pretty = JSON.stringify(value, null, 2);
  } catch {
    throw new FileRejection(422, `${name} is nested too deeply to be read.`);
  }
  const table = recordsTable(name, value, limits);
  return {
    ...capText(pretty, limits),
    summary: table ? summariseTable(table, 'Table') : null,
    tables: table ? [table] : null,
    details: {
      encoding,
      ...(table && { rows: table.rows.length, columns: table.columns.length }),
    },
  };
}
