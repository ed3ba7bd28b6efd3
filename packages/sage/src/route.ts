import type { Asked } from './asked';
import { calculatorInfo } from './calculators';
import { fill, type Filled } from './fill';
import { namesPipe } from './pipe';
import { namedMethods } from './guards';
import { ASKED_FOR, COMPARED, LABELLED, namedRoles, takes, type Reading } from './label';
import type { Mention } from './read';
import { RECIPES } from './recipes';
import { primaryNeeds, type Recipe } from './recipes/recipe';
import { role as roleNamed } from './roles';
import { findPhrase, phraseTerms } from './text';
import type { Dimension } from './units';
import { WEIGHTS } from './weights';

/**
 * Which calculator a message asks for, as scored evidence: the words that name a calculation,
 * the kind of quantity asked, how many of its inputs the message fills (and how surely), and what
 * it would leave unused. Every calculator is scored the same way with the weights of
 * {@link WEIGHTS}; no pattern picks one outright.
 */

export interface Candidate {
  recipe: Recipe;
  filled: Filled;
  /** Points of term evidence (before the cap). */
  terms: number;
  /**
   * The weight of its strongest single term: several hints ("compressor outage", "discharge") add
   * up to `terms`, but only a term that names the calculation outright says it is the one asked.
   */
  strongest: number;
  /** The question asks a kind of quantity this calculator gives (true), another (false), none. */
  askedKind?: boolean;
  score: number;
  /** Results the question names ("ICP", "MAASP"), by key. */
  answers: string[];
  /** One of its names follows a question's or a request's words ("what duty", "need AV"). */
  requested: boolean;
}

interface CompiledTerm {
  terms: string[];
  weight: number;
}

const compiled = new Map<string, { terms: CompiledTerm[]; answers: Map<string, string[][]> }>();

function compile(recipe: Recipe) {
  let entry = compiled.get(recipe.tool);
  if (entry === undefined) {
    entry = {
      terms: Object.entries(recipe.terms).map(([phrase, weight]) => ({
        terms: phraseTerms(phrase),
        weight,
      })),
      answers: new Map(
        Object.entries(recipe.answers ?? {}).map(([key, phrases]) => [
          key,
          phrases.map((phrase) => phraseTerms(phrase)),
        ]),
      ),
    };
    compiled.set(recipe.tool, entry);
  }
  return entry;
}

/** A word of a sentence before it: not a determiner or a question's word that names a symbol. */
const WORD_BEFORE =
  /(?:^|[^a-z])(?!(?:the|a|what|whats|is|and|or|with|use|using|get|find|same|of|for|my|our|its|new|then|than)\s+$)[a-z]{2,}\s+$/i;
/** A word of a sentence after it, not one that says what the symbol is ("n is", "z of", "J at"). */
const WORD_AFTER =
  /^\s+(?!(?:is|was|of|at|from|for|value|factor|exponent|equals|and|or)\b)[a-z]{2,}/i;

/** Whether the text at `match` sits between two plain words of a sentence. */
function inSentence(reading: Reading, match: { start: number; end: number }): boolean {
  return (
    WORD_BEFORE.test(reading.text.slice(Math.max(0, match.start - 24), match.start)) &&
    WORD_AFTER.test(reading.text.slice(match.end, match.end + 24))
  );
}

function outsideMentions(reading: Reading, start: number, end: number): boolean {
  return !reading.mentions.some((mention) => start < mention.end && mention.start < end);
}

/**
 * The term evidence for `recipe` in `reading`: where two terms overlap, the longer counts, and a
 * term said twice (or in two spellings of one stem) counts once.
 */
export function termEvidence(recipe: Recipe, reading: Reading): number {
  return countedTerms(recipe, reading).reduce((total, weight) => total + weight, 0);
}

