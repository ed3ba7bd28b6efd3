import { Calculator } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

/** The list is its own chunk, fetched when the dialog first opens. */
const CalculatorBrowser = lazy(() =>
  import('./calculator-browser').then((module) => ({ default: module.CalculatorBrowser })),
);

export interface CalculatorsButtonProps {
  /** Opens a new chat showing this card (a `calc` block) to fill in. */
  onOpenCard: (block: string) => void;
}

/** "Calculators" in the sidebar (and so in the mobile menu): every calculator, searchable. */
export function CalculatorsButton({ onOpenCard }: CalculatorsButtonProps) {
  return (
    <ModalDialog
      title="Calculators"
      description="Pick a calculator to open its card in a new chat."
      testId="calculator-browser"
      trigger={
        <button
          type="button"
          data-testid="open-calculators"
          className="mt-2 flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-200 ring-1 ring-slate-700 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
        >
          <Calculator aria-hidden="true" className="size-4" />
          Calculators
        </button>
      }
    >
      <Suspense fallback={<p role="status">Loading calculators…</p>}>
        <CalculatorBrowser onOpenCard={onOpenCard} />
      </Suspense>
    </ModalDialog>
  );
}
