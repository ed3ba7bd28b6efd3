import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@petrosage/contracts/referrals';

/**
 * A fresh random referral code: 6 characters drawn uniformly (a CSPRNG, no modulo bias) from the
 * 31-character alphabet without look-alikes, about 887 million codes in all.
 */
export function generateReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET.charAt(randomInt(REFERRAL_CODE_ALPHABET.length));
  }
  return code;
}

/**
 * An e-mail address as a stranger holding a code may see it: the first two characters of the
 * local part (one when it is that short), then `***`, then the domain — `jo***@acme.com`. A
 * guessed code thus confirms a referrer without handing out their address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, shown).join('')}***${email.slice(at)}`;
}
