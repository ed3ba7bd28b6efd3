import { calcBlock, formatCalcNumber, type CalcCard } from '@petrosage/contracts/calc';
import type { OilfieldInputError } from '@petrosage/oilfield';
import type { CalcResult } from '@petrosage/oilfield/result';
import type { Asked } from './asked';
import { MADE_ABSOLUTE } from './convert';
import { computedCard, convertedResults, formCard, inputLabel } from './card';
import type { Filled } from './fill';
import { listed, plain } from './format';
import type { Mention } from './read';
import { role as roleNamed } from './roles';
import { primaryOf } from './recipes/recipe';
import { convertValue, type Dimension, type ReadUnit } from './units';

/**
 * The answer to a calculation: what was asked first, in the unit asked ("**MAASP: 93.6 bar**"),
 * then the card (inputs, formula, results, caveats), then how the message was read — every number
 * that was not used is said, never dropped. A missing input is asked for by its name in words;
 * replies never show an input's internal name.
 */

/** The reply's first line when it asks for inputs; a follow-up that gives them completes it. */
export const STILL_NEED = 'I still need';

export const CAVEAT =
  '> I read these inputs from your message; check them before you rely on the result, and have safety-critical numbers reviewed by a qualified engineer.';

export interface CalculationReply {
  markdown: string;
  card?: CalcCard;
  status: 'computed' | 'needs_input' | 'refused' | 'clarify';
  /** Every figure it leads with is one the message gave (a water cut restated as itself). */
  restates?: boolean;
  /** It leads with an input solved for the result the question gave ("what SPM for 400 bfpd"). */
  solved?: boolean;
  /** It asks back because the calculation the figures fit gives no quantity of the kind asked. */
  otherKind?: boolean;
}

/** How one step of a chain is shown above the final answer. */
export interface ShownStep {
  card: CalcCard;
  lead: string;
  /** The calculator of the step. */
  tool: Filled['info']['tool'];
}

/** What a computed answer needs besides the inputs and the result. */
export interface AnswerParts {
  filled: Filled;
  result: CalcResult;
  /** The input as the calculator parsed it (defaults included). */
  read: Readonly<Record<string, unknown>>;
  asked: Asked;
  /** Results the question names, by key. */
  named: readonly string[];
  wanted: ReadonlyMap<Dimension, ReadUnit>;
  system: 'field' | 'metric';
  /** Said before everything else (what a follow-up changed). */
  preface?: string;
  /** Steps worked out first (a chain). */
  steps?: readonly ShownStep[];
  /**
   * A check of a problem told with figures: the figures it does not use are the problem's, set
   * beside its main result ("the 65 bfpd you gave is … (36 % of it)") rather than listed.
   */
  check?: boolean;
}

/**
 * Whether a result only gives back a figure the message stated: the value of an input a number
 * filled, or a number of the same kind in another unit (60 MMscf/d given, 60,000,000 scf/d).
 */
function givenBack(parts: Pick<AnswerParts, 'filled' | 'result'>, key: string): boolean {
  const value = parts.result.values[key]?.value;
  if (value === undefined) return false;
  const { filled } = parts;
  const unit = filled.info.results.find((result) => result.key === key)?.unit;
  // "WOR 12, oil 30 bopd": a ratio a recipe built its inputs from, given back as a result.
  if (
    (filled.composedFrom ?? []).some(
      (mention) =>
        mention.unit === undefined && Math.abs(mention.value - value) <= 1e-9 * Math.abs(value),
    )
  ) {
    return true;
  }
  // The same amount as `value` in the result's unit (a temperature's zero is arbitrary: never).
  const same = (amount: number, amountUnit: ReadUnit | undefined) =>
    unit !== undefined &&
    unit.dimension !== 'temperature' &&
    amountUnit?.dimension === unit.dimension &&
    Math.abs(value * unit.toBase - amount * amountUnit.toBase) <=
      1e-9 * Math.abs(amount * amountUnit.toBase);
  // An input carried over from the calculation a follow-up changes, given back as a result (the
  // rate of a line whose outlet pressure the follow-up changed).
  const carried = [...(filled.carried ?? [])].some((name) => {
    const input = filled.input[name];
    return (
      typeof input === 'number' &&
      (input === value || same(input, filled.info.inputs.get(name)?.unit))
    );
  });
  if (carried) return true;
  return [...filled.sources].some(([name, mention]) => {
    const input = filled.input[name];
    if (input === value) return true;
    // A bare figure ("what if flow goes to 25") was read in the input's unit.
    return mention.unit === undefined && typeof input === 'number'
      ? same(input, filled.info.inputs.get(name)?.unit)
      : same(mention.value, mention.unit);
  });
}

