import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, signedInSession, type TestSession } from '../../../../test/services';
import { subscribeStandard } from '../../../../test/subscription';
import { ApiError, createApiClient } from '../../../lib/api-client';
import { openPromptStream } from '../../chat';
import { CheckoutNotice } from '../components/checkout-notice';
import { PaywallModal } from '../components/paywall-modal';
import { SubscriptionCard } from '../components/subscription-card';
import { PAYMENT_PENDING_WARNING } from '../utils/payment-refetch';
import { CHECKOUT_CANCELLED_TEXT, CHECKOUT_CONFIRMED_TEXT, usePaywall } from './use-paywall';

/*
 * The paywall as the chat route wires it (card + modal + controller), against the real server;
 * the URL's query string is held in state the way the router holds it.
 */

interface HarnessProps {
  session: TestSession;
  initialSearch?: string;
  origin?: string;
  redirect: (url: string) => void;
  onReplaceSearch?: (search: string) => void;
  refetchDelay?: (attempt: number) => number;
}

function Harness({
  session,
  initialSearch = '',
  origin = session.serverUrl,
  redirect,
  onReplaceSearch,
  refetchDelay,
}: HarnessProps) {
  const [search, setSearch] = useState(initialSearch);
  const paywall = usePaywall({
    search,
    replaceSearch: (next) => {
      onReplaceSearch?.(next);
      setSearch(next);
    },
    origin,
    redirect,
    ...(refetchDelay ? { refetchDelay } : {}),
  });
  return (
    <>
      <p data-testid="search">{search}</p>
      <SubscriptionCard
        email={session.email}
        supportEmail="support@petrosage.app"
        onUpgrade={paywall.openPaywall}
      />
      <CheckoutNotice notice={paywall.checkoutNotice} />
      <PaywallModal
        open={paywall.open}
        onClose={paywall.close}
        onUpgrade={() => void paywall.upgrade.upgrade()}
        isProcessing={paywall.upgrade.isProcessing}
        error={paywall.upgrade.error}
        notice={paywall.upgrade.notice}
      />
    </>
  );
}

const modal = () => screen.getByTestId('paywall-modal');
const upgradeButton = () => within(modal()).getByTestId('paywall-upgrade');

