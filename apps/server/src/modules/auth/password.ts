import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@petrosage/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';

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
  reasons: ('length' | 'characters' | 'pwned')[];
}

/**
 * The most common passwords: the first 10,000 of zxcvbn's list (`@zxcvbn-ts/language-common`,
 * MIT; drawn from leaked-password corpora, most frequent first), compared case-insensitively.
 * Built on first use.
 */
export const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: ReadonlySet<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common']
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
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
  // GoTrue's reason and message for a password found in breach lists.
  if (isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}
