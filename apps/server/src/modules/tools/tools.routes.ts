import {
  calcBlock,
  calcCardText,
  findCalcBlocks,
  formatCalcNumber,
  parseCalcCard,
  type CalcCard,
} from '@petrosage/contracts/calc';
import { findAnalysisBlocks, parseAnalysisCard } from '@petrosage/contracts/analysis-card';
import { MessageIdSchema, type Message } from '@petrosage/contracts/chat';
import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  ToolListResponseSchema,
  ToolRunResponseSchema,
  type ToolListResponse,
  type ToolRunResponse,
} from '@petrosage/contracts/tools';
import { z } from 'zod';
import { restatedLead } from '@petrosage/sage';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { RouteKit } from '../../lib/route-kit';
import {
  parseToolInput,
  ToolInputError,
  toolsByName,
  type AssistantTool,
} from '../assistant/assistant-tool';
import { ANALYZE_PRODUCTION } from '../production/production-tool';
import { calculatorArea, calculatorNamed, emptyCard, runCard } from './calc-card';

export interface ToolRoutesOptions {
  tools: readonly AssistantTool[];
  /**
   * Admits one run for the user like a prompt: 402 without the Standard Plan, 429 once the day's
   * messages are used; a run that answers counts as one of them, a refused one (its input,
   * another user's file) costs nothing.
   */
  admit: <T>(userId: string, work: () => T | Promise<T>) => Promise<T>;
  limiter: RateLimiter;
  /** Runs per user per window (`RATE_LIMIT_TOOLS_PER_USER`). */
  rateLimit: { perUser: number; windowSeconds: number };
  /** Told how each run of a known tool went: `ok`, or the status answered (the metrics). */
  onRun?: (tool: string, outcome: string) => void;
  /**
   * Rewrites one of the user's replies in one transaction that also admits it like a message:
   * `POST /tools/{name}?message_id=` saves a recalculated card on its reply (404 when absent).
   */
  rewriteReply?: (
    userId: string,
    messageId: string,
    change: (content: string) => string,
  ) => Promise<Message>;
  /**
   * Stores a new chat with the user's question and the reply, in one transaction that admits it
   * like a message: `POST /tools/{name}?new_chat=true` keeps a card opened from the calculators.
   */
  createChat?: (
    userId: string,
    input: { title: string; question: string; reply: string },
  ) => Promise<Message>;
}

/** `?message_id=msg_…&card=0`: the reply whose card a run recalculates, and which card of it. */
function cardTarget(query: unknown): { messageId: string; index: number } | undefined {
  const { message_id: messageId, card } = (query ?? {}) as Record<string, unknown>;
  if (messageId === undefined) return undefined;
  if (typeof messageId !== 'string' || !MessageIdSchema.safeParse(messageId).success) {
    throw new AppError('not_found', 'Message not found');
  }
  const index = card === undefined ? '0' : card;
  if (typeof index !== 'string' || !/^\d{1,2}$/.test(index)) {
    throw new AppError('validation_failed', 'card must be the index of a card in the reply', {
      status: 422,
    });
  }
  return { messageId, index: Number(index) };
}

/** `?new_chat=true`: keep the calculation in a new chat. */
function newChat(query: unknown): boolean {
  const { new_chat: value } = (query ?? {}) as Record<string, unknown>;
  if (value === undefined) return false;
  if (value === 'true') return true;
  throw new AppError('validation_failed', 'new_chat must be true when given', { status: 422 });
}

/** The question a card opened from the calculators stands for: "Hydrostatic pressure: TVD 10,000 ft, …". */
function calcQuestion(card: CalcCard): string {
  const given = card.inputs
    .filter((input) => input.value !== null && input.kind !== 'fixed' && input.kind !== 'list')
    .map(
      (input) =>
        `${input.label} ${typeof input.value === 'number' ? formatCalcNumber(input.value) : String(input.value as string | boolean)}${input.unit ? ` ${input.unit}` : ''}`,
    );
  return given.length === 0 ? card.title : `${card.title}: ${given.join(', ')}`;
}

