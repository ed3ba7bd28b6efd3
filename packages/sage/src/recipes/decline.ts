import { plain } from '../format';
import { LABELLED, type Reading } from '../label';
import type { Mention } from '../read';
import { convertValue, readUnit, unitAt, type ReadUnit } from '../units';
import { recipe, type Composed } from './recipe';

/**
 * A rate of gas rather than of oil or liquid: by its unit (Mcf/d, MMcf/d, e3m3/d …), or a metric
 * rate the words call gas ("gas well 450,000 sm3/d").
 */
const isGas = (mention: Mention, reading?: Reading): boolean =>
  mention.unit?.flavour === 'gas' ||
  (mention.unit?.flavour === undefined &&
    ((reading?.labels[mention.index]?.get('gas_rate') ?? 0) >= LABELLED ||
      (mention.unit?.dimension === 'rate' &&
        reading !== undefined &&
        GAS_IN_WORDS.test(reading.text))));
const notGas = (mention: Mention, reading?: Reading): boolean => !isGas(mention, reading);

/** Nominal, tangent-effective or secant-effective, as the words say. */
export function declineType(text: string): Record<string, unknown> {
  if (/\bnomi(?:n)?al\b|\bnom\b|\bcontinuous\b/.test(text)) return { decline_type: 'nominal' };
  if (/\btangent/.test(text)) return { decline_type: 'effective_tangent' };
  if (/\bsecant\b|\beff(?:ective)?\b/.test(text)) return { decline_type: 'effective_secant' };
  return {};
}

/** A form of decline named in words, and the one it is. */
const DECLINE_FORMS =
  /\b(?:tangent(?:[- ]effective)?|secant(?:[- ]effective)?|effective(?:[- ](?:tangent|secant))?|nominal|nom)\b/g;

/**
 * The form a decline to convert is given in: the first form named that is not the one asked for
 * ("to nominal", "as secant", "and the tangent effective?", "monthly nominal?", "per month
 * (nominal)?").
 */
function statedDeclineType(text: string): Record<string, unknown> {
  for (const match of text.matchAll(DECLINE_FORMS)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const asked =
      // ("If the nominal decline is 5 % a month" gives it: "the" asks only after such a word.)
      /(?:\bto|\binto|\bas|→|->|=>|\bwhat(?:'s| is| would be| will be)?|\band|\bin)\s+(?:the\s+)?(?:(?:monthly|annual|yearly|daily|equivalent)\s+)?$/.test(
        before,
      ) || /^\s*(?:decline\s*)?(?:rate\s*)?(?:then\s*)?\)?\s*\?/.test(after);
    if (!asked) return declineType(match[0]);
  }
  return {};
}

/**
 * A decline no word qualifies is asked about: nominal and secant-effective declines of the same
 * figure give forecasts several times apart, so neither is assumed.
 */
function declineTypeMissing(input: Record<string, unknown>): string | undefined {
  return input.decline_type === undefined
    ? 'whether the decline is nominal or effective (secant): the two give very different forecasts'
    : undefined;
}

/** A secant-effective decline given, converted to another form: the b it converts through. */
function secantNeedsB(input: Readonly<Record<string, unknown>>): string | undefined {
  return input.decline_type === 'effective_secant' && input.b_factor === undefined
    ? 'the Arps b-factor: a secant-effective decline converts through b (b = 0 only for an exponential decline)'
    : undefined;
}

/**
 * b from the decline's name: exponential is b = 0, harmonic b = 1 — not an exponential tail after
 * a terminal decline or a switch ("switch to a terminal 8 % exponential"), nor a name denied.
 */
export function bFromWords(text: string): Record<string, unknown> {
  // "Definitely not exponential", "non-harmonic": the name denied fixes no b.
  const denied = (name: string): boolean =>
    new RegExp(String.raw`\b(?:not|isn'?t|wasn'?t|never|non)[- ](?:\w+ ){0,2}${name}`).test(text);
  if (
    !denied('exp') &&
    /(?<!\b(?:terminal|tail|switch(?:es|ing)? to|flip(?:s|ping)? to)\b[^.;?]*)\b(?:exponential(?:ly)?|exp\.?(?=\s*(?:decl|qi\b|[,:;)]|$))|^\s*exp\b)(?!\w|\.\w)(?![^.;?]*\bterminal\b)|\bconstant percentage\b/.test(
      text,
    )
  ) {
    return { b_factor: 0 };
  }
  if (!denied('harmonic') && /\bharmonic(?:ally)?\b/.test(text)) return { b_factor: 1 };
  return {};
}

