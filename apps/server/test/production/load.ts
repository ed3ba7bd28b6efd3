import { noise, trueRate } from '@petrosage/test-support/fixtures/production-data';

const DAY_MS = 86_400_000;

/**
 * A field file of `rows` daily rows: 200 wells side by side (Well, Date, Oil, Water), each
 * following an Arps decline with noise — the kind of export an analysis of one well is run on.
 */
export function largeProductionCsv(rows: number): string {
  const wells = 200;
  const days = Math.ceil(rows / wells);
  const random = noise(4242, 0.05);
  const first = Date.UTC(2021, 0, 1);
  const lines: string[] = ['Well,Date,Oil (bopd),Water (bwpd)'];
  for (let w = 1; w <= wells && lines.length <= rows; w += 1) {
    const well = `W-${String(w).padStart(3, '0')}`;
    const qi = 300 + w * 3;
    for (let day = 0; day < days && lines.length <= rows; day += 1) {
      const oil = trueRate({ qi, diPerYear: 0.9, b: 0.8 }, day) * random();
      const date = new Date(first + day * DAY_MS).toISOString().slice(0, 10);
      lines.push(`${well},${date},${oil.toFixed(1)},${(oil * 0.4).toFixed(1)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Latencies (ms) of GET `url`, asked every `everyMs` until `until` settles. */
export async function sampleWhile(
  url: string,
  until: Promise<unknown>,
  everyMs: number,
): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return latencies;
}
