import type { z } from 'zod';

import { OilfieldInputError } from './errors';

/** Formats a number for messages: thousands separators, at most `digits` significant figures. */
export function formatNumber(value: number, digits = 6): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(digits));
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 12 });
}

function valueAtPath(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Parses calculator input with its zod schema; on failure throws an {@link OilfieldInputError}
 * naming every offending input, the value received and what is accepted.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const first = issues[0];
  const describe = (issue: (typeof issues)[number]): string => {
    const name = issue.path.map(String).join('.');
    if (name === '') return issue.message;
    const value = valueAtPath(input, issue.path);
    const shown = value === undefined ? 'missing' : JSON.stringify(value);
    return `${name} = ${shown}: ${issue.message}`;
  };
  const name = first ? first.path.map(String).join('.') : '';
  throw new OilfieldInputError(
    name,
    first ? valueAtPath(input, first.path) : undefined,
    `Invalid input. ${issues.map(describe).join('; ')}.`,
  );
}

/**
 * Refuses a value outside `[min, max]` (inclusive unless told otherwise) with a message naming
 * the input, the value, the accepted range and why the range exists.
 */
export function refuseOutside(
  input: string,
  value: number,
  range: { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean },
  unit: string,
  reason: string,
): void {
  const { min, max, minExclusive = false, maxExclusive = false } = range;
  const below = min !== undefined && (minExclusive ? value <= min : value < min);
  const above = max !== undefined && (maxExclusive ? value >= max : value > max);
  if (!below && !above && Number.isFinite(value)) return;
  throw new OilfieldInputError(
    input,
    value,
    `${input} = ${formatNumber(value)}${unit ? ` ${unit}` : ''} is outside the accepted range ${describeRange(range, unit)}: ${reason}`,
  );
}

/**
 * Adds a warning when a value lies outside the data a correlation was fitted to; the result is
 * still computed, but flagged as an extrapolation.
 */
export function flagOutside(
  warnings: string[],
  input: string,
  value: number,
  range: { min?: number; max?: number },
  unit: string,
  context: string,
): void {
  const { min, max } = range;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    warnings.push(
      `${input} = ${formatNumber(value)}${unit ? ` ${unit}` : ''} is outside ${context} (${describeRange(range, unit)}); the result is an extrapolation.`,
    );
  }
}

function describeRange(
  range: { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean },
  unit: string,
): string {
  const u = unit ? ` ${unit}` : '';
  const { min, max, minExclusive = false, maxExclusive = false } = range;
  if (min !== undefined && max !== undefined) {
    return `${minExclusive ? '>' : ''}${formatNumber(min)} to ${maxExclusive ? '<' : ''}${formatNumber(max)}${u}`;
  }
  if (min !== undefined) return `${minExclusive ? '>' : '≥'} ${formatNumber(min)}${u}`;
  if (max !== undefined) return `${maxExclusive ? '<' : '≤'} ${formatNumber(max)}${u}`;
  return 'finite numbers';
}
