import type { ColumnType, ExtractedTable, TableCell } from '@petrosage/contracts/files';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../src/modules/assistant/assistant-tool';
import {
  classifyHeader,
  ProductionQuestion,
  recogniseColumns,
} from '../../src/modules/production/production-columns';
import { productionSeries } from '../../src/modules/production/production-series';

/** Production data recognised in a table: headers and units, rates or volumes, questions. */

function table(
  columns: string[],
  rows: TableCell[][],
  types?: ColumnType[],
  name = 'production.csv',
): ExtractedTable {
  return {
    name,
    columns,
    column_types:
      types ??
      columns.map((_, index) => {
        const cell = rows.find((row) => row[index] !== null)?.[index];
        if (typeof cell === 'number') return 'number';
        if (typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}/.test(cell)) return 'date';
        return 'text';
      }),
    header: true,
    rows,
  };
}

function question(run: () => unknown): ProductionQuestion {
  try {
    run();
  } catch (error) {
    if (error instanceof ProductionQuestion) return error;
    throw error;
  }
  throw new Error('expected a question');
}

describe('headers', () => {
  it.each([
    ['Oil (bbl/d)', 'oil', 'rate', 1],
    ['BOPD', 'oil', 'rate', 1],
    ['Oil Prod (BO)', 'oil', 'volume', 1],
    ['oil_bbl_per_month', 'oil', 'volume', 1],
    ['Oil', 'oil', 'unknown', 1],
    ['Oil (m3/d)', 'oil', 'rate', 6.289810770432105],
    ['Gas (MCF)', 'gas', 'volume', 1],
    ['Gas Rate Mcf/d', 'gas', 'rate', 1],
    ['MSCF', 'gas', 'volume', 1],
    ['Gas (MMcf/month)', 'gas', 'volume', 1000],
    ['MMCFD', 'gas', 'rate', 1000],
    ['Water (BW)', 'water', 'volume', 1],
    ['BWPD', 'water', 'rate', 1],
    ['Water bbl/d', 'water', 'rate', 1],
  ] as const)('%s is %s, %s, ×%s', (header, stream, basis, factor) => {
    const read = classifyHeader(header);
    expect(read?.stream).toBe(stream);
    expect(read?.basis).toBe(basis);
    expect(read?.factor).toBeCloseTo(factor, 9);
  });

  it.each([
    'Cum Oil (bbl)',
    'Water Cut %',
    'GOR (scf/bbl)',
    'Gas Injection (Mcf)',
    'Oil Price ($/bbl)',
    'Tubing Pressure (psi)',
    'Days On',
    'Oil + Water (bbl)',
    'BOE',
    'Gas Lift (Mcf/d)',
    'Well',
  ])('%s is not a production stream', (header) => {
    expect(classifyHeader(header)).toBeUndefined();
  });
});