/** The weights of the terms for `recipe` that count in `reading` (see {@link termEvidence}). */
function countedTerms(recipe: Recipe, reading: Reading): number[] {
  const found: { start: number; end: number; length: number; weight: number; term: string }[] = [];
  for (const term of compile(recipe).terms) {
    for (const match of findPhrase(reading.words, term.terms)) {
      if (!outsideMentions(reading, match.start, match.end)) continue;
      // "Well above the bubble point": a quantity compared with is context, not asked for.
      const before = reading.text.slice(Math.max(0, match.start - 24), match.start);
      if (term.weight > 0 && COMPARED.test(before)) continue;
      // "No z handy, use DAK", "without the Bo": a quantity the asker lacks is not asked for.
      if (term.weight > 0 && LACKED.test(before)) continue;
      // "with 20 % water cut": a name written after a percentage names that figure, given — no
      // result asked of a calculator that does not take it ("62.5 % WI" still names an input).
      if (
        term.weight > 0 &&
        namesPercentBefore(reading, match.start) &&
        !inputNames(recipe).has(term.terms.join(' '))
      ) {
        continue;
      }
      // "Pump harder n shove it": a one-letter symbol (n, z, J) between two words of a sentence
      // is shorthand for a word ("and"), not the quantity.
      if (term.terms.length === 1 && term.terms[0]?.length === 1 && inSentence(reading, match)) {
        continue;
      }
      // "ID 8.681", "(2.992 ID)": a result's name written with its figure gives it, not asks it.
      if (term.weight > 0 && givesResult(recipe, reading, term.terms, match)) continue;
      // "GOR doubled in 2 months": a quantity told as a trend is the story, not what is asked.
      if (term.weight > 0 && toldAsTrend(reading, match.end)) continue;
      // "Bo at the bubble point", "viscosity at pb": a condition the result is asked at counts
      // half as much as the result asked.
      const condition = term.weight > 0 && /\bat\s+(?:the\s+)?$/.test(before);
      found.push({
        start: match.start,
        end: match.end,
        length: term.terms.length,
        weight: condition ? term.weight / 2 : term.weight,
        term: term.terms.join(' '),
      });
    }
  }
  const weights: number[] = [];
  const counted = new Set<string>();
  for (const occurrence of found) {
    if (counted.has(occurrence.term)) continue;
    const covered = found.some(
      (other) =>
        other !== occurrence &&
        other.start <= occurrence.start &&
        other.end >= occurrence.end &&
        (other.length > occurrence.length ||
          (other.length === occurrence.length && other.weight > occurrence.weight)),
    );
    if (!covered) {
      weights.push(occurrence.weight);
      counted.add(occurrence.term);
    }
  }
  return weights;
}

/**
 * Whether `terms`, matched at `match`, names a result of `recipe` written with its figure — a
 * figure the calculation neither takes as an input nor builds one from (a water cut that splits a
 * total liquid rate is used).
 */
function givesResult(
  recipe: Recipe,
  reading: Reading,
  terms: readonly string[],
  match: { start: number; end: number },
): boolean {
  const phrase = terms.join(' ');
  if (inputNames(recipe).has(phrase)) return false;
  const results = calculatorInfo(recipe.tool).results;
  const given = [...compile(recipe).answers].flatMap(([key, phrases]) => {
    if (!phrases.some((named) => named.join(' ') === phrase)) return [];
    const dimension = results.find((result) => result.key === key)?.unit?.dimension;
    const figure = labelledNumber(reading, match.start, match.end, dimension);
    return figure === undefined ? [] : [figure];
  });
  if (given.length === 0) return false;
  const built = recipe.compose?.(reading, new Set())?.used ?? [];
  return given.every((figure) => !built.includes(figure.index));
}

const inputNameCache = new Map<string, Set<string>>();

/**
 * Words before a name that say the asker does not have it ("no z handy", "without a Bo", "waiting
 * on barite").
 */
const LACKED =
  /\b(?:no|without|don'?t have|do not have|haven'?t got|waiting (?:on|for)|short (?:on|of)|ran out of|run out of)\s+(?:the\s+|a\s+|any\s+|more\s+)?$/;

/** The names of `recipe`'s input roles, as phrase terms. */
function inputNames(recipe: Recipe): Set<string> {
  let names = inputNameCache.get(recipe.tool);
  if (names === undefined) {
    names = new Set(
      recipe.inputs.flatMap((spec) =>
        [...roleNamed(spec.role).names, ...(spec.names ?? [])].map((name) =>
          phraseTerms(name).join(' '),
        ),
      ),
    );
    inputNameCache.set(recipe.tool, names);
  }
  return names;
}

