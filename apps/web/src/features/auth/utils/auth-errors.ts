import { DEFAULT_PASSWORD_RULE, type PasswordRule } from '@petrosage/contracts/password-rule';
import { SERVER_PASSWORD_RULE, weakPasswordMessage } from '../../../lib/password-rule';

/**
 * Maps what the auth server answers (Supabase Auth messages, codes and statuses, docs/product.md §8) to
 * the text the auth form shows. Matching is a case-insensitive "contains" on the message.
 */

export const LOGIN_ERRORS = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  tooManyRequests: 'Too many login attempts. Please wait a few minutes and try again.',
  invalidEmail: 'Please enter a valid email address.',
  fallback: 'Login failed. Please try again.',
} as const;

export const SIGN_UP_ERRORS = {
  /** With the product's password rule; another rule is worded by `weakPasswordMessage`. */
  weakPassword: weakPasswordMessage(DEFAULT_PASSWORD_RULE),
  invalidEmail: 'Please enter a valid email address.',
  alreadyRegistered: 'An account with this email already exists. Please try logging in instead.',
  signupDisabled: 'Account creation is currently disabled. Please contact support.',
  tooManyRequests: 'Too many sign-up attempts. Please wait a few minutes and try again.',
  fallback: 'Sign up failed. Please try again.',
} as const;

export const AUTH_FORM_FALLBACK_ERROR =
  'An error occurred during authentication. Please try again.';

interface AuthErrorFacts {
  message: string;
  status: number | undefined;
  code: string | undefined;
}

function readProperty(source: object, key: string): unknown {
  return (source as Record<string, unknown>)[key];
}

/** Pulls message, HTTP status and error code out of an AuthError, an Error or a plain object. */
export function readAuthErrorFacts(error: unknown): AuthErrorFacts {
  if (typeof error === 'string') return { message: error, status: undefined, code: undefined };
  if (typeof error !== 'object' || error === null) {
    return { message: '', status: undefined, code: undefined };
  }
  const message = readProperty(error, 'message');
  const status = readProperty(error, 'status');
  const code = readProperty(error, 'code');
  return {
    message: typeof message === 'string' ? message : '',
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

function messageContains(facts: AuthErrorFacts, ...fragments: string[]): boolean {
  const message = facts.message.toLowerCase();
  return fragments.some((fragment) => message.includes(fragment.toLowerCase()));
}

function isRateLimited(facts: AuthErrorFacts): boolean {
  return (
    facts.status === 429 ||
    facts.code === 'over_request_rate_limit' ||
    facts.code === 'over_email_send_rate_limit' ||
    messageContains(facts, 'too many requests', 'rate limit')
  );
}

function isInvalidEmail(facts: AuthErrorFacts): boolean {
  return (
    facts.code === 'email_address_invalid' ||
    messageContains(facts, 'invalid email', 'unable to validate email address')
  );
}

export function mapLoginError(error: unknown): string {
  const facts = readAuthErrorFacts(error);
  if (messageContains(facts, 'invalid login credentials')) return LOGIN_ERRORS.invalidCredentials;
  if (facts.code === 'email_not_confirmed' || messageContains(facts, 'email not confirmed')) {
    return LOGIN_ERRORS.emailNotConfirmed;
  }
  if (isRateLimited(facts)) return LOGIN_ERRORS.tooManyRequests;
  if (isInvalidEmail(facts)) return LOGIN_ERRORS.invalidEmail;
  return LOGIN_ERRORS.fallback;
}

/** `rule`: the password rule the server enforces (by default, the one `/config.js` names). */
export function mapSignUpError(error: unknown, rule: PasswordRule = SERVER_PASSWORD_RULE): string {
  const facts = readAuthErrorFacts(error);
  if (facts.code === 'weak_password' || messageContains(facts, 'password should')) {
    return weakPasswordMessage(rule);
  }
  if (isRateLimited(facts)) return SIGN_UP_ERRORS.tooManyRequests;
  if (isInvalidEmail(facts)) return SIGN_UP_ERRORS.invalidEmail;
  if (facts.code === 'user_already_exists' || messageContains(facts, 'user already registered')) {
    return SIGN_UP_ERRORS.alreadyRegistered;
  }
  if (
    facts.code === 'signup_disabled' ||
    messageContains(facts, 'signup is disabled', 'signups not allowed')
  ) {
    return SIGN_UP_ERRORS.signupDisabled;
  }
  return SIGN_UP_ERRORS.fallback;
}

/** What the form shows for a thrown error: its message, or the generic text when it has none. */
export function authFormErrorMessage(error: unknown): string {
  const { message } = readAuthErrorFacts(error);
  return message.trim() === '' ? AUTH_FORM_FALLBACK_ERROR : message;
}
