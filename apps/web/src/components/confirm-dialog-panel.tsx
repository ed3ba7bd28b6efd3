import * as Dialog from '@radix-ui/react-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

/** The dialog of `ConfirmDialog`, with Radix: its own chunk, fetched when one first opens. */
export function ConfirmDialogPanel({
  open,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  returnFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center bg-slate-950/70 p-3 backdrop-blur-sm">
          <Dialog.Content
            role="alertdialog"
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus?.current?.focus();
            }}
            className="w-full max-w-sm rounded-2xl bg-white p-5 text-slate-800 shadow-2xl focus:outline-none"
          >
            <Dialog.Title className="text-base font-semibold text-slate-900">
              {question}
            </Dialog.Title>
            {children}
            <div className="mt-5 flex justify-end gap-2">
              <Dialog.Close
                // Focus starts here: the safe answer.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
              >
                Cancel
              </Dialog.Close>
              <button
                type="button"
                onClick={onConfirm}
                className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
              >
                {confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
