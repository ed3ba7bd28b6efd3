import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading shown at the top of the drawer ('Chats'). */
  title: string;
  /** The edge it slides in from: the sidebar from the left, the side panel from the right. */
  side?: 'left' | 'right';
  /** Test id of the panel (the sidebar's, 'chat-sidebar', by default). */
  testId?: string;
  /** Label of the close button. */
  closeLabel?: string;
  /** Renders the drawer's content, given the header (title and close button) to place. */
  children: (header: ReactNode) => ReactNode;
}

/**
 * The sidebar below 768 px: a panel that slides in over the page and closes on the X, a tap on
 * the backdrop or Escape. It stays mounted while closed (off-screen and inert), so it can slide
 * out again and the account details stay in the document. While it is open the rest of the
 * page is inert (see `ChatWorkspace`), which keeps focus inside.
 */
export function MobileDrawer({
  open,
  onClose,
  title,
  side = 'left',
  testId = 'chat-sidebar',
  closeLabel = 'Close sidebar',
  children,
}: MobileDrawerProps) {
  const dark = side === 'left';
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    returnFocusTo.current = document.activeElement;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const previous = returnFocusTo.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open, onClose]);

  const header = (
    <div className="flex h-14 shrink-0 items-center justify-between px-4">
      <h2
        id={titleId}
        className={`text-lg font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className={`-mr-2 rounded-lg p-2 focus-visible:outline-2 ${
          dark
            ? 'text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-amber-400'
            : 'text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-amber-600'
        }`}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );

  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          data-testid={`${testId}-backdrop`}
          onClick={onClose}
          className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[2px]"
        />
      )}
      <div
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        aria-hidden={open ? undefined : true}
        inert={!open}
        data-testid={testId}
        data-state={open ? 'open' : 'closed'}
        className={`fixed inset-y-0 z-50 w-80 max-w-[85vw] shadow-2xl transition-[transform,visibility] duration-200 ease-out motion-reduce:transition-none ${
          side === 'left' ? 'left-0' : 'right-0'
        } ${open ? 'visible translate-x-0' : `invisible ${side === 'left' ? '-translate-x-full' : 'translate-x-full'}`}`}
      >
        {children(header)}
      </div>
    </>
  );
}
