import type { User } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeUser } from '../../test/fake-auth';
import { inMemoryRouter } from '../../test/memory-router';
import { ServicesProvider, signedOutServices, testQueryClient } from '../../test/services';
import { AuthContext, type AuthContextValue } from '../features/auth/hooks/use-auth';
import { AppRouteTree } from './router';

/*
 * Routing decisions with an auth state set by the test. The chat route talks to the real server
 * through a client without a session, so its calls are refused ("No user authenticated").
 */
function Providers({ children }: { children: ReactNode }) {
  const [services] = useState(() => signedOutServices());
  const [queryClient] = useState(testQueryClient);
  return (
    <ServicesProvider services={services} queryClient={queryClient}>
      {children}
    </ServicesProvider>
  );
}

function renderAt(entry: string, auth: AuthContextValue) {
  const { element: routes, location } = inMemoryRouter(entry, <AppRouteTree />);
  const view = render(
    <Providers>
      <AuthContext value={auth}>{routes}</AuthContext>
    </Providers>,
  );
  return { location, ...view };
}

const signedIn = () => fakeAuth({ user: fakeUser('pat@example.com') });
const landingHeading = () =>
  screen.queryByRole('heading', { level: 1, name: 'Your Personal Oilfield Consultant' });
const findLandingHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Your Personal Oilfield Consultant' });

describe('route guard', () => {
  // The workspace is a lazy chunk: load it once up front, not inside the first test's wait.
  beforeAll(async () => {
    await import('./routes/chat-route');
  });

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

  it('shows the landing page at / when signed out', async () => {
    const { location } = renderAt('/', fakeAuth());
    expect(await findLandingHeading()).toBeInTheDocument();
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
    ['/dashboard?ref=mail', '/chat?ref=mail'],
    // The chat route consumes the payment outcome and takes it off the URL (docs/product.md §4).
    ['/dashboard?payment=success', '/chat'],
    ['/dashboard?payment=cancelled', '/chat'],
    ['/chat', '/chat'],
    ['/chat/new', '/chat/new'],
    ['/chat/chat_abcdefghijkl', '/chat/chat_abcdefghijkl'],
    // Not a chat of the workspace: it opens /chat instead.
    ['/chat/some/thread', '/chat'],
  ])('keeps a signed-in user under /chat: %s → %s', async (entry, expected) => {
    const { location } = renderAt(entry, signedIn());
    expect(await screen.findByTestId('user-email')).toHaveTextContent('pat@example.com');
    await waitFor(() => expect(location()).toBe(expected));
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
    const { element: routes, location } = inMemoryRouter('/chat', <AppRouteTree />);
    const user = userEvent.setup();
    render(
      <Providers>
        <StatefulAuth>{routes}</StatefulAuth>
      </Providers>,
    );
    expect(await screen.findByTestId('user-email')).toHaveTextContent('pat@example.com');

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Personal Oilfield Consultant',
    );
    expect(location()).toBe('/');
  });

  it('moves to /chat as soon as a user appears (sign-in handled by the auth layer)', async () => {
    const control = { setAuth: (_value: AuthContextValue): void => {} };
    function SwitchableAuth({ children }: { children: ReactNode }) {
      const [value, setValue] = useState<AuthContextValue>(fakeAuth());
      useLayoutEffect(() => {
        control.setAuth = setValue;
      }, []);
      return <AuthContext value={value}>{children}</AuthContext>;
    }
    const { element: routes, location } = inMemoryRouter('/', <AppRouteTree />);
    render(
      <Providers>
        <SwitchableAuth>{routes}</SwitchableAuth>
      </Providers>,
    );
    expect(await findLandingHeading()).toBeInTheDocument();

    act(() => control.setAuth(signedIn()));

    expect(await screen.findByTestId('user-email')).toHaveTextContent('pat@example.com');
    expect(location()).toBe('/chat');
  });

  it('names the chat in the URL: /chat/new and /chat/<id> are kept, other paths go to /chat', async () => {
    const { location } = renderAt('/chat/not-a-chat-id', signedIn());
    await screen.findByTestId('user-email');
    await waitFor(() => expect(location()).toBe('/chat'));

    const second = renderAt('/chat/new?ref=mail', signedIn());
    await screen.findAllByTestId('user-email');
    expect(second.location()).toBe('/chat/new?ref=mail');
  });

  it('without a session the workspace reports the refused call in its Connection Error', async () => {
    renderAt('/chat', signedIn());
    const overlay = await screen.findByRole('alertdialog', { name: 'Connection Error' });
    expect(overlay).toHaveTextContent('No user authenticated');
  });
});

describe('a page that fails while rendering', () => {
  it('shows "Something went wrong" with a refresh button instead of a blank page', () => {
    const failing = fakeAuth();
    Object.defineProperty(failing, 'loading', {
      get: () => {
        throw new Error('auth state unreadable');
      },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt('/', failing);
      expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
      expect(errors).toHaveBeenCalledWith('A page failed', expect.any(Error), expect.anything());
    } finally {
      errors.mockRestore();
    }
  });
});

describe('?test=backend', () => {
  it.each([
    ['/chat?test=backend', signedIn],
    ['/?test=backend', () => fakeAuth()],
    ['/anything/else?test=backend', signedIn],
  ])('shows the Backend Integration Test page at %s', async (entry, auth) => {
    const { location } = renderAt(entry, auth());
    expect(
      await screen.findByRole('heading', { name: 'Backend Integration Test' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run All Tests' })).toBeInTheDocument();
    expect(location()).toBe(entry);
  });

  it('leads back to the chat', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/chat?test=backend', signedIn());
    await user.click(await screen.findByRole('link', { name: 'Back to chat' }));
    await screen.findByTestId('user-email');
    expect(location()).toBe('/chat');
  });
});
