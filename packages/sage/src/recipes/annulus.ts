import type { Reading } from '../label';
import type { Mention } from '../read';
import { convertValue, readUnit } from '../units';
import { plain } from '../format';
import { API_PIPE_SIZES, apiPipeSize, insideDiameterIn } from '@petrosage/oilfield/pipe-sizes';
import { LB_PER_FT, weighedPipe } from '../pipe';
import type { Composed } from './recipe';

/**
 * The annulus of a question, read from its lengths and diameters in the order written: each
 * length with two diameters is a section, the larger diameter the hole (or casing ID) and the
 * smaller the pipe in it ("3,000 ft of 5 in DP in 8-1/2 in hole; 300 ft of 6-1/2 in collars in
 * 8-1/2 in hole"). A casing's inside diameter written after its nominal size stands for it
 * ("9-5/8 in 47# casing (8.681 ID)"); a weight per foot is no diameter.
 */

export interface AnnularSection {
  length_ft: number;
  hole_or_casing_id_in: number;
  pipe_od_in: number;
}

const DIAMETER_UNITS = new Set(['in', 'mm', 'cm']);
const LENGTH_UNITS = new Set(['ft', 'm', 'km']);
/** An inside diameter named right after its number ("8.681 ID", "8.681 in I.D."). */
const ID_AFTER = /^\s*\)?\s*(?:id|i\.d\.?|inside diameter|inner diameter)\b/;
/** …or right before it ("ID 8.681", "ID of 8.681 in"). */
const ID_BEFORE = /\b(?:id|i\.d\.?|inside diameter|inner diameter)\s*(?:of|=|:|is)?\s*\(?\s*$/;
/** A weight per foot ("47#", "47 lb/ft", "ppf"): a casing's weight, not a size. */
const WEIGHT_AFTER = /^\s*(?:#|lb\/ft|lbs?\/ft|ppf|lb per ft|pound)/;

export interface Piece {
  kind: 'length' | 'diameter';
  value: number;
  mention: Mention;
  inside: boolean;
  /** The nominal size written just before an inside diameter: the same casing's. */
  nominal?: Piece;
  /** A length written as the depths it spans ("6,200-9,800 ft"), in ft: `value` is its length. */
  span?: { top: number; bottom: number };
  /** The bore of a size written with its weight ("7\" 26# casing": 6.276 in), when it is a hole's. */
  bore?: { id: number; note: string };
}

/** A diameter as the outside of an annulus: a casing's bore when its weight gave one. */
function outer(piece: Piece): number {
  return piece.bore?.id ?? piece.value;
}

/** Roles a bare number named for a size has ("12-1/4 hole", "5 DP", "12.415 csg"). */
const SIZE_ROLES = ['hole_diameter', 'casing_id', 'casing_size', 'pipe_od', 'pipe_id'];

/** Words right beside a bare size that say what it is ("12.415 csg", "in 12.25 hole"). */
const SIZE_AFTER =
  /^(?:casing|csg|hole|oh|open hole|liner|riser|dp|drill ?pipe|pipe|collars?|dcs?|hwdp|tubing|tbg)\b/;

/** Words after a size that make it a hole or a casing, and those that make it a pipe. */
export const HOLE_AFTER = /^\s*\)?\s*(?:open hole|hole|oh|casing|csg|liner)\b/;
const PIPE_AFTER = /^\s*\)?\s*(?:dp|drill ?pipe|pipe|collars?|dcs?|hwdp|tubing|tbg)\b/;

const INCH = readUnit('in');
const FOOT = readUnit('ft');

/**
 * The lengths and diameters of the message in order, in ft and in; `replaced` gets the mentions
 * read as part of another (a nominal size before its ID, a weight per foot). Undefined when a
 * length is in a unit no section takes.
 */
