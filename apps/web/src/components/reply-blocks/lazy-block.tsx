import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { BlockFallback } from './block-fallback';

/** What every fenced block of a reply renders from: its language and its body. */
export interface BlockProps {
  /** The fenced block's language (`calc`, `chart`, `analysis`): the fallback's test id, class. */
  language: string;
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
  /** Why the block is shown as it is when the chunk cannot load or the view cannot render. */
  failure: string;
}

/**
 * A fenced block of a reply (a calculation card, a chart, a file analysis) drawn by lazily loaded
 * code. Whatever goes wrong shows the block as it is, never a broken message; a new text (a reply
 * still streaming in, a recalculated card) gets a fresh view.
 */
export function lazyBlock({ load, label, loading, height, failure }: LazyBlockOptions) {
  const View = lazy(() => load().then((view) => ({ default: view })));
  return function Block({ language, source }: BlockProps) {
    return (
      <ErrorBoundary
        key={source}
        label={label}
        fallback={<BlockFallback language={language} source={source} reason={failure} />}
      >
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
          <View language={language} source={source} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
