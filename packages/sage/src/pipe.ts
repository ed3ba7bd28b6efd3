import { apiPipeSize, type PipeSize } from '@petrosage/oilfield/pipe-sizes';
import type { Reading } from './label';
import type { Mention } from './read';
import { convertValue, readUnit } from './units';

/** The words for a pipe a size may be written before. */
const PIPE_WORDS = String.raw`(?:casing|csg|liner|tubing|tbg|drill ?pipe|dp)`;
/** An inch mark or word after a size. */
const INCH_MARK = String.raw`(?:in\b\.?|inch(?:es)?\b|")?`;

/**
 * What may stand between a size and its weight: `7" 26#`, `2-7/8 6.5 lb/ft`, `5 in, 19.5 ppf`,
 * `177.8 mm 38.69 kg/m`, `9-5/8 casing, 47#`.
 */
const SIZE_THEN_WEIGHT = new RegExp(
  String.raw`^\s*${INCH_MARK}\s*,?\s*(?:${PIPE_WORDS}\s*,?\s*)?$`,
);

const INCH = readUnit('in');
export const LB_PER_FT = readUnit('lb/ft');

/**
 * A pipe written as its size and nominal weight ("7\" 29#", "9-5/8 casing, 47 ppf", "177.8 mm
 * 43.16 kg/m"), from the size's mention: the weight's mention and both figures in inches and
 * lb/ft. A figure written bare is read so only when the API tables list the pair ("2-7/8 6.5
 * tubing"): a size written bare is in inches.
 */
export function sizeWithWeight(
  reading: Reading,
  size: Mention,
): { weight: Mention; odIn: number; lbPerFt: number } | undefined {
  const weight = reading.mentions[size.index + 1];
  if (weight === undefined || !SIZE_THEN_WEIGHT.test(reading.text.slice(size.end, weight.start))) {
    return undefined;
  }
  if (size.unit !== undefined && size.unit.dimension !== 'length') return undefined;
  if (weight.unit !== undefined && weight.unit.dimension !== 'weight_per_length') return undefined;
  if (size.range !== undefined || weight.range !== undefined) return undefined;
  const odIn = size.unit === undefined ? size.value : convertValue(size.value, size.unit, INCH);
  const lbPerFt =
    weight.unit === undefined ? weight.value : convertValue(weight.value, weight.unit, LB_PER_FT);
  const bare = size.unit === undefined || weight.unit === undefined;
  return bare && apiPipeSize(odIn, lbPerFt) === undefined ? undefined : { weight, odIn, lbPerFt };
}

/** The pipe words a size written before them is the nominal size of. */
const PIPE_AFTER = new RegExp(String.raw`^\s*${INCH_MARK}\s*${PIPE_WORDS}\b`);

/**
 * Whether a size is a pipe's name rather than a diameter's value: written with its weight
 * ("7\" 29#") or before the pipe it sizes ("7 inch casing").
 */
export function namesPipe(reading: Reading, size: Mention): boolean {
  return (
    sizeWithWeight(reading, size) !== undefined ||
    (size.unit?.dimension !== 'weight_per_length' && PIPE_AFTER.test(reading.text.slice(size.end)))
  );
}

/** A casing or liner word right after a size, or after the weight written with it. */
const CASING_AFTER = new RegExp(String.raw`^\s*${INCH_MARK}\s*(?:casing|csg|liner)\b`);

/** Whether a size names a casing or liner ("9-5/8 47# casing", "7 in liner"): never a string's OD. */
export function namesCasing(reading: Reading, size: Mention): boolean {
  const end = sizeWithWeight(reading, size)?.weight.end ?? size.end;
  return CASING_AFTER.test(reading.text.slice(end));
}

/**
 * The API pipe a size names with the weight written right after it ("3-1/2\" 9.3# tubing",
 * "7 in 26 ppf casing"), when the tables list that size and weight.
 */
export function weighedPipe(
  reading: Reading,
  size: Mention,
): { pipe: PipeSize; weight: Mention } | undefined {
  const written = sizeWithWeight(reading, size);
  const pipe = written && apiPipeSize(written.odIn, written.lbPerFt);
  return written === undefined || pipe === undefined ? undefined : { pipe, weight: written.weight };
}
