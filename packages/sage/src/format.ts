/** A number as replies state a value that was read or derived: six significant figures at most. */
export function plain(value: unknown): string {
  return typeof value === 'number'
    ? Number(value.toPrecision(6)).toLocaleString('en-US', { maximumFractionDigits: 6 })
    : String(value);
}
