import { z } from './zod';

/**
 * A calculation card in an assistant reply (docs/decisions/024-calculation-cards.md): a fenced
 * code block whose language is `calc` and whose body is one JSON object of {@link CalcCardSchema}
 * — the calculator, each input with its value, unit and accepted range, the results, the formula,
 * the table, warnings, assumptions, notes and sources. The web app shows it as a card the reader
 * can edit and recalculate; {@link calcCardText}, the one writer of the calculation sheet, gives
 * the same calculation as markdown for a tool's result, the model's context, a copy and an
 * export. Nothing reads a sheet back: a follow-up reads the card.
 *
 * ````markdown
 * ```calc
 * {"tool":"hydrostatic_pressure","title":"Hydrostatic pressure","status":"computed","inputs":[…],…}
 * ```
 * ````
 */

/** The fence language that marks a card. */
export const CALC_LANGUAGE = 'calc';

/** Most inputs, results and table rows a card carries. */
export const CALC_MAX_INPUTS = 60;
export const CALC_MAX_RESULTS = 60;
export const CALC_MAX_TABLE_ROWS = 600;
/** Rows of a result table the text form shows; the card holds them all. */
export const CALC_TEXT_TABLE_ROWS = 24;

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * One input: `number` (an `integer` when told), `choice` (one of `options`), `flag` (yes/no),
 * `list` (numbers, e.g. cash flows) or `fixed` (structured data the card shows but does not
 * edit). `value` null: not given yet (a card that asks for it).
 */
export const CalcCardInputSchema = z.object({
  /** The calculator's input name: `mud_weight_ppg`. */
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/i, 'must be an input name'), z.maxLength(80)),
  /** `Mud weight`. */
  label: text(120),
  /** The unit the calculator takes it in (`ppg`); absent for a pure number. */
  unit: z.optional(text(40)),
  kind: z.enum(['number', 'choice', 'flag', 'list', 'fixed']),
  value: z.unknown(),
  /** The choices of a choice input: the unit converter lists every unit it knows (over 100). */
  options: z.optional(z.array(text(80)).check(z.maxLength(200))),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  min_exclusive: z.optional(z.boolean()),
  max_exclusive: z.optional(z.boolean()),
  integer: z.optional(z.boolean()),
  /** Fewest and most numbers of a list. */
  min_items: z.optional(z.number().check(z.int(), z.minimum(0))),
  max_items: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** The calculator has a default or does without it. */
  optional: z.optional(z.boolean()),
  /** What it is, in the calculator's words (units, typical range). */
  hint: z.optional(text(400)),
});
export type CalcCardInput = z.infer<typeof CalcCardInputSchema>;

export const CalcCardValueSchema = z.object({
  key: text(80),
  label: text(200),
  value: z.number(),
  unit: text(40),
});
export type CalcCardValue = z.infer<typeof CalcCardValueSchema>;

export const CalcCardTableSchema = z.object({
  title: text(200),
  columns: z
    .array(z.object({ key: text(80), label: text(120), unit: text(40) }))
    .check(z.maxLength(30)),
  rows: z.array(z.record(z.string(), z.number())).check(z.maxLength(CALC_MAX_TABLE_ROWS)),
  /** Rows the calculator produced, when the card holds fewer. */
  total_rows: z.optional(z.number().check(z.int(), z.minimum(0))),
});

