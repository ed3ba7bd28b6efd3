import { LABELLED, type Reading } from '../label';
import type { Mention } from '../read';
import { plain } from '../format';
import { convertValue, readUnit } from '../units';
import { pieces, HOLE_AFTER, type Piece } from './annulus';
import type { Composed } from './recipe';

const FOOT = readUnit('ft');
/** Roles a depth the cement reaches down to is named by (TD, the shoe, a depth). */
const BOTTOM_ROLES = ['depth', 'shoe_tvd', 'tvd', 'md'];

/**
 * "TOC 6,800', TD 9,400'": the cement from its top down to the depth below it, when the message
 * names both and no length of its own — the open-hole length the calculation takes.
 */
export function cementSpan(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const inFeet = (mention: Mention) =>
    mention.unit === undefined ? undefined : convertValue(mention.value, mention.unit, FOOT);
  const named = (mention: Mention, roles: readonly string[]) =>
    !used.has(mention.index) &&
    mention.unit?.dimension === 'length' &&
    roles.some((role) => (reading.labels[mention.index]?.get(role) ?? 0) >= LABELLED);
  const tops = reading.mentions.filter((mention) => named(mention, ['top_of_cement']));
  const [top] = tops;
  const topFt = top === undefined ? undefined : inFeet(top);
  if (top === undefined || topFt === undefined || tops.length > 1) return undefined;
  const bottoms = reading.mentions.filter(
    (mention) => mention !== top && named(mention, BOTTOM_ROLES) && (inFeet(mention) ?? 0) > topFt,
  );
  const [bottom] = bottoms;
  const bottomFt = bottom === undefined ? undefined : inFeet(bottom);
  if (bottom === undefined || bottomFt === undefined || bottoms.length > 1) return undefined;
  return {
    input: { open_hole_length_ft: bottomFt - topFt },
    used: [top.index, bottom.index],
    notes: [
      `Cement from the top at ${top.raw} down to ${bottom.raw}: ${plain(bottomFt - topFt)} ft.`,
    ],
  };
}

/**
 * A cement job's geometry read from the order it is written in, when it brings cement up inside
 * the casing above ("7 in csg in 8-1/2 OH: 2,500 ft of open hole + 300 ft back up inside the
 * 9-5/8 (ID 8.681), 80 ft shoe track, csg ID 6.276"): the hole, the casing cemented (the size
 * set in the hole), the open-hole length, the lap and the inside diameter of the casing it laps
 * into, and the shoe track with the cemented casing's own inside diameter. Two sizes and two IDs
 * are easily mixed up one by one; read together, each is what its place says. A job with no lap
 * is left to the inputs' own names.
 */

/** Words after a length that bring it up inside the casing above. */
const LAP_AFTER =
  /^\s*(?:of\s+)?(?:(?:back\s+)?up\s+)?(?:lap|overlap|inside|into|in)\b(?:\s+(?:inside|into|in))?\s*(?:the\b\s*)?(?:(?:previous|last|intermediate|surface)\s+)?(?:casing|csg)?\s*$/;
/** …or before it ("lap of 300 ft", "overlap: 150 m"). */
const LAP_BEFORE = /\b(?:lap|overlap)\s*(?:of|=|:|is)?\s*$/;
/** Words that make a length the open hole's. */
const OPEN_HOLE_AFTER = /^\s*(?:of\s+)?(?:oh|open[- ]hole)\b/;
const OPEN_HOLE_BEFORE = /\b(?:oh|open[- ]hole)(?:\s+length)?\s*(?:of|=|:|is)?\s*$/;
/** Words that make a length the shoe track's. */
const SHOE_AFTER = /^\s*(?:of\s+)?shoe\s+(?:track|joints?)\b/;
const SHOE_BEFORE = /\bshoe\s+(?:track|joints?)\s*(?:of|=|:|is)?\s*$/;

export function cementJob(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const replaced: number[] = [];
  const found = pieces(reading, used, replaced);
  if (found === undefined) return undefined;
  const lengths = found.filter((piece) => piece.kind === 'length');
  const laps = lengths.filter(
    (piece) => LAP_AFTER.test(piece.mention.after) || LAP_BEFORE.test(piece.mention.before),
  );
  const [lap] = laps;
  if (lap === undefined || laps.length > 1) return undefined;

  // The hole is named so; the casing is the other size written before the lap (its ID beside
  // it, if given, is its own).
  const sizes = found.flatMap((piece) =>
    piece.kind !== 'diameter' ? [] : piece.inside ? (piece.nominal ?? []) : [piece],
  );
  const at = (piece: Piece) => piece.mention.index;
  const lapAt = at(lap);
  const named = (piece: Piece) =>
    HOLE_AFTER.test(piece.mention.after) &&
    !/^\s*\)?\s*(?:casing|csg|liner)\b/.test(piece.mention.after);
  const holes = sizes.filter(
    (piece) =>
      named(piece) || (reading.labels[piece.mention.index]?.get('hole_diameter') ?? 0) >= 0.5,
  );
  const [hole] = holes;
  if (hole === undefined || holes.length > 1) return undefined;
  const casings = sizes.filter((piece) => piece !== hole && at(piece) < lapAt);
  const [casing] = casings;
  if (casing === undefined || casings.length > 1 || casing.value >= hole.value) return undefined;
  // A size after the lap with no ID is the casing above, its ID not given: asked for.
  if (found.some((piece) => piece.kind === 'diameter' && !piece.inside && at(piece) > lapAt)) {
    return undefined;
  }

  const insides = found.filter((piece) => piece.kind === 'diameter' && piece.inside);
  const above = insides.filter((piece) => piece.value > casing.value);
  const own = insides.filter((piece) => piece.value < casing.value);
  const [previous] = above;
  if (previous === undefined || above.length > 1 || own.length > 1) return undefined;

  const shoes = lengths.filter(
    (piece) => SHOE_AFTER.test(piece.mention.after) || SHOE_BEFORE.test(piece.mention.before),
  );
  const open = lengths.filter(
    (piece) =>
      piece !== lap &&
      !shoes.includes(piece) &&
      (OPEN_HOLE_AFTER.test(piece.mention.after) || OPEN_HOLE_BEFORE.test(piece.mention.before)),
  );
  const rest = lengths.filter(
    (piece) => piece !== lap && !shoes.includes(piece) && !open.includes(piece),
  );
  const openHole =
    open.length === 1 && rest.length === 0
      ? open[0]
      : open.length === 0 && rest.length === 1
        ? rest[0]
        : undefined;
  if (openHole === undefined || shoes.length > 1) return undefined;
  const [shoe] = shoes;
  const [casingId] = own;

  return {
    input: {
      hole_diameter_in: hole.value,
      casing_od_in: casing.value,
      open_hole_length_ft: openHole.value,
      previous_casing_id_in: previous.value,
      cased_length_ft: lap.value,
      ...(shoe !== undefined && { shoe_track_length_ft: shoe.value }),
      ...(casingId !== undefined && { casing_id_in: casingId.value }),
    },
    used: [...found.map((piece) => piece.mention.index), ...replaced],
  };
}
