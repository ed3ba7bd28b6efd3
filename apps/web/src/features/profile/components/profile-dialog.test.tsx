import {
  GenerateReferralCodeResponseSchema,
  ProfileSchema,
  ReferralSignupResponseSchema,
} from '@petrosage/contracts/referrals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import {
  holdableApi,
  renderWithServices,
  signedInSession,
  signedOutServices,
  testSupabaseClient,
  TEST_PASSWORD,
  uniqueEmail,
  type TestSession,
} from '../../../../test/services';
import { createApiClient, createSupabaseApiClient } from '../../../lib/api-client';
import type { AppServices } from '../../../lib/app-services';
import { subscribeStandard } from '../../../../test/subscription';
import type { AuthServerName } from '../../../../test/global-setup';
import { ProfileDialog } from './profile-dialog';

/*
 * The Profile & Referrals dialog against the real server (test/global-setup.ts), through the
 * app's real API client. Every test makes its own accounts.
 */

const ACCOUNT_TESTS = { timeout: 20_000 };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderDialog(services: AppServices) {
  return renderWithServices(
    <ProfileDialog trigger={<button type="button">Open profile</button>} />,
    services,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open profile' }));
  return screen.findByRole('dialog', { name: 'Profile & Referrals' });
}

async function serverProfile(session: TestSession) {
  return session.api.request('/referrals/profile', ProfileSchema);
}

async function generateCode(session: TestSession): Promise<string> {
  const { referral_code } = await session.api.request(
    '/referrals/generate-code',
    GenerateReferralCodeResponseSchema,
    { method: 'POST' },
  );
  return referral_code;
}

/** A new account that signed up with `code`, signed in, with its own API client. */
async function referredSession(
  code: string,
  server: AuthServerName = 'standard',
): Promise<TestSession> {
  const email = uniqueEmail();
  await signedOutServices(server).api.request('/referrals/signup', ReferralSignupResponseSchema, {
    method: 'POST',
    body: { email, password: TEST_PASSWORD, referral_code: code },
    requireSession: false,
  });
  const supabase = testSupabaseClient(server);
  const { data, error } = await supabase.auth.signInWithPassword({
    email,
    password: TEST_PASSWORD,
  });
  if (error) throw new Error(`could not sign in ${email}: ${error.message}`);
  const { url } = inject('authServers')[server];
  return {
    email,
    userId: data.user.id,
    accessToken: data.session.access_token,
    serverUrl: url,
    supabase,
    api: createSupabaseApiClient(supabase, `${url}/api`),
  };
}

/** The alerts of the profile and referral sections (the two-factor section reports its own). */
function productAlerts(dialog: HTMLElement): HTMLElement[] {
  const twoFactor = within(dialog).getByTestId('two-factor-setting');
  return within(dialog)
    .getAllByRole('alert')
    .filter((alert) => !twoFactor.contains(alert));
}

describe('Profile & Referrals dialog', ACCOUNT_TESTS, () => {
  it('loads the profile and referral data when it opens', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderDialog(session);
    expect(screen.queryByText('Profile Information')).not.toBeInTheDocument();

    const dialog = await openDialog(user);
    const email = await within(dialog).findByLabelText('Email');
    expect(email).toHaveValue(session.email);
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Display Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Company')).toHaveValue('');
    expect(within(dialog).getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Referral Program' })).toBeVisible();

    expect(
      await within(dialog).findByRole('button', { name: 'Generate Referral Code' }),
    ).toBeEnabled();
    expect(within(dialog).queryByText('Your Referral Code')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('referral-total')).toHaveTextContent('0');
    expect(within(dialog).getByText('Total Referrals')).toBeVisible();
    expect(within(dialog).getByText('Total Rewards')).toBeVisible();
    expect(within(dialog).getByTestId('referral-rewards')).toHaveTextContent('$0.00');
    // Nothing pending, nothing said; the terms are.
    expect(within(dialog).queryByTestId('referral-rewards-pending')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('referral-rewards-terms')).toHaveTextContent(
      'Rewards are credit toward your own subscription.',
    );
    expect(
      within(dialog).getByText('Share this code with friends to earn referral rewards!'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/You were referred by/)).not.toBeInTheDocument();
  });

  it('saves trimmed values, says so for 3 seconds, and stores empty ones as null', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = await signedInSession();
    const held = holdableApi(session);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderDialog({ ...session, api: held.api });
    const dialog = await openDialog(user);

    await user.type(await within(dialog).findByLabelText('Display Name'), '  Pat Engineer ');
    await user.type(within(dialog).getByLabelText('Company'), ' Permian Operating ');
    held.hold();
    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();

    const saved = await within(dialog).findByText('Profile updated successfully!');
    expect(within(dialog).getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Display Name')).toHaveValue('Pat Engineer');
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Permian Operating');
    // The clock also runs in real time here: margins leave room for a slow machine.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(saved).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(within(dialog).queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(await serverProfile(session)).toEqual({
      email: session.email,
      display_name: 'Pat Engineer',
      company: 'Permian Operating',
    });

    await user.clear(within(dialog).getByLabelText('Company'));
    await user.type(within(dialog).getByLabelText('Company'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await within(dialog).findByText('Profile updated successfully!');
    expect(within(dialog).getByLabelText('Company')).toHaveValue('');
    expect((await serverProfile(session)).company).toBeNull();
  });

  it('generates a code, copies it, and shows the check mark for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = await signedInSession();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderDialog(session);
    const dialog = await openDialog(user);

    await user.click(await within(dialog).findByRole('button', { name: 'Generate Referral Code' }));
    const code = await within(dialog).findByTestId('referral-code');
    expect(code.textContent).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(within(dialog).getByText('Your Referral Code')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Generate Referral Code' })).toBeNull();
    // The server holds the same code: generating again answers it.
    expect(await generateCode(session)).toBe(code.textContent);

    await user.click(within(dialog).getByRole('button', { name: 'Copy referral code' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(within(dialog).getByRole('button', { name: 'Copy referral code' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(code.textContent);
  });

  it('shows the referrer their referrals and the referred user who referred them', async () => {
    const referrer = await signedInSession();
    const code = await generateCode(referrer);
    const referred = await referredSession(code);
    const user = userEvent.setup();

    const first = renderDialog(referred);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByTestId('referred-by')).toHaveTextContent(
      `You were referred by: ${referrer.email}`,
    );
    first.unmount();

    renderDialog(referrer);
    const own = await openDialog(user);
    expect(await within(own).findByTestId('referral-code')).toHaveTextContent(code);
    expect(within(own).getByTestId('referral-total')).toHaveTextContent('1');
    expect(within(own).getByTestId('referral-rewards')).toHaveTextContent('$0.00');
    // No payment yet: no credit to take off a renewal, none taken.
    expect(within(own).getByTestId('referral-credit-available')).toHaveTextContent('$0.00');
    expect(within(own).getByTestId('referral-credit-applied')).toHaveTextContent('$0.00');
    expect(within(own).queryByTestId('referred-by')).not.toBeInTheDocument();
  });

  it('shows the earned credit available to the referrer, and none to anyone else', async () => {
    const referrer = await signedInSession('rewardsAtOnce');
    const code = await generateCode(referrer);
    const referred = await referredSession(code, 'rewardsAtOnce');
    await subscribeStandard(referred);
    const user = userEvent.setup();

    const own = renderDialog(referrer);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByTestId('referral-rewards')).toHaveTextContent('$5.00');
    expect(within(dialog).getByTestId('referral-credit-available')).toHaveTextContent('$5.00');
    expect(within(dialog).getByTestId('referral-credit-applied')).toHaveTextContent('$0.00');
    own.unmount();

    renderDialog(referred);
    const theirs = await openDialog(user);
    expect(await within(theirs).findByTestId('referral-credit-available')).toHaveTextContent(
      '$0.00',
    );
    expect(within(theirs).getByTestId('referral-rewards')).toHaveTextContent('$0.00');
  });

  it('reads the data afresh each time it opens', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderDialog(session);
    let dialog = await openDialog(user);
    expect(await within(dialog).findByLabelText('Display Name')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await session.api.request('/referrals/profile', ProfileSchema, {
      method: 'PUT',
      body: { display_name: 'Changed elsewhere' },
    });
    dialog = await openDialog(user);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Display Name')).toHaveValue('Changed elsewhere'),
    );
  });

  it('never shows another user’s profile', async () => {
    const first = await signedInSession();
    await first.api.request('/referrals/profile', ProfileSchema, {
      method: 'PUT',
      body: { display_name: 'First User', company: 'First Co' },
    });
    const second = await signedInSession();
    const user = userEvent.setup();
    renderDialog(second);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByLabelText('Email')).toHaveValue(second.email);
    expect(within(dialog).getByLabelText('Display Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Company')).toHaveValue('');
  });
});

describe('Profile & Referrals dialog errors (docs/product.md §8)', ACCOUNT_TESTS, () => {
  it('says "Authentication required" without a session', async () => {
    const user = userEvent.setup();
    renderDialog(signedOutServices());
    const dialog = await openDialog(user);
    await waitFor(() => expect(productAlerts(dialog)).toHaveLength(2));
    for (const alert of productAlerts(dialog)) {
      expect(alert).toHaveTextContent('Authentication required');
    }
  });

  it('says "Failed to load profile data" when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderDialog({
      supabase: testSupabaseClient(),
      api: createApiClient({
        baseUrl: 'http://127.0.0.1:9/api',
        getAccessToken: () => Promise.resolve('token'),
      }),
    });
    const dialog = await openDialog(user);
    await waitFor(() => expect(productAlerts(dialog)).toHaveLength(2));
    for (const alert of productAlerts(dialog)) {
      expect(alert).toHaveTextContent('Failed to load profile data');
    }
  });

  it('says "Failed to fetch profile data" when the server answers with an error', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    // A base URL the server has no such routes under: it answers 404.
    renderDialog({
      supabase: session.supabase,
      api: createSupabaseApiClient(session.supabase, `${session.serverUrl}/api/v0`),
    });
    const dialog = await openDialog(user);
    await waitFor(() => expect(productAlerts(dialog)).toHaveLength(2));
    for (const alert of productAlerts(dialog)) {
      expect(alert).toHaveTextContent('Failed to fetch profile data');
    }
  });

  it('says "Failed to update profile" when the server refuses the save', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderDialog(session);
    const dialog = await openDialog(user);
    const name = await within(dialog).findByLabelText('Display Name');
    expect(name).toHaveAttribute('maxLength', '100');
    // Past the input's own limit (as a script or an old browser could): the server says no.
    fireEvent.change(name, { target: { value: 'n'.repeat(101) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(within(dialog).queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect((await serverProfile(session)).display_name).toBeNull();
  });

  it('says "Authentication required" when the session ends before a code is generated', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderDialog(session);
    const dialog = await openDialog(user);
    const generate = await within(dialog).findByRole('button', { name: 'Generate Referral Code' });
    await session.supabase.auth.signOut();
    await user.click(generate);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Authentication required');
  });
});
