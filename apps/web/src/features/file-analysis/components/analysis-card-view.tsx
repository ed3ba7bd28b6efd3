import {
  ANALYSIS_LANGUAGE,
  parseAnalysisCard,
  productionUnitLabel,
  type AnalysisCard,
} from '@petrosage/contracts/analysis-card';
import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { BlockFallback } from '../../../components/reply-blocks/block-fallback';
import { useReanalysis } from '../hooks/use-reanalysis';
import {
  changesOf,
  fieldChanged,
  readingText,
  STREAM_NAMES,
  STREAMS,
  unitsFor,
} from '../utils/analysis-draft';
import { AnalysisField } from './analysis-field';

/**
 * The file-analysis card (docs/decisions/039-file-analysis-card.md): how a production file was
 * read — the date and oil/gas/water columns, rate or volume, the unit — with controls to correct
 * it, and the economic limit, the b bounds and the forecast horizon. "Re-analyse" checks the
 * numbers in the browser, then runs `POST /api/tools/analyze_production?message_id=` and puts the
 * saved reply (its figures and charts redrawn) into the chat.
 */

export interface AnalysisCardViewProps {
  /** The body of the `analysis` block. */
  source: string;
}

export function AnalysisCardView({ source }: AnalysisCardViewProps) {
  const parsed = parseAnalysisCard(source);
  if (!parsed.ok)
    return <BlockFallback language={ANALYSIS_LANGUAGE} source={source} reason={parsed.error} />;
  return <AnalysisCardForm source={source} card={parsed.card} />;
}

const control =
  'w-full min-w-0 rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500';

function AnalysisCardForm({ source, card }: { source: string; card: AnalysisCard }) {
  const {
    id,
    formRef,
    fieldId,
    draft,
    set,
    problems,
    requestError,
    busy,
    previous,
    read,
    fittable,
    numbers,
    reanalyse,
  } = useReanalysis(source, card);
  const changes = previous ? changesOf(previous, card) : [];

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <AnalysisField
      key={name}
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      problem={problems[name]}
      changed={previous !== undefined && fieldChanged(previous, card, name)}
    >
      {input}
    </AnalysisField>
  );

  const aria = (name: string, hint?: string) => {
    const describedBy = [
      problems[name] !== undefined ? `${fieldId(name)}-error` : '',
      hint !== undefined ? `${fieldId(name)}-hint` : '',
    ]
      .filter((part) => part !== '')
      .join(' ');
    return {
      id: fieldId(name),
      'aria-invalid': problems[name] !== undefined,
      ...(describedBy !== '' && { 'aria-describedby': describedBy }),
      className: `${control} ${problems[name] !== undefined ? 'border-red-500' : 'border-slate-300'}`,
    };
  };

  const select = (name: string, options: readonly { value: string; label: string }[]) => (
    <select {...aria(name)} value={draft[name] ?? ''} onChange={(e) => set(name, e.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  const columnChoices = card.columns.map((column) => ({ value: column, label: column }));
  const perRow = card.cadence === 'monthly' ? 'Volumes per month' : 'Volumes per row';

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="analysis-card"
      className="calc-card my-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4"
    >
      <h4 id={`${id}-title`} className="m-0 flex items-center gap-2 text-base font-semibold">
        <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        <span className="min-w-0 break-words">How {card.file_name} was read</span>
      </h4>
      <ul className="mt-2 mb-0 text-sm text-slate-700" aria-label="Read from the file">
        <li>
          Dates: {card.date_column} ({card.cadence === 'other' ? 'irregular' : card.cadence} rows)
          {card.sheet !== undefined && `, sheet ${card.sheet}`}
          {card.well !== undefined && `, well ${card.well}`}
        </li>
        {read.map((stream) => {
          const reading = card.readings[stream];
          return (
            reading && (
              <li key={stream} data-testid={`analysis-reading-${stream}`}>
                {STREAM_NAMES[stream]}: {reading.column}, {readingText(card, reading)}
                {card.fitted_stream === stream && ' — decline fitted'}
              </li>
            )
          );
        })}
      </ul>

      <p role="status" className="m-0 mt-2 text-sm text-slate-700">
        {changes.length > 0
          ? `Re-analysed. ${changes.join('; ')}.`
          : previous !== undefined
            ? 'Re-analysed; the reading is as before.'
            : ''}
      </p>

      <form ref={formRef} onSubmit={(event) => void reanalyse(event)} noValidate className="mt-3">
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Columns and units
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('date_column', 'Date column', select('date_column', columnChoices))}
            {field(
              'values',
              'Values are',
              select('values', [
                { value: 'auto', label: 'As the headers say' },
                { value: 'rates', label: 'Rates per day' },
                { value: 'volumes', label: perRow },
              ]),
            )}
            {STREAMS.map((stream) => (
              <div key={stream} className="contents">
                {field(
                  `${stream}_column`,
                  `${STREAM_NAMES[stream]} column`,
                  select(`${stream}_column`, [
                    ...(card.readings[stream] === undefined
                      ? [{ value: '', label: '(none read)' }]
                      : []),
                    ...columnChoices,
                  ]),
                )}
                {(card.readings[stream] !== undefined || draft[`${stream}_column`] !== '') &&
                  field(
                    `${stream}_unit`,
                    `${STREAM_NAMES[stream]} unit`,
                    select(`${stream}_unit`, [
                      ...(draft[`${stream}_unit`] === ''
                        ? [{ value: '', label: '(from the header)' }]
                        : []),
                      ...unitsFor(stream).map((unit) => ({
                        value: unit,
                        label: productionUnitLabel(unit),
                      })),
                    ]),
                  )}
              </div>
            ))}
            {fittable.length > 1 &&
              field(
                'stream',
                'Fit the decline to',
                select('stream', [
                  { value: 'oil', label: 'Oil' },
                  { value: 'gas', label: 'Gas' },
                ]),
              )}
          </div>
        </fieldset>
        <fieldset className="m-0 mt-3 border-0 p-0">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Forecast
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {numbers.map((option) => {
              const hint = option.optional && `Leave empty: ${option.optional}.`;
              return field(
                option.name,
                option.label,
                <div className="flex items-center gap-1.5">
                  <input
                    {...aria(option.name, hint || undefined)}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft[option.name] ?? ''}
                    placeholder={option.optional}
                    onChange={(event) => set(option.name, event.target.value)}
                  />
                  {option.unit !== undefined && (
                    <span className="shrink-0 text-sm text-slate-500">{option.unit}</span>
                  )}
                </div>,
                hint || undefined,
              );
            })}
          </div>
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="flex items-center gap-1.5 rounded-lg bg-slate-900 px-3.5 py-2 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60"
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Re-analyse
          </button>
          {requestError !== null && (
            <p role="alert" className="m-0 text-sm text-red-700">
              {requestError}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
