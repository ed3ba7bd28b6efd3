import {
  ATMOSPHERIC_PRESSURE_PSIA,
  FIELD_GRADIENT_FACTOR,
  GALLONS_PER_CUBIC_FOOT,
  unitFactor,
} from '@petrosage/oilfield';
import type { CalculatorRecipe, FieldSpec } from './offline-calculator';
import {
  findNumberList,
  findQuantities,
  findStepSchedule,
  type QuantityMention,
} from './quantities';

/**
 * How each calculator is asked for in plain English: the words that name it and where each
 * input's number is found. Labels match the words just before a number ("qi 850 bopd"), trailing
 * patterns the words just after it ("0.7 gas", "10,500 ft TVD").
 */

const GAL_PER_FT3 = GALLONS_PER_CUBIC_FOOT;

/** SG → ppg, as the "SG mud" unit reads it. */
const PPG_PER_SG = unitFactor('g/cm3', 'ppg');

/** A bare mud weight followed by "SG", or below 4 (no mud is that light in ppg), is an SG. */
function mudWeightOrSg(mention: QuantityMention): number {
  if (mention.kind !== 'number') return mention.value;
  return /^(?:sg\b|s\.g\.|specific gravity\b)/.test(mention.after) || mention.value < 4
    ? mention.value * PPG_PER_SG
    : mention.value;
}

/** A bare number is a mud weight only between 0.8 and 25 (SG or ppg), with no other unit. */
function bareMudWeight(mention: QuantityMention): boolean {
  return mention.kind !== 'number' || (mention.value >= 0.8 && mention.value <= 25);
}

const depth: FieldSpec = {
  input: 'tvd_ft',
  kinds: ['length_ft'],
  label: /depth|tvd|true vertical depth|at/,
  trailing: /tvd|true vertical|depth|deep/,
  // A measured depth is never the TVD: "10,000 ft MD, 8,500 ft TVD".
  accepts: (mention) =>
    !/^(?:md\b|mdrt\b|measured(?: depth)?|along[- ]hole|ah\b)/.test(mention.after) &&
    !/\b(?:md|measured depth)\s*(?:of|=|:)?\s*$/.test(mention.before),
  ask: 'the true vertical depth (e.g. `10,500 ft TVD`)',
};
const mudWeight: FieldSpec = {
  input: 'mud_weight_ppg',
  kinds: ['density_ppg'],
  ask: 'the mud weight (e.g. `12.4 ppg`)',
};
const gasGravity: FieldSpec = {
  input: 'gas_specific_gravity',
  kinds: ['number'],
  label: /gas (?:specific )?gravity|gas sg|specific gravity|gravity|sg|\bgg|γg?/,
  trailing: /(?:gravity |sg |specific gravity )?gas\b|sg\b|gravity\b/,
  labelRequired: true,
  ask: 'the gas specific gravity (air = 1, e.g. `0.7 gas gravity`)',
};
const pressureAbs = (ask: string, label?: RegExp): FieldSpec => ({
  input: 'pressure_psia',
  kinds: ['pressure_psi'],
  absolute: true,
  ...(label ? { label } : {}),
  ask,
});
/** "5 % CO2 and 10 % H2S": the sour-gas (Wichert–Aziz) inputs, always labelled. */
const sourGas: FieldSpec[] = (['co2', 'h2s'] as const).map((gas) => ({
  input: `${gas}_mol_pct`,
  kinds: ['percent'],
  label: new RegExp(gas),
  trailing: new RegExp(gas),
  labelRequired: true,
  optional: true,
  ask: `the ${gas.toUpperCase()} content (mol %)`,
}));
const temperature: FieldSpec = {
  input: 'temperature_degF',
  kinds: ['temperature_f'],
  ask: 'the temperature (e.g. `180 °F`)',
};
const apiGravity: FieldSpec = {
  input: 'api_gravity',
  kinds: ['api_gravity', 'number'],
  label: /api(?: gravity)?|oil gravity/,
  ask: 'the oil gravity (e.g. `35 °API`)',
};
const solutionGor: FieldSpec = {
  input: 'solution_gor_scf_per_stb',
  kinds: ['gor_scf_per_bbl', 'number'],
  label: /rs|solution gor|solution gas[- ]oil ratio|gor/,
  ask: 'the solution gas-oil ratio (e.g. `Rs 600 scf/STB`)',
};
const liquidDensityFromPpg = (mention: QuantityMention): number => mention.value * GAL_PER_FT3;

function oilCorrelation(text: string): Record<string, unknown> {
  if (/\bglas(?:ø|o|oe)(?![a-z])/.test(text)) return { correlation: 'glaso' };
  return /vasquez|beggs/.test(text) ? { correlation: 'vasquez_beggs' } : {};
}

/** A gas density in lb/ft³ read as ppg by the quantity reader (lb/ft³, kg/m³ and g/cc all are). */
const densityLbPerFt3: FieldSpec = {
  input: 'gas_density_lb_per_ft3',
  kinds: ['density_ppg'],
  optional: true,
  ask: 'the gas density (e.g. `8.3 lb/ft3`)',
  convert: liquidDensityFromPpg,
};
const statedZ: FieldSpec = {
  input: 'z_factor',
  kinds: ['number'],
  label: /z(?:[- ]factor)?|compressibility(?: factor)?/,
  labelRequired: true,
  optional: true,
  ask: 'the Z-factor (e.g. `z 0.9`)',
};

/** "92 % efficiency", "E = 0.92": a fraction either way. */
const fractionOrPercent = (mention: QuantityMention): number =>
  mention.kind === 'percent' ? mention.value / 100 : mention.value;

function gasFlowEquation(text: string): Record<string, unknown> {
  if (/\bweymouth\b/.test(text)) return { equation: 'weymouth' };
  if (/\bpanhandle[- ]?a\b/.test(text)) return { equation: 'panhandle_a' };
  if (/\bpanhandle[- ]?b\b/.test(text)) return { equation: 'panhandle_b' };
  if (/\bgeneral flow equation\b|\bgeneral equation\b/.test(text)) return { equation: 'general' };
  return {};
}

function declineType(text: string): Record<string, unknown> {
  if (/\bnominal\b/.test(text)) return { decline_type: 'nominal' };
  if (/\btangent/.test(text)) return { decline_type: 'effective_tangent' };
  return { decline_type: 'effective_secant' };
}

/** "b 0.9", "b-factor of 0.9", "b = 0.9"; exponential/harmonic named in words. */
function bFactorFromWords(text: string): Record<string, unknown> {
  if (/\bexponential\b/.test(text)) return { b_factor: 0 };
  if (/\bharmonic\b/.test(text)) return { b_factor: 1 };
  return {};
}

/** The cash flows of an NPV/IRR/payout question, and whether they are monthly. */
function cashFlows(text: string): Record<string, unknown> {
  const flows = findNumberList(text);
  return {
    ...(flows ? { cash_flows_usd: flows } : {}),
    ...(/\bmonth(?:ly|s)?\b/.test(text) ? { period: 'month' } : {}),
  };
}

const needFlows = (input: Record<string, unknown>): string | undefined =>
  input.cash_flows_usd === undefined
    ? 'the cash flows, first one at time 0, separated by commas (e.g. `-40,000, 5,000, 8,000, 12,000, 30,000`)'
    : undefined;

// --- Helpers of the economics recipes: payout schedule, revenue distribution, decline NPV (calc-econ-flow).

/** The investment of a payout schedule: only when it is named, never a step's amount. */
const payoutCapex: FieldSpec = {
  input: 'capex_usd',
  kinds: ['money_usd'],
  label:
    /capex|capital(?: cost)?|investment|invest(?:ed)?|well cost|d&c(?: cost)?|dc&e|drilling and completion(?: cost)?|costs?|spent|spend|up ?front/,
  trailing: /(?:of )?(?:capex|investment|well\b|up ?front|d&c|to drill)/,
  labelRequired: true,
  optional: true,
  ask: 'the investment at time 0 (e.g. `capex $4 MM`)',
};

/** A stepped schedule ("$250k/month for 12 months, then $150k/month"), else the listed flows. */
function payoutOptions(text: string): Record<string, unknown> {
  const schedule = findStepSchedule(text);
  if (schedule === undefined) return { period: 'month', ...cashFlows(text) };
  const periods = schedule.steps
    .map((step) => step.periods)
    .filter((count): count is number => count !== undefined);
  return {
    period: schedule.period,
    step_cash_flows_usd: schedule.steps.map((step) => step.amount),
    ...(periods.length > 0 ? { step_periods: periods } : {}),
  };
}

/** Listed flows that are all positive after a named investment: the investment comes first. */
function payoutComplete(input: Record<string, unknown>): string | undefined {
  const flows = input.cash_flows_usd;
  if (
    input.step_cash_flows_usd !== undefined ||
    typeof input.capex_usd !== 'number' ||
    !Array.isArray(flows) ||
    !flows.every((flow) => typeof flow === 'number' && flow > 0)
  ) {
    return undefined;
  }
  input.cash_flows_usd = [-input.capex_usd, ...(flows as number[])];
  delete input.capex_usd;
  return 'The investment is taken at time 0, before the listed cash flows.';
}

/** A percent that must be named: royalty, ORRI, WI, NRI, severance, discount rate. */
const namedPercent = (
  input: string,
  label: RegExp,
  trailing: RegExp,
  ask: string,
  optional = true,
): FieldSpec => ({
  input,
  kinds: ['percent'],
  label,
  trailing,
  labelRequired: true,
  optional,
  ask,
});

const ROYALTY_LABEL = /(?:landowner |lessor )?royalty(?: interest)?(?: burden)?|\bri\b/;
const ROYALTY_TRAILING = /(?:landowner |lessor )?royalty/;
const ORRI_LABEL = /orri|overriding(?: royalty)?(?: interest)?/;
const ORRI_TRAILING = /orri|overrid/;
const WI_LABEL = /\bwi\b|working interest/;
const WI_TRAILING = /wi\b|working interest/;

/** "%/month" written for a decline: only a nominal decline is twelve times its monthly rate. */
const MONTHLY_DECLINE_FLAG = 'monthly_decline_flag';

const rate = (input: string, label: RegExp, ask: string, labelRequired = false): FieldSpec => ({
  input,
  kinds: ['liquid_rate_bpd', 'gas_rate_mscfd'],
  label,
  labelRequired,
  ask,
});

const volumeUnit = (text: string): Record<string, unknown> =>
  /\b(m{1,2}s?cf|s?cf)\s*(\/|per|pd|d\b)|\bgas (well|rate)\b/.test(text) &&
  !/\bbopd|bbl\/d|\bbo\b/.test(text)
    ? { volume_unit: 'Mscf' }
    : { volume_unit: 'bbl' };

// --- Helpers of the inflow and artificial-lift recipes (calc-inflow-lift).

/** A pressure for an input in psig: psia has the atmosphere taken off. */
const gaugePsi = (mention: QuantityMention): number =>
  mention.reference === 'absolute' ? mention.value - ATMOSPHERIC_PRESSURE_PSIA : mention.value;

/**
 * A tubing inside diameter, only when it is called one: "2-7/8 in tubing" is the nominal OD, whose
 * ID depends on the weight (2.441 in at 6.5 lb/ft, 2.323 in at 7.9 lb/ft), so it is asked for.
 */
const tubingId: FieldSpec = {
  input: 'tubing_inside_diameter_in',
  kinds: ['diameter_in'],
  label: /(?:tubing )?(?:id|i\.d\.|inside diameter|internal diameter|bore)(?: of)?/,
  trailing: /(?:tubing )?(?:id\b|i\.d\.|inside diameter|internal diameter)/,
  labelRequired: true,
  ask: 'the tubing inside diameter (e.g. `2.441 in ID` for 2-7/8 in 6.5 lb/ft tubing — the nominal size is the outside diameter)',
};

/** The average reservoir pressure of a deliverability question (Fetkovich, gas backpressure). */
const AVERAGE_RESERVOIR_PRESSURE =
  /reservoir(?: pressure)?|average (?:reservoir )?pressure|static(?: pressure)?|p̄|\bpr|pbar|shut[- ]in(?: bhp| pressure)?/;

/** The flowing pressure at which a deliverability question asks for the rate. */
const RATE_AT_FLOWING_PRESSURE: FieldSpec = {
  input: 'flowing_bhp_psia',
  kinds: ['pressure_psi'],
  absolute: true,
  label:
    /(?:rate|q|production|deliverability|flow|make|produce|deliver)\b.*\bat(?: a)?(?: pwf| flowing (?:bottom[- ]?hole )?pressure| fbhp| bhp)?|(?:drawn? down|drawdown) to/,
  labelRequired: true,
  optional: true,
  ask: 'the flowing pressure at which to report the rate',
};

/** A recipe's `complete`: the note its reading left under `key`, taken out of the input. */
function takeNote(key: string): (input: Record<string, unknown>) => string | undefined {
  return (input) => {
    const note = input[key];
    delete input[key];
    return typeof note === 'string' ? note : undefined;
  };
}

/** Marks a Fetkovich reading whose test pressures were read as gauge; `complete` turns it into a note. */
const FETKOVICH_GAUGE_NOTE = 'fetkovich_gauge_note';
/** Words allowed between a test rate and its pressure: "500 bopd at 2,000 psi", "q 500, pwf 2000 psia". */
const TEST_PAIR_GAP =
  /^(?:at|@|and|with|,|;|:|=|of|a|an|the|pwf|flowing(?: bottom[- ]?hole)?(?: pressure)?|fbhp|bhp|\s)*$/;

/**
 * The tests of a Fetkovich question: each oil rate followed directly by its flowing pressure,
 * pressures made absolute as the other pressure inputs are (psig and plain psi + 14.696).
 */
function fetkovichTests(text: string): Record<string, unknown> {
  const mentions = findQuantities(text);
  const tests: { rate_stb_per_day: number; flowing_bhp_psia: number }[] = [];
  const gauge: string[] = [];
  for (let index = 0; index + 1 < mentions.length; index += 1) {
    const rate = mentions[index];
    const pressure = mentions[index + 1];
    if (
      rate?.kind !== 'liquid_rate_bpd' ||
      pressure?.kind !== 'pressure_psi' ||
      !TEST_PAIR_GAP.test(pressure.before)
    ) {
      continue;
    }
    const absolute = pressure.reference === 'absolute';
    if (!absolute) gauge.push(pressure.raw);
    tests.push({
      rate_stb_per_day: rate.value,
      flowing_bhp_psia: absolute ? pressure.value : pressure.value + ATMOSPHERIC_PRESSURE_PSIA,
    });
    index += 1;
  }
  if (tests.length === 0) return {};
  return {
    tests,
    ...(gauge.length > 0
      ? {
          [FETKOVICH_GAUGE_NOTE]: `Test pressures ${gauge.join(', ')} read as gauge (no psia given) and converted to psia with 14.696 psia atmospheric pressure.`,
        }
      : {}),
  };
}

/* Well control and drilling volumes (kill sheet, MAASP, kick gradient, annulus, pipe, pump). */

/** SIDPP as the kill sheet names it: always labelled, never another pressure in its place. */
const killSidpp: FieldSpec = {
  input: 'sidpp_psi',
  kinds: ['pressure_psi'],
  label:
    /sidpp|sidp|shut[- ]in drill ?pipe(?: pressure)?|drill ?pipe (?:shut[- ]in )?pressure|dp pressure/,
  trailing: /sidpp|sidp\b|on the drill ?pipe|drill ?pipe/,
  labelRequired: true,
  ask: 'the shut-in drill pipe pressure (e.g. `SIDPP 200 psi`)',
};

const shownNumber = (value: unknown): string =>
  typeof value === 'number'
    ? Number(value.toPrecision(6)).toLocaleString('en-US', { maximumFractionDigits: 6 })
    : '';

/** The leak-off test inputs; `needCurrent` when the MAASP itself is asked for. */
function leakOffFields(needCurrent: boolean): FieldSpec[] {
  return [
    {
      input: 'shoe_tvd_ft',
      alone: true,
      kinds: ['length_ft'],
      label: /(?:casing )?(?:shoe|seat)(?: (?:tvd|depth|at|of|is))?|shoe set at|set at|at the shoe/,
      trailing: /(?:tvd )?(?:casing )?(?:shoe|seat)|tvd|true vertical/,
      ask: 'the true vertical depth of the casing shoe (e.g. `shoe at 4,000 ft TVD`)',
    },
    {
      input: 'leak_off_pressure_psi',
      alone: true,
      kinds: ['pressure_psi'],
      label:
        /leak[- ]?off(?: test)?(?: pressure)?|leaked off at|lot(?: pressure)?|fit(?: pressure)?|test pressure|surface pressure|broke (?:down )?at|gave|reached/,
      optional: true,
      ask: 'the surface pressure at leak-off (e.g. `LOT 1,140 psi`)',
    },
    {
      input: 'leak_off_emw_ppg',
      kinds: ['density_ppg'],
      label:
        /(?:lot|leak[- ]?off|fit) (?:emw|equivalent(?: mud weight)?)|emw|equivalent(?: mud weight)?|max(?:imum)? allowable mud weight|\blot|leak[- ]?off|fracture gradient|frac gradient/,
      trailing: /(?:lot |leak[- ]?off )?emw|equivalent|max(?:imum)? allowable/,
      labelRequired: true,
      optional: true,
      ask: 'the leak-off equivalent mud weight (e.g. `LOT EMW 15.5 ppg`)',
    },
    {
      input: 'current_mud_weight_ppg',
      kinds: ['density_ppg'],
      label:
        /current(?: mud)?(?: weight)?|present(?: mud)?(?: weight)?|mud (?:weight )?(?:now|in use|in the hole now)|now|in use|drilling (?:ahead )?with|(?:new|planned|next) mud(?: weight)?|(?:maasp|masicp|masp) (?:with|for|at)|(?:raise|raising|weight up|weighting up)(?: the mud)? to/,
      trailing: /(?:mud )?(?:now|in use|currently)|current/,
      labelRequired: true,
      optional: !needCurrent,
      ask: 'the mud weight in the hole now (e.g. `current mud 12.2 ppg`)',
    },
    {
      input: 'test_mud_weight_ppg',
      alone: true,
      kinds: ['density_ppg'],
      label:
        /test(?:ed)? (?:mud|with)(?: weight)?|test mud weight|(?:lot|leak[- ]?off(?: test)?|fit|test)(?: [\w-]+){0,3} with|with|during the test/,
      trailing: /(?:mud )?(?:during|in|for) the (?:test|lot)/,
      optional: true,
      ask: 'the mud weight in the hole during the leak-off test (e.g. `tested with 10.0 ppg mud`)',
    },
  ];
}

/** With the LOT already an EMW, a lone mud weight can only be the mud in the hole now. */
const OVERBALANCE_LABEL = /overbalance(?: of)?|(?:safety |trip )?margin(?: of)?/;
const OVERBALANCE_TRAILING = /(?:of )?(?:overbalance|over balance|(?:safety |trip )?margin)/;

/** An overbalance given with the pressure to balance: added to it (in psi at the depth). */
function overbalanceComplete(input: Record<string, unknown>): string | undefined {
  const { pressure_psi: pressure, tvd_ft: tvd, overbalance_psi: psi, overbalance_ppg: ppg } = input;
  if (typeof pressure !== 'number') return undefined;
  if (typeof psi === 'number') {
    delete input.overbalance_psi;
    input.pressure_psi = pressure + psi;
    return `Balancing ${shownNumber(pressure)} psi plus the ${shownNumber(psi)} psi overbalance: ${shownNumber(pressure + psi)} psi.`;
  }
  if (typeof ppg === 'number' && typeof tvd === 'number') {
    delete input.overbalance_ppg;
    const added = FIELD_GRADIENT_FACTOR * ppg * tvd;
    input.pressure_psi = pressure + added;
    return `Balancing ${shownNumber(pressure)} psi plus the ${shownNumber(ppg)} ppg overbalance (${shownNumber(added)} psi at ${shownNumber(tvd)} ft): ${shownNumber(pressure + added)} psi.`;
  }
  return undefined;
}

function leakOffComplete(input: Record<string, unknown>): string | undefined {
  if (
    input.leak_off_emw_ppg !== undefined &&
    input.leak_off_pressure_psi === undefined &&
    input.test_mud_weight_ppg !== undefined &&
    input.current_mud_weight_ppg === undefined
  ) {
    input.current_mud_weight_ppg = input.test_mud_weight_ppg;
    delete input.test_mud_weight_ppg;
    return `Read ${shownNumber(input.current_mud_weight_ppg)} ppg as the mud weight in the hole now: the leak-off is given as an equivalent mud weight.`;
  }
  return undefined;
}

function leakOffMissing(input: Record<string, unknown>): string | undefined {
  if (input.leak_off_emw_ppg !== undefined) return undefined;
  if (input.leak_off_pressure_psi === undefined) {
    return 'the leak-off test surface pressure (e.g. `LOT 1,140 psi with 10.0 ppg mud`) or the leak-off equivalent mud weight (e.g. `LOT EMW 15.5 ppg`)';
  }
  if (input.test_mud_weight_ppg === undefined) {
    return 'the mud weight in the hole during the leak-off test (e.g. `tested with 10.0 ppg mud`)';
  }
  return undefined;
}

