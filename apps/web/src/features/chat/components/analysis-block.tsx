import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { AnalysisFallback } from './analysis-fallback';

/** The card's code is its own chunk, fetched the first time a reply holds a file analysis. */
const AnalysisCardView = lazy(() =>
  import('./analysis-card-view').then((module) => ({ default: module.AnalysisCardView })),
);

export interface AnalysisBlockProps {
  /** The body of a fenced `analysis` block. */
  source: string;
}

/**
 * An `analysis` block of a reply, shown as the file-analysis card by lazily loaded code. Whatever
 * goes wrong shows the block as it is, never a broken message.
 */
export function AnalysisBlock({ source }: AnalysisBlockProps) {
  return (
    <ErrorBoundary
      key={source}
      label="A file-analysis card"
      fallback={
        <AnalysisFallback source={source} reason="How the file was read could not be shown." />
      }
    >
      <Suspense
        fallback={
          <div
            role="status"
            className="my-3 flex h-24 items-center justify-center rounded-lg text-sm text-slate-500 ring-1 ring-slate-200"
          >
            Loading the file analysis…
          </div>
        }
      >
        <AnalysisCardView source={source} />
      </Suspense>
    </ErrorBoundary>
  );
}
