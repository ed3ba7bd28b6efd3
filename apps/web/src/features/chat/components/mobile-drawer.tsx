import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading shown at the top of the drawer ('Chats'). */
  title: string;
  /** Renders the drawer's content, given the header (title and close button) to place. */
  children: (header: ReactNode) => ReactNode;
}

/**
 * The sidebar below 768 px: a panel that slides in over the page and closes on the X, a tap on
 * the backdrop or Escape. It stays mounted while closed (off-screen and inert), so it can slide
 * out again and the account details stay in the document. While it is open the rest of the
 * page is inert (see `ChatWorkspace`), which keeps focus inside.
 */
export function MobileDrawer({ open, onClose, title, children }: MobileDrawerProps) {
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
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label="Close sidebar"
        className="-mr-2 rounded-lg p-2 text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
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
          data-testid="sidebar-backdrop"
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
        data-testid="chat-sidebar"
        data-state={open ? 'open' : 'closed'}
        className={`fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] shadow-2xl transition-[transform,visibility] duration-200 ease-out motion-reduce:transition-none ${
          open ? 'visible translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        {children(header)}
      </div>
    </>
  );
}