/**
 * The reply with its `index`th card recalculated on `input`: the card in place, or, for a card
 * that asked for inputs (or showed a refusal), the new card as the whole reply — the words around
 * it asked for what the card now holds.
 */
function recalculated(
  content: string,
  tool: string,
  index: number,
  input: Record<string, unknown>,
): { content: string; card: CalcCard; result: unknown } {
  const span = findCalcBlocks(content)[index];
  const parsed = span && parseCalcCard(span.body);
  const entry = calculatorNamed(tool);
  if (!span || !parsed?.ok || parsed.card.tool !== tool || entry === undefined) {
    throw new AppError('not_found', 'Card not found');
  }
  const { card, result } = runCard(entry, input, parsed.card.wanted_units ?? []);
  const block = calcBlock(card);
  if (parsed.card.status !== 'computed') return { content: block, card, result };
  // The words since the card before it lead with this card's results: they are stated anew.
  const from = findCalcBlocks(content)[index - 1]?.end ?? 0;
  const before = content.slice(from, span.start).trim();
  const lead = restatedLead(before, parsed.card, card);
  return {
    content: `${content.slice(0, from)}${from > 0 ? '\n\n' : ''}${lead}${lead ? '\n\n' : ''}${block}${content.slice(span.end)}`,
    card,
    result,
  };
}

/**
 * A file analysis re-run with the reader's corrections and saved on its reply: the analysis runs
 * first (another user's file is a 404, input the analysis refuses a 422), then the reply, which
 * must hold an analysis card of that file at `index`, becomes the new analysis — the words around
 * the old one spoke of its figures.
 */
async function reanalysed(
  tool: AssistantTool,
  rewriteReply: NonNullable<ToolRoutesOptions['rewriteReply']>,
  userId: string,
  target: { messageId: string; index: number },
  input: Record<string, unknown>,
): Promise<ToolRunResponse> {
  const fileId = input.attachment_id;
  if (typeof fileId !== 'string') {
    throw new ToolInputError('attachment_id: give the id of the file the card analysed.');
  }
  const { result, markdown } = await tool.run(input, { userId });
  const message = await rewriteReply(userId, target.messageId, (content) => {
    const span = findAnalysisBlocks(content)[target.index];
    const parsed = span && parseAnalysisCard(span.body);
    if (!parsed?.ok || parsed.card.file_id !== fileId) {
      throw new AppError('not_found', 'Analysis not found');
    }
    return markdown;
  });
  return { name: tool.name, result, markdown, message };
}

/**
 * The assistant's tools as plain HTTP, for scripts and for checking a number without a model:
 * `GET /tools` lists them with their input's JSON Schema, `POST /tools/{name}` runs one.
 */
