import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeSupabaseServer,
  type FakeSupabaseServer,
} from '../../../../test/fake-supabase-server';
import { createSupabaseClient, type AppSupabaseClient } from '../../../lib/supabase';
import { useAuth, type AuthContextValue } from '../hooks/use-auth';
import { CUSTOMER_NAME_KEY, USER_EMAIL_KEY } from '../utils/account-storage';
import { LOGIN_ERRORS, SIGN_UP_ERRORS } from '../utils/auth-errors';
import { AuthProvider } from './auth-provider';

let server: FakeSupabaseServer;
const clients: AppSupabaseClient[] = [];

beforeAll(async () => {
  server = await startFakeSupabaseServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.setAutoconfirm(true);
  // Every test builds its own client on one storage key, which supabase-js warns about.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Multiple GoTrueClient instances')) return;
    warn(...args);
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.auth.stopAutoRefresh()));
  vi.restoreAllMocks();
});

function newClient(): AppSupabaseClient {
  const client = createSupabaseClient({ url: server.url, anonKey: 'test-anon-key' });
  clients.push(client);
  return client;
}

function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => {
    onValue(auth);
  }, [auth, onValue]);
  const state = !auth.initialized ? 'loading' : (auth.user?.email ?? 'signed out');
  return <p data-testid="auth-state">{state}</p>;
}

/** Renders the real provider with a real supabase-js client and waits for the first check. */
async function renderProvider(client = newClient()) {
  let latest: AuthContextValue | undefined;
  const view = render(
    <AuthProvider client={client}>
      <Probe
        onValue={(value) => {
          latest = value;
        }}
      />
    </AuthProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('auth-state')).not.toHaveTextContent('loading'));
  const auth = () => {
    if (!latest) throw new Error('auth context not rendered');
    return latest;
  };
  return { auth, client, ...view };
}

const state = () => screen.getByTestId('auth-state');
let counter = 0;
const uniqueEmail = () => `user${++counter}-${Date.now()}@example.com`;

