import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useOpenedOnce } from '../hooks/use-opened-once';

const loadPanel = () => import('./modal-dialog-panel');
const ModalDialogPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.ModalDialogPanel })),
);

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
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'data-state'?: 'open' | 'closed';
}

/**
 * Modal dialog: focus is trapped inside, and it closes with the X button, Escape or a click on
 * the backdrop. The dialog itself (Radix, with its focus trap and scroll lock) is a chunk of its
 * own, fetched when the pointer or focus reaches the trigger and at the latest when it is
 * pressed: a page whose dialogs stay closed never fetches it (decision 042).
 */
export function ModalDialog({ trigger, title, description, children, testId }: ModalDialogProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing is Radix's own.
  const opened = useOpenedOnce(open);
  // Pressed by pointer or keyboard alike: focus returns to it on close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const own = trigger.props as TriggerProps;
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <>
      {cloneElement<TriggerProps>(trigger as ReactElement<TriggerProps>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'data-state': open ? 'open' : 'closed',
        onPointerEnter: () => {
          own.onPointerEnter?.();
          preload();
        },
        onFocus: () => {
          own.onFocus?.();
          preload();
        },
        onClick: (event: MouseEvent<HTMLElement>) => {
          own.onClick?.(event);
          if (event.defaultPrevented) return;
          setOpener(event.currentTarget);
          setOpen(true);
        },
      })}
      {opened && (
        <Suspense fallback={null}>
          <ModalDialogPanel
            open={open}
            onOpenChange={setOpen}
            returnFocus={opener}
            title={title}
            description={description}
            testId={testId}
          >
            {children}
          </ModalDialogPanel>
        </Suspense>
      )}
    </>
  );
}
