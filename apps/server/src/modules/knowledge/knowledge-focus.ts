import type { KnowledgeEntry } from './knowledge-entry';
import { expandQuestion, type ThesaurusReading } from './knowledge-thesaurus';
import { agreeing, contrary, tokenize, trends, type Trend } from './tokenize';

/**
 * The part of an entry that answers the question. An entry's body is written in sections, each
 * opening with a bold heading ("**Likely causes**", "**What to check, in this order**"). A
 * troubleshooting question gets the sections that diagnose and fix — signs, likely causes, what
 * to check in order, what to do, safety — with only the list items about the symptom asked; an
 * informational question gets the section or sections it asks about. A question about the
 * topic as a whole ("how do I read a dynamometer card?") gets the whole body.
 */

/** What a section of an entry is for, read from its heading. */
export type SectionRole =
  'decision' | 'signs' | 'causes' | 'checks' | 'actions' | 'safety' | 'other';

export interface EntrySection {
  /** The heading as written, without its bold marks and trailing colon. */
  heading: string;
  role: SectionRole;
  /** The section's text without its heading. */
  content: string;
  /** The section as written in the body. */
  text: string;
}

/** Headings by role, tried in this order on the heading without its parenthesis. */
const ROLE_HEADINGS: [SectionRole, RegExp][] = [
  // A heading that asks the question the section settles ("Pull it, or run it on?").
  ['decision', /\?\s*$|^decision\b/],
  ['safety', /\bsafety\b/],
  ['checks', /\bcheck|\bdiagnos|\bdetect|\bpredict|\bconfirm|\bsurvey|\bmeasure|\btroubleshoot/],
  [
    'actions',
    /\bwhat to do\b|^after (?:a|the)\b|\bremed|\bfix|\bcontrol|\bprevent|\bbreaking\b|\bremov|\btreat|\bactions?\b|\bat an alarm\b|\bunload|\breduc|\bavoid|\bminimi[sz]|\bmanag|\bmitigat/,
  ],
  ['causes', /\bcause|\bwhy\b|\blikely\b|\bproblems?\b/],
  [
    'signs',
    /\bsigns?\b|\bsymptom|\bwarning|\bindicat|\bwhere you see|\bwhat concentrations|\bshapes?\b|\blooks? like\b/,
  ],
];

const ROLE_TITLES: Record<Exclude<SectionRole, 'other'>, string> = {
  decision: 'The decision',
  signs: 'Signs',
  causes: 'Likely causes',
  checks: 'What to check, in this order',
  actions: 'What to do',
  safety: 'Safety',
};

const TROUBLESHOOTING_ORDER: readonly Exclude<SectionRole, 'other'>[] = [
  'signs',
  'causes',
  'checks',
  'actions',
  'safety',
];

function roleOf(heading: string): SectionRole {
  const plain = heading
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .trim();
  return ROLE_HEADINGS.find(([, pattern]) => pattern.test(plain))?.[0] ?? 'other';
}

/**
 * A bold heading opening a block: alone on its line ("**Prevention**"), or ending in a colon
 * before the text ("**Why it forms:** …"). Bold words that start a sentence ("**Applies** to")
 * open a section too, kept whole.
 */
const HEADING = /^\*\*([^*\n]+?)\*\*(:?)[ \t]*([^\n]*)/;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The sections of an entry's body, in order; text before the first heading is an intro section. */
export function entrySections(body: string): EntrySection[] {
  const sections: EntrySection[] = [];
  for (const block of body.trim().split(/\n[ \t]*\n/)) {
    const match = HEADING.exec(block);
    const current = sections.at(-1);
    if (!match) {
      if (current) {
        current.content = `${current.content}\n\n${block}`.trim();
        current.text = `${current.text}\n\n${block}`;
      } else {
        sections.push({ heading: '', role: 'other', content: block, text: block });
      }
      continue;
    }
    const rawHeading = (match[1] ?? '').trim();
    const colon = match[2] === ':' || rawHeading.endsWith(':');
    const restOfLine = match[3] ?? '';
    const heading = rawHeading.replace(/:$/, '');
    const afterFirstLine = block.slice(block.indexOf('\n') + 1 || block.length);
    const headingOnly = restOfLine.trim().length === 0;
    const content =
      headingOnly || colon
        ? [capitalise(restOfLine.trim()), block.includes('\n') ? afterFirstLine : '']
            .filter(Boolean)
            .join('\n')
        : block;
    sections.push({ heading, role: roleOf(heading), content: content.trim(), text: block });
  }
  return sections;
}

/**
 * Questions about something going wrong: a symptom, an alarm, a trip, "what do I do", "what
 * should I check", "how do I fix/treat".
 */
