import type { Dimension } from '../units';

/**
 * A role is what a number is in an engineer's sentence — the shut-in drill pipe pressure, the true
 * vertical depth, the plunger size — learned once with every name engineers give it, and used by
 * every calculator that takes it. A calculator input names its role; the reader finds the role of
 * each number from the words around it.
 */
export interface Role {
  id: string;
  /** How replies name it ("SIDPP"). */
  label: string;
  /** Dimensions of the quantities that can fill it ('dimensionless' takes bare numbers). */
  takes: readonly Dimension[];
  /** Only these units fill it (a diameter in in or mm, never ft). */
  units?: readonly string[];
  /**
   * How a bare number labelled for this role is read: in a unit (with a note), by which unit's
   * plausible range holds it, or as a pure number.
   */
  bare?: { field?: string; metric?: string } | 'number';
  /** Plausible values by unit id: tells "1.45" (SG) from "12.5" (ppg) for a bare mud weight. */
  plausible?: Readonly<Record<string, readonly [number, number]>>;
  /**
   * Values it can have whatever the words say, by unit id: a number written in that unit outside
   * its range is no such quantity (a 9,000 ft "stroke" is a depth beside the word "strokes").
   */
  range?: Readonly<Record<string, readonly [number, number]>>;
  /** The phrases that name it, before or after its number. */
  names: readonly string[];
  /** A broader role whose names fill this one too, less surely ("depth" for the TVD). */
  broader?: string;
  /**
   * The broader role's name is this quantity said less precisely, not another one: with no number
   * named for this role, a number named by the broader one is surely it (a plain "stroke" is the
   * plunger's; a TVD is not surely the shoe's).
   */
  sameWhenAlone?: boolean;
  /**
   * A role this one is a kind of, whose names do not fill it: named so, a number does not rule
   * that role out ("5,000 bbl/d of produced water" is a liquid rate for a line's pressure drop).
   */
  kindOf?: string;
  /**
   * The roles whose new value this one names ("weight up to 11.6" is the mud weight wanted): in a
   * change to a calculation that takes none of this role, the number is the new value of the
   * first of them the calculation takes (the mud in use before the mud of a leak-off test).
   */
  newValueOf?: readonly string[];
  /**
   * Roles that say what the quantity is of, not which one it is: named so, a number can still be
   * this role ("an oil well making 120 m3/d" gives a decline its initial rate).
   */
  of?: readonly string[];
  /**
   * A difference of two values (a temperature rise, a depression): a temperature converts by the
   * size of its degree only (27 °F of depression is 15 °C, not −2.8 °C).
   */
  difference?: boolean;
  /**
   * A follow-up changes it only by naming it: "try 600 psi" after a kill weight could be SIDPP or
   * SICP, so a bare pressure is asked about, not taken for it.
   */
  namedChangesOnly?: boolean;
  /**
   * An inside diameter that a nominal size ("2-7/8 tubing", "9-5/8 casing", written as a whole
   * number and a fraction) never fills: the nominal size is the pipe's outside size.
   */
  insideOnly?: boolean;
  /**
   * A place as much as a quantity: a number written "at" it is a value there ("3,100 at re" is
   * the pressure at the drainage radius), not the role itself.
   */
  place?: boolean;
  /** What to ask for when it is missing ("the true vertical depth (e.g. `10,500 ft TVD`)"). */
  ask: string;
}

/** A role with its id given by the key of the record it is written in. */
export type RoleSpec = Omit<Role, 'id'>;

/** Writes a record of roles with their ids filled in from the keys. */
export function roles<K extends string>(specs: Record<K, RoleSpec>): Record<K, Role> {
  const out = {} as Record<K, Role>;
  for (const [id, spec] of Object.entries(specs) as [K, RoleSpec][]) out[id] = { id, ...spec };
  return out;
}
