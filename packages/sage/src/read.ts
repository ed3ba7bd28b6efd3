import { normaliseText, tidy } from './text';
import { readUnit, soleUnit, unitAt, unitNamed, type Dimension, type ReadUnit } from './units';

/**
 * The one reader of quantities: every number in a message with its unit, as engineers write them
 * — `12-1/4"`, `9 5/8 in`, `10,450' TVD (11,900' MD)`, `12 ft 4 in`, `5k psi`, `$4.1MM`,
 * `$420k/yr`, `$70/bbl`, `1/8 royalty`, `95 m3/d`, `1.45 SG`, `35 °API`, `80%`, `65 %/yr`,
 * `3x12 + 1x13` jets, `30 spm @ 520 psi`, `10-12 ppg` — each with the words around it, so roles
 * can be read from them. Values stay in the unit written; conversion is the caller's.
 */

export interface Mention {
  /** Position among the message's mentions. */
  index: number;
  /** In `unit` (a bare number when there is none). For a nozzle set: the total of its sizes. */
  value: number;
  unit?: ReadUnit;
  /** As written. */
  raw: string;
  /** Character positions in the normalised text. */
  start: number;
  end: number;
  /** Normalised words between the previous mention (or the message's start) and this one. */
  before: string;
  /** Normalised words after the unit, up to the next mention. */
  after: string;
  /** Sentence or clause the mention is in (split at `.`, `;`, `?`, `!` and new lines). */
  clause: number;
  /** Mentions written as one statement share a group ("30 spm @ 520 psi"). */
  group?: number;
  /** A range as written ("10-12 ppg"): `value` is its low end. */
  range?: { low: number; high: number };
  /** Nozzle sizes in 32nds of an inch ("3x12 + 1x13" → 12, 12, 12, 13). */
  nozzles?: readonly number[];
  /** Money per period ("$420k/yr"), or a price per volume ("$70/bbl": the volume's unit). */
  per?: 'month' | 'year' | 'day' | ReadUnit;
  /** A number with a minus sign. */
  negative?: boolean;
  /** Its unit is the next number's, as in a list ("1.29 and 1.35 sg"): see `readMessage`. */
  borrowed?: boolean;
}

/** The dimension of a mention; `undefined` for a bare number. */
export function dimensionOf(mention: Pick<Mention, 'unit'>): Dimension | undefined {
  return mention.unit?.dimension;
}

/**
 * Scientific notation as engineers type a compressibility: "12e-6", "1.2E-5", "3x10^-6",
 * "3 × 10^-6".
 */
