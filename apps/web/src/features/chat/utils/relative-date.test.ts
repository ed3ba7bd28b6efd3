// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './relative-date';

/** Local wall-clock times, so the tests hold in any time zone. */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

describe('formatRelativeDate', () => {
  const now = at(2025, 7, 10, 9, 30);

  it.each([undefined, null, '', '   ', 'not a date'])('is Unknown for %j', (value) => {
    expect(formatRelativeDate(value, now)).toBe('Unknown');
  });

  it('is Today for earlier today, a moment ago and a time just after midnight', () => {
    expect(formatRelativeDate(at(2025, 7, 10, 9, 29).toISOString(), now)).toBe('Today');
    expect(formatRelativeDate(at(2025, 7, 10, 0, 1).toISOString(), now)).toBe('Today');
    expect(formatRelativeDate(now.toISOString(), now)).toBe('Today');
  });

  it('is Today for a time in the future (clock skew)', () => {
    expect(formatRelativeDate(at(2025, 7, 11, 8).toISOString(), now)).toBe('Today');
  });

  it('is Yesterday for any time on the previous calendar day', () => {
    expect(formatRelativeDate(at(2025, 7, 9, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatRelativeDate(at(2025, 7, 9, 0, 0).toISOString(), now)).toBe('Yesterday');
  });

  it.each([
    [8, '2 days ago'],
    [7, '3 days ago'],
    [4, '6 days ago'],
    [3, '7 days ago'],
  ])('counts days up to 7: July %i → %s', (day, expected) => {
    expect(formatRelativeDate(at(2025, 7, day, 18).toISOString(), now)).toBe(expected);
  });

  it('shows the locale date beyond 7 days', () => {
    const eightDaysAgo = at(2025, 7, 2, 18);
    expect(formatRelativeDate(eightDaysAgo.toISOString(), now)).toBe(
      eightDaysAgo.toLocaleDateString(),
    );
    const lastYear = at(2024, 12, 31);
    expect(formatRelativeDate(lastYear.toISOString(), now)).toBe(lastYear.toLocaleDateString());
  });

  it('counts calendar days across a month boundary', () => {
    expect(formatRelativeDate(at(2025, 6, 30, 22).toISOString(), at(2025, 7, 1, 1))).toBe(
      'Yesterday',
    );
  });
});
