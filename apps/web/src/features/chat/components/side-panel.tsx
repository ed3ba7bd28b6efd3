import { lazy, Suspense, type ReactNode } from 'react';
import { MobileDrawer } from './mobile-drawer';

/** Only a workspace without Quick Actions shows it (the app gives them): fetched then. */
const AssistantScopeCard = lazy(() =>
  import('./assistant-scope-card').then((module) => ({ default: module.AssistantScopeCard })),
);

/** What the right panel may do in the open chat. */
export interface ChatComposer {
  /** Sends `text` as the user's message in the open chat, as the input bar does. */
  sendPrompt: (text: string) => void;
  /** A reply is pending or the chat is loading: a send now would be ignored. */
  isBusy: boolean;
  /**
   * Opens a new chat showing a calculation card (a `calc` block) to fill in or calculate; the
   * open chat is left as it is.
   */
  openCard: (block: string) => void;
}

export interface SidePanelContentProps {
  assistantName: string;
  /** The plan's card (Manage/Cancel, Upgrade). */
  subscriptionPanel?: ReactNode;
  /** Given the open chat's composer, so that a quick prompt can start a message. */
  quickActionsPanel?: ((composer: ChatComposer) => ReactNode) | undefined;
  composer: ChatComposer;
}

/** The right panel's content: the plan, then Quick Actions (or what the assistant covers). */
export function SidePanelContent({
  assistantName,
  subscriptionPanel,
  quickActionsPanel,
  composer,
}: SidePanelContentProps) {
  return (
    <>
      {subscriptionPanel}
      {quickActionsPanel ? (
        quickActionsPanel(composer)
      ) : (
        <Suspense>
          <AssistantScopeCard assistantName={assistantName} />
        </Suspense>
      )}
    </>
  );
}

/** From 1280 px: the 320 px panel beside the chat. */
export function RightPanel({ children }: { children: ReactNode }) {
  return (
    <aside
      aria-label="Side panel"
      data-testid="right-panel"
      className="flex w-[320px] shrink-0 flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-slate-100/60 p-4"
    >
      {children}
    </aside>
  );
}

export interface SidePanelSheetProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** Below 1280 px: the right panel's content as a sheet from the right, opened from the header. */
export function SidePanelSheet({ open, onClose, children }: SidePanelSheetProps) {
  return (
    <MobileDrawer
      open={open}
      onClose={onClose}
      title="Plan and tools"
      side="right"
      testId="side-panel-sheet"
      closeLabel="Close plan and tools"
    >
      {(header) => (
        <div className="flex h-full flex-col bg-slate-100">
          {header}
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 pt-0">
            {children}
          </div>
        </div>
      )}
    </MobileDrawer>
  );
}
