import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import type { AppSupabaseClient } from '../../../lib/supabase';
import { signUpWithReferral } from '../api/sign-up-with-referral';
import { updateDisplayName } from '../api/update-display-name';
import {
  AuthContext,
  type AuthContextValue,
  type SignInResult,
  type SignUpResult,
} from '../hooks/use-auth';
import {
  forgetAccount,
  rememberAccountEmail,
  rememberCustomerName,
} from '../utils/account-storage';
import { mapLoginError, mapSignUpError } from '../utils/auth-errors';
import { REFERRAL_MESSAGES, referralSignUpErrorMessage } from '../utils/referral-code';
import {
  isTotpCode,
  normaliseTotpCode,
  SECOND_FACTOR_MESSAGES,
  secondFactorErrorMessage,
  secondFactorPromptFor,
  type SecondFactorPrompt,
} from '../../../lib/second-factor';

/** Session events that (re)establish or update the signed-in user. */
const USER_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
]);

function toError(e: unknown): Error {
  return e instanceof Error ? e : new Error(typeof e === 'string' ? e : 'Unknown error');
}

function rememberUser(user: User | null | undefined): void {
  if (user?.email) rememberAccountEmail(user.email);
}

/**
 * Provider sign-up (spec §4): full name as user metadata, account e-mail and name remembered in
 * local storage, display name written to user_profiles when a session exists. Throws an Error
 * carrying the catalogue text.
 */
async function createAccount(
  client: AppSupabaseClient,
  email: string,
  password: string,
  fullName: string | undefined,
): Promise<{ user: User | null; session: Session | null }> {
  const trimmedEmail = email.trim();
  const displayName = fullName?.trim() ?? '';
  const { data, error } = await client.auth
    .signUp({
      email: trimmedEmail,
      password,
      options: displayName === '' ? undefined : { data: { full_name: displayName } },
    })
    .catch((e: unknown) => {
      throw new Error(mapSignUpError(e), { cause: e });
    });
  if (error) throw new Error(mapSignUpError(error), { cause: error });

  rememberAccountEmail(data.user?.email ?? trimmedEmail);
  rememberCustomerName(displayName);

  // Writing user_profiles needs the new session; without one (e-mail confirmation on) the name
  // still reaches the server as user metadata. A failure is logged and never blocks sign-up.
  if (data.user && data.session && displayName !== '') {
    updateDisplayName(client, data.user.id, displayName).catch((e: unknown) => {
      console.error('Could not save the display name after sign-up', e);
    });
  }
  return { user: data.user, session: data.session };
}

/**
 * Sign-up with a referral code (spec §4): the product backend creates the account and records
 * the referral, then a password sign-in follows. Throws an Error carrying the catalogue text:
 * the server's `detail` (or 'Signup with referral code failed'), or 'Account created but
 * sign-in failed. Please try logging in.' when only the sign-in fails.
 */
async function createReferredAccount(
  client: AppSupabaseClient,
  api: ApiClient,
  email: string,
  password: string,
  fullName: string | undefined,
  referralCode: string,
): Promise<{ user: User | null; session: Session | null }> {
  const trimmedEmail = email.trim();
  const displayName = fullName?.trim() ?? '';
  const created = await signUpWithReferral(api, {
    email: trimmedEmail,
    password,
    referral_code: referralCode,
    ...(displayName === '' ? {} : { data: { full_name: displayName } }),
  }).catch((e: unknown) => {
    throw new Error(referralSignUpErrorMessage(e), { cause: e });
  });

  rememberAccountEmail(created.user.email || trimmedEmail);
  rememberCustomerName(displayName);
  // The address must be confirmed first: there is nothing to sign in to yet.
  if (created.email_confirmation_required) return { user: null, session: null };

  const { data, error } = await client.auth
    .signInWithPassword({ email: trimmedEmail, password })
    .catch((e: unknown) => ({ data: { user: null, session: null }, error: e }));
  if (error || !data.session) {
    throw new Error(REFERRAL_MESSAGES.signInFailed, { cause: error });
  }
  if (displayName !== '') {
    updateDisplayName(client, data.session.user.id, displayName).catch((e: unknown) => {
      console.error('Could not save the display name after sign-up', e);
    });
  }
  return { user: data.session.user, session: data.session };
}

