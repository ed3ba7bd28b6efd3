import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices, signedInSession, TEST_PASSWORD } from '../../../../test/services';
import { YourData } from './your-data';

/*
 * "Your data" against the real server (test/global-setup.ts): deleting the account asks for
 * the password, shows the server's refusal of a wrong one, and signs the browser out once done.
 */

describe('Your data', { timeout: 20_000 }, () => {
  it('deletes the account with the password, after refusing a wrong one', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderWithServices(<YourData />, session);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByTestId('delete-account');
    expect(form).toHaveTextContent('It cannot be undone.');
    const password = within(form).getByLabelText('Your password');

    await user.type(password, 'not-my-password-9');
    await user.click(within(form).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );
    expect((await session.supabase.auth.getSession()).data.session).not.toBeNull();

    await user.clear(password);
    await user.type(password, TEST_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(async () =>
      expect((await session.supabase.auth.getSession()).data.session).toBeNull(),
    );
    // The account is gone on the server: its password signs nobody in.
    const again = await session.supabase.auth.signInWithPassword({
      email: session.email,
      password: TEST_PASSWORD,
    });
    expect(again.error?.message).toBe('Invalid login credentials');
  });

  it('keeps the account when the user changes their mind', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderWithServices(<YourData />, session);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByTestId('delete-account')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
  });
});
