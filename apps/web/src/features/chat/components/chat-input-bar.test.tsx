import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplyViewWrapper } from '../../../../test/reply-view';
import type { UploadedFile } from '@petrosage/contracts/files';
import { setPointer } from '../../../../test/viewport';
import type { ApiUploadOptions } from '../../../lib/api-client';
import type { AttachmentUploader } from '../hooks/use-attachment-drafts';
import { fileKindOfName } from '../utils/attachments';
import { ATTACHMENT_NOTICE_MS, ChatInputBar, type ChatInputBarProps } from './chat-input-bar';

interface PendingUpload {
  file: File;
  options: ApiUploadOptions;
  signal: AbortSignal | undefined;
  resolve: (file: UploadedFile) => void;
  reject: (error: Error) => void;
}

/** An uploader the test answers for, file by file, as the server would. */
class ControlledUploader implements AttachmentUploader {
  readonly uploads: PendingUpload[] = [];
  readonly discarded: string[] = [];

  upload(file: File, options: ApiUploadOptions): Promise<UploadedFile> {
    return new Promise((resolve, reject) => {
      this.uploads.push({ file, options, signal: options.signal, resolve, reject });
    });
  }

  discard(fileId: string): void {
    this.discarded.push(fileId);
  }

  names(): string[] {
    return this.uploads.map((upload) => upload.file.name);
  }

  pending(name: string): PendingUpload | undefined {
    return this.uploads.find((upload) => upload.file.name === name);
  }

  progress(name: string, loaded: number, total: number): void {
    this.pending(name)?.options.onProgress?.(loaded, total);
  }

  async succeed(name: string, summary: string): Promise<void> {
    const upload = this.pending(name);
    const kind = fileKindOfName(name);
    if (!upload || !kind) throw new Error(`no upload of ${name}`);
    upload.resolve({
      id: `file_${name.replace(/\W/g, '').padEnd(20, '0').slice(0, 20)}`,
      name,
      kind,
      size_bytes: upload.file.size,
      created_at: '2026-01-01T00:00:00.000Z',
      message_id: null,
      summary,
      details: { characters: upload.file.size },
    });
    await Promise.resolve();
  }

  async fail(name: string, detail: string): Promise<void> {
    this.pending(name)?.reject(new Error(detail));
    await Promise.resolve();
  }
}

function renderBar(overrides: Partial<ChatInputBarProps> = {}) {
  const props: ChatInputBarProps = {
    assistantName: 'Sage',
    pending: false,
    onSend: vi.fn(),
    onStop: vi.fn(),
    ...overrides,
  };
  const view = render(<ChatInputBar {...props} />, { wrapper: ReplyViewWrapper });
  return { props, ...view };
}

