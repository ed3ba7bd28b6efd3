import { readQuantities, type Mention } from './read';
import { convertValue, readUnit, type ReadUnit } from './units';
import { ROLES } from './roles';
import type { Role } from './roles/role';
import { findPhrase, normaliseText, phraseTerms, wordsOf, type Word } from './text';

/**
 * Which role each number of a message has, read from the words around it. A role's name right
 * before a number ("SIDPP 650", "flowing BHP of 145 bar", "shoe at 1,850 m") or right after it
 * ("1,850 m TVD", `1-3/4" plunger`, "800 bwpd") labels it; the label weakens with each word
 * between them, across a comma, and stops at the end of a sentence. A name right after one number
 * that could take it binds to that number, not to the next ("10,450' TVD (11,900' MD)").
 */

/** A message as the layer reads it: its normal form, words, quantities and their labels. */
export interface Reading {
  text: string;
  words: readonly Word[];
  mentions: readonly Mention[];
  /** Per mention (by index): role id → strength in (0, 1]. */
  labels: readonly ReadonlyMap<string, number>[];
}

/** A name of a role found in the message. */
interface Occurrence {
  role: string;
  start: number;
  end: number;
  /** Words in the name: the longer name wins where two overlap. */
  length: number;
  /** A name ending in a preposition ("down to", "abandon at"): it names the number after it only. */
  leading?: boolean;
  /**
   * A name that begins a longer one ending in a preposition ("pump" of "pump at"): it names only
   * the number before it (`1-3/4 pump at 8 spm`), the longer one the number after.
   */
  trailingOnly?: boolean;
}

/** Prepositions that end a name which introduces the number after it. */
const LEADING_END = new Set(['to', 'at', 'from', 'until', 'till', 'of', 'by']);

/** Words that may stand between a name and its number without weakening the label. */
const CONNECTORS = new Set([
  'of',
  'is',
  'was',
  'at',
  'about',
  'approximately',
  'around',
  'roughly',
  'equal',
  'equals',
  'be',
  'are',
  'were',
  'read',
  'reads',
  'reading',
  'show',
  'showing',
  'shows',
  'the',
  'a',
  'an',
  'now',
  // "the PIP off the gauge instead, 450 psi": where a reading was taken, and a change's word.
  'off',
  'gauge',
  'gage',
  'instead',
  'actually',
  'really',
  'currently',
  'still',
  'only',
  'just',
  'set',
  'we',
  'have',
  'had',
  'got',
  'with',
  'it',
  'its',
  "it's",
  'say',
  'maybe',
  'like',
  'some',
  // "base oil SG 0.80": the unit written before its number.
  'sg',
  'estimated',
  'est',
  'estimate',
  'calculated',
  'assumed',
  'expected',
  'measured',
  'recorded',
  'gave',
  'gives',
  'give',
  'came',
  'in',
  'by',
  'for',
  'to',
  'on',
  'or',
  'average',
  'avg',
  'approx',
  'stabilized',
  'stabilised',
  'shut',
]);

interface CompiledName {
  role: string;
  terms: string[];
}

const compiledRoles = compileNames(Object.values(ROLES));

function compileNames(list: readonly Pick<Role, 'id' | 'names'>[]): CompiledName[] {
  return list.flatMap((role) =>
    role.names
      .map((name) => ({ role: role.id, terms: phraseTerms(name) }))
      .filter((name) => name.terms.length > 0),
  );
}

/** Every occurrence of the names, the longer kept where two of different length overlap. */
function occurrencesOf(
  words: readonly Word[],
  names: readonly CompiledName[],
  skip: (occurrence: Occurrence) => boolean = () => false,
  fits: (occurrence: Occurrence) => boolean = () => true,
): Occurrence[] {
  const found: Occurrence[] = [];
  for (const name of names) {
    for (const match of findPhrase(words, name.terms)) {
      const occurrence = {
        role: name.role,
        start: match.start,
        end: match.end,
        length: name.terms.length,
        ...(LEADING_END.has(name.terms.at(-1) ?? '') && { leading: true }),
      };
      // A name running into a number's unit ("strokes to bit" over "1,085 strokes") is not
      // there; its shorter names after the number are ("to bit").
      if (skip(occurrence)) continue;
      found.push(occurrence);
    }
  }
  // A longer name that does not fit its number does not hide the shorter name within it.
  const longer = (occurrence: Occurrence) =>
    found.filter(
      (other) =>
        other.length > occurrence.length &&
        fits(other) &&
        other.start < occurrence.end &&
        occurrence.start < other.end,
    );
  return found.flatMap((occurrence) => {
    const over = longer(occurrence);
    if (over.length === 0) return [occurrence];
    const sameWords = (other: Occurrence) =>
      other.start === occurrence.start && other.end === occurrence.end;
    const startsALeadingName =
      occurrence.leading !== true &&
      over.some((other) => !sameWords(other)) &&
      over.every(
        (other) => sameWords(other) || (other.leading === true && other.start === occurrence.start),
      );
    return startsALeadingName ? [{ ...occurrence, trailingOnly: true }] : [];
  });
}

/** Words of a well's state that are names alone ("1,900 flowing") and qualify a name after them. */
const QUALIFIERS = /^(?:flowing|shut[- ]?in|static|initial|current|original)$/;

/**
 * "1,200 psia flowing WHP": a state written right before another's name qualifies it — the name
 * after it names the number, from where the state begins.
 */
