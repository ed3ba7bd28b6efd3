/**
 * The card rules of the local test-mode checkout. They follow Stripe's test cards and messages, so
 * a journey tested locally behaves as it will against Stripe's test mode:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, anything else is refused.
 */

export const SUCCEEDING_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardOutcome =
  { kind: 'approved'; last4: string } | { kind: 'declined' | 'invalid'; message: string };

/** Luhn checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM/YY`, `MM / YY` or `MM/YYYY`; the card is valid through the end of that month. */
function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

export function checkTestCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { kind: 'invalid', message: 'Your card number is incorrect.' };
  }
  const expiry = parseExpiry(card.expiry);
  if (!expiry) {
    return { kind: 'invalid', message: 'Your card’s expiration date is incomplete (use MM / YY).' };
  }
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  if (endOfMonth <= now.getTime()) {
    return { kind: 'invalid', message: 'Your card’s expiration date is in the past.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { kind: 'invalid', message: 'Your card’s security code is incomplete.' };
  }
  if (digits === DECLINED_TEST_CARD) {
    return { kind: 'declined', message: 'Your card was declined.' };
  }
  if (digits !== SUCCEEDING_TEST_CARD) {
    return {
      kind: 'declined',
      message:
        'Your card was declined: this checkout is in test mode and accepts only test cards. ' +
        'Use 4242 4242 4242 4242.',
    };
  }
  return { kind: 'approved', last4: digits.slice(-4) };
}
