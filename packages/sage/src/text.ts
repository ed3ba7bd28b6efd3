/**
 * Text as the language layer reads it: one normal form for every reader (lower case, typographic
 * variants folded), words with their positions, a light stemmer, the general vocabulary of
 * shortened words engineers type ("vel", "press", "temp"), and phrase matching that forgives a
 * typo in a long word. Every lexicon of the layer (units, roles, calculator terms, knowledge)
 * matches through these functions, so a spelling learned once is learned everywhere.
 */

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** A number without the binary noise of its arithmetic (20 × 93.1 is 1862; 4.1 × 1e6 4,100,000). */
export function tidy(value: number): number {
  return Number(value.toPrecision(15));
}

/** The scale word of a power of ten ("10^6" is a million). */
const SCALE_OF_POWER: Readonly<Record<string, string>> = {
  '3': 'thousand',
  '6': 'million',
  '9': 'billion',
};

/** A period's name before its number ("month 1", "yr 3", "day 12"). */
const PERIOD_BEFORE = /\b(?:months?|mos?|days?|years?|yrs?|weeks?|wks?|quarters?|hours?|hrs?)\s*$/i;

/** Lower case with typographic variants folded (³, º, non-breaking spaces, unicode minus, quotes). */
export function normaliseText(text: string): string {
  return (
    text
      // "the Kolb 1H", "Henderson 2H": a well's name and number, no hours; read as "kolb h1".
      .replace(/\b([A-Z][A-Za-z]+ #?)(\d{1,3})([HV])\b/g, '$1$3$2')
      // "Well P-12", "HZ-7 is making …": a name of capitals and a hyphen numbers a well or a
      // piece of plant, read as "#12".
      .replace(/(?<![\w.-])([A-Z]{1,3})-(\d{1,4})(?![\d.])/g, '$1 #$2')
      // "on the Smith 2?", "the Miller 3 is making …": a lease's name and well number, numbered
      // as "#2" so that it is read as no quantity.
      .replace(
        /\b([Tt]he [A-Z][a-z]{2,} )(\d{1,3})(?=\s*(?:[?!,;:()]|\.(?!\d)|$)|\s+(?:is|was|has|had|well|gas|oil|water|swd|injector|producer|makes|making|made|and|on|with)\b)/g,
        '$1#$2',
      )
      // "Lonestar 5 update: …", "Pad 4: …", "Jackrabbit 4 on the pumping unit since …": a lease or
      // pad and its number opening a message or a sentence, before a colon, a report's word or a
      // verb — not a quantity's name ("Pressure 250 on the casing").
      .replace(
        /(^|[.!?]\s+)((?!(?:Pressure|Rate|Depth|Temp|Temperature|Level|Weight|Flow|Choke|Stroke|Speed|Gauge|Casing|Tubing|Oil|Gas|Water|Mud|Pump|Total|About|Around|Only|Maybe|Approx|Months?|Days?|Years?|Weeks?|Quarters?|Hours?|Time)\b)[A-Z][a-z]{2,} )(\d{1,3})(?=\s*(?::|,(?!\d)|-\s|(?:update|report|status)\b)|\s+(?:on|since|is|was|has|had|well|makes|making|made|with)\b)/g,
        '$1$2#$3',
      )
      // "since 9/12", "test 11/14", "on 3/15/2026": a date, not a fraction — a fraction's
      // denominator is 2, 4, 8 or 16 ("from 1/2 to 3/4 in" stays a size).
      .replace(
        /\b(since|on|test|tested|dated|from|until|till|as of|by) (1[0-2]|0?[1-9])\/(?!(?:0?[248]|16)\b)(3[01]|[12]\d|0?[1-9])\b/gi,
        '$1 (date)',
      )
      .replace(/\b(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])\/(?:\d{4}|\d{2})\b/g, '(date)')
      // "19.5 kg/kmol", "lb/lbmol": a molar mass, the same number in g/mol — not a mass.
      .replace(/\b(?:kg\/kmol|kg\/kgmol|lbm?\/lb-?mol|g\/gmol)\b/gi, 'g/mol')
      // "1.85 x 10^9 sm3", "10^6 m3": a power of ten written out, as its scale word.
      .replace(
        /(\d)\s*[x×*]\s*10\s*(?:\^|\*\*)\s*([369])\b/gi,
        (_, digit: string, power: string) => `${digit} ${SCALE_OF_POWER[power]}`,
      )
      .replace(
        /(^|[^\d.,])10\s*(?:\^|\*\*)\s*([369])(?=\s*(?:s?m3|m³|sm³|cubic)\b)/gi,
        (_, before: string, power: string) => `${before}${SCALE_OF_POWER[power]}`,
      )
      // "dP": a pressure difference as engineers write it ("DP" is drill pipe).
      .replace(/\bdP\b/g, 'delta p')
      // "tour 2 on H&P 440", "rig 27", "shift 3", "Section 14", "Block 12": a drilling rig's
      // number, a crew's shift, a survey section or an offshore block.
      .replace(/\b(H&P|[Rr]ig|[Tt]our|[Ss]hift|[Bb]lock|[Pp]latform) #?(\d{1,4})\b/g, '$1 #$2')
      // A survey section is numbered 1 to 36 ("a quarter section, 160 ac" is an area).
      .replace(
        /(?<!(?:quarter|half) )\b([Ss]ection|[Ss]ec\.?) #?([1-9]|[12]\d|3[0-6])\b(?![.,]?\d)/g,
        '$1 #$2',
      )
      .toLowerCase()
      // "2980 mTVD", "11,870 ftMD", "3215 mRKB": a depth's datum written onto its length unit.
      .replace(
        /(\d ?(?:m|ft|'))(md|tvd|tvdss|tvdrt|tvdrkb|mdrt|mdrkb|kb|rkb|rt|brt|bdf|bgl|ss|msl)\b/g,
        '$1 $2',
      )
      // "2700 m md/2450 m tvd": a depth after a datum and a slash is a quantity, not a denominator.
      .replace(/\b(md|tvd|tvdss|mdrt|mdrkb|kb|rkb)\/(?=\d)/g, '$1 / ')
      .replace(/[³]/g, '3')
      .replace(/[²]/g, '2')
      .replace(/[º˚]/g, '°')
      // "32° API", "32°API": the degree belongs to the API gravity, not to a temperature or angle.
      .replace(/°\s*api\b/g, ' °api')
      .replace(/[\u00a0\u2009\u202f]/g, ' ')
      .replace(/[−–—]/g, '-')
      .replace(/[“”″]/g, '"')
      .replace(/[’′‘]/g, "'")
      // "12¼", "9 ⅝": a typographic fraction spelled out, a space after a whole number.
      .replace(/(\d) ?([¼½¾⅛⅜⅝⅞])/g, '$1 $2')
      .replace(/[¼½¾⅛⅜⅝⅞]/g, (fraction) => VULGAR_FRACTIONS[fraction] ?? fraction)
      // "est. 150 m", "approx. 2,000 psi": the abbreviation's point ends no sentence.
      .replace(/\b(est|approx|appx|abt)\.(?=\s)/g, '$1')
      // "20 stands (93 ft each)", "150 joints of 31.5 ft", "12 jts averaging 30 ft": the length of
      // the string, the count times the length of one.
      .replace(
        /\b(\d{1,4}) ?(stands?|stds?|joints?|jts?) ?(?:\( ?(?:@ ?)?(?=[\d.]+ ?(?:ft|feet|foot|') ?(?:each|apiece|per (?:stand|joint|jt))\b)|of |x |averaging |avg |@ )(\d{1,3}(?:\.\d+)?) ?(?:ft|feet|foot|') ?(?:each|apiece|per (?:stand|joint|jt))? ?\)?(?=[\s,.;:?!]|$)/gi,
        (_, count: string, _what: string, each: string) =>
          `${tidy(Number(count) * Number(each))} ft`,
      )
      // "SCR from this morning was 480 psi": when a figure was taken, no name of a quantity.
      .replace(
        /\bfrom (?:this (?:morning|afternoon|evening)|today|yesterday|last (?:night|tour|shift|week)|the (?:last|morning|night|day) tour|earlier(?: today)?)\b/g,
        ' ',
      )
      // "KMW from the sheet 12.8", "ICP per the kill sheet": where a figure was read is what it
      // is of, no starting value ("from 12 to 12.8").
      // ("Static from the October BHP survey 3,150 psia": the source's own words name nothing.)
      .replace(
        /\b(?:from|per|off|on|as per|according to)\s+(the|our|my|this|that|last|latest)\s+(?:[a-z0-9&-]+\s+){0,2}?(sheet|report|dpr|log|chart|program|programme|spreadsheet|tally|plan|card|schedule|survey)\b/gi,
        'of $1 $2',
      )
      // "TDH worked out at 6,450 ft", "rate topped out at 900": a verb's "out" is no outlet.
      .replace(
        /\b((?:work|figur|turn|max|top|bottom|level|flatten|peak|plateau)[a-z]*|comes?|came|coming) out (?=at|to|as)\b/gi,
        '$1 ',
      )
      // "70% secant eff", "eff. decline": a decline's effective form, not an efficiency.
      .replace(/\b(secant|tangent)\s+eff\b\.?/gi, '$1 effective')
      .replace(/\beff\.?(?=\s+(?:decline|di)\b)/gi, 'effective')
      // "9 MUSD", "250 kUSD": a sum's scale joined to its currency.
      .replace(/(\d)\s*(mm|m|k|b)usd\b/gi, '$1 $2 usd')
      // Field shorthand: "drilling w/ 11.4", "w/o the pump".
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\/(?=[\s\d])/g, 'with ')
      // "200 psia -> 650 psia", "14 → 12 ppg": an arrow between figures reads "to".
      .replace(/\s*(?:->|→|=>)\s*/g, ' to ')
      // "14 200 m3/d", "2 350 m": thousands set off by a space, as SI writes them — not "3 500 bbl
      // tanks" (three of them), a size and its fraction, nor a figure after its period's number
      // ("month 3 861, month 6 741": before a comma the two stay apart; "month 1 310 bopd": a
      // period's name makes the first its number).
      .replace(
        /(?<![\w.,/])(\d{1,3})((?: \d{3})+)(?![\d/.,])/g,
        (whole, head: string, groups: string, at: number, all: string) =>
          COUNTED_AFTER.test(all.slice(at + whole.length, at + whole.length + 40)) ||
          PERIOD_BEFORE.test(all.slice(Math.max(0, at - 12), at))
            ? whole
            : `${head}${groups.replaceAll(' ', '')}`,
      )
      // "900k,800k,700k": a list of scaled figures written without spaces.
      .replace(/(\d(?:k|mm|m)),(?=-?\$?\d)/gi, '$1, ')
      // "months 0,3,6,9,12": a list written without spaces (a thousands comma has three digits).
      .replace(/(\d),(?=\d{1,2}(?![\d.]))/g, '$1, ')
      // "12  1/4 in": one space between a whole number and its fraction.
      .replace(/(\d) {2,}(\d{1,2}\/\d)/g, '$1 $2')
      // Greek symbols engineers write for a quantity: "ρm", "μo", "σ", "γg", "Δp", "ε".
      .replace(/δ/g, 'delta ')
      .replace(/[μµ]/g, 'mu ')
      .replace(/ρ/g, 'rho ')
      .replace(/σ/g, 'sigma ')
      .replace(/γ/g, 'gamma ')
      .replace(/ε/g, 'epsilon ')
      .replace(/[φϕ]/g, 'phi ')
      .replace(/θ/g, 'theta ')
      // "For a year", "over two months", "for the first year": a duration in words is a number.
      .replace(
        /\b(for|over|during|in|after|within)\s+(?:the\s+(?:first|next)\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(years?|months?|yrs?|mos?|days?|weeks?)\b/g,
        (_, before: string, count: string, unit: string) =>
          `${before} ${NUMBER_WORDS[count] ?? count} ${unit}`,
      )
      .replace(/\b(for|over|during)\s+the\s+first\s+(year|month)\b/g, '$1 1 $2')
  );
}

/** What follows a count of things each of a size ("3 500 bbl tanks", "2 350 hp pumps"). */
const COUNTED_AFTER =
  /^\s*[a-z0-9"'/.-]*\s*(?:tanks?|pumps?|wells?|vessels?|joints?|stands?|units?|trucks?|loads?|sacks?|stages?|compressors?|separators?|heaters?|lines?|engines?)\b/;

/** Counts written in words before a duration. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};

/** Words that leave out what follows them: "no Payne correction", "skip the TX fees". */
const LEAVE_OUT =
  /\b(?:no|not|without|w\/o|skip|skipping|exclude|excluding|ignore|ignoring|leave out|leaving out)\b[^.;,]{0,24}$/;

/**
 * Whether `text` (normalised) names what `named` matches only to leave it out: "no Payne
 * correction", "skip the TX cleanup fees", "Payne correction off" — not "pressure drop with the
 * Payne correction".
 */
export function leftOut(text: string, named: RegExp): boolean {
  const flags = named.flags.includes('g') ? named.flags : `${named.flags}g`;
  const found = [...text.matchAll(new RegExp(named.source, flags))];
  return (
    found.length > 0 &&
    found.every(
      (match) =>
        LEAVE_OUT.test(text.slice(0, match.index)) ||
        /^\S*\s*(?:[a-z]+\s+)?(?:off|not applied)\b/.test(
          text.slice(match.index + match[0].length),
        ),
    )
  );
}

/** One word of a text: its canonical form (stemmed, abbreviations expanded) and where it is. */
export interface Word {
  /** As written, lower case. */
  raw: string;
  /** The form lexicons compare: stemmed, with the general vocabulary applied. */
  term: string;
  start: number;
  end: number;
  /**
   * A number, a comma (colon, bracket …) or a sentence's end stands between it and the word
   * before: no phrase runs across it.
   */
  afterNumber?: boolean;
}

/**
 * Shortened words engineers type, to the word the lexicons use. Only abbreviations that mean one
 * thing across the oilfield belong here; an abbreviation whose meaning depends on its neighbours
 * ("DP": drill pipe or differential pressure) is a phrase of the role or calculator it names.
 */
const VOCABULARY: Readonly<Record<string, string>> = {
  vel: 'velocity',
  velo: 'velocity',
  veloc: 'velocity',
  press: 'pressure',
  pres: 'pressure',
  pressur: 'pressure',
  psr: 'pressure',
  temp: 'temperature',
  tmp: 'temperature',
  vol: 'volume',
  cap: 'capacity',
  capy: 'capacity',
  wt: 'weight',
  wgt: 'weight',
  dens: 'density',
  visc: 'viscosity',
  vis: 'viscosity',
  viscosty: 'viscosity',
  grad: 'gradient',
  eff: 'efficiency',
  effic: 'efficiency',
  efficency: 'efficiency',
  calc: 'calculate',
  calcs: 'calculate',
  calculation: 'calculate',
  compute: 'calculate',
  figure: 'calculate',
  approx: 'approximately',
  csg: 'casing',
  tbg: 'tubing',
  hydrostatics: 'hydrostatic',
  hydrostat: 'hydrostatic',
  hydro: 'hydrostatic',
  annulus: 'annular',
  annuli: 'annular',
  ann: 'annular',
  prod: 'production',
  produce: 'production',
  producing: 'production',
  res: 'reservoir',
  resv: 'reservoir',
  rsvr: 'reservoir',
  reservior: 'reservoir',
  form: 'formation',
  fm: 'formation',
  fmn: 'formation',
  dia: 'diameter',
  diam: 'diameter',
  od: 'od',
  id: 'id',
  circ: 'circulating',
  circulate: 'circulating',
  circulation: 'circulating',
  stg: 'stage',
  stgs: 'stage',
  strk: 'stroke',
  stk: 'stroke',
  stks: 'stroke',
  bbls: 'bbl',
  bbl: 'bbl',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  metres: 'm',
  meters: 'm',
  metre: 'm',
  meter: 'm',
  gradiant: 'gradient',
  hydrastatic: 'hydrostatic',
  hydrostatc: 'hydrostatic',
  equiv: 'equivalent',
  eqv: 'equivalent',
  equivelant: 'equivalent',
  equivilent: 'equivalent',
  max: 'maximum',
  min: 'minimum',
  avg: 'average',
  ave: 'average',
  tot: 'total',
  perf: 'perforation',
  perfs: 'perforation',
  ppm: 'ppm',
  spm: 'spm',
  sg: 'sg',
  yr: 'year',
  yrs: 'year',
  annual: 'year',
  annually: 'year',
  mo: 'month',
  mos: 'month',
  monthly: 'month',
  hr: 'hour',
  hrs: 'hour',
  mins: 'minute',
  minute: 'minute',
  sec: 'second',
  wc: 'water cut',
};

/** Words whose trailing "s" is part of the word, not a plural. */
const KEEP_S = new Set([
  'gas',
  'bias',
  'psi',
  'is',
  'this',
  'was',
  'has',
  'us',
  'plus',
  'minus',
  'less',
  'loss',
  'press',
  'mass',
  'gross',
  'cross',
  'thickness',
  'process',
  'radius',
  'analysis',
  'basis',
  'axis',
  'status',
  'ops',
  'sos',
  'its',
  'yes',
  'has',
  'does',
  'series',
  'stress',
  'success',
  'always',
  'perhaps',
]);

/** A light English stemmer: plurals only, so "velocities" meets "velocity" and "pumps" "pump". */
export function stem(word: string): string {
  if (word.length <= 3 || KEEP_S.has(word) || !word.endsWith('s')) return word;
  if (word.endsWith("'s")) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}

/** The canonical form of one lower-case word: the vocabulary's word, else its stem. */
export function termOf(raw: string): string {
  const known = VOCABULARY[raw];
  if (known !== undefined) return known;
  const stemmed = stem(raw);
  return VOCABULARY[stemmed] ?? stemmed;
}

const WORD = /[a-z][a-z0-9]*(?:'[a-z]+)?|\d+[a-z]+[a-z0-9]*|[a-z0-9]*[a-z][a-z0-9]*|@/g;

/** Short words written with a stop that ends no sentence ("sp. gr.", "no. 2", "csg. press."). */
const STOPPED = new Set(['sp', 'gr', 'no', 'vs', 'ca', 'eg', 'ie', 'st', 'ft', 'in', 'lb', 'deg']);

/** Whether a word before ". " is an abbreviation rather than a sentence's last word. */
function abbreviated(raw: string): boolean {
  return raw.length < 4 && (STOPPED.has(raw) || VOCABULARY[raw] !== undefined);
}

/**
 * The words of a normalised text. A word the vocabulary expands to several ("wc" → "water cut")
 * gives one word per part, all at the written word's position.
 */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const gap = text.slice(previousEnd, start);
    // A phrase does not run across a number, a comma or colon, or the end of a sentence ("…of
    // liquid. Retention time?"; "sp. gr." is no sentence's end).
    const afterNumber =
      words.length > 0 &&
      (/[\d,;:?!()]/.test(gap) || (/^\.\s/.test(gap) && !abbreviated(words.at(-1)?.raw ?? '')));
    // "500 bbl @ 14.0": the sign is the word.
    // The words an abbreviation stands for ("wc": water cut) are one phrase: only the first
    // follows the break.
    for (const [index, part] of (raw === '@' ? 'at' : termOf(raw)).split(' ').entries()) {
      const broken = afterNumber && index === 0;
      words.push({ raw, term: part, start, end, ...(broken && { afterNumber: broken }) });
    }
    previousEnd = end;
  }
  return words;
}

/** The canonical words of a phrase, as lexicons write them ("annular velocity"). */
export function phraseTerms(phrase: string): string[] {
  return wordsOf(normaliseText(phrase)).map((word) => word.term);
}

/**
 * Whether two canonical words are the same allowing one typo (an edit, or two swapped letters) in
 * a word of six or more letters, and two in a word of ten or more: "hydrostaic", "viscocity".
 * Digits must match exactly, so "co2" never meets "co3".
 */
export function sameTerm(written: string, known: string): boolean {
  if (written === known) return true;
  const length = Math.min(written.length, known.length);
  if (length < 6 || /\d/.test(written) || /\d/.test(known)) return false;
  if (written[0] !== known[0]) return false;
  const allowed = length >= 10 ? 2 : 1;
  if (Math.abs(written.length - known.length) > allowed) return false;
  return editDistance(written, known, allowed) <= allowed;
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    let rowMin = Number.POSITIVE_INFINITY;
    const row = d[i] as number[];
    const above = d[i - 1] as number[];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Where a phrase was found among a text's words. */
export interface PhraseMatch {
  /** Index of its first and one past its last word in the word list. */
  from: number;
  to: number;
  /** Character positions in the normalised text. */
  start: number;
  end: number;
}

/**
 * Every place the phrase's words appear in order, each right after the previous one, articles and
 * possessives between them skipped either way: "raise mud weight" is found in "raise the mud
 * weight", and "depress the hydrate temperature" in "depress hydrate temp".
 */
export function findPhrase(words: readonly Word[], terms: readonly string[]): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  const head = terms[0];
  if (head === undefined) return matches;
  for (const from of startsOf(words, head)) {
    let index = from;
    let matched = 0;
    while (matched < terms.length && index < words.length) {
      const word = words[index] as Word;
      if (matched > 0 && word.afterNumber === true) break;
      if (sameTerm(word.term, terms[matched] as string)) {
        matched += 1;
        index += 1;
        continue;
      }
      if (matched > 0 && FILLERS.has(word.term) && !FILLERS.has(terms[matched] as string)) {
        index += 1;
        continue;
      }
      // …and an article the phrase has that the message leaves out.
      if (matched > 0 && FILLERS.has(terms[matched] as string)) {
        matched += 1;
        continue;
      }
      break;
    }
    if (matched === terms.length) {
      const first = words[from] as Word;
      const last = words[index - 1] as Word;
      matches.push({ from, to: index, start: first.start, end: last.end });
    }
  }
  return matches;
}

/** Each word list's positions by canonical word, built once: phrases start only where one can. */
const wordIndexes = new WeakMap<readonly Word[], Map<string, number[]>>();

/** Where a phrase whose first word is `head` may start: that word, or one a typo away. */
function startsOf(words: readonly Word[], head: string): readonly number[] {
  let index = wordIndexes.get(words);
  if (index === undefined) {
    index = new Map();
    words.forEach((word, position) => {
      const list = index?.get(word.term);
      if (list === undefined) index?.set(word.term, [position]);
      else list.push(position);
    });
    wordIndexes.set(words, index);
  }
  const exact = index.get(head) ?? [];
  if (head.length < 6) return exact;
  const near: number[] = [...exact];
  for (const [term, positions] of index) {
    if (term !== head && sameTerm(term, head)) near.push(...positions);
  }
  return near.sort((a, b) => a - b);
}

/**
 * Words skipped between the words of a phrase: articles and possessives, the copulas and
 * hedges of a correction ("our barite is actually SG 4.1" names the barite SG), and the modal
 * verbs of a question ("how much are the pits gonna go up" asks how much the pits go up).
 */
const FILLERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'their',
  'is',
  'was',
  'only',
  'actually',
  'really',
  'just',
  'will',
  'would',
  'should',
  'could',
  'might',
  'gonna',
]);
