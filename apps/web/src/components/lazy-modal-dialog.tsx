import {
  Suspense,
  cloneElement,
  lazy,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
} from 'react';
import type { ModalDialogProps } from './modal-dialog';

const ControlledModalDialog = lazy(() =>
  import('./modal-dialog').then((module) => ({ default: module.ControlledModalDialog })),
);

export interface LazyModalDialogProps extends Omit<ModalDialogProps, 'trigger'> {
  /** A button: it opens the dialog and gets focus back when the dialog closes. */
  trigger: ReactElement<ComponentProps<'button'>>;
}

/**
 * `ModalDialog` whose dialog code (Radix) is fetched at the first click on its trigger, so that a
 * page painting before any dialog library loads (the landing page, decision 041) still has one.
 * The trigger is the page's own button throughout, so focus returns to the very element clicked.
 */
export function LazyModalDialog({ trigger, ...panel }: LazyModalDialogProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => {
          setWanted(true);
          setOpen(true);
        },
      })}
      {wanted && (
        <Suspense fallback={null}>
          <ControlledModalDialog
            {...panel}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
