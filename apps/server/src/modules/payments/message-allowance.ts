import { DAILY_MESSAGE_ALLOWANCE } from '@petrosage/contracts/payments';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { countMessage } from './payments.repo';

/** docs/product.md §8 (API layer): the text of a 402 answer to a prompt. */
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Subscription required to continue chatting. Please upgrade to the Standard Plan.';

/** Next midnight UTC after `now`: when the daily allowance starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** "3 h 5 min" / "12 min" / "less than a minute". */
function formatWait(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function allowanceExhaustedMessage(limit: number, now: Date): string {
  const wait = nextUtcMidnight(now).getTime() - now.getTime();
  return (
    `You have sent all ${limit.toLocaleString('en-US')} messages of today’s Standard Plan ` +
    `allowance. It starts again at midnight UTC, in ${formatWait(wait)}.`
  );
}

/**
 * Counts one message against the user's daily allowance, inside the transaction that stores it:
 * throws 402 (docs/product.md §8 text) without active, trialing or provisional Standard access, and 429 once
 * the day's messages are used (the day is the UTC calendar day). The transaction rolling back
 * takes the count back with the message.
 */
export async function admitMessage(
  q: Queryable,
  userId: string,
  limit: number = DAILY_MESSAGE_ALLOWANCE,
): Promise<void> {
  const { hasAccess, used } = await countMessage(q, userId, limit);
  if (!hasAccess) throw new AppError('payment_required', SUBSCRIPTION_REQUIRED_MESSAGE);
  if (used === null) {
    const now = new Date();
    const retryAfter = Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000);
    throw new AppError('over_request_rate_limit', allowanceExhaustedMessage(limit, now), {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}
