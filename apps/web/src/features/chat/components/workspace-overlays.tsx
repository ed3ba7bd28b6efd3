import { LoaderCircle, WifiOff } from 'lucide-react';

export const LOADING_OVERLAY_TEXT = 'Loading chat interface...';
export const CONNECTION_ERROR_TITLE = 'Connection Error';
export const CONNECTION_ERROR_TEXT =
  'Unable to connect to the chat service. Please check your internet connection and try again.';

/** docs/product.md §2: while the chats load and none exist yet. */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      data-testid="chat-loading-overlay"
      className="absolute inset-0 z-20 flex items-center justify-center bg-slate-50/90 backdrop-blur-sm"
    >
      <p className="flex items-center gap-3 text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-amber-500" />
        {LOADING_OVERLAY_TEXT}
      </p>
    </div>
  );
}

export interface ConnectionErrorOverlayProps {
  message: string;
  /** Reloads the page (docs/product.md §2). */
  onRetry: () => void;
}

/** docs/product.md §2: loading failed and there are no chats. */
export function ConnectionErrorOverlay({ message, onRetry }: ConnectionErrorOverlayProps) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="connection-error-title"
      aria-describedby="connection-error-text"
      data-testid="chat-connection-error"
      className="absolute inset-0 z-20 flex items-center justify-center bg-slate-50/95 p-6 backdrop-blur-sm"
    >
      <div className="max-w-md rounded-2xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-200">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <WifiOff aria-hidden="true" className="size-6" />
        </span>
        <h2 id="connection-error-title" className="mt-4 text-xl font-semibold text-slate-900">
          {CONNECTION_ERROR_TITLE}
        </h2>
        <p id="connection-error-text" className="mt-2 text-slate-600">
          {CONNECTION_ERROR_TEXT}
        </p>
        <p
          className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
          data-testid="connection-error-detail"
        >
          {message}
        </p>
        <button
          type="button"
          onClick={onRetry}
          // The dialog appears without a user action; its one action gets focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="mt-5 rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
        >
          Retry
        </button>
      </div>
    </div>
  );
}