/**
 * Annular sections in a sentence: each length with the two diameters next to it ("4,000 ft of
 * 4.5 in drill pipe in 8.755 in casing"). The larger diameter is the hole or casing, the smaller
 * the pipe: an annulus allows no other reading. Anything else (a third diameter, a length without
 * its two diameters) reads as nothing, and the recipe asks.
 */
/**
 * Oil and water rates from a water cut with the total liquid rate, or with the oil rate alone
 * (water cut = qw/(qo + qw)); what the production-ratios calculator itself does not take.
 */
function ratesFromWaterCut(input: Record<string, unknown>): string | undefined {
  const { total_liquid_bbl_per_day: total, water_cut_pct: cut } = input;
  const oil = input.oil_rate_bbl_per_day;
  const water = input.water_rate_bbl_per_day;
  const computable = typeof cut === 'number' && cut >= 0 && cut < 100 && water === undefined;
  let note: string | undefined;
  if (computable && typeof total === 'number' && oil === undefined) {
    input.oil_rate_bbl_per_day = total * (1 - cut / 100);
    input.water_rate_bbl_per_day = total * (cut / 100);
    note = `Oil and water from ${shownNumber(total)} bbl/d of liquid at ${shownNumber(cut)} % water cut: ${shownNumber(input.oil_rate_bbl_per_day)} bopd and ${shownNumber(input.water_rate_bbl_per_day)} bwpd.`;
  } else if (computable && typeof oil === 'number' && total === undefined) {
    input.water_rate_bbl_per_day = (oil * cut) / (100 - cut);
    note = `Water from ${shownNumber(oil)} bopd at ${shownNumber(cut)} % water cut: ${shownNumber(input.water_rate_bbl_per_day)} bwpd.`;
  }
  if (input.oil_rate_bbl_per_day !== undefined) {
    delete input.total_liquid_bbl_per_day;
    delete input.water_cut_pct;
  }
  return note;
}

