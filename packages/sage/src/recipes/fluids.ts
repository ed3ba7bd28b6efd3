import type { Reading } from '../label';
import { readQuantities, type Mention } from '../read';
import { normaliseText } from '../text';
import { convertValue, readUnit } from '../units';
import { CHANGE_JOIN, type Composed } from './recipe';

/**
 * Inputs built from several densities of one message: two muds mixed (a volume with each), a
 * column of several fluids (a height or a depth with each), and the bit nozzles written as sizes
 * in 32nds.
 */

const PPG = readUnit('ppg');
const FOOT = readUnit('ft');
const BARREL = readUnit('bbl');
const PPG_PER_SG = convertValue(1, readUnit('g/cm3'), PPG);
const DEPTH_UNITS = new Set(['ft', 'm', 'km']);

/** A mention's density in ppg: a density, a specific gravity, or a bare mud weight (12.5 or 1.45). */
export function densityPpg(mention: Mention): number | undefined {
  const unit = mention.unit;
  if (mention.range !== undefined) return undefined;
  if (unit === undefined) {
    if (mention.value >= 6 && mention.value <= 25) return mention.value;
    if (mention.value >= 0.7 && mention.value <= 3) return mention.value * PPG_PER_SG;
    return undefined;
  }
  if (unit.dimension === 'density') return convertValue(mention.value, unit, PPG);
  if (unit.dimension === 'specific_gravity') return mention.value * PPG_PER_SG;
  return undefined;
}

/** A fluid named right after a bare number: "13.5 lead", "1.90 tail", "10.2 mud". */
const FLUID_AFTER =
  /^\s*(?:(?:kill|base|active)\s+)?(?:mud|lead|tail|spacer|cement|cmt|slurry|brine|pill)\b(?!\s*(?:pumps?|pits?|tanks?|pipe|joints?|logger|motor|lines?|weight|in)\b)/;

/**
 * Densities written with a unit, or bare where nothing else is: right after a volume they are set
 * at ("180 bbl @ 11.4", "650 bbl active at 11.3", "320 bbl 10.2"), or with the fluid they are named after them
 * ("2,200' of 12.5 lead").
 */
function densities(
  reading: Pick<Reading, 'text' | 'mentions'>,
  used: ReadonlySet<number>,
): Mention[] {
  // "320 bbl 10.2": a mud weight with its decimals written straight after its volume, too.
  const setAtVolume = (mention: Mention) => {
    const volume = reading.mentions[mention.index - 1];
    if (volume?.unit?.dimension !== 'volume') return false;
    const between = reading.text.slice(volume.end, mention.start);
    return (
      /^\s*(?:[a-z]+\s+){0,3}?(?:@|at|of|weighing)\s*$/.test(between) ||
      (/^\s+$/.test(between) && mention.raw.includes('.'))
    );
  };
  // A specific gravity without its unit is only read with its decimals ("1.90 tail", not "2 tail").
  const namedFluid = (mention: Mention) =>
    FLUID_AFTER.test(reading.text.slice(mention.end)) &&
    (mention.value >= 6 || mention.raw.includes('.'));
  return reading.mentions.filter(
    (mention) =>
      !used.has(mention.index) &&
      (mention.unit !== undefined || setAtVolume(mention) || namedFluid(mention)) &&
      densityPpg(mention) !== undefined,
  );
}

/** The densities a message states, read as {@link densities} reads them. */
export function statedDensities(message: string): Mention[] {
  return densities({ text: normaliseText(message), mentions: readQuantities(message) }, new Set());
}

/**
 * Two muds mixed: each density with the volume written next to it ("400 bbl of 11 ppg mixed with
 * 400 bbl of 14 ppg", "300 bbl 10 ppg and 100 bbl 16 ppg").
 */
