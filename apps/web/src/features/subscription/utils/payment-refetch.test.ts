// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAYMENT_REFETCH_ATTEMPTS, paymentRefetchDelay } from './payment-refetch';

describe('the refetch schedule after payment=success (docs/product.md §9)', () => {
  it('starts after 1 s, doubles, is capped at 10 s, and has 5 attempts', () => {
    const delays = Array.from({ length: PAYMENT_REFETCH_ATTEMPTS }, (_, attempt) =>
      paymentRefetchDelay(attempt),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(paymentRefetchDelay(9)).toBe(10_000);
  });
});
