import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  AUTH_FORM_FALLBACK_ERROR,
  LOGIN_ERRORS,
  SIGN_UP_ERRORS,
  authFormErrorMessage,
  mapLoginError,
  mapSignUpError,
} from './auth-errors';

describe('mapLoginError', () => {
  it.each([
    [
      'wrong password',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      LOGIN_ERRORS.invalidCredentials,
    ],
    [
      'lower-case message',
      { message: 'invalid LOGIN credentials' },
      LOGIN_ERRORS.invalidCredentials,
    ],
    [
      'unconfirmed e-mail',
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      LOGIN_ERRORS.emailNotConfirmed,
    ],
    [
      'unconfirmed by code only',
      { message: 'x', code: 'email_not_confirmed' },
      LOGIN_ERRORS.emailNotConfirmed,
    ],
    ['"Too many requests" text', { message: 'Too many requests' }, LOGIN_ERRORS.tooManyRequests],
    [
      'Supabase rate-limit answer',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      LOGIN_ERRORS.tooManyRequests,
    ],
    ['bare 429', { message: 'Slow down', status: 429 }, LOGIN_ERRORS.tooManyRequests],
    [
      'rate-limit code only',
      { message: '', code: 'over_request_rate_limit' },
      LOGIN_ERRORS.tooManyRequests,
    ],
    ['"Invalid email" text', { message: 'Invalid email' }, LOGIN_ERRORS.invalidEmail],
    [
      'GoTrue bad format',
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
      LOGIN_ERRORS.invalidEmail,
    ],
    ['network failure', new AuthRetryableFetchError('Failed to fetch', 0), LOGIN_ERRORS.fallback],
    [
      'server error',
      new AuthApiError('Internal server error', 500, 'unexpected_failure'),
      LOGIN_ERRORS.fallback,
    ],
    ['no message at all', {}, LOGIN_ERRORS.fallback],
    ['not an object', 42, LOGIN_ERRORS.fallback],
    ['null', null, LOGIN_ERRORS.fallback],
  ])('%s', (_name, error, expected) => {
    expect(mapLoginError(error)).toBe(expected);
  });
});

describe('mapSignUpError', () => {
  it.each([
    [
      'weak password (length)',
      new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']),
      SIGN_UP_ERRORS.weakPassword,
    ],
    [
      'weak password (characters)',
      new AuthApiError(
        'Password should contain at least one letter and one number.',
        422,
        'weak_password',
      ),
      SIGN_UP_ERRORS.weakPassword,
    ],
    [
      'weak password by code only',
      { message: 'Weak', code: 'weak_password' },
      SIGN_UP_ERRORS.weakPassword,
    ],
    [
      'legacy "Password should be at least 6"',
      { message: 'Password should be at least 6 characters' },
      SIGN_UP_ERRORS.weakPassword,
    ],
    ['"Invalid email" text', { message: 'Invalid email' }, SIGN_UP_ERRORS.invalidEmail],
    [
      'GoTrue bad format',
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
      SIGN_UP_ERRORS.invalidEmail,
    ],
    [
      'duplicate account',
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      SIGN_UP_ERRORS.alreadyRegistered,
    ],
    ['"Signup is disabled" text', { message: 'Signup is disabled' }, SIGN_UP_ERRORS.signupDisabled],
    [
      'GoTrue signups off',
      new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
      SIGN_UP_ERRORS.signupDisabled,
    ],
    [
      'rate limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      SIGN_UP_ERRORS.tooManyRequests,
    ],
    [
      'e-mail send limit',
      new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
      SIGN_UP_ERRORS.tooManyRequests,
    ],
    ['network failure', new AuthRetryableFetchError('Failed to fetch', 0), SIGN_UP_ERRORS.fallback],
    ['unknown', { message: 'Something odd' }, SIGN_UP_ERRORS.fallback],
    ['undefined', undefined, SIGN_UP_ERRORS.fallback],
  ])('%s', (_name, error, expected) => {
    expect(mapSignUpError(error)).toBe(expected);
  });

  it('states the rule the server enforces, not the provider default of 6', () => {
    expect(SIGN_UP_ERRORS.weakPassword).toBe(
      'Password must be at least 8 characters and include at least one letter and one number.',
    );
  });
});

describe('authFormErrorMessage', () => {
  it.each([
    [
      'an Error with a message',
      new Error('Login failed. Please try again.'),
      'Login failed. Please try again.',
    ],
    ['an Error without a message', new Error(''), AUTH_FORM_FALLBACK_ERROR],
    ['a blank message', new Error('   '), AUTH_FORM_FALLBACK_ERROR],
    ['a thrown string', 'Plain text', 'Plain text'],
    ['a non-error value', 7, AUTH_FORM_FALLBACK_ERROR],
  ])('%s', (_name, error, expected) => {
    expect(authFormErrorMessage(error)).toBe(expected);
  });

  it('uses the catalogue text for the fallback', () => {
    expect(AUTH_FORM_FALLBACK_ERROR).toBe(
      'An error occurred during authentication. Please try again.',
    );
  });
});