function qualifiedNames(text: string, occurrences: readonly Occurrence[]): Occurrence[] {
  // The names found at each stretch of words, in order.
  const spans: Occurrence[][] = [];
  for (const occurrence of [...occurrences].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const span = spans.at(-1);
    if (span?.[0]?.start === occurrence.start && span[0].end === occurrence.end) {
      span.push(occurrence);
    } else spans.push([occurrence]);
  }
  const out: Occurrence[] = [];
  for (const [index, span] of spans.entries()) {
    const head = spans[index + 1];
    const [first] = span;
    const [next] = head ?? [];
    if (
      first !== undefined &&
      next !== undefined &&
      QUALIFIERS.test(text.slice(first.start, first.end)) &&
      first.end <= next.start &&
      /^[ \t-]+$/.test(text.slice(first.end, next.start)) &&
      span.every((occurrence) => occurrence.leading !== true) &&
      !span.some((occurrence) => head?.some((other) => other.role === occurrence.role))
    ) {
      spans[index + 1] = (head ?? []).map((occurrence) => ({
        ...occurrence,
        start: first.start,
        length: first.length + occurrence.length,
      }));
      continue;
    }
    out.push(...span);
  }
  return out;
}

/** Whether a name stands right before the number ("sidpp 450"). */
function namedRightBefore(
  text: string,
  mention: Mention,
  occurrences: readonly Occurrence[],
): boolean {
  return occurrences.some(
    (occurrence) =>
      occurrence.end <= mention.start &&
      /^[\s:=]*$/.test(text.slice(occurrence.end, mention.start)),
  );
}

/** Whether another name than `heading` stands right after the number ("9.2 ppg mud"). */
function namedRightAfter(
  text: string,
  mention: Mention,
  occurrences: readonly Occurrence[],
  heading: Occurrence,
): boolean {
  return occurrences.some(
    (occurrence) =>
      occurrence !== heading &&
      occurrence.role !== heading.role &&
      occurrence.start >= mention.end &&
      // (Not a name on the next line: "SIDPP: 410 psi\nSICP: 650 psi".)
      /^[ \t]*$/.test(text.slice(mention.end, occurrence.start)),
  );
}