export const CalcCardSchema = z
  .object({
    /** The calculator (`POST /api/tools/{tool}` recalculates). */
    tool: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'must be a tool name'), z.maxLength(80)),
    title: text(200),
    /** `computed`: results shown; `needs_input`: a form; `refused`: the calculator's refusal. */
    status: z.enum(['computed', 'needs_input', 'refused']),
    inputs: z.array(CalcCardInputSchema).check(z.maxLength(CALC_MAX_INPUTS)),
    results: z._default(z.array(CalcCardValueSchema).check(z.maxLength(CALC_MAX_RESULTS)), []),
    /** The results again in the units the question asked for ("in bar"). */
    in_your_units: z.optional(z.array(CalcCardValueSchema).check(z.maxLength(CALC_MAX_RESULTS))),
    /** Those units (`bar`, `m`, `degC`…), kept so a recalculation shows them again. */
    wanted_units: z.optional(z.array(text(20)).check(z.maxLength(20))),
    /** The results the question asked for by name (keys), answered first again on a follow-up. */
    asked: z.optional(z.array(text(80)).check(z.maxLength(20))),
    formula: z.optional(text(2_000)),
    table: z.optional(CalcCardTableSchema),
    warnings: z._default(z.array(text(2_000)).check(z.maxLength(50)), []),
    assumptions: z._default(z.array(text(2_000)).check(z.maxLength(50)), []),
    notes: z._default(z.array(text(2_000)).check(z.maxLength(50)), []),
    sources: z._default(z.array(text(1_000)).check(z.maxLength(30)), []),
    /** Why the calculator refused the inputs (status `refused`). */
    error: z.optional(text(2_000)),
  })
  .check(
    z.superRefine((card, context) => {
      card.inputs.forEach((input, index) => {
        if (input.value === null || input.value === undefined || input.kind === 'fixed') return;
        const fits =
          input.kind === 'number'
            ? typeof input.value === 'number' && Number.isFinite(input.value)
            : input.kind === 'choice'
              ? typeof input.value === 'string'
              : input.kind === 'flag'
                ? typeof input.value === 'boolean'
                : Array.isArray(input.value) &&
                  input.value.every((item) => typeof item === 'number' && Number.isFinite(item));
        if (!fits) {
          context.addIssue({
            code: 'custom',
            path: ['inputs', index, 'value'],
            message: `must be a value of kind ${input.kind}`,
          });
        }
      });
    }),
  );
export type CalcCard = z.infer<typeof CalcCardSchema>;
export type CalcCardSource = z.input<typeof CalcCardSchema>;

/**
 * The card as a markdown block, ready to put in a reply; the JSON is on one line, so nothing in
 * it can close the fence early. Throws when the card is invalid: writing one is a programming
 * error.
 */
export function calcBlock(card: CalcCardSource): string {
  const valid = CalcCardSchema.parse(card);
  return `\`\`\`${CALC_LANGUAGE}\n${JSON.stringify(valid)}\n\`\`\``;
}

/** What {@link parseCalcCard} found in a block's body. */
export type ParsedCalcCard = { ok: true; card: CalcCard } | { ok: false; error: string };

/** Reads the body of a `calc` block: JSON, then the schema. Never throws. */
export function parseCalcCard(body: string): ParsedCalcCard {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: 'The calculation data is not valid JSON.' };
  }
  const parsed = CalcCardSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      error: `The calculation data is not a valid card (${where}${issue?.message ?? 'invalid'}).`,
    };
  }
  return { ok: true, card: parsed.data };
}

/** One `calc` block of a reply as the server writes it: where it is and its body. */
export interface CalcBlockSpan {
  start: number;
  end: number;
  body: string;
}

/** The `calc` blocks of a reply, in order (each JSON on one line, as {@link calcBlock} writes). */
export function findCalcBlocks(markdown: string): CalcBlockSpan[] {
  const spans: CalcBlockSpan[] = [];
  for (const match of markdown.matchAll(/^```calc\n(.*)\n```$/gm)) {
    spans.push({ start: match.index, end: match.index + match[0].length, body: match[1] ?? '' });
  }
  return spans;
}

