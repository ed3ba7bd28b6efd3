import { hash, verify, type Algorithm } from '@node-rs/argon2';
import {
  hasRequiredCharacters,
  passwordLength,
  type PasswordRule,
} from '@petrosage/contracts/password-rule';
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

/** The hash of a random password nobody knows: an account that has no password yet. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomUUID() + crypto.randomUUID());
}

export interface PasswordWeakness {
  message: string;
  reasons: ('length' | 'characters' | 'pwned')[];
}

/** The rule the server enforces (`AUTH_PASSWORD_*`), and whether common passwords are refused. */
export interface PasswordPolicy extends PasswordRule {
  rejectCommon: boolean;
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

/**
 * Supabase Auth's `checkPasswordStrength` (internal/api/password.go): its reasons and messages,
 * in its order. The common-password list stands in for its Have I Been Pwned check (`pwned`).
 */
export function checkPasswordStrength(
  password: string,
  policy: PasswordPolicy,
): PasswordWeakness | undefined {
  const messages: string[] = [];
  const reasons: PasswordWeakness['reasons'] = [];
  if (passwordLength(password) < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (!hasRequiredCharacters(password, policy)) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`,
    );
  }
  if (policy.rejectCommon && isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}
