import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { CalcFallback } from './calc-fallback';

/** The card's code is its own chunk, fetched the first time a reply holds a calculation. */
const CalcCardView = lazy(() =>
  import('./calc-card-view').then((module) => ({ default: module.CalcCardView })),
);

export interface CalcBlockProps {
  /** The body of a fenced `calc` block. */
  source: string;
}

/**
 * A `calc` block of a reply, shown as a calculation card by the lazily loaded card code.
 * Whatever goes wrong (the chunk cannot load, the card does not render) shows the block as it
 * is, never a broken message.
 */
export function CalcBlock({ source }: CalcBlockProps) {
  return (
    <ErrorBoundary
      // A new text (a reply still streaming in, a recalculated card) gets a fresh card.
      key={source}
      label="A calculation card"
      fallback={<CalcFallback source={source} reason="This calculation could not be shown." />}
    >
      <Suspense
        fallback={
          <div
            role="status"
            className="my-3 flex h-40 items-center justify-center rounded-lg text-sm text-slate-500 ring-1 ring-slate-200"
          >
            Loading calculation…
          </div>
        }
      >
        <CalcCardView source={source} />
      </Suspense>
    </ErrorBoundary>
  );
}