export function pieces(
  reading: Reading,
  used: ReadonlySet<number>,
  replaced: number[],
): Piece[] | undefined {
  const found: Piece[] = [];
  for (const mention of reading.mentions) {
    if (used.has(mention.index)) continue;
    const unit = mention.unit;
    if (mention.range !== undefined) {
      // "8.5 in open hole 6,200-9,800 ft": a section from one depth to the other.
      if (unit !== undefined && LENGTH_UNITS.has(unit.id)) {
        const [top, bottom] = [mention.range.low, mention.range.high].map((depth) =>
          convertValue(depth, unit, FOOT),
        ) as [number, number];
        found.push({
          kind: 'length',
          value: bottom - top,
          mention,
          inside: false,
          span: { top, bottom },
        });
      }
      continue;
    }
    const inside =
      (unit === undefined || DIAMETER_UNITS.has(unit.id)) &&
      (ID_AFTER.test(mention.after) || ID_BEFORE.test(mention.before.slice(-24)));
    // A casing's weight per foot belongs to it: read, not a size.
    if (
      (unit === undefined && WEIGHT_AFTER.test(mention.after)) ||
      unit?.dimension === 'weight_per_length'
    ) {
      replaced.push(mention.index);
      continue;
    }
    if (inside) {
      const value = unit === undefined ? mention.value : convertValue(mention.value, unit, INCH);
      const previous = found.at(-1);
      // The nominal size just before an ID is the same casing's.
      const nominal =
        previous?.kind === 'diameter' && !previous.inside && previous.value > value
          ? previous
          : undefined;
      if (nominal !== undefined) {
        replaced.push(nominal.mention.index);
        found.pop();
      }
      found.push({ kind: 'diameter', value, mention, inside: true, ...(nominal && { nominal }) });
    } else if (
      (unit !== undefined && DIAMETER_UNITS.has(unit.id)) ||
      (unit === undefined &&
        mention.value > 0.5 &&
        mention.value <= 60 &&
        (SIZE_AFTER.test(mention.after) ||
          SIZE_ROLES.some((role) => (reading.labels[mention.index]?.get(role) ?? 0) >= 0.5)))
    ) {
      const value = unit === undefined ? mention.value : convertValue(mention.value, unit, INCH);
      const weighed = weighedPipe(reading, mention);
      const bore =
        weighed === undefined
          ? undefined
          : {
              id: insideDiameterIn(weighed.pipe),
              note: `${mention.raw.trim()} ${weighed.weight.raw.trim()} ${weighed.pipe.kind} read at its API bore, ${plain(insideDiameterIn(weighed.pipe))} in (wall ${plain(weighed.pipe.wallIn)} in).`,
            };
      found.push({
        kind: 'diameter',
        value,
        // "9-5/8 47# casing": what the size is, said after its weight.
        mention: weighed === undefined ? mention : { ...mention, after: weighed.weight.after },
        inside: false,
        ...(bore !== undefined && { bore }),
      });
    } else if (unit !== undefined && LENGTH_UNITS.has(unit.id)) {
      found.push({
        kind: 'length',
        value: convertValue(mention.value, unit, FOOT),
        mention,
        inside: false,
      });
    } else if (
      unit === undefined &&
      mention.value >= 100 &&
      (DEPTH_BEFORE.test(mention.before) || /^\s*(?:td|tvd|md)\b/.test(mention.after))
    ) {
      // "8.5 OH to 10,400", "to 10,525 TD": a depth written bare, in feet.
      found.push({ kind: 'length', value: mention.value, mention, inside: false });
    } else if (unit !== undefined && unit.dimension === 'length') {
      return undefined;
    }
  }
  return found;
}

/**
 * "7\" casing and 2-7/8\" tubing …" then "casing ID is 6.276" or "it's 26#": an inside diameter
 * said of a casing, or a weight written apart from any size, is the bore of the one casing named
 * by its size alone — a weight only when the API tables list it for that size.
 */
