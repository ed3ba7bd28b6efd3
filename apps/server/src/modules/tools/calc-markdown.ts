import type { CalcResult } from '@petrosage/oilfield/result';
import {
  CALC_TEXT_TABLE_ROWS,
  calcColumnLabel,
  calcOptionLabel,
  formatCalcCell,
  formatCalcInput,
  formatCalcNumber,
} from '@petrosage/contracts/calc';
import { inputLabel } from '@petrosage/sage/card';

/**
 * A calculator's inputs, formula and result as markdown for the chat: what a reader needs to
 * check the number (and what an engineer would write in a calculation sheet).
 */

function formatValue(value: unknown): string {
  if (typeof value === 'number') return formatCalcInput(value);
  if (typeof value === 'string') return calcOptionLabel(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return `${value.length} entries`;
  return JSON.stringify(value);
}

/** Pipes and line breaks would break a table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function inputRows(input: Record<string, unknown>): string[] {
  return Object.entries(input)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `| ${cell(inputLabel(key))} | ${cell(formatValue(value))} |`);
}

function bullets(title: string, items: readonly string[]): string {
  return items.length === 0 ? '' : `**${title}**\n\n${items.map((item) => `- ${item}`).join('\n')}`;
}

/** The whole calculation: title, inputs, formula, results, table, assumptions, warnings, sources. */
export function calcMarkdown(
  title: string,
  input: Record<string, unknown>,
  result: CalcResult,
): string {
  const parts: string[] = [`#### ${title}`];
  const inputs = inputRows(input);
  if (inputs.length > 0) parts.push(['| Input | Value |', '|---|---|', ...inputs].join('\n'));
  parts.push(`**Formula:** ${result.formula}`);
  const given = Object.values(input).filter((value) => typeof value === 'number');
  const values = Object.values(result.values).map(
    (value) =>
      `| ${cell(value.label)} | **${formatCalcNumber(value.value, value.unit, given)}** ${cell(value.unit)} |`,
  );
  if (values.length > 0) parts.push(['| Result | Value |', '|---|---|', ...values].join('\n'));
  if (result.table !== undefined && result.table.rows.length > 0) {
    const { columns, rows } = result.table;
    const shown = rows.slice(0, CALC_TEXT_TABLE_ROWS);
    parts.push(
      [
        `**${result.table.title}**`,
        '',
        `| ${columns.map((column) => cell(calcColumnLabel(column))).join(' | ')} |`,
        `|${columns.map(() => '---').join('|')}|`,
        ...shown.map(
          (row, index) =>
            `| ${columns.map((column) => formatCalcCell(row[column.key], column.unit, shown[index - 1]?.[column.key])).join(' | ')} |`,
        ),
        ...(rows.length > shown.length
          ? [`\n_${rows.length - shown.length} more rows not shown._`]
          : []),
      ].join('\n'),
    );
  }
  parts.push(
    bullets(
      'Warnings',
      result.warnings.map((warning) => `⚠️ ${warning}`),
    ),
  );
  parts.push(bullets('Assumptions', result.assumptions));
  parts.push(bullets('Notes', result.notes));
  if (result.sources.length > 0) parts.push(`_Sources: ${result.sources.join('; ')}._`);
  return parts.filter((part) => part.length > 0).join('\n\n');
}
