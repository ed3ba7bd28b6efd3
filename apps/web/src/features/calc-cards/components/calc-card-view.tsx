import {
  CALC_LANGUAGE,
  CALC_TEXT_TABLE_ROWS,
  calcCardText,
  calcColumnLabel,
  calcInputLabel,
  calcInputNumbers,
  calcOptionLabel,
  formatCalcCell,
  formatCalcInput,
  calcInputProblem,
  calcInputRange,
  findCalcBlocks,
  formatCalcNumber,
  parseCalcCard,
  type CalcCard,
  type CalcCardInput,
} from '@petrosage/contracts/calc';
import {
  calcUnitChoices,
  convertCalcUnit,
  convertedForDisplay,
  metricText,
  significantDigits,
  type CalcUnit,
} from '@petrosage/contracts/calc-units';
import { ToolRunResponseSchema } from '@petrosage/contracts/tools';
import { Calculator, ClipboardCopy, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUnitsPreference } from '../../../hooks/use-units-preference';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { BlockFallback } from '../../../components/reply-blocks/block-fallback';
import { useBlockChat, useBlockReply } from '../../../components/reply-blocks/block-host';

/**
 * A calculation card (docs/decisions/024-calculation-cards.md): the calculator's inputs as a form
 * (each with a unit selector where the card offers other units), the results, the formula and
 * what to doubt. "Recalculate" refuses out-of-range values in the calculator's own words before
 * any request, then runs `POST /api/tools/{tool}` and — in a chat — saves the new card on the
 * reply; what changed is highlighted.
 */

/**
 * The card a saved recalculation replaced and the units the reader had picked, by the new block's
 * text: the highlights and the units survive the reply's new text replacing the card.
 */
const replacedBy = new Map<string, { card: CalcCard; drafts: Drafts; system: UnitSystem }>();

interface Draft {
  text: string;
  /** The unit the text is in (a symbol of `calcUnitChoices`). */
  unit: string;
  /**
   * A number's value in the calculator's unit, while the text stands for it unchanged (the
   * card's own value, or a typed one shown in another unit): that value is what a calculation
   * sends, so a conversion shown rounded never changes a result.
   */
  exact?: number;
  /** Where `exact` came from: the text as written and its unit, shown again in that unit. */
  origin?: { text: string; unit: string };
}

const EMPTY_DRAFT: Draft = { text: '', unit: '' };

type Drafts = Record<string, Draft>;

function unitOf(input: CalcCardInput, symbol: string): CalcUnit | undefined {
  return calcUnitChoices(input.unit).find((unit) => unit.symbol === symbol);
}

