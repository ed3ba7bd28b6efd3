/** A GFM table's delimiter row: `| --- | :-: |`, `--- | ---`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** A table row's cells: split on pipes that are not escaped, the outer pipes dropped. */
function cellsOf(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < row.length; index += 1) {
    const char = row[index];
    if (char === '\\' && row[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (char === '|') {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current);
  return cells.map(plainCell);
}

/** A cell as a spreadsheet should get it: emphasis and code marks gone, no tabs or line breaks. */
function plainCell(cell: string): string {
  return cell
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/(^|\s)[*_](\S)/g, '$1$2')
    .replace(/(\S)[*_](?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The tables of a markdown message as tab-separated values (a header row, then the rows), the
 * tables apart by a blank line; null when it has none. Pasted into a spreadsheet, each cell
 * lands in a cell. Tables inside code blocks are code, not tables.
 */
export function markdownTablesToTsv(markdown: string): string | null {
  const lines = markdown.split(/\r?\n/);
  const tables: string[] = [];
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const opening = FENCE.exec(line);
    if (fence !== null) {
      if (opening && opening[1]?.[0] === fence[0] && (opening[1]?.length ?? 0) >= fence.length) {
        fence = null;
      }
      continue;
    }
    if (opening) {
      fence = opening[1] ?? null;
      continue;
    }
    const next = lines[index + 1];
    if (!line.includes('|') || next === undefined || !DELIMITER_ROW.test(next)) continue;
    const header = cellsOf(line);
    if (cellsOf(next).length !== header.length) continue;
    const rows = [header];
    index += 2;
    // GFM: a table runs to the first blank line (or the next block).
    while (
      index < lines.length &&
      (lines[index] ?? '').trim() !== '' &&
      !FENCE.test(lines[index] ?? '')
    ) {
      const cells = cellsOf(lines[index] ?? '');
      rows.push(header.map((_, column) => cells[column] ?? ''));
      index += 1;
    }
    index -= 1;
    tables.push(rows.map((row) => row.join('\t')).join('\n'));
  }
  return tables.length === 0 ? null : tables.join('\n\n');
}
