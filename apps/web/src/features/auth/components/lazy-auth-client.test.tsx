import { createClient } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createSupabaseApiClient } from '../../../lib/api-client';
import { AppServicesContext } from '../../../lib/app-services';
import { hasStoredSession, sessionStorageKey } from '../../../lib/lazy-supabase';
import { createSupabaseClient, type AppSupabaseClient } from '../../../lib/supabase';
import { useAuth } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

/*
 * The landing page of a signed-out visitor paints without supabase-js: the provider knows the
 * visitor is signed out from the absence of a stored session, and fetches the genuine client
 * after the first paint or at the first sign-in (against the real server of test/global-setup).
 */

const servers = inject('authServers');
const PASSWORD = 'pumpjack42';
const clients: AppSupabaseClient[] = [];

beforeEach(() => {
  // Each test builds its own client on one storage key, which supabase-js warns about.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Multiple GoTrueClient instances')) return;
    warn(...args);
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.auth.stopAutoRefresh()));
  localStorage.clear();
  vi.restoreAllMocks();
});

function State() {
  const { user, initialized } = useAuth();
  return <p data-testid="auth-state">{!initialized ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

function SignIn({ email }: { email: string }) {
  const { login } = useAuth();
  return (
    <button type="button" onClick={() => void login(email, PASSWORD)}>
      Sign in
    </button>
  );
}

function renderLazy(email = '') {
  let loads = 0;
  const load = () => {
    loads += 1;
    const client = createSupabaseClient(servers.standard);
    clients.push(client);
    return Promise.resolve(client);
  };
  const api = createSupabaseApiClient(load, `${servers.standard.url}/api`);
  render(
    <AppServicesContext
      value={{
        get supabase(): AppSupabaseClient {
          throw new Error('not used here');
        },
        api,
      }}
    >
      <AuthProvider client={{ load, storedSession: false }}>
        <State />
        <SignIn email={email} />
      </AuthProvider>
    </AppServicesContext>,
  );
  return { loads: () => loads };
}

describe('the auth check of a signed-out visitor', () => {
  it('is done at the first render, before any client exists; the client follows the paint', async () => {
    const { loads } = renderLazy();
    expect(screen.getByTestId('auth-state')).toHaveTextContent('signed out');
    expect(loads()).toBe(0);
    await waitFor(() => expect(loads()).toBe(1));
    expect(screen.getByTestId('auth-state')).toHaveTextContent('signed out');
  });

  it('signs in through the client it fetched, and the session is then stored where it reads', async () => {
    const email = `lazy-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const other = createClient(servers.standard.url, servers.standard.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await other.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();

    expect(hasStoredSession(servers.standard.url)).toBe(false);
    renderLazy(email);
    await act(async () => {
      screen.getByRole('button', { name: 'Sign in' }).click();
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByTestId('auth-state')).toHaveTextContent(email));
    // supabase-js wrote the session under the key the page reads on its next visit.
    const stored = localStorage.getItem(sessionStorageKey(servers.standard.url));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email } });
    expect(hasStoredSession(servers.standard.url)).toBe(true);
  });
});
