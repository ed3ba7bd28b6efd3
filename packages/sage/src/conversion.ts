import { readQuantities, type Mention } from './read';
import { normaliseText } from './text';
import {
  convertValue,
  perOtherTime,
  readUnit,
  unitNameAt,
  type Dimension,
  type ReadUnit,
} from './units';

/**
 * Unit conversions asked in plain English ("convert 250 psi to bar", "how many m3 is 1,000 bbl",
 * "500 bbl/d in m3/d", "180 °F to C", "and MPa?" after a conversion). The quantity is read by the
 * package's reader (`readQuantities`), the unit asked for by the same table (`unitNameAt`), and
 * every factor is the table's, which takes it from the sourced registry of `@petrosage/oilfield`
 * (NIST SP 811; oilfield reference C13). Time bases: month = 30.4375 d, year = 365.25 d.
 */

/** The kinds of quantity a conversion answers, as its replies name them. */
const KINDS: Partial<Record<Dimension, string>> = {
  volume: 'a volume',
  rate: 'a flow rate',
  pressure: 'a pressure',
  length: 'a length',
  temperature: 'a temperature',
  density: 'a density',
  gradient: 'a pressure gradient',
  energy: 'an energy',
  permeability: 'a permeability',
  mass: 'a mass',
  area: 'an area',
  power: 'a power',
  velocity: 'a velocity',
  force: 'a force',
  productivity: 'a productivity index',
  gas_liquid_ratio: 'a gas–liquid ratio',
  viscosity: 'a viscosity',
  capacity: 'a capacity',
  weight_per_length: 'a weight per length',
};

/** A unit to show in the example of a question back, by the kind asked. */
const EXAMPLE_FROM: Partial<Record<Dimension, string>> = {
  volume: 'bbl',
  rate: 'bbl/d',
  pressure: 'psi',
  length: 'ft',
  temperature: '°F',
  density: 'ppg',
  gradient: 'psi/ft',
  energy: 'MMBtu',
  permeability: 'mD',
  mass: 'lb',
  area: 'acres',
  power: 'hp',
  velocity: 'ft/s',
  force: 'lbf',
  productivity: 'bbl/d/psi',
  gas_liquid_ratio: 'scf/bbl',
  viscosity: 'cP',
  capacity: 'bbl/ft',
  weight_per_length: 'lb/ft',
};

export type PressureReference = 'gauge' | 'absolute';

/** One conversion the user asked for. Pressures carry their reference apart from the unit. */
export interface ConversionRequest {
  value: number;
  /** The quantity as written, when it is not one number and a unit ("12 ft 4 in"). */
  written?: string;
  from: ReadUnit;
  to: ReadUnit;
  fromReference?: PressureReference;
  toReference?: PressureReference;
}

/** A conversion between units of different kinds ("psi to m3"): reported, not computed. */
export interface IncompatibleRequest {
  value: number;
  from: ReadUnit;
  to: ReadUnit;
}

/** A number with no unit asked in a unit ("convert 1,200 to kPa"): what it is in is asked back. */
export interface UnitlessRequest {
  value: number;
  to: ReadUnit;
}

/** Everything a message asks to convert. */
export interface ParsedConversions {
  conversions: ConversionRequest[];
  incompatible: IncompatibleRequest[];
  unitless?: UnitlessRequest[];
}

/** A turn of the conversation before the message, oldest first. */
export interface ConversionTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A unit as a conversion takes it: the plain unit, and a pressure's reference apart. */
interface Taken {
  unit: ReadUnit;
  reference?: PressureReference;
}

/** A unit named in the message, with no number before it. */
interface Named extends Taken {
  start: number;
  end: number;
  spelling: string;
}

/** A quantity to convert. */
interface Quantity extends Taken {
  value: number;
  /** Where the number starts. */
  start: number;
  /** Where its unit ends. */
  end: number;
  written?: string;
}

/** The unit a conversion works in, or undefined for a kind it does not convert. */
function taken(unit: ReadUnit): Taken | undefined {
  // A liquid's specific gravity converts as a density of water (a gas's, air = 1, does not).
  const plain = unit.id === 'SG' ? readUnit('SG_density') : unit;
  if (KINDS[plain.dimension] === undefined) return undefined;
  // "psig", "bara", "kPag": the plain unit, the reference kept apart.
  if (plain.reference !== undefined) {
    return { unit: readUnit(plain.id.slice(0, -1)), reference: plain.reference };
  }
  return { unit: plain };
}

/** The symbol a conversion answer shows. */
function symbolOf(unit: ReadUnit): string {
  return unit.fullSymbol ?? unit.symbol;
}

/**
 * Spellings that name no unit where no number stands before them: the word "in", quote marks,
 * "s.g." (only after a number); "bo"/"bw" (a formation volume factor, water), "k"
 * (permeability's symbol), "mt", "ac", "section"; and "boe", an energy equivalence (the BOE
 * calculator's), not a volume.
 */
