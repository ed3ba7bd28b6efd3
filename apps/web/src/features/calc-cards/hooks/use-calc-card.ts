import {
  calcCardText,
  findCalcBlocks,
  type CalcCard,
  type CalcCardInput,
} from '@petrosage/contracts/calc';
import { calcUnitChoices, convertCalcUnit } from '@petrosage/contracts/calc-units';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import { ToolRunResponseSchema } from '@petrosage/contracts/tools';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useBlockChat, useBlockReply } from '../../../components/reply-blocks/block-host';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import {
  draftsAfter,
  draftsOf,
  EMPTY_DRAFT,
  readDraft,
  shownIn,
  unitOf,
  type Draft,
  type Drafts,
} from '../utils/calc-drafts';

/**
 * The card a saved recalculation replaced and the units the reader had picked, by the new block's
 * text: the highlights and the units survive the reply's new text replacing the card.
 */
const replacedBy = new Map<string, { card: CalcCard; drafts: Drafts; system: UnitSystem }>();

/**
 * A calculation card's state: its drafts and units, and "Recalculate", which refuses out-of-range
 * values in the calculator's own words before any request, then runs `POST /api/tools/{tool}`
 * and — in a chat — saves the new card on the reply.
 *
 * @param source the `calc` block's body, `initial` its card, `preferred` the units to show first.
 */
export function useCalcCard(source: string, initial: CalcCard, preferred: UnitSystem) {
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

  return {
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
  };
}