function boreOfTheCasing(reading: Reading, found: Piece[], replaced: number[]): Piece[] {
  const casings = found.filter(nominalCasing);
  const [casing] = casings;
  if (casing === undefined || casings.length !== 1) return found;
  const named = (piece: Piece) =>
    /\b(?:casing|csg|liner)\b/.test(`${piece.mention.before.slice(-30)} ${piece.mention.after}`);
  const insides = found.filter(
    (piece) => piece.inside && piece.nominal === undefined && piece.value < casing.value,
  );
  const [inside] = insides;
  if (inside !== undefined && insides.length === 1 && named(inside)) {
    casing.bore = {
      id: inside.value,
      note: `${inside.mention.raw.trim()} read as the ${casing.mention.raw.trim()} casing's ID.`,
    };
    replaced.push(inside.mention.index);
    return found.filter((piece) => piece !== inside);
  }
  const weights = reading.mentions.filter(
    (mention) =>
      replaced.includes(mention.index) &&
      mention.unit?.dimension === 'weight_per_length' &&
      !reading.mentions.some((size) => weighedPipe(reading, size)?.weight === mention),
  );
  const [weight] = weights;
  const pipe =
    weight?.unit === undefined
      ? undefined
      : apiPipeSize(casing.value, convertValue(weight.value, weight.unit, LB_PER_FT));
  if (weights.length === 1 && weight !== undefined && pipe?.kind === 'casing') {
    const id = insideDiameterIn(pipe);
    casing.bore = {
      id,
      note: `${casing.mention.raw.trim()} casing of ${weight.raw.trim()} read at its API bore, ${plain(id)} in (wall ${plain(pipe.wallIn)} in).`,
    };
  }
  return found;
}

/**
 * The annular sections of a message, or undefined when its lengths and diameters do not pair up
 * (three diameters to one length, a length with none). With `perFoot`, two diameters and no length
 * are one foot of annulus: the capacity.
 */
export function annularSections(
  reading: Reading,
  used: ReadonlySet<number>,
  options: { perFoot?: boolean } = {},
): Composed | undefined {
  const replaced: number[] = [];
  const read = pieces(reading, used, replaced);
  if (read === undefined) return undefined;
  const found = boreOfTheCasing(reading, read, replaced);
  const composed = sectionsOf(reading, found, replaced, options);
  if (composed === undefined) return undefined;
  const outers = new Set(
    (composed.input.sections as AnnularSection[]).map((section) => section.hole_or_casing_id_in),
  );
  // "between 7\" casing and 2-7/8\" tubing": a casing's size is its outside; its bore is asked.
  if (found.some((piece) => outers.has(piece.value) && nominalCasing(piece))) return undefined;
  // A casing written with its weight is read at its bore: said, with the wall it stands for.
  const bores = found.flatMap((piece) =>
    piece.bore !== undefined && outers.has(piece.bore.id) ? [piece.bore.note] : [],
  );
  return bores.length === 0
    ? composed
    : { ...composed, notes: [...(composed.notes ?? []), ...bores] };
}

/** A casing named by its API size alone, no bore or weight written: its outside diameter. */
function nominalCasing(piece: Piece): boolean {
  return (
    piece.kind === 'diameter' &&
    !piece.inside &&
    piece.bore === undefined &&
    /^\s*\)?\s*(?:casing|csg|liner)\b/.test(piece.mention.after) &&
    API_PIPE_SIZES.some(
      (size) => size.kind === 'casing' && Math.abs(size.odIn - piece.value) < 0.01,
    )
  );
}