const NOT_A_NAME = new Set([
  'in',
  'in.',
  '"',
  "'",
  "''",
  's.g.',
  's.g',
  'bo',
  'bw',
  'k',
  'mt',
  'ac',
  'section',
  'sections',
  'boe',
  'mboe',
  'mmboe',
]);

/** "barrels of oil equivalent": an energy equivalence, not a unit. */
const EQUIVALENT = /^\s*(?:of\s+)?(?:oil\s+)?equivalent\b/;

/** A gas's specific gravity (air = 1, "gas SG 0.65") is not a liquid density. */
function isGasGravity(unit: ReadUnit, text: string, at: number): boolean {
  return unit.id === 'SG' && /\bgas\b[^\d]*$/.test(text.slice(Math.max(0, at - 24), at));
}

/** Unit spellings folded the way the table spells them ("° F", "psi / ft", "m^3", "µm^2"). */
function prepare(text: string): string {
  return text
    .replace(/[º˚]/g, '°')
    .replace(/°\s+/g, '°')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\^3/g, '3')
    .replace(/\^2/g, '2')
    .replace(/[ \t]+/g, ' ');
}

/** "12 ft 4 in", "12' 4\"": a length the reader joined, written back as feet and inches. */
const FEET_AND_INCHES =
  /^([\d.,]+)\s*(?:ft|feet|foot|')\s*(?:,|and)?\s*([\d.,]+)\s*(?:in|in\.|inch|inches|"|'')$/;

function writtenOf(mention: Mention): string | undefined {
  if (mention.unit?.id !== 'ft') return undefined;
  const parts = FEET_AND_INCHES.exec(mention.raw);
  if (parts === null) return undefined;
  const [feet, inches] = [parts[1], parts[2]].map((part) => Number(part?.replace(/,/g, '')));
  return `${formatNumber(feet ?? 0)} ft ${formatNumber(inches ?? 0)} in`;
}

/** Every quantity of a kind a conversion answers, as the package's reader reads them. */
function quantitiesIn(mentions: readonly Mention[], text: string): Quantity[] {
  const quantities: Quantity[] = [];
  for (const mention of mentions) {
    if (mention.unit === undefined || isGasGravity(mention.unit, text, mention.start)) continue;
    if (/(?:^|[^a-z])m{0,2}boe$/.test(mention.raw)) continue;
    const unit = taken(mention.unit) ?? darcy(mention.unit, mention.raw);
    if (unit === undefined) continue;
    const written = writtenOf(mention);
    const values = mention.range ? [mention.range.low, mention.range.high] : [mention.value];
    for (const value of values) {
      quantities.push({
        ...unit,
        value,
        start: mention.start,
        end: mention.end,
        ...(written !== undefined && { written }),
      });
    }
  }
  return quantities;
}

/** "2 D": a day to the reader, and a darcy when a permeability is beside it (see `inContext`). */
function darcy(unit: ReadUnit, written: string): (Taken & { maybeDarcy: true }) | undefined {
  if (unit.id !== 'd' || !/(?:^|[^a-z])d$/.test(written)) return undefined;
  return { unit: readUnit('D'), maybeDarcy: true };
}

/** Every unit named in `text` outside the quantities. */
function namesIn(text: string, quantities: readonly Quantity[]): Named[] {
  const names: Named[] = [];
  for (let at = 0; at < text.length; at += 1) {
    if (quantities.some((quantity) => at >= quantity.start && at < quantity.end)) continue;
    const found = unitNameAt(text, at);
    if (found === undefined || NOT_A_NAME.has(found.written)) continue;
    // A unit right after a number is that number's ("gas 0.65 SG"), even when it is not converted.
    if (isGasGravity(found.unit, text, at) || /\d\s*$/.test(text.slice(0, at))) continue;
    const unit = taken(found.unit) ?? darcy(found.unit, found.written);
    if (unit === undefined) continue;
    names.push({ ...unit, start: at, end: found.end, spelling: found.written });
    at = found.end - 1;
  }
  return names;
}

/** A "D" is a darcy only beside another permeability ("2 D to mD", "how many D is 500 md"). */
function inContext<T extends Taken>(items: readonly T[], all: readonly Taken[]): T[] {
  const permeability = all.some(
    (item) => item.unit.dimension === 'permeability' && !('maybeDarcy' in item),
  );
  return items.filter((item) => permeability || !('maybeDarcy' in item));
}

/** Words that make two bare units a conversion request ("bbl to m3 conversion factor"). */
const CONVERSION_INTENT = /\b(convert|conversion|converted|how many)\b/;
/** What may open a request for a bare number in a unit: "what's", "how much is", or chatter. */
const BARE_LEAD =
  /(?:[^.;!?\d]*?\b(?:what|how much)(?:'s| is)\s+|\W*(?:(?:ok|okay|so|and|now|also|then|pls|please)\W+)*)/;
/**
 * "what's 5000 in bar?", "quick one - what's 1,250 of gas in e3m3? off the ticket": a sentence
 * that asks only for a number, perhaps with what it measures, in a unit.
 */
const BARE_IN_UNIT = new RegExp(
  String.raw`(?:^|[;!?]|\.(?!\d))${BARE_LEAD.source}-?[\d.,]+\s+(?:of\s+(?:the\s+)?[a-z]+\s+)?` +
    String.raw`(?:in|to|into)\s+[^\s?.!]+(?:\s+please)?\s*(?:[?!,]|\.(?!\d)|$)`,
);
/** "convert 250 psi": the word right before the number asks for the usual counterparts. */
const CONVERT_BEFORE = /\b(convert|conversion of)\s*$/;
/** "1,000 bbl in metric": a unit system right after the quantity does too. */
const SYSTEM_AFTER =
  /^\s*(to|in|into|as)\s+(metric|si|si units|field units|oilfield units|imperial|us units)\b/;
/**
 * "convert 10 ppg mud weight to a gradient", "0.85 SG to API gravity": a quantity named after
 * "to"/"into" that is no unit asks for a calculation, not a conversion to default units.
 */
const NAMED_TARGET = /^\s*(?:[a-z-]+\s+){0,3}?(?:to|into)\s+(?:an?\s+|the\s+)?([a-z][a-z-]*)/;
/** A message about a gas, whose SG is relative to air. */
const GAS_TALK = /\b(?:gas|air|methane)\b/;

/** Kinds of quantity a calculation relates, not a conversion: density and pressure gradient. */
const HYDROSTATIC_PAIR: ReadonlySet<string> = new Set(['density>gradient', 'gradient>density']);
/** "100 psi to m3": a unit right after "to"/"in" is the requested target, whatever its kind. */
const TARGET_AFTER = /^\s*(to|in|into|as)\s*$/;
/**
 * The words between a quantity and a unit after it that make the unit its target ("250 psi to
 * bar", "100 psi and 250 psi in kPa", "15 bbl = ? m3"): a connector last, within one sentence —
 * "36 in x 10 ft separator, the gas meter run" names equipment, not a unit to convert to.
 */
const LEADS_TO_TARGET = /(?:\b(?:to|in|into|as)|=|→|->)\s*\??\s*$/;
const SENTENCE_END = /[;!?]|\.(?!\d)/;
const SENTENCE_ENDS = new RegExp(SENTENCE_END.source, 'g');
/**
 * What may open a sentence that is only the unit asked for ("Pr is 2450 psig. psia?", "… Express
 * it as kPa absolute.", "… what's that in bar?").
 */
const ALONE_LEAD =
  /^\s*(?:(?:and|so|ok|okay|now|also|please|but)\s+)?(?:(?:express|give|show|put|convert|write|state|report|need)\s+(?:it|that|this)\s+|what(?:'s|s| is)\s+(?:that|it|this)\s+|(?:(?:the|our|my|their)\s+)?(?:[a-z]+\s+){0,2}(?:wants?|needs?|asked for|asks for|reports? in|uses?)\s+(?:(?:it|that|this|them)\s+)?)?(?:(?:in|to|into|as)\s+)?$/;
/** What may close it: a short question in words after a dash ("… in e3m3/d — what do I tell them?"). */
const ALONE_END = /^\s*(?:please\s*)?(?:[-—–]\s*[a-z' ]{0,40}\?)?[?.!]*\s*$/;
/** A follow-up that only names a unit: "and MPa", "in kPa?", "what about bar?". */
const FOLLOW_UP_LEAD =
  /^\s*(?:(?:and|also|ok|okay|now|then|what about|how about|same|same thing)\s+)*(?:(?:in|to|into|as)\s+)?$/;
/** The question `formatConversions` asks of a number with no unit. */
const UNITLESS_QUESTION = /\*\*What unit is the [^*\n]+ in\?\*\*\s*$/;
/** An answer that only names a unit: "psi", "it's psig", "in bar". */
const UNIT_ANSWER_LEAD =
  /^\s*(?:(?:it'?s|it is|its|that'?s|that is|they'?re|they are|in|sorry|oh|ok|okay)[,\s]+)*$/;

/** The previous message's numbers with no unit, in the unit the answer to the question names. */
function unitGiven(
  text: string,
  names: readonly Named[],
  history: readonly ConversionTurn[],
): ParsedConversions | undefined {
  const [name, ...others] = names;
  if (name === undefined || others.length > 0) return undefined;
  if (!UNIT_ANSWER_LEAD.test(text.slice(0, name.start)) || !ALONE_END.test(text.slice(name.end))) {
    return undefined;
  }
  const last = history.findLastIndex((turn) => turn.role === 'user');
  const previous = history[last];
  const answer = history[last + 1];
  if (previous === undefined || answer === undefined || !UNITLESS_QUESTION.test(answer.content)) {
    return undefined;
  }
  const asked = findConversions(previous.content, history.slice(0, last)).unitless ?? [];
  const conversions = asked
    .filter((request) => request.to.dimension === name.unit.dimension)
    .map((asked) => request({ ...name, value: asked.value }, { unit: asked.to }));
  return conversions.length === 0 ? undefined : { conversions, incompatible: [] };
}

/** A conversion's answer, as `formatConversions` writes it. */
const CONVERSION_REPLY = /^\*\*[^*\n]+ = [^*\n]+\*\*\n\n- (?:Factor|Formula): /;
/** A follow-up that names a unit system: "and in metric?". */
const FOLLOW_UP_SYSTEM =
  /^\s*(?:(?:and|also|ok|okay|now|then|what about|how about)\s+)*(?:in|to|into|as)\s+(?:metric|si|si units|field units|oilfield units|imperial|us units)\s*(?:please\s*)?[?.!]*\s*$/;

function leadsToTarget(between: string): boolean {
  const connector = LEADS_TO_TARGET.exec(between);
  if (connector === null) return false;
  const before = between.slice(0, connector.index);
  // "1,850 million sm3 produced, GIIP in 10^9 sm3?": a clause that names something else asks
  // for that in the unit, not this quantity.
  const clause = before.includes(',') ? before.slice(before.lastIndexOf(',') + 1) : '';
  return !SENTENCE_END.test(before) && CLAUSE_LEAD.test(clause);
}

/** What may open the clause of a target after a comma ("1,000 bbl, in m3?", "…, convert it to bar"). */
const CLAUSE_LEAD =
  /^\s*(?:(?:and|so|ok|okay|now|also|please|convert|express|give|show|put|write|what(?:'s|s| is)|how much is)\s+)*(?:(?:it|that|this|them|those|these|all|each|both|all of them)\s+)?$/;

/** The unit alone makes the message's last sentence, after the quantity's ("psig. psia?"). */
function standsAlone(text: string, quantity: Quantity, name: Named): boolean {
  if (name.start < quantity.end || !ALONE_END.test(text.slice(name.end))) return false;
  const between = text.slice(quantity.end, name.start);
  const sentenceEnd = [...between.matchAll(SENTENCE_ENDS)].at(-1);
  if (sentenceEnd === undefined) return false;
  // "… 2,100 Mcf/d @ 1,900 psia. AOF? partner wants it in e3m3/d": a question asked in words
  // between them is what the unit is wanted for, not the quantity.
  const asked = between.slice(0, sentenceEnd.index + 1);
  if (/[a-z][^.;!?]*\?$/.test(asked)) return false;
  return ALONE_LEAD.test(between.slice(sentenceEnd.index + 1));
}

/**
 * The unit asked for after the quantity, of the quantity itself: "35 MMscfd - how many m3 per hour
 * is that?", "1,000 bbl, how many m3?" (not "…, how many m3/d of water", another quantity).
 */
function askedAfter(text: string, quantity: Quantity, name: Named): boolean {
  const between = text.slice(quantity.end, name.start);
  return (
    /\bhow many\s*$/.test(between) &&
    !SENTENCE_END.test(between) &&
    /^\s*(?:(?:is|would|does|will)\s+(?:that|it|this)\b.*)?(?:please\s*)?[?.!]*\s*$/.test(
      text.slice(name.end),
    )
  );
}

/** One of a unit named without a number ("a barrel", "bbl to m3 factor"). */
function one(name: Named): Quantity {
  return {
    unit: name.unit,
    ...(name.reference !== undefined && { reference: name.reference }),
    value: 1,
    start: name.start,
    end: name.end,
  };
}

function sameUnitAndReference(from: Taken, to: Taken): boolean {
  return from.unit.id === to.unit.id && (from.reference ?? null) === (to.reference ?? null);
}

function request(quantity: Quantity, to: Taken): ConversionRequest {
  return {
    value: quantity.value,
    ...(quantity.written !== undefined && { written: quantity.written }),
    from: quantity.unit,
    to: to.unit,
    ...(quantity.reference !== undefined && { fromReference: quantity.reference }),
    ...(to.reference !== undefined && { toReference: to.reference }),
  };
}

/** The usual counterparts of a quantity's unit ("convert 250 psi": kPa and bar). */
function toCounterparts(quantity: Quantity): ConversionRequest[] {
  return (quantity.unit.counterparts ?? []).map((id) => request(quantity, { unit: readUnit(id) }));
}

/**
 * The conversions `text` asks for. Each number-with-unit is paired with the nearest unit of the
 * same kind after it ("250 psi to bar"), else before it ("how many m3 is 1,000 bbl"). Without a
 * target, "convert 250 psi" or "1,000 bbl in metric" picks the usual counterparts. A message
 * that only names a unit ("and MPa?") converts the previous message's quantities. Anything
 * looser is left alone: a wrong conversion offered for an engineering question ("how many bbl/d
 * at 500 psi drawdown?") is worse than the honest "this needs a language model".
 */
export function findConversions(
  input: string,
  history: readonly ConversionTurn[] = [],
): ParsedConversions {
  const prepared = prepare(input);
  const text = normaliseText(prepared);
  // A gas's specific gravity is relative to air: no density of water converts it.
  const mentions = readQuantities(prepared).filter(
    (mention) => mention.unit?.id !== 'SG' || !GAS_TALK.test(text),
  );
  const read = quantitiesIn(mentions, text);
  const named = namesIn(text, read);
  let quantities = inContext(read, [...read, ...named]);
  let names = inContext(named, [...read, ...named]);

  // "how many gallons in a barrel": a unit after "a", "an" or "one" is one of it.
  if (quantities.length === 0) {
    const articles = names.filter((name) =>
      /\b(?:a|an|one)\s+$/.test(text.slice(Math.max(0, name.start - 5), name.start)),
    );
    quantities = articles.map(one);
    names = names.filter((name) => !articles.includes(name));
  }

  // "and MPa?", "in kPa?": the previous message's quantities, in another unit; "psi" after
  // "what unit is the 1,200 in?": the unit of the number asked about.
  if (quantities.length === 0) {
    const followed = followUp(text, named, history) ?? unitGiven(text, named, history);
    if (followed !== undefined) return followed;
  }

  // "and 640 m3?" after "how many bbl in 1 m3": another quantity, in the unit just asked.
  if (quantities.length === 1 && names.length === 0) {
    const again = sameTarget(text, quantities[0] as Quantity, history);
    if (again !== undefined) return again;
  }

  // "bbl to m3 conversion factor", "how many gallons per barrel": no number, two units of a kind.
  if (quantities.length === 0 && CONVERSION_INTENT.test(text) && names.length >= 2) {
    const [first, ...rest] = names as [Named, ...Named[]];
    quantities = [one(first)];
    names = rest;
    if (/\bhow many\b/.test(text)) {
      // "how many gallons (are) in a barrel": the unit asked for comes first.
      const source = names.find((name) => name.unit.dimension === first.unit.dimension);
      if (source) {
        quantities = [one(source)];
        names = [first];
      }
    }
  }

  const conversions: ConversionRequest[] = [];
  const incompatible: IncompatibleRequest[] = [];
  const used = new Set<Named>();
  for (const quantity of quantities) {
    const { unit } = quantity;
    const candidates = names.filter(
      (name) =>
        !used.has(name) &&
        !EQUIVALENT.test(text.slice(name.end)) &&
        name.unit.dimension === unit.dimension &&
        !sameUnitAndReference(quantity, name),
    );
    // "convert 100 psi and 250 psi to bar": a target after several quantities serves them all.
    const shared = names.find(
      (name) =>
        used.has(name) &&
        name.start >= quantity.end &&
        name.unit.dimension === unit.dimension &&
        !sameUnitAndReference(quantity, name),
    );
    const target =
      candidates.find(
        (name) => name.start >= quantity.end && leadsToTarget(text.slice(quantity.end, name.start)),
      ) ??
      candidates.find((name) => standsAlone(text, quantity, name)) ??
      candidates.find((name) => askedAfter(text, quantity, name)) ??
      shared ??
      [...candidates]
        .reverse()
        .find(
          (name) =>
            name.end <= quantity.start &&
            asksBefore(text, name) &&
            !asideOf(text, name, quantity, read),
        );
    if (target) {
      used.add(target);
      conversions.push(request(quantity, target));
      continue;
    }
    const following = names.find((name) => !used.has(name) && name.start >= quantity.end);
    if (following && TARGET_AFTER.test(text.slice(quantity.end, following.start))) {
      // A fluid's density and its hydrostatic gradient are a calculation apart ("14.2 ppg to
      // psi/ft"), which a calculator card answers with its formula.
      if (HYDROSTATIC_PAIR.has(`${unit.dimension}>${following.unit.dimension}`)) continue;
      incompatible.push({ value: quantity.value, from: unit, to: following.unit });
      continue;
    }
    const after = text.slice(quantity.end);
    const namedTarget = NAMED_TARGET.exec(after);
    const namedNoUnit =
      namedTarget !== null &&
      !SYSTEM_AFTER.test(after) &&
      !names.some(
        (name) =>
          name.start === quantity.end + namedTarget[0].length - (namedTarget[1] ?? '').length,
      );
    const asked =
      (CONVERT_BEFORE.test(text.slice(0, quantity.start)) && !namedNoUnit) ||
      SYSTEM_AFTER.test(after);
    if (asked) conversions.push(...toCounterparts(quantity));
  }
  // "convert 1,200 to kPa": a bare number and the unit it is wanted in. Guessing what it is in
  // would give a wrong figure with a factor beside it: what it is in is asked instead.
  const unitless: UnitlessRequest[] = [];
  if (
    conversions.length === 0 &&
    incompatible.length === 0 &&
    (CONVERSION_INTENT.test(text) || BARE_IN_UNIT.test(text))
  ) {
    for (const mention of mentions) {
      // "5000 in bar": the "in" asks for the unit, it is not inches.
      const asksIn = mention.unit?.id === 'in' && /\s+in$/.test(mention.raw);
      if (mention.unit !== undefined && !asksIn) continue;
      const end = asksIn ? mention.end - 2 : mention.end;
      // "12.5 in mm" may be inches or a bare number: asked either way.
      const target = names.find(
        (name) => name.start >= end && leadsToTarget(text.slice(end, name.start)),
      );
      if (target !== undefined) unitless.push({ value: mention.value, to: target.unit });
    }
  }
  return { conversions, incompatible, ...(unitless.length > 0 && { unitless }) };
}

/**
 * A unit asked before a quantity that belongs to something else: another figure stands between
 * them, or the unit sits in brackets closed before the quantity ("450 psi (gauge in psi), SICP
 * 38 bar" asks nothing of the 38 bar; "the gas rate in e3m3/d. We're flowing 45 MMscf/d" does).
 */
function asideOf(
  text: string,
  name: Named,
  quantity: Quantity,
  read: readonly Quantity[],
): boolean {
  if (read.some((other) => other.start >= name.end && other.end <= quantity.start)) return true;
  const before = text.slice(0, name.start);
  return (
    text.slice(name.end, quantity.start).includes(')') &&
    before.lastIndexOf('(') > before.lastIndexOf(')')
  );
}

/**
 * Whether a unit named before the quantity can be the unit asked for ("how many inches is 15.5
 * ft"): not a rate's "per inch", and not a label of another number ("SG 0.65", "p-bar 240").
 */
function asksBefore(text: string, name: Named): boolean {
  const before = text.slice(Math.max(0, name.start - 12), name.start);
  if (/(?:\bper|\/)\s*$/.test(before)) return false;
  // "what's the SG of a 15.3 ppg mud": the unit asked of the quantity after it.
  if (
    /\b(?:what'?s|what is)\s+(?:the\s+)?$/.test(
      text.slice(Math.max(0, name.start - 16), name.start),
    ) &&
    /^\s*of\s+(?:an?\s+|the\s+)?-?\.?\d/.test(text.slice(name.end))
  ) {
    return true;
  }
  // "Darcy rate for k 50 md": a unit naming a method is not one asked for ("kPa/m for 0.465
  // psi/ft" opening the message is).
  const opens = before.trim() === '' && /^\s*(?:for|of|from|is|=|:)/.test(text.slice(name.end));
  if (!opens && !/\b(?:how many|how much|in|into|to|as)\s*$/.test(before)) return false;
  return !/^\s*[=:]?\s*-?\.?\d/.test(text.slice(name.end));
}

/**
 * The conversions the last answer gave, when it was a conversion's answer: a follow-up ("in
 * e3m3/d?") after a calculation asks the calculation's, not a conversion.
 */
function lastConversions(history: readonly ConversionTurn[]): ConversionRequest[] | undefined {
  const last = history.findLastIndex((turn) => turn.role === 'user');
  const previous = history[last];
  const answer = history[last + 1];
  if (previous === undefined || answer === undefined || !CONVERSION_REPLY.test(answer.content)) {
    return undefined;
  }
  return findConversions(previous.content, history.slice(0, last)).conversions;
}

/**
 * A follow-up that only gives another quantity ("and 640 m3?", "what about 2,500 psi?") right
 * after a conversion's answer: converted to the unit that answer gave for its kind (or back to
 * the unit it came from, when the quantity is already in that one).
 */
function sameTarget(
  text: string,
  quantity: Quantity,
  history: readonly ConversionTurn[],
): ParsedConversions | undefined {
  if (
    !FOLLOW_UP_LEAD.test(text.slice(0, quantity.start)) ||
    !ALONE_END.test(text.slice(quantity.end))
  ) {
    return undefined;
  }
  const earlier = lastConversions(history)?.find(
    (conversion) => conversion.from.dimension === quantity.unit.dimension,
  );
  if (earlier === undefined) return undefined;
  const target: Taken = {
    unit: earlier.to,
    ...(earlier.toReference !== undefined && { reference: earlier.toReference }),
  };
  // "what about 12 bbl?" after m3 to bbl: the other way.
  const back: Taken = {
    unit: earlier.from,
    ...(earlier.fromReference !== undefined && { reference: earlier.fromReference }),
  };
  const to = sameUnitAndReference(quantity, target) ? back : target;
  if (sameUnitAndReference(quantity, to)) return undefined;
  return { conversions: [request(quantity, to)], incompatible: [] };
}

/** A follow-up that only changes a rate's time base: "and per hour?", "per month?". */
const FOLLOW_UP_PER_TIME =
  /^\s*(?:(?:and|also|ok|okay|now|then|what about|how about)\s+)*(?:in\s+)?(?:per|an?|\/)\s*(hour|hr|h|day|d|minute|min|second|sec|s|month|mo|year|yr)\s*(?:please\s*)?[?.!]*\s*$/;

/** The quantities the last message converted, when `text` only names a unit or a system. */
function followUp(
  text: string,
  names: readonly Named[],
  history: readonly ConversionTurn[],
): ParsedConversions | undefined {
  const [name, ...others] = names;
  const system = FOLLOW_UP_SYSTEM.test(text);
  const perTime = FOLLOW_UP_PER_TIME.exec(text)?.[1];
  const unitOnly =
    name !== undefined &&
    others.length === 0 &&
    FOLLOW_UP_LEAD.test(text.slice(0, name.start)) &&
    ALONE_END.test(text.slice(name.end));
  if (!system && !unitOnly && perTime === undefined) return undefined;
  const earlier = lastConversions(history);
  if (earlier === undefined) return undefined;
  if (perTime !== undefined) {
    // The rates the last answer gave, over the time base asked.
    return {
      conversions: earlier.flatMap((conversion) => {
        const to = perOtherTime(conversion.to, perTime);
        return to === undefined || to.id === conversion.to.id ? [] : [{ ...conversion, to }];
      }),
      incompatible: [],
    };
  }
  const sources: Quantity[] = [];
  for (const { value, written, from, fromReference } of earlier) {
    const known = sources.some(
      (source) =>
        source.value === value && source.unit.id === from.id && source.reference === fromReference,
    );
    if (known) continue;
    sources.push({
      value,
      unit: from,
      start: 0,
      end: 0,
      ...(written !== undefined && { written }),
      ...(fromReference !== undefined && { reference: fromReference }),
    });
  }
  if (sources.length === 0) return undefined;
  if (system) return { conversions: sources.flatMap(toCounterparts), incompatible: [] };
  const target = name as Named;
  const fitting = sources.filter((source) => source.unit.dimension === target.unit.dimension);
  // A unit of another kind ("and ft?" after a pressure) is no follow-up of the conversion.
  if (fitting.length === 0) return undefined;
  return {
    conversions: fitting
      .filter((source) => !sameUnitAndReference(source, target))
      .map((source) => request(source, target)),
    incompatible: [],
  };
}

const TEMPERATURE_FORMULAS: Readonly<Record<string, string>> = {
  'degF>degC': '°C = (°F − 32) × 5/9',
  'degC>degF': '°F = °C × 9/5 + 32',
  'degC>K': 'K = °C + 273.15',
  'K>degC': '°C = K − 273.15',
  'degF>K': 'K = (°F + 459.67) × 5/9',
  'K>degF': '°F = K × 9/5 − 459.67',
  'degF>degR': '°R = °F + 459.67',
  'degR>degF': '°F = °R − 459.67',
  'degC>degR': '°R = (°C + 273.15) × 9/5',
  'degR>degC': '°C = °R × 5/9 − 273.15',
  'K>degR': '°R = K × 9/5',
  'degR>K': 'K = °R × 5/9',
};

/** The result of one conversion, with how it was computed. */
export interface ConversionResult {
  value: number;
  from: string;
  result: number;
  to: string;
  /** "1 psi = 0.06894757293 bar" or a formula. */
  method: string;
  /** Extra lines (atmospheric offset, gas pressure base, M = thousand…). */
  notes: string[];
}

function referenceLabel(unit: ReadUnit, reference: PressureReference | undefined): string {
  if (reference === undefined) return symbolOf(unit);
  const letter = reference === 'gauge' ? 'g' : 'a';
  if (unit.id === 'psi' || unit.id === 'bar') return `${unit.symbol}${letter}`;
  return `${symbolOf(unit)} (${reference})`;
}

/** A standard gas volume (scf, Mcf…): its answer carries the pressure-base note. */
function isStandardGas(unit: ReadUnit): boolean {
  return unit.flavour === 'gas' && unit.system === 'field';
}

/** Computes one conversion. */
export function convert(request: ConversionRequest): ConversionResult {
  const { value, from, to } = request;
  const notes: string[] = [];
  if (from.dimension === 'temperature' && to.dimension === 'temperature') {
    return {
      value,
      from: symbolOf(from),
      result: convertValue(value, from, to),
      to: symbolOf(to),
      method: TEMPERATURE_FORMULAS[`${from.id}>${to.id}`] ?? 'via kelvin',
      notes,
    };
  }

  const factor = from.toBase / to.toBase;
  let result = value * factor;
  let fromLabel = symbolOf(from);
  let toLabel = symbolOf(to);
  if (from.dimension === 'pressure') {
    const fromReference = request.fromReference;
    const toReference = request.toReference ?? fromReference;
    fromLabel = referenceLabel(from, fromReference);
    toLabel = referenceLabel(to, toReference);
    if (fromReference && toReference && fromReference !== toReference) {
      const offset = readUnit('atm').toBase / to.toBase;
      result += fromReference === 'gauge' ? offset : -offset;
      notes.push(
        'Absolute = gauge + 1 standard atmosphere (14.696 psi = 101.325 kPa), i.e. sea level. Use the local barometric pressure for accuracy at altitude.',
      );
      if (from.id === to.id) {
        const sign = fromReference === 'gauge' ? '+' : '−';
        return {
          value,
          from: fromLabel,
          result,
          to: toLabel,
          method: `${toLabel} = ${fromLabel} ${sign} ${formatNumber(offset, 6)} ${symbolOf(to)}`,
          notes,
        };
      }
    }
  }
  if (from.id.startsWith('Nm3') || to.id.startsWith('Nm3')) {
    notes.push(
      'Normal cubic metres are at 0 °C and 101.325 kPa: 1 Nm³ = 1.0570 m³ at 60 °F and 14.696 psia (37.33 scf), as an ideal gas (288.71 K / 273.15 K); against a standard m³ at 15 °C, 1 Nm³ = 1.0549 Sm³.',
    );
  } else if (isStandardGas(from) || isStandardGas(to)) {
    notes.push(
      'Gas volumes: this is the geometric factor. Standard conditions differ (scf at 60 °F and 14.696 psia vs m³ at 15 °C and 101.325 kPa, about 0.2 % apart; Texas often uses 14.65 psia), so state the pressure base with the number.',
    );
  }
  if (from.romanM === true || to.romanM === true) {
    notes.push(
      'In oilfield units M means thousand and MM million (Mcf = 1,000 ft³, MMBtu = 1,000,000 Btu).',
    );
  }
  if (from.id === 'SG_density' || to.id === 'SG_density') {
    notes.push(
      'SG is taken relative to water of 1 g/cm³ (8.345 ppg); tables that take water at 60 °F as 8.33 ppg give about 0.2 % less.',
    );
  }
  if ([from, to].some((unit) => /\/(?:month|yr)$/.test(unit.id))) {
    notes.push('Time bases: 1 month = 30.4375 days, 1 year = 365.25 days.');
  }
  return {
    value,
    from: fromLabel,
    result,
    to: toLabel,
    method: `1 ${symbolOf(from)} = ${formatNumber(factor, 10)} ${symbolOf(to)}`,
    notes,
  };
}

/** A number for people: grouped thousands, `digits` significant figures, exponent when extreme. */
export function formatNumber(value: number, digits = 6): string {
  if (value === 0 || Object.is(value, -0)) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e15 || magnitude < 1e-6) {
    const [mantissa, exponent] = value.toExponential(digits - 1).split('e');
    return `${Number(mantissa)} × 10^${Number(exponent)}`;
  }
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: digits }).format(value);
}

/** The markdown answer for parsed conversions (empty string when there is nothing to say). */
export function formatConversions(parsed: ParsedConversions): string {
  const blocks: string[] = [];
  for (const request of parsed.conversions) {
    const result = convert(request);
    const lines = [
      `**${request.written ?? `${formatNumber(result.value)} ${result.from}`} = ${formatNumber(result.result)} ${result.to}**`,
      '',
      ...(request.written === undefined
        ? []
        : [`- ${request.written} = ${formatNumber(result.value)} ${result.from}`]),
      `- ${result.method.startsWith('1 ') ? 'Factor' : 'Formula'}: ${result.method}`,
      ...result.notes.map((note) => `- ${note}`),
    ];
    blocks.push(lines.join('\n'));
  }
  for (const request of parsed.incompatible) {
    const from = symbolOf(request.from);
    const to = symbolOf(request.to);
    blocks.push(
      `**${from}** is ${KINDS[request.from.dimension] ?? 'a quantity'} and **${to}** is ${KINDS[request.to.dimension] ?? 'a quantity'}, so ${formatNumber(request.value)} ${from} cannot be converted to ${to}. (Converting between kinds needs more data, e.g. a density or a gradient.)`,
    );
  }
  for (const request of parsed.unitless ?? []) {
    const to = symbolOf(request.to);
    const value = formatNumber(request.value);
    // Not the unit asked for itself ("convert 3,000 ft to ft"): its usual counterpart then.
    const usual = EXAMPLE_FROM[request.to.dimension];
    const from = usual === to ? request.to.counterparts?.[0] : usual;
    const example = from === undefined ? '' : `, for example \`convert ${value} ${from} to ${to}\``;
    blocks.push(
      `To give ${value} in ${to} I need the unit it is in now (${KINDS[request.to.dimension] ?? 'a quantity of the same kind'})${example}.\n\n**What unit is the ${value} in?**`,
    );
  }
  return blocks.join('\n\n');
}
