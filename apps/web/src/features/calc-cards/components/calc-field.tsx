import { calcOptionLabel, type CalcCardInput } from '@petrosage/contracts/calc';
import { calcUnitChoices } from '@petrosage/contracts/calc-units';
import type { Draft } from '../utils/calc-drafts';
import { metricHintText } from '../utils/metric-units';

export interface CalcFieldProps {
  input: CalcCardInput;
  id: string;
  draft: Draft;
  problem: string | undefined;
  changed: boolean;
  onText: (text: string) => void;
  onUnit: (symbol: string) => void;
}

/** One input of a card: its field, its unit selector, what is wrong with it and its hint. */
export function CalcField({ input, id, draft, problem, changed, onText, onUnit }: CalcFieldProps) {
  const choices = calcUnitChoices(input.unit);
  // The hint speaks the units the field is shown in.
  const metricHint = choices.find((unit) => unit.symbol === draft.unit)?.system === 'metric';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [problem !== undefined ? errorId : '', input.hint ? hintId : '']
    .filter((part) => part !== '')
    .join(' ');
  const control =
    'min-w-0 flex-1 rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500 ' +
    (problem !== undefined ? 'border-red-500' : changed ? 'border-amber-500' : 'border-slate-300');
  const common = {
    id,
    'aria-invalid': problem !== undefined,
    ...(describedBy !== '' && { 'aria-describedby': describedBy }),
  };
  return (
    <div
      className="min-w-0"
      data-testid={`calc-input-${input.name}`}
      data-changed={changed ? 'true' : undefined}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {input.label}
        {input.optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <div className="flex gap-1.5">
        {input.kind === 'choice' || input.kind === 'flag' ? (
          <select
            {...common}
            value={draft.text}
            onChange={(event) => onText(event.target.value)}
            className={control}
          >
            {(input.optional || draft.text === '') && <option value="">(default)</option>}
            {(input.kind === 'flag' ? ['yes', 'no'] : (input.options ?? [])).map((option) => (
              <option key={option} value={option}>
                {input.kind === 'flag' ? option : calcOptionLabel(option)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            inputMode={input.kind === 'number' ? 'decimal' : 'text'}
            autoComplete="off"
            value={draft.text}
            placeholder={input.kind === 'list' ? 'e.g. 520, 455, 404' : undefined}
            onChange={(event) => onText(event.target.value)}
            className={control}
          />
        )}
        {input.kind === 'number' && choices.length > 1 && (
          <select
            aria-label={`Unit of ${input.label}`}
            value={draft.unit}
            onChange={(event) => onUnit(event.target.value)}
            className="w-[5.5rem] shrink-0 rounded-md border border-slate-300 bg-white px-1 py-1.5 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-amber-500"
          >
            {choices.map((unit) => (
              <option key={unit.symbol} value={unit.symbol}>
                {unit.symbol}
              </option>
            ))}
          </select>
        )}
        {(input.kind !== 'number' || choices.length === 1) && input.unit !== undefined && (
          <span className="shrink-0 self-center text-sm text-slate-500">{input.unit}</span>
        )}
      </div>
      {problem !== undefined && (
        <p id={errorId} className="mt-1 mb-0 text-xs text-red-700">
          {problem}
        </p>
      )}
      {input.hint && (
        <p id={hintId} className="sr-only">
          {metricHint ? metricHintText(input.hint, input.unit, draft.unit) : input.hint}
        </p>
      )}
    </div>
  );
}