export interface AuthProviderProps {
  client: AppSupabaseClient;
  children: ReactNode;
}

/** Owns the session: first `getSession()`, then every `onAuthStateChange` event (spec §3, §4). */
export function AuthProvider({ client, children }: AuthProviderProps) {
  const api = useApiClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [initialized, setInitialized] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorPrompt | null>(null);

  /**
   * A session opens the app unless its account has two-factor authentication and the session
   * has only the password: then the code is asked first.
   */
  const accept = useCallback((session: Session | null): User | null => {
    const prompt = secondFactorPromptFor(session);
    setSecondFactor(prompt);
    const entered = prompt === null ? (session?.user ?? null) : null;
    rememberUser(entered);
    setUser(entered);
    return entered;
  }, []);

  useEffect(() => {
    let active = true;

    const {
      data: { subscription },
    } = client.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      if (!active) return;
      if (event === 'SIGNED_OUT') {
        forgetAccount();
        setUser(null);
        setSecondFactor(null);
      } else if (USER_EVENTS.has(event)) {
        accept(session);
      }
    });

    client.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) console.error('Could not restore the session', error);
        accept(data.session);
      })
      .catch((e: unknown) => {
        console.error('Could not restore the session', e);
      })
      .finally(() => {
        if (!active) return;
        setLoading(false);
        setInitialized(true);
      });

    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client, accept]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      try {
        const { data, error } = await client.auth.signInWithPassword({
          email: email.trim(),
          password,
        });
        if (error) return { user: null, error };
        return { user: accept(data.session), error: null };
      } catch (e: unknown) {
        return { user: null, error: toError(e) };
      }
    },
    [client, accept],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<User | null> => {
      const { user: signedIn, error } = await signIn(email, password);
      if (error) throw new Error(mapLoginError(error));
      // No user without an error: the account's second factor is asked for next.
      return signedIn;
    },
    [signIn],
  );

  const verifySecondFactor = useCallback(
    async (typed: string): Promise<void> => {
      const code = normaliseTotpCode(typed);
      if (!secondFactor) throw new Error(SECOND_FACTOR_MESSAGES.failed);
      if (!isTotpCode(code)) throw new Error(SECOND_FACTOR_MESSAGES.codeFormat);
      const { data, error } = await client.auth.mfa
        .challengeAndVerify({ factorId: secondFactor.factorId, code })
        .catch((e: unknown) => ({ data: null, error: e }));
      if (error || !data) throw new Error(secondFactorErrorMessage(error), { cause: error });
      accept((await client.auth.getSession()).data.session);
    },
    [client, secondFactor, accept],
  );

  const cancelSecondFactor = useCallback(async (): Promise<void> => {
    await client.auth.signOut().catch((e: unknown) => {
      console.error('Sign-out failed', e);
    });
    setSecondFactor(null);
    setUser(null);
  }, [client]);

  const signUp = useCallback(
    async (
      email: string,
      password: string,
      fullName?: string,
      referralCode?: string | null,
    ): Promise<SignUpResult> => {
      const { user: created, session } =
        referralCode === undefined || referralCode === null || referralCode === ''
          ? await createAccount(client, email, password, fullName)
          : await createReferredAccount(client, api, email, password, fullName, referralCode);
      if (session) setUser(session.user);
      return { user: created, signedIn: session !== null };
    },
    [client, api],
  );

  const signOut = useCallback(async () => {
    try {
      const { error } = await client.auth.signOut();
      if (error) {
        console.error('Sign-out failed', error);
        return;
      }
    } catch (e: unknown) {
      console.error('Sign-out failed', e);
      return;
    }
    forgetAccount();
    setUser(null);
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      initialized,
      signIn,
      signOut,
      login,
      signUp,
      secondFactor,
      verifySecondFactor,
      cancelSecondFactor,
    }),
    [
      user,
      loading,
      initialized,
      signIn,
      signOut,
      login,
      signUp,
      secondFactor,
      verifySecondFactor,
      cancelSecondFactor,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
