import type { ChatSummary } from '@petrosage/contracts/chat';
import { ChatListResponseSchema } from '@petrosage/contracts/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installListLayout } from '../../../../test/layout';
import {
  renderWithServices,
  seedChat,
  signedInSession,
  subscribedSession,
  testSupabaseClient,
  type TestSession,
} from '../../../../test/services';
import { markdownReplies } from '../../../../test/reply-view';
import { setViewportWidth } from '../../../../test/viewport';
import { createApiClient } from '../../../lib/api-client';
import type { AppServices } from '../../../lib/app-services';
import { ChatWorkspace, type ChatWorkspaceProps } from './chat-workspace';

/*
 * The workspace with the real API client against the real server: what the user sees while the
 * chats load, sending with a streamed reply, renaming, deleting, and the layouts.
 */

interface HarnessProps extends Partial<ChatWorkspaceProps> {
  initialSelection?: string;
  onSelection?: (selection: string) => void;
}

/** Stands in for the route: the selection lives in state as it would in the URL. */
function Harness({ initialSelection = '', onSelection, ...overrides }: HarnessProps) {
  const [selection, setSelection] = useState(initialSelection);
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
        onSelection?.(next);
      }}
      {...overrides}
    />
  );
}

function renderWorkspace(services: AppServices, props: HarnessProps = {}) {
  return renderWithServices(<Harness {...props} />, services);
}

