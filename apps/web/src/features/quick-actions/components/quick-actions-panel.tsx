import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useApiClient } from '../../../lib/app-services';
import type { QuickPrompt } from '../utils/quick-prompts';
import { ExampleCards } from './example-cards';
import { QuickPromptsCard } from './quick-prompts-card';
import { WtiPriceCard } from './wti-price-card';

export interface QuickActionsPanelProps {
  /** Starts a message in the open chat. */
  onPrompt: (prompt: string) => void;
  /** A reply is pending: quick prompts wait. */
  busy: boolean;
  /**
   * Opens a new chat showing a calculation card (a `calc` block): a calculation's quick prompt
   * opens its card, filled in, rather than sending words into the open chat.
   */
  onOpenCard?: (block: string) => void;
}

const PANEL_FAILED = (
  <p className="rounded-xl bg-white p-4 text-sm text-slate-500 shadow-sm ring-1 ring-slate-200">
    This card could not be shown. Refresh the page to try again.
  </p>
);

/** docs/product.md §2 Quick Actions side panel: quick prompts, the WTI card and the example cards. */
export function QuickActionsPanel({ onPrompt, busy, onOpenCard }: QuickActionsPanelProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [cardError, setCardError] = useState<string | null>(null);

  async function openCard(prompt: QuickPrompt) {
    if (prompt.card === undefined || onOpenCard === undefined) return;
    setCardError(null);
    try {
      const { prefilledCardBlock } = await import('../utils/prefilled-card');
      onOpenCard(await prefilledCardBlock(api, queryClient, prompt.card));
    } catch (error) {
      setCardError(
        `${prompt.title} could not be opened: ${error instanceof Error ? error.message : 'try again.'}`,
      );
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="quick-actions-panel">
      <QuickPromptsCard
        onPrompt={onPrompt}
        {...(onOpenCard && { onCard: (prompt: QuickPrompt) => void openCard(prompt) })}
        disabled={busy}
      />
      {cardError !== null && (
        <p role="alert" className="-mt-2 text-sm text-red-700">
          {cardError}
        </p>
      )}
      <ErrorBoundary label="WTI card" fallback={PANEL_FAILED}>
        <WtiPriceCard />
      </ErrorBoundary>
      <ExampleCards />
    </div>
  );
}
