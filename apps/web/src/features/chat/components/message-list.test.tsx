import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageOf, threadOf } from '../../../../test/chat-fixtures';
import { installListLayout } from '../../../../test/layout';
import { ReplyViewWrapper } from '../../../../test/reply-view';
import type { ChatMessage } from '../store/thread';
import { MessageList } from './message-list';

function conversation(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) =>
    messageOf({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `Turn ${i + 1}: ${i % 2 === 0 ? 'question' : 'a **markdown** answer with `code`'}`,
    }),
  );
}

const shown = () => screen.getAllByTestId('chat-message').map((m) => m.textContent ?? '');
const list = () => screen.getByTestId('message-list');

beforeEach(() => {
  installListLayout({ viewport: 600, row: 80 });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessageList', () => {
  it('opens a 1,000-message chat at the newest messages with a small DOM', async () => {
    const messages = conversation(1000);
    render(
      <MessageList
        thread={threadOf(messages)}
        assistantName="Sage"
        onLoadOlder={vi.fn()}
        onRetry={vi.fn()}
      />,
      { wrapper: ReplyViewWrapper },
    );
    // Let the first frame (scroll to the end, measuring) settle.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    const rendered = shown();
    expect(rendered.some((text) => text.includes('Turn 1000:'))).toBe(true);
    expect(rendered.some((text) => text.includes('Turn 1:'))).toBe(false);
    expect(rendered.length).toBeLessThan(40);
    expect(document.body.querySelectorAll('*').length).toBeLessThan(2000);
  });

  it('loads older messages when scrolled near the top, and offers a way back to the latest', async () => {
    const onLoadOlder = vi.fn();
    render(
      <MessageList
        thread={threadOf(conversation(200), { olderCursor: 'cursor-1' })}
        assistantName="Sage"
        onLoadOlder={onLoadOlder}
        onRetry={vi.fn()}
      />,
      { wrapper: ReplyViewWrapper },
    );
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(onLoadOlder).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();

    act(() => {
      list().scrollTop = 100;
      fireEvent.scroll(list());
    });

    expect(onLoadOlder).toHaveBeenCalled();
    const jump = await screen.findByRole('button', { name: 'Jump to latest' });
    // Below the scrolling list, in a row of its own: it never covers a reply's text.
    expect(screen.getByRole('log', { name: 'Messages' })).not.toContainElement(jump);
    expect(screen.getByRole('log', { name: 'Messages' }).parentElement).not.toContainElement(jump);
    act(() => {
      jump.click();
    });
  });

  it('does not load older pages when there are none', async () => {
    const onLoadOlder = vi.fn();
    render(
      <MessageList
        thread={threadOf(conversation(50), { olderCursor: null })}
        assistantName="Sage"
        onLoadOlder={onLoadOlder}
        onRetry={vi.fn()}
      />,
      { wrapper: ReplyViewWrapper },
    );
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    act(() => {
      list().scrollTop = 0;
      fireEvent.scroll(list());
    });
    expect(onLoadOlder).not.toHaveBeenCalled();
  });

  it('says when earlier messages are loading or failed to load', () => {
    const { rerender } = render(
      <MessageList
        thread={threadOf(conversation(4), { olderCursor: 'c', isLoadingOlder: true })}
        assistantName="Sage"
        onLoadOlder={vi.fn()}
        onRetry={vi.fn()}
      />,
      { wrapper: ReplyViewWrapper },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading earlier messages…');
    rerender(
      <MessageList
        thread={threadOf(conversation(4), { olderCursor: 'c', olderError: 'API request failed' })}
        assistantName="Sage"
        onLoadOlder={vi.fn()}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Earlier messages could not be loaded.');
  });
});
