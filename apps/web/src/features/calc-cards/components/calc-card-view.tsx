import {
  CALC_LANGUAGE,
  calcInputLabel,
  formatCalcNumber,
  parseCalcCard,
  type CalcCard,
  type CalcCardInput,
} from '@petrosage/contracts/calc';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import { Calculator, ClipboardCopy, LoaderCircle, TriangleAlert } from 'lucide-react';
import { BlockFallback } from '../../../components/reply-blocks/block-fallback';
import { useUnitsPreference } from '../../../hooks/use-units-preference';
import { useCalcCard } from '../hooks/use-calc-card';
import { EMPTY_DRAFT, shown } from '../utils/calc-drafts';
import { hasOtherUnits } from '../utils/metric-units';
import { CalcField } from './calc-field';
import { CalcPrintedInputs } from './calc-printed-inputs';
import { CalcResults } from './calc-results';

/**
 * A calculation card (docs/decisions/024-calculation-cards.md): the calculator's inputs as a form
 * (each with a unit selector where the card offers other units), the results, the formula and
 * what to doubt. "Recalculate" refuses out-of-range values in the calculator's own words before
 * any request, then runs `POST /api/tools/{tool}` and — in a chat — saves the new card on the
 * reply; what changed is highlighted.
 */

export interface CalcCardViewProps {
  /** The body of the `calc` block. */
  source: string;
}

export function CalcCardView({ source }: CalcCardViewProps) {
  const preferred = useUnitsPreference();
  const parsed = parseCalcCard(source);
  if (!parsed.ok) {
    return <BlockFallback language={CALC_LANGUAGE} source={source} reason={parsed.error} />;
  }
  // The preference known after the card first drew: drawn again in those units.
  return (
    <CalcCardForm key={preferred} source={source} initial={parsed.card} preferred={preferred} />
  );
}

interface CalcCardFormProps {
  source: string;
  initial: CalcCard;
  /** The units to show first (the Profile's preference). */
  preferred: UnitSystem;
}

function CalcCardForm({ source, initial, preferred }: CalcCardFormProps) {
  const {
    id,
    formRef,
    fieldId,
    card,
    previous,
    system,
    drafts,
    problems,
    requestError,
    busy,
    copied,
    typeText,
    switchUnit,
    switchSystem,
    recalculate,
    copy,
  } = useCalcCard(source, initial, preferred);
  const editable = card.inputs.filter((input) => input.kind !== 'fixed');
  const fixed = card.inputs.filter((input) => input.kind === 'fixed' && input.value !== null);
  const before = new Map(previous?.results.map((value) => [value.key, value]));
  const inputsBefore = new Map(previous?.inputs.map((input) => [input.name, input.value]));
  const changedInput = (input: CalcCardInput) =>
    previous !== undefined && shown(inputsBefore.get(input.name)) !== shown(input.value);
  const changes = card.results.filter((value) => {
    const old = before.get(value.key);
    return (
      old !== undefined &&
      formatCalcNumber(old.value, old.unit) !== formatCalcNumber(value.value, value.unit)
    );
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="calc-card"
      data-tool={card.tool}
      data-status={card.status}
      // Words break only where a word cannot fit a line of its own ("Kill mud weight", never
      // "Kill mud weigh / t"), whatever the reply around the card allows.
      className="calc-card my-3 min-w-0 rounded-xl bg-slate-50 p-3 [overflow-wrap:break-word] ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4
          id={`${id}-title`}
          className="m-0 flex min-w-0 items-center gap-2 text-base font-semibold"
          data-testid="calc-title"
        >
          <Calculator aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
          {card.title}
        </h4>
        <div className="flex shrink-0 items-center gap-1 print:hidden">
          {hasOtherUnits(card) && (
            <button
              type="button"
              onClick={switchSystem}
              data-testid="calc-units-switch"
              className="rounded-md px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-amber-500"
            >
              {system === 'field' ? 'Metric units' : 'Field units'}
            </button>
          )}
          {card.status === 'computed' && (
            <button
              type="button"
              onClick={() => void copy()}
              className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-amber-500"
            >
              <ClipboardCopy aria-hidden="true" className="size-3.5" />
              {copied ? 'Copied' : 'Copy'}
            </button>
          )}
        </div>
      </div>

      {card.status === 'refused' && card.error !== undefined && previous === undefined && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{card.error}</span>
        </p>
      )}

      <CalcPrintedInputs card={card} />

      <form
        ref={formRef}
        onSubmit={(event) => void recalculate(event)}
        noValidate
        className="mt-3 print:hidden"
      >
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Inputs
          </legend>
          {/* Tracks that may shrink below a field's natural width: the unit selectors stay
              inside the card on a phone. */}
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
            {editable.map((input) => (
              <CalcField
                key={input.name}
                input={input}
                id={fieldId(input.name)}
                draft={drafts[input.name] ?? EMPTY_DRAFT}
                problem={problems[input.name]}
                changed={changedInput(input)}
                onText={(text) => typeText(input, text)}
                onUnit={(symbol) => switchUnit(input, symbol)}
              />
            ))}
          </div>
          {fixed.length > 0 && (
            <ul className="mt-2 text-sm text-slate-600">
              {fixed.map((input) => (
                <li key={input.name}>
                  {calcInputLabel(input)}: {shown(input.value)}
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="flex items-center gap-1.5 rounded-lg bg-slate-900 px-3.5 py-2 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60"
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {card.status === 'computed' ? 'Recalculate' : 'Calculate'}
          </button>
          {requestError !== null && (
            <p role="alert" className="m-0 text-sm text-red-700">
              {requestError}
            </p>
          )}
        </div>
      </form>

      <p role="status" className="sr-only">
        {previous !== undefined && card.status === 'computed'
          ? `Recalculated. ${changes
              .map(
                (value) =>
                  `${value.label}: ${formatCalcNumber(before.get(value.key)?.value ?? 0, value.unit)} → ${formatCalcNumber(value.value, value.unit)} ${value.unit}.`,
              )
              .join(' ')}`
          : ''}
      </p>

      {card.status === 'computed' && <CalcResults card={card} before={before} system={system} />}
    </section>
  );
}
