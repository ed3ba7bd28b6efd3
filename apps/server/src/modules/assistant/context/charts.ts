import { parseChart } from '@petrosage/contracts/chart';

/**
 * Charts of earlier replies as the model gets them back: a line naming the chart and what it
 * shows instead of its points. A decline chart holds hundreds of points the model needs no
 * more (the figures are in the reply's text), and they would take a large share of the
 * context window in every later turn. The stored reply keeps the whole block.
 */

/** A chart block as the server writes it (`chartBlock`: the JSON on one line). */
const CHART_BLOCK = /```chart\n(.*)\n```/g;

export function chartsForContext(markdown: string): string {
  if (!markdown.includes('```chart\n')) return markdown;
  return markdown.replace(CHART_BLOCK, (block, body: string) => {
    const parsed = parseChart(body);
    if (!parsed.ok) return block;
    const { chart } = parsed;
    const points = chart.series.reduce((count, series) => count + series.points.length, 0);
    const description = chart.description === undefined ? '' : ` ${chart.description}`;
    return `[Chart shown to the user: ${chart.title}.${description} Series: ${chart.series.map((series) => series.name).join(', ')} (${points} points).]`;
  });
}