export function twoMuds(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const muds = densities(reading, used);
  const volumes = reading.mentions.filter(
    (mention) => !used.has(mention.index) && mention.unit?.dimension === 'volume',
  );
  if (muds.length !== 2 || volumes.length !== 2) return undefined;
  const [firstMud, secondMud] = muds as [Mention, Mention];
  const [firstVolume, secondVolume] = volumes as [Mention, Mention];
  // Written in order: each volume before (or right after) its mud.
  if (firstVolume.index > secondMud.index || secondVolume.index < firstMud.index) return undefined;
  const bbl = (mention: Mention) => convertValue(mention.value, mention.unit ?? BARREL, BARREL);
  return {
    input: {
      first_volume_bbl: bbl(firstVolume),
      first_mud_weight_ppg: densityPpg(firstMud),
      second_volume_bbl: bbl(secondVolume),
      second_mud_weight_ppg: densityPpg(secondMud),
    },
    used: [firstVolume.index, firstMud.index, secondVolume.index, secondMud.index],
  };
}

/**
 * A mud weight changed "from 14 to 12 ppg", "14 → 12 ppg", "1.40 sg down to 1.30 sg": the first
 * is the weight now, the second the one wanted. Either names the calculator's own inputs.
 */
export function fromTo(
  reading: Reading,
  used: ReadonlySet<number>,
  names: { from: string; to: string },
): Composed | undefined {
  for (const first of reading.mentions) {
    const second = reading.mentions[first.index + 1];
    if (second === undefined || used.has(first.index) || used.has(second.index)) continue;
    const from = densityPpg(first);
    const to = densityPpg(second);
    if (from === undefined || to === undefined) continue;
    if (first.unit === undefined && second.unit === undefined) continue;
    const between = reading.text.slice(first.end, second.start);
    if (!CHANGE_JOIN.test(between)) continue;
    return { input: { [names.from]: from, [names.to]: to }, used: [first.index, second.index] };
  }
  return undefined;
}

/** Words before a length that make it the depth a fluid reaches, not its height. */
const DEPTH_BEFORE =
  /\b(?:to|down to|till|until|at|bottom at|base at|reaching|from surface to|surface to|above|td|tvd|depth)\s*$/;
/** Words after a length that make it a height of fluid ("400 m of cement"). */
const HEIGHT_AFTER = /^\s*(?:tvd\s+)?(?:of|column|high|tall|long)\b/;
const HEIGHT_BEFORE = /\b(?:height|column of|length|with)\s*$/;

interface Layer {
  density: Mention;
  length?: Mention;
  /** The length is the depth this fluid reaches: the top of the one below it. */
  reaches?: boolean;
}

/** Words before a depth that make it the top of a fluid ("top of slurry at 2,100 m", "TOC 2,100 m"). */
const TOP_OF =
  /\b(?:top of (?:the )?(?:[a-z]+\s+){0,2}?(?:slurry|cement|tail|lead|spacer|pill|plug|fluid|mud|brine|column)|toc|tol)\s*(?:is\s+)?(?:at|@|=|:)?\s*$/;
/** Words after a fluid that put it at the bottom of the column ("1,200 ft of it at the bottom"). */
const AT_BOTTOM = /^[^,;]*?\b(?:at|on|in) the bottom\b/;
/** Words right after a fluid that put it on top ("10.8 ppg above", "brine on top"). */
const ON_TOP =
  /^\s*(?:[a-z]+\s+){0,2}?(?:above|on top|over (?:it|that|them))\s*(?:of it|of that)?\s*(?:[.,;)]|$)/;

/**
 * A column of several fluids from the top down: each density with the length next to it in its
 * clause, a length being the fluid's height ("400 m of 1.90 SG tail") or the depth it reaches
 * ("1.20 SG mud to 2,400 m"), a range its top and base ("cement 2,400–2,800 m"); one fluid may
 * have none when the column's total depth is given ("TD 2,800 m"). Undefined when the layers do
 * not add up.
 */