describe('recognising the columns of a table', () => {
  const rows: TableCell[][] = [
    ['2024-01-01', 'A-1', 31_000, 15_500, 3_100, 90],
    ['2024-02-01', 'A-1', 27_550, 14_500, 2_900, 88],
    ['2024-03-01', 'A-1', 27_900, 15_000, 3_000, 92],
  ];

  it('finds the date, oil, gas and water columns by name and unit', () => {
    const layout = recogniseColumns(
      table(['Month', 'Well', 'Oil (BO)', 'Gas (MCF)', 'Water (BW)', 'Tubing psi'], rows),
    );
    expect(layout.dateIndex).toBe(0);
    expect(layout.columns.oil?.name).toBe('Oil (BO)');
    expect(layout.columns.gas?.name).toBe('Gas (MCF)');
    expect(layout.columns.water?.name).toBe('Water (BW)');
  });

  it('turns monthly volumes into calendar-day rates at mid-month, and sums what was produced', () => {
    const series = productionSeries(
      recogniseColumns(
        table(
          ['Date', 'Oil (BO)', 'Gas (MCF)', 'Water (BW)'],
          rows.map((row) => [row[0] ?? null, ...row.slice(2, 5)]),
        ),
      ),
    );
    expect(series.cadence).toBe('monthly');
    // 31,000 bbl in January = 1,000 bbl/d; 27,550 bbl in February 2024 (29 days) = 950 bbl/d.
    expect(series.rows.map((row) => row.rates.oil)).toEqual([1000, 950, 900]);
    expect(series.rows.map((row) => row.rates.gas)).toEqual([500, 500, 15_000 / 31]);
    expect(series.rows.map((row) => row.t)).toEqual([15.5, 31 + 14.5, 31 + 29 + 15.5]);
    expect(series.cumulative).toEqual({ oil: 86_450, gas: 45_000, water: 9_000 });
    expect(series.readings.oil).toMatchObject({ basis: 'volume', assumed: false });
  });

  it('reads daily rates as they are, and converts MMcf and m³', () => {
    const series = productionSeries(
      recogniseColumns(
        table(
          ['Date', 'Oil (m3/d)', 'Gas (MMcf/d)'],
          [
            ['2024-05-01', 100, 1.5],
            ['2024-05-02', 98, 1.4],
            ['2024-05-03', 97, 1.45],
          ],
        ),
      ),
    );
    expect(series.cadence).toBe('daily');
    expect(series.rows[0]?.rates.oil).toBeCloseTo(628.981, 3);
    expect(series.rows[0]?.rates.gas).toBe(1500);
  });

  it('reads a monthly column without a unit as volumes, and says it assumed so', () => {
    const series = productionSeries(
      recogniseColumns(
        table(
          ['Date', 'Oil'],
          [
            ['2024-01-31', 3100],
            ['2024-02-29', 2900],
            ['2024-03-31', 3100],
          ],
        ),
      ),
    );
    expect(series.rows.map((row) => row.rates.oil)).toEqual([100, 100, 100]);
    expect(series.readings.oil).toMatchObject({ basis: 'volume', assumed: true });
    // Told otherwise, the same column is daily rates.
    const asRates = productionSeries(
      recogniseColumns(
        table(
          ['Date', 'Oil'],
          [
            ['2024-01-31', 3100],
            ['2024-02-29', 2900],
          ],
        ),
      ),
      { values: 'rates' },
    );
    expect(asRates.rows.map((row) => row.rates.oil)).toEqual([3100, 2900]);
  });

  it('asks which column when two could be the oil, and honours the answer', () => {
    const twoOils = table(
      ['Date', 'Oil (bbl)', 'Oil (bopd)', 'Water (bbl)'],
      [
        ['2024-01-01', 31_000, 1000, 100],
        ['2024-02-01', 29_000, 1000, 100],
      ],
    );
    const asked = question(() => recogniseColumns(twoOils));
    expect(asked.option).toBe('oil_column');
    expect(asked.choices).toEqual(['Oil (bbl)', 'Oil (bopd)']);
    expect(asked.message).toContain('Set oil_column');
    expect(recogniseColumns(twoOils, { oil_column: 'oil (bopd)' }).columns.oil?.index).toBe(2);
    expect(recogniseColumns(twoOils, { oil_column: '2' }).columns.oil?.index).toBe(1);
  });

  it('asks for the oil column when no column is named as oil or gas', () => {
    const asked = question(() =>
      recogniseColumns(
        table(
          ['Date', 'Q1', 'Q2'],
          [
            ['2024-01-01', 1, 2],
            ['2024-02-01', 1, 2],
          ],
        ),
      ),
    );
    expect(asked.option).toBe('oil_column');
    expect(asked.choices).toEqual(['Q1', 'Q2']);
    expect(asked.message).toContain('No column of production.csv is named as oil or gas');
  });

  it('asks for the dates when there is no date column', () => {
    const asked = question(() =>
      recogniseColumns(
        table(
          ['Well', 'Oil (bopd)'],
          [
            ['A-1', 100],
            ['A-2', 90],
          ],
        ),
      ),
    );
    expect(asked.option).toBe('date_column');
    expect(asked.message).toContain('has no column of dates');
  });

  it('asks which well when the dates repeat for several wells', () => {
    const layout = recogniseColumns(
      table(
        ['Date', 'Well', 'BOPD'],
        [
          ['2024-01-01', 'A-1', 100],
          ['2024-01-01', 'B-2', 80],
          ['2024-02-01', 'A-1', 95],
          ['2024-02-01', 'B-2', 76],
        ],
      ),
    );
    const asked = question(() => productionSeries(layout));
    expect(asked.option).toBe('well');
    expect(asked.choices).toEqual(['A-1', 'B-2']);
    const b2 = productionSeries(layout, { well: 'b-2' });
    expect(b2.rows.map((row) => row.rates.oil)).toEqual([80, 76]);
  });

  it('refuses a named column that does not exist, listing the columns', () => {
    expect(() =>
      recogniseColumns(table(['Date', 'BOPD'], [['2024-01-01', 1]]), { oil_column: 'Crude' }),
    ).toThrow(
      new ToolInputError(
        'oil_column: production.csv has no column named "Crude". Its columns are `Date`, `BOPD`.',
      ),
    );
  });
});