/**
 * How a calculation shows a number (docs/decisions/032-calculation-number-display.md); the card's
 * JSON keeps the full value. Significant figures by magnitude — 3 below 1 (`0.871`), 4 from 1 to
 * 1,000 (`12.35`, `174.7`), whole numbers from 1,000 (`6,773`) — with thousands separators and
 * trailing zeros dropped; percentages (`%`, `%/yr`, `mol %`) with 2 decimals (`174.71`) and
 * years, months and days with 1 (`34.0`); an exponent below 0.001 and from 10¹² (`1.2e-5`).
 * `distinctFrom`: numbers (the inputs) the value must not look like unless it equals them —
 * digits are added until it differs (`4,999.6` from an input of `5,000`).
 */
export function formatCalcNumber(
  value: number,
  unit = '',
  distinctFrom: readonly number[] = [],
): string {
  if (!Number.isFinite(value)) return String(value);
  const shown = (extra: number) => renderCalcNumber(value, unit, extra);
  const clash = (extra: number) =>
    distinctFrom.some(
      (other) =>
        Number.isFinite(other) &&
        // A difference of rounding error (60 %/yr back from a conversion) is the same number.
        Math.abs(other - value) > 1e-9 * Math.max(1, Math.abs(value)) &&
        renderCalcNumber(other, unit, extra) === shown(extra),
    );
  let extra = 0;
  while (extra < 8 && clash(extra)) extra += 1;
  return shown(extra);
}

/**
 * An input as the reader gave it: up to 6 significant figures, thousands separated, no padding
 * (`75`, `10,500`, `0.125`).
 */
export function formatCalcInput(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs !== 0 && (abs < 1e-4 || abs >= 1e15)) return renderCalcNumber(value, '', 3);
  const rounded = Number(value.toPrecision(6));
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 12 });
}

/**
 * A cell of a result table: the value by the display rule, a dash when the row has none.
 * `above`: the same column's value in the row above — a value that differs from it is shown with
 * the digits to tell them apart (a decline's limit at year 34.03 below year 34).
 */
export function formatCalcCell(
  value: number | undefined,
  unit = '',
  above: number | undefined = undefined,
): string {
  if (value === undefined) return '—';
  return formatCalcNumber(value, unit, above === undefined ? [] : [above]);
}

const PERCENT_UNIT = /%/;
const TIME_UNIT = /^(years?|yr|months?|days?)$/;

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function renderCalcNumber(value: number, unit: string, extra: number): string {
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  if (abs < 1e-3 || abs >= 1e12) {
    const [mantissa = '', exponent = '0'] = value.toExponential(2 + extra).split('e');
    return `${trimZeros(mantissa)}e${Number(exponent)}`;
  }
  const fixed = (decimals: number) =>
    value.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  if (abs >= 1_000) return extra === 0 ? fixed(0) : trimZeros(fixed(extra));
  if (PERCENT_UNIT.test(unit) && abs >= 0.01) return fixed(2 + extra);
  if (TIME_UNIT.test(unit.trim()) && abs >= 1) return fixed(1 + extra);
  const significant = abs < 1 ? 3 : 4;
  const decimals = Math.max(0, significant - 1 - Math.floor(Math.log10(abs)));
  return trimZeros(fixed(decimals + extra));
}

/**
 * A choice as a reader reads it: correlations by their authors' names (`standing` → "Standing",
 * `vasquez_beggs` → "Vasquez-Beggs"), abbreviations in capitals, other words in sentence case.
 */
