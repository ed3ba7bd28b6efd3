import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplyViewWrapper } from '../../../../test/reply-view';
import type { ChatMessage } from '../store/thread';
import { MessageBubble } from './message-bubble';

const longName = 'permian-basin-well-A-1-production-history-2019-2025-monthly.xlsx';

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    key: 'm1',
    id: 'msg_aaaaaaaaaaaaaaaaaaaa',
    role: 'user',
    content: 'Fit a decline to this',
    timestamp: '2026-03-02T14:05:00.000Z',
    status: 'complete',
    error: null,
    isPaywallError: false,
    delivery: 'sent',
    clientMessageId: null,
    ...overrides,
  };
}

describe('files on a message', () => {
  it('shows each file sent with a user message: name (whole on hover) and what was read', () => {
    render(
      <MessageBubble
        assistantName="Sage"
        message={message({
          attachments: [
            {
              id: 'file_aaaaaaaaaaaaaaaaaaaa',
              name: longName,
              kind: 'xlsx',
              size_bytes: 52_000,
              summary: '2 sheets · 1,200 rows',
            },
            {
              id: 'file_bbbbbbbbbbbbbbbbbbbb',
              name: 'report.pdf',
              kind: 'pdf',
              size_bytes: 9_000,
              summary: '3 pages · 4,210 characters',
            },
          ],
        })}
      />,
      { wrapper: ReplyViewWrapper },
    );
    const list = screen.getByRole('list', { name: 'Files sent with this message' });
    const files = within(list).getAllByTestId('message-attachment');
    expect(files.map((file) => file.getAttribute('data-kind'))).toEqual(['xlsx', 'pdf']);
    const name = within(files[0] as HTMLElement).getByText(longName);
    expect(name).toHaveClass('truncate');
    expect(name).toHaveAttribute('title', longName);
    expect(files[1]).toHaveTextContent('report.pdf3 pages · 4,210 characters');
    expect(screen.getByText('Fit a decline to this')).toBeInTheDocument();
  });

  it('shows nothing for a message without files', () => {
    render(<MessageBubble assistantName="Sage" message={message({})} />, {
      wrapper: ReplyViewWrapper,
    });
    expect(
      screen.queryByRole('list', { name: 'Files sent with this message' }),
    ).not.toBeInTheDocument();
  });
});
