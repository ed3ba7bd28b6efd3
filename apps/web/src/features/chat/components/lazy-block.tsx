import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';

/** What every fenced block of a reply renders from: the block's body. */
export interface BlockProps {
  source: string;
}

export interface LazyBlockOptions {
  /** The block's view, a chunk of its own fetched the first time a reply holds such a block. */
  load: () => Promise<ComponentType<BlockProps>>;
  /** Names the block for the error boundary's report ("A chart"). */
  label: string;
  /** Shown while the chunk loads. */
  loading: string;
  /** Tailwind height of the loading placeholder, close to the view's (`h-40`). */
  height: string;
  /** Shown when the chunk cannot load or the view cannot render: the block as it is. */
  fallback: (source: string) => ReactNode;
}

/**
 * A fenced block of a reply (a calculation card, a chart, a file analysis) drawn by lazily loaded
 * code. Whatever goes wrong shows the block as it is, never a broken message; a new text (a reply
 * still streaming in, a recalculated card) gets a fresh view.
 */
export function lazyBlock({ load, label, loading, height, fallback }: LazyBlockOptions) {
  const View = lazy(() => load().then((view) => ({ default: view })));
  return function Block({ source }: BlockProps) {
    return (
      <ErrorBoundary key={source} label={label} fallback={fallback(source)}>
        <Suspense
          fallback={
            <div
              role="status"
              className={`my-3 flex ${height} items-center justify-center rounded-lg text-sm text-slate-500 ring-1 ring-slate-200`}
            >
              {loading}
            </div>
          }
        >
          <View source={source} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
