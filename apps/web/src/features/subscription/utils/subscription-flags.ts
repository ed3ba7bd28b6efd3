import type { SubscriptionStatusResponse } from '@petrosage/contracts/payments';

/** docs/product.md §4, subscription flags, from the status answer (undefined while it loads). */
export interface SubscriptionFlags {
  /** `has_active_subscription`. */
  active: boolean;
  /** Status `trialing` (the 24-hour provisional access reads as trialing too). */
  trialing: boolean;
  pastDue: boolean;
  /** Neither active nor trialing: the paywall's condition. */
  needsPayment: boolean;
}

export function subscriptionFlags(
  status: SubscriptionStatusResponse | undefined,
): SubscriptionFlags {
  const active = status?.has_active_subscription ?? false;
  const trialing = status?.subscription?.status === 'trialing';
  const pastDue = status?.subscription?.status === 'past_due';
  return { active, trialing, pastDue, needsPayment: !active && !trialing };
}

/** docs/product.md §4: active green, trialing blue, past_due orange, canceled red, anything else grey. */
export function statusColorClass(status: string): string {
  switch (status) {
    case 'active':
      return 'bg-green-100 text-green-800';
    case 'trialing':
      return 'bg-blue-100 text-blue-800';
    case 'past_due':
      return 'bg-orange-100 text-orange-800';
    case 'canceled':
      return 'bg-red-100 text-red-800';
    default:
      return 'bg-slate-200 text-slate-700';
  }
}

/** docs/product.md §2: the plan name capitalised followed by 'Plan' (`standard` → 'Standard Plan'). */
export function planLabel(planName: string): string {
  const name = planName.trim();
  if (name === '') return 'Plan';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} Plan`;
}

/** A date in the user's locale ('' for a missing or unreadable one). */
export function localDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

/** Date and time in the user's locale, for the end of the 24-hour access. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
