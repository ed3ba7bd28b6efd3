import { plain } from '../format';
import { LABELLED, type Reading } from '../label';
import { convertValue, readUnit } from '../units';
import type { Mention } from '../read';
import { composedBoth, recipe, sizePair, type Composed, type Recipe } from './recipe';

/** "2:1 heads": the ratio names the head, its two numbers are no size. */
function headRatio(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  for (const first of reading.mentions) {
    const second = reading.mentions[first.index + 1];
    if (second === undefined || used.has(first.index) || used.has(second.index)) continue;
    if (first.unit !== undefined || second.unit !== undefined) continue;
    if (reading.text.slice(first.end, second.start).trim() !== ':') continue;
    if (!/^\s*(?:heads?|ends?|ellipsoidal|elliptical)\b/.test(second.after)) continue;
    return first.value === 2 && second.value === 1
      ? { input: { head_type: 'ellipsoidal' }, used: [first.index, second.index] }
      : undefined;
  }
  return undefined;
}

/** Words of a tank lying down, or standing: each speaks against the other's calculator. */
const HORIZONTAL = {
  horizontal: -3,
  horiz: -3,
  'lying down': -3,
  bullet: -3,
  'on its side': -3,
} as const;
const VERTICAL = { vertical: -3, vert: -3, upright: -3, standing: -3 } as const;

/** Heads of a horizontal vessel named in words ("2:1 heads", "hemi heads", "flat ends"). */
function headType(text: string): Record<string, unknown> {
  if (/\bhemi(?:spherical)?\b/.test(text)) return { head_type: 'hemispherical' };
  if (/\b(?:ellipsoidal|elliptical|2:1|semi[- ]elliptical)\b/.test(text)) {
    return { head_type: 'ellipsoidal' };
  }
  if (/\bflat (?:heads?|ends?)\b/.test(text)) return { head_type: 'flat' };
  return {};
}

/** A capacity per inch of level (a tank table's usual factor), not per foot or metre. */
function perInch(mention: Mention): boolean {
  return mention.unit?.id === 'bbl/in';
}

/** A tank named by its size: "12' tank", "a 12-ft stock tank" (the length right before it). */
const NAMES_A_TANK = /^\s*(?:[a-z]+ )?tanks?\b/;

/**
 * A length that names the tank it stands before ("12' tank", "a 12 ft stock tank") is the tank's
 * size, never a level in it. A lease tank is called by its diameter (a "12 ft tank" holds 1.67 bbl
 * an inch), so it is the diameter unless a named diameter or a table factor sizes the tank
 * already ("20' tank, 12' dia": the shell's height); the run's gauges are still to be told.
 */
function tankNamedBySize(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const size = reading.mentions.find(
    (mention) =>
      !used.has(mention.index) &&
      mention.unit?.dimension === 'length' &&
      NAMES_A_TANK.test(mention.after) &&
      !TANK_ROLES.some((role) => (reading.labels[mention.index]?.get(role) ?? 0) >= LABELLED),
  );
  if (size?.unit === undefined) return undefined;
  // A named diameter or a table factor already sizes the tank.
  const sized = reading.mentions.some(
    (mention) =>
      mention.unit?.dimension === 'capacity' ||
      (reading.labels[mention.index]?.get('tank_diameter') ?? 0) >= LABELLED,
  );
  if (sized) return { input: {}, used: [size.index] };
  const feet = convertValue(size.value, size.unit, readUnit('ft'));
  return {
    input: { diameter_ft: feet },
    used: [size.index],
    notes: [
      `A ${size.raw} tank read as ${plain(feet)} ft in diameter (lease tanks are called by their diameter); give the tank table factor if the tank is strapped.`,
    ],
  };
}

/** What a length named beside a tank already is: its levels, or its diameter ("12' dia tank"). */
const TANK_ROLES = [
  'tank_diameter',
  'opening_gauge',
  'closing_gauge',
  'liquid_level',
  'shell_height',
];

