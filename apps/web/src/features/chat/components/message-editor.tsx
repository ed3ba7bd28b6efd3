import { useId, useState } from 'react';

export interface MessageEditorProps {
  initialText: string;
  onSend: (text: string) => void;
  onCancel: () => void;
}

/** The user's latest message, editable in place: Enter (or Send) sends it again, Escape cancels. */
export function MessageEditor({ initialText, onSend, onCancel }: MessageEditorProps) {
  const [text, setText] = useState(initialText);
  const hintId = useId();
  const canSend = text.trim() !== '';
  return (
    <form
      className="flex w-full min-w-[min(32rem,80vw)] flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-slate-300"
      data-testid="message-editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend(text);
      }}
    >
      <textarea
        // Opened on purpose by the user: the field takes the focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-label="Edit your message"
        aria-describedby={hintId}
        value={text}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (canSend) onSend(text);
          }
        }}
        className="w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-[0.9375rem] text-slate-900 focus:border-amber-500 focus:outline-none"
      />
      <div className="flex items-center justify-end gap-2">
        <p id={hintId} className="mr-auto text-xs text-slate-500">
          The earlier version stays available.
        </p>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={!canSend}
          data-testid="send-edit"
          className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-50"
        >
          Send
        </button>
      </div>
    </form>
  );
}
