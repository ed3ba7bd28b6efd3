import type { User } from '@supabase/supabase-js';
import type { AuthContextValue } from '../src/features/auth/hooks/use-auth';

export function fakeUser(email = 'pat.engineer@example.com'): User {
  return {
    id: '6f1f8a5e-5d0c-4d8a-9d7e-2f6a1f0b9c11',
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    created_at: '2025-07-01T12:00:00.000Z',
  };
}

/** A settled, signed-out auth state whose actions succeed; override what a test needs. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    initialized: true,
    signIn: (email) => Promise.resolve({ user: fakeUser(email), error: null }),
    signOut: () => Promise.resolve(),
    login: (email) => Promise.resolve(fakeUser(email)),
    signUp: (email) => Promise.resolve({ user: fakeUser(email), signedIn: false }),
    secondFactor: null,
    verifySecondFactor: () => Promise.resolve(),
    cancelSecondFactor: () => Promise.resolve(),
    ...overrides,
  };
}
