import { ATMOSPHERIC_PRESSURE_PSIA, catalogue } from '@petrosage/oilfield';
import type { CalcResult } from '@petrosage/oilfield/result';
import type { OfflineSkill, OfflineSkillContext } from '../assistant/offline/skill';
import {
  ToolInputError,
  runTool,
  toolsByName,
  type AssistantTool,
} from '../assistant/assistant-tool';
import { calcBlock, formatCalcNumber } from '@petrosage/contracts/calc';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import {
  answerSystem,
  answerUnits,
  convertedResults,
  resultsInUserUnits,
  wantedUnitNames,
} from './answer-units';
import { calculatorNamed, cardFields, computedCard, formCard } from './calc-card';
import { inputLabel } from './calc-markdown';
import { guardReading, sulfateScaleNote } from './reading-guards';
import {
  findQuantities,
  normaliseText,
  type QuantityKind,
  type QuantityMention,
} from './quantities';

/**
 * The offline engine's calculator skill: reads a calculation request in plain English ("hydrostatic
 * pressure at 10,500 ft TVD with 12.4 ppg mud"), fills the calculator's inputs from the numbers
 * and units it finds, asks for what is missing, and answers with the inputs, the formula, the
 * result and the caveats — the same tools language models call, run here without one.
 */

/** One input of a calculator and how to recognise its value in a sentence. */
export interface FieldSpec {
  /** The calculator's input name. */
  input: string;
  /** Kinds of quantity that can fill it. */
  kinds: readonly QuantityKind[];
  /** Words right before the number that name this input ("qi", "economic limit"). */
  label?: RegExp;
  /** Words right after the number (and its unit) that name it ("0.7 gas", "10,500 ft TVD"). */
  trailing?: RegExp;
  /** Only labelled numbers fill it (two inputs of the same kind, or a bare number). */
  labelRequired?: boolean;
  /**
   * An unlabelled number fills it only when no other unlabelled number of its kinds is left in
   * the message: two depths or two mud weights without a label are asked about, not guessed.
   */
  alone?: boolean;
  /** How to ask for it: "the true vertical depth (e.g. `10,500 ft TVD`)". */
  ask: string;
  optional?: boolean;
  /** A pressure the calculator takes as absolute: psig and unqualified psi get 14.696 added. */
  absolute?: boolean;
  /** From the mention's value to the input's (percent → fraction, say). */
  convert?: (mention: QuantityMention) => number;
  /** Which mentions of its kinds it takes (a bare number only with "per year" after it, say). */
  accepts?: (mention: QuantityMention) => boolean;
}

/** How one calculator is asked for in plain English. */
export interface CalculatorRecipe {
  /** The tool's name. */
  tool: string;
  /** Title of the answer ("Hydrostatic pressure"). */
  title: string;
  /** Words that ask for this calculation; the longest match across recipes wins. */
  intent: RegExp;
  fields: readonly FieldSpec[];
  /** Inputs chosen by words rather than numbers (decline type, head shape). */
  options?: (text: string) => Record<string, unknown>;
  /** What is still missing when the fields alone cannot say (one of two optional inputs). */
  missing?: (input: Record<string, unknown>) => string | undefined;
  /** Fills an input from the others (a full tank when no level is given); returns a note. */
  complete?: (input: Record<string, unknown>) => string | undefined;
  /**
   * What the calculator does not cover though its words match (a horizontal vessel for a
   * vertical-vessel rating): the plain reply that says so, instead of a number for another case.
   */
  declines?: (text: string) => string | undefined;
}

const ATMOSPHERIC_PSIA = ATMOSPHERIC_PRESSURE_PSIA;
const SKILL_NAME = 'calculator';
/** How the "still need" reply starts; a follow-up with the numbers completes that request. */
const STILL_NEED = 'I still need';
const LABEL_WINDOW = 48;

interface Reading {
  recipe: CalculatorRecipe;
  input: Record<string, unknown>;
  /** Which mention of the message filled which input. */
  sources: Map<string, QuantityMention>;
  /** Inputs the user did not give, as questions. */
  missing: string[];
  notes: string[];
  /** Said before the answer: what a follow-up changed. */
  lead?: string;
  /** For a follow-up: the conversation's words that set the answer's units ("in bar" earlier). */
  unitsText?: string;
}

