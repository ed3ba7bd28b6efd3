import {
  FileIdSchema,
  type ExtractedTable,
  type FileKind,
  type UploadedFile,
} from '@petrosage/contracts/files';
import { z } from 'zod';
import type { RequestAttachment } from '../assistant/provider';
import { ToolInputError, type AssistantTool, type ToolContext } from '../assistant/tools';
import {
  analyseProduction,
  DEFAULT_B_RANGE,
  DEFAULT_ECONOMIC_LIMIT,
  type ProductionAnalysis,
} from './production-analysis';
import { looksLikeProduction, ProductionQuestion, recogniseColumns } from './production-columns';
import { productionMarkdown, productionResult } from './production-report';
import { productionSeries } from './production-series';

/** The tool's name, as models call it and `/api/tools/analyze_production` serves it. */
export const ANALYZE_PRODUCTION = 'analyze_production';

/**
 * What the tool reads of the user's files. `FilesService` is one; every call is scoped to the
 * user, and another user's file id is a `not_found` AppError (a 404 over HTTP).
 */
export interface ProductionFiles {
  get(userId: string, fileId: string): Promise<UploadedFile>;
  tables(userId: string, fileId: string): Promise<ExtractedTable[]>;
}

/** File kinds whose rows are kept as tables. */
const TABLE_KINDS: readonly FileKind[] = ['csv', 'xlsx', 'json'];

const columnName = (stream: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      `The column that holds the ${stream}: its header as written, or its number (1 = first column). Leave out to recognise it from the headers.`,
    );

export const analyzeProductionInput = z
  .strictObject({
    attachment_id: FileIdSchema.optional().describe(
      'Id (file_…) of the CSV or Excel file to analyse. Leave out (with file_name) to analyse the newest CSV/XLSX attached in this conversation.',
    ),
    file_name: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .optional()
      .describe(
        'Name of a file attached in this conversation, as shown to you, e.g. "A-1 production.csv"',
      ),
    sheet: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('Excel: the sheet to analyse, when several hold production data'),
    well: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe(
        'When the table holds several wells, the well (a value of its well/lease column) to analyse',
      ),
    date_column: columnName('dates'),
    oil_column: columnName('oil production'),
    gas_column: columnName('gas production'),
    water_column: columnName('water production'),
    values: z
      .enum(['auto', 'rates', 'volumes'])
      .default('auto')
      .describe(
        'How the oil/gas/water values are stated: rates per day, volumes per row (monthly volumes are divided by the days of the month), or auto (from the headers: bopd, bbl/d, Mcf/d are rates; BO, bbl, Mcf, MMcf volumes; monthly data without a unit are read as volumes)',
      ),
    stream: z
      .enum(['oil', 'gas'])
      .optional()
      .describe('The stream to fit the decline to; default oil when present, else gas'),
    economic_limit_oil_bbl_per_day: z
      .number()
      .positive()
      .max(100_000)
      .default(DEFAULT_ECONOMIC_LIMIT.oil)
      .describe('Economic limit of an oil forecast, bbl/d (calendar day)'),
    economic_limit_gas_mscf_per_day: z
      .number()
      .positive()
      .max(1_000_000)
      .default(DEFAULT_ECONOMIC_LIMIT.gas)
      .describe('Economic limit of a gas forecast, Mcf/d (calendar day)'),
    b_min: z.number().min(0).max(2).default(DEFAULT_B_RANGE.min).describe('Lowest Arps b searched'),
    b_max: z
      .number()
      .min(0)
      .max(2)
      .default(DEFAULT_B_RANGE.max)
      .describe(
        'Highest Arps b searched (default 1; above 1 the forecast ends in a terminal decline)',
      ),
    terminal_decline_pct_per_year: z
      .number()
      .positive()
      .lt(100)
      .optional()
      .describe(
        'Terminal exponential decline, effective %/yr, that ends the hyperbolic (default 6 when the fitted b > 1, none otherwise)',
      ),
  })
  .refine((input) => input.b_min <= input.b_max, {
    message: 'b_min must not exceed b_max',
    path: ['b_min'],
  });