/** The results the answer leads with: those named, else those of the kind asked, else the primary. */
export function leadResults(
  parts: Pick<AnswerParts, 'filled' | 'result' | 'asked' | 'named'>,
): string[] {
  const keys = Object.keys(parts.result.values);
  // A result that only gives back a figure the message stated ("35 % effective" restated) leads
  // only when nothing else is named.
  const named = oncePerLabel(
    parts,
    parts.named.filter((key) => keys.includes(key)),
  );
  const fresh = named.filter((key) => !givenBack(parts, key));
  if (fresh.length > 0) return fresh;
  const unnamed = unnamedLead(parts, keys);
  if (named.length > 0) {
    // "Influx height ~150 m. What density is the influx?": the height named is not the answer.
    return unnamed.length > 0 && !givenBack(parts, unnamed[0] ?? '') ? unnamed : named;
  }
  return unnamed;
}

/**
 * One key for each quantity named (a Bg given in ft³/scf and in bbl/Mscf): the one in a unit the
 * question asked for, else the first.
 */
function oncePerLabel(
  parts: Pick<AnswerParts, 'filled' | 'result' | 'asked'>,
  keys: readonly string[],
): string[] {
  const info = parts.filled.info.results;
  const unitOf = (key: string) => info.find((result) => result.key === key)?.unit;
  const inAskedUnit = (key: string) =>
    parts.asked.units.some(
      (unit) => unit.dimension === unitOf(key)?.dimension && unit.toBase === unitOf(key)?.toBase,
    );
  const byLabel = new Map<string, string>();
  for (const key of keys) {
    const label = parts.result.values[key]?.label ?? key;
    const kept = byLabel.get(label);
    if (kept === undefined || (!inAskedUnit(kept) && inAskedUnit(key))) byLabel.set(label, key);
  }
  return keys.filter((key) => [...byLabel.values()].includes(key));
}

/** The lead when no result is named: of the kind asked, else the primary. */
function unnamedLead(
  parts: Pick<AnswerParts, 'filled' | 'result' | 'asked'>,
  keys: readonly string[],
): string[] {
  const info = parts.filled.info.results;
  // A result that gives back a figure the message stated (the rate of a line whose outlet
  // pressure is worked out) yields to the first that does not.
  const worked = keys.filter((key) => !givenBack(parts, key));
  const primary = primaryOf(parts.filled.recipe, keys);
  const first =
    primary !== undefined && !worked.includes(primary) && worked.length > 0
      ? (primaryOf(parts.filled.recipe, worked) ?? worked[0])
      : primary;
  if (parts.asked.dimensions.length > 0) {
    const ofKind = keys.filter((key) => {
      const unit = info.find((result) => result.key === key)?.unit;
      return unit !== undefined && parts.asked.dimensions.includes(unit.dimension);
    });
    if (first !== undefined && ofKind.includes(first)) return [first];
    const workedOfKind = ofKind.filter((key) => worked.includes(key));
    if (workedOfKind.length > 0) return [workedOfKind[0] as string];
    if (ofKind.length > 0) return [ofKind[0] as string];
  }
  return first === undefined ? [] : [first];
}

/** A figure with its unit; a pure number (a z-factor, a ratio) without a unit word. */
function figure(value: { value: number; unit: string }): string {
  const number = formatCalcNumber(value.value, value.unit);
  return value.unit === 'dimensionless' ? number : `${number} ${value.unit}`;
}

/**
 * One lead line: "**Kill mud weight: 11.75 ppg**", or in another unit with the calculator's
 * beside it ("**MAASP: 93.6 bar** (1,358 psi)").
 */
