import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdableApi,
  renderWithServices,
  signedInSession,
  type TestSession,
} from '../../../../test/services';
import { subscribeStandard } from '../../../../test/subscription';
import { createApiClient } from '../../../lib/api-client';
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';

/*
 * The card against the real server (test/global-setup.ts): accounts get their subscription
 * through the product's own provisional grant and local test-mode checkout.
 */

const SUPPORT = 'support@petrosage.app';

function renderCard(session: TestSession, props: Partial<SubscriptionCardProps> = {}) {
  return renderWithServices(
    <SubscriptionCard email={session.email} supportEmail={SUPPORT} {...props} />,
    session,
  );
}

const card = () => screen.getByTestId('subscription-card');

afterEach(() => {
  vi.useRealTimers();
});

describe('SubscriptionCard', { timeout: 20_000 }, () => {
  it('shows a loading skeleton, then "No Active Subscription" for a new account', async () => {
    const session = await signedInSession();
    renderCard(session);
    expect(card()).toHaveAttribute('data-state', 'loading');
    expect(card()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    expect(screen.getByText('Subscribe to access premium features')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Sync' })).toBeEnabled();
    expect(within(card()).queryByRole('button', { name: 'Manage' })).toBeNull();
  });

  it('offers Upgrade beside Sync with no subscription: Upgrade opens the paywall', async () => {
    const session = await signedInSession();
    const onUpgrade = vi.fn();
    renderCard(session, { onUpgrade });
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Sync' })).toBeEnabled();
    await userEvent.click(within(card()).getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('shows "Subscription Error" when the status cannot be loaded, with Sync', async () => {
    const session = await signedInSession();
    const api = createApiClient({
      baseUrl: `${session.serverUrl}/api/missing`,
      getAccessToken: () => Promise.resolve(session.accessToken),
    });
    renderCard({ ...session, api });
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to load subscription status')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Sync' })).toBeEnabled();
  });

  it('shows the plan, ACTIVE in green, the next billing date, Manage and Sync', async () => {
    const session = await signedInSession();
    await subscribeStandard(session);
    renderCard(session);
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Standard Plan');
    const status = screen.getByTestId('subscription-status');
    expect(status).toHaveTextContent(/^ACTIVE$/);
    expect(status.className).toContain('green');
    const inAMonth = new Date();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    const billing = screen.getByTestId('subscription-next-billing').textContent ?? '';
    expect(billing).toMatch(/^Next billing: /);
    expect(billing.replace('Next billing: ', '')).toBe(inAMonth.toLocaleDateString());
    expect(screen.getByTestId('subscription-usage')).toHaveTextContent(
      '0 of 1,000 messages used today',
    );
    expect(within(card()).getByRole('button', { name: 'Manage' })).toBeEnabled();
    expect(within(card()).getByRole('button', { name: 'Sync' })).toBeEnabled();
    expect(screen.queryByText('Subscription will cancel at period end')).toBeNull();
  });

  it('warns when the subscription will cancel at period end, with no next billing', async () => {
    const session = await signedInSession();
    await subscribeStandard(session);
    await session.api.requestVoid('/payments/request-cancellation', {
      method: 'POST',
      body: { reason: 'Season over' },
    });
    renderCard(session);
    expect(await screen.findByText('Subscription will cancel at period end')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('ACTIVE');
    expect(screen.queryByTestId('subscription-next-billing')).toBeNull();
  });

  it('shows the 24-hour access as TRIALING in blue, with Upgrade Now', async () => {
    const session = await signedInSession();
    await session.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
    const onUpgrade = vi.fn();
    const user = userEvent.setup();
    renderCard(session, { onUpgrade });
    const status = await screen.findByTestId('subscription-status');
    expect(status).toHaveTextContent('TRIALING');
    expect(status.className).toContain('blue');
    expect(screen.getByText(/^24-hour access until /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });
});

describe('SubscriptionCard sync', { timeout: 20_000 }, () => {
  it('shows the server’s message as an info banner for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const session = await signedInSession();
    await subscribeStandard(session);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCard(session);
    await user.click(await screen.findByRole('button', { name: 'Sync' }));
    const banner = await screen.findByTestId('subscription-banner');
    expect(banner).toHaveAttribute('data-tone', 'info');
    expect(banner).toHaveTextContent(
      'Your subscription is already up to date: Standard Plan, active.',
    );
    vi.advanceTimersByTime(4_500);
    expect(screen.getByTestId('subscription-banner')).toBeInTheDocument();
    vi.advanceTimersByTime(1_000);
    await waitFor(() => expect(screen.queryByTestId('subscription-banner')).toBeNull());
  });

  it('can be dismissed', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderCard(session);
    await user.click(await screen.findByRole('button', { name: 'Sync' }));
    expect(await screen.findByTestId('subscription-banner')).toHaveTextContent(
      'No subscription was found for this account.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
  });

  it('shows a failure as an error banner for 8 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const session = await signedInSession();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCard(session, { email: null });
    await user.click(await screen.findByRole('button', { name: 'Sync' }));
    const banner = await screen.findByTestId('subscription-banner');
    expect(banner).toHaveAttribute('data-tone', 'error');
    expect(banner).toHaveTextContent('Sync failed: No email available for subscription sync');
    vi.advanceTimersByTime(7_500);
    expect(screen.getByTestId('subscription-banner')).toBeInTheDocument();
    vi.advanceTimersByTime(1_000);
    await waitFor(() => expect(screen.queryByTestId('subscription-banner')).toBeNull());
  });

  it('maps a refused sync (another account’s e-mail) to the re-login text', async () => {
    const session = await signedInSession();
    const other = await signedInSession();
    const user = userEvent.setup();
    renderCard(session, { email: other.email });
    await user.click(await screen.findByRole('button', { name: 'Sync' }));
    expect(await screen.findByTestId('subscription-banner')).toHaveTextContent(
      'Sync failed: Please log out and log back in to refresh your session',
    );
  });

  it('maps an unreachable server to the network text', async () => {
    const session = await signedInSession();
    const api = createApiClient({
      // Nothing listens on port 9 (discard).
      baseUrl: 'http://127.0.0.1:9/api',
      getAccessToken: () => Promise.resolve(session.accessToken),
    });
    const user = userEvent.setup();
    renderCard({ ...session, api });
    await user.click(await screen.findByRole('button', { name: 'Sync' }));
    expect(await screen.findByTestId('subscription-banner')).toHaveTextContent(
      'Sync failed: Network connection failed - please check your internet and try again',
    );
  });

  it('reads "Syncing..." while the call runs', async () => {
    const session = await signedInSession();
    const held = holdableApi(session);
    const user = userEvent.setup();
    renderCard({ ...session, api: held.api });
    const sync = await screen.findByRole('button', { name: 'Sync' });
    held.hold();
    await user.click(sync);
    expect(sync).toHaveTextContent('Syncing...');
    expect(sync).toBeDisabled();
    held.release();
    expect(await screen.findByTestId('subscription-banner')).toBeInTheDocument();
    await waitFor(() => expect(sync).toHaveTextContent(/^Sync$/));
    expect(sync).toBeEnabled();
  });
});
