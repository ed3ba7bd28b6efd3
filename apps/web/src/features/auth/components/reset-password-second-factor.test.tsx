import { totpCode } from '@petrosage/test-support/fixtures/totp';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, inject, it } from 'vitest';
import { fakeAuth, fakeUser } from '../../../../test/fake-auth';
import {
  renderWithServices,
  signedInSession,
  TEST_PASSWORD,
  testSupabaseClient,
} from '../../../../test/services';
import { createSupabaseApiClient } from '../../../lib/api-client';
import { AuthContext } from '../hooks/use-auth';
import { ACCOUNT_MAIL_TEXT } from '../utils/account-mail-text';
import { EmailLinkPage } from './email-link-page';

/*
 * The reset-password page of an account with two-factor authentication, against the real server
 * (test/global-setup.ts): the link's session has only the mailbox's proof (aal1), and the server
 * changes the password only once the authenticator's code is given too.
 */

const now = () => Date.now() / 1000;
const NEW_PASSWORD = 'wellhead77';

describe('reset password with two-factor authentication', () => {
  it(
    'asks for the authenticator code, then saves the new password',
    { timeout: 20_000 },
    async () => {
      const owner = await signedInSession();
      const enrolled = await owner.supabase.auth.mfa.enroll({ factorType: 'totp' });
      const factor = enrolled.data;
      if (!factor) throw new Error('no factor');
      const verified = await owner.supabase.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totpCode(factor.totp.secret, now()),
      });
      expect(verified.error).toBeNull();

      // A session that has only the password (as a recovery link's has only the mailbox).
      const supabase = testSupabaseClient();
      const signIn = await supabase.auth.signInWithPassword({
        email: owner.email,
        password: TEST_PASSWORD,
      });
      expect(signIn.error).toBeNull();
      const user = userEvent.setup();
      renderWithServices(
        <MemoryRouter initialEntries={['/reset-password']}>
          <AuthContext value={fakeAuth({ user: fakeUser(owner.email) })}>
            <Routes>
              <Route path="/reset-password" element={<EmailLinkPage purpose="reset-password" />} />
              <Route path="/chat" element={<p>Workspace</p>} />
            </Routes>
          </AuthContext>
        </MemoryRouter>,
        {
          supabase,
          api: createSupabaseApiClient(supabase, `${inject('authServers').standard.url}/api`),
        },
      );

      await user.type(await screen.findByTestId('reset-password-input'), NEW_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MAIL_TEXT.resetNeedsCode);

      const code = screen.getByLabelText('Authenticator code');
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'That code is not valid. Enter the current 6-digit code from your authenticator app.',
      );
      await user.clear(code);
      // The step after the one the enrolment used: each code is accepted once.
      await user.type(code, totpCode(factor.totp.secret, now() + 30));
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      expect(await screen.findByText('Workspace')).toBeInTheDocument();

      const again = await testSupabaseClient().auth.signInWithPassword({
        email: owner.email,
        password: NEW_PASSWORD,
      });
      expect(again.error).toBeNull();
    },
  );
});