function stated(
  value: { label: string; value: number; unit: string },
  other?: { value: number; unit: string },
): string {
  return other === undefined
    ? `**${value.label}: ${figure(value)}**`
    : `**${value.label}: ${figure(other)}** (${figure(value)})`;
}

/** "**Kill mud weight: 11.75 ppg**", in the unit asked or the question's system, field beside. */
export function leadLine(parts: AnswerParts, keys: readonly string[]): string {
  const converted = convertedResults(parts.result, parts.wanted);
  const lines = keys.flatMap((key) => {
    const value = parts.result.values[key];
    if (value === undefined) return [];
    const other = converted.find((item) => item.key === key);
    const dimension = parts.filled.info.results.find((result) => result.key === key)?.unit
      ?.dimension;
    const asked = parts.asked.units.some((unit) => unit.dimension === dimension);
    return [stated(value, parts.system === 'metric' || asked ? other : undefined)];
  });
  return lines.join('  \n');
}

/**
 * The words before a card, after the card was recalculated from new inputs: its lead lines
 * ("**Hydrostatic pressure: 6,770 psi**") state the new results — in the unit each one was
 * stated in, the calculator's unit beside a converted one — and the rest is dropped, since it
 * spoke of the inputs the card no longer holds. Words without a lead line are kept as they were.
 */
export function restatedLead(before: string, old: CalcCard, card: CalcCard): string {
  const lines = old.results.flatMap(({ key, label }) => {
    if (!before.includes(`**${label}: `)) return [];
    const value = card.results.find((item) => item.key === key);
    if (value === undefined) return [];
    // Stated converted: "**Label: <the converted figure>**" opens its line.
    const wasConverted = old.in_your_units?.some(
      (item) => item.key === key && before.includes(`**${label}: ${figure(item)}**`),
    );
    const other = wasConverted ? card.in_your_units?.find((item) => item.key === key) : undefined;
    return [stated(value, other)];
  });
  return lines.length === 0 ? before : lines.join('  \n');
}

/**
 * A figure the calculation did not use set beside its result of the same kind: "0.525 ppg below
 * the equivalent mud weight (94 % of it)"; undefined when no result is of its kind.
 */
function besideResult(mention: Mention, parts: Pick<AnswerParts, 'filled' | 'result' | 'named'>) {
  const unit = mention.unit;
  if (unit === undefined) return undefined;
  // Only beside the calculation's main result or one the question named: a casing pressure set
  // beside a formation pressure worked on the way says nothing.
  const keys = [primaryOf(parts.filled.recipe, Object.keys(parts.result.values)), ...parts.named];
  const info = parts.filled.info.results.find(
    (item) => keys.includes(item.key) && item.unit !== undefined && sameKind(unit, item.unit),
  );
  const value = info === undefined ? undefined : parts.result.values[info.key];
  if (info?.unit === undefined || value === undefined || value.value === 0) return undefined;
  const given = convertValue(mention.value, unit, info.unit);
  const difference = given - value.value;
  const amount = figure({ value: Math.abs(difference), unit: value.unit });
  const side = difference < 0 ? 'below' : 'above';
  const label = /^[A-Z][a-z]/.test(value.label)
    ? value.label.charAt(0).toLowerCase() + value.label.slice(1)
    : value.label;
  // A share of a temperature on a scale with an arbitrary zero means nothing: the difference only.
  if (unit.dimension === 'temperature') return `${amount} ${side} the ${label}`;
  return `${amount} ${side} the ${label} (${Math.round((given / value.value) * 100)} % of it)`;
}

/** A length below this, in metres per unit, is a size (in, mm), not a depth or a distance (ft, m). */
const SIZE_UNIT_M = 0.1;

/**
 * Two units measure the same kind of quantity: one dimension, and for a length one scale — a
 * pipe's 3-1/2 in is no figure to set beside a 6,320 ft head.
 */
function sameKind(a: ReadUnit, b: ReadUnit): boolean {
  if (a.dimension !== b.dimension) return false;
  return a.dimension !== 'length' || a.toBase < SIZE_UNIT_M === b.toBase < SIZE_UNIT_M;
}