/** "In the first year", "over the first month": a forecast time written in words. */
function firstPeriod(text: string): Record<string, unknown> {
  const period = /\b(?:in|over|during|for|after) (?:the )?(?:first|1st) (year|month)\b/.exec(
    text,
  )?.[1];
  if (period === undefined) return {};
  return { time_months: period === 'year' ? 12 : 1 };
}

/**
 * Words that make a decline one of gas ("gas well", "28,000 m3/d of gas"): its metric rates, whose
 * unit says no fluid, are gas volumes.
 */
const GAS_IN_WORDS = /\bgas (?:wells?|rates?|production|history)\b|\bs?m3(?:\/d)? (?:of )?gas\b/;

/** The volume unit of the rates: gas when they are written in gas units. */
function volumeUnit(text: string): Record<string, unknown> {
  if (/\d\s*(?:mm?s?cf|mscf|e3m3|e6m3)/.test(text) || GAS_IN_WORDS.test(text))
    return { volume_unit: 'Mscf' };
  if (/\bboe(?:pd|\/d)?\b/.test(text)) return { volume_unit: 'boe' };
  return {};
}

/**
 * Two rates written as a span ("between 500 and 100 bopd", "from 500 bopd to 100 bopd"): a decline
 * runs from the higher to the lower, so they are the initial rate and the limit, and the
 * cumulative to the limit is the volume produced between them.
 */
function rateSpan(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  for (const [at, first] of mentions.entries()) {
    const second = mentions[at + 1];
    if (first.unit?.dimension !== 'rate' || second?.unit?.dimension !== 'rate') continue;
    if (isGas(first, reading) !== isGas(second, reading)) continue;
    const joined = /^\s*(?:and|to|-|–|down to)\s*$/.test(
      reading.text.slice(first.end, second.start),
    );
    if (!joined || !/\b(?:between|from)\s*$/.test(first.before)) continue;
    const unit = readUnit(isGas(first, reading) ? 'Mcf/d' : 'bbl/d');
    const high = Math.max(
      convertValue(first.value, first.unit, unit),
      convertValue(second.value, second.unit, unit),
    );
    const low = Math.min(
      convertValue(first.value, first.unit, unit),
      convertValue(second.value, second.unit, unit),
    );
    if (!(high > low)) return undefined;
    return {
      input: { initial_rate_per_day: high, economic_limit_per_day: low },
      used: [first.index, second.index],
      notes: [
        `${first.raw} and ${second.raw} read as the span of the decline: from ${high} to ${low} ${unit.symbol}.`,
      ],
    };
  }
  // Two rates no words tell apart, in a question about a limit: a decline runs from the higher.
  const rates = mentions.filter((mention) => mention.unit?.dimension === 'rate');
  const [one, two] = rates;
  if (
    rates.length !== 2 ||
    one?.unit === undefined ||
    two?.unit === undefined ||
    isGas(one, reading) !== isGas(two, reading) ||
    !/\b(?:eur|limit|abandon\w*|until|till|reach\w*|falls?|drops?)\b/.test(reading.text)
  ) {
    return undefined;
  }
  const named = (mention: Mention, role: string) =>
    (reading.labels[mention.index]?.get(role) ?? 0) >= 0.5;
  // A rate named as the limit settles it by words; one named the initial rate must be the higher.
  if (named(one, 'economic_limit') || named(two, 'economic_limit')) return undefined;
  if (named(one, 'initial_rate') && named(two, 'initial_rate')) return undefined;
  const unit = readUnit(isGas(one, reading) ? 'Mcf/d' : 'bbl/d');
  const [a, b] = [convertValue(one.value, one.unit, unit), convertValue(two.value, two.unit, unit)];
  if (a === b) return undefined;
  const [high, low] = a > b ? [one, two] : [two, one];
  if (named(low, 'initial_rate')) return undefined;
  return {
    input: { initial_rate_per_day: Math.max(a, b), economic_limit_per_day: Math.min(a, b) },
    used: [one.index, two.index],
    notes: [
      `${high.raw} read as the initial rate and ${low.raw} as the limit: a decline runs from the higher rate to the lower.`,
    ],
  };
}