function labelledBefore(spec: FieldSpec, mention: QuantityMention): boolean {
  if (spec.label === undefined) return false;
  const words = mention.before.slice(-LABEL_WINDOW);
  return new RegExp(
    `(?:${spec.label.source})\\s*(?:\\([^)]*\\)\\s*)?(?:=|:|of|is|at|was|about|approximately|~|\\s)*$`,
  ).test(words);
}

function labelledAfter(spec: FieldSpec, mention: QuantityMention): boolean {
  if (spec.trailing === undefined) return false;
  const trailing = new RegExp(`^(?:${spec.trailing.source})`);
  // The unit counts as a trailing label too: "800 bwpd" names the water rate.
  return trailing.test(mention.after) || (mention.unit !== '' && trailing.test(mention.unit));
}

function valueFor(spec: FieldSpec, mention: QuantityMention, notes: string[]): number {
  if (spec.convert) return spec.convert(mention);
  if (spec.absolute && mention.kind === 'pressure_psi' && mention.reference !== 'absolute') {
    notes.push(
      `${mention.raw} read as ${mention.reference === 'gauge' ? 'gauge' : 'gauge (no psia/psig given)'} and converted to ${formatPlain(mention.value + ATMOSPHERIC_PSIA)} psia with ${ATMOSPHERIC_PSIA} psia atmospheric pressure.`,
    );
    return mention.value + ATMOSPHERIC_PSIA;
  }
  return mention.value;
}

