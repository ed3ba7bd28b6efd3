import { calculatorInfo, type CalculatorInfo, type InputInfo } from './calculators';
import { convertFor, ofASystem, systemOf, type System } from './convert';
import {
  compileNames,
  LABELLED,
  NOMINAL_SIZE,
  labelMentions,
  takes,
  type CompiledName,
  type Reading,
} from './label';
import { inSentence, plain } from './format';
import { weighedPipe } from './pipe';
import type { Mention } from './read';
import { insideDiameterIn, type PipeKind } from '@petrosage/oilfield/pipe-sizes';
import { CHANGE_JOIN, type InputSpec, type Recipe } from './recipes/recipe';
import { ROLES, role as roleNamed } from './roles';
import type { Role } from './roles/role';
import { readUnit, soleUnit, type Dimension, type ReadUnit } from './units';

/**
 * Fills a calculator's inputs from a message: each number goes to the input whose role its words
 * name (the strongest labels first); a number no words name goes to the one input that can take
 * it when nothing else could, and is asked about otherwise ("two mud weights: which is in the
 * hole?"). Every number left unused is reported, never dropped in silence.
 */

export interface Filled {
  recipe: Recipe;
  info: CalculatorInfo;
  /** Values in the calculator's units. */
  input: Record<string, unknown>;
  /** Which mention filled which input. */
  sources: Map<string, Mention>;
  /** Inputs filled through a label (the others by their dimension alone). */
  labelled: Set<string>;
  /** How numbers were read ("650 read as 650 psi"). */
  notes: string[];
  /** Required inputs no number fills, by input name. */
  missing: string[];
  /** An input several unnamed numbers could fill. */
  ambiguous: { input: string; mentions: Mention[] }[];
  /** Numbers that fill no input. */
  unused: Mention[];
  /** Inputs the recipe built from several numbers of the message (cash flows, tests). */
  composed: string[];
  /** The numbers it built them from. */
  composedFrom?: Mention[];
  /** The note of the recipe's `complete` (a default it filled in), if it gave one. */
  completed?: string;
  /** Inputs kept from the calculation a follow-up changes (their values are not this message's). */
  carried?: ReadonlySet<string>;
}

interface Candidate {
  spec: InputSpec;
  /** The role the mention's words name instead, when they name another more strongly. */
  blockedBy?: string;
  info: InputInfo;
  role: Role;
  mention: Mention;
  label: number;
  /** Named too weakly to fill an input that needs a name, but by elimination. */
  weak?: boolean;
  /** How strongly the lexicon's own role names it: at an equal label, a recipe's local name yields. */
  lexicon: number;
  /** Named only by its broader role ("stroke" for the net plunger stroke). */
  broadOnly: boolean;
  value: number;
  note?: string;
}

const localNames = new Map<string, CompiledName[]>();

/** The recipe's own names for its inputs, compiled once, as roles `tool:input`. */
function localNamesOf(recipe: Recipe): CompiledName[] {
  let names = localNames.get(recipe.tool);
  if (names === undefined) {
    names = compileNames(
      recipe.inputs
        .filter((spec) => spec.names !== undefined)
        .map((spec) => ({ id: `${recipe.tool}:${spec.input}`, names: spec.names ?? [] })),
    );
    localNames.set(recipe.tool, names);
  }
  return names;
}

/** A value the recipe reads for itself (`unit` given), not an input of the calculator. */
function readingOnly(spec: InputSpec): InputInfo | undefined {
  if (spec.unit === undefined) return undefined;
  return {
    name: spec.input,
    required: false,
    kind: 'number',
    unit: readUnit(spec.unit),
    absolute: spec.unit === 'psia',
    percent: spec.unit === '%',
  };
}

/**
 * A calculator input whose name carries no unit (`initial_rate_per_day`, read with a volume-unit
 * choice) read in the unit the recipe gives it — and an input read as another kind of quantity
 * (a BOE's barrels of oil read from barrels a day, the calculator told it is per day).
 */
