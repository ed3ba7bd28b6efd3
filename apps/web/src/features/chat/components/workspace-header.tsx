import { Menu, PanelRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface OpenSidePanelButtonProps {
  open: boolean;
  onOpen: () => void;
  /** In the desktop chat header (light), else in the phone's top bar (dark). */
  isDesktop: boolean;
}

/** Opens the right panel's content as a sheet, where the panel itself does not show. */
export function OpenSidePanelButton({ open, onOpen, isDesktop }: OpenSidePanelButtonProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label="Open plan and tools"
      aria-expanded={open}
      title="Plan and tools"
      data-testid="open-side-panel"
      className={`shrink-0 rounded-lg p-2 focus-visible:outline-2 ${
        isDesktop
          ? 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-amber-600'
          : 'ml-auto hover:bg-white/10 focus-visible:outline-amber-400'
      }`}
    >
      <PanelRight aria-hidden="true" className="size-5" />
    </button>
  );
}

export interface MobileTopBarProps {
  title: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The export actions and the side panel's button. */
  actions: ReactNode;
}

/** Below 768 px: the sidebar's toggle, the chat's title and its actions. */
export function MobileTopBar({ title, drawerOpen, onOpenDrawer, actions }: MobileTopBarProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-800 bg-slate-950 px-2 text-white">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label="Open sidebar"
        aria-expanded={drawerOpen}
        data-testid="open-sidebar"
        className="rounded-lg p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <h1 className="min-w-0 truncate font-semibold" data-testid="chat-header-title">
        {title}
      </h1>
      <span className="ml-auto flex shrink-0 items-center">{actions}</span>
    </header>
  );
}