async function subscriptionStatus(session: TestSession) {
  return (await session.api.requestUnknown('/payments/subscription-status')) as {
    has_access: boolean;
    has_active_subscription: boolean;
    subscription: { status: string; provisional: boolean } | null;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the paywall', { timeout: 20_000 }, () => {
  it('meets a new account: the Standard offer, and Premium coming soon', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderWithServices(<Harness session={session} redirect={vi.fn()} />, session);
    expect(
      await within(await screen.findByTestId('paywall-modal')).findByRole('heading', {
        name: 'Upgrade to Standard Plan',
      }),
    ).toBeVisible();
    const offer = within(modal()).getByTestId('paywall-standard-offer');
    expect(offer).toHaveTextContent('Standard Plan');
    expect(offer).toHaveTextContent('$4.99 per month');
    for (const feature of [
      '1,000 messages per day',
      'Full chat history',
      'Advanced AI features',
      'Cancel anytime',
    ]) {
      expect(within(offer).getByText(feature)).toBeVisible();
    }
    const premium = within(modal()).getByRole('button', { name: 'Upgrade to Premium' });
    expect(premium).toBeDisabled();
    expect(within(modal()).getByText('Coming Soon')).toBeVisible();
    await user.click(premium);
    expect(modal()).toBeVisible();
  });

  it('Upgrade: "Processing...", the 24-hour grant, then the checkout page', async () => {
    const session = await signedInSession();
    let buttonTextAtRedirect = '';
    const redirect = vi.fn((_url: string) => {
      buttonTextAtRedirect = upgradeButton().textContent ?? '';
    });
    const user = userEvent.setup();
    renderWithServices(<Harness session={session} redirect={redirect} />, session);
    await screen.findByTestId('paywall-modal');
    await user.click(upgradeButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(redirect.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${session.serverUrl}/checkout/cs_local_[\\w-]{24}$`),
    );
    expect(buttonTextAtRedirect).toBe('Processing...');
    expect(await subscriptionStatus(session)).toMatchObject({
      has_access: true,
      subscription: { status: 'trialing', provisional: true },
    });
  });

  it('goes straight on to checkout when the 24 hours were used before', async () => {
    const session = await signedInSession();
    await session.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithServices(<Harness session={session} redirect={redirect} />, session);
    await user.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    await user.click(upgradeButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(within(modal()).queryByTestId('paywall-error')).toBeNull();
  });

  it('shows a refused grant as an upgrade failure and gives no access', async () => {
    const session = await signedInSession();
    let spent = false;
    const api = createApiClient({
      baseUrl: session.api.baseUrl,
      getAccessToken: () => Promise.resolve(spent ? 'spent-token' : session.accessToken),
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithServices(<Harness session={{ ...session, api }} redirect={redirect} />, {
      ...session,
      api,
    });
    await screen.findByTestId('paywall-modal');
    spent = true;
    await user.click(upgradeButton());
    expect(await within(modal()).findByTestId('paywall-error')).toHaveTextContent(
      'Upgrade failed: Your session has expired or ended. Please sign in again. Please try again or contact support if the problem persists.',
    );
    expect(upgradeButton()).toHaveTextContent('Upgrade Now');
    expect(redirect).not.toHaveBeenCalled();
    expect((await subscriptionStatus(session)).has_access).toBe(false);
  });

  it('after the grant, a checkout that fails says the 24-hour access stands and closes in 3 s', async () => {
    const session = await signedInSession();
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithServices(
      // Return URLs on another origin are refused by the server: the checkout fails.
      <Harness session={session} redirect={redirect} origin="https://elsewhere.example" />,
      session,
    );
    await screen.findByTestId('paywall-modal');
    await user.click(upgradeButton());
    const notice = await within(modal()).findByTestId('paywall-notice');
    expect(notice).toHaveTextContent('You have 24-hour access to the Standard Plan.');
    expect(notice).toHaveTextContent('success_url must be a page of this app');
    const shownAt = Date.now();
    await waitFor(() => expect(screen.queryByTestId('paywall-modal')).toBeNull(), {
      timeout: 5_000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
    expect(redirect).not.toHaveBeenCalled();
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('TRIALING');
  });

  it('can be closed, and opens again when a prompt is answered 402', async () => {
    const session = await signedInSession();
    const user = userEvent.setup();
    renderWithServices(<Harness session={session} redirect={vi.fn()} />, session);
    await screen.findByTestId('paywall-modal');
    await user.click(within(modal()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('paywall-modal')).toBeNull());

    const refused = openPromptStream(session.api, {
      messages: [{ role: 'user', content: 'What is the bubble point?' }],
      client_message_id: crypto.randomUUID(),
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 402 });
    expect(await screen.findByTestId('paywall-modal')).toBeVisible();
  });

  it('payment=success: the parameter goes, the paywall stays closed, the plan shows ACTIVE', async () => {
    const session = await signedInSession();
    await subscribeStandard(session);
    const replaced = vi.fn();
    renderWithServices(
      <Harness
        session={session}
        redirect={vi.fn()}
        initialSearch="?payment=success&tab=1"
        onReplaceSearch={replaced}
      />,
      session,
    );
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('?tab=1'));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?tab=1$/);
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Standard Plan');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('ACTIVE');
    expect(screen.queryByTestId('paywall-modal')).toBeNull();
    // Once the plan is active, and only then, a confirmation shows above the page.
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(CHECKOUT_CONFIRMED_TEXT);
    expect(screen.getByTestId('checkout-notice')).toHaveAttribute('data-tone', 'success');
  });

  it('payment=success without a payment: five refetches, a console warning, then the paywall', async () => {
    const session = await signedInSession();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const delays: number[] = [];
    renderWithServices(
      <Harness
        session={session}
        redirect={vi.fn()}
        initialSearch="?payment=success"
        refetchDelay={(attempt) => {
          delays.push(attempt);
          return 20;
        }}
      />,
      session,
    );
    expect(screen.queryByTestId('paywall-modal')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(PAYMENT_PENDING_WARNING));
    expect(delays).toEqual([0, 1, 2, 3, 4]);
    expect(await screen.findByTestId('paywall-modal')).toBeVisible();
    expect(screen.queryByTestId('checkout-notice')).toBeNull();
  });

  it('payment=cancelled: the parameter goes and the card says no payment was taken', async () => {
    const session = await signedInSession();
    await subscribeStandard(session);
    renderWithServices(
      <Harness session={session} redirect={vi.fn()} initialSearch="?payment=cancelled" />,
      session,
    );
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(CHECKOUT_CANCELLED_TEXT);
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });
});