/** An ordinal right before a name ("2nd stg", "the third stage"). */
const ORDINAL_BEFORE = /\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|final|last)\s+$/;

/** A verb that tells which way a quantity went ("doubled", "has been climbing", "went up"). */
const TREND_AFTER =
  /^\s*(?:(?:has|have|had|is|are|was|were|keeps?|kept)\s+)?(?:(?:been|just|really|slowly|steadily)\s+)*(?:doubled|doubling|tripled|halved|jumped|jumping|spiked|spiking|climbed|climbing|rising|rose|increased|increasing|decreased|decreasing|dropped|dropping|fell|falling|declined|declining|crept|creeping|(?:went|gone|going|come|came) (?:up|down))\b/;

/** Whether the name ending at `end` is the subject of a trend the message tells. */
function toldAsTrend(reading: Reading, end: number): boolean {
  return TREND_AFTER.test(reading.text.slice(end, end + 40));
}

/** Whether a percentage stands right before `start` ("20% water cut", "3 % ORRI"). */
function namesPercentBefore(reading: Reading, start: number): boolean {
  return reading.mentions.some(
    (mention) =>
      mention.unit?.dimension === 'fraction' &&
      mention.end <= start &&
      /^\s*$/.test(reading.text.slice(mention.end, start)),
  );
}

/** True when one of `recipe`'s terms closes a question ("PI?", "kill weight?"): it is asked for. */
export function askedByTerm(recipe: Recipe, reading: Reading): boolean {
  return compile(recipe).terms.some((term) =>
    findPhrase(reading.words, term.terms).some((match) =>
      // "break-even?", "break-even then?": the name asked.
      /^\s*(?:then|now|again|instead|too|there|here)?\s*\?/.test(reading.text.slice(match.end)),
    ),
  );
}

/** Words that ask for what follows them as a request does ("need AV", "want the duty"). */
const REQUESTED =
  /\b(?:need|want|check|give me|get me)\s+(?:(?:the|our|my|an?|to know|to get|to check)\s+){0,3}$/;

/**
 * True when one of `recipe`'s terms follows a question's or a request's words ("what duty",
 * "how much barite", "need AV").
 */
function termAsked(recipe: Recipe, reading: Reading): boolean {
  return compile(recipe).terms.some(
    (term) =>
      term.weight > 0 &&
      findPhrase(reading.words, term.terms).some((match) => {
        const before = reading.text.slice(Math.max(0, match.start - 40), match.start);
        return (
          outsideMentions(reading, match.start, match.end) &&
          (ASKED_FOR.test(before) || REQUESTED.test(before))
        );
      }),
  );
}

/**
 * The number a name stands right beside, labelling it ("influx height 400 ft", "ECD 10.5 ppg"):
 * a quantity given, not asked for.
 */
function labelledNumber(
  reading: Reading,
  start: number,
  end: number,
  dimension: Dimension | undefined,
): Mention | undefined {
  if (dimension === undefined) return undefined;
  const after = reading.mentions.find((mention) => mention.start >= end);
  const before = [...reading.mentions].reverse().find((mention) => mention.end <= start);
  // A bare number right after the name, or after "were", "is", "=", is the name's value too
  // ("GOR 620", "if the GOR were 700").
  const bareValue = after?.unit === undefined && after !== undefined;
  if (
    after !== undefined &&
    // "The drift of 7\" 29# casing": a pipe's size names the pipe, not the value asked.
    !namesPipe(reading, after) &&
    (after.unit?.dimension === dimension || bareValue) &&
    (bareValue
      ? /^\s*(?:(?:[:=]|is|was|were|be|becomes|went to|goes to|drops to|rises to)\s*)?$/
      : /^\s*(?:[:=]|of|is|was|were|at)?\s*(?:actually|about|around|roughly|really|now|only)?\s*$/
    ).test(reading.text.slice(end, after.start))
  ) {
    return after;
  }
  return before !== undefined &&
    (before.unit?.dimension === dimension || before.unit === undefined) &&
    /^\s*(?:tall|high|long|deep)?\s*$/.test(reading.text.slice(before.end, start))
    ? before
    : undefined;
}