/** A number as the card's fields show it: 6 significant digits, no thousands separators. */
function plain(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** The unit an input is shown in first: the calculator's, or the first of the preferred system. */
function firstUnit(choices: readonly CalcUnit[], system: UnitSystem): CalcUnit | undefined {
  return choices.find((unit) => unit.system === system) ?? choices[0];
}

/**
 * The text of a number with an exact value in the calculator's unit, shown in `symbol`: as written
 * in its own unit, else converted with one digit more than it was written with (at least 4), so
 * a field never shows digits nobody typed (`16648.8`, `50.8759`).
 */
function shownIn(
  input: CalcCardInput,
  exact: number,
  origin: { text: string; unit: string },
  symbol: string,
): string {
  if (symbol === origin.unit) return origin.text;
  const from = calcUnitChoices(input.unit)[0];
  const to = unitOf(input, symbol);
  if (!from || !to) return plain(exact);
  const written = Number(origin.text.replace(/,/g, ''));
  return String(convertedForDisplay(convertCalcUnit(exact, from, to), significantDigits(written)));
}

function draftOf(input: CalcCardInput, picked: string | undefined, system: UnitSystem): Draft {
  const choices = calcUnitChoices(input.unit);
  const unit = picked ?? firstUnit(choices, system)?.symbol ?? '';
  const { value } = input;
  if (input.kind === 'number') {
    const from = choices[0];
    const shownUnit = unitOf(input, unit) ? unit : (from?.symbol ?? '');
    if (typeof value !== 'number') return { text: '', unit: shownUnit };
    const origin = { text: plain(value), unit: from?.symbol ?? '' };
    return {
      text: shownIn(input, value, origin, shownUnit),
      unit: shownUnit,
      exact: value,
      origin,
    };
  }
  if (input.kind === 'list') return { text: Array.isArray(value) ? value.join(', ') : '', unit };
  if (input.kind === 'flag') return { text: value === null ? '' : value ? 'yes' : 'no', unit };
  return { text: typeof value === 'string' ? value : '', unit };
}

function draftsOf(
  card: CalcCard,
  system: UnitSystem,
  units: Readonly<Record<string, string>> = {},
): Drafts {
  return Object.fromEntries(
    card.inputs.map((input) => [input.name, draftOf(input, units[input.name], system)]),
  );
}

/**
 * The drafts after a calculation: what the reader typed stays as typed (in the unit they chose),
 * standing for the value the calculator took; an input the calculator filled or changed shows
 * the card's value.
 */
function draftsAfter(
  card: CalcCard,
  system: UnitSystem,
  before: Drafts,
  sent: Readonly<Record<string, unknown>>,
): Drafts {
  return Object.fromEntries(
    card.inputs.map((input) => {
      const draft = before[input.name];
      const value = input.value;
      const kept =
        draft !== undefined &&
        draft.text.trim() !== '' &&
        input.kind === 'number' &&
        typeof value === 'number' &&
        typeof sent[input.name] === 'number' &&
        Math.abs((sent[input.name] as number) - value) <= 1e-9 * Math.max(1, Math.abs(value));
      if (kept) {
        const origin = draft.origin ?? { text: draft.text, unit: draft.unit };
        return [input.name, { ...draft, exact: value, origin }];
      }
      return [input.name, draftOf(input, draft?.unit, system)];
    }),
  );
}

/** The bounds of an input: a converted value near one is shown with the digits to tell them apart. */
function limits(input: CalcCardInput): number[] {
  return [input.min, input.max].filter((bound) => bound !== undefined);
}

/** The value a draft gives the calculator (in its unit), or why it cannot. */
function readDraft(input: CalcCardInput, draft: Draft): { value: unknown; problem?: string } {
  const text = draft.text.trim();
  let value: unknown;
  if (input.kind === 'fixed') value = input.value;
  else if (text === '') value = null;
  else if (input.kind === 'number' && draft.exact !== undefined) {
    // The text stands for a value it shows rounded: that value goes to the calculator.
    value = draft.exact;
  } else if (input.kind === 'number') {
    const typed = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(typed))
      return { value: null, problem: `Enter a number for ${input.label}.` };
    const choices = calcUnitChoices(input.unit);
    const from = unitOf(input, draft.unit);
    const to = choices[0];
    value = from && to ? convertCalcUnit(typed, from, to) : typed;
    const problem = calcInputProblem(input, value);
    if (problem !== undefined && from && to && from !== to) {
      // The range in the unit typed too, so the reader need not convert it back.
      const bound = (limit: number | undefined) =>
        limit === undefined ? undefined : Number(convertCalcUnit(limit, to, from).toPrecision(4));
      const typedRange = calcInputRange({
        ...input,
        unit: from.symbol,
        min: bound(input.min),
        max: bound(input.max),
      });
      return {
        value,
        problem: `${input.label} must be ${calcInputRange(input)} (${typedRange}); you entered ${text} ${from.symbol}, which is ${formatCalcNumber(value as number, to.symbol, limits(input))} ${to.symbol}.`,
      };
    }
    return problem === undefined ? { value } : { value, problem };
  } else if (input.kind === 'list') {
    const items = text.split(/[\s,;]+/).filter((item) => item !== '');
    const numbers = items.map(Number);
    if (numbers.some((number) => !Number.isFinite(number))) {
      return { value: null, problem: `Enter numbers separated by commas for ${input.label}.` };
    }
    value = numbers;
  } else if (input.kind === 'flag') value = text === 'yes';
  else value = text;
  const problem = calcInputProblem(input, value);
  return problem === undefined ? { value } : { value, problem };
}

