import { findAnalysisBlocks, type AnalysisCard } from '@petrosage/contracts/analysis-card';
import { ToolRunResponseSchema } from '@petrosage/contracts/tools';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useBlockChat, useBlockReply } from '../../../components/reply-blocks/block-host';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import {
  draftOf,
  NUMBER_OPTIONS,
  numberProblem,
  STREAMS,
  type Draft,
} from '../utils/analysis-draft';

/** The card a re-analysis replaced, by the new block's text: what changed is said after it. */
const replacedBy = new Map<string, AnalysisCard>();

/**
 * The file-analysis card's form: its controls, and "Re-analyse", which checks the numbers in the
 * browser, then runs `POST /api/tools/analyze_production?message_id=` and puts the saved reply
 * into the chat.
 */
export function useReanalysis(source: string, card: AnalysisCard) {
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

  return {
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
  };
}