async function serverChats(session: TestSession): Promise<ChatSummary[]> {
  return (await session.api.request('/history/chats', ChatListResponseSchema)).chats;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Chats' });
const rowTitles = () =>
  within(sidebar())
    .queryAllByTestId('chat-title')
    .map((t) => t.textContent);

beforeEach(() => {
  installListLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatWorkspace', () => {
  it('shows the loading overlay, then the empty sidebar and the greeting for a new user', async () => {
    const session = await signedInSession();
    renderWorkspace(session);

    expect(screen.getByText('Loading chat interface...')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Loading chats...')).toBeInTheDocument();

    expect(await within(sidebar()).findByText('No chats yet')).toBeInTheDocument();
    expect(screen.queryByText('Loading chat interface...')).not.toBeInTheDocument();
    expect(screen.getByTestId('assistant-greeting')).toHaveTextContent("I'm Sage");
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New Chat');
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByTestId('user-email')).toHaveTextContent('pat@example.com');
  });

  it('sends a message: it shows at once, the reply streams in, and the chat joins the sidebar', async () => {
    const session = await subscribedSession('scripted');
    const user = userEvent.setup();
    const selections: string[] = [];
    renderWorkspace(session, { onSelection: (s) => selections.push(s) });
    await within(sidebar()).findByText('No chats yet');
    const question = '[slow 10x40] Which pump for 2,000 bbl/d?';

    // `[` starts a key name for user-event: `[[` types it.
    await user.type(
      screen.getByRole('textbox', { name: 'Message Sage' }),
      `${question.replaceAll('[', '[[')}{Enter}`,
    );

    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Sage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    await waitFor(
      () => {
        const reply = screen.getAllByTestId('chat-message').at(-1);
        expect(reply).toHaveAttribute('data-status', 'complete');
      },
      { timeout: 5000 },
    );
    const reply = screen.getAllByTestId('chat-message').at(-1) as HTMLElement;
    expect(reply).toHaveAttribute('data-role', 'assistant');
    expect(await within(reply).findByRole('table')).toHaveTextContent('A-1');
    expect(reply).toHaveTextContent('Part 10.');
    expect(screen.getByRole('textbox', { name: 'Message Sage' })).toBeEnabled();

    await waitFor(() => expect(rowTitles()).toEqual([question]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(question);
    const [chat] = await serverChats(session);
    expect(selections).toEqual([chat?.chat_id]);
    // The reply's first 50 characters as a reader sees them: its table is text, not markdown.
    expect(chat?.preview).toBe('Part 1. Part 2. Part 3. Part 4. Part 5. well rate');
  });

  it('opens the latest chat from /chat and loads its messages', async () => {
    const session = await signedInSession();
    await seedChat(session, 'Older chat', ['Old question', 'Old answer']);
    const latest = await seedChat(session, 'Latest chat', [
      'What is API gravity?',
      'A density scale.',
    ]);
    const selections: string[] = [];
    renderWorkspace(session, { onSelection: (s) => selections.push(s) });

    expect(await screen.findByText('What is API gravity?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest chat');
    expect(selections).toEqual([latest]);
    expect(rowTitles()).toEqual(['Latest chat', 'Older chat']);
  });

  it('switches chats from the sidebar', async () => {
    const session = await signedInSession();
    await seedChat(session, 'Older chat', ['Old question', 'Old answer']);
    await seedChat(session, 'Latest chat', ['Latest question', 'Latest answer']);
    const user = userEvent.setup();
    renderWorkspace(session);
    await screen.findByText('Latest question');

    await user.click(within(sidebar()).getByRole('button', { name: /Older chat/ }));

    expect(await screen.findByText('Old question')).toBeInTheDocument();
    expect(screen.queryByText('Latest question')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Older chat');
  });

  it('shows "Ready to help!" for a stored chat without messages', async () => {
    const session = await signedInSession();
    const empty = await seedChat(session, 'Empty chat', []);
    renderWorkspace(session, { initialSelection: empty });
    expect(await screen.findByText('Ready to help!')).toBeInTheDocument();
  });

  it('renames a chat inline; the sidebar, the header and the server agree', async () => {
    const session = await signedInSession();
    await seedChat(session, 'Untitled thoughts', ['Hello', 'Hi']);
    const user = userEvent.setup();
    renderWorkspace(session);
    await screen.findByText('Hello');

    await user.click(within(sidebar()).getByRole('button', { name: 'Rename chat' }));
    const input = within(sidebar()).getByRole('textbox', { name: 'Chat name' });
    await user.clear(input);
    await user.type(input, 'Separator sizing{Enter}');

    expect(rowTitles()).toEqual(['Separator sizing']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Separator sizing');
    await waitFor(async () =>
      expect((await serverChats(session)).map((c) => c.title)).toEqual(['Separator sizing']),
    );
  });

  it('deletes the open chat after confirming: the pane clears and the server forgets it', async () => {
    const session = await signedInSession();
    await seedChat(session, 'Doomed chat', ['Delete me', 'OK']);
    const user = userEvent.setup();
    const selections: string[] = [];
    renderWorkspace(session, { onSelection: (s) => selections.push(s) });
    await screen.findByText('Delete me');
    // The sidebar's list is fetched again after the delete: the pane does not wait for it.
    let releaseList: (() => void) | undefined;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/history/chats')) await listHeld;
      return send(input, init);
    });

    await user.click(within(sidebar()).getByRole('button', { name: 'Delete chat' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    // No chat is open any more, and none is left: the pane greets.
    expect(await screen.findByTestId('assistant-greeting')).toBeInTheDocument();
    expect(screen.queryByText('Delete me')).not.toBeInTheDocument();
    expect(within(sidebar()).getByText('No chats yet')).toBeInTheDocument();
    expect(selections.at(-1)).toBe('');
    releaseList?.();
    expect(await serverChats(session)).toEqual([]);
  });

  it('New Chat shows "Ready to help!"; the first message creates the chat on the server', async () => {
    const session = await subscribedSession('scripted');
    await seedChat(session, 'Existing chat', ['Existing question', 'Existing answer']);
    const user = userEvent.setup();
    renderWorkspace(session);
    await screen.findByText('Existing question');

    await user.click(within(sidebar()).getByRole('button', { name: 'New Chat' }));
    expect(screen.getByTestId('chat-ready')).toHaveTextContent(
      'Ready to help!Ask about well control, production, PVT, facilities or economics: give the numbers with their units and Sage works the calculation, or attach a production file to analyse.',
    );
    expect(screen.queryByTestId('assistant-greeting')).not.toBeInTheDocument();
    expect(await serverChats(session)).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Message Sage' }), 'Fresh topic{Enter}');
    expect(await screen.findByText('Echo: Fresh topic')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Fresh topic', 'Existing chat']));
  });

  it('shows the right panel from 1280 px with what the assistant helps with', async () => {
    const session = await signedInSession();
    setViewportWidth(1280);
    renderWorkspace(session);
    const panel = await screen.findByRole('complementary', { name: 'Side panel' });
    expect(within(panel).getByRole('heading', { name: 'Sage can help with' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Hydraulic modeling');
  });

  it('below 768 px: a top bar with the title and a drawer that closes on Escape, selection and resize', async () => {
    const session = await signedInSession();
    await seedChat(session, 'Mobile chat', ['Question on the go', 'Answer']);
    setViewportWidth(500);
    const user = userEvent.setup();
    renderWorkspace(session);

    expect(screen.queryByRole('navigation', { name: 'Chats' })).not.toBeInTheDocument();
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mobile chat'),
    );

    // Closed, the drawer stays in the document (it slides), but hidden and out of reach.
    expect(screen.getByTestId('chat-sidebar')).toHaveAttribute('inert');
    expect(screen.getByTestId('user-email')).toHaveTextContent('pat@example.com');

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    const drawer = screen.getByRole('dialog', { name: 'Chats' });
    expect(drawer).not.toHaveAttribute('inert');
    expect(within(drawer).getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    expect(within(drawer).getByRole('button', { name: 'New Chat' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.click(screen.getByTestId('chat-sidebar-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: /Mobile chat/ }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    setViewportWidth(1024);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Chats' })).toBeInTheDocument();
    setViewportWidth(500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([375, 1024])(
    'at %i px the plan and tools open in a sheet, and a quick prompt from it goes to the chat',
    async (width) => {
      const session = await subscribedSession('scripted');
      setViewportWidth(width);
      const user = userEvent.setup();
      renderWorkspace(session, {
        initialSelection: 'new',
        subscriptionPanel: <p>Plan slot</p>,
        quickActionsPanel: (composer) => (
          <button type="button" onClick={() => composer.sendPrompt('Quick question')}>
            Quick prompt
          </button>
        ),
      });
      await screen.findByTestId('chat-ready');
      expect(screen.queryByTestId('right-panel')).not.toBeInTheDocument();
      expect(screen.getByTestId('side-panel-sheet')).toHaveAttribute('inert');

      const open = screen.getByRole('button', { name: 'Open plan and tools' });
      await user.click(open);
      const sheet = screen.getByRole('dialog', { name: 'Plan and tools' });
      expect(within(sheet).getByText('Plan slot')).toBeVisible();
      expect(within(sheet).getByRole('button', { name: 'Close plan and tools' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).toHaveFocus();

      await user.click(open);
      await user.click(
        within(screen.getByRole('dialog', { name: 'Plan and tools' })).getByRole('button', {
          name: 'Quick prompt',
        }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText('Echo: Quick question')).toBeInTheDocument();

      // From 1280 px the panel is permanent and the sheet goes.
      setViewportWidth(1280);
      expect(screen.getByTestId('right-panel')).toHaveTextContent('Plan slot');
      expect(screen.queryByRole('button', { name: 'Open plan and tools' })).not.toBeInTheDocument();
    },
  );

  it('suggests questions in an empty chat where the right panel is not shown', async () => {
    const session = await subscribedSession('scripted');
    setViewportWidth(375);
    const user = userEvent.setup();
    renderWorkspace(session, {
      initialSelection: 'new',
      suggestedPrompts: (composer) => (
        <button type="button" onClick={() => composer.sendPrompt('Suggested question')}>
          Suggestion
        </button>
      ),
    });
    const ready = await screen.findByTestId('chat-ready');
    await user.click(within(ready).getByRole('button', { name: 'Suggestion' }));
    expect(await screen.findByText('Echo: Suggested question')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'New Chat' }));
    expect(within(await screen.findByTestId('chat-ready')).getByRole('button')).toBeVisible();
    setViewportWidth(1280);
    expect(within(screen.getByTestId('chat-ready')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows "Connection Error" when the chats cannot be loaded; Retry reloads the page', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const unreachable: AppServices = {
      supabase: testSupabaseClient(),
      api: createApiClient({
        baseUrl: 'http://127.0.0.1:9/api',
        getAccessToken: () => Promise.resolve('token'),
      }),
    };
    renderWorkspace(unreachable, { onReload });

    const overlay = await screen.findByRole('alertdialog', { name: 'Connection Error' });
    expect(overlay).toHaveTextContent(
      'Unable to connect to the chat service. Please check your internet connection and try again.',
    );
    expect(within(overlay).getByTestId('connection-error-detail')).toHaveTextContent(
      'Unable to reach the server.',
    );
    await user.click(within(overlay).getByRole('button', { name: 'Retry' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    // The header's badge follows the service, not only the browser's connection.
    await waitFor(() => expect(screen.getByTestId('online-badge')).toHaveTextContent('Offline'));
    // Signing out stays possible: the sidebar is not covered.
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