/** An input as the reader gave it. */
function shown(value: unknown): string {
  if (typeof value === 'number') return formatCalcInput(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return calcOptionLabel(value);
  if (Array.isArray(value)) return `${value.length} entries`;
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}

export interface CalcCardViewProps {
  /** The body of the `calc` block. */
  source: string;
}

export function CalcCardView({ source }: CalcCardViewProps) {
  const preferred = useUnitsPreference();
  const parsed = parseCalcCard(source);
  if (!parsed.ok)
    return <BlockFallback language={CALC_LANGUAGE} source={source} reason={parsed.error} />;
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
  const api = useApiClient();
  const reply = useBlockReply();
  const chat = useBlockChat();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [card, setCard] = useState(initial);
  const [previous, setPrevious] = useState<CalcCard | undefined>(
    () => replacedBy.get(source)?.card,
  );
  const [system, setSystem] = useState<UnitSystem>(
    () => replacedBy.get(source)?.system ?? preferred,
  );
  const [drafts, setDrafts] = useState<Drafts>(
    () => replacedBy.get(source)?.drafts ?? draftsOf(initial, system),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [requestError, setRequestError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const fieldId = (name: string) => `${id}-${name}`;
  const editable = card.inputs.filter((input) => input.kind !== 'fixed');
  const fixed = card.inputs.filter((input) => input.kind === 'fixed' && input.value !== null);

  function setDraft(name: string, draft: Draft) {
    setDrafts((current) => ({ ...current, [name]: draft }));
    setProblems(({ [name]: _gone, ...rest }) => rest);
  }

  /** Typing: the text stands for nothing but itself. */
  function typeText(input: CalcCardInput, text: string) {
    setDraft(input.name, { text, unit: drafts[input.name]?.unit ?? '' });
  }

  function switchUnit(input: CalcCardInput, symbol: string) {
    const draft = drafts[input.name] ?? EMPTY_DRAFT;
    const from = unitOf(input, draft.unit);
    const calculatorUnit = calcUnitChoices(input.unit)[0];
    const typed = Number(draft.text.replace(/,/g, ''));
    if (draft.exact !== undefined && draft.origin !== undefined) {
      setDraft(input.name, {
        ...draft,
        text: shownIn(input, draft.exact, draft.origin, symbol),
        unit: symbol,
      });
    } else if (draft.text.trim() !== '' && Number.isFinite(typed) && from && calculatorUnit) {
      // A typed value keeps what was typed: shown converted, sent as typed.
      const exact = convertCalcUnit(typed, from, calculatorUnit);
      const origin = { text: draft.text, unit: draft.unit };
      setDraft(input.name, {
        text: shownIn(input, exact, origin, symbol),
        unit: symbol,
        exact,
        origin,
      });
    } else setDraft(input.name, { ...draft, unit: symbol });
  }

  /** Every input and result in the other system's units: one click from the preferred ones. */
  function switchSystem() {
    const next: UnitSystem = system === 'field' ? 'metric' : 'field';
    for (const input of card.inputs) {
      if (input.kind !== 'number') continue;
      const to = calcUnitChoices(input.unit).find((unit) => unit.system === next);
      if (to) switchUnit(input, to.symbol);
    }
    setSystem(next);
  }

  async function recalculate(event: FormEvent) {
    event.preventDefault();
    setRequestError(null);
    const found: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    for (const input of card.inputs) {
      const { value, problem } = readDraft(input, drafts[input.name] ?? EMPTY_DRAFT);
      if (problem !== undefined) found[input.name] = problem;
      else if (value !== null && value !== undefined) body[input.name] = value;
    }
    setProblems(found);
    const first = card.inputs.find((input) => found[input.name] !== undefined);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first.name))}`)?.focus();
      return;
    }
    const index = reply ? findCalcBlocks(reply.content).findIndex((b) => b.body === source) : -1;
    const target = reply?.local
      ? { new_chat: 'true' }
      : reply?.messageId && index >= 0
        ? { message_id: reply.messageId, card: index }
        : undefined;
    setBusy(true);
    try {
      const response = await api.request(`/tools/${card.tool}`, ToolRunResponseSchema, {
        method: 'POST',
        body,
        ...(target && { query: target }),
      });
      if (!response.card) throw new Error('The calculator answered without a card.');
      setPrevious(card);
      setCard(response.card);
      const after = draftsAfter(response.card, system, drafts, body);
      setDrafts(after);
      if (response.chat_id !== undefined && chat) {
        chat.openChat(response.chat_id);
        return;
      }
      if (response.message && chat) {
        // A completed form becomes the whole reply; a card among others stays where it was.
        const blocks = findCalcBlocks(response.message.content);
        const block = blocks.length === 1 ? blocks[0] : blocks[index];
        if (block) replacedBy.set(block.body, { card, drafts: after, system });
        chat.replaceReply(response.message);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The calculation failed.';
      const named =
        error instanceof ApiError && error.status === 422
          ? card.inputs.find((input) => new RegExp(`\\b${input.name}\\b`).test(message))
          : undefined;
      if (named) {
        setProblems({ [named.name]: message });
        formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(named.name))}`)?.focus();
      } else setRequestError(message);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(calcCardText(card));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setRequestError('The calculation could not be copied.');
    }
  }

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
                card={card}
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

