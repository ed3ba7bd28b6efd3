import { createClient } from '@supabase/supabase-js';
import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { AuthServerName } from '../../../../test/global-setup';
import { createSupabaseApiClient } from '../../../lib/api-client';
import { AppServicesContext } from '../../../lib/app-services';
import { createSupabaseClient, type AppSupabaseClient } from '../../../lib/supabase';
import { useAuth, type AuthContextValue } from '../hooks/use-auth';
import { CUSTOMER_NAME_KEY, USER_EMAIL_KEY } from '../utils/account-storage';
import { LOGIN_ERRORS, SIGN_UP_ERRORS } from '../utils/auth-errors';
import { AuthProvider } from './auth-provider';

/*
 * These tests drive the real PetroSage server (started by test/global-setup.ts) through the
 * genuine supabase-js client and the real provider. Every test makes its own accounts.
 */

const servers = inject('authServers');
const PASSWORD = 'pumpjack42';
const clients: AppSupabaseClient[] = [];
/** Which server each client talks to, so the product API client of a render matches it. */
const serverOf = new WeakMap<AppSupabaseClient, AuthServerName>();

beforeEach(() => {
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

const uniqueEmail = () => `user-${crypto.randomUUID().slice(0, 12)}@example.com`;

/** The app's own client (session persisted in localStorage), as the browser builds it. */
function newClient(server: AuthServerName = 'standard'): AppSupabaseClient {
  const client = createSupabaseClient(servers[server]);
  clients.push(client);
  serverOf.set(client, server);
  return client;
}

/** A second device: its own in-memory session, nothing shared with the page under test. */
function otherDevice(server: AuthServerName = 'standard') {
  const { url, anonKey } = servers[server];
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Creates an account on the real server from another device, leaving the page signed out. */
async function existingAccount(server: AuthServerName = 'standard', email = uniqueEmail()) {
  const { data, error } = await otherDevice(server).auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw new Error(`could not create ${email}: ${error?.message}`);
  return { email, userId: data.user.id };
}

/** The user's own profile row, read through the real data API with the client's session. */
async function ownProfile(client: AppSupabaseClient, userId: string) {
  const { data, error } = await client
    .from('user_profiles')
    .select('id, display_name, updated_at')
    .eq('id', userId)
    .single();
  if (error) throw new Error(`could not read the profile: ${error.message}`);
  return data;
}

function storedSessionKey(): string | undefined {
  return Object.keys(localStorage).find((key) => key.startsWith('sb-'));
}

function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  // A layout effect runs in the same commit as the DOM update, so the value the test reads never
  // lags behind the text it waited for.
  useLayoutEffect(() => {
    onValue(auth);
  }, [auth, onValue]);
  const state = !auth.initialized ? 'loading' : (auth.user?.email ?? 'signed out');
  return <p data-testid="auth-state">{state}</p>;
}

/** Renders the real provider with a real supabase-js client and waits for the first check. */
async function renderProvider(client = newClient()) {
  let latest: AuthContextValue | undefined;
  const api = createSupabaseApiClient(
    client,
    `${servers[serverOf.get(client) ?? 'standard'].url}/api`,
  );
  const view = render(
    <AppServicesContext value={{ supabase: client, api }}>
      <AuthProvider client={client}>
        <Probe
          onValue={(value) => {
            latest = value;
          }}
        />
      </AuthProvider>
    </AppServicesContext>,
  );
  await waitFor(() => expect(screen.getByTestId('auth-state')).not.toHaveTextContent('loading'));
  const auth = () => {
    if (!latest) throw new Error('auth context not rendered');
    return latest;
  };
  return { auth, client, ...view };
}

const state = () => screen.getByTestId('auth-state');

describe('AuthProvider against the real server', () => {
  it('finishes loading signed out when there is no stored session', async () => {
    const { auth } = await renderProvider();
    expect(state()).toHaveTextContent('signed out');
    expect(auth()).toMatchObject({ user: null, loading: false, initialized: true });
  });

  it('login signs in, remembers the e-mail and holds a session the data API accepts', async () => {
    const { email, userId } = await existingAccount();
    const { auth, client } = await renderProvider();

    const user = await auth().login(email, PASSWORD);

    expect(user).toMatchObject({ id: userId, email });
    await waitFor(() => expect(state()).toHaveTextContent(email));
    expect(auth().user?.id).toBe(userId);
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe(email);
    expect(storedSessionKey()).toBeDefined();
    await expect(ownProfile(client, userId)).resolves.toMatchObject({ id: userId });
  });

  it('login throws the catalogue text for a wrong password; signIn returns the error', async () => {
    const { email } = await existingAccount();
    const { auth } = await renderProvider();

    await expect(auth().login(email, 'wrong-one1')).rejects.toThrow(
      LOGIN_ERRORS.invalidCredentials,
    );
    const result = await auth().signIn(email, 'wrong-one1');
    expect(result.user).toBeNull();
    expect(result.error).toMatchObject({
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      status: 400,
    });
    expect(state()).toHaveTextContent('signed out');
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBeNull();
  });

  it('login maps the rate limit answer once the attempts for an e-mail are spent', async () => {
    // This server allows two password attempts per e-mail per window.
    const { email } = await existingAccount('passwordLimited');
    const { auth } = await renderProvider(newClient('passwordLimited'));

    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(auth().login(email, 'wrong-one1')).rejects.toThrow(
        LOGIN_ERRORS.invalidCredentials,
      );
    }
    // Even the right password is refused now.
    await expect(auth().login(email, PASSWORD)).rejects.toThrow(LOGIN_ERRORS.tooManyRequests);
    const result = await auth().signIn(email, PASSWORD);
    expect(result.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(state()).toHaveTextContent('signed out');
  });

  it('signUp signs in, stores name and e-mail and saves the display name to the profile', async () => {
    const email = uniqueEmail();
    const { auth, client } = await renderProvider();

    const result = await auth().signUp(email, PASSWORD, '  Pat Engineer  ');

    expect(result.signedIn).toBe(true);
    const userId = result.user?.id ?? '';
    expect(result.user?.user_metadata).toMatchObject({ full_name: 'Pat Engineer' });
    await waitFor(() => expect(state()).toHaveTextContent(email));
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe('Pat Engineer');
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe(email);

    // The server creates the profile row with the account (updated_at = created_at); the
    // provider's own write lands afterwards and stamps a later updated_at.
    const createdAt = result.user?.created_at ?? '';
    await waitFor(async () =>
      expect((await ownProfile(client, userId)).updated_at).not.toBe(createdAt),
    );
    const profile = await ownProfile(client, userId);
    expect(profile.display_name).toBe('Pat Engineer');
    expect(new Date(profile.updated_at).getTime()).toBeGreaterThan(new Date(createdAt).getTime());
  });

  it('a display name the server refuses is only logged and does not block sign-up', async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    // One character over the 100-character display_name column: the data API answers 22001.
    const longName = `Pat ${'x'.repeat(97)}`;
    expect(longName).toHaveLength(101);
    const email = uniqueEmail();
    const { auth, client } = await renderProvider();

    const result = await auth().signUp(email, PASSWORD, longName);

    expect(result.signedIn).toBe(true);
    await waitFor(() => expect(logged.length).toBeGreaterThan(0));
    const [message, error] = logged[0] ?? [];
    expect(String(message)).toContain('display name');
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).cause).toMatchObject({ code: '22001' });
    expect(state()).toHaveTextContent(email);
    expect(auth().user?.email).toBe(email);
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe(longName);

    // The refused write changed nothing: the row still holds what sign-up stored.
    const profile = await ownProfile(client, result.user?.id ?? '');
    expect(profile.updated_at).toBe(result.user?.created_at);
    expect(profile.display_name).toBe(longName.slice(0, 100));
  });

  it('skips the profile write and the name metadata when no name is given', async () => {
    const { auth, client } = await renderProvider();

    const result = await auth().signUp(uniqueEmail(), PASSWORD, '   ');

    expect(result.signedIn).toBe(true);
    expect(result.user?.user_metadata).not.toHaveProperty('full_name');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
    const profile = await ownProfile(client, result.user?.id ?? '');
    expect(profile.display_name).toBeNull();
    expect(profile.updated_at).toBe(result.user?.created_at);
  });

  it('with e-mail confirmation on, sign-up does not sign in but sends the name', async () => {
    const email = uniqueEmail();
    const { auth } = await renderProvider(newClient('confirmation'));

    const result = await auth().signUp(email, PASSWORD, 'Pat');

    expect(result).toMatchObject({ signedIn: false, user: { email } });
    expect(result.user?.user_metadata).toMatchObject({ full_name: 'Pat' });
    expect(result.user?.email_confirmed_at).toBeUndefined();
    expect(state()).toHaveTextContent('signed out');
    expect(auth().user).toBeNull();
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe(email);
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe('Pat');
    expect(storedSessionKey()).toBeUndefined();
  });

  it('login before the e-mail is confirmed throws the confirmation text', async () => {
    const email = uniqueEmail();
    const { auth } = await renderProvider(newClient('confirmation'));
    await auth().signUp(email, PASSWORD, 'Pat');

    await expect(auth().login(email, PASSWORD)).rejects.toThrow(LOGIN_ERRORS.emailNotConfirmed);
    expect(state()).toHaveTextContent('signed out');
  });

  it('signUp throws the catalogue text for an e-mail that already has an account', async () => {
    const { email } = await existingAccount();
    const { auth } = await renderProvider();

    await expect(auth().signUp(email, PASSWORD, 'Pat')).rejects.toThrow(
      SIGN_UP_ERRORS.alreadyRegistered,
    );
    expect(state()).toHaveTextContent('signed out');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
  });

  it.each([
    ['too short', 'pump42'],
    ['without a number', 'pumpjacks'],
  ])('signUp throws the catalogue text for a weak password (%s)', async (_name, password) => {
    const email = uniqueEmail();
    const { auth } = await renderProvider();

    await expect(auth().signUp(email, password, 'Pat')).rejects.toThrow(
      SIGN_UP_ERRORS.weakPassword,
    );
    expect(state()).toHaveTextContent('signed out');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
    // No account was created: the address is still free.
    await expect(existingAccount('standard', email)).resolves.toMatchObject({ email });
  });

  it('signUp throws the catalogue text when account creation is switched off', async () => {
    const { auth } = await renderProvider(newClient('signupDisabled'));

    await expect(auth().signUp(uniqueEmail(), PASSWORD, 'Pat')).rejects.toThrow(
      SIGN_UP_ERRORS.signupDisabled,
    );
    expect(state()).toHaveTextContent('signed out');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
  });

  it('signOut ends the session on the server and forgets the account data', async () => {
    const email = uniqueEmail();
    const { auth } = await renderProvider();
    await auth().signUp(email, PASSWORD, 'Pat');
    await waitFor(() => expect(state()).toHaveTextContent(email));
    const stored = JSON.parse(localStorage.getItem(storedSessionKey() ?? '') ?? '{}') as {
      refresh_token?: string;
    };
    expect(stored.refresh_token).toBeTruthy();

    await auth().signOut();

    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(auth().user).toBeNull();
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
    expect(storedSessionKey()).toBeUndefined();
    // The server ended the session: its refresh token no longer works anywhere.
    const { error } = await otherDevice().auth.refreshSession({
      refresh_token: stored.refresh_token ?? '',
    });
    expect(error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('restores a stored session on start, and the restored session reaches the data API', async () => {
    const email = uniqueEmail();
    const first = await renderProvider();
    const { user } = await first.auth().signUp(email, PASSWORD);
    first.unmount();

    const { auth, client } = await renderProvider();

    expect(state()).toHaveTextContent(email);
    expect(auth().user?.id).toBe(user?.id);
    await expect(ownProfile(client, user?.id ?? '')).resolves.toMatchObject({ id: user?.id });
  });

  it('a session the server has ended cannot be restored: loading ends signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = uniqueEmail();
    const first = await renderProvider();
    await first.auth().signUp(email, PASSWORD);
    first.unmount();
    await first.client.auth.stopAutoRefresh();

    // The user signs out everywhere from another device, which ends this page's session too.
    const other = otherDevice();
    const signedIn = await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect((await other.auth.signOut({ scope: 'global' })).error).toBeNull();
    // Meanwhile the stored access token has expired, so the next start must refresh it.
    const key = storedSessionKey() ?? '';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: 1 }));

    const { auth } = await renderProvider();

    expect(state()).toHaveTextContent('signed out');
    expect(auth()).toMatchObject({ loading: false, initialized: true, user: null });
    expect(storedSessionKey()).toBeUndefined();
  });
});
