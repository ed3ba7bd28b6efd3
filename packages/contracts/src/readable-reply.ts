import { analysisBlocksAsText } from './analysis-card';
import { calcBlocksAsSheets, calcCardSummary, parseCalcCard } from './calc';
import { parseChart, type Chart } from './chart';

/**
 * A reply as a person reads it away from the app — an export, a copy, a print, a search result,
 * a sidebar preview — rather than the structured blocks the app draws as cards and charts.
 */

/** A chart block as replies hold it (the JSON on one line). */
const CHART_BLOCK = /^```chart\n(.*)\n```$/gm;
const CALC_BLOCK = /^```calc\n(.*)\n```$/gm;

function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

function withUnit(label: string, unit: string | undefined): string {
  return unit ? `${label} (${unit})` : label;
}

/**
 * A chart as the data it draws: one row per x value, one column per series (empty where a
 * series has no point), in x order.
 */
export function chartAsTable(chart: Chart): string {
  const xs = new Map<string, number | string>();
  for (const series of chart.series) for (const [x] of series.points) xs.set(String(x), x);
  const ordered = [...xs.values()].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
  const columns = chart.series.map((series) => {
    const values = new Map<string, number | null>();
    for (const [x, y] of series.points) values.set(String(x), y);
    return values;
  });
  const header = [
    withUnit(chart.x.label, chart.x.unit),
    ...chart.series.map((series) => withUnit(series.name, chart.y.unit)),
  ];
  const rows = ordered.map((x) => [
    String(x),
    ...columns.map((values) => {
      const y = values.get(String(x));
      return y === undefined || y === null ? '' : String(y);
    }),
  ]);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const description = chart.description ? `\n\n${chart.description}` : '';
  return [
    `**Chart: ${chart.title}** — ${withUnit(chart.y.label, chart.y.unit)}${description}`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}

/** A reply's markdown with each chart block replaced by its data table. */
export function chartsAsTables(markdown: string): string {
  if (!markdown.includes('```chart\n')) return markdown;
  return markdown.replace(CHART_BLOCK, (block, body: string) => {
    const parsed = parseChart(body);
    return parsed.ok ? chartAsTable(parsed.chart) : block;
  });
}

/**
 * A reply as a document: each calculation card as its sheet (inputs, results, formula,
 * assumptions, sources), each chart as its data table, and the file-analysis blocks left out
 * (the reply's own lines say how the file was read). No JSON is left for the reader.
 */
export function readableReply(markdown: string): string {
  return chartsAsTables(calcBlocksAsSheets(analysisBlocksAsText(markdown)));
}

/**
 * A reply in a line or two: each calculation card as its title and main result
 * ("Kill mud weight: 11.07 ppg"), each chart as its title, the file-analysis blocks left out —
 * for search results and sidebar previews.
 */
export function replySummary(markdown: string): string {
  let text = analysisBlocksAsText(markdown);
  if (text.includes('```calc\n')) {
    text = text.replace(CALC_BLOCK, (_block, body: string) => {
      const parsed = parseCalcCard(body);
      return parsed.ok ? `${calcCardSummary(parsed.card)}\n` : '';
    });
  }
  if (text.includes('```chart\n')) {
    text = text.replace(CHART_BLOCK, (_block, body: string) => {
      const parsed = parseChart(body);
      return parsed.ok ? `Chart: ${parsed.chart.title}\n` : '';
    });
  }
  return text;
}
