/**
 * The password rule, as Supabase Auth (GoTrue) states one: a minimum length and groups of
 * characters, at least one character of each group required (`GOTRUE_PASSWORD_MIN_LENGTH`,
 * `GOTRUE_PASSWORD_REQUIRED_CHARACTERS`). The server enforces it and hands it to the web app in
 * its runtime configuration, so the form's hints and checks say the same. No zod here: the
 * landing page's sign-up form reads it before any schema library loads.
 */
export interface PasswordRule {
  /** The fewest characters a password may have. */
  minLength: number;
  /** Each string is a group: the password must contain at least one of its characters. */
  requiredCharacters: string[];
}

export const LOWERCASE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
export const UPPERCASE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LETTERS = LOWERCASE_LETTERS + UPPERCASE_LETTERS;
export const DIGITS = '0123456789';

/** Supabase's "letters and digits" setting, in GoTrue's format: the product's default. */
export const DEFAULT_REQUIRED_CHARACTERS = `${LETTERS}:${DIGITS}`;

/** Supabase Auth's own floor: a shorter minimum is raised to this. */
export const GOTRUE_MIN_PASSWORD_LENGTH = 6;

/**
 * GoTrue's `PasswordRequiredCharacters.Decode`: groups separated by `:`, `\:` for a colon inside
 * a group, empty groups dropped.
 */
export function parseRequiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = parts[i] ?? '';
    if (part === '') continue;
    // A group ending in the escape character continues with the next one.
    if (part.endsWith('\\')) {
      parts[i] = `${part.slice(0, -1)}:${parts[i + 1] ?? ''}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter((part) => part !== '');
}

export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  minLength: 8,
  requiredCharacters: parseRequiredCharacters(DEFAULT_REQUIRED_CHARACTERS),
};

/** The length a rule counts: characters (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Whether the password has at least one character of every required group. */
export function hasRequiredCharacters(password: string, rule: PasswordRule): boolean {
  return rule.requiredCharacters.every((group) =>
    [...group].some((character) => password.includes(character)),
  );
}