/** What each unused number was and why it was not used, set beside a result of its kind. */
function unusedLines(
  parts: Pick<AnswerParts, 'filled' | 'result' | 'named'>,
  labels: readonly ReadonlyMap<string, number>[],
): string[] {
  return parts.filled.unused.map((mention) => {
    const beside = besideResult(mention, parts);
    const strongest = [...(labels[mention.index] ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1],
    )[0];
    if (strongest !== undefined && strongest[1] >= 0.5) {
      const why = `Not used: ${mention.raw} (${roleNamed(strongest[0]).label}) is not an input of this calculation`;
      return beside === undefined ? `${why}.` : `${why}; it is ${beside}.`;
    }
    return beside === undefined
      ? `Not used: ${mention.raw} — I could not tell which input it is; say so if it should change the result.`
      : `Not used: ${mention.raw} — I could not tell which input it is (it is ${beside}); say so if it should change the result.`;
  });
}

/**
 * A check's notes: each figure of the problem it did not use set beside the result of its kind
 * ("The 8.6 ppg you gave is 0.525 ppg below the equivalent mud weight (94 % of it).").
 */
function comparisons(parts: AnswerParts): string[] {
  return parts.filled.unused.flatMap((mention) => {
    const beside = besideResult(mention, parts);
    return beside === undefined ? [] : [`The ${mention.raw.trim()} you gave is ${beside}.`];
  });
}

/** The ids of the units a question asked, as a card keeps them. */
function unitIds(wanted: ReadonlyMap<Dimension, ReadUnit>): string[] {
  return [...wanted.values()].map((unit) => unit.id);
}

/** The full answer to a computed calculation. */
export function computedReply(
  parts: AnswerParts,
  labels: readonly ReadonlyMap<string, number>[],
): CalculationReply {
  const { filled } = parts;
  const entry = filled.info.tool;
  const wantedNames = unitIds(parts.wanted);
  // A pressure taken as gauge and made absolute is an assumption of the calculation: the card
  // keeps it, and a follow-up's plain psi is read on the same basis (see `absoluteAsWritten`).
  const basis = filled.notes.filter((note) => note.includes(MADE_ABSOLUTE));
  const computed = computedCard(entry, parts.read, parts.result, wantedNames);
  const card = withAsked(
    basis.length === 0
      ? computed
      : { ...computed, assumptions: [...basis, ...(computed.assumptions ?? [])] },
    parts.named,
  );
  const keys = leadResults(parts);
  const lead = leadLine(parts, keys);
  const notes = parts.check
    ? comparisons(parts)
    : [...filled.notes.filter((note) => !basis.includes(note)), ...unusedLines(parts, labels)];
  const sections = [
    ...(parts.preface === undefined ? [] : [parts.preface]),
    ...(parts.steps ?? []).flatMap((step) => [step.lead, calcBlock(step.card)]),
    ...(lead.length > 0 ? [lead] : []),
    calcBlock(card),
    ...(notes.length > 0 ? [notes.map((note) => `- ${note}`).join('\n')] : []),
    ...(filled.recipe.note === undefined ? [] : [`> ${filled.recipe.note}`]),
    CAVEAT,
  ];
  const restates = keys.length > 0 && keys.every((key) => givenBack(parts, key));
  return {
    markdown: sections.join('\n\n'),
    card,
    status: 'computed',
    ...(restates && { restates }),
  };
}

/** The card, keeping the results the question named for the follow-ups. */
export function withAsked(card: CalcCard, named: readonly string[]): CalcCard {
  return named.length === 0 ? card : { ...card, asked: [...named] };
}

/** What to ask for each input still missing, in words. */
export function missingAsks(filled: Filled, extra: readonly string[] = []): string[] {
  const asks: string[] = [];
  const more = filled.recipe.missing?.(filled.input);
  for (const name of filled.missing) {
    const spec = filled.recipe.inputs.find((candidate) => candidate.input === name);
    // An input a recipe builds from several numbers (cash flows, tests, sections, fluids) is asked
    // for in its words.
    if (spec === undefined && more !== undefined) continue;
    asks.push(spec === undefined ? inputLabel(name) : roleNamed(spec.role).ask);
  }
  if (more !== undefined) asks.push(more);
  return [...new Set([...asks, ...extra])];
}

