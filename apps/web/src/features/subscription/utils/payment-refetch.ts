/** docs/product.md §4 / §9: after `payment=success`, the subscription is refetched until active. */
export const PAYMENT_REFETCH_ATTEMPTS = 5;
export const PAYMENT_REFETCH_BASE_MS = 1000;
export const PAYMENT_REFETCH_MAX_MS = 10_000;

/**
 * How long to wait before refetch number `attempt` (0-based): the first starts after 1 s, then
 * 1000 ms × 2^attempt, capped at 10 s — 1 s, 2 s, 4 s, 8 s, 10 s.
 */
export function paymentRefetchDelay(attempt: number): number {
  return Math.min(PAYMENT_REFETCH_BASE_MS * 2 ** attempt, PAYMENT_REFETCH_MAX_MS);
}

export const PAYMENT_PENDING_WARNING =
  'Your payment went through, but the subscription is not active yet. ' +
  'If the upgrade prompt persists, please refresh the page.';
