import { ATMOSPHERIC_PRESSURE_PSIA } from '@petrosage/oilfield';
import type { InputInfo } from './calculators';
import { plain } from './format';
import type { Mention } from './read';
import type { Role } from './roles/role';
import { convertValue, readUnit, type Dimension, type ReadUnit } from './units';

/**
 * A mention's value in the unit a calculator input takes, with a note whenever the reading is
 * not plain: a bare number given a unit, a gauge pressure made absolute, a specific gravity taken
 * as a density, an API gravity as a specific gravity. Undefined when it cannot be that input.
 */

export interface Converted {
  value: number;
  note?: string;
}

/** The unit system a message is written in: by the units it uses, field when mixed or none. */
export type System = 'field' | 'metric';

/** How a note says a pressure was taken as gauge and made absolute (the card keeps it). */
export const MADE_ABSOLUTE = 'made absolute';

/** The mentions written with a unit of a system (not a neutral one such as SG or %). */
export function ofASystem(mentions: readonly Mention[]): Mention[] {
  return mentions.filter(
    (mention) => mention.unit !== undefined && mention.unit.system !== 'neutral',
  );
}

export function systemOf(mentions: readonly Mention[]): System {
  let field = 0;
  let metric = 0;
  for (const mention of mentions) {
    if (mention.unit?.system === 'field') field += 1;
    if (mention.unit?.system === 'metric') metric += 1;
  }
  return metric > 0 && field === 0 ? 'metric' : 'field';
}

const PPG_PER_SG = convertValue(1, readUnit('g/cm3'), readUnit('ppg'));

/**
 * The unit a bare number labelled for `role` is read in: the role's unit for the message's
 * system, or the first unit whose plausible range holds it (12.5 → ppg, 1.45 → SG); `number` for
 * a pure number; undefined when no reading is plausible.
 */
export function bareUnit(
  role: Role,
  value: number,
  system: System,
): ReadUnit | 'number' | undefined {
  if (role.bare === undefined) return undefined;
  if (role.bare !== 'number') {
    const id = system === 'metric' ? (role.bare.metric ?? role.bare.field) : role.bare.field;
    if (id === undefined) return undefined;
    // A bare 9.6 is no well depth in ft: a plausible range for the unit rules it out.
    const range = role.plausible?.[id];
    if (range !== undefined && (value < range[0] || value > range[1])) return undefined;
    return readUnit(id);
  }
  const ranges = Object.entries(role.plausible ?? {});
  if (ranges.length === 0) return 'number';
  const fit = ranges.find(([, [low, high]]) => value >= low && value <= high);
  if (fit === undefined) return undefined;
  return fit[0] === '' ? 'number' : readUnit(fit[0]);
}

/** Whether `value` is a plausible value of `role` in the unit `id` (true when no range is set). */
function plausibleIn(role: Role, id: string, value: number): boolean {
  const range = role.plausible?.[id];
  return range === undefined || (value >= range[0] && value <= range[1]);
}