const box = () => screen.getByRole('textbox', { name: 'Message Sage' });
const send = () => screen.getByRole('button', { name: 'Send message' });
const file = (name: string, content = 'data') =>
  new File([content], name, { type: 'application/octet-stream' });

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

  it('leaves out the keyboard hint on a touch screen', () => {
    setPointer('coarse');
    renderBar();
    expect(box()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Shift+Enter for new line')).not.toBeInTheDocument();
  });

  it('sends on Enter and clears the box; Shift+Enter adds a line instead', async () => {
    const user = userEvent.setup();
    const { props } = renderBar();

    await user.type(box(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('Line one\nline two');
    expect(props.onSend).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('Line one\nline two', []);
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
    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('What is the GOR?', []);
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
    const uploader = new ControlledUploader();
    renderBar({ uploader });
    const input = screen.getByTestId('attach-input');
    expect(input).toHaveAttribute('accept', '.txt,.pdf,.doc,.docx,.csv,.xlsx,.json');
    expect(input).toHaveAttribute('multiple');

    await user.click(screen.getByRole('button', { name: 'Attach files' }));
    const longName = 'permian-basin-well-A-1-production-history-2019-2025-monthly.csv';
    await user.upload(input, [file(longName), file('report.pdf'), file('photo.png')]);

    const chips = screen.getAllByTestId('attachment-chip');
    expect(chips.map((chip) => within(chip).getByTestId('attachment-name').textContent)).toEqual([
      longName,
      'report.pdf',
    ]);
    const name = within(chips[0] as HTMLElement).getByText(longName);
    expect(name).toHaveClass('truncate');
    expect(name).toHaveAttribute('title', longName);
    expect(screen.getByTestId('attachment-notice')).toHaveTextContent(
      'Not attached (only .txt, .pdf, .doc, .docx, .csv, .xlsx, .json): photo.png',
    );
    expect(uploader.names()).toEqual([longName, 'report.pdf']);

    await user.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(screen.getAllByTestId('attachment-chip')).toHaveLength(1);
    // Removing a file still uploading stops its upload.
    expect(uploader.pending('report.pdf')?.signal?.aborted).toBe(true);
  });

  it('shows upload progress, then what was read; sends the files with the message', async () => {
    const user = userEvent.setup();
    const uploader = new ControlledUploader();
    const { props } = renderBar({ uploader });
    await user.upload(screen.getByTestId('attach-input'), [
      file('production.csv', 'x'.repeat(2048)),
    ]);
    const chip = () => screen.getByTestId('attachment-chip');

    expect(chip()).toHaveAttribute('data-status', 'uploading');
    act(() => uploader.progress('production.csv', 512, 2048));
    expect(
      within(chip()).getByRole('progressbar', { name: 'Uploading production.csv' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(chip()).getByTestId('attachment-status')).toHaveTextContent(
      'Uploading 25% of 2 KB',
    );
    act(() => uploader.progress('production.csv', 2048, 2048));
    expect(within(chip()).getByTestId('attachment-status')).toHaveTextContent('Reading…');

    // The send waits for the file.
    await user.type(box(), 'Fit a decline to this');
    expect(send()).toBeDisabled();
    expect(screen.getByTestId('attachment-hint')).toHaveTextContent(
      'Uploading… the message can be sent once every file is read.',
    );
    await user.keyboard('{Enter}');
    expect(props.onSend).not.toHaveBeenCalled();

    await act(() => uploader.succeed('production.csv', '120 rows × 4 columns'));
    expect(chip()).toHaveAttribute('data-status', 'parsed');
    expect(within(chip()).getByTestId('attachment-status')).toHaveTextContent(
      '120 rows × 4 columns',
    );
    expect(within(chip()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('attachment-hint')).toHaveTextContent(
      'Sage reads this file with your message.',
    );

    await user.click(send());
    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('Fit a decline to this', [
      {
        id: 'file_productioncsv0000000',
        name: 'production.csv',
        kind: 'csv',
        size_bytes: 2048,
        summary: '120 rows × 4 columns',
      },
    ]);
    expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('shows why a file failed; the message can be sent once it is removed', async () => {
    const user = userEvent.setup();
    const uploader = new ControlledUploader();
    const { props } = renderBar({ uploader });
    await user.upload(screen.getByTestId('attach-input'), [file('scan.pdf'), file('notes.txt')]);
    const reason =
      'scan.pdf has no text to read: it is probably scanned images. Text recognition (OCR) is not available; attach a PDF with selectable text, or the document it was made from.';
    await act(() => uploader.fail('scan.pdf', reason));
    await act(() => uploader.succeed('notes.txt', '42 characters'));

    const failed = screen.getAllByTestId('attachment-chip')[0] as HTMLElement;
    expect(failed).toHaveAttribute('data-status', 'failed');
    expect(within(failed).getByTestId('attachment-status')).toHaveTextContent(reason);
    expect(within(failed).getByTestId('attachment-status')).toHaveAttribute('title', reason);
    expect(failed).toHaveAccessibleDescription(reason);

    await user.type(box(), 'Summarise');
    expect(send()).toBeDisabled();
    expect(screen.getByTestId('attachment-hint')).toHaveTextContent(
      'Remove the files that could not be read to send your message.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    await user.click(send());
    expect(props.onSend).toHaveBeenCalledExactlyOnceWith('Summarise', [
      expect.objectContaining({ name: 'notes.txt', summary: '42 characters' }),
    ]);
  });

  it('discards a file that was read when it is removed', async () => {
    const user = userEvent.setup();
    const uploader = new ControlledUploader();
    renderBar({ uploader });
    await user.upload(screen.getByTestId('attach-input'), [file('notes.txt')]);
    await act(() => uploader.succeed('notes.txt', '4 characters'));
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(uploader.discarded).toEqual(['file_notestxt000000000000']);
  });

  it('refuses files over the size limit without uploading them, and files beyond the count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const uploader = new ControlledUploader();
    renderBar({ uploader, fileLimits: { maxBytes: 1024, maxPerMessage: 2 } });
    await user.upload(screen.getByTestId('attach-input'), [
      file('big.pdf', 'x'.repeat(2048)),
      file('a.txt'),
      file('b.txt'),
      file('c.txt'),
    ]);
    const chips = screen.getAllByTestId('attachment-chip');
    expect(chips.map((chip) => chip.getAttribute('data-status'))).toEqual([
      'failed',
      'uploading',
      'uploading',
    ]);
    expect(within(chips[0] as HTMLElement).getByTestId('attachment-status')).toHaveTextContent(
      'big.pdf is larger than 1 KB, the most one file may be.',
    );
    expect(uploader.names()).toEqual(['a.txt', 'b.txt']);
    expect(screen.getByTestId('attachment-notice')).toHaveTextContent(
      'At most 2 files can be sent with one message.',
    );
    act(() => {
      vi.advanceTimersByTime(ATTACHMENT_NOTICE_MS);
    });
    expect(screen.getByTestId('attachment-notice')).toBeEmptyDOMElement();
  });

  it('offers no attach button without an uploader', () => {
    renderBar();
    expect(screen.queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
  });
});