const INSIDE_DIAMETER_AFTER = /^\)?\s*(?:id|i\.d\.?|inside diameter)\b/;
const INSIDE_DIAMETER_BEFORE = /\b(?:id|i\.d\.?|inside diameter)\s*(?:of|=|:)?\s*\(?\s*$/;

/**
 * The lengths and diameters of an annulus question in order, a casing's stated inside diameter
 * in place of its nominal size: "9-5/8 in 47# casing (8.681 ID) and 5 in DP" is an 8.681 in
 * casing ID, not 9.625 in (an ID may be written without "in").
 */
function annulusMentions(text: string): QuantityMention[] {
  const found: QuantityMention[] = [];
  for (const mention of findQuantities(text)) {
    const inside =
      (mention.kind === 'number' || mention.kind === 'diameter_in') &&
      (INSIDE_DIAMETER_AFTER.test(mention.after) ||
        INSIDE_DIAMETER_BEFORE.test(mention.before.slice(-24)));
    if (inside) {
      const previous = found.at(-1);
      // The nominal size just before the ID is the same casing's.
      if (previous?.kind === 'diameter_in' && previous.value > mention.value) found.pop();
      found.push({ ...mention, kind: 'diameter_in' });
    } else if (mention.kind === 'length_ft' || mention.kind === 'diameter_in') {
      found.push(mention);
    }
  }
  return found;
}

function annularSections(text: string): Record<string, unknown> {
  const mentions = annulusMentions(text);
  const sections: { length_ft: number; hole_or_casing_id_in: number; pipe_od_in: number }[] = [];
  let lengths: number[] = [];
  let diameters: number[] = [];
  for (const mention of mentions) {
    if (mention.kind === 'length_ft') lengths.push(mention.value);
    else diameters.push(mention.value);
    if (lengths.length > 1 || diameters.length > 2) return {};
    const [length] = lengths;
    const [a, b] = diameters;
    if (length !== undefined && a !== undefined && b !== undefined) {
      sections.push({
        length_ft: length,
        hole_or_casing_id_in: Math.max(a, b),
        pipe_od_in: Math.min(a, b),
      });
      lengths = [];
      diameters = [];
    }
  }
  if (diameters.length > 0 || lengths.length > 0) {
    // Capacity alone: two diameters and no length at all.
    const [a, b] = diameters;
    if (
      sections.length === 0 &&
      lengths.length === 0 &&
      a !== undefined &&
      b !== undefined &&
      /capacity|bbl\/ft|per (?:ft|foot)/.test(text)
    ) {
      return {
        sections: [
          { length_ft: 1, hole_or_casing_id_in: Math.max(a, b), pipe_od_in: Math.min(a, b) },
        ],
      };
    }
    return {};
  }
  return sections.length > 0 ? { sections } : {};
}

/**
 * The hole and pipe of an annular velocity question when neither is named: exactly two
 * diameters, the larger the hole or casing and the smaller the pipe. Named ones override these.
 */
function annulusDiameters(text: string): Record<string, unknown> {
  const diameters = annulusMentions(text).filter((mention) => mention.kind === 'diameter_in');
  const [a, b] = diameters;
  if (diameters.length !== 2 || a === undefined || b === undefined) return {};
  return {
    hole_or_casing_id_in: Math.max(a.value, b.value),
    pipe_od_in: Math.min(a.value, b.value),
  };
}

/** Inch values as written in "7 x 12" or "5-1/2 x 14" (liner × stroke). */
const INCHES = String.raw`(\d+(?:\.\d+)?)(?:[- ](\d{1,2})\/(\d{1,2}))?\s*(?:"|in(?:ch(?:es)?)?\b)?`;
const LINER_BY_STROKE = new RegExp(String.raw`(?<![\w.])${INCHES}\s*(?:x|×|by)\s*${INCHES}`);

function inchValue(whole?: string, numerator?: string, denominator?: string): number {
  const fraction =
    numerator !== undefined && denominator !== undefined
      ? Number(numerator) / Number(denominator)
      : 0;
  return Number(whole) + fraction;
}

/** Pump type and the "liner × stroke" of a pump question. */
function pumpOptions(text: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (/\bduplex\b|double[- ]acting/.test(text)) options.pump_type = 'duplex';
  const size = LINER_BY_STROKE.exec(text);
  if (size) {
    options.liner_id_in = inchValue(size[1], size[2], size[3]);
    options.stroke_length_in = inchValue(size[4], size[5], size[6]);
  }
  return options;
}

const pumpFields: FieldSpec[] = [
  {
    input: 'liner_id_in',
    kinds: ['diameter_in'],
    label: /liners?(?: id| size| diameter)?|bore|piston(?: diameter)?/,
    trailing: /liners?|bore|x\b|×|by\b/,
    labelRequired: true,
    ask: 'the liner size and stroke length (e.g. `6-1/2 in liners, 12 in stroke` or `7 x 12 triplex`), or the pump output (e.g. `0.136 bbl/stk`)',
    optional: true,
  },
  {
    input: 'stroke_length_in',
    kinds: ['diameter_in'],
    label: /stroke(?: length)?|x|×|by/,
    trailing: /stroke/,
    labelRequired: true,
    optional: true,
    ask: 'the stroke length (e.g. `12 in stroke`)',
  },
  {
    input: 'rod_od_in',
    kinds: ['diameter_in'],
    label: /(?:piston )?rod(?: od| diameter)?/,
    trailing: /(?:piston )?rods?/,
    labelRequired: true,
    optional: true,
    ask: 'the piston rod diameter',
  },
  {
    input: 'pump_output_bbl_per_stroke',
    alone: true,
    kinds: ['pump_output_bbl_per_stroke'],
    optional: true,
    ask: 'the pump output (e.g. `0.136 bbl/stk`)',
  },
  {
    input: 'volumetric_efficiency_pct',
    alone: true,
    kinds: ['percent'],
    label: /(?:volumetric )?efficiency|eff\.?|efficient|at/,
    trailing: /(?:volumetric )?eff(?:iciency|icient)?/,
    optional: true,
    ask: 'the volumetric efficiency',
  },
  {
    input: 'pump_speed_spm',
    kinds: ['number'],
    label: /pump speed|speed|spm|pump rate of|running at/,
    trailing: /spm\b|strokes? (?:per|a|\/) ?min(?:ute)?|stks?\/min/,
    labelRequired: true,
    optional: true,
    ask: 'the pump speed (SPM)',
  },
  {
    input: 'string_volume_bbl',
    kinds: ['volume_bbl'],
    label:
      /(?:drill ?)?string(?: volume| capacity)?|(?:drill ?pipe|dp|pipe) (?:volume|capacity)|inside (?:volume|the string)|(?:strokes? )?to (?:the )?bit(?: with| for| of| is)?|surface[- ]to[- ]bit(?: volume)?/,
    trailing:
      /(?:of )?(?:drill ?)?string|(?:inside|in) (?:the )?(?:drill ?)?(?:string|pipe)|to (?:the )?bit/,
    labelRequired: true,
    optional: true,
    ask: 'the drill string volume (e.g. `string volume 147 bbl`)',
  },
  {
    input: 'annular_volume_bbl',
    kinds: ['volume_bbl'],
    label:
      /annul(?:ar|us)(?: volume| capacity)?|bottoms?[- ]?up(?: volume| with| of| for)?|open[- ]hole (?:annulus|volume)|lag volume/,
    trailing: /(?:of )?annul(?:ar|us)|(?:in|of) (?:the )?annulus|bottoms?[- ]?up/,
    labelRequired: true,
    optional: true,
    ask: 'the annular volume (e.g. `annular volume 542 bbl`)',
  },
  {
    input: 'volume_bbl',
    alone: true,
    kinds: ['volume_bbl'],
    optional: true,
    ask: 'the volume to pump',
  },
];

function pumpMissing(input: Record<string, unknown>): string | undefined {
  if (input.pump_output_bbl_per_stroke !== undefined) return undefined;
  if (input.liner_id_in === undefined) {
    return 'the liner size and stroke length (e.g. `6-1/2 in liners, 12 in stroke` or `7 x 12 triplex`), or the pump output (e.g. `0.136 bbl/stk`)';
  }
  if (input.stroke_length_in === undefined) return 'the stroke length (e.g. `12 in stroke`)';
  if (input.pump_type === 'duplex' && input.rod_od_in === undefined) {
    return 'the piston rod diameter of the duplex pump (e.g. `2 in rod`)';
  }
  return undefined;
}

/**
 * A decline written as a rate per unit time, a bare number with its period after it ("0.8 per
 * year", "0.8/yr", "0.05 per month"): how many such periods a year holds (1 or 12), else 0.
 */
function declineFractionPeriod(mention: QuantityMention): number {
  if (/^(?:per (?:year|yr|annum)|\/ ?(?:yr|year)|a year)\b/.test(mention.after)) return 1;
  if (/^(?:per month|\/ ?mo(?:nth)?|a month)\b/.test(mention.after)) return 12;
  return 0;
}

// --- Helpers of the bottoms-up and pumping-time recipes: a pump rate per minute in the message.

/** A pump rate per minute as written ("450 gpm", "8 bpm", "1,500 L/min", "2.3 m3/min"). */
const PER_MINUTE_RATE = String.raw`\d\s*(?:gpm|bpm|lpm|gal(?:lons?)?\s*(?:/|per)\s*min|bbls?\s*(?:/|per)\s*min|barrels? (?:per|a) minute|l\s*/\s*min|lit(?:er|re)s?\s*(?:/|per)\s*min|m3\s*(?:/|per)\s*min)`;
/** Words that size the pump itself: those questions stay with the pump output's strokes. */
const PUMP_HARDWARE = String.raw`\bliners?\b|stroke length|\d\s*(?:"|in(?:ch(?:es)?)?)?\s*(?:x|×|by)\s*\d|bbls?\s*(?:/|per)\s*(?:stk|stroke)|gal(?:lons?)?\s*(?:/|per)\s*(?:stk|stroke)|\bspm\b|strokes?\s*(?:/|per|a)\s*min|\b(?:triplex|duplex)\b|pump (?:output|factor)`;
/** Pumping-time words: bottoms up, lag, the time to pump, displace or circulate. */
const PUMPING_TIME = String.raw`bottoms?[- ]?up|\blag (?:time|strokes)|(?:how long|time|minutes|strokes) (?:does it take )?(?:to|for) (?:pump|displace|circulate)|(?:pumping|circulating|circulation|displacement) time|strokes? to (?:the )?(?:bit|surface)|surface[- ]to[- ](?:bit|surface)|how many strokes`;
const STROKES_ASKED = String.raw`\bstrokes\b(?!\s*(?:/|per|a)\s*min)|\bstks\b|how many strokes`;

const circulatingVolumeFields: FieldSpec[] = pumpFields.filter((spec) =>
  ['string_volume_bbl', 'annular_volume_bbl', 'volume_bbl', 'pump_output_bbl_per_stroke'].includes(
    spec.input,
  ),
);

const circulatingFields: FieldSpec[] = [
  {
    input: 'pump_rate_gpm',
    kinds: ['pump_rate_gpm'],
    ask: 'the pump rate (e.g. `450 gpm` or `10.7 bbl/min`)',
  },
  ...circulatingVolumeFields,
];

/** The annulus of a bottoms-up question ("12,000 ft of 8.5 in hole with 5 in drill pipe"). */
const circulatingOptions = (text: string): Record<string, unknown> => annularSections(text);

/** A stated annular volume wins over an annulus read from lengths and diameters. */
function circulatingComplete(input: Record<string, unknown>): string | undefined {
  if (input.annular_volume_bbl === undefined || input.sections === undefined) return undefined;
  delete input.sections;
  return `Used the stated annular volume of ${shownNumber(input.annular_volume_bbl)} bbl, not the hole and pipe sizes.`;
}

function circulatingVolumeMissing(input: Record<string, unknown>): string | undefined {
  return input.string_volume_bbl === undefined &&
    input.annular_volume_bbl === undefined &&
    input.sections === undefined &&
    input.volume_bbl === undefined
    ? 'the volume to pump (e.g. `300 bbl`), or for bottoms up the annular volume (e.g. `annular volume 550 bbl`) or the hole, pipe and length (e.g. `12,000 ft of 8.5 in hole with 5 in drill pipe`)'
    : undefined;
}

// --- Helpers of the separator-sizing and hydrate recipes (calc-sep-hydrate).

/** A vessel dimension in inches, read in inches or in feet/metres ("36 in", "4 ft", "1.2 m"). */
const inchesOrFeet = (mention: QuantityMention): number =>
  mention.kind === 'length_ft' ? mention.value * unitFactor('ft', 'in') : mention.value;

/** A temperature difference: the reader converts °C as a temperature (×9/5 + 32), so take 32 off. */
const temperatureDifference = (mention: QuantityMention): number =>
  /(?:^|[^a-z])c$|celsius/.test(mention.unit) ? mention.value - 32 : mention.value;

/** The liquid a vessel holds: the oil and the water rates together when both are given. */
function liquidFromOilAndWater(input: Record<string, unknown>): string | undefined {
  const { oil_rate_bbl_per_day: oil, water_rate_bbl_per_day: water } = input;
  delete input.oil_rate_bbl_per_day;
  delete input.water_rate_bbl_per_day;
  if (input.liquid_rate_bbl_per_day !== undefined) return undefined;
  const parts = [oil, water].filter((rate): rate is number => typeof rate === 'number');
  if (parts.length === 0) return undefined;
  input.liquid_rate_bbl_per_day = parts.reduce((sum, rate) => sum + rate, 0);
  return parts.length === 2
    ? `Liquid rate: ${shownNumber(oil)} bopd of oil + ${shownNumber(water)} bwpd of water = ${shownNumber(input.liquid_rate_bbl_per_day)} bbl/d through the liquid volume.`
    : undefined;
}

/** "3 min", "1.5 minutes", "1 hour": a retention time in minutes. */
const minutesFromWords = (mention: QuantityMention): number =>
  /^h(?:ou)?rs?\b/.test(mention.after) ? mention.value * 60 : mention.value;

/** A liquid gravity from "40 °API" or a stated liquid SG. */
const liquidGravity = (mention: QuantityMention): number =>
  mention.kind === 'api_gravity' ? 141.5 / (131.5 + mention.value) : mention.value;

/** The inhibitor named in a hydrate question; both or neither named: asked for. */
function hydrateInhibitorChoice(text: string): Record<string, unknown> {
  const methanol = /\b(?:methanol|meoh|methyl alcohol)\b/.test(text);
  const meg = /\b(?:meg|(?:mono[- ]?)?ethylene glycol|eg)\b/.test(text);
  if (methanol === meg) return {};
  return { inhibitor: methanol ? 'methanol' : 'meg' };
}

const separatorSizingMissing = (input: Record<string, unknown>): string | undefined => {
  const needs: string[] = [];
  if (
    input.gas_specific_gravity === undefined &&
    (input.gas_density_lb_per_ft3 === undefined || input.z_factor === undefined)
  ) {
    needs.push('the gas specific gravity (e.g. `0.7 gas gravity`)');
  }
  if (
    input.liquid_density_lb_per_ft3 === undefined &&
    input.liquid_specific_gravity === undefined
  ) {
    needs.push('the liquid density (e.g. `50 lb/ft3 liquid`) or its gravity (e.g. `40 °API oil`)');
  }
  return needs.length > 0 ? needs.join(', and ') : undefined;
};

function separatorRetentionMissing(input: Record<string, unknown>): string | undefined {
  const diameter = input.vessel_inside_diameter_in !== undefined;
  const level = input.liquid_level_in !== undefined;
  const target = input.retention_time_min !== undefined;
  if (input.liquid_volume_bbl === undefined && !diameter && !level && !target) {
    return 'the liquid volume held (e.g. `20 bbl`) or the vessel size and liquid level (e.g. `36 in ID vertical, liquid level 40 in`), or a target retention time (e.g. `3 min`)';
  }
  if ((diameter || level) && input.orientation === undefined) {
    return 'whether the vessel is vertical or horizontal';
  }
  if (level && !diameter) return 'the vessel inside diameter (e.g. `36 in ID`)';
  if (diameter && !level && !target) {
    return 'the liquid level (e.g. `liquid level 40 in`) or a target retention time (e.g. `3 min`)';
  }
  if (diameter && input.orientation === 'horizontal' && input.vessel_length_ft === undefined) {
    return 'the effective (seam-to-seam) length of the horizontal vessel (e.g. `length 10 ft`)';
  }
  return undefined;
}

function hydrateInhibitorMissing(input: Record<string, unknown>): string | undefined {
  const needs: string[] = [];
  if (input.inhibitor === undefined)
    needs.push('which inhibitor: methanol or MEG (monoethylene glycol)');
  const depression = input.temperature_depression_degF !== undefined;
  const hydrate = input.hydrate_temperature_degF !== undefined;
  const lowest = input.minimum_temperature_degF !== undefined;
  if (!depression && !(hydrate && lowest)) {
    needs.push(
      hydrate
        ? 'the lowest temperature the gas reaches (e.g. `line at 40 °F`)'
        : lowest
          ? 'the hydrate formation temperature at the line pressure (e.g. `hydrate temperature 65 °F`)'
          : 'the hydrate-temperature depression needed (e.g. `25 °F depression`), or the hydrate temperature and the lowest temperature (e.g. `hydrate temperature 65 °F, line at 40 °F`)',
    );
  }
  if (
    input.inhibitor === 'meg' &&
    input.water_rate_bbl_per_day !== undefined &&
    input.lean_inhibitor_wt_pct === undefined
  ) {
    needs.push('the MEG concentration injected (e.g. `80 wt% lean MEG`)');
  }
  return needs.length > 0 ? needs.join(', and ') : undefined;
}

/* Multiphase pressure gradient (Beggs & Brill) and gas-well backpressure tests (calc-multiphase). */

/** "30° from vertical", "deviation 30°", "downhill 5°": the inclination from horizontal, + upward. */
function inclinationFromHorizontal(mention: QuantityMention): number {
  const before = mention.before.slice(-40);
  const fromVertical = /^(?:°|deg(?:rees?)?)?\s*(?:from|off) (?:the )?vertical/.test(mention.after);
  const angle = /deviat/.test(before) || fromVertical ? 90 - mention.value : mention.value;
  return /downhill|down[- ]?slope|descending|downward/.test(before) ? -Math.abs(angle) : angle;
}

/** The pipe's inclination from words: a vertical well or riser, a horizontal line; Payne named. */
function multiphaseOptions(text: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (/\bpayne\b/.test(text)) options.payne_correction = true;
  if (/\bvertical\b/.test(text) && !/from (?:the )?vertical|deviat/.test(text)) {
    options.inclination_deg = 90;
  } else if (/\bhorizontal\b/.test(text)) {
    options.inclination_deg = 0;
  }
  return options;
}

/** A roughness in ft ("0.00006 ft") or in inches, to inches. */
const roughnessInches = (mention: QuantityMention): number =>
  mention.kind === 'length_ft' ? mention.value * 12 : mention.value;

const multiphaseFields: FieldSpec[] = [
  {
    input: 'inside_diameter_in',
    kinds: ['diameter_in'],
    label: /\bid|inside diameter|internal diameter|diameter|tubing|pipe|line/,
    ask: 'the pipe inside diameter (e.g. `6 in ID`)',
  },
  {
    input: 'inclination_deg',
    kinds: ['number'],
    label:
      /inclination|inclined(?: at)?|angle|deviation|deviated(?: at)?|dip|uphill|downhill|slope/,
    labelRequired: true,
    ask: 'the inclination from horizontal (e.g. `vertical well` or `inclination 30°`; negative for downhill flow)',
    convert: inclinationFromHorizontal,
  },
  {
    input: 'superficial_liquid_velocity_ft_per_s',
    kinds: ['velocity_ft_per_s'],
    label: /(?:superficial )?liquid(?: superficial)? velocity|\bv_?sl|\busl|liquid/,
    trailing: /liquid|oil|water/,
    labelRequired: true,
    ask: 'the superficial liquid velocity (e.g. `vsL 3.97 ft/s`)',
  },
  {
    input: 'superficial_gas_velocity_ft_per_s',
    kinds: ['velocity_ft_per_s'],
    label: /(?:superficial )?gas(?: superficial)? velocity|\bv_?sg|\busg|gas/,
    trailing: /gas/,
    labelRequired: true,
    ask: 'the superficial gas velocity (e.g. `vsg 3.86 ft/s`)',
  },
  {
    input: 'liquid_density_lb_per_ft3',
    kinds: ['density_ppg'],
    label: /liquid density|oil density|water density|density of (?:the )?liquid|ρ_?l|rho_?l|liquid/,
    trailing: /liquid|oil|water/,
    labelRequired: true,
    ask: 'the liquid density at pipe conditions (e.g. `liquid density 47.61 lb/ft3`)',
    convert: liquidDensityFromPpg,
  },
  {
    input: 'gas_density_lb_per_ft3',
    kinds: ['density_ppg'],
    label: /gas density|density of (?:the )?gas|ρ_?g|rho_?g|gas/,
    trailing: /gas/,
    labelRequired: true,
    ask: 'the gas density at pipe conditions (e.g. `gas density 5.88 lb/ft3`)',
    convert: liquidDensityFromPpg,
  },
  {
    input: 'liquid_viscosity_cp',
    kinds: ['viscosity_cp'],
    label: /liquid viscosity|oil viscosity|water viscosity|μ_?l|mu_?l|liquid/,
    trailing: /liquid|oil|water/,
    labelRequired: true,
    ask: 'the liquid viscosity (e.g. `liquid viscosity 0.97 cP`)',
  },
  {
    input: 'gas_viscosity_cp',
    kinds: ['viscosity_cp'],
    label: /gas viscosity|μ_?g|mu_?g|gas/,
    trailing: /gas/,
    labelRequired: true,
    ask: 'the gas viscosity (e.g. `gas viscosity 0.016 cP`)',
  },
  {
    input: 'liquid_surface_tension_dyne_per_cm',
    kinds: ['number'],
    label: /(?:surface|interfacial) tension|\bift|σ_?l?|sigma/,
    trailing: /dynes?(?: ?\/ ?| per )cm|mn ?\/ ?m/,
    labelRequired: true,
    optional: true,
    ask: 'the surface tension (e.g. `surface tension 8.41 dyne/cm`)',
  },
  {
    input: 'absolute_roughness_in',
    kinds: ['diameter_in', 'length_ft'],
    label: /(?:absolute )?roughness|ε|epsilon/,
    labelRequired: true,
    optional: true,
    ask: 'the pipe roughness',
    convert: roughnessInches,
  },
  {
    input: 'pressure_psia',
    kinds: ['pressure_psi'],
    absolute: true,
    optional: true,
    ask: 'the pressure at the point',
  },
  {
    input: 'length_ft',
    kinds: ['length_ft'],
    label: /length|segment|over|along/,
    labelRequired: true,
    optional: true,
    ask: 'the segment length',
  },
];

function multiphaseMissing(input: Record<string, unknown>): string | undefined {
  if (
    input.inclination_deg !== undefined &&
    input.inclination_deg !== 0 &&
    input.liquid_surface_tension_dyne_per_cm === undefined
  ) {
    return 'the gas–liquid surface tension (e.g. `surface tension 8.41 dyne/cm`), which the inclination correction needs';
  }
  return undefined;
}

/** Marks the notes of a backpressure reading; `complete` turns it into a note. */
const BACKPRESSURE_NOTE = 'backpressure_note';

/**
 * The tests of a gas backpressure question: each gas rate followed directly by its flowing
 * pressure ("2,000 Mscf/d at 1,700 psia"); m³/d read as gas at standard conditions; pressures
 * made absolute as the other pressure inputs are (psig and plain psi + 14.696).
 */
function backpressureTests(text: string): Record<string, unknown> {
  const mentions = findQuantities(text);
  const tests: { rate_mscf_per_day: number; flowing_bhp_psia: number }[] = [];
  const gauge: string[] = [];
  let cubicMetres = false;
  for (let index = 0; index + 1 < mentions.length; index += 1) {
    const rate = mentions[index];
    const pressure = mentions[index + 1];
    if (rate === undefined || pressure === undefined) continue;
    const metricGas = rate.kind === 'liquid_rate_bpd' && /m3/.test(rate.unit);
    if (
      (rate.kind !== 'gas_rate_mscfd' && !metricGas) ||
      pressure.kind !== 'pressure_psi' ||
      !TEST_PAIR_GAP.test(pressure.before)
    ) {
      continue;
    }
    if (metricGas) cubicMetres = true;
    const absolute = pressure.reference === 'absolute';
    if (!absolute) gauge.push(pressure.raw);
    tests.push({
      rate_mscf_per_day: metricGas
        ? // A gas rate in m³/d, which the reader gives as a liquid rate in bbl/d.
          rate.value * unitFactor('bbl', 'Mcf')
        : rate.value,
      flowing_bhp_psia: absolute ? pressure.value : pressure.value + 14.696,
    });
    index += 1;
  }
  if (tests.length === 0) return {};
  const notes: string[] = [];
  if (gauge.length > 0) {
    notes.push(
      `Test pressures ${gauge.join(', ')} read as gauge (no psia given) and converted to psia with 14.696 psia atmospheric pressure.`,
    );
  }
  if (cubicMetres) {
    notes.push(
      'Gas rates in m³/d converted at 35.3147 ft³/m³ (the standard conditions of the two units differ slightly: 15 °C against 60 °F).',
    );
  }
  return { tests, ...(notes.length > 0 ? { [BACKPRESSURE_NOTE]: notes.join(' ') } : {}) };
}

export const calculatorRecipes: readonly CalculatorRecipe[] = [
  {
    tool: 'hydrostatic_pressure',
    title: 'Hydrostatic pressure',
    intent:
      /hydrostatic(?: pressure)?|bottom[- ]?hole (?:hydrostatic )?pressure|\bbhp\b(?=[^?]*\b(?:ppg|sg|mud|brine)\b)|mud (?:column )?pressure|pressure (?:does|would|will|do) [^?]*\bexerts?\b|pressure of (?:a|the) mud column|\bbhp from (?:a |the )?[^?]*mud column/,
    // Two mud weights ("the difference between 10 and 12 ppg"): asked which, not the first taken.
    fields: [
      // "300 psi on the casing", "SICP 300 psi", "with 500 psi at surface": the BHP adds it.
      {
        input: 'surface_pressure_psi',
        kinds: ['pressure_psi'],
        label:
          /sicp|whp|thp|(?:shut[- ]in )?(?:casing|surface|wellhead|annulus|choke|back)(?: pressure)?(?: of)?|applied(?: pressure)?/,
        trailing:
          /(?:on|at) (?:the )?(?:casing|surface|wellhead|annulus|choke)|sicp|whp|thp|(?:of )?(?:surface|casing|wellhead|back) pressure|applied/,
        labelRequired: true,
        optional: true,
        ask: 'the surface pressure (e.g. `300 psi on the casing`)',
      },
      depth,
      { ...mudWeight, alone: true },
    ],
  },
  {
    tool: 'pressure_gradient',
    title: 'Pressure gradient',
    intent:
      /(?:pressure |mud |fluid )?gradient(?: of| for)?|psi\/ft (?:for|of|from|with) (?:a |an )?[\d.]+ ?(?:ppg|lb\/gal)/,
    fields: [mudWeight],
  },
  {
    tool: 'mud_weight_from_gradient',
    title: 'Mud weight from a gradient',
    intent:
      /psi\/ft\b[^?]*\b(?:what|which) mud weight|mud weight (?:from|for|of) (?:a |the )?gradient|(?:what|which) mud weight .*psi\/ft|(?:pressure )?gradient (?:to|into|in) (?:mud weight|ppg)|equivalent mud weight of a gradient|mud weight(?: equivalent)? (?:of|for) (?:a |an )?[\d.]+ ?psi\/ft/,
    fields: [
      {
        input: 'gradient_psi_per_ft',
        kinds: ['gradient_psi_per_ft'],
        ask: 'the gradient (e.g. `0.4992 psi/ft`)',
      },
    ],
  },
  {
    tool: 'equivalent_mud_weight',
    title: 'Equivalent mud weight',
    intent:
      /equivalent mud weight|emw|mud weight (?:(?:do|would|will|should) (?:i|we) )?(?:need(?:ed)? |required? |want )?to (?:balance|hold|control)|balance (?:a )?(?:pore|formation) pressure/,
    fields: [
      // "with 200 psi overbalance", "0.3 ppg safety margin": added to the pressure, never taken
      // for it.
      {
        input: 'overbalance_psi',
        kinds: ['pressure_psi'],
        label: OVERBALANCE_LABEL,
        trailing: OVERBALANCE_TRAILING,
        labelRequired: true,
        optional: true,
        ask: 'the overbalance (e.g. `200 psi overbalance`)',
      },
      {
        input: 'overbalance_ppg',
        kinds: ['density_ppg'],
        label: OVERBALANCE_LABEL,
        trailing: OVERBALANCE_TRAILING,
        labelRequired: true,
        optional: true,
        ask: 'the overbalance (e.g. `0.3 ppg overbalance`)',
      },
      {
        input: 'pressure_psi',
        kinds: ['pressure_psi'],
        ask: 'the pressure to balance (e.g. `5,200 psi`)',
      },
      { ...depth, label: /depth|tvd|at/ },
    ],
    complete: overbalanceComplete,
  },
  {
    // A kill sheet's first line: never the bare SIDPP/(0.052 × TVD), which is only the increase.
    tool: 'kill_mud_weight',
    title: 'Kill mud weight',
    intent:
      /kill (?:mud |fluid )?weight|kill (?:mud|fluid)\b|\bkmw\b|\bkwm\b|weight (?:up )?to kill|mud weight (?:needed |required )?to kill|(?:formation|pore) pressure\b[^?]*\b(?:sidpp|sidp|shut[- ]in drill ?pipe)|(?:sidpp|sidp|shut[- ]in drill ?pipe)\b[^?]*\b(?:formation|pore) pressure|(?:formation|pore) pressure (?:from|of|behind|after) (?:a |the )?kick/,
    fields: [
      {
        input: 'sidpp_psi',
        kinds: ['pressure_psi'],
        label:
          /sidpp|sidp|shut[- ]in drill ?pipe(?: pressure)?|drill ?pipe (?:shut[- ]in )?pressure|dp pressure/,
        trailing:
          /sidpp|sidp\b|on the drill ?pipe|drill ?pipe|shut[- ]in drill ?pipe|shut[- ]in dp\b/,
        labelRequired: true,
        ask: 'the shut-in drill pipe pressure (e.g. `SIDPP 520 psi`)',
      },
      // A shoe or casing depth beside the TVD is not taken for it: two depths are asked about.
      { ...depth, alone: true },
      {
        input: 'original_mud_weight_ppg',
        kinds: ['density_ppg'],
        ask: 'the mud weight in the hole now (e.g. `current mud 10.2 ppg`)',
      },
      {
        input: 'trip_margin_ppg',
        kinds: ['density_ppg'],
        label: /margin|safety factor|trip margin/,
        trailing: /margin|safety/,
        labelRequired: true,
        optional: true,
        ask: 'a safety margin (ppg)',
      },
    ],
  },
  {
    // Weighting up a mud with barite; a kill mud weight (or weighting up to kill) stays with the
    // kill sheet, and barite (barium sulfate) scale in a brine with the water chemistry. A bare weight is in ppg, or an SG when "SG" follows it or it is below 4.
    tool: 'barite_weight_up',
    title: 'Barite to weight up mud',
    intent:
      /^(?![\s\S]*\b(?:kill\w*|kmw|kwm|scal(?:e|ing)|saturation|sul(?:f|ph)\w*|so4|brine|produced water)\b)[\s\S]*(?:\bbarite\b|\bweight(?:ing)? up\b|\b(?:raise|raising|increase|increasing) (?:the |my |our )?(?:mud )?(?:weight|density)\b|\b(?:raise|raising|increase|increasing) (?:the )?(?:density|weight) of (?:the |my |our )?mud\b)[\s\S]*$/,
    fields: [
      {
        input: 'barite_specific_gravity',
        kinds: ['number'],
        label:
          /barite(?: sg| s\.g\.| specific gravity| gravity| density)?(?: of| is|:)?|(?:sg|specific gravity) of (?:the )?barite(?: is)?/,
        trailing: /(?:sg |specific gravity )?barite\b/,
        labelRequired: true,
        optional: true,
        ask: 'the barite specific gravity (e.g. `barite SG 4.1`)',
      },
      {
        input: 'mud_volume_bbl',
        kinds: ['volume_bbl'],
        ask: 'the volume of mud to weight up (e.g. `600 bbl`)',
      },
      {
        input: 'current_mud_weight_ppg',
        kinds: ['density_ppg', 'number'],
        label:
          /(?:from|current|present|existing|original|old|starting|initial|of|with|is)(?: (?:mud|fluid))?(?: (?:weight|mw|density))?(?: of| is|:)?|mw/,
        labelRequired: true,
        convert: (mention) => mudWeightOrSg(mention),
        accepts: bareMudWeight,
        ask: 'the mud weight now (e.g. `from 10.5 ppg`)',
      },
      {
        input: 'desired_mud_weight_ppg',
        kinds: ['density_ppg', 'number'],
        label:
          /(?:to|desired|target|new|required|wanted|needed|final)(?: (?:mud|fluid))?(?: (?:weight|mw|density))?(?: of| is|:)?/,
        labelRequired: true,
        convert: (mention) => mudWeightOrSg(mention),
        accepts: bareMudWeight,
        ask: 'the mud weight wanted (e.g. `to 11.5 ppg`)',
      },
    ],
  },
  {
    // Any mention of ICP/FCP asks for the kill sheet pressures: the whole message matches, so no
    // other recipe (kill mud weight, strokes to bit) takes it. A bare "kill sheet" counts too,
    // unless the kill mud weight is what is asked for.
    tool: 'kill_sheet_circulating_pressures',
    title: 'Kill sheet circulating pressures',
    intent:
      /^[\s\S]*(?:\b(?:icp|fcp)\b|(?:initial|final)(?: and final)? circulating pressure|kill sheet pressures?|circulating pressures? (?:for|of|to) (?:the )?kill|(?:drill ?pipe )?pressure (?:step[- ]?down|schedule) (?:for|of|while) (?:the )?kill)[\s\S]*$|^(?![\s\S]*kill[- ](?:mud|fluid|weight))[\s\S]*kill sheet[\s\S]*$/,
    fields: [
      {
        input: 'scr_pressure_psi',
        kinds: ['pressure_psi'],
        label:
          /scr(?: pressure)?|slow (?:circulating |pump )?(?:rate )?(?:pump )?pressure|slow pump(?: rate)?|kill (?:rate |pump )?(?:circulating )?pressure|kill rate|krp|kcp|reduced (?:pump )?(?:rate )?pressure/,
        trailing: /scr\b|at (?:the )?(?:slow|kill|reduced)|slow (?:circulating|pump)|kill rate/,
        labelRequired: true,
        ask: 'the slow circulating rate (kill rate) pressure at the kill pump rate (e.g. `SCR 1,000 psi at 30 spm`)',
      },
      killSidpp,
      {
        input: 'kill_mud_weight_ppg',
        kinds: ['density_ppg'],
        label:
          /kill(?:[- ](?:weight|mud|fluid))*|kmw|kwm|weight(?:ing)? up to|weighted (?:up )?to|new mud(?: weight)?/,
        trailing: /kill|kmw|kwm/,
        labelRequired: true,
        optional: true,
        ask: 'the kill mud weight (e.g. `KMW 10.0 ppg`)',
      },
      {
        input: 'original_mud_weight_ppg',
        kinds: ['density_ppg'],
        alone: true,
        label:
          /omw|original mud(?: weight)?|(?:current|present|old|existing) mud(?: weight)?|(?<!kill )(?<!weight )mud(?: weight)?(?: in (?:the )?hole)?|in the hole/,
        trailing: /(?:mud )?in (?:the )?hole|omw|original|(?:current|present) mud/,
        ask: 'the mud weight in the hole now (e.g. `original mud 9.6 ppg`)',
      },
      {
        ...depth,
        label: /tvd|true vertical depth|(?:hole |well |bit )?depth/,
        optional: true,
        alone: true,
      },
      {
        input: 'trip_margin_ppg',
        kinds: ['density_ppg'],
        label: /margin|safety factor|trip margin/,
        trailing: /margin|safety/,
        labelRequired: true,
        optional: true,
        ask: 'a safety margin (ppg)',
      },
      {
        input: 'strokes_to_bit',
        kinds: ['number'],
        label: /strokes? to (?:the )?bit|surface[- ]to[- ]bit(?: strokes)?|stks? to (?:the )?bit/,
        trailing:
          /(?:strokes?|stks?)(?: from surface)? to (?:the )?bit|(?:strokes?|stks?) surface[- ]to[- ]bit/,
        labelRequired: true,
        optional: true,
        ask: 'the strokes from surface to bit',
      },
    ],
    missing: (input) =>
      input.kill_mud_weight_ppg === undefined && input.tvd_ft === undefined
        ? 'the true vertical depth, to work out the kill mud weight (e.g. `10,000 ft TVD`), or the kill mud weight (e.g. `KMW 10.0 ppg`)'
        : undefined,
  },
  {
    // The MAASP asked for by name: the whole message matches, so the leak-off recipe below (the
    // same calculator without the current mud) never takes it.
    tool: 'maasp',
    title: 'MAASP from a leak-off test',
    intent:
      /^[\s\S]*(?:\bmaasp\b|\bmasicp\b|\bmasp\b|max(?:imum)? allowable (?:annular |surface |shut[- ]in |casing )+pressure)[\s\S]*$/,
    fields: leakOffFields(true),
    complete: leakOffComplete,
    missing: leakOffMissing,
  },
  {
    tool: 'maasp',
    title: 'Leak-off equivalent mud weight',
    intent:
      /(?:max(?:imum)? allowable mud weight|leak[- ]?off|(?<!\ba )\blot\b(?=\s*(?:of\s+)?[\d.]|\s*(?:emw|pressure|test|result|data|value|with|at|was|is|=|:|\())|formation integrity test|fracture gradient (?:from|at the (?:casing )?shoe))[\s\S]*/,
    fields: leakOffFields(false),
    complete: leakOffComplete,
    missing: leakOffMissing,
  },
  {
    // The whole message matches, so an "annular capacity" in it does not send it elsewhere.
    tool: 'kick_gradient',
    title: 'Kick gradient',
    intent:
      /^[\s\S]*(?:(?:influx|kick) (?:gradient|density|type|fluid)|influx weight|type of (?:the )?(?:influx|kick)|(?:what|which) (?:kind|type) of (?:influx|kick)|(?:gas|oil|water|salt ?water) (?:or|vs\.?) (?:gas|oil|water|salt ?water) (?:kick|influx)|identify (?:the )?(?:influx|kick)|what (?:did|have|do) (?:we|i|you) (?:take|taken|get|got|swab(?:bed)?|catch|caught)\b|(?:kick|influx) (?:height|length)|height of (?:the )?(?:kick|influx))[\s\S]*$/,
    fields: [
      killSidpp,
      {
        input: 'sicp_psi',
        kinds: ['pressure_psi'],
        label:
          /sicp|sicsp|shut[- ]in casing(?: pressure)?|casing (?:shut[- ]in )?pressure|annulus pressure|csg(?: pressure)?/,
        trailing: /sicp|on the casing|casing|on the annulus/,
        labelRequired: true,
        ask: 'the shut-in casing pressure (e.g. `SICP 400 psi`)',
      },
      {
        input: 'mud_weight_ppg',
        kinds: ['density_ppg'],
        alone: true,
        ask: 'the mud weight in the hole (e.g. `9.6 ppg mud`)',
      },
      {
        input: 'influx_height_ft',
        kinds: ['length_ft'],
        label:
          /influx (?:height|length)|kick (?:height|length)|height(?: of (?:the )?(?:influx|kick))?|length of (?:the )?(?:influx|kick)/,
        trailing: /(?:of )?(?:influx|kick)|high\b|tall\b/,
        labelRequired: true,
        optional: true,
        ask: 'the influx height',
      },
      {
        input: 'bottom_section_length_ft',
        kinds: ['length_ft'],
        label: /(?:drill )?collars?|dcs?|bha|bottom[- ]hole assembly/,
        trailing: /(?:of )?(?:drill )?collars?|(?:of )?dcs?\b|(?:of )?bha/,
        labelRequired: true,
        optional: true,
        ask: 'the length of the drill collars',
      },
      {
        input: 'pit_gain_bbl',
        alone: true,
        kinds: ['volume_bbl'],
        label:
          /pit gain|gain(?:ed)?|influx(?: volume)?|kick(?: size| volume)?|took|shipped|pits? (?:rose|up)(?: by)?/,
        trailing: /(?:pit )?gain|(?:of )?(?:influx|kick)/,
        optional: true,
        ask: 'the pit gain (e.g. `20 bbl gain`)',
      },
      {
        input: 'upper_annular_capacity_bbl_per_ft',
        kinds: ['capacity_bbl_per_ft'],
        label:
          /(?:drill ?pipe|dp)(?: annul(?:us|ar capacity))?|(?:around|across|opposite|on) (?:the )?(?:drill ?pipe|dp)|upper(?: annulus)?|above(?: the collars)?/,
        trailing:
          /(?:around|across|opposite|on|against) (?:the )?(?:drill ?pipe|dp)|(?:drill ?pipe|dp)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the annular capacity around the drill pipe (e.g. `0.0505 bbl/ft around the drill pipe`)',
      },
      {
        input: 'annular_capacity_bbl_per_ft',
        alone: true,
        kinds: ['capacity_bbl_per_ft'],
        label:
          /annular capacity|capacity|annulus|(?:around|across|opposite|on) (?:the )?(?:drill )?(?:collars?|dcs?|bha)|(?:collars?|dc|bha|open[- ]hole) annul(?:us|ar capacity)/,
        trailing:
          /(?:around|across|opposite|on|against) (?:the )?(?:drill )?(?:collars?|dcs?|bha)|annul/,
        optional: true,
        ask: 'the annular capacity around the bottom of the string (e.g. `0.0291 bbl/ft`)',
      },
    ],
    missing: (input) => {
      if (input.influx_height_ft !== undefined) return undefined;
      if (input.pit_gain_bbl === undefined) {
        return 'the pit gain (e.g. `20 bbl gain`) with the annular capacity (e.g. `0.0291 bbl/ft`), or the influx height';
      }
      if (input.annular_capacity_bbl_per_ft === undefined) {
        return 'the annular capacity where the influx sits (e.g. `0.0291 bbl/ft around the collars`)';
      }
      if (
        input.bottom_section_length_ft !== undefined &&
        input.upper_annular_capacity_bbl_per_ft === undefined
      ) {
        return 'the annular capacity around the drill pipe above the collars (e.g. `0.0505 bbl/ft around the drill pipe`)';
      }
      if (
        input.bottom_section_length_ft === undefined &&
        input.upper_annular_capacity_bbl_per_ft !== undefined
      ) {
        return 'the length of the drill collars (e.g. `300 ft of collars`)';
      }
      return undefined;
    },
  },
  {
    tool: 'annular_volume',
    title: 'Annular volume',
    intent:
      /annul(?:ar|us) (?:volume|capacity)|volume (?:of|in) (?:the )?annulus|annular (?:bbls?|barrels)|bbls? in the annulus/,
    fields: [],
    options: annularSections,
    missing: (input) =>
      input.sections === undefined
        ? 'each section’s length, hole or casing ID and pipe OD, one after the other (e.g. `4,000 ft of 4.5 in drill pipe in 8.755 in casing; 300 ft of 6.5 in collars in 8.5 in hole`)'
        : undefined,
    complete: (input) => {
      const sections = input.sections;
      return Array.isArray(sections) &&
        sections.length === 1 &&
        (sections[0] as { length_ft?: number }).length_ft === 1
        ? 'No length given: the volume shown is for 1 ft, the capacity.'
        : undefined;
    },
  },
  {
    tool: 'pipe_capacity_displacement',
    title: 'Pipe capacity and displacement',
    intent:
      /(?:pipe|drill ?pipe|tubing|casing|collars?|hwdp|\bdp) (?:capacity|displacement)|(?<!annul\w* )(?:capacity|displacement) of (?:the |a |an )?(?:[\d.\-/]+ ?(?:in\b|"|inch)? ?)?(?:(?:id|od) )?(?:drill ?pipe|pipe|tubing|casing|collars?|hwdp|dp\b)|(?:open|closed)[- ]end(?:ed)? displacement|(?:metal|steel) displacement|(?<![^]*\bannul[^]*)(?:volume|capacity|barrels?|bbls?) (?:of|in|inside) (?:the |a |an )?[^?]*?\b(?:tubing|casing|drill ?pipe|dp|(?:work ?|drill ?)?string)\b(?![^]*\bannul)/,
    fields: [
      {
        input: 'pipe_id_in',
        // "ID 3.958": an inside diameter may be written without "in".
        kinds: ['diameter_in', 'number'],
        label: /\bid|inside diameter|bore/,
        trailing: /id\b|inside|bore/,
        labelRequired: true,
        ask: 'the pipe inside diameter (e.g. `4.276 in ID`)',
      },
      {
        input: 'pipe_od_in',
        alone: true,
        kinds: ['diameter_in'],
        label: /\bod|outside diameter/,
        trailing: /od\b|outside|(?:drill ?pipe|dp|pipe|tubing|casing|collars?|hwdp)/,
        ask: 'the pipe outside diameter (e.g. `5 in OD`)',
      },
      {
        input: 'length_ft',
        kinds: ['length_ft'],
        alone: true,
        optional: true,
        ask: 'the length of pipe',
      },
    ],
  },
  {
    // Mud pumps only: a question naming a plunger or a rod pump is the rod pump's.
    tool: 'pump_output',
    title: 'Pump output',
    intent:
      /(?<!\b(?:plunger|sucker[- ]rod|rod pump|beam pump|pumping unit|downhole pump)[\s\S]*)(?:mud pump (?:output|displacement|factor)|pump (?:output|factor)|bbl\/stk|(?:bbls?|barrels|gal(?:lons)?) per stroke|(?:triplex|duplex) (?:mud )?(?:pump )?(?:output|rate|displacement))(?![\s\S]*\b(?:plunger|sucker[- ]rod|rod pump|beam pump|pumping unit|downhole pump)\b)[\s\S]*/,
    fields: pumpFields,
    options: pumpOptions,
    missing: pumpMissing,
  },
  {
    // Strokes at a pump rate per minute: the strokes need the output per stroke, asked for.
    tool: 'circulating_time',
    title: 'Strokes at a pump rate',
    intent: new RegExp(
      String.raw`^(?=[\s\S]*(?:${PER_MINUTE_RATE}))(?=[\s\S]*(?:${STROKES_ASKED}))[\s\S]*(?:${PUMPING_TIME})[\s\S]*$`,
    ),
    fields: circulatingFields,
    options: circulatingOptions,
    complete: circulatingComplete,
    missing: (input) =>
      circulatingVolumeMissing(input) ??
      (input.pump_output_bbl_per_stroke === undefined
        ? 'the pump output per stroke, for the strokes (e.g. `0.136 bbl/stk`)'
        : undefined),
  },
  {
    // A pump rate per minute, or a bottoms-up or lag time with nothing about the pump's size:
    // the time is the volume over the rate. Strokes without a rate stay with the pump output.
    tool: 'circulating_time',
    title: 'Bottoms-up and pumping time',
    intent: new RegExp(
      String.raw`^(?:(?=[\s\S]*(?:${PER_MINUTE_RATE}))|(?![\s\S]*(?:${PUMP_HARDWARE}|${STROKES_ASKED})))[\s\S]*(?:${PUMPING_TIME})[\s\S]*$`,
    ),
    fields: circulatingFields,
    options: circulatingOptions,
    complete: circulatingComplete,
    missing: circulatingVolumeMissing,
  },
  {
    // Strokes to bit and bottoms up: the whole message matches, so a "string volume" or an
    // "annular volume" in it does not send it elsewhere (the kill sheet, listed first, wins a tie).
    tool: 'pump_output',
    title: 'Strokes and pumping time',
    intent:
      /^[\s\S]*(?:strokes? to (?:the )?(?:bit|surface)|surface[- ]to[- ](?:bit|surface)|bottoms?[- ]?up|lag (?:strokes|time)|(?:strokes|how long|minutes) (?:to|for) (?:pump|displace|circulate)|how many strokes)[\s\S]*$/,
    fields: pumpFields,
    options: pumpOptions,
    missing: (input) =>
      pumpMissing(input) ??
      (input.string_volume_bbl === undefined &&
      input.annular_volume_bbl === undefined &&
      input.volume_bbl === undefined
        ? 'the volume to pump: the drill string volume for strokes to bit (e.g. `string volume 147 bbl`), the annular volume for bottoms up (e.g. `annular volume 542 bbl`)'
        : undefined),
  },
  {
    // The whole message matches, so an "annular pressure loss" in it does not send it to the line
    // pressure drop; an ECD of a flare (enclosed combustion device) is not a mud density.
    tool: 'equivalent_circulating_density',
    title: 'Equivalent circulating density',
    intent:
      /^(?![\s\S]*\b(?:combust\w*|flares?|flaring|destruction|vapou?rs?|oxidi[sz]er)\b)[\s\S]*(?:\becd\b|equivalent circulating (?:density|mud weight)|circulating density|effective circulating density)[\s\S]*$/,
    fields: [
      {
        input: 'fracture_emw_ppg',
        kinds: ['density_ppg'],
        label:
          /(?:lot|leak[- ]?off|fit|frac(?:ture)?(?: gradient)?)(?: (?:emw|equivalent(?: mud weight)?|limit|is|of|at))*|(?:fracture|frac) emw|max(?:imum)? allowable mud weight/,
        trailing: /(?:lot|leak[- ]?off|fit|frac(?:ture)?)\b|(?:emw )?(?:lot|leak[- ]?off|fracture)/,
        labelRequired: true,
        optional: true,
        ask: 'the fracture or leak-off equivalent mud weight, to check against (e.g. `LOT 11.0 ppg`)',
      },
      {
        input: 'mud_weight_ppg',
        kinds: ['density_ppg'],
        alone: true,
        label: /mud(?: weight)?|mw|omw|static mud(?: weight)?|(?:drilling )?with/,
        trailing: /(?:static )?mud|mw\b/,
        ask: 'the mud weight in the hole (e.g. `10.2 ppg mud`)',
      },
      {
        input: 'annular_pressure_loss_psi',
        kinds: ['pressure_psi'],
        alone: true,
        label:
          /apl|annular (?:pressure |friction(?:al)? )?(?:loss(?:es)?|drop)|annulus (?:pressure |friction )?(?:loss(?:es)?|drop)|annular friction|(?:pressure |friction )?loss(?:es)? in the annulus|(?:pressure |friction )?loss(?:es)?|friction/,
        trailing:
          /(?:of )?(?:apl\b|annular|annulus|friction|pressure (?:loss|drop)|loss|drop)|(?:in|of) (?:the )?annul/,
        ask: 'the annular pressure loss above that depth (e.g. `APL 180 psi`)',
      },
      { ...depth, alone: true },
    ],
  },
  {
    // Diameters named by what they are ("8.5 in hole", "5 in DP"); two unnamed ones read as the
    // annulus allows only, the larger the hole (as the annular volume does).
    tool: 'annular_velocity',
    title: 'Annular velocity',
    intent:
      /^[\s\S]*(?:annular (?:fluid |mud |return )?velocity|uphole velocity|up[- ]?hole (?:mud |fluid )?velocity|(?:mud |fluid |return )?velocity (?:in|up) the annulus|annulus velocity|\bav\b(?= (?:in|for|with|of|at|through|around|when|if)\b|\s*[:?=]))[\s\S]*$/,
    fields: [
      {
        input: 'flow_rate_gpm',
        kinds: ['pump_rate_gpm'],
        ask: 'the pump rate (e.g. `600 gpm` or `14.3 bbl/min`)',
      },
      {
        // A casing's stated inside diameter before its nominal size: "9-5/8 in casing (8.681 in
        // ID)" is 8.681 in; an ID may be written without "in".
        input: 'hole_or_casing_id_in',
        kinds: ['diameter_in', 'number'],
        label: /\b(?:id|i\.d\.?|inside diameter)(?: of)?/,
        trailing: /\)?\s*(?:id|i\.d\.?|inside diameter)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the casing inside diameter (e.g. `8.681 in ID`)',
      },
      {
        input: 'hole_or_casing_id_in',
        kinds: ['diameter_in'],
        label:
          /(?:open[- ])?hole(?: size| diameter)?|bit(?: size)?|casing(?: id)?|riser(?: id)?|\bid|wellbore/,
        trailing: /(?:open[- ])?hole|bit\b|(?:casing|riser)|id\b|wellbore|section/,
        labelRequired: true,
        ask: 'the hole size or casing inside diameter (e.g. `8.5 in hole`)',
      },
      {
        input: 'pipe_od_in',
        kinds: ['diameter_in'],
        label: /(?:drill ?)?pipe(?: od)?|\bdp|\bod|(?:drill )?collars?|\bdcs?|tubing|hwdp|string/,
        trailing: /(?:drill ?)?pipe|dp\b|od\b|(?:drill )?collars?|dcs?\b|tubing|hwdp|string/,
        labelRequired: true,
        ask: 'the pipe outside diameter (e.g. `5 in drill pipe`)',
      },
    ],
    options: annulusDiameters,
  },
  {
    tool: 'arps_decline',
    title: 'Arps decline forecast',
    intent:
      /\beur\b|estimated ultimate recovery|decline (?:curve|forecast)|arps|(?:hyperbolic|exponential|harmonic) decline|economic limit|rate after|cumulative (?:after|at|production)/,
    fields: [
      rate(
        'initial_rate_per_day',
        /qi|initial rate|ip|initial production|starting at|from|starts? at|making|producing/,
        'the initial rate qi (e.g. `qi 850 bopd`)',
      ),
      {
        input: 'initial_decline_pct_per_year',
        // "Di 65 %/yr", or as a rate per unit time: "Di 0.8 per year" (1/yr) is 80 %/yr.
        kinds: ['percent', 'number'],
        accepts: (mention) => mention.kind === 'percent' || declineFractionPeriod(mention) > 0,
        label: /di|initial decline|decline(?: rate)?|declining(?: at)?/,
        ask: 'the initial decline Di in %/yr, and whether it is nominal or effective (e.g. `Di 65 %/yr effective`)',
        convert: (mention) =>
          mention.kind === 'number'
            ? mention.value * 100 * declineFractionPeriod(mention)
            : mention.period === 'month'
              ? mention.value * 12
              : mention.value,
      },
      {
        input: 'b_factor',
        kinds: ['number'],
        label: /\bb|b[- ]factor|b[- ]value|hyperbolic exponent|exponent/,
        labelRequired: true,
        ask: 'the b-factor (0 exponential, 0–1 hyperbolic, 1 harmonic; e.g. `b 0.9`)',
      },
      {
        ...rate(
          'economic_limit_per_day',
          /economic limit|econ(?:omic)? limit|el|abandonment(?: rate)?|limit(?: of)?|down to|until|till|(?:drops?|falls?|gets?|declines?) to|reach(?:es|ing)?|(?:declin\w*|exponential(?:ly)?|hyperbolic(?:ally)?|harmonic(?:ally)?)[^.;]*?\bto/,
          'the economic limit rate',
          true,
        ),
        optional: true,
      },
      {
        input: 'time_months',
        kinds: ['time_months'],
        optional: true,
        ask: 'the time at which to report rate and cumulative (e.g. `after 24 months`)',
      },
      {
        input: 'terminal_decline_pct_per_year',
        kinds: ['percent'],
        label: /terminal(?: decline)?|dmin|d min|minimum decline/,
        labelRequired: true,
        optional: true,
        ask: 'the terminal decline (e.g. `terminal 8 %/yr`)',
      },
    ],
    options: (text) => ({ ...declineType(text), ...volumeUnit(text), ...bFactorFromWords(text) }),
    missing: (input) =>
      input.time_months === undefined && input.economic_limit_per_day === undefined
        ? 'the economic limit rate (for time to limit and EUR, e.g. `economic limit 10 bopd`) or a time (e.g. `after 24 months`)'
        : undefined,
  },
  {
    tool: 'decline_conversion',
    title: 'Decline conversion',
    intent:
      /convert(?:ing)? (?:a |an |the )?(?:\d[\d.,]* ?%(?:\/yr| per year)? )?(?:nominal |effective |secant |tangent )*decline|(?:nominal|effective) decline (?:to|into|from|equivalent)|(?:nominal|effective)[- ](?:to|vs\.?|versus)[- ](?:nominal|effective)/,
    fields: [
      {
        input: 'decline_pct_per_year',
        kinds: ['percent'],
        ask: 'the annual decline in % (e.g. `65 %/yr effective`)',
        convert: (mention) => (mention.period === 'month' ? mention.value * 12 : mention.value),
      },
      {
        input: 'b_factor',
        kinds: ['number'],
        label: /\bb|b[- ]factor/,
        labelRequired: true,
        optional: true,
        ask: 'the b-factor',
      },
    ],
    options: (text) => {
      const from = /\b(nominal|tangent|secant|effective)\b/.exec(text)?.[1];
      const type =
        from === 'nominal'
          ? 'nominal'
          : from === 'tangent'
            ? 'effective_tangent'
            : 'effective_secant';
      return { decline_type: type, ...bFactorFromWords(text) };
    },
  },
  {
    tool: 'gas_z_factor',
    title: 'Gas Z-factor',
    intent:
      /z[- ]?factor|compressibility factor|gas deviation factor|\bz (?:of|for)\b|super[- ]?compressibility/,
    fields: [pressureAbs('the pressure (e.g. `3,000 psia`)'), temperature, gasGravity, ...sourGas],
    options: (text) => (/hall|yarborough/.test(text) ? { z_correlation: 'hall_yarborough' } : {}),
  },
  {
    tool: 'gas_pseudo_critical',
    title: 'Gas pseudo-critical properties',
    intent: /pseudo[- ]?critical|\btpc\b|\bppc\b/,
    fields: [gasGravity, ...sourGas],
    options: (text) => (/standing/.test(text) ? { correlation: 'standing' } : {}),
  },
  {
    tool: 'gas_fvf_and_density',
    title: 'Gas formation volume factor and density',
    intent:
      /\bbg\b|gas (?:formation )?volume factor|gas fvf|gas density|density of (?:the |a )?gas/,
    fields: [
      pressureAbs('the pressure (e.g. `3,000 psia`)'),
      temperature,
      {
        input: 'z_factor',
        kinds: ['number'],
        label: /z(?:[- ]factor)?|compressibility(?: factor)?/,
        labelRequired: true,
        ask: 'the Z-factor (e.g. `z 0.85`)',
      },
      { ...gasGravity, optional: true },
    ],
  },
  {
    tool: 'gas_viscosity',
    title: 'Gas viscosity',
    intent:
      /gas viscosity|viscosity of (?:the |a |an |this )?(?:\d[\d.]* ?(?:gravity |sg |specific gravity )?)?(?:natural |dry |reservoir )?gas|lee[- ]+gonzalez(?:[- ]+eakin)?|\bμg\b/,
    fields: [
      temperature,
      gasGravity,
      { ...pressureAbs('the pressure (e.g. `2,000 psia`)'), optional: true },
      densityLbPerFt3,
      statedZ,
    ],
    missing: (input) =>
      input.pressure_psia === undefined && input.gas_density_lb_per_ft3 === undefined
        ? 'the pressure (e.g. `2,000 psia`) or the gas density (e.g. `8.3 lb/ft3`)'
        : undefined,
  },
  {
    tool: 'oil_bubble_point_pressure',
    title: 'Bubble-point pressure',
    // "Pb for GOR 500…": the words after Pb make it the longer match than the GOR's.
    intent:
      /(?:bubble[- ]?point|saturation pressure|\bpb\b)(?:\?|(?: pressure)?(?: for| of| at| with| from)?)/,
    fields: [solutionGor, temperature, apiGravity, gasGravity],
    options: oilCorrelation,
  },
  {
    tool: 'oil_formation_volume_factor',
    title: 'Oil formation volume factor',
    intent:
      /\bbo\b(?! ?pd)|oil (?:formation )?volume factor|oil fvf|formation volume factor|shrinkage/,
    fields: [solutionGor, temperature, apiGravity, gasGravity],
    options: oilCorrelation,
  },
  {
    tool: 'oil_solution_gor',
    title: 'Solution gas-oil ratio',
    intent: /solution (?:gas[- ]oil ratio|gor)|\brs\b|dissolved gas/,
    fields: [pressureAbs('the pressure (e.g. `2,500 psia`)'), temperature, apiGravity, gasGravity],
    options: oilCorrelation,
  },
  {
    tool: 'dead_oil_viscosity',
    title: 'Dead-oil viscosity',
    intent:
      /dead[- ]oil viscosity|viscosity of (?:the |a |an )?dead (?:\d[\d.]* ?(?:°|deg(?:rees?)? ?)?api )?(?:crude|oil)|gas[- ]free (?:crude |oil )?viscosity|(?<![a-z])μod\b/,
    fields: [temperature, apiGravity],
  },
  {
    tool: 'live_oil_viscosity',
    title: 'Live oil viscosity',
    intent:
      /(?:live|saturated|gas[- ]saturated|reservoir|gassy) (?:crude |oil )?viscosity|viscosity of (?:the |a |an )?(?:live|saturated|reservoir|gassy) (?:crude|oil)|beggs[- ]+(?:and[- ]+)?robinson|oil viscosity (?:at|for|from|by|with|using)|(?<![a-z])μo\b/,
    fields: [
      solutionGor,
      {
        input: 'dead_oil_viscosity_cp',
        kinds: ['viscosity_cp'],
        label: /dead(?:[- ]oil)?(?: viscosity)?|μod|gas[- ]free(?: viscosity)?/,
        trailing: /dead/,
        labelRequired: true,
        optional: true,
        ask: 'the dead-oil viscosity (e.g. `dead oil 3.2 cP`)',
      },
      { ...temperature, optional: true },
      { ...apiGravity, optional: true },
    ],
    missing: (input) => {
      if (input.dead_oil_viscosity_cp !== undefined) return undefined;
      const absent = [
        input.temperature_degF === undefined ? 'the temperature (e.g. `180 °F`)' : undefined,
        input.api_gravity === undefined ? 'the oil gravity (e.g. `35 °API`)' : undefined,
      ].filter((item) => item !== undefined);
      return absent.length > 0
        ? `${absent.join(' and ')} for the Beggs–Robinson dead-oil viscosity, or a measured dead-oil viscosity (e.g. \`dead oil 3.2 cP\`)`
        : undefined;
    },
  },
  {
    tool: 'api_to_specific_gravity',
    title: 'API gravity to specific gravity',
    intent:
      /(?:api|°api)(?: gravity)? (?:to|into|in) (?:specific gravity|sg)|specific gravity of (?:a |an )?\d[\d.]* ?(?:°|deg(?:rees?)? ?)?api|sg of (?:a |an )?\d[\d.]* ?(?:°|deg(?:rees?)? ?)?api|(?<!gas )\b(?:specific gravity|sg)\b (?:is |of |for )?(?:a |an )?\d[\d.]* ?(?:°|deg(?:rees?)? ?)?api\b|\d[\d.]* ?(?:°|deg(?:rees?)? ?)?api (?:oil |crude )?(?:specific gravity|sg|density)\b|(?:oil |crude )?density (?:of|at|for) (?:a |an )?\d[\d.]* ?(?:°|deg(?:rees?)? ?)?api\b/,
    fields: [
      {
        input: 'api_gravity',
        kinds: ['api_gravity', 'number'],
        ask: 'the API gravity (e.g. `30 °API`)',
      },
    ],
  },
  {
    tool: 'specific_gravity_to_api',
    title: 'Specific gravity to API gravity',
    intent:
      /(?:specific gravity|sg) (?:to|into|in) (?:api|°api)|api gravity of (?:a |an )?(?:oil |liquid )?(?:with )?(?:a )?(?:specific gravity|sg)|api (?:gravity )?(?:for|of) (?:sg|specific gravity)|(?<!gas )\b(?:specific gravity|sg) (?:of |= ?|is )?[01]?\.\d+ (?:oil |crude |liquid )?(?:to|into|in|as) (?:°|deg(?:rees?)? ?)?api\b|(?<![\d.] ?(?:°|deg(?:rees?)? ?)?)\bapi(?: gravity)? (?:of|for) (?:a |an |the )?(?:oil |crude |liquid )?(?:with (?:a |an )?)?(?:(?<!gas )(?:specific gravity|sg) ?(?:of |= ?)?[01]?\.\d+|[01]?\.\d+ ?(?:sg|specific gravity))/,
    fields: [
      {
        input: 'specific_gravity',
        kinds: ['number'],
        ask: 'the specific gravity (water = 1, e.g. `SG 0.85`)',
      },
    ],
  },
  {
    tool: 'productivity_index',
    title: 'Productivity index',
    intent: /productivity index|\bpi\b(?= of| for|\?|:|$)|\bj\b(?= of| for| does| is)/,
    fields: [
      {
        input: 'oil_rate_stb_per_day',
        kinds: ['liquid_rate_bpd'],
        ask: 'the stabilized test rate (e.g. `500 bopd`)',
      },
      {
        // "at a drawdown of 300 psi", "300 psi drawdown": a pressure difference, never the pwf.
        input: 'drawdown_psi',
        kinds: ['pressure_psi'],
        label: /(?:pressure )?draw[- ]?down(?: of| is| was)?|δp|delta[- ]?p|dp/,
        trailing: /(?:of )?draw[- ]?down|δp|delta[- ]?p/,
        labelRequired: true,
        optional: true,
        ask: 'the drawdown (e.g. `drawdown 300 psi`)',
      },
      {
        input: 'reservoir_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /reservoir(?: pressure)?|average (?:reservoir )?pressure|static(?: pressure)?|p̄|pr|pbar|shut[- ]in(?: bhp)?/,
        trailing: /static|(?:average )?reservoir(?: pressure)?|p̄|pbar|shut[- ]in/,
        labelRequired: true,
        optional: true,
        ask: 'the average reservoir pressure (e.g. `reservoir pressure 2,500 psia`)',
      },
      {
        input: 'flowing_bhp_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label: /flowing(?: bottom[- ]?hole)?(?: pressure)?|pwf|fbhp|bhp|drawdown to/,
        optional: true,
        ask: 'the flowing bottom-hole pressure (e.g. `pwf 1,500 psia`)',
      },
    ],
    // The drawdown, or both pressures it is the difference of.
    missing: (input) => {
      if (input.drawdown_psi !== undefined) return undefined;
      if (input.reservoir_pressure_psia === undefined && input.flowing_bhp_psia === undefined) {
        return 'the average reservoir pressure and the flowing bottom-hole pressure (e.g. `reservoir pressure 2,500 psia, pwf 1,500 psia`), or the drawdown (e.g. `drawdown 300 psi`)';
      }
      if (input.reservoir_pressure_psia === undefined) {
        return 'the average reservoir pressure (e.g. `reservoir pressure 2,500 psia`), or the drawdown (e.g. `drawdown 300 psi`)';
      }
      if (input.flowing_bhp_psia === undefined) {
        return 'the flowing bottom-hole pressure (e.g. `pwf 1,500 psia`), or the drawdown (e.g. `drawdown 300 psi`)';
      }
      return undefined;
    },
  },
  {
    tool: 'vogel_ipr',
    title: 'Vogel inflow performance',
    intent:
      /vogel|\bipr\b|inflow performance|\bqmax\b|\baof\b of (?:an )?oil|maximum (?:oil )?rate/,
    fields: [
      {
        input: 'reservoir_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /reservoir(?: pressure)?|average (?:reservoir )?pressure|static(?: pressure)?|p̄|pr|pbar/,
        labelRequired: true,
        ask: 'the average reservoir pressure (e.g. `reservoir pressure 2,500 psia`)',
      },
      {
        input: 'test_rate_stb_per_day',
        kinds: ['liquid_rate_bpd'],
        ask: 'the test rate (e.g. `500 bopd`)',
      },
      {
        input: 'test_flowing_bhp_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /test(?: flowing)?(?: bhp| pressure| pwf)?|flowing (?:bottom[- ]?hole )?pressure of|pwf|at/,
        ask: 'the flowing bottom-hole pressure of the test (e.g. `at 1,500 psia`)',
      },
      {
        input: 'bubble_point_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label: /bubble[- ]?point(?: pressure)?|pb/,
        labelRequired: true,
        optional: true,
        ask: 'the bubble-point pressure',
      },
      {
        input: 'flowing_bhp_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /(?:rate )?at (?:a )?(?:pwf (?:of )?)?|pwf|flowing (?:bottom[- ]?hole )?pressure|drawn down to|to/,
        labelRequired: true,
        optional: true,
        ask: 'the flowing pressure at which to report the rate',
      },
    ],
  },
  // --- Inflow and artificial lift (calc-inflow-lift): Darcy, Fetkovich, composite IPR, rod pump,
  // ESP head, liquid loading. Each intent ends in `.*` so that, once its own words are there, a
  // longer phrase met later in the question ("formation volume factor", "bubble point") does not
  // take the question to another calculator.
  {
    tool: 'darcy_radial_inflow',
    title: 'Darcy radial inflow',
    intent:
      /(?:darcy(?:'s)?(?: law)?(?: radial)? (?:inflow|flow rate|oil rate|rate|radial flow|production)|radial (?:darcy )?(?:inflow|flow rate|oil rate)|(?:pseudo|semi)[- ]?steady[- ]state (?:radial )?(?:inflow|flow rate|oil rate|rate|production|radial flow)|steady[- ]state (?:radial )?(?:inflow|flow rate|oil rate|rate|production|radial flow)|(?:oil rate|flow rate|rate|inflow|production) (?:from|using|with) (?:k ?h|permeability|reservoir properties|darcy)).*/,
    fields: [
      {
        input: 'permeability_md',
        kinds: ['permeability_md', 'number'],
        label: /\bk|perm(?:eability)?|effective permeability|ko/,
        trailing: /md\b|millidarc|darc/,
        labelRequired: true,
        ask: 'the permeability (e.g. `k 50 md`)',
      },
      {
        input: 'net_pay_ft',
        kinds: ['length_ft'],
        label: /\bh|net pay|pay(?: thickness)?|(?:net |formation |reservoir )?thickness/,
        trailing: /(?:of )?(?:net )?pay|thick/,
        labelRequired: true,
        ask: 'the net pay thickness (e.g. `h 30 ft`)',
      },
      {
        input: 'reservoir_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /\bpe|external(?: boundary)? pressure|boundary pressure|reservoir(?: pressure)?|average (?:reservoir )?pressure|p̄|\bpr|pbar|static(?: pressure)?/,
        labelRequired: true,
        ask: 'the reservoir pressure: pe at the drainage radius (steady state) or the average pressure p̄ (pseudo-steady state), e.g. `pe 2,500 psia`',
      },
      {
        input: 'flowing_bhp_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label: /pwf|flowing(?: bottom[- ]?hole)?(?: pressure)?|fbhp|bhp|sandface pressure/,
        ask: 'the flowing bottom-hole pressure (e.g. `pwf 1,800 psia`)',
      },
      {
        input: 'viscosity_cp',
        kinds: ['viscosity_cp', 'number'],
        label: /μo?|\bmu|(?:oil )?viscosity|visc/,
        trailing: /cp\b|centipoise/,
        labelRequired: true,
        ask: 'the oil viscosity (e.g. `μ 1.5 cP`)',
      },
      {
        input: 'formation_volume_factor_rb_per_stb',
        kinds: ['number', 'volume_bbl'],
        label: /\bbo|(?:oil )?fvf|(?:oil )?formation volume factor/,
        trailing: /rb\/stb|rb\/bbl|bbl\/stb|res ?bbl\/stb|rvb\/stb/,
        labelRequired: true,
        ask: 'the oil formation volume factor (e.g. `Bo 1.2 rb/STB`)',
      },
      {
        input: 'drainage_radius_ft',
        kinds: ['length_ft'],
        label: /\bre|drainage radius|external radius|outer radius|radius of drainage/,
        trailing: /(?:drainage|external) radius/,
        labelRequired: true,
        ask: 'the drainage radius (e.g. `re 745 ft`)',
      },
      {
        input: 'wellbore_radius_ft',
        kinds: ['length_ft', 'diameter_in'],
        label: /\brw|well(?:bore)? radius|hole radius/,
        trailing: /(?:well(?:bore)?|hole) radius/,
        labelRequired: true,
        ask: 'the wellbore radius (e.g. `rw 0.354 ft`)',
        convert: (mention) =>
          mention.kind === 'diameter_in' ? mention.value * unitFactor('in', 'ft') : mention.value,
      },
      {
        input: 'skin',
        kinds: ['number'],
        label: /skin(?: factor)?|\bs/,
        trailing: /skin/,
        labelRequired: true,
        optional: true,
        ask: 'the skin factor',
      },
    ],
    options: (text) => {
      if (/(?:pseudo|semi)[- ]?steady/.test(text)) return { flow_regime: 'pseudo_steady_state' };
      if (/\bsteady[- ]?state\b/.test(text)) return { flow_regime: 'steady_state' };
      return {};
    },
    missing: (input) =>
      input.flow_regime === undefined
        ? 'whether the flow is steady state (pressure pe held at re by a water drive or injection) or pseudo-steady state (closed drainage area, average pressure p̄): the log term is ln(re/rw) + s or ln(re/rw) − 0.75 + s'
        : undefined,
  },
  {
    tool: 'fetkovich_ipr',
    title: 'Fetkovich oil-well IPR',
    intent:
      /(?<!(?:decline|type[- ]?curve).*)(?:fetkovich(?!.*(?:decline|type[- ]?curve))|isochronal (?:oil[- ]well )?(?:test|ipr)|multi[- ]?(?:rate|point) (?:oil[- ]well )?(?:test )?ipr|(?:c and n|n and c) (?:from|for|of) (?:an )?oil[- ]well).*/,
    fields: [
      {
        input: 'reservoir_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label: AVERAGE_RESERVOIR_PRESSURE,
        labelRequired: true,
        ask: 'the average reservoir pressure during the tests (e.g. `reservoir pressure 2,500 psia`)',
      },
      RATE_AT_FLOWING_PRESSURE,
    ],
    options: fetkovichTests,
    complete: takeNote(FETKOVICH_GAUGE_NOTE),
    missing: (input) =>
      !Array.isArray(input.tests) || input.tests.length < 2
        ? 'at least two stabilized tests, each an oil rate with its flowing bottom-hole pressure (e.g. `500 bopd at 2,000 psia and 800 bopd at 1,500 psia`)'
        : undefined,
  },
  {
    tool: 'composite_ipr',
    title: 'Composite IPR',
    intent:
      /(?:composite (?:ipr|inflow(?: performance)?)|generali[sz]ed vogel|(?:straight[- ]line|constant pi|pi|productivity index) above (?:the )?(?:bubble[- ]?point|pb)|vogel below (?:the )?(?:bubble[- ]?point|pb)).*/,
    fields: [
      {
        input: 'reservoir_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /reservoir(?: pressure)?|average (?:reservoir )?pressure|static(?: pressure)?|p̄|\bpr|pbar/,
        labelRequired: true,
        ask: 'the average reservoir pressure (e.g. `reservoir pressure 3,000 psia`)',
      },
      {
        input: 'bubble_point_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label: /bubble[- ]?point(?: pressure)?|\bpb|saturation pressure/,
        labelRequired: true,
        ask: 'the bubble-point pressure (e.g. `pb 2,130 psia`)',
      },
      {
        input: 'productivity_index',
        kinds: ['number', 'liquid_rate_bpd'],
        label: /productivity index|\bpi|\bj/,
        trailing: /(?:\/ ?|per )psi/,
        labelRequired: true,
        optional: true,
        ask: 'the productivity index above the bubble point',
      },
      {
        input: 'test_rate_stb_per_day',
        kinds: ['liquid_rate_bpd'],
        optional: true,
        ask: 'the test rate',
      },
      {
        input: 'test_flowing_bhp_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /test(?: flowing)?(?: bhp| pressure| pwf)?|flowing (?:bottom[- ]?hole )?pressure of|pwf|at/,
        labelRequired: true,
        optional: true,
        ask: 'the flowing bottom-hole pressure of the test',
      },
      {
        input: 'flowing_bhp_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /(?:rate )?at (?:a )?(?:pwf (?:of )?)?|pwf|flowing (?:bottom[- ]?hole )?pressure|drawn down to|to/,
        labelRequired: true,
        optional: true,
        ask: 'the flowing pressure at which to report the rate',
      },
    ],
    missing: (input) => {
      if (input.productivity_index !== undefined) return undefined;
      if (input.test_rate_stb_per_day === undefined) {
        return 'one stabilized test (e.g. `250 bopd at 2,500 psia`) or the productivity index above the bubble point (e.g. `J 0.5 STB/d/psi`)';
      }
      return input.test_flowing_bhp_psia === undefined
        ? 'the flowing bottom-hole pressure of the test (e.g. `at 2,500 psia`)'
        : undefined;
    },
  },
  {
    tool: 'rod_pump_displacement',
    title: 'Sucker-rod pump displacement',
    intent:
      /(?:(?:rod|sucker[- ]rod|beam|plunger|downhole) pump (?:displacement|capacity|output)|pump(?:ing)? (?:unit )?displacement|plunger (?:constant|displacement)|(?:displacement|capacity) of (?:a |the )?(?:[\d./\- ]+ ?(?:in|inch|")? )?(?:rod|sucker[- ]rod|beam|plunger) pump|\bpd = 0\.1166|(?:rod|beam|sucker[- ]rod) pump pd\b|\bpump\b[^.?!]*\bdisplace\b).*/,
    fields: [
      {
        input: 'plunger_diameter_in',
        kinds: ['diameter_in'],
        label: /plunger(?: diameter| size)?|(?:pump )?bore|pump size|\bd/,
        trailing: /plunger|bore|(?:rod |downhole |insert |tubing )?pump/,
        labelRequired: true,
        ask: 'the plunger diameter (e.g. `1.75 in plunger`)',
      },
      {
        input: 'net_stroke_in',
        kinds: ['diameter_in', 'length_ft'],
        label: /(?:net |effective |plunger |pump )?stroke(?: length)?|\bs/,
        trailing: /(?:net |effective )?stroke/,
        labelRequired: true,
        ask: 'the net plunger stroke (e.g. `100 in stroke`)',
        convert: (mention) =>
          mention.kind === 'length_ft' ? mention.value * unitFactor('ft', 'in') : mention.value,
      },
      {
        input: 'pumping_speed_spm',
        kinds: ['number'],
        label: /(?:pumping )?speed|\bn/,
        trailing: /spm|strokes? ?(?:per |\/ ?|a )min/,
        labelRequired: true,
        ask: 'the pumping speed (e.g. `10 SPM`)',
      },
      {
        input: 'volumetric_efficiency_pct',
        kinds: ['percent'],
        label: /(?:volumetric |pump )?efficiency|\bev/,
        trailing: /(?:volumetric |pump )?efficiency|ev\b/,
        labelRequired: true,
        optional: true,
        ask: 'the volumetric efficiency',
      },
    ],
  },
  {
    tool: 'esp_total_dynamic_head',
    title: 'ESP total dynamic head',
    intent:
      /(?:total dynamic head|\btdh\b|esp (?:design|sizing|stages|head|pump sizing)|(?:number of|how many) (?:esp |pump )?stages|(?:size|sizing|design) (?:an |the )?(?:esp|submersible pump)|submersible pump (?:design|sizing|head)).*/,
    fields: [
      {
        input: 'flow_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        ask: 'the total fluid rate (e.g. `2,000 bfpd`)',
      },
      {
        input: 'pump_depth_ft',
        kinds: ['length_ft'],
        label:
          /pump(?: setting)?(?: depth)?(?: at| of)?|set(?:ting)? (?:depth|at)|(?:pump )?(?:set|landed|hung) at|psd/,
        trailing: /(?:pump )?setting depth|pump depth|to the pump|\(?pump\)?/,
        labelRequired: true,
        ask: 'the pump setting depth (e.g. `pump at 6,000 ft`)',
      },
      {
        input: 'dynamic_fluid_level_ft',
        kinds: ['length_ft'],
        label: /(?:dynamic |producing |working |operating )?fluid level|\bfl/,
        trailing: /(?:dynamic |producing |working )?fluid level/,
        labelRequired: true,
        optional: true,
        ask: 'the producing fluid level',
      },
      {
        input: 'pump_intake_pressure_psi',
        kinds: ['pressure_psi'],
        label: /\bpip|(?:pump )?intake(?: pressure)?|suction pressure/,
        trailing: /pip\b|(?:at the )?intake/,
        labelRequired: true,
        optional: true,
        ask: 'the pump intake pressure',
        convert: gaugePsi,
      },
      {
        input: 'casing_pressure_psi',
        kinds: ['pressure_psi'],
        label: /casing(?: head)?(?: pressure)?|\bchp|annulus pressure/,
        trailing: /(?:on the )?casing|chp\b/,
        labelRequired: true,
        optional: true,
        ask: 'the casing pressure',
        convert: gaugePsi,
      },
      {
        input: 'wellhead_pressure_psi',
        kinds: ['pressure_psi'],
        label:
          /wellhead(?: pressure)?|\bwhp|\bthp|\bftp|tubing(?: head)? pressure|discharge pressure|back ?pressure|flowline pressure/,
        trailing: /(?:at the )?wellhead|whp\b|thp\b|tubing (?:head )?pressure|back ?pressure/,
        labelRequired: true,
        ask: 'the wellhead (tubing) pressure the pump discharges against (e.g. `WHP 100 psi`)',
        convert: gaugePsi,
      },
      tubingId,
      {
        input: 'specific_gravity',
        kinds: ['number'],
        label: /(?:fluid |mixture |composite |liquid )?(?:sg|specific gravity|gravity)/,
        trailing: /sg\b|specific gravity|gravity/,
        labelRequired: true,
        ask: 'the specific gravity of the produced fluid (water = 1, e.g. `SG 1.02`)',
      },
      {
        input: 'tubing_length_ft',
        kinds: ['length_ft'],
        label: /tubing length|(?:measured|tubing) (?:length|depth) of|\bmd(?: of)?/,
        trailing: /of tubing|tubing length|md\b/,
        labelRequired: true,
        optional: true,
        ask: 'the tubing length',
      },
      {
        input: 'hazen_williams_c',
        kinds: ['number'],
        label: /hazen[- ]williams(?: c| coefficient)?|\bc(?: factor)?|roughness coefficient/,
        labelRequired: true,
        optional: true,
        ask: 'the Hazen–Williams C',
      },
      {
        input: 'head_per_stage_ft',
        kinds: ['length_ft'],
        label: /head per stage|head\/stage|stage head|head of/,
        trailing: /(?:\/|per) ?stage/,
        labelRequired: true,
        optional: true,
        ask: 'the head per stage from the pump curve',
      },
      {
        input: 'hp_per_stage',
        kinds: ['number'],
        label: /(?:b)?hp per stage|(?:b)?hp\/stage|horsepower per stage/,
        trailing: /b?hp ?(?:\/|per) ?stage|horsepower per stage/,
        labelRequired: true,
        optional: true,
        ask: 'the horsepower per stage from the pump curve',
      },
      {
        input: 'pump_efficiency_pct',
        kinds: ['percent'],
        label: /(?:pump )?efficiency|\beff/,
        trailing: /(?:pump )?efficiency|eff\b/,
        labelRequired: true,
        optional: true,
        ask: 'the pump efficiency',
      },
    ],
    missing: (input) =>
      input.dynamic_fluid_level_ft === undefined && input.pump_intake_pressure_psi === undefined
        ? 'the producing fluid level (e.g. `fluid level 4,500 ft`) or the pump intake pressure (e.g. `PIP 500 psi`), for the net vertical lift'
        : undefined,
  },
  {
    tool: 'critical_rate_liquid_loading',
    title: 'Critical rate for liquid loading',
    intent:
      /(?:\bturner\b|\bcoleman\b|liquid[- ]loading (?:rate|velocity|check|calculation|critical rate)|critical (?:gas )?(?:rate|velocity|flow rate)(?!.*(?:\bcon(?:ing|e)\b|eros))|(?:minimum|min) (?:gas )?(?:rate|velocity|flow(?: rate)?) to (?:unload|lift|keep|avoid|prevent)|unload(?:ing)? (?:rate|velocity)|rate to (?:unload|avoid (?:liquid )?loading|prevent (?:liquid )?loading)).*/,
    fields: [
      {
        input: 'wellhead_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /(?:flowing )?wellhead(?: flowing)?(?: pressure)?|\bf?whp|\bftp|\bthp|(?:flowing )?tubing(?: head)? pressure|at/,
        ask: 'the flowing wellhead pressure (e.g. `FTP 100 psia`)',
      },
      { ...temperature, ask: 'the flowing temperature at the wellhead (e.g. `120 °F`)' },
      tubingId,
      gasGravity,
      {
        input: 'z_factor',
        kinds: ['number'],
        label: /z(?:[- ]factor)?|compressibility(?: factor)?/,
        labelRequired: true,
        ask: 'the Z-factor at wellhead conditions (e.g. `z 0.9`)',
      },
      {
        input: 'gas_rate_mscf_per_day',
        kinds: ['gas_rate_mscfd'],
        optional: true,
        ask: 'the current gas rate',
      },
      {
        input: 'liquid_density_lb_per_ft3',
        kinds: ['density_ppg'],
        label: /(?:liquid|water|condensate) density|density/,
        labelRequired: true,
        optional: true,
        ask: 'the liquid density',
        convert: liquidDensityFromPpg,
      },
      {
        input: 'interfacial_tension_dyne_per_cm',
        kinds: ['number'],
        label: /(?:surface|interfacial) tension|\bift|σ|sigma/,
        trailing: /dynes?(?: ?\/ ?| per )cm/,
        labelRequired: true,
        optional: true,
        ask: 'the interfacial tension',
      },
    ],
    options: (text) =>
      /condensate/.test(text) && !/\bwater\b/.test(text) ? { liquid: 'condensate' } : {},
  },
  // --- end of inflow and artificial lift (calc-inflow-lift).
  {
    tool: 'liquid_line_pressure_drop',
    title: 'Liquid line pressure drop',
    intent:
      /pressure (?:drop|loss)|friction loss|line (?:pressure drop|loss|sizing)|head loss|darcy/,
    fields: [
      {
        input: 'flow_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        ask: 'the flow rate (e.g. `5,000 bbl/d`)',
      },
      {
        input: 'inside_diameter_in',
        kinds: ['diameter_in'],
        ask: 'the pipe inside diameter (e.g. `4 in ID`)',
      },
      {
        input: 'length_ft',
        kinds: ['length_ft'],
        label: /long|length|over|of/,
        ask: 'the line length (e.g. `2 miles` as `10,560 ft`)',
      },
      {
        input: 'specific_gravity',
        kinds: ['number'],
        label: /sg|specific gravity|gravity/,
        trailing: /sg\b|specific gravity|gravity/,
        labelRequired: true,
        ask: 'the liquid specific gravity (water = 1, e.g. `SG 1.05`)',
      },
      { input: 'viscosity_cp', kinds: ['viscosity_cp'], ask: 'the viscosity (e.g. `1 cP`)' },
      {
        input: 'elevation_change_ft',
        kinds: ['length_ft'],
        label: /elevation(?: change| gain| rise)?|uphill|rise|climb/,
        labelRequired: true,
        optional: true,
        ask: 'the elevation change',
      },
    ],
  },
  {
    tool: 'gas_pipeline_flow',
    title: 'Gas pipeline flow',
    intent:
      /[^\n]*\b(?:weymouth|panhandle)\b[^\n]*|general flow equation|(?:natural )?gas (?:transmission )?(?:pipe)?line (?:flow(?: rate)?|capacity|throughput|pressure drop|outlet pressure|inlet pressure|delivery pressure)|(?:flow(?: rate)?|capacity|throughput|pressure (?:drop|loss)|outlet pressure|inlet pressure|delivery pressure|downstream pressure|upstream pressure)(?: of| in| through| for| along)? (?:a |an |the )?(?:[\d.,-]+ ?(?:in|inch|mi|miles?|km)\.?,? )*(?:natural )?gas (?:transmission )?(?:pipe)?line/,
    fields: [
      {
        input: 'flow_rate_mmscf_per_day',
        kinds: ['gas_rate_mscfd'],
        optional: true,
        ask: 'the gas flow rate (e.g. `100 MMscf/d`)',
        convert: (mention) => mention.value * unitFactor('Mcf', 'MMcf'),
      },
      {
        input: 'upstream_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /upstream(?: pressure)?|inlet(?: pressure)?|p1|from|suction|discharge(?: pressure)?|entering at|starting at/,
        trailing: /(?:at the )?(?:inlet|upstream)/,
        labelRequired: true,
        optional: true,
        ask: 'the upstream (inlet) pressure (e.g. `inlet 1,000 psia`)',
      },
      {
        input: 'downstream_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label:
          /downstream(?: pressure)?|outlet(?: pressure)?|p2|to|delivery(?: pressure)?|delivered at|arriving at|terminal(?: pressure)?/,
        trailing: /(?:at the )?(?:outlet|downstream|delivery)/,
        labelRequired: true,
        optional: true,
        ask: 'the downstream (outlet) pressure (e.g. `outlet 800 psia`)',
      },
      {
        input: 'length_miles',
        kinds: ['length_ft'],
        ask: 'the pipeline length (e.g. `50 miles`)',
        convert: (mention) => mention.value * unitFactor('ft', 'mi'),
      },
      {
        input: 'inside_diameter_in',
        kinds: ['diameter_in'],
        ask: 'the pipe inside diameter (e.g. `15.5 in ID`)',
      },
      gasGravity,
      { ...temperature, ask: 'the average gas temperature (e.g. `60 °F`)' },
      statedZ,
      {
        input: 'pipeline_efficiency',
        kinds: ['number', 'percent'],
        label: /(?:pipeline )?efficiency(?: factor)?|\be/,
        trailing: /(?:pipeline )?efficien/,
        labelRequired: true,
        optional: true,
        ask: 'the pipeline efficiency (e.g. `efficiency 0.92`)',
        convert: fractionOrPercent,
      },
      {
        input: 'darcy_friction_factor',
        kinds: ['number'],
        label: /(?:darcy |moody )?friction factor|\bf/,
        labelRequired: true,
        optional: true,
        ask: 'the Darcy friction factor (e.g. `f = 0.0095`)',
      },
    ],
    options: gasFlowEquation,
    missing: (input) => {
      if (input.equation === undefined) {
        return 'which flow equation to use: Weymouth, Panhandle A, Panhandle B, or the general flow equation with a Darcy friction factor';
      }
      const known = [
        input.flow_rate_mmscf_per_day,
        input.upstream_pressure_psia,
        input.downstream_pressure_psia,
      ].filter((value) => value !== undefined).length;
      if (known < 2) {
        return 'two of: the flow rate (e.g. `100 MMscf/d`), the inlet pressure (e.g. `inlet 1,000 psia`) and the outlet pressure (e.g. `outlet 800 psia`)';
      }
      if (input.equation === 'general' && input.darcy_friction_factor === undefined) {
        return 'the Darcy friction factor for the general flow equation (e.g. `f = 0.0095`)';
      }
      return undefined;
    },
  },
  {
    tool: 'erosional_velocity',
    title: 'Erosional velocity',
    intent:
      /[^\n]*\b(?:erosional velocity|erosion(?:al)? (?:velocity|limit|speed)|api (?:rp )?14e|rp ?14e)\b[^\n]*/,
    fields: [
      {
        input: 'c_factor',
        kinds: ['number'],
        label: /\bc(?:[- ]?(?:factor|value|constant))?/,
        labelRequired: true,
        optional: true,
        ask: 'the C factor (e.g. `C = 100`)',
      },
      {
        input: 'mixture_density_lb_per_ft3',
        kinds: ['density_ppg'],
        label: /(?:mixture |mix |fluid )?density|ρm?|rho/,
        optional: true,
        ask: 'the mixture density (e.g. `12 lb/ft3`)',
        convert: liquidDensityFromPpg,
      },
      {
        ...pressureAbs('the operating pressure (e.g. `1,000 psia`)'),
        optional: true,
      },
      {
        input: 'gas_liquid_ratio_scf_per_bbl',
        kinds: ['gor_scf_per_bbl', 'number'],
        label: /glr|gas[- ](?:liquid|oil) ratio|gor/,
        labelRequired: true,
        optional: true,
        ask: 'the gas-liquid ratio (e.g. `GLR 1,000 scf/bbl`)',
      },
      {
        input: 'liquid_specific_gravity',
        kinds: ['number'],
        label: /(?:liquid|oil|water|s1|sl)(?: specific gravity| sg| gravity)?/,
        trailing: /(?:sg |specific gravity |gravity )?(?:liquid|oil|water)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the liquid specific gravity (water = 1, e.g. `liquid SG 0.85`)',
      },
      { ...gasGravity, optional: true },
      { ...temperature, optional: true },
      statedZ,
      {
        input: 'liquid_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        optional: true,
        ask: 'the liquid rate (e.g. `5,000 bbl/d`)',
      },
    ],
    options: (text) => (/\bintermittent\b/.test(text) ? { service: 'intermittent' } : {}),
    missing: (input) => {
      if (input.mixture_density_lb_per_ft3 !== undefined) return undefined;
      const needed: [string, string][] = [
        ['pressure_psia', 'the operating pressure (e.g. `1,000 psia`)'],
        ['gas_liquid_ratio_scf_per_bbl', 'the gas-liquid ratio (e.g. `GLR 1,000 scf/bbl`)'],
        ['liquid_specific_gravity', 'the liquid specific gravity (e.g. `liquid SG 0.85`)'],
        ['gas_specific_gravity', 'the gas specific gravity (e.g. `gas SG 0.65`)'],
        ['temperature_degF', 'the temperature (e.g. `120 °F`)'],
        ['z_factor', 'the Z-factor (e.g. `z 0.9`)'],
      ];
      const absent = needed.filter(([key]) => input[key] === undefined).map(([, ask]) => ask);
      return absent.length > 0
        ? `the mixture density (e.g. \`12 lb/ft3\`), or ${absent.join(', ')}`
        : undefined;
    },
  },
  {
    tool: 'separator_gas_capacity',
    title: 'Separator gas capacity',
    intent:
      /separator (?:gas )?capacity|gas capacity|souders[- ]brown|size (?:a |the )?separator|separator sizing/,
    fields: [
      {
        input: 'vessel_inside_diameter_in',
        kinds: ['diameter_in'],
        ask: 'the vessel inside diameter (e.g. `36 in ID`)',
      },
      {
        input: 'pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        ask: 'the operating pressure (e.g. `1,000 psig`)',
      },
      temperature,
      gasGravity,
      {
        input: 'liquid_density_lb_per_ft3',
        kinds: ['density_ppg'],
        label: /liquid density|liquid|oil density|density/,
        ask: 'the liquid density (e.g. `51 lb/ft3`)',
        convert: liquidDensityFromPpg,
      },
      {
        input: 'z_factor',
        kinds: ['number'],
        label: /z(?:[- ]factor)?/,
        labelRequired: true,
        optional: true,
        ask: 'the Z-factor',
      },
      {
        input: 'k_factor_ft_per_s',
        kinds: ['number'],
        label: /\bk(?:[- ]factor)?|k[- ]value/,
        labelRequired: true,
        optional: true,
        ask: 'the K-factor',
      },
    ],
    // The rating is a vertical vessel's (gas through the whole cross-section); a horizontal one's
    // depends on its liquid level and length, which this calculator does not take.
    declines: (text) =>
      /\bhorizontal\b/.test(text)
        ? "The **Separator gas capacity** calculator rates a **vertical** vessel (Souders–Brown across the whole cross-section); a horizontal vessel's gas capacity depends on its liquid level and length, which it does not take, so I won't give you the vertical figure in its place. For a horizontal vessel I can work out the **minimum diameter** for a gas rate (say the rate, e.g. `10 MMscf/d`, with the pressure, temperature, gas gravity and liquid density), or rate it as a vertical vessel if you ask for that."
        : undefined,
  },
  {
    // Sizing asks for a diameter from a gas rate: the whole message matches, so "separator gas
    // capacity" (which rates a given diameter) does not take it; a message about capacity stays there.
    tool: 'separator_sizing',
    title: 'Separator minimum diameter',
    intent:
      /^(?![\s\S]*\bcapacity\b)(?=[\s\S]*\b(?:separator|scrubber|knock[- ]?out|ko drum|vessel)s?\b)[\s\S]*(?:\bsiz(?:e|ing)\b|(?:what|which|minimum|min\.?|required|smallest) (?:vessel |separator )?(?:diameter|id|size)\b|diameter (?:needed|required|do i need)|how big)[\s\S]*$/,
    fields: [
      {
        input: 'gas_rate_mmscf_per_day',
        kinds: ['gas_rate_mscfd'],
        ask: 'the gas rate (e.g. `20 MMscf/d`)',
        convert: (mention) => mention.value * unitFactor('Mcf', 'MMcf'),
      },
      pressureAbs('the operating pressure (e.g. `1,000 psig`)'),
      temperature,
      { ...gasGravity, optional: true },
      {
        input: 'gas_density_lb_per_ft3',
        kinds: ['density_ppg'],
        label: /gas density|density of (?:the )?gas|ρg|rho ?g/,
        trailing: /gas\b/,
        labelRequired: true,
        optional: true,
        ask: 'the gas density (e.g. `gas density 3.5 lb/ft3`)',
        convert: liquidDensityFromPpg,
      },
      {
        input: 'liquid_density_lb_per_ft3',
        kinds: ['density_ppg'],
        label:
          /liquid density|liquid|oil density|condensate density|density of (?:the )?liquid|ρl|rho ?l|density/,
        trailing: /liquid|oil|condensate|water/,
        optional: true,
        ask: 'the liquid density (e.g. `50 lb/ft3 liquid`)',
        convert: liquidDensityFromPpg,
      },
      {
        input: 'liquid_specific_gravity',
        kinds: ['api_gravity', 'number'],
        label:
          /(?:liquid|oil|condensate) (?:sg|specific gravity|gravity)|api(?: gravity)?|oil gravity/,
        trailing: /(?:°\s*)?api\b|(?:sg |specific gravity )?(?:liquid|oil|condensate)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the liquid specific gravity (e.g. `liquid SG 0.8`)',
        convert: liquidGravity,
      },
      statedZ,
      {
        input: 'k_factor_ft_per_s',
        kinds: ['number'],
        label: /\bk(?:[- ]?(?:factor|value))?|souders[- ]brown (?:k|constant|coefficient)/,
        labelRequired: true,
        optional: true,
        ask: 'the Souders–Brown K (e.g. `K = 0.25 ft/s`)',
      },
    ],
    options: (text) => (/\bhorizontal\b/.test(text) ? { orientation: 'horizontal' } : {}),
    missing: separatorSizingMissing,
  },
  {
    tool: 'separator_retention',
    title: 'Separator liquid retention time',
    intent:
      /(?:liquid |oil |separator )?(?:retention|residence|hold[- ]?up) time|(?:retention|residence) of (?:the )?liquid|(?:minutes?|mins?) (?:of )?(?:liquid )?(?:retention|residence)/,
    fields: [
      // "2,500 bopd, 1,200 bwpd": the liquid through the vessel is both (folded by `complete`).
      {
        input: 'oil_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /oil(?: rate)?/,
        trailing: /(?:of )?oil|bopd|bo\/d/,
        labelRequired: true,
        optional: true,
        ask: 'the oil rate',
      },
      {
        input: 'water_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /water(?: rate)?/,
        trailing: /(?:of )?(?:produced )?water|bwpd|bw\/d/,
        labelRequired: true,
        optional: true,
        ask: 'the water rate',
      },
      {
        input: 'liquid_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        ask: 'the liquid rate (e.g. `2,000 bbl/d`)',
      },
      {
        input: 'liquid_volume_bbl',
        kinds: ['volume_bbl'],
        optional: true,
        ask: 'the liquid volume held (e.g. `20 bbl`)',
      },
      {
        input: 'liquid_level_in',
        kinds: ['diameter_in', 'length_ft'],
        label:
          /(?:liquid|oil|water|normal) (?:level|height|column)(?: of)?|level(?: of)?|height of (?:the )?liquid|liquid (?:at|to)|nll/,
        trailing: /(?:of )?(?:liquid|level)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the liquid level (e.g. `liquid level 40 in`)',
        convert: inchesOrFeet,
      },
      {
        input: 'vessel_length_ft',
        kinds: ['length_ft'],
        label: /(?:effective |seam[- ]to[- ]seam |s\/s )?length(?: of)?|leff|long(?: by)?/,
        trailing: /long\b|length|seam[- ]to[- ]seam|s\/s/,
        labelRequired: true,
        optional: true,
        ask: 'the effective length (e.g. `length 10 ft`)',
      },
      {
        input: 'vessel_inside_diameter_in',
        kinds: ['diameter_in', 'length_ft'],
        label: /(?:vessel |inside |internal )?diameter(?: of)?|\bid\b|i\.d\./,
        trailing:
          /(?:id\b|i\.d\.|diameter|od\b|(?:vertical|horizontal|vessel|separator|scrubber|two[- ]phase|three[- ]phase|2[- ]phase|3[- ]phase)\b)/,
        labelRequired: true,
        optional: true,
        ask: 'the vessel inside diameter (e.g. `36 in ID`)',
        convert: inchesOrFeet,
      },
      {
        input: 'retention_time_min',
        kinds: ['number'],
        label: /(?:retention|residence)(?: time)?(?: of)?|target|for/,
        trailing: /min(?:ute)?s?\b|h(?:ou)?rs?\b/,
        labelRequired: true,
        optional: true,
        ask: 'the target retention time (e.g. `3 min`)',
        convert: minutesFromWords,
      },
    ],
    options: (text) =>
      /\bhorizontal\b/.test(text) && !/\bvertical\b/.test(text)
        ? { orientation: 'horizontal' }
        : /\bvertical\b/.test(text) && !/\bhorizontal\b/.test(text)
          ? { orientation: 'vertical' }
          : {},
    complete: liquidFromOilAndWater,
    missing: separatorRetentionMissing,
  },
  {
    // The whole message matches when an inhibitor is named with hydrates, a depression or an
    // injection, so "hydrate temperature 65 °F" in it does not send it to the formation recipe.
    tool: 'hydrate_inhibitor',
    title: 'Hydrate inhibitor (Hammerschmidt)',
    intent:
      /^(?=[\s\S]*\b(?:methanol|meoh|meg|(?:mono[- ]?)?ethylene glycol|glycol|hammerschmidt)\b)(?=[\s\S]*(?:hydrate|depress|suppress|hammerschmidt|inject|dosage|\bdose\b))[\s\S]*$/,
    fields: [
      {
        input: 'temperature_depression_degF',
        kinds: ['temperature_f'],
        label:
          /(?:temperature |hydrate )?(?:depression|suppression)(?: of)?|(?:depress|suppress|lower|reduce)(?:es|ed|ing)?(?: (?:the )?hydrate(?: formation)? (?:temperature|point))?(?: by)?|δt|delta[- ]?t|\bdt\b/,
        trailing:
          /(?:of )?(?:hydrate )?(?:temperature )?(?:depression|suppression)|below (?:the )?hydrate/,
        labelRequired: true,
        optional: true,
        ask: 'the hydrate-temperature depression needed (e.g. `25 °F`)',
        convert: temperatureDifference,
      },
      {
        input: 'hydrate_temperature_degF',
        kinds: ['temperature_f'],
        label:
          /hydrates?(?: formation)?(?: temperature| temp| point)?(?: (?:is|of|at))?|hydrates? forms?(?: at)?|hft/,
        trailing: /hydrate/,
        labelRequired: true,
        optional: true,
        ask: 'the hydrate formation temperature (e.g. `hydrate temperature 65 °F`)',
      },
      {
        input: 'minimum_temperature_degF',
        kinds: ['temperature_f'],
        label:
          /(?:minimum|lowest|min|coldest|line|flowline|pipeline|operating|arrival|outlet|downstream|seabed|ambient)(?: \w+)?(?: temperature| temp)?(?: (?:is|of|at))?|(?:cools?|drops?|falls?|gets?|goes) (?:down )?to|reach(?:es)?|down to/,
        trailing: /(?:minimum|lowest|min|line|flowline|operating|arrival|seabed|ambient)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the lowest temperature the gas reaches (e.g. `line at 40 °F`)',
      },
      {
        input: 'water_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label:
          /(?:free |produced |condensed |total )?water(?: rate| production| produced)?(?: of)?/,
        trailing: /(?:of )?(?:free |produced |condensed )?water\b|bwpd/,
        labelRequired: true,
        optional: true,
        ask: 'the water rate (e.g. `10 bwpd`)',
      },
      {
        input: 'lean_inhibitor_wt_pct',
        kinds: ['percent', 'number'],
        label:
          /lean(?: meg| glycol| methanol)?(?: at| of)?|inject(?:ed|ing|ion)?(?: at)?|purity|concentration of/,
        trailing:
          /(?:wt\.?\s*%|weight\s*%|wt\.?\s*pct|% by weight|wt)?\s*(?:lean\b|meg\b|methanol\b|meoh\b|glycol\b|solution\b|pure\b|eg\b)/,
        labelRequired: true,
        optional: true,
        ask: 'the inhibitor concentration injected (e.g. `80 wt% MEG`)',
      },
      {
        input: 'hammerschmidt_constant',
        kinds: ['number'],
        label: /\bk(?:[- ]?(?:factor|value|constant))?|hammerschmidt constant|constant/,
        labelRequired: true,
        optional: true,
        ask: 'the Hammerschmidt constant (e.g. `K = 2,335`)',
      },
    ],
    options: hydrateInhibitorChoice,
    missing: hydrateInhibitorMissing,
  },
  {
    tool: 'hydrate_formation_temperature',
    title: 'Hydrate formation temperature',
    intent:
      /^[\s\S]*(?:hydrate (?:formation |forming |equilibrium )?(?:temperature|temp|point)|(?:temperature|temp) (?:at which|where|for|of) (?:the )?hydrates?|when (?:will |do |does |would )?hydrates? form|hydrates? form(?:ation)? (?:at|temperature|conditions?)|at what temperature[\s\S]*hydrates?|will (?:it|the gas|this gas) form hydrates|katz (?:chart|method|correlation)|towler)[\s\S]*$/,
    fields: [pressureAbs('the gas pressure (e.g. `1,000 psia`)'), gasGravity],
  },
  {
    tool: 'vertical_tank_volume',
    title: 'Vertical tank volume',
    intent:
      /(?:vertical |upright |stock |storage )?tank (?:volume|capacity|strapping|gauge)|(?:volume|capacity|barrels) (?:in|of) (?:a |the )?(?:vertical |\d+[- ]?(?:ft|') ?(?:x|by) ?\d+ ?(?:ft|')? )?tank|tank .*\b(?:x|by)\b/,
    fields: [
      {
        input: 'diameter_ft',
        kinds: ['length_ft'],
        label: /diameter|dia|d|wide/,
        trailing: /diameter|dia|wide|(?:x|by)\b/,
        ask: 'the tank diameter (e.g. `12 ft diameter`)',
      },
      {
        input: 'liquid_height_ft',
        kinds: ['length_ft'],
        label: /level|liquid(?: height| level)?|gauge|filled to|fluid(?: level)?|height of liquid/,
        labelRequired: true,
        optional: true,
        ask: 'the liquid level',
      },
      {
        input: 'shell_height_ft',
        kinds: ['length_ft'],
        label: /height|tall|high|shell|(?:x|by)/,
        trailing: /tall|high|height|shell/,
        ask: 'the shell height (e.g. `20 ft tall`)',
      },
    ],
    complete: (input) => {
      if (input.liquid_height_ft !== undefined || input.shell_height_ft === undefined) {
        return undefined;
      }
      input.liquid_height_ft = input.shell_height_ft;
      return 'No liquid level given: the volume is the capacity of the full shell.';
    },
  },
  // --- Tank strapping run between two gauges (calc-scale-tank).
  {
    // The whole message matches, so "tank gauge" or "tank strapping" in it does not send a run
    // between two gauges to the vertical tank volume.
    tool: 'tank_strapping_run',
    title: 'Tank strapping run',
    intent:
      /^[\s\S]*(?:tank (?:run|ticket)|run ticket|strapping run|(?:opening|open|starting|initial|1st|first|top|high) (?:gauge|dip|innage)|(?:closing|close|final|ending|2nd|second|bottom|low) (?:gauge|dip|innage)|(?:opening|closing) level|between (?:the |two )?(?:gauges|dips))[\s\S]*$/,
    fields: [
      {
        input: 'opening_gauge_ft',
        kinds: ['length_ft'],
        label:
          /open(?:ing)?(?: gauge| dip| level| innage)?|start(?:ing)?(?: gauge| dip| level)?|(?:1st|first|top|high|initial) (?:gauge|dip)|\bfrom|\bbefore/,
        labelRequired: true,
        ask: 'the opening gauge (e.g. `opening gauge 12 ft 4-1/2 in`)',
      },
      {
        input: 'closing_gauge_ft',
        kinds: ['length_ft'],
        label:
          /clos(?:e|ing)(?: gauge| dip| level| innage)?|final(?: gauge| dip| level)?|end(?:ing)?(?: gauge| dip| level)|(?:2nd|second|bottom|low) (?:gauge|dip)|\bto|\bafter/,
        labelRequired: true,
        ask: 'the closing gauge (e.g. `closing gauge 3 ft 1/4 in`)',
      },
      {
        input: 'diameter_ft',
        kinds: ['length_ft'],
        label: /diameter|\bdia\.?|\bid|inside diameter/,
        trailing: /diameter|dia\b|id\b|inside diameter|across|wide/,
        labelRequired: true,
        optional: true,
        ask: 'the tank diameter (e.g. `12 ft diameter`)',
      },
      {
        // "1.67 bbl/in": the quantity reader gives it per foot; the calculator takes it per inch.
        input: 'strapping_factor_bbl_per_in',
        kinds: ['capacity_bbl_per_ft'],
        trailing: /(?:bbls?|barrels?)\s*(?:\/|per)\s*(?:in|inch)\b/,
        labelRequired: true,
        optional: true,
        ask: 'the strapping factor (e.g. `1.67 bbl/in`)',
        convert: (mention) => mention.value * unitFactor('in', 'ft'),
      },
      {
        input: 'strapping_factor_bbl_per_ft',
        kinds: ['capacity_bbl_per_ft'],
        optional: true,
        ask: 'the strapping factor (e.g. `20.04 bbl/ft`)',
      },
      {
        input: 'ctl',
        kinds: ['number'],
        label: /ctl|vcf|volume correction factor|temperature correction(?: factor)?/,
        labelRequired: true,
        optional: true,
        ask: 'the temperature correction factor CTL (e.g. `CTL 0.9912`)',
      },
    ],
    missing: (input) =>
      input.diameter_ft === undefined &&
      input.strapping_factor_bbl_per_in === undefined &&
      input.strapping_factor_bbl_per_ft === undefined
        ? 'the tank diameter (e.g. `12 ft diameter`) or its strapping factor from the tank table (e.g. `1.67 bbl/in`)'
        : undefined,
  },
  {
    tool: 'horizontal_tank_volume',
    title: 'Horizontal tank volume',
    intent: /horizontal (?:tank|vessel|cylinder)|(?:partly|partially) full|tank lying|bullet tank/,
    fields: [
      {
        input: 'diameter_ft',
        kinds: ['length_ft'],
        label: /diameter|dia|d/,
        trailing: /diameter|dia|(?:x|by)\b/,
        ask: 'the diameter (e.g. `8 ft diameter`)',
      },
      {
        input: 'length_ft',
        kinds: ['length_ft'],
        label: /length|long|(?:x|by)/,
        trailing: /long|length/,
        ask: 'the length of the straight section (e.g. `20 ft long`)',
      },
      {
        input: 'liquid_height_ft',
        kinds: ['length_ft'],
        label:
          /level|liquid(?: height| level)?|filled to|fluid(?: level)?|height of liquid|depth of liquid|with/,
        trailing: /(?:of )?(?:liquid|fluid|level)/,
        ask: 'the liquid level from the bottom (e.g. `3 ft of liquid`)',
      },
    ],
    options: (text) =>
      /hemispher/.test(text)
        ? { head_type: 'hemispherical' }
        : /ellips|2:1/.test(text)
          ? { head_type: 'ellipsoidal' }
          : {},
  },
  {
    tool: 'production_ratios',
    title: 'Production ratios',
    intent:
      /water cut|\bwor\b|water[- ]oil ratio|\bgor\b|gas[- ]oil ratio|\bcgr\b|condensate[- ]gas ratio|production ratios/,
    fields: [
      // "Water cut 85 %, total fluid 2,000 bfpd": the oil and water rates they make (never the
      // total taken for the oil rate). Folded into the rates by `complete`.
      {
        input: 'total_liquid_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /total(?: fluid| liquid)?|gross(?: fluid| liquid| rate)?/,
        trailing: /bfpd|blpd|(?:of )?(?:total |gross )?(?:fluid|liquid)/,
        labelRequired: true,
        optional: true,
        ask: 'the total liquid rate (e.g. `2,000 bfpd`)',
      },
      {
        input: 'water_cut_pct',
        kinds: ['percent'],
        label: /water cut|\bwc|bs ?& ?w|\bbsw/,
        trailing: /(?:water cut|wc\b|bs ?& ?w|bsw|water)/,
        labelRequired: true,
        optional: true,
        ask: 'the water cut (e.g. `85 % water cut`)',
      },
      {
        input: 'oil_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /oil|making|producing/,
        trailing: /(?:of )?oil|bopd|bo\/d|stb/,
        ask: 'the oil rate (e.g. `200 bopd`)',
      },
      {
        input: 'water_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /water/,
        trailing: /(?:of )?(?:produced )?water|bwpd|bw\/d/,
        labelRequired: true,
        optional: true,
        ask: 'the water rate',
      },
      {
        input: 'gas_rate_mscf_per_day',
        kinds: ['gas_rate_mscfd'],
        optional: true,
        ask: 'the gas rate',
      },
      {
        input: 'condensate_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /condensate/,
        trailing: /(?:of )?condensate/,
        labelRequired: true,
        optional: true,
        ask: 'the condensate rate',
      },
    ],
    complete: ratesFromWaterCut,
    missing: (input) =>
      input.total_liquid_bbl_per_day !== undefined && input.oil_rate_bbl_per_day === undefined
        ? 'the water cut (e.g. `85 % water cut`), or the oil rate'
        : undefined,
  },
  {
    tool: 'water_cut_wor_conversion',
    title: 'Water cut and water-oil ratio',
    // One ratio to the other, with no rates in the message (rates go to the production ratios).
    intent:
      /(?<![^]*\b(?:bopd|bwpd|bfpd|blpd|bpd|b\/d|bbls?\/d|stb\/d|m3\/d|mcf\/?d|mscf\/?d)\b[^]*)(?:\b(?:wor|water[- ]oil ratio)\b[^.?!\n]*?\b(?:water cut|wc)\b|\b(?:water cut|wc)\b[^.?!\n]*?\b(?:wor|water[- ]oil ratio)\b)(?![^]*\b(?:bopd|bwpd|bfpd|blpd|bpd|b\/d|bbls?\/d|stb\/d|m3\/d|mcf\/?d|mscf\/?d)\b)/,
    fields: [
      {
        input: 'water_cut_pct',
        kinds: ['percent'],
        optional: true,
        ask: 'the water cut (e.g. `90 % water cut`)',
      },
      {
        input: 'water_oil_ratio',
        kinds: ['number'],
        label: /wor|water[- ]oil ratio/,
        trailing: /wor|water[- ]oil ratio/,
        labelRequired: true,
        optional: true,
        ask: 'the water-oil ratio (e.g. `WOR 4`)',
      },
    ],
    missing: (input) =>
      input.water_cut_pct === undefined && input.water_oil_ratio === undefined
        ? 'the water cut (e.g. `90 % water cut`) or the water-oil ratio (e.g. `WOR 4`)'
        : undefined,
  },
  {
    tool: 'barrels_of_oil_equivalent',
    title: 'Barrels of oil equivalent',
    intent: /\bboe\b|barrels? of oil equivalent|oil equivalent/,
    fields: [
      {
        input: 'oil_bbl',
        kinds: ['volume_bbl', 'liquid_rate_bpd'],
        label: /oil/,
        trailing: /(?:of )?oil/,
        optional: true,
        ask: 'the oil volume',
      },
      {
        input: 'gas_mcf',
        kinds: ['gas_volume_mscf', 'gas_rate_mscfd'],
        optional: true,
        ask: 'the gas volume',
      },
      {
        input: 'ngl_bbl',
        kinds: ['volume_bbl', 'liquid_rate_bpd'],
        label: /ngls?/,
        trailing: /(?:of )?ngls?/,
        labelRequired: true,
        optional: true,
        ask: 'the NGL volume',
      },
      {
        input: 'oil_price_usd_per_bbl',
        kinds: ['oil_price_usd_per_bbl'],
        optional: true,
        ask: 'the oil price',
      },
      {
        input: 'gas_price_usd_per_mcf',
        kinds: ['gas_price_usd_per_mscf'],
        optional: true,
        ask: 'the gas price',
      },
    ],
    missing: (input) =>
      input.oil_bbl === undefined && input.gas_mcf === undefined && input.ngl_bbl === undefined
        ? 'the oil and gas volumes (e.g. `12,000 bbl of oil and 45,000 Mcf`)'
        : undefined,
  },
  {
    tool: 'net_present_value',
    title: 'Net present value',
    intent: /\bnpv\d*\b|net present value|present worth|discounted (?:cash flow|value)/,
    fields: [
      {
        input: 'discount_rate_pct_per_year',
        kinds: ['percent'],
        label: /discount(?:ed)?(?: rate)?|at|rate/,
        ask: 'the discount rate (e.g. `at 10 %`)',
      },
    ],
    options: cashFlows,
    missing: needFlows,
  },
  {
    tool: 'internal_rate_of_return',
    title: 'Internal rate of return',
    intent: /\birr\b|internal rate of return|rate of return/,
    fields: [],
    options: cashFlows,
    missing: needFlows,
  },
  {
    tool: 'payout',
    title: 'Payout',
    intent:
      /\bpayout\b|pay ?back(?: period)?|when (?:does|will|would) (?:it|the well|the project|this|that) pay (?:itself )?(?:out|back|off)|paid (?:out|back)/,
    fields: [payoutCapex],
    options: payoutOptions,
    complete: payoutComplete,
    missing: (input) =>
      input.step_cash_flows_usd !== undefined
        ? input.capex_usd === undefined
          ? 'the investment at time 0 (e.g. `capex $4 MM`)'
          : undefined
        : needFlows(input),
  },
  {
    tool: 'net_revenue_interest',
    title: 'Net revenue interest',
    intent: /\bnri\b|net revenue interest|revenue interest/,
    fields: [
      {
        input: 'working_interest_pct',
        kinds: ['percent'],
        label: /wi|working interest/,
        trailing: /wi\b|working interest/,
        ask: 'the working interest (e.g. `50 % WI`)',
      },
      {
        input: 'royalty_pct',
        kinds: ['percent'],
        label: /royalty|ri\b/,
        trailing: /(?:landowner |lessor )?royalty/,
        labelRequired: true,
        ask: 'the royalty (e.g. `20 % royalty`)',
      },
      {
        input: 'orri_pct',
        kinds: ['percent'],
        label: /orri|overriding(?: royalty)?/,
        trailing: /orri|overrid/,
        labelRequired: true,
        optional: true,
        ask: 'the overriding royalty',
      },
    ],
  },
  {
    tool: 'texas_severance_tax',
    title: 'Texas severance tax',
    intent: /severance tax|production tax(?:es)? in texas|texas (?:oil |gas )?(?:production )?tax/,
    fields: [
      { input: 'oil_volume_bbl', kinds: ['volume_bbl'], optional: true, ask: 'the oil volume' },
      {
        input: 'oil_price_usd_per_bbl',
        kinds: ['oil_price_usd_per_bbl'],
        optional: true,
        ask: 'the oil price',
      },
      {
        input: 'gas_volume_mcf',
        kinds: ['gas_volume_mscf'],
        optional: true,
        ask: 'the gas volume',
      },
      {
        input: 'gas_price_usd_per_mcf',
        kinds: ['gas_price_usd_per_mscf'],
        optional: true,
        ask: 'the gas price',
      },
    ],
    missing: (input) => {
      if (input.oil_volume_bbl === undefined && input.gas_volume_mcf === undefined)
        return 'the volumes and prices (e.g. `10,000 bbl at $70/bbl and 50,000 Mcf at $3/Mcf`)';
      // A tax on a volume without its price would be the minimum per-barrel tax, not the tax.
      if (input.oil_volume_bbl !== undefined && input.oil_price_usd_per_bbl === undefined)
        return 'the oil price per barrel (e.g. `$70/bbl`)';
      if (input.gas_volume_mcf !== undefined && input.gas_price_usd_per_mcf === undefined)
        return 'the gas price per Mcf (e.g. `$3/Mcf`)';
      return undefined;
    },
  },
  {
    tool: 'break_even_price',
    title: 'Break-even oil price',
    intent: /[^\n]*\bbreak[- ]?even\b[^\n]*/,
    fields: [
      {
        input: 'loe_usd_per_bbl',
        kinds: ['oil_price_usd_per_bbl'],
        label:
          /loe|lease operating (?:expenses?|costs?)|opex|operating (?:cost|expense)s?|lifting cost/,
        trailing: /(?:of )?(?:loe|opex|lease operating|operating|lifting)/,
        labelRequired: true,
        ask: 'the lease operating expense per barrel (e.g. `LOE $15/bbl`)',
      },
      {
        input: 'capex_usd',
        kinds: ['money_usd'],
        label:
          /capex|capital(?: cost)?|investment|well cost|d&c(?: cost)?|dc&e|drilling and completion(?: cost)?|cost/,
        ask: 'the investment (e.g. `capex $6 MM`)',
      },
      {
        input: 'reserves_bbl',
        kinds: ['volume_bbl'],
        label: /reserves|eur|recoverable|recovery|ultimate(?: recovery)?/,
        ask: 'the gross reserves (e.g. `reserves 400,000 bbl`)',
      },
      {
        input: 'working_interest_pct',
        kinds: ['percent'],
        label: /wi|working interest/,
        trailing: /wi\b|working interest/,
        labelRequired: true,
        optional: true,
        ask: 'the working interest (e.g. `100 % WI`)',
      },
      {
        input: 'net_revenue_interest_pct',
        kinds: ['percent'],
        label: /nri|net revenue interest|revenue interest/,
        trailing: /nri\b|net revenue/,
        labelRequired: true,
        optional: true,
        ask: 'the net revenue interest (e.g. `80 % NRI`)',
      },
      {
        input: 'orri_pct',
        kinds: ['percent'],
        label: /orri|overriding(?: royalty)?/,
        trailing: /orri|overrid/,
        labelRequired: true,
        optional: true,
        ask: 'the overriding royalty',
      },
      {
        input: 'royalty_pct',
        kinds: ['percent'],
        label: /royalty|\bri\b/,
        trailing: /(?:landowner |lessor )?royalty/,
        labelRequired: true,
        optional: true,
        ask: 'the royalty (e.g. `20 % royalty`)',
      },
      {
        input: 'severance_tax_pct',
        kinds: ['percent'],
        label: /severance(?: tax)?|production tax/,
        trailing: /severance|production tax/,
        labelRequired: true,
        optional: true,
        ask: 'the severance tax (e.g. `4.6 % severance`)',
      },
      {
        input: 'discount_rate_pct_per_year',
        kinds: ['percent'],
        label: /discount(?:ed)?(?: rate)?(?: of)?|discounted at/,
        trailing: /discount/,
        labelRequired: true,
        optional: true,
        ask: 'the discount rate (e.g. `discounted at 10 %`)',
      },
      {
        input: 'initial_rate_bbl_per_day',
        kinds: ['liquid_rate_bpd'],
        label: /qi|initial(?: rate)?|ip|starting at|starts? at/,
        optional: true,
        ask: 'the initial rate (e.g. `qi 300 bopd`)',
      },
    ],
    missing: (input) => {
      if (input.royalty_pct === undefined && input.net_revenue_interest_pct === undefined) {
        return 'the royalty (e.g. `20 % royalty`, `0 % royalty` if none) or the net revenue interest (e.g. `80 % NRI`)';
      }
      if (
        input.discount_rate_pct_per_year !== undefined &&
        input.initial_rate_bbl_per_day === undefined
      ) {
        return 'the initial rate of the decline for a discounted break-even (e.g. `qi 300 bopd`)';
      }
      return undefined;
    },
  },
  // --- Revenue distribution and the NPV of a decline (calc-econ-flow).
  {
    tool: 'revenue_distribution',
    title: 'Revenue distribution',
    intent:
      /[^\n]*(?:revenue distribution|distribut(?:e|ion of) (?:the |this |a |my )?(?:month'?s? |monthly |gross )*revenue|revenue (?:waterfall|split|breakdown|deck)|(?:split|break ?down|breakdown of|allocate) (?:the |this |a |my )?(?:month'?s? |monthly |gross )*revenue|gross (?:revenue )?to net|net to (?:the |my |our )?(?:wi|working interest)|(?:my|our|the owner'?s?) net revenue|net revenue (?:to|for) (?:the |my |our )?(?:wi\b|working interest|owner)|how much (?:do|does|will|would) (?:i|we|the owner|the wi owner|the working interest) (?:net|get|receive|make))[^\n]*/,
    fields: [
      {
        input: 'oil_volume_bbl',
        kinds: ['volume_bbl'],
        label: /oil|sold|produced|sales/,
        trailing: /(?:of )?oil/,
        optional: true,
        ask: 'the oil sold in the month (e.g. `3,000 bbl`)',
      },
      {
        input: 'oil_price_usd_per_bbl',
        kinds: ['oil_price_usd_per_bbl'],
        optional: true,
        ask: 'the oil price (e.g. `$70/bbl`)',
      },
      {
        input: 'gas_volume_mcf',
        kinds: ['gas_volume_mscf'],
        optional: true,
        ask: 'the gas sold in the month (e.g. `6,000 Mcf`)',
      },
      {
        input: 'gas_price_usd_per_mcf',
        kinds: ['gas_price_usd_per_mscf'],
        optional: true,
        ask: 'the gas price (e.g. `$3/Mcf`)',
      },
      namedPercent(
        'royalty_pct',
        ROYALTY_LABEL,
        ROYALTY_TRAILING,
        'the royalty (e.g. `20 % royalty`, `0 % royalty` if none)',
        false,
      ),
      namedPercent(
        'orri_pct',
        ORRI_LABEL,
        ORRI_TRAILING,
        'the overriding royalty (e.g. `2 % ORRI`)',
      ),
      namedPercent(
        'working_interest_pct',
        WI_LABEL,
        WI_TRAILING,
        'the working interest (e.g. `75 % WI`)',
      ),
      namedPercent(
        'gas_severance_tax_pct',
        /gas (?:severance|production tax)(?: tax)?(?: rate)?|severance (?:tax )?on gas/,
        /(?:severance |production tax )?(?:on|for) (?:the )?gas|gas severance/,
        'the gas severance tax (e.g. `7.5 % on gas`)',
      ),
      namedPercent(
        'severance_tax_pct',
        /(?:oil )?severance(?: tax)?(?: rate)?|(?:oil )?production tax(?: rate)?|sev(?: tax)?/,
        /(?:severance|production tax|sev\b)/,
        'the severance tax (e.g. `4.6 % severance`)',
      ),
    ],
    missing: (input) => {
      const oil = input.oil_volume_bbl !== undefined;
      const gas = input.gas_volume_mcf !== undefined;
      if (!oil && !gas) {
        return 'the oil and gas sold in the month with their prices (e.g. `3,000 bbl at $70/bbl and 6,000 Mcf at $3/Mcf`)';
      }
      if (oil && input.oil_price_usd_per_bbl === undefined) return 'the oil price (e.g. `$70/bbl`)';
      if (gas && input.gas_price_usd_per_mcf === undefined) return 'the gas price (e.g. `$3/Mcf`)';
      return undefined;
    },
  },
  {
    tool: 'decline_npv',
    title: 'NPV of a well from its decline',
    intent:
      /^(?=[^\n]*(?:\bn?pv ?\d*\b|net present value|present (?:value|worth)|discounted cash ?flow|\bdcf\b|\birr\b|rate of return|\bpayout\b|pay ?back|pays? (?:out|back)|\beconomics\b|what is (?:the|this|my) well worth|value of (?:the|this|a|my) well))(?=[^\n]*(?:decline|\bdi\b|\bqi\b|\barps\b|b[- ]?factor|\bb ?=? ?\d|hyperbolic|exponential|harmonic))[^\n]*/m,
    fields: [
      rate(
        'initial_rate_bbl_per_day',
        /qi|initial rate|ip|initial production|starting at|starts? at|comes on at|making|producing/,
        'the initial rate qi (e.g. `qi 300 bopd`)',
      ),
      {
        input: 'initial_decline_pct_per_year',
        kinds: ['percent'],
        label: /di|initial decline|decline(?: rate)?|declining(?: at)?|declines? (?:at|by)/,
        trailing:
          /(?:(?:nominal|effective|secant|tangent|annual|initial|per year|a year)\s*)*(?:decline|di\b)/,
        labelRequired: true,
        ask: 'the initial decline Di in %/yr, and whether it is nominal or effective (e.g. `Di 60 %/yr effective`)',
        convert: (mention) => (mention.period === 'month' ? mention.value * 12 : mention.value),
      },
      {
        input: 'b_factor',
        kinds: ['number'],
        label: /\bb|b[- ]factor|b[- ]value|hyperbolic exponent|exponent/,
        labelRequired: true,
        ask: 'the b-factor (0 exponential, 0–1 hyperbolic, 1 harmonic; e.g. `b 0.9`)',
      },
      namedPercent(
        'terminal_decline_pct_per_year',
        /terminal(?: decline)?|d ?min|dlim|switch(?:ing)? to/,
        /terminal/,
        'the terminal decline (e.g. `terminal 8 %/yr`)',
      ),
      {
        input: 'oil_price_usd_per_bbl',
        kinds: ['oil_price_usd_per_bbl'],
        label: /oil price|price|oil at|wti|realized|realised|flat/,
        ask: 'the oil price (e.g. `$70/bbl`)',
      },
      {
        input: 'loe_usd_per_bbl',
        kinds: ['oil_price_usd_per_bbl'],
        label:
          /loe|lease operating (?:expenses?|costs?)|opex|operating (?:cost|expense)s?|lifting cost/,
        trailing: /(?:of )?(?:loe|opex|lease operating|operating|lifting)/,
        labelRequired: true,
        optional: true,
        ask: 'the operating cost per barrel (e.g. `LOE $12/bbl`)',
      },
      {
        input: 'loe_usd_per_month',
        kinds: ['money_usd'],
        label: /loe|lease operating (?:expenses?|costs?)|opex|operating (?:cost|expense)s?/,
        trailing:
          /(?:\/ ?mo(?:nth)?|per month|a month|monthly)? ?(?:of )?(?:loe|opex|lease operating|operating)/,
        labelRequired: true,
        optional: true,
        ask: 'the operating cost per month (e.g. `LOE $6,000/month`)',
      },
      { ...payoutCapex, ask: 'the investment (e.g. `capex $3 MM`, `$0` if sunk)' },
      namedPercent(
        'working_interest_pct',
        WI_LABEL,
        WI_TRAILING,
        'the working interest (e.g. `100 % WI`)',
      ),
      namedPercent(
        'net_revenue_interest_pct',
        /nri|net revenue interest|revenue interest/,
        /nri\b|net revenue/,
        'the net revenue interest (e.g. `80 % NRI`)',
      ),
      namedPercent(
        'royalty_pct',
        ROYALTY_LABEL,
        ROYALTY_TRAILING,
        'the royalty (e.g. `20 % royalty`)',
      ),
      namedPercent(
        'severance_tax_pct',
        /severance(?: tax)?|production tax|sev(?: tax)?/,
        /severance|production tax|sev\b/,
        'the severance tax (e.g. `4.6 % severance`)',
      ),
      namedPercent(
        'discount_rate_pct_per_year',
        /discount(?:ed)?(?: rate)?(?: of)?|discounted at|discounting at|(?:n?pv|npv|irr) at|hurdle(?: rate)?/,
        /discount/,
        'the discount rate (e.g. `discounted at 10 %`)',
      ),
      {
        ...rate(
          'economic_limit_bbl_per_day',
          /economic limit|econ(?:omic)? limit|el|abandonment(?: rate)?|limit(?: of)?|down to|until|till|(?:drops?|falls?|gets?|declines?) to|reach(?:es|ing)?|(?:declin\w*|exponential(?:ly)?|hyperbolic(?:ally)?|harmonic(?:ally)?)[^.;]*?\bto/,
          'the economic limit rate (e.g. `economic limit 5 bopd`)',
          true,
        ),
        kinds: ['liquid_rate_bpd'],
        optional: true,
      },
    ],
    options: (text) => {
      const pv = /\bn?pv[- ]?(\d{1,2})\b/.exec(text);
      const monthly =
        /%\s*(?:\/|per)\s*(?:mo|month)\b|%\s*(?:monthly|a month)/.test(text) &&
        !/\bnominal\b/.test(text);
      return {
        // Nominal or effective is asked, never assumed: 70 %/yr of either is a different well.
        ...(/\bnominal\b|\beffective\b|\bsecant\b|\btangent/.test(text) ? declineType(text) : {}),
        ...bFactorFromWords(text),
        ...(pv ? { discount_rate_pct_per_year: Number(pv[1]) } : {}),
        ...(monthly ? { [MONTHLY_DECLINE_FLAG]: true } : {}),
      };
    },
    complete: (input) => {
      if (input[MONTHLY_DECLINE_FLAG] === undefined) return undefined;
      delete input[MONTHLY_DECLINE_FLAG];
      // An effective decline per month is not a twelfth of the annual one: ask for the annual rate.
      delete input.initial_decline_pct_per_year;
      return undefined;
    },
    missing: (input) => {
      const asks: string[] = [];
      if (input.initial_decline_pct_per_year !== undefined && input.decline_type === undefined) {
        asks.push('whether the decline Di is nominal or effective (e.g. `Di 60 %/yr effective`)');
      }
      if (input.royalty_pct === undefined && input.net_revenue_interest_pct === undefined) {
        asks.push(
          'the royalty (e.g. `20 % royalty`, `0 % royalty` if none) or the net revenue interest (e.g. `80 % NRI`)',
        );
      }
      // Without a limit or a cost the forecast runs 50 years: the tail is asked for, not assumed.
      if (
        input.economic_limit_bbl_per_day === undefined &&
        input.loe_usd_per_month === undefined &&
        input.loe_usd_per_bbl === undefined
      ) {
        asks.push(
          'the economic limit rate (e.g. `economic limit 5 bopd`) or the operating cost (e.g. `LOE $5,000/month`)',
        );
      }
      return asks.length > 0 ? asks.join('; and ') : undefined;
    },
  },
  {
    tool: 'langelier_saturation_index',
    title: 'Langelier saturation index',
    intent:
      /langelier|\blsi\b|saturation index|scaling (?:tendency|index)|calcium carbonate scale (?:tendency|index)/,
    fields: [
      {
        input: 'ph',
        kinds: ['number'],
        label: /ph/,
        labelRequired: true,
        ask: 'the measured pH (e.g. `pH 7.5`)',
      },
      {
        input: 'temperature_degF',
        kinds: ['temperature_f'],
        ask: 'the water temperature (e.g. `77 °F`)',
      },
      {
        input: 'tds_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /tds|total dissolved solids/,
        labelRequired: true,
        ask: 'the total dissolved solids (e.g. `TDS 320 mg/L`)',
      },
      {
        input: 'calcium_hardness_mg_per_l_as_caco3',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /calcium(?: hardness)?|ca(?: hardness)?|hardness/,
        labelRequired: true,
        ask: 'the calcium hardness as CaCO3 (e.g. `calcium hardness 150 mg/L`)',
      },
      {
        input: 'alkalinity_mg_per_l_as_caco3',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /(?:total )?alkalinity|alk/,
        labelRequired: true,
        ask: 'the total alkalinity as CaCO3 (e.g. `alkalinity 34 mg/L`)',
      },
    ],
  },
  // --- Stiff–Davis stability index of oilfield brines (calc-scale-tank).
  {
    // The whole message matches, so "saturation index" or "scaling tendency" in a question that
    // names Stiff–Davis or a brine does not go to the Langelier index (fresh water only).
    tool: 'stiff_davis_index',
    title: 'Stiff–Davis stability index',
    intent:
      /^(?![\s\S]*\bryznar)[\s\S]*(?:stiff[- ]?(?:&|and)?[- ]?davis|\bs ?& ?dsi\b|\bsdsi\b|stability index|(?:scal(?:e|ing) (?:tendency|index|potential)|saturation index)[\s\S]*\b(?:brines?|produced water|formation water|oil ?field water|injection water)\b|\b(?:brines?|produced water|formation water|oil ?field water|injection water)\b[\s\S]*(?:scal(?:e|ing) (?:tendency|index|potential)|saturation index))[\s\S]*$/,
    fields: [
      {
        input: 'ph',
        kinds: ['number'],
        label: /ph/,
        labelRequired: true,
        ask: 'the measured pH (e.g. `pH 6.8`)',
      },
      {
        input: 'temperature_degF',
        kinds: ['temperature_f'],
        ask: 'the water temperature (e.g. `140 °F`)',
      },
      {
        input: 'calcium_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /calcium|\bca(?:\+\+|2\+)?/,
        labelRequired: true,
        ask: 'the calcium ion Ca²⁺ in mg/L, not hardness as CaCO3 (e.g. `Ca 4,000 mg/L`)',
      },
      {
        input: 'bicarbonate_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /bicarbonate|hco3-?/,
        labelRequired: true,
        ask: 'the bicarbonate ion HCO3⁻ in mg/L (e.g. `HCO3 300 mg/L`)',
      },
      {
        input: 'carbonate_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /\bcarbonate|\bco3(?:2-|--)?/,
        labelRequired: true,
        optional: true,
        ask: 'the carbonate ion CO3²⁻ (e.g. `CO3 20 mg/L`)',
      },
      {
        input: 'ionic_strength_mol_per_l',
        kinds: ['number'],
        label: /ionic strength|\bμ|\bmu/,
        labelRequired: true,
        optional: true,
        ask: 'the ionic strength (e.g. `ionic strength 1.7`)',
      },
      {
        input: 'sodium_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /sodium|\bna\+?/,
        labelRequired: true,
        optional: true,
        ask: 'the sodium ion (e.g. `Na 30,000 mg/L`)',
      },
      {
        input: 'potassium_mg_per_l',
        kinds: ['concentration_mg_per_l'],
        label: /potassium|\bk\+?/,
        labelRequired: true,
        optional: true,
        ask: 'the potassium ion (e.g. `K 500 mg/L`)',
      },
      {
        input: 'magnesium_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /magnesium|\bmg(?:\+\+|2\+)?/,
        labelRequired: true,
        optional: true,
        ask: 'the magnesium ion (e.g. `Mg 1,000 mg/L`)',
      },
      {
        input: 'barium_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /barium|\bba(?:\+\+|2\+)?/,
        labelRequired: true,
        optional: true,
        ask: 'the barium ion (e.g. `Ba 20 mg/L`)',
      },
      {
        input: 'strontium_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /strontium|\bsr(?:\+\+|2\+)?/,
        labelRequired: true,
        optional: true,
        ask: 'the strontium ion (e.g. `Sr 300 mg/L`)',
      },
      {
        input: 'iron_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /iron|\bfe(?:\+\+|2\+)?/,
        labelRequired: true,
        optional: true,
        ask: 'the iron ion (e.g. `Fe 20 mg/L`)',
      },
      {
        input: 'chloride_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /chlorides?|\bcl-?/,
        labelRequired: true,
        optional: true,
        ask: 'the chloride ion (e.g. `Cl 55,000 mg/L`)',
      },
      {
        input: 'sulfate_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /sulphate|sulfate|\bso4(?:2-|--)?/,
        labelRequired: true,
        optional: true,
        ask: 'the sulfate ion (e.g. `SO4 500 mg/L`)',
      },
      {
        input: 'tds_mg_per_l',
        kinds: ['concentration_mg_per_l', 'number'],
        label: /tds|total dissolved solids|salinity/,
        labelRequired: true,
        optional: true,
        ask: 'the total dissolved solids (e.g. `TDS 90,000 mg/L`)',
      },
      {
        input: 'k_value',
        kinds: ['number'],
        label: /\bk(?:[- ]value| constant)?|stiff[- ]davis k/,
        labelRequired: true,
        optional: true,
        ask: 'the Stiff–Davis K from the chart (e.g. `K 2.7`)',
      },
    ],
    missing: (input) =>
      input.ionic_strength_mol_per_l === undefined &&
      input.chloride_mg_per_l === undefined &&
      input.tds_mg_per_l === undefined
        ? 'the ionic strength (e.g. `ionic strength 1.7`), the water analysis with the chloride (e.g. `Cl 55,000 mg/L, Mg 1,000 mg/L, SO4 500 mg/L`) or the TDS (e.g. `TDS 90,000 mg/L`)'
        : undefined,
  },
  // --- multiphase gradient and gas-well backpressure (calc-multiphase).
  {
    tool: 'beggs_brill_gradient',
    title: 'Multiphase pressure gradient (Beggs & Brill)',
    intent:
      /(?:beggs[- ]*(?:and|&)?[- ]*brill|(?:multi|two)[- ]?phase (?:flow )?(?:pressure )?(?:gradient|pressure drop|pressure loss|dp\/dl|dp\/dz)(?!.*\b(?:chokes?|orifices?|valves?|beans?)\b)|(?:flowing|pressure) gradient (?:of|for|in) (?:a |the )?(?:gas[- ]liquid|two[- ]phase|multiphase)|liquid hold[- ]?up).*/,
    fields: multiphaseFields,
    options: multiphaseOptions,
    missing: multiphaseMissing,
  },
  {
    tool: 'gas_well_backpressure',
    title: 'Gas-well backpressure (C and n, AOF)',
    intent:
      /(?<!(?:vogel|fetkovich|\boil\b|bopd|\bstb).*)(?:back[- ]?pressure (?:test|equation|curve|analysis|plot)|rawlins|schellhardt|(?:c and n|n and c)|(?:absolute )?open[- ]flow(?: potential)?|\baof\b|deliverability (?:test|equation|curve)|flow[- ]after[- ]flow|multi[- ]?(?:rate|point) (?:gas[- ]well )?(?:test|deliverability))(?!.*(?:vogel|fetkovich|\boil\b|bopd|\bstb)).*/,
    fields: [
      {
        input: 'reservoir_pressure_psia',
        kinds: ['pressure_psi'],
        absolute: true,
        label: AVERAGE_RESERVOIR_PRESSURE,
        labelRequired: true,
        ask: 'the average (shut-in) reservoir pressure (e.g. `reservoir pressure 2,000 psia`)',
      },
      RATE_AT_FLOWING_PRESSURE,
    ],
    options: backpressureTests,
    complete: takeNote(BACKPRESSURE_NOTE),
    missing: (input) =>
      !Array.isArray(input.tests) || input.tests.length < 2
        ? 'at least two stabilized tests, each a gas rate with its flowing bottom-hole pressure (e.g. `2,000 Mscf/d at 1,700 psia and 3,500 Mscf/d at 1,300 psia`)'
        : undefined,
  },
];
