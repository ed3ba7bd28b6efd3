import type { User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import type { SecondFactorPrompt } from '../../../lib/second-factor';

export interface SignInResult {
  user: User | null;
  error: Error | null;
}

export interface SignUpResult {
  user: User | null;
  /** False when the server requires e-mail confirmation before the first sign-in. */
  signedIn: boolean;
}

/** The auth context of docs/product.md §3. */
export interface AuthContextValue {
  user: User | null;
  /** True until the first session check has finished. */
  loading: boolean;
  /** Becomes true once the first session check has finished, successfully or not. */
  initialized: boolean;
  /** Password sign-in that never throws; the provider's error is returned as is. */
  signIn: (email: string, password: string) => Promise<SignInResult>;
  /** Never throws; a failure is logged and the local account data is still cleared. */
  signOut: () => Promise<void>;
  /**
   * Password sign-in that throws an Error carrying the catalogue text (docs/product.md §8). Null when the
   * account has two-factor authentication: `secondFactor` then asks for the code.
   */
  login: (email: string, password: string) => Promise<User | null>;
  /** A signed-in password session that still needs the authenticator app's code. */
  secondFactor: SecondFactorPrompt | null;
  /** Verifies the code; throws an Error carrying the message to show. */
  verifySecondFactor: (code: string) => Promise<void>;
  /** Gives up on the code: the half-finished sign-in is signed out. */
  cancelSecondFactor: () => Promise<void>;
  /**
   * Creates an account; with a referral code (upper-case, 6 characters) through the product
   * backend, then a password sign-in. Throws an Error carrying the catalogue text (docs/product.md §8).
   */
  signUp: (
    email: string,
    password: string,
    fullName?: string,
    referralCode?: string | null,
  ) => Promise<SignUpResult>;
}

/**
 * `AuthProvider` supplies the real value; tests render `<AuthContext value={…}>` directly to
 * put the app in any auth state.
 */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
