import { calcCardsOf } from '@petrosage/contracts/calc';
import { checkFigures } from '@petrosage/sage';
import {
  matchScore,
  type OfflineSkill,
  type OfflineSkillContext,
} from '../assistant/offline/skill';
import { modelNote } from '../assistant/offline/builtin-skills';
import { ENGINEER_NOTE, REGULATOR_NOTE } from '../assistant/context/system-prompt';
import { knowledgeEntries, knowledgeEntry, opensWithImmediateActions } from './knowledge-base';
import { REGULATORY_AREAS, type KnowledgeEntry } from './knowledge-entry';
import {
  createKnowledgeIndex,
  searchKnowledge,
  type KnowledgeIndex,
  type KnowledgeSearchResult,
} from './knowledge-search';
import {
  asksAboutProblem,
  asksForActions,
  asksForDecision,
  describesProblem,
  PAST_A_LIMIT,
  reportsProblem,
  reportsSymptom,
  endangersPeople,
  isEmergencyQuestion,
  tellsOfFire,
  tellsTrappedPressure,
  tellsOfGasAlarm,
  tellsOfPersonDown,
  entrySections,
  focusedBody,
} from './knowledge-focus';

/**
 * The offline engine's knowledge skill: answers questions in the consultant's areas with the
 * best-matching curated entry, always with its source and review date, plus related entries
 * when they are good matches too. A question that describes a problem is answered from the
 * knowledge base even when it gives figures ("800 Mcf/d", "1,200 psi upstream"); a calculation
 * asked inside a problem ("work out the methanol dose") gets the guidance and the calculator's
 * card. When nothing answers well but some entries come close, it names them and asks one
 * question; when nothing comes close it scores 0 and the engine's "needs a language model" reply
 * runs.
 */

/**
 * Scores: 0.65 at the retrieval threshold up to 0.8 for a perfect match — under a conversion (0.9)
 * or a calculation named with its figures (0.85–0.95); a problem the base answers and a person at
 * risk take {@link PROBLEM_SCORE} instead.
 */
const BASE_SCORE = 0.5;
const SCORE_SPAN = 0.3;
/**
 * Cap for calculation requests — text with numbers and engineering units, or asking to calculate —
 * so the calculator skill answers them.
 */
export const CALCULATION_SCORE_CAP = 0.6;

/**
 * …and this for an entry matched only weakly (under {@link PROBLEM_CONFIDENCE}): under a
 * calculator that reads the figures and works out what was asked, however few words name it.
 */
const WEAK_CALCULATION_SCORE_CAP = 0.56;

/**
 * Score of a problem description with figures that the knowledge base answers: above the
 * calculator's score for a request whose numbers it read (0.95), so the figures of a case do not
 * turn a question about a problem into a calculation.
 */
export const PROBLEM_SCORE = 0.96;

/** A problem the knowledge base answers at least this confidently takes {@link PROBLEM_SCORE}. */
const PROBLEM_CONFIDENCE = 0.6;

/** Entries this close (below the match threshold) are offered as choices, with one question. */
const CLOSEST_THRESHOLD = 0.3;

/** Score of the "closest entries" reply: above nothing, below every skill that can answer. */
const CLOSEST_SCORE = 0.3;

/** Score of an entry beside a follow-up the calculator works out from its last card: it yields. */
const FOLLOWED_SCORE = CLOSEST_SCORE;

/** A context for a calculator asked without one (tests that score the skill alone). */
const NO_CONTEXT: OfflineSkillContext = { appName: '', assistantName: '', history: [], skills: [] };

/** The calculator skill's name in the engine, whose card joins a problem's guidance. */
const CALCULATOR_SKILL = 'calculator';

