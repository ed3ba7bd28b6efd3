import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, inject, it } from 'vitest';
import { TEST_OPERATOR_KEY } from '../../../../test/operator';
import { subscribedSession, signedInSession, testQueryClient } from '../../../../test/services';
import { createOperatorClients, OperatorClientsContext } from '../api/operator-clients';
import { resendLink } from '../api/resend-link';
import { setAccountBan } from '../api/set-account-ban';
import { AccountsScreen } from './accounts-screen';
import { MailsScreen } from './mails-screen';
import { SubscriptionsScreen } from './subscriptions-screen';
import { UsageScreen } from './usage-screen';

/*
 * The console's screens against the real server of the web tests (test/global-setup.ts), with
 * its operator key; the data comes from the product's own calls.
 */

const SLOW = { timeout: 30_000 };

function operatorClients() {
  const { url } = inject('authServers').standard;
  return createOperatorClients(TEST_OPERATOR_KEY, {
    apiUrl: `${url}/api`,
    authUrl: `${url}/auth/v1`,
  });
}

function renderScreen(ui: ReactElement, entry = '/') {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <OperatorClientsContext.Provider value={operatorClients()}>
        <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
      </OperatorClientsContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Usage', SLOW, () => {
  it('lists a question the built-in engine could not answer, and today’s prompts', async () => {
    const session = await subscribedSession();
    const question = `Write a poem about pump jack number ${crypto.randomUUID().slice(0, 8)}`;
    const answer = (await session.api.requestUnknown('/prompt', {
      method: 'POST',
      body: { messages: [{ role: 'user', content: question }] },
    })) as { response: string };
    expect(answer.response).toContain('needs a language model');

    renderScreen(<UsageScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    const unanswered = await screen.findByRole('region', { name: 'Unanswered questions' });
    const row = within(unanswered).getByText(question.toLowerCase()).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('1');
    const perDay = screen.getByRole('region', { name: 'Prompts and allowance hits per day' });
    const today = new Date().toISOString().slice(0, 10);
    expect(within(perDay).getByRole('cell', { name: today })).toBeVisible();
    // A table wider than a phone scrolls inside a region the keyboard can reach.
    expect(unanswered).toHaveAttribute('tabindex', '0');
  });
});

describe('Subscriptions', SLOW, () => {
  it('shows the counts and the monthly revenue of paying subscriptions', async () => {
    renderScreen(<SubscriptionsScreen />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscriptions and revenue' }),
    ).toBeVisible();
    const counts = await screen.findByRole('region', { name: 'Subscriptions now' });
    for (const name of ['Active', 'Trialing', 'Past due', 'Operator grants', 'Paying']) {
      expect(within(counts).getByText(name)).toBeVisible();
    }
    expect(screen.getByTestId('monthly-revenue')).toHaveTextContent(/^\$\d+\.\d\d$/);
    expect(screen.getByText(/paying × \$4\.99 a month/)).toBeVisible();
  });
});

describe('Mails', SLOW, () => {
  it('lists a link an operator mailed, with its outcome', async () => {
    const session = await signedInSession();
    await resendLink(operatorClients(), session.userId, { type: 'magiclink' });
    renderScreen(<MailsScreen />);
    const table = await screen.findByRole('region', { name: 'Recent mails' });
    const row = within(table).getByText(session.email).closest('tr');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('Sent');
  });
});

describe('Users', SLOW, () => {
  it('finds banned accounts by e-mail and status, and says when none match', async () => {
    const banned = await signedInSession();
    await setAccountBan(operatorClients(), banned.userId, '24h');
    const user = userEvent.setup();
    renderScreen(<AccountsScreen />);

    await user.type(await screen.findByLabelText('E-mail contains'), banned.email);
    await user.selectOptions(screen.getByLabelText('Status'), 'Banned');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Users 1–1 of 1' })).toBeVisible();
    const results = screen.getByRole('region', { name: 'Users found' });
    expect(within(results).getAllByTestId('operator-account-row')).toHaveLength(1);
    expect(within(results).getByRole('cell', { name: /^Banned/ })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'Past due');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeVisible();
  });
});