function withSpecUnit(info: InputInfo | undefined, spec: InputSpec): InputInfo | undefined {
  if (info === undefined || spec.unit === undefined) return info;
  const unit = readUnit(spec.unit);
  if (info.unit !== undefined && info.unit.dimension === unit.dimension) return info;
  return { ...info, unit };
}

/** A well that is not vertical: its depths are along the hole unless named vertical. */
const DEVIATED =
  /\b(?:deviated|directional(?:ly)?|inclination|inclined|high[- ]angle|horizontal (?:well|hole)|[sj][- ](?:well|shaped)|(?:build|tangent) section|\d+\s*(?:°|deg(?:rees?)?)\s*(?:well|hole|incl\w*|tangent|from vertical))\b/;

function specRole(spec: InputSpec): Role {
  return roleNamed(spec.role);
}

/**
 * How strongly the mention's words name this input, and the strongest other role they name. A
 * name of a sibling role (MD beside TVD, both depths) outranks the broader name they share.
 */
function labelFor(
  spec: InputSpec,
  role: Role,
  labels: ReadonlyMap<string, number>,
  local: ReadonlyMap<string, number>,
  tool: string,
  renamedBy: ReadonlySet<string>,
): { own: number; other: number; otherRole?: string; broadOnly: boolean } {
  // In a change, a name of the value wanted names the value it replaces.
  const renamed = Math.max(
    0,
    ...[...labels].filter(([id]) => renamedBy.has(id)).map(([, strength]) => strength),
  );
  const specific = Math.max(
    labels.get(role.id) ?? 0,
    local.get(`${tool}:${spec.input}`) ?? 0,
    renamed,
  );
  const broad = (role.broader === undefined ? 0 : (labels.get(role.broader) ?? 0)) * 0.8;
  let other = 0;
  let otherRole: string | undefined;
  const rival = (id: string, strength: number) => {
    if (strength > other) [other, otherRole] = [strength, id];
  };
  for (const [id, strength] of labels) {
    if (id === role.id || id === role.broader) continue;
    const labelled = roleNamed(id);
    // A narrower name (a shoe depth for a TVD, a water rate for a liquid rate) neither names
    // this input nor rules it out.
    if (labelled.broader === role.id || labelled.kindOf === role.id) continue;
    if (renamedBy.has(id)) continue;
    // …nor one that says what it is of, for it or the broader role it is a kind of ("SG 1.20
    // mud" is the test mud's weight).
    if (role.of?.includes(id) === true) continue;
    if (role.broader !== undefined && roleNamed(role.broader).of?.includes(id) === true) continue;
    if (labelled.broader !== undefined && labelled.broader === role.broader && specific === 0) {
      // A sibling named outright: the shared broader name does not make it this role.
      rival(id, strength + 0.2);
    } else rival(id, strength);
  }
  return {
    own: Math.max(specific, broad),
    other,
    ...(otherRole !== undefined && { otherRole }),
    broadOnly: broad > specific,
  };
}

