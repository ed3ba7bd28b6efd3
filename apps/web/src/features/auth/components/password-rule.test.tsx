import { DEFAULT_PASSWORD_RULE, type PasswordRule } from '@petrosage/contracts/password-rule';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, inject, it } from 'vitest';
import { fakeAuth, fakeUser } from '../../../../test/fake-auth';
import {
  renderWithServices,
  signedOutServices,
  testSupabaseClient,
  uniqueEmail,
} from '../../../../test/services';
import { parseRuntimeConfig } from '../../../config/runtime-config';
import { passwordHint, PasswordRuleContext, weakPasswordMessage } from '../../../lib/password-rule';
import { AccountSecurity } from '../../profile/components/account-security';
import { AuthContext } from '../hooks/use-auth';
import { AuthForm } from './auth-form';
import { EmailLinkPage } from './email-link-page';

/*
 * The forms state the rule the server enforces, as `/config.js` hands it over. The "strict
 * passwords" test server (test/global-setup.ts) runs with AUTH_PASSWORD_MIN_LENGTH=12 and
 * AUTH_PASSWORD_REQUIRED_CHARACTERS=a–z:A–Z:0–9.
 */

const STRICT_HINT =
  'Use at least 12 characters, one lowercase letter, one uppercase letter, and one number';
const STRICT_WEAK =
  'Password must be at least 12 characters and include at least one lowercase letter, one uppercase letter, and one number.';

/** The rule the strict server's `/config.js` names, read as the web app reads it. */
async function servedRule(): Promise<PasswordRule> {
  const { url } = inject('authServers').strictPasswords;
  const script = await (await fetch(`${url}/config.js`)).text();
  const config = parseRuntimeConfig(
    JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)),
  );
  if (!config.passwordRule) throw new Error('/config.js names no password rule');
  return config.passwordRule;
}

describe('password rule wording', () => {
  it("words the product's rule as docs/product.md does", () => {
    expect(passwordHint(DEFAULT_PASSWORD_RULE)).toBe(
      'Use at least 8 characters, one letter, and one number',
    );
    expect(weakPasswordMessage(DEFAULT_PASSWORD_RULE)).toBe(
      'Password must be at least 8 characters and include at least one letter and one number.',
    );
  });

  it.each([
    [
      { minLength: 6, requiredCharacters: [] },
      'Use at least 6 characters',
      'Password must be at least 6 characters.',
    ],
    [
      { minLength: 10, requiredCharacters: ['0123456789'] },
      'Use at least 10 characters and one number',
      'Password must be at least 10 characters and include at least one number.',
    ],
    [
      { minLength: 8, requiredCharacters: ['9876543210', '!@#$'] },
      'Use at least 8 characters, one number, and one of !@#$',
      'Password must be at least 8 characters and include at least one number and one of !@#$.',
    ],
  ])('words %j', (rule, hint, weak) => {
    expect(passwordHint(rule)).toBe(hint);
    expect(weakPasswordMessage(rule)).toBe(weak);
  });
});

describe('forms with a non-default rule from /config.js', () => {
  it('the sign-up form hints and checks the served rule', async () => {
    const rule = await servedRule();
    renderWithServices(
      <PasswordRuleContext value={rule}>
        <AuthContext value={fakeAuth()}>
          <AuthForm mode="sign-up" onModeChange={() => {}} />
        </AuthContext>
      </PasswordRuleContext>,
      signedOutServices('strictPasswords'),
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('minLength', '12');
    expect(password).toHaveAccessibleDescription(STRICT_HINT);
  });

  it('the reset-password page hints and checks the served rule', async () => {
    const rule = await servedRule();
    renderWithServices(
      <MemoryRouter initialEntries={['/reset-password']}>
        <PasswordRuleContext value={rule}>
          <AuthContext value={fakeAuth({ user: fakeUser() })}>
            <EmailLinkPage purpose="reset-password" />
          </AuthContext>
        </PasswordRuleContext>
      </MemoryRouter>,
      signedOutServices('strictPasswords'),
    );
    const input = await screen.findByTestId('reset-password-input');
    expect(input).toHaveAttribute('minLength', '12');
    expect(input).toHaveAccessibleDescription(STRICT_HINT);
  });

  it('the Profile password change hints the rule and words the server’s refusal by it', async () => {
    const rule = await servedRule();
    const supabase = testSupabaseClient('strictPasswords');
    const { error } = await supabase.auth.signUp({
      email: uniqueEmail(),
      password: 'Derrick-Hand-31',
    });
    expect(error).toBeNull();
    const user = userEvent.setup();
    renderWithServices(
      <PasswordRuleContext value={rule}>
        <AccountSecurity />
      </PasswordRuleContext>,
      { ...signedOutServices('strictPasswords'), supabase },
    );
    const form = screen.getByTestId('change-password');
    expect(within(form).getByText(STRICT_HINT)).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAttribute('minLength', '12');
    // Long enough for the form, without an upper-case letter for the server.
    await user.type(within(form).getByLabelText('New password'), 'casing-shoe-2024');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STRICT_WEAK);
  });
});