/**
 * The inputs as a printed sheet shows them — label, value and unit as the card holds them — in
 * place of the form, whose fields and selectors mean nothing on paper.
 */
function CalcPrintedInputs({ card }: { card: CalcCard }) {
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

interface CalcFieldProps {
  card: CalcCard;
  input: CalcCardInput;
  id: string;
  draft: Draft;
  problem: string | undefined;
  changed: boolean;
  onText: (text: string) => void;
  onUnit: (symbol: string) => void;
}

function CalcField({ input, id, draft, problem, changed, onText, onUnit }: CalcFieldProps) {
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

/**
 * A field's hint for a field shown in a metric unit: its figures in metric, and the calculator's
 * unit named on its own ("Average reservoir pressure p̄, psia") as the unit the field is in.
 */
function metricHintText(
  hint: string,
  calculatorUnit: string | undefined,
  shownUnit: string,
): string {
  const figures = metricText(hint);
  if (calculatorUnit === undefined || calculatorUnit === shownUnit) return figures;
  const bare = new RegExp(
    `(^|[\\s(,;:])${calculatorUnit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/³])`,
    'g',
  );
  return figures.replace(bare, `$1${shownUnit}`);
}

/** Whether a number of the card (an input or a result) has a unit of the other system. */
function hasOtherUnits(card: CalcCard): boolean {
  const units = [
    ...card.inputs.filter((input) => input.kind === 'number').map((input) => input.unit),
    ...card.results.map((value) => value.unit),
  ];
  return units.some((unit) => calcUnitChoices(unit).some((choice) => choice.system === 'metric'));
}

/** A result in the first metric unit its unit offers: `36.57`, `MPa`; undefined when none. */
function inMetric(value: CalcCard['results'][number]): { text: string; unit: string } | undefined {
  const choices = calcUnitChoices(value.unit);
  const from = choices[0];
  const to = choices.find((unit) => unit.system === 'metric');
  if (!from || !to) return undefined;
  return {
    text: formatCalcNumber(convertCalcUnit(value.value, from, to), to.symbol),
    unit: to.symbol,
  };
}

function CalcResults({
  card,
  before,
  system,
}: {
  card: CalcCard;
  before: ReadonlyMap<string, CalcCard['results'][number]>;
  system: UnitSystem;
}) {
  const inputNumbers = calcInputNumbers(card);
  // In metric, every figure the card's words carry is metric too ("Rate at pwf = 800 psia").
  const words = (text: string) => (system === 'metric' ? metricText(text) : text);
  const list = (title: string, items: readonly string[]) =>
    items.length > 0 && (
      <div className="mt-2">
        <p className="m-0 text-sm font-semibold">{title}</p>
        <ul className="mt-1 mb-0 text-sm">
          {items.map((item) => (
            <li key={item}>{words(item)}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="mt-3">
      <table className="calc-results w-full">
        <caption className="sr-only">Results</caption>
        <tbody>
          {card.results.map((value) => {
            const old = before.get(value.key);
            const changed =
              old !== undefined &&
              formatCalcNumber(old.value, old.unit) !== formatCalcNumber(value.value, value.unit);
            const metric = system === 'metric' ? inMetric(value) : undefined;
            return (
              <tr
                key={value.key}
                data-changed={changed ? 'true' : undefined}
                className={changed ? 'bg-amber-100' : undefined}
              >
                <th scope="row" className="text-left font-normal">
                  {words(value.label)}
                </th>
                <td>
                  {metric !== undefined ? (
                    <>
                      <strong
                        data-testid={`calc-metric-${value.key}`}
                        // The calculator's own figure, a hover away.
                        title={`${formatCalcNumber(value.value, value.unit, inputNumbers)} ${value.unit}`}
                        data-value={value.value}
                      >
                        {metric.text}
                      </strong>{' '}
                      {metric.unit}
                    </>
                  ) : (
                    <>
                      <strong title={String(value.value)} data-value={value.value}>
                        {formatCalcNumber(value.value, value.unit, inputNumbers)}
                      </strong>{' '}
                      {value.unit}
                    </>
                  )}
                  {changed && (
                    <span className="ml-1.5 text-xs text-slate-600">
                      (was {formatCalcNumber(old.value, old.unit, inputNumbers)})
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {card.in_your_units && card.in_your_units.length > 0 && (
        <ul className="mt-2 mb-0 text-sm text-slate-700" aria-label="In your units">
          {card.in_your_units.map((value) => (
            <li key={value.key}>
              {value.label}:{' '}
              <strong title={String(value.value)} data-value={value.value}>
                {formatCalcNumber(value.value, value.unit)}
              </strong>{' '}
              {value.unit}
            </li>
          ))}
        </ul>
      )}
      {card.formula !== undefined && (
        <p className="mt-2 mb-0 text-sm">
          <strong>Formula:</strong> {card.formula}
        </p>
      )}
      {card.warnings.length > 0 && (
        <ul className="mt-2 mb-0 text-sm text-orange-800" aria-label="Warnings">
          {card.warnings.map((warning) => (
            <li key={warning}>⚠️ {words(warning)}</li>
          ))}
        </ul>
      )}
      {card.table !== undefined && card.table.rows.length > 0 && (
        <CalcTable table={system === 'metric' ? metricTable(card.table) : card.table} />
      )}
      {list('Notes', card.notes)}
      {(card.assumptions.length > 0 || card.sources.length > 0) && (
        <div className="hidden print:block">
          {list('Assumptions', card.assumptions)}
          {list('Sources', card.sources)}
        </div>
      )}
      {(card.assumptions.length > 0 || card.sources.length > 0) && (
        <details className="mt-2 print:hidden">
          <summary className="cursor-pointer text-sm font-semibold">
            Assumptions and sources
          </summary>
          {list('Assumptions', card.assumptions)}
          {list('Sources', card.sources)}
        </details>
      )}
    </div>
  );
}

/** A result table with each column that has a metric unit converted to it. */
function metricTable(table: NonNullable<CalcCard['table']>): NonNullable<CalcCard['table']> {
  const conversions = table.columns.map((column) => {
    const choices = calcUnitChoices(column.unit);
    const from = choices[0];
    const to = choices.find((unit) => unit.system === 'metric');
    return from && to && from !== to ? { from, to } : undefined;
  });
  return {
    ...table,
    title: metricText(table.title),
    columns: table.columns.map((column, index) => ({
      ...column,
      label: metricText(column.label),
      unit: conversions[index]?.to.symbol ?? column.unit,
    })),
    rows: table.rows.map((row) =>
      Object.fromEntries(
        table.columns.map((column, index) => {
          const value = row[column.key];
          const conversion = conversions[index];
          return [
            column.key,
            value === undefined || conversion === undefined
              ? value
              : convertCalcUnit(value, conversion.from, conversion.to),
          ];
        }),
      ),
    ),
  } as NonNullable<CalcCard['table']>;
}

/**
 * A result table (a forecast, a schedule): its first rows, and the rest a click away; a table
 * the card holds only in part says how many rows the calculator produced.
 */
function CalcTable({ table }: { table: NonNullable<CalcCard['table']> }) {
  const [all, setAll] = useState(false);
  const tableId = useId();
  const { columns, rows } = table;
  const visible = all ? rows : rows.slice(0, CALC_TEXT_TABLE_ROWS);
  const hidden = rows.length - visible.length;
  const total = table.total_rows ?? rows.length;
  return (
    <details className="mt-2" open>
      <summary className="cursor-pointer text-sm font-semibold">{table.title}</summary>
      <div className="markdown-table-wrap">
        <table id={tableId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {calcColumnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key}>
                    {formatCalcCell(row[column.key], column.unit, visible[index - 1]?.[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > CALC_TEXT_TABLE_ROWS && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={tableId}
          onClick={() => setAll((shownAll) => !shownAll)}
          className="mt-1 rounded-md px-1 text-sm font-medium text-amber-800 underline print:hidden hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          {all
            ? `Show the first ${CALC_TEXT_TABLE_ROWS} rows`
            : `${hidden.toLocaleString('en-US')} more rows not shown — show all`}
        </button>
      )}
      {total > rows.length && (
        <p className="mt-1 mb-0 text-xs text-slate-600">
          The calculator produced {total.toLocaleString('en-US')} rows; the card keeps the first{' '}
          {rows.length.toLocaleString('en-US')}.
        </p>
      )}
    </details>
  );
}