function formatPlain(value: number): string {
  return Number(value.toPrecision(6)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/**
 * A pressure named as a difference ("a drawdown of 300 psi", "300 psi differential", "Δp 50
 * psi"): only an input labelled for it takes it, never a pressure input by its kind alone.
 */
const DIFFERENCE_BEFORE =
  /(?:draw[- ]?down|differential|difference|delta[- ]?p|δp|pressure drop)(?:\s+(?:of|is|was|=|:))?\s*$/;
const DIFFERENCE_AFTER = /^\s*(?:of\s+)?(?:draw[- ]?down|differential|difference|delta[- ]?p|δp)\b/;

function namedAsDifference(mention: QuantityMention): boolean {
  return (
    mention.kind === 'pressure_psi' &&
    (DIFFERENCE_BEFORE.test(mention.before.slice(-LABEL_WINDOW)) ||
      DIFFERENCE_AFTER.test(mention.after))
  );
}

/** Fills the recipe's inputs from the quantities in `text`: labelled first, then by kind. */
export function readInputs(recipe: CalculatorRecipe, text: string): Reading {
  const mentions = findQuantities(text);
  const chosen = new Map<string, QuantityMention>();
  const used = new Set<QuantityMention>();
  const fits = (spec: FieldSpec, mention: QuantityMention) =>
    !used.has(mention) &&
    !chosen.has(spec.input) &&
    spec.kinds.includes(mention.kind) &&
    (spec.accepts?.(mention) ?? true);
  for (const spec of recipe.fields) {
    const mention = mentions.find(
      (candidate) =>
        fits(spec, candidate) &&
        (labelledBefore(spec, candidate) || labelledAfter(spec, candidate)),
    );
    if (mention) {
      chosen.set(spec.input, mention);
      used.add(mention);
    }
  }
  for (const mention of mentions) {
    if (used.has(mention) || namedAsDifference(mention)) continue;
    // A number labelled for another input of this recipe is not free for the taking.
    const spec = recipe.fields.find(
      (candidate) => !candidate.labelRequired && fits(candidate, mention),
    );
    const rivals = (field: FieldSpec) =>
      mentions.filter((other) => !used.has(other) && field.kinds.includes(other.kind)).length;
    if (spec?.alone && rivals(spec) > 1) continue;
    if (spec) {
      chosen.set(spec.input, mention);
      used.add(mention);
    }
  }
  const notes: string[] = [];
  const input: Record<string, unknown> = { ...(recipe.options?.(normaliseText(text)) ?? {}) };
  const missing: string[] = [];
  for (const spec of recipe.fields) {
    const mention = chosen.get(spec.input);
    if (mention) input[spec.input] = valueFor(spec, mention, notes);
  }
  const completed = recipe.complete?.(input);
  if (completed !== undefined) notes.push(completed);
  for (const spec of recipe.fields) {
    if (input[spec.input] === undefined && !spec.optional) missing.push(spec.ask);
  }
  const extra = recipe.missing?.(input);
  if (extra !== undefined) missing.push(extra);
  return { recipe, input, sources: chosen, missing, notes };
}

/** The recipe whose intent matches `text` best (the longest match), if any. */
export function recognise(
  recipes: readonly CalculatorRecipe[],
  text: string,
): CalculatorRecipe | undefined {
  const normal = normaliseText(text);
  let best: { recipe: CalculatorRecipe; length: number } | undefined;
  for (const recipe of recipes) {
    const match = recipe.intent.exec(normal);
    if (match && (best === undefined || match[0].length > best.length)) {
      best = { recipe, length: match[0].length };
    }
  }
  return best?.recipe;
}

const COMPARISON =
  /\b(compare|comparing|comparison|versus|vs\.?|which (?:is|would be|one is) (?:better|best)|pros and cons)\b/;

/** Asking for a number without giving any: the skill asks for the inputs. */
const COMPUTE_WORDS = /\b(calculate|compute|estimate|work out|determine|run)\b/;

function lastAssistantTurn(context: OfflineSkillContext): string | undefined {
  for (let index = context.history.length - 1; index >= 0; index -= 1) {
    const turn = context.history[index];
    if (turn?.role === 'assistant') return turn.content;
  }
  return undefined;
}

function lastUserTurn(context: OfflineSkillContext): string | undefined {
  for (let index = context.history.length - 1; index >= 0; index -= 1) {
    const turn = context.history[index];
    if (turn?.role === 'user') return turn.content;
  }
  return undefined;
}

/** The request this message completes: "10,500 ft" after "I still need the depth". */
function continuedRequest(
  recipes: readonly CalculatorRecipe[],
  text: string,
  context: OfflineSkillContext,
): { recipe: CalculatorRecipe; text: string } | undefined {
  const asked = lastAssistantTurn(context);
  const previous = lastUserTurn(context);
  if (asked === undefined || previous === undefined || !asked.includes(STILL_NEED))
    return undefined;
  const recipe = recipes.find((candidate) => asked.includes(`**${candidate.title}**`));
  if (recipe === undefined || findQuantities(text).length === 0) return undefined;
  return { recipe, text: `${previous}\n${text}` };
}

/** A message that changes an input of the last calculation: "make it 12.5 ppg", "use K = 0.18". */
const CHANGE_WORDS =
  /^\W*(?:(?:and|ok|okay|so|now|then),?\s+)?(?:make it|make that|what about|what if|how about|and if|use|using|with|try|change|set|instead|at|if|same (?:but|with)|redo|rerun|re-run|again)\b|^\W*[~≈]?\d/;
/** The heading of each calculator's answer (`#### Arps decline forecast and EUR`). */
const answerTitles = new Map(catalogue.map((entry) => [entry.name, entry.title]));

/** User turns looked back through for the inputs of the calculation being changed. */
const FOLLOW_UP_TURNS = 10;

/**
 * The calculation this message changes, with the inputs it had: the last reply ran (or tried to
 * run) a calculator, and this message gives new values for some of its inputs — by a change word
 * ("what if SIDPP is 600 psi?") or by naming the input ("the economic limit is 10 bopd"). The
 * earlier inputs are read from the user's turns back to the question that asked for it.
 */
function changedRequest(
  recipes: readonly CalculatorRecipe[],
  text: string,
  context: OfflineSkillContext,
): Reading | undefined {
  const { history } = context;
  let answerAt = -1;
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index]?.role === 'assistant') {
      answerAt = index;
      break;
    }
  }
  const answered = history[answerAt]?.content;
  if (answered === undefined) return undefined;
  const recipe = recipes.find(
    (candidate) =>
      answered.includes(`#### ${answerTitles.get(candidate.tool) ?? candidate.title}\n`) ||
      answered.includes(`I can't calculate **${candidate.title}**`),
  );
  // A message with no number changes nothing: the earlier turns are not read for it.
  if (recipe === undefined || findQuantities(text).length === 0) return undefined;

  const turns: string[] = [];
  for (let index = answerAt - 1; index >= 0 && turns.length < FOLLOW_UP_TURNS; index -= 1) {
    const turn = history[index];
    if (turn?.role !== 'user') continue;
    turns.unshift(turn.content);
    if (recognise(recipes, turn.content) === recipe) break;
  }
  if (turns.length === 0) return undefined;
  const earlier = turns.map((turn) => readInputs(recipe, turn)).reduce(mergeReadings);

  const given = withEarlierUnits(recipe, text, earlier);
  const change = readInputs(recipe, given.text);
  if (change.sources.size === 0) return undefined;
  const labelled = [...change.sources].some(([input, mention]) => {
    const spec = recipe.fields.find((field) => field.input === input);
    return spec !== undefined && (labelledBefore(spec, mention) || labelledAfter(spec, mention));
  });
  if (!labelled && !CHANGE_WORDS.test(normaliseText(text))) return undefined;

  const before = withSheetInputs(earlier, answered);
  const merged = mergeReadings(before, change);
  const changed = [...change.sources.keys()]
    .filter((input) => merged.input[input] !== undefined)
    .map((input) => {
      const was = before.input[input];
      const now = merged.input[input];
      return `\`${input}\` = ${plainValue(now)}${was === undefined ? '' : ` (was ${plainValue(was)})`}`;
    });
  return {
    ...merged,
    lead: `Recalculated with ${changed.join(', ')}; the other inputs as before.${given.read.map((note) => ` ${note}`).join('')}`,
    unitsText: [...turns, given.text].join('\n'),
  };
}

