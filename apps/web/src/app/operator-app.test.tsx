import { GenerateReferralCodeResponseSchema } from '@petrosage/contracts/referrals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { TEST_OPERATOR_KEY } from '../../test/operator';
import {
  signedInSession,
  signedOutServices,
  testQueryClient,
  testSupabaseClient,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/services';
import { subscribeStandard } from '../../test/subscription';
import { signUpWithReferral } from '../features/auth/api/sign-up-with-referral';
import { createSupabaseApiClient } from '../lib/api-client';
import { OPERATOR_KEY_STORAGE } from '../features/operator-console/hooks/use-operator-key';
import { OperatorGate, type AccountSession } from './operator-app';

/*
 * The operator console against the real server of the web tests (test/global-setup.ts), whose
 * operator key is TEST_OPERATOR_KEY: the gate, then the screens, driven by role and label.
 */

const SLOW = { timeout: 30_000 };

function serverUrl() {
  return inject('authServers').standard.url;
}

function renderConsole(entry = '/', accountSession?: () => Promise<AccountSession | null>) {
  const url = serverUrl();
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <OperatorGate
          appName="PetroSage"
          urls={{ apiUrl: `${url}/api`, authUrl: `${url}/auth/v1` }}
          {...(accountSession && { accountSession })}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openWithKey(user: ReturnType<typeof userEvent.setup>, key = TEST_OPERATOR_KEY) {
  await user.type(screen.getByLabelText('Operator key'), key);
  await user.click(screen.getByRole('button', { name: 'Open the console' }));
}

/** The text of a table row's cell. */
const cell = (row: HTMLElement, index: number) =>
  (row as HTMLTableRowElement).cells[index]?.textContent ?? '';

const consoleNav = () => screen.queryByRole('navigation', { name: 'Console' });

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the console’s gate', SLOW, () => {
  it('refuses a user’s own token and a wrong key with 403, keeping nothing', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderConsole();
    expect(screen.getByRole('heading', { name: 'PetroSage operator console' })).toBeVisible();

    await openWithKey(user, session.accessToken);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That key does not open the console (403)',
    );
    expect(consoleNav()).toBeNull();
    expect(window.sessionStorage.getItem(OPERATOR_KEY_STORAGE)).toBeNull();

    await openWithKey(user, `${TEST_OPERATOR_KEY}-not`);
    expect(await screen.findByRole('alert')).toHaveTextContent('(403)');
    expect(consoleNav()).toBeNull();
    expect(screen.getByLabelText('Operator key')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens with the operator key, keeps it for the tab, and forgets it on request', async () => {
    const user = userEvent.setup();
    const first = renderConsole();
    await openWithKey(user);
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(window.sessionStorage.getItem(OPERATOR_KEY_STORAGE)).toBe(TEST_OPERATOR_KEY);
    first.unmount();

    // Entered once: another page load of the tab opens without asking.
    renderConsole('/usage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    expect(screen.queryByLabelText('Operator key')).toBeNull();
    expect(screen.getByRole('link', { name: 'Usage' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Forget key' }));
    expect(await screen.findByLabelText('Operator key')).toBeVisible();
    expect(window.sessionStorage.getItem(OPERATOR_KEY_STORAGE)).toBeNull();
  });
});

describe('an account in the console', SLOW, () => {
  it('is found by e-mail; Standard granted and a ban show on it, and in the audit log', async () => {
    const session = await signedInSession();
    const other = await signedInSession();
    window.sessionStorage.setItem(OPERATOR_KEY_STORAGE, TEST_OPERATOR_KEY);
    const user = userEvent.setup();
    renderConsole();

    await user.type(await screen.findByLabelText('E-mail contains'), session.email);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: /of 1$/ })).toBeVisible();
    const rows = screen.getAllByTestId('operator-account-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: 'Free' })).toBeVisible();
    expect(screen.queryByText(other.email)).toBeNull();
    await user.click(screen.getByRole('link', { name: session.email }));

    expect(await screen.findByRole('heading', { level: 1, name: session.email })).toBeVisible();
    const card = screen.getByTestId('operator-subscription-card');
    expect(await within(card).findByText('Free (no Standard access)')).toBeVisible();
    await user.clear(within(card).getByLabelText('Days'));
    await user.type(within(card).getByLabelText('Days'), '45');
    await user.type(within(card).getByLabelText('Reason (optional)'), 'Pilot customer');
    await user.click(within(card).getByRole('button', { name: 'Grant Standard' }));
    expect(await within(card).findByText('Standard granted for 45 days.')).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByTestId('operator-subscription-plan')).toHaveTextContent('Standard'),
    );
    expect(within(card).getByTestId('operator-grant-until')).not.toHaveTextContent('None');

    // The user's own status call says the same.
    const status = await session.api.request('/payments/subscription-status', {
      safeParse: (data: unknown) => ({
        success: true as const,
        data: data as { has_access: boolean },
      }),
    });
    expect(status.has_access).toBe(true);

    const actions = screen.getByRole('region', { name: 'Account actions' });
    await user.selectOptions(within(actions).getByLabelText('Ban for'), '7 days');
    await user.click(within(actions).getByRole('button', { name: 'Ban' }));
    expect(await within(actions).findByRole('button', { name: 'Unban' })).toBeVisible();
    const signIn = await testSupabaseClient().auth.signInWithPassword({
      email: session.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.error?.message).toBe('User is banned');
    await user.click(within(actions).getByRole('button', { name: 'Unban' }));
    expect(await within(actions).findByRole('button', { name: 'Ban' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await user.click(
      (
        await screen.findAllByRole('link', { name: `Actions on account ${session.userId}` })
      )[0] as HTMLElement,
    );
    // The changes, newest first: unban, ban, the grant (with its reason).
    await waitFor(() => {
      const changes = screen
        .getAllByTestId('operator-audit-row')
        .filter((row) => /updated|granted/.test(cell(row, 1)))
        .map((row) => `${cell(row, 1)} ${cell(row, 3)}`);
      expect(changes).toEqual([
        expect.stringMatching(/^user\.updated .*ban_duration=none/),
        expect.stringMatching(/^user\.updated .*ban_duration=168h/),
        'standard_access.granted days=45, reason=Pilot customer',
      ]);
    });
  });
});

describe('mailing and deleting an account', SLOW, () => {
  it('mails a password reset, then deletes the account after a confirmation', async () => {
    const session = await signedInSession();
    window.sessionStorage.setItem(OPERATOR_KEY_STORAGE, TEST_OPERATOR_KEY);
    const user = userEvent.setup();
    renderConsole(`/accounts/${session.userId}`);
    const actions = await screen.findByRole('region', { name: 'Account actions' });

    await user.selectOptions(within(actions).getByLabelText('Link to mail'), 'Password reset');
    await user.click(within(actions).getByRole('button', { name: 'Send link' }));
    expect(
      await within(actions).findByText(`Password reset mailed to ${session.email}.`),
    ).toBeVisible();

    // An address already confirmed has no confirmation to mail: the server says so.
    await user.selectOptions(
      within(actions).getByLabelText('Link to mail'),
      'Address confirmation',
    );
    await user.click(within(actions).getByRole('button', { name: 'Send link' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(
      'This address is already confirmed',
    );

    await user.click(within(actions).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Delete ${session.email} and everything it owns?`);
    // Focus starts on Cancel: Enter right away deletes nothing.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete account',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(screen.getByText(`${session.email} was deleted.`)).toHaveAttribute('role', 'status');
    const signIn = await testSupabaseClient().auth.signInWithPassword({
      email: session.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });
});

describe('referral rewards in the console', SLOW, () => {
  it('lists a pending reward and voids it with a reason', async () => {
    const referrer = await signedInSession();
    const { referral_code } = await referrer.api.request(
      '/referrals/generate-code',
      GenerateReferralCodeResponseSchema,
      { method: 'POST' },
    );
    // The referred account signs up with the code, signs in and pays, as on the landing page.
    const email = uniqueEmail();
    await signUpWithReferral(signedOutServices().api, {
      email,
      password: TEST_PASSWORD,
      referral_code,
    });
    const supabase = testSupabaseClient();
    const { data } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    await subscribeStandard({
      ...referrer,
      supabase,
      email,
      userId: data.user?.id ?? '',
      accessToken: data.session?.access_token ?? '',
      api: createSupabaseApiClient(supabase, `${serverUrl()}/api`),
    });

    window.sessionStorage.setItem(OPERATOR_KEY_STORAGE, TEST_OPERATOR_KEY);
    const user = userEvent.setup();
    renderConsole('/rewards');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral rewards' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: `Void the reward for ${email}` }));
    await user.type(screen.getByLabelText('Reason for voiding'), 'Refunded payment');
    await user.click(screen.getByRole('button', { name: 'Void reward' }));
    expect(await screen.findByText(`Reward for ${email} voided.`)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Void the reward for ${email}` })).toBeNull(),
    );

    await user.click(screen.getByRole('radio', { name: 'Void' }));
    const row = (await screen.findAllByTestId('operator-reward-row')).find((candidate) =>
      within(candidate).queryByRole('link', { name: email }),
    );
    expect(row).toBeDefined();
    expect(row).toHaveTextContent('void: Refunded payment');
  });
});

describe('an account marked operator', SLOW, () => {
  it('opens the console with its own sign-in once an operator marks it, and not before', async () => {
    const staff = await signedInSession();
    const session = () =>
      Promise.resolve({
        email: staff.email,
        getToken: async () =>
          (await staff.supabase.auth.getSession()).data.session?.access_token ?? null,
      });
    const first = renderConsole('/', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your account ${staff.email} is not an operator (403)`,
    );
    expect(consoleNav()).toBeNull();
    first.unmount();

    // An operator (with the key) marks it on its account screen.
    window.sessionStorage.setItem(OPERATOR_KEY_STORAGE, TEST_OPERATOR_KEY);
    const user = userEvent.setup();
    const marking = renderConsole(`/accounts/${staff.userId}`);
    const actions = await screen.findByRole('region', { name: 'Account actions' });
    expect(await within(actions).findByTestId('operator-account-state')).toHaveTextContent(
      'Not an operator.',
    );
    await user.click(within(actions).getByRole('button', { name: 'Make operator' }));
    expect(await within(actions).findByText('Marked operator.')).toBeVisible();
    expect(await within(actions).findByRole('button', { name: 'Remove operator' })).toBeVisible();
    marking.unmount();
    window.sessionStorage.clear();

    renderConsole('/', session);
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeVisible();
    expect(screen.getByText(`Signed in as ${staff.email}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Forget key' })).toBeNull();
    expect(window.sessionStorage.getItem(OPERATOR_KEY_STORAGE)).toBeNull();
  });
});