/** Whether a name labels a number of its kind (see {@link labelledNumber}). */
function labelsANumber(
  reading: Reading,
  start: number,
  end: number,
  dimension: Dimension | undefined,
): boolean {
  return labelledNumber(reading, start, end, dimension) !== undefined;
}

/** The results of `recipe` the question names. */
export function answersNamed(recipe: Recipe, reading: Reading): string[] {
  const found: { key: string; start: number; end: number }[] = [];
  const results = calculatorInfo(recipe.tool).results;
  // "Stage head 45 ft": a longer name of one of the calculator's inputs holds the word, given.
  const inputNamed = namedRoles(reading).filter(
    (occurrence) =>
      recipe.inputs.some((spec) => spec.role === occurrence.role) &&
      (roleNamed(occurrence.role).takes.some((dimension) =>
        labelsANumber(reading, occurrence.start, occurrence.end, dimension),
      ) ||
        reading.mentions.some(
          (mention) =>
            mention.start >= occurrence.end &&
            /^\s*[:=]?\s*$/.test(reading.text.slice(occurrence.end, mention.start)) &&
            (reading.labels[mention.index]?.get(occurrence.role) ?? 0) >= LABELLED,
        )),
  );
  for (const [key, phrases] of compile(recipe).answers) {
    const dimension = results.find((result) => result.key === key)?.unit?.dimension;
    for (const terms of phrases) {
      for (const match of findPhrase(reading.words, terms)) {
        if (
          outsideMentions(reading, match.start, match.end) &&
          !labelsANumber(reading, match.start, match.end, dimension) &&
          !toldAsTrend(reading, match.end) &&
          // "2nd stage discharge": an ordinal names which one, not how many.
          !ORDINAL_BEFORE.test(reading.text.slice(Math.max(0, match.start - 12), match.start)) &&
          !inputNamed.some(
            (occurrence) =>
              occurrence.start <= match.start &&
              occurrence.end >= match.end &&
              occurrence.end - occurrence.start > match.end - match.start,
          )
        ) {
          found.push({ key, start: match.start, end: match.end });
        }
      }
    }
  }
  // "Nominal per month" names the monthly decline, not the nominal one its first word names too;
  // "how many strokes for bottoms up" the bottoms-up strokes, not any volume's strokes: of two
  // names sharing words, the longer is what is asked.
  const named = found.filter(
    (match) =>
      !found.some(
        (other) =>
          other.key !== match.key &&
          other.start < match.end &&
          other.end > match.start &&
          other.end - other.start > match.end - match.start,
      ),
  );
  return [...new Set(named.map((match) => match.key))];
}

/**
 * Results a follow-up names by the calculator's own label ("and the pressure drop per 100
 * strokes?" after a kill sheet): three or more words of a result's label in its order, two of them
 * words of substance, or the abbreviation the label gives in brackets ("FCP"). Numbers inside the
 * phrase ("100") belong to it; `numbers` says which mentions the phrases hold.
 */
export function resultsNamedByLabel(
  recipe: Recipe,
  reading: Reading,
): { keys: string[]; numbers: Set<number> } {
  const keys: string[] = [];
  const numbers = new Set<number>();
  for (const result of calculatorInfo(recipe.tool).results) {
    const abbreviations = [...result.label.matchAll(/\(([A-Z][A-Za-z0-9]{1,6})\)/g)].map(
      (match) => [match[1] as string],
    );
    // Phrases run between the label's numbers, as they do between a message's.
    const plain = result.label.replace(/\([^)]*\)/g, ' ');
    const windows: string[][] = [];
    for (const part of plain.split(/\d[\d.,]*/)) {
      const words = phraseTerms(part);
      for (let from = 0; from < words.length; from += 1) {
        for (let to = from + 3; to <= words.length; to += 1) {
          const window = words.slice(from, to);
          if (window.filter((word) => word.length >= 4).length >= 2) windows.push(window);
        }
      }
    }
    const labelNumbers = new Set(plain.match(/\d[\d.,]*/g)?.map(Number) ?? []);
    const matches = [...abbreviations, ...windows].flatMap((terms) =>
      findPhrase(reading.words, terms),
    );
    if (matches.length === 0) continue;
    keys.push(result.key);
    for (const match of matches) {
      for (const mention of reading.mentions) {
        // "per 100 strokes": a number of the label, within or right after the phrase.
        if (
          labelNumbers.has(mention.value) &&
          mention.start >= match.start &&
          mention.start <= match.end + 2
        ) {
          numbers.add(mention.index);
        }
      }
    }
  }
  return { keys, numbers };
}

