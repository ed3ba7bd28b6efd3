import type { OfflineSkill } from '../assistant/offline/skill';
import { ENGINEER_NOTE, REGULATOR_NOTE } from '../assistant/context/system-prompt';
import { knowledgeEntry } from './knowledge-base';
import { REGULATORY_AREAS, type KnowledgeEntry } from './knowledge-entry';
import { searchKnowledge, type KnowledgeSearchResult } from './knowledge-search';
import { focusedBody } from './knowledge-focus';

/**
 * The offline engine's knowledge skill: answers questions in the consultant's areas with the
 * best-matching curated entry, always with its source and review date, plus one or two related
 * entries. It claims a question only when retrieval is confident; otherwise it scores 0 and the
 * engine's "needs a language model" reply runs.
 */

/** Scores: 0.65 at the retrieval threshold up to 0.8 for a perfect match (below the built-ins' 0.85+). */
const BASE_SCORE = 0.5;
const SCORE_SPAN = 0.3;
/**
 * Cap for calculation requests — text with numbers and engineering units, or asking to calculate —
 * so the calculator skill answers them.
 */
export const CALCULATION_SCORE_CAP = 0.6;

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
  `\\$\\s?\\d|\\d[\\d,]*(?:\\.\\d+)?\\s*(?:%|°|(?:${UNITS.join('|')})\\b)`,
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
const HOW_TO_COMPUTE =
  /\bhow\s+(?:do|does|to|should|can|would|is|are)\b[^.?!]*\b(?:calculate|compute|estimate|work out|determine)/i;

/**
 * True for requests to run a calculation ("calculate the EUR…") as opposed to questions about how
 * a calculation is done ("how do I calculate NRI?"), which the knowledge base answers.
 */
export function asksForCalculation(text: string): boolean {
  return COMPUTE_REQUEST.test(text) && !HOW_TO_COMPUTE.test(text);
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

/** Up to two entries to read next: other good matches first, then the entry's curated links. */
function relatedEntries(results: readonly KnowledgeSearchResult[]): KnowledgeEntry[] {
  const [best, ...others] = results;
  if (!best) return [];
  const related: KnowledgeEntry[] = [];
  const add = (entry: KnowledgeEntry | undefined): void => {
    if (entry && entry.id !== best.entry.id && !related.some((item) => item.id === entry.id)) {
      related.push(entry);
    }
  };
  for (const result of others) add(result.entry);
  for (const id of best.entry.related ?? []) add(knowledgeEntry(id));
  return related.slice(0, 2);
}

/**
 * The markdown answer for the best entry of `results`: the part of it that answers `question`
 * (the whole body when no question is given), its sources, related entries and notes.
 */
export function formatKnowledgeAnswer(
  results: readonly KnowledgeSearchResult[],
  appName: string,
  question?: string,
): string {
  const best = results[0];
  if (!best) {
    return "I don't have a vetted answer to that in my knowledge base, so I won't guess.";
  }
  const { entry } = best;
  const parts = [
    `### ${entry.title}`,
    question === undefined ? entry.body.trim() : focusedBody(entry, question),
  ];
  if (entry.statusNote) {
    parts.push(
      `> **Status changed recently:** ${entry.statusNote} Confirm the rule's current status with the agency before relying on this answer.`,
    );
  }
  parts.push(`**Source:** ${sourceLinks(entry)} — last reviewed ${entry.lastReviewed}.`);
  const related = relatedEntries(results);
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

/** The score the knowledge skill gives `text`: 0 unless retrieval found a vetted answer. */
export function knowledgeScore(text: string): number {
  const best = entriesFor(text, 1)[0];
  if (!best) return 0;
  const score = BASE_SCORE + SCORE_SPAN * best.score;
  return hasEngineeringQuantity(text) || asksForCalculation(text)
    ? Math.min(score, CALCULATION_SCORE_CAP)
    : score;
}

export const knowledgeSkill: OfflineSkill = {
  name: 'knowledge',
  description:
    'Answers from a curated knowledge base, each citing its public source: Texas RRC forms and Statewide Rules, federal BLM, BSEE and EPA requirements, production chemicals (scale, corrosion, biocides, H2S), artificial lift, facility design basics and asset economics.',
  examples: [
    'what is a W-1 drilling permit?',
    'how do I read a dynamometer card?',
    'what causes barium sulfate scale?',
  ],
  matches(text) {
    return knowledgeScore(text);
  },
  reply(text, context) {
    return formatKnowledgeAnswer(entriesFor(text, 3), context.appName, text);
  },
};