export function fluidLayers(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const muds = densities(reading, used);
  if (muds.length < 2) return undefined;
  const lengths = spans(
    reading.mentions.filter(
      (mention) =>
        !used.has(mention.index) && mention.unit !== undefined && DEPTH_UNITS.has(mention.unit.id),
    ),
  );
  // A total depth ("TD 9,500 ft", "at 10,000 ft") is the column's, not one fluid's — unless the
  // layers only add up with it as one fluid's height ("15.8 tail 1,400 ft (all TVD)").
  const tops = lengths.filter((length) => TOP_OF.test(length.before));
  const rest = lengths.filter((length) => !tops.includes(length));
  const totals = rest.filter((length) => isTotal(length, reading, muds));
  return (
    layersOf(reading, muds, rest, totals, tops) ??
    (totals.length > 0 && rest.length >= muds.length
      ? layersOf(reading, muds, rest, [], tops)
      : undefined)
  );
}

/** The two ends of a span written "from 1,200 m down to 3,000 m". */
const SPAN_JOIN = /^\s*(?:(?:down|up) )?to\s*$/;

/** A length, or a span of two read as one range with the index of its base. */
type Length = Mention & { base?: number };

/** Lengths with "from 1,200 m (down) to 3,000 m" read as one range, the fluid's top and base. */
function spans(lengths: readonly Mention[]): Length[] {
  const out: Length[] = [];
  for (let index = 0; index < lengths.length; index += 1) {
    const top = lengths[index] as Mention;
    const base = lengths[index + 1];
    if (
      base === undefined ||
      top.range !== undefined ||
      base.range !== undefined ||
      base.index !== top.index + 1 ||
      top.unit === undefined ||
      base.unit === undefined ||
      !/\bfrom\s*$/.test(top.before) ||
      !SPAN_JOIN.test(base.before)
    ) {
      out.push(top);
      continue;
    }
    const high = convertValue(base.value, base.unit, top.unit);
    if (!(high > top.value)) {
      out.push(top);
      continue;
    }
    out.push({
      ...top,
      end: base.end,
      after: base.after,
      raw: `${top.raw} to ${base.raw}`,
      range: { low: top.value, high },
      base: base.index,
    });
    index += 1;
  }
  return out;
}

/**
 * The fluids from the top down: in the order written, but a fluid said to be at the bottom goes
 * last and one said to be above goes first ("a 14.5 pill, 1,200 ft of it at the bottom, 10.8
 * above").
 */
function topDown(layers: readonly Layer[]): Layer[] {
  const place = (layer: Layer) =>
    ON_TOP.test(layer.density.after) ? -1 : AT_BOTTOM.test(layer.length?.after ?? '') ? 1 : 0;
  return [...layers].sort((a, b) => place(a) - place(b));
}