describe('AuthProvider with supabase-js', () => {
  it('finishes loading signed out when there is no stored session', async () => {
    const { auth } = await renderProvider();
    expect(state()).toHaveTextContent('signed out');
    expect(auth()).toMatchObject({ user: null, loading: false, initialized: true });
  });

  it('login signs in, remembers the e-mail and posts the password grant', async () => {
    const email = uniqueEmail();
    server.addAccount(email, 'pumpjack42');
    const { auth } = await renderProvider();

    const user = await auth().login(email, 'pumpjack42');

    expect(user.email).toBe(email);
    await waitFor(() => expect(state()).toHaveTextContent(email));
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe(email);
    const grant = server.requests.find((r) => r.path === '/auth/v1/token');
    expect(grant?.query.get('grant_type')).toBe('password');
    expect(grant?.body).toMatchObject({ email, password: 'pumpjack42' });
  });

  it('login throws the catalogue text for wrong credentials; signIn returns the error', async () => {
    const email = uniqueEmail();
    server.addAccount(email, 'pumpjack42');
    const { auth } = await renderProvider();

    await expect(auth().login(email, 'wrong-one1')).rejects.toThrow(
      LOGIN_ERRORS.invalidCredentials,
    );
    const result = await auth().signIn(email, 'wrong-one1');
    expect(result.user).toBeNull();
    expect(result.error?.message).toBe('Invalid login credentials');
    expect(state()).toHaveTextContent('signed out');
  });

  it('login maps the rate limit answer', async () => {
    server.failNext('token', {
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const { auth } = await renderProvider();
    await expect(auth().login(uniqueEmail(), 'pumpjack42')).rejects.toThrow(
      LOGIN_ERRORS.tooManyRequests,
    );
  });

  it('signUp sends the full name, stores name and e-mail and saves the display name', async () => {
    const email = uniqueEmail();
    const { auth } = await renderProvider();

    const result = await auth().signUp(email, 'pumpjack42', '  Pat Engineer  ');

    expect(result.signedIn).toBe(true);
    await waitFor(() => expect(state()).toHaveTextContent(email));
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe('Pat Engineer');
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe(email);

    const signup = server.requests.find((r) => r.path === '/auth/v1/signup');
    expect(signup?.body).toMatchObject({
      email,
      password: 'pumpjack42',
      data: { full_name: 'Pat Engineer' },
    });

    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/rest/v1/user_profiles')).toBe(true),
    );
    const patch = server.requests.find((r) => r.path === '/rest/v1/user_profiles');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.query.get('id')).toBe(`eq.${result.user?.id ?? ''}`);
    expect(patch?.body).toMatchObject({ display_name: 'Pat Engineer' });
    const updatedAt = (patch?.body as { updated_at?: string } | undefined)?.updated_at ?? '';
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
    expect(patch?.headers.authorization).not.toBe('Bearer test-anon-key');
  });

  it('a failed display-name save is only logged and does not block sign-up', async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    server.failNext('user_profiles', { status: 500, code: 'XX000', message: 'database down' });
    const email = uniqueEmail();
    const { auth } = await renderProvider();

    await expect(auth().signUp(email, 'pumpjack42', 'Pat')).resolves.toMatchObject({
      signedIn: true,
    });

    await waitFor(() => expect(logged.length).toBeGreaterThan(0));
    expect(String(logged[0]?.[0])).toContain('display name');
    expect(state()).toHaveTextContent(email);
  });

  it('skips the profile write and the name metadata when no name is given', async () => {
    const { auth } = await renderProvider();
    await auth().signUp(uniqueEmail(), 'pumpjack42', '   ');
    const signup = server.requests.find((r) => r.path === '/auth/v1/signup');
    expect(signup?.body).toMatchObject({ data: {} });
    expect(server.requests.some((r) => r.path === '/rest/v1/user_profiles')).toBe(false);
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
  });

  it('with e-mail confirmation on, sign-up does not sign in', async () => {
    server.setAutoconfirm(false);
    const email = uniqueEmail();
    const { auth } = await renderProvider();

    const result = await auth().signUp(email, 'pumpjack42', 'Pat');

    expect(result).toMatchObject({ signedIn: false });
    expect(state()).toHaveTextContent('signed out');
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe(email);
    expect(server.requests.some((r) => r.path === '/rest/v1/user_profiles')).toBe(false);
  });

  it.each([
    [
      'duplicate account',
      { status: 422, code: 'user_already_exists', message: 'User already registered' },
      SIGN_UP_ERRORS.alreadyRegistered,
    ],
    [
      'weak password',
      {
        status: 422,
        code: 'weak_password',
        message: 'Password should contain at least one letter and one number.',
      },
      SIGN_UP_ERRORS.weakPassword,
    ],
    [
      'signups disabled',
      { status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' },
      SIGN_UP_ERRORS.signupDisabled,
    ],
  ])('signUp throws the catalogue text for %s', async (_name, failure, expected) => {
    server.failNext('signup', failure);
    const { auth } = await renderProvider();
    await expect(auth().signUp(uniqueEmail(), 'pumpjack42', 'Pat')).rejects.toThrow(expected);
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
  });

  it('signOut ends the session and forgets the account data', async () => {
    const email = uniqueEmail();
    const { auth } = await renderProvider();
    await auth().signUp(email, 'pumpjack42', 'Pat');
    await waitFor(() => expect(state()).toHaveTextContent(email));

    await auth().signOut();

    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
    expect(server.requests.some((r) => r.path === '/auth/v1/logout')).toBe(true);
  });

  it('restores a stored session on start', async () => {
    const email = uniqueEmail();
    const first = await renderProvider();
    await first.auth().signUp(email, 'pumpjack42');
    first.unmount();

    await renderProvider();

    expect(state()).toHaveTextContent(email);
  });

  it('a failed session fetch ends loading signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = uniqueEmail();
    const first = await renderProvider();
    await first.auth().signUp(email, 'pumpjack42');
    first.unmount();
    // Make the stored session expired so the next start must refresh it, and refuse the refresh.
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-'));
    const stored = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key ?? '', JSON.stringify({ ...stored, expires_at: 1 }));
    server.failNext('token', {
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });

    const { auth } = await renderProvider();

    expect(state()).toHaveTextContent('signed out');
    expect(auth()).toMatchObject({ loading: false, initialized: true, user: null });
    expect(
      server.requests.some(
        (r) => r.path === '/auth/v1/token' && r.query.get('grant_type') === 'refresh_token',
      ),
    ).toBe(true);
  });
});
