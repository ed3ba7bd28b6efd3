import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';

export const WORKSPACE_ERROR_TITLE = 'Something went wrong';
export const WORKSPACE_ERROR_TEXT =
  'The chat interface encountered an error. Please refresh the page to try again.';

function WorkspaceErrorFallback() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{WORKSPACE_ERROR_TITLE}</h1>
      <p className="max-w-md text-slate-600">{WORKSPACE_ERROR_TEXT}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        Refresh Page
      </button>
    </main>
  );
}

/** docs/product.md §2: a render failure anywhere in the workspace shows this instead of a blank page. */
export function ChatErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary label="The chat workspace" fallback={<WorkspaceErrorFallback />}>
      {children}
    </ErrorBoundary>
  );
}
