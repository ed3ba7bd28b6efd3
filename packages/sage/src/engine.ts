import { calcBlock, formatCalcNumber } from '@petrosage/contracts/calc';
import { OilfieldInputError, type Quantity } from '@petrosage/oilfield';
import {
  STILL_NEED,
  ambiguousReply,
  computedReply,
  missingAsks,
  needsInputReply,
  refusedReply,
  type CalculationReply,
  type ShownStep,
} from './answer';
import { askedOf, leadSystem, wantedUnits, type Asked } from './asked';
import { calculatorInfo, unitOfInput, unitOfResult, type ResultInfo } from './calculators';
import { computedCard, formCard, inputLabel, inputParts } from './card';
import { MADE_ABSOLUTE, ofASystem, systemOf, type System } from './convert';
import { fill, type Filled } from './fill';
import { floatHeldGuard, methodGuard, statedResultGuard, sulfateScaleGuard } from './guards';
import { inSentence, listed, plain } from './format';
import type { Mention } from './read';
import { LABELLED, namedRoles, readMessage, takes, type Reading } from './label';
import {
  answersNamed,
  askedByTerm,
  rankCalculators,
  resultsNamedByLabel,
  termEvidence,
  type Candidate,
  chainSteps,
  chainsThrough,
  providedRoles,
} from './route';
import { primaryNeeds, primaryOf, type InputSpec, type Recipe } from './recipes/recipe';
import { role as roleNamed } from './roles';
import {
  cardsOf,
  knownRoles,
  lastCalculation,
  recipeOf,
  wantedOf,
  type Known,
  type LastCalculation,
  type Turn,
} from './state';
import { convertValue, readUnit, type Dimension, type ReadUnit } from './units';
import { WEIGHTS } from './weights';
import { findPhrase, phraseTerms } from './text';

/**
 * The calculation side of Sage without a language model: reads a message (and the conversation's
 * cards), decides whether it is a new calculation, the rest of one that asked for inputs, or a
 * change to the last one, runs the calculator — first another one that works out a missing input,
 * when one can — and writes the answer.
 */

export interface CalculationContext {
  history?: readonly Turn[];
  /** The user's units preference, when the message's own units do not settle it. */
  units?: 'field' | 'metric';
}

export interface CalculationAnswer extends CalculationReply {
  /** The calculator that answered. */
  tool: string;
  /** How sure the reading is, in [0, 1]: routing compares it with the other skills'. */
  confidence: number;
  /** How the message was taken. */
  kind: 'new' | 'continued' | 'changed' | 'units';
}

/**
 * Words that say a message changes the last calculation ("what if", "make it", "use", "… more like
 * 800. redo?").
 */
const CHANGE_WORDS =
  /^\W*(?:(?:and|ok|okay|so|now|then|alright|right|cool|thanks|great)[,!.]?\s+)*(?:make it|make that|what about|what if|how about|and if|if|use|using|with|try|change|set|instead|at|same|redo|rerun|re-run|run it|run that|again|say|suppose|assume|assuming|now|and)\b|\binstead\b|\bwhat if\b|\bhad been\b|\bwere\b|\b(?:redo|rerun|re-run|recalc(?:ulate)?|run it again|rework it)\W*$|^\W*[~≈]?\d|\b(?:slow|speed|bump|crank|cut|drop|rais|lower|increas|decreas|reduc|chang|switch|mov|turn|tak|bring|open|clos|choke|pull)(?:e|es|ed|ing|s)?\b[^.?!\d]{0,25}?\bto\s+[~≈]?\d|\bthen\s*\?/;

/** Words that add figures to the last calculation ("plus 14,200 Mcf of gas at $2.85"). */
const ADDS_TO_LAST =
  /^\W*(?:(?:and|ok|okay|so|now|then)[,!.]?\s+)*(?:plus|add|adding|also|in addition|on top of (?:that|this))\b/;

/** A request to show the last answer in other units ("in metric", "give me that in bar"). */
const UNITS_ONLY =
  /\b(?:in|to|into|as)\s+(?:metric|si|field|oilfield|imperial|us|english)(?:\s+units?)?\b|\bmetric units?\b|\bsi units?\b|\bfield units?\b/;

/**
 * Requests for something other than a number — to write, to compare, to be told what to do
 * ("how do we get it out?") — which the knowledge base or a model answers, unless they also ask
 * for a figure.
 */
