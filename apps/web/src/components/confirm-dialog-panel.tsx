import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this chat?'. */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Called for Cancel, Escape and a click outside the panel. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * A question that must be answered before a destructive action: focus is trapped in the panel
 * and starts on Cancel, so Enter right after opening does not destroy anything; Escape cancels.
 * When it closes, focus goes to `returnFocus`.
 */
export function ConfirmDialog({
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
