import {
  calcInputProblem,
  calcInputRange,
  calcOptionLabel,
  formatCalcInput,
  formatCalcNumber,
  type CalcCard,
  type CalcCardInput,
} from '@petrosage/contracts/calc';
import {
  calcUnitChoices,
  convertCalcUnit,
  convertedForDisplay,
  significantDigits,
  type CalcUnit,
} from '@petrosage/contracts/calc-units';
import type { UnitSystem } from '@petrosage/contracts/preferences';

/** What a card's field holds: the text the reader sees, in the unit they see it in. */
export interface Draft {
  text: string;
  /** The unit the text is in (a symbol of `calcUnitChoices`). */
  unit: string;
  /**
   * A number's value in the calculator's unit, while the text stands for it unchanged (the
   * card's own value, or a typed one shown in another unit): that value is what a calculation
   * sends, so a conversion shown rounded never changes a result.
   */
  exact?: number;
  /** Where `exact` came from: the text as written and its unit, shown again in that unit. */
  origin?: { text: string; unit: string };
}

export const EMPTY_DRAFT: Draft = { text: '', unit: '' };

export type Drafts = Record<string, Draft>;

export function unitOf(input: CalcCardInput, symbol: string): CalcUnit | undefined {
  return calcUnitChoices(input.unit).find((unit) => unit.symbol === symbol);
}

/** A number as the card's fields show it: 6 significant digits, no thousands separators. */
function plain(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** The unit an input is shown in first: the calculator's, or the first of the preferred system. */
function firstUnit(choices: readonly CalcUnit[], system: UnitSystem): CalcUnit | undefined {
  return choices.find((unit) => unit.system === system) ?? choices[0];
}

/**
 * The text of a number with an exact value in the calculator's unit, shown in `symbol`: as written
 * in its own unit, else converted with one digit more than it was written with (at least 4), so
 * a field never shows digits nobody typed (`16648.8`, `50.8759`).
 */
export function shownIn(
  input: CalcCardInput,
  exact: number,
  origin: { text: string; unit: string },
  symbol: string,
): string {
  if (symbol === origin.unit) return origin.text;
  const from = calcUnitChoices(input.unit)[0];
  const to = unitOf(input, symbol);
  if (!from || !to) return plain(exact);
  const written = Number(origin.text.replace(/,/g, ''));
  return String(convertedForDisplay(convertCalcUnit(exact, from, to), significantDigits(written)));
}

function draftOf(input: CalcCardInput, picked: string | undefined, system: UnitSystem): Draft {
  const choices = calcUnitChoices(input.unit);
  const unit = picked ?? firstUnit(choices, system)?.symbol ?? '';
  const { value } = input;
  if (input.kind === 'number') {
    const from = choices[0];
    const shownUnit = unitOf(input, unit) ? unit : (from?.symbol ?? '');
    if (typeof value !== 'number') return { text: '', unit: shownUnit };
    const origin = { text: plain(value), unit: from?.symbol ?? '' };
    return {
      text: shownIn(input, value, origin, shownUnit),
      unit: shownUnit,
      exact: value,
      origin,
    };
  }
  if (input.kind === 'list') return { text: Array.isArray(value) ? value.join(', ') : '', unit };
  if (input.kind === 'flag') return { text: value === null ? '' : value ? 'yes' : 'no', unit };
  return { text: typeof value === 'string' ? value : '', unit };
}

export function draftsOf(
  card: CalcCard,
  system: UnitSystem,
  units: Readonly<Record<string, string>> = {},
): Drafts {
  return Object.fromEntries(
    card.inputs.map((input) => [input.name, draftOf(input, units[input.name], system)]),
  );
}

/**
 * The drafts after a calculation: what the reader typed stays as typed (in the unit they chose),
 * standing for the value the calculator took; an input the calculator filled or changed shows
 * the card's value.
 */
export function draftsAfter(
  card: CalcCard,
  system: UnitSystem,
  before: Drafts,
  sent: Readonly<Record<string, unknown>>,
): Drafts {
  return Object.fromEntries(
    card.inputs.map((input) => {
      const draft = before[input.name];
      const value = input.value;
      const kept =
        draft !== undefined &&
        draft.text.trim() !== '' &&
        input.kind === 'number' &&
        typeof value === 'number' &&
        typeof sent[input.name] === 'number' &&
        Math.abs((sent[input.name] as number) - value) <= 1e-9 * Math.max(1, Math.abs(value));
      if (kept) {
        const origin = draft.origin ?? { text: draft.text, unit: draft.unit };
        return [input.name, { ...draft, exact: value, origin }];
      }
      return [input.name, draftOf(input, draft?.unit, system)];
    }),
  );
}

/** The bounds of an input: a converted value near one is shown with the digits to tell them apart. */
function limits(input: CalcCardInput): number[] {
  return [input.min, input.max].filter((bound) => bound !== undefined);
}

/** The value a draft gives the calculator (in its unit), or why it cannot. */
export function readDraft(
  input: CalcCardInput,
  draft: Draft,
): { value: unknown; problem?: string } {
  const text = draft.text.trim();
  let value: unknown;
  if (input.kind === 'fixed') value = input.value;
  else if (text === '') value = null;
  else if (input.kind === 'number' && draft.exact !== undefined) {
    // The text stands for a value it shows rounded: that value goes to the calculator.
    value = draft.exact;
  } else if (input.kind === 'number') {
    const typed = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(typed))
      return { value: null, problem: `Enter a number for ${input.label}.` };
    const choices = calcUnitChoices(input.unit);
    const from = unitOf(input, draft.unit);
    const to = choices[0];
    value = from && to ? convertCalcUnit(typed, from, to) : typed;
    const problem = calcInputProblem(input, value);
    if (problem !== undefined && from && to && from !== to) {
      // The range in the unit typed too, so the reader need not convert it back.
      const bound = (limit: number | undefined) =>
        limit === undefined ? undefined : Number(convertCalcUnit(limit, to, from).toPrecision(4));
      const typedRange = calcInputRange({
        ...input,
        unit: from.symbol,
        min: bound(input.min),
        max: bound(input.max),
      });
      return {
        value,
        problem: `${input.label} must be ${calcInputRange(input)} (${typedRange}); you entered ${text} ${from.symbol}, which is ${formatCalcNumber(value as number, to.symbol, limits(input))} ${to.symbol}.`,
      };
    }
    return problem === undefined ? { value } : { value, problem };
  } else if (input.kind === 'list') {
    const items = text.split(/[\s,;]+/).filter((item) => item !== '');
    const numbers = items.map(Number);
    if (numbers.some((number) => !Number.isFinite(number))) {
      return { value: null, problem: `Enter numbers separated by commas for ${input.label}.` };
    }
    value = numbers;
  } else if (input.kind === 'flag') value = text === 'yes';
  else value = text;
  const problem = calcInputProblem(input, value);
  return problem === undefined ? { value } : { value, problem };
}

/** An input as the reader gave it. */
export function shown(value: unknown): string {
  if (typeof value === 'number') return formatCalcInput(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return calcOptionLabel(value);
  if (Array.isArray(value)) return `${value.length} entries`;
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}
