import { LoaderCircle } from 'lucide-react';

/** Shown while the first auth check runs, before any route renders (docs/product.md §2). */
export function FullScreenSpinner() {
  return (
    <div
      role="status"
      aria-label="Loading"
      data-testid="app-loading"
      className="flex min-h-dvh items-center justify-center bg-slate-950"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-amber-400" />
    </div>
  );
}
