import type { Reading } from '../label';
import type { Mention } from '../read';
import { convertValue, readUnit } from '../units';

/**
 * How one calculator of the catalogue is asked for: the words that name it (weighted, as data),
 * the role of each input, and the few rules no role can say (choices written in words, an input
 * built from several numbers). Everything else — units, ranges, labels, what to ask — comes from
 * the catalogue and the role lexicon.
 */
export interface Recipe {
  /** The catalogue calculator's name. */
  tool: string;
  /**
   * Phrases that ask for this calculation, each with its weight: 3 names it outright ("kill mud
   * weight", "KMW"), 2 asks for it strongly, 1 hints at it. A negative weight speaks against it
   * ("scale" for barite to weight up a mud).
   */
  terms: Readonly<Record<string, number>>;
  inputs: readonly InputSpec[];
  /**
   * Results that are a role another calculator takes (result key → role id): a missing input
   * can be worked out first by this calculator, and the two steps chained.
   */
  provides?: Readonly<Record<string, string | readonly string[]>>;
  /**
   * The result a question asking for this calculation wants first (default: the first result);
   * several in order of preference when results depend on the inputs given (the first one given).
   */
  primary?: string | readonly string[];
  /** Phrases that ask for one result in particular ("MAASP" of a leak-off calculation). */
  answers?: Readonly<Record<string, readonly string[]>>;
  /** Inputs a result needs though the calculator can run without them (MAASP: the mud now). */
  needs?: Readonly<Record<string, readonly string[]>>;
  /**
   * What a result still lacks, in words, when the inputs alone cannot say (the FCP: the mud
   * weight in the hole, and the kill mud weight or the TVD); undefined when it can be worked out.
   */
  missingFor?: Readonly<
    Record<string, (input: Readonly<Record<string, unknown>>) => string | undefined>
  >;
  /** Inputs chosen by words rather than numbers ("exponential" → b = 0, "triplex"). */
  options?: (text: string) => Record<string, unknown>;
  /**
   * Inputs built from several numbers (a list of annular sections, flow tests, cash flows):
   * returns the inputs, with the mentions used.
   */
  compose?: (
    reading: Reading,
    used: ReadonlySet<number>,
    /** Plain pressures are absolute (the message or the calculation it changes wrote psia). */
    absolute?: boolean,
  ) => Composed | undefined;
  /** What is still missing when the inputs alone cannot say (one of two optional inputs). */
  missing?: (input: Readonly<Record<string, unknown>>) => string | undefined;
  /**
   * A change to one of the figures `compose` built ("what if year 1 is only 1.0MM?" of a list of
   * cash flows): the inputs changed, from the last calculation's values.
   */
  changeBuilt?: (
    values: Readonly<Record<string, unknown>>,
    reading: Reading,
  ) => Record<string, unknown> | undefined;
  /** Fills an input from the others; returns a note for the reply. */
  complete?: (input: Record<string, unknown>) => string | undefined;
  /**
   * What the calculator does not cover though its words match: the plain reply saying so,
   * instead of a number for another case.
   */
  declines?: (text: string) => string | undefined;
  /** Said with every result of this calculator (a safety note). */
  note?: string;
}

/** Inputs built by a recipe from several mentions. */
export interface Composed {
  input: Record<string, unknown>;
  used: readonly number[];
  notes?: readonly string[];
}

/** One calculator input and the role that fills it. */
export interface InputSpec {
  /** The calculator's input name (its unit is in the name: `tvd_ft`). */
  input: string;
  /** The role (lexicon id). */
  role: string;
  /** Names this input has in this calculator only ("from" and "to" for a weight-up). */
  names?: readonly string[];
  /** Only a number labelled for it fills it: two inputs of one role, or a bare number. */
  labelled?: boolean;
  /**
   * An optional input a number no words name may still fill, when it is the only one that could
   * (a lone `85 %` is the pump's efficiency). Optional inputs are otherwise filled by name only.
   */
  free?: boolean;
  /**
   * For a value the calculator does not take but the recipe uses (an overbalance added to the
   * pressure to balance in `complete`), or for an input whose name carries no unit (a decline's
   * rate, per day of the volume unit chosen in words): the unit it is read in.
   */
  unit?: string;
  /** Which mentions it may take beyond the role's own rule. */
  accepts?: (mention: Mention, reading: Reading) => boolean;
  /**
   * The end of a change written "A to B" it is ("1000 -> 700 psia", "800 to 550 psi" along a
   * line): the first figure is the `from` input, the second the `to` input, as if named.
   */
  pair?: 'from' | 'to';
}