/**
 * "What if SIDPP is 600?": a bare number labelled for an input that takes a unit is read in the
 * unit the conversation gave that input before (`600 psi` after `SIDPP 450 psi`), and the answer
 * says so; without an earlier unit it stays bare, and the reader asks.
 */
function withEarlierUnits(
  recipe: CalculatorRecipe,
  text: string,
  earlier: Reading,
): { text: string; read: string[] } {
  let rewritten = text;
  const read: string[] = [];
  // From the end, so that each insertion leaves the earlier positions as they were.
  for (const mention of findQuantities(text).reverse()) {
    if (mention.kind !== 'number') continue;
    const spec = recipe.fields.find(
      (field) =>
        !field.kinds.includes('number') &&
        (labelledBefore(field, mention) || labelledAfter(field, mention)),
    );
    const unit = spec && earlier.sources.get(spec.input)?.unit;
    if (!spec || !unit) continue;
    rewritten = `${rewritten.slice(0, mention.end)} ${unit}${rewritten.slice(mention.end)}`;
    read.unshift(
      `${mention.raw} read as ${mention.raw} ${unit}, the unit \`${spec.input}\` was given in.`,
    );
  }
  return { text: rewritten, read };
}

/**
 * The inputs the last answer's sheet shows, over what the user's turns say: a card recalculated
 * with other values shows those (a value the sheet shows as read from the turns keeps its full
 * precision).
 */
function withSheetInputs(reading: Reading, answered: string): Reading {
  const entry = calculatorNamed(reading.recipe.tool);
  const heading = answered.indexOf(`#### ${entry?.title ?? reading.recipe.title}\n`);
  if (entry === undefined || heading < 0) return reading;
  const fields = new Map(cardFields(entry).map((field) => [inputLabel(field.name), field]));
  const input = { ...reading.input };
  const rows = answered.slice(heading).split('\n\n')[1]?.split('\n') ?? [];
  if (rows[0] !== '| Input | Value |') return reading;
  for (const row of rows.slice(2)) {
    const match = /^\| (.+?) \| (.+) \|$/.exec(row);
    const field = match && fields.get((match[1] ?? '').replace(/\\\|/g, '|'));
    const shown = match?.[2] ?? '';
    if (!field) continue;
    const now = input[field.name];
    if (field.kind === 'number') {
      const value = Number(shown.replace(/,/g, ''));
      const same = typeof now === 'number' && formatCalcNumber(now) === shown;
      if (Number.isFinite(value) && !same) input[field.name] = value;
    } else if (field.kind === 'choice' && now !== undefined) {
      const option = field.options?.find((candidate) => candidate.replace(/_/g, ' ') === shown);
      if (option !== undefined) input[field.name] = option;
    }
  }
  return { ...reading, input };
}

