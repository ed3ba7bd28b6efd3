import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../lib/api-client';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useApiClient } from '../../../lib/app-services';
import { appLinkTarget } from '../../../lib/auth-mail';
import type { AppSupabaseClient } from '../../../lib/supabase';
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
 * Provider sign-up (docs/product.md §4): full name as user metadata, account e-mail and name remembered in
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
      options: {
        // In confirmation mode, the mailed link leads back to the app, which signs in.
        emailRedirectTo: appLinkTarget('/confirm-email'),
        ...(displayName !== '' && { data: { full_name: displayName } }),
      },
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
 * Sign-up with a referral code (docs/product.md §4): the product backend creates the account and records
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
  // Fetched with its response schema at the first referred sign-up (decision 041).
  const created = await import('../api/sign-up-with-referral')
    .then(({ signUpWithReferral }) =>
      signUpWithReferral(api, {
        email: trimmedEmail,
        password,
        referral_code: referralCode,
        ...(displayName === '' ? {} : { data: { full_name: displayName } }),
      }),
    )
    .catch((e: unknown) => {
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

/**
 * A client fetched on demand (`lib/lazy-supabase.ts`). Without a stored session the visitor is
 * known to be signed out at once, and the client is fetched after the first paint.
 */
export interface LazyAuthClient {
  load: () => Promise<AppSupabaseClient>;
  storedSession: boolean;
}

export interface AuthProviderProps {
  client: AppSupabaseClient | LazyAuthClient;
  children: ReactNode;
}

function isLazy(client: AppSupabaseClient | LazyAuthClient): client is LazyAuthClient {
  return typeof (client as Partial<LazyAuthClient>).load === 'function';
}

/** Owns the session: first `getSession()`, then every `onAuthStateChange` event (docs/product.md §3, §4). */
export function AuthProvider({ client: source, children }: AuthProviderProps) {
  const api = useApiClient();
  const getClient = useMemo(
    () => (isLazy(source) ? source.load : () => Promise.resolve(source)),
    [source],
  );
  // No stored session: the first auth check is done before any client exists (signed out).
  const knownSignedOut = isLazy(source) && !source.storedSession;
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(!knownSignedOut);
  const [initialized, setInitialized] = useState(knownSignedOut);
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
    let subscription: { unsubscribe: () => void } | undefined;

    const watch = (client: AppSupabaseClient) => {
      if (!active) return;
      subscription = client.auth.onAuthStateChange(
        (event: AuthChangeEvent, session: Session | null) => {
          if (!active) return;
          if (event === 'SIGNED_OUT') {
            forgetAccount();
            setUser(null);
            setSecondFactor(null);
          } else if (USER_EVENTS.has(event)) {
            accept(session);
          }
        },
      ).data.subscription;
      return client.auth.getSession().then(({ data, error }) => {
        if (!active) return;
        if (error) console.error('Could not restore the session', error);
        accept(data.session);
      });
    };

    const start = () =>
      getClient()
        .then(watch)
        .catch((e: unknown) => {
          console.error('Could not restore the session', e);
        })
        .finally(() => {
          if (!active) return;
          setLoading(false);
          setInitialized(true);
        });

    const cancel = knownSignedOut ? afterFirstPaint(() => void start()) : (void start(), undefined);

    return () => {
      active = false;
      cancel?.();
      subscription?.unsubscribe();
    };
  }, [getClient, knownSignedOut, accept]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      try {
        const client = await getClient();
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
    [getClient, accept],
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
      const client = await getClient();
      const { data, error } = await client.auth.mfa
        .challengeAndVerify({ factorId: secondFactor.factorId, code })
        .catch((e: unknown) => ({ data: null, error: e }));
      if (error || !data) throw new Error(secondFactorErrorMessage(error), { cause: error });
      accept((await client.auth.getSession()).data.session);
    },
    [getClient, secondFactor, accept],
  );

  const cancelSecondFactor = useCallback(async (): Promise<void> => {
    const client = await getClient();
    await client.auth.signOut().catch((e: unknown) => {
      console.error('Sign-out failed', e);
    });
    setSecondFactor(null);
    setUser(null);
  }, [getClient]);

  const signUp = useCallback(
    async (
      email: string,
      password: string,
      fullName?: string,
      referralCode?: string | null,
    ): Promise<SignUpResult> => {
      const client = await getClient();
      const { user: created, session } =
        referralCode === undefined || referralCode === null || referralCode === ''
          ? await createAccount(client, email, password, fullName)
          : await createReferredAccount(client, api, email, password, fullName, referralCode);
      if (session) setUser(session.user);
      return { user: created, signedIn: session !== null };
    },
    [getClient, api],
  );

  const signOut = useCallback(async () => {
    try {
      const client = await getClient();
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
  }, [getClient]);

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
