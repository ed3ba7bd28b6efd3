import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices, subscribedSession } from '../../../../test/services';
import { useApiClient } from '../../../lib/app-services';
import { SubscriptionCard } from '../components/subscription-card';
import { useStatusRefreshOn } from './use-status-refresh';

const TRIGGER = ['chat-list-for-test'] as const;

/** The card beside a list query that is fetched again on demand, as the chat list is. */
function Harness({ email }: { email: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  useQuery({ queryKey: TRIGGER, queryFn: () => api.requestUnknown('/history/chats') });
  useStatusRefreshOn(TRIGGER);
  return (
    <>
      <SubscriptionCard email={email} supportEmail="support@petrosage.app" />
      <button
        type="button"
        onClick={() => void queryClient.invalidateQueries({ queryKey: TRIGGER })}
      >
        Refresh list
      </button>
    </>
  );
}

describe('useStatusRefreshOn', { timeout: 20_000 }, () => {
  it('reads the message count again when the trigger query is fetched anew', async () => {
    const session = await subscribedSession();
    const user = userEvent.setup();
    renderWithServices(<Harness email={session.email} />, session);
    expect(await screen.findByTestId('subscription-usage')).toHaveTextContent(
      '0 of 1,000 messages used today',
    );
    await session.api.requestUnknown('/prompt', {
      method: 'POST',
      body: { messages: [{ role: 'user', content: 'convert 100 psi to bar' }] },
    });
    await user.click(screen.getByRole('button', { name: 'Refresh list' }));
    expect(await screen.findByText('1 of 1,000 messages used today')).toBeInTheDocument();
  });
});
