import type { AnalysisCard } from '@petrosage/contracts/analysis-card';
import {
  ExtractedTableSchema,
  type ExtractedTable,
  type UploadedFile,
} from '@petrosage/contracts/files';
import { z } from 'zod';
import { ToolInputError } from '../assistant/assistant-tool';
import { DEFAULT_EXTRACTION_LIMITS } from '../files/extraction/extraction';
import { analyseProduction } from './production-analysis';
import {
  looksLikeProduction,
  ProductionQuestion,
  recogniseColumns,
  type ProductionOption,
} from './production-columns';
import { productionCard, productionMarkdown, productionResult } from './production-report';
import { productionSeries } from './production-series';
import type { AnalyzeProductionInput } from './production-tool';

/**
 * The part of a production analysis that scales with the file: reading its stored rows, finding
 * the columns, building the series, fitting and forecasting, writing the report. It runs in a
 * worker thread (`production-analyser.ts`), so a 200,000-row file does not stall the server.
 */

/**
 * The most rows one analysis reads: what an upload may hold today. A table stored under a higher
 * limit is refused, saying so, rather than analysed without bound.
 */
export const MAX_ANALYSIS_ROWS = DEFAULT_EXTRACTION_LIMITS.maxRows;

export interface AnalysisJob {
  /** The file's stored tables, as stored (JSON text): parsed in the worker. */
  tables: string;
  file: Pick<UploadedFile, 'name'>;
  input: AnalyzeProductionInput;
}

export interface AnalysisOutcome {
  /** What a language model reads. */
  result: ReturnType<typeof productionResult>;
  /** What the user reads (figures and charts). */
  markdown: string;
  /** The file-analysis card, without the file's id (the analyser adds it). */
  card: Omit<AnalysisCard, 'file_id'>;
}

/** The analysis as a reply: the model's figures and the reader's markdown, its card inside. */
export type AnalysisReply = Omit<AnalysisOutcome, 'card'>;

/** A refusal, as it crosses back to the server's thread. */
export type AnalysisRefusal =
  | { kind: 'input'; message: string }
  | {
      kind: 'question';
      message: string;
      option: ProductionOption;
      choices: readonly string[];
      subject: string;
    };

/** The error a refusal stands for, on the server's thread. */
export function refusalError(refusal: AnalysisRefusal): ToolInputError {
  return refusal.kind === 'question'
    ? new ProductionQuestion(refusal.message, refusal.option, refusal.choices, refusal.subject)
    : new ToolInputError(refusal.message);
}

/** The refusal an error of the analysis stands for, or undefined for an unexpected one. */
export function refusalOf(error: unknown): AnalysisRefusal | undefined {
  if (error instanceof ProductionQuestion) {
    const { message, option, choices, subject } = error;
    return { kind: 'question', message, option, choices, subject };
  }
  if (error instanceof ToolInputError) return { kind: 'input', message: error.message };
  return undefined;
}

/** The table to analyse: the named sheet, or the only one that looks like production data. */
function pickTable(
  file: Pick<UploadedFile, 'name'>,
  tables: readonly ExtractedTable[],
  sheet: string | undefined,
): ExtractedTable {
  if (tables.length === 0) {
    throw new ToolInputError(`${file.name} holds no table of values to analyse.`);
  }
  if (sheet !== undefined) {
    const named = tables.find((table) => table.name.toLowerCase() === sheet.toLowerCase());
    if (named) return named;
    throw new ToolInputError(
      `sheet: ${file.name} has no sheet named "${sheet}"; its sheets with data are ${tables.map((table) => `"${table.name}"`).join(', ')}.`,
    );
  }
  if (tables.length === 1) return tables[0] as ExtractedTable;
  const production = tables.filter(looksLikeProduction);
  if (production.length === 1) return production[0] as ExtractedTable;
  const choices = (production.length > 1 ? production : tables).map((table) => table.name);
  throw new ProductionQuestion(
    production.length > 1
      ? `Several sheets of ${file.name} hold production data: ${choices.map((name) => `"${name}"`).join(', ')}. Set sheet to the one to analyse.`
      : `No sheet of ${file.name} has both dates and oil or gas columns by name; its sheets are ${choices.map((name) => `"${name}"`).join(', ')}. Set sheet (and the columns) to the one to analyse.`,
    'sheet',
    choices,
    'sheet',
  );
}
export function runAnalysisJob({ tables: stored, file, input }: AnalysisJob): AnalysisOutcome {
  const tables = z.array(ExtractedTableSchema).parse(JSON.parse(stored));
  const table = pickTable(file, tables, input.sheet);
  if (table.rows.length > MAX_ANALYSIS_ROWS) {
    throw new ToolInputError(
      `${file.name} has ${table.rows.length.toLocaleString('en-US')} rows; an analysis reads at most ${MAX_ANALYSIS_ROWS.toLocaleString('en-US')}. Split the file (by well or by period) and attach the part to analyse.`,
    );
  }
  const layout = recogniseColumns(table, input);
  const series = productionSeries(layout, { values: input.values, well: input.well });
  const analysis = analyseProduction(series, {
    stream: input.stream,
    economicLimitOil: input.economic_limit_oil_bbl_per_day,
    economicLimitGas: input.economic_limit_gas_mscf_per_day,
    bMin: input.b_min,
    bMax: input.b_max,
    terminalDeclinePct: input.terminal_decline_pct_per_year,
    forecastYears: input.forecast_years,
  });
  return {
    result: productionResult(analysis, file.name),
    markdown: productionMarkdown(analysis, file.name),
    card: productionCard(analysis, file.name, input, tables.length),
  };
}
