import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The index of the decision records (`docs/decisions/README.md`), written from the records
 * themselves: number, title, date and status as each record's header states them. A record's
 * status names what it amends or what superseded parts of it, so the rule in force is found from
 * here in one step.
 */

interface DecisionHeader {
  readonly file: string;
  readonly title: string;
  readonly date: string;
  readonly status: string;
}

/** The value of a `Name: value` header line, continued on the lines that follow it. */
function headerValue(lines: readonly string[], name: string): string {
  const start = lines.findIndex((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (start === -1) return '';
  const parts = [(lines[start] ?? '').slice(name.length + 1).trim()];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || /^[A-Z][a-z]+:/.test(line) || line.startsWith('#')) break;
    parts.push(line.trim());
  }
  return parts.join(' ');
}

function header(directory: string, file: string): DecisionHeader {
  const lines = readFileSync(join(directory, file), 'utf8').split('\n');
  const title = (lines[0] ?? '').replace(/^#\s*/, '').replace(/^\d+\s*[—.-]\s*/, '');
  let date = headerValue(lines, 'Date');
  let status = headerValue(lines, 'Status');
  // One record keeps both on a single line: `Date: … · Status: …`.
  const joined = /^(.*?)\s*·\s*Status:\s*(.*)$/.exec(date);
  if (joined) [date, status] = [joined[1] ?? '', joined[2] ?? ''];
  return { file, title, date, status };
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** The index, as `docs/decisions/README.md` holds it. */
export function decisionsIndex(directory: string): string {
  const records = readdirSync(directory)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => header(directory, file));
  return [
    '# Decision records',
    '',
    'Each record states a decision, why it was taken and what follows from it. A record that a later',
    'one amends or supersedes says so in its status, and the later record names what it changes.',
    'This index is written from the records by `npm run docs`; a test fails when it is not current.',
    'How the product behaves is `docs/product.md`; the calculators are `docs/calculators.md`.',
    '',
    '| # | Decision | Date | Status |',
    '|---|---|---|---|',
    ...records.map(
      (r) =>
        `| ${r.file.slice(0, 3)} | [${cell(r.title)}](${r.file}) | ${cell(r.date)} | ${cell(r.status)} |`,
    ),
    '',
  ].join('\n');
}
