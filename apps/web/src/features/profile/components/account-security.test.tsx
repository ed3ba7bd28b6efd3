import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderWithServices,
  signedInSession,
  testSupabaseClient,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../../test/services';
import { AccountSecurity } from './account-security';

/* Sign-in details of the Profile dialog against the real auth server (test/global-setup.ts). */

const ACCOUNT_TESTS = { timeout: 20_000 };

describe('Profile dialog: sign-in details', () => {
  it(
    'changing the password signs in with the new one; the old one no longer works',
    ACCOUNT_TESTS,
    async () => {
      const session = await signedInSession();
      const user = userEvent.setup();
      renderWithServices(<AccountSecurity />, session);
      const form = screen.getByTestId('change-password');
      await user.type(within(form).getByLabelText('New password'), 'Derrick-hand-31');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByRole('status')).toHaveTextContent('Password changed.');

      const fresh = testSupabaseClient();
      const withNew = await fresh.auth.signInWithPassword({
        email: session.email,
        password: 'Derrick-hand-31',
      });
      expect(withNew.error).toBeNull();
      const withOld = await testSupabaseClient().auth.signInWithPassword({
        email: session.email,
        password: TEST_PASSWORD,
      });
      expect(withOld.error?.message).toBe('Invalid login credentials');
    },
  );

  it('the same password again is refused in words', ACCOUNT_TESTS, async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderWithServices(<AccountSecurity />, session);
    const form = screen.getByTestId('change-password');
    await user.type(within(form).getByLabelText('New password'), TEST_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your new password must be different from the old one.',
    );
  });

  it(
    'a new address is confirmed by mail; the account keeps its address meanwhile',
    ACCOUNT_TESTS,
    async () => {
      const session = await signedInSession();
      const user = userEvent.setup();
      renderWithServices(<AccountSecurity />, session);
      const form = screen.getByTestId('change-email');
      const next = uniqueEmail();
      await user.type(within(form).getByLabelText('New e-mail address'), next);
      await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        `We sent a confirmation link to ${next}`,
      );
      const { data } = await session.supabase.auth.getUser();
      expect(data.user?.email).toBe(session.email);
      expect(data.user?.new_email).toBe(next);
    },
  );

  it("another account's address is refused", ACCOUNT_TESTS, async () => {
    const session = await signedInSession();
    const other = await signedInSession();
    const user = userEvent.setup();
    renderWithServices(<AccountSecurity />, session);
    const form = screen.getByTestId('change-email');
    await user.type(within(form).getByLabelText('New e-mail address'), other.email);
    await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });
});
