import { GAS_UNITS, LIQUID_UNITS, MAX_FORECAST_YEARS } from '@petrosage/contracts/analysis-card';
import { FileIdSchema } from '@petrosage/contracts/files';
import { z } from 'zod';
import type { AssistantTool } from '../assistant/assistant-tool';
import { DEFAULT_B_RANGE, DEFAULT_ECONOMIC_LIMIT } from './production-analysis';
import type { ProductionAnalyser } from './production-analyser';

/** The tool's name, as models call it and `/api/tools/analyze_production` serves it. */
export const ANALYZE_PRODUCTION = 'analyze_production';

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
    attachment_id: z
      .optional(FileIdSchema)
      .describe(
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
    oil_unit: z
      .enum(LIQUID_UNITS)
      .optional()
      .describe('The unit of the oil values, over what the header says (m3 = m³)'),
    gas_unit: z
      .enum(GAS_UNITS)
      .optional()
      .describe('The unit of the gas values, over what the header says (e3m3 = 10³ m³)'),
    water_unit: z
      .enum(LIQUID_UNITS)
      .optional()
      .describe('The unit of the water values, over what the header says'),
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
    forecast_years: z
      .number()
      .positive()
      .max(MAX_FORECAST_YEARS)
      .optional()
      .describe(
        'Forecast horizon, years from the last date: the forecast ends there when the economic limit is not reached sooner (default: at the economic limit)',
      ),
  })
  .refine((input) => input.b_min <= input.b_max, {
    message: 'b_min must not exceed b_max',
    path: ['b_min'],
  });
export type AnalyzeProductionInput = z.infer<typeof analyzeProductionInput>;

/**
 * `analyze_production`: decline analysis of an attached production file (CSV, XLSX). Fits an
 * Arps decline, forecasts to the economic limit, and reports EUR, water cut and GOR trends with
 * charts. Questions it cannot settle from the headers come back as input errors naming the
 * option to set.
 */
export function analyzeProductionTool(analyser: ProductionAnalyser): AssistantTool {
  return {
    name: ANALYZE_PRODUCTION,
    description:
      'Decline analysis of production data in a CSV or Excel file the user attached: recognises the date and oil/gas/water columns (daily rates or monthly volumes), fits an Arps decline (qi, Di, b, R²) to the oil or gas rates, forecasts to an economic limit and gives the EUR, plus water cut and GOR trends. The reader sees the figures and charts in the reply. Use it whenever the user asks to analyse, fit, forecast or chart production from an attached file.',
    inputSchema: analyzeProductionInput,
    async run(raw, context) {
      const input = analyzeProductionInput.parse(raw);
      const { outcome } = await analyser.analyse(input, context);
      return outcome;
    },
  };
}