/** `later`'s values over `earlier`'s; what is missing is what neither gives. */
function mergeReadings(earlier: Reading, later: Reading): Reading {
  const input = { ...earlier.input };
  const sources = new Map(earlier.sources);
  for (const [key, mention] of later.sources) {
    input[key] = later.input[key];
    sources.set(key, mention);
  }
  for (const [key, value] of Object.entries(later.input)) {
    if (!later.sources.has(key) && input[key] === undefined) input[key] = value;
  }
  const recipe = later.recipe;
  const missing = recipe.fields
    .filter((spec) => input[spec.input] === undefined && !spec.optional)
    .map((spec) => spec.ask);
  const extra = recipe.missing?.(input);
  if (extra !== undefined) missing.push(extra);
  return { recipe, input, sources, missing, notes: [...earlier.notes, ...later.notes] };
}

function plainValue(value: unknown): string {
  return typeof value === 'number' ? formatPlain(value) : String(value);
}

function inputLines(reading: Reading): string {
  return Object.entries(reading.input)
    .map(
      ([key, value]) =>
        `- \`${key}\` = ${typeof value === 'number' ? formatPlain(value) : typeof value === 'string' ? value : JSON.stringify(value)}`,
    )
    .join('\n');
}

/** A calculator's result (what the catalogue's tools return), as opposed to another tool's. */
function isCalcResult(result: unknown): result is CalcResult {
  return (
    typeof result === 'object' &&
    result !== null &&
    'values' in result &&
    typeof result.values === 'object' &&
    'calculator' in result
  );
}

const CAVEAT =
  '> I read these inputs from your message; check them before you rely on the result, and have safety-critical numbers reviewed by a qualified engineer.';

async function answerReading(
  tools: ReadonlyMap<string, AssistantTool>,
  reading: Reading,
  text: string,
  preference?: UnitSystem,
): Promise<string> {
  const reply = await replyTo(tools, reading, text, preference);
  return reading.lead === undefined ? reply : `${reading.lead}\n\n${reply}`;
}

/**
 * The calculation as a card when it can be written as one (the text form is what the card reads
 * as), else as the markdown itself.
 */
function asCard(card: () => Parameters<typeof calcBlock>[0] | undefined, markdown: string): string {
  try {
    const value = card();
    return value === undefined ? markdown : calcBlock(value);
  } catch {
    return markdown;
  }
}

async function replyTo(
  tools: ReadonlyMap<string, AssistantTool>,
  reading: Reading,
  text: string,
  preference?: UnitSystem,
): Promise<string> {
  const { recipe } = reading;
  const tool = tools.get(recipe.tool);
  if (tool === undefined) throw new Error(`no tool named ${recipe.tool}`);
  const entry = calculatorNamed(recipe.tool);
  // A misread or a method that is not there is said first: asking for the rest would not help.
  const doubt = guardReading({
    title: recipe.title,
    tool,
    input: reading.input,
    sources: reading.sources,
    text: normaliseText(text),
  });
  if (doubt !== undefined) return doubt;
  const declined = recipe.declines?.(normaliseText(text));
  if (declined !== undefined) return declined;
  if (reading.missing.length > 0) {
    // A form: what was read filled in, the rest to complete in the card (or in a reply).
    const have =
      Object.keys(reading.input).length > 0
        ? `\n\nSo far I have:\n\n${asCard(() => entry && formCard(entry, reading.input), inputLines(reading))}`
        : entry
          ? `\n\n${asCard(() => formCard(entry, reading.input), '')}`
          : '';
    return `To calculate **${recipe.title}**, ${STILL_NEED}:\n\n${reading.missing
      .map((item) => `- ${item}`)
      .join(
        '\n',
      )}${have}\n\nFill in the card, or reply with the missing values (with units), and I will run the calculation.`;
  }
  try {
    const outcome = await runTool(tool, reading.input);
    const unitsText = reading.unitsText ?? text;
    const mentions = findQuantities(unitsText);
    const wanted = answerUnits(normaliseText(unitsText), mentions, preference);
    const inYourUnits = isCalcResult(outcome.result)
      ? resultsInUserUnits(outcome.result, wanted)
      : '';
    const metricFirst =
      isCalcResult(outcome.result) &&
      answerSystem(normaliseText(unitsText), mentions, preference) === 'metric'
        ? metricLead(outcome.result, wanted)
        : '';
    const sulfate = sulfateScaleNote(normaliseText(text), tool);
    const allNotes = sulfate === undefined ? reading.notes : [...reading.notes, sulfate];
    const notes =
      allNotes.length > 0 ? `\n\n${allNotes.map((note) => `- ${note}`).join('\n')}` : '';
    const sheet = `${outcome.markdown}${inYourUnits ? `\n\n${inYourUnits}` : ''}`;
    const result = outcome.result;
    const shown = asCard(
      () =>
        entry !== undefined && isCalcResult(result)
          ? computedCard(
              entry,
              entry.inputSchema.parse(reading.input),
              result,
              wantedUnitNames(wanted),
            )
          : undefined,
      sheet,
    );
    return `${metricFirst}${shown}${notes}\n\n${CAVEAT}`;
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    const read = asCard(
      () => entry && formCard(entry, reading.input, error.message),
      inputLines(reading),
    );
    return `I can't calculate **${recipe.title}** with these inputs: ${error.message}\n\nWhat I read from your message:\n\n${read}\n\nCorrect the value in the card, or reply with it (with its unit), and I will run it again.`;
  }
}

