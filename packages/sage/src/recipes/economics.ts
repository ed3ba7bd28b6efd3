import { LABELLED, type Reading } from '../label';
import type { Mention } from '../read';
import type { Composed } from './recipe';
import { bFromWords, declineType } from './decline';
import { plain } from '../format';
import { convertValue, readUnit } from '../units';
import { leftOut } from '../text';
import { recipe } from './recipe';

/**
 * Words that join the items of a list of cash flows ("-1000, 300, 400", "-1.8MM, +650k",
 * "invest 1000, get back 300").
 */
const LIST_JOIN =
  /^\s*(?:(?:yr|year|month|mo|period)\s*#?\s*\d{1,3}\s*)?,?\s*(?:(?:today|now|up ?front|initially|at (?:time|year) 0)\s*,?\s*)?(?:then\s+)?(?:(?:year[- ]end|end[- ]of[- ](?:year|month)|annual|yearly|monthly|net)\s+)*(?:(?:(?:cash\s+)?flows?|cfs?)\s*(?:of\s*)?:?\s*)?(?:\/|;|\||&|and|then|followed by|plus|get back|gets back|got back|returns?|receive|back)?\s*,?\s*(?:and\s+|then\s+)?\+?\s*(?:us\s?\$|\$|usd)?\s*\+?\s*$/;

/** Words before the first amount that make it money spent ("invest 1000"). */
const SPENT_BEFORE =
  /(?:invest(?:ed|ing|ment)?|capex|spend|spent|cost(?:s|ing)?|outlay|pay|paid|upfront|up front|initial|afe(?: came in)?|d&c|well cost)\s*(?:of|is|was|at|=|:)?\s*(?:us\s?)?\$?\s*$/;

/**
 * An amount a list of cash flows can hold: a bare number or money ("$400k yearly" closing a list
 * is one a year), never a rate or a percentage.
 */
function amount(mention: Mention): boolean {
  if (mention.range !== undefined) return false;
  if (mention.unit === undefined) return true;
  return (
    mention.unit.dimension === 'money' ||
    mention.unit.id === 'USD/period' ||
    millions(mention) ||
    perPeriod(mention)
  );
}

/**
 * "380k, 330k, 250k per year": thousands "per year" are an amount a year, never a decline (a
 * decline is a fraction of the rate, a few per year at most).
 */
function perPeriod(mention: Mention): boolean {
  return mention.unit?.dimension === 'decline' && Math.abs(mention.value) >= 1000;
}

/** "-5MM, 2MM": in a list of cash flows MM is millions of dollars, never millimetres. */
function millions(mention: Mention): boolean {
  // "0.9, 0.8, 0.5 MM": the reader gives each figure the unit written once after the last.
  return mention.unit?.id === 'mm' && !/millimet/i.test(mention.raw);
}

/** The scale a sum of money was written in: "$1.6MM" millions, "$420k" thousands. */
function writtenScale(mention: Mention): number | undefined {
  if (millions(mention)) return 1e6;
  if (mention.unit !== undefined && mention.unit.dimension !== 'money') return undefined;
  if (/(?:mm|million)$/i.test(mention.raw)) return 1e6;
  if (/(?:k|thousand)$/i.test(mention.raw)) return 1e3;
  return undefined;
}

function dollars(mention: Mention): number {
  return millions(mention) ? mention.value * 1e6 : mention.value;
}

/** Money spent at time 0: "invest $2MM", "spend 1.2 MM", "$4 MM capex", "-$5MM". */
function spent(mention: Mention): boolean {
  // "-500k now": a bare amount with a minus is money going out.
  if (mention.unit === undefined && mention.negative === true) return true;
  if (mention.unit?.dimension !== 'money' && !millions(mention)) return false;
  return (
    SPENT_BEFORE.test(mention.before) ||
    SPENT_AFTER.test(mention.after) ||
    AT_TIME_ZERO.test(mention.after) ||
    mention.negative === true
  );
}

/**
 * "We own the whole WI", "all of the working interest", "the full WI": a working interest of
 * 100 %, said in words.
 */
function wholeWorkingInterest(text: string): Record<string, unknown> {
  return /\b(?:whole|entire|full|all(?:\s+of)?\s+(?:the|our))\s+(?:wi|working interest)\b/.test(
    text,
  )
    ? { working_interest_pct: 100 }
    : {};
}

/** Words after an amount that put it at time 0 ("$1.5MM today, then …"). */
const AT_TIME_ZERO = /^\s*(?:today|now|up ?front|initially|at (?:time|year|month) 0)\b/;

/**
 * The cash flows of an NPV, IRR or payout question: a list of three or more amounts in a row
 * ("-1000, 300, 400, 500, 600"), or an investment and a level flow per period for a number of
 * periods ("capex $4.1MM, $420k/yr for 5 yrs").
 */
export function cashFlows(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  return (
    cashFlowList(reading, used) ??
    levelFlows(reading, used) ??
    timedFlows(reading, used) ??
    scheduledFlows(reading, used)
  );
}

/**
 * An investment and a schedule of steps, each with how long it lasts ("$4.1MM today, $310k/mo
 * months 1-6, then $220k/mo months 7-12"): the flows period by period, the investment at time 0.
 * A last step with no end (until payout) gives no list.
 */
function scheduledFlows(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const schedule = stepSchedule(reading, used);
  const {
    capex_usd: capex,
    step_cash_flows_usd: amounts,
    step_periods: periods,
  } = schedule?.input ?? {};
  if (
    schedule === undefined ||
    typeof capex !== 'number' ||
    !Array.isArray(amounts) ||
    !Array.isArray(periods) ||
    periods.length !== amounts.length
  ) {
    return undefined;
  }
  const flows = [
    -capex,
    ...amounts.flatMap((amount, k) => Array<number>(Number(periods[k])).fill(Number(amount))),
  ];
  return { ...schedule, input: { cash_flows_usd: flows, period: schedule.input.period } };
}

/**
 * One cash flow of the list changed ("what if yr 1 is only 1.0MM?", "make month 3 -50k"): the
 * period named, by its number from time 0, takes the one amount given.
 */
function changeOneFlow(
  values: Readonly<Record<string, unknown>>,
  reading: Reading,
): Record<string, unknown> | undefined {
  const flows = values.cash_flows_usd;
  if (!Array.isArray(flows)) return undefined;
  const named = /\b(?:yr|year|month|mo|period)\s*#?\s*(\d{1,3})\b/.exec(reading.text);
  if (named === null) return undefined;
  const at = Number(named[1]);
  const numberEnd = named.index + named[0].length;
  const amounts = reading.mentions.filter(
    (mention) => amount(mention) && (mention.start >= numberEnd || mention.end <= named.index),
  );
  const [only] = amounts;
  if (amounts.length !== 1 || only === undefined || at >= flows.length) return undefined;
  const changed = [...(flows as number[])];
  changed[at] = dollars(only);
  return { cash_flows_usd: changed };
}

/** Words naming the first step of a schedule ("the first six months", "initially"). */
const FIRST_STEP = /\b(?:first|initial(?:ly)?|early|opening|starting)\b/;

/** Words naming its last step ("the tail", "after that", "then", "later on"). */
const LAST_STEP =
  /\b(?:tail|then|after(?:wards)?|later|rest|remaining|thereafter|last|second step)\b/;

/**
 * One step of a payout schedule changed ("and if the tail is only 120k/mo?", "what if the first
 * six months only net 200k?"): the step the words name takes the one amount given; the rest of
 * the schedule stands. With no step named, nothing is taken here.
 */
function changeOneStep(
  values: Readonly<Record<string, unknown>>,
  reading: Reading,
): Record<string, unknown> | undefined {
  const steps = values.step_cash_flows_usd;
  if (!Array.isArray(steps) || steps.length < 2) return undefined;
  const amounts = reading.mentions.filter(amount);
  const [only] = amounts;
  if (amounts.length !== 1 || only === undefined) return undefined;
  const first = FIRST_STEP.test(reading.text);
  const last = LAST_STEP.test(reading.text);
  if (first === last) return undefined;
  const changed = [...(steps as number[])];
  changed[first ? 0 : changed.length - 1] = dollars(only);
  return { step_cash_flows_usd: changed };
}

/** The year a sum of money is said to come in: "today" is 0, "next year" 1, "in year 3" 3. */
function yearOf(words: string): number | undefined {
  if (/^(?:today|now|up ?front|at (?:time|year) 0|initially|at the start)\b/.test(words)) return 0;
  if (
    /^(?:next year|in (?:a|one) year|after (?:a|one) year|a year (?:later|from now))\b/.test(words)
  )
    return 1;
  const numbered =
    /^(?:in|at|after|by)? ?(?:the end of )?year (\d{1,2})\b|^(?:in|after) (\d{1,2}) years?\b/.exec(
      words,
    );
  const year = Number(numbered?.[1] ?? numbered?.[2]);
  return Number.isInteger(year) && year <= 50 ? year : undefined;
}

/**
 * Sums of money each said with its year ("$200 today and $150 next year", "-$1MM now, $600k in
 * year 2"): the cash flows, year by year, nothing in the years not named. Every sum must have
 * its year, or none is taken.
 */
function timedFlows(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const sums = reading.mentions.filter(
    (mention) => !used.has(mention.index) && mention.unit?.dimension === 'money',
  );
  if (sums.length < 2) return undefined;
  const years = sums.map((mention) => yearOf(reading.text.slice(mention.end).trim()));
  if (years.some((year) => year === undefined)) return undefined;
  const flows = Array.from({ length: Math.max(...(years as number[])) + 1 }, () => 0);
  sums.forEach((mention, index) => {
    const year = years[index] as number;
    flows[year] = (flows[year] ?? 0) + dollars(mention);
  });
  const first = sums[years.indexOf(0)];
  const notes: string[] = [];
  if (first !== undefined && (flows[0] ?? 0) > 0 && SPENT_BEFORE.test(first.before)) {
    flows[0] = -(flows[0] ?? 0);
    notes.push(`${first.raw} read as money spent at time 0: ${flows[0]}.`);
  }
  return { input: { cash_flows_usd: flows }, used: sums.map((mention) => mention.index), notes };
}

/** The word a period is named by before its number ("yr 0", "month #3"). */
const PERIOD_NAME = String.raw`(?:yr|year|month|mo|period)\s*#?\s*`;
const PERIOD_NAMED = new RegExp(`\\b${PERIOD_NAME}$`);
// "-1.2MM yr 0", "-1.2MM up front (year 0)": the label right after the amount, or after its
// words of time 0 and in brackets.
const RIGHT_AFTER_PERIOD_NAME = new RegExp(
  `^\\s*(?:(?:up ?front|today|now|initially)\\s*)?\\(?\\s*${PERIOD_NAME}$`,
);

/** "yr 0", "month 3": the period an amount of a list is in, named before its number. */
function periodLabel(mention: Mention, reading: Reading): boolean {
  return (
    mention.unit?.dimension === 'time' &&
    mention.range === undefined &&
    Number.isInteger(mention.value) &&
    PERIOD_NAMED.test(reading.text.slice(0, mention.start))
  );
}

/** Periods listed one by one from the first after a list of flows: "years 1, 2 and 3" (its last). */
const PERIODS_LISTED =
  /^[^.;?]{0,40}?\b(?:years?|yrs?|months?|periods?) 1(?:\s*,\s*\d{1,2})*,?\s*(?:and|&)\s*(\d{1,2})\b/;

/** A list of three or more amounts in a row, the first at time 0. */
function cashFlowList(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter(
    (mention) => !used.has(mention.index) && !periodLabel(mention, reading),
  );
  let best: Mention[] = [];
  let run: Mention[] = [];
  for (const [at, mention] of mentions.entries()) {
    const last = run.at(-1);
    if (
      amount(mention) &&
      last !== undefined &&
      last === mentions[at - 1] &&
      LIST_JOIN.test(reading.text.slice(last.end, mention.start))
    ) {
      run.push(mention);
    } else run = amount(mention) ? [mention] : [];
    if (run.length > best.length) best = [...run];
  }
  // An amount outside the list would be a cash flow left out: ask rather than drop it — unless
  // it is the money spent before a list of what came back ("workover cost $450k. Monthly net
  // since: 60k, 58k, …"): the first flow, at time 0.
  const capex = (mention: Mention) =>
    (reading.labels[mention.index]?.get('capex') ?? 0) >= LABELLED;
  const outside = mentions.filter(
    (mention) =>
      amount(mention) &&
      !best.includes(mention) &&
      (mention.unit !== undefined || mention.negative === true || capex(mention)),
  );
  const [first] = best;
  const [investment] = outside;
  const before =
    outside.length === 1 &&
    investment !== undefined &&
    first !== undefined &&
    investment.end <= first.start &&
    (spent(investment) || capex(investment)) &&
    best.every((flow) => flow.value > 0)
      ? investment
      : undefined;
  if (best.length >= 3 && outside.length > 0 && before === undefined) return undefined;
  if (before !== undefined) best = [before, ...best];
  if (best.length >= 3) {
    // "+1.6, +1.3, +1.0, +0.6 MM": millions written once, after the last figure, are the list's
    // unit for every bare figure in it (none of them a sum of dollars on its own).
    const last = best.at(-1);
    const inMillions =
      last !== undefined &&
      millions(last) &&
      best.every((flow) => flow.unit !== undefined || Math.abs(flow.value) < 1000);
    // "$1.6MM, 1.3, 1.05, 0.85": bare figures after one written in millions (or thousands) are
    // in its scale, as long as none of them is a sum of dollars on its own.
    const bare = (flow: Mention) => flow.unit === undefined && writtenScale(flow) === undefined;
    const carried = best.every((flow) => !bare(flow) || Math.abs(flow.value) < 1000);
    const scaleBefore = (at: number): number =>
      best
        .slice(0, at)
        .reverse()
        .map(writtenScale)
        .find((scale) => scale !== undefined) ?? 1;
    const flows = best.map((flow, at) =>
      inMillions && flow.unit === undefined
        ? flow.value * 1e6
        : carried && bare(flow)
          ? flow.value * scaleBefore(at)
          : dollars(flow),
    );
    if (before !== undefined) flows[0] = -Math.abs(flows[0] ?? 0);
    const first = best[0] as Mention;
    const notes: string[] = best.some(millions) ? ['MM read as millions of US$.'] : [];
    if (flows[0] !== undefined && flows[0] > 0 && SPENT_BEFORE.test(first.before)) {
      flows[0] = -flows[0];
      notes.push(`${first.raw} read as money spent at time 0: ${flows[0]}.`);
    }
    // "at the end of years 1 to 4": the periods of the flows after the first — or of every flow
    // when there are as many as periods from 1 ("$450k, $380k, $300k and $220k at the end of
    // years 1 through 4"): none comes at time 0.
    const periodsOf = (count: number) =>
      mentions.find(
        (mention) =>
          mention.unit?.dimension === 'time' &&
          mention.range !== undefined &&
          mention.range.high - mention.range.low + 1 === count &&
          (count === best.length - 1 || mention.range.low === 1),
      );
    const periods = periodsOf(best.length - 1) ?? periodsOf(best.length);
    // …or listed one by one ("at the end of years 1, 2 and 3").
    const listed = PERIODS_LISTED.exec(reading.text.slice(best.at(-1)?.end ?? 0));
    const endOfPeriods =
      (periods?.range !== undefined &&
        periods.range.low === 1 &&
        periods.range.high === best.length) ||
      Number(listed?.[1]) === best.length;
    // "yr 0" written after the first amount is its label, used with it.
    const labels = reading.mentions.filter(
      (mention) =>
        !used.has(mention.index) &&
        periodLabel(mention, reading) &&
        best.some((flow) =>
          RIGHT_AFTER_PERIOD_NAME.test(reading.text.slice(flow.end, mention.start)),
        ),
    );
    const taken = [...best, ...labels, ...(periods === undefined ? [] : [periods])];
    return {
      input: { cash_flows_usd: flows, ...(endOfPeriods && { timing: 'end_of_period' }) },
      used: taken.map((mention) => mention.index),
      notes,
    };
  }
  return undefined;
}

/** "$420k/yr for 5 yrs", after an investment. */
function levelFlows(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  // "-600k then +90k for 9 months": an amount lasting a number of periods is one a period.
  const lasting = (mention: Mention, at: number) => {
    const next = mentions[at + 1];
    return (
      amount(mention) &&
      !spent(mention) &&
      (next?.unit?.id === 'month' || next?.unit?.id === 'year') &&
      /^\s*(?:for|over|during)\s+(?:the\s+)?(?:next\s+)?$/.test(
        reading.text.slice(mention.end, next.start),
      )
    );
  };
  const level =
    mentions.find((mention) => periodOf(mention) !== undefined) ?? mentions.find(lasting);
  if (level === undefined) return undefined;
  const duration = mentions.find(
    (mention) =>
      mention.index > level.index &&
      mention.unit?.dimension === 'time' &&
      /^\s*(?:net|gross|profit|revenue|back|cash flow)?\s*(?:for|over|during)?\s*$/.test(
        reading.text.slice(level.end, mention.start).replace(PER_PERIOD_AFTER, ''),
      ),
  );
  if (duration === undefined) return undefined;
  const investment = mentions.find((mention) => mention !== level && spent(mention));
  // Without the money spent at time 0 there is no NPV, rate of return or payout to speak of.
  if (investment === undefined) return undefined;
  const period = periodOf(level) ?? (duration.unit?.id === 'month' ? 'month' : 'year');
  const count = Math.round(
    period === 'month'
      ? duration.unit?.id === 'year'
        ? duration.value * 12
        : duration.value
      : duration.unit?.id === 'month'
        ? duration.value / 12
        : duration.value,
  );
  if (!(count >= 1 && count <= 600)) return undefined;
  const flows = [
    -Math.abs(dollars(investment)),
    ...Array.from({ length: count }, () => dollars(level)),
  ];
  return {
    input: { cash_flows_usd: flows, period },
    used: [level.index, duration.index, investment.index],
    notes: [
      `Cash flows: ${investment.raw} spent at time 0, then ${level.raw} for ${count} ${period}s.`,
    ],
  };
}

/**
 * When each flow comes, as the words say: Excel's NPV (every flow, the first too, at the end of
 * its period) or mid-period discounting; otherwise the first flow is at time 0.
 */
function timing(text: string): Record<string, unknown> {
  if (/\bmid[- ]?(?:year|period|month)\b/.test(text)) return { timing: 'mid_period' };
  // "each one lands at the end of its year", "so the first is discounted a year too".
  if (
    /\bexcel\b|\bend of its (?:year|period|month)\b|\bfirst (?:one |flow |cash flow )?(?:is |gets )?discounted\b/.test(
      text,
    )
  ) {
    return { timing: 'end_of_period' };
  }
  return {};
}

/**
 * "NPV10", "PV-15", "pv 8": a present value named with its discount rate, whatever the rate —
 * unless the message speaks of a mud's rheology, where "PV 18 YP 14" is a plastic viscosity.
 */
const RATE_NAMED: Record<string, number> = {
  ...Object.fromEntries(
    Array.from({ length: 30 }, (_, index) => index + 1).flatMap((rate) => [
      [`pv${rate}`, 3],
      [`npv${rate}`, 3],
      [`pv ${rate}`, 3],
      [`npv ${rate}`, 3],
    ]),
  ),
  yp: -3,
  'yield point': -3,
  'plastic viscosity': -3,
  rheology: -3,
};

/** "NPV10", "PV-10": the discount rate written in the name. */
function namedRate(text: string): Record<string, unknown> {
  const rate = /\bn?pv[- ]?(\d{1,2})\b/.exec(text)?.[1];
  return rate === undefined ? {} : { discount_rate_pct_per_year: Number(rate) };
}

/** A decline per year: an effective decline per month is not a twelfth of an annual one. */
function annualDecline(mention: Mention, reading: Reading): boolean {
  return !(mention.unit?.id === '%/month' && /\b(?:effective|secant|tangent)\b/.test(reading.text));
}

/** Words after an amount that make it the money spent ("$4 MM capex", "$850k spent today"). */
const SPENT_AFTER =
  /^\s*(?:capex|investment|well cost|cost|d&c|dc&e|afe|to drill|up ?front|spent|invested|outlay|all[- ]in|(?:new\s+)?(?:well|workover|recompletion|frac job)\b\s*,?\s*(?:today|now|up ?front|at (?:time|month|year) 0))\b/;

/** A bare amount written as a flow per period ("nets 250,000 per month"). */
const PER_PERIOD_AFTER =
  /^\s*(?:(?:at the (?:end|start) of|in)\s+)?(?:per|a|an|each|every|\/)\s*(month|mo|year|yr)\b|^\s*(monthly|yearly|annually)\b/;

function periodOf(mention: Mention): 'month' | 'year' | undefined {
  if (mention.unit?.dimension === 'money_rate') {
    return mention.per === 'month' ? 'month' : mention.per === 'year' ? 'year' : undefined;
  }
  // "400k a year", "250,000 per month" are read as rates per period: in a cash flow, money.
  if (
    (mention.unit?.id === '1/yr' || mention.unit?.id === '1/month') &&
    (mention.value >= 1000 || /\d\s*(?:k|mm)\b/.test(mention.raw))
  ) {
    return mention.unit.id === '1/yr' ? 'year' : 'month';
  }
  if (mention.unit !== undefined && mention.unit.dimension !== 'money') return undefined;
  const match = PER_PERIOD_AFTER.exec(mention.after);
  if (match === null) return undefined;
  return /^(?:month|mo|monthly)$/.test(match[1] ?? match[2] ?? '') ? 'month' : 'year';
}

/** How long a step of a schedule lasts: its months, as written, and its figure if it has one. */
interface Duration {
  months: number;
  raw: string;
  index?: number;
}

/** A first step of one period said in words: "$210k/month the first year", "for the first month". */
const FIRST_PERIOD =
  /^\s*(?:per|a|an|each|every|\/)?\s*(?:month|mo|year|yr|monthly|yearly)?\s*(?:net\s+)?(?:for|over|during|in)?\s*(?:the\s+)?first\s+(year|month)\b/;

/**
 * A stepped payout schedule: the money spent at time 0, then each flow per period with how long
 * it lasts ("$250k/month for 12 months, then $150k/month"); the last step may run until payout.
 */
function stepSchedule(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  const steps: { amount: Mention; duration?: Duration }[] = [];
  let period: 'month' | 'year' | undefined;
  for (const [at, mention] of mentions.entries()) {
    const per = periodOf(mention);
    if (per === undefined) continue;
    // "LOE $9,000/mo" is a cost, not what the well nets: no schedule from it.
    if ((reading.labels[mention.index]?.get('loe') ?? 0) >= LABELLED) return undefined;
    if (period !== undefined && per !== period) return undefined;
    period = per;
    const next = mentions[at + 1];
    // "$285k a month … for the first 12 months": a few words may stand before "for".
    const gap = next === undefined ? '' : reading.text.slice(mention.end, next.start);
    const lasts =
      next?.unit?.dimension === 'time' &&
      (/^\s*(?:per|a|an|each|every|\/)?\s*(?:month|mo|year|yr|monthly|yearly)?\s*(?:for|over|during)?\s*(?:the\s+)?(?:first\s+|next\s+)?$/.test(
        gap,
      ) ||
        /^[\s,]*(?:[a-z']+\s+){0,5}(?:for|over|during)\s+(?:the\s+)?(?:first\s+|next\s+)?$/.test(
          gap,
        ));
    // "$310k/mo months 1-6", "in months 7–12": the months the step covers, first to last.
    const span =
      !lasts &&
      next?.unit?.dimension === 'time' &&
      next.range !== undefined &&
      /^\s*,?\s*(?:(?:for|in|over|during)\s+)?(?:the\s+)?$/.test(
        gap.replace(/\b(?:months?|mos?|years?|yrs?)\s*$/, ''),
      )
        ? next.range.high - next.range.low + 1
        : undefined;
    // "$210k/month the first year": a step of one period named in words, with no figure.
    const first = lasts || span !== undefined ? null : FIRST_PERIOD.exec(mention.after);
    const duration: Duration | undefined = lasts
      ? {
          months: next.unit?.id === 'year' ? next.value * 12 : next.value,
          raw: next.raw,
          index: next.index,
        }
      : span !== undefined && next !== undefined
        ? {
            months: next.unit?.id === 'year' ? span * 12 : span,
            raw: `${next.unit?.id === 'year' ? 'years' : 'months'} ${next.raw}`,
            index: next.index,
          }
        : first !== null
          ? { months: first[1] === 'year' ? 12 : 1, raw: `the first ${first[1]}` }
          : undefined;
    steps.push({ amount: mention, ...(duration !== undefined && { duration }) });
  }
  if (period === undefined || steps.length === 0) return undefined;
  // Every step but the last says how long it lasts.
  if (steps.slice(0, -1).some((step) => step.duration === undefined)) return undefined;
  const investment = mentions.find((mention) => periodOf(mention) === undefined && spent(mention));
  const periods = steps.flatMap((step) => {
    const months = step.duration?.months;
    if (months === undefined) return [];
    return [Math.round(period === 'month' ? months : months / 12)];
  });
  const schedule = steps
    .map(
      (step) =>
        `${step.amount.raw}${step.duration === undefined ? ' until payout' : ` for ${step.duration.raw}`}`,
    )
    .join(', then ');
  // The schedule without the money spent at time 0: read, and the investment asked for.
  if (investment === undefined) {
    return {
      input: {
        step_cash_flows_usd: steps.map((step) => dollars(step.amount)),
        step_periods: periods,
        period,
      },
      used: steps.flatMap((step) => [
        step.amount.index,
        ...(step.duration?.index === undefined ? [] : [step.duration.index]),
      ]),
      notes: [`Schedule: ${schedule}.`],
    };
  }
  return {
    input: {
      capex_usd: Math.abs(dollars(investment)),
      step_cash_flows_usd: steps.map((step) => dollars(step.amount)),
      step_periods: periods,
      period,
    },
    used: [
      investment.index,
      ...steps.flatMap((step) => [
        step.amount.index,
        ...(step.duration?.index === undefined ? [] : [step.duration.index]),
      ]),
    ],
    notes: [`Schedule: ${investment.raw} spent at time 0, then ${schedule}.`],
  };
}

/** Money written in thousands or millions ("$3 MM", "$250k", "$4 million"): a sum, never a unit price. */
const LUMP_SUM = /\d\s*(?:k|m|mm|mmusd|million|millions|b|bn|billion)\b/i;

/** A price per barrel, or one written with no volume after a barrel count. */
function perOil(mention: Mention): boolean {
  const per = mention.per;
  if (typeof per === 'object') return per.flavour !== 'gas' && !/mcf|mmbtu|m3/i.test(per.id);
  return (
    mention.unit?.dimension === 'money' &&
    !LUMP_SUM.test(mention.raw) &&
    !/^\s*(?:\/|per)\s*(?:mcf|mscf|mmbtu)/.test(mention.after)
  );
}

/** Whether the message gives a volume of oil, and one of gas. */
function volumes(reading: Reading): { oil: boolean; gas: boolean } {
  const of = reading.mentions.filter((mention) => mention.unit?.dimension === 'volume');
  return {
    oil: of.some((mention) => mention.unit?.flavour !== 'gas'),
    gas: of.some((mention) => mention.unit?.flavour === 'gas'),
  };
}

/** An oil price: per barrel, or a bare amount when the message sells oil. */
function oilPrice(mention: Mention, reading: Reading): boolean {
  // "4,800 bbl @ 71.40": named an oil price by the volume it is written after.
  if ((reading.labels[mention.index]?.get('oil_price') ?? 0) >= LABELLED) return true;
  if (!perOil(mention)) return false;
  const sold = volumes(reading);
  return typeof mention.per === 'object' || sold.oil || !sold.gas;
}

/** A gas price: per Mcf, or a bare amount when the message sells gas and no oil. */
function gasPrice(mention: Mention, reading: Reading): boolean {
  if (perGas(mention)) return true;
  // "22,000 mcf @ 2.35": named a gas price by the volume it is written after.
  if ((reading.labels[mention.index]?.get('gas_price') ?? 0) >= LABELLED) return true;
  const sold = volumes(reading);
  return mention.unit?.dimension === 'money' && mention.per === undefined && sold.gas && !sold.oil;
}

/** A price per Mcf (or MMBtu). */
function perGas(mention: Mention): boolean {
  const per = mention.per;
  return typeof per === 'object' && (per.flavour === 'gas' || /mcf|mmbtu/i.test(per.id));
}

/** Days in an average month (365.25/12), as the revenue of a month is counted from a rate. */
const DAYS_PER_MONTH = 30.4375;

/** A period other than the month a revenue distribution is worked for. */
const OTHER_PERIOD =
  /\b(?:year|years|yearly|annual|annually|yr|week|weeks|weekly|quarter|quarterly|daily|today)\b|\b(?:revenue|income|cash|money|net|gross|worth)\s+(?:per|a|each|every)\s+day\b/;

/**
 * A month's oil and gas sold from the rates a message gives ("makes 120 bopd", "3,000 bbl a
 * month"), when it gives no volume and asks of no other period: rate × 30.4375 days.
 */
function monthFromRates(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  if (OTHER_PERIOD.test(reading.text)) return undefined;
  const input: Record<string, unknown> = {};
  const taken: number[] = [];
  const notes: string[] = [];
  for (const [fluid, name, unit] of [
    ['oil', 'oil_volume_bbl', 'bbl'],
    ['gas', 'gas_volume_mcf', 'Mcf'],
  ] as const) {
    const isGas = (mention: Mention) => mention.unit?.flavour === 'gas';
    const ofFluid = (mention: Mention) => (fluid === 'gas') === isGas(mention);
    if (
      reading.mentions.some((mention) => mention.unit?.dimension === 'volume' && ofFluid(mention))
    ) {
      continue;
    }
    const rates = reading.mentions.filter(
      (mention) =>
        !used.has(mention.index) &&
        mention.unit?.dimension === 'rate' &&
        ofFluid(mention) &&
        (fluid === 'gas' || mention.unit.flavour !== 'water'),
    );
    const [rate] = rates;
    if (rates.length !== 1 || rate?.unit === undefined) continue;
    const perDay = convertValue(
      rate.value,
      rate.unit,
      readUnit(fluid === 'gas' ? 'Mcf/d' : 'bbl/d'),
    );
    const volume = perDay * DAYS_PER_MONTH;
    input[name] = volume;
    taken.push(rate.index);
    notes.push(
      `${rate.raw.trim()} read as ${plain(volume)} ${unit} sold in a month of ${DAYS_PER_MONTH} days.`,
    );
  }
  return taken.length === 0 ? undefined : { input, used: taken, notes };
}

/**
 * An NRI stated beside burdens that give another (100 % WI less a 20 % royalty is 80 %, not the
 * 75 % stated), or above the WI: which is right is asked, never settled in silence.
 */
function nriConflict(input: Readonly<Record<string, unknown>>): string | undefined {
  const { nri_pct: nri, royalty_pct: royalty } = input;
  if (typeof nri !== 'number') return undefined;
  const wi = typeof input.working_interest_pct === 'number' ? input.working_interest_pct : 100;
  const orri = typeof input.orri_pct === 'number' ? input.orri_pct : 0;
  if (nri > wi) {
    return `which is right: the NRI of ${plain(nri)} % or the ${plain(wi)} % WI (the NRI cannot exceed the WI)`;
  }
  if (typeof royalty !== 'number') return undefined;
  const implied = (wi * (100 - royalty - orri)) / 100;
  return Math.abs(implied - nri) > 0.05
    ? `which is right: the NRI of ${plain(nri)} % or the ${plain(implied)} % that ${plain(wi)} % WI less ${plain(royalty + orri)} % of burdens gives (an ORRI or another burden not given?)`
    : undefined;
}

/** Monthly or yearly flows when the message says so, and only one of them. */
function period(message: string): Record<string, unknown> {
  // A discount rate's "10 %/yr" says nothing of how often the money comes.
  const text = message.replace(
    /%\s*(?:\/\s*y(?:ea)?r|per (?:year|yr|annum)|a year|annual(?:ly)?|effective annual)\b/g,
    '%',
  );
  const monthly = /\bmonth(?:ly|s)?\b|\bper mo\b|\/mo\b/.test(text);
  const yearly =
    /\b(?:yearly|annual(?:ly)?|per (?:year|yr)|a year|each year|years? \d)\b|\/yr\b/.test(text);
  if (monthly === yearly) return {};
  return { period: monthly ? 'month' : 'year' };
}

const needFlows = (input: Readonly<Record<string, unknown>>): string | undefined =>
  input.cash_flows_usd === undefined
    ? 'the cash flows, the first one at time 0, separated by commas (e.g. `-40,000, 5,000, 8,000, 12,000, 30,000`)'
    : undefined;

/** Words that join the volumes of a list of months ("6,000, 4,800, 4,000 bbl", "3,000 / 2,400"). */
const VOLUME_JOIN = /^\s*(?:,|\/|;|&|and|then)?\s*(?:,\s*)?(?:then\s+)?$/;

/**
 * The volumes of each month of a well's economics: a list of two or more ("oil by month: 6,000,
 * 4,800, 4,000 bbl"), or a flat rate for a number of months ("flat 1,800 bbl/mo and 2,700 Mcf/mo
 * for 36 months"; a daily rate × 30.4375 days). Oil is needed; gas follows the oil's months.
 */
function monthlyVolumes(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  const taken: number[] = [];
  const notes: string[] = [];
  const duration = mentions.find(
    (mention) =>
      (mention.unit?.id === 'month' || mention.unit?.id === 'year') &&
      mention.range === undefined &&
      /\b(?:for|over|during)\s+(?:the\s+)?(?:next\s+|first\s+)?$/.test(
        reading.text.slice(Math.max(0, mention.start - 16), mention.start),
      ),
  );
  const months =
    duration === undefined
      ? undefined
      : Math.round(duration.unit?.id === 'year' ? duration.value * 12 : duration.value);
  const series = (gas: boolean): number[] | undefined => {
    const ofFluid = (mention: Mention) => (mention.unit?.flavour === 'gas') === gas;
    const volume = (mention: Mention) => mention.unit?.dimension === 'volume' && ofFluid(mention);
    // The longest run of bare numbers and volumes of the fluid, ending with a volume.
    let best: Mention[] = [];
    let run: Mention[] = [];
    for (const [at, mention] of mentions.entries()) {
      const last = run.at(-1);
      const member = volume(mention) || (mention.unit === undefined && mention.range === undefined);
      const joined =
        last !== undefined &&
        last === mentions[at - 1] &&
        VOLUME_JOIN.test(reading.text.slice(last.end, mention.start));
      run = member ? (joined ? [...run, mention] : [mention]) : [];
      const ended = run.at(-1);
      if (run.length >= 2 && ended !== undefined && volume(ended) && run.length > best.length) {
        best = [...run];
      }
    }
    if (best.length >= 2) {
      taken.push(...best.map((mention) => mention.index));
      return best.map((mention) =>
        mention.unit === undefined
          ? mention.value
          : convertValue(mention.value, mention.unit, readUnit(gas ? 'Mcf' : 'bbl')),
      );
    }
    const rates = mentions.filter(
      (mention) =>
        mention.unit?.dimension === 'rate' &&
        ofFluid(mention) &&
        (gas || mention.unit.flavour !== 'water'),
    );
    const [rate] = rates;
    if (rates.length !== 1 || rate?.unit === undefined || months === undefined) return undefined;
    const perDay = convertValue(rate.value, rate.unit, readUnit(gas ? 'Mcf/d' : 'bbl/d'));
    const perMonth = perDay * DAYS_PER_MONTH;
    taken.push(rate.index);
    notes.push(
      `${rate.raw} for ${plain(months)} months: ${plain(perMonth)} ${gas ? 'Mcf' : 'bbl'} each month (30.4375 days).`,
    );
    return Array.from({ length: months }, () => perMonth);
  };
  const oil = series(false);
  if (oil === undefined) return undefined;
  const gas = series(true);
  if (duration !== undefined && taken.length > 0) taken.push(duration.index);
  return {
    input: {
      oil_bbl_per_month: oil,
      ...(gas !== undefined && { gas_mcf_per_month: gas }),
    },
    used: taken,
    notes,
  };
}

/** A price said before the word "gas" ("$70 oil, $3 gas"): the gas's, not the oil's. */
function saidForGas(mention: Mention): boolean {
  return /^\s*(?:\/\s*)?(?:for\s+)?(?:the\s+)?(?:gas|mcf|mscf|mmbtu)\b/.test(mention.after);
}

/** Texas's fees left out in words ("skip the TX cleanup fees", "no fees"). */
function withoutFees(text: string): Record<string, unknown> {
  return leftOut(text, /\bfees?\b/) ? { include_texas_fees: false } : {};
}

/** Net present value, rate of return, payout, interests and production taxes. */
export const economicsRecipes = [
  recipe({
    tool: 'net_revenue_interest',
    terms: {
      nri: 3,
      'net revenue interest': 3,
      'net revenue': 2,
      'revenue interest': 2.5,
      'net interest': 2,
      'working interest': 1,
      wi: 1,
      royalty: 1,
      orri: 1,
      'overriding royalty': 1,
      'my share': 1,
      'our share': 1,
      'what share': 1.5,
      // The revenue itself named outright is the distribution, not the interest alone.
      'revenue distribution': -3,
      'gross to net': -3,
      // An interest is not the cash flow or value asked.
      'cash flow': -3,
      'net cash': -3,
      npv: -3,
      'present value': -3,
    },
    inputs: [
      { input: 'working_interest_pct', role: 'working_interest' },
      { input: 'royalty_pct', role: 'royalty' },
      { input: 'orri_pct', role: 'orri', labelled: true },
    ],
    options: wholeWorkingInterest,
  }),
  recipe({
    tool: 'net_present_value',
    terms: {
      npv: 3,
      'net present value': 3,
      'present value': 2.5,
      pv: 2,
      ...RATE_NAMED,
      discount: 1.5,
      discounted: 1.5,
      'discount rate': 1,
      'cash flows': 1,
      'cash flow': 1,
      // "cfs -2MM, 700k, …": cash flows by their letters.
      cfs: 1,
      'is it worth': 1,
    },
    inputs: [{ input: 'discount_rate_pct_per_year', role: 'discount_rate' }],
    compose: cashFlows,
    changeBuilt: changeOneFlow,
    options: (text) => ({ ...period(text), ...namedRate(text), ...timing(text) }),
    missing: needFlows,
  }),
  recipe({
    tool: 'internal_rate_of_return',
    terms: {
      irr: 3,
      'internal rate of return': 3,
      'rate of return': 2.5,
      ror: 2.5,
      return: 1,
      yield: 1,
      'cash flows': 0.5,
    },
    inputs: [],
    compose: cashFlows,
    changeBuilt: changeOneFlow,
    options: period,
    missing: needFlows,
    answers: {
      irr_annual_pct: ['annual irr', 'annual', 'annualized', 'per year', 'a year', 'yearly'],
      irr_periodic_pct: ['monthly irr', 'per month', 'a month'],
    },
  }),
  recipe({
    tool: 'payout',
    terms: {
      payout: 3,
      'pay out': 3,
      'pays out': 3,
      payback: 3,
      'pay back': 2.5,
      'pays back': 2.5,
      'pay for itself': 3,
      'pays for itself': 3,
      'break even time': 2,
      'when does it': 1,
      'how long to recover': 2,
      'recover the investment': 2,
    },
    // The investment named on its own: given after a schedule that lacked it.
    // "$1.5MM well, nets $180k/mo": the well's cost, named after its amount.
    inputs: [{ input: 'capex_usd', role: 'capex', labelled: true }],
    compose: (reading, used) => cashFlowList(reading, used) ?? stepSchedule(reading, used),
    changeBuilt: (values, reading) =>
      changeOneFlow(values, reading) ?? changeOneStep(values, reading),
    options: period,
    missing: (input) =>
      input.step_cash_flows_usd !== undefined && input.capex_usd === undefined
        ? 'the investment at time 0 that the schedule pays back (e.g. `capex $4 MM`)'
        : input.cash_flows_usd === undefined && input.step_cash_flows_usd === undefined
          ? 'the cash flows (e.g. `-40,000, 5,000, 8,000, 12,000, 30,000`), or the investment at time 0 and the net cash flow per period (e.g. `capex $4 MM, $250k/month for 12 months, then $150k/month`)'
          : undefined,
  }),
  recipe({
    tool: 'texas_severance_tax',
    terms: {
      'severance tax': 3,
      severance: 2.5,
      'production tax': 2.5,
      'production taxes': 2.5,
      texas: 1.5,
      'oil tax': 2,
      'gas tax': 2,
      tax: 1,
      'rrc fee': 2,
      'cleanup fee': 2,
      // An owner's share is what is left after the taxes, not the taxes; so is a cash flow.
      'my share': -1.5,
      'our share': -1.5,
      'my net': -1.5,
      'our net': -1.5,
      'net after': -1.5,
      'cash flow': -3,
      'net cash': -3,
      npv: -3,
      'present value': -3,
    },
    inputs: [
      {
        input: 'oil_volume_bbl',
        role: 'oil_volume',
        free: true,
        accepts: (m) => m.unit?.flavour !== 'gas',
      },
      { input: 'oil_price_usd_per_bbl', role: 'oil_price', free: true, accepts: oilPrice },
      {
        input: 'gas_volume_mcf',
        role: 'gas_volume',
        free: true,
        accepts: (m) => m.unit?.flavour === 'gas',
      },
      { input: 'gas_price_usd_per_mcf', role: 'gas_price', free: true, accepts: gasPrice },
      // A rate stated is the rate used ("EOR unit, 2.3% rate"), never the general one.
      {
        input: 'oil_tax_rate_pct',
        role: 'tax_rate',
        labelled: true,
        names: ['rate', 'oil tax', 'oil rate', 'oil tax rate', 'on oil', 'oil'],
      },
      {
        input: 'gas_tax_rate_pct',
        role: 'tax_rate',
        labelled: true,
        names: ['gas tax', 'gas tax rate', 'gas rate', 'on gas', 'gas'],
      },
    ],
    answers: {
      oil_tax_usd: ['oil', 'crude', 'barrels', 'bbl', 'condensate'],
      gas_tax_usd: ['gas', 'mcf', 'mscf', 'mmcf'],
      // Taxes and fees asked together are their total.
      total_usd: ['total', 'all in', 'with fees', 'including fees', 'fees', 'fee'],
    },
    missing: (input) =>
      (input.oil_volume_bbl === undefined || input.oil_price_usd_per_bbl === undefined) &&
      (input.gas_volume_mcf === undefined || input.gas_price_usd_per_mcf === undefined)
        ? input.gas_volume_mcf !== undefined
          ? 'the gas price (e.g. `$3/Mcf`)'
          : input.oil_volume_bbl !== undefined
            ? 'the oil price per barrel (e.g. `$70/bbl`)'
            : 'the oil volume and price (e.g. `1,000 bbl at $70/bbl`) or the gas volume and price'
        : undefined,
  }),
  recipe({
    tool: 'break_even_price',
    terms: {
      'break even': 3,
      'break-even': 3,
      breakeven: 3,
      'break even price': 3,
      'break-even price': 3,
      'breakeven price': 3,
      // Its shorthand: "BE price", "B/E oil price".
      'be price': 3,
      'b/e': 3,
      'what oil price': 2,
      'price do i need': 2.5,
      'minimum price': 2,
      'full cycle': 1,
    },
    inputs: [
      { input: 'loe_usd_per_bbl', role: 'loe' },
      { input: 'capex_usd', role: 'capex', free: true },
      { input: 'reserves_bbl', role: 'reserves' },
      { input: 'working_interest_pct', role: 'working_interest', labelled: true },
      { input: 'net_revenue_interest_pct', role: 'net_revenue_interest', labelled: true },
      { input: 'royalty_pct', role: 'royalty', labelled: true },
      { input: 'orri_pct', role: 'orri', labelled: true },
      { input: 'severance_tax_pct', role: 'tax_rate', labelled: true },
      { input: 'discount_rate_pct_per_year', role: 'discount_rate', labelled: true },
      { input: 'initial_rate_bbl_per_day', role: 'initial_rate', labelled: true },
    ],
    options: (text) => ({ ...namedRate(text), ...wholeWorkingInterest(text) }),
    missing: (input) =>
      input.royalty_pct === undefined && input.net_revenue_interest_pct === undefined
        ? 'the royalty (e.g. `royalty 20 %`) or the net revenue interest (e.g. `NRI 75 %`)'
        : undefined,
  }),
  recipe({
    tool: 'well_economics',
    // Named by its words; an NPV, IRR or payout of a well's monthly volumes is reached by the
    // volumes the message gives (the other money recipes take no volumes).
    terms: {
      ...RATE_NAMED,
      'well economics': 3,
      economics: 2,
      econ: 2,
      econs: 2,
      npv: 1,
      'present value': 0.5,
      payout: 0.5,
      irr: 0.5,
      'cash flow': 0.5,
      undiscounted: 1,
      'by month': 1,
      'months of': 1,
      qi: -2,
      di: -2,
      decline: -1.5,
    },
    inputs: [
      {
        input: 'oil_price_usd_per_bbl',
        role: 'oil_price',
        accepts: (m) => perOil(m) && !saidForGas(m),
      },
      {
        input: 'gas_price_usd_per_mcf',
        role: 'gas_price',
        free: true,
        accepts: (m) => perGas(m) || (m.unit?.dimension === 'money' && saidForGas(m)),
      },
      { input: 'working_interest_pct', role: 'working_interest', labelled: true },
      { input: 'royalty_pct', role: 'royalty', labelled: true },
      { input: 'orri_pct', role: 'orri', labelled: true },
      // "GOR runs about 1,200 scf/bbl": the gas sold with each month's oil.
      {
        input: 'gas_oil_ratio_scf_per_bbl',
        role: 'solution_gor',
        labelled: true,
        names: ['gor', 'producing gor', 'gas oil ratio', 'gas-oil ratio'],
      },
      {
        input: 'oil_severance_pct',
        role: 'tax_rate',
        labelled: true,
        names: ['oil tax', 'oil severance', 'on oil', 'sev', 'severance'],
      },
      {
        input: 'gas_severance_pct',
        role: 'tax_rate',
        labelled: true,
        names: ['gas tax', 'gas severance', 'on gas'],
      },
      {
        input: 'fixed_opex_usd_per_month',
        role: 'loe',
        labelled: true,
        accepts: (m) => m.unit?.id === 'USD/period' && m.per === 'month',
      },
      { input: 'capex_usd', role: 'capex', free: true },
      { input: 'discount_rate_pct_per_year', role: 'discount_rate', labelled: true },
    ],
    compose: monthlyVolumes,
    options: (text) => ({
      ...namedRate(text),
      ...wholeWorkingInterest(text),
      ...withoutFees(text),
      ...(/\bmid[- ]?month\b/.test(text) && { discounting: 'mid_month' }),
    }),
    primary: 'npv_usd',
    answers: {
      payout_months: ['payout', 'pay out', 'pays out', 'payback', 'pay back'],
      irr_annual_pct: ['irr', 'rate of return', 'ror'],
      undiscounted_cash_flow_usd: ['undiscounted', 'net cash flow', 'cash flow', 'total cash'],
      break_even_oil_price_usd_per_bbl: ['break even', 'break-even', 'breakeven'],
      net_revenue_usd: ['net revenue'],
    },
    missing: (input) =>
      input.oil_bbl_per_month === undefined
        ? 'the oil volume of each month (e.g. `6,000, 4,800, 4,000 bbl`) or a flat rate and how long (e.g. `1,800 bbl/month for 36 months`)'
        : undefined,
  }),
  recipe({
    tool: 'decline_npv',
    terms: {
      ...RATE_NAMED,
      'npv of a well': 3,
      'npv of the well': 3,
      'value of a well': 2.5,
      'value of the well': 2.5,
      'well value': 2.5,
      npv: 1.5,
      'net present value': 1.5,
      'present value': 1,
      qi: 1,
      di: 1,
      decline: 1,
      declining: 1,
    },
    inputs: [
      { input: 'initial_rate_bbl_per_day', role: 'initial_rate' },
      { input: 'initial_decline_pct_per_year', role: 'initial_decline', accepts: annualDecline },
      { input: 'b_factor', role: 'b_factor', labelled: true },
      { input: 'terminal_decline_pct_per_year', role: 'terminal_decline', labelled: true },
      { input: 'oil_price_usd_per_bbl', role: 'oil_price', accepts: perOil },
      { input: 'working_interest_pct', role: 'working_interest', labelled: true },
      { input: 'net_revenue_interest_pct', role: 'net_revenue_interest', labelled: true },
      { input: 'royalty_pct', role: 'royalty', labelled: true },
      { input: 'severance_tax_pct', role: 'tax_rate', labelled: true },
      { input: 'loe_usd_per_month', role: 'loe', labelled: true },
      { input: 'loe_usd_per_bbl', role: 'loe', labelled: true },
      { input: 'capex_usd', role: 'capex', free: true },
      { input: 'discount_rate_pct_per_year', role: 'discount_rate', labelled: true },
      { input: 'economic_limit_bbl_per_day', role: 'economic_limit', labelled: true },
      // "cut it off at 10 years", "over a 15-year life": the forecast's end.
      {
        input: 'max_months',
        role: 'forecast_time',
        labelled: true,
        names: [
          'cut it off at',
          'cut off at',
          'cutoff at',
          'stop it at',
          'run it',
          'run it for',
          'run',
          'run for',
          'run out',
          'run out to',
          'life',
          'well life',
          'project life',
          // "10 years of production", "producing for 8 years".
          'of production',
          'producing for',
          'produce for',
        ],
      },
    ],
    options: (text) => ({ ...namedRate(text), ...declineType(text), ...bFromWords(text) }),
    missing: (input) => {
      const asks = [
        input.royalty_pct === undefined && input.net_revenue_interest_pct === undefined
          ? 'the royalty (e.g. `royalty 20 %`) or the net revenue interest (e.g. `NRI 75 %`)'
          : undefined,
        input.decline_type === undefined
          ? 'whether the decline Di is nominal or effective (e.g. `Di 12 %/yr nominal`)'
          : undefined,
        input.economic_limit_bbl_per_day === undefined &&
        input.loe_usd_per_month === undefined &&
        input.loe_usd_per_bbl === undefined &&
        input.max_months === undefined
          ? 'the economic limit rate (e.g. `economic limit 10 bopd`), the operating cost (e.g. `LOE $5,000/month`) or how long to run it (e.g. `over 10 years`)'
          : undefined,
      ].filter((ask) => ask !== undefined);
      return asks.length === 0 ? undefined : asks.join('; ');
    },
  }),
  recipe({
    tool: 'revenue_distribution',
    terms: {
      'revenue distribution': 3,
      'revenue split': 3,
      'split the revenue': 3,
      'gross to net': 3,
      'break down': 1.5,
      breakdown: 1.5,
      revenue: 1.5,
      'how much do i net': 3,
      'how much do we net': 3,
      'net to me': 2.5,
      'net to us': 2.5,
      // "What's our net after severance?": the owner's net, after the burdens named.
      'our net': 2.5,
      'my net': 2.5,
      'net after': 2,
      'my share': 1.5,
      'our share': 1.5,
      'revenue share': 2.5,
      'share of the revenue': 2.5,
      'owner revenue': 2.5,
      'net revenue': 1,
      "this month's revenue": 2.5,
      'monthly revenue': 2,
      'check stub': 2,
      'revenue check': 2,
      // The owner's check: "what's my net check this month?".
      'net check': 2.5,
      'my check': 2,
      'our check': 2,
      'check this month': 2,
      'monthly check': 2,
    },
    inputs: [
      {
        input: 'oil_volume_bbl',
        role: 'oil_volume',
        free: true,
        accepts: (m) => m.unit?.flavour !== 'gas',
      },
      { input: 'oil_price_usd_per_bbl', role: 'oil_price', free: true, accepts: perOil },
      {
        input: 'gas_volume_mcf',
        role: 'gas_volume',
        free: true,
        accepts: (m) => m.unit?.flavour === 'gas',
      },
      { input: 'gas_price_usd_per_mcf', role: 'gas_price', free: true, accepts: perGas },
      { input: 'gross_revenue_usd', role: 'gross_revenue', labelled: true },
      { input: 'royalty_pct', role: 'royalty' },
      // "Our NRI is 80 %": the share the royalty and other burdens leave the working interest.
      { input: 'nri_pct', role: 'net_revenue_interest', labelled: true, unit: '%' },
      { input: 'orri_pct', role: 'orri', labelled: true },
      { input: 'working_interest_pct', role: 'working_interest', labelled: true },
      // "Sev 4.6% oil / 7.5% gas": a rate for each product, the gas one only when it differs.
      {
        input: 'severance_tax_pct',
        role: 'tax_rate',
        labelled: true,
        names: ['oil tax', 'oil severance', 'on oil', 'oil'],
      },
      {
        input: 'gas_severance_tax_pct',
        role: 'tax_rate',
        labelled: true,
        names: ['gas tax', 'gas severance', 'on gas', 'gas'],
      },
    ],
    compose: monthFromRates,
    complete: (input) => {
      const { nri_pct: nri } = input;
      if (typeof nri !== 'number' || input.royalty_pct !== undefined) return undefined;
      const wi = typeof input.working_interest_pct === 'number' ? input.working_interest_pct : 100;
      const orri = typeof input.orri_pct === 'number' ? input.orri_pct : 0;
      // NRI = WI × (1 − royalty − ORRI): the burdens the NRI leaves.
      const royalty = 100 * (1 - nri / wi) - orri;
      if (!(royalty >= 0 && royalty < 100)) return undefined;
      input.royalty_pct = royalty;
      input.working_interest_pct = wi;
      return `NRI ${plain(nri)} % on ${plain(wi)} % WI: the royalty and other burdens are ${plain(royalty)} % of gross.`;
    },
    primary: 'net_revenue_usd',
    answers: {
      // Named before the net: "our share before taxes" asks for the share, not the net.
      owner_revenue_usd: [
        'before severance',
        'before sev',
        'before taxes',
        'before tax',
        'pre-tax',
      ],
      net_revenue_usd: [
        'net',
        'how much do i net',
        'net to me',
        'take home',
        'my check',
        'my share',
        'our share',
      ],
      nri_pct: ['nri', 'net revenue interest', 'revenue interest'],
      royalty_usd: ['royalty owner', 'royalty payment', 'how much royalty'],
      gross_revenue_usd: ['gross revenue', 'gross'],
    },
    options: wholeWorkingInterest,
    missing: (input) =>
      nriConflict(input) ??
      (input.oil_volume_bbl !== undefined && input.oil_price_usd_per_bbl === undefined
        ? 'the oil price (e.g. `$70/bbl`)'
        : input.gas_volume_mcf !== undefined && input.gas_price_usd_per_mcf === undefined
          ? 'the gas price (e.g. `$3/Mcf`)'
          : input.oil_volume_bbl === undefined &&
              input.gas_volume_mcf === undefined &&
              input.gross_revenue_usd === undefined
            ? 'the oil sold and its price (e.g. `3,000 bbl at $70/bbl`), the gas sold and its price, or the gross revenue'
            : undefined),
  }),
];
