import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../../../test/fake-auth';
import {
  ServicesProvider,
  signedOutServices,
  testQueryClient,
  testSupabaseClient,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../../test/services';
import type { AuthServerName } from '../../../../test/global-setup';
import type { AppServices } from '../../../lib/app-services';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { AuthForm, type AuthMode } from './auth-form';

function Harness({
  auth,
  server = 'standard',
  initialMode = 'sign-in',
  makeServices = () => signedOutServices(server),
}: {
  auth: AuthContextValue;
  server?: AuthServerName;
  initialMode?: AuthMode;
  makeServices?: () => AppServices;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [services] = useState(makeServices);
  const [queryClient] = useState(testQueryClient);
  return (
    <ServicesProvider services={services} queryClient={queryClient}>
      <AuthContext value={auth}>
        <AuthForm mode={mode} onModeChange={setMode} />
      </AuthContext>
    </ServicesProvider>
  );
}

describe('Forgot password (against the real auth server)', () => {
  it('mails the reset link and then shows the wait before another', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail();
    render(<Harness auth={fakeAuth()} />);
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    // The address typed on the sign-in form is kept.
    const form = await screen.findByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText('Email')).toHaveValue(email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `If an account exists for ${email}, we sent it a link to reset the password.`,
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    expect(screen.getByTestId('forgot-password-wait')).toHaveTextContent(
      /^You can ask for another e-mail in \d+ s\.$/,
    );

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('works on the landing page before the auth client has arrived, fetching it to send', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail();
    let loads = 0;
    // The landing page's services (decision 041): the client is fetched when first asked for.
    const landingServices = (): AppServices => {
      const loaded = signedOutServices();
      return {
        api: loaded.api,
        get supabase(): AppServices['supabase'] {
          throw new Error('The auth client has not been loaded yet.');
        },
        loadSupabase: () => {
          loads += 1;
          return Promise.resolve(loaded.supabase);
        },
      };
    };
    render(<Harness auth={fakeAuth()} makeServices={landingServices} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await user.type(within(form).getByLabelText('Email'), email);
    expect(loads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `If an account exists for ${email}, we sent it a link to reset the password.`,
    );
    expect(loads).toBe(1);
  });

  it('shows the invalid-address message of the catalogue', async () => {
    const user = userEvent.setup();
    render(<Harness auth={fakeAuth()} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    // The browser's own check is passed (an "@"), the server's is not.
    await user.type(within(form).getByLabelText('Email'), 'pat@localhost');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
  });
});

describe('Check your e-mail (confirmation mode)', () => {
  it('after sign-up, the resend button shows the wait the server asks for', async () => {
    const email = uniqueEmail();
    // The account exists on the confirmation server and its mail went a moment ago.
    const created = await testSupabaseClient('confirmation').auth.signUp({
      email,
      password: TEST_PASSWORD,
    });
    expect(created.data.session).toBeNull();
    const user = userEvent.setup();
    render(
      <Harness
        server="confirmation"
        initialMode="sign-up"
        auth={fakeAuth({
          signUp: () => Promise.resolve({ user: created.data.user, signedIn: false }),
        })}
      />,
    );
    await user.type(screen.getByLabelText('Full Name'), 'Pat');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const check = await screen.findByTestId('check-email');
    expect(check).toHaveTextContent('Check your e-mail');
    expect(check).toHaveTextContent(`We sent a confirmation link to ${email}.`);
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByTestId('resend-wait')).toHaveTextContent(
      /^You can ask for another e-mail in \d+ s\.$/,
    );
    expect(screen.getByRole('button', { name: 'Resend e-mail' })).toBeDisabled();
  });
});
