import type { ReactNode, RefObject } from 'react';
import { useOnDemand } from '../hooks/use-on-demand';
import { onDemand } from '../lib/on-demand';

const panelPart = onDemand(() => import('./confirm-dialog-panel'));

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
 * When it closes, focus goes to `returnFocus`. The panel (Radix) is fetched when a question is
 * first asked (decision 042); if it cannot be (offline), the question is cancelled.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const panel = useOnDemand(panelPart, props.open, props.onCancel);
  return panel ? <panel.ConfirmDialogPanel {...props} /> : null;
}