const NOT_A_CALCULATION = new RegExp(
  [
    /^\W*(?:please\s+)?(?:write|draft|compose|summari[sz]e|translate|rewrite)\b/,
    /\bcompare\b|\bversus\b|\bvs\.?\s|\bpros and cons\b|\bwhich (?:is|would be|one is) (?:better|best)\b/,
    // "How do I safely retrieve…", "how to manage?": a way of doing, unless it is a way of working
    // a figure out.
    /\bhow (?:(?:do|can|should|would) (?:we|i|you)|to) (?:(?:safely|properly|best|quickly)\s+)?(?!calculate|calc|compute|work|figure|estimate|find|determine|get|convert|size|read|check the (?:number|value))[a-z]+/,
    /\bwhat (?:do|should|can|would) (?:we|i|you) (?:do|check|try|look at|look for)\b/,
    /\bwhat(?:'s| is|s) (?:going on|happening|wrong|causing|the cause|the problem)\b/,
    /\bwhy (?:is|are|does|do|did|would|has|have|was|were|might|would)\b/,
    /\b(?:any )?(?:ideas|thoughts|suggestions|advice)\b|\bshould (?:we|i)\b/,
    /\b(?:is|are) (?:it|this|that|we|they) (?:safe|ok|okay|normal|bad)\b/,
    /\bfirst (?:steps?|actions?|thing)\b|\bsteps to\b|\bprocedure\b|\bdiagnos|\btroubleshoot/,
    /\b(?:now what|what now|what next|next steps?|right call|good idea|bad idea)\b/,
    /\bwhat(?:'s| is|s)? the difference between\b|\b(?:what are )?(?:my|our|the) options\b|\boptions\s*\?/,
    /(?:^|[.?!,;:]\s*)(?:do|does|would|will) (?:we|i|it|they) need\b|\bwhat (?:do|does|would|will|should) (?:we|i|you) need\b|\bcan (?:we|i) (?:take|handle|skip|go|run|use)\b/,
    /\b(?:any|a) (?:problem|issue|risk|concern)s?\b|\bis there (?:a|any) (?:risk|problem|issue)\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/** Words that ask for a figure, inside any request. */
const ASKS_A_FIGURE =
  /\b(?<!back[- ])(?:calculate|calc|compute|work out|figure out|how much|how many|what(?:'s| is| are) the(?! (?:difference|point|purpose|meaning|reason|idea|best way|right way|procedure|process|rule|call|play|plan|move|verdict|cause|fix|deal|problem|issue|risk|concern|next step|options?)\b))\b|\bwhat (?:[a-z0-9]+ ){1,3}(?:do|does|would|will|should|can) (?:we|i|you) (?:need|use|get|have|expect|see|plan (?:on|for)|budget(?: for)?|assume|count on|design for|forecast)\b|\bwhat (?:(?:kill|mud|brine|fluid) )?(?:weight|density|kmw|maasp|icp|fcp|ecd)\b|\b(?:pls|plz|please|can you|could you|would you|go ahead and)\s+(?:re)?run (?:it|that|this|them|the numbers)\b|\bcrunch the numbers\b|\b(?:need|want|give me|get me)(?: the| a| an| my)? (?:[a-z]+ ){0,2}(?:rate|volume|pressure|weight|time|value|number|figure)s? (?:@|at|for|in|after)\b/;

/** A question of any kind: a question mark, or the words that open one without it. */
const ASKS_ANYTHING =
  /\?|\b(?:what|whats|how|which|calculate|calc|compute|estimate|convert|work out|figure out)\b/;

/** Words that ask the last result again under a change ("what will it be once we …"). */
const ASKS_IT_AGAIN =
  /\bwhat(?:'s| is| will| would| does)? (?:it|that)(?: be| become| come to| give| change to)?\b (?:once|when|if|after|with)\b/;

/** Words that move to another well, whose figures are not the last one's. */
const ANOTHER_WELL =
  /\b(?:other|another|different|second|next|neighbou?ring|offset)\s+(?:well|rig|pad|lease|unit|job|location|hole)\b/;

/** Words that refer back to the conversation ("same well", "that Rs", "and the Bo"). */
const FOLLOW_UP_WORDS =
  /^\W*(?:ok|okay|and|so|now|then|also|what about|how about)\b|\b(?:same|that|this|those|these|it|its|previous|above|earlier|last)\b/;

const METRIC_UNITS: Partial<Record<Dimension, string>> = {
  pressure: 'kPa',
  length: 'm',
  density: 'kg/m3',
  rate: 'm3/d',
  volume: 'm3',
  temperature: 'degC',
  gradient: 'kPa/m',
  velocity: 'm/s',
  capacity: 'm3/m',
  stroke_volume: 'm3/stk',
  gas_liquid_ratio: 'm3/m3',
  volume_factor: 'rm3/m3',
  productivity: 'm3/d/bar',
  mass: 'kg',
};

/** Runs a filled recipe: the reply, and the result for a chain. */
function run(
  filled: Filled,
  reading: Reading,
  asked: Asked,
  namedInWords: readonly string[],
  wanted: ReadonlyMap<Dimension, ReadUnit>,
  system: 'field' | 'metric',
  extras: {
    preface?: string;
    steps?: readonly ShownStep[];
    /** An input solved for the result the question gave: shown as the answer's first result. */
    solved?: Quantity & { key: string };
    /**
     * The last calculation's result, held while an input of it is asked ("what would it make at
     * 1,300 psi drawdown?" after a PI): the figure to reach when the message gives none.
     */
    held?: Held | undefined;
    /** A check of a problem told with figures (see {@link checkFigures}). */
    check?: boolean;
  } = {},
): CalculationReply {
  // Two results the same words name (the BHP from stages or from an efficiency): those the
  // figures give.
  const named = answerable(filled, namedInWords, new Map());
  const tool = filled.info.tool;
  const declined = filled.recipe.declines?.(reading.text);
  if (declined !== undefined) return { markdown: declined, status: 'refused' };
  if (filled.ambiguous.length > 0) return ambiguousReply(filled);
  // Several results asked, the first of which the figures give ("kill weight and the drill pipe
  // schedule" without the strokes to the bit): those given are worked, what the rest need said.
  const has = (input: string) => filled.input[input] !== undefined;
  const ready = named.filter((key) => (filled.recipe.needs?.[key] ?? []).every(has));
  if (
    ready.length > 0 &&
    ready.length < named.length &&
    ready[0] === named[0] &&
    filled.missing.length === 0 &&
    ASKS_A_FIGURE.test(reading.text)
  ) {
    const later = named
      .filter((key) => !ready.includes(key))
      .map((key) => {
        const label = filled.info.results.find((result) => result.key === key)?.label ?? key;
        const wants = (filled.recipe.needs?.[key] ?? []).filter((input) => !has(input));
        const asksFor = wants.map((input) => askOf(filled, input));
        return `For the ${label.toLowerCase()} I also need ${listed(asksFor)}: give it and I will add it.`;
      });
    return run(
      { ...filled, notes: [...filled.notes, ...later] },
      reading,
      asked,
      ready,
      wanted,
      system,
      extras,
    );
  }
  const neededByAnswer = neededFor(filled, named);
  const asks = missingAsks(filled, [
    ...neededByAnswer.map((input) => askOf(filled, input)),
    ...namedLacking(filled, named, asked),
  ]);
  const refusal =
    methodGuard(
      filled,
      reading,
      (extras.steps ?? []).map((step) => step.tool),
    ) ??
    sulfateScaleGuard(filled, reading) ??
    floatHeldGuard(filled, reading);
  if (refusal !== undefined) return { markdown: refusal, status: 'refused' };
  // A figure given that the calculation would work out otherwise: which is wanted is asked.
  // (A check sets such a figure beside the result instead.)
  const stated = extras.check ? undefined : statedResultGuard(filled, reading);
  if (stated !== undefined) return { markdown: stated, status: 'clarify' };
  // A result the question names ("what percent full?") is asked, not the input sharing its word.
  const inputAsked =
    named.length > 0 || extras.solved !== undefined || extras.check
      ? undefined
      : askedInput(filled, reading, asked);
  if (inputAsked !== undefined) {
    const solved = solveForInput(filled, inputAsked, extras.held);
    if (solved === undefined) return inverseReply(filled, inputAsked);
    return run(solved.filled, reading, asked, [solved.quantity.key], wanted, system, {
      ...extras,
      solved: solved.quantity,
    });
  }
  const otherKind = extras.check ? undefined : otherKindAsked(filled, reading, asked, named);
  if (otherKind !== undefined) return otherKind;
  if (asks.length > 0) return needsInputReply(filled, asks, extras.preface, named, wanted);
  const stray = strayFromComposed(filled, reading);
  if (stray.length > 0) {
    const numbers = stray.map((mention) => `**${mention.raw.trim()}**`).join(', ');
    return {
      markdown: `I could not place ${numbers} in the ${filled.info.tool.title.toLowerCase()}, and a figure from only the parts I could read would be wrong. Give me ${filled.recipe.missing?.({}) ?? 'each part with its unit and what it is'}, and I will work it out.`,
      status: 'clarify',
    };
  }
  const calculatorInput = Object.fromEntries(
    Object.entries(filled.input).filter(([name]) => filled.info.inputs.has(name)),
  );
  try {
    const worked = tool.run(calculatorInput);
    const { solved } = extras;
    const result =
      solved === undefined
        ? worked
        : { ...worked, values: { [solved.key]: solved, ...worked.values } };
    const read = tool.inputSchema.parse(calculatorInput);
    const reply = computedReply(
      { filled, result, read, asked, named, wanted, system, ...extras },
      reading.labels,
    );
    return solved === undefined ? reply : { ...reply, solved: true };
  } catch (error) {
    if (error instanceof OilfieldInputError) return refusedReply(filled, error, extras.preface);
    throw error;
  }
}

/**
 * Inputs the results a question names need and the message does not give (the FCP's mud); with
 * none named, those its primary result needs (`primaryNeeds`: a tank's level for its volume).
 */
function neededFor(filled: Filled, named: readonly string[]): string[] {
  const has = (input: string) => filled.input[input] !== undefined;
  const needed =
    named.length > 0
      ? named.flatMap((key) => filled.recipe.needs?.[key] ?? [])
      : primaryNeeds(filled.recipe, has);
  return needed.filter((input) => !has(input));
}

/**
 * "Rig pump is 0.102 bbl/stk. strokes?" after a casing's volume: asked only by its unit, the
 * first result in that unit (in the order the recipe lists what results need) whose needs the
 * message or the earlier calculations give.
 */
function namedByUnit(
  filled: Filled,
  asked: Asked,
  known: ReadonlyMap<string, Known>,
): readonly string[] {
  if (asked.units.length === 0) return [];
  const key = Object.entries(filled.recipe.needs ?? {}).find(
    ([result, needs]) =>
      needs.length > 0 &&
      asked.units.some(
        (unit) => filled.info.results.find((info) => info.key === result)?.unit?.id === unit.id,
      ) &&
      givenOrKnown(filled, needs, known),
  )?.[0];
  return key === undefined ? [] : [key];
}

/** Whether each of the inputs `names` is given, or its role known from an earlier calculation. */
function givenOrKnown(
  filled: Filled,
  names: readonly string[],
  known: ReadonlyMap<string, Known>,
): boolean {
  return names.every(
    (name) =>
      filled.input[name] !== undefined ||
      known.has(filled.recipe.inputs.find((spec) => spec.input === name)?.role ?? ''),
  );
}

/** Whether every input a calculation lacks is a result the last calculation gave (its volume). */
function givenByLast(filled: Filled, named: readonly string[], last: LastCalculation): boolean {
  const lacking = [...new Set([...filled.missing, ...neededFor(filled, named)])];
  const results = new Set((last.card.results ?? []).map((result) => result.key));
  const given = new Set(
    Object.entries(last.recipe.provides ?? {})
      .filter(([key]) => results.has(key))
      .flatMap(([, roles]) => [roles].flat()),
  );
  return (
    last.card.status === 'computed' &&
    lacking.length > 0 &&
    lacking.every((name) =>
      given.has(filled.recipe.inputs.find((spec) => spec.input === name)?.role ?? ''),
    )
  );
}

/**
 * Of results named alike in one unit ("how many strokes bottoms up?": the strokes for a volume
 * and the bottoms-up strokes), those whose needs the message or earlier calculations give; all
 * of them when none is.
 */
function answerable(
  filled: Filled,
  named: readonly string[],
  known: ReadonlyMap<string, Known>,
): readonly string[] {
  if (named.length < 2) return named;
  const given = (key: string) => givenOrKnown(filled, filled.recipe.needs?.[key] ?? [], known);
  const unitOf = (key: string) => filled.info.results.find((info) => info.key === key)?.unit?.id;
  return named.filter(
    (key) =>
      given(key) ||
      !named.some((other) => other !== key && unitOf(other) === unitOf(key) && given(other)),
  );
}

/** Whether a result the question names still lacks what its recipe says it needs in words. */
function lacksForNamed(
  recipe: Recipe,
  input: Readonly<Record<string, unknown>>,
  named: readonly string[],
): boolean {
  return named.some((key) => recipe.missingFor?.[key]?.(input) !== undefined);
}

/**
 * What the results a question names still lack (the FCP without the kill mud), of those of the
 * kind it asks when it asks one in a unit ("bbl per ft? tripping wet" wants no volume).
 */
function namedLacking(filled: Filled, named: readonly string[], asked: Asked): string[] {
  const dimensionOf = (key: string) =>
    filled.info.results.find((result) => result.key === key)?.unit?.dimension;
  const wanted = named.filter((key) => {
    const dimension = dimensionOf(key);
    return (
      asked.units.length === 0 || dimension === undefined || asked.dimensions.includes(dimension)
    );
  });
  return [
    ...new Set(wanted.flatMap((key) => filled.recipe.missingFor?.[key]?.(filled.input) ?? [])),
  ];
}

/**
 * Numbers of the kind a recipe built its input from (section lengths and sizes, cash flows) that
 * it could not place: the input built without them would be a figure for part of what was asked.
 */
function strayFromComposed(filled: Filled, reading: Reading): Mention[] {
  if (filled.composed.every((name) => filled.input[name] === undefined)) return [];
  const sourced = new Set([...filled.sources.values()].map((mention) => mention.index));
  const placed = reading.mentions.filter(
    (mention) => !filled.unused.includes(mention) && !sourced.has(mention.index),
  );
  const kinds = new Set(placed.flatMap((mention) => mention.unit?.dimension ?? []));
  // A bare number named only as a depth ("to 10,525 TD") is a length.
  const kindOf = (mention: Mention) => {
    if (mention.unit !== undefined) return mention.unit.dimension;
    const depth = reading.labels[mention.index]?.get('depth') ?? 0;
    return depth >= LABELLED ? 'length' : undefined;
  };
  const roles = new Set(filled.recipe.inputs.map((spec) => spec.role));
  // A number with its unit, named for what this calculation does not take ("barite (SG 4.2)"),
  // is no part left out.
  const namedElse = (mention: Mention) =>
    mention.unit !== undefined &&
    [...(reading.labels[mention.index] ?? [])].some(
      ([id, strength]) => strength >= LABELLED && !roles.has(id),
    );
  return filled.unused.filter((mention) => {
    const kind = kindOf(mention);
    return (
      // A number of a kind placed…
      kind !== undefined &&
      kinds.has(kind) &&
      !namedElse(mention) &&
      // …that is not the same figure said again ("at 400 bopd … from 400 to 100 bopd").
      !reading.mentions.some(
        (other) =>
          other !== mention && !filled.unused.includes(other) && other.value === mention.value,
      )
    );
  });
}

/** Question words right before a role's name: the question asks for that quantity. */
const ASKING =
  /(?:\bhow much|\bhow many|\bwhat(?:'s| is| are| was| would be| will be)?(?: the| my| our)?|\bmax(?:imum)?|\bwhich|\bhow high|\bhow big)\s+(?:[a-z]+\s+){0,2}$/;

/** Words asking for an amount of what they name ("how much base oil", "how many sacks of"). */
const AMOUNT_ASKED = /\bhow (?:much|many)\s+(?:[a-z]+\s+){0,2}$/;

/** Kinds of quantity that describe a fluid rather than measure an amount of it. */
const DENSITIES: ReadonlySet<Dimension> = new Set(['density', 'specific_gravity', 'api']);

/**
 * The input a question asks for ("how much annular friction can we take before the ECD hits
 * 13.1?", "what SPM would I need"): solved for when the figure it must give is stated, else the
 * reply says the calculation works forward — never a number for something else. Asking for a
 * quantity of the kind the calculation gives is not this.
 */
function askedInput(filled: Filled, reading: Reading, asked: Asked): InputSpec | undefined {
  const primaryKey = primaryOf(
    filled.recipe,
    filled.info.results.map((result) => result.key),
  );
  const primary = filled.info.results.find((result) => result.key === primaryKey);
  for (const named of namedRoles(reading)) {
    if (!ASKING.test(reading.text.slice(Math.max(0, named.start - 40), named.start))) continue;
    const spec = filled.recipe.inputs.find((candidate) => candidate.role === named.role);
    if (spec === undefined) continue;
    // "What if SIDPP is 600?" gives the value: nothing is asked for.
    const given = reading.labels.some((labels) => (labels.get(named.role) ?? 0) >= LABELLED);
    if (
      given ||
      /\bwhat (?:if|about)\s/.test(reading.text.slice(Math.max(0, named.start - 12), named.start))
    ) {
      continue;
    }
    // A conversion both ways (water cut ↔ WOR) gives what is asked when the other is given; so
    // does a calculator whose recipe answers that input as a result (the slug weight needed).
    if (filled.info.results.some((result) => result.key === spec.input)) continue;
    if (filled.recipe.answers?.[spec.input] !== undefined) continue;
    const role = roleNamed(named.role);
    if (primary?.unit !== undefined && role.takes.includes(primary.unit.dimension)) continue;
    // "How much base oil?" asks an amount of it, not its density.
    if (
      AMOUNT_ASKED.test(reading.text.slice(Math.max(0, named.start - 30), named.start)) &&
      role.takes.every((dimension) => DENSITIES.has(dimension))
    ) {
      continue;
    }
    // "How many strokes" asks a count, not the stroke length its word shares.
    if (
      asked.dimensions.length > 0 &&
      !asked.dimensions.some((dimension) => role.takes.includes(dimension))
    ) {
      continue;
    }
    return spec;
  }
  return undefined;
}

/** The calculator works forward: said, with what it can do instead. */
function inverseReply(filled: Filled, spec: InputSpec): CalculationReply {
  const primaryKey = primaryOf(
    filled.recipe,
    filled.info.results.map((result) => result.key),
  );
  const primary = filled.info.results.find((result) => result.key === primaryKey);
  const role = roleNamed(spec.role);
  const title = filled.info.tool.title;
  return {
    markdown: `You're asking for the **${role.label.toLowerCase()}**, which the ${title.toLowerCase()} takes as an input: I work it forward, from the ${role.label.toLowerCase()} to the ${primary?.label.toLowerCase() ?? 'result'}. Give me a ${role.label.toLowerCase()} to check, and I will tell you the ${primary?.label.toLowerCase() ?? 'result'} it gives — or what would you like me to calculate?`,
    status: 'clarify',
  };
}

/** Points tried across an input's range when solving for it (geometrically spaced). */
const SOLVE_SCAN = 80;

/** A result of the last calculation, kept as it was. */
interface Held {
  key: string;
  value: number;
}

/** The figure an input is solved for: a number of the message, or a result kept. */
interface Target {
  mention?: Mention;
  result: ResultInfo;
  value: number;
}

/**
 * An input asked for with the result it must give ("what SPM would I need for 400 bfpd?"): the
 * one value in the input's range at which the calculator gives that result, found by bisection
 * on the calculator itself. The figure to reach is a number of the message or, when it gives
 * none, `held` (the last calculation's result, kept as it was). None when there is no figure to
 * reach, when no value reaches it or when several do.
 */
function solveForInput(
  filled: Filled,
  spec: InputSpec,
  held?: Held,
): { filled: Filled; quantity: Quantity & { key: string } } | undefined {
  const info = filled.info.inputs.get(spec.input);
  if (info === undefined || info.kind !== 'number' || info.unit === undefined) return undefined;
  const missing = filled.missing.filter((name) => name !== spec.input);
  if (missing.length > 0 || filled.recipe.missing?.({ ...filled.input, [spec.input]: 1 })) {
    return undefined;
  }
  // The figure to reach: one number left over, of the kind of one of the results — of several
  // of that kind, the last, which calculators list after the figures it is worked from (the
  // rate at the efficiency given after the displacement at 100 %).
  const tool = filled.info.tool;
  const base = Object.fromEntries(
    Object.entries(filled.input).filter(([name]) => filled.info.inputs.has(name)),
  );
  const given = (() => {
    try {
      return tool.run({ ...base, [spec.input]: info.max ?? info.min ?? 1 }).values;
    } catch {
      return undefined;
    }
  })();
  const stated = filled.unused.flatMap((mention): Target[] => {
    const result = filled.info.results.findLast(
      (candidate) =>
        candidate.unit !== undefined &&
        candidate.unit.dimension === mention.unit?.dimension &&
        (given === undefined || given[candidate.key] !== undefined),
    );
    return result?.unit === undefined || mention.unit === undefined
      ? []
      : [{ mention, result, value: convertValue(mention.value, mention.unit, result.unit) }];
  });
  const kept = filled.info.results.find((result) => result.key === held?.key);
  const targets: Target[] =
    stated.length === 0 && held !== undefined && kept !== undefined
      ? [{ result: kept, value: held.value }]
      : stated;
  const [target] = targets;
  if (targets.length !== 1 || target === undefined) return undefined;
  const gap = (x: number): number | undefined => {
    try {
      const value = tool.run({ ...base, [spec.input]: x }).values[target.result.key]?.value;
      return value === undefined || !Number.isFinite(value) ? undefined : value - target.value;
    } catch {
      return undefined;
    }
  };
  const low = Math.max(info.min ?? 0, 1e-6);
  const high = info.max ?? 1e6;
  if (!(high > low)) return undefined;
  const points = Array.from(
    { length: SOLVE_SCAN + 1 },
    (_, at) => low * (high / low) ** (at / SOLVE_SCAN),
  );
  const gaps = points.map(gap);
  const brackets: [number, number, number][] = [];
  for (let at = 1; at < points.length; at += 1) {
    const [ga, gb] = [gaps[at - 1], gaps[at]];
    if (ga !== undefined && gb !== undefined && ga * gb <= 0) {
      brackets.push([points[at - 1] as number, points[at] as number, ga]);
    }
  }
  const [bracket] = brackets;
  if (brackets.length !== 1 || bracket === undefined) return undefined;
  let [a, b, atA] = bracket;
  for (let step = 0; step < 100 && b - a > 1e-12 * Math.max(1, Math.abs(b)); step += 1) {
    const middle = (a + b) / 2;
    const atMiddle = gap(middle);
    // A value the calculator refuses inside the bracket: no answer rather than a guess.
    if (atMiddle === undefined) return undefined;
    if (atA * atMiddle <= 0) b = middle;
    else [a, atA] = [middle, atMiddle];
  }
  const x = (a + b) / 2;
  if (gap(x) === undefined) return undefined;
  const reached = tool.run({ ...base, [spec.input]: x }).values[target.result.key]?.label;
  const solved: Filled = {
    ...filled,
    input: { ...filled.input, [spec.input]: x },
    missing,
    unused: filled.unused.filter((mention) => mention !== target.mention),
  };
  return {
    filled: {
      ...solved,
      notes: [
        ...solved.notes,
        target.mention === undefined
          ? `${roleNamed(spec.role).label} solved for the ${inSentence(reached ?? target.result.label)} of the earlier calculation, ${formatCalcNumber(target.value, target.result.unitText)} ${target.result.unitText}, kept as it was.`
          : `${roleNamed(spec.role).label} solved for: the ${inSentence(reached ?? target.result.label)} of ${target.mention.raw.trim()} asked.`,
      ],
    },
    quantity: {
      key: `${spec.input}_needed`,
      value: x,
      unit: info.unit.symbol,
      label: `${roleNamed(spec.role).label} needed`,
    },
  };
}

/** "How much oil?": the fluid a question asks the amount of. */
const FLUID_ASKED =
  /\b(?:how much|how many (?:bbl|barrels) of) (oil|water|gas)\b|\b(oil|water|gas) (?:rate|production)\s*(?:\?|$)|\bwhat(?:'s| is| would be| will be)? (?:the |my |our )?(oil|water|gas) (?:rate|production)\b/;

/** The fluid a message asks the amount of ("how much oil", "water rate?"), if it asks one. */
function fluidAsked(text: string): string | undefined {
  const match = FLUID_ASKED.exec(text);
  return match?.[1] ?? match?.[2] ?? match?.[3];
}

/** The main result of the last calculation when the message goes on with the same one. */
function heldResult(last: LastCalculation | undefined, filled: Filled): Held | undefined {
  if (last?.card.status !== 'computed' || last.recipe.tool !== filled.recipe.tool) return undefined;
  const key = primaryOf(
    last.recipe,
    last.card.results.map((result) => result.key),
  );
  const result = last.card.results.find((item) => item.key === key);
  return result === undefined ? undefined : { key: result.key, value: result.value };
}

/** An input the recipe worked out (built from several numbers, or completed), not one read. */
function workedOut(filled: Filled, name: string): boolean {
  return (
    filled.input[name] !== undefined &&
    (filled.composed.includes(name) || !filled.sources.has(name))
  );
}

/** How a kind of quantity asked is said in a reply. */
const KIND_WORDS: Partial<Record<Dimension, string>> = {
  money: 'an amount of money',
  time: 'a time',
  pressure: 'a pressure',
  volume: 'a volume',
  rate: 'a rate',
  density: 'a density or mud weight',
  temperature: 'a temperature',
  velocity: 'a velocity',
  mass: 'a mass',
  length: 'a depth or length',
  count: 'a count',
};

/**
 * A question asking for a kind of quantity ("our share?", "how long") that none of the
 * calculation's results is: a figure of another kind would answer a question nobody asked, so
 * the reply says what the calculation gives and asks for what it lacks.
 */
function otherKindAsked(
  filled: Filled,
  reading: Reading,
  asked: Asked,
  named: readonly string[],
): CalculationReply | undefined {
  if (named.length > 0) return undefined;
  const kinds = new Set(filled.info.results.flatMap((result) => result.unit?.dimension ?? []));
  // "How much oil" of a well whose rates are given is answered by a rate.
  const rates = reading.mentions.some((mention) => mention.unit?.dimension === 'rate');
  if (kinds.has('rate') && rates) kinds.add('volume');
  // Asked in words: a unit asked ("per minute?", "in psi/ft") only says how to show a result,
  // and strokes or sacks given are named by the words beside them ("1,085 strokes to bit").
  const countGiven = reading.mentions.some((mention) => mention.unit?.dimension === 'count');
  const wanted = asked.inWords.filter(
    (dimension) => KIND_WORDS[dimension] !== undefined && !(dimension === 'count' && countGiven),
  );
  // "How much oil?": a rate or volume of that fluid, not of the total liquid.
  const rated = reading.mentions.some((mention) => mention.unit?.dimension === 'rate');
  const fluid = rated ? fluidAsked(reading.text) : undefined;
  const ofFluid =
    fluid === undefined ||
    // …or worked out on the way ("2,000 bfpd at 85 %": 300 bopd and 1,700 bwpd).
    Object.keys(filled.input).some(
      (name) => name.startsWith(`${fluid}_`) && workedOut(filled, name),
    ) ||
    filled.info.results.some(
      (result) =>
        (result.unit?.dimension === 'rate' || result.unit?.dimension === 'volume') &&
        new RegExp(`^(?:[a-z]+ ){0,2}${fluid}\\b`).test(result.label.toLowerCase()),
    );
  if (wanted.length === 0 || (wanted.some((dimension) => kinds.has(dimension)) && ofFluid)) {
    return undefined;
  }
  const title = filled.info.tool.title;
  const kind = !ofFluid
    ? `the ${fluid}`
    : (KIND_WORDS[wanted[0] as Dimension] ?? 'another quantity');
  return {
    markdown: `You're asking for ${kind}, and the calculation your figures fit — the **${title}** — does not give one. Which should I work out: the ${title.toLowerCase()}, or something else from your figures (with a price or a volume, if it needs one)?`,
    status: 'clarify',
    otherKind: true,
  };
}

/**
 * The results a follow-up names, with those its calculation's question named — unless the
 * follow-up asks another kind of quantity ("answer in lb" after "how many sacks").
 */
function namedFor(last: LastCalculation, reading: Reading, asked: Asked): string[] {
  const results = calculatorInfo(last.recipe.tool).results;
  const before = (last.card.asked ?? []).filter((key) => {
    const dimension = results.find((result) => result.key === key)?.unit?.dimension;
    return (
      asked.dimensions.length === 0 ||
      dimension === undefined ||
      asked.dimensions.includes(dimension)
    );
  });
  return [...new Set([...answersNamed(last.recipe, reading), ...before])];
}

/**
 * The last calculation run again as it was, for a follow-up that brings no new figure: with the
 * results it names first, in the conversation's units and those this message asks.
 */
function lastAgain(
  last: LastCalculation,
  reading: Reading,
  asked: Asked,
  named: readonly string[],
  wanted: ReadonlyMap<Dimension, ReadUnit>,
  system: 'field' | 'metric',
): CalculationAnswer {
  const filled = merged(last, fill(last.recipe, reading), [], reading.text);
  const units = new Map([...conversationUnits(last), ...wanted]);
  const held = heldResult(last, filled);
  const reply = run(filled, reading, asked, named, units, system, {
    ...(held !== undefined && { held }),
  });
  return { ...reply, tool: last.recipe.tool, confidence: 0.9, kind: 'changed' };
}

/**
 * The numbers of a follow-up that only repeat an input the last calculation had ("and the cum
 * through month 36?" after a rate at 36 months): they change nothing, so another result is asked.
 */
function restatedInputs(last: LastCalculation, reading: Reading): Set<number> {
  const restated = new Set<number>();
  for (const mention of reading.mentions) {
    const from = mention.unit;
    if (from === undefined) continue;
    // "with a 32 % RF" after an Sw of 32 %: a number named for another role brings that one.
    const named = [...(reading.labels[mention.index] ?? [])]
      .filter(([, strength]) => strength >= LABELLED)
      .map(([role]) => role);
    const same = last.recipe.inputs.some((spec) => {
      if (named.length > 0 && !named.includes(spec.role)) return false;
      const before = last.values[spec.input];
      const unit = spec.unit === undefined ? unitOfInput(spec.input) : readUnit(spec.unit);
      return (
        typeof before === 'number' &&
        unit?.dimension === from.dimension &&
        sameValue(before, convertValue(mention.value, from, unit))
      );
    });
    if (same) restated.add(mention.index);
  }
  return restated;
}

/** Two values of an input equal to the precision a reply shows. */
function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b));
}

/** The system of the last message of the conversation that wrote units of its own, if any. */
function conversationSystem(history: readonly Turn[]): System | undefined {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const mentions = ofASystem(readMessage(turn.content).mentions);
    if (mentions.length > 0) return systemOf(mentions);
  }
  return undefined;
}

/**
 * Whether the user's last pressures were written absolute ("Pr 2,300 psia"), none of them gauge:
 * a bare pressure answering the question back is absolute too.
 */
function conversationAbsolute(history: readonly Turn[]): boolean {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const references = readMessage(turn.content).mentions.flatMap((mention) =>
      mention.unit?.reference === undefined ? [] : [mention.unit.reference],
    );
    if (references.length > 0)
      return !references.includes('gauge') && references.includes('absolute');
  }
  return false;
}

/** The units a conversation used, by dimension: the last card's answer units. */
function conversationUnits(last: LastCalculation | undefined): Map<Dimension, ReadUnit> {
  const units = new Map<Dimension, ReadUnit>();
  if (last === undefined) return units;
  for (const unit of wantedOf(last)) units.set(unit.dimension, unit);
  return units;
}

/** The last calculation's inputs with this message's values over them. */
function merged(
  last: LastCalculation,
  filled: Filled,
  changed: readonly string[],
  text: string,
  asked?: Asked,
): Filled {
  const input: Record<string, unknown> = { ...last.values };
  for (const name of changed) input[name] = filled.input[name];
  const unknown = askedInstead(last, filled, changed, asked);
  if (unknown !== undefined) delete input[unknown];
  // A change to what the recipe works an input out from ("slow to 70 spm", the pump rate from the
  // output and the speed) works it out again: the old derived value goes.
  const complete = filled.recipe.complete;
  if (complete !== undefined && changed.some((name) => !filled.info.inputs.has(name))) {
    for (const name of filled.info.inputs.keys()) {
      if (changed.includes(name) || input[name] === undefined) continue;
      const probe = { ...input, [name]: undefined };
      complete(probe);
      if (probe[name] !== undefined) delete input[name];
    }
  }
  // Words of the new message still choose options ("nominal", "exponential" for b = 0).
  for (const [name, value] of Object.entries(filled.recipe.options?.(text) ?? {})) {
    if (!filled.sources.has(name)) input[name] = value;
  }
  // A default the recipe filled in for this message alone goes; the merged inputs get their own.
  const notes = filled.notes.filter((note) => note !== filled.completed);
  const setAside = (name: string, value: unknown, why: string) =>
    `${inputLabel(name).replace(/\s*\([^)]*\)$/, '')} ${shownValue(name, value, filled)} set aside: ${why}.`;
  if (unknown !== undefined) {
    notes.push(
      setAside(unknown, last.values[unknown], 'it is what you asked for, worked out from the rest'),
    );
  }
  for (const name of replacedBy(filled, input, changed)) {
    notes.push(setAside(name, input[name], 'what you gave takes its place'));
    delete input[name];
  }
  const completed = filled.recipe.complete?.(input);
  if (completed !== undefined) notes.push(completed);
  const missing = [...filled.info.inputs.values()]
    .filter((info) => info.required && input[info.name] === undefined)
    .map((info) => info.name);
  const carried = new Set(
    Object.keys(last.values).filter((name) => !changed.includes(name) && name in input),
  );
  return { ...filled, input, missing, notes, ambiguous: [], carried };
}

/** How the reply asks for an input: its role's question, or its label. */
function askOf(filled: Filled, input: string): string {
  const spec = filled.recipe.inputs.find((candidate) => candidate.input === input);
  return spec === undefined ? inputLabel(input) : roleNamed(spec.role).ask;
}

/**
 * "only got 25 bbl in the slug pit. what weight would that need?": a change that asks for a kind
 * of quantity the last card gave no result of, when one optional input it held is of that kind,
 * asks for that input — worked out from the rest, the value it held goes.
 */
function askedInstead(
  last: LastCalculation,
  filled: Filled,
  changed: readonly string[],
  asked: Asked | undefined,
): string | undefined {
  if (asked === undefined || changed.length === 0 || last.card.status !== 'computed') {
    return undefined;
  }
  const kinds = new Set<Dimension>(asked.inWords);
  const given = new Set(
    last.card.results.flatMap((result) => unitOfResult(result.unit)?.dimension ?? []),
  );
  if (kinds.size === 0 || [...kinds].some((kind) => given.has(kind))) return undefined;
  const held = last.recipe.inputs.filter(
    (spec) =>
      !changed.includes(spec.input) &&
      last.values[spec.input] !== undefined &&
      filled.info.inputs.get(spec.input)?.required === false &&
      roleNamed(spec.role).takes.some((kind) => kinds.has(kind)),
  );
  return held.length === 1 ? held[0]?.input : undefined;
}

/**
 * Earlier inputs a change gives in another form ("NRI 40 %" after a royalty, a TFA after the
 * nozzles): the calculator takes one or the other and names both when it refuses the two. Those
 * it names that the change did not set go, when the calculation then runs.
 */
function replacedBy(
  filled: Filled,
  input: Readonly<Record<string, unknown>>,
  changed: readonly string[],
): string[] {
  if (changed.length === 0) return [];
  const refusal = (values: Readonly<Record<string, unknown>>) => {
    try {
      filled.info.tool.run(
        Object.fromEntries(Object.entries(values).filter(([name]) => filled.info.inputs.has(name))),
      );
      return undefined;
    } catch (error) {
      return error instanceof OilfieldInputError ? error.message : undefined;
    }
  };
  const eitherOr = (message: string | undefined) =>
    message !== undefined && /not both|exactly one of/.test(message);
  const message = refusal(input);
  if (message === undefined || !eitherOr(message)) return [];
  const named = [...filled.info.inputs.keys()].filter(
    (name) =>
      !changed.includes(name) &&
      input[name] !== undefined &&
      new RegExp(`\\b${name}\\b`).test(message),
  );
  if (named.length === 0) return [];
  const without = Object.fromEntries(
    Object.entries(input).filter(([name]) => !named.includes(name)),
  );
  return eitherOr(refusal(without)) ? [] : named;
}

function shownValue(
  name: string,
  value: unknown,
  filled: Filled,
  units: ReadonlyMap<Dimension, ReadUnit> = new Map(),
): string {
  const unit = filled.info.inputs.get(name)?.unit;
  if (unit === undefined || typeof value !== 'number') return plain(value);
  const spoken = units.get(unit.dimension);
  if (spoken !== undefined && spoken.id !== unit.id) {
    return `${plain(convertValue(value, unit, spoken))} ${spoken.symbol}`;
  }
  // A price or a cost per period is shown per what it is of, as the card shows it (US$/bbl).
  const shown = /^USD\/(?:unit|period)$/.test(unit.id) ? inputParts(name).unit : undefined;
  return `${plain(value)} ${shown ?? unit.symbol}`;
}

/** "Recalculated with SIDPP = 600 psi (was 520 psi); the other inputs as before." */
function changePreface(
  last: LastCalculation,
  filled: Filled,
  changed: readonly string[],
  units: ReadonlyMap<Dimension, ReadUnit>,
  given: Filled,
): string {
  // (A figure restated alongside a change in words is no change of its own.)
  const differ = changed.filter((name) => filled.input[name] !== last.values[name]);
  const parts = (differ.length > 0 ? differ : changed).map((name) => {
    const was = last.values[name];
    const label = labelOf(filled, name);
    // A value the recipe folded into another input (a margin into the pressure) as given.
    const folded = filled.input[name] === undefined;
    const unit = filled.recipe.inputs.find((spec) => spec.input === name)?.unit;
    const now = folded
      ? `${plain(given.input[name])}${unit === undefined ? '' : ` ${readUnit(unit).symbol}`}`
      : shownValue(name, filled.input[name], filled, units);
    // An optional amount that was none (no gas on an oil-only tax) is added, not changed from 0.
    const info = filled.info.inputs.get(name);
    const none = was === 0 && info?.required === false && info.min === 0;
    const before =
      was === undefined ? '' : none ? ' (added)' : ` (was ${shownValue(name, was, filled, units)})`;
    return `${label} = ${now}${before}`;
  });
  return `Recalculated with ${parts.join(', ')}; the other inputs as before.`;
}

function labelOf(filled: Filled, name: string): string {
  const specs = filled.recipe.inputs.filter((candidate) => candidate.input === name);
  const roles = new Set(specs.map((spec) => spec.role));
  // An input read through several roles (a BOE's gas per barrel, from a GLR or a ratio) is named
  // as its card names it, not as one of the roles it borrows.
  const [spec] = specs;
  if (spec === undefined || roles.size > 1) return inputParts(name).label;
  return roleNamed(spec.role).label;
}

/** A calculation whose pressures were absolute as written: none was a gauge one made absolute. */
function absoluteAsWritten(last: LastCalculation): boolean {
  const said = [...(last.card.assumptions ?? []), ...(last.card.notes ?? [])];
  return (
    last.card.status === 'computed' &&
    last.card.inputs.some((input) => input.unit === 'psia' && typeof input.value === 'number') &&
    !said.some((line) => line.includes(MADE_ABSOLUTE))
  );
}

/**
 * Words that scale a figure ("double the rate", "halve it", "cut the rate in half", "farm out half
 * our WI": half of it kept), by factor.
 */
const SCALINGS: readonly [RegExp, number][] = [
  [
    /\bdouble[ds]?\s+(?:the|our|my|its|that|this)\b|\bdoubled\b|\bdoubles\b|\btwice\s+(?:the|that|as|what)\b/,
    2,
  ],
  [
    /\btriple[ds]?\s+(?:the|our|my|its|that|this)\b|\btripled\b|\btriples\b|\bthree times\s+(?:the|that|as|what)\b/,
    3,
  ],
  [
    /\bhalve[ds]?\s+(?:the|our|my|its|that|this)\b|\bhalved\b|\bin half\b|\bhalf\s+(?:of\s+)?(?:the|that|as|what|our|my|its|their)\b/,
    0.5,
  ],
];

/**
 * "What if we double the rate?": the one input of the last calculation the message names, scaled.
 * An input no word names, or a name that fits several, is not guessed.
 */
function scaledChange(
  last: LastCalculation,
  reading: Reading,
): { input: string; value: number } | undefined {
  const factor = scaleFactor(reading);
  const only = scaledInput(last, reading);
  // "NRI 20 % higher" is ambiguous between points and a share: a percentage is not scaled.
  if (factor === undefined || only === undefined || sharedByPercent(only, reading)) {
    return undefined;
  }
  return { input: only.input, value: (last.values[only.input] as number) * factor };
}

/** Words before a figure that add it to what the input held ("add 500 gpm", "another 2 bbl"). */
const ADDED_BEFORE =
  /\b(?:add(?:ing)?|another|plus|extra|additional|increase(?: it| that)? by|up by|raise(?: it| that)? by|bump(?: it)?(?: up)? by)\s+(?:an?\s+)?(?:extra\s+|additional\s+)?$/;
/** Words after a figure that add it ("500 gpm more", "2 bbl on top"). */
const ADDED_AFTER = /^\s*(?:more|extra|additional|on top)\b/;
/** Words that take a figure off what the input held ("cut it by 200 gpm", "50 psi less"). */
const TAKEN_BEFORE =
  /\b(?:reduce[ds]?(?: it| that)? by|cut(?: it| that)? by|drop(?: it)? by|down by|lower(?: it)? by|take off|minus)\s+$/;
const TAKEN_AFTER = /^\s*(?:less|lower)\b/;

/**
 * "Add 500 gpm on the booster line", "50 psi less": the one figure of the message, with its unit,
 * added to or taken from the one input of the last calculation it can be — the one it names when
 * several take its kind. A percentage is not added (points or a share?), a bare number not placed.
 */
function addedChange(
  last: LastCalculation,
  reading: Reading,
): { input: string; value: number } | undefined {
  const [figure, ...others] = reading.mentions;
  if (figure?.unit === undefined || others.length > 0 || figure.unit.dimension === 'fraction') {
    return undefined;
  }
  const before = reading.text.slice(Math.max(0, figure.start - 30), figure.start);
  const after = reading.text.slice(figure.end, figure.end + 15);
  const sign =
    ADDED_BEFORE.test(before) || ADDED_AFTER.test(after)
      ? 1
      : TAKEN_BEFORE.test(before) || TAKEN_AFTER.test(after)
        ? -1
        : 0;
  if (sign === 0) return undefined;
  const info = calculatorInfo(last.recipe.tool);
  const held = last.recipe.inputs.filter(
    (spec) =>
      typeof last.values[spec.input] === 'number' &&
      info.inputs.get(spec.input)?.unit?.dimension === figure.unit?.dimension &&
      takes(roleNamed(spec.role), figure),
  );
  const named = scaledInput(last, reading);
  const [spec] = held.length === 1 ? held : held.filter((one) => one.input === named?.input);
  const unit = spec === undefined ? undefined : info.inputs.get(spec.input)?.unit;
  if (spec === undefined || unit === undefined) return undefined;
  const value =
    (last.values[spec.input] as number) + sign * convertValue(figure.value, figure.unit, unit);
  return value > 0 ? { input: spec.input, value } : undefined;
}

/** Giving a share of what one holds away ("farm out 25 % of our WI"), or keeping only it. */
const SHARE_GIVEN =
  /\b(?:farm(?:ed|ing)? (?:out|down)|farmout|sell(?:ing)?|sold|assign(?:ed|ing)?|give up|giving up|gave up|divest(?:ed|ing)?|trade(?:d)? away|dilute[ds]? by)\s+$/;
const SHARE_KEPT = /\b(?:keep(?:ing)?|kept|retain(?:ed|ing)?|hold(?:ing)? on to)\s+(?:only\s+)?$/;

/**
 * "If we farm out 25 % of our WI", "keep 60 % of our interest": a share of the input the
 * calculation held, given away or kept — the input times what is left.
 */
function shareChange(
  last: LastCalculation,
  reading: Reading,
): { input: string; value: number } | undefined {
  const [share, ...others] = reading.mentions;
  if (share?.unit?.dimension !== 'fraction' || others.length > 0) return undefined;
  if (!/^\s*of\s+(?:our|my|the|its|their|his|her)\b/.test(share.after)) return undefined;
  const before = reading.text.slice(Math.max(0, share.start - 30), share.start);
  const kept = SHARE_KEPT.test(before) ? share.value / 100 : undefined;
  const left = SHARE_GIVEN.test(before) ? 1 - share.value / 100 : kept;
  const spec = scaledInput(last, reading);
  if (left === undefined || spec === undefined || left <= 0) return undefined;
  return { input: spec.input, value: (last.values[spec.input] as number) * left };
}

/** The one input of the last calculation, holding a number, that the message names. */
function scaledInput(last: LastCalculation, reading: Reading): InputSpec | undefined {
  const occurrences = namedRoles(reading);
  const named = new Set(occurrences.map((occurrence) => occurrence.role));
  const inputs = last.recipe.inputs.filter(
    (spec) =>
      typeof last.values[spec.input] === 'number' &&
      (named.has(spec.role) ||
        named.has(roleNamed(spec.role).broader ?? '') ||
        (spec.names ?? []).some((name) => findPhrase(reading.words, phraseTerms(name)).length > 0)),
  );
  if (inputs.length <= 1) return inputs[0];
  // "Farm out half our WI, same royalty": of several named, the one the scaling word names.
  const scaling = SCALINGS.map(([words]) => words.exec(reading.text)).find(
    (match) => match !== null,
  );
  if (scaling == null) return undefined;
  const end = scaling.index + scaling[0].length;
  const scaled = inputs.filter((spec) =>
    occurrences.some(
      (occurrence) =>
        occurrence.role === spec.role &&
        occurrence.start >= end &&
        /^[\s\w]{0,12}$/.test(reading.text.slice(end, occurrence.start)),
    ),
  );
  return scaled.length === 1 ? scaled[0] : undefined;
}

/** A percentage input changed by a percentage: a share of it, or points? */
function sharedByPercent(spec: InputSpec, reading: Reading): boolean {
  return reading.mentions.length > 0 && roleNamed(spec.role).takes.includes('fraction');
}

/**
 * "What if the royalty were 10 % higher?": a percentage raised by a percentage is a tenth more or
 * ten points more. Both readings are put to the user rather than one guessed.
 */
function pointsOrShare(last: LastCalculation, reading: Reading): CalculationReply | undefined {
  const factor = scaleFactor(reading);
  const spec = scaledInput(last, reading);
  const [share] = reading.mentions;
  if (factor === undefined || spec === undefined || share === undefined) return undefined;
  if (!sharedByPercent(spec, reading)) return undefined;
  const now = last.values[spec.input] as number;
  const label = roleNamed(spec.role).label;
  const points = now + (factor > 1 ? share.value : -share.value);
  const byShare = `${plain(now * factor)} %`;
  const byPoints = `${plain(points)} %`;
  // The card keeps the other inputs and leaves this one open: the answer fills it.
  const { [spec.input]: _open, ...kept } = last.values;
  const form = formCard(calculatorInfo(last.recipe.tool).tool, kept);
  const card = {
    ...form,
    inputs: form.inputs.map((input) =>
      input.name === spec.input ? { ...input, optional: false } : input,
    ),
  };
  const markdown = [
    `${label} ${share.raw.trim()} ${factor > 1 ? 'higher' : 'lower'} than ${plain(now)} %: **${byShare}** (a share of it) or **${byPoints}** (${plain(share.value)} points)?`,
    calcBlock(card),
    `Reply with the one you mean (e.g. \`${label.toLowerCase()} ${byShare}\`), or fill in the card, and I will recalculate.`,
  ].join('\n\n');
  return { markdown, card, status: 'clarify' };
}

/** "20 % over", "15 % less", "up by 10 %": a change by a share of the figure. */
const PERCENT_UP = /^\s*(?:over|more|higher|up|above|extra|on top)\b/;
const PERCENT_DOWN = /^\s*(?:less|lower|down|under|below|cheaper|short)\b/;
const BY_PERCENT_UP =
  /\b(?:increase[sd]?|raise[sd]?|up|higher|goes up|go up)\s+(?:\w+\s+){0,3}by\s*$/;
const BY_PERCENT_DOWN =
  /\b(?:decrease[sd]?|reduce[sd]?|cut|lower(?:ed)?|down|drops?|falls?)\s+(?:\w+\s+){0,3}by\s*$/;

/** The factor a message scales a figure by, in words or by a percentage; none if not one. */
function scaleFactor(reading: Reading): number | undefined {
  if (reading.mentions.length === 0) {
    const factors = SCALINGS.filter(([words]) => words.test(reading.text));
    const [scaling] = factors;
    return factors.length === 1 ? scaling?.[1] : undefined;
  }
  const [share] = reading.mentions;
  if (reading.mentions.length !== 1 || share?.unit?.id !== '%' || share.value <= 0) {
    return undefined;
  }
  const after = reading.text.slice(share.end);
  const before = reading.text.slice(0, share.start);
  if (PERCENT_UP.test(after) || BY_PERCENT_UP.test(before)) return 1 + share.value / 100;
  if ((PERCENT_DOWN.test(after) || BY_PERCENT_DOWN.test(before)) && share.value < 100) {
    return 1 - share.value / 100;
  }
  return undefined;
}

/**
 * This message as a change to the last calculation: the inputs it gives a new value, by name, or
 * a number of a kind only one of the calculation's inputs has, with a change word.
 */
function changeOf(
  last: LastCalculation,
  reading: Reading,
  /** The system the conversation writes in (see `FillOptions.system`). */
  system?: System,
  /** The user's pressures were absolute as written (see {@link conversationAbsolute}). */
  chatAbsolute = false,
): { filled: Filled; changed: string[] } | undefined {
  const units = conversationUnits(last);
  const scaled =
    scaledChange(last, reading) ?? addedChange(last, reading) ?? shareChange(last, reading);
  if (scaled !== undefined) {
    // The share it is scaled by, or the amount added, is no value of an input.
    const filled = fill(last.recipe, reading, {
      units,
      exclude: new Set(reading.mentions.map((mention) => mention.index)),
    });
    filled.input[scaled.input] = scaled.value;
    return { filled, changed: [scaled.input] };
  }
  if (reading.mentions.length === 0) {
    // A choice in words ("nominal", "make it exponential", "horizontal"): the option it sets.
    const chosen = Object.entries(last.recipe.options?.(reading.text) ?? {})
      .filter(([name, value]) => last.values[name] !== value)
      .map(([name]) => name);
    if (chosen.length === 0) return undefined;
    return { filled: fill(last.recipe, reading, { units }), changed: chosen };
  }
  const continuing = last.card.status !== 'computed';
  const built = last.recipe.changeBuilt?.(last.values, reading);
  if (built !== undefined) {
    const filled = fill(last.recipe, reading, { units, changing: true });
    Object.assign(filled.input, built);
    return { filled, changed: Object.keys(built) };
  }
  // What a result asked of it needs and it lacks ("volume for 5 min?" after a retention time):
  // the message's number of that kind is for it.
  const needed = answersNamed(last.recipe, reading)
    .flatMap((key) => last.recipe.needs?.[key] ?? [])
    .filter((name) => last.values[name] === undefined);
  // "What about 0.83?" after an SG's °API, "and for 15 min?" after a retention volume: one figure
  // with words of change, that only one input the calculation holds could be, is its new value.
  const [only] = reading.mentions;
  const bareChange =
    reading.mentions.length === 1 && only !== undefined && CHANGE_WORDS.test(reading.text)
      ? last.recipe.inputs.filter(
          (spec) =>
            last.values[spec.input] !== undefined &&
            roleNamed(spec.role).namedChangesOnly !== true &&
            takes(roleNamed(spec.role), only),
        )
      : [];
  // "use the PIP off the gauge instead, 450 psi": an input the message names, with no number
  // named for it, is what its one figure of that kind is for.
  const namedOnly = namedRoles(reading)
    .filter(
      (occurrence) =>
        !reading.labels.some((labels) => (labels.get(occurrence.role) ?? 0) >= LABELLED),
    )
    .flatMap((occurrence) =>
      last.recipe.inputs.filter((spec) => spec.role === occurrence.role).map((spec) => spec.input),
    );
  // "Run it at $60" after $70 oil, $1.8 MM capex and $6k/month LOE: of several inputs the figure
  // could change, the one whose value it is near (within a factor of two) is the one changed.
  // "what if the mud goes to 1.50" after a MAASP from a leak-off EMW: of those, the ones the
  // message names (by their role or the broader one) come first.
  const named = new Set(namedRoles(reading).map((occurrence) => occurrence.role));
  const namedChange = bareChange.filter(
    (spec) => named.has(spec.role) || named.has(roleNamed(spec.role).broader ?? ''),
  );
  const changeable = namedChange.length > 0 ? namedChange : bareChange;
  const nearValue =
    changeable.length > 1 && only !== undefined
      ? changeable.filter((spec) => {
          const held = last.values[spec.input];
          const ratio = typeof held === 'number' && held > 0 ? Math.abs(only.value) / held : 0;
          return ratio >= 0.5 && ratio <= 2;
        })
      : changeable;
  const expected = [
    ...(continuing ? last.open : []),
    ...needed,
    ...(nearValue.length === 1 ? nearValue.map((spec) => spec.input) : []),
    ...namedOnly,
  ];
  const filled = fill(last.recipe, reading, {
    units,
    changing: true,
    ...(system !== undefined && { system }),
    absolute: absoluteAsWritten(last) || (continuing && chatAbsolute),
    held: new Set(Object.keys(last.values).filter((name) => last.values[name] !== undefined)),
    ...(expected.length > 0 && { expect: new Set(expected) }),
  });
  const changeWords = CHANGE_WORDS.test(reading.text) || ADDS_TO_LAST.test(reading.text);
  // What the recipe built from the message's numbers (a new list of cash flows) is given anew.
  const composed = filled.composed.filter((name) => filled.input[name] !== undefined);
  const changed = [
    ...composed,
    ...[...filled.sources.keys()].filter((name) => {
      if (composed.includes(name)) return false;
      if (
        !filled.info.inputs.has(name) &&
        !last.recipe.inputs.some((spec) => spec.input === name)
      ) {
        return false;
      }
      if (filled.labelled.has(name)) return true;
      if (continuing && last.open.includes(name)) return true;
      if (needed.includes(name)) return true;
      const spec = last.recipe.inputs.find((candidate) => candidate.input === name);
      if (spec === undefined || roleNamed(spec.role).namedChangesOnly === true) return false;
      // A figure the last calculation lacked, written with its unit ("running 110 spm, what's that
      // in gpm?"): added to it.
      const source = filled.sources.get(name);
      if (last.values[name] === undefined && source?.unit !== undefined) return true;
      return changeWords;
    }),
  ];
  // A choice in words beside the figures ("treat it as steady state with 3,100 at re").
  for (const [name, value] of Object.entries(last.recipe.options?.(reading.text) ?? {})) {
    if (last.values[name] !== value && !changed.includes(name)) changed.push(name);
  }
  // The same value again ("a 35 API oil" after a 35 API oil) changes nothing.
  if (changed.every((name) => filled.input[name] === last.values[name])) return undefined;
  // Values given for other inputs of the calculation but not taken as changes ("0.7 gas at 2,500
  // psia 180F" after a Z-factor): a new question, not a change of one input.
  const ignored = [...filled.sources.keys()].filter(
    (name) =>
      !changed.includes(name) &&
      filled.info.inputs.has(name) &&
      filled.input[name] !== last.values[name],
  );
  if (ignored.length > 0 && !continuing && !changeWords) return undefined;
  // A number the message names for another role is not a change to this calculation.
  const foreign = filled.unused.filter((mention) =>
    [...(reading.labels[mention.index] ?? new Map<string, number>())].some(
      ([, strength]) => strength >= LABELLED,
    ),
  );
  if (foreign.length > changed.length) return undefined;
  return { filled, changed };
}

/** Words between a value and the one it puts right: "180 bbl, not 150", "9,800 instead of 8,900". */
const PUT_RIGHT = /^\s*,?\s*(?:not|instead of|rather than)\s*$/;

/**
 * A value put right ("sorry, the heavy tank is 180 bbl, not 150"): the old value names the input
 * it replaces — the one input of the last calculation that held it — whatever the words around.
 */
function correctionOf(
  last: LastCalculation,
  reading: Reading,
): { filled: Filled; changed: string[] } | undefined {
  for (const old of reading.mentions) {
    const fresh = reading.mentions[old.index - 1];
    if (fresh === undefined || !PUT_RIGHT.test(reading.text.slice(fresh.end, old.start))) continue;
    const filled = fill(last.recipe, reading, {
      units: conversationUnits(last),
      exclude: new Set([fresh.index, old.index]),
    });
    const inUnit = (mention: Mention, unit: ReadUnit | undefined) =>
      mention.unit === undefined || unit === undefined
        ? mention.value
        : mention.unit.dimension === unit.dimension
          ? convertValue(mention.value, mention.unit, unit)
          : undefined;
    const held = [...filled.info.inputs.values()].filter((input) => {
      const value = last.values[input.name];
      const written = inUnit(old, input.unit);
      return (
        typeof value === 'number' &&
        written !== undefined &&
        Math.abs(value - written) <= 1e-6 * Math.max(1, Math.abs(value))
      );
    });
    const input = held[0];
    const value = input === undefined ? undefined : inUnit(fresh, input.unit);
    if (held.length !== 1 || input === undefined || value === undefined) continue;
    filled.input[input.name] = value;
    filled.sources.set(input.name, fresh);
    filled.labelled.add(input.name);
    return { filled, changed: [input.name] };
  }
  return undefined;
}

/**
 * Bare numbers a change to the last calculation did not place ("and 14.2 ppg at 13,750?" — the
 * depth has no unit): recalculating without them would answer with the old value in their place.
 */
function unplacedNumbers(filled: Filled): Mention[] {
  return filled.unused.filter((mention) => mention.unit === undefined && mention.per === undefined);
}

/**
 * The point another figure was read at, said again ("48 ft/stage at 1800" after 1,800 BFPD): one
 * of the calculation's own figures after "at", which changes nothing. (A figure said again as a
 * target — "before the ECD hits 13.1" — is not one: it is asked about.)
 */
function restatedCondition(last: LastCalculation, mention: Mention): boolean {
  return AT_BEFORE_NUMBER.test(mention.before) && restates(last, mention.value);
}

const AT_BEFORE_NUMBER = /(?:\bat|@)\s*$/;

/** Asks which input a number is, rather than recalculating with the old value in its place. */
function unplacedReply(
  filled: Filled,
  changed: readonly string[],
  dropped: readonly Mention[],
): CalculationReply {
  const numbers = dropped.map((mention) => `**${mention.raw.trim()}**`).join(', ');
  const taken = changed.map((name) => inSentence(labelOf(filled, name))).join(', ');
  const others = filled.recipe.inputs.filter(
    (spec) => filled.info.inputs.has(spec.input) && !changed.includes(spec.input),
  );
  const inputs = [...new Set(others.map((spec) => inSentence(roleNamed(spec.role).label)))];
  const first = others[0];
  const symbol =
    first === undefined ? undefined : filled.info.inputs.get(first.input)?.unit?.symbol;
  const example =
    first === undefined
      ? ''
      : ` (e.g. \`${[roleNamed(first.role).label, dropped[0]?.raw.trim(), symbol].filter(Boolean).join(' ')}\`)`;
  return {
    markdown: `I took the new ${taken || 'values'}, but not ${numbers}: which input is it${inputs.length > 0 ? ` — ${inputs.join(', ')}` : ''}? Give it with its unit or its name${example} and I will recalculate.`,
    status: 'clarify',
  };
}

/**
 * Whether `value` is one of the last calculation's own figures said again ("w/ the 11.3" after an
 * 11.3 ppg mud): the message is about the same case. A small whole number (a pump's 30 spm, a
 * count) says too little to tell.
 */
function restates(last: LastCalculation, value: number): boolean {
  if (Number.isInteger(value) && Math.abs(value) < 100) return false;
  return Object.values(last.values).some(
    (given) => typeof given === 'number' && Math.abs(given - value) <= 1e-9 * Math.abs(value),
  );
}

/** Missing inputs of a new calculation filled from what earlier calculations gave their roles. */
function carryOver(
  filled: Filled,
  known: ReadonlyMap<string, Known>,
  last?: LastCalculation,
  named: readonly string[] = [],
): { filled: Filled; notes: string[] } {
  const input = { ...filled.input };
  const notes: string[] = [];
  // What a result named needs is carried into another calculation (the FCP after a kill mud
  // weight); the same calculation asked again with no figure ("we weighted up, recalc the
  // MAASP") has had one change, and what it is is asked.
  const onward = last !== undefined && last.recipe.tool !== filled.recipe.tool;
  const needed = new Set(onward ? neededFor(filled, named) : []);
  // An input the last calculation had under the same name (its cash flows, built from a list).
  for (const name of filled.missing) {
    const value = last?.values[name];
    if (value === undefined || last === undefined) continue;
    input[name] = value;
    notes.push(`${labelOf(filled, name)} from the earlier ${last.card.title.toLowerCase()}.`);
  }
  for (const spec of filled.recipe.inputs) {
    if (input[spec.input] !== undefined) continue;
    const value = known.get(spec.role);
    // A value the recipe reads for itself (a test's rate) is carried when the recipe still lacks
    // what it builds from it.
    const readOnly = filled.info.inputs.has(spec.input) ? undefined : spec.unit;
    const info = filled.info.inputs.get(spec.input);
    const unit = readOnly === undefined ? info?.unit : readUnit(readOnly);
    if (value === undefined || (info === undefined && readOnly === undefined)) continue;
    // An optional input is carried when the recipe still lacks one of its alternatives, or when
    // the user stated it earlier ("z = 0.87" for the viscosity after the density): the estimate
    // would otherwise silently replace it.
    if (
      info !== undefined &&
      !info.required &&
      // (Not one this calculator names its own way, like a separator's pressure.)
      (value.stated !== true || spec.names !== undefined) &&
      !filled.missing.includes(spec.input) &&
      !needed.has(spec.input) &&
      filled.recipe.missing?.(input) === undefined &&
      !(onward && lacksForNamed(filled.recipe, input, named))
    ) {
      continue;
    }
    if (info === undefined && filled.recipe.missing?.(input) === undefined) continue;
    let converted = value.value;
    if (value.unit !== undefined && unit !== undefined) {
      if (value.unit.dimension !== unit.dimension) continue;
      converted = convertValue(value.value, value.unit, unit);
    }
    input[spec.input] = converted;
    notes.push(
      `${roleNamed(spec.role).label} ${shownValue(spec.input, converted, filled)} from the earlier ${value.from.toLowerCase()}.`,
    );
  }
  if (notes.length > 0) {
    // The same calculation goes on with what its words chose before (a gas well's Mscf).
    if (last?.recipe.tool === filled.recipe.tool) {
      for (const [name, value] of Object.entries(last.values)) {
        const chosen =
          filled.info.inputs.has(name) && !filled.recipe.inputs.some((spec) => spec.input === name);
        if (chosen && input[name] === undefined) input[name] = value;
      }
    }
    const completed = filled.recipe.complete?.(input);
    if (completed !== undefined) notes.push(completed);
  }
  const missing = [...filled.info.inputs.values()]
    .filter((info) => info.required && input[info.name] === undefined)
    .map((info) => info.name);
  return { filled: { ...filled, input, missing, notes: [...filled.notes, ...notes] }, notes };
}

/**
 * A required input no number gives, worked out by another calculator from the same message ("the
 * annular volume" from hole and pipe sizes and a depth): the other calculator's card is shown
 * first, and its result fills the input.
 */
function chained(
  filled: Filled,
  reading: Reading,
  wanted: ReadonlyMap<Dimension, ReadUnit>,
  named: readonly string[] = [],
): { filled: Filled; steps: ShownStep[] } | undefined {
  // Inputs a result the question names needs ("strokes to bit" needs the string volume).
  const needed = new Set(named.flatMap((key) => filled.recipe.needs?.[key] ?? []));
  const steps: ShownStep[] = [];
  const input = { ...filled.input };
  const notes = [...filled.notes];
  let used = new Set(
    reading.mentions
      .filter((mention) => !filled.unused.includes(mention))
      .map((mention) => mention.index),
  );
  for (const spec of filled.recipe.inputs) {
    const info = filled.info.inputs.get(spec.input);
    if (input[spec.input] !== undefined || info === undefined) continue;
    if (!info.required && !needed.has(spec.input) && filled.recipe.missing?.(input) === undefined) {
      continue;
    }
    for (const { key, step } of chainSteps(filled, spec.input, reading)) {
      const stepInput = Object.fromEntries(
        Object.entries(step.input).filter(([name]) => step.info.inputs.has(name)),
      );
      try {
        const result = step.info.tool.run(stepInput);
        const value = result.values[key];
        if (value === undefined) continue;
        const read = step.info.tool.inputSchema.parse(stepInput);
        const card = computedCard(
          step.info.tool,
          read,
          result,
          [...wanted.values()].map((unit) => unit.id),
        );
        const converted =
          info.unit === undefined
            ? value.value
            : convertValue(
                value.value,
                step.info.results.find((item) => item.key === key)?.unit ?? info.unit,
                info.unit,
              );
        input[spec.input] = converted;
        notes.push(...step.notes.filter((note) => !notes.includes(note)));
        steps.push({
          card,
          tool: step.info.tool,
          lead: `First, the **${inSentence(value.label)}** from the ${inSentence(step.info.tool.title)}: **${plain(value.value)} ${value.unit}**.`,
        });
        used = new Set([
          ...used,
          ...reading.mentions
            .filter((mention) => !step.unused.includes(mention))
            .map((mention) => mention.index),
        ]);
        break;
      } catch {
        continue;
      }
    }
  }
  if (steps.length === 0) return undefined;
  const missing = [...filled.info.inputs.values()]
    .filter((info) => info.required && input[info.name] === undefined)
    .map((info) => info.name);
  const unused = reading.mentions.filter((mention) => !used.has(mention.index));
  return { filled: { ...filled, input, missing, notes, unused }, steps };
}

/**
 * The answer to a calculation message, or undefined when it is not one. A reply to Sage's own
 * question that does not compute on its own is read again with the question it answers.
 */
export function answerCalculation(
  message: string,
  context: CalculationContext = {},
): CalculationAnswer | undefined {
  const direct = answerMessage(message, context);
  if (
    direct?.status === 'computed' &&
    !(direct.kind === 'continued' && restatesBasis(message, context))
  )
    return direct;
  return answerToQuestion(message, context) ?? askedOfTheStory(message, context) ?? direct;
}

/** A check's answer: the calculator that worked it and its reply. */
export interface CheckAnswer extends CalculationReply {
  tool: string;
}

/**
 * A problem told with its figures, checked by a calculation the caller names (the knowledge entry
 * that answers the problem lists the calculations that check it): the first of `tools` that the
 * message's own figures fill whole — every required input named by its words, none guessed from
 * its unit alone — worked out. Undefined when none is: a check on a guessed figure is no check.
 */
export function checkFigures(
  message: string,
  tools: readonly string[],
  context: Pick<CalculationContext, 'units'> = {},
): CheckAnswer | undefined {
  const reading = readMessage(message);
  const asked = askedOf(reading);
  const system = leadSystem(reading, asked, context.units);
  const wanted = wantedUnits(reading, asked, context.units);
  for (const tool of tools) {
    const recipe = recipeOf(tool);
    if (recipe === undefined) continue;
    const filled = fill(recipe, reading);
    // Every input a figure filled, not only the required ones: a wrong optional one is as wrong.
    const sure = [...filled.info.inputs.values()]
      .filter((info) => info.required || filled.sources.has(info.name))
      .every(
        (info) => filled.composed.includes(info.name) || surelyFilled(filled, info.name, reading),
      );
    if (filled.missing.length > 0 || filled.ambiguous.length > 0 || !sure) continue;
    // What the question asks is asked of the problem's other answer (the kill weight), not of
    // the check: its own main result leads.
    const unasked = { units: asked.units, dimensions: [], inWords: [] };
    const reply = run(filled, reading, unasked, [], wanted, system, { check: true });
    if (reply.status === 'computed') return { ...reply, tool };
  }
  return undefined;
}

/**
 * Whether an input was filled from a figure named as it (by its words) and as no other input of
 * the calculation as strongly ("FIT 13.6" names a leak-off pressure and a leak-off EMW alike), or
 * from the message's only figure written in its kind of unit ("8 SPM" with no other speed).
 */
function surelyFilled(filled: Filled, name: string, reading: Reading): boolean {
  const mention = filled.sources.get(name);
  const own = filled.recipe.inputs.find((spec) => spec.input === name)?.role;
  if (mention === undefined || own === undefined) return false;
  const labels = reading.labels[mention.index] ?? new Map<string, number>();
  const strength = labels.get(own) ?? 0;
  // Named only by the kind of thing it is ("10,950 ft TVD" for the shoe's TVD): not surely it —
  // unless the role is that quantity said more precisely and nothing is named for it itself (a
  // plain "stroke" is the plunger's).
  const role = roleNamed(own);
  const broader = role.broader;
  const alone =
    role.sameWhenAlone === true &&
    !reading.labels.some((other) => (other.get(own) ?? 0) >= LABELLED);
  if (
    strength < LABELLED &&
    broader !== undefined &&
    (labels.get(broader) ?? 0) >= LABELLED &&
    !alone
  ) {
    return false;
  }
  if (strength >= LABELLED || filled.labelled.has(name)) {
    return !filled.recipe.inputs.some(
      (spec) => spec.role !== own && (labels.get(spec.role) ?? 0) >= Math.max(strength, LABELLED),
    );
  }
  const dimension = mention.unit?.dimension;
  if (dimension === undefined) return false;
  return reading.mentions.filter((other) => other.unit?.dimension === dimension).length === 1;
}

/**
 * "What's BHP then?" after a message that told the situation with its figures and got no
 * calculation: the question is asked of those figures, read with them as one message. Taken only
 * when that computes the result the question names.
 */
function askedOfTheStory(
  message: string,
  context: CalculationContext,
): CalculationAnswer | undefined {
  const history = context.history ?? [];
  const reply = history.at(-1);
  const story = history.at(-2);
  if (reply?.role !== 'assistant' || story?.role !== 'user') return undefined;
  if (cardsOf(reply).length > 0) return undefined;
  const reading = readMessage(message);
  // A short question, with at most a figure or two of its own ("pump output 0.102 bbl/stk.
  // strokes to bump?" after "displacing 398 bbl").
  const figures = reading.mentions.length;
  if (figures > 2 || reading.words.length > (figures === 0 ? 8 : WEIGHTS.shortFollowUpWords)) {
    return undefined;
  }
  const told = readMessage(story.content);
  if (told.mentions.length === 0 && figures === 0) return undefined;
  const joined = answerMessage(`${story.content}\n${message}`, {
    ...context,
    history: history.slice(0, -2),
  });
  if (joined?.status !== 'computed') return undefined;
  // The message names the calculation or one of its results ("BHP"), or only asks the story's
  // answer in a unit — not a question the calculation does not answer ("what percent full?").
  const recipe = recipeOf(joined.tool);
  if (recipe === undefined) return undefined;
  // A story with no figures is one only when it asked for this calculation by name ("erosional
  // velocity for intermittent service?", then the density): its words still choose the case.
  if (told.mentions.length === 0) {
    return termEvidence(recipe, told) >= WEIGHTS.namedOutright
      ? { ...joined, confidence: Math.max(joined.confidence, 0.85), kind: 'continued' }
      : undefined;
  }
  const named = answersNamed(recipe, reading);
  const namesAResult = (joined.card?.results ?? []).some((result) => named.includes(result.key));
  // …or gives what the story's own calculation lacked ("sorry that's MD, TVD is 8,450 ft").
  const completesTheStory = () => {
    if (figures === 0) return false;
    const alone = answerMessage(story.content, { ...context, history: history.slice(0, -2) });
    return alone?.status === 'needs_input' && alone.tool === joined.tool;
  };
  const asksIt =
    namesAResult ||
    completesTheStory() ||
    (figures === 0 &&
      (termEvidence(recipe, reading) >= WEIGHTS.namedOutright ||
        (askedOf(reading).units.length > 0 &&
          reading.words.length <= 4 &&
          (joined.card?.asked ?? []).length > 0)));
  if (!asksIt) return undefined;
  return { ...joined, confidence: Math.max(joined.confidence, 0.85), kind: 'continued' };
}

/**
 * An answer to Sage's question that writes its pressure as absolute ("static was 2,100 psia")
 * after a question that wrote one plainly ("1,100 psi flowing"): read as one message, where a
 * plain psi beside a psia is absolute too, not gauge made absolute.
 */
function restatesBasis(message: string, context: CalculationContext): boolean {
  const references = (text: string) =>
    readMessage(text)
      .mentions.filter((mention) => mention.unit?.dimension === 'pressure')
      .map((mention) => mention.unit?.reference);
  const now = references(message);
  if (!now.includes('absolute') || now.includes('gauge')) return false;
  // Only as the pressures asked for: "call it 315 psia" after "300 psi FTP" restates that one.
  const history = context.history ?? [];
  const last = lastCalculation(history);
  const openPressures =
    last?.card.inputs.filter((input) => input.unit === 'psia' && last.open.includes(input.name))
      .length ?? 0;
  if (now.filter((reference) => reference === 'absolute').length > openPressures) return false;
  const reply = history.findLastIndex((turn) => turn.role === 'assistant');
  const question = history.findLast((turn, index) => turn.role === 'user' && index < reply);
  return question !== undefined && references(question.content).includes(undefined);
}

/** The answer to one message read on its own, with the conversation before it. */
function answerMessage(
  message: string,
  context: CalculationContext,
): CalculationAnswer | undefined {
  const history = context.history ?? [];
  const reading = readMessage(message);
  const asked = askedOf(reading);
  const last = lastCalculation(history);
  const system = leadSystem(reading, asked, context.units);

  // "In metric", "give me that in bar": the last answer again, in those units.
  if (
    last !== undefined &&
    last.card.status === 'computed' &&
    reading.mentions.length === 0 &&
    (asked.units.length > 0 || UNITS_ONLY.test(reading.text))
  ) {
    const wanted = new Map<Dimension, ReadUnit>();
    const metric = /\b(?:metric|si)\b/.test(reading.text);
    if (metric) {
      for (const [dimension, id] of Object.entries(METRIC_UNITS)) {
        wanted.set(dimension as Dimension, readUnit(id));
      }
    }
    for (const unit of asked.units) wanted.set(unit.dimension, unit);
    const filled = merged(last, fill(last.recipe, reading), [], reading.text);
    const reply = run(
      filled,
      reading,
      asked,
      namedFor(last, reading, asked),
      wanted,
      metric || asked.units.some((unit) => unit.system === 'metric') ? 'metric' : 'field',
      {
        preface: 'The same calculation, in the units you asked for.',
      },
    );
    return { ...reply, tool: last.recipe.tool, confidence: 0.9, kind: 'units' };
  }

  // "What NRI does that work out to?", "and the FCP?": another result the last calculation gave,
  // answered from it with every input it had, not by another calculator from part of them —
  // unless the message changes one of them ("if water doubles, what's the WOR?").
  if (
    last !== undefined &&
    last.card.status === 'computed' &&
    scaledChange(last, reading) === undefined
  ) {
    const byLabel = resultsNamedByLabel(last.recipe, reading);
    const restated = restatedInputs(last, reading);
    const others = [
      ...new Set([
        ...(reading.mentions.every((mention) => restated.has(mention.index))
          ? answersNamed(last.recipe, reading)
          : []),
        ...(reading.mentions.every(
          (mention) => byLabel.numbers.has(mention.index) || restated.has(mention.index),
        )
          ? byLabel.keys
          : []),
      ]),
    ].filter((key) => !(last.card.asked ?? []).includes(key));
    if (others.length > 0) {
      const units = asked.units.map((unit) => [unit.dimension, unit] as const);
      return lastAgain(last, reading, asked, others, new Map(units), system);
    }
  }

  const scored = rankCalculators(reading, asked);
  // A calculator that declines this case gives way to one that covers it, named about as strongly
  // (two fluids: the column of several fluids, not the single-fluid hydrostatic); else it says
  // what it does not cover.
  const declining = scored[0]?.recipe.declines?.(reading.text) !== undefined;
  const covering = scored.filter(
    (candidate) =>
      candidate.recipe.declines?.(reading.text) === undefined &&
      (!declining || candidate.terms >= (scored[0]?.terms ?? 0) - 1),
  );
  const ordered = namedFirst(
    withoutStatedResults(covering.length > 0 ? covering : scored, reading),
  );
  const alternative = last === undefined ? completeInstead(ordered, reading) : undefined;
  const ranked =
    alternative === undefined
      ? ordered
      : [alternative, ...ordered.filter((candidate) => candidate !== alternative)];
  const best = ranked[0];
  const wanted = wantedUnits(reading, asked, context.units);

  // The rest of the last calculation, or a change to it — unless the message is about another
  // well ("the other rig on the pad also shut in, SIDPP 450"): its figures are its own.
  const anotherWell = ANOTHER_WELL.test(reading.text);
  if (last !== undefined && !anotherWell) {
    const ambiguousShare = pointsOrShare(last, reading);
    if (ambiguousShare !== undefined) {
      return { ...ambiguousShare, tool: last.recipe.tool, confidence: 0.9, kind: 'changed' };
    }
    const correction = correctionOf(last, reading);
    const chatSystem = conversationSystem(history);
    const change = correction ?? changeOf(last, reading, chatSystem, conversationAbsolute(history));
    // Only inputs the last reply asked for: its answer, whatever else the words name.
    const lastReply = history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
    const askedPart = lastReply
      .slice(Math.max(0, lastReply.indexOf(STILL_NEED)))
      .split('```')[0]
      ?.toLowerCase();
    const askedFor = (name: string) => {
      if (last.open.includes(name)) return true;
      const spec = last.recipe.inputs.find((candidate) => candidate.input === name);
      if (spec === undefined || !lastReply.includes(STILL_NEED)) return false;
      const role = roleNamed(spec.role);
      // Named in the question the reply asked (names of a few letters are too common to tell).
      return [role.label, ...role.names, ...(spec.names ?? [])]
        .filter((label) => label.length > 4)
        .some((label) => askedPart?.includes(label.toLowerCase()));
    };
    const answersAsked =
      change !== undefined &&
      last.card.status !== 'computed' &&
      change.changed.length > 0 &&
      change.changed.every((name) => last.values[name] === undefined && askedFor(name));
    const freshElsewhere =
      correction === undefined &&
      !answersAsked &&
      best !== undefined &&
      best.recipe.tool !== last.recipe.tool &&
      best.terms >= WEIGHTS.namedStrongly &&
      // "…and the royalty is 20 %? break-even then?": a change to the last calculation asked by
      // its name stays with it, whatever else its figures would fill.
      !(
        change !== undefined &&
        askedByTerm(last.recipe, reading) &&
        !askedByTerm(best.recipe, reading)
      ) &&
      // One figure that changes an input of the last calculation ("and if the GOR is really
      // 750?" after a bubble point) stays with it when the other could not run on the message.
      !(
        change !== undefined &&
        last.card.status === 'computed' &&
        change.changed.some((name) => change.filled.input[name] !== last.values[name]) &&
        reading.mentions.length <= change.changed.length &&
        (best.filled.missing.length > 0 || best.recipe.missing?.(best.filled.input) !== undefined)
      ) &&
      // A choice in words for the last calculation ("it's a horizontal vessel actually") stays
      // with it when the other calculation could not run on the message.
      !(reading.mentions.length === 0 && change !== undefined && best.filled.missing.length > 0) &&
      // So does a result of the last calculation asked with the figure it needs ("bottoms-up
      // strokes if the annulus holds 620 bbl?" after the pump's output).
      !(
        change !== undefined &&
        answersNamed(last.recipe, reading).length > 0 &&
        (best.filled.missing.length > 0 || best.recipe.missing?.(best.filled.input) !== undefined)
      ) &&
      // Another calculation that runs on this message alone…
      ((best.filled.missing.length === 0 &&
        best.recipe.missing?.(best.filled.input) === undefined) ||
        change === undefined ||
        // Another calculation named outright, more than the last one is — unless the message
        // only changes one of the last one's inputs ("what if we cut the mud back to 11.2?")
        // and asks for no figure of the other.
        (best.terms >= WEIGHTS.namedOutright &&
          termEvidence(last.recipe, reading) < best.terms &&
          ((!CHANGE_WORDS.test(reading.text) && !ASKS_IT_AGAIN.test(reading.text)) ||
            ASKS_A_FIGURE.test(reading.text) ||
            best.answers.length > 0)));
    // A message that gives every input of the same calculation again is a new one, not a change.
    // So is a question that names the calculation and gives two or more inputs without a word
    // that refers back ("how much in the first year? exponential, qi 800 bopd, D 30 %/yr").
    const given = best === undefined ? 0 : best.filled.sources.size + best.filled.composed.length;
    // An answer to what the last reply asked keeps what that reply had, though it would run alone
    // ("hydrate temp 58F, line at 38F, neat methanol" after a dose asked with its water rate).
    // "Plus 14,200 Mcf at $2.85": figures the last calculation lacked, added to it.
    const addsToIt =
      best !== undefined &&
      ADDS_TO_LAST.test(reading.text) &&
      [...best.filled.sources.keys()].every((name) => !last.values[name]);
    const freshSame =
      correction === undefined &&
      !answersAsked &&
      !addsToIt &&
      best !== undefined &&
      best.recipe.tool === last.recipe.tool &&
      best.terms >= WEIGHTS.minimumTerms &&
      given >= 2 &&
      ((best.filled.missing.length === 0 &&
        best.recipe.missing?.(best.filled.input) === undefined &&
        best.filled.unused.length === 0) ||
        // An answer to the question the last reply asked keeps what that reply had. (Figures the
        // last calculation lacked, with nothing of its own it could run on, add to it.)
        (last.card.status === 'computed' &&
          !CHANGE_WORDS.test(reading.text) &&
          !FOLLOW_UP_WORDS.test(reading.text) &&
          !(
            (best.filled.missing.length > 0 ||
              best.recipe.missing?.(best.filled.input) !== undefined) &&
            best.filled.missing.every((name) => last.values[name] !== undefined) &&
            best.recipe.missing?.({ ...last.values, ...best.filled.input }) === undefined
          )));
    if (change !== undefined && !freshElsewhere && !freshSame) {
      const filled = merged(last, change.filled, change.changed, reading.text, asked);
      const continuing = last.card.status !== 'computed';
      const dropped = unplacedNumbers(change.filled).filter(
        (mention) => !restatedCondition(last, mention),
      );
      if (!continuing && dropped.length > 0) {
        return {
          ...unplacedReply(filled, change.changed, dropped),
          tool: last.recipe.tool,
          confidence: 0.9,
          kind: 'changed',
        };
      }
      // The units the conversation settled stay, over this message's defaults; a unit asked now wins.
      const lastWanted = new Map<Dimension, ReadUnit>([
        ...wanted,
        ...conversationUnits(last),
        ...asked.units.map((unit) => [unit.dimension, unit] as const),
      ]);
      // An answer to a question back with no unit of its own ("3100") is in the chat's system.
      const replySystem =
        continuing && ofASystem(reading.mentions).length === 0 && asked.units.length === 0
          ? (chatSystem ?? system)
          : system;
      // A unit the chat asked for before ("and in SG?") still leads a change to the calculation.
      const settled = wantedOf(last).filter(
        (unit) => !asked.units.some((own) => own.dimension === unit.dimension),
      );
      const reply = run(
        filled,
        reading,
        { ...asked, units: [...asked.units, ...settled] },
        namedFor(last, reading, asked),
        lastWanted,
        replySystem,
        continuing
          ? {}
          : {
              preface: changePreface(last, filled, change.changed, lastWanted, change.filled),
              held: heldResult(last, filled),
            },
      );
      return {
        ...reply,
        tool: last.recipe.tool,
        confidence: 0.9,
        kind: continuing ? 'continued' : 'changed',
      };
    }
  }

  if (best === undefined) return undefined;
  if (
    NOT_A_CALCULATION.test(reading.text) &&
    !ASKS_A_FIGURE.test(reading.text) &&
    !asksAResultByName(best, reading)
  ) {
    return undefined;
  }
  // Two scale indices for a sulfate scale asked: neither answers it, and the best says so.
  const neitherAnswers = ranked
    .slice(0, 2)
    .every((candidate) => sulfateScaleGuard(candidate.filled, reading) !== undefined);
  if (closeCall(ranked, reading) && !neitherAnswers) {
    const which = clarifyWhich(ranked, best);
    if (describesASituation(which, reading, best, asked)) {
      return { ...which, confidence: WEIGHTS.situationConfidence };
    }
    return unasked(ranked.slice(0, 2), reading)
      ? { ...which, confidence: Math.min(which.confidence, WEIGHTS.unaskedConfidence) }
      : which;
  }
  // "And the corrected one?": the same calculation again with no new figure is the last one.
  if (
    last !== undefined &&
    last.card.status === 'computed' &&
    last.recipe.tool === best.recipe.tool &&
    reading.mentions.length === 0 &&
    FOLLOW_UP_WORDS.test(reading.text)
  ) {
    return lastAgain(last, reading, asked, namedFor(last, reading, asked), wanted, system);
  }
  // "so what's the PI?" after a radial-inflow rate: a result the last calculation already gives
  // is read from it, not worked again by another calculator short of inputs.
  if (
    last !== undefined &&
    last.card.status === 'computed' &&
    last.recipe.tool !== best.recipe.tool &&
    reading.mentions.length === 0 &&
    (best.filled.missing.length > 0 || best.recipe.missing?.(best.filled.input) !== undefined)
  ) {
    const given = answersNamed(last.recipe, reading);
    if (given.length > 0) return lastAgain(last, reading, asked, given, wanted, system);
  }
  let filled = best.filled;
  const known = last === undefined ? new Map<string, Known>() : knownRoles(history);
  const named =
    best.answers.length > 0 || last === undefined
      ? answerable(best.filled, best.answers, known)
      : namedByUnit(best.filled, asked, known);
  let preface: string | undefined;
  // "And the payout?", or just "IRR?" after an NPV: a question on the same figures. So is a short
  // question adding a figure or two right after a calculation ("bubble point is 2,600 psia.
  // what's the qmax on the composite IPR?").
  const followsUp =
    FOLLOW_UP_WORDS.test(reading.text) ||
    (reading.mentions.length === 0 && reading.words.length <= 4) ||
    (last !== undefined && reading.mentions.some((mention) => restates(last, mention.value))) ||
    (last?.card.status === 'computed' &&
      reading.mentions.length <= 2 &&
      reading.words.length <= WEIGHTS.shortFollowUpWords);
  const lacking =
    filled.missing.length > 0 ||
    filled.recipe.missing?.(filled.input) !== undefined ||
    neededFor(filled, named).length > 0 ||
    lacksForNamed(filled.recipe, filled.input, named);
  if (
    lacking &&
    last !== undefined &&
    (followsUp || givenByLast(filled, named, last)) &&
    !anotherWell
  ) {
    const carried = carryOver(filled, known, last, named);
    // The same calculation again with a figure it cannot place: asked about, not dropped.
    const dropped = unplacedNumbers(filled).filter((mention) => !restatedCondition(last, mention));
    if (last.recipe.tool === best.recipe.tool && dropped.length > 0) {
      return {
        ...unplacedReply(carried.filled, [], dropped),
        tool: best.recipe.tool,
        confidence: 0.9,
        kind: 'changed',
      };
    }
    if (carried.notes.length > 0) {
      filled = carried.filled;
      preface = `Using the earlier calculation for what this one needs.`;
    }
  }
  let steps: ShownStep[] | undefined;
  const neededByAnswer = neededFor(filled, named).length > 0;
  if (
    filled.missing.length > 0 ||
    neededByAnswer ||
    filled.recipe.missing?.(filled.input) !== undefined
  ) {
    const chain = chained(filled, reading, wanted, named);
    if (chain !== undefined) {
      filled = chain.filled;
      steps = chain.steps;
    }
  }
  const derived = derivedFluid(filled, reading, wanted);
  if (alternative !== undefined && ordered[0] !== undefined) {
    preface = insteadPreface(ordered[0]);
  }
  const held = heldResult(last, filled);
  const reply = run(filled, reading, asked, named, wanted, system, {
    ...((preface ?? derived) !== undefined && {
      preface: [preface, derived].filter(Boolean).join('\n\n'),
    }),
    ...(steps !== undefined && { steps }),
    ...(held !== undefined && { held }),
  });
  // "And FCP?" after a kill sheet: another result of the same calculation, as sure as a change.
  const sameCalculation =
    last !== undefined &&
    last.recipe.tool === best.recipe.tool &&
    last.card.status === 'computed' &&
    reply.status === 'computed' &&
    FOLLOW_UP_WORDS.test(reading.text) &&
    askedByTerm(best.recipe, reading);
  return {
    ...reply,
    tool: best.recipe.tool,
    // So is a calculation named outright and worked on the last one's figures ("IRR?" after an NPV).
    confidence:
      sameCalculation ||
      (preface !== undefined && reply.status === 'computed' && best.terms >= WEIGHTS.namedOutright)
        ? Math.max(confidenceOf(best, reading.text), 0.9)
        : reply.solved === true
          ? Math.max(confidenceOf(best, reading.text), WEIGHTS.solvedConfidence)
          : reply.otherKind === true
            ? Math.min(confidenceOf(best, reading.text), WEIGHTS.otherKindConfidence)
            : describesASituation(reply, reading, best, asked)
              ? Math.min(confidenceOf(best, reading.text), WEIGHTS.situationConfidence)
              : reply.status === 'needs_input' && unasked([best], reading)
                ? Math.min(confidenceOf(best, reading.text), WEIGHTS.unaskedConfidence)
                : confidenceOf(best, reading.text),
    kind: 'new',
  };
}

/**
 * "How much oil?" of a total liquid at a water cut: the fluid's rate, worked out on the way to the
 * ratios, leads the answer in the units of the question.
 */
function derivedFluid(
  filled: Filled,
  reading: Reading,
  wanted: ReadonlyMap<Dimension, ReadUnit>,
): string | undefined {
  const fluid = fluidAsked(reading.text);
  const name = `${fluid}_rate_bbl_per_day`;
  const value = filled.input[name];
  if (fluid === undefined || typeof value !== 'number' || !workedOut(filled, name)) {
    return undefined;
  }
  const unit = wanted.get('rate');
  const perDay = readUnit('bbl/d');
  const label = `${fluid.charAt(0).toUpperCase()}${fluid.slice(1)} rate`;
  if (unit === undefined || unit.id === perDay.id) {
    return `**${label} = ${formatCalcNumber(value)} bbl/d**`;
  }
  const converted = convertValue(value, perDay, unit);
  return `**${label} = ${formatCalcNumber(converted)} ${unit.symbol}** (${formatCalcNumber(value)} bbl/d)`;
}

/**
 * A message that asks for no figure and does not name the calculation outright (it tells what is
 * happening), which the calculation found in it cannot complete: a form asking for its inputs
 * would answer a question nobody asked, so it is offered only when nothing else answers.
 */
function describesASituation(
  reply: CalculationReply,
  reading: Reading,
  candidate: Candidate,
  asked: Asked,
): boolean {
  if (ASKS_A_FIGURE.test(reading.text) || reply.status === 'refused') return false;
  // "Total annular volume?" at the end of a long story asks for it, as does a unit its result
  // comes in ("wants the mud weight in ppg that balances it").
  if (
    askedByTerm(candidate.recipe, reading) ||
    namedLast(candidate, reading) ||
    (candidate.askedKind === true && asked.units.length > 0)
  )
    return false;
  const words = reading.words.length;
  const placed = candidate.filled.sources.size + candidate.filled.composed.length;
  // Figures worked out from a story that never names the calculation ("close the annular").
  const hinted = candidate.terms < WEIGHTS.namedStrongly;
  if (reply.status === 'computed') {
    // A long story none of whose words names the calculation, asking none of its results: hints
    // that add up ("compressor outage", "discharge") are its setting, not a request.
    if (
      words > 4 * WEIGHTS.situationWords &&
      candidate.strongest < WEIGHTS.namedStrongly &&
      candidate.answers.length === 0 &&
      candidate.askedKind !== true
    ) {
      return true;
    }
    // A story whose figures the calculation only gives back: every result it would lead with
    // is a value the message gave, or the message asks nothing and every result it names was
    // told ("water cut went from 35 to 80 % in three weeks").
    if (
      reply.restates === true ||
      (!ASKS_ANYTHING.test(reading.text) &&
        candidate.answers.length > 0 &&
        candidate.answers.every((key) => candidate.filled.input[key] !== undefined))
    ) {
      return true;
    }
    // A story that asks nothing, most of whose figures the calculation leaves ("3rd rod part in
    // 6 months … 90 % water cut, 2 % CO2"): the figure is beside its point.
    if (
      !ASKS_ANYTHING.test(reading.text) &&
      words > 2 * WEIGHTS.situationWords &&
      candidate.terms < WEIGHTS.namedOutright &&
      candidate.filled.unused.length > placed
    ) {
      return true;
    }
    // A message that asks none of the calculation's results nor their kind, only hints at it, and
    // gives more figures than it uses ("coupons at 12 mpy, used to be 2; 70 % water cut, 2 % CO2").
    if (
      candidate.answers.length === 0 &&
      candidate.askedKind !== true &&
      candidate.terms < WEIGHTS.namedOutright &&
      candidate.filled.unused.length > placed
    ) {
      return true;
    }
    // A figure worked out for a long story that only hints at the calculation.
    return hinted && words > 2 * WEIGHTS.situationWords;
  }
  // A few words naming a quantity ("capacity of 4.276 in ID pipe") still ask for it.
  return (
    (hinted && words > WEIGHTS.situationWords) ||
    (words > 2 * WEIGHTS.situationWords &&
      (candidate.terms < WEIGHTS.namedOutright || placed === 0))
  );
}

/**
 * A calculation nobody asked for: the message names none of the candidates outright nor any of
 * their results, asks for no kind of quantity and no figure, and gives fewer of its inputs than it
 * lacks — its words merely share an input's name ("plunger", "casing pressure"). A form for it
 * answers only when nothing else does.
 */
function unasked(candidates: readonly Candidate[], reading: Reading): boolean {
  return (
    !ASKS_A_FIGURE.test(reading.text) &&
    candidates.every(
      (candidate) =>
        candidate.filled.missing.length >
          candidate.filled.sources.size + candidate.filled.composed.length &&
        candidate.terms < WEIGHTS.namedOutright &&
        candidate.answers.length === 0 &&
        !askedByTerm(candidate.recipe, reading) &&
        candidate.askedKind === undefined,
    )
  );
}

/**
 * "What ICP should I bring the pump up to?": the question asks a result of the calculation by
 * its name, after the figures it needs — a figure, whatever else its words ask.
 */
function asksAResultByName(candidate: Candidate, reading: Reading): boolean {
  const question = /[^.!?\n]*\?[^.!?\n]*$/.exec(reading.text)?.[0] ?? '';
  return (
    candidate.filled.sources.size > 0 &&
    /^\W*(?:and\s+)?(?:what|which)\b/.test(question) &&
    answersNamed(candidate.recipe, readMessage(question)).length > 0
  );
}

/** A result of the candidate's named in the message's last sentence, its question. */
function namedLast(candidate: Candidate, reading: Reading): boolean {
  if (candidate.answers.length === 0) return false;
  const last = /[^.!?\n]*[.!?\s]*$/.exec(reading.text)?.[0] ?? '';
  return (
    last.length < reading.text.length &&
    answersNamed(candidate.recipe, readMessage(last)).length > 0
  );
}

/**
 * How sure a fresh reading is, from its score: at most 0.95, under the score at which the
 * knowledge base answers a problem described with figures (the figures of a case do not make it
 * a calculation).
 */
function confidenceOf(candidate: Candidate, text: string): number {
  const score = Math.max(0.3, Math.min(0.95, 0.4 + candidate.score / 15));
  // A calculation named outright with a number for it, or for "my well", asks to be worked out
  // (or asked back about), not explained.
  const named = candidate.terms >= WEIGHTS.namedOutright;
  // A calculation asked for by its name alone ("kill mud weight please") wants its form.
  const byName =
    named &&
    text.split(/\s+/).filter(Boolean).length <= 5 &&
    /\b(?:please|pls|plz|calc|calculate|compute|work out|form|sheet)\b/.test(text);
  // Numbers the calculation takes, placed or not yet: of an input's kind, or for a recipe that
  // builds its input from several numbers ("5 in pipe in 8.5 in hole", the lengths not given).
  const given =
    candidate.filled.sources.size + candidate.filled.composed.length > 0 ||
    candidate.filled.unused.some(
      (mention) =>
        candidate.recipe.compose !== undefined ||
        candidate.recipe.inputs.some((spec) => takes(roleNamed(spec.role), mention)),
    );
  return named && (given || byName || OWN_ASSET.test(text)) ? Math.max(score, 0.85) : score;
}

/** Words that put a calculation on the user's own asset ("my well", "our lease"). */
const OWN_ASSET =
  /\b(?:my|our|this|that)\s+(?:well|wells|lease|field|project|deal|prospect|investment|reservoir)\b/;

/**
 * A calculator that would estimate a value the message states (a Bo for the formation volume
 * factor, when the message is a radial inflow with its Bo) gives way to one that takes it as an
 * input and can run; only when none does is the stated value said to be in the way.
 */
function withoutStatedResults(ranked: readonly Candidate[], reading: Reading): Candidate[] {
  const taking = ranked.filter(
    (candidate) => statedResultGuard(candidate.filled, reading) === undefined,
  );
  const [first] = taking;
  const runs =
    first !== undefined &&
    first.terms >= WEIGHTS.minimumTerms &&
    first.filled.missing.length === 0 &&
    first.recipe.missing?.(first.filled.input) === undefined;
  return runs ? taking : [...ranked];
}

/**
 * A reply to the question the last answer asked ("6.5 x 12" after "which liner and stroke?",
 * "10,500 ft, all open hole" after "the length of each section?"), read with the question it
 * answers as one message: what that message gave stays, and numbers that only together make a
 * section, a pump or a test are read together. Taken only when the reply read alone does not compute
 * and this completes the same calculation.
 */
function answerToQuestion(
  message: string,
  context: CalculationContext,
): CalculationAnswer | undefined {
  const history = context.history ?? [];
  const last = lastCalculation(history);
  if (last === undefined || last.card.status === 'computed') return undefined;
  const reply = history.findLastIndex((turn) => turn.role === 'assistant');
  const question = history.findLastIndex((turn, index) => turn.role === 'user' && index < reply);
  const asked = history[question];
  if (asked === undefined) return undefined;
  const joined = answerCalculation(`${asked.content}\n${message}`, {
    ...context,
    history: history.slice(0, question),
  });
  if (joined?.status !== 'computed' || joined.tool !== last.recipe.tool) return undefined;
  return { ...joined, kind: 'continued' };
}

/** Whether a candidate lacks an input to run: its own, one of two alternatives, or a chained one. */
function lacksInput(candidate: Candidate, reading: Reading): boolean {
  const { filled, recipe } = candidate;
  return (
    filled.ambiguous.length > 0 ||
    recipe.missing?.(filled.input) !== undefined ||
    filled.missing.some((name) => chainSteps(filled, name, reading).length === 0)
  );
}

/**
 * A calculation named by the question that lacks inputs, while a figure the question names for
 * another role goes unused — and another calculation that gives the kind of quantity asked runs on
 * every figure given ("kill weight?" with the reservoir pressure and its TVD, no SIDPP: the mud
 * weight that balances that pressure). The one that uses what was given answers, and says why;
 * the figure is not dropped while the named one asks for what nobody has.
 */
function completeInstead(ranked: readonly Candidate[], reading: Reading): Candidate | undefined {
  const [first] = ranked;
  if (first === undefined || first.askedKind !== true || !lacksInput(first, reading)) {
    return undefined;
  }
  const left = first.filled.unused.filter((mention) =>
    [...(reading.labels[mention.index] ?? new Map<string, number>())].some(
      ([role, strength]) =>
        strength >= LABELLED && !first.recipe.inputs.some((spec) => spec.role === role),
    ),
  );
  if (left.length === 0) return undefined;
  return ranked.find(
    (candidate) =>
      candidate !== first &&
      // Not one the question's words speak against (a vertical tank's for a bullet tank).
      candidate.terms >= 0 &&
      candidate.askedKind === true &&
      candidate.filled.missing.length === 0 &&
      candidate.filled.ambiguous.length === 0 &&
      candidate.filled.unused.length === 0 &&
      candidate.recipe.missing?.(candidate.filled.input) === undefined &&
      left.every((mention) =>
        [...candidate.filled.sources.values()].some((source) => source.index === mention.index),
      ),
  );
}

/** Why a calculation other than the one named answers (see {@link completeInstead}). */
function insteadPreface(named: Candidate): string {
  const lacking = named.filled.missing.map(
    (name) => `the ${inSentence(labelOf(named.filled, name))}`,
  );
  const what = lacking.length === 0 ? 'inputs that were not given' : listed(lacking);
  return `The ${named.filled.info.tool.title.toLowerCase()} needs ${what}, which the question does not give; this works from the figures it does give.`;
}

/**
 * The calculation the message names outright ("revenue distribution") answers before one that only
 * scores about as well by the numbers it could use and names no result asked: it then asks for
 * what it lacks.
 */
function namedFirst(ranked: readonly Candidate[]): Candidate[] {
  const [first, second] = ranked;
  // One asked for by name ("need AV") against one only described ("the pump is a 6 x 12
  // triplex"), about as likely: the one asked for answers, asking for what it lacks.
  if (
    first !== undefined &&
    second !== undefined &&
    second.requested &&
    !first.requested &&
    first.answers.length === 0 &&
    second.terms >= WEIGHTS.namedStrongly &&
    first.score - second.score < WEIGHTS.closeCall
  ) {
    return [second, first, ...ranked.slice(2)];
  }
  if (
    first === undefined ||
    second === undefined ||
    first.terms >= WEIGHTS.namedOutright ||
    // One that gives the result the question names keeps its place.
    first.answers.length > 0 ||
    second.terms < WEIGHTS.namedOutright ||
    // …and so does one that uses figures the named one would leave ("how many MMscfd can a 48 in
    // separator handle at 600 psig? use the York K": the capacity, not the K alone).
    second.filled.unused.length > first.filled.unused.length ||
    first.score - second.score >= WEIGHTS.closeCall
  ) {
    return [...ranked];
  }
  return [second, first, ...ranked.slice(2)];
}

/** Two calculators both named and about as likely: the better one is not chosen for the user. */
function closeCall(ranked: readonly Candidate[], reading: Reading): boolean {
  const [first, second] = ranked;
  if (first === undefined || second === undefined) return false;
  if (first.terms < WEIGHTS.minimumTerms || second.terms < WEIGHTS.minimumTerms) return false;
  // One named outright against one that is not (see `namedFirst`).
  if (first.terms >= WEIGHTS.namedOutright && second.terms < WEIGHTS.namedOutright) return false;
  // One that can run against one that lacks an input (its own or one of two alternatives).
  const lacks = (candidate: Candidate) =>
    candidate.filled.missing.length > 0 ||
    candidate.recipe.missing?.(candidate.filled.input) !== undefined ||
    // …or an input the result asked for needs that no other calculator works out (a gas density
    // without the gas's gravity; an annular volume can be chained first).
    candidate.answers.some((key) =>
      (candidate.recipe.needs?.[key] ?? []).some(
        (name) => candidate.filled.input[name] === undefined && !chainable(candidate.recipe, name),
      ),
    );
  if (!lacks(first) && lacks(second)) return false;
  // Both lack inputs, the better one fewer ("how many bbl in the tank at 8 ft?": an upright
  // tank's diameter, against a horizontal one's diameter and length): its one question is asked.
  if (
    lacks(first) &&
    lacks(second) &&
    first.filled.missing.length < second.filled.missing.length &&
    first.filled.unused.length <= second.filled.unused.length
  ) {
    return false;
  }
  // One worked through the other (a Bo through the Rs it needs) shows both.
  if (chainsThrough(first, second, reading)) return false;
  // One that runs on every figure given against one that would leave some unused.
  if (!lacks(first) && first.filled.unused.length === 0 && second.filled.unused.length > 0) {
    return false;
  }
  // Both can run, and one gives the other's main result besides its own from more of the figures
  // given (a kill sheet's kill weight beside its ICP and FCP, with the SCR): it answers both.
  const keys = (candidate: Candidate) =>
    calculatorInfo(candidate.recipe.tool).results.map((result) => result.key);
  const covers = (wide: Candidate, narrow: Candidate) => {
    const main = primaryOf(narrow.recipe, keys(narrow));
    return (
      main !== undefined &&
      keys(wide).includes(main) &&
      wide.filled.unused.length < narrow.filled.unused.length
    );
  };
  const runs = (candidate: Candidate) =>
    candidate.filled.missing.length === 0 &&
    candidate.recipe.missing?.(candidate.filled.input) === undefined;
  if (runs(first) && runs(second) && (covers(first, second) || covers(second, first))) {
    return false;
  }
  // Both can run and both give the result the question names: the better one answers it.
  if (
    !lacks(first) &&
    !lacks(second) &&
    first.answers.some((answer) => second.answers.includes(answer))
  ) {
    return false;
  }
  return first.score - second.score < WEIGHTS.closeCall;
}

/** Whether another calculator can work out `recipe`'s input `name` first. */
function chainable(recipe: Recipe, name: string): boolean {
  const spec = recipe.inputs.find((candidate) => candidate.input === name);
  return spec !== undefined && providedRoles().has(spec.role);
}

function clarifyWhich(ranked: readonly Candidate[], best: Candidate): CalculationAnswer {
  const [first, second] = ranked as [Candidate, Candidate];
  const markdown = `Do you want the **${first.filled.info.tool.title}** or the **${second.filled.info.tool.title}**? Both fit what you wrote; tell me which (or ask for both, one after the other).`;
  return { markdown, status: 'clarify', tool: best.recipe.tool, confidence: 0.6, kind: 'new' };
}