/** The value of `mention` for an input, or undefined when it is not that input's kind. */
export function convertFor(
  input: InputInfo,
  role: Role,
  mention: Mention,
  system: System,
  conversationUnits?: ReadonlyMap<Dimension, ReadUnit>,
  /** The message writes its pressures as absolute ("Pr 2,800 psia") and none as gauge. */
  absoluteMessage = false,
): Converted | undefined {
  let unit = mention.unit;
  const value = mention.value;
  const notes: string[] = [];
  if (unit === undefined) {
    // The unit the conversation gave this kind of quantity ("SIDPP 35 bar" … "and SIDPP 40?").
    // …unless the value is no plausible one in it: "1.25" for a mud weight in a metric chat is an
    // SG, not 1.25 kg/m³.
    const spoken = role.takes
      .map((dimension) => conversationUnits?.get(dimension))
      .find(
        (candidate) =>
          candidate !== undefined &&
          (role.units === undefined || role.units.includes(candidate.id)) &&
          plausibleIn(role, candidate.id, value),
      );
    const guessed = spoken ?? bareUnit(role, value, system);
    if (guessed === undefined) return undefined;
    if (guessed !== 'number') {
      unit = guessed;
      // "Pr 3100 … (all psia)": a bare pressure of an absolute message is absolute too.
      const absolute =
        absoluteMessage && guessed.dimension === 'pressure' && guessed.reference === undefined;
      notes.push(
        `${mention.raw} read as ${plain(value)} ${guessed.symbol}${absolute ? ' (absolute)' : ''}.`,
      );
    }
  }
  const target = input.unit;
  if (target === undefined) {
    if (unit === undefined) return { value };
    if (unit.dimension === 'specific_gravity') return withNotes({ value }, notes);
    if (unit.dimension === 'api') {
      const sg = 141.5 / (131.5 + value);
      notes.push(
        `${mention.raw} read as a specific gravity of ${plain(sg)} (SG = 141.5/(131.5 + °API)).`,
      );
      return withNotes({ value: sg }, notes);
    }
    if (unit.dimension === 'density') {
      return withNotes({ value: convertValue(value, unit, readUnit('g/cm3')) }, notes);
    }
    if (unit.dimension === 'fraction') return withNotes({ value: value / 100 }, notes);
    // A count in its own word ("1,085 strokes", "120 sacks") for a plain number.
    if (unit.dimension === 'count') return withNotes({ value }, notes);
    return undefined;
  }
  if (unit === undefined) {
    // A pure number for a percentage: 0.8 is 80 %.
    if (target.dimension === 'fraction' || input.percent) {
      if (value > 0 && value <= 1) {
        notes.push(`${mention.raw} read as ${plain(value * 100)} %.`);
        return withNotes({ value: value * 100 }, notes);
      }
      return withNotes({ value }, notes);
    }
    return undefined;
  }
  if (target.dimension === 'density' && unit.dimension === 'specific_gravity') {
    return withNotes({ value: convertValue(value * PPG_PER_SG, readUnit('ppg'), target) }, notes);
  }
  if (target.dimension === 'density' && unit.dimension === 'api') {
    const sg = 141.5 / (131.5 + value);
    return withNotes({ value: convertValue(sg * PPG_PER_SG, readUnit('ppg'), target) }, notes);
  }
  if (target.dimension === 'decline' && unit.dimension === 'fraction') {
    return withNotes({ value }, notes);
  }
  // "2,500 bbl at $60": money written after a volume is its price.
  if (target.dimension === 'price' && unit.dimension === 'money')
    return withNotes({ value }, notes);
  if (target.dimension !== unit.dimension) return undefined;
  // "LOE 90 USD/m3" for a cost per barrel: the price per the calculator's volume.
  const per = mention.per;
  const volume = /_per_(bbl|mcf)$/.exec(input.name)?.[1];
  if (
    target.dimension === 'price' &&
    typeof per === 'object' &&
    per.dimension === 'volume' &&
    volume !== undefined
  ) {
    const wanted = readUnit(volume === 'bbl' ? 'bbl' : 'Mcf');
    if (per.id !== wanted.id) {
      const converted = value * convertValue(1, wanted, per);
      notes.push(`${mention.raw} read as ${plain(converted)} US$/${wanted.symbol}.`);
      return withNotes({ value: converted }, notes);
    }
  }
  let converted = convertValue(value, unit, target, role.difference === true);
  if (
    target.dimension === 'pressure' &&
    input.absolute &&
    unit.reference !== 'absolute' &&
    // "Pr 2,800 psia, Pwf 1,900": a pressure written plainly beside absolute ones is absolute too.
    !(absoluteMessage && unit.reference === undefined)
  ) {
    // A gauge unit into an absolute one already moved by the atmosphere in the conversion.
    if (unit.reference !== 'gauge' || target.reference !== 'absolute') {
      converted += ATMOSPHERIC_PRESSURE_PSIA;
    }
    notes.push(
      `${mention.raw} read as ${unit.reference === 'gauge' ? 'gauge' : 'gauge (no psia or psig given)'} and ${MADE_ABSOLUTE}: ${plain(converted)} psia with ${ATMOSPHERIC_PRESSURE_PSIA} psia atmospheric pressure.`,
    );
  }
  return withNotes({ value: converted }, notes);
}

function withNotes(converted: Converted, notes: readonly string[]): Converted {
  return notes.length === 0 ? converted : { ...converted, note: notes.join(' ') };
}