/** The spacing of a rate history in words ("monthly rates", "one a year"). */
function timeStep(text: string): Record<string, unknown> {
  if (/\bmonth(?:ly|s)?\b|\bper month\b|\bmo\b/.test(text)) return { time_unit: 'months' };
  if (/\bdaily\b|\bper day\b|\beach day\b|\bdays\b/.test(text)) return { time_unit: 'days' };
  if (/\byearly\b|\bannual(?:ly)?\b|\bper year\b|\byears\b/.test(text))
    return { time_unit: 'years' };
  return {};
}

/**
 * A rate history: three or more rates listed in a row ("520, 455, 404, 366 bopd"), one per period
 * from the first; a gas history in Mcf/d.
 */
function rateHistory(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  const timed = timedRates(mentions) ?? tabledRates(reading, mentions);
  if (timed !== undefined) return timed;
  // (Looked for only where three bare numbers could make a list.)
  const bare = mentions.filter(
    (mention) => mention.unit === undefined && mention.range === undefined,
  );
  const headingRate = bare.length >= 3 ? rateNamedAlone(reading) : undefined;
  let best: Mention[] = [];
  let run: Mention[] = [];
  const listSeparator = /^\s*(?:,|;|\/|and|then)?\s*$/;
  for (const [at, mention] of mentions.entries()) {
    const last = run.at(-1);
    const next = mentions[at + 1];
    // "fit a decline: 520, 455, 404 bopd": a list's first number without its unit, named by the
    // words before it, is still one of the rates.
    // "monthly rates (bopd), month 0 to 7: 500, 485, …": bare numbers, their rate unit named on
    // its own before them, are rates too.
    const fits =
      mention.range === undefined &&
      (mention.unit?.dimension === 'rate' ||
        (mention.unit === undefined &&
          headingRate !== undefined &&
          mention.start > headingRate.end) ||
        (mention.unit === undefined &&
          last === undefined &&
          next?.unit?.dimension === 'rate' &&
          /^\s*[,;]\s*$/.test(reading.text.slice(mention.end, next.start))));
    if (
      fits &&
      last !== undefined &&
      isGas(last, reading) === isGas(mention, reading) &&
      listSeparator.test(reading.text.slice(last.end, mention.start))
    ) {
      run.push(mention);
    } else run = fits ? [mention] : [];
    if (run.length > best.length) best = [...run];
  }
  if (best.length < 3) return undefined;
  // ("gas rates m3/d monthly: 85000, 82560, …": bare rates are of the unit named before them.)
  const first = best[0] as Mention;
  const written = first.unit === undefined && headingRate !== undefined;
  const unit = readUnit(
    isGas(written ? { ...first, unit: headingRate.unit } : first, reading) ? 'Mcf/d' : 'bbl/d',
  );
  const rates = best.map((mention) => {
    const written = mention.unit ?? headingRate?.unit;
    return written === undefined ? mention.value : convertValue(mention.value, written, unit);
  });
  const listed = listedTimes(reading, mentions, best);
  if (listed !== undefined) {
    return {
      input: { rates_per_day: rates, times: listed.map((mention) => mention.value) },
      used: [...listed, ...best].map((mention) => mention.index),
      notes: [`${rates.length} rates read at the times listed before them.`],
    };
  }
  return {
    input: { rates_per_day: rates, times: rates.map((_, index) => index) },
    used: best.map((mention) => mention.index),
    notes: [`${rates.length} rates read in order, one per period from time 0.`],
  };
}

/**
 * A rate unit written on its own, with no number of its own before it ("rates (bopd):", "in
 * Mcf/d"): the unit of bare rates listed after it.
 */
