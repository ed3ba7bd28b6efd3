import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageOf, threadOf } from '../../../../test/chat-fixtures';
import { installListLayout } from '../../../../test/layout';
import { ReplyViewWrapper } from '../../../../test/reply-view';
import type { ChatThread } from '../store/thread';
import { ChatPane, type ChatPaneProps } from './chat-pane';

function paneProps(thread: ChatThread, overrides: Partial<ChatPaneProps> = {}): ChatPaneProps {
  return {
    assistantName: 'Sage',
    title: 'New Chat',
    startedLabel: null,
    hasActiveChat: true,
    thread,
    showHeader: true,
    onSend: vi.fn(),
    onStop: vi.fn(),
    onRetry: vi.fn(),
    onLoadOlder: vi.fn(),
    onRetryLoad: vi.fn(),
    onDismissError: vi.fn(),
    ...overrides,
  };
}

function renderPane(thread: ChatThread, overrides: Partial<ChatPaneProps> = {}) {
  const props = paneProps(thread, overrides);
  render(<ChatPane {...props} />, { wrapper: ReplyViewWrapper });
  return props;
}

const messages = () => screen.getAllByTestId('chat-message');

beforeEach(() => {
  installListLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatPane', () => {
  it('greets from the assistant when no chat is open', () => {
    renderPane(threadOf([], { chatId: null }), { hasActiveChat: false });
    expect(screen.getByTestId('assistant-greeting')).toHaveTextContent(
      "Hello! I'm Sage, your personal oilfield consultant.",
    );
    expect(screen.queryByText('Ready to help!')).not.toBeInTheDocument();
  });

  it('shows "Ready to help!" for an open chat without messages, a new one included', () => {
    renderPane(threadOf([], { chatId: null }));
    expect(screen.getByText('Ready to help!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ask about well control, production, PVT, facilities or economics: give the numbers with their units and Sage works the calculation, or attach a production file to analyse.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a stored chat as loading until its first load has begun, not as an empty chat', () => {
    // Its first frame, before the load starts: an empty chat shown here would be pushed away by
    // the messages a moment later.
    const { rerender } = render(
      <ChatPane {...paneProps(threadOf([], { lastLoadStartedAt: null }))} />,
      { wrapper: ReplyViewWrapper },
    );
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    expect(screen.queryByText('Ready to help!')).not.toBeInTheDocument();

    // Loaded, and still without messages: the chat is empty.
    rerender(<ChatPane {...paneProps(threadOf([], { lastLoadStartedAt: Date.now() }))} />);
    expect(screen.getByText('Ready to help!')).toBeInTheDocument();
    expect(screen.queryByText('Loading messages…')).not.toBeInTheDocument();
  });

  it('shows the title, start date and the Online badge in the desktop header only', () => {
    renderPane(threadOf([]), { title: 'Gas lift design', startedLabel: 'Started Jul 10, 2025' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gas lift design');
    expect(screen.getByText('Started Jul 10, 2025')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('says Offline when the browser loses its connection, and Online again when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPane(threadOf([]));
    expect(screen.getByTestId('online-badge')).toHaveTextContent('Offline');
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('online-badge')).toHaveTextContent('Online');
  });

  it('says Offline while the assistant service does not answer, and names what answers', () => {
    renderPane(threadOf([]), { serviceReachable: false, engineName: 'Built-in engine' });
    expect(screen.getByTestId('online-badge')).toHaveTextContent('Offline');
    expect(screen.getByTestId('engine-name')).toHaveTextContent('Built-in engine');
  });

  it('leaves the header to the mobile top bar', () => {
    renderPane(threadOf([]), { showHeader: false });
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
  });

  it('puts user messages right and assistant messages left, each with its time', async () => {
    const at = new Date(2025, 6, 10, 14, 7);
    renderPane(
      threadOf([
        messageOf({ role: 'user', content: 'What is 1 bbl in m³?', timestamp: at.toISOString() }),
        messageOf({
          role: 'assistant',
          content: 'About **0.159 m³**.',
          timestamp: at.toISOString(),
        }),
      ]),
    );
    const [user, assistant] = messages();
    const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(user).toHaveAttribute('data-role', 'user');
    expect(user).toHaveClass('justify-end');
    expect(user).toHaveAccessibleName(`You, ${time}`);
    expect(assistant).toHaveAttribute('data-role', 'assistant');
    expect(assistant).toHaveClass('justify-start');
    expect(within(assistant as HTMLElement).getByText(time)).toBeInTheDocument();
    // The markdown stack is loaded on demand; the reply shows bold once it is there.
    expect(await within(assistant as HTMLElement).findByText('0.159 m³')).toContainHTML('strong');
  });

  it('shows "<name> is typing..." until the reply has text, and a Stop button', async () => {
    const user = userEvent.setup();
    const props = renderPane(
      threadOf(
        [
          messageOf({ role: 'user', content: 'Hi' }),
          messageOf({ role: 'assistant', content: '', status: 'streaming' }),
        ],
        { isTyping: true },
      ),
    );
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Sage is typing...');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(props.onStop).toHaveBeenCalledTimes(1);
  });

  it('streams text in place of the typing indicator', () => {
    renderPane(
      threadOf([messageOf({ role: 'assistant', content: 'Partial answer', status: 'streaming' })], {
        isTyping: true,
      }),
    );
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    expect(screen.getByText('Partial answer')).toBeInTheDocument();
  });

  it('styles a failed reply as an error with its text, and a paywall notice in orange', () => {
    renderPane(
      threadOf([
        messageOf({
          role: 'assistant',
          content: 'Half',
          status: 'error',
          error: 'The model timed out.',
        }),
        messageOf({
          role: 'assistant',
          content:
            'Subscription required to continue chatting. Please upgrade to the Standard Plan.',
          status: 'error',
          isPaywallError: true,
        }),
      ]),
    );
    const [failed, paywall] = messages();
    expect(within(failed as HTMLElement).getByTestId('message-error')).toHaveTextContent(
      'The model timed out.',
    );
    expect(failed?.querySelector('.ring-red-300')).not.toBeNull();
    expect(paywall).toHaveAttribute('data-paywall', 'true');
    expect(paywall?.querySelector('.bg-orange-50')).not.toBeNull();
    expect(within(paywall as HTMLElement).queryByTestId('message-error')).not.toBeInTheDocument();
  });

  it('marks an empty finished reply, a stopped one, and offers a retry for an unsent message', async () => {
    const user = userEvent.setup();
    const unsent = messageOf({ role: 'user', content: 'Lost', delivery: 'failed' });
    const props = renderPane(
      threadOf([
        messageOf({ role: 'assistant', content: '', status: 'complete' }),
        messageOf({ role: 'assistant', content: 'So far', status: 'stopped' }),
        unsent,
      ]),
    );
    expect(screen.getByText('No response received')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledWith(unsent.key);
  });

  it('shows a send error above the input, dismissable', async () => {
    const user = userEvent.setup();
    const props = renderPane(threadOf([], { error: 'API request failed' }));
    expect(screen.getByTestId('chat-error')).toHaveTextContent('API request failed');
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(props.onDismissError).toHaveBeenCalledTimes(1);
  });

  it('offers another try when a chat could not be loaded', async () => {
    const user = userEvent.setup();
    const props = renderPane(threadOf([], { loadError: new Error('Chat not found') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Chat not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetryLoad).toHaveBeenCalledTimes(1);
  });
});
