import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSummaryOf } from '../../../../test/chat-fixtures';
import { ChatSidebar, type ChatSidebarProps } from './chat-sidebar';

function renderSidebar(overrides: Partial<ChatSidebarProps> = {}) {
  const props: ChatSidebarProps = {
    appName: 'PetroSage',
    chats: [],
    isLoading: false,
    loadError: null,
    onRetryLoad: vi.fn(),
    activeChatId: null,
    email: 'pat.engineer@example.com',
    onNewChat: vi.fn(),
    onSelectChat: vi.fn(),
    onRenameChat: vi.fn(),
    onDeleteChat: vi.fn(),
    onSignOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(<ChatSidebar {...props} />);
  return props;
}

const rows = () => screen.getAllByTestId('chat-list-item');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatSidebar', () => {
  it('shows "Loading chats..." while the list loads', () => {
    renderSidebar({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats...');
    expect(screen.queryByText('No chats yet')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no chats', () => {
    renderSidebar();
    expect(screen.getByText('No chats yet')).toBeInTheDocument();
    expect(screen.getByText('Start a new conversation!')).toBeInTheDocument();
  });

  it('offers another try when the list could not be loaded', async () => {
    const user = userEvent.setup();
    const props = renderSidebar({ loadError: 'API request failed' });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(props.onRetryLoad).toHaveBeenCalledTimes(1);
  });

  it('lists chats with title (or "New Chat"), relative date and preview; marks the open one', () => {
    const today = chatSummaryOf({
      title: 'Decline curve for A-1',
      preview: 'Use b = 0.8 for this well',
    });
    const untitled = chatSummaryOf({
      title: '  ',
      preview: '',
      updated_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    renderSidebar({ chats: [today, untitled], activeChatId: today.chat_id });

    const [first, second] = rows();
    expect(within(first as HTMLElement).getByTestId('chat-title')).toHaveTextContent(
      'Decline curve for A-1',
    );
    expect(first).toHaveTextContent('Today');
    expect(first).toHaveTextContent('Use b = 0.8 for this well');
    expect(within(first as HTMLElement).getByTestId('chat-list-select')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(second as HTMLElement).getByTestId('chat-title')).toHaveTextContent('New Chat');
    expect(second).toHaveTextContent('Yesterday');
    expect(within(second as HTMLElement).queryByTestId('chat-preview')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByTestId('chat-list-select')).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('selects a chat and starts a new one', async () => {
    const user = userEvent.setup();
    const chat = chatSummaryOf({ title: 'Gas lift' });
    const props = renderSidebar({ chats: [chat] });

    await user.click(screen.getByRole('button', { name: /Gas lift/ }));
    await user.click(screen.getByRole('button', { name: 'New Chat' }));

    expect(props.onSelectChat).toHaveBeenCalledWith(chat.chat_id);
    expect(props.onNewChat).toHaveBeenCalledTimes(1);
  });

  it('reveals rename and delete to the keyboard as well as on hover', async () => {
    const user = userEvent.setup();
    renderSidebar({ chats: [chatSummaryOf({ title: 'Gas lift' })] });

    await user.tab(); // New Chat
    await user.tab(); // the row
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rename chat' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete chat' })).toHaveFocus();
  });

  describe('inline rename', () => {
    async function startRename(title = 'Gas lift') {
      const user = userEvent.setup();
      const chat = chatSummaryOf({ title });
      const props = renderSidebar({ chats: [chat] });
      await user.click(screen.getByRole('button', { name: 'Rename chat' }));
      const input = screen.getByRole('textbox', { name: 'Chat name' });
      return { user, chat, props, input };
    }

    it('starts with the current name selected and saves the trimmed name on Enter', async () => {
      const { user, chat, props, input } = await startRename();
      expect(input).toHaveValue('Gas lift');
      expect(input).toHaveFocus();

      await user.clear(input);
      await user.type(input, '  ESP sizing  {Enter}');

      expect(props.onRenameChat).toHaveBeenCalledExactlyOnceWith(chat.chat_id, 'ESP sizing');
      expect(screen.queryByRole('textbox', { name: 'Chat name' })).not.toBeInTheDocument();
    });

    it('cancels on Escape', async () => {
      const { user, props, input } = await startRename();
      await user.type(input, ' changed{Escape}');
      expect(props.onRenameChat).not.toHaveBeenCalled();
      expect(screen.getByTestId('chat-title')).toHaveTextContent('Gas lift');
    });

    it('saves when the field loses focus', async () => {
      const { user, chat, props, input } = await startRename();
      await user.clear(input);
      await user.type(input, 'Rod pump');
      await user.click(screen.getByRole('button', { name: 'New Chat' }));
      expect(props.onRenameChat).toHaveBeenCalledExactlyOnceWith(chat.chat_id, 'Rod pump');
    });

    it('does not save an empty (or unchanged) name', async () => {
      const { user, props, input } = await startRename();
      await user.clear(input);
      await user.type(input, '    {Enter}');
      expect(props.onRenameChat).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Rename chat' }));
      await user.type(screen.getByRole('textbox', { name: 'Chat name' }), '{Enter}');
      expect(props.onRenameChat).not.toHaveBeenCalled();
    });
  });

  it('asks in a dialog before deleting: Cancel and Escape keep the chat, Delete deletes it', async () => {
    const user = userEvent.setup();
    const chat = chatSummaryOf();
    const props = renderSidebar({ chats: [chat] });
    const deleteButton = screen.getByRole('button', { name: 'Delete chat' });

    await user.click(deleteButton);
    // The dialog is fetched when first asked for.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this chat?',
    });
    // Focus starts on the safe answer and stays in the dialog.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onDeleteChat).not.toHaveBeenCalled();

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onDeleteChat).toHaveBeenCalledExactlyOnceWith(chat.chat_id);
  });

  it('shows the account with initials and e-mail (or "User"), as plain text without a dialog', () => {
    renderSidebar();
    const account = screen.getByTestId('account-summary');
    expect(account).toHaveTextContent('PE');
    expect(screen.getByTestId('user-email')).toHaveTextContent('pat.engineer@example.com');
    expect(within(account).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes the account the profile dialog’s trigger, hinting "Click to view profile"', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    renderSidebar({
      renderProfileDialog: (trigger) => (
        <div data-testid="profile-dialog-slot" onClickCapture={opened}>
          {trigger}
        </div>
      ),
    });
    const slot = screen.getByTestId('profile-dialog-slot');
    const account = within(slot).getByRole('button', { name: 'pat.engineer@example.com' });
    expect(account).toHaveAccessibleDescription('Click to view profile');
    expect(account).toHaveTextContent('Click to view profile');
    expect(account).toHaveTextContent('PE');
    await user.click(account);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('shows the display name set in the Profile above the e-mail', () => {
    renderSidebar({ email: 'pat.engineer@example.com', displayName: 'Pat Driller' });
    expect(screen.getByTestId('user-display-name')).toHaveTextContent('Pat Driller');
    expect(screen.getByTestId('user-email')).toHaveTextContent('pat.engineer@example.com');
  });

  it('falls back to "User" without an e-mail', () => {
    renderSidebar({ email: null });
    expect(screen.getByTestId('user-email')).toHaveTextContent('User');
  });

  it('signs out, disabling the button while it runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const props = renderSidebar({
      onSignOut: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    const button = screen.getByRole('button', { name: 'Sign Out' });

    await user.click(button);

    expect(props.onSignOut).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(button).toBeEnabled());
  });
});
