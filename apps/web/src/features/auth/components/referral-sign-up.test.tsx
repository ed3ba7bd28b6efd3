import { createClient } from '@supabase/supabase-js';
import {
  GenerateReferralCodeResponseSchema,
  ReferralInfoSchema,
} from '@petrosage/contracts/referrals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { AuthServerName } from '../../../../test/global-setup';
import {
  renderWithServices,
  signedInSession,
  signedOutServices,
  testSupabaseClient,
  TEST_PASSWORD,
  uniqueEmail,
  type TestSession,
} from '../../../../test/services';
import { createApiClient } from '../../../lib/api-client';
import type { AppServices } from '../../../lib/app-services';
import type { Database } from '../../../lib/database-types';
import { useAuth } from '../hooks/use-auth';
import { AuthForm, type AuthMode } from './auth-form';
import { AuthProvider } from './auth-provider';

/*
 * The Referral Code field and sign-up with a code, driven through the real provider against
 * the real server (test/global-setup.ts). Every test makes its own accounts.
 */

const servers = inject('authServers');

afterEach(() => {
  vi.restoreAllMocks();
});
/** Each test creates two or three accounts (password hashing included) on a shared machine. */
const ACCOUNT_TESTS = { timeout: 20_000 };
/** A sign-up hashes a password (and a sign-in verifies one): slow on a busy machine. */
const SERVER_WAIT = { timeout: 10_000 };

function AuthState() {
  const { user } = useAuth();
  return <p data-testid="auth-state">{user?.email ?? 'signed out'}</p>;
}

function Page() {
  const [mode, setMode] = useState<AuthMode>('sign-up');
  return <AuthForm mode={mode} onModeChange={setMode} />;
}

function renderSignUp(services: AppServices) {
  return renderWithServices(
    <AuthProvider client={services.supabase}>
      <AuthState />
      <Page />
    </AuthProvider>,
    services,
  );
}

async function referrer(server: AuthServerName = 'standard') {
  const session = await signedInSession(server);
  const { referral_code } = await session.api.request(
    '/referrals/generate-code',
    GenerateReferralCodeResponseSchema,
    { method: 'POST' },
  );
  return { ...session, code: referral_code };
}

async function referralInfo(session: TestSession) {
  return session.api.request('/referrals/info', ReferralInfoSchema);
}

