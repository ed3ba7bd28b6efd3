import type { ExtractedTable } from '@petrosage/contracts/files';
import ExcelJS from 'exceljs';
import { capText, type Extraction, type ExtractionLimits } from './extraction';
import { FileRejection, formatCount } from '../upload/file-rejection';
import { buildTable, renderTable, summariseTable, type RawCell } from './tables';
import { inspectOfficeArchive } from './zip-inspect';

/** exceljs's cell values: plain, formula (with its cached result), rich text, hyperlink or error. */
function rawCell(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value as { result?: unknown };
    if (result === undefined || result === null || typeof result === 'object') {
      return result instanceof Date ? result : null;
    }
    return result as string | number | boolean;
  }
  if ('hyperlink' in value) {
    const { text } = value as { text?: unknown };
    if (typeof text === 'string') return text;
    if (text && typeof text === 'object' && 'richText' in text) {
      return (text as { richText: { text: string }[] }).richText.map((run) => run.text).join('');
    }
    return null;
  }
  // Errors (#DIV/0!, #N/A…) carry no value.
  return null;
}

function tooMany(name: string, what: string, count: number, limit: number): FileRejection {
  return new FileRejection(
    413,
    `${name} has ${formatCount(count)} ${what}; at most ${formatCount(limit)} can be read. Attach a smaller extract.`,
  );
}

/**
 * Every sheet of an .xlsx (checked as an archive first) as a typed table; formulas give their
 * last calculated values. Empty sheets are named in the text; a workbook without data is a 422.
 */
export async function extractXlsx(
  name: string,
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<Extraction> {
  const entries = inspectOfficeArchive(bytes, name, limits, {
    mainPart: 'xl/workbook.xml',
    kind: 'an Excel workbook',
    part: 'workbook',
  });
  const sheetParts = entries.filter((entry) =>
    /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name),
  ).length;
  if (sheetParts > limits.maxSheets) throw tooMany(name, 'sheets', sheetParts, limits.maxSheets);

  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer,
    );
  } catch {
    throw new FileRejection(422, `${name} is damaged and cannot be read as an Excel workbook.`);
  }

  const tables: ExtractedTable[] = [];
  const emptySheets: string[] = [];
  let rows = 0;
  let cells = 0;
  for (const sheet of workbook.worksheets) {
    const raw: RawCell[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      raw.push(values.map((value) => rawCell(value)));
    });
    rows += raw.length;
    if (rows > limits.maxRows + workbook.worksheets.length)
      throw tooMany(name, 'rows', rows, limits.maxRows);
    cells += raw.reduce((sum, row) => sum + row.length, 0);
    if (cells > limits.maxCells) throw tooMany(name, 'cells', cells, limits.maxCells);
    const table = buildTable(sheet.name, raw);
    if (table) tables.push(table);
    else emptySheets.push(sheet.name);
  }
  if (tables.length === 0) throw new FileRejection(422, `${name} has no data in any sheet.`);

  const dataRows = tables.reduce((sum, table) => sum + table.rows.length, 0);
  const emptyNote =
    emptySheets.length === 0
      ? []
      : [`Empty sheets: ${emptySheets.map((sheet) => `"${sheet}"`).join(', ')}.`];
  return {
    ...capText(
      [...tables.map((table) => renderTable(table, 'Sheet')), ...emptyNote].join('\n\n'),
      limits,
    ),
    summary: [...tables.map((table) => summariseTable(table, 'Sheet')), ...emptyNote].join('\n\n'),
    tables,
    details: { sheets: workbook.worksheets.length, rows: dataRows },
  };
}
