import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installListLayout } from '../../../../test/layout';
import {
  renderWithServices,
  seedChat,
  signedInSession,
  type TestSession,
} from '../../../../test/services';
import { markdownReplies } from '../../../../test/reply-view';
import { ChatWorkspace } from './chat-workspace';

/* Searching from the sidebar, against the real server and its full-text search. */

function Harness({ onSelection }: { onSelection: (selection: string) => void }) {
  const [selection, setSelection] = useState('');
  return (
    <ChatWorkspace
      appName="PetroSage"
      assistantName="Sage"
      email="pat@example.com"
      onSignOut={() => Promise.resolve()}
      selection={selection}
      replyView={markdownReplies}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelection(next);
      }}
    />
  );
}

function renderWorkspace(session: TestSession) {
  const selections: string[] = [];
  renderWithServices(<Harness onSelection={(s) => selections.push(s)} />, session);
  return selections;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Chats' });

beforeEach(() => {
  installListLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('search in the sidebar', () => {
  it('finds a word in an older chat, marks it, and opens that chat at the message', async () => {
    const session = await signedInSession();
    const older = await seedChat(session, 'Gas lift review', [
      'Which valve spacing for the Hobbs 3 well?',
      'Space the unloading valves by the **kickoff pressure** of each.',
    ]);
    await seedChat(session, 'Latest chat', ['Unrelated question', 'Unrelated answer']);
    const user = userEvent.setup();
    const selections = renderWorkspace(session);
    expect(await screen.findByText('Unrelated question')).toBeInTheDocument();

    await user.type(within(sidebar()).getByRole('searchbox', { name: 'Search chats' }), 'kickoff');
    const results = await within(sidebar()).findByRole('list', { name: 'Search results' });
    const [hit] = within(results).getAllByTestId('search-result');
    expect(hit).toHaveTextContent('Gas lift review');
    expect(hit).toHaveTextContent('Space the unloading valves by the kickoff pressure');
    expect(within(hit as HTMLElement).getByText('kickoff', { selector: 'mark' })).toBeVisible();
    // The chat list gives way to the results while a search is typed.
    expect(within(sidebar()).queryByRole('list', { name: 'Your chats' })).not.toBeInTheDocument();

    await user.click(hit as HTMLElement);
    await waitFor(() => expect(selections.at(-1)).toBe(older));
    const focused = await waitFor(() => {
      const row = document.querySelector('[data-testid="chat-message"][data-focused="true"]');
      if (!row) throw new Error('no marked message yet');
      return row;
    });
    expect(focused).toHaveTextContent('kickoff pressure');

    await user.click(within(sidebar()).getByRole('button', { name: 'Clear search' }));
    expect(within(sidebar()).getByRole('list', { name: 'Your chats' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and never finds another user’s chats', async () => {
    const owner = await signedInSession();
    await seedChat(owner, 'Secret lease', ['Porosity of the Quokka sand?', 'About 18 %.']);
    const session = await signedInSession();
    await seedChat(session, 'Mine', ['Hello', 'Hi']);
    const user = userEvent.setup();
    renderWorkspace(session);
    await user.type(
      await within(sidebar()).findByRole('searchbox', { name: 'Search chats' }),
      'quokka',
    );
    expect(await within(sidebar()).findByText('No chats match “quokka”.')).toBeInTheDocument();
  });
});
