import type { CalcCard } from '@petrosage/contracts/calc';
import { shown } from '../utils/calc-drafts';

/**
 * The inputs as a printed sheet shows them — label, value and unit as the card holds them — in
 * place of the form, whose fields and selectors mean nothing on paper.
 */
export function CalcPrintedInputs({ card }: { card: CalcCard }) {
  const given = card.inputs.filter((input) => input.value !== null && input.value !== undefined);
  if (given.length === 0) return null;
  return (
    <div className="mt-3 hidden print:block" data-testid="calc-printed-inputs">
      <p className="m-0 text-xs font-semibold tracking-wide text-slate-500 uppercase">Inputs</p>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        {given.map((input) => (
          <div key={input.name} className="contents">
            <dt>{input.label}</dt>
            <dd className="m-0">
              {shown(input.value)}
              {input.unit !== undefined && input.kind === 'number' ? ` ${input.unit}` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