const SCIENTIFIC = String.raw`\d+(?:\.\d+)?(?:[eE][-+]?\d{1,2}|\s?[x×*]\s?10\s?\^\s?[-+−]?\d{1,2})(?![\w.])`;
const DECIMAL = String.raw`${SCIENTIFIC}|(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;
/** "12-1/4", "9 5/8", "2 7/8": a whole number and a fraction of a binary denominator. */
const MIXED = String.raw`\d{1,3}[- ]\d{1,2}\/(?:2|4|8|16|32|64)(?![\d/])`;
/** "1/8", "3/16", "5/8": a plain fraction (read as one only before an inch or an interest). */
const FRACTION = String.raw`\d{1,2}\/\d{1,2}(?![\d/])`;
/** Sizes written "6x11", "6\"x11\"", "6-1/2 x 12": the number after the "x" is read too. */
const NUMBER = new RegExp(
  String.raw`(?:(?<![\w.,/])|(?<=\d(?:"|''|in)?\s?[x×]))(-\s?)?(?:(${MIXED})|(${FRACTION})|(${DECIMAL}))`,
  'g',
);

const INTEREST_AFTER =
  /^\s*(?:ths?\b\s*)?(?:(?:landowner|lessor|overriding|mineral|gross|net)\s+)?(?:royalty|royalties|ri\b|orri\b|nri\b|wi\b|working interest|revenue interest|interest|override|burden)/;
const INTEREST_BEFORE =
  /(?:royalty|royalties|\bri|\borri|override|overriding|\bnri|\bwi|working interest|revenue interest|burden)\s*(?:of|is|=|:|at)?\s*(?:a\s+|an\s+)?$/;
const INCH_AFTER = /^\s*(?:"|''|in\b|inch|-?in\b)/;

function numeral(whole: string): number {
  const mixed = /^(\d+)[- ](\d+)\/(\d+)$/.exec(whole);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(whole);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const scientific = /^(\d+(?:\.\d+)?)\s?[x×*]\s?10\s?\^\s?([-+−]?\d+)$/.exec(whole);
  if (scientific) {
    return Number(`${scientific[1]}e${(scientific[2] ?? '').replace('−', '-')}`);
  }
  return Number(whole.replace(/,/g, ''));
}

const SCALE_WORDS: readonly [RegExp, number][] = [
  [/^\s*(?:billion|bn)\b/, 1e9],
  [/^\s*(?:million|mil|mill)\b/, 1e6],
  [/^\s*thousand\b/, 1e3],
];

/** Words a year follows ("since 2019", "back in 2022", "in March 2024", "FY 2025"). */
const YEAR_BEFORE =
  /(?:\b(?:since|in|during|until|till|circa|year|fy|q[1-4]|early|mid|late|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)\.?)\s*$/;

const MONEY_BEFORE = /(?:us\s?\$|\$|usd\s?)\s*$/;
const MONEY_AFTER_WORD =
  /^\s*(?:mm\s?\$|m\$|k\$|\$\s?(?:mm|m|k)(?![a-z])|\$|usd\b|dollars?\b|bucks\b)/;
// "yr 0", "month 3": a period named before its number labels the amount, not a rate per period.
const PER_PERIOD =
  /^\s*(?:\/|per\b|a\b|an\b|each\b|every\b)?\s*(month|mo|mth|year|yr|annum|day|d)\b(?![&/])(?!\s*#?\d)|^\s*(monthly|annually|yearly|daily|annual)\b/;
const PER_VOLUME =
  /^\s*(?:\/|per\b|a\b)\s*(bbl|bo|boe|barrel|stb|mcf|mscf|mmbtu|m3|sm3|gal|ton|tonne)\b/;

/** "/bbl", "/mcf" after a bare number: an amount per volume of oil or gas sold, a price. */
const PER_VOLUME_SOLD = /^\s*\/\s*(bbl|bo|boe|barrel|stb|mcf|mscf|mmbtu)\b/;

/** A money amount's scale written right after it: "420k", "4.1MM", "3 m" after a dollar sign. */
function moneyScale(rest: string): { factor: number; length: number } {
  const match = /^\s*(k|mm|m|b|bn)(?![a-z])/.exec(rest);
  if (!match) return { factor: 1, length: 0 };
  const factors: Record<string, number> = { k: 1e3, mm: 1e6, m: 1e6, b: 1e9, bn: 1e9 };
  return { factor: factors[match[1] ?? ''] ?? 1, length: match[0].length };
}

const CLAUSE_END = /[;?!\n]|\.(?!\d)(?=\s|$)/g;

function clauseStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(CLAUSE_END)) starts.push(match.index + 1);
  return starts;
}

function clauseAt(starts: readonly number[], position: number): number {
  let clause = 0;
  for (let index = 0; index < starts.length; index += 1) {
    if ((starts[index] ?? 0) <= position) clause = index;
  }
  return clause;
}

type Draft = Omit<Mention, 'index' | 'before' | 'after' | 'clause'>;

/** Counts of stages written in words, in order from one. */
const STAGE_COUNTS = ['one', 'two', 'three', 'four', 'five', 'six'];

/** Every quantity in `input`, in order. */
export function readQuantities(input: string): Mention[] {
  const written = normaliseText(input);
  // "takes the skin to zero": the word is the number, read in place (same length, same offsets).
  // "a two-stage compressor": a count of stages in words, read as its figure (same length too).
  const text = written
    .replace(/\bzero\b/g, '0000')
    .replace(/\b(one|two|three|four|five|six)(?=[- ]stages?\b)/g, (word: string) =>
      String(STAGE_COUNTS.indexOf(word) + 1).padStart(word.length, '0'),
    );
  const drafts: Draft[] = [];
  // The end of a well's name read from its numbers: the numbers in it are no quantities.
  let nameEnd = -1;
  for (const match of text.matchAll(NUMBER)) {
    const [whole, minus, mixed, fraction, decimal] = match;
    // "quick one - 11.8 ppg", "NRI 32% — 10,000 bbl", "GIIP -- 320 acres": a dash between words,
    // not a minus; nor is a list's bullet
    // ("- 6,200 ft of 5 in DP") at the start of a line.
    const dash =
      minus !== undefined &&
      /\s$/.test(minus) &&
      /(?:[^\s=(+*/<>,:-]\s*|[\w.]\s*-|(?:^|\n)[ \t]*)$/.test(text.slice(0, match.index));
    const start = match.index + (dash ? minus.length : 0);
    const end = match.index + whole.length;
    const rest = text.slice(end);
    // "royalty 3/16", "royalty of 1/8": an interest named before its fraction.
    const interestBefore =
      fraction !== undefined && INTEREST_BEFORE.test(text.slice(Math.max(0, start - 40), start));
    if (
      fraction !== undefined &&
      !INCH_AFTER.test(rest) &&
      !INTEREST_AFTER.test(rest) &&
      !interestBefore
    ) {
      // "1/2 the rate", "24/7": not a quantity; the parts are not either.
      continue;
    }
    // "SCRs taken at 05:00", "shut in at 2:15 am": a time of day, no quantity (nor its minutes).
    if (
      (/^:[0-5]\d\b/.test(text.slice(end)) && /^\d{1,2}$/.test(whole.trim())) ||
      (/^[0-5]\d$/.test(whole.trim()) &&
        /(?:^|[^\d.])\d{1,2}:$/.test(text.slice(Math.max(0, start - 4), start)))
    ) {
      continue;
    }
    // "the Miller #4", "valve #5": a number after "#" names a well or a part, it is no quantity.
    if (/#\s?$/.test(text.slice(Math.max(0, start - 2), start))) continue;
    // "Test on the 14-2:", "the 3-12H", "well 21-4": a well named by its numbers, no quantity.
    if (start < nameEnd || wellNumbers(text, start)) {
      nameEnd = Math.max(nameEnd, start + (WELL_NUMBERS.exec(text.slice(start))?.[0].length ?? 0));
      continue;
    }
    const written = mixed ?? fraction ?? decimal ?? '';
    let value = numeral(written);
    if (!Number.isFinite(value)) continue;
    // "-$2MM": the minus written before the currency sign.
    const negative =
      (minus !== undefined && !dash) ||
      /(?:^|[^\w.])-\s?(?:us\s?\$|\$|usd\s?)\s*$/.test(text.slice(Math.max(0, start - 8), start));
    if (negative) value = -value;
    const draft = readAfterNumber(text, start, end, value, written);
    if (draft === undefined) continue;
    // "SCR pump 1 @ 30 spm", "compressor 2 tripped": a bare number after a piece of equipment
    // names which one, it is no quantity.
    if (
      draft.unit === undefined &&
      /^\d{1,2}$/.test(written) &&
      WHICH_ONE_BEFORE.test(text.slice(Math.max(0, start - 16), start))
    ) {
      continue;
    }
    // "drilled in 2022", "since 2019", "Jan 2024": a year, no quantity.
    if (
      draft.unit === undefined &&
      /^(?:19[5-9]\d|20[0-4]\d)$/.test(written) &&
      YEAR_BEFORE.test(text.slice(Math.max(0, start - 24), start))
    ) {
      continue;
    }
    // "3-phase separator", "2-leg bridle", "4-way valve": a number hyphened to a word names a kind
    // of thing, no quantity — but for a count a calculation takes (a "2-stage" compressor).
    if (draft.unit === undefined && HYPHENED_NAME.test(text.slice(draft.end))) continue;
    // "6 condensate tanks", "2 new wells": a whole number of things is how many, no input.
    if (
      draft.unit === undefined &&
      Number.isInteger(value) &&
      COUNTED.test(text.slice(draft.end))
    ) {
      continue;
    }
    // "Battery 3 yday", "train 2": a number naming a well, a site or a piece of plant after its
    // kind, no quantity; "the 640 unit": a pumping unit by its size.
    if (
      draft.unit === undefined &&
      (NUMBERED_NAME.test(text.slice(Math.max(0, start - 24), start)) ||
        SIZED_UNIT.test(text.slice(draft.end)))
    ) {
      continue;
    }
    // "RP 14E", "5CT", "2nd": letters glued to a number that are no unit make a name, not a quantity.
    const ordinalInterest =
      fraction !== undefined && /^ths?\b/.test(rest) && INTEREST_AFTER.test(rest);
    if (draft.unit === undefined && /^[a-wyz]/.test(text.slice(draft.end)) && !ordinalInterest) {
      continue;
    }
    if (negative) draft.negative = true;
    // "9-5/8", "2 7/8": a whole number and a binary fraction is a size in inches — "12-1/4
    // section" too, a hole section, not survey sections of land.
    if (mixed !== undefined && draft.unit?.id === 'mi2' && /sections?$/.test(draft.raw)) {
      draft.unit = undefined;
      draft.raw = text.slice(start, end);
      draft.end = end;
    }
    if (mixed !== undefined && draft.unit === undefined) draft.unit = readUnit('in');
    if (
      fraction !== undefined &&
      (INTEREST_AFTER.test(rest) || interestBefore) &&
      draft.unit === undefined
    ) {
      // "1/8 royalty": an interest written as a fraction is a percentage.
      draft.value = value * 100;
      draft.unit = readUnit('%');
    }
    drafts.push(draft);
  }
  const merged = linkGroups(
    text,
    mergeStands(
      text,
      mergeFeetAndInches(
        text,
        readRanges(
          text,
          testPoints(
            text,
            pairedUnits(
              text,
              sharedUnits(
                text,
                degreesOfTemperature(text, mudPounds(text, headedLists(text, drafts))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const withNozzles = pricesAt(text, readNozzles(text, merged));
  const starts = clauseStarts(text);
  return withNozzles.map((draft, index, all) => {
    const previousEnd = all[index - 1]?.end ?? 0;
    const nextStart = all[index + 1]?.start ?? text.length;
    return {
      ...draft,
      raw: written === text ? draft.raw : written.slice(draft.start, draft.end).trim(),
      index,
      before: text.slice(previousEnd, draft.start).trim(),
      after: text.slice(draft.end, nextStart).trim(),
      clause: clauseAt(starts, draft.start),
    };
  });
}

/** The unit (or money, scale, period) written after a number. */
/**
 * "0.42 bhp per stage", "150 bhp motor": brake horsepower. Otherwise a "BHP" after a number names
 * it a bottom-hole pressure ("1,850 BHP").
 */
const BRAKE_HP =
  /^\s*(?:(?:\/|per|a|each)\s*(?:stage|stg)\b|(?:motor|rating|rated|load|required)\b)/;

function readAfterNumber(
  text: string,
  start: number,
  numberEnd: number,
  value: number,
  written: string,
): Draft | undefined {
  let end = numberEnd;
  let rest = text.slice(end);
  const raw = (to: number) => text.slice(start, to).trim();
  const dollarBefore = MONEY_BEFORE.test(text.slice(Math.max(0, start - 4), start));
  // "LOE 18k/mo" in a message about money: thousands a month are dollars, no sign written.
  // (Not the last of a list, "3.1, 2.4 MM/yr": the scale and period are the whole list's.)
  const scaledPerPeriod =
    MONEY_TALK.test(text) &&
    SCALED_PER_PERIOD.test(rest) &&
    !/\d\s*(?:,|and|&)\s*$/.test(text.slice(Math.max(0, start - 12), start));
  // "gross revenue 385k", "capex 2.5MM": a scaled figure right after a sum's name is dollars.
  const scaledSum =
    /^\s*(?:k|mm)(?![a-z])/.test(rest) &&
    SUM_NAME_BEFORE.test(text.slice(Math.max(0, start - 30), start));
  if (dollarBefore || scaledPerPeriod || scaledSum || MONEY_AFTER_WORD.test(moneyTail(rest))) {
    const scale = moneyScale(rest);
    let amount = tidy(value * scale.factor);
    end += scale.length;
    rest = text.slice(end);
    const word = MONEY_AFTER_WORD.exec(rest);
    if (word) {
      // "1.6 MM$", "260 k$", "0.7 $MM": the scale on either side of the dollar sign.
      if (/mm\s?\$|\$\s?mm/.test(word[0])) amount = tidy(amount * 1e6);
      else if (/k\$|\$\s?k/.test(word[0])) amount = tidy(amount * 1e3);
      else if (/m\$|\$\s?m/.test(word[0])) amount = tidy(amount * 1e6);
      end += word[0].length;
      rest = text.slice(end);
    }
    for (const [pattern, factor] of SCALE_WORDS) {
      const scaleWord = pattern.exec(rest);
      if (scaleWord) {
        amount = tidy(amount * factor);
        end += scaleWord[0].length;
        rest = text.slice(end);
        break;
      }
    }
    const perVolume = PER_VOLUME.exec(rest);
    if (perVolume) return pricePer(perVolume, amount, start, end + perVolume[0].length, raw);
    const period = PER_PERIOD.exec(rest);
    if (period) {
      end += period[0].length;
      const word = period[1] ?? period[2] ?? '';
      const per = /^(?:month|mo|mth|monthly)$/.test(word)
        ? 'month'
        : /^(?:day|d|daily)$/.test(word)
          ? 'day'
          : 'year';
      return { value: amount, unit: readUnit('USD/period'), raw: raw(end), start, end, per };
    }
    return { value: amount, unit: readUnit('USD'), raw: raw(end), start, end };
  }
  // "5k psi", "10k ft", "2.5k bbl": thousands.
  const thousands = /^k(?![a-z])|^k(?=\s*[a-z"'])(?!g|m|w|p|j)/.exec(rest);
  let scaled = value;
  if (thousands && !/^k(?:g|m|w|pa|j)/.test(rest)) {
    scaled = tidy(scaled * 1e3);
    end += 1;
    rest = text.slice(end);
  } else {
    for (const [pattern, factor] of SCALE_WORDS) {
      const scaleWord = pattern.exec(rest);
      if (scaleWord) {
        scaled = tidy(scaled * factor);
        end += scaleWord[0].length;
        rest = text.slice(end);
        break;
      }
    }
  }
  // "100-lb sacks", "a 40-ft joint": a hyphen can join a number to its unit.
  const after =
    unitAt(text, end) ??
    (text[end] === '-' && /^[a-z]/.test(text.slice(end + 1)) ? unitAt(text, end + 1) : undefined);
  // "visc 1.2 Bo 1.25": a unit's spelling that is also a name ("Bo", the oil's FVF) followed by a
  // bare number names that number ("340 BO 1,260 BW" is a list of volumes).
  const named =
    after !== undefined && NAME_LIKE_UNITS.has(after.written)
      ? /^\s*[=:]?\s*-?\.?\d[\d,.]*/.exec(text.slice(after.end))
      : null;
  const found =
    (after !== undefined &&
      named !== null &&
      unitAt(text, after.end + named[0].length) === undefined) ||
    (after?.written === 'bhp' && !BRAKE_HP.test(text.slice(after.end)))
      ? undefined
      : after;
  // "CFs 1.6, 1.2, 0.9 MM" or "yr0 -1.2M" in a message about money: millions of dollars, not
  // millimetres or metres.
  if (
    ((found?.unit.id === 'mm' && found.written === 'mm') ||
      // "1.2M" written onto its number and under a hundred; "3000 m" or "850m" stays metres.
      (found?.unit.id === 'm' &&
        found.written === 'm' &&
        found.end === end + 1 &&
        Math.abs(scaled) < 100)) &&
    MONEY_TALK.test(text) &&
    (/^\s*(?:$|[.,;:?!)]|(?:and|or|then|each|total|capex|cash|net|gross|per|a year)\b|\/)/.test(
      text.slice(found.end),
    ) ||
      // "capex 2.6MM gross", "AFE 4.1 MM to drill": millions named as money before them.
      /\b(?:capex|cost|costs|afe|investment|invest|spend|spent|budget)\s*(?:of|is|was|=|:)?\s*\$?\s*$/.test(
        text.slice(Math.max(0, start - 24), start),
      ))
  ) {
    return {
      value: tidy(scaled * 1e6),
      unit: readUnit('USD'),
      raw: raw(found.end),
      start,
      end: found.end,
    };
  }
  // "TVD 12,450 MD 13,900": "md" is a measured depth unless the message speaks of permeability.
  // "Re 250,000 in 6-in pipe": "in" before another number after a figure no inch size reaches is
  // the preposition.
  // "z .88 in rm3/sm3": "in" before a unit asks the answer in it.
  // "11.6 in the hole", "220k in years 1 to 5", "@ 3.10 in May": "in" before an article, a
  // pronoun, a span of time or a date is the preposition — not after feet ("8 ft 7 in this
  // morning" is 8 ft 7 in).
  const afterFeet =
    scaled < 12 && /\d\s*(?:ft|feet|foot|')\s*(?:,|and)?\s*$/.test(text.slice(0, start));
  const unit =
    (found?.unit.id === 'mD' && found.written === 'md' && !PERMEABILITY.test(text)) ||
    // "gg .75 api 35": "api" after a fraction no oil gravity reaches, before another number, names
    // that number.
    (found?.unit.id === 'API' && scaled < 1 && /^\s+\d/.test(text.slice(found.end))) ||
    (found?.unit.id === 'in' &&
      found.written === 'in' &&
      // "Re 250 000 in new steel pipe": a thousand inches and more is no one's length.
      ((scaled >= 1000 && /^\s+[\da-z]/.test(text.slice(found.end))) ||
        unitAskedAfter(text, found.end) ||
        (!afterFeet &&
          /^\s+(?:the|our|my|this|that|it|years?|yrs?|months?|mos?|weeks?|days?|hours?|hrs?|total|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|q[1-4]|\d{4}\b)\b/.test(
            text.slice(found.end),
          ))))
      ? undefined
      : found;
  if (unit) {
    return { value: scaled, unit: unit.unit, raw: raw(unit.end), start, end: unit.end };
  }
  // "LOE 12/bbl", "gathering .45/mcf": an amount per barrel or per Mcf is money, sign or none.
  const perVolume = PER_VOLUME_SOLD.exec(rest);
  if (perVolume && found === undefined) {
    return pricePer(perVolume, scaled, start, end + perVolume[0].length, raw);
  }
  // "4.1MM" with no currency: millions of whatever follows ("4.1 MM bbl" is read as MMbbl).
  const millions = /^\s*mm(?![a-z])/.exec(rest);
  if (millions) {
    return {
      value: tidy(scaled * 1e6),
      raw: raw(end + millions[0].length),
      start,
      end: end + millions[0].length,
    };
  }
  if (written.length === 0) return undefined;
  // "mud SG 1.30", "SG = 1.18": a specific gravity written before its number.
  if (
    SG_BEFORE.test(text.slice(Math.max(0, start - 10), start)) &&
    scaled > 0 &&
    scaled < 10 &&
    !/^\s*[°%"']/.test(rest) &&
    unitAt(text, end) === undefined
  ) {
    return { value: scaled, unit: readUnit('SG'), raw: raw(end), start, end };
  }
  // "rate at month 24", "end of years 1 to 4": a period named before its number.
  const period = PERIOD_BEFORE.exec(text.slice(Math.max(0, start - 12), start))?.[1];
  if (period !== undefined && Number.isInteger(scaled) && scaled >= 0 && scaled <= 600) {
    const id = /^y/.test(period) ? 'year' : /^m/.test(period) ? 'month' : 'd';
    return { value: scaled, unit: readUnit(id), raw: raw(end), start, end };
  }
  return { value: scaled, raw: raw(end), start, end };
}

/**
 * Whether a unit an answer is asked in — of two letters or more, not the inch and not a count
 * ("12 in stroke" is a stroke length) — is written at `at`, after spaces.
 */
function unitAskedAfter(text: string, at: number): boolean {
  const spaces = /^\s+/.exec(text.slice(at))?.[0].length ?? 0;
  if (spaces === 0) return false;
  const next = unitAt(text, at + spaces);
  return (
    next !== undefined &&
    next.unit.id !== 'in' &&
    next.unit.dimension !== 'count' &&
    next.written.length >= 2
  );
}

/** Words that make "md" after a number millidarcies rather than a measured depth. */
const PERMEABILITY =
  /\b(?:perm\w*|k|kh|darcys?|darcies|millidarc\w*|mobility|core)\b|\b(?:mu ?|u|µ|μ)m(?:\^?2|²)/;

/** "SG", "s.g." or "sp gr" right before a number, perhaps with "=", ":" or "of". */
const SG_BEFORE = /(?:^|[^\w.])(?:sg|s\.g\.?|sp\.?\s?gr\.?)\s*(?:[:=]|of)?\s*$/;

/**
 * Things a message counts ("6 condensate tanks", "2 new wells", "3 pumpers"), a word or two after
 * a whole number: no calculation takes how many there are.
 */
const COUNTED =
  /^\s+(?:[a-z-]+\s+){0,2}?(?:tanks|wells|pumps|pumpers|compressors|separators|vessels|heaters|treaters|trucks|rigs|pads|crews|people|men|hands|operators)\b/;

/**
 * What a number names when it follows it with no unit after: a well, a site or a piece of plant
 * ("Battery 3", "pad no. 4", "train 2").
 */
const NUMBERED_NAME =
  /\b(?:battery|well|pad|rig|platform|train|tank|station|slot|lease|site|unit)\s+(?:no\.?\s*|number\s+)?$/;

/** Whole numbers joined by a hyphen, a letter or two after them: a well's name ("14-2", "3-12H"). */
const WELL_NUMBERS = /^\d{1,3}-\d{1,3}[a-z]{0,2}(?![\w/.]|-\d)/;

/**
 * "the 14-2:", "on the 3-12H", "well 21-4", "the 14-2 well": whole numbers joined by a hyphen with
 * no unit after them, written as a well's name — after "the" or "well", or with a letter suffix,
 * or before "well" — never a range ("10-12 ppg" has its unit).
 */
function wellNumbers(text: string, start: number): boolean {
  const name = WELL_NUMBERS.exec(text.slice(start))?.[0];
  if (name === undefined || /[.\d]/.test(text.charAt(start - 1))) return false;
  const after = text.slice(start + name.length);
  if (unitAt(text, start + name.length) !== undefined && !/[a-z]$/.test(name)) return false;
  return (
    /[a-z]$/.test(name) ||
    /\b(?:the|well|wells)\s+$/.test(text.slice(Math.max(0, start - 12), start)) ||
    /^\s*(?:well|wellbore|pad)\b/.test(after)
  );
}

/** A pumping unit named by its size ("the 640 unit", "a 912 pumpjack"). */
const SIZED_UNIT = /^\s+(?:pumping\s+|beam\s+)?(?:unit|pumpjack|pump jack)\b/;

/** A word hyphened to a bare number, naming a kind of thing ("-phase", "-leg", "-way"). */
const HYPHENED_NAME = /^-(?!(?:stages?|jets?|nozzles?)\b)[a-z]/;

/** Unit spellings that are also names of quantities written before their numbers (FVFs). */
const NAME_LIKE_UNITS = new Set(['bo', 'bw', 'rb', 'bg']);

/** Words of a message about money, where "MM" after a number is millions of dollars. */
/** A scaled amount per month or year ("18k/mo", "1.2MM per year"). */
const SCALED_PER_PERIOD =
  /^\s*(?:k|mm)(?![a-z])\s*(?:\/|per\b|a\b)\s*(?:month|mo|mth|year|yr|annum)\b/;

/** The name of a sum of money right before its figure ("gross revenue", "capex", "net to us"). */
const SUM_NAME_BEFORE =
  /\b(?:revenue|income|sales|capex|opex|loe|cost|costs|budget|afe|investment|net|gross|value|cash ?flow|profit)\s*(?:of|is|was|=|:|about|~)?\s*$/;

const MONEY_TALK =
  /\$|\busd\b|\bnpv|\bpv ?\d|\birr\b|\bcapex\b|\bopex\b|\bloe\b|\blease operating|\bcash ?flows?\b|\bcfs?\b|\binvest|\brevenue\b|\bpayout\b|\b(?:well |drilling |completion |d&c )?costs?\b|\bafe\b|\bbreak-?even\b|\bbudget\b/;

/** A period named before a bare number: "month 24", "year 3", "yrs 1-4", "day 90". */
const PERIOD_BEFORE = /\b(years?|yrs?|months?|mos?|mths?|days?)\s?#?\s?$/;

/**
 * "12,400 bbl @ $71.50", "38,000 mcf gas at $2.35": money set at a volume is that volume's price.
 */
function pricesAt(text: string, drafts: Draft[]): Draft[] {
  return drafts.map((draft, index) => {
    const volume = drafts[index - 1];
    if (
      draft.unit?.id !== 'USD' ||
      draft.per !== undefined ||
      volume?.unit?.dimension !== 'volume' ||
      !/^\s*(?:(?:oil|gas|water|condensate|crude|ngls?)\s+)?(?:sold\s+)?(?:@|at|for)\s*$/.test(
        text.slice(volume.end, draft.start).replace(/\$\s*$/, ''),
      )
    ) {
      return draft;
    }
    return { ...draft, unit: readUnit('USD/unit'), per: volume.unit };
  });
}

/** Looks past a scale ("4.1MM$", "420k usd") for a currency word. */
function moneyTail(rest: string): string {
  return rest.replace(/^\s*(?:k|mm|m|b|bn)(?![a-z])/, '');
}

/** A price of `value` dollars per the volume `perVolume` names, written from `start` to `end`. */
function pricePer(
  perVolume: RegExpExecArray,
  value: number,
  start: number,
  end: number,
  raw: (to: number) => string,
): Draft {
  const volume = VOLUME_OF_PRICE[perVolume[1] ?? ''];
  return {
    value,
    unit: readUnit('USD/unit'),
    raw: raw(end),
    start,
    end,
    ...(volume !== undefined && { per: readUnit(volume) }),
  };
}

const VOLUME_OF_PRICE: Record<string, string> = {
  bbl: 'bbl',
  bo: 'bbl',
  boe: 'bbl',
  barrel: 'bbl',
  stb: 'bbl',
  mcf: 'Mcf',
  mscf: 'Mcf',
  mmbtu: 'MMBtu',
  m3: 'm3',
  sm3: 'm3',
  gal: 'gal',
  ton: 'short_ton',
  tonne: 'tonne',
};

/**
 * "1.29 and 1.35 sg", "from 10.5 to 11.5 ppg", "500, 600 or 700 psi": numbers listed before one
 * unit all take it.
 */
/**
 * Whether the bare number `index`, followed by a comma, is an item of a list: the list goes on
 * after it with bare numbers ("520, 455, 404 bopd"), or a list item comes right before it.
 */
function inList(text: string, drafts: readonly Draft[], index: number): boolean {
  if ((drafts[index + 1] as Draft).unit === undefined) return true;
  const previous = drafts[index - 1];
  if (previous === undefined) return false;
  return /^\s*,\s*$/.test(text.slice(previous.end, (drafts[index] as Draft).start));
}

/**
 * "Rates since peak, bopd: 1000, 920, 846": a unit written before a list of three or more bare
 * numbers, as its heading, is each one's.
 */
function headedLists(text: string, drafts: Draft[]): Draft[] {
  const out = [...drafts];
  for (let index = 0; index < out.length; index += 1) {
    const first = out[index] as Draft;
    if (first.unit !== undefined) continue;
    const heading = /(?:^|[\s,(])([a-z0-9/³%$.]+)\)?\s*:\s*$/.exec(text.slice(0, first.start));
    // A spelling that could be a word ("in", "d", "m") heads nothing.
    // …nor a word of money talk ("CF:", cash flows, is no cubic feet).
    const unit =
      heading?.[1] === undefined || MONEY_TALK.test(heading[1]) ? undefined : unitNamed(heading[1]);
    if (unit === undefined) continue;
    let last = index;
    while (
      out[last + 1]?.unit === undefined &&
      out[last + 1] !== undefined &&
      /^\s*,\s*$/.test(text.slice((out[last] as Draft).end, (out[last + 1] as Draft).start))
    ) {
      last += 1;
    }
    if (last - index < 2) continue;
    for (let at = index; at <= last; at += 1) {
      out[at] = { ...(out[at] as Draft), unit, borrowed: true };
    }
    index = last;
  }
  return out;
}

/** The number as written, before any scale ("4.1" of "$4.1MM"); 1 when none is found. */
function writtenNumber(draft: Draft): number {
  const written = Number(/\d[\d,]*(?:\.\d+)?|\.\d+/.exec(draft.raw)?.[0]?.replaceAll(',', ''));
  return written > 0 ? written : Math.abs(draft.value) || 1;
}

function sharedUnits(text: string, drafts: Draft[]): Draft[] {
  const out = [...drafts];
  for (let index = out.length - 2; index >= 0; index -= 1) {
    const bare = out[index] as Draft;
    const next = out[index + 1] as Draft;
    if (bare.unit !== undefined || next.unit === undefined || next.range !== undefined) continue;
    const between = text.slice(bare.end, next.start);
    if (!/^\s*(?:,|and|or|&|(?:up |down )?to|vs\.?|versus|then|,?\s*and)\s*$/.test(between))
      continue;
    // "months 0, 3, 6 to 1000, 820, 672 bopd": "to" joins two numbers, not a list to the next.
    const before = out[index - 1];
    if (
      /^\s*to\s*$/.test(between) &&
      before !== undefined &&
      before.unit === undefined &&
      /^\s*,\s*$/.test(text.slice(before.end, bare.start))
    ) {
      continue;
    }
    // "180 bbl @ 11.4 and 220 bbl @ 10.9": a number set at a quantity is that quantity's, not
    // one of a list with the next.
    const previous = out[index - 1];
    if (
      previous?.unit !== undefined &&
      /^\s*(?:@|at)\s*$/.test(text.slice(previous.end, bare.start))
    ) {
      continue;
    }
    // A comma alone lists only inside a list ("500, 600 or 700 psi", "520, 455, 404 bopd"):
    // "gas gravity 0.75, 30 API" is two statements.
    if (/^\s*,\s*$/.test(between) && !inList(text, drafts, index)) continue;
    // "1.6, 1.2, 0.9 MM": a list of plain amounts ending in a scaled one shares its scale.
    if (next.unit.id === 'USD' && next.per === undefined && inList(text, drafts, index)) {
      const factor = next.value / writtenNumber(next);
      // "300k, 280k and 260 k$": an item with a scale of its own keeps it.
      const ownScale = bare.value !== writtenNumber(bare);
      if (factor > 1 && !ownScale && !/\$/.test(text.slice(bare.start - 2, bare.start))) {
        // The scale is the list's, whatever the number's own words: not a borrowed unit.
        out[index] = { ...bare, value: tidy(bare.value * factor), unit: next.unit };
      }
      continue;
    }
    if (
      next.unit.dimension === 'money' ||
      next.unit.dimension === 'price' ||
      next.unit.dimension === 'money_rate'
    ) {
      continue;
    }
    out[index] = { ...bare, unit: next.unit, borrowed: true };
  }
  return spanEnds(text, out);
}

/** A fluid a weight in pounds ("15.3#") is the weight of, written after it or before it. */
const FLUID_AFTER = /^\s*(?:mud|brine|fluid|kill|pill|spacer|slurry|cement|obm|wbm|sbm)\b/;
const FLUID_BEFORE =
  /\b(?:mud|mw|brine|fluid|kill weight|pill)\s*(?:weight\s*)?(?:of|is|was|at|=|:)?\s*(?:an?\s+)?$/;

/**
 * "a 15.3# mud", "mud 10.2#": pounds written "#" of a fluid are pounds per gallon, not a casing's
 * weight per foot.
 */
function mudPounds(text: string, drafts: Draft[]): Draft[] {
  return drafts.map((draft) =>
    draft.unit?.id === 'lb/ft' &&
    text.slice(draft.start, draft.end).trim().endsWith('#') &&
    (FLUID_AFTER.test(text.slice(draft.end)) ||
      FLUID_BEFORE.test(text.slice(Math.max(0, draft.start - 30), draft.start)))
      ? { ...draft, unit: readUnit('ppg') }
      : draft,
  );
}

/** Words that make a number in degrees an angle. */
const ANGLE_WORDS =
  /\b(?:inc|incl|inclination|angle|deviation|dev|deviated|dogleg|dls|azimuth|azi|az|slope|sling|bend|tilt|phase|kop|build|turn)\b[^.;?!\n]{0,20}$/;

/**
 * "inlet 22 deg, outlet 61 °C": plain degrees in a message that writes its temperatures in one
 * unit are that unit, unless an angle is named before them ("inclination 35 deg").
 */
function degreesOfTemperature(text: string, drafts: Draft[]): Draft[] {
  // "34° crude", "a 42° condensate": degrees of oil gravity.
  const read = drafts.map((draft) =>
    draft.unit?.id === 'deg' && OIL_GRAVITY_AFTER.test(text.slice(draft.end))
      ? { ...draft, unit: readUnit('API') }
      : draft,
  );
  const unit = soleUnit(read, 'temperature');
  if (unit === undefined) return read;
  return read.map((draft) =>
    draft.unit?.id === 'deg' &&
    !ANGLE_WORDS.test(text.slice(Math.max(0, draft.start - 40), draft.start))
      ? { ...draft, unit }
      : draft,
  );
}

/** What a bare degree of oil gravity comes before ("34° crude", "42° condensate"). */
const OIL_GRAVITY_AFTER = /^\s*(?:crude|oil|condensate|gravity|api)\b/;

/**
 * "from 10.5 ppg to 11.3", "from 2,400 psi down to 1,900": the bare end of a span takes the unit
 * of its start.
 */
function spanEnds(text: string, drafts: Draft[]): Draft[] {
  return drafts.map((bare, index) => {
    const start = drafts[index - 1];
    if (
      bare.unit !== undefined ||
      start?.unit === undefined ||
      start.range !== undefined ||
      start.unit.dimension === 'money' ||
      !/\bfrom\s*(?:about\s+|~\s*)?$/.test(text.slice(0, start.start)) ||
      !/^\s*(?:to|down to|up to|->)\s*$/.test(text.slice(start.end, bare.start))
    ) {
      return bare;
    }
    return { ...bare, unit: start.unit, borrowed: true };
  });
}

/**
 * "test 310 bopd at 1500", "620 @ 1,850": a bare number set at a rate is the pressure it flowed
 * at, in the unit of the message's other pressures (when they share one).
 */
function testPoints(text: string, drafts: Draft[]): Draft[] {
  const unit = soleUnit(drafts, 'pressure');
  if (unit === undefined) return drafts;
  return drafts.map((bare, index) => {
    const rate = drafts[index - 1];
    return bare.unit === undefined &&
      bare.range === undefined &&
      bare.value > 0 &&
      rate?.unit?.dimension === 'rate' &&
      SET_AT.test(text.slice(rate.end, bare.start))
      ? { ...bare, unit, borrowed: true }
      : bare;
  });
}

/** A number set at another ("400 bopd @ 2,200 psi"). */
const SET_AT = /^\s*(?:@|at)\s*$/;

/**
 * "400 bopd @ 2,200 psia and 650 @ 1,600": a pair written bare after a pair with its units, in
 * the same shape, takes those units, each number its own.
 */
function pairedUnits(text: string, drafts: Draft[]): Draft[] {
  const out = [...drafts];
  for (let index = 2; index + 1 < out.length; index += 1) {
    const [first, second, bare, bareAt] = out.slice(index - 2, index + 2) as [
      Draft,
      Draft,
      Draft,
      Draft,
    ];
    if (
      first.unit === undefined ||
      second.unit === undefined ||
      bare.unit !== undefined ||
      bareAt.unit !== undefined ||
      !SET_AT.test(text.slice(first.end, second.start)) ||
      !/^\s*(?:,|;|and|&|,\s*and)\s*$/.test(text.slice(second.end, bare.start)) ||
      !SET_AT.test(text.slice(bare.end, bareAt.start))
    ) {
      continue;
    }
    out[index] = { ...bare, unit: first.unit, borrowed: true };
    out[index + 1] = { ...bareAt, unit: second.unit, borrowed: true };
  }
  return out;
}

/** "10-12 ppg", "0.3-0.5 psi/ft": a range; the first number takes the range, the second goes. */
function readRanges(text: string, drafts: Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let index = 0; index < drafts.length; index += 1) {
    const low = drafts[index] as Draft;
    const high = drafts[index + 1];
    if (
      high !== undefined &&
      low.unit === undefined &&
      !low.negative &&
      text.slice(low.end, high.start).trim() === '-' &&
      high.value > low.value &&
      high.unit !== undefined
    ) {
      out.push({
        ...high,
        value: low.value,
        start: low.start,
        raw: text.slice(low.start, high.end).trim(),
        range: { low: low.value, high: high.value },
      });
      index += 1;
      continue;
    }
    // "years 1 to 4", "months 1-12": periods named before their numbers.
    if (
      high !== undefined &&
      low.unit?.dimension === 'time' &&
      /^\d+$/.test(low.raw) &&
      high.unit === undefined &&
      /^\s*(?:-|–|to|through|thru)\s*$/.test(text.slice(low.end, high.start)) &&
      Number.isInteger(high.value) &&
      high.value > low.value
    ) {
      out.push({
        ...low,
        end: high.end,
        raw: text.slice(low.start, high.end).trim(),
        range: { low: low.value, high: high.value },
      });
      index += 1;
      continue;
    }
    out.push(low);
  }
  return out;
}

/** Words after a size that make it a pipe's, a hole's or a tool's, not a length's inches. */
const SIZE_NAMED_AFTER =
  /^\s*\)?\s*(?:o\.?d\b|i\.?d\b|casing|csg|(?:open )?hole|oh\b|liner|dp\b|drill ?pipe|pipe|collars?|dcs?\b|hwdp|tubing|tbg|bit\b|plunger|nozzles?|jets?)/;

/**
 * "12 ft 4 in", "12ft 4in", "12' 4\"", "15'-4\"": one length. The inches must follow the feet
 * directly (a hyphen joins them; it is no minus) and be under 12.
 */
function mergeFeetAndInches(text: string, drafts: Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let index = 0; index < drafts.length; index += 1) {
    const feet = drafts[index] as Draft;
    const inches = drafts[index + 1];
    const hyphen = inches?.negative === true && text[inches.start] === '-';
    if (
      inches !== undefined &&
      feet.unit?.id === 'ft' &&
      inches.unit?.id === 'in' &&
      Math.abs(inches.value) < 12 &&
      (inches.value >= 0 || hyphen) &&
      // Inches written as inches ("15' 4\""), not a pipe size after a length ("600' 6-3/4 collars").
      /(?:"|''|(?<![a-z])in\.?|inch(?:es)?)$/.test(inches.raw.trim()) &&
      /^\s*(?:,|and)?\s*$/.test(text.slice(feet.end, inches.start)) &&
      // …and no pipe's or hole's size after a depth ("to 9,800 ft, 5 in DP").
      !SIZE_NAMED_AFTER.test(text.slice(inches.end).toLowerCase())
    ) {
      out.push({
        ...feet,
        value: feet.value + Math.abs(inches.value) / 12,
        raw: text.slice(feet.start, inches.end).trim(),
        end: inches.end,
      });
      index += 1;
      continue;
    }
    out.push(feet);
  }
  return out;
}

/**
 * "20 stands of 28.3 m", "150 jts @ 31.5 ft": a count of stands or joints of a length is the
 * length of them all.
 */
function mergeStands(text: string, drafts: Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let index = 0; index < drafts.length; index += 1) {
    const count = drafts[index] as Draft;
    const each = drafts[index + 1];
    if (
      each !== undefined &&
      count.unit === undefined &&
      Number.isInteger(count.value) &&
      count.value > 0 &&
      // (A joint's length in feet or metres: "93 stands of 5\" DP" is the pipe's size.)
      (each.unit?.id === 'ft' || each.unit?.id === 'm') &&
      /^\s*(?:stands?|stds?|joints?|jts?)\s*(?:of|@|at|x|×|,)?\s*(?:about|approx\.?|~)?\s*$/.test(
        text.slice(count.end, each.start),
      )
    ) {
      out.push({
        ...each,
        value: tidy(count.value * each.value),
        raw: text.slice(count.start, each.end).trim(),
        start: count.start,
      });
      index += 1;
      continue;
    }
    out.push(count);
  }
  return lengthPerStand(text, out);
}

/**
 * "93 stands of 5\" DP, ~93 ft/stand", "45 stands of 5in DP, stands ~28.5 m": a count of stands
 * and, later, the length of each is the length of them all.
 */
function lengthPerStand(text: string, drafts: Draft[]): Draft[] {
  const count = drafts.findIndex(
    (draft) =>
      draft.unit === undefined &&
      Number.isInteger(draft.value) &&
      draft.value > 0 &&
      /^\s*(?:stands?|stds?|joints?|jts?)\b/.test(text.slice(draft.end)),
  );
  const counted = drafts[count];
  if (counted === undefined) return drafts;
  const each = drafts.findIndex(
    (draft, index) =>
      index > count &&
      (draft.unit?.id === 'ft' || draft.unit?.id === 'm') &&
      (/^\s*(?:\/|per|a|each|an?)\s*(?:stand|std|joint|jt)s?\b/.test(text.slice(draft.end)) ||
        // "…, stands ~28.5 m": the stands named again before their length.
        /\b(?:stands?|stds?|joints?|jts?)\s*(?:(?:are|is|of|at|avg|average|about|approx\.?|roughly)\s*)*[~@=:]?\s*$/.test(
          text.slice(Math.max(0, draft.start - 30), draft.start),
        )),
  );
  const length = drafts[each];
  if (length === undefined) return restatedStands(text, drafts, count);
  return drafts.flatMap((draft, index) =>
    index === count
      ? []
      : index === each
        ? [{ ...length, value: tidy(counted.value * length.value) }]
        : [draft],
  );
}

/** A piece of equipment named by its number right before it ("pump 1", "compressor no. 2"). */
const WHICH_ONE_BEFORE =
  /\b(?:pump|compressor|separator|treater|heater|train|unit|rig|tank|stage|zone)\s+(?:no\.?\s*|number\s+)?$/;

/**
 * "Pulling 3 stands dry, call it 280 ft", "5 joints (about 200 ft)": a count of stands said again
 * as their length right after it — the length is the figure, the count no length of its own.
 */
function restatedStands(text: string, drafts: Draft[], count: number): Draft[] {
  const counted = drafts[count];
  const length = drafts[count + 1];
  if (counted === undefined || length === undefined) return drafts;
  if (length.unit?.id !== 'ft' && length.unit?.id !== 'm') return drafts;
  const between = text.slice(counted.end, length.start);
  return STANDS_RESTATED.test(between) ? drafts.filter((_, index) => index !== count) : drafts;
}

/** The words between a count of stands and the same pipe's length said again. */
const STANDS_RESTATED =
  /^\s*(?:stands?|stds?|joints?|jts?|singles?|doubles?|trebles?)\b[a-z\s]{0,24}(?:,|\(|-|–)?\s*(?:call it|say|about|approx\.?|approximately|roughly|~|=|i\.?e\.?,?|or|so|that'?s|which is|around)\s*(?:about|approx\.?|~|roughly)?\s*$/;

/**
 * What joins two numbers of one statement: "at" or "@", with the second's name between them or
 * not ("500 bopd at Pwf 1,800 psia"), and the first's fluid before it ("300 m3/d oil at pwf …").
 */
export const STATEMENT_GAP =
  /^\s*(?:oil|gas|water|liquid|fluid)\s+(?:@|at)\s*(?:(?:an?\s+)?(?:pwf|fbhp|bhp|flowing(?:\s+(?:bhp|pressure))?)\s*(?:of\s+|=\s*|:\s*)?)?$|^\s*(?:@|at|=)\s*(?:(?:an?|the)\s+)?(?:[a-z]+\s+){0,2}(?:of\s+|=\s*|:\s*)?$/i;

/**
 * "30 spm @ 520 psi", "320 bopd at 800 psi", "40 spm = 900 psi", a pump's speed with its
 * pressure written side by side ("30 spm 640 psi", "at 30 spm was 640 psi"), and a pressure with
 * its temperature ("100 psia / 75F"): one statement, read as a group.
 */
function linkGroups(text: string, drafts: Draft[]): Draft[] {
  let group = 0;
  return drafts.map((draft, index) => {
    const next = drafts[index + 1];
    const previous = drafts[index - 1];
    const joined = (a: Draft | undefined, b: Draft | undefined): boolean =>
      a !== undefined &&
      b !== undefined &&
      a.unit !== undefined &&
      b.unit !== undefined &&
      a.unit.dimension !== b.unit.dimension &&
      (STATEMENT_GAP.test(text.slice(a.end, b.start)) ||
        // "100 psia / 75F": a pressure and its temperature, the conditions of one place.
        (/^\s*\/\s*$/.test(text.slice(a.end, b.start)) &&
          [a.unit.dimension, b.unit.dimension].sort().join() === 'pressure,temperature') ||
        ((a.unit.id === 'spm' || b.unit.id === 'spm') &&
          /^\s*(?:was|is|were|gave|gives|reads?|showed|shows|-|:|,)?\s+$/.test(
            text.slice(a.end, b.start),
          )));
    if (joined(draft, next)) {
      group += 1;
      return { ...draft, group };
    }
    if (joined(previous, draft)) return { ...draft, group };
    return draft;
  });
}

const NOZZLE_WORDS = /\b(?:jets?|nozzles?|tfa|bit|32nds|\/32)\b|\/32/;
/** "3x12", "3 x 12s", "3-12s", "1×13". */
const NOZZLE_SET = /(?<![\w.])(\d)\s*[x×*]\s*(\d{1,2})(?:s|'s|\/32(?:nds)?)?(?![\w.])/g;
/** A single nozzle added to a set: "… and a 12", "… + one 13s". */
const NOZZLE_ONE =
  /^\s*(?:\+|&|and|,|plus)\s*(?:a|an|one|1|single)\s+(\d{1,2})(?:s|'s|\/32(?:nds)?)?(?![\w.])/;
/** "12-12-13", "12/12/12", "12, 12, 13" after "jets". */
const NOZZLE_LIST =
  /(?:jets?|nozzles?)\s*(?:of|:|=|are|is)?\s*((?:\d{1,2}\s*[-/,]\s*){1,8}\d{1,2})(?:s|\/32(?:nds)?)?(?![\w.])/g;

/**
 * Bit nozzles in 32nds of an inch: "3x12 + 1x13", "3 x 12s and 2 x 13s", "jets 12-12-13". The
 * numbers of a set become one mention; only read where the message speaks of jets or nozzles.
 */
function readNozzles(text: string, drafts: Draft[]): Draft[] {
  if (!NOZZLE_WORDS.test(text)) return drafts;
  const spans: { start: number; end: number; sizes: number[] }[] = [];
  const sets = [...text.matchAll(NOZZLE_SET)].map((set) => ({
    count: Number(set[1]),
    size: Number(set[2]),
    at: set.index,
    end: set.index + set[0].length,
  }));
  for (let index = 0; index < sets.length; index += 1) {
    const first = sets[index];
    if (first === undefined) continue;
    const sizes: number[] = [];
    let end = first.end;
    const add = (set: { count: number; size: number }) => {
      for (let n = 0; n < set.count; n += 1) sizes.push(set.size);
    };
    add(first);
    for (;;) {
      const next = sets[index + 1];
      if (next !== undefined && /^\s*(?:\+|&|and|,|plus)\s*$/.test(text.slice(end, next.at))) {
        add(next);
        end = next.end;
        index += 1;
        continue;
      }
      // One more nozzle said on its own: "3x13s and a 12", "2 x 12 + one 11".
      const single = NOZZLE_ONE.exec(text.slice(end));
      if (single === null) break;
      add({ count: 1, size: Number(single[1]) });
      end += single[0].length;
    }
    if (sizes.every((size) => size >= 7 && size <= 32)) {
      spans.push({ start: first.at, end, sizes });
    }
  }
  for (const list of text.matchAll(NOZZLE_LIST)) {
    const numbers = (list[1] ?? '').split(/\s*[-/,]\s*/).map(Number);
    const start = list.index + list[0].indexOf(list[1] ?? '');
    if (
      numbers.length >= 2 &&
      numbers.every((size) => size >= 7 && size <= 32) &&
      !spans.some((span) => span.start <= start && start < span.end)
    ) {
      spans.push({ start, end: list.index + list[0].length, sizes: numbers });
    }
  }
  if (spans.length === 0) return drafts;
  const outside = drafts.filter(
    (draft) => !spans.some((span) => draft.start < span.end && draft.end > span.start),
  );
  const nozzles: Draft[] = spans.map((span) => ({
    value: span.sizes.reduce((sum, size) => sum + size, 0),
    unit: readUnit('32nds'),
    raw: text.slice(span.start, span.end).trim(),
    start: span.start,
    end: span.end,
    nozzles: span.sizes,
  }));
  return [...outside, ...nozzles].sort((a, b) => a.start - b.start);
}