/** The kinds of quantity a calculator's results are. */
function resultKinds(filled: Filled): Set<Dimension> {
  const kinds = new Set<Dimension>();
  for (const result of filled.info.results) {
    if (result.unit !== undefined) kinds.add(result.unit.dimension);
  }
  return kinds;
}

/** Scores one calculator for a message. */
export function scoreCandidate(recipe: Recipe, reading: Reading, asked: Asked): Candidate {
  const filled = fill(recipe, reading);
  // A method named ("Colebrook", "Fetkovich") names the calculators that offer it, and counts
  // against those that do not.
  const methods = namedMethods(filled.info.tool, reading.text);
  const offered = methods.filter((method) => method.offered).length;
  const termWeights = countedTerms(recipe, reading);
  const named = termWeights.reduce((total, weight) => total + weight, 0);
  const terms = named + offered * WEIGHTS.methodOffered;
  const answers = answersNamed(recipe, reading);
  const requested = termAsked(recipe, reading);
  const kinds = resultKinds(filled);
  const askedKind =
    asked.dimensions.length === 0 ? undefined : asked.dimensions.some((kind) => kinds.has(kind));
  const required = [...filled.info.inputs.values()].filter((input) => input.required);
  const extraMissing = recipe.missing?.(filled.input) === undefined ? 0 : 1;
  // Inputs the result asked for needs (a gas density: the gas's gravity) count as required,
  // unless another calculator can work them out first (a volume from a pipe's size and length).
  const neededMissing = new Set(
    answers
      .flatMap((key) => recipe.needs?.[key] ?? [])
      .filter((name) => filled.input[name] === undefined)
      .filter((name) => {
        const role = recipe.inputs.find((spec) => spec.input === name)?.role;
        return role === undefined || !providedRoles().has(role);
      }),
  ).size;
  // A required input another calculation works out from the message (a Bo from Standing's
  // correlation for an oil in place) counts as filled, and the numbers it uses as used.
  const chainedInputs = new Set<string>();
  const chainUsed = new Set<number>();
  let chainMethods = 0;
  for (const name of filled.missing) {
    const [first] = chainSteps(filled, name, reading);
    if (first === undefined) continue;
    chainedInputs.add(name);
    // A method named for the step ("use Standing Bo") is not one the calculation lacks.
    chainMethods += namedMethods(first.step.info.tool, reading.text).filter(
      (method) => method.offered,
    ).length;
    const unused = new Set(first.step.unused.map((mention) => mention.index));
    for (const mention of reading.mentions)
      if (!unused.has(mention.index)) chainUsed.add(mention.index);
  }
  // With no result named, the inputs the primary result needs count as required (a tank's level).
  const primary =
    answers.length > 0
      ? []
      : primaryNeeds(recipe, (name) => filled.input[name] !== undefined).filter(
          (name) => !required.some((input) => input.name === name),
        );
  const filledRequired =
    required.filter(
      (input) => filled.input[input.name] !== undefined || chainedInputs.has(input.name),
    ).length + primary.filter((name) => filled.input[name] !== undefined).length;
  const counted = required.length + primary.length + extraMissing + neededMissing;
  const share = (filledRequired + (counted === 0 ? 1 : 0)) / Math.max(1, counted);
  const inputRoles = new Set(recipe.inputs.map((spec) => spec.role));
  let unusedNamed = 0;
  let unusedKind = 0;
  for (const mention of filled.unused) {
    if (chainUsed.has(mention.index)) continue;
    const labels = reading.labels[mention.index] ?? new Map<string, number>();
    const strongest = [...labels].filter(([, strength]) => strength >= LABELLED);
    if (strongest.length > 0 && !strongest.some(([id]) => inputRoles.has(id))) unusedNamed += 1;
    else if (
      strongest.length === 0 &&
      recipe.inputs.some(
        (spec) => takes(roleNamed(spec.role), mention) && mention.unit !== undefined,
      )
    ) {
      unusedKind += 1;
    }
  }
  const score =
    Math.max(0, methods.length - offered - chainMethods) * WEIGHTS.methodNotOffered +
    // The cap is on the names; a method named ("Standing") is evidence beside them.
    (Math.min(named, WEIGHTS.termCap) + offered * WEIGHTS.methodOffered) * WEIGHTS.term +
    (answers.length > 0 || requested ? WEIGHTS.resultAsked : 0) +
    (askedKind === undefined ? 0 : askedKind ? WEIGHTS.askedKind : WEIGHTS.otherKind) +
    share * WEIGHTS.filled +
    filled.labelled.size * WEIGHTS.named +
    unusedNamed * WEIGHTS.unusedNamed +
    unusedKind * WEIGHTS.unusedKind;
  return {
    recipe,
    filled,
    terms,
    strongest: Math.max(0, ...termWeights),
    ...(askedKind !== undefined && { askedKind }),
    score,
    answers,
    requested,
  };
}

