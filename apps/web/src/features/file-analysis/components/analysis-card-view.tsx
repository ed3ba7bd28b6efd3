import {
  ANALYSIS_LANGUAGE,
  findAnalysisBlocks,
  GAS_UNITS,
  LIQUID_UNITS,
  MAX_FORECAST_YEARS,
  parseAnalysisCard,
  productionUnitLabel,
  type AnalysisCard,
  type AnalysisReading,
} from '@petrosage/contracts/analysis-card';
import { ToolRunResponseSchema } from '@petrosage/contracts/tools';
import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { BlockFallback } from '../../../components/reply-blocks/block-fallback';
import { useBlockChat, useBlockReply } from '../../../components/reply-blocks/block-host';

/**
 * The file-analysis card (docs/decisions/039-file-analysis-card.md): how a production file was
 * read — the date and oil/gas/water columns, rate or volume, the unit — with controls to correct
 * it, and the economic limit, the b bounds and the forecast horizon. "Re-analyse" checks the
 * numbers in the browser, then runs `POST /api/tools/analyze_production?message_id=` and puts the
 * saved reply (its figures and charts redrawn) into the chat.
 */

const STREAMS = ['oil', 'gas', 'water'] as const;
type Stream = (typeof STREAMS)[number];
const STREAM_NAMES: Record<Stream, string> = { oil: 'Oil', gas: 'Gas', water: 'Water' };

/** The card a re-analysis replaced, by the new block's text: what changed is said after it. */
const replacedBy = new Map<string, AnalysisCard>();

interface NumberOption {
  name:
    | 'economic_limit_oil_bbl_per_day'
    | 'economic_limit_gas_mscf_per_day'
    | 'b_min'
    | 'b_max'
    | 'terminal_decline_pct_per_year'
    | 'forecast_years';
  label: string;
  unit?: string;
  /** Lowest value; `above`: the value must exceed it. */
  min: number;
  above: boolean;
  max: number;
  below: boolean;
  optional?: string;
  stream?: Stream;
}

/** The ranges of `analyze_production`'s options (apps/server …/production-tool.ts). */
const NUMBER_OPTIONS: readonly NumberOption[] = [
  {
    name: 'economic_limit_oil_bbl_per_day',
    label: 'Oil economic limit',
    unit: 'bbl/d',
    min: 0,
    above: true,
    max: 100_000,
    below: false,
    stream: 'oil',
  },
  {
    name: 'economic_limit_gas_mscf_per_day',
    label: 'Gas economic limit',
    unit: 'Mcf/d',
    min: 0,
    above: true,
    max: 1_000_000,
    below: false,
    stream: 'gas',
  },
  { name: 'b_min', label: 'Lowest b', min: 0, above: false, max: 2, below: false },
  { name: 'b_max', label: 'Highest b', min: 0, above: false, max: 2, below: false },
  {
    name: 'terminal_decline_pct_per_year',
    label: 'Terminal decline',
    unit: '%/yr',
    min: 0,
    above: true,
    max: 100,
    below: true,
    optional: 'none unless b > 1',
  },
  {
    name: 'forecast_years',
    label: 'Forecast horizon',
    unit: 'years',
    min: 0,
    above: true,
    max: MAX_FORECAST_YEARS,
    below: false,
    optional: 'to the economic limit',
  },
];

type Draft = Record<string, string>;

function unitsFor(stream: Stream): readonly string[] {
  return stream === 'gas' ? GAS_UNITS : LIQUID_UNITS;
}

function draftOf(card: AnalysisCard): Draft {
  const draft: Draft = {
    date_column: card.date_column,
    values: card.options.values,
    stream: card.options.stream ?? card.fitted_stream,
  };
  for (const stream of STREAMS) {
    const reading = card.readings[stream];
    draft[`${stream}_column`] = reading?.column ?? '';
    draft[`${stream}_unit`] = card.options[`${stream}_unit`] ?? reading?.unit ?? '';
  }
  for (const option of NUMBER_OPTIONS) {
    const value = card.options[option.name];
    draft[option.name] = value === undefined ? '' : String(value);
  }
  return draft;
}

/** Why `text` cannot be the option's value, in the words of its range, or undefined. */
function numberProblem(option: NumberOption, text: string): string | undefined {
  if (text.trim() === '') {
    return option.optional === undefined ? `Enter a value for ${option.label}.` : undefined;
  }
  const value = Number(text.replace(/,/g, ''));
  const unit = option.unit ? ` ${option.unit}` : '';
  if (!Number.isFinite(value)) return `Enter a number for ${option.label}.`;
  const low = option.above ? value <= option.min : value < option.min;
  const high = option.below ? value >= option.max : value > option.max;
  if (low || high) {
    return `${option.name}: ${option.label} must be ${option.above ? 'above' : 'at least'} ${option.min}${unit} and ${option.below ? 'below' : 'at most'} ${option.max.toLocaleString('en-US')}${unit}.`;
  }
  return undefined;
}

/** How a column was read, in words: `volumes per month in bbl (assumed)`. */
function readingText(card: AnalysisCard, reading: AnalysisReading): string {
  const per = card.cadence === 'monthly' ? 'per month' : 'per row';
  const basis = reading.basis === 'rate' ? 'rates per day' : `volumes ${per}`;
  const unit = productionUnitLabel(reading.unit);
  const guessed = [
    ...(reading.basis_assumed ? ['rate or volume assumed'] : []),
    ...(reading.unit_assumed ? ['unit assumed'] : []),
  ];
  return `${basis} in ${unit}${reading.basis === 'rate' ? '/d' : ''}${guessed.length > 0 ? ` (${guessed.join(', ')})` : ''}`;
}