export interface FillOptions {
  /** Mentions another step already used. */
  exclude?: ReadonlySet<number>;
  /**
   * Inputs the conversation asked for: a number no words name (even a bare one) fills one of
   * them when it is the only one that could.
   */
  expect?: ReadonlySet<string>;
  /** The units the conversation used, by dimension: a bare number is read in them. */
  units?: ReadonlyMap<Dimension, ReadUnit>;
  /**
   * The system the conversation writes in, for a message with no unit of its own: a bare "2780"
   * answering "what TVD?" in a chat written in bar and SG is metres.
   */
  system?: System;
  /**
   * The calculation this message changes took its pressures as absolute: a plain "psi" in it is
   * absolute too ("Pr 2,400 psia …" then "and at 800 psi?").
   */
  absolute?: boolean;
  /**
   * The message changes an earlier calculation: a name of a value wanted ("weight up to 11.6")
   * names the input it replaces, when the calculation has no input of its own for it.
   */
  changing?: boolean;
  /**
   * Inputs the calculation being changed already holds: a weakly named number is not held back
   * by its fitting one of them too.
   */
  held?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * In a change to a calculation, a bare number for an input the card shows is read in the card's
 * unit for it ("18 MMscf/d" on the card, then "what if flow goes to 20?"), unless the chat writes
 * metric (its bare numbers are metric) or already settled a unit of that kind.
 */
function withShownUnit(
  units: ReadonlyMap<Dimension, ReadUnit>,
  input: InputInfo,
  role: Role,
  system: System,
): ReadonlyMap<Dimension, ReadUnit> {
  const shown = input.unit;
  if (shown === undefined || system === 'metric' || units.has(shown.dimension)) return units;
  // Gauge or absolute, a bare pressure is read as the chat wrote its pressures (see `absolute`).
  if (shown.reference === 'absolute') return units;
  if (role.units !== undefined && !role.units.includes(shown.id)) return units;
  return new Map([...units, [shown.dimension, shown]]);
}

/**
 * In a change to `recipe`, the roles that name the new value of each input ("weight up to 11.6"
 * is the mud weight's), by input: see `Role.newValueOf`.
 */
function renamedInputs(recipe: Recipe): Map<string, Set<string>> {
  const renaming = new Map<string, Set<string>>();
  for (const wanted of Object.values(ROLES)) {
    if (recipe.inputs.some((spec) => spec.role === wanted.id)) continue;
    const of = wanted.newValueOf?.find((id) => recipe.inputs.some((spec) => spec.role === id));
    for (const spec of recipe.inputs.filter((candidate) => candidate.role === of)) {
      const set = renaming.get(spec.input) ?? new Set<string>();
      set.add(wanted.id);
      renaming.set(spec.input, set);
    }
  }
  return renaming;
}

/**
 * What follows a percentage that compares two things ("15 % above what the LACT shows", "20 %
 * more oil than the meter") or changes one by a share ("10 % higher", "capex 20 % over"): a
 * difference between figures, no input of a calculation.
 */
const RELATIVE =
  /^\s*(?:above|below|(?:more|less|higher|lower|greater)(?:\s+[a-z]+){0,2}\s+than|more|less|higher|lower|greater|cheaper|over(?=\s*(?:[,.;?!]|$)))\b/;

/** Dimensions whose unit a message writes once for all its figures of that kind. */
const WRITTEN_FOR_ALL: readonly Dimension[] = ['temperature', 'pressure'];

/**
 * The one unit a message writes its temperatures (or pressures) in, when it is not of the
 * message's system: "inlet 22, outlet 61 °C" beside a pipe size in inches is in °C throughout.
 */
function writtenAgainst(mentions: readonly Mention[], system: System): Map<Dimension, ReadUnit> {
  const units = new Map<Dimension, ReadUnit>();
  for (const dimension of WRITTEN_FOR_ALL) {
    const unit = soleUnit(mentions, dimension);
    if (unit !== undefined && unit.system !== system) units.set(dimension, unit);
  }
  return units;
}

/**
 * Pressures said in words to be absolute, whatever their numbers carry ("Pr 3100, Pwf 2200 (all
 * psia)", "pressures are absolute", "psia throughout").
 */
const ALL_ABSOLUTE =
  /\b(?:all(?: (?:the )?pressures?)?(?: are| in)? (?:psia|absolute)|pressures? (?:are |in |all |given (?:in |as )?)?(?:psia|absolute)|(?:psia|absolute) (?:throughout|everywhere|for all|all round))\b/;

/** Fills `recipe`'s inputs from `reading`. */
export function fill(recipe: Recipe, reading: Reading, options: FillOptions = {}): Filled {
  const exclude = options.exclude ?? new Set<number>();
  const expect = options.expect ?? new Set<string>();
  const info = calculatorInfo(recipe.tool);
  const system: System =
    ofASystem(reading.mentions).length === 0 && options.system !== undefined
      ? options.system
      : systemOf(reading.mentions);
  const absolute =
    (options.absolute === true ||
      ALL_ABSOLUTE.test(reading.text) ||
      reading.mentions.some((mention) => mention.unit?.reference === 'absolute')) &&
    !reading.mentions.some((mention) => mention.unit?.reference === 'gauge');
  const units = new Map([...(options.units ?? []), ...writtenAgainst(reading.mentions, system)]);
  const composed = recipe.compose?.(reading, exclude, absolute);
  const used = new Set<number>([...exclude, ...(composed?.used ?? [])]);
  const localSpecs = localNamesOf(recipe);
  const local =
    localSpecs.length === 0
      ? reading.mentions.map(() => new Map<string, number>())
      : labelMentions(reading.text, reading.words, reading.mentions, localSpecs, (id) => {
          const spec = recipe.inputs.find(
            (candidate) => `${recipe.tool}:${candidate.input}` === id,
          );
          return spec === undefined ? undefined : specRole(spec);
        });
  const pairs = recipe.inputs.some((spec) => spec.pair !== undefined) ? pairsOf(reading) : [];
  for (const [first, second] of pairs) {
    for (const spec of recipe.inputs) {
      const mention = spec.pair === 'from' ? first : spec.pair === 'to' ? second : undefined;
      if (mention === undefined || !takes(specRole(spec), mention)) continue;
      local[mention.index]?.set(`${recipe.tool}:${spec.input}`, 1);
    }
  }

  const renaming =
    options.changing === true ? renamedInputs(recipe) : new Map<string, Set<string>>();
  const candidates: Candidate[] = [];
  for (const spec of recipe.inputs) {
    const inputInfo = withSpecUnit(info.inputs.get(spec.input), spec) ?? readingOnly(spec);
    if (inputInfo === undefined) throw new Error(`${recipe.tool} has no input ${spec.input}`);
    if (composed?.input[spec.input] !== undefined) continue;
    const role = specRole(spec);
    for (const mention of reading.mentions) {
      if (used.has(mention.index) || mention.range !== undefined) continue;
      if (
        RELATIVE.test(reading.text.slice(mention.end)) &&
        mention.unit?.dimension === 'fraction'
      ) {
        continue;
      }
      if (!takes(role, mention)) continue;
      if (role.insideOnly === true && NOMINAL_SIZE.test(mention.raw)) continue;
      // In a deviated well, a depth not named vertical is along the hole: no TVD.
      if (
        role.id === 'tvd' &&
        DEVIATED.test(reading.text) &&
        (reading.labels[mention.index]?.get('tvd') ?? 0) === 0 &&
        (local[mention.index]?.get(`${recipe.tool}:${spec.input}`) ?? 0) === 0
      ) {
        continue;
      }
      if (spec.accepts !== undefined && !spec.accepts(mention, reading)) continue;
      const { own, other, otherRole, broadOnly } = labelFor(
        spec,
        role,
        reading.labels[mention.index] ?? new Map(),
        local[mention.index] ?? new Map(),
        recipe.tool,
        renaming.get(spec.input) ?? NONE,
      );
      const blocked = other >= LABELLED && other > own + 0.1;
      // Named for another of this calculation's inputs, it may still be this one when that
      // input is taken by a number named for it more strongly (see `open`).
      if (blocked && !recipe.inputs.some((named) => named.role === otherRole)) continue;
      const expected = expect.has(spec.input);
      // Weakly named where a name is needed: only for the last pass, by elimination.
      const weak = !expected && (mention.unit === undefined || spec.labelled) && own < LABELLED;
      if (weak && (own <= 0 || other >= own)) continue;
      const converted = convertFor(
        inputInfo,
        role,
        mention,
        system,
        options.held?.has(spec.input) === true
          ? withShownUnit(units, inputInfo, role, system)
          : units,
        absolute,
      );
      if (converted === undefined) continue;
      candidates.push({
        spec,
        info: inputInfo,
        role,
        mention,
        ...(blocked && otherRole !== undefined && { blockedBy: otherRole }),
        label: blocked ? 0 : own,
        ...(weak && { weak }),
        lexicon: reading.labels[mention.index]?.get(role.id) ?? 0,
        broadOnly,
        value: converted.value,
        ...(converted.note !== undefined && { note: converted.note }),
      });
    }
  }

  const worded = recipe.options?.(reading.text) ?? {};
  const input: Record<string, unknown> = { ...worded, ...(composed?.input ?? {}) };
  // A column worked in metric is ρ·g·h: the exact factor, not the field's rounded 0.052.
  if (system === 'metric' && info.inputs.has('gradient_factor')) {
    input.gradient_factor ??= 'exact';
  }
  const sources = new Map<string, Mention>();
  const labelled = new Set<string>();
  const notes: string[] = [...(composed?.notes ?? [])];
  // Inputs a recipe built from several numbers are read by their structure, as if named.
  const firstUsed = composed?.used[0];
  const composedFrom = firstUsed === undefined ? undefined : reading.mentions[firstUsed];
  for (const name of Object.keys(composed?.input ?? {})) {
    if (composedFrom === undefined) break;
    sources.set(name, composedFrom);
    labelled.add(name);
  }
  const take = (candidate: Candidate) => {
    input[candidate.spec.input] = candidate.value;
    sources.set(candidate.spec.input, candidate.mention);
    used.add(candidate.mention.index);
    if (candidate.note !== undefined) notes.push(candidate.note);
  };

  // Named numbers first, the strongest label first; a number named for the input itself before
  // one named only by the broader kind ("net plunger stroke 120" before "surface stroke 144").
  const named = candidates
    .filter((candidate) => candidate.label >= LABELLED)
    .sort(
      (a, b) =>
        Number(a.broadOnly) - Number(b.broadOnly) ||
        b.label - a.label ||
        b.lexicon - a.lexicon ||
        // An input the conversation asked for takes a number as well named as another's.
        Number(expect.has(b.spec.input)) - Number(expect.has(a.spec.input)) ||
        a.mention.index - b.mention.index,
    );
  for (const candidate of named) {
    if (used.has(candidate.mention.index)) continue;
    const set = input[candidate.spec.input];
    // A number saying what the words already said ("harmonic (b = 1)") is that input's.
    if (set === candidate.value && !sources.has(candidate.spec.input)) {
      sources.set(candidate.spec.input, candidate.mention);
      used.add(candidate.mention.index);
    }
    // A number named for an input a word chose otherwise is the figure meant ("b = 1.3 …
    // switching to an exponential tail").
    const overWord =
      set !== undefined &&
      set !== candidate.value &&
      !sources.has(candidate.spec.input) &&
      worded[candidate.spec.input] === set &&
      composed?.input[candidate.spec.input] === undefined;
    if (set !== undefined && !overWord) continue;
    take(candidate);
    labelled.add(candidate.spec.input);
    if (overWord) {
      notes.push(
        `${candidate.mention.raw.trim()} taken as written for the ${inSentence(specRole(candidate.spec).label)}, over what the words alone suggest.`,
      );
    }
  }

  // Then numbers no words name: only where one input and one number fit each other.
  const ambiguous: Filled['ambiguous'] = [];
  // Two numbers named alike for one required input only by the kind of thing it is (a TVD at the
  // bit and one elsewhere, for the shoe's TVD): one taken and one left over, which is meant is
  // asked, not the first one taken.
  for (const spec of recipe.inputs) {
    const source = sources.get(spec.input);
    if (source === undefined || !(info.inputs.get(spec.input)?.required ?? false)) continue;
    const chosen = named.find(
      (candidate) => candidate.spec === spec && candidate.mention === source,
    );
    if (chosen === undefined || chosen.lexicon > 0) continue;
    const alike = named.filter(
      (candidate) =>
        candidate.spec === spec &&
        candidate.mention !== source &&
        candidate.blockedBy === undefined &&
        !used.has(candidate.mention.index) &&
        candidate.label === chosen.label &&
        candidate.lexicon === 0 &&
        candidate.value !== chosen.value,
    );
    if (alike.length === 0) continue;
    ambiguous.push({
      input: spec.input,
      mentions: [source, ...alike.map((other) => other.mention)],
    });
  }
  // A number named for an input another number filled by a stronger name: free for the rest.
  const released = (candidate: Candidate) =>
    candidate.blockedBy === undefined ||
    recipe.inputs.some((named) => {
      const source = sources.get(named.input);
      return (
        named.role === candidate.blockedBy && source !== undefined && source !== candidate.mention
      );
    });
  const held = options.held ?? NONE;
  // In a change, an unnamed figure the calculation lacks ("we'll be at 10.2 ppg by the next
  // casing point") is added to it rather than put in place of a value it holds.
  const lacking = (candidate: Candidate) =>
    held.size > 0 &&
    !held.has(candidate.spec.input) &&
    !candidate.spec.labelled &&
    candidate.label === 0;
  const yieldsToLacking = (candidate: Candidate) =>
    held.has(candidate.spec.input) &&
    candidates.some(
      (other) =>
        other.mention === candidate.mention &&
        other.spec !== candidate.spec &&
        lacking(other) &&
        input[other.spec.input] === undefined,
    );
  const open = () =>
    candidates.filter(
      (candidate) =>
        candidate.label < LABELLED &&
        candidate.weak !== true &&
        released(candidate) &&
        (expect.has(candidate.spec.input) ||
          lacking(candidate) ||
          (!candidate.spec.labelled &&
            (candidate.info.required || candidate.spec.free === true))) &&
        !yieldsToLacking(candidate) &&
        input[candidate.spec.input] === undefined &&
        !used.has(candidate.mention.index),
    );
  for (let changed = true; changed;) {
    changed = false;
    const free = open();
    for (const candidate of free) {
      const rivalsForInput = free.filter((other) => other.spec === candidate.spec);
      // Two readings of one number for the same input (an oil rate, a condensate rate, both a
      // BOE's oil) are no rivals.
      // An input the conversation expects takes a number no words name before an optional one
      // that any such number may fill ("run it at $60" is the oil price, not the capex).
      const rivalsForMention = free.filter(
        (other) =>
          other.mention === candidate.mention &&
          (other === candidate || other.spec.input !== candidate.spec.input) &&
          !(
            expect.has(candidate.spec.input) &&
            !expect.has(other.spec.input) &&
            other.spec.free === true &&
            !other.info.required
          ),
      );
      if (rivalsForInput.length === 1 && rivalsForMention.length === 1) {
        take(candidate);
        changed = true;
        break;
      }
    }
  }
  // Then an input that one number's words name, if weakly ("static from the last buildup 1,630
  // psi"), when no other number is named for it and that one could fill nothing else left.
  for (const spec of recipe.inputs) {
    if (input[spec.input] !== undefined) continue;
    const weak = candidates.filter(
      (candidate) =>
        candidate.spec === spec && candidate.label > 0 && !used.has(candidate.mention.index),
    );
    const [only] = weak;
    if (weak.length !== 1 || only === undefined) continue;
    const elsewhere = candidates.some(
      (candidate) =>
        candidate.mention === only.mention &&
        candidate.spec !== spec &&
        input[candidate.spec.input] === undefined &&
        options.held?.has(candidate.spec.input) !== true,
    );
    if (!elsewhere) {
      take(only);
      labelled.add(spec.input);
    }
  }
  for (const spec of recipe.inputs) {
    if (input[spec.input] !== undefined) continue;
    const rivals = open().filter((candidate) => candidate.spec === spec);
    if (
      rivals.length > 1 &&
      ((info.inputs.get(spec.input)?.required ?? false) || spec.free === true)
    ) {
      ambiguous.push({ input: spec.input, mentions: rivals.map((rival) => rival.mention) });
    }
  }

  // A pipe's bore from its size and weight is taken only to run the calculation: one that would
  // still lack an input is no likelier for it.
  const boreUsed = new Set(used);
  const bores = recipe.inputs.flatMap((spec) => {
    if (input[spec.input] !== undefined) return [];
    const bore = boreOfWeighedPipe(spec, reading, sources, boreUsed);
    const inputInfo = withSpecUnit(info.inputs.get(spec.input), spec) ?? readingOnly(spec);
    if (bore === undefined || inputInfo === undefined) return [];
    const converted = convertFor(inputInfo, specRole(spec), bore.mention, system, units, absolute);
    if (converted === undefined) return [];
    boreUsed.add(bore.size.index);
    boreUsed.add(bore.weight.index);
    return [{ spec, bore, value: converted.value }];
  });
  const runs = [...info.inputs.values()].every(
    (inputInfo) =>
      !inputInfo.required ||
      input[inputInfo.name] !== undefined ||
      bores.some(({ spec }) => spec.input === inputInfo.name),
  );
  for (const { spec, bore, value } of runs ? bores : []) {
    input[spec.input] = value;
    sources.set(spec.input, bore.size);
    labelled.add(spec.input);
    used.add(bore.size.index);
    used.add(bore.weight.index);
    notes.push(bore.note);
  }
  const completed = recipe.complete?.(input);
  if (completed !== undefined) notes.push(completed);
  const missing = [...info.inputs.values()]
    .filter((inputInfo) => inputInfo.required && input[inputInfo.name] === undefined)
    .map((inputInfo) => inputInfo.name);
  const unused = reading.mentions.filter(
    (mention) => !used.has(mention.index) && !exclude.has(mention.index),
  );
  const composedNames = Object.keys(composed?.input ?? {});
  return {
    recipe,
    info,
    input,
    sources,
    labelled,
    notes,
    missing,
    ambiguous,
    unused,
    composed: composedNames,
    ...(composed !== undefined && {
      composedFrom: composed.used.flatMap((index) => reading.mentions[index] ?? []),
    }),
    ...(completed !== undefined && { completed }),
  };
}

/** Two figures of one kind written "A to B", each end of a change ("1000 to 700 psia"). */
function pairsOf(reading: Reading): [Mention, Mention][] {
  return reading.mentions.flatMap((first): [Mention, Mention][] => {
    const second = reading.mentions[first.index + 1];
    if (second === undefined || first.unit === undefined || second.unit === undefined) return [];
    if (first.unit.dimension !== second.unit.dimension) return [];
    return CHANGE_JOIN.test(reading.text.slice(first.end, second.start)) ? [[first, second]] : [];
  });
}

/** The pipes each inside diameter's role may be the bore of. */
const BORE_OF: Readonly<Record<string, readonly PipeKind[]>> = {
  casing_id: ['casing'],
  tubing_id: ['tubing'],
};

/**
 * "3-1/2\" 9.3# tubing", "7 in 26 ppf casing": a pipe named by its size and nominal weight has the
 * bore the API tables give it, for an inside diameter no number fills — the pipe whose size
 * fills the calculation's outside diameter, or the only one of the kind the input is the bore of.
 */
function boreOfWeighedPipe(
  spec: InputSpec,
  reading: Reading,
  sources: ReadonlyMap<string, Mention>,
  used: ReadonlySet<number>,
): { mention: Mention; size: Mention; weight: Mention; note: string } | undefined {
  const role = specRole(spec);
  if (role.insideOnly !== true) return undefined;
  const kinds = BORE_OF[role.id];
  const weighed = reading.mentions.flatMap((size) => {
    const found = weighedPipe(reading, size);
    if (found === undefined || used.has(found.weight.index)) return [];
    if (kinds !== undefined && !kinds.includes(found.pipe.kind)) return [];
    return [{ size, ...found }];
  });
  const sized = new Set([...sources.values()].map((mention) => mention.index));
  const same = weighed.filter((candidate) => sized.has(candidate.size.index));
  const free = weighed.filter((candidate) => !used.has(candidate.size.index));
  const [chosen] = same.length === 1 ? same : same.length === 0 && free.length === 1 ? free : [];
  if (chosen === undefined) return undefined;
  const bore = insideDiameterIn(chosen.pipe);
  return {
    mention: { ...chosen.size, value: bore, unit: readUnit('in') },
    size: chosen.size,
    weight: chosen.weight,
    note: `${chosen.size.raw.trim()} ${chosen.weight.raw.trim()} ${chosen.pipe.kind} read at its API bore, ${plain(bore)} in (wall ${plain(chosen.pipe.wallIn)} in).`,
  };
}
