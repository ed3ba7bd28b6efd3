import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_NOTICE_MS, ChatInputBar, type ChatInputBarProps } from './chat-input-bar';

function renderBar(overrides: Partial<ChatInputBarProps> = {}) {
  const props: ChatInputBarProps = {
    assistantName: 'Sage',
    pending: false,
    onSend: vi.fn(),
    onStop: vi.fn(),
    ...overrides,
  };
  const view = render(<ChatInputBar {...props} />);
  return { props, ...view };
}

const box = () => screen.getByRole('textbox', { name: 'Message Sage' });
const send = () => screen.getByRole('button', { name: 'Send message' });
const file = (name: string) => new File(['data'], name, { type: 'application/octet-stream' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChatInputBar', () => {
  it('shows the placeholder, the hint, and a send button disabled while the text is blank', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(box()).toHaveAttribute('placeholder', 'Ask Sage anything...');
    expect(box()).toHaveAccessibleDescription('Shift+Enter for new line');
    expect(send()).toBeDisabled();

    await user.type(box(), '   ');
    expect(send()).toBeDisabled();
    await user.type(box(), 'x');
    expect(send()).toBeEnabled();
  });

  it('sends on Enter and clears the box; Shift+Enter adds a line instead', async () => {
    const user = userEvent.setup();
    const { props } = renderBar();

    await user.type(box(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('Line one\nline two');
    expect(props.onSend).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('Line one\nline two');
    expect(box()).toHaveValue('');
  });

  it('sends with the button; Enter on blank text sends nothing', async () => {
    const user = userEvent.setup();
    const { props } = renderBar();
    await user.type(box(), '  {Enter}');
    expect(props.onSend).not.toHaveBeenCalled();

    await user.clear(box());
    await user.type(box(), 'What is the GOR?');
    await user.click(send());
    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('What is the GOR?');
  });

  it('disables the box and the send button while a reply is pending, with a Stop button', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderBar({ pending: true });
    expect(box()).toBeDisabled();
    expect(send()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(props.onStop).toHaveBeenCalledTimes(1);

    rerender(<ChatInputBar {...props} pending stopping />);
    expect(screen.getByRole('button', { name: 'Stopping…' })).toBeDisabled();

    rerender(<ChatInputBar {...props} pending={false} />);
    expect(box()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('grows with its content from 44 px up to 120 px', async () => {
    const user = userEvent.setup();
    let contentHeight = 24;
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(
      () => contentHeight,
    );
    renderBar();
    expect(box().style.height).toBe('44px');

    contentHeight = 72;
    await user.type(box(), 'a');
    expect(box().style.height).toBe('72px');

    contentHeight = 400;
    await user.type(box(), 'b');
    expect(box().style.height).toBe('120px');

    contentHeight = 20;
    await user.clear(box());
    expect(box().style.height).toBe('44px');
  });

  it('attaches several files of the accepted types, each removable, names truncated', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderBar();
    const input = screen.getByTestId('attach-input');
    expect(input).toHaveAttribute('accept', '.txt,.pdf,.doc,.docx,.csv,.xlsx,.json');
    expect(input).toHaveAttribute('multiple');

    await user.click(screen.getByRole('button', { name: 'Attach files' }));
    const longName = 'permian-basin-well-A-1-production-history-2019-2025-monthly.csv';
    await user.upload(input, [file(longName), file('report.pdf'), file('photo.png')]);

    const chips = screen.getAllByTestId('attachment-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual([longName, 'report.pdf']);
    const name = within(chips[0] as HTMLElement).getByText(longName);
    expect(name).toHaveClass('truncate');
    expect(name).toHaveAttribute('title', longName);
    expect(screen.getByTestId('attachment-notice')).toHaveTextContent('Not attached');
    expect(screen.getByTestId('attachment-notice')).toHaveTextContent('photo.png');

    await user.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(screen.getAllByTestId('attachment-chip')).toHaveLength(1);
  });

  it('says plainly that files are not read, and clears them on send with a notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { props } = renderBar();
    await user.upload(screen.getByTestId('attach-input'), [file('production.csv')]);
    expect(screen.getByText(/Sage cannot read attached files yet/)).toBeInTheDocument();

    await user.type(box(), 'Fit a decline to this{Enter}');

    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('Fit a decline to this');
    expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument();
    expect(screen.getByTestId('attachment-notice')).toHaveTextContent(
      'Attachments are not read yet; Sage sees only your message.',
    );
    act(() => {
      vi.advanceTimersByTime(ATTACHMENT_NOTICE_MS);
    });
    expect(screen.getByTestId('attachment-notice')).toBeEmptyDOMElement();
  });
});
