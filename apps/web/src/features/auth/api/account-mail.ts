import { verifiedTotpFactorId } from '../../../lib/second-factor';
import type { AppSupabaseClient } from '../../../lib/supabase';

/** What an e-mailed link left in the page's fragment: a session, an error, or nothing. */
export type LinkFragment =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string }
  | { kind: 'error'; description: string }
  | { kind: 'none' };

export function readLinkFragment(hash: string): LinkFragment {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    return { kind: 'session', accessToken, refreshToken, type: params.get('type') ?? '' };
  }
  const error = params.get('error_description') ?? params.get('error');
  if (error) return { kind: 'error', description: error };
  return { kind: 'none' };
}

/** Mails a password-reset link whose page is /reset-password. */
export async function requestPasswordReset(
  client: AppSupabaseClient,
  email: string,
  redirectTo: string,
): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw error;
}

/** Mails the sign-up confirmation again. */
export async function resendConfirmation(
  client: AppSupabaseClient,
  email: string,
  emailRedirectTo: string,
): Promise<void> {
  const { error } = await client.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo },
  });
  if (error) throw error;
}

/** Starts the session an e-mailed link handed over. */
export async function startLinkSession(
  client: AppSupabaseClient,
  fragment: Extract<LinkFragment, { kind: 'session' }>,
): Promise<void> {
  const { error } = await client.auth.setSession({
    access_token: fragment.accessToken,
    refresh_token: fragment.refreshToken,
  });
  if (error) throw error;
}

export async function setNewPassword(client: AppSupabaseClient, password: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

/**
 * The code of the account's authenticator app, verified on the current session (it becomes
 * aal2): an account with two-factor authentication changes its password only so.
 */
export async function verifyAuthenticatorCode(
  client: AppSupabaseClient,
  code: string,
): Promise<void> {
  const { data: session } = await client.auth.getSession();
  const factorId = verifiedTotpFactorId(session.session?.user);
  if (factorId === null) throw new Error('no verified authenticator factor');
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** Whether a refusal asks for the account's second factor first (GoTrue's `insufficient_aal`). */
export function needsSecondFactor(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'insufficient_aal'
  );
}
