import { FileText, Paperclip, Send, Square, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ACCEPTED_FILE_TYPES, addAttachments } from '../utils/attachments';
import { messageBoxHeight, INPUT_MIN_HEIGHT_PX } from '../utils/textarea-height';

/** How long the "attachments are not read yet" notice stays after a send. */
export const ATTACHMENT_NOTICE_MS = 8000;

export function attachmentNotice(assistantName: string): string {
  return `Attachments are not read yet; ${assistantName} sees only your message.`;
}

export interface ChatInputBarProps {
  assistantName: string;
  /** A reply is pending: the box and the send button are disabled. */
  pending: boolean;
  /** Shows a Stop button while a reply is being generated. */
  onStop?: () => void;
  stopping?: boolean;
  /** Called with the typed text (not yet trimmed); blank text is never passed. */
  onSend: (text: string) => void;
}

/**
 * Spec §2 input bar: multi-line box (Enter sends, Shift+Enter adds a line, grows 44 → 120 px),
 * attach button for several files of the accepted types, removable chips, send button and the
 * hint. Files are not read yet: they are cleared on send with a notice saying so.
 */
export function ChatInputBar({
  assistantName,
  pending,
  onStop,
  stopping,
  onSend,
}: ChatInputBarProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const blank = text.trim() === '';

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
    if (pending || blank) return;
    onSend(text);
    setText('');
    if (files.length > 0) {
      setFiles([]);
      setNotice(attachmentNotice(assistantName));
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function handleFiles(picked: FileList | null) {
    if (!picked || picked.length === 0) return;
    const { files: next, refused } = addAttachments(files, [...picked]);
    setFiles(next);
    setNotice(
      refused.length > 0
        ? `Not attached (only ${ACCEPTED_FILE_TYPES.replaceAll(',', ', ')}): ${refused.join(', ')}`
        : null,
    );
    // Picking the same file again after removing it must fire `change` again.
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  return (
    <div className="border-t border-slate-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto max-w-3xl">
        {files.length > 0 && (
          <div className="mb-2">
            <ul aria-label="Attached files" className="flex flex-wrap gap-2">
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                  data-testid="attachment-chip"
                  className="flex max-w-[14rem] items-center gap-1.5 rounded-lg bg-slate-100 py-1 pr-1 pl-2 text-sm text-slate-700 ring-1 ring-slate-200"
                >
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 truncate" title={file.name}>
                    {file.name}
                  </span>
                  <button
                    type="button"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    className="shrink-0 rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
            <p className="mt-1.5 text-xs text-slate-500">
              {assistantName} cannot read attached files yet; only your message is sent.
            </p>
          </div>
        )}

        <div className="flex items-end gap-2">
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

          <textarea
            ref={textareaRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKeyDown}
            disabled={pending}
            rows={1}
            placeholder={`Ask ${assistantName} anything...`}
            aria-label={`Message ${assistantName}`}
            aria-describedby={hintId}
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
            disabled={pending || blank}
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
          <p id={hintId} className="shrink-0">
            Shift+Enter for new line
          </p>
        </div>
      </div>
    </div>
  );
}