function layersOf(
  reading: Reading,
  muds: readonly Mention[],
  lengths: readonly Length[],
  totals: readonly Mention[],
  tops: readonly Mention[],
): Composed | undefined {
  const taken = new Set<number>();
  const paired = new Map<number, Length>();
  // Each density with the nearest length of its clause, the closest pairs first.
  const pairs = muds
    .flatMap((density) =>
      lengths
        .filter(
          (length) =>
            length.clause === density.clause &&
            !totals.includes(length) &&
            Math.abs(length.index - density.index) <= 2,
        )
        .map((length) => ({
          density,
          length,
          distance:
            Math.abs(length.index - density.index) * 4 +
            preference(length, density) +
            separated(reading, length, density) * 2,
        })),
    )
    .sort((a, b) => a.distance - b.distance);
  for (const pair of pairs) {
    if (paired.has(pair.density.index) || taken.has(pair.length.index)) continue;
    paired.set(pair.density.index, pair.length);
    taken.add(pair.length.index);
    if (pair.length.base !== undefined) taken.add(pair.length.base);
  }
  const layers = topDown(
    muds.map((density) => {
      const length = paired.get(density.index);
      return length === undefined ? { density } : { density, length };
    }),
  );
  // The top of a fluid is the depth the fluid above it reaches.
  for (const top of tops) {
    const below = layers.findIndex(
      (layer) => layer.density === muds.findLast((mud) => mud.end <= top.start),
    );
    const above = layers[below - 1];
    if (above === undefined || above.length !== undefined) return undefined;
    above.length = top;
    above.reaches = true;
    taken.add(top.index);
  }
  const total = totals
    .filter((length) => !taken.has(length.index))
    .sort((a, b) => b.value - a.value)[0];
  const heights: (number | undefined)[] = [];
  let depth = 0;
  for (const layer of layers) {
    const length = layer.length;
    if (length === undefined) {
      heights.push(undefined);
      continue;
    }
    const value = convertValue(length.value, length.unit ?? FOOT, FOOT);
    let height: number;
    if (length.range !== undefined) {
      const high = convertValue(length.range.high, length.unit ?? FOOT, FOOT);
      height = high - value;
    } else if (
      layer.reaches === true ||
      (isDepth(length) && (value > depth || DEPTH_BEFORE.test(length.before)))
    ) {
      height = value - depth;
    } else {
      // ("16.4 lead 1,200 ft TVD" above the fluids over it is no depth reached: its height.)
      height = value;
    }
    if (!(height > 0)) return undefined;
    heights.push(height);
    depth += height;
  }
  const open = heights.filter((height) => height === undefined).length;
  if (open > 1) return undefined;
  if (open === 1) {
    if (total === undefined) return undefined;
    const rest = convertValue(total.value, total.unit ?? FOOT, FOOT) - depth;
    if (!(rest > 0)) return undefined;
    heights[heights.indexOf(undefined)] = rest;
    taken.add(total.index);
  } else if (total !== undefined) {
    // Every fluid has its height: a total depth must agree with them, or the reading is unsure.
    const stated = convertValue(total.value, total.unit ?? FOOT, FOOT);
    if (Math.abs(stated - depth) > 0.01 * stated) return undefined;
    taken.add(total.index);
  }
  return {
    input: {
      fluids: layers.map((layer, index) => ({
        mud_weight_ppg: densityPpg(layer.density),
        height_ft: heights[index],
      })),
    },
    used: [...muds.map((mud) => mud.index), ...taken],
    notes: [
      `Read the fluids from the top down: ${layers
        .map(
          (layer, index) =>
            `${layer.density.raw} over ${Math.round((heights[index] ?? 0) * 10) / 10} ft`,
        )
        .join(', then ')}.`,
    ],
  };
}

/** Words around a length that make it the depth of the whole column. */
const TOTAL_BEFORE =
  /\b(?:td|total depth|at td|bottom hole|at bottom|at the bottom|well depth|hole depth|at)\s*$/;
const TOTAL_AFTER = /^\s*(?:td|total depth)\b/;

/** Whether a length is the depth of the whole column ("TD 9,500 ft", "at 10,000 ft"). */
function isTotal(length: Mention, reading: Reading, muds: readonly Mention[]): boolean {
  if (HEIGHT_AFTER.test(length.after)) return false;
  // "mud SG 1.10 on top for 2,380 m TVD": how far one fluid goes.
  const ofAFluid = muds.some(
    (mud) => mud.clause === length.clause && Math.abs(mud.index - length.index) <= 2,
  );
  if (ofAFluid && /\bfor\s*$/.test(length.before)) return false;
  if (TOTAL_BEFORE.test(length.before) || TOTAL_AFTER.test(length.after)) return true;
  const labels = reading.labels[length.index];
  return (labels?.get('tvd') ?? 0) >= 0.5 && !DEPTH_BEFORE.test(length.before);
}

