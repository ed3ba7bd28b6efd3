import type { User } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeAuth, fakeUser } from '../../test/fake-auth';
import { AuthContext, type AuthContextValue } from '../features/auth/hooks/use-auth';
import { appRoutes } from './router';

function renderAt(entry: string, auth: AuthContextValue) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const view = render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, ...view };
}

const signedIn = () => fakeAuth({ user: fakeUser('pat@example.com') });
const landingHeading = () =>
  screen.queryByRole('heading', { level: 1, name: 'Your Personal Oilfield Consultant' });

describe('route guard', () => {
  it.each([
    ['/', fakeAuth({ loading: true, initialized: false })],
    ['/chat', fakeAuth({ loading: true, initialized: false, user: fakeUser() })],
  ])('shows only the spinner at %s until the first auth check finishes', (entry, auth) => {
    const { location } = renderAt(entry, auth);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(landingHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(location()).toBe(entry);
  });

  it('shows the landing page at / when signed out', () => {
    const { location } = renderAt('/', fakeAuth());
    expect(landingHeading()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it.each(['/chat', '/chat/some/thread', '/dashboard?payment=success', '/no-such-page'])(
    'sends a signed-out visitor from %s to /',
    async (entry) => {
      const { location } = renderAt(entry, fakeAuth());
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Your Personal Oilfield Consultant',
      );
      expect(location()).toBe('/');
    },
  );

  it.each([
    ['/', '/chat'],
    ['/no-such-page', '/chat'],
    ['/dashboard?payment=success', '/chat?payment=success'],
    ['/dashboard?payment=cancelled', '/chat?payment=cancelled'],
    ['/chat', '/chat'],
    ['/chat/some/thread', '/chat/some/thread'],
  ])('keeps a signed-in user under /chat: %s → %s', async (entry, expected) => {
    const { location } = renderAt(entry, signedIn());
    expect(await screen.findByText('Welcome, pat@example.com.')).toBeInTheDocument();
    expect(location()).toBe(expected);
  });

  it('shows the e-mail in the chat header and returns to / after signing out', async () => {
    function StatefulAuth({ children }: { children: ReactNode }) {
      const [user, setUser] = useState<User | null>(fakeUser('pat@example.com'));
      const value = fakeAuth({
        user,
        signOut: () => {
          setUser(null);
          return Promise.resolve();
        },
      });
      return <AuthContext value={value}>{children}</AuthContext>;
    }
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/chat'] });
    const user = userEvent.setup();
    render(
      <StatefulAuth>
        <RouterProvider router={router} />
      </StatefulAuth>,
    );
    expect(screen.getByTestId('user-email')).toHaveTextContent('pat@example.com');

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Personal Oilfield Consultant',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('moves to /chat as soon as a user appears (sign-in handled by the auth layer)', async () => {
    let setAuth: (value: AuthContextValue) => void = () => {};
    function SwitchableAuth({ children }: { children: ReactNode }) {
      const [value, setValue] = useState<AuthContextValue>(fakeAuth());
      setAuth = setValue;
      return <AuthContext value={value}>{children}</AuthContext>;
    }
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    render(
      <SwitchableAuth>
        <RouterProvider router={router} />
      </SwitchableAuth>,
    );
    expect(landingHeading()).toBeInTheDocument();

    act(() => setAuth(signedIn()));

    expect(await screen.findByText('Welcome, pat@example.com.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat');
  });
});
