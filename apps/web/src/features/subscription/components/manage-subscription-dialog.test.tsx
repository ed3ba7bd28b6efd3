import type { Subscription } from '@petrosage/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices, signedInSession } from '../../../../test/services';
import { subscribeStandard } from '../../../../test/subscription';
import { ManageSubscriptionDialog } from './manage-subscription-dialog';
import { SubscriptionCard } from './subscription-card';

const SUPPORT = 'billing-help@petrosage.app';
const dialog = () => screen.getByTestId('manage-subscription-dialog');

describe('Manage Subscription', { timeout: 20_000 }, () => {
  it('shows the plan and the support address; cancel → confirm → "Subscription Cancelled"', async () => {
    const session = await signedInSession();
    await subscribeStandard(session);
    const user = userEvent.setup();
    renderWithServices(<SubscriptionCard email={session.email} supportEmail={SUPPORT} />, session);

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    // The dialog is fetched when Manage is first pressed.
    await screen.findByTestId('manage-subscription-dialog');
    expect(within(dialog()).getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
    expect(within(dialog()).getByText('Standard Plan')).toBeVisible();
    expect(within(dialog()).getByText('ACTIVE')).toBeVisible();
    const support = within(dialog()).getByRole('link', { name: SUPPORT });
    expect(support).toHaveAttribute('href', `mailto:${SUPPORT}`);

    // Second thoughts: nothing is sent.
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(dialog()).getByRole('button', { name: 'No, Keep Subscription' }));
    expect(within(dialog()).getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Yes, Cancel' })).toBeNull();

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel Subscription' }));
    await user.type(
      within(dialog()).getByLabelText('Why are you cancelling? (optional)'),
      'Rig released',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, Cancel' }));
    expect(
      await within(dialog()).findByRole('heading', { name: 'Subscription Cancelled' }),
    ).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('manage-subscription-dialog')).toBeNull());

    expect(await screen.findByText('Subscription will cancel at period end')).toBeVisible();
    const status = await session.api.requestUnknown('/payments/subscription-status');
    expect(status).toMatchObject({ subscription: { cancel_at_period_end: true } });
  });

  it('alerts when the cancellation fails, and closes the confirm step', async () => {
    // The dialog believes in a subscription the server does not have: it answers 409.
    const session = await signedInSession();
    const subscription: Subscription = {
      status: 'active',
      subscription_status: 'active',
      plan_tier: 'standard',
      plan_name: 'standard',
      next_billing_date: '2030-01-01T00:00:00.000Z',
      current_period_end: '2030-01-01T00:00:00.000Z',
      cancel_at_period_end: false,
      provisional: false,
      provider: 'local',
    };
    const alert = vi.fn();
    const user = userEvent.setup();
    renderWithServices(
      <ManageSubscriptionDialog
        open
        onOpenChange={() => {}}
        subscription={subscription}
        supportEmail={SUPPORT}
        alert={alert}
      />,
      session,
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Failed to process cancellation request: Cancellation request failed (409): There is no active subscription to cancel.',
      ),
    );
    expect(within(dialog()).queryByRole('button', { name: 'Yes, Cancel' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  });

  it('offers no cancellation for the 24-hour access', async () => {
    const session = await signedInSession();
    await session.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
    const user = userEvent.setup();
    renderWithServices(<SubscriptionCard email={session.email} supportEmail={SUPPORT} />, session);
    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    await screen.findByTestId('manage-subscription-dialog');
    expect(within(dialog()).getByText(/^24-hour access until /)).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