/** The sections `found` pairs up into, by the first reading of them that holds (see above). */
function sectionsOf(
  reading: Reading,
  found: Piece[],
  replaced: number[],
  options: { perFoot?: boolean },
): Composed | undefined {
  const sections: AnnularSection[] = [];
  const taken: number[] = [];
  let lengths: Piece[] = [];
  let diameters: Piece[] = [];
  for (const piece of found) {
    if (piece.kind === 'length') lengths.push(piece);
    else diameters.push(piece);
    if (lengths.length > 1 || diameters.length > 2) {
      return oneHole(reading, found, replaced) ?? wellSections(reading, found, replaced);
    }
    const [length] = lengths;
    const [a, b] = diameters;
    if (length !== undefined && a !== undefined && b !== undefined) {
      sections.push({
        length_ft: length.value,
        hole_or_casing_id_in: outer(a.value > b.value ? a : b),
        pipe_od_in: Math.min(a.value, b.value),
      });
      taken.push(length.mention.index, a.mention.index, b.mention.index);
      lengths = [];
      diameters = [];
    }
  }
  // "…, then 650 m of 216 mm open hole, same DP": a hole of its own around the pipe before it.
  const [hole] = diameters;
  const before = sections.at(-1);
  if (
    lengths.length === 1 &&
    diameters.length === 1 &&
    hole !== undefined &&
    before !== undefined &&
    hole.value > before.pipe_od_in &&
    SAME_PIPE.test(reading.text.slice(hole.mention.end))
  ) {
    const [length] = lengths;
    if (length !== undefined) {
      sections.push({
        length_ft: length.value,
        hole_or_casing_id_in: outer(hole),
        pipe_od_in: before.pipe_od_in,
      });
      taken.push(length.mention.index, hole.mention.index);
      return {
        input: { sections },
        used: [...taken, ...replaced],
        notes: [
          `The last section read around the same ${plain(String(before.pipe_od_in))} in pipe.`,
        ],
      };
    }
  }
  if (lengths.length > 0 || diameters.length > 0) {
    const [a, b] = diameters;
    if (
      options.perFoot === true &&
      sections.length === 0 &&
      lengths.length === 0 &&
      a !== undefined &&
      b !== undefined
    ) {
      return {
        input: {
          sections: [
            {
              length_ft: 1,
              hole_or_casing_id_in: outer(a.value > b.value ? a : b),
              pipe_od_in: Math.min(a.value, b.value),
            },
          ],
        },
        used: [a.mention.index, b.mention.index, ...replaced],
        notes: ['No length given: the volume shown is for 1 ft of annulus, its capacity.'],
      };
    }
    return oneHole(reading, found, replaced) ?? wellSections(reading, found, replaced);
  }
  if (sections.length === 0) return undefined;
  return { input: { sections }, used: [...taken, ...replaced] };
}

/**
 * Several strings in one hole ("9,800 ft of 5 in DP and 700 ft of 6-3/4 in collars, all in
 * 8-1/2 in hole", or the hole first): each length with the pipe written beside it, all in the one
 * diameter larger than every pipe, written before them all or after them all.
 */
function oneHole(
  reading: Reading,
  found: readonly Piece[],
  replaced: readonly number[],
): Composed | undefined {
  const diameters = found.filter((piece) => piece.kind === 'diameter');
  // Each string must be named a pipe and the hole a hole (or casing): an open hole below a
  // casing is a section of its own, never a pipe in the casing.
  const named = (piece: Piece, words: RegExp, roles: readonly string[]) =>
    words.test(piece.mention.after) ||
    roles.some((role) => (reading.labels[piece.mention.index]?.get(role) ?? 0) >= 0.5);
  const largest = Math.max(...diameters.map((piece) => piece.value));
  const holes = diameters.filter((piece) => piece.value === largest);
  const hole = holes[0];
  if (holes.length !== 1 || hole === undefined) return undefined;
  const at = found.indexOf(hole);
  if (at !== 0 && at !== found.length - 1) return undefined;
  const strings = found.filter((piece) => piece !== hole);
  if (strings.length < 4 || strings.length % 2 !== 0) return undefined;
  if (!named(hole, HOLE_AFTER, ['hole_diameter', 'casing_id'])) return undefined;
  const pipes = strings.filter((piece) => piece.kind === 'diameter');
  if (
    !pipes.every(
      (pipe) => named(pipe, PIPE_AFTER, ['pipe_od']) && !HOLE_AFTER.test(pipe.mention.after),
    )
  ) {
    return undefined;
  }
  const sections: AnnularSection[] = [];
  for (let index = 0; index < strings.length; index += 2) {
    const [first, second] = [strings[index], strings[index + 1]];
    if (first === undefined || second === undefined || first.kind === second.kind) return undefined;
    const [length, pipe] = first.kind === 'length' ? [first, second] : [second, first];
    sections.push({
      length_ft: length.value,
      hole_or_casing_id_in: outer(hole),
      pipe_od_in: pipe.value,
    });
  }
  return {
    input: { sections },
    used: [...found.map((piece) => piece.mention.index), ...replaced],
    notes: [`Every string read in the one ${hole.mention.raw.trim()} hole.`],
  };
}

