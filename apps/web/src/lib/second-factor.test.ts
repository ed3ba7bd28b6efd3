import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  isTotpCode,
  normaliseTotpCode,
  SECOND_FACTOR_MESSAGES,
  secondFactorErrorMessage,
  secondFactorPromptFor,
} from './second-factor';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function session(aal: string, factors: User['factors']): Session {
  return {
    access_token: `${base64url({ alg: 'HS256' })}.${base64url({ aal, sub: 'u' })}.signature`,
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'u',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
      ...(factors && { factors }),
    },
  };
}

const factor = (status: 'verified' | 'unverified') => ({
  id: `f-${status}`,
  factor_type: 'totp' as const,
  status,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('second factor', () => {
  it('asks for the code only of an aal1 session whose account has a verified factor', () => {
    expect(secondFactorPromptFor(null)).toBeNull();
    expect(secondFactorPromptFor(session('aal1', undefined))).toBeNull();
    expect(secondFactorPromptFor(session('aal1', [factor('unverified')]))).toBeNull();
    expect(secondFactorPromptFor(session('aal1', [factor('verified')]))).toEqual({
      factorId: 'f-verified',
    });
    expect(secondFactorPromptFor(session('aal2', [factor('verified')]))).toBeNull();
  });

  it('reads a typed code without spaces, six digits only', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('maps a wrong code to its message and anything else to the general one', () => {
    expect(secondFactorErrorMessage({ code: 'mfa_verification_failed' })).toBe(
      SECOND_FACTOR_MESSAGES.invalidCode,
    );
    expect(secondFactorErrorMessage(new Error('network'))).toBe(SECOND_FACTOR_MESSAGES.failed);
  });
});