/** "user-1a2b…@example.com" as the server masks it. */
function masked(email: string): string {
  return `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;
}

const codeInput = () => screen.getByLabelText(/Referral Code/);
const message = () => screen.getByTestId('auth-referral-message');

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Full Name'), 'Sam Roughneck');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD);
}

async function canSignIn(email: string, server: AuthServerName = 'standard') {
  const { error } = await testSupabaseClient(server).auth.signInWithPassword({
    email,
    password: TEST_PASSWORD,
  });
  return error === null;
}

describe('Referral Code field', ACCOUNT_TESTS, () => {
  it('asks the server only at exactly 6 characters and names the referrer, masked', async () => {
    const { code, email } = await referrer();
    const user = userEvent.setup();
    renderSignUp(signedOutServices());

    expect(codeInput()).toHaveAttribute('maxLength', '6');
    await user.type(codeInput(), code.slice(0, 5).toLowerCase());
    expect(codeInput()).toHaveAttribute('data-state', 'idle');
    expect(message()).toHaveTextContent('');

    await user.type(codeInput(), code.slice(5).toLowerCase());
    await waitFor(() =>
      expect(message()).toHaveTextContent(`Valid referral code from ${masked(email)}`),
    );
    // aria-invalid drives the red border; Chromium checks the colour (e2e/referrals.spec.ts).
    expect(codeInput()).toHaveAttribute('aria-invalid', 'false');

    // One character less: the state clears at once.
    await user.type(codeInput(), '{Backspace}');
    expect(message()).toHaveTextContent('');
    expect(codeInput()).toHaveAttribute('data-state', 'idle');

    // Never more than 6 characters.
    await user.type(codeInput(), 'XYZ');
    expect(codeInput()).toHaveValue(`${code.slice(0, 5).toLowerCase()}X`);
  });

  it('says "Referral code not found" for an unknown code, with a red border', async () => {
    const user = userEvent.setup();
    renderSignUp(signedOutServices());
    await user.type(codeInput(), 'ZZZZZZ');
    await waitFor(() => expect(message()).toHaveTextContent('Referral code not found'));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Invalid referral code format" when the server refuses the format', async () => {
    const user = userEvent.setup();
    renderSignUp(signedOutServices());
    await user.type(codeInput(), 'AB1O0-');
    await waitFor(() => expect(message()).toHaveTextContent('Invalid referral code format'));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Unable to validate referral code" when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderSignUp({
      supabase: testSupabaseClient(),
      api: createApiClient({
        baseUrl: 'http://127.0.0.1:9/api',
        getAccessToken: () => Promise.resolve(null),
      }),
    });
    await user.type(codeInput(), 'ABCDEF');
    await waitFor(() => expect(message()).toHaveTextContent('Unable to validate referral code'));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('sign-up with a referral code', ACCOUNT_TESTS, () => {
  it('creates the referred account, signs in and clears the referral state', async () => {
    const referring = await referrer();
    const email = uniqueEmail();
    const user = userEvent.setup();
    renderSignUp(signedOutServices());

    await fillAccount(user, email);
    await user.type(codeInput(), referring.code.toLowerCase());
    await waitFor(() => expect(message()).toHaveTextContent('Valid referral code from'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(
      () => expect(screen.getByTestId('auth-state')).toHaveTextContent(email),
      SERVER_WAIT,
    );
    expect(await referralInfo(referring)).toMatchObject({ total_referrals: 1 });
    // The form went back to sign-in; coming back to sign-up shows an empty, unchecked field.
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(codeInput()).toHaveValue('');
    expect(message()).toHaveTextContent('');
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('shows the server’s detail for an unknown code and creates nothing', async () => {
    const email = uniqueEmail();
    const user = userEvent.setup();
    renderSignUp(signedOutServices());
    await fillAccount(user, email);
    await user.type(codeInput(), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(
      'Referral code not found',
    );
    expect(screen.getByTestId('auth-state')).toHaveTextContent('signed out');
    expect(await canSignIn(email)).toBe(false);
    expect(codeInput()).toHaveValue('ZZZZZZ');
  });

  it('shows the plain sign-up’s text for an address that is taken', async () => {
    const { code } = await referrer();
    const taken = await signedInSession();
    const user = userEvent.setup();
    renderSignUp(signedOutServices());
    await fillAccount(user, taken.email);
    await user.type(codeInput(), code);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(
      'An account with this email already exists. Please try logging in instead.',
    );
  });

  it('says so when the account was created but the sign-in failed', async () => {
    const { code } = await referrer();
    const email = uniqueEmail();
    const { url, anonKey } = servers.standard;
    // supabase-js reports the failed fetch on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The product API answers; the auth server for the sign-in does not.
    const unreachableAuth = createClient<Database>('http://127.0.0.1:9', anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: `sb-test-${crypto.randomUUID()}`,
      },
    });
    const user = userEvent.setup();
    renderSignUp({
      supabase: unreachableAuth,
      api: createApiClient({ baseUrl: `${url}/api`, getAccessToken: () => Promise.resolve(null) }),
    });
    await fillAccount(user, email);
    await user.type(codeInput(), code);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(
      'Account created but sign-in failed. Please try logging in.',
    );
    expect(await canSignIn(email)).toBe(true);
  });

  it('with e-mail confirmation on, asks to confirm and records the referral', async () => {
    const referring = await referrer();
    const email = uniqueEmail();
    const user = userEvent.setup();
    renderSignUp(signedOutServices('confirmation'));
    await fillAccount(user, email);
    await user.type(codeInput(), referring.code);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('status', {}, SERVER_WAIT)).toHaveTextContent(
      'Account created successfully! Please check your email to verify your account.',
    );
    expect(screen.getByTestId('auth-state')).toHaveTextContent('signed out');
    expect(await referralInfo(referring)).toMatchObject({ total_referrals: 1 });
  });
});