export function calcOptionLabel(option: string): string {
  const known = OPTION_LABELS[option];
  if (known !== undefined) return known;
  const words = option.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const OPTION_LABELS: Record<string, string> = {
  vasquez_beggs: 'Vasquez-Beggs',
  glaso: 'Glasø',
  swamee_jain: 'Swamee-Jain',
  dak: 'DAK (Dranchuk-Abou-Kassem)',
  hall_yarborough: 'Hall-Yarborough',
  panhandle_a: 'Panhandle A',
  panhandle_b: 'Panhandle B',
  meg: 'MEG',
  boe: 'BOE',
  bbl: 'bbl',
  Mscf: 'Mscf',
  m3: 'm³',
  effective_secant: 'Effective (secant)',
  effective_tangent: 'Effective (tangent)',
  pseudo_steady_state: 'Pseudo-steady state',
};

/** `Mud weight (ppg)`. */
export function calcInputLabel(input: Pick<CalcCardInput, 'label' | 'unit'>): string {
  return input.unit ? `${input.label} (${input.unit})` : input.label;
}

/** Time units a column label already names: "Year" is in years, "Month" in months. */
const NAMED_BY_LABEL = /^(years?|yr|months?|days?)$/i;

/**
 * A table column's heading with its unit named once: `Rate (bbl/d)`, but `Year` rather than
 * `Year (year)` — a label that already says its unit keeps it to itself.
 */
export function calcColumnLabel(column: { label: string; unit: string }): string {
  const unit = column.unit.trim();
  if (unit === '') return column.label;
  const label = column.label.toLowerCase();
  const named =
    label.includes(`(${unit.toLowerCase()})`) ||
    (NAMED_BY_LABEL.test(unit) &&
      label.replace(/s$/, '') === unit.toLowerCase().replace(/s$/, '').replace(/^yr$/, 'year'));
  return named ? column.label : `${column.label} (${unit})`;
}

/**
 * A card in one line, for a search result or a sidebar preview: its title and main result
 * (`Kill mud weight: 11.07 ppg`), or the title alone while it waits for inputs.
 */
export function calcCardSummary(card: CalcCard): string {
  const main = card.status === 'computed' ? card.results[0] : undefined;
  if (main === undefined) return card.title;
  const value = formatCalcNumber(main.value, main.unit, calcInputNumbers(card));
  return `${card.title}: ${value}${main.unit === '' ? '' : ` ${main.unit}`}`;
}

function formatInputValue(value: unknown): string {
  if (typeof value === 'number') return formatCalcInput(value);
  if (typeof value === 'string') return calcOptionLabel(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return `${value.length} entries`;
  return JSON.stringify(value);
}

/** Pipes and line breaks would break a table cell. */
function cell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function bullets(title: string, items: readonly string[]): string {
  return items.length === 0 ? '' : `**${title}**\n\n${items.map((item) => `- ${item}`).join('\n')}`;
}

function given(input: CalcCardInput): boolean {
  return input.value !== null && input.value !== undefined;
}

/** The inputs given, by label and unit (`| Mud weight (ppg) | 12.5 |`); empty when none is. */
function inputTable(card: Pick<CalcCard, 'inputs'>): string {
  const rows = card.inputs
    .filter(given)
    .map((input) => `| ${cell(calcInputLabel(input))} | ${cell(formatInputValue(input.value))} |`);
  return rows.length === 0 ? '' : ['| Input | Value |', '|---|---|', ...rows].join('\n');
}

/** The numbers given as inputs: a result that differs from one is shown with the digits to tell them apart. */
export function calcInputNumbers(card: Pick<CalcCard, 'inputs'>): number[] {
  return card.inputs.flatMap((input) => (typeof input.value === 'number' ? [input.value] : []));
}

/** The inputs a card holds as a list, by label and unit: "- TVD (ft): 10,500". */
function calcInputList(card: CalcCard): string {
  return card.inputs
    .filter(given)
    .map(
      (input) =>
        `- ${calcInputLabel(input)}: ${typeof input.value === 'number' ? formatCalcInput(input.value) : formatInputValue(input.value)}`,
    )
    .join('\n');
}

/**
 * The card as a calculation sheet in markdown — title, inputs by label and unit, formula,
 * results, table, warnings, assumptions, notes, sources and the results in the asked units — for
 * a calculator tool's result (`POST /api/tools/{name}`, a model's tool call), the model's
 * context, a copy and an export. A card still asking for inputs (or refused) is the list of the
 * inputs it holds.
 */
export function calcCardText(card: CalcCard): string {
  if (card.status !== 'computed') return calcInputList(card);
  const parts: string[] = [`#### ${card.title}`, inputTable(card)];
  if (card.formula !== undefined) parts.push(`**Formula:** ${card.formula}`);
  const inputNumbers = calcInputNumbers(card);
  const values = card.results.map(
    (value) =>
      `| ${cell(value.label)} | **${formatCalcNumber(value.value, value.unit, inputNumbers)}** ${cell(value.unit)} |`,
  );
  if (values.length > 0) parts.push(['| Result | Value |', '|---|---|', ...values].join('\n'));
  if (card.table !== undefined && card.table.rows.length > 0) {
    const { columns, rows } = card.table;
    const total = card.table.total_rows ?? rows.length;
    const shown = rows.slice(0, CALC_TEXT_TABLE_ROWS);
    parts.push(
      [
        `**${card.table.title}**`,
        '',
        `| ${columns.map((column) => cell(calcColumnLabel(column))).join(' | ')} |`,
        `|${columns.map(() => '---').join('|')}|`,
        ...shown.map(
          (row, index) =>
            `| ${columns.map((column) => formatCalcCell(row[column.key], column.unit, shown[index - 1]?.[column.key])).join(' | ')} |`,
        ),
        ...(total > shown.length ? [`\n_${total - shown.length} more rows not shown._`] : []),
      ].join('\n'),
    );
  }
  parts.push(
    bullets(
      'Warnings',
      card.warnings.map((warning) => `⚠️ ${warning}`),
    ),
  );
  parts.push(bullets('Assumptions', card.assumptions));
  parts.push(bullets('Notes', card.notes));
  if (card.sources.length > 0) parts.push(`_Sources: ${card.sources.join('; ')}._`);
  const sheet = parts.filter((part) => part.length > 0).join('\n\n');
  const converted = card.in_your_units ?? [];
  if (converted.length === 0) return sheet;
  const lines = converted.map(
    (value) => `- ${value.label}: **${formatCalcNumber(value.value, value.unit)}** ${value.unit}`,
  );
  return `${sheet}\n\n**In your units**\n\n${lines.join('\n')}`;
}

/**
 * The card as a reader's sheet: a computed card as {@link calcCardText}; a card still asking for
 * inputs (or refused) as its title, the inputs given, the ones still missing and why the
 * calculator refused — labels and units, never the calculator's input names.
 */
export function calcCardSheet(card: CalcCard): string {
  if (card.status === 'computed') return calcCardText(card);
  const parts: string[] = [`#### ${card.title}`];
  if (card.status === 'refused' && card.error !== undefined) parts.push(`⚠️ ${card.error}`);
  parts.push(inputTable(card));
  const missing = card.inputs.filter((input) => !given(input) && input.optional !== true);
  if (missing.length > 0) {
    parts.push(`_Still needed: ${missing.map((input) => calcInputLabel(input)).join(', ')}._`);
  }
  return parts.filter((part) => part.length > 0).join('\n\n');
}

/** Every `calc` block of a reply replaced by its reader's sheet (a block that does not parse stays). */
export function calcBlocksAsSheets(markdown: string): string {
  return replaceCalcBlocks(markdown, calcCardSheet);
}

/** Every `calc` block of a reply that parses replaced by what `write` makes of its card. */
function replaceCalcBlocks(markdown: string, write: (card: CalcCard) => string): string {
  if (!markdown.includes('```calc\n')) return markdown;
  return markdown.replace(/^```calc\n(.*)\n```$/gm, (block, body: string) => {
    const parsed = parseCalcCard(body);
    return parsed.ok ? write(parsed.card) : block;
  });
}

/** The cards of a reply's `calc` blocks, in order (blocks that do not parse are left out). */
export function calcCardsOf(markdown: string): CalcCard[] {
  if (!markdown.includes('```calc\n')) return [];
  return findCalcBlocks(markdown).flatMap((block) => {
    const parsed = parseCalcCard(block.body);
    return parsed.ok ? [parsed.card] : [];
  });
}

/** Every `calc` block of a reply replaced by its text form (a block that does not parse stays). */
export function calcBlocksAsText(markdown: string): string {
  return replaceCalcBlocks(markdown, calcCardText);
}

/**
 * The range an input accepts, in words: `from 6 to 25 ppg`, `more than 0 ft`, `a whole number
 * from 1 to 12`; empty when it takes any number.
 */
export function calcInputRange(
  input: Pick<
    CalcCardInput,
    'unit' | 'min' | 'max' | 'min_exclusive' | 'max_exclusive' | 'integer'
  >,
): string {
  const unit = input.unit ? ` ${input.unit}` : '';
  const { min, max } = input;
  const low = min === undefined ? '' : formatCalcInput(min);
  const high = max === undefined ? '' : formatCalcInput(max);
  let range = '';
  if (min !== undefined && max !== undefined) {
    range =
      input.min_exclusive || input.max_exclusive
        ? `${input.min_exclusive ? 'more than' : 'at least'} ${low} and ${input.max_exclusive ? 'less than' : 'at most'} ${high}${unit}`
        : `from ${low} to ${high}${unit}`;
  } else if (min !== undefined) {
    range = `${input.min_exclusive ? 'more than' : 'at least'} ${low}${unit}`;
  } else if (max !== undefined) {
    range = `${input.max_exclusive ? 'less than' : 'at most'} ${high}${unit}`;
  }
  if (!input.integer) return range;
  return range === '' ? 'a whole number' : `a whole number ${range}`;
}

/** Whether `value` lies in the input's range (and is whole where it must be). */
function inRange(input: CalcCardInput, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (input.integer && !Number.isInteger(value)) return false;
  if (input.min !== undefined && (input.min_exclusive ? value <= input.min : value < input.min)) {
    return false;
  }
  return !(
    input.max !== undefined && (input.max_exclusive ? value >= input.max : value > input.max)
  );
}

/**
 * Why `value` cannot go to the calculator as `input`, in words a reader acts on — the field's
 * label and the range it accepts (`Mud weight must be from 6 to 25 ppg (you entered 40).`) —
 * or undefined when it can. A missing value of a required input is refused too.
 */
export function calcInputProblem(input: CalcCardInput, value: unknown): string | undefined {
  if (value === null || value === undefined) {
    return input.optional ? undefined : `${input.label} is required.`;
  }
  if (input.kind !== 'number' && input.kind !== 'list') return undefined;
  const range = calcInputRange(input);
  const must = `must be ${range === '' ? 'a number' : range}`;
  if (input.kind === 'number') {
    if (typeof value !== 'number') return `${input.label} must be a number.`;
    return inRange(input, value)
      ? undefined
      : `${input.label} ${must} (you entered ${formatCalcInput(value)}).`;
  }
  if (!Array.isArray(value)) return `${input.label} must be a list of numbers.`;
  const count = (n: number) => `${n} ${n === 1 ? 'number' : 'numbers'}`;
  if (input.min_items !== undefined && value.length < input.min_items) {
    return `${input.label} needs at least ${count(input.min_items)}; ${value.length} given.`;
  }
  if (input.max_items !== undefined && value.length > input.max_items) {
    return `${input.label} takes at most ${count(input.max_items)}; ${value.length} given.`;
  }
  const index = value.findIndex((item) => typeof item !== 'number' || !inRange(input, item));
  if (index < 0) return undefined;
  const item: unknown = value[index];
  return `${input.label}: entry ${index + 1} ${must}${typeof item === 'number' ? ` (you entered ${formatCalcInput(item)})` : ''}.`;
}

/** The calculator input a card would send: every given value by name. */
export function calcCardRequest(inputs: readonly CalcCardInput[]): Record<string, unknown> {
  return Object.fromEntries(inputs.filter(given).map((input) => [input.name, input.value]));
}
