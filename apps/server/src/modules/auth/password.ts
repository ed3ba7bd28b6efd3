import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@petrosage/contracts/auth';

/** OWASP Password Storage Cheat Sheet: Argon2id, m = 19 MiB, t = 2, p = 1. */
const ARGON2_OPTIONS = {
  // `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password: verified against when an e-mail is unknown, so timing tells nothing. */
export const dummyPasswordHash = hashPassword(crypto.randomUUID());

export interface PasswordWeakness {
  message: string;
  reasons: ('length' | 'characters')[];
}

/** The server's password rule: at least 8 characters with at least one letter and one digit. */
export function checkPasswordStrength(password: string): PasswordWeakness | undefined {
  const messages: string[] = [];
  const reasons: PasswordWeakness['reasons'] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    reasons.push('characters');
    messages.push('Password should contain at least one letter and one number.');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}