/** The string said to carry on through the last hole ("same DP", "same pipe", "same string"). */
const SAME_PIPE = /^[^.;?]*\bsame\s+(?:dp|drill ?pipe|pipe|string|od|size pipe)\b/i;

/** Words before a length that make it a depth reached ("set at 5,200'", "down to 10,900 ft"). */
const DEPTH_BEFORE =
  /(?:\bset (?:at|to)|\bdown to|\bto|\bat|@|\btd(?: of| at| is)?|\bdepth(?: of| is)?|\blanded (?:at|to)|\bshoe (?:at|is))\s*(?:current depth|td|total depth)?\s*(?:of|is|=|:)?\s*$/;
/** Pipes that sit at the bottom of the string, with a length of their own. */
const BOTTOM_PIPE_AFTER = /^\s*\)?\s*(?:drill )?(?:collars?|dcs?|bha|hwdp)\b/;
/** Collars hung below where the drill pipe ends ("DP to 9,500 and 620 ft of DCs below that"). */
const BELOW_THE_PIPE =
  /^\s*\)?\s*(?:drill )?(?:collars?|dcs?|bha|hwdp)\s+(?:below|under(?:neath)?|beneath)\s+(?:that|it|them|the (?:dp|drill ?pipe|pipe))\b/;

/**
 * A well described by its holes and its string ("9-5/8 casing (ID 8.681) set to 6,500 ft, then
 * 8-1/2 open hole down to 10,900 ft; 5 in DP with the bottom 600 ft 6-1/2 collars"): each casing
 * or open hole down to a depth or for a length, in order from surface; the drill pipe all the way
 * down and the collars (with their length) at the bottom. When the last hole is given by a depth
 * the collars sit inside it; when it is given by a length, sections follow one another and the
 * collars' length comes below it ("… 8.5 OH with 5 DP for 4,100 ft, then 620 ft of collars").
 */
