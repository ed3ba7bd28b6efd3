import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useOnDemand } from '../hooks/use-on-demand';
import { onDemand } from '../lib/on-demand';

const panelPart = onDemand(() => import('./modal-dialog-panel'));

export interface ModalDialogProps {
  /** The element that opens the dialog; it gets focus back when the dialog closes. */
  trigger: ReactElement;
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'data-state'?: 'open' | 'closed';
}

/** Fetches the dialog ahead of a press: on hover or focus of a trigger. */
function preloadPanel() {
  panelPart.load().catch(() => undefined);
}

/**
 * Modal dialog: focus is trapped inside, and it closes with the X button, Escape or a click on
 * the backdrop. The dialog itself (Radix, with its focus trap and scroll lock) is a chunk of its
 * own, fetched when the pointer or focus reaches the trigger and at the latest when it is
 * pressed: a page whose dialogs stay closed never fetches it (decision 042).
 */
export function ModalDialog({ trigger, title, description, children, testId }: ModalDialogProps) {
  const [open, setOpen] = useState(false);
  // Pressed by pointer or keyboard alike: focus returns to it on close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // A dialog that could not be fetched (offline) stays closed; the next press tries again.
  const panel = useOnDemand(panelPart, open, () => setOpen(false));
  const own = trigger.props as TriggerProps;

  return (
    <>
      {cloneElement<TriggerProps>(trigger as ReactElement<TriggerProps>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'data-state': open ? 'open' : 'closed',
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          preloadPanel();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          preloadPanel();
        },
        onClick: (event) => {
          own.onClick?.(event);
          if (event.defaultPrevented) return;
          setOpener(event.currentTarget);
          setOpen(true);
        },
      })}
      {panel && (
        <panel.ModalDialogPanel
          open={open}
          onOpenChange={setOpen}
          returnFocus={opener}
          title={title}
          description={description}
          testId={testId}
        >
          {children}
        </panel.ModalDialogPanel>
      )}
    </>
  );
}
