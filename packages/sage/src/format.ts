/** A number as replies state a value that was read or derived: six significant figures at most. */
export function plain(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(plain).join('; ')}]`;
  return typeof value === 'number'
    ? Number(value.toPrecision(6)).toLocaleString('en-US', { maximumFractionDigits: 6 })
    : // An option's value in words ("steady_state" → "steady state").
      String(value).replace(/_/g, ' ');
}

/**
 * A label within a sentence: "Oil formation volume factor Bo" → "oil formation volume factor Bo";
 * an abbreviation ("NRI", "SIDPP") stays as written.
 */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}

/** Items as a sentence lists them: "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length <= 2
    ? items.join(' and ')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