function rateNamedAlone(reading: Reading): { unit: ReadUnit; end: number } | undefined {
  for (const word of reading.text.matchAll(/[a-z][a-z0-9/]*/g)) {
    const found = unitAt(reading.text, word.index);
    if (found?.unit.dimension !== 'rate' || found.end !== word.index + word[0].length) continue;
    // The unit of a number before it ("500 bopd", "500 (bopd)"), or inside its mention.
    const attached = reading.mentions.some(
      (mention) =>
        (mention.start <= word.index && word.index < mention.end) ||
        (mention.end <= word.index && /^[\s(]*$/.test(reading.text.slice(mention.end, word.index))),
    );
    if (!attached) return { unit: found.unit, end: found.end };
  }
  return undefined;
}

/**
 * Times listed before as many rates ("months 0,3,6,9,12 -> 1000, 800, 660, 560, 480 bopd"): a
 * period's name, then increasing numbers in a row, then the rates.
 */
function listedTimes(
  reading: Reading,
  mentions: readonly Mention[],
  rates: readonly Mention[],
): Mention[] | undefined {
  const at = mentions.indexOf(rates[0] as Mention);
  const times = mentions.slice(at - rates.length, at);
  const first = times[0];
  if (first === undefined || times.length !== rates.length) return undefined;
  const plain = (mention: Mention) =>
    mention.range === undefined &&
    (mention.unit === undefined || mention.unit.dimension === 'time');
  const inRow = times.every(
    (mention, index) =>
      plain(mention) &&
      (index === 0 ||
        (mention.value > (times[index - 1] as Mention).value &&
          /^\s*[,;]?\s*$/.test(
            reading.text.slice((times[index - 1] as Mention).end, mention.start),
          ))),
  );
  const named = /\b(?:months?|days?|years?|yrs?|mos?|t)\s*(?:\([a-z]+\))?\s*[:=]?\s*$/.test(
    reading.text.slice(Math.max(0, first.start - 16), first.start),
  );
  const last = times.at(-1) as Mention;
  const between = reading.text.slice(last.end, (rates[0] as Mention).start);
  return inRow && named && /^[\s:;=\-)(a-z]*$/.test(between) ? times : undefined;
}

/** A period named before its number ("month 3"), or a span of them ("months 0-6"). */
function periodMark(mention: Mention): boolean {
  return (
    mention.unit?.dimension === 'time' && /^\d/.test(mention.raw) && !/[a-z]/.test(mention.raw)
  );
}

/** A rate of a history: a bare number or a liquid or gas rate. */
function historyRate(mention: Mention | undefined): mention is Mention {
  return (
    mention !== undefined &&
    mention.range === undefined &&
    (mention.unit === undefined || mention.unit.dimension === 'rate')
  );
}

/**
 * Rates each with its time ("month 0 1000 bopd, month 3 861, month 6 741"), or a span of periods
 * and one rate for each ("months 0-6: 920, 888, 857, 828, 800, 772, 746").
 */
function timedRates(mentions: readonly Mention[]): Composed | undefined {
  const times: number[] = [];
  const picked: Mention[] = [];
  const rates: Mention[] = [];
  let unitId: string | undefined;
  for (let at = 0; at < mentions.length; at += 1) {
    const mark = mentions[at] as Mention;
    // "Month 1: 310, 2: 285, 3: 262": after a period's name, a bare number before a colon is the
    // next period.
    const next =
      unitId !== undefined &&
      mark.unit === undefined &&
      mark.range === undefined &&
      /^\s*[:=]/.test(mark.after) &&
      mark.value > (times.at(-1) ?? -Infinity);
    if (!periodMark(mark) && !next) continue;
    unitId ??= mark.unit?.id;
    if (!next && mark.unit?.id !== unitId) return undefined;
    const range = mark.range;
    const count = range === undefined ? 1 : range.high - range.low + 1;
    const its = mentions.slice(at + 1, at + 1 + count);
    if (its.length < count || !its.every(historyRate)) continue;
    for (let k = 0; k < count; k += 1) times.push((range?.low ?? mark.value) + k);
    picked.push(mark, ...its);
    rates.push(...its);
    at += count;
  }
  if (rates.length < 3 || rates.length !== times.length) return undefined;
  const gas = rates.some((mention) => isGas(mention));
  const unit = readUnit(gas ? 'Mcf/d' : 'bbl/d');
  const values = rates.map((mention) =>
    mention.unit === undefined ? mention.value : convertValue(mention.value, mention.unit, unit),
  );
  const timeUnit = unitId === 'year' ? 'years' : unitId === 'month' ? 'months' : 'days';
  return {
    input: { rates_per_day: values, times, time_unit: timeUnit },
    used: picked.map((mention) => mention.index),
    notes: [`${values.length} rates read with their times (${timeUnit}).`],
  };
}

/**
 * A history pasted as a table, a row per line ("month  m3/d" over "1  58.0", "2  96.0", …): in
 * each row a time, rising from row to row, then its rate — in the rate unit the heading names.
 */
function tabledRates(reading: Reading, mentions: readonly Mention[]): Composed | undefined {
  const rows = new Map<number, Mention[]>();
  for (const mention of mentions)
    rows.set(mention.clause, [...(rows.get(mention.clause) ?? []), mention]);
  // A row of several streams ("1 | 820 | 150 | 900" under "month | oil bopd | water bwpd | gas
  // mcfd") keeps its time and the column of the stream asked, in that column's unit.
  const columnUnit = new Map<Mention, ReadUnit>();
  const wide = [...rows.values()].filter((row) => row.length >= 3);
  const top = wide[0]?.[0];
  const bottom = wide.at(-1)?.at(-1);
  const column =
    top === undefined || bottom === undefined
      ? undefined
      : streamColumn(reading, top.start, bottom.end);
  for (const [clause, row] of rows) {
    const first = row[0];
    if (row.length < 3 || first === undefined) continue;
    const picked = column === undefined ? undefined : row[column.index];
    if (column === undefined || picked === undefined || row.length !== column.cells) {
      rows.delete(clause);
      continue;
    }
    rows.set(clause, [first, picked]);
    if (column.unit !== undefined && picked.unit === undefined) columnUnit.set(picked, column.unit);
  }
  const time = (mention: Mention) =>
    mention.range === undefined &&
    (mention.unit === undefined || mention.unit.dimension === 'time');
  let best: Mention[][] = [];
  let run: Mention[][] = [];
  let previous = -2;
  for (const [clause, row] of rows) {
    const [at, rate] = row;
    const fits = row.length === 2 && at !== undefined && time(at) && historyRate(rate);
    const before = run.at(-1)?.[0];
    run = !fits
      ? []
      : clause === previous + 1 && before !== undefined && at.value > before.value
        ? [...run, row]
        : [row];
    previous = clause;
    if (run.length > best.length) best = run;
  }
  const first = best[0]?.[0];
  if (best.length < 3 || first === undefined) return undefined;
  const heading = rateNamedAlone(reading);
  const rates = best.map((row) => row[1] as Mention);
  const unitOf = (mention: Mention) =>
    mention.unit ?? columnUnit.get(mention) ?? (column === undefined ? heading?.unit : undefined);
  const gas =
    column === undefined
      ? rates.some((mention) => isGas({ ...mention, unit: unitOf(mention) }, reading))
      : column.gas;
  const unit = readUnit(gas ? 'Mcf/d' : 'bbl/d');
  const values = rates.map((mention) => {
    const written = unitOf(mention);
    return written === undefined ? mention.value : convertValue(mention.value, written, unit);
  });
  // The heading's name of the first column ("month", "days"), else the words of the message.
  const step =
    (column === undefined ? undefined : columnStep(column.time)) ?? timeStep(first.before);
  return {
    input: {
      rates_per_day: values,
      times: best.map((row) => (row[0] as Mention).value),
      ...(column !== undefined && { volume_unit: column.gas ? 'Mscf' : 'bbl' }),
      ...(first.unit?.dimension === 'time'
        ? { time_unit: `${first.unit.id}s` }
        : step.time_unit === undefined
          ? {}
          : step),
    },
    used: best.flat().map((mention) => mention.index),
    notes: [
      `${values.length} rates read from the table, each at the time in its row` +
        (column === undefined ? '.' : ` (the "${column.name}" column).`),
    ],
  };
}

const GAS_STREAM = /\bgas\b|\bm?mscf|\bmcf|\be3m3|\b10[³3]\s*m[³3]/;
const OIL_STREAM = /\boil\b|\bbopd\b|\bbo\/d\b|\bcondensate\b|\bcond\b/;
const LIQUID_STREAM = /\bliquid\b|\bgross\b|\bfluid\b|\bbfpd\b|\bblpd\b/;

/**
 * The column of a table's heading, the line above `at`, that holds the stream the message asks
 * for: gas when the words around the table (before its heading, after its last row at `end`)
 * name gas, else oil (or the liquid, where no oil column is named). None when those words name
 * both oil and gas, or the heading names no such column, or the stream twice.
 */
function streamColumn(
  reading: Reading,
  at: number,
  end: number,
):
  | { index: number; cells: number; name: string; time: string; gas: boolean; unit?: ReadUnit }
  | undefined {
  const { text } = reading;
  const lineStart = text.lastIndexOf('\n', at - 1);
  if (lineStart <= 0) return undefined;
  const headStart = text.lastIndexOf('\n', lineStart - 1) + 1;
  const cells: { name: string; start: number }[] = [];
  for (const cell of text
    .slice(headStart, lineStart)
    .matchAll(/[^|\t]+?(?=\s*(?:\||\t|\s{2,}|$))/g))
    if (cell[0].trim() !== '')
      cells.push({ name: cell[0].trim(), start: headStart + cell.index + cell[0].search(/\S/) });
  if (cells.length < 3) return undefined;
  const after = text.indexOf('\n', end);
  const around = `${text.slice(0, headStart)}\n${after < 0 ? '' : text.slice(after)}`;
  const gas = GAS_STREAM.test(around);
  if (gas && (OIL_STREAM.test(around) || LIQUID_STREAM.test(around))) return undefined;
  const named = (stream: RegExp) =>
    cells.flatMap((cell, index) => (index > 0 && stream.test(cell.name) ? [index] : []));
  const candidates = gas
    ? named(GAS_STREAM)
    : named(OIL_STREAM).length > 0
      ? named(OIL_STREAM)
      : named(LIQUID_STREAM);
  const [index] = candidates;
  const cell = index === undefined ? undefined : cells[index];
  if (candidates.length !== 1 || index === undefined || cell === undefined) return undefined;
  let unit: ReadUnit | undefined;
  for (const word of cell.name.matchAll(/[a-z][a-z0-9³/]*/g)) {
    const found = unitAt(text, cell.start + word.index);
    if (found?.unit.dimension === 'rate') unit = found.unit;
  }
  const time = cells[0]?.name ?? '';
  return {
    index,
    cells: cells.length,
    name: cell.name,
    time,
    gas,
    ...(unit !== undefined && { unit }),
  };
}

/** The period a table's time column is headed by ("day", "Month", "yr"). */
function columnStep(name: string): Record<string, unknown> | undefined {
  const heading = name.toLowerCase();
  if (/^(?:days?|d)\b/.test(heading)) return { time_unit: 'days' };
  if (/^(?:months?|mo|mos|mth)\b/.test(heading)) return { time_unit: 'months' };
  if (/^(?:years?|yrs?)\b/.test(heading)) return { time_unit: 'years' };
  return undefined;
}

/** Arps decline: the forecast and its follow-ups, and converting a decline between its forms. */
export const declineRecipes = [
  recipe({
    tool: 'arps_decline',
    terms: {
      eur: 3,
      'estimated ultimate recovery': 3,
      'ultimate recovery': 2.5,
      'decline curve': 3,
      'decline forecast': 3,
      dca: 2.5,
      arps: 3,
      'hyperbolic decline': 3,
      'exponential decline': 3,
      'harmonic decline': 3,
      'modified hyperbolic': 3,
      'terminal decline': 2,
      hyperbolic: 2,
      exponential: 1.5,
      harmonic: 1.5,
      decline: 2,
      declining: 1.5,
      forecast: 1.5,
      'economic limit': 2,
      'econ limit': 2,
      abandonment: 1.5,
      'remaining reserves': 2.5,
      reserves: 1.5,
      'cumulative production': 2,
      'cumulative between': 2.5,
      'produced between': 2,
      cumulative: 1.5,
      cum: 1,
      'rate after': 2,
      'rate in': 1,
      // A forecast asked in words: "what will it be making in 2 years?", "what will it make then?".
      'will it be making': 1.5,
      'will it make': 1.5,
      'be doing in': 1,
      'b factor': 1,
      'how long until': 1.5,
      'time to limit': 2.5,
      'years until': 1.5,
      'months until': 1.5,
      qi: 1,
      di: 1,
      convert: -1.5,
    },
    inputs: [
      { input: 'initial_rate_per_day', role: 'initial_rate', unit: 'bbl/d', accepts: notGas },
      { input: 'initial_rate_per_day', role: 'initial_rate', unit: 'Mcf/d', accepts: isGas },
      { input: 'initial_decline_pct_per_year', role: 'initial_decline' },
      { input: 'b_factor', role: 'b_factor', labelled: true },
      { input: 'terminal_decline_pct_per_year', role: 'terminal_decline', labelled: true },
      { input: 'time_months', role: 'forecast_time', labelled: true },
      {
        input: 'economic_limit_per_day',
        role: 'economic_limit',
        unit: 'bbl/d',
        labelled: true,
        accepts: notGas,
      },
      {
        input: 'economic_limit_per_day',
        role: 'economic_limit',
        unit: 'Mcf/d',
        labelled: true,
        accepts: isGas,
      },
      {
        input: 'cumulative_to_date',
        role: 'cumulative_to_date',
        unit: 'bbl',
        labelled: true,
        accepts: notGas,
      },
      {
        input: 'cumulative_to_date',
        role: 'cumulative_to_date',
        unit: 'Mcf',
        labelled: true,
        accepts: isGas,
      },
    ],
    options: (text) => ({
      ...declineType(text),
      ...bFromWords(text),
      ...volumeUnit(text),
      ...firstPeriod(text),
    }),
    compose: rateSpan,
    primary: 'eur',
    // The ultimate recovery and what remains are counted down to the economic limit.
    needs: {
      eur: ['economic_limit_per_day'],
      remaining_reserves: ['economic_limit_per_day'],
      total_cumulative_at_time: ['cumulative_to_date'],
    },
    answers: {
      eur: ['eur', 'ultimate recovery', 'ultimate', 'total recovery', 'recoverable'],
      remaining_reserves: [
        'remaining reserves',
        'remaining',
        'reserves left',
        'left to produce',
        'cumulative between',
        'produced between',
        'volume between',
        'cumulative from',
        'cumulative production from',
      ],
      time_to_economic_limit_years: [
        'how long',
        'time to limit',
        'time to the limit',
        'time to economic limit',
        'years until',
        'years to',
        'how many years',
        'when will it',
        'when does it',
        'life',
      ],
      time_to_economic_limit_months: ['months until', 'how many months', 'months to'],
      rate_at_time: [
        'after',
        'rate after',
        'rate at',
        'rate in',
        'what rate',
        'rate will',
        'how much will it make',
      ],
      cumulative_at_time: [
        'after',
        'cumulative',
        'cum',
        'how much will it produce',
        'how much will',
        'how much does',
        'make in',
        'produce in',
        'produced by',
        'first year',
        'first month',
      ],
      // With what the well made before the forecast: the total by then.
      total_cumulative_at_time: [
        'total by then',
        'total by',
        'total cum',
        'total cumulative',
        'cumulative total',
        'in total',
        'all told',
        'grand total',
      ],
    },
    missing: (input) =>
      declineTypeMissing(input) ??
      (input.time_months === undefined && input.economic_limit_per_day === undefined
        ? 'the economic limit rate (for the time to limit and the EUR, e.g. `economic limit 10 bopd`) or a time (e.g. `after 24 months`)'
        : undefined),
  }),
  recipe({
    tool: 'decline_conversion',
    terms: {
      'convert decline': 3,
      'decline conversion': 3,
      'nominal to effective': 3,
      'effective to nominal': 3,
      'nominal decline': 1.5,
      'effective decline': 1.5,
      'secant effective': 1.5,
      'tangent effective': 1.5,
      equivalent: 0.5,
      convert: 1,
      'what nominal': 2,
      'what effective': 2,
      'to nominal': 2.5,
      'to effective': 2.5,
      'into nominal': 2.5,
      'into effective': 2.5,
      'to secant': 2.5,
      'to tangent': 2.5,
      // "45 % effective as a nominal rate": the decline restated.
      'as nominal': 2.5,
      'as a nominal': 2.5,
      'as effective': 2.5,
      'as an effective': 2.5,
      'as secant': 2.5,
      'as a secant': 2.5,
      'effective annual decline': 1.5,
      'nominal annual decline': 1.5,
      // A decline restated per month or per day ("30 %/yr nominal — per month?").
      nominal: 1,
      effective: 1,
      'per month': 1.5,
      monthly: 1.5,
      'a month': 1,
      'per day': 1,
      daily: 1,
    },
    inputs: [
      // A decline per month is twelve times as much a year only when it is nominal: read apart.
      {
        input: 'monthly_decline_pct',
        role: 'initial_decline',
        free: true,
        unit: '%/month',
        accepts: (mention) => mention.unit?.id === '%/month',
      },
      {
        input: 'decline_pct_per_year',
        role: 'initial_decline',
        accepts: (mention) => mention.unit?.id !== '%/month',
      },
      { input: 'b_factor', role: 'b_factor', labelled: true },
    ],
    options: (text) => ({ ...statedDeclineType(text), ...bFromWords(text) }),
    // "Convert 40 % to nominal": a decline no word states the form of is the reserves
    // convention's, secant-effective, and the reply says so.
    complete: (input) => {
      const monthly = input.monthly_decline_pct;
      if (typeof monthly === 'number' && input.decline_type === 'nominal') {
        delete input.monthly_decline_pct;
        input.decline_pct_per_year = monthly * 12;
        return `${plain(monthly)} %/month nominal is ${plain(monthly * 12)} %/yr nominal.`;
      }
      if (typeof monthly === 'number') return undefined;
      if (input.decline_type !== undefined) return undefined;
      input.decline_type = 'effective_secant';
      return 'The decline given was taken as secant-effective (the reserves convention); say if it is nominal or tangent-effective.';
    },
    // A secant-effective decline is the first year's drop of a hyperbolic forecast: given one, it
    // converts to the nominal through b, never assumed (b = 0 only when named exponential). (Asked
    // for, it is shown at the b given, or labelled b = 0.)
    missingFor: {
      nominal_pct_per_year: secantNeedsB,
      tangent_effective_pct_per_year: secantNeedsB,
      nominal_pct_per_month: secantNeedsB,
      nominal_per_day: secantNeedsB,
    },
    // An effective decline a month is no twelfth of the year's: asked, never scaled.
    missing: (input) => {
      const monthly = input.monthly_decline_pct;
      if (typeof monthly !== 'number') return undefined;
      return input.decline_type === undefined
        ? `whether the ${plain(monthly)} %/month decline is nominal (then it is twelve times that a year), or its effective decline per year`
        : `the effective decline per year: an effective ${plain(monthly)} %/month is not a twelfth of it`;
    },
    answers: {
      nominal_pct_per_year: ['nominal', 'nom'],
      tangent_effective_pct_per_year: ['tangent', 'tangent effective'],
      secant_effective_pct_per_year: ['secant', 'secant effective', 'effective'],
      nominal_pct_per_month: [
        'monthly',
        'per month',
        'a month',
        'nominal per month',
        'nominal monthly',
      ],
      nominal_per_day: ['daily', 'per day', 'a day', 'nominal per day', 'nominal daily'],
    },
  }),
  recipe({
    tool: 'decline_fit',
    terms: {
      'fit a decline': 3,
      'decline fit': 3,
      'fit the decline': 3,
      'curve fit': 2.5,
      'fit arps': 3,
      'fit qi': 2.5,
      'history match': 2,
      'best fit': 2,
      fit: 1.5,
      'these rates': 1.5,
      'production history': 1.5,
      'monthly rates': 1.5,
      'rate history': 1.5,
      // A decline asked of rates listed in order ("Month 1: 310, 2: 285, …; the monthly Di?"):
      // the fit, when its history reads.
      decline: 1,
      'nominal decline': 2,
      'effective decline': 2,
    },
    // "Hold b = 1", or a fit named exponential or harmonic: b is fixed.
    inputs: [{ input: 'fixed_b', role: 'b_factor', labelled: true }],
    compose: rateHistory,
    options: (text) => {
      const b = bFromWords(text).b_factor;
      return { ...timeStep(text), ...volumeUnit(text), ...(b !== undefined && { fixed_b: b }) };
    },
    answers: {
      nominal_decline_pct_per_year: ['nominal decline', 'nominal', 'di', 'decline rate', 'decline'],
      secant_effective_decline_pct_per_year: ['effective decline', 'secant', 'effective'],
      b_factor: ['b factor', 'b-factor', 'b value'],
      initial_rate_per_day: ['qi', 'initial rate'],
    },
    missing: (input) =>
      input.rates_per_day === undefined
        ? 'the rates in order, one per period, three or more (e.g. `520, 455, 404, 366 bopd`)'
        : input.time_unit === undefined
          ? 'how far apart the rates are: monthly, daily or yearly'
          : undefined,
  }),
];