const TROUBLESHOOTING =
  /\b(?:trip(?:s|ping|ped)?|shut(?:s|ting)? down|knock(?:s|ing)?|pound(?:s|ing)?|took less|less (?:fill|than)|not taking|stopp?ed|died|quit|dropp?(?:ed|ing|s)|falling|fell|fallen|declin(?:ed|ing)|(?:went|gone|going) down|halved|(?:is |at )?half (?:what|of what)|(?<!(?:api|special|alternate|standard|casing|csg|tubing|tbg|liner|pipe|#|ppf|lb\/ft)\s{0,2})drift(?:s|ing)?(?!\s+(?:of|diameter|id|i\.d\.|mandrel|size|run|check)\b)|(?:going|gone|went|shot|shooting|jump(?:ed|ing)?|spik(?:ed|ing)|creep(?:ing)?|crept) (?:way )?up|climbing|rising|increasing|(?:went|gone|rose|grew)(?: from)? ~?[\d.,]+ ?%? ?(?:->|→|to) ?~?\d[\d.,]*|alarm(?:s|ing|ed)?|not (?:breaking|working|holding|flowing|pumping|keeping up|clearing|separating|treating|producing|making|arriving|firing|closing|opening|reaching|building|circulating|releasing|latching|seating|bumping|dissolving|lifting|unloading)|keeps?|nonstop|non-stop|constantly|all the time|won'?t|isn'?t|can'?t|cannot|couldn'?t|parted|sheared|twisted off|(?:wire|line|rods?|string|shaft|pipe|cable|coupling) (?:broke|broken|snapped)|burn(?:t|ed) (?:up|out)|(?:motor|cable|pump) (?:is |was )?burn(?:t|ed)|smok(?:y|ing)|soot(?:y|ing)|cracked|cracks|bubbling|(?:annulus|backside|bradenhead) (?:is |was |started |starts )?(?:flowing|bubbling)|gas (?:is |was )?(?:coming|bubbling|flowing|blowing) (?:up |out )?(?:in|at|through|from|around) (?:the )?(?:cellar|annulus|wellhead|conductor|surface casing|ground)|loading up|loaded up|load(?:s|ed)? up|carr(?:y|ies|ying) ?over|fail(?:s|ed|ing|ure)?|leak(?:s|ed|ing)?(?![- ]?off)|plugg?(?:ed|ing)|stuck|symptoms?|signs?|warning|after (?:water )?breakthrough|out of spec|(?:above|over|against|off|not (?:meeting|making)) (?:the |a |our |its )?(?:[\d.,]+ ?[\w/]* )?(?:spec|limit)|tight emulsion|lost (?:some |partial |full |total |all )?(?:returns|circulation)|(?:taking|having|seeing|getting|got|with|partial|total|seepage|severe|heavy) losses|losses (?:of |around |at |about )?~?\d[\d.,]* ?(?:bph|bbls?\/hr?|bbls? an hour|m3\/h)|losing (?:mud|returns|fluid|whole mud)|flow(?:s|ed|ing)? back|cavitat\w*|vibrat(?:ing|ion)|swinging|surging|hunting|erratic(?:ally)?|chatter(?:s|ing)?|overheat\w*|noisy|taking a beating|(?:up|down) (?:from )?~?[\d.,]+ ?[a-z°%/]{0,6} ?(?:->|→|to) ?~?\d[\d.,]*[a-z°%]*|was ~?[\d.,]+ ?[a-z°%/]{0,6},? (?:and )?(?:is )?now\b|no (?:cement |returns )?(?:to|at) surface|no returns|what (?:do|can) (?:i|we) (?:do|check|look)|what should (?:i|we)|what to (?:do|check)|how (?:do|can|should) (?:i|we) (?:fix|treat|stop|handle|deal|tell|know|figure out|find out|identify)|troubleshoot\w*|diagnos\w*|problem|trouble)\b/i;

/** True when `question` describes a symptom to diagnose or asks what to do about one. */
export function isTroubleshootingQuestion(question: string): boolean {
  return TROUBLESHOOTING.test(question);
}

/**
 * Questions that tell a problem and ask about it, in words the symptom patterns do not hold:
 * "what's going on", "what happened", "what are my options", "how do we clear it".
 */
const PROBLEM_WORDS =
  /\b(?:what now|now what|what next|what(?:'s| is) (?:going on|happening|wrong)|what (?:(?:could|might|would) (?:have )?)?(?:happened|changed|went wrong)|what (?:am i|are we|is he|are they|did (?:i|we|they)) (?:doing|do) wrong|what (?:are|r) (?:my|our|the) options|what (?:would|could|might) (?:cause|explain)|how (?:do|can|should|would) (?:i|we|you) (?:clear|fix|get rid|remove|stop|handle|deal|free|get (?:it|them) back|bring)|used to (?:make|flow|produce|pump|run)|(?:where|what) (?:do|should) (?:i|we) (?:start|look))\b|\b(?:hydrates?(?!\s+(?:point|temp\w*|formation|forming|curve|equilibrium|conditions|depression|inhibit\w*))|plug(?:ged)?|wax|paraffin|scale|sand|asphaltenes?|deposits?|emulsion|ice|froze|frozen|leak(?:s|ed|ing)?)\b[^.?!]{0,30}\b(?:in|on|at|into) (?:the |our |my |a |this )?(?:flow ?line|line|tubing|choke|well|separator|pump|casing|annulus|header|meter|valve|treater|tank|pipeline|wellhead)s?\b/i;

/**
 * True when `text` describes a problem to diagnose or act on — a symptom (in the words of the
 * field thesaurus too), an alarm, a change in a well, "what are my options" — rather than asking
 * about a topic or for a figure alone.
 */
export function describesProblem(
  text: string,
  reading: ThesaurusReading = expandQuestion(text),
): boolean {
  return (
    isTroubleshootingQuestion(text) ||
    PROBLEM_WORDS.test(text) ||
    reading.symptoms > 0 ||
    asksWhichCause(text)
  );
}

/** The sentences of `text`, split after their end marks. */
export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence !== '');
}

/** The questions of `text`, each sentence that ends in a question mark. */
function questionsOf(text: string): string[] {
  return sentencesOf(text).filter((sentence) => sentence.endsWith('?'));
}

/** "Coning, channel, or injector breakthrough?": which of three causes or more, a diagnosis. */
function asksWhichCause(text: string): boolean {
  return questionsOf(text).some((question) => !/\d/.test(question) && CAUSES_LISTED.test(question));
}

/** Asking what to make of a problem or what to do about it. */
const PROBLEM_QUESTION =
  /\b(?:(?:is|was) (?:it|this|that) (?:the |a |an |just )?[\w -]{1,40}? or (?:the |a |an |just |something )?[\w -]{1,40}\?|what (?:do|can|should) (?:i|we) (?:do|check|look|try)|what to (?:do|check|try)|how (?:do|can|should) (?:i|we) (?:fix|treat|stop|handle|deal|tell|know|figure out|find out|identify)|why\b|how come\b|how (?:can|could) (?:it|this|that|they|there) be\b|what (?:causes|caused|is causing|would cause)|what(?:'s| is| are) (?:failing|failed|wrong with|leaking)\b|what (?:else )?(?:could|might) (?:cause|be causing|explain)|what(?:'s| is| are) (?:killing|eating|wrecking|ruining|destroying|behind)|where(?: is| are|'s)? (?:the |this |that |all the )?(?:\w+ )?(?:is |are )?coming from|(?:find|locate|identify|pin ?point) the source\b|troubleshoot\w*|diagnos\w*)/i;

/**
 * True when `text` asks what to make of a problem or what to do about it ("what's going on",
 * "what should we check", "why") — beyond telling one, or asking for a figure.
 */
export function asksAboutProblem(text: string): boolean {
  return PROBLEM_WORDS.test(text) || PROBLEM_QUESTION.test(text);
}

/** Asking what a reading or a case means: "what does that mean", "what is the card telling me". */
const MEANING =
  /\bwhat (?:is|does|do|are) (?:it|this|that|these|they|the \w+) (?:telling|tell|mean|showing|show|saying|say|indicat\w*)\b/i;

/**
 * Asking whether the case is past a limit: "am I below critical?", "is it above the frac?" — a
 * judgement of the case for routing, but the answer's focus stays on what the question names (the
 * limits it asks to be compared with).
 */
const PAST_A_LIMIT_WORDS = String.raw`(?:am i|are we|is (?:it|she|he|the well)) (?:still |already |now |probably )?(?:below|above|under|over|past|beyond|within|near|close to)\b[^.!?]{0,40}\?`;
export const PAST_A_LIMIT = new RegExp(String.raw`\b${PAST_A_LIMIT_WORDS}`, 'i');

/**
 * Asking what to make of a case or what to decide about it, in words that ask for no figure: what
 * it means ("what is the card telling me", "what's your read?"), whether a course is wise or safe
 * ("keep pumping?", "ok to restart?", "should we weight up?", "speed it up?", "big deal?"), a
 * choice between courses ("rod pump or gas lift?"), the next step ("first steps?", "thoughts?").
 */
const DECISION = new RegExp(
  String.raw`\b(?:${MEANING.source.slice(2, -2)}|(?:should|shall) (?:i|we|he|she|they|you|the crew)|(?:if|whether) (?:i|we|he|she|they|you) (?:should|can|could|need to|ought to)|(?:do|can|could|would) (?:i|we|he|she|they) (?:just|still|keep|stop|continue|wait|go ahead|restart|reset|ignore|open|reverse|trust|(?:need to )?(?:raise|increase|lower|reduce|cut|weight up|pull|shut|bleed|close|change|switch|kill|circulate|pump|flow))|(?:do|does) (?:i|we|he|she|they|you) (?:really )?(?:need|have) to \w+|(?:ok|okay|safe|fine|alright|wise) to|go ahead|is (?:it|that|this) (?:ok|okay|safe|fine|normal|real|a (?:problem|concern|worry|risk)|bad|serious)|(?:is|are) (?:it|that|this|these|they) (?:(?:actually|really|just|still|now|already|that|too|way|getting|running) )*(?:high|low|hot|cold|small|big|undersized|oversized|enough|right)\b[^.!?]{0,40}\?|how (?:serious|bad|dangerous|urgent) (?:is|are|was)|how (?:confident|sure|certain) (?:can|should|are) (?:i|we)|big deal|(?:any|a) (?:issue|risk|problem|concern|worry)s?|concern(?:ed|s)?\s*\?|thoughts|advice|what(?:'s| is) your (?:read|take|view|opinion|interpretation|assessment|diagnosis)|your (?:read|take|opinion) on|what do you make of|how (?:do|would) you (?:read|interpret)|next steps?|first steps?|what first|(?:^|[.!?]\s+)(?:weight up|pull out|pull it|shut (?:it )?in|circulate it out|bleed it(?: off)?|kill it|(?:do |pump )?(?:a )?top job|squeeze(?: it)?|sidetrack|fish (?:it|for it)|back (?:it )?off|jar (?:it|down|up)|swab (?:it|the well)|bullhead(?: it)?|wash ?over|mill (?:it|it out)|run (?:a |the )?(?:cbl|bond log|temp(?:erature)? (?:log|survey)))\s*\?|(?:^|[.!?]\s+)[a-z]+ (?:it|her|them|the (?:well|pump|unit|choke)) (?:up|down|back|in|off|out|open)\b[^.!?]{0,40}\?|(?:any |the |my |our )?options\b[^.!?]{0,40}\?|keep (?:it |them |her |the \w+ )?\w+ing\b[^.!]*\?)`,
  'i',
);

/** Asking how to do something: "how to allocate?", "how do we get it back?". */
const HOW_TO_DO = /\bhow (?:to|do (?:i|we|you)|should (?:i|we)|can (?:i|we)) \w+/i;

/** Asking for the way to go about a job: "the right way to …", "the procedure", "the steps". */
const RIGHT_WAY = /\b(?:(?:right|proper|correct) way\b|procedure\b|what (?:are )?the steps\b)/i;

/**
 * Headed sections of numbered steps that make an entry a procedure ("Shut in and equalize: 1. …",
 * "Pull the old valve: 1. …"), not a reference whose sections describe.
 */
const PROCEDURE_SECTIONS = 2;
const NUMBERED = /^\s*\d+\.\s/m;

/** Asking how to do something ("how should we mitigate …"), not whether to. */
const HOW_TO = /\bhow (?:should|shall|do|can|would|could) (?:i|we|you|they)\b/i;

/** A choice between two courses, asked: "rod pump or gas lift?", "influx or just U-tubing?". */
const CHOICE =
  /\b[a-z][\w-]*(?: [a-z][\w-]*){0,2} or (?:just )?[a-z][\w-]*(?: [a-z][\w-]*){0,2}\s*\?+\s*$/i;

/** Three named things or more to choose from: "coning, channelling or a casing leak?". */
const CAUSES_LISTED =
  /\b[a-z][\w-]*(?: [a-z][\w-]*){0,2}, (?:[a-z][\w-]*(?: [a-z][\w-]*){0,2}, )*(?:or|and\/or) (?:a |an |the )?[a-z][\w-]*(?: [a-z][\w-]*){0,2}\s*\?/i;

/**
 * A short question naming a condition ("Liquid loading?", "Stuck?", "Multipointing?") — the user
 * asks whether that is what the case shows; one that names a quantity ("BHP now?") asks for a
 * figure.
 */
const CONDITION_ASKED = /^(?:[a-z][\w/-]*\s*){1,3}\?+$/i;
const FIGURE_WORDS =
  /\b(?:what|how|which|when|where|who|much|many|per|now|then|total|bhp|ecd|kmw|pressure|rate|weight|volume|time|minutes?|hours?|days?|strokes?|density|gradient|capacity|factor|ratio|velocity|temperature|depth|length|size|cost|npv|irr|eur|value|number|bbls?|psi|ppg|ft|gal|sacks|sx|stks)\b/i;

/**
 * True when a case is told and `text` asks what it means or what to decide — not for a figure
 * (see {@link DECISION}): the knowledge base answers it even when a calculator could read its
 * numbers.
 */
export function asksForDecision(text: string): boolean {
  const trimmed = text.trim();
  if (DECISION.test(trimmed)) return true;
  // A choice or a condition asked counts only when no question of the text asks for a figure
  // ("Influx gradient? gas or not?").
  const questions = questionsOf(trimmed);
  // A choice among three causes or more is a diagnosis asked, whatever else the text asks.
  if (asksWhichCause(trimmed)) return true;
  if (questions.some((question) => FIGURE_WORDS.test(question) || /\d/.test(question))) {
    return false;
  }
  const lastSentence = questions.at(-1) ?? '';
  if (CHOICE.test(lastSentence)) return true;
  if (YES_NO_ACTION.test(lastSentence)) return true;
  return CONDITION_ASKED.test(lastSentence);
}

/** A yes-or-no question about doing something: "do we squeeze before we frac?". */
const YES_NO_ACTION =
  /^(?:(?:so|and|ok|okay|but|then),?\s+)?(?:do|should|can|could|would|must|shall) (?:i|we|they|you|the crew) (?!know\b|have\b|get\b)[a-z]+/i;

/**
 * A course someone proposes, told rather than asked: "the plan is to …", "thinking about opening
 * …", "the crew wants to just …", "foreman says …" — the user wants it weighed.
 */
const PROPOSES =
  /\b(?:plan is to|thinking (?:about|of) \w+ing|wants? (?:\w+ ){0,4}to just|(?:crew|operator|foreman|contractor|lead|supervisor|company man|pumper|ops|operations|management|the boss|the client|the rig|production|engineering|town) (?:wants?|says?)\b)/i;

/** Asking for something in so many words: "want KMW", "add a trip margin", "give me the rate". */
const REQUEST =
  /\b(?:want|need|give me|find|get me|show me|add|use|make it|convert|calc(?:ulate)?|compute|work out|estimate)\b/i;

/**
 * True when `text` reports a problem without asking anything: no question mark, and an event in
 * the words of the field ("keeps tripping on underload", "won't unload", "plugged") — a report
 * whose figures are the case, not a calculator's inputs.
 */
export function reportsProblem(text: string): boolean {
  return (
    !text.includes('?') &&
    !REQUEST.test(text) &&
    (TROUBLESHOOTING.test(text) || PROBLEM_WORDS.test(text))
  );
}

/** A report told only in a symptom's words the thesaurus reads ("gas interference"). */
export function reportsSymptom(text: string): boolean {
  return !text.includes('?') && !REQUEST.test(text) && symptomsInWords(text) > 0;
}

/**
 * Symptoms the thesaurus reads in the words between a message's figures: a symptom is told in
 * words, never across a figure ("8.5 in hole, 5 in pipe" is no hole in the pipe).
 */
function symptomsInWords(text: string): number {
  return text.split(/\d[\d.,/-]*/).reduce((sum, words) => sum + expandQuestion(words).symptoms, 0);
}

/**
 * Asking what to do — to prevent, handle, treat, remove or fix something, the options, the
 * remedy, the best way — rather than only what something is.
 */
const ACTION_REQUEST =
  /\b(?:what (?:do|can|should|could|would) (?:i|we|you|they|one) do|what (?:can|should|could) be done|(?:how|ways?) (?:do |can |should |would |to |could )?(?:i |we |you |they |one )?(?:best )?(?:prevent|stop|control|handle|treat|fix|remove|manage|deal|mitigate|avoid|get rid|clear|solve|reduce|clean|dispose|protect|minimi[sz]e)|(?:options|remed(?:y|ies)|solutions?|fix(?:es)?|cure|treatments?) (?:for|to|against)|best (?:way|practice|practices) (?:to|for)|how (?:is|are|should|can|must|do|does) [^.?!]{0,60}\b(?:removed|prevented|controlled|treated|handled|managed|disposed)|what (?:are|r) (?:the|my|our) options|what(?:'s|s| is) the (?:play|plan|fix|move|next step|best option)|plan (?:for|on) (?:the )?next (?:run|job|pump|well|install\w*|time)|next steps?|(?:managing|mitigating|preventing|controlling|handling)\b[^.?!]{0,60}\b(?:what|how)\b|what (?:should|would|does|do) (?:the|our|my|a|an|this|that|its|their) (?:\w+ ){0,3}(?:program(?:me)?|plan|strategy|procedure|approach) (?:be|look like|include|cover)|what (?:goes|should go) in(?:to)? (?:the|a|our) (?:\w+ ){0,3}(?:program(?:me)?|plan|strategy)|what(?:'s|s| is| are| would be) (?:the|our|my|your|a) (?:[\w-]+ (?:and )?){0,4}(?:sequence|procedure|steps|checklist)\b)\b/i;

/** True when `question` asks what to do about something (see {@link ACTION_REQUEST}). */
export function asksForActions(question: string): boolean {
  return ACTION_REQUEST.test(question);
}

/** Pressure in figures held behind something: "1,800 psi below the plug", "psi under it". */
const PSI_BEHIND = String.raw`psi (?:locked |trapped |left )?(?:under|behind|below|beneath) (?:it|that|the (?:test )?(?:plug|valve|packer|bpv|back ?pressure valve|cap|flange|bridge plug|ball|seat|gate))`;

/** Gas where no gas should be: "gas coming up in the cellar", "gas bubbling around the conductor". */
const GAS_AT_SURFACE = String.raw`gas (?:is |was )?(?:coming|bubbling|flowing|blowing) (?:up |out )?(?:in|at|through|from|around) (?:the )?(?:cellar|annulus|wellhead|conductor|surface casing|ground)`;

/**
 * Pressure that appears as a packer, plug or tool is released or unseated ("tubing pressure came up
 * 600 psi after release"): the pressure that was held below it, now on the string.
 */
const PRESSURE_AFTER_RELEASE = String.raw`(?:pressure|psi)\b[^.?!]{0,20}\b(?:came|comes|coming|jumped|built|building|went) up\b[^.?!]{0,25}\b(?:after|when|as|once) (?:we |it |the )?(?:\w+ )?(?:releas|unseat|unset|shear|pull)\w*`;

/**
 * Questions about an emergency: an alarm, a person near a release or down, pressure trapped
 * behind a plug, a kick or a well flowing. Their answer opens with the entry's Immediate actions.
 */
const EMERGENCY = new RegExp(
  String.raw`\b(?:alarm\w*|man down|(?:someone|somebody|person|he|she) (?:is |went )?down|(?:pumper|operator|hand|crew|someone|somebody|person|people|he|she|they)\b[^.?!]{0,40}\b(?:walk\w*|head\w* (?:over|out|to)|going (?:over|out|to)|near|close to|next to|toward|exposed|smell\w*)|trapped|pressure (?:behind|under|below|above|on both sides)|${PSI_BEHIND}|${PRESSURE_AFTER_RELEASE}|(?:upstream|downstream) (?:of )?(?:the |a |it )?(?:plug|hydrate|blockage|restriction|ice plug|obstruction)|kick\w*|pit gain|flow ?check\w* (?:is |was |shows? |showed |came back )?(?:positive|flow\w*)|\d[\d.,]* ?(?:bbls?|m3|m³) gain|gained \d[\d.,]* ?(?:bbls?|m3|m³)|(?:well|it)(?:'s| is)? (?:still )?flowing (?:on|with|after|back)|(?:annulus|backside|bradenhead|surface casing|cellar)\b[^.?!]{0,30}\b(?:flowing|bubbling|flows|flowed)|${GAS_AT_SURFACE}|flow(?:ing)? with (?:the )?pumps? off|blow ?out|releas\w*(?!(?: [\w/"'-]+){0,3} (?:packers?|plugs?|tools?|anchors?|overshots?|spears?|latch|slips|brakes?))|gas cloud|on fire)\b`,
  'i',
);

/**
 * Pressure held behind something about to be opened, pulled or broken: "trapped", "pressure
 * behind the cap", "1,800 psi below the plug". Whatever entry answers, its first lines are the
 * immediate actions for trapped pressure.
 */
const TRAPPED = new RegExp(
  String.raw`\b(?:trapped|locked in|pressure (?:behind|under|below|beneath|on both sides)|${PSI_BEHIND}|${PRESSURE_AFTER_RELEASE})\b`,
  'i',
);

/**
 * One side of a blocked line or well to be bled ("bleed the separator end down to pull the plug",
 * "blow down the downstream side", "open the bleed on the low side"): with a plug, a hydrate or
 * ice in it — or pressure on it and nothing getting through — the pressure on the other side is
 * trapped behind it.
 */
const ONE_SIDE_BLED =
  /\b(?:(?:bleed|bled|bleeding|blow|blowing|vent|venting|depressur\w*|open(?:ing)? (?:up )?(?:a |the )?(?:bleed|drain|vent|blowdown)(?: valve)?)(?: it| down| off)?(?: (?:on|at|from))?(?: (?:the|one|only one|only the))?(?: [\w-]+)? (?:end|side|downstream|upstream)|open(?:ing)? (?:up )?(?:a |the )?(?:down|up)stream (?:bleed|drain|vent|blowdown|valve))\b/i;
/** A line told blocked: plugged, frozen — or pressure on it and no flow getting through. */
const BLOCKED =
  /\b(?:plug(?:s|ged)?|hydrates?|ice|froze|frozen|blocked|blockage|no flow|not flowing|nothing (?:is )?(?:getting|coming|going) (?:through|across)|(?:shows?|reads?|reading|showing) (?:almost |next to |basically )?(?:nothing|zero)|get (?:it|the line|the gas|gas|flow) (?:moving|flowing|going) again|get (?:it|the line|the gas|gas|flow) moving)\b/i;

/** True when `question` tells of pressure trapped behind something (see {@link TRAPPED}). */
export function tellsTrappedPressure(question: string): boolean {
  return TRAPPED.test(question) || (ONE_SIDE_BLED.test(question) && BLOCKED.test(question));
}

/** True when `question` is about an emergency (see {@link EMERGENCY}). */
export function isEmergencyQuestion(question: string): boolean {
  return EMERGENCY.test(question) || tellsTrappedPressure(question) || endangersPeople(question);
}

/** Someone named in a question: a worker, the crew, neighbours. */
const PERSON =
  /\b(?:someone|somebody|person|people|worker|workers|hand|hands|roustabout|pumper|operator|operators|crew|guy|driller|supervisor|floorhands?|roughnecks?|derrickman|mechanic|electrician|contractors?|partner|gauger|helper|swamper|welder|(?:truck )?driver|co-?workers?|he|she|him|houses?|homes?|school|residents?|neighbou?rs?|town|public)\b/i;

/** A hazard named in a question: a release, a gas, a fire, an alarm. */
const HAZARD =
  /\b(?:leak\w*|releas\w*|gas|h2s|sour|vapou?rs?|fumes?|spray\w*|blow\w*|vent\w*|alarm\w*|relie(?:f|ving)|fire|flames?)\b/i;

/** Fluid or gas getting out where it should not, or burning. */
const LOSS_OF_CONTAINMENT =
  /\b(?:leak\w*|releas\w*(?!(?: [\w/"'-]+){0,3} (?:packers?|plugs?|tools?|anchors?|slips))|spray\w*|h2s|fire|flames?|gas (?:escaping|coming out|to atmosphere))\b/i;

/** A person down, in words that of a pipe or a pump would mean something else. */
const DOWN =
  /\b(?:collapsed|fainted|unconscious|unresponsive|passed out|blacked out|(?:not|(?:is|was|are|were)n'?t) (?:breathing|moving|responding)|(?:won'?t|will not|doesn'?t|does not) (?:respond|answer|move|wake)|(?:lying|laying) (?:on|in|at|by|near|face))\b/i;

/** Near a hazard: walking towards it, standing next to it, downwind of it. */
const NEAR =
  /\b(?:walk\w*|head\w* (?:over|out|to)|going (?:over|out|to)|near|nearby|close to|next to|beside|toward\w*|standing|downwind|(?:people|crew|guys|hands|workers|everyone|folks|someone|somebody) (?:(?:are|is|standing|working) )?around)\b/i;

/**
 * An explosion, a blowout or an injury, in words that cannot be anything else (a blowout
 * preventer and an explosion-proof motor are equipment, and water injected into a well is not an
 * injury); a fire is {@link FIRE}'s.
 */
const INJURY_OR_BLAST =
  /\b(?:explo(?:sion|ded)(?![- ]?proof)|blow ?out(?![- ]?preventers?)|injured|(?:got|was|is|been|get|gets|were) (?:hurt|burn(?:ed|t))|injection injur(?:y|ies)|burn(?:ed|t|s) (?:on )?(?:his|her|their|my|a)|(?:got|was|were|been) (?:sprayed|splashed|scalded)|scalded|face full of|(?:in|into) (?:his|her|their) eyes|injected (?:into|in|under|through) (?:his|her|my|their|the|a) (?:hand|finger|thumb|palm|arm|leg|skin))\b/i;

/**
 * A fire told in words that cannot be anything else ("fire tube" and "fire eye" are parts; "not
 * on fire" is none).
 */
const FIRE =
  /\b(?<!\b(?:not|no|never) )(?:on fire|caught fire|fire (?:at|on|in) the|(?:in|of) flames|flames (?:coming|shooting|rolling|from|out)|ablaze)\b/i;

/** True when `question` tells of a fire burning (see {@link FIRE}). */
export function tellsOfFire(question: string): boolean {
  return FIRE.test(question);
}

/** True when `question` tells of a person down: collapsed, unconscious, not moving. */
export function tellsOfPersonDown(question: string): boolean {
  return PERSON.test(question) && DOWN.test(question);
}

/**
 * A gas detector sounding or reading gas where people work — a personal H2S monitor that went
 * off, a fixed LEL head reading, a monitor at the shakers climbing: people are in the gas until
 * the alarm's actions are taken, whatever the number.
 */
const GAS_ALARM =
  /\b(?:h2s|gas|lel|sour|personal|fixed|chest|four[- ]gas|4[- ]gas)\b[^.?!]{0,25}\b(?:monitors?|detectors?|sensors?|badges?|heads?)\b[^.?!]{0,30}\b(?:went off|going off|goes off|gone off|alarm\w*|beep\w*|sound\w*|reads?|reading|showing|shows|went (?:to|from|up)|jumped|climb\w*|hit|ros(?:e|en|ing)|spik\w*)\b/i;

/** True when a gas detector or monitor reads or alarms in the question (see {@link GAS_ALARM}). */
export function tellsOfGasAlarm(question: string): boolean {
  return GAS_ALARM.test(question);
}

/**
 * True when a question is about a person at risk or an uncontrolled release or fire: someone
 * down, sick or injured, a fire, a rupture, people near a leak or an alarm — in the thesaurus's
 * words too ("passed out", "caught fire", "line ruptured"). Its answer opens with the actions that
 * protect people, whatever entry answers it, and it is never answered with a calculator's form.
 */
export function endangersPeople(question: string): boolean {
  if (FIRE.test(question) || INJURY_OR_BLAST.test(question) || GAS_ALARM.test(question)) {
    return true;
  }
  if (expandQuestion(question).emergencies > 0) return true;
  if (!PERSON.test(question)) return false;
  return DOWN.test(question) || (HAZARD.test(question) && NEAR.test(question));
}

/** The section an emergency entry opens with. */
function isImmediateActions(section: EntrySection): boolean {
  return /^immediate actions\b/i.test(section.heading);
}

/**
 * Immediate actions whose numbered steps are each labelled with the event they answer ("1. **Gas
 * or flow at the cellar:** …"): only the steps whose label shares two or more of the question's
 * words, renumbered; all of them when no label does — a step too many costs less than a missing
 * one — unless the question asks a decision the entry settles elsewhere. Steps without labels are
 * one procedure and stay whole.
 */
function stepsForCase(
  section: EntrySection,
  terms: ReadonlySet<string>,
  decided = false,
): EntrySection | undefined {
  const steps = section.content.split(/\n(?=\d+\.\s)/);
  // An event's label ends with a colon ("**Returns lost while displacing cement:**"); a bold
  // instruction ("**shut it in**") is a step of one procedure.
  const labels = steps.map((step) => /^\d+\.\s+\*\*([^*]+):\*\*/.exec(step)?.[1]);
  if (steps.length < 2 || labels.some((label) => label === undefined)) return section;
  const told = new Set([...terms].filter((term) => !ASKING_ONLY.has(term)));
  const scores = labels.map((label) => overlap(told, label ?? ''));
  const best = Math.max(...scores);
  // A decision the entry settles in a section of its own (squeeze a bond log or not), with no
  // event of the steps told, is not asked in the middle of one: the steps stay among what the
  // entry also covers.
  if (best < 2) return decided ? undefined : section;
  const kept = steps.filter((_, index) => (scores[index] ?? 0) >= 2);
  if (kept.length === steps.length) return section;
  const content = kept.map((step, index) => step.replace(/^\d+\./, `${index + 1}.`)).join('\n');
  return { ...section, content, text: `**${section.heading}**\n${content}` };
}

/** The "Ask first" line: the one fact the advice turns on. */
function isAskFirst(section: EntrySection): boolean {
  return /^ask first\b/i.test(section.heading);
}

/** The words that open a question. */
const ASKING = String.raw`(?:is|are|was|were|did|does|do|can|could|has|have|had|what|how|where|which|when|will|who)\b`;

/**
 * Where one question of an "Ask first" line gives way to the next: ", and is …", ", over how
 * many …", "; ".
 */
const NEXT_ASKED = new RegExp(
  String.raw`,?\s+and\s+(?=${ASKING})|,\s+(?=(?:(?:over|at|in|for|from|by|to) )?${ASKING})|;\s+(?:and\s+)?`,
  'i',
);

/** Units as the field writes them, read as the words an "Ask first" question uses. */
const UNIT_WORDS: Readonly<Record<string, string>> = {
  bbl: 'barrel',
  bbls: 'barrel',
  hr: 'hour',
  hrs: 'hour',
  temp: 'temperatur',
  op: 'operating',
  tbg: 'tubing',
  csg: 'casing',
};

/** Words of an "Ask first" question that name no fact of the case. */
const ASKING_WORDS = new Set(
  tokenize('now before against right exactly many far long often kind type'),
);

/**
 * True when the message already gives the fact one question of an "Ask first" line asks for: it
 * says the question's own words (those the entry's title does not, and outside any list of
 * options after a dash or in brackets) — all of one or two, two thirds of more.
 */
function alreadyGiven(
  asked: string,
  said: ReadonlySet<string>,
  title: ReadonlySet<string>,
): boolean {
  const subject = asked.split(/\s+—\s+/)[0]?.replace(/\([^)]*\)/g, ' ') ?? '';
  const words = [...termsOf(subject)].filter(
    (term) => !ASKING_WORDS.has(term) && !/^\d/.test(term),
  );
  // A question made only of the title's words asks for a figure of the topic itself ("the
  // valve's set pressure" of the relief-valve entry): its words are the facts then.
  const own = words.filter((term) => !title.has(term));
  const facts = own.length > 0 ? own : words;
  if (facts.length === 0) return false;
  const given = facts.filter((term) => said.has(term)).length;
  return facts.length <= 2 ? given === facts.length : given * 3 >= facts.length * 2;
}

/**
 * The "Ask first" line without the questions the message already answers ("how many barrels
 * short" of a trip that says it is 6 bbl short); undefined when it answers them all. A line cut
 * short loses its closing explanation, which spoke of the questions together.
 */
function stillToAsk(
  section: EntrySection,
  question: string,
  entry: KnowledgeEntry,
): EntrySection | undefined {
  const said = termsOf(question);
  for (const term of [...said]) {
    const word = UNIT_WORDS[term];
    if (word !== undefined) for (const unit of termsOf(word)) said.add(unit);
  }
  const title = termsOf(entry.title);
  const sentences = section.content.split(/(?<=[?])\s+/);
  const kept: string[] = [];
  let cut = false;
  for (const sentence of sentences) {
    if (!sentence.trim().endsWith('?')) {
      if (!cut) kept.push(sentence);
      continue;
    }
    const parts = askedParts(sentence.replace(/\?\s*$/, ''));
    const open = parts.filter((part) => !alreadyGiven(part, said, title));
    if (open.length < parts.length) cut = true;
    if (open.length > 0) kept.push(`${joinAsked(open)}?`);
  }
  const heading = section.heading.replace(/\s*\([^)]*\)/g, '');
  if (!cut) {
    return heading === section.heading
      ? section
      : { ...section, heading, text: `**${heading}**: ${section.content}` };
  }
  const asking = kept.filter((sentence) => sentence.endsWith('?'));
  if (asking.length === 0) return undefined;
  const content = capitalise(asking.join(' '));
  return { ...section, heading, content, text: `**${heading}**: ${content}` };
}

/** A comma that belongs to a bracket or to an aside between dashes, hidden while splitting. */
const HIDDEN_COMMA = '\u0000';

/**
 * The questions of one "Ask first" sentence: split where the next question opens, and at the
 * commas of a list of facts ("the vessel's MAWP, the valve's set pressure, and …"); commas inside
 * brackets or inside an aside between dashes (a list of options) stay with their question, and a
 * piece opening with "or" is an option of the one before.
 */
function askedParts(sentence: string): string[] {
  let depth = 0;
  let aside = false;
  let masked = '';
  for (let index = 0; index < sentence.length; index += 1) {
    const char = sentence.charAt(index);
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === '—') aside = !aside;
    masked += char === ',' && (depth > 0 || aside) ? HIDDEN_COMMA : char;
  }
  const parts: string[] = [];
  for (const question of masked.split(NEXT_ASKED)) {
    // A piece of one word ("the casing, tubing and line pressures") is an item of the list that
    // follows it, not a question of its own.
    let pending = '';
    for (const piece of question.split(/,\s+/)) {
      const text = pending.length > 0 ? `${pending}, ${piece}` : piece;
      const previous = parts.at(-1);
      if (tokenize(piece).length < 2 && piece !== question.split(/,\s+/).at(-1)) {
        pending = text;
      } else if (previous !== undefined && pending.length === 0 && /^or\b/i.test(piece)) {
        parts[parts.length - 1] = `${previous}, ${piece}`;
      } else {
        parts.push(text);
        pending = '';
      }
    }
    if (pending.length > 0) parts.push(pending);
  }
  return (
    parts
      // A question cut where the next opens after a dash ("… or pump away — and what …") ends
      // without it.
      .map((part) =>
        part
          .replaceAll(HIDDEN_COMMA, ',')
          .replace(/[\s,;—–]+$/, '')
          .trim(),
      )
      .filter((part) => part.length > 0)
  );
}

/** The questions still open, written as one: "a, b, and c". */
function joinAsked(parts: readonly string[]): string {
  const plain = parts.map((part) => part.replace(/^and\s+/i, ''));
  if (plain.length < 2) return plain.join('');
  return `${plain.slice(0, -1).join(', ')}, and ${plain.at(-1) ?? ''}`;
}

function termsOf(text: string): Set<string> {
  return new Set(tokenize(text));
}

function overlap(terms: ReadonlySet<string>, text: string): number {
  let count = 0;
  for (const term of termsOf(text)) if (terms.has(term)) count += 1;
  return count;
}

/** Weights of the question's words: those the title already says count for less. */
type TermWeights = ReadonlyMap<string, number>;

/** A word of the question that is also in the entry's title says little about which section. */
const TITLE_TERM_WEIGHT = 0.3;

function weightedOverlap(weights: TermWeights, text: string): number {
  let sum = 0;
  for (const term of termsOf(text)) sum += weights.get(term) ?? 0;
  return sum;
}

/**
 * Words that ask about a problem rather than tell it ("what am I doing wrong", "what's the
 * problem"): a label that shares one of them is not about the case.
 */
const ASKING_ONLY = new Set(tokenize('wrong problem problems issue issues trouble happening'));

/** A list item with a bold label ("- **Underload trips:** …") and the lines it spans. */
interface LabelledItem {
  label: string;
  lines: string[];
}

/**
 * True when the question says one of the names in a label — a part of two or three words between
 * its dashes, brackets or commas that says no way a quantity went ("Gas lock" of "Gas lock
 * (underload with erratic amps, PIP low)").
 */
function namesItem(label: string, said: ReadonlySet<string>): boolean {
  return label.split(/\s[—–]\s|[():,]/).some((part) => {
    const words = tokenize(part);
    return (
      words.length >= 2 &&
      words.length <= 3 &&
      trends(part).length === 0 &&
      words.every((word) => said.has(word))
    );
  });
}

/** A label that says what to do: "Raise the pH", "Lower the frequency". */
const REMEDY = /^(?:raise|lower|increase|reduce|decrease|cut|drop|bring|keep|hold|slow|speed)\b/i;

/**
 * Which way the question says its quantities went: all of them, and those the entry's title does
 * not already say went that way (on "PCP torque rising", torque rising singles out no item).
 */
interface QuestionTrends {
  all: readonly Trend[];
  distinguishing: readonly Trend[];
}

function questionTrends(question: string, entry: KnowledgeEntry): QuestionTrends {
  const all = trends(question);
  const title = trends(entry.title);
  return { all, distinguishing: all.filter((trend) => agreeing([trend], title) === 0) };
}

/**
 * A section whose content is a bulleted list of labelled items keeps only the items about the
 * question: those whose label shares at least half as many of the question's words as the best
 * label does, or whose label says a quantity went the way the question says it went. An item whose label says only the other way of a quantity the question gives
 * ("PIP falling" when the intake pressure went up) is another case and is left out. Numbered
 * steps, tables and unlabelled lists are kept whole — their order matters. A list of remedies is
 * kept whole, those about the question first: the one a question names is often the one already
 * tried ("soap sticks didn't help"), and the others are what is left to do.
 */
function itemsAbout(
  content: string,
  terms: ReadonlySet<string>,
  trendsTold: QuestionTrends,
  whole = false,
): string {
  const { all: told, distinguishing } = trendsTold;
  const lines = content.split('\n');
  const lead: string[] = [];
  const items: LabelledItem[] = [];
  const tail: string[] = [];
  for (const line of lines) {
    const labelled = /^- \*\*([^*]+)\*\*/.exec(line);
    if (labelled) {
      items.push({ label: labelled[1] ?? '', lines: [line] });
    } else if (/^- /.test(line) && items.length > 0 && tail.length === 0) {
      // An unlabelled item among labelled ones is about none of them in particular.
      items.push({ label: '', lines: [line] });
    } else if (/^\s+\S/.test(line) && items.length > 0 && tail.length === 0) {
      items.at(-1)?.lines.push(line);
    } else if (items.length === 0) {
      lead.push(line);
    } else {
      tail.push(line);
    }
  }
  if (items.length < 2) return content;
  const said = new Set([...terms].filter((term) => !ASKING_ONLY.has(term)));
  // "Raise the pH" is a remedy, not the case of a pH that rose.
  const labelTrends = items.map((item) => (REMEDY.test(item.label) ? [] : trends(item.label)));
  // Written for the other way, unless the question names it ("gas locked?"): then its remedy,
  // with what it says of the other way, answers the question.
  const otherCase = labelTrends.map(
    (label, index) => contrary(told, label) && !namesItem(items[index]?.label ?? '', said),
  );
  const scores = items.map((item) => overlap(said, item.label));
  const best = Math.max(...scores.filter((_, index) => otherCase[index] !== true));
  const others = (index: number): boolean => otherCase[index] !== true;
  // One shared word ("pump", "trip") does not single an item out; a quantity that went the way
  // the question says does.
  const about = (index: number): boolean =>
    others(index) &&
    (best < 2 ||
      ((scores[index] ?? 0) * 2 >= best && scores[index] !== 0) ||
      agreeing(distinguishing, labelTrends[index] ?? []) > 0);
  const kept = [
    ...items.filter((_, index) => about(index)),
    ...(whole ? items.filter((_, index) => !about(index) && others(index)) : []),
  ];
  if (kept.length === 0) return content;
  return [...lead, ...kept.flatMap((item) => item.lines), ...tail].join('\n').trim();
}

/**
 * The question's words — with `thesaurus`, also what its field words stand for ("white crystals
 * in the tank" → crystallization) — weighted: those the entry's title already says count for less.
 */
function askedTerms(question: string, entry: KnowledgeEntry, thesaurus = false): TermWeights {
  const title = termsOf(entry.title);
  const words = new Set([
    ...termsOf(question),
    ...(thesaurus ? expandQuestion(question).terms : []),
  ]);
  return new Map([...words].map((term) => [term, title.has(term) ? TITLE_TERM_WEIGHT : 1]));
}

/**
 * A reference section a problem's words point to: its heading shares a word with the question, or
 * two with what the thesaurus reads in it ("splintery cavings" → "What the cavings tell you",
 * "white crystals in the tank" → "Crystallization temperature"), and its heading and text share
 * more of the question's specific words (those the title does not already say, not bare figures)
 * than any diagnostic section does, and at least {@link REFERENCE_SHARED_TERMS}. It is what the
 * user asked about, and it opens the answer instead of being cut to a heading at the end.
 */
const REFERENCE_SHARED_TERMS = 3;

function referenceAbout(
  sections: readonly EntrySection[],
  weights: TermWeights,
  said: ReadonlySet<string>,
): EntrySection | undefined {
  const specific = new Set(
    [...weights]
      .filter(([term, weight]) => weight === 1 && !/^\d/.test(term))
      .map(([term]) => term),
  );
  const shared = (section: EntrySection): number =>
    overlap(specific, `${section.heading} ${section.content}`);
  // A diagnosis that holds as much of the case says it better: the reference section is then a
  // word in common ("running" and "Run life"), not what the question is about.
  const diagnosis = Math.max(
    0,
    ...sections.filter((section) => section.role !== 'other').map(shared),
  );
  let best: EntrySection | undefined;
  let bestScore = Math.max(REFERENCE_SHARED_TERMS - 1, diagnosis);
  for (const section of sections) {
    if (section.role !== 'other' || section.heading.length === 0) continue;
    const heading = section.heading.replace(/\([^)]*\)/g, ' ');
    if (overlap(said, heading) === 0 && overlap(new Set(weights.keys()), heading) < 2) continue;
    const score = shared(section);
    if (score > bestScore) {
      best = section;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Sections that share the most of the question's words, best first (those with at least half
 * the best score); none when only the title's words match.
 */
function sectionsAbout(sections: readonly EntrySection[], weights: TermWeights): EntrySection[] {
  const specific = new Map([...weights].filter(([, weight]) => weight === 1));
  const scored = sections.map((section) => ({
    section,
    specific: overlap(new Set(specific.keys()), `${section.heading} ${section.content}`),
    score:
      2 * weightedOverlap(weights, section.heading) + weightedOverlap(weights, section.content),
  }));
  if (scored.every((item) => item.specific === 0)) return [];
  const best = Math.max(0, ...scored.map((item) => item.score));
  return scored.filter((item) => item.score * 2 >= best).map((item) => item.section);
}

/**
 * True when the question names the case a section is written for, the words in brackets of its
 * heading ("Ask first (megger)"), in its own words or the thesaurus's ("CBL" → bond log) — the
 * title's words count here, since the case is one of the title's topics.
 */
function namesCase(section: EntrySection, question: string): boolean {
  const qualifier = /\(([^)]*)\)/.exec(section.heading)?.[1];
  if (qualifier === undefined) return false;
  const said = new Set([...termsOf(question), ...expandQuestion(question).terms]);
  return [...termsOf(qualifier)].some((term) => said.has(term));
}

/**
 * True when Immediate actions written for one case ("(gas blowing through to the tanks)") concern
 * the question: it has no such qualifier, or the question shares a word with it that the title
 * does not already say — or, with `titleWords`, any word at all.
 */
function concerns(section: EntrySection, weights: TermWeights, titleWords = false): boolean {
  const qualifier = /\(([^)]*)\)/.exec(section.heading)?.[1];
  if (qualifier === undefined) return true;
  return [...termsOf(qualifier)].some((term) =>
    titleWords ? (weights.get(term) ?? 0) > 0 : weights.get(term) === 1,
  );
}

/**
 * True when the question names the section by its heading (its words outside any parenthesis):
 * one word of the question the title does not already say, or two that it does ("the exposure
 * limits" of the H2S exposure entry).
 */
function namesSection(weights: TermWeights, section: EntrySection): boolean {
  let specific = 0;
  let any = 0;
  for (const term of termsOf(section.heading.replace(/\([^)]*\)/g, ' '))) {
    const weight = weights.get(term);
    if (weight === undefined) continue;
    any += 1;
    if (weight === 1) specific += 1;
  }
  return specific >= 1 || any >= 2;
}

/**
 * True when a problem names the section outright: two of the heading's words ("the exposure
 * limits"), close together in `question` when it is given — one shared word ("running" against
 * "Run life", "2nd stage" against "Staging", "20 ppm" against "At 50 ppm") is chance in a question
 * that tells a case.
 */
function namesSectionOutright(
  weights: TermWeights,
  section: EntrySection,
  question?: string,
): boolean {
  const shared = [...termsOf(section.heading.replace(/\([^)]*\)/g, ' '))].filter(
    (term) => !/^\d/.test(term) && weights.has(term),
  );
  if (shared.length < 2) return false;
  if (question === undefined) return true;
  // Named together, not two words of a long case far apart ("PDC on a motor … Mud is 1.28 SG"
  // names no "mud motor").
  const words = tokenize(question);
  return words.some(
    (term, index) =>
      shared.includes(term) &&
      words
        .slice(index + 1, index + 1 + NAMED_TOGETHER)
        .some((other) => other !== term && shared.includes(other)),
  );
}

/** How many words apart two words of a heading may stand in a question that names it. */
const NAMED_TOGETHER = 3;

/**
 * True when the thesaurus adds a word of the section's heading that neither the question nor the
 * entry's title says ("safe to keep working" → thresholds).
 */
function thesaurusNames(wide: TermWeights, asked: TermWeights, section: EntrySection): boolean {
  return [...termsOf(section.heading.replace(/\([^)]*\)/g, ' '))].some(
    (term) => wide.get(term) === 1 && !asked.has(term),
  );
}

/**
 * The focused part of an entry's body for `question` (markdown, without title or sources). Safety
 * first: a question about an emergency, or a problem on an entry that has Immediate actions, opens
 * with them; a problem then gets the entry's "Ask first" question beside the advice, and what the
 * question names outright before the rest.
 */
export function focusedBody(entry: KnowledgeEntry, question: string): string {
  const all = entrySections(entry.body);
  const terms = termsOf(question);
  const asked = askedTerms(question, entry);
  const told = questionTrends(question, entry);
  // A course to decide ("do we pull it?", "squeeze or not?", "the crew wants to just …") is a
  // problem of the case, and the entry's rule for that decision answers it first.
  // Asking what a reading means is not a decision.
  const deciding =
    (asksForDecision(question) && !MEANING.test(question) && !HOW_TO.test(question)) ||
    PROPOSES.test(question);
  // On an entry written to troubleshoot, the way to go about it ("the right way to …") or a case
  // told in figures without a question is its problem, answered in full — checks in order,
  // actions, safety — not the one section that shares a word.
  // On an entry written as a procedure (steps under headings of their own), "the procedure" asks
  // for those steps, not the troubleshooting sections after them.
  const procedure =
    all.filter(
      (section) =>
        section.role === 'other' && section.heading.length > 0 && NUMBERED.test(section.content),
    ).length >= PROCEDURE_SECTIONS;
  const problem =
    describesProblem(question) ||
    deciding ||
    (entry.symptoms !== undefined &&
      ((RIGHT_WAY.test(question) && !procedure) ||
        (!question.includes('?') && /(?<![a-z])\d/i.test(question))));
  const immediate = all.find(isImmediateActions);
  // An entry may ask first about one case of its topic ("Ask first (a bond log)"): the line for
  // the case the question names, or else the line for the topic as a whole.
  const askLines = all.filter(isAskFirst);
  const askLine =
    askLines.find((section) => namesCase(section, question)) ??
    askLines.find((section) => !/\(/.test(section.heading)) ??
    askLines[0];
  const lead: EntrySection[] = [];
  // Immediate actions written for another case still lead when the problem is a loss of
  // containment (a leak, a release, H2S, fire): a few lines too many cost less than a missing
  // safety step.
  if (immediate && isEmergencyQuestion(question)) {
    lead.push(immediate);
  } else if (
    immediate &&
    problem &&
    (concerns(immediate, asked) ||
      LOSS_OF_CONTAINMENT.test(question) ||
      // A course proposed on the case the first steps are written for ("ops want to blow down
      // one side" of a hydrate plug): those steps say whether it is safe.
      (PROPOSES.test(question) && concerns(immediate, asked, true)))
  ) {
    // Immediate actions written as one labelled step per event ("**Returns lost while
    // displacing cement:** …") give a problem that is no emergency the steps for the event it
    // tells; a leak or a release keeps them all.
    const decided =
      deciding &&
      all.some(
        (section) =>
          section.role === 'decision' &&
          namesSectionOutright(askedTerms(question, entry, true), section),
      );
    const forCase = LOSS_OF_CONTAINMENT.test(question)
      ? immediate
      : stepsForCase(immediate, terms, decided);
    if (forCase) lead.push(forCase);
  } else if (
    immediate &&
    entry.safetyCritical === true &&
    (HOW_TO_DO.test(question) || RIGHT_WAY.test(question)) &&
    concerns(immediate, asked, true)
  ) {
    // How to go about the case a safety-critical entry's first steps are written for ("how do
    // I clear it?" of a hydrate plug): those steps are the start of the answer.
    lead.push(immediate);
  }
  if (deciding) lead.push(...all.filter((section) => section.role === 'decision'));
  const asking = askLine && problem ? stillToAsk(askLine, question, entry) : undefined;
  if (askLine && problem && asking !== undefined) lead.push(asking);
  const sections = all.filter(
    (section) => !lead.includes(section) && !(isAskFirst(section) && problem),
  );
  const roles = new Set(sections.map((section) => section.role));
  const diagnostic = ['causes', 'checks', 'actions'].filter((role) =>
    roles.has(role as SectionRole),
  ).length;

  // A problem on an entry that describes signs only (the shapes of a pump card) gets those signs,
  // filtered to the symptom asked, before the rest.
  if (problem && (diagnostic >= 1 || roles.has('signs'))) {
    const parts: string[] = lead.map((section) => section.text);
    // A section the question names outright ("the exposure limits", "at 50 ppm") comes first:
    // what the user asked for, before the rest of the diagnosis.
    // The thesaurus names a section too when it adds a heading word the title does not say
    // ("safe to keep working" → "Exposure limits and thresholds").
    const wide = askedTerms(question, entry, true);
    const named = sections.filter(
      (section) =>
        section.role === 'other' &&
        (namesSectionOutright(asked, section, question) ||
          (namesSectionOutright(wide, section) && thesaurusNames(wide, asked, section))),
    );
    const reference = referenceAbout(
      sections.filter((section) => !named.includes(section)),
      wide,
      terms,
    );
    if (reference) named.push(reference);
    for (const section of named) parts.push(section.text);
    // A safety section that holds more of the case than any diagnosis does (a safety valve that
    // failed its test, on a scale entry) is what the question is about: it comes first.
    const specific = new Set(
      [...wide].filter(([term, weight]) => weight === 1 && !/^\d/.test(term)).map(([term]) => term),
    );
    const sharedWith = (section: EntrySection): number => overlap(specific, section.content);
    const safetyAbout = sections.find(
      (section) =>
        section.role === 'safety' &&
        sharedWith(section) >= 2 &&
        sections.every(
          (other) =>
            other === section || other.role === 'other' || sharedWith(other) < sharedWith(section),
        ),
    );
    if (safetyAbout) parts.push(`**${ROLE_TITLES.safety}**\n${safetyAbout.content}`);
    for (const role of TROUBLESHOOTING_ORDER) {
      // Immediate actions written for another case ("(leak at the reel)") are not this
      // problem's actions: they stay among what the entry also covers.
      const group = sections.filter(
        (section) =>
          section.role === role && !isImmediateActions(section) && section !== safetyAbout,
      );
      if (group.length === 0) continue;
      const contents = group.map((section) => {
        const content = itemsAbout(section.content, terms, told, role === 'actions');
        const sameAsTitle = section.heading
          .toLowerCase()
          .startsWith(ROLE_TITLES[role].toLowerCase());
        return group.length > 1 && !sameAsTitle ? `_${section.heading}_\n${content}` : content;
      });
      parts.push(`**${ROLE_TITLES[role]}**\n${contents.join('\n\n')}`);
    }
    // A reference section about what the case tells — its heading says a word of the question and
    // its text two of the question's own words the title does not — follows the diagnosis rather
    // than hiding under "the entry also covers".
    const own = new Set(
      [...asked]
        .filter(([term, weight]) => weight === 1 && !/^\d/.test(term))
        .map(([term]) => term),
    );
    // An entry with no section headed as an action keeps its remedies under reference headings
    // ("Materials", "Operating"): a problem gets those that hold three of its own words after the
    // diagnosis, not their headings alone.
    const noActions = !roles.has('actions') && immediate === undefined;
    const besides = sections.filter(
      (section) =>
        section.role === 'other' &&
        !named.includes(section) &&
        section.heading.length > 0 &&
        !isAskFirst(section) &&
        ((noActions && overlap(own, section.content) >= 3) ||
          (overlap(terms, section.heading.replace(/\([^)]*\)/g, ' ')) > 0 &&
            overlap(own, section.content) >= 2)),
    );
    for (const section of besides) parts.push(section.text);
    const shown = new Set([
      ...lead,
      ...askLines,
      ...sections.filter(
        (section) =>
          section.role !== 'other' && section.role !== 'decision' && !isImmediateActions(section),
      ),
      ...named,
      ...besides,
    ]);
    return withRest(parts, all, shown);
  }

  // The sections the question's words point to; when only the title's words are asked ("the
  // exposure limits" of the H2S exposure entry), the section whose heading they name.
  // Immediate actions chosen for the words they share still leave room for what the question
  // asks about: a planning question on a sour well gets the procedure too, not the alarm's first
  // lines alone with the rest cut to "the entry also covers".
  // A question about how a thing works or what it is asks for no emergency's first lines, though
  // it shares their words ("how does a subsurface safety valve work?").
  const shared = sectionsAbout(sections, asked).filter(
    (section) => !(isImmediateActions(section) && !problem && ASKS_WHAT_IT_IS.test(question)),
  );
  const besides = shared.some(isImmediateActions)
    ? sectionsAbout(
        sections.filter((section) => !isImmediateActions(section)),
        asked,
      )
    : [];
  const about = sections.filter((section) => shared.includes(section) || besides.includes(section));
  // "The procedure" of a procedure: every step, in order, and its safety — not the steps that
  // happen to share the question's words.
  const steps =
    procedure && RIGHT_WAY.test(question)
      ? sections.filter(
          (section) =>
            (section.role === 'other' && section.heading.length > 0) || section.role === 'safety',
        )
      : [];
  const chosen =
    steps.length > 0
      ? steps
      : about.length > 0
        ? about
        : sections.filter((section) => namesSection(asked, section));
  if (lead.length === 0 && (chosen.length === 0 || chosen.length === sections.length)) {
    return entry.body.trim();
  }
  // The sections asked about, after the Immediate actions of an emergency — and, when the
  // question asks what to do, the entry's actions too, not only their heading at the end.
  // On an entry written to troubleshoot, "how to …" / "how do we …" asks for the method too.
  const method = entry.symptoms !== undefined && HOW_TO_DO.test(question);
  const actions =
    asksForActions(question) || method
      ? sections.filter((section) => section.role === 'actions' && !chosen.includes(section))
      : [];
  // Asked what to do of an entry with no section headed as an action ("Materials", "Operating"),
  // the answer is the whole entry rather than a slice that leaves the remedies at the end.
  if (
    lead.length === 0 &&
    asksForActions(question) &&
    !sections.some((section) => section.role === 'actions')
  ) {
    return entry.body.trim();
  }
  // A question about doing something safely, or its risks, gets the entry's safety first.
  const safety = ASKS_SAFETY.test(question)
    ? sections.filter((section) => section.role === 'safety')
    : [];
  const picked =
    chosen.length === 0
      ? sections
      : sections.filter(
          (section) =>
            chosen.includes(section) || actions.includes(section) || safety.includes(section),
        );
  const rank = (section: EntrySection): number =>
    isImmediateActions(section) ? 0 : safety.includes(section) ? 1 : 2;
  picked.sort((a, b) => rank(a) - rank(b));
  return withRest(
    [...lead, ...picked].map((section) => section.text),
    all,
    new Set([...lead, ...picked, ...(problem ? askLines : [])]),
  );
}

/** Asking how a thing works or what it is: "how does a … work?", "what is a …?". */
const ASKS_WHAT_IT_IS =
  /^\s*(?:how (?:does|do) (?:a |an |the )?[\w -]{1,60}? work\b|what (?:is|are) (?:a|an|the)\b)/i;

/** Asking how to do something safely or what its risks are ("safety valve" is equipment). */
const ASKS_SAFETY =
  /\b(?:safe(?:ly)?|safety(?! (?:valves?|systems?|joints?|relief))|risks?|hazards?|dangerous|danger|any (?:issue|problem|concern)s?|precautions?|anything (?:special|to (?:worry|watch)))\b/i;

/** The focused parts, then the headings of what the entry also covers. */
function withRest(
  parts: readonly string[],
  sections: readonly EntrySection[],
  shown: ReadonlySet<EntrySection>,
): string {
  const rest = sections
    .filter((section) => !shown.has(section) && section.heading.length > 0)
    .map((section) => section.heading.replace(/\s*\([^)]*\)/g, ''));
  if (rest.length === 0) return parts.join('\n\n');
  return [...parts, `_The entry also covers: ${rest.join('; ')}._`].join('\n\n');
}
