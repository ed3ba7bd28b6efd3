const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const tradingDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `$91.06`, `-$36.98`. */
export function formatPrice(price: number): string {
  return dollars.format(price);
}

/** Signed, 2 decimals: `+1.25%`, `+0.00%`, `-1.14%`. */
export function formatChangePercent(percent: number): string {
  return `${percent >= 0 ? '+' : '-'}${Math.abs(percent).toFixed(2)}%`;
}

/** Signed dollars: `+$1.12`, `-$55.25`. */
export function formatChange(change: number): string {
  return `${change >= 0 ? '+' : '-'}${dollars.format(Math.abs(change))}`;
}

/** docs/product.md §2: green when 0 or more, red when negative. */
export function changeDirection(value: number): 'up' | 'down' {
  return value >= 0 ? 'up' : 'down';
}

/** `2026-04-20` → `Apr 20, 2026` (a calendar day, whatever the viewer's time zone). */
export function formatTradingDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return day;
  return tradingDay.format(new Date(Date.UTC(year, month - 1, date)));
}