export function toolRoutes(
  routes: RouteKit,
  { tools, admit, limiter, rateLimit, rewriteReply, createChat, onRun }: ToolRoutesOptions,
): void {
  const byName = toolsByName(tools);
  /** Runs `run`, telling `onRun` how a run of a known tool went (`ok` or the status answered). */
  const countedRun = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const known = byName.has(name);
    try {
      const answer = await run();
      if (known) onRun?.(name, 'ok');
      return answer;
    } catch (failure) {
      if (known) onRun?.(name, failure instanceof AppError ? String(failure.status) : '500');
      throw failure;
    }
  };
  const listing: ToolListResponse = {
    tools: tools.map((tool) => {
      const entry = calculatorNamed(tool.name);
      return {
        name: tool.name,
        description: tool.description,
        input_schema: z.toJSONSchema(tool.inputSchema, { io: 'input' }),
        ...(entry && { title: entry.title, area: calculatorArea(entry), card: emptyCard(entry) }),
      };
    }),
  };
  const error = { description: 'Error', schema: ApiErrorSchema };

  routes.route({
    method: 'GET',
    url: '/tools',
    auth: 'user',
    tag: 'tools',
    summary: 'The calculators and other tools, with the JSON Schema of their input',
    responses: { 200: { description: 'Tools', schema: ToolListResponseSchema }, 401: error },
    handler: () => listing,
  });

  routes.route({
    method: 'POST',
    url: '/tools/:name',
    auth: 'user',
    tag: 'tools',
    summary:
      'Run a tool on validated input (Standard Plan; counts as one of the day’s messages); with `message_id`, save the recalculated card on that reply',
    params: z.object({ name: z.string() }),
    // Read by `cardTarget` and `newChat`, which answer 404 and 422 as the API does.
    query: z.object({
      message_id: z.string().optional(),
      card: z.string().optional(),
      new_chat: z.string().optional(),
    }),
    queryDocs: {
      message_id: {
        description:
          'One of my replies holding a card of this calculator: the card is recalculated and saved on it',
      },
      card: { description: 'Which card of that reply, from 0 (default 0)' },
      new_chat: {
        description:
          '`true`: keep the calculation in a new chat (the question and the reply with its card)',
      },
    },
    // Each tool validates its own input (its schema is in GET /tools).
    body: z.record(z.string(), z.unknown()).optional(),
    responses: {
      200: { description: 'Result', schema: ToolRunResponseSchema },
      401: error,
      402: error,
      404: error,
      422: error,
      429: error,
    },
    handler: ({ userId, params, query, body }): Promise<ToolRunResponse> =>
      countedRun(params.name, async () => {
        const { name } = params;
        const tool = byName.get(name);
        if (tool === undefined) throw new AppError('not_found', `No tool is named ${name}`);
        const target = cardTarget(query);
        try {
          // Input that does not parse is refused before it costs the user anything.
          const input = parseToolInput(tool, body ?? {});
          await limiter.hit({
            key: `tools:user:${userId}`,
            limit: rateLimit.perUser,
            windowSeconds: rateLimit.windowSeconds,
          });
          if (newChat(query)) {
            const entry = calculatorNamed(name);
            if (entry === undefined || createChat === undefined) {
              throw new AppError('not_found', `No calculator is named ${name}`);
            }
            // Refused input stores and counts nothing.
            const { card, result } = runCard(entry, input);
            const message = await createChat(userId, {
              title: entry.title,
              question: calcQuestion(card),
              reply: calcBlock(card),
            });
            return {
              name,
              result,
              markdown: calcCardText(card),
              card,
              message,
              chat_id: message.chat_id,
            };
          }
          if (target !== undefined && name === ANALYZE_PRODUCTION) {
            if (rewriteReply === undefined) throw new AppError('not_found', 'Message not found');
            return await reanalysed(tool, rewriteReply, userId, target, input);
          }
          if (target !== undefined) {
            if (rewriteReply === undefined) throw new AppError('not_found', 'Message not found');
            // Refused input, another user's reply or no such card leave the allowance untouched.
            let outcome: ReturnType<typeof recalculated> | undefined;
            const message = await rewriteReply(userId, target.messageId, (content) => {
              outcome = recalculated(content, name, target.index, input);
              return outcome.content;
            });
            if (outcome === undefined) throw new Error('the reply was not rewritten');
            const { card, result } = outcome;
            return { name, result, markdown: calcCardText(card), card, message };
          }
          const { result, markdown, block } = await admit(userId, () =>
            tool.run(input, { userId }),
          );
          const [written] = block === undefined ? [] : findCalcBlocks(block);
          const card = written && parseCalcCard(written.body);
          return { name, result, markdown, ...(card?.ok && { card: card.card }) };
        } catch (failure) {
          if (failure instanceof ToolInputError) {
            throw new AppError('validation_failed', failure.message, { status: 422 });
          }
          throw failure;
        }
      }),
  });
}
