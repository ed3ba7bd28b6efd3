import {
  DEFAULT_PASSWORD_RULE,
  DIGITS,
  LETTERS,
  LOWERCASE_LETTERS,
  UPPERCASE_LETTERS,
  type PasswordRule,
} from '@petrosage/contracts/password-rule';
import { createContext, useContext } from 'react';
import { runtimeConfig } from '../config/runtime-config';

/** The rule `/config.js` names (`AUTH_PASSWORD_*`), or the product's when it names none. */
export const SERVER_PASSWORD_RULE: PasswordRule =
  runtimeConfig.passwordRule ?? DEFAULT_PASSWORD_RULE;

const sameCharacters = (a: string, b: string): boolean =>
  [...new Set(a)].sort().join('') === [...new Set(b)].sort().join('');

/** How a hint names one required group: "one letter", "one number", or its characters. */
function groupName(group: string): string {
  if (sameCharacters(group, LETTERS)) return 'one letter';
  if (sameCharacters(group, LOWERCASE_LETTERS)) return 'one lowercase letter';
  if (sameCharacters(group, UPPERCASE_LETTERS)) return 'one uppercase letter';
  if (sameCharacters(group, DIGITS)) return 'one number';
  return `one of ${group}`;
}

/** "a", "a and b", "a, b, and c". */
function listed(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1) ?? ''}`;
}

/**
 * The hint under a new-password field. The product's rule reads as docs/product.md words it: "Use at
 * least 8 characters, one letter, and one number".
 */
export function passwordHint(rule: PasswordRule): string {
  const parts = [
    `at least ${rule.minLength} characters`,
    ...rule.requiredCharacters.map(groupName),
  ];
  return `Use ${listed(parts)}`;
}

/** What a form shows when the server refuses a password as weak (`weak_password`). */
export function weakPasswordMessage(rule: PasswordRule): string {
  const groups = rule.requiredCharacters.map(groupName);
  const include = groups.length > 0 ? ` and include at least ${listed(groups)}` : '';
  return `Password must be at least ${rule.minLength} characters${include}.`;
}

/**
 * The server's password rule for components, so hints and checks say what the server enforces.
 * Tests provide another.
 */
export const PasswordRuleContext = createContext<PasswordRule>(SERVER_PASSWORD_RULE);

export function usePasswordRule(): PasswordRule {
  return useContext(PasswordRuleContext);
}
