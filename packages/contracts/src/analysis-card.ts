import { z } from './zod';
import { FileIdSchema } from './files';

/**
 * A file-analysis card in a production-analysis reply (docs/decisions/039-file-analysis-card.md):
 * a fenced code block whose language is `analysis` and whose body is one JSON object of
 * {@link AnalysisCardSchema} — the file, the columns the analysis read and how (rate or volume,
 * unit), and the options it ran with (economic limit, b bounds, forecast horizon). The web app
 * shows it as a card whose controls correct the reading and re-run `analyze_production`; the
 * figures and charts stay in the reply's markdown around it.
 */

/** The fence language that marks a file-analysis card. */
export const ANALYSIS_LANGUAGE = 'analysis';

/** Units a liquid (oil, water) column may be read in. */
export const LIQUID_UNITS = ['bbl', 'Mbbl', 'm3'] as const;
/** Units a gas column may be read in. */
export const GAS_UNITS = ['Mcf', 'MMcf', 'Bcf', 'scf', 'm3', 'e3m3'] as const;
export type LiquidUnit = (typeof LIQUID_UNITS)[number];
export type GasUnit = (typeof GAS_UNITS)[number];

/** How a unit id reads: `m3` → `m³`, `e3m3` → `10³ m³`. */
export function productionUnitLabel(unit: string): string {
  if (unit === 'm3') return 'm³';
  if (unit === 'e3m3') return '10³ m³';
  return unit;
}

/** How the values of the stream columns are stated (`values` of `analyze_production`). */
export const VALUES_READINGS = ['auto', 'rates', 'volumes'] as const;

/** Longest forecast an analysis may be asked for, years. */
export const MAX_FORECAST_YEARS = 100;

const name = z.string().check(z.minLength(1), z.maxLength(200));

/** How one stream's column was read. */
export const AnalysisReadingSchema = z.object({
  /** The column's header as written. */
  column: name,
  /** `rate`: per day; `volume`: per row (per month for monthly rows). */
  basis: z.enum(['rate', 'volume']),
  /** The header did not say rate or volume. */
  basis_assumed: z.boolean(),
  /** The unit the values were read in (an id of {@link LIQUID_UNITS} or {@link GAS_UNITS}). */
  unit: z.string().check(z.minLength(1), z.maxLength(20)),
  /** The header named no unit. */
  unit_assumed: z.boolean(),
});
export type AnalysisReading = z.infer<typeof AnalysisReadingSchema>;

/**
 * The options of `analyze_production` a card shows and corrects; the server's tool schema holds
 * the same names with their ranges.
 */
export const AnalysisOptionsSchema = z.object({
  values: z.enum(VALUES_READINGS),
  oil_unit: z.optional(z.enum(LIQUID_UNITS)),
  gas_unit: z.optional(z.enum(GAS_UNITS)),
  water_unit: z.optional(z.enum(LIQUID_UNITS)),
  stream: z.optional(z.enum(['oil', 'gas'])),
  economic_limit_oil_bbl_per_day: z.number(),
  economic_limit_gas_mscf_per_day: z.number(),
  b_min: z.number(),
  b_max: z.number(),
  terminal_decline_pct_per_year: z.optional(z.number()),
  forecast_years: z.optional(z.number()),
});
export type AnalysisOptions = z.infer<typeof AnalysisOptionsSchema>;

export const AnalysisCardSchema = z.object({
  file_id: FileIdSchema,
  file_name: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The sheet analysed, when the file has several. */
  sheet: z.optional(name),
  /** The well analysed, when the table holds several. */
  well: z.optional(name),
  /** The table's headers, to pick another column from. */
  columns: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(200)),
  date_column: name,
  /** `monthly`, `daily` or `other` spacing of the dates. */
  cadence: z.enum(['monthly', 'daily', 'other']),
  readings: z.object({
    oil: z.optional(AnalysisReadingSchema),
    gas: z.optional(AnalysisReadingSchema),
    water: z.optional(AnalysisReadingSchema),
  }),
  /** The stream the decline was fitted to. */
  fitted_stream: z.enum(['oil', 'gas']),
  options: AnalysisOptionsSchema,
});
export type AnalysisCard = z.infer<typeof AnalysisCardSchema>;

/** The card as a markdown block (the JSON on one line). Throws when the card is invalid. */
export function analysisBlock(card: AnalysisCard): string {
  const valid = AnalysisCardSchema.parse(card);
  return `\`\`\`${ANALYSIS_LANGUAGE}\n${JSON.stringify(valid)}\n\`\`\``;
}

export type ParsedAnalysisCard = { ok: true; card: AnalysisCard } | { ok: false; error: string };

/** Reads the body of an `analysis` block: JSON, then the schema. Never throws. */
export function parseAnalysisCard(body: string): ParsedAnalysisCard {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: 'The analysis data is not valid JSON.' };
  }
  const parsed = AnalysisCardSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      error: `The analysis data is not a valid card (${where}${issue?.message ?? 'invalid'}).`,
    };
  }
  return { ok: true, card: parsed.data };
}

/** One `analysis` block of a reply: where it is and its body. */
export interface AnalysisBlockSpan {
  start: number;
  end: number;
  body: string;
}

/** The `analysis` blocks of a reply, in order. */
export function findAnalysisBlocks(markdown: string): AnalysisBlockSpan[] {
  const spans: AnalysisBlockSpan[] = [];
  for (const match of markdown.matchAll(/^```analysis\n(.*)\n```$/gm)) {
    spans.push({ start: match.index, end: match.index + match[0].length, body: match[1] ?? '' });
  }
  return spans;
}

/**
 * Every `analysis` block of a reply left out: the reply's "Read from the file" lines already say
 * what the block holds, for a model's context, a copy and an export.
 */
export function analysisBlocksAsText(markdown: string): string {
  if (!markdown.includes('```analysis\n')) return markdown;
  return markdown.replace(/^```analysis\n.*\n```\n*/gm, '');
}