/**
 * The results in metric units first, the calculator's field units beside, as the answer's first
 * line ("**Hydrostatic pressure:** 46,680 kPa (6,770 psi)"), or '' when none converts.
 */
function metricLead(result: CalcResult, wanted: ReturnType<typeof answerUnits>): string {
  const lines = convertedResults(result, wanted).map((value) => {
    const field = result.values[value.key];
    const beside =
      field === undefined ? '' : ` (${formatCalcNumber(field.value, field.unit)} ${field.unit})`;
    return `**${value.label}:** ${formatCalcNumber(value.value, value.unit)} ${value.unit}${beside}`;
  });
  return lines.length === 0 ? '' : `${lines.join('  \n')}\n\n`;
}

/** The calculator skill over `recipes`, running the tools of the same names. */
export function calculatorSkill(
  recipes: readonly CalculatorRecipe[],
  tools: readonly AssistantTool[],
): OfflineSkill {
  const byName = toolsByName(tools);
  const known = recipes.filter((recipe) => byName.has(recipe.tool));

  /**
   * What this message asks the calculator: a new calculation, the rest of the one that asked for
   * inputs, or a change to the last one. A message naming the last calculation again with only
   * part of its inputs ("the economic limit is 10 bopd" after a decline forecast) is a change.
   */
  const route = (
    text: string,
    context: OfflineSkillContext,
  ): { kind: 'new' | 'continued' | 'changed'; reading: Reading; text: string } | undefined => {
    const recipe = recognise(known, text);
    const fresh = recipe && readInputs(recipe, text);
    if (fresh && fresh.missing.length === 0) return { kind: 'new', reading: fresh, text };
    const continued = continuedRequest(known, text, context);
    if (continued && (recipe === undefined || recipe === continued.recipe)) {
      return {
        kind: 'continued',
        reading: readInputs(continued.recipe, continued.text),
        text: continued.text,
      };
    }
    const changed = changedRequest(known, text, context);
    if (changed && (recipe === undefined || recipe === changed.recipe)) {
      return { kind: 'changed', reading: changed, text };
    }
    return fresh ? { kind: 'new', reading: fresh, text } : undefined;
  };
  return {
    name: SKILL_NAME,
    description:
      'Runs the engineering calculators on numbers in your message — decline and EUR, hydrostatic pressure and mud weight, gas Z-factor and Bg, oil PVT, IPR and gas-well backpressure (C and n, AOF), line pressure drop, multiphase gradient (Beggs & Brill), separator capacity and sizing, retention time, hydrate inhibitor, tank volumes, production ratios, economics — and shows the inputs, the formula and the result.',
    examples: [
      'hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud',
      'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
      'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
    ],
    matches(text, context) {
      // "Compare rod pump, ESP and gas lift…": a choice to discuss, not a calculation to run.
      if (COMPARISON.test(normaliseText(text))) return 0;
      const request = route(text, context);
      if (request === undefined) return 0;
      if (request.kind !== 'new') return 0.9;
      if (findQuantities(text).length > 0) return 0.95;
      return COMPUTE_WORDS.test(normaliseText(text)) ? 0.7 : 0;
    },
    reply(text, context) {
      const request = route(text, context);
      if (request === undefined) return '';
      return answerReading(byName, request.reading, request.text, context.units);
    },
  };
}
