import { apiPipeSize, type PipeSize } from '@petrosage/oilfield/pipe-sizes';
import type { Reading } from './label';
import type { Mention } from './read';
import { convertValue, readUnit } from './units';

/**
 * What may stand between a size and its weight: `7" 26#`, `2-7/8 6.5 lb/ft`, `5 in, 19.5 ppf`,
 * `177.8 mm 38.69 kg/m`.
 */
const SIZE_THEN_WEIGHT = /^\s*(?:in\b\.?|inch(?:es)?\b|")?\s*,?\s*$/;

const INCH = readUnit('in');
export const LB_PER_FT = readUnit('lb/ft');

/**
 * The API pipe a size names with the weight written right after it ("3-1/2\" 9.3# tubing",
 * "7 in 26 ppf casing"), when the tables list that size and weight.
 */
export function weighedPipe(
  reading: Reading,
  size: Mention,
): { pipe: PipeSize; weight: Mention } | undefined {
  const weight = reading.mentions[size.index + 1];
  if (size.unit?.dimension !== 'length' || weight?.unit?.dimension !== 'weight_per_length') {
    return undefined;
  }
  if (!SIZE_THEN_WEIGHT.test(reading.text.slice(size.end, weight.start))) return undefined;
  const pipe = apiPipeSize(
    convertValue(size.value, size.unit, INCH),
    convertValue(weight.value, weight.unit, LB_PER_FT),
  );
  return pipe === undefined ? undefined : { pipe, weight };
}
