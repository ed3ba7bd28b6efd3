import type { Session, User } from '@supabase/supabase-js';

/** A sign-in waiting for the code of the account's authenticator app. */
export interface SecondFactorPrompt {
  factorId: string;
}

export const TOTP_CODE_LENGTH = 6;

export const SECOND_FACTOR_MESSAGES = {
  invalidCode:
    'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  failed: 'Two-factor verification failed. Please try again.',
} as const;

/** The code as typed, without spaces (apps often show it as `123 456`). */
export function normaliseTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isTotpCode(value: string): boolean {
  return new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(value);
}

/** The user's verified TOTP factor, if two-factor authentication is on. */
export function verifiedTotpFactorId(user: User | null | undefined): string | null {
  const factor = user?.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  return factor?.id ?? null;
}

/** The access token's `aal` claim (read, not verified: the server verifies). */
export function sessionAal(session: Session): string | null {
  const payload = session.access_token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : null;
  } catch {
    return null;
  }
}

/**
 * What a session still needs before the app opens: the code of a verified factor when the
 * session has only the password (aal1); null when it may enter.
 */
export function secondFactorPromptFor(session: Session | null): SecondFactorPrompt | null {
  if (!session) return null;
  const factorId = verifiedTotpFactorId(session.user);
  if (factorId === null || sessionAal(session) === 'aal2') return null;
  return { factorId };
}

/** The message for a failed verification (the server's `mfa_verification_failed` and others). */
export function secondFactorErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? (error as { code?: unknown }).code
      : undefined;
  if (code === 'mfa_verification_failed') return SECOND_FACTOR_MESSAGES.invalidCode;
  return SECOND_FACTOR_MESSAGES.failed;
}
