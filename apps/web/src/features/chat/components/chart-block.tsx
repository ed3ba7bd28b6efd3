import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ChartFallback } from './chart-fallback';

/** The chart code is its own chunk, fetched the first time a reply holds a chart. */
const ChartView = lazy(() =>
  import('./chart-view').then((module) => ({ default: module.ChartView })),
);

export interface ChartBlockProps {
  /** The body of a fenced `chart` block. */
  source: string;
}

/**
 * A `chart` block of a reply, drawn by the lazily loaded chart code. Whatever goes wrong (the
 * chunk cannot load, the data do not draw) shows the block as it is, never a broken message.
 */
export function ChartBlock({ source }: ChartBlockProps) {
  return (
    <ErrorBoundary
      // A new text (a reply still streaming in) gets a fresh chance to draw.
      key={source}
      label="A chart"
      fallback={<ChartFallback source={source} reason="This chart could not be drawn." />}
    >
      <Suspense
        fallback={
          <div
            role="status"
            className="my-3 flex h-56 items-center justify-center rounded-lg text-sm text-slate-500 ring-1 ring-slate-200"
          >
            Loading chart…
          </div>
        }
      >
        <ChartView source={source} />
      </Suspense>
    </ErrorBoundary>
  );
}