export type AnalyzeProductionInput = z.infer<typeof analyzeProductionInput>;

function needUser(context: ToolContext): string {
  if (context.userId === undefined) {
    throw new ToolInputError(`${ANALYZE_PRODUCTION} reads the signed-in user's files; sign in.`);
  }
  return context.userId;
}

/** The attachment the input names, or the newest table file of the conversation. */
function pickAttachment(
  input: AnalyzeProductionInput,
  attachments: readonly RequestAttachment[],
): string {
  if (input.attachment_id !== undefined) return input.attachment_id;
  const tables = attachments.filter((file) => TABLE_KINDS.includes(file.kind));
  if (input.file_name !== undefined) {
    const wanted = input.file_name.toLowerCase();
    const named = attachments.filter((file) => file.name.toLowerCase() === wanted).at(-1);
    if (named) return named.id;
    throw new ToolInputError(
      attachments.length === 0
        ? `file_name: no file named "${input.file_name}" is attached in this conversation.`
        : `file_name: no file named "${input.file_name}" is attached in this conversation; the attached files are ${attachments.map((file) => `"${file.name}"`).join(', ')}.`,
    );
  }
  // The new message's files first, then the newest of the earlier ones.
  const newest = tables.filter((file) => file.latest).at(-1) ?? tables.at(-1);
  if (newest) return newest.id;
  throw new ToolInputError(
    'No CSV or Excel file is attached in this conversation: attach one with dates and oil, gas or water rates (or give attachment_id).',
  );
}

/** The table to analyse: the named sheet, or the only one that looks like production data. */
function pickTable(
  file: UploadedFile,
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

/** Reads the file and runs the analysis (the tool and the offline skill share this). */
export async function analyseAttachment(
  files: ProductionFiles,
  input: AnalyzeProductionInput,
  context: ToolContext,
): Promise<{ file: UploadedFile; analysis: ProductionAnalysis }> {
  const userId = needUser(context);
  const fileId = pickAttachment(input, context.attachments ?? []);
  // Throws not_found for an id that is not this user's.
  const file = await files.get(userId, fileId);
  if (!TABLE_KINDS.includes(file.kind)) {
    throw new ToolInputError(
      `${file.name} is a ${file.kind.toUpperCase()} file; production data is read from CSV or Excel (XLSX) files.`,
    );
  }
  const table = pickTable(file, await files.tables(userId, fileId), input.sheet);
  const layout = recogniseColumns(table, input);
  const series = productionSeries(layout, { values: input.values, well: input.well });
  const analysis = analyseProduction(series, {
    stream: input.stream,
    economicLimitOil: input.economic_limit_oil_bbl_per_day,
    economicLimitGas: input.economic_limit_gas_mscf_per_day,
    bMin: input.b_min,
    bMax: input.b_max,
    terminalDeclinePct: input.terminal_decline_pct_per_year,
  });
  return { file, analysis };
}

/**
 * `analyze_production`: decline analysis of an attached production file (CSV, XLSX). Fits an
 * Arps decline, forecasts to the economic limit, and reports EUR, water cut and GOR trends with
 * charts. Questions it cannot settle from the headers come back as input errors naming the
 * option to set.
 */
export function analyzeProductionTool(files: ProductionFiles): AssistantTool {
  return {
    name: ANALYZE_PRODUCTION,
    description:
      'Decline analysis of production data in a CSV or Excel file the user attached: recognises the date and oil/gas/water columns (daily rates or monthly volumes), fits an Arps decline (qi, Di, b, R²) to the oil or gas rates, forecasts to an economic limit and gives the EUR, plus water cut and GOR trends. The reader sees the figures and charts in the reply. Use it whenever the user asks to analyse, fit, forecast or chart production from an attached file.',
    inputSchema: analyzeProductionInput,
    async run(raw, context) {
      const input = analyzeProductionInput.parse(raw);
      const { file, analysis } = await analyseAttachment(files, input, context);
      return {
        result: productionResult(analysis, file.name),
        markdown: productionMarkdown(analysis, file.name),
      };
    },
  };
}