/** A calculation that works out an input another one lacks, from the same message. */
export interface ChainStep {
  provider: Recipe;
  /** The provider's result that fills the input. */
  key: string;
  step: Filled;
}

const providerFills = new WeakMap<Reading, Map<string, Filled>>();

function providerFill(provider: Recipe, reading: Reading): Filled {
  let fills = providerFills.get(reading);
  if (fills === undefined) {
    fills = new Map();
    providerFills.set(reading, fills);
  }
  let step = fills.get(provider.tool);
  if (step === undefined) {
    step = fill(provider, reading, { exclude: new Set() });
    fills.set(provider.tool, step);
  }
  return step;
}

/**
 * The calculations that could work out `filled`'s input `name` from the message, in catalogue
 * order: each complete on the message's numbers, and using none that the message names for
 * another of `filled`'s inputs in another role ("gas gravity 0.80" is never the oil's gravity).
 */
export function chainSteps(filled: Filled, name: string, reading: Reading): ChainStep[] {
  const spec = filled.recipe.inputs.find((candidate) => candidate.input === name);
  if (spec === undefined || !providedRoles().has(spec.role)) return [];
  const namedHere = new Map(
    [...filled.labelled].flatMap((input) => {
      const mention = filled.sources.get(input);
      const role = filled.recipe.inputs.find((candidate) => candidate.input === input)?.role;
      return mention === undefined || role === undefined ? [] : [[mention.index, role] as const];
    }),
  );
  // The inverse calculation (SG to °API for °API to SG) only goes round in a circle.
  const ownResults = new Set(Object.values(filled.recipe.provides ?? {}).flat());
  return RECIPES.flatMap((provider) => {
    const key = Object.entries(provider.provides ?? {}).find(([, roles]) =>
      [roles].flat().includes(spec.role),
    )?.[0];
    if (
      key === undefined ||
      provider.tool === filled.recipe.tool ||
      provider.inputs.some((input) => ownResults.has(input.role))
    ) {
      return [];
    }
    const step = providerFill(provider, reading);
    const otherRole = [...step.sources].some(([input, mention]) => {
      const role = namedHere.get(mention.index);
      const stepRole = provider.inputs.find((candidate) => candidate.input === input)?.role;
      return role !== undefined && stepRole !== undefined && stepRole !== role;
    });
    // "10,000' of DP + 700' of collars": a second figure of a kind the step works from, which
    // neither calculation uses, is a part of what was given that the step would leave out.
    const usedHere = new Set([...filled.sources.values()].map((mention) => mention.index));
    const usedUnits = new Set([...step.sources.values()].map((mention) => mention.unit?.id));
    const leftOut = step.unused.some(
      (mention) =>
        mention.unit !== undefined &&
        usedUnits.has(mention.unit.id) &&
        !usedHere.has(mention.index),
    );
    // A result that needs a figure the step lacks ("gpm" from a pump with no speed) fills nothing.
    const lacksForKey = (provider.needs?.[key] ?? []).some(
      (input) => step.input[input] === undefined,
    );
    return otherRole ||
      leftOut ||
      lacksForKey ||
      step.missing.length > 0 ||
      step.ambiguous.length > 0 ||
      provider.missing?.(step.input) !== undefined
      ? []
      : [{ provider, key, step }];
  });
}