/** Units that mark a number as an engineering quantity (matched case-insensitively, whole words). */
const UNITS = [
  'ft',
  'feet',
  'foot',
  'm',
  'km',
  'mi',
  'in',
  'inch',
  'inches',
  'psi',
  'psia',
  'psig',
  'kpa',
  'mpa',
  'bar',
  'bara',
  'barg',
  'atm',
  'ppg',
  'ppm',
  'ppb',
  'mg/l',
  'sg',
  'api',
  'cp',
  'md',
  'bbl',
  'bbls',
  'bopd',
  'bwpd',
  'bfpd',
  'bpd',
  'b/d',
  'stb',
  'gal',
  'gals',
  'gallon',
  'gallons',
  'gpm',
  'scf',
  'mcf',
  'mcfd',
  'mscf',
  'mscfd',
  'mmcf',
  'mmcfd',
  'mmscf',
  'mmscfd',
  'bcf',
  'hp',
  'kw',
  'rpm',
  'spm',
  'lb',
  'lbs',
  'lbm',
  'pound',
  'pounds',
  'ton',
  'tons',
  'tonne',
  'tonnes',
  'tpy',
  'deg',
  'degree',
  'degrees',
  'f',
  'c',
  'k',
  'r',
  'yr',
  'yrs',
  'year',
  'years',
  'mo',
  'month',
  'months',
  'd',
  'day',
  'days',
  'hr',
  'hrs',
  'hour',
  'hours',
  'min',
  'minute',
  'minutes',
  'usd',
  'dollar',
  'dollars',
  'hz',
  'amp',
  'amps',
  'volt',
  'volts',
];
const ENGINEERING_QUANTITY = new RegExp(
  `\\$\\s?\\d|\\d[\\d,]*(?:\\.\\d+)?(?:"|\\s*(?:%|°|(?:${UNITS.join('|')})\\b))`,
  'i',
);

/** Every quantity of a text, for {@link subjectOf}. */
const QUANTITIES = new RegExp(ENGINEERING_QUANTITY.source, 'gi');

/**
 * The entries that answer a question; when none does as written, the entries that answer its
 * words without the figures of the case (`800 mg/L`, `180 °F`), which few entries contain and
 * which otherwise dilute how much of the question an entry covers.
 */
function entriesFor(text: string, limit: number): KnowledgeSearchResult[] {
  const found = searchKnowledge(text, { limit });
  return found.length > 0 ? found : searchKnowledge(text.replace(QUANTITIES, ' '), { limit });
}

const COMPUTE_REQUEST = /\b(?:calculate|compute|estimate|work out|determine)\b/i;
/**
 * A figure asked for in words: "how much methanol do I need", "what dose", "what rate" — or what
 * an influx is, from the shut-in figures ("gas or water?", "what kind of kick"): its gradient.
 */
const FIGURE_REQUEST =
  /\bhow (?:much|many)\b[^.?!]*\b(?:need|inject|use|pump|add|take|run)\b|\bwhat (?:dose|dosage|injection rate|kill (?:mud|weight))\b|\b(?:sidpp|pit gain|kick|influx)\b[^?]*\b(?:(?:gas|oil|water) or (?:gas|oil|water)\b|what (?:kind|type) of (?:kick|influx))/i;

const HOW_TO_COMPUTE =
  /\bhow\s+(?:do|does|to|should|can|would|is|are)\b[^.?!]*\b(?:calculate|compute|estimate|work out|determine)/i;

/**
 * True for requests to run a calculation ("calculate the EUR…") as opposed to questions about how
 * a calculation is done ("how do I calculate NRI?"), which the knowledge base answers.
 */
export function asksForCalculation(text: string): boolean {
  return COMPUTE_REQUEST.test(text) && !HOW_TO_COMPUTE.test(text);
}

