import type { Reading } from './label';
import { readUnit, unitAt, type Dimension, type ReadUnit } from './units';

/**
 * What a question asks for, besides which calculation: the unit it wants the answer in ("in bar",
 * "ft/min?", "answer in SG") and the kind of quantity it asks ("how long" is a time, "how many
 * strokes" a count of strokes, "what pressure" a pressure). Routing prefers a calculator whose
 * results are of that kind; the answer leads with that result, in that unit.
 */

export interface Asked {
  /** Units asked by name, in the order written. */
  units: ReadUnit[];
  /** Kinds of quantity asked, from the units or the question words. */
  dimensions: Dimension[];
  /** Kinds of quantity the question words ask ("how long", "our share"), units aside. */
  inWords: Dimension[];
}

const ASKING_BEFORE =
  /(?:\bin|\binto|\bto|\bas|answer in|results? in|give (?:it|me|that|the answer|them|me that)(?: in)?|express(?:ed)? in|converted? to|units? of|\bper)\s+$/;

/** A figure the user says they do not have: "not sure what pressure it'll run at yet". */
const UNSURE =
  /\b(?:not sure|unsure|(?:do not|don'?t|dont) know|no idea|not known)\s+(?:yet\s+)?(?:what|how|which|if|whether)\b[^.?!]*/gi;

/** Question words and the kind of quantity they ask. */
const QUESTION_WORDS: readonly [RegExp, Dimension][] = [
  [
    /\bhow long\b|\bhow much time\b|\bhow many (?:minutes|mins|hours|hrs|days|months|years)\b|\bwhat time\b|\bhow soon\b|\blag time\b|\btime to\b/,
    'time',
  ],
  [/\bhow many (?:strokes|stks|stk|stages|joints|jts)\b|\bstrokes to\b|\bstrokes for\b/, 'count'],
  [/\bhow many (?:sacks|sx|sks)\b/, 'count'],
  [
    /\bhow much (?:barite|weight material|bentonite|cement)\b|\bhow many (?:lb|lbs|pounds|kg|tonnes|tons)\b(?!\s*(?:\/|per\b|a day\b|pd\b))/,
    'mass',
  ],
  [
    /\bwhat (?:is the )?pressure\b|\bhow much pressure\b|\bwhat (?:will|would) (?:the )?(?:gauge|pressure)\b/,
    'pressure',
  ],
  [
    /\bwhat (?:(?:mud|brine|fluid|kill|completion|workover|kill fluid|kill mud) )?(?:weight|density)\b|\bhow heavy\b|\bwhat mw\b/,
    'density',
  ],
  [/\bhow fast\b|\bwhat (?:velocity|speed)\b/, 'velocity'],
  [
    /\bwhat(?:'s| is)? (?:the )?(?:\w+ )?viscosity\b|(?:^|[.?!]\s*)(?:and |ok |so )?(?:the )?(?:\w+ )?viscosity (?:of|at|for)\b|\bviscosity\s*\?/,
    'viscosity',
  ],
  [/\bhow deep\b|\bwhat depth\b|\bhow high\b|\bhow tall\b/, 'length'],
  [
    /\bhow much volume\b|\bwhat volume\b|\bhow many (?:bbl|bbls|barrels|m3|gallons|gal)\b(?!\s*(?:\/|per\b|a day\b|pd\b))|\bhow much (?:fluid|mud|water|oil)\b/,
    'volume',
  ],
  [/\bwhat (?:temperature|temp)\b|\bhow (?:cold|hot)\b/, 'temperature'],
  [
    /\bhow much money\b|\bnet revenue(?! interest)\b|\b(?:our|my|their) (?:share|cut)\b|\bwhat (?:do|will|would|does) (?:i|we|it|the well) (?:net|earn|receive)\b|\bnet to (?:us|me)\b|\bnpv(?: ?\d+)?\b|\bpv ?\d+\b(?!\s*(?:cp\b|[,/]?\s*(?:and\s+)?yp\b))|\bpresent value\b/,
    'money',
  ],
  [
    // "How much should a 1-3/4\" pump make?"
    /\bwhat (?:rate|flow rate)\b|\bhow much (?:will|would|should|can|could|does|do) (?:(?:it|they|the|a|an|this|that|our|my|well|pump|unit|[\d/.-]+"?) ){1,4}(?:make|produce|flow|pump|deliver)\b/,
    'rate',
  ],
];

/**
 * "Pressure at the shoe?", "and the temperature there?": a clause that opens with the name of a
 * kind of quantity and ends in a question mark, with no figure, asks for that kind.
 */
const NAMED_AND_QUESTIONED: readonly [RegExp, Dimension][] = (
  [
    ['pressure', 'pressure'],
    ['temperature|temp', 'temperature'],
    ['velocity|speed', 'velocity'],
    ['volume', 'volume'],
    ['density', 'density'],
  ] as const
).map(([name, dimension]) => [
  // The name is what is asked, not a word of another's ("pressure gradient?").
  new RegExp(
    String.raw`^(?:the\s+|my\s+|our\s+)?(?:[a-z]+\s+)?(?:${name})\s*(?:$|(?:at|of|in|on|for|inside|below|above|there|then|now)\b)`,
  ),
  dimension,
]);

function namedAndQuestioned(text: string): Dimension[] {
  const found: Dimension[] = [];
  for (const clause of text.matchAll(/(?:^|[.?!;:\n])\s*([^.?!;:\n\d]{1,50})\?/g)) {
    const words = (clause[1] ?? '').replace(/^(?:and|ok|so|then|also|plus)\s+/, '');
    for (const [opening, dimension] of NAMED_AND_QUESTIONED) {
      if (opening.test(words) && !found.includes(dimension)) found.push(dimension);
    }
  }
  return found;
}

/**
 * Spellings of a unit that are words for a quantity too: "cum" (cumulative) for m³, "BHP"
 * (a bottom-hole pressure: "static BHP?") for brake horsepower.
 */
const WORD_LIKE = new Set(['cum', 'bhp']);

/** Units that a bare trailing "… in" would misread: "in" itself, "m", "d". */
const TOO_SHORT = new Set([
  'in',
  'in.',
  'm',
  'd',
  'h',
  's',
  'y',
  'c',
  'f',
  'k',
  'l',
  '"',
  "'",
  "''",
  'bo',
  'bw',
  'rb',
  'ac',
  'pc',
  'mt',
  'ton',
  'tons',
  'section',
  'sections',
  'well',
  'wells',
  'stage',
  'stages',
  'joint',
  'joints',
  // "Nominal per month" asks for a monthly decline, which only a nominal one is by scaling.
  'per month',
  '/month',
  '/mo',
  '/mth',
  '1/month',
]);

function insideMention(reading: Reading, position: number): boolean {
  return reading.mentions.some((mention) => position >= mention.start && position < mention.end);
}

/** What `reading` asks for. */
export function askedOf(reading: Reading): Asked {
  const { text } = reading;
  const units: ReadUnit[] = [];
  // A unit named where a number is not: after "in", "to", "as", or alone before a question mark.
  for (let at = 0; at < text.length; at += 1) {
    if (at > 0 && /[a-z0-9°%$]/.test(text[at - 1] ?? '')) continue;
    if (insideMention(reading, at)) continue;
    const found = unitAt(text, at);
    if (found === undefined || found.end <= at) continue;
    if (TOO_SHORT.has(found.written)) continue;
    // Right after a figure, a unit's spelling names the figure, not a unit asked: "9,100 ft MD"
    // (measured depth, not millidarcies), "100 in stroke length" (the stroke, not strokes).
    if (
      reading.mentions.some(
        (mention) => mention.end <= at && /^\s*$/.test(text.slice(mention.end, at)),
      )
    ) {
      continue;
    }
    const before = text.slice(Math.max(0, at - 30), at);
    const after = text.slice(found.end, found.end + 3);
    // "Per API 14E", "to API RP 11L": a standard named, not a unit asked.
    if (/^\s*(?:rp\s*|spec\s*)?\d/.test(text.slice(found.end, found.end + 8))) continue;
    // "lb/d of lean MEG?", "kW for the line heater?": a unit opening a question names what it
    // asks.
    const opens =
      /(?:^|[.?!:;]\s*)$/.test(before) &&
      /^\s*(?:of|for|at)\b[^.?!]*\?/.test(text.slice(found.end));
    // "what mud density (SG) balances it": a unit in brackets after the quantity asked.
    const bracketed = /\(\s*$/.test(before) && /^\s*\)/.test(after);
    // "What mud SG balances it?": a unit a question word asks for.
    const questioned = /\bwhat(?:\s+[a-z]+)?\s+$/.test(before);
    // "cum at 5 yrs?": a unit's spelling that is also a word for a quantity asks for the unit
    // only after "in", "to" or "as".
    const named =
      ASKING_BEFORE.test(before) ||
      (!WORD_LIKE.has(found.written) &&
        (/^\s*(?:\?|$)/.test(after) || opens || bracketed || questioned));
    if (!named) continue;
    // A density asked "in SG" is shown as a specific gravity.
    const unit = found.unit.id === 'SG' ? readUnit('SG_density') : found.unit;
    if (!units.some((known) => known.id === unit.id)) units.push(unit);
    at = found.end - 1;
  }
  const dimensions: Dimension[] = units.map((unit) => unit.dimension);
  const inWords: Dimension[] = [];
  // "Not sure what pressure it'll run at": a figure the user does not have, not one asked.
  const asking = text.replace(UNSURE, ' ');
  for (const [pattern, dimension] of QUESTION_WORDS) {
    if (!pattern.test(asking)) continue;
    inWords.push(dimension);
    if (!dimensions.includes(dimension)) dimensions.push(dimension);
  }
  for (const dimension of namedAndQuestioned(asking)) {
    if (!inWords.includes(dimension)) inWords.push(dimension);
    if (!dimensions.includes(dimension)) dimensions.push(dimension);
  }
  return { units, dimensions, inWords };
}

/** The metric unit shown for each dimension of a result when the question is written in metric. */
const METRIC_BY_DIMENSION: Partial<Record<Dimension, string>> = {
  pressure: 'kPa',
  length: 'm',
  density: 'kg/m3',
  rate: 'm3/d',
  volume: 'm3',
  temperature: 'degC',
  viscosity: 'cP',
  gradient: 'kPa/m',
  velocity: 'm/s',
  capacity: 'm3/m',
  stroke_volume: 'm3/stk',
  gas_liquid_ratio: 'm3/m3',
  volume_factor: 'rm3/m3',
  productivity: 'm3/d/bar',
  mass: 'kg',
};

/**
 * The units an answer's results are also shown in, by dimension: the units asked by name, and
 * for a question written in metric (or by a user who prefers metric, when the question names no
 * units) the metric ones — the metric unit the question was written in first ("bar in, bar out").
 */
export function wantedUnits(
  reading: Reading,
  asked: Asked,
  preference?: 'field' | 'metric',
): Map<Dimension, ReadUnit> {
  const wanted = new Map<Dimension, ReadUnit>();
  const written = reading.mentions.flatMap((mention) =>
    mention.unit !== undefined && mention.unit.system !== 'neutral' ? [mention.unit] : [],
  );
  const metric = written.some((unit) => unit.system === 'metric');
  const field = written.some((unit) => unit.system === 'field');
  if (metric || (!field && preference === 'metric')) {
    for (const [dimension, id] of Object.entries(METRIC_BY_DIMENSION)) {
      wanted.set(dimension as Dimension, readUnit(id));
    }
    // The first metric unit written of each kind; a length in a size's unit (mm) yields to one in
    // a depth's (m): "1850 m of 220.5 mm casing" wants its lengths in m.
    const chosen = new Map<Dimension, ReadUnit>();
    for (const unit of written) {
      if (unit.system !== 'metric') continue;
      const held = chosen.get(unit.dimension);
      if (held === undefined || (SIZE_UNITS.has(held.id) && !SIZE_UNITS.has(unit.id))) {
        chosen.set(unit.dimension, unit);
      }
    }
    for (const [dimension, unit] of chosen) wanted.set(dimension, readUnit(baseMetric(unit.id)));
  }
  // A mud written in SG is answered in SG too.
  if (reading.mentions.some((mention) => mention.unit?.id === 'SG')) {
    wanted.set('density', readUnit('SG_density'));
  }
  for (const unit of asked.units) wanted.set(unit.dimension, unit);
  return wanted;
}

/** Metric units of a pipe's or a hole's size rather than of a length along the well. */
const SIZE_UNITS: ReadonlySet<string> = new Set(['mm', 'cm']);

/** Gauge and absolute spellings of a written metric unit keep the plain unit for results. */
function baseMetric(id: string): string {
  if (id === 'bara' || id === 'barg') return 'bar';
  if (id === 'kPaa' || id === 'kPag') return 'kPa';
  if (id === 'MPaa' || id === 'MPag') return 'MPa';
  if (id === 'e3m3/d' || id === 'e6m3/d') return 'm3/d';
  if (id === 'e3m3' || id === 'e6m3') return 'm3';
  return id;
}

/**
 * The system an answer leads in: the one asked, else the one the question is written in; a
 * question written in both leads in the user's preference (metric when none is known).
 */
export function leadSystem(
  reading: Reading,
  asked: Asked,
  preference?: 'field' | 'metric',
): 'field' | 'metric' {
  const askedSystems = new Set(
    asked.units.map((unit) => unit.system).filter((system) => system !== 'neutral'),
  );
  if (askedSystems.size === 1) return askedSystems.has('metric') ? 'metric' : 'field';
  const systems = new Set(
    reading.mentions.flatMap((mention) =>
      mention.unit !== undefined && mention.unit.system !== 'neutral' ? [mention.unit.system] : [],
    ),
  );
  if (systems.size === 1) return systems.has('metric') ? 'metric' : 'field';
  if (systems.size === 2) return preference ?? 'metric';
  return preference ?? 'field';
}