function wellSections(
  reading: Reading,
  found: readonly Piece[],
  replaced: readonly number[],
): Composed | undefined {
  const named = (piece: Piece, words: RegExp, roles: readonly string[]) =>
    words.test(piece.mention.after) ||
    roles.some((role) => (reading.labels[piece.mention.index]?.get(role) ?? 0) >= 0.5);
  const isHole = (piece: Piece) =>
    piece.kind === 'diameter' &&
    (piece.inside || named(piece, HOLE_AFTER, ['hole_diameter', 'casing_id']));
  const isPipe = (piece: Piece) =>
    piece.kind === 'diameter' && !isHole(piece) && named(piece, PIPE_AFTER, ['pipe_od']);
  const isBottomPipe = (piece: Piece | undefined) =>
    piece !== undefined && isPipe(piece) && BOTTOM_PIPE_AFTER.test(piece.mention.after);

  const holes: { id: number; top?: number; depth?: number; length?: number }[] = [];
  let pipe: number | undefined;
  let bottom: { od?: number; length?: number; below?: boolean } | undefined;
  for (const [at, piece] of found.entries()) {
    if (isHole(piece)) {
      holes.push({ id: outer(piece) });
    } else if (isBottomPipe(piece)) {
      if (bottom?.od !== undefined) return undefined;
      bottom = {
        ...bottom,
        od: piece.value,
        ...(BELOW_THE_PIPE.test(piece.mention.after) && { below: true }),
      };
    } else if (isPipe(piece)) {
      if (pipe !== undefined && pipe !== piece.value) return undefined;
      pipe = piece.value;
    } else if (piece.kind === 'length') {
      // "… then 600 ft of 6-1/2 DCs to TD at 9,800": a depth after the collars' length, below the
      // last hole's, is the bottom of that hole, the collars at its foot.
      const deepest = holes.at(-1);
      if (
        bottom?.length !== undefined &&
        deepest?.depth !== undefined &&
        piece.value > deepest.depth &&
        DEPTH_BEFORE.test(piece.mention.before)
      ) {
        deepest.depth = piece.value;
        continue;
      }
      // A length written beside the collars ("600' of 6-1/2 DCs", "6.5 collars 620 ft") is theirs.
      const ofNext =
        isBottomPipe(found[at + 1]) &&
        /^\s*(?:,?\s*(?:of|which is|which are|is|are|being)\b|$)/.test(piece.mention.after);
      const afterPrevious = isBottomPipe(found[at - 1]) && /^[^,;.]*$/.test(piece.mention.before);
      if (ofNext || afterPrevious) {
        if (bottom?.length !== undefined) return undefined;
        bottom = { ...bottom, length: piece.value };
        continue;
      }
      const hole = holes.at(-1);
      if (hole === undefined || hole.depth !== undefined || hole.length !== undefined) {
        return undefined;
      }
      if (piece.span !== undefined)
        Object.assign(hole, { top: piece.span.top, depth: piece.span.bottom });
      else if (DEPTH_BEFORE.test(piece.mention.before)) hole.depth = piece.value;
      else hole.length = piece.value;
    } else {
      return undefined;
    }
  }
  if (pipe === undefined || holes.length < 2) return undefined;
  if (bottom !== undefined && (bottom.od === undefined || bottom.length === undefined)) {
    return undefined;
  }
  // Each hole from the last one's bottom down to its depth, or for its length.
  const spans: { top: number; bottom: number; id: number }[] = [];
  let top = 0;
  for (const hole of holes) {
    const end = hole.depth ?? (hole.length === undefined ? undefined : top + hole.length);
    // Spans written from depth to depth must follow one another from surface.
    if (end === undefined || end <= top || (hole.top !== undefined && hole.top !== top)) {
      return undefined;
    }
    spans.push({ top, bottom: end, id: hole.id });
    top = end;
  }
  const last = holes.at(-1);
  const lastSpan = spans.at(-1);
  if (last === undefined || lastSpan === undefined) return undefined;
  if (bottom?.length !== undefined && (last.depth === undefined || bottom.below === true)) {
    // Lengths that follow one another, or collars said to hang below where the pipe ends: the
    // collars below the last section, in the same hole.
    spans.push({ top, bottom: top + bottom.length, id: lastSpan.id });
    top += bottom.length;
  }
  const collarTop = bottom?.length === undefined ? top : top - bottom.length;
  if (collarTop < 0) return undefined;
  const sections: AnnularSection[] = [];
  for (const span of spans) {
    for (const [from, to, od] of [
      [span.top, Math.min(span.bottom, collarTop), pipe],
      [Math.max(span.top, collarTop), span.bottom, bottom?.od ?? pipe],
    ] as const) {
      if (to - from <= 0) continue;
      if (od >= span.id) return undefined;
      sections.push({ length_ft: to - from, hole_or_casing_id_in: span.id, pipe_od_in: od });
    }
  }
  return {
    input: { sections },
    used: [...found.map((piece) => piece.mention.index), ...replaced],
    notes: [
      `Read as a well from surface: ${sections
        .map(
          (section) =>
            `${plain(section.length_ft)} ft of ${plain(section.pipe_od_in)} in pipe in ${plain(section.hole_or_casing_id_in)} in`,
        )
        .join(', then ')}.`,
    ],
  };
}