/** How strongly the gap between a name and a number ties them; 0 when it does not. */
function tie(gap: string, blockingNames: number): number {
  if (/[.;?!\n]/.test(gap.replace(/\.\d/g, ''))) return 0;
  const comma = /,/.test(gap);
  const words = gap
    // "pH drops to 6.6": the verb of change says what the name becomes, like "is".
    .replace(CHANGE_BEFORE_TO, ' is ')
    // "hydrate temp of the gas is 62 F": what the name is of does not part it from its number,
    // nor the interval it is over ("APL from the shoe to surface is 235 psi").
    .replace(OF_THING, ' of ')
    .replace(INTERVAL, ' ')
    .replace(AT_THIS, ' ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0);
  const content = words.filter((word) => !CONNECTORS.has(word)).length + blockingNames;
  if (content > 4) return 0;
  const strength = 1 - 0.22 * content;
  return comma ? strength * 0.35 : strength;
}

/**
 * "of the gas", "of our well", "in the line": what a name is of or where, one word after "of" or
 * "in" and a determiner.
 */
const OF_OR_IN = String.raw`\b(?:of|in)\s+(?:(?:the|this|that|our|my|its|a|an)\s+)?`;
const OF_THING = new RegExp(`${OF_OR_IN}[a-z]+\\b`, 'g');
const OF_BEFORE = new RegExp(`${OF_OR_IN}$`);

/** The interval a quantity is over: "from the shoe to surface", "from surface to the bit". */
const INTERVAL =
  /\bfrom\s+(?:the\s+)?[a-z]+(?:\s+(?:depth|tvd|md))?\s+(?:up\s+|down\s+)?to\s+(?:the\s+)?[a-z]+\b/g;

/**
 * A condition told by pointing back ("K from the chart at this ionic strength: 2.05", "Bo at that
 * pressure") or by the place whose pressure or temperature it is ("hydrate temp at line pressure
 * is 62 F", "Bo at reservoir conditions"): what the value is read at, not the value's name.
 */
const AT_THIS =
  /\bat\s+(?:(?:this|that|these|those)\s+[a-z]+(?:\s+[a-z]+)?|(?:the\s+)?(?:line|reservoir|separator|wellhead|surface|bottomhole|bottom-hole|operating|standard|flowing|pipeline|inlet|outlet)\s+(?:pressure|temperature|conditions))\b/g;

/**
 * Where the intervals a quantity is over, and the conditions pointed back to, stand in a text
 * ("from the shoe to surface", "at this ionic strength").
 */
function intervalsOf(text: string): [start: number, end: number][] {
  return [...spansOf(text, INTERVAL), ...spansOf(text, AT_THIS)];
}

/** Where a global pattern matches in a text. */
function spansOf(text: string, pattern: RegExp): [start: number, end: number][] {
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

/** Whether a one-word name is what another is of ("of the gas"), not a name of its own number. */
function ofAThing(text: string, occurrence: Occurrence): boolean {
  return (
    occurrence.length === 1 &&
    OF_BEFORE.test(text.slice(Math.max(0, occurrence.start - 12), occurrence.start))
  );
}

/**
 * A gap of a comma and the number's own unit before it ("base oil, SG 0.80"): the figure set off
 * after its name, not a new clause — the comma parts nothing.
 */
function apposed(gap: string, mention: Mention): string {
  const unit = mention.unit;
  const match = /^\s*,\s*([a-z.°º ]+?)\s*[:=]?\s*$/.exec(gap);
  if (unit === undefined || match?.[1] === undefined) return gap;
  return spelledAs(unit, match[1]) ? ' ' : gap;
}

/** Whether a name is the mention's own unit, written right before its number ("SG 1.30"). */
function unitBefore(text: string, occurrence: Occurrence, mention: Mention): boolean {
  const unit = mention.unit;
  if (unit === undefined || !/^[\s:=]*$/.test(text.slice(occurrence.end, mention.start))) {
    return false;
  }
  return spelledAs(unit, text.slice(occurrence.start, occurrence.end));
}

/** Whether `written` is one of the unit's spellings. */
function spelledAs(unit: ReadUnit, written: string): boolean {
  return unit.spellings.includes(written) || (unit.alone ?? []).includes(written);
}

/** The text between two positions without the mentions in it (a group's other members). */
function gapText(text: string, mentions: readonly Mention[], from: number, to: number): string {
  let gap = '';
  let at = from;
  for (const mention of mentions) {
    if (mention.start >= at && mention.end <= to) {
      gap += `${text.slice(at, mention.start)} `;
      at = mention.end;
    }
  }
  return (gap + text.slice(at, to)).replace(/@/g, ' ');
}

/** Whether a role could take a mention at all (its dimension and unit). */
export function takes(
  role: Pick<Role, 'takes' | 'units' | 'bare' | 'range' | 'plausible'>,
  mention: Mention,
): boolean {
  const unit = mention.unit;
  if (unit === undefined) {
    if (role.bare === undefined) return role.takes.includes('dimensionless');
    // A bare number no plausible value of the role is not it ("SIDPP came up to 300" is no mud
    // weight, "with 9.0 mud" no mud volume): the ranges of the units a bare number is read in.
    const bare = role.bare;
    const ranges =
      bare === 'number'
        ? Object.values(role.plausible ?? {})
        : [bare.field, bare.metric].flatMap((id) => {
            const range = id === undefined ? undefined : role.plausible?.[id];
            return range === undefined ? [] : [range];
          });
    return (
      ranges.length === 0 ||
      ranges.some(([low, high]) => mention.value >= low && mention.value <= high)
    );
  }
  if (!role.takes.includes(unit.dimension)) return false;
  const range = role.range?.[unit.id];
  if (range !== undefined && (mention.value < range[0] || mention.value > range[1])) return false;
  return role.units === undefined || role.units.includes(unit.id);
}

/**
 * The labels of each mention from the names in `names` (every role's names by default), the
 * strength of each, and the roles the mentions' own units name (a "bwpd" is a water rate).
 */
export function labelMentions(
  text: string,
  words: readonly Word[],
  mentions: readonly Mention[],
  names: readonly CompiledName[] = compiledRoles,
  roleOf: (
    id: string,
  ) => Pick<Role, 'takes' | 'units' | 'bare' | 'range' | 'plausible'> | undefined = (id) =>
    ROLES[id],
): Map<string, number>[] {
  const labels = mentions.map(() => new Map<string, number>());
  const inside = (occurrence: Occurrence) =>
    mentions.some((mention) => occurrence.start < mention.end && mention.start < occurrence.end);
  // A name that opens with "of" ("of water", a level) names the number before it only: where
  // that number cannot be it (a rate in m³/h), the shorter name within it ("water") stands.
  const named = qualifiedNames(
    text,
    occurrencesOf(words, names, inside, (occurrence) => {
      const role = roleOf(occurrence.role);
      if (role === undefined || !/^of\b/.test(text.slice(occurrence.start, occurrence.end))) {
        return true;
      }
      const previous = mentions.findLast((mention) => mention.end <= occurrence.start);
      return previous !== undefined && takes(role, previous);
    }),
  );
  // "what if flow goes to 25": what changes is named before its verb; the "to" after the verb
  // leads to the new value and names no other role (an outlet's "to").
  const occurrences = named.filter(
    (occurrence) =>
      !/^(?:to|into)$/i.test(text.slice(occurrence.start, occurrence.end)) ||
      !named.some(
        (other) =>
          other.role !== occurrence.role &&
          other.end <= occurrence.start &&
          CHANGED_TO.test(text.slice(other.end, occurrence.start)),
      ),
  );
  const intervals = intervalsOf(text);
  const pointedBack = spansOf(text, AT_THIS);
  const set = (index: number, role: string, strength: number) => {
    const map = labels[index];
    if (map === undefined || strength <= 0) return;
    map.set(role, Math.max(map.get(role) ?? 0, strength));
  };
  for (const occurrence of occurrences) {
    const role = roleOf(occurrence.role);
    if (role === undefined) continue;
    // "1,585 psig (below pb)": a number compared with a role is not that role.
    const before = text.slice(Math.max(0, occurrence.start - 24), occurrence.start);
    if (COMPARED.test(before)) continue;
    // "at this ionic strength: 2.05": a condition pointed back to names no number.
    if (pointedBack.some(([start, end]) => occurrence.start >= start && occurrence.end <= end)) {
      continue;
    }
    // "37.5 %, what's the NRI?" asks for the role: it does not name the number before it.
    // So does a name set off and asked on its own ("sold at 70 - net revenue?").
    const askedFor =
      ASKED_FOR.test(before) ||
      (/(?:^|[-,;:]|\?)\s*$/.test(before) && /^\s*\?/.test(text.slice(occurrence.end)));
    // A statement of several numbers ("30 spm @ 520 psi") is labelled as one: its member the
    // role can take is the one labelled.
    // A name ending in a preposition ("down to") names the number right after it: a number with
    // a unit the role cannot take ends it ("pwf down to 1200 psi at 250 bopd").
    const member = (mention: Mention | undefined): Mention | undefined =>
      mention === undefined ||
      takes(role, mention) ||
      mention.group === undefined ||
      (occurrence.leading === true && mention.unit !== undefined)
        ? mention
        : (mentions.find((other) => other.group === mention.group && takes(role, other)) ??
          mention);
    const nearest = member(
      [...mentions].reverse().find((mention) => mention.end <= occurrence.start),
    );
    // "450 ft of 6-1/2 collars", "36 t/h of 30 API oil": the thing's size or grade stands
    // between its name and the quantity of it.
    const quantityOf =
      nearest !== undefined &&
      !takes(role, nearest) &&
      nearest.unit !== undefined &&
      /^\s*$/.test(text.slice(nearest.end, occurrence.start))
        ? mentions[nearest.index - 1]
        : undefined;
    const previous =
      quantityOf !== undefined &&
      /^\s*of\s*$/.test(text.slice(quantityOf.end, nearest?.start)) &&
      takes(role, quantityOf)
        ? quantityOf
        : nearest;
    // "Shoe 9-5/8\" at 8,900 ft": a pipe's size stands between the name and what is named of it.
    const following = member(mentions.find((mention) => mention.start >= occurrence.end));
    const pastSize =
      following !== undefined &&
      !takes(role, following) &&
      following.unit?.id === 'in' &&
      /^\s*$/.test(text.slice(occurrence.end, following.start))
        ? mentions[following.index + 1]
        : undefined;
    const next =
      pastSize !== undefined &&
      following !== undefined &&
      takes(role, pastSize) &&
      /^\s*(?:casing|csg|liner|shoe)?\s*(?:at|@|set at|landed at)\s*$/i.test(
        text.slice(following.end, pastSize.start),
      )
        ? pastSize
        : following;
    const between = (from: number, to: number, mention: Mention) =>
      occurrences.filter(
        (other) =>
          other !== occurrence &&
          other.start >= from &&
          other.end <= to &&
          // ("temp of the gas is": the gas is what this name is of.)
          !ofAThing(text, other) &&
          !intervals.some(([start, end]) => other.start >= start && other.end <= end) &&
          // ("mud at SG 1.30": the number's unit written before it parts nothing.)
          !unitBefore(text, other, mention) &&
          // ("pH drops to 6.6": the verb says what this name becomes; it parts nothing.)
          !changesThis(text, occurrence, other),
      ).length;
    const previousEnd = previous === undefined ? 0 : Math.min(previous.end, occurrence.start);
    const nextStart = next === undefined ? 0 : Math.max(next.start, occurrence.end);
    const afterPrevious =
      previous === undefined
        ? 0
        : tie(
            gapText(text, mentions, previousEnd, occurrence.start),
            between(previousEnd, occurrence.start, previous),
          );
    const beforeNext =
      next === undefined
        ? 0
        : tie(
            apposed(gapText(text, mentions, occurrence.end, nextStart), next),
            between(occurrence.end, nextStart, next),
          );
    const previousTakes = previous !== undefined && takes(role, previous);
    const nextTakes = next !== undefined && takes(role, next);
    // A name written right after a number that could be it binds to that number.
    // …unless that number is bare with its own name right before it, and another number follows
    // this name directly ("sidpp 450 sicp 690": SICP is the 690).
    // "3-1/2 tubing ID 2.992", "5\" DP ID 4.276": after a pipe's size, "ID" names the number it
    // introduces.
    const insideDiameter =
      /\bid$/.test(text.slice(occurrence.start, occurrence.end)) &&
      next !== undefined &&
      /^\s*[:=]?\s*$/.test(text.slice(occurrence.end, next.start));
    const trailing =
      !insideDiameter &&
      occurrence.leading !== true &&
      previousTakes &&
      gapText(text, mentions, previousEnd, occurrence.start).trim() === '' &&
      // (A name opening the next line heads that line: "620 psi\nSIDPP: 410 psi".)
      !text.slice(previousEnd, occurrence.start).includes('\n') &&
      !(
        next !== undefined &&
        /^\s+$/.test(text.slice(occurrence.end, next.start)) &&
        previous !== undefined &&
        // "gross 60' net 42'" as "sidpp 450 sicp 690" — not "tank 8 ft dia 20 ft long".
        (previous.unit === undefined ||
          (previous.unit.dimension === next.unit?.dimension &&
            !namedRightAfter(text, next, occurrences, occurrence))) &&
        namedRightBefore(text, previous, occurrences)
      );
    // "FIT: 9.2 ppg mud, …": a heading before a colon yields to the number's own name after it.
    const headed =
      next !== undefined &&
      /^\s*:\s*$/.test(text.slice(occurrence.end, next.start)) &&
      namedRightAfter(text, next, occurrences, occurrence);
    // "What's my NRI with 37.5 % WI?": a name asked for does not name the figure its answer
    // is worked from.
    const askedFrom =
      askedFor &&
      next !== undefined &&
      /^\s*(?:with|from|for|given|using|if|at)\b/.test(text.slice(occurrence.end, next.start));
    // "pipe with 4.276 in ID": a name written right after the number binds closer than one
    // that reaches it across words.
    const nearerAfter =
      next !== undefined &&
      /[a-z]/.test(gapText(text, mentions, occurrence.end, nextStart)) &&
      occurrences.some((other) => {
        const otherRole = roleOf(other.role);
        const following = mentions.find((mention) => mention.start >= other.end);
        return (
          other.role !== occurrence.role &&
          // Not the name of the number after it ("p=3000 pwf=2300").
          (following === undefined || !/^[\s:=]*$/.test(text.slice(other.end, following.start))) &&
          other.leading !== true &&
          other.start >= next.end &&
          /^\s*$/.test(text.slice(next.end, other.start)) &&
          otherRole !== undefined &&
          takes(otherRole, next)
        );
      });
    if (next !== undefined && nextTakes && occurrence.trailingOnly !== true && !askedFrom) {
      set(
        next.index,
        occurrence.role,
        beforeNext * (trailing ? 0.4 : headed ? 0.45 : nearerAfter ? 0.85 : 1),
      );
    }
    // "3,100 at re": a value at a place, not the place's own quantity (nor another the word
    // names).
    const atThePlace =
      occurrences.some(
        (other) =>
          other.start === occurrence.start &&
          other.end === occurrence.end &&
          ROLES[other.role]?.place === true,
      ) &&
      previous !== undefined &&
      /^\s*(?:at|@)\s*(?:the\s+)?$/.test(text.slice(previous.end, occurrence.start));
    if (
      previous !== undefined &&
      previousTakes &&
      occurrence.leading !== true &&
      !askedFor &&
      !atThePlace
    ) {
      // It leads to the number after it when it reaches that number plainly, or when the number
      // before has its own name right before it ("surface stroke 144 in but net stroke is 120").
      const leading =
        nextTakes &&
        !trailing &&
        (beforeNext >= 0.99 ||
          (beforeNext >= LABELLED && namedRightBefore(text, previous, occurrences)));
      set(previous.index, occurrence.role, afterPrevious * 0.9 * (leading ? 0.4 : 1));
    }
  }
  return labels;
}

/** Words that ask for a role rather than name a number ("what's the NRI", "how much barite"). */
export const ASKED_FOR =
  /\b(?:what(?:'s| is| are| will be| would be| does| do)?|how much|how many|calculate|estimate|find|work out)\s+(?:(?:the|our|my|your|its|new|is|are|would|will|be|then|total)\s+){0,3}$/;

/** A verb of change right before a "to" ("goes to", "was bumped up to"). */
const CHANGE_VERB = String.raw`(?:go(?:es|ing|ne)?|went|drop(?:s|ped|ping)?|f[ae]ll(?:s|ing)?|rise[sn]?|rising|rose|increase[sd]?|increasing|decrease[sd]?|decreasing|change[sd]?|changing|bump(?:s|ed)?|raise[sd]?|lower(?:s|ed)?|cut|reduce[sd]?|climb(?:s|ed)?|came|come[s]?)(?:\s+(?:up|down|back))?`;
const CHANGED_TO = new RegExp(String.raw`^\s*${CHANGE_VERB}\s+$`, 'i');
/** A verb of change right before the "to" that leads to a name's new value ("pH drops to 6.6"). */
const CHANGE_BEFORE_TO = new RegExp(String.raw`\b${CHANGE_VERB}\s+to\s*$`, 'i');

/**
 * Whether `other` is a verb of change written right after the name `occurrence` ("pH drops to",
 * "GOR goes up to"): what changes is the name before it, whatever else the verb can name.
 */
function changesThis(text: string, occurrence: Occurrence, other: Occurrence): boolean {
  return (
    /^\s*$/.test(text.slice(occurrence.end, other.start)) &&
    CHANGED_TO.test(`${text.slice(other.start, other.end).replace(/\s*\bto$/i, '')} `)
  );
}

/** Words that compare a number with a role rather than name it ("below pb", "above the BP"). */
export const COMPARED = /\b(?:below|above|under|over|than)\s+(?:the\s+)?$/;

const namedRolesOf = new WeakMap<Reading, { role: string; start: number; end: number }[]>();

/** Where the message names a role outside its numbers, by role id (for what a question asks). */
export function namedRoles(reading: Reading): { role: string; start: number; end: number }[] {
  let named = namedRolesOf.get(reading);
  if (named === undefined) {
    named = findNamedRoles(reading);
    namedRolesOf.set(reading, named);
  }
  return named;
}

function findNamedRoles(reading: Reading): { role: string; start: number; end: number }[] {
  return occurrencesOf(reading.words, compiledRoles)
    .filter(
      (occurrence) =>
        !reading.mentions.some(
          (mention) => occurrence.start < mention.end && mention.start < occurrence.end,
        ),
    )
    .map(({ role, start, end }) => ({ role, start, end }));
}

/** A label at least this strong names a number's role. */
export const LABELLED = 0.5;

/** Words that take back what came before ("… 600 psi drawdown, no wait, I mean pwf is 600"). */
const CORRECTION =
  /\b(?:no wait|wait,? no|i mean|i meant|correction|scratch that|make that|sorry|oops|my bad|should (?:be|have said|read))\b|\bwait\b(?!\s*(?:and|&)\s*weight)/;

/**
 * Reads a message: quantities, words and every mention's labels from the role lexicon. A number
 * corrected in the same message — said again after "no wait" / "I mean", or its name given a new
 * number there — is read as corrected: the earlier one is left out.
 */
export function readMessage(message: string): Reading {
  const reading = readOnce(message);
  const names = (mention: Mention) =>
    [...(reading.labels[mention.index] ?? new Map<string, number>())]
      .filter(([, strength]) => strength >= LABELLED)
      .map(([role]) => role);
  const marker = CORRECTION.exec(reading.text);
  const later =
    marker === null ? [] : reading.mentions.filter((mention) => mention.start >= marker.index);
  const corrected = reading.mentions.filter(
    (mention) =>
      marker !== null &&
      mention.end <= marker.index &&
      later.some(
        (again) =>
          again.value === mention.value ||
          names(again).some((role) => names(mention).includes(role)),
      ),
  );
  // "he can build 13.0 ppg … the FCP with 13.0 kill mud": one figure said twice, once with its
  // unit and once by one name, is one quantity — the named one.
  const repeated = reading.mentions.filter(
    (mention) =>
      mention.unit !== undefined &&
      names(mention).length === 0 &&
      reading.mentions.some(
        (again) =>
          again.unit === undefined &&
          again.value === mention.value &&
          names(again).length === 1 &&
          names(again).some((id) => ROLES[id] !== undefined && takes(ROLES[id], mention)),
      ),
  );
  if (corrected.length === 0 && repeated.length === 0) return reading;
  let text = reading.text;
  for (const mention of [...corrected, ...repeated]) {
    text = `${text.slice(0, mention.start)}${' '.repeat(mention.end - mention.start)}${text.slice(mention.end)}`;
  }
  return readOnce(text);
}

function readOnce(message: string): Reading {
  const text = normaliseText(message);
  const words = wordsOf(text);
  const listed = dailyVolumesAsRates(text, readQuantities(message));
  const listedLabels = labelMentions(text, words, listed);
  // A unit borrowed from the next number of a list yields to the number's own name: in "pH 8,
  // 30 C" or "C factor 125 and 4 lb/ft3" the first number is no temperature or density.
  const own = listed.map((mention) =>
    mention.borrowed === true ? { ...mention, unit: undefined, borrowed: undefined } : mention,
  );
  const ownLabels = labelMentions(text, words, own);
  const mentions = listed.map((mention, index) =>
    mention.borrowed === true &&
    listedLabels[index]?.size === 0 &&
    (ownLabels[index]?.size ?? 0) > 0
      ? (own[index] as Mention)
      : mention,
  );
  const labels = labelMentions(text, words, mentions);
  // A rate's unit can name its fluid ("10 bwpd", "9,800 Mcf/d"): that names its role too. (An
  // oil rate stays a liquid rate too: "bopd" is how most liquid rates are written.)
  // So can a volume's ("84,000 mcf", "12,500 bbl oil"), and strokes a minute a pump's speed.
  for (const mention of mentions) {
    const map = labels[mention.index];
    const id = roleNamedByUnit(mention);
    if (id === undefined || map === undefined) continue;
    // Strokes a minute named otherwise ("30 spm kill rate") keep that name.
    if (id === 'pump_speed' && [...map.values()].some((strength) => strength >= LABELLED)) continue;
    map.set(id, Math.max(map.get(id) ?? 0, UNIT_NAMES_ROLE));
  }
  secondFormsOfACost(text, mentions, labels);
  insideDiametersInBrackets(text, mentions, labels);
  overbalancesOver(text, mentions, labels);
  gravitiesOfTheFluidBefore(text, mentions, labels);
  pricesOfTheVolumeBefore(text, mentions, labels);
  verticalDepthOfAPair(mentions, labels);
  return { text, words, mentions, labels };
}

/** "over" closing a pressure's clause, or over what it is over ("250 psi over.", "200 over the SBHP"). */
const OVER_AFTER =
  /^\s*over\s*(?:[.,;:?!)]|$|(?:the\s+)?(?:reservoir|formation|pore|sbhp|bhp|static|balance|kill)\b)/;

/** "we want 250 psi over": a pressure said to be over, with nothing after, is an overbalance. */
function overbalancesOver(
  text: string,
  mentions: readonly Mention[],
  labels: Map<string, number>[],
): void {
  for (const mention of mentions) {
    if (mention.unit !== undefined && mention.unit.dimension !== 'pressure') continue;
    if (!OVER_AFTER.test(text.slice(mention.end))) continue;
    labels[mention.index]?.set('overbalance_pressure', 1);
  }
}

/** Words that add a second figure to the one before ("plus $", "+", "and"). */
const ADDED = /^\s*(?:plus|\+|and|&)\s*(?:\$|us\$|usd)?\s*$/;

/**
 * "LOE $6,000/mo plus $3/bbl": a figure added to a named one, in another unit the same role takes,
 * is that role too — the two parts of one cost.
 */
function secondFormsOfACost(
  text: string,
  mentions: readonly Mention[],
  labels: Map<string, number>[],
): void {
  for (const mention of mentions) {
    const before = mentions[mention.index - 1];
    const own = labels[mention.index];
    if (before === undefined || own === undefined || own.size > 0) continue;
    if (!ADDED.test(text.slice(before.end, mention.start))) continue;
    if (before.unit === undefined || mention.unit === undefined) continue;
    if (before.unit.id === mention.unit.id) continue;
    for (const [id, strength] of labels[before.index] ?? []) {
      const role = ROLES[id];
      if (strength >= 0.9 && role !== undefined && takes(role, mention)) own.set(id, strength);
    }
  }
}

/** Whether a role is a true vertical depth (the TVD, or one of its kinds: the shoe's). */
function verticalRole(id: string): boolean {
  for (
    let role = ROLES[id];
    role !== undefined;
    role = role.broader ? ROLES[role.broader] : undefined
  ) {
    if (role.id === 'tvd') return true;
  }
  return false;
}

/**
 * One depth given both ways ("shoe at 6,850' MD / 6,000' TVD", "10,450' TVD (11,900' MD)"): the
 * names of the depth are the vertical one's, whichever of the two they stand beside — a shoe's
 * depth for a pressure is its TVD, never its MD.
 */
function verticalDepthOfAPair(mentions: readonly Mention[], labels: Map<string, number>[]): void {
  const strength = (mention: Mention, id: string) => labels[mention.index]?.get(id) ?? 0;
  for (const measured of mentions) {
    if (strength(measured, 'md') < 0.9 || strength(measured, 'tvd') >= LABELLED) continue;
    const vertical = [mentions[measured.index - 1], mentions[measured.index + 1]].find(
      (other) =>
        other !== undefined &&
        other.clause === measured.clause &&
        strength(other, 'tvd') >= 0.9 &&
        strength(other, 'md') < LABELLED,
    );
    const from = labels[measured.index];
    const to = vertical === undefined ? undefined : labels[vertical.index];
    if (from === undefined || to === undefined) continue;
    for (const [id, value] of [...from]) {
      if (id === 'tvd' || !verticalRole(id)) continue;
      to.set(id, Math.max(to.get(id) ?? 0, value));
      from.delete(id);
    }
  }
}

/** Words that make a day's volumes rates ("Daily: 340 BO, 1,260 BW, 610 mcf"). */
const A_DAY =
  /\b(?:daily|per day|a day|each day|every day|yesterday|today|24 ?(?:hrs?|hours?)|last 24|for the day)\b/;

/** The rate unit a day's volume is, by its unit and the fluid its spelling names. */
function dailyUnit(mention: Mention): string | undefined {
  const id = mention.unit?.id;
  if (id === 'bbl') {
    const written = mention.raw.toLowerCase();
    if (/\d\s*(?:bo|bbls? oil|stbo?)$/.test(written)) return 'bopd';
    if (/\d\s*(?:bw|bbls? water)$/.test(written)) return 'bwpd';
    return 'bbl/d';
  }
  return { Mcf: 'Mcf/d', MMcf: 'MMcf/d', m3: 'm3/d', e3m3: 'e3m3/d' }[id ?? ''];
}

/**
 * A message that gives a day's production as volumes ("Daily: 340 BO, 1,260 BW, 610 mcf") and
 * no rate: each volume is that day's rate.
 */
function dailyVolumesAsRates(text: string, mentions: readonly Mention[]): Mention[] {
  if (!A_DAY.test(text) || mentions.some((mention) => mention.unit?.dimension === 'rate')) {
    return [...mentions];
  }
  const volumes = mentions.filter((mention) => mention.unit?.dimension === 'volume');
  if (volumes.length < 2) return [...mentions];
  return mentions.map((mention) => {
    const id = mention.unit?.dimension === 'volume' ? dailyUnit(mention) : undefined;
    return id === undefined ? mention : { ...mention, unit: readUnit(id) };
  });
}

/** A size written as a whole number and a fraction ("2-7/8", "9 5/8"): a nominal pipe size. */
export const NOMINAL_SIZE = /^\d{1,2}[- ]\d{1,2}\/\d{1,2}/;

/**
 * "2-3/8 tbg (1.995)", "9-5/8\" csg (8.835 ID)": a bare number in brackets right after a pipe's
 * nominal size is its inside diameter, for whichever inside diameter the size was named as.
 */
function insideDiametersInBrackets(
  text: string,
  mentions: readonly Mention[],
  labels: Map<string, number>[],
): void {
  for (const mention of mentions) {
    const size = mentions[mention.index - 1];
    if (size === undefined) continue;
    if (mention.unit !== undefined && mention.unit.dimension !== 'length') continue;
    const gap = text.slice(size.end, mention.start);
    if (!/^\s*(?:[a-z.]+\s*\d*\s*){0,2}\(\s*$/.test(gap)) continue;
    if (!/^\s*(?:id|in|"|mm)?\s*(?:id)?\s*\)/.test(text.slice(mention.end))) continue;
    const insides = [...(labels[size.index] ?? new Map<string, number>())]
      .map(([id]) => id)
      .filter((id) => ROLES[id]?.insideOnly === true);
    if (NOMINAL_SIZE.test(size.raw)) {
      // The bore of the pipe the size names, for whichever calculation takes a bore.
      labels[mention.index] = new Map(
        [...new Set([...insides, ...BORE_ROLES])].map((id) => [id, 1]),
      );
      continue;
    }
    // `6" sch40 (6.065)`: a whole-inch line size with its bore in brackets, a little either side
    // (a size restated in another unit, "7 in (177.8 mm)", is no bore).
    const inches = size.unit?.id === 'in' ? size.value : undefined;
    if (mention.unit !== undefined && !/^\s*(?:in|"|mm)?\s*id\b/.test(text.slice(mention.end))) {
      continue;
    }
    const bore =
      mention.unit === undefined ? mention.value : convertValue(mention.value, mention.unit, INCH);
    if (inches === undefined || bore < 0.5 * inches || bore > 1.1 * inches) continue;
    labels[mention.index] = new Map([...new Set([...insides, ...BORE_ROLES])].map((id) => [id, 1]));
  }
}

const INCH = readUnit('in');

/** The roles a pipe's bore fills: its inside diameters and a line's. */
const BORE_ROLES = [
  'line_id',
  ...Object.values(ROLES)
    .filter((role) => role.insideOnly === true)
    .map((role) => role.id),
];

/** The gravity roles of each fluid, and the one a stream's gravity takes by its unit. */
const FLUID_GRAVITIES: Readonly<Record<string, { sg: string; api?: string; liquid: boolean }>> = {
  oil: { sg: 'oil_specific_gravity', api: 'api_gravity', liquid: true },
  condensate: { sg: 'oil_specific_gravity', api: 'api_gravity', liquid: true },
  water: { sg: 'water_specific_gravity', liquid: true },
  gas: { sg: 'gas_gravity', liquid: false },
};
const GRAVITY_ROLES = [
  'oil_specific_gravity',
  'api_gravity',
  'water_specific_gravity',
  'gas_gravity',
];

/**
 * What may stand between a stream's rate and its gravity ("900 bwpd SG 1.07", "1200 bopd of 24 API",
 * "40 m3/d water (SG 1.04)").
 */
const STREAM_TO_GRAVITY =
  /^\s*(?:(?:of\s+)?(?:produced\s+)?(?:oil|crude|water|brine|gas|condensate)\s*)?[,(]?\s*(?:(?:of|at|@|with)\s+)?(?:(?:sg|s\.g\.|sp\.? ?gr|specific gravity|gravity|api)\s*[:=]?\s*)?$/;

/**
 * A gravity written right after a stream's rate or volume whose unit names the fluid ("900 bwpd SG
 * 1.07", "1200 bopd of 24 API", "9 MMscfd 0.7 SG", "300 bwpd (SG 1.05)") is that fluid's: the other fluids' gravities
 * are not read into it.
 */
function gravitiesOfTheFluidBefore(
  text: string,
  mentions: readonly Mention[],
  labels: Map<string, number>[],
): void {
  for (const mention of mentions) {
    const dimension = mention.unit?.dimension;
    if (dimension !== 'specific_gravity' && dimension !== 'api') continue;
    const stream = mentions[mention.index - 1];
    const named = stream === undefined ? undefined : streamFluid(stream, labels[stream.index]);
    const fluid = named === undefined ? undefined : FLUID_GRAVITIES[named];
    if (stream === undefined || fluid === undefined) continue;
    if (stream.unit?.dimension !== 'rate' && stream.unit?.dimension !== 'volume') continue;
    if (!STREAM_TO_GRAVITY.test(text.slice(stream.end, mention.start))) continue;
    const role = dimension === 'api' ? fluid.api : fluid.sg;
    const map = labels[mention.index];
    if (role === undefined || map === undefined) continue;
    for (const other of GRAVITY_ROLES) if (other !== role) map.delete(other);
    if (!fluid.liquid) map.delete('liquid_specific_gravity');
    map.set(role, 1);
  }
}

/**
 * A bare figure written right after a volume sold ("4,800 bbl @ 71.40", "22,000 mcf at 2.35") is
 * its price: of oil after barrels, of gas after a gas volume.
 */
function pricesOfTheVolumeBefore(
  text: string,
  mentions: readonly Mention[],
  labels: Map<string, number>[],
): void {
  for (const mention of mentions) {
    const volume = mentions[mention.index - 1];
    const map = labels[mention.index];
    if (mention.unit !== undefined || volume?.unit?.dimension !== 'volume' || map === undefined) {
      continue;
    }
    if (!/^\s*(?:@|at)\s*$/.test(text.slice(volume.end, mention.start))) continue;
    map.set(volume.unit.flavour === 'gas' ? 'gas_price' : 'oil_price', 1);
  }
}

/** The fluid each stream's rate role is of. */
const RATE_FLUIDS: Readonly<Record<string, string>> = {
  oil_rate: 'oil',
  water_rate: 'water',
  gas_rate: 'gas',
  condensate_rate: 'condensate',
};

/** A label at least this strong names a stream's fluid when its unit does not ("water 40 m3/d"). */
const STREAM_NAMED = 0.5;

/**
 * The fluid of a stream's rate or volume: the one its unit names ("900 bwpd"), else the one its
 * strongest rate label names ("water 40 m3/d").
 */
function streamFluid(
  stream: Mention,
  label: ReadonlyMap<string, number> | undefined,
): string | undefined {
  if (stream.unit?.flavour !== undefined && FLUID_GRAVITIES[stream.unit.flavour]) {
    return stream.unit.flavour;
  }
  let best: { fluid: string; strength: number } | undefined;
  for (const [role, strength] of label ?? []) {
    const fluid = RATE_FLUIDS[role];
    if (fluid === undefined || strength < STREAM_NAMED) continue;
    if (best === undefined || strength > best.strength) best = { fluid, strength };
  }
  return best?.fluid;
}

/** How strongly a rate's unit names its fluid's rate: a little under a name said outright. */
const UNIT_NAMES_ROLE = 0.95;

const FLAVOUR_RATES: Readonly<Record<string, string>> = {
  water: 'water_rate',
  gas: 'gas_rate',
  condensate: 'condensate_rate',
};

/**
 * The role a mention's unit names: a rate's or a volume's by its fluid, if it names one; strokes a
 * minute only ever a pump's speed.
 */
function roleNamedByUnit(mention: Mention): string | undefined {
  const unit = mention.unit;
  if (unit?.id === 'spm') return 'pump_speed';
  if (unit?.dimension === 'rate') {
    return unit.flavour === undefined ? undefined : FLAVOUR_RATES[unit.flavour];
  }
  if (unit?.dimension !== 'volume') return undefined;
  if (unit.flavour === 'gas') return 'gas_volume';
  return /\d\s*(?:bbls? oil|bo|stb)$/.test(mention.raw.toLowerCase()) ? 'oil_volume' : undefined;
}

export { compileNames, type CompiledName };