let provided: ReadonlySet<string> | undefined;

/** Roles some calculator's result can fill, for a chain. */
export function providedRoles(): ReadonlySet<string> {
  provided ??= new Set(
    RECIPES.flatMap((recipe) =>
      Object.values(recipe.provides ?? {}).flatMap((roles) => [roles].flat()),
    ),
  );
  return provided;
}

/** Whether a candidate may answer at all: named by its terms, or by enough of its inputs. */
export function eligible(candidate: Candidate): boolean {
  // Only hinted at by its words (an SG beside "gravity") with more evidence against it than for
  // (another kind of quantity asked, numbers it leaves unused): it would answer a question nobody
  // asked.
  if (candidate.terms < WEIGHTS.namedStrongly && candidate.score < 0) return false;
  // Its words speak against it ("annulus volume" of a pipe's capacity): its inputs alone do not
  // make it the calculation asked.
  if (candidate.terms < 0) return false;
  if (candidate.terms >= WEIGHTS.minimumTerms) return true;
  // Named by its inputs, all there, and asked a kind of quantity it gives or one of its results
  // by name ("our net?" of a revenue split) — or given as a list of its inputs, every one named
  // and every number placed ("k=25md h=40ft p=3200 pwf=2400 …"): the calculation is wanted.
  const complete =
    candidate.filled.labelled.size >= WEIGHTS.namedListAlone &&
    candidate.filled.unused.length === 0 &&
    candidate.askedKind !== false;
  // Asked a kind of quantity it gives ("psi at bottom?"), with every number of the message one
  // of its inputs and none lacking ("12.2 ppg, 9,400 ft TVD"): the calculation is what is asked.
  const asksWhatItGives =
    candidate.askedKind === true &&
    candidate.filled.labelled.size > 0 &&
    candidate.filled.sources.size >= WEIGHTS.namedInputsAsked &&
    candidate.filled.missing.length === 0 &&
    candidate.filled.ambiguous.length === 0 &&
    candidate.filled.unused.length === 0;
  return (
    asksWhatItGives ||
    (candidate.filled.labelled.size >= WEIGHTS.namedInputsAlone &&
      candidate.filled.missing.length === 0 &&
      (candidate.askedKind === true || candidate.answers.length > 0 || complete))
  );
}

/** Every eligible calculator for a message, best first. */
export function rankCalculators(
  reading: Reading,
  asked: Asked,
  recipes: readonly Recipe[] = RECIPES,
): Candidate[] {
  const named = new Set(
    reading.labels.flatMap((labels) =>
      [...labels].filter(([, strength]) => strength >= LABELLED).map(([id]) => id),
    ),
  );
  return (
    recipes
      // A calculator no word asks for and none of whose inputs is named cannot win: not scored.
      .filter(
        (recipe) =>
          termEvidence(recipe, reading) > 0 ||
          namedMethods(calculatorInfo(recipe.tool).tool, reading.text).some(
            (method) => method.offered,
          ) ||
          recipe.inputs.filter(
            (spec) => named.has(spec.role) || named.has(roleNamed(spec.role).broader ?? ''),
          ).length >=
            (asked.dimensions.length > 0 ? WEIGHTS.namedInputsAsked : WEIGHTS.namedInputsAlone),
      )
      .map((recipe) => scoreCandidate(recipe, reading, asked))
      .filter(eligible)
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(chainsThrough(b, a, reading)) - Number(chainsThrough(a, b, reading)) ||
          // Scored alike, the calculation that uses more of what was written answers more of it.
          a.filled.unused.length - b.filled.unused.length,
      )
  );
}

/**
 * Whether `candidate` works an input it lacks out with `other` first (a Bo from the Rs it needs):
 * scored alike, the calculation that shows both steps answers more of the question.
 */
export function chainsThrough(candidate: Candidate, other: Candidate, reading: Reading): boolean {
  return candidate.filled.missing.some((name) =>
    chainSteps(candidate.filled, name, reading).some(
      (step) => step.provider.tool === other.recipe.tool,
    ),
  );
}