/** How a length reads as the depth a fluid reaches rather than its height. */
function isDepth(length: Mention): boolean {
  if (HEIGHT_AFTER.test(length.after) || HEIGHT_BEFORE.test(length.before)) return false;
  return DEPTH_BEFORE.test(length.before) || /^\s*(?:tvd|td)\b/.test(length.after);
}

/** Words between a length and a density that start another fluid ("… mud and a 1,500 ft …"). */
function separated(reading: Reading, a: Mention, b: Mention): number {
  const [first, second] = a.index < b.index ? [a, b] : [b, a];
  const between = reading.text.slice(first.end, second.start);
  return /\b(?:and|with|then|over|above|below|under|beneath|on top of|plus)\b|,/.test(between)
    ? 1
    : 0;
}

/** Of two lengths as near, the one written in the usual place: before "of", after "to". */
function preference(length: Mention, density: Mention): number {
  // "a 14.5 pill, 1,200 ft of it": the fluid named before.
  if (/^\s*(?:tvd\s+)?of (?:it|that|this|them)\b/.test(length.after)) {
    return length.index > density.index ? 0 : 3;
  }
  if (length.index < density.index) return HEIGHT_AFTER.test(length.after) ? 0 : 1;
  return DEPTH_BEFORE.test(length.before) ? 0 : 1;
}

const COUNTS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/**
 * "three 13/32 nozzles", "3 x 13/32", "six 14s", "3-12s and 1-13": a count of nozzles of a size
 * (in 32nds, or as a fraction of 32).
 */
const COUNTED_NOZZLES =
  /\b(one|two|three|four|five|six|seven|eight|nine|\d)(?:\s*(?:x|×|-)\s*|\s+)(\d{1,2})(\/32(?:nds?)?(?:\s*(?:in|inch|"))?|s\b|(?![\d/.]))/g;
/** "12-12-13-13 nozzles", "13s", "14-14-15 jets": sizes listed before the word. */
const LISTED_BEFORE = /\b((?:\d{1,2}\s*-\s*){1,8}\d{1,2})s?\s*(?:jets?|nozzles?)\b/g;

/** The bit nozzles of a message in 32nds of an inch, each size once per nozzle. */
export function nozzleSizes(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  // "3x14 2x13 jets": every set of the message is part of the one bit.
  const sets = reading.mentions.filter(
    (mention) => !used.has(mention.index) && mention.nozzles !== undefined,
  );
  if (sets.length > 0) {
    return {
      input: { nozzles_32nds: sets.flatMap((set) => set.nozzles ?? []) },
      used: sets.map((set) => set.index),
    };
  }
  const inside = (start: number, end: number) =>
    reading.mentions
      .filter((mention) => mention.start < end && start < mention.end)
      .map((mention) => mention.index);
  const sizes: number[] = [];
  const taken: number[] = [];
  for (const match of reading.text.matchAll(COUNTED_NOZZLES)) {
    const count = COUNTS[match[1] ?? ''] ?? Number(match[1]);
    const size = Number(match[2]);
    // A plain "3 12" is no nozzle: a separator, "s" or "/32" says it is.
    if (!/[x×-]/.test(match[0]) && (match[3] ?? '') === '') continue;
    if (size < 7 || size > 32) continue;
    for (let n = 0; n < count; n += 1) sizes.push(size);
    taken.push(...inside(match.index, match.index + match[0].length));
  }
  if (sizes.length === 0) {
    for (const match of reading.text.matchAll(LISTED_BEFORE)) {
      sizes.push(...(match[1] ?? '').split('-').map((size) => Number(size.trim())));
      taken.push(...inside(match.index, match.index + match[0].length));
    }
  }
  if (sizes.length === 0 || sizes.some((size) => size < 6 || size > 32)) return undefined;
  return {
    input: { nozzles_32nds: sizes },
    used: taken,
    notes: [`Read the nozzles as ${sizes.join(', ')} (32nds of an inch).`],
  };
}