/** What a re-analysis changed in the reading and the options, in words. */
function changesOf(before: AnalysisCard, after: AnalysisCard): string[] {
  const changes: string[] = [];
  if (before.date_column !== after.date_column) {
    changes.push(`Dates: ${after.date_column} (was ${before.date_column})`);
  }
  for (const stream of STREAMS) {
    const was = before.readings[stream];
    const now = after.readings[stream];
    const wasText = was ? `${was.column}, ${readingText(before, was)}` : 'not read';
    const nowText = now ? `${now.column}, ${readingText(after, now)}` : 'not read';
    if (wasText !== nowText) changes.push(`${STREAM_NAMES[stream]}: ${nowText} (was ${wasText})`);
  }
  for (const option of NUMBER_OPTIONS) {
    const was = before.options[option.name];
    const now = after.options[option.name];
    if (was !== now) {
      const unit = option.unit ? ` ${option.unit}` : '';
      const text = (value: number | undefined) =>
        value === undefined ? (option.optional ?? 'none') : `${value}${unit}`;
      changes.push(`${option.label}: ${text(now)} (was ${text(was)})`);
    }
  }
  return changes;
}

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
  const api = useApiClient();
  const reply = useBlockReply();
  const chat = useBlockChat();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(card));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [requestError, setRequestError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previous = replacedBy.get(source);
  const changes = previous ? changesOf(previous, card) : [];

  const fieldId = (name: string) => `${id}-${name}`;
  const read = STREAMS.filter((stream) => card.readings[stream] !== undefined);
  const fittable = read.filter((stream) => stream !== 'water');
  const numbers = NUMBER_OPTIONS.filter(
    (option) => option.stream === undefined || card.readings[option.stream] !== undefined,
  );
  const saved = reply?.messageId !== null && reply?.messageId !== undefined && chat !== null;

  function set(name: string, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
    setProblems(({ [name]: _gone, ...rest }) => rest);
  }

  function focus(name: string) {
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(name))}`)?.focus();
  }

  function request(): { body: Record<string, unknown>; found: Record<string, string> } {
    const found: Record<string, string> = {};
    const body: Record<string, unknown> = {
      attachment_id: card.file_id,
      ...(card.sheet !== undefined && { sheet: card.sheet }),
      ...(card.well !== undefined && { well: card.well }),
      date_column: draft.date_column,
      values: draft.values,
    };
    for (const stream of STREAMS) {
      const column = draft[`${stream}_column`] ?? '';
      if (column !== '') body[`${stream}_column`] = column;
      const unit = draft[`${stream}_unit`] ?? '';
      const was = card.options[`${stream}_unit`];
      if (unit !== '' && (was !== undefined || unit !== card.readings[stream]?.unit)) {
        body[`${stream}_unit`] = unit;
      }
    }
    if (fittable.length > 1) body.stream = draft.stream;
    for (const option of numbers) {
      const text = draft[option.name] ?? '';
      const problem = numberProblem(option, text);
      if (problem !== undefined) found[option.name] = problem;
      else if (text.trim() !== '') body[option.name] = Number(text.replace(/,/g, ''));
    }
    const bMin = body.b_min;
    const bMax = body.b_max;
    if (typeof bMin === 'number' && typeof bMax === 'number' && bMin > bMax) {
      found.b_min = 'b_min: the lowest b must not exceed the highest.';
    }
    return { body, found };
  }

  async function reanalyse(event: FormEvent) {
    event.preventDefault();
    setRequestError(null);
    const { body, found } = request();
    setProblems(found);
    const first = NUMBER_OPTIONS.find((option) => found[option.name] !== undefined);
    if (first) {
      focus(first.name);
      return;
    }
    if (!saved) {
      setRequestError('Open this analysis in its chat to re-analyse it.');
      return;
    }
    const index = findAnalysisBlocks(reply.content).findIndex((span) => span.body === source);
    setBusy(true);
    try {
      const response = await api.request('/tools/analyze_production', ToolRunResponseSchema, {
        method: 'POST',
        body,
        query: { message_id: reply.messageId ?? '', card: Math.max(index, 0) },
      });
      if (!response.message) throw new Error('The analysis was not saved.');
      const [block] = findAnalysisBlocks(response.message.content);
      if (block) replacedBy.set(block.body, card);
      chat.replaceReply(response.message);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The analysis failed.';
      const named =
        error instanceof ApiError && error.status === 422
          ? Object.keys(draft).find((name) => new RegExp(`\\b${name}\\b`).test(message))
          : undefined;
      if (named !== undefined) {
        setProblems({ [named]: message });
        focus(named);
      } else setRequestError(message);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <Field
      key={name}
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      problem={problems[name]}
      changed={previous !== undefined && fieldChanged(previous, card, name)}
    >
      {input}
    </Field>
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

/** Whether the control `name` reads differently in `after` than in `before`. */
function fieldChanged(before: AnalysisCard, after: AnalysisCard, name: string): boolean {
  return draftOf(before)[name] !== draftOf(after)[name];
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint: string | undefined;
  problem: string | undefined;
  changed: boolean;
  children: ReactNode;
}

function Field({ id, name, label, hint, problem, changed, children }: FieldProps) {
  return (
    <div data-testid={`analysis-field-${name}`} data-changed={changed ? 'true' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {problem !== undefined && (
        <p id={`${id}-error`} className="mt-1 mb-0 text-xs text-red-700">
          {problem}
        </p>
      )}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 mb-0 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
