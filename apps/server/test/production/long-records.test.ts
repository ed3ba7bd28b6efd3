import type { ExtractedTable } from '@petrosage/contracts/files';
import { describe, expect, it } from 'vitest';
import {
  analyseProduction,
  MAX_ANALYSED_ROWS,
} from '../../src/modules/production/production-analysis';
import { recogniseColumns } from '../../src/modules/production/production-columns';
import { productionSeries } from '../../src/modules/production/production-series';
import {
  noise,
  trueRate,
  type TrueDecline,
} from '@petrosage/test-support/fixtures/production-data';

/** Years of daily rates: averaged for the fit, so it stays fast, and still fitted back. */

const TRUTH: TrueDecline = { qi: 2400, diPerYear: 1.1, b: 0.7 };

function dailyTable(days: number): ExtractedTable {
  const random = noise(991, 0.05);
  const first = Date.UTC(2019, 0, 1);
  return {
    name: 'daily.csv',
    columns: ['Date', 'Oil (bopd)', 'Water (bwpd)'],
    column_types: ['date', 'number', 'number'],
    header: true,
    rows: Array.from({ length: days }, (_, day) => {
      const oil = trueRate(TRUTH, day) * random();
      return [
        new Date(first + day * 86_400_000).toISOString().slice(0, 10),
        Math.round(oil * 10) / 10,
        Math.round(oil * (0.2 + day / days) * 10) / 10,
      ];
    }),
  };
}

describe('a long daily record', () => {
  it('is averaged in groups for the fit and the trends, and fitted back quickly', () => {
    const days = 5 * 365;
    const series = productionSeries(recogniseColumns(dailyTable(days)));
    const started = performance.now();
    const analysis = analyseProduction(series);
    expect(performance.now() - started).toBeLessThan(5_000);

    expect(analysis.decline.fit.pointsUsed).toBeLessThanOrEqual(MAX_ANALYSED_ROWS);
    expect(analysis.decline.assumptions[0]).toBe(
      'The 1,825 rows were averaged in groups of 2 consecutive rows (913 points) for the fit and the trends.',
    );
    expect(Math.abs(analysis.decline.fit.qi / TRUTH.qi - 1)).toBeLessThan(0.05);
    expect(Math.abs(analysis.decline.fit.b - TRUTH.b)).toBeLessThan(0.12);
    // The forecast starts at the last day of the record, and EUR counts every day produced.
    expect(analysis.decline.forecast.startT).toBe(days - 1);
    const produced = series.rows.reduce((sum, row) => sum + (row.rates.oil ?? 0), 0);
    expect(analysis.decline.forecast.cumulativeToDate).toBeCloseTo(produced, 3);
    expect(analysis.waterCut?.direction).toBe('rising');
  });
});