/**
 * What joins the two ends of a change written "A to B" ("14 to 12 ppg", "1000 to 700 psia"; the
 * reader has already read "->" and "→" as "to").
 */
export const CHANGE_JOIN = /^\s*(?:to|down to|up to|into)\s*$/;

/** Writes a recipe, checking its shape at load. */
export function recipe(spec: Recipe): Recipe {
  return spec;
}

/** Whether the mention is written as one statement with a quantity of `dimension` ("320 bopd at 800 psi"). */
export function groupedWith(mention: Mention, reading: Reading, dimension: string): boolean {
  return (
    mention.group !== undefined &&
    reading.mentions.some(
      (other) =>
        other !== mention && other.group === mention.group && other.unit?.dimension === dimension,
    )
  );
}

/**
 * The inputs a question that names no result needs, when the recipe's primary results are an order
 * of preference (a tank's volume, else its capacity): those of the first whose needs `has` meets,
 * else the first one's (the level); none for a single primary result.
 */
export function primaryNeeds(recipe: Recipe, has: (input: string) => boolean): readonly string[] {
  const { primary, needs } = recipe;
  if (!Array.isArray(primary)) return [];
  const preferred: readonly string[] = primary;
  const met = preferred.find((key) => (needs?.[key] ?? []).every(has));
  return needs?.[met ?? preferred[0] ?? ''] ?? [];
}

/** The primary result of `recipe` among the result keys given, else the first key. */
export function primaryOf(recipe: Recipe, keys: readonly string[]): string | undefined {
  const wanted = recipe.primary === undefined ? [] : [recipe.primary].flat();
  return wanted.find((key) => keys.includes(key)) ?? keys[0];
}

/**
 * "8 ft x 24 ft", `60" x 15'`, "8' dia x 24'": a vessel's size written as two lengths joined by
 * "x" — the smaller its diameter, the larger its length (a vessel lies, or stands, along its
 * length) — as the inputs named, each in its unit. `asWritten` takes the first as the diameter
 * and the second as the height, as an upright tank's size is written ("21.5' x 16'": a wide tank
 * can be lower than it is across).
 */
export function sizePair(
  reading: Reading,
  used: ReadonlySet<number>,
  diameter: readonly [input: string, unit: string],
  length: readonly [input: string, unit: string],
  options: { asWritten?: boolean } = {},
): Composed | undefined {
  const foot = readUnit('ft');
  for (const first of reading.mentions) {
    const second = reading.mentions[first.index + 1];
    if (second === undefined || used.has(first.index) || used.has(second.index)) continue;
    if (first.unit?.dimension !== 'length' || second.unit?.dimension !== 'length') continue;
    if (!SIZE_JOIN.test(reading.text.slice(first.end, second.start))) continue;
    const sizes = [
      convertValue(first.value, first.unit, foot),
      convertValue(second.value, second.unit, foot),
    ];
    const [across, along] = options.asWritten === true ? sizes : sizes.sort((a, b) => a - b);
    if (across === undefined || along === undefined || across === along) return undefined;
    return {
      input: {
        [diameter[0]]: convertValue(across, foot, readUnit(diameter[1])),
        [length[0]]: convertValue(along, foot, readUnit(length[1])),
      },
      used: [first.index, second.index],
    };
  }
  return undefined;
}

/** What joins a size's two lengths: "x", after the first's "dia" if it is written. */
const SIZE_JOIN = /^\s*(?:(?:dia|diameter|d)\b\.?\s*)?[x×]\s*$/i;

/** The inputs of two compositions over one message, the second from what the first left. */
export function composedBoth(
  one: (reading: Reading, used: ReadonlySet<number>) => Composed | undefined,
  other: (reading: Reading, used: ReadonlySet<number>) => Composed | undefined,
): (reading: Reading, used: ReadonlySet<number>) => Composed | undefined {
  return (reading, used) => {
    const first = one(reading, used);
    const second = other(reading, new Set([...used, ...(first?.used ?? [])]));
    if (first === undefined) return second;
    if (second === undefined) return first;
    return {
      input: { ...first.input, ...second.input },
      used: [...first.used, ...second.used],
      notes: [...(first.notes ?? []), ...(second.notes ?? [])],
    };
  };
}
