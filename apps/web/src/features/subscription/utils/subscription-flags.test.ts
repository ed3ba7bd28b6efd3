// @vitest-environment node
import type { SubscriptionStatus, SubscriptionStatusResponse } from '@petrosage/contracts/payments';
import { describe, expect, it } from 'vitest';
import { planLabel, statusColorClass, subscriptionFlags } from './subscription-flags';

const answer = (active: boolean, status: SubscriptionStatus): SubscriptionStatusResponse => ({
  has_active_subscription: active,
  has_access: active,
  usage: { used: 0, limit: 1000, resets_at: '2026-01-01T00:00:00.000Z' },
  subscription: {
    status,
    subscription_status: status,
    plan_tier: 'standard',
    plan_name: 'standard',
    next_billing_date: null,
    current_period_end: null,
    cancel_at_period_end: false,
    provisional: false,
    provider: 'local',
  },
});

describe('subscription flags (docs/product.md §4)', () => {
  it('active, trialing and past due, and whether payment is needed', () => {
    expect(subscriptionFlags(answer(true, 'active'))).toEqual({
      active: true,
      trialing: false,
      pastDue: false,
      needsPayment: false,
    });
    expect(subscriptionFlags(answer(false, 'trialing'))).toMatchObject({
      trialing: true,
      needsPayment: false,
    });
    expect(subscriptionFlags(answer(false, 'past_due'))).toMatchObject({
      pastDue: true,
      needsPayment: true,
    });
    expect(subscriptionFlags(answer(false, 'canceled')).needsPayment).toBe(true);
    expect(subscriptionFlags(undefined).needsPayment).toBe(true);
  });

  it('colours: active green, trialing blue, past_due orange, canceled red, else grey', () => {
    expect(statusColorClass('active')).toContain('green');
    expect(statusColorClass('trialing')).toContain('blue');
    expect(statusColorClass('past_due')).toContain('orange');
    expect(statusColorClass('canceled')).toContain('red');
    expect(statusColorClass('unpaid')).toContain('slate');
    expect(statusColorClass('incomplete')).toContain('slate');
  });

  it('names the plan capitalised followed by "Plan"', () => {
    expect(planLabel('standard')).toBe('Standard Plan');
    expect(planLabel('premium')).toBe('Premium Plan');
  });
});
