import type { MessageAttachment } from '@petrosage/contracts/files';
import { Paperclip, Send, Square } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TOUCH_MEDIA_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useAttachmentDrafts, type AttachmentUploader } from '../hooks/use-attachment-drafts';
import { useReplyView } from '../hooks/reply-view-context';
import { ACCEPTED_FILE_TYPES, DEFAULT_FILE_LIMITS, type FileLimits } from '../utils/attachments';
import { messageBoxHeight, INPUT_MIN_HEIGHT_PX } from '../utils/textarea-height';
import { AttachmentChip } from './attachment-chip';

/** How long a notice about files that were not attached stays. */
export const ATTACHMENT_NOTICE_MS = 8000;

/** Stands in where no uploader is given: the bar then has no attach button, so it is never called. */
const NO_UPLOADER: AttachmentUploader = {
  upload: () => Promise.reject(new Error('Files cannot be attached here.')),
  discard: () => undefined,
};

export interface ChatInputBarProps {
  assistantName: string;
  /** A reply is pending: the box and the send button are disabled. */
  pending: boolean;
  /** Shows a Stop button while a reply is being generated. */
  onStop?: () => void;
  stopping?: boolean;
  /**
   * Called with the typed text (not yet trimmed; blank text is never passed) and the files read
   * for it, in the order they were attached.
   */
  onSend: (text: string, attachments: MessageAttachment[]) => void;
  /** Uploads attached files; without it the bar offers no attach button. */
  uploader?: AttachmentUploader;
  /** The server's limits (runtime config); the server's defaults otherwise. */
  fileLimits?: FileLimits;
}

/** The line under the chips: what happens to the files, or what stops the send. */
function attachmentHint(
  assistantName: string,
  counts: { uploading: number; failed: number; parsed: number },
): string {
  if (counts.uploading > 0) return 'Uploading… the message can be sent once every file is read.';
  if (counts.failed > 0) return 'Remove the files that could not be read to send your message.';
  return `${assistantName} reads ${counts.parsed === 1 ? 'this file' : 'these files'} with your message.`;
}

/**
 * docs/product.md §2 input bar: multi-line box (Enter sends, Shift+Enter adds a line, grows 44 → 120 px),
 * attach button for several files of the accepted types, removable chips with upload progress and
 * what was read (or why not), send button and the hint. The files go with the next message.
 */
export function ChatInputBar({
  assistantName,
  pending,
  onStop,
  stopping,
  onSend,
  uploader,
  fileLimits = DEFAULT_FILE_LIMITS,
}: ChatInputBarProps) {
  const [text, setText] = useState('');
  const { preload: preloadReply } = useReplyView();
  const { list, drafts } = useAttachmentDrafts(uploader ?? NO_UPLOADER, fileLimits);
  const [notice, setNotice] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // On a touch screen there is no Shift key to press: the hint would only confuse.
  const touch = useMediaQuery(TOUCH_MEDIA_QUERY);
  const blank = text.trim() === '';
  const counts = {
    uploading: drafts.filter((draft) => draft.status === 'uploading').length,
    failed: drafts.filter((draft) => draft.status === 'failed').length,
    parsed: drafts.filter((draft) => draft.status === 'parsed').length,
  };
  const filesBlockSend = counts.uploading > 0 || counts.failed > 0;

  // Grow with the content: measure from the minimum so the box can also shrink.
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = `${INPUT_MIN_HEIGHT_PX}px`;
    box.style.height = `${messageBoxHeight(box.scrollHeight)}px`;
  }, [text]);

  // Disabling the box while a reply is pending drops focus; give it back afterwards.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending && document.activeElement === document.body) {
      textareaRef.current?.focus();
    }
    wasPending.current = pending;
  }, [pending]);

  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), ATTACHMENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function submit() {
    if (pending || blank || filesBlockSend) return;
    onSend(text, list.take());
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function handleFiles(picked: FileList | null) {
    if (!picked || picked.length === 0) return;
    const { refused, tooMany } = list.add([...picked]);
    const notices = [
      refused.length > 0
        ? `Not attached (only ${ACCEPTED_FILE_TYPES.replaceAll(',', ', ')}): ${refused.join(', ')}`
        : null,
      tooMany,
    ].filter((part): part is string => part !== null);
    setNotice(notices.length > 0 ? notices.join(' ') : null);
    // Picking the same file again after removing it must fire `change` again.
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  return (
    <div className="border-t border-slate-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto max-w-3xl">
        {drafts.length > 0 && (
          <div className="mb-2">
            <ul aria-label="Attached files" className="flex flex-wrap gap-2">
              {drafts.map((draft) => (
                <AttachmentChip
                  key={draft.key}
                  draft={draft}
                  onRemove={(key) => list.remove(key)}
                />
              ))}
            </ul>
            <p className="mt-1.5 text-xs text-slate-500" data-testid="attachment-hint">
              {attachmentHint(assistantName, counts)}
            </p>
          </div>
        )}

        <div className="flex items-end gap-2">
          {uploader && (
            <>
              <input
                ref={fileInputRef}
                type="file"
                multiple
                accept={ACCEPTED_FILE_TYPES}
                className="hidden"
                data-testid="attach-input"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => handleFiles(event.target.files)}
              />
              <button
                type="button"
                aria-label="Attach files"
                data-testid="attach-files"
                onClick={() => fileInputRef.current?.click()}
                className="flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
              >
                <Paperclip aria-hidden="true" className="size-5" />
              </button>
            </>
          )}

          <textarea
            ref={textareaRef}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // The reply to come most likely needs its renderer.
              preloadReply();
            }}
            onKeyDown={handleKeyDown}
            disabled={pending}
            rows={1}
            placeholder={`Ask ${assistantName} anything...`}
            aria-label={`Message ${assistantName}`}
            aria-describedby={touch ? undefined : hintId}
            data-testid="chat-input"
            style={{ height: INPUT_MIN_HEIGHT_PX }}
            className="min-h-[44px] max-h-[120px] flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[0.9375rem] leading-6 text-slate-900 placeholder:text-slate-400 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/30 disabled:cursor-not-allowed disabled:bg-slate-50"
          />

          {pending && onStop && (
            <button
              type="button"
              onClick={onStop}
              disabled={stopping}
              data-testid="stop-reply"
              className="flex h-11 shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 px-3.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60"
            >
              <Square aria-hidden="true" className="size-3.5 fill-current" />
              {stopping ? 'Stopping…' : 'Stop'}
            </button>
          )}
          <button
            type="button"
            onClick={submit}
            disabled={pending || blank || filesBlockSend}
            aria-label="Send message"
            data-testid="send-message"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-slate-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-400"
          >
            <Send aria-hidden="true" className="size-5" />
          </button>
        </div>

        <div className="mt-1.5 flex min-h-5 items-start justify-between gap-3 text-xs text-slate-500">
          <p role="status" data-testid="attachment-notice" className="text-amber-800">
            {notice}
          </p>
          {!touch && (
            <p id={hintId} className="shrink-0">
              Shift+Enter for new line
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
