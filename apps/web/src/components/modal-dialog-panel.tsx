import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ModalDialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opened the dialog: it gets focus back when the dialog closes. */
  returnFocus: HTMLElement | null;
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * The dialog of `ModalDialog`, with Radix: its own chunk, fetched when a dialog first opens.
 * Focus is trapped inside, and it closes with the X button, Escape or a click on the backdrop.
 * The panel fits the screen and only its body scrolls (wheel and touch stay in it), so the title
 * and the close button are always in view.
 */
export function ModalDialogPanel({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  children,
  testId,
}: ModalDialogPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="dialog-overlay"
          className="fixed inset-0 z-50 grid place-items-center overflow-hidden bg-slate-950/70 p-3 backdrop-blur-sm sm:p-6"
        >
          <Dialog.Content
            data-testid={testId}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus?.focus();
            }}
            className="relative flex max-h-[calc(100dvh-1.5rem)] w-full max-w-2xl flex-col rounded-2xl bg-white text-slate-800 shadow-2xl focus:outline-none sm:max-h-[calc(100dvh-3rem)]"
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          >
            <div
              className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6"
              data-testid="dialog-header"
            >
              <div>
                <Dialog.Title className="text-xl font-semibold text-slate-900">
                  {title}
                </Dialog.Title>
                {description !== undefined && (
                  <Dialog.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              <Dialog.Close
                aria-label="Close"
                className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-600"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6"
              data-testid="dialog-body"
            >
              {children}
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
