import { totpCode } from '@petrosage/test-support/fixtures/totp';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices, signedInSession } from '../../../../test/services';
import { TwoFactorSetting } from './two-factor-setting';

/* Two-factor authentication in the Profile dialog, against the real server (test/global-setup.ts). */

const ACCOUNT_TESTS = { timeout: 20_000 };
const now = () => Date.now() / 1000;

describe('Two-factor setting', () => {
  it(
    'turns two-factor on with a QR code and a code, and off again',
    async () => {
      const session = await signedInSession();
      const user = userEvent.setup();
      renderWithServices(<TwoFactorSetting />, session);
      const section = await screen.findByTestId('two-factor-setting');
      await user.click(
        await within(section).findByRole('button', {
          name: 'Enable two-factor authentication',
        }),
      );

      const qr = await within(section).findByRole('img', {
        name: 'QR code for your authenticator app',
      });
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
      const secret = within(section).getByTestId('two-factor-secret').textContent ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const code = within(section).getByLabelText('Authentication code');
      await user.type(code, '12');
      await user.click(within(section).getByRole('button', { name: 'Verify and enable' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'Enter the 6-digit code from your authenticator app.',
      );
      await user.clear(code);
      await user.type(code, totpCode(secret, now() - 300));
      await user.click(within(section).getByRole('button', { name: 'Verify and enable' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'That code is not valid. Enter the current 6-digit code from your authenticator app.',
      );

      await user.type(
        within(section).getByLabelText('Authentication code'),
        totpCode(secret, now()),
      );
      await user.click(within(section).getByRole('button', { name: 'Verify and enable' }));
      expect(await within(section).findByTestId('two-factor-on')).toHaveTextContent(
        'Two-factor authentication is on.',
      );
      const { data } = await session.supabase.auth.mfa.listFactors();
      expect(data?.totp).toHaveLength(1);
      const { data: aal } = await session.supabase.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(aal?.currentLevel).toBe('aal2');

      await user.click(
        within(section).getByRole('button', { name: 'Disable two-factor authentication' }),
      );
      expect(
        await within(section).findByRole('button', { name: 'Enable two-factor authentication' }),
      ).toBeInTheDocument();
      const { data: after } = await session.supabase.auth.mfa.listFactors();
      expect(after?.all).toEqual([]);
    },
    ACCOUNT_TESTS.timeout,
  );

  it(
    'shows it is on for an account that already has a verified factor',
    async () => {
      const session = await signedInSession();
      const { data: factor } = await session.supabase.auth.mfa.enroll({ factorType: 'totp' });
      if (factor?.type !== 'totp') throw new Error('enrolment failed');
      const verified = await session.supabase.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totpCode(factor.totp.secret, now()),
      });
      expect(verified.error).toBeNull();
      renderWithServices(<TwoFactorSetting />, session);
      expect(await screen.findByTestId('two-factor-on')).toBeInTheDocument();
    },
    ACCOUNT_TESTS.timeout,
  );
});
