import type { KnowledgeEntry } from './knowledge-entry';
import { tokenize } from './tokenize';

/**
 * The part of an entry that answers the question. An entry's body is written in sections, each
 * opening with a bold heading ("**Likely causes**", "**What to check, in this order**"). A
 * troubleshooting question gets the sections that diagnose and fix — signs, likely causes, what
 * to check in order, what to do, safety — with only the list items about the symptom asked; an
 * informational question gets the section or sections it asks about. A question about the
 * topic as a whole ("how do I read a dynamometer card?") gets the whole body.
 */

/** What a section of an entry is for, read from its heading. */
export type SectionRole = 'signs' | 'causes' | 'checks' | 'actions' | 'safety' | 'other';

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
  ['safety', /\bsafety\b/],
  ['checks', /\bcheck|\bdiagnos|\bdetect|\bpredict|\bconfirm|\bsurvey/],
  [
    'actions',
    /\bwhat to do\b|\bremed|\bfix|\bcontrol|\bprevent|\bbreaking\b|\bremov|\btreat|\bactions?\b|\bat an alarm\b|\bunload/,
  ],
  ['causes', /\bcause|\bwhy\b|\blikely\b|\bproblems?\b/],
  ['signs', /\bsigns?\b|\bsymptom|\bwarning|\bindicat|\bwhere you see|\bwhat concentrations/],
];

const ROLE_TITLES: Record<Exclude<SectionRole, 'other'>, string> = {
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
  const plain = heading.toLowerCase().replace(/\([^)]*\)/g, '');
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
  /\b(?:trip(?:s|ping|ped)?|shut(?:s|ting)? down|knock(?:s|ing)?|pound(?:s|ing)?|took less|less (?:fill|than)|not taking|stopp?ed|died|quit|dropp?(?:ed|ing|s)|falling|drift(?:s|ing)?|alarm|keeps?|won'?t|isn'?t|loading up|loaded up|load(?:s|ed)? up|carr(?:y|ies|ying) ?over|fail(?:s|ed|ing|ure)?|leak(?:s|ing)?|plugg?(?:ed|ing)|stuck|symptoms?|signs?|warning|after (?:water )?breakthrough|out of spec|tight emulsion|what (?:do|can) (?:i|we) (?:do|check|look)|what should (?:i|we)|what to (?:do|check)|how (?:do|can|should) (?:i|we) (?:fix|treat|stop|handle|deal|tell|know)|troubleshoot\w*|diagnos\w*|problem|trouble)\b/i;

/** True when `question` describes a symptom to diagnose or asks what to do about one. */
export function isTroubleshootingQuestion(question: string): boolean {
  return TROUBLESHOOTING.test(question);
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

/** A list item with a bold label ("- **Underload trips:** …") and the lines it spans. */
interface LabelledItem {
  label: string;
  lines: string[];
}

/**
 * A section whose content is a bulleted list of labelled items keeps only the items about the
 * question: those whose label shares at least half as many of the question's words as the best
 * label does. Numbered steps, tables and unlabelled lists are kept whole — their order matters.
 */
function itemsAbout(content: string, terms: ReadonlySet<string>): string {
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
  const scores = items.map((item) => overlap(terms, item.label));
  const best = Math.max(...scores);
  // One shared word ("pump", "trip") does not single an item out.
  if (best < 2) return content;
  const kept = items.filter((_, index) => (scores[index] ?? 0) * 2 >= best && scores[index] !== 0);
  return [...lead, ...kept.flatMap((item) => item.lines), ...tail].join('\n').trim();
}

/** The question's words, weighted: those the entry's title already says count for less. */
function askedTerms(question: string, entry: KnowledgeEntry): TermWeights {
  const title = termsOf(entry.title);
  return new Map(
    [...termsOf(question)].map((term) => [term, title.has(term) ? TITLE_TERM_WEIGHT : 1]),
  );
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

/** The focused part of an entry's body for `question` (markdown, without title or sources). */
export function focusedBody(entry: KnowledgeEntry, question: string): string {
  const sections = entrySections(entry.body);
  const terms = termsOf(question);
  const asked = askedTerms(question, entry);
  const roles = new Set(sections.map((section) => section.role));
  const diagnostic = ['causes', 'checks', 'actions'].filter((role) =>
    roles.has(role as SectionRole),
  ).length;

  if (isTroubleshootingQuestion(question) && diagnostic >= 1) {
    const parts: string[] = [];
    for (const role of TROUBLESHOOTING_ORDER) {
      const group = sections.filter((section) => section.role === role);
      if (group.length === 0) continue;
      const contents = group.map((section) => {
        const content = itemsAbout(section.content, terms);
        const sameAsTitle = section.heading
          .toLowerCase()
          .startsWith(ROLE_TITLES[role].toLowerCase());
        return group.length > 1 && !sameAsTitle ? `_${section.heading}_\n${content}` : content;
      });
      parts.push(`**${ROLE_TITLES[role]}**\n${contents.join('\n\n')}`);
    }
    // A section the question names outright ("at 50 ppm") comes too.
    const specific = new Set([...asked].filter(([, weight]) => weight === 1).map(([term]) => term));
    const named = sectionsAbout(
      sections.filter((section) => section.role === 'other'),
      asked,
    ).filter((section) => overlap(specific, section.heading) > 0);
    for (const section of named) parts.push(section.text);
    const shown = new Set([...sections.filter((section) => section.role !== 'other'), ...named]);
    return withRest(parts, sections, shown);
  }

  const chosen = sectionsAbout(sections, asked);
  if (chosen.length === 0 || chosen.length === sections.length) return entry.body.trim();
  return withRest(
    chosen.map((section) => section.text),
    sections,
    new Set(chosen),
  );
}

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
