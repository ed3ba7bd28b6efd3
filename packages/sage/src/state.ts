import { calcCardsOf, type CalcCard } from '@petrosage/contracts/calc';
import { RECIPES } from './recipes';
import type { Recipe } from './recipes/recipe';
import { role } from './roles';
import { readUnit, type ReadUnit } from './units';
import { calculatorInfo } from './calculators';

/**
 * The conversation's state, read from the calculation cards the replies carried — never from the
 * replies' text: the last calculation (its calculator, its inputs, what it still asked for, the
 * units it answered in), and the values earlier calculations gave each role, so "and the Bo at
 * that Rs?" finds the Rs and "what if SIDPP were 600" keeps everything else.
 */

/** One turn of the conversation as the layer reads it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
  /** The cards of an assistant turn; read from its content's `calc` blocks when not given. */
  cards?: readonly CalcCard[];
}

export interface LastCalculation {
  card: CalcCard;
  recipe: Recipe;
  /** The card's inputs that have a value. */
  values: Record<string, unknown>;
  /** Required inputs still empty (what the reply asked for). */
  open: string[];
  /** The units the answer was also given in. */
  wanted: readonly string[];
}

/** A value an earlier calculation gave a role. */
export interface Known {
  value: number;
  unit?: ReadUnit;
  /** Where it came from, for the reply ("Oil solution GOR"). */
  from: string;
  /** Given by the user (an input of the calculation), not worked out by it. */
  stated?: boolean;
}

/** The cards of a turn. */
export function cardsOf(turn: Turn): readonly CalcCard[] {
  return turn.cards ?? calcCardsOf(turn.content);
}

const byTool = new Map(RECIPES.map((recipe) => [recipe.tool, recipe]));

/** The recipe of a calculator, if the layer has one. */
export function recipeOf(tool: string): Recipe | undefined {
  return byTool.get(tool);
}

/** The calculation the last reply showed, if it showed one. */
export function lastCalculation(history: readonly Turn[]): LastCalculation | undefined {
  const last = [...history].reverse().find((turn) => turn.role === 'assistant');
  if (last === undefined) return undefined;
  const card = cardsOf(last).at(-1);
  if (card === undefined) return undefined;
  const recipe = recipeOf(card.tool);
  if (recipe === undefined) return undefined;
  const values: Record<string, unknown> = {};
  const open: string[] = [];
  for (const input of card.inputs) {
    if (input.value !== null && input.value !== undefined) values[input.name] = input.value;
    else if (input.optional !== true) open.push(input.name);
  }
  // Inputs a result the question asked for needs (the mud now, for a MAASP) were asked for too.
  for (const key of card.asked ?? []) {
    for (const name of recipe.needs?.[key] ?? []) {
      if (values[name] === undefined && !open.includes(name)) open.push(name);
    }
  }
  // A result asked for that still lacked a figure its recipe names in words (a secant decline's
  // b): the input that settles it was asked for.
  if (open.length === 0 && card.status !== 'computed') {
    for (const key of card.asked ?? []) {
      const lacking = recipe.missingFor?.[key];
      if (lacking?.(values) === undefined) continue;
      const settling = recipe.inputs.find(
        (spec) =>
          values[spec.input] === undefined && lacking({ ...values, [spec.input]: 1 }) === undefined,
      );
      if (settling !== undefined) open.push(settling.input);
      break;
    }
  }
  // One of two alternatives asked for ("the reservoir pressure, or the drawdown"): the first
  // input that would settle it is the one asked.
  // Of several that would, the one the question back names ("the mud weight in the hole during the
  // leak-off test" is the test's mud, not the leak-off EMW that would also settle it).
  const asking = card.status === 'computed' ? undefined : recipe.missing?.(values);
  if (open.length === 0 && asking !== undefined) {
    const settling = recipe.inputs.filter(
      (spec) =>
        values[spec.input] === undefined &&
        recipe.missing?.({ ...values, [spec.input]: 1 }) === undefined,
    );
    const named = settling.find((spec) => sameAsk(role(spec.role).ask, asking));
    const chosen = named ?? settling[0];
    if (chosen !== undefined) open.push(chosen.input);
  }
  return { card, recipe, values, open, wanted: card.wanted_units ?? [] };
}

/**
 * What the recent calculations gave each role — their inputs and the results a recipe says are a
 * role — the newest first: the values a follow-up may carry over.
 */
export function knownRoles(history: readonly Turn[], turns = 6): Map<string, Known> {
  const known = new Map<string, Known>();
  const recent = history
    .filter((turn) => turn.role === 'assistant')
    .slice(-turns)
    .reverse();
  for (const turn of recent) {
    for (const card of [...cardsOf(turn)].reverse()) {
      const recipe = recipeOf(card.tool);
      if (recipe === undefined) continue;
      const info = calculatorInfo(card.tool);
      for (const [key, roles] of Object.entries(recipe.provides ?? {})) {
        const result = card.results?.find((item) => item.key === key);
        if (result === undefined) continue;
        const unit = info.results.find((item) => item.key === key)?.unit;
        for (const role of [roles].flat()) {
          if (known.has(role)) continue;
          known.set(role, {
            value: result.value,
            ...(unit !== undefined && { unit }),
            from: result.label,
          });
        }
      }
      for (const spec of recipe.inputs) {
        const input = card.inputs.find((item) => item.name === spec.input);
        if (typeof input?.value !== 'number' || known.has(spec.role)) continue;
        const unit = info.inputs.get(spec.input)?.unit;
        known.set(spec.role, {
          value: input.value,
          ...(unit !== undefined && { unit }),
          from: card.title,
          stated: true,
        });
      }
    }
  }
  return known;
}

/** Units a card's answer was given in, by id, as units. */
export function wantedOf(last: LastCalculation): ReadUnit[] {
  return last.wanted.flatMap((id) => {
    try {
      return [readUnit(id)];
    } catch {
      return [];
    }
  });
}

/** Whether a role's question back and a recipe's say the same thing, examples aside. */
function sameAsk(ask: string | undefined, asking: string): boolean {
  const plainAsk = (text: string) =>
    text
      .replace(/\s*\(e\.g\..*$/s, '')
      .trim()
      .toLowerCase();
  return ask !== undefined && plainAsk(ask) === plainAsk(asking);
}