/** Liquid in upright and horizontal tanks, and a run measured by gauging a tank. */
export const tanksRecipes: Recipe[] = [
  recipe({
    tool: 'vertical_tank_volume',
    terms: {
      'vertical tank': 3,
      'upright tank': 3,
      'vertical cylindrical tank': 3,
      'upright cylindrical tank': 3,
      'stock tank': 1.5,
      'storage tank': 2,
      'frac tank': 1,
      'tank volume': 2.5,
      'volume of a tank': 2.5,
      'in the tank': 1.5,
      tank: 1.5,
      'percent full': 1.5,
      'bbl per inch': 1,
      'bbl per foot': 0.5,
      ...HORIZONTAL,
      strapping: -2,
      'opening gauge': -3,
      'closing gauge': -3,
      'top gauge': -3,
      'bottom gauge': -3,
      opened: -1,
      closed: -1,
      annulus: -3,
      annular: -3,
    },
    inputs: [
      { input: 'diameter_ft', role: 'tank_diameter' },
      { input: 'liquid_height_ft', role: 'liquid_level', free: true },
      { input: 'shell_height_ft', role: 'shell_height', labelled: true },
      { input: 'fill_percent', role: 'fill_fraction', labelled: true, unit: '%' },
    ],
    compose: (reading, used) =>
      sizePair(reading, used, ['diameter_ft', 'ft'], ['shell_height_ft', 'ft'], {
        asWritten: true,
      }),
    // A tank's size and the share of the shell it is filled to ("60 % full"): the level.
    complete: (input) => {
      const fill = input.fill_percent;
      delete input.fill_percent;
      if (input.liquid_height_ft !== undefined || typeof input.shell_height_ft !== 'number') {
        return undefined;
      }
      if (typeof fill !== 'number') return undefined;
      input.liquid_height_ft = (input.shell_height_ft * fill) / 100;
      return `Liquid level: ${plain(fill)} % of the ${plain(input.shell_height_ft)} ft shell = ${plain(input.liquid_height_ft)} ft.`;
    },
    // A tank's size without a level answers what it holds full.
    primary: ['volume_bbl', 'capacity_bbl'],
    // The tank factors need only the diameter; a volume needs the level.
    needs: {
      capacity_bbl: ['shell_height_ft'],
      volume_bbl: ['liquid_height_ft'],
      volume_gal: ['liquid_height_ft'],
      percent_full: ['liquid_height_ft'],
    },
    answers: {
      volume_gal: ['gallons', 'gal'],
      percent_full: ['percent full', '% full', 'how full'],
      capacity_bbl: ['capacity', 'full capacity', 'when full', 'hold'],
      // Not "bbl/in": its words are those of "how many bbl in it".
      bbl_per_inch: ['per inch', 'bbl/inch', 'barrels an inch', 'bbl an inch'],
      bbl_per_ft: ['per foot', 'per ft', 'bbl/ft'],
    },
  }),
  recipe({
    tool: 'horizontal_tank_volume',
    terms: {
      'horizontal tank': 3,
      'horizontal vessel': 3,
      'horizontal cylindrical': 3,
      'horizontal cylinder': 3,
      'bullet tank': 3,
      'tank lying down': 3,
      // A bullet is a horizontal pressure vessel; "on its side" lays any tank down.
      bullet: 2,
      'on its side': 2.5,
      'lying on its side': 3,
      horizontal: 1.5,
      horiz: 1.5,
      'partly full': 1,
      'partially full': 1,
      vessel: 1,
      // A tank with no word of how it lies is a lease's upright tank.
      tank: 0.5,
      ...VERTICAL,
      separator: -1,
      'retention time': -3,
      sizing: -3,
    },
    inputs: [
      { input: 'diameter_ft', role: 'tank_diameter' },
      // A vessel lying down: its shell is its length ("2.4 m dia, 8 m shell").
      { input: 'length_ft', role: 'tank_length', names: ['shell'] },
      { input: 'liquid_height_ft', role: 'liquid_level', free: true },
    ],
    options: headType,
    compose: composedBoth(
      (reading, used) => sizePair(reading, used, ['diameter_ft', 'ft'], ['length_ft', 'ft']),
      headRatio,
    ),
    answers: {
      volume_gal: ['gallons', 'gal'],
    },
  }),
  recipe({
    tool: 'tank_strapping_run',
    terms: {
      strapping: 3,
      'tank strapping': 3,
      'top gauge': 3,
      'bottom gauge': 3,
      'between the gauges': 3,
      'volume sold': 2,
      'gross volume sold': 2.5,
      'strapping run': 3,
      'tank run': 3,
      'run ticket': 3,
      'opening gauge': 3,
      'closing gauge': 3,
      'how much oil was run': 3,
      'how much was run': 3,
      'oil run': 2,
      'barrels run': 2,
      'volume run': 2.5,
      'run volume': 2.5,
      'gross run': 2.5,
      'bbl run': 2,
      gauge: 1,
      gauges: 1,
      sold: 1,
      'tank factor': 2,
      'table factor': 2,
      'tank table': 2.5,
      // Oil sold off a lease by truck: what the truck hauled is the run.
      haul: 1.5,
      hauled: 1.5,
      'truck load': 1.5,
      // "load-out from a 12-ft tank: opened 13'3\", closed 4'0\"": the levels it was opened and
      // closed at.
      'load out': 2,
      'loaded out': 2,
      opened: 1,
      closed: 1,
    },
    inputs: [
      // "The gauge went from 15 ft 2 in down to 3 ft 1 in": the run's two levels in order, or the
      // levels before and after it, or it "opened" and "closed" at.
      {
        input: 'opening_gauge_ft',
        role: 'opening_gauge',
        names: ['from', 'went from', 'before', 'opened'],
      },
      {
        input: 'closing_gauge_ft',
        role: 'closing_gauge',
        names: ['to', 'down to', 'after', 'closed'],
      },
      { input: 'diameter_ft', role: 'tank_diameter', labelled: true },
      // A tank table factor needs no name: its unit (bbl per inch, per foot of level) says it.
      {
        input: 'strapping_factor_bbl_per_in',
        role: 'strapping_factor',
        free: true,
        accepts: perInch,
      },
      {
        input: 'strapping_factor_bbl_per_ft',
        role: 'strapping_factor',
        free: true,
        accepts: (mention) => !perInch(mention),
      },
      { input: 'ctl', role: 'ctl', labelled: true },
    ],
    // A tank's size ("12' dia x 20'", diameter by height): its height is no gauge of the run.
    compose: (reading, used) => {
      const size = sizePair(reading, used, ['diameter_ft', 'ft'], ['shell_height_ft', 'ft'], {
        asWritten: true,
      });
      if (size !== undefined) {
        return { input: { diameter_ft: size.input.diameter_ft }, used: size.used };
      }
      return tankNamedBySize(reading, used);
    },
    missing: (input) =>
      input.diameter_ft === undefined &&
      input.strapping_factor_bbl_per_in === undefined &&
      input.strapping_factor_bbl_per_ft === undefined
        ? 'the tank diameter (e.g. `12 ft diameter`) or its table factor (e.g. `1.67 bbl/in`)'
        : undefined,
    complete: (input) => {
      // One factor given in either unit is the same factor: the calculator takes one.
      if (
        input.strapping_factor_bbl_per_in !== undefined &&
        input.strapping_factor_bbl_per_ft !== undefined
      ) {
        delete input.strapping_factor_bbl_per_ft;
      }
      return undefined;
    },
  }),
];
