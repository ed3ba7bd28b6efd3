/**
 * Tokenisation for knowledge-base retrieval. Regulatory text is full of identifiers that people
 * spell several ways, so they are brought to one canonical token before anything else:
 *
 * | Written                                                    | Token            |
 * | ---------------------------------------------------------- | ---------------- |
 * | `W-1`, `W1`, `w 1`, `Form W-1`                             | `w1`             |
 * | `H-1A`, `W-3A`, `R-32`                                     | `h1a`, `w3a`, `r32` |
 * | `SWR 32`, `Rule 32`, `Statewide Rule 32`, `§3.32`, `16 TAC §3.32` | `swr32`   |
 * | `3160-3`                                                   | `3160_3`, `3160` |
 * | `250.1160`                                                 | `250.1160`, `250` |
 * | `Subpart W`                                                | `subpart`, `subpart_w` |
 * | `1,320`                                                    | `1320`           |
 *
 * Then stop words are dropped and words are reduced by a light suffix stemmer (plurals, -ing,
 * -ed, -ion, -ly, final -e), applied identically to entries and questions.
 */

/** Function words and question scaffolding that say nothing about the topic. */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can cannot could did do does doing done down during each either else
  ever every few for from further get gets getting give given go going got had has have having he
  her here hers herself him himself his how however i if in into is it its itself just know let
  like may me mean means meaning might mine more most much must my myself need needs no nor not now
  of off on once only or other our ours ourselves out over own please regarding same say says
  shall she should so some such tell than that the their theirs them themselves then there these
  they this those through thus to too under until up upon us very via want wants was we were what
  whats when where whether which while who whom whose why will with within without would yes yet
  you your yours yourself yourselves explain explained describe anything something someone
  thing things way ways really actually basically quick quickly help hi hello hey thanks thank
  im ive id ill dont doesnt isnt arent cant wont didnt shouldnt whats hows whos theres lets
  ok okay sure one two best good better goes went first issue issues problem problems
  question questions info information option options dealing remedy remedies mitigate mitigates
  mitigating mitigation strategy strategies`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** A figure right before a test's name ("13.9 ppg LOT") or right after it ("FIT 13.5", "LOT was 14.2"). */
const FIGURE_BEFORE = /\d\s*(?:[a-z]+\s*)?$/i;
const FIGURE_AFTER = /^\s*(?:(?:was|is|of|at|to|=|:|@)\s*)?\d/i;

/** Letters that prefix Texas RRC form numbers written with a space (`w 1`, `p 5`). */
const SPACED_FORM = /\b(w|g|p|h|r|gw)\s+(\d{1,2}[a-z]?)\b/g;

function canonicalise(text: string): string {
  return (
    text
      .normalize('NFKC')
      // "Bleeding a lot", "lots of water": plenty — but "a LOT" in capitals is a leak-off test.
      .replace(/\b(?:[Aa]\s+(?:whole\s+)?lot|[Ll]ots)\b/g, ' much ')
      // Tests written in capitals, whose letters are everyday words ("fit", "lot"), asked about
      // ("when do I stop pumping on a FIT?") — not a figure's name ("13.9 ppg LOT", "FIT 13.5").
      .replace(/\b(FIT|LOT)s?\b/g, (test: string, name: string, at: number, whole: string) =>
        FIGURE_BEFORE.test(whole.slice(Math.max(0, at - 12), at)) ||
        FIGURE_AFTER.test(whole.slice(at + test.length, at + test.length + 16))
          ? ` ${name} `
          : name === 'FIT'
            ? ' formation integrity test '
            : ' lot leak off test ',
      )
      // "MEG" in capitals is the glycol (monoethylene glycol), not an insulation test's megs.
      .replace(/\bMEG\b/g, ' monoethylene glycol ')
      .toLowerCase()
      .replace(/\bmeoh\b/g, ' methanol ')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      // "Isn't moving", "wont start": the "not" said as a word, as phrases say it.
      .replace(/\b(is|are|was|were|do|does|did|has|have|had|could|would|should)n'?t\b/g, '$1 not')
      .replace(/\bwon'?t\b/g, 'will not')
      .replace(/\bcan'?t\b/g, 'can not')
      // The pump's or line's "pop-off" is its relief valve, not a valve popping off.
      .replace(/\bpop-?offs?\b/g, ' popoff ')
      .replace(/'s\b/g, '')
      // "Down stroke", "up-stroke": the rod pump's downstroke and upstroke, one word as written.
      .replace(/\b(up|down)[\s-]+(strokes?)\b/g, '$1$2')
      // "Startup" is a start-up ("start-up" reads as start).
      .replace(/\bstartups?\b/g, ' start up ')
      // Field shorthand: "w/" is with, "w/o" without ("flowing w/ pumps off").
      .replace(/\bw\/o\b/g, ' without ')
      .replace(/\bw\/(?=\s|$)/g, ' with ')
      // Field shorthand: "press" is a pressure ("csg press", "injector press up").
      .replace(/\bpress\b/g, ' pressure ')
      // The tree's swab valve is a valve, not swabbing a well in or on a trip.
      .replace(/\bswab\s+valves?\b/g, ' swabvalve ')
      .replace(/'/g, '')
      // Thousands separators: 1,320 → 1320.
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      // Texas Statewide Rules: 16 TAC §3.32, §3.32, Rule 3.32 → swr32.
      .replace(/\b(?:16\s*)?tac\s*§*\s*3\.(\d{1,3})\b/g, ' swr$1 ')
      .replace(/§+\s*3\.(\d{1,3})\b/g, ' swr$1 ')
      .replace(/\brule\s+3\.(\d{1,3})\b/g, ' swr$1 ')
      // SWR 32, Rule 32, Statewide Rule 32, Rule No. 32 → swr32.
      .replace(
        /\b(?:statewide\s+rules?|swr|sw\s+rule|rules?)\s*(?:no\.?\s*|number\s*|#\s*)?(\d{1,3})\b(?![.\d])/g,
        ' swr$1 ',
      )
      // Numbered forms with a dash: 3160-3 → 3160_3 and 3160.
      .replace(/\b(\d{3,4})\s*-\s*(\d{1,2})\b/g, ' $1_$2 $1 ')
      // Lettered forms: W-1 → w1, H-1A → h1a, R-32 → r32, GW-1 → gw1.
      .replace(/\b([a-z]{1,2})-(\d{1,3}[a-z]?)\b/g, '$1$2')
      .replace(SPACED_FORM, '$1$2')
      // Subpart letters: "subpart W" → subpart, subpart_w.
      .replace(/\bsubpart\s+([a-z]{1,6})\b/g, ' subpart subpart_$1 $1 ')
      .replace(/§/g, ' ')
  );
}

/** Splits a canonicalised string into raw tokens, keeping dotted section numbers whole. */
function rawTokens(canonical: string): string[] {
  const tokens: string[] = [];
  for (const piece of canonical.split(/[^a-z0-9_.]+/)) {
    const trimmed = piece.replace(/^\.+|\.+$/g, '');
    if (trimmed.length === 0) continue;
    if (/^\d+(?:\.\d+)+$/.test(trimmed)) {
      // 250.1160 → 250.1160 and 250 (so "30 CFR 250" also finds the section).
      tokens.push(trimmed, trimmed.slice(0, trimmed.indexOf('.')));
    } else if (trimmed.includes('.')) {
      tokens.push(...trimmed.split('.').filter((part) => part.length > 0));
    } else {
      tokens.push(trimmed);
    }
  }
  return tokens;
}

const DOUBLED_CONSONANT = /([bcdfgkmnprt])\1$/;

/** Removes `suffix` when at least four letters remain, undoubling a final consonant. */
function stripSuffix(word: string, suffix: string): string | undefined {
  if (!word.endsWith(suffix) || word.length - suffix.length < 4) return undefined;
  const stemmed = word.slice(0, -suffix.length);
  return DOUBLED_CONSONANT.test(stemmed) ? stemmed.slice(0, -1) : stemmed;
}

/** Words whose stem the suffix rules do not find: "safety" is what is safe. */
const IRREGULAR_STEMS: ReadonlyMap<string, string> = new Map([['safety', 'safe']]);

function computeStem(word: string): string {
  const irregular = IRREGULAR_STEMS.get(word);
  if (irregular !== undefined) return irregular;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is|ys)$/.test(w)) w = w.slice(0, -1);

  const stripped = stripSuffix(w, 'ing') ?? stripSuffix(w, 'ed') ?? stripSuffix(w, 'ly');
  if (stripped !== undefined) w = stripped;
  else if (w.endsWith('ive') && w.length - 3 >= 4) w = w.slice(0, -3);
  // After -ing or -ed too: "commissioning" and "commission" meet at `commiss`.
  if (/[ts]ion$/.test(w) && w.length - 3 >= 4) w = w.slice(0, -3);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Stems already computed; the vocabulary is small, so this stays small (and is capped). */
const stems = new Map<string, string>();
const STEM_CACHE_LIMIT = 20_000;

/**
 * A light English stemmer: enough to meet "scale", "scales", "scaling" and "scaled" at `scal`,
 * "flare", "flaring" and "flared" at `flar`, "permits" and "permitting" at `permit`. Words of
 * three letters or fewer and anything with a digit are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  const known = stems.get(word);
  if (known !== undefined) return known;
  const stemmed = computeStem(word);
  if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
  stems.set(word, stemmed);
  return stemmed;
}

/** True for words the tokenizer drops as carrying no topic. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * The searchable terms of `text`, in order: canonical identifiers, no stop words, no
 * one-character tokens, stemmed words.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const token of rawTokens(canonicalise(text))) {
    if (token.length < 2 || STOP_WORDS.has(token)) continue;
    terms.push(stem(token));
  }
  return terms;
}

/**
 * Every word of `text`, stemmed, in order, stop words included: for matching field phrases whose
 * small words carry the meaning ("loads up", "pumped off", "won't break").
 */
export function phraseWords(text: string): string[] {
  return rawTokens(canonicalise(text)).map((token) => stem(token));
}

/** Words that deny what follows them: "does not fizz", "won't restart", "no flow". */
const NEGATORS = new Set(
  'not no never doesnt dont didnt wont cant isnt arent wasnt werent hasnt havent nothing without'.split(
    ' ',
  ),
);

/** How many words after a negator it reaches ("does not fizz in acid": fizz, acid). */
const NEGATION_REACH = 2;

/**
 * The terms of `text` (as {@link tokenize} gives them) that a negation denies: those among the
 * {@link NEGATION_REACH} words after "not", "no", "doesn't" and the like.
 */
export function negatedTerms(text: string): Set<string> {
  const words = phraseWords(text);
  const denied = new Set<string>();
  words.forEach((word, index) => {
    if (!NEGATORS.has(word)) return;
    for (const next of words.slice(index + 1, index + 1 + NEGATION_REACH)) {
      for (const term of tokenize(next)) denied.add(term);
    }
  });
  return denied;
}

/** Which way a quantity went: up (rising, higher), down (falling, lower) or neither (steady, normal). */
export type TrendDirection = 'up' | 'down' | 'steady';

/** A quantity said to go one way: its term ("pressur") and the word before it ("inject"). */
export interface Trend {
  head: string;
  modifier?: string;
  direction: TrendDirection;
}

const stemSet = (words: string): ReadonlySet<string> =>
  new Set(words.split(/\s+/).map((word) => stem(word)));
/**
 * What is measured and trended on a well, a rig or a plant: a way read beside anything else
 * ("low spots", "high-pressure well", "dropped object") is not a trend.
 */
const QUANTITIES = stemSet(
  `pressure pressures rate rates production output flow flowrate throughput amps amp current load
  loads torque drag temperature temp level cut gor glr cgr wor bsw pip thp fthp whp sicp sidpp
  spp ecd rop rpm spm speed vibration weight gels yp viscosity vis ph chloride chlorides calcium
  h2s co2 injectivity productivity pi fillage efficiency voltage resistance insulation returns
  gain volume differential dp drawdown skin oil gas water fluid sand solids bopd bfpd blpd bwpd
  mcfd mscfd mmscfd mcf wc sitp whip bhp fbhp pressureloss fluidloss filtrateloss frictionloss heatloss`,
);
/**
 * Quantities written several ways, as one [head, modifier]: "temp" is the temperature, "PIP" the
 * intake pressure, "bopd" and "oil" said to fall the oil rate.
 */
const SAME_QUANTITY: Readonly<Record<string, readonly [string, string?]>> = Object.fromEntries(
  (
    [
      ['temp', 'temperatur'],
      ['output', 'production'],
      ['throughput', 'production'],
      ['oil', 'rate', 'oil'],
      ['bopd', 'rate', 'oil'],
      ['gas', 'rate', 'gas'],
      ['mcfd', 'rate', 'gas'],
      ['mscfd', 'rate', 'gas'],
      ['mmscfd', 'rate', 'gas'],
      ['mcf', 'rate', 'gas'],
      ['water', 'rate', 'water'],
      ['bwpd', 'rate', 'water'],
      ['fluid', 'rate', 'liquid'],
      ['bfpd', 'rate', 'liquid'],
      ['blpd', 'rate', 'liquid'],
      ['wc', 'cut', 'water'],
      ['pip', 'pressure', 'intake'],
      ['spp', 'pressure', 'standpipe'],
      ['sicp', 'pressure', 'casing'],
      ['sidpp', 'pressure', 'drillpipe'],
      ['thp', 'pressure', 'tubing'],
      ['fthp', 'pressure', 'tubing'],
      ['sitp', 'pressure', 'tubing'],
      ['whp', 'pressure', 'tubing'],
      ['whip', 'pressure', 'injection'],
      ['bhp', 'pressure', 'bottomhole'],
      ['fbhp', 'pressure', 'bottomhole'],
    ] as const
  ).map(([word, head, modifier]): [string, readonly [string, string?]] => [
    stem(word),
    modifier === undefined ? [stem(head)] : [stem(head), stem(modifier)],
  ]),
);

/** Fluids, which name a quantity of their own ("oil fell") or the one after them ("fluid level"). */
const FLUIDS = stemSet('oil gas water fluid');

/** Modifiers in field shorthand: "csg pressure" is the casing's. */
const MODIFIER_SHORTHAND: Readonly<Record<string, string>> = {
  csg: stem('casing'),
  tbg: stem('tubing'),
  inj: stem('injection'),
};
/**
 * Words that tell one quantity of a kind from another ("casing pressure", "gas rate"); any other
 * word before a quantity (a well's name, "days") does not.
 */
const MODIFIERS = stemSet(
  `casing tubing annulus annular injection intake standpipe pump discharge suction interstage
  separator line flowline wellhead header bottomhole reservoir surface treating gas oil water
  liquid motor lift mud filtrate circulating drillpipe choke`,
);
const RISING = stemSet(
  'rising rise rises rose risen increasing increased increase increases climbing climbed climb climbs jumped jump jumps spiking spiked spike spikes higher high creeping creep creeps raised gaining grew growing grows',
);
const FALLING = stemSet(
  'falling fall falls fell fallen dropping dropped drop drops decreasing decreased decrease decreases declining declined decline declines lower low losing lost sagging sags reduced dwindling decaying',
);
/** Quantities that need a word before them to say which: a rate, a pressure, a flow. */
const GENERIC = stemSet('rate rates pressure pressures flow production volume');
/** Words that say a quantity did not move, read only beside it: "steady PIP", "amps normal". */
const STEADY = stemSet('steady flat unchanged stable constant normal');
/** Between a quantity and its standing still: "the pressure is normal", "rate stayed flat". */
const STAYING = stemSet('is are was were been stayed stays remained remains held holding');
/** Comparisons, said of the quantity after them when one follows: "at lower pressure". */
const COMPARING = stemSet('high higher low lower more less');
/** Verbs that make "up" and "down" a direction: "went up", "coming down", "creeping up", "is up". */
const PARTICLE_VERBS = stemSet(
  'went gone goes going came come coming shot trending trend crept creeping is are was were been',
);
/** Words between a quantity and the way it went: "the GOR has been steadily climbing". */
const LINKING = stemSet(
  'is are was were be been being has have had keep keeps kept start started starting began begun continue continues continued get gets getting got slowly steadily gradually suddenly sharply quickly also still now just very really way significantly much bit lot seem seems seemed appears running reading showing trending',
);
/** How many words may stand between a quantity and the way it went after it. */
const BETWEEN_REACH = 5;

/** Whether the word at `at` stands between a quantity and its way: a linking word, a figure, its unit. */
function between(words: readonly string[], at: number): boolean {
  const word = words[at] ?? '';
  return (
    LINKING.has(word) ||
    (STOP_WORDS.has(word) && !NEGATORS.has(word) && !JOINING.has(word)) ||
    /^\d/.test(word) ||
    (/^\d/.test(words[at - 1] ?? '') && !QUANTITIES.has(word))
  );
}

/**
 * Words that close what was said of an earlier quantity — a joining word, or its own way ("gels up
 * and high fluid loss"): a way after them is not that quantity's.
 */
const JOINING = new Set(['and', 'or', 'but', 'then', 'while', 'up', 'down']);

/** After a way, words that make it a swing: "jumping around", "spiking up and down". */
const SWINGING = new Set(['around', 'about', 'erratically', 'back']);

/** Words between a way and the quantity it is said of: "an increase in water cut". */
const OF_WORDS = new Set(['in', 'of', 'the', 'a', 'an', 'on']);
/** How far back a quantity is looked for before a figure's change ("YP went from 18 to 40"). */
const CHANGE_REACH = 6;
/** After a quantity, "up" and "down" say its way before a figure: "flow down to 20%", "amps up 10%". */
const BY_FIGURE = /^(?:to|by|from|\d.*)$/;
/** A way joined to the next word, naming a kind: "high-pressure", "low-GOR". */
const COMPOUND_WAY = /\b(?:high|low|higher|lower)-(?=[a-z])/g;
/** Quantities named by a drop or a loss: "pressure drop", "fluid loss" (a drop in pressure is not). */
const LOSS_NOUNS = /\b(pressure|fluid|filtrate|friction|heat)\s+(?:drop|loss)(?:es|s)?\b/g;
/** Clauses: a quantity's way is read within its clause ("casing steady, tubing falling"). */
const CLAUSE = /(?<!\d)\.|\.(?!\d)|[,;:!?()\n]+|\s(?:but|while|whereas)\s/;
/**
 * A figure's change: "from 18 to 40", "80 -> 450", "41→36" (not a range: "10 to 15 bbl"; not two
 * units: "2.1 MMscfd to 700 Mscfd").
 */
const CHANGE =
  /\b(?:from\s+(\d+(?:\.\d+)?)\s*([a-z/%]*)\s*to|(\d+(?:\.\d+)?)\s*([a-z/%]*)\s*(?:->|→|=>|>))\s*(\d+(?:\.\d+)?)\s*([a-z/%]*)/g;

/** An abbreviation in brackets after what it stands for: "pump intake pressure (PIP) falling". */
const ACRONYM_AFTER = /\s*\([A-Z][A-Za-z0-9&/]{1,5}\)(?=\s)/g;
/** "Steady or rising" says the way it did not go: read as "rising". */
const NOT_THE_OTHER_WAY = /\b(?:steady|flat|stable|constant|unchanged) or (?=\w)/gi;

/** A quantity and two figures of the same unit or none: "amps 40 to 47", "WHP 900 psi to 650 psi". */
const QUANTITY_FROM_TO =
  /\b([a-z]+)\s+(\d+(?:\.\d+)?)\s*(?:([a-z/%]+)\s+)?to\s+(\d+(?:\.\d+)?)(?:\s*\3)?(?![\d.])/gi;

/**
 * The quantities `text` says went up or down: "injection pressure fell" and "a drop in injection
 * pressure" are (inject, pressur, down), "motor amps went up" (motor, amp, up), "GOR went from 800
 * to 3500" (gor, up). The quantity is read before the way it went, else after it; a way that is
 * denied ("no pit gain") or said of no measured quantity ("the low spots") is none.
 */
export function trends(text: string): Trend[] {
  const found: Trend[] = [];
  const said = (words: readonly string[], from: number, direction: TrendDirection): void => {
    // A fluid named before what is measured of it is that quantity's: "fluid level", "water cut".
    const at =
      FLUIDS.has(words[from] ?? '') && QUANTITIES.has(words[from + 1] ?? '') ? from + 1 : from;
    const word = words[at];
    if (word === undefined || !QUANTITIES.has(word)) return;
    const [head, named] = SAME_QUANTITY[word] ?? [word];
    const before = MODIFIER_SHORTHAND[words[at - 1] ?? ''] ?? words[at - 1] ?? '';
    // The word before says which ("casing pressure", "water cut"), else the quantity's own name.
    const modifier = MODIFIERS.has(before) ? before : named;
    // "The rate is unchanged" of what? Standing still, a bare rate or pressure rules nothing out.
    if (direction === 'steady' && modifier === undefined && GENERIC.has(head)) return;
    found.push({ head, ...(modifier !== undefined && { modifier }), direction });
  };
  const plain = text.replace(ACRONYM_AFTER, '').replace(NOT_THE_OTHER_WAY, '');
  for (const clause of canonicalise(plain).split(CLAUSE)) {
    // "A high-pressure well", "low-GOR oil": a kind of thing, not a way anything went.
    const named = clause.replace(COMPOUND_WAY, ' ').replace(LOSS_NOUNS, ' $1loss ');
    const words = rawTokens(named).map((token) => stem(token));
    const denied = (at: number): boolean =>
      words.slice(Math.max(0, at - 2), at).some((word) => NEGATORS.has(word));
    words.forEach((word, index) => {
      if (STEADY.has(word) && !denied(index)) {
        // "Normal amps", "steady PIP"; "PIP flat around 900", "the pressure is normal".
        if (QUANTITIES.has(words[index + 1] ?? '')) return said(words, index + 1, 'steady');
        const before = index - (STAYING.has(words[index - 1] ?? '') ? 2 : 1);
        if (QUANTITIES.has(words[before] ?? '')) said(words, before, 'steady');
        return;
      }
      const particle =
        (word === 'up' || word === 'down') &&
        (PARTICLE_VERBS.has(words[index - 1] ?? '') ||
          (QUANTITIES.has(words[index - 1] ?? '') && BY_FIGURE.test(words[index + 1] ?? '')));
      const direction: TrendDirection | undefined = particle
        ? word === 'up'
          ? 'up'
          : 'down'
        : RISING.has(word) || word === 'more'
          ? 'up'
          : FALLING.has(word) || word === 'less'
            ? 'down'
            : undefined;
      if (direction === undefined || denied(index - (particle ? 1 : 0))) return;
      // "Amps jumping around" swing; they do not rise.
      if (SWINGING.has(words[index + 1] ?? '')) return;
      // After the way: "a drop in injection pressure", "higher injection pressure" (the quantity
      // or the word before it).
      let after = index + 1;
      while (after < words.length && OF_WORDS.has(words[after] ?? '')) after += 1;
      if (!QUANTITIES.has(words[after] ?? '') && !STOP_WORDS.has(words[after] ?? '')) after += 1;
      const following = QUANTITIES.has(words[after] ?? '') ? after : undefined;
      // "Lower pressure": a comparison before a quantity is said of it.
      if (following !== undefined && COMPARING.has(word)) return said(words, following, direction);
      // "More current", "less gas": said only of what follows.
      if (word === 'more' || word === 'less') return;
      let at = index - (particle && !QUANTITIES.has(words[index - 1] ?? '') ? 2 : 1);
      // Back over what stands between: "the interstage pressure is running about 40 psi higher".
      const nearest = at - BETWEEN_REACH;
      while (at > nearest && at >= 0 && between(words, at)) at -= 1;
      if (QUANTITIES.has(words[at] ?? '')) return said(words, at, direction);
      if (following !== undefined) said(words, following, direction);
    });
    // "Amps 40 to 47": two figures right after a quantity are where it went from and to.
    for (const [, name = '', from = '', , to = ''] of clause.matchAll(QUANTITY_FROM_TO)) {
      if (Number(from) !== Number(to) && QUANTITIES.has(stem(name))) {
        said([stem(name)], 0, Number(to) > Number(from) ? 'up' : 'down');
      }
    }
    // A figure's change names its way too, of the quantity just before it.
    for (const change of clause.matchAll(CHANGE)) {
      const [from, to] = [Number(change[1] ?? change[3]), Number(change[5])];
      const [fromUnit, toUnit] = [change[2] ?? change[4] ?? '', change[6] ?? ''];
      if (from === to || (fromUnit !== '' && toUnit !== '' && fromUnit !== toUnit)) continue;
      const direction = to > from ? 'up' : 'down';
      const before = rawTokens(clause.slice(0, change.index)).map((token) => stem(token));
      const named = before.findLastIndex(
        (word, at) => at >= before.length - CHANGE_REACH && QUANTITIES.has(word),
      );
      if (named >= 0) said(before, named, direction);
      else {
        // No quantity named before it: a unit that is one says it ("went from 300 bopd to 180").
        const unit = stem(toUnit || fromUnit);
        if (QUANTITIES.has(unit)) said([unit], 0, direction);
      }
    }
  }
  return found;
}

/** Whether two trends are said of one quantity: one head, no two different modifiers. */
function sameQuantity(a: Trend, b: Trend): boolean {
  return (
    a.head === b.head &&
    (a.modifier === b.modifier || a.modifier === undefined || b.modifier === undefined)
  );
}

/** Whether `said` (an entry's) goes only the other way of a quantity `asked` (a question's) names. */
export function contrary(asked: readonly Trend[], said: readonly Trend[]): boolean {
  const meeting = asked.flatMap((trend) =>
    said
      .filter((other) => sameQuantity(trend, other))
      .map((other) => other.direction === trend.direction),
  );
  return meeting.length > 0 && !meeting.includes(true);
}

/**
 * Whether `asked` says one of the quantities `said` names went the other way, up against down:
 * a quantity told both ways (a pressure rising, then falling) or held steady is against neither,
 * and one the question tells the same way too (the oil rate down, the water rate up, against a
 * rate that fell) is not against it.
 */
export function disagrees(asked: readonly Trend[], said: readonly Trend[]): boolean {
  const moved = (trends: readonly Trend[]) =>
    trends.filter(
      (trend) =>
        trend.direction !== 'steady' &&
        !trends.some(
          (again) =>
            sameQuantity(again, trend) &&
            again.direction !== 'steady' &&
            again.direction !== trend.direction,
        ),
    );
  const told = moved(asked);
  return moved(said).some((other) => {
    const met = told.filter((trend) => sameQuantity(trend, other));
    return met.length > 0 && met.every((trend) => trend.direction !== other.direction);
  });
}

/**
 * How many of the quantities `said` names go the way `asked` says they went; `strict`, only those
 * `asked` names as closely ("pressure" alone is not the annulus pressure; any pressure is a
 * pressure).
 */
export function agreeing(asked: readonly Trend[], said: readonly Trend[], strict = false): number {
  return said.filter((other) =>
    asked.some(
      (trend) =>
        (strict
          ? trend.head === other.head &&
            (other.modifier === undefined || trend.modifier === other.modifier)
          : sameQuantity(trend, other)) && trend.direction === other.direction,
    ),
  ).length;
}

/** Adjacent term pairs (`drill+permit`), for phrase matches in titles and aliases. */
export function bigrams(terms: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let index = 1; index < terms.length; index += 1) {
    pairs.push(`${terms[index - 1] ?? ''}+${terms[index] ?? ''}`);
  }
  return pairs;
}
