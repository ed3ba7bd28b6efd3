const DAY_MS = 86_400_000;

/** Whole calendar days from `earlier` to `later` in local time (DST-safe). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const from = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const to = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/**
 * The sidebar's relative date (docs/product.md §2, thresholds 1, 2 and 7 days): 'Unknown' when missing or
 * unreadable; 'Today' (less than one calendar day ago, or in the future); 'Yesterday'; 'N days ago'
 * up to 7 days; beyond that the locale date.
 */
export function formatRelativeDate(
  value: string | null | undefined,
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value.trim() === '') return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  const days = calendarDaysBetween(date, now);
  if (days < 1) return 'Today';
  if (days < 2) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return date.toLocaleDateString();
}
