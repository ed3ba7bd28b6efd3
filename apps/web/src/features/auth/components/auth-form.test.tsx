import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../../../test/fake-auth';
import { ServicesProvider, signedOutServices, testQueryClient } from '../../../../test/services';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { LOGIN_ERRORS } from '../utils/auth-errors';
import { AuthForm, type AuthMode } from './auth-form';

function Harness({
  auth,
  initialMode = 'sign-in',
}: {
  auth: AuthContextValue;
  initialMode?: AuthMode;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // The Referral Code field checks codes against the real server.
  const [services] = useState(() => signedOutServices());
  const [queryClient] = useState(testQueryClient);
  return (
    <ServicesProvider services={services} queryClient={queryClient}>
      <AuthContext value={auth}>
        <button type="button" onClick={() => setMode('sign-up')}>
          External sign-up
        </button>
        <AuthForm mode={mode} onModeChange={setMode} />
      </AuthContext>
    </ServicesProvider>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function passwordInput(): HTMLInputElement {
  const input = screen.getByLabelText('Password', { selector: 'input' });
  if (!(input instanceof HTMLInputElement)) throw new Error('Password field is not an input');
  return input;
}

describe('AuthForm', () => {
  it('starts in sign-in mode with e-mail and password only', () => {
    render(<Harness auth={fakeAuth()} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(passwordInput()).toBeRequired();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Need an account? Sign up' })).toBeInTheDocument();
    expect(
      screen.queryByText('Use at least 8 characters, one letter, and one number'),
    ).not.toBeInTheDocument();
  });

  it('toggles to sign-up mode with full name, password rules and hint, and back', async () => {
    const user = userEvent.setup();
    render(<Harness auth={fakeAuth()} />);

    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));

    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(passwordInput()).toHaveAttribute('minLength', '8');
    expect(passwordInput()).toHaveAccessibleDescription(
      'Use at least 8 characters, one letter, and one number',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Referral Code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<Harness auth={fakeAuth()} initialMode="sign-up" />);
    await user.type(passwordInput(), 'hunter22');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('hunter22');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('reads "Processing..." and is disabled while signing in', async () => {
    const pending = deferred<never>();
    const user = userEvent.setup();
    render(<Harness auth={fakeAuth({ login: () => pending.promise })} />);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(passwordInput(), 'secret123');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    pending.reject(new Error(LOGIN_ERRORS.fallback));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('passes the credentials to login and shows its error in the alert box', async () => {
    const attempts: [string, string][] = [];
    const user = userEvent.setup();
    render(
      <Harness
        auth={fakeAuth({
          login: (email, password) => {
            attempts.push([email, password]);
            return Promise.reject(new Error(LOGIN_ERRORS.invalidCredentials));
          },
        })}
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(passwordInput(), 'wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(attempts).toEqual([['pat@example.com', 'wrong-password1']]);
  });

  it('falls back to the generic text when the error has no message', async () => {
    const user = userEvent.setup();
    render(<Harness auth={fakeAuth({ login: () => Promise.reject(new Error('')) })} />);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during authentication. Please try again.',
    );
  });

  it('clears the error when the mode changes, from the link or from outside', async () => {
    const user = userEvent.setup();
    render(<Harness auth={fakeAuth({ login: () => Promise.reject(new Error('Nope')) })} />);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');

    await user.click(screen.getByRole('button', { name: 'External sign-up' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after sign-up shows the success message, switches to sign-in and keeps only the e-mail', async () => {
    const calls: unknown[][] = [];
    const user = userEvent.setup();
    render(
      <Harness
        initialMode="sign-up"
        auth={fakeAuth({
          signUp: (...args) => {
            calls.push(args);
            return Promise.resolve({ user: null, signedIn: false });
          },
        })}
      />,
    );
    await user.type(screen.getByLabelText('Full Name'), '  Pat Engineer ');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(passwordInput(), 'pumpjack42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent(
      'Account created successfully! Please check your email to verify your account.',
    );
    // No referral code was entered: it is sent as null.
    expect(calls).toEqual([['pat@example.com', 'pumpjack42', '  Pat Engineer ', null]]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(passwordInput()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a sign-up failure and stays in sign-up mode', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initialMode="sign-up"
        auth={fakeAuth({
          signUp: () =>
            Promise.reject(
              new Error(
                'An account with this email already exists. Please try logging in instead.',
              ),
            ),
        })}
      />,
    );
    await user.type(screen.getByLabelText('Full Name'), 'Pat');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(passwordInput(), 'pumpjack42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email already exists. Please try logging in instead.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Pat');
  });
});