/** The reply asking for what is missing, with the card filled as far as the message goes. */
export function needsInputReply(
  filled: Filled,
  asks: readonly string[],
  preface?: string,
  named: readonly string[] = [],
  /** The units the question asked: kept on the card for the answer once the inputs come. */
  wanted: ReadonlyMap<Dimension, ReadUnit> = new Map(),
): CalculationReply {
  const entry = filled.info.tool;
  const card = withAsked(formCard(entry, shownInputs(filled), undefined, unitIds(wanted)), named);
  const markdown = [
    ...(preface === undefined ? [] : [preface]),
    `To calculate **${entry.title}**, ${STILL_NEED}:`,
    asks.map((ask) => `- ${ask}`).join('\n'),
    calcBlock(card),
    'Fill in the card, or reply with the missing values (with units), and I will run the calculation.',
  ].join('\n\n');
  return { markdown, card, status: 'needs_input' };
}

/** The inputs a card can show: the calculator's own, values only. */
function shownInputs(filled: Filled): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filled.input).filter(([name]) => filled.info.inputs.has(name)),
  );
}

/** Two or more numbers could be one input: asks which, rather than choosing. */
export function ambiguousReply(filled: Filled): CalculationReply {
  const entry = filled.info.tool;
  const card = formCard(entry, shownInputs(filled));
  const questions = filled.ambiguous.map(({ input, mentions }) => {
    const spec = filled.recipe.inputs.find((candidate) => candidate.input === input);
    const label = spec === undefined ? inputLabel(input) : roleNamed(spec.role).label.toLowerCase();
    return `Which of ${listOf(mentions)} is the ${label}?`;
  });
  const markdown = [
    `To calculate **${entry.title}** I need to know which number is which.`,
    questions.map((question) => `- ${question}`).join('\n'),
    calcBlock(card),
    'Reply with the value named (e.g. `mud weight 10.5 ppg`), or fill in the card.',
  ].join('\n\n');
  return { markdown, card, status: 'clarify' };
}

function listOf(mentions: readonly Mention[]): string {
  return listed(mentions.map((mention) => `**${mention.raw}**`));
}

/** The calculator refused the inputs: says why in the input's words, with the card to correct. */
export function refusedReply(
  filled: Filled,
  error: OilfieldInputError,
  preface?: string,
): CalculationReply {
  const entry = filled.info.tool;
  const reason = inWords(error, filled);
  const card = formCard(entry, shownInputs(filled), reason);
  const markdown = [
    ...(preface === undefined ? [] : [preface]),
    `I can't calculate **${entry.title}** with these inputs: ${reason}`,
    calcBlock(card),
    'Correct the value in the card, or reply with it (with its unit), and I will run it again.',
  ].join('\n\n');
  return { markdown, card, status: 'refused' };
}

/** A calculator's refusal with its inputs named as the card names them, ranges in words. */
export function inWords(error: OilfieldInputError, filled: Filled): string {
  const info = filled.info.inputs.get(error.input.split('.')[0] ?? '');
  let message = error.message.replace(/^Invalid input\.\s*/, '');
  if (info !== undefined && /Too (?:big|small)|expected number/.test(message)) {
    const unit = info.unit?.symbol ?? '';
    const range =
      info.min !== undefined && info.max !== undefined
        ? `between ${plain(info.min)} and ${plain(info.max)}${unit ? ` ${unit}` : ''}`
        : info.max !== undefined
          ? `at most ${plain(info.max)}${unit ? ` ${unit}` : ''}`
          : info.min !== undefined
            ? `above ${plain(info.min)}${unit ? ` ${unit}` : ''}`
            : '';
    const shown = typeof error.value === 'number' ? plain(error.value) : String(error.value);
    return `${inputLabel(info.name)} ${shown} is outside what this calculation takes${range ? ` (${range})` : ''}.`;
  }
  // Whole names only: "pressure_psia" is not replaced inside "separator_pressure_psia".
  for (const name of filled.info.inputs.keys()) {
    message = message.replace(new RegExp(`\\b${name}\\b`, 'g'), inputLabel(name));
  }
  return message;
}