/** A figure named as what is asked: "at what temperature will hydrates form", "what's the KMW". */
const NAMES_FIGURE =
  /\b(?:what|which)(?:'s| is| are| will be| would be)? (?:the |my |our )?(?:\w+ ){0,2}(?:temperature|pressure|rate|weight|kmw|volume|gradient|density|size|depth|dose|capacity|time|strokes|velocity|factor|ratio|bhp|ecd|npv|irr|eur)\b/i;

/** True when `text` asks for a figure to be worked out, in so many words. */
function asksForFigure(text: string): boolean {
  return asksForCalculation(text) || FIGURE_REQUEST.test(text);
}

/** True when `text` holds a number with an engineering unit (`12.4 ppg`, `3,000 psia`, `65 %`). */
export function hasEngineeringQuantity(text: string): boolean {
  return ENGINEERING_QUANTITY.test(text);
}

/** Escapes text for use inside a markdown link label. */
function label(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

function sourceLinks(entry: KnowledgeEntry): string {
  return entry.sources.map((source) => `[${label(source.title)}](${source.url})`).join(' · ');
}

/**
 * Up to two entries to read next: other good matches first, then the entry's curated links — the
 * curated links only when the question is about the topic, not about a problem of the user's
 * (there, only troubleshooting entries that match the problem too are related to it).
 */
function relatedEntries(
  results: readonly KnowledgeSearchResult[],
  question?: string,
): KnowledgeEntry[] {
  const [best, ...others] = results;
  if (!best) return [];
  const related: KnowledgeEntry[] = [];
  const add = (entry: KnowledgeEntry | undefined): void => {
    if (entry && entry.id !== best.entry.id && !related.some((item) => item.id === entry.id)) {
      related.push(entry);
    }
  };
  const problem = question !== undefined && describesProblem(question);
  for (const result of others) {
    // A problem is related to entries about problems (those that list symptoms), not to an
    // entry that merely shares its words.
    if (!problem || result.entry.symptoms !== undefined) add(result.entry);
  }
  if (!problem) {
    for (const id of best.entry.related ?? []) add(knowledgeEntry(id));
  }
  return related.slice(0, 2);
}

/** H2S told in a question, and immediate actions that protect people from it. */
const SOUR = /\b(?:h2s|sour gas|hydrogen sulfide|hydrogen sulphide)\b/i;
const SOUR_ACTIONS = /\b(?:scba|breathing air|breathing apparatus|upwind|muster)\b/i;

/** Immediate actions that deal with pressure held behind a plug or between valves. */
const TRAPPED_ACTIONS = /\b(?:trapped|both sides|plugs?)\b/i;

/**
 * Safety first whatever entry answers: for a question about a person at risk, a fire, a release
 * or pressure trapped behind a plug or valve whose answer does not open with Immediate actions,
 * those of the nearest emergency entry.
 */
function peopleFirst(
  body: string,
  question: string,
): { text: string; entry: KnowledgeEntry } | undefined {
  const people = endangersPeople(question);
  // An entry's own immediate actions stand, unless they leave out the gas a detector reports
  // (H2S on a detector while the entry's first steps are about its job, not breathing air): then
  // the H2S entry's come first.
  const sour =
    people &&
    SOUR.test(question) &&
    tellsOfGasAlarm(question) &&
    !SOUR_ACTIONS.test(body.split('\n\n')[0] ?? '')
      ? knowledgeEntry(H2S_ENTRY)
      : undefined;
  const trappedAsked = !people && tellsTrappedPressure(question);
  // …and so do they for pressure behind a plug, when they speak of it (a passing valve's or a
  // restart's first steps do not).
  const ownActions = /^\s*\*\*Immediate actions\b/.test(body) ? (body.split('\n\n')[0] ?? '') : '';
  if (
    ownActions !== '' &&
    sour === undefined &&
    (!trappedAsked || TRAPPED_ACTIONS.test(ownActions))
  ) {
    return undefined;
  }
  if (!people && !trappedAsked) return undefined;
  // Pressure behind a plug is the trapped-pressure entry's, whatever tool or job the question
  // names (a plug pulled on slickline is not a misfired gun).
  const trapped = people ? undefined : knowledgeEntry(TRAPPED_PRESSURE_ENTRY);
  const nearest = trapped
    ? { entry: trapped, score: 0 }
    : sour
      ? { entry: sour, score: 0 }
      : emergencyEntryFor(question);
  const immediate = nearest && entrySections(nearest.entry.body)[0];
  if (!nearest || !immediate) return undefined;
  return {
    text: `**Immediate actions — ${people ? 'people' : 'the trapped pressure'} first**\n${immediate.content}`,
    entry: nearest.entry,
  };
}

/**
 * The markdown answer for the best entry of `results`: the part of it that answers `question`
 * (the whole body when no question is given), its sources, related entries and notes.
 */
export function formatKnowledgeAnswer(
  results: readonly KnowledgeSearchResult[],
  appName: string,
  question?: string,
  calculation?: { asked: boolean; reply: string },
  check?: string,
): string {
  const best = results[0];
  if (!best) {
    return "I don't have a vetted answer to that in my knowledge base, so I won't guess.";
  }
  const { entry } = best;
  const body = question === undefined ? entry.body.trim() : focusedBody(entry, question);
  const parts = [`### ${entry.title}`];
  const first = question === undefined ? undefined : peopleFirst(body, question);
  if (first !== undefined) parts.push(first.text);
  parts.push(body);
  // The check before the calculation asked for: a follow-up changes the reply's last card.
  if (check !== undefined) parts.push(`**A check from the figures you gave**\n\n${check}`);
  if (calculation !== undefined) {
    const heading = calculation.asked
      ? 'The calculation you asked for'
      : 'A calculation from the figures you gave';
    parts.push(`**${heading}**\n\n${calculation.reply}`);
  }
  if (entry.statusNote) {
    parts.push(
      `> **Status changed recently:** ${entry.statusNote} Confirm the rule's current status with the agency before relying on this answer.`,
    );
  }
  parts.push(`**Source:** ${sourceLinks(entry)} — last reviewed ${entry.lastReviewed}.`);
  if (first !== undefined) {
    parts.push(
      `**Immediate actions from:** ${first.entry.title} — ${sourceLinks(first.entry)}, last reviewed ${first.entry.lastReviewed}.`,
    );
  }
  const related = relatedEntries(results, question);
  if (related.length > 0) {
    parts.push(
      `**Related:**\n${related
        .map((item) => {
          const source = item.sources[0];
          return `- **${item.title}** — ${item.summary} ([${label(source.title)}](${source.url}))`;
        })
        .join('\n')}`,
    );
  }
  const notes: string[] = [];
  if (REGULATORY_AREAS.has(entry.area)) notes.push(REGULATOR_NOTE);
  if (entry.safetyCritical === true) notes.push(ENGINEER_NOTE);
  if (notes.length > 0) parts.push(notes.join('\n>\n'));
  parts.push(
    `_Answered from ${appName}'s curated knowledge base, written from the public sources above._`,
  );
  return parts.join('\n\n');
}

/**
 * Asking for something to be written (a poem, an email, a summary): a language model's work,
 * which no entry's title offered as a choice would answer.
 */
const WRITING =
  /\b(?:write|draft|compose|rewrite|summari[sz]e|translate)\b|\b(?:poem|email|e-mail|letter|essay|story|joke|song)\b/i;

/** Entries that come close to `text` without answering it, best first. */
function closestEntries(text: string): KnowledgeSearchResult[] {
  return searchKnowledge(text.replace(QUANTITIES, ' '), { limit: 3, threshold: CLOSEST_THRESHOLD });
}

/** The entry whose Immediate actions come first for pressure trapped behind a plug or valve. */
const TRAPPED_PRESSURE_ENTRY = 'ops-trapped-pressure';

/** The entry whose Immediate actions come first for H2S around people. */
const H2S_ENTRY = 'ops-h2s-exposure';

/** The entry a fire is answered from first. */
const FIRE_ENTRY = 'ops-fire-wellhead-tank';

/** The entry whose Immediate actions protect people when no emergency entry matches at all. */
const PEOPLE_FIRST_ENTRY = 'ops-person-down';

/** The emergency entries (safety-critical, opening with Immediate actions), indexed on their own. */
let emergencyIndex: KnowledgeIndex | undefined;

/**
 * The emergency entry nearest to `text`: the fire entry for a fire told in words, the person-down
 * entry for a person down (at a tank, a cellar or a disposal well alike); else searched
 * among the emergency entries alone (in the whole base, an entry about the job under way can
 * outrank them all); else the person-down entry, whose first lines protect people in any
 * emergency.
 */
function emergencyEntryFor(text: string): KnowledgeSearchResult | undefined {
  // A fire is the fire entry's, whatever equipment burns (a heater's is no burner to relight).
  const fire = tellsOfFire(text) ? knowledgeEntry(FIRE_ENTRY) : undefined;
  if (fire) return { entry: fire, score: 0 };
  const down = tellsOfPersonDown(text) ? knowledgeEntry(PEOPLE_FIRST_ENTRY) : undefined;
  if (down) return { entry: down, score: 0 };
  emergencyIndex ??= createKnowledgeIndex(
    knowledgeEntries.filter(
      (entry) => entry.safetyCritical === true && opensWithImmediateActions(entry.body),
    ),
  );
  const [nearest] = emergencyIndex.search(text.replace(QUANTITIES, ' '), {
    limit: 1,
    threshold: EMERGENCY_THRESHOLD,
  });
  if (nearest) return nearest;
  const fallback = knowledgeEntry(PEOPLE_FIRST_ENTRY);
  return fallback ? { entry: fallback, score: 0 } : undefined;
}

/** How close an emergency entry must come to open an answer with its Immediate actions. */
const EMERGENCY_THRESHOLD = 0.1;

/**
 * The entries that answer a question about a person at risk, a fire or a release, ranked as for
 * any question but down to the confidence at which entries are offered as choices — an urgent
 * question gets the nearest answer rather than a question back; or else the nearest emergency
 * entry.
 */
function emergencyResults(text: string, limit: number): KnowledgeSearchResult[] {
  const found = searchKnowledge(text, { limit, threshold: CLOSEST_THRESHOLD });
  const nearest = emergencyEntryFor(text);
  if (found.length === 0) return nearest ? [nearest] : [];
  // Of entries that answer as well (a fire at a heater: the fire's and the burner's), the
  // emergency's leads; for a person down, the person-down entry leads whatever else answers.
  const top = found[0]?.score ?? 0;
  const down = tellsOfPersonDown(text);
  // Else the safety-critical entry the question most surely describes, when it is clearly surer
  // than the best ranked (a relief valve lifting at a separator whose level alarm also came on).
  const surest = found
    .filter((result) => result.entry.safetyCritical === true)
    .reduce<KnowledgeSearchResult | undefined>(
      (best, result) => (best === undefined || result.score > best.score ? result : best),
      undefined,
    );
  const nearestFound = found.find(
    (result) =>
      result.entry.id === nearest?.entry.id && (down || result.score >= top - EMERGENCY_TIE),
  );
  const emergency = down
    ? (nearestFound ?? nearest)
    : surest !== undefined && surest.score >= (nearestFound?.score ?? top) + EMERGENCY_SURER
      ? surest
      : nearestFound;
  return emergency === undefined
    ? found
    : [emergency, ...found.filter((result) => result !== emergency)];
}

/** How near the best score an emergency entry must come to lead an urgent question's answer. */
const EMERGENCY_TIE = 0.05;

/**
 * How much surer than the best ranked a safety-critical entry must be to lead an urgent answer
 * instead: clearly the situation told, not one more entry sharing its words.
 */
const EMERGENCY_SURER = 0.2;

/**
 * The score the knowledge skill gives `text`: 0.65–0.8 for a vetted answer, {@link PROBLEM_SCORE}
 * for a person at risk, a fire or a release, and for a problem with figures it answers, at most {@link CALCULATION_SCORE_CAP} for a calculation
 * request, {@link CLOSEST_SCORE} when entries only come close, and 0 when nothing does.
 */
export function knowledgeScore(text: string, context?: OfflineSkillContext): number {
  // A person at risk, a fire or a release: people first, above every calculator.
  if (endangersPeople(text)) return PROBLEM_SCORE;
  // A kick, a well flowing, pressure trapped behind a plug, and what to do asked: the first
  // actions come before a calculator that could only ask for its inputs ("pit gain 8 bbl, flow
  // check positive — shut in or circulate bottoms up?").
  const calculator = context?.skills.find((skill) => skill.name === CALCULATOR_SKILL);
  if (
    isEmergencyQuestion(text) &&
    !asksForFigure(text) &&
    ACTION_CHOICE.test(text) &&
    context !== undefined &&
    !worksOut(calculator, text, context)
  ) {
    return PROBLEM_SCORE;
  }
  const best = entriesFor(text, 1)[0];
  if (!best) return !WRITING.test(text) && closestEntries(text).length > 0 ? CLOSEST_SCORE : 0;
  const score = BASE_SCORE + SCORE_SPAN * best.score;
  if (!hasEngineeringQuantity(text) && !asksForCalculation(text)) {
    if (!toldInWords(text) && !asksForPlan(text, best)) {
      // "And the FCP with that?" after a KMW: the next figure of the calculation.
      return continuesTheCalculation(text, context) ? Math.min(score, FOLLOWED_SCORE) : score;
    }
    // "What pit gain should I expect when it falls?" after a slug: a result the calculator works
    // out from the calculation just shown, not a problem told in words.
    return followsTheCalculation(text, context) ? Math.min(score, FOLLOWED_SCORE) : PROBLEM_SCORE;
  }
  // "And if the APL drops to 300 psi?" after an ECD: a change to the calculation just shown,
  // worked again by the calculator, unless it asks what could go wrong.
  if (followsTheCalculation(text, context) && !ASKS_RISKS.test(text)) {
    return Math.min(score, FOLLOWED_SCORE);
  }
  return answersProblem(text, best, context) || asksForPlan(text, best)
    ? PROBLEM_SCORE
    : Math.min(
        score,
        best.score >= PROBLEM_CONFIDENCE ? CALCULATION_SCORE_CAP : WEAK_CALCULATION_SCORE_CAP,
      );
}

/** A choice of actions asked last: "shut in now or circ bottoms up first?". */
const ACTION_CHOICE = /\bor\b[^.?!]*\?\s*$/i;

/** Asking what a reading or a result means: "what does that mean", "what is it telling me". */
const ASKS_MEANING =
  /\bwhat (?:does|do|is|are) (?:it|this|that|these|those|they|the \w+(?: \w+)?) (?:mean|telling|tell|indicat\w*|say|saying)\b/i;

/**
 * A question that asks what to do, what the plan should be or what a reading means ("how do we
 * manage it", "what should the program look like", "what does that mean") and names no figure,
 * answered confidently by the base: the case's figures describe it, they are not a calculator's
 * inputs, and a calculator that only shares a name (a pipe-flow friction factor for a drilling
 * one) is not asked.
 */
function asksForPlan(text: string, best: KnowledgeSearchResult): boolean {
  if (best.score < PROBLEM_CONFIDENCE) return false;
  // "What kill weight, and what do I watch out for?": the plan's risks asked beside its figure.
  if (ASKS_RISKS.test(text)) return true;
  // "What brine weight, and how should we kill it?": the figure and the plan — the entry, with the
  // card in it.
  if (asksForFigure(text) || NAMES_FIGURE.test(text) || asksForCalculation(text)) {
    return ASKS_THE_PLAN_TOO.test(text) || questionsAsked(text) >= SEVERAL_QUESTIONS;
  }
  return asksForActions(text) || ASKS_MEANING.test(text);
}

/** A clause that opens a question: "what weight", ", how fast do we pump", "and what's the most". */
const QUESTION_CLAUSE =
  /(?:^|[,;?!.:—–]\s*|\s-\s|\band\s+)(?:what|how|which|when|where|why|should|can|could|do|does|is|are)\b/gi;

/** Questions asked at once that make a consultation of a figure's question: the job as a whole. */
const SEVERAL_QUESTIONS = 3;

/** How many questions a message asks, by the clauses that open one. */
function questionsAsked(text: string): number {
  return [...text.matchAll(QUESTION_CLAUSE)].length;
}

/**
 * A figure asked, then what to do or which to choose: "… and how should we kill it?", "… and what
 * do we do next?", "what brine weight and which brine?", "… and do we go driller's or wait and
 * weight?", "should I bullhead or circulate?" (a choice of ways, not of figures).
 */
const ASKS_THE_PLAN_TOO =
  /\band (?:how|what) (?:should|shall|do|can|would) (?:we|i) (?:do|kill|handle|proceed|go about|approach|plan|start)\b|\band (?:which|what (?:type|kind|sort) of) \w+|\b(?:should|shall|do|can|would|will) (?:we|i) (?:[a-z&'-]+ ){1,5}or (?!\d)[a-z]+/i;

/**
 * Asking what could go wrong with a job or a plan: "anything to worry about besides density?",
 * "any concerns?", "what are the risks?", "precautions?" — the plan's figures describe it.
 */
const ASKS_RISKS =
  /\b(?:anything (?:else )?to (?:worry|watch)(?: out)? (?:about|for)|any (?:concerns?|risks?|gotchas?)|what are the (?:risks|concerns)|precautions?|what could go wrong|what (?:do|should|must) (?:i|we) (?:watch|look) (?:out )?for|what to (?:watch|look) (?:out )?for)\b/i;

/**
 * A problem told in words, without an engineering quantity, that asks what is going on or what
 * to do, or only reports it ("GOR going way up near the gas cap, what's the play?", "scrubber
 * dumping all the time since we tied in 2 new wells"): a calculator that names one of its words
 * could only ask for inputs nobody gave, so the entry answers it.
 */
function toldInWords(text: string): boolean {
  if (asksForFigure(text) || NAMES_FIGURE.test(text)) return false;
  if (!describesProblem(text)) return false;
  return (
    asksAboutProblem(text) ||
    asksForActions(text) ||
    asksForDecision(text) ||
    PAST_A_LIMIT.test(text) ||
    reportsProblem(text) ||
    reportsSymptom(text)
  );
}

/**
 * True when a question with figures is a problem the knowledge base answers: it describes the
 * problem, and either no calculator reads it, or it asks what to make of the problem ("what's
 * going on?"), or it asks for a figure inside it ("work out the methanol dose") — then the
 * answer carries the calculation too. A calculation request whose inputs merely name a symptom
 * ("20 bbl pit gain", "influx gradient") stays with the calculator.
 */
function answersProblem(
  text: string,
  best: KnowledgeSearchResult,
  context: OfflineSkillContext | undefined,
): boolean {
  if (!describesProblem(text)) return false;
  const figure = asksForFigure(text) || NAMES_FIGURE.test(text);
  // The figures of a case are rarely in an entry: unless a figure is asked for, how well the
  // base answers is read without them too.
  const plain = figure
    ? 0
    : (searchKnowledge(text.replace(QUANTITIES, ' '), { limit: 1 })[0]?.score ?? 0);
  const calculator = context?.skills.find((skill) => skill.name === CALCULATOR_SKILL);
  // A calculator that can only refuse what it read (a discharge below the suction) read nothing
  // surely either.
  const calculated = (): number => {
    if (calculator === undefined) return 0;
    const score = matchScore(calculator.matches(text, context ?? NO_CONTEXT));
    return score > 0 && refusedOnly(calculator.reply(text, context ?? NO_CONTEXT)) ? 0 : score;
  };
  // What the case means or what to decide, or a case told with no question: not a calculation
  // because it has numbers — a calculator's form would not answer it, the nearest entry does.
  // A calculation named outright and read whole ("EUR for a well at 850 bopd declining 65 %…")
  // is a request, though it has no question mark.
  if (!figure && (asksForDecision(text) || PAST_A_LIMIT.test(text))) return true;
  if (!figure && reportsProblem(text) && calculated() < WORKED_OUT) return true;
  // A report told only in a symptom's words yields to a calculation the message works out, or
  // one it opens by naming ("influx gradient: SIDPP …, 20 bbl pit gain").
  if (
    !figure &&
    reportsSymptom(text) &&
    !worksOut(calculator, text, context) &&
    !(HEADED.test(text) && calculated() >= NAMED_OUTRIGHT)
  ) {
    return true;
  }
  if (Math.max(best.score, plain) < PROBLEM_CONFIDENCE) return false;
  if (asksAboutProblem(text) || asksForFigure(text)) return true;
  // A calculator that only offers a form or asks which of two was meant reads nothing surely:
  // the problem is the entry's.
  return calculated() < READ_SURELY;
}

/**
 * A follow-up the calculator answers from the calculation the last reply showed: that reply holds
 * a calculation card, and the calculator reads the message as surely as a change to it, or works
 * the same calculation out again from it ("ok and if the APL drops to 300 psi?" after an ECD).
 */
function followsTheCalculation(text: string, context: OfflineSkillContext | undefined): boolean {
  const last = context?.history.findLast((turn) => turn.role === 'assistant');
  if (last === undefined || context === undefined) return false;
  const lastTools = new Set(
    [...(last.cards ?? []), ...calcCardsOf(last.content)].map((card) => card.tool),
  );
  if (lastTools.size === 0) return false;
  const calculator = context.skills.find((skill) => skill.name === CALCULATOR_SKILL);
  const score = calculator === undefined ? 0 : matchScore(calculator.matches(text, context));
  if (score >= WORKED_OUT) return true;
  if (score === 0) return false;
  const reply = calculator?.reply(text, context);
  return (
    typeof reply === 'string' &&
    calcCardsOf(reply).some((card) => card.status === 'computed' && lastTools.has(card.tool))
  );
}

/**
 * A figure asked right after a calculation that the calculator takes up as surely as a request
 * ("AOF?" after the test points, "and the FCP?" after a KMW): the calculation goes on.
 */
function continuesTheCalculation(text: string, context: OfflineSkillContext | undefined): boolean {
  const last = context?.history.findLast((turn) => turn.role === 'assistant');
  if (last === undefined || context === undefined) return false;
  if ((last.cards ?? []).length === 0 && calcCardsOf(last.content).length === 0) return false;
  const calculator = context.skills.find((skill) => skill.name === CALCULATOR_SKILL);
  return calculator !== undefined && matchScore(calculator.matches(text, context)) >= REQUESTED;
}

/** The calculator skill's score for a figure asked of a calculation it can name. */
const REQUESTED = 0.6;

/** The calculator skill's score for a calculation it reads whole and works out. */
const WORKED_OUT = 0.9;

/** The calculator skill's score for a calculation named outright with a figure for it. */
const NAMED_OUTRIGHT = 0.85;

/** A message that opens with a heading of a few words ("kill sheet:", "influx gradient:"). */
const HEADED = /^\s*[a-z][a-z0-9 /-]{0,40}:/i;

/** Whether the calculator works a figure out of the message (a computed card). */
function worksOut(
  calculator: OfflineSkill | undefined,
  text: string,
  context: OfflineSkillContext | undefined,
): boolean {
  if (calculator === undefined || context === undefined) return false;
  if (matchScore(calculator.matches(text, context)) === 0) return false;
  const reply = calculator.reply(text, context);
  return typeof reply === 'string' && computed(reply);
}

/**
 * The calculator skill's score above which a calculation no word asks for still joins the
 * answer: a figure named and worked out ("MEG concentration needed in the water phase?" reads
 * 0.85), not one guessed from a well's name or a sales spec (a form offered at 0.55 or less).
 */
const READ_SURELY = 0.75;

/** The short reply when entries come close but none answers: the choices and one question. */
export function closestEntriesReply(
  closest: readonly KnowledgeSearchResult[],
  appName: string,
): string {
  const choices = closest.map(({ entry }) => `- **${entry.title}**`).join('\n');
  const question =
    'Is it one of these? If not, tell me the equipment or the well, what you are seeing, and what you want to decide.';
  return `I don't have an entry that answers this as asked, so I won't guess. The closest in my knowledge base:

${choices}

${question}

${modelNote(appName)}`;
}

/** True when `reply` holds a calculation card with a result. */
function computed(reply: string): boolean {
  return calcCardsOf(reply).some((card) => card.status === 'computed');
}

/** Whether a calculator's reply only refuses the inputs it read (every card refused). */
function refusedOnly(reply: string | Promise<string>): boolean {
  if (typeof reply !== 'string') return false;
  const cards = calcCardsOf(reply);
  return cards.length > 0 && cards.every((card) => card.status === 'refused');
}

/**
 * The calculator's part of the answer to a problem that gives figures: the calculation the
 * question asks for inside it ("work out the methanol dose"), card and all, even when the card
 * still needs an input; or, when none is asked for, a calculation its figures complete. A card
 * that would only ask for inputs nobody asked to fill is left out.
 */
async function calculationIn(
  text: string,
  context: OfflineSkillContext,
): Promise<{ asked: boolean; reply: string } | undefined> {
  const calculator = context.skills.find((skill) => skill.name === CALCULATOR_SKILL);
  if (calculator === undefined) return undefined;
  const read = matchScore(calculator.matches(text, context));
  if (read === 0) return undefined;
  // "Is it below Turner?": the limit named is a figure the question asks to be compared with.
  const asked =
    asksForFigure(text) ||
    NAMES_FIGURE.test(text) ||
    (PAST_A_LIMIT.test(text) && read >= NAMED_OUTRIGHT);
  // A calculation nobody asked for joins the answer only when the calculator reads the message
  // surely: one guessed from a well's name or a sales spec is noise beside the guidance.
  if (!asked && read < READ_SURELY) return undefined;
  const reply = await calculator.reply(text, context);
  if (reply.trim().length === 0) return undefined;
  // With people at risk, never a form asking for inputs: only a figure worked out.
  if (endangersPeople(text)) return computed(reply) ? { asked, reply } : undefined;
  return asked || computed(reply) ? { asked, reply } : undefined;
}

/**
 * A check of the problem from the figures the question gives, by a calculation the answering
 * entry lists and the answer does not already carry ("does the kill plan look ok?" with the
 * brine, the pressure and the depth; the shoe's MAASP beside a kill weight asked for): only a
 * figure worked from inputs the question names.
 */
function checkIn(
  text: string,
  entry: KnowledgeEntry,
  context: OfflineSkillContext,
  carried: readonly string[],
): string | undefined {
  const tools = (entry.checks ?? []).filter((tool) => !carried.includes(tool));
  if (tools.length === 0) return undefined;
  return checkFigures(text, tools, context.units === undefined ? {} : { units: context.units })
    ?.markdown;
}

export const knowledgeSkill: OfflineSkill = {
  name: 'knowledge',
  description:
    'Answers from a curated knowledge base, each citing its public source: field problems as you describe them (stuck pipe, losses, kicks on a trip, liquid loading, paraffin and scale, pump cards, ESP trips, gas lift, H2S alarms, hydrate plugs; a person down, a fire or a release, people first), Texas RRC forms and Statewide Rules, federal BLM, BSEE and EPA requirements, production chemicals, artificial lift, facility design basics and asset economics.',
  examples: [
    'what is a W-1 drilling permit?',
    'how do I read a dynamometer card?',
    'what causes barium sulfate scale?',
  ],
  matches(text, context) {
    return knowledgeScore(text, context);
  },
  async reply(text, context) {
    const emergency = endangersPeople(text);
    const results = emergency ? emergencyResults(text, 3) : entriesFor(text, 3);
    const best = results[0];
    if (best === undefined) return closestEntriesReply(closestEntries(text), context.appName);
    const figures = hasEngineeringQuantity(text) || asksForCalculation(text);
    const calculation =
      figures && (emergency || answersProblem(text, best, context) || asksForPlan(text, best))
        ? await calculationIn(text, context)
        : undefined;
    const carried = calcCardsOf(calculation?.reply ?? '').map((card) => card.tool);
    const check = figures ? checkIn(text, best.entry, context, carried) : undefined;
    return formatKnowledgeAnswer(results, context.appName, text, calculation, check);
  },
};
