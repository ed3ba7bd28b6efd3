import { ErrorBoundary } from '../../../components/error-boundary';
import { ExampleCards } from './example-cards';
import { QuickPromptsCard } from './quick-prompts-card';
import { WtiPriceCard } from './wti-price-card';

export interface QuickActionsPanelProps {
  /** Starts a message in the open chat. */
  onPrompt: (prompt: string) => void;
  /** A reply is pending: quick prompts wait. */
  busy: boolean;
}

const PANEL_FAILED = (
  <p className="rounded-xl bg-white p-4 text-sm text-slate-500 shadow-sm ring-1 ring-slate-200">
    This card could not be shown. Refresh the page to try again.
  </p>
);

/** Spec §2 Quick Actions side panel: quick prompts, the WTI card and the example cards. */
export function QuickActionsPanel({ onPrompt, busy }: QuickActionsPanelProps) {
  return (
    <div className="flex flex-col gap-4" data-testid="quick-actions-panel">
      <QuickPromptsCard onPrompt={onPrompt} disabled={busy} />
      <ErrorBoundary label="WTI card" fallback={PANEL_FAILED}>
        <WtiPriceCard />
      </ErrorBoundary>
      <ExampleCards />
    </div>
  );
}
