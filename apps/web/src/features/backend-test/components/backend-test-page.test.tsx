import { ChatListResponseSchema } from '@petrosage/contracts/chat';
import { SubscriptionStatusResponseSchema } from '@petrosage/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  renderWithServices,
  signedInSession,
  signedOutServices,
  subscribedSession,
} from '../../../../test/services';
import { inMemoryRouter } from '../../../../test/memory-router';
import type { AppServices } from '../../../lib/app-services';
import { BackendTestPage } from './backend-test-page';

/* The diagnostics page against the real server (offline model on the standard server). */

function renderPage(services: AppServices) {
  const { element, location } = inMemoryRouter(
    '/chat/x?test=backend',
    <Routes>
      <Route path="/chat" element={<p>Chat workspace</p>} />
      <Route path="*" element={<BackendTestPage />} />
    </Routes>,
  );
  return { location, ...renderWithServices(element, services) };
}

const check = (id: string) => screen.getByTestId(`check-${id}`);

describe('BackendTestPage', () => {
  it('runs all four tests 500 ms apart; each passes with result, status, duration and body', async () => {
    const session = await subscribedSession();
    const user = userEvent.setup();
    renderPage(session);
    for (const id of ['health', 'auth', 'chats', 'prompt']) {
      expect(check(id)).toHaveAttribute('data-state', 'idle');
      expect(within(check(id)).getByTestId('check-status')).toHaveTextContent('Not run');
    }
    const started = performance.now();

    await user.click(screen.getByRole('button', { name: 'Run All Tests' }));
    expect(screen.getByRole('button', { name: 'Run All Tests' })).toBeDisabled();
    await waitFor(() => expect(check('prompt')).toHaveAttribute('data-state', 'passed'), {
      timeout: 10_000,
    });

    // Three pauses of 500 ms between four tests.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1500);
    for (const id of ['health', 'auth', 'chats', 'prompt']) {
      expect(check(id)).toHaveAttribute('data-state', 'passed');
      expect(within(check(id)).getByTestId('check-status')).toHaveTextContent('Passed');
      expect(within(check(id)).getByTestId('check-http-status')).toHaveTextContent('200');
      expect(within(check(id)).getByTestId('check-duration')).toHaveTextContent(/^\d+ ms$/);
    }
    expect(within(check('health')).getByTestId('check-result')).toHaveTextContent(
      /: ok, database reachable/,
    );
    expect(within(check('auth')).getByTestId('check-result')).toHaveTextContent(
      `Signed in as ${session.email}`,
    );
    expect(within(check('chats')).getByTestId('check-result')).toHaveTextContent('0 chats loaded');
    expect(within(check('prompt')).getByTestId('check-result')).not.toBeEmptyDOMElement();
    expect(within(check('prompt')).getByText(/"response":/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run All Tests' })).toBeEnabled();
    // The check leaves no chat behind and spends none of the day's messages.
    expect((await session.api.request('/history/chats', ChatListResponseSchema)).chats).toEqual([]);
    const status = await session.api.request(
      '/payments/subscription-status',
      SubscriptionStatusResponseSchema,
    );
    expect(status.usage.used).toBe(0);
  });

  it('runs one test on its own', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderPage(session);

    await user.click(screen.getByRole('button', { name: 'Run Load chat sessions' }));

    await waitFor(() => expect(check('chats')).toHaveAttribute('data-state', 'passed'));
    expect(check('health')).toHaveAttribute('data-state', 'idle');
  });

  it('signed out: the health check passes, the authentication test fails with the product text', async () => {
    const user = userEvent.setup();
    renderPage(signedOutServices());

    await user.click(screen.getByRole('button', { name: 'Run Health check' }));
    await waitFor(() => expect(check('health')).toHaveAttribute('data-state', 'passed'));
    await user.click(screen.getByRole('button', { name: 'Run Authentication test' }));
    await waitFor(() => expect(check('auth')).toHaveAttribute('data-state', 'failed'));
    expect(within(check('auth')).getByTestId('check-status')).toHaveTextContent('Failed');
    expect(within(check('auth')).getByTestId('check-result')).toHaveTextContent(
      'Authentication failed. Please log in again.',
    );
    await user.click(screen.getByRole('button', { name: 'Run Load chat sessions' }));
    await waitFor(() => expect(check('chats')).toHaveAttribute('data-state', 'failed'));
    expect(within(check('chats')).getByTestId('check-result')).toHaveTextContent(
      'No user authenticated',
    );
  });

  it('links back to the chat', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    const { location } = renderPage(session);
    await user.click(screen.getByRole('link', { name: 'Back to chat' }));
    expect(location()).toBe('/chat');
  });
});
