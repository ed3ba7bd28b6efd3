import type { ExtractedTable } from '@petrosage/contracts/files';
import { describe, expect, it } from 'vitest';
import {
  MAX_ANALYSIS_ROWS,
  refusalError,
  refusalOf,
  runAnalysisJob,
} from '../../src/modules/production/analysis-job';
import { ProductionQuestion } from '../../src/modules/production/production-columns';
import { analyzeProductionInput } from '../../src/modules/production/production-tool';
import { ToolInputError } from '../../src/modules/assistant/assistant-tool';

const input = analyzeProductionInput.parse({});

function stored(rows: number): string {
  const table: ExtractedTable = {
    name: 'big.csv',
    columns: ['Date', 'Oil (bopd)'],
    column_types: ['date', 'number'],
    header: true,
    rows: Array.from({ length: rows }, (_, day) => [
      new Date(Date.UTC(1900, 0, 1 + day)).toISOString().slice(0, 10),
      500,
    ]),
  };
  return JSON.stringify([table]);
}

describe('the analysis job', () => {
  it('refuses a stored table past the rows an analysis reads, naming the limit', () => {
    expect(() =>
      runAnalysisJob({ tables: stored(MAX_ANALYSIS_ROWS + 1), file: { name: 'big.csv' }, input }),
    ).toThrow(
      new ToolInputError(
        'big.csv has 200,001 rows; an analysis reads at most 200,000. Split the file (by well or by period) and attach the part to analyse.',
      ),
    );
  });

  it('says when a file holds no table', () => {
    expect(() => runAnalysisJob({ tables: '[]', file: { name: 'empty.csv' }, input })).toThrow(
      'empty.csv holds no table of values to analyse.',
    );
  });

  it('carries a question across threads and back as the same kind of error', () => {
    const question = new ProductionQuestion('Which sheet?', 'sheet', ['A', 'B'], 'sheet');
    const back = refusalError(refusalOf(question) ?? { kind: 'input', message: '' });
    expect(back).toBeInstanceOf(ProductionQuestion);
    expect(back).toMatchObject({ message: 'Which sheet?', option: 'sheet', choices: ['A', 'B'] });
    expect(
      refusalError(refusalOf(new ToolInputError('bad')) ?? { kind: 'input', message: '' }),
    ).toEqual(new ToolInputError('bad'));
    expect(refusalOf(new Error('a bug'))).toBeUndefined();
  });
});
