import {
  isStepCount,
  streamText,
  tool as defineTool,
  type FinishReason,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
} from 'ai';
import { ProviderError, type GenerateRequest } from './provider';
import { providerMessages, toProviderError } from './provider-errors';
import { runTool, type AssistantTool, type ToolContext, type ToolOutcome } from '../assistant-tool';

/**
 * The streaming loop both real providers share: one `streamText` call, no SDK retries, an idle
 * timeout, cancellation, and every failure turned into a ProviderError.
 *
 * Why our own idle timer rather than the SDK's `timeout.chunkMs`: the SDK's chunk timer starts
 * once the response has begun, so a server that accepts the connection and never answers would
 * only be caught by a total timeout; and when it fires we need to tell "timed out" from "the
 * user stopped it". Ours runs from the moment the request is made, is re-armed by every part
 * the model sends, is paused while the consumer holds a piece (a slow database write is not a
 * slow model), and records that it fired.
 */

/** Settings of one streaming call that come from configuration, not from the request. */
export interface ModelStreamOptions {
  /** Give up when the model sends nothing for this long (first byte or between chunks). */
  timeoutMs: number;
  /** Tools the model may call (calculators, the knowledge base); none when empty. */
  tools?: readonly AssistantTool[];
}

/**
 * Model calls per reply when tools are offered: room for a few calculations and the answer,
 * while a model that keeps calling tools cannot loop for ever.
 */
export const MAX_MODEL_STEPS = 6;

/**
 * The tools in the AI SDK's shape. Input is validated twice on purpose: the SDK checks the
 * schema (an invalid call goes back to the model as a tool error), and `runTool` checks again
 * so the tool's contract holds whoever calls it. The model receives `result`; the reader sees
 * `markdown` (inputs, formula, result), streamed into the reply by `streamModelText`.
 */
function toToolSet(tools: readonly AssistantTool[], context: ToolContext): ToolSet {
  return Object.fromEntries(
    tools.map((tool) => [
      tool.name,
      defineTool({
        description: tool.description,
        inputSchema: tool.inputSchema,
        execute: (input: Record<string, unknown>): Promise<ToolOutcome> =>
          runTool(tool, input, context),
        toModelOutput: ({ output }: { output: ToolOutcome }) => ({
          type: 'json' as const,
          value: JSON.parse(JSON.stringify(output.result)) as never,
        }),
      }),
    ]),
  );
}

function isToolOutcome(value: unknown): value is ToolOutcome {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { markdown?: unknown }).markdown === 'string'
  );
}

function toModelMessages(request: GenerateRequest): ModelMessage[] {
  return request.messages.map((turn) =>
    turn.role === 'user'
      ? { role: 'user', content: turn.content }
      : { role: 'assistant', content: turn.content },
  );
}

function emptyReplyError(finishReason: FinishReason | undefined): ProviderError {
  if (finishReason === 'length')
    return new ProviderError('bad_response', providerMessages.emptyLength);
  if (finishReason === 'content-filter') {
    return new ProviderError('bad_response', providerMessages.emptyFiltered);
  }
  return new ProviderError('bad_response', providerMessages.empty);
}

/** Streams the reply text of `model` for `request`; throws ProviderError on any failure. */
export async function* streamModelText(
  model: LanguageModel,
  request: GenerateRequest,
  options: ModelStreamOptions,
): AsyncGenerator<string> {
  if (request.signal.aborted) throw new ProviderError('aborted', providerMessages.aborted);

  const controller = new AbortController();
  const forwardAbort = (): void => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });

  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const stopTimer = (): void => clearTimeout(timer);
  const armTimer = (): void => {
    stopTimer();
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`no data from the model for ${options.timeoutMs} ms`));
    }, options.timeoutMs);
  };

  let receivedText = false;
  let finishReason: FinishReason | undefined;
  const context = () => ({
    aborted: request.signal.aborted,
    timedOut,
    timeoutMs: options.timeoutMs,
    receivedText,
  });

  const tools = options.tools ?? [];
  armTimer();
  try {
    const result = streamText({
      model,
      instructions: request.system,
      messages: toModelMessages(request),
      maxOutputTokens: request.maxOutputTokens,
      maxRetries: 0,
      abortSignal: controller.signal,
      ...(tools.length > 0
        ? {
            // The tools act for the user the reply is for (their attached files, nobody else's).
            tools: toToolSet(tools, {
              ...(request.userId !== undefined && { userId: request.userId }),
              attachments: request.attachments ?? [],
            }),
            stopWhen: isStepCount(MAX_MODEL_STEPS),
          }
        : {}),
      // Failures reach us as `error` parts; the SDK's default handler would also print them.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type !== 'start') armTimer();
      switch (part.type) {
        case 'text-delta':
          if (part.text.length > 0) {
            receivedText = true;
            stopTimer();
            yield part.text;
            armTimer();
          }
          break;
        case 'tool-result':
          // Our own tools' work, shown as it happens (a calculation as its card): the reader can
          // check inputs and formula whatever the model writes around it.
          if (isToolOutcome(part.output)) {
            receivedText = true;
            stopTimer();
            yield `\n\n${(part.output.block ?? part.output.markdown).trim()}\n\n`;
            armTimer();
          }
          break;
        case 'error':
          throw toProviderError(part.error, context());
        case 'abort':
          throw toProviderError(new Error(part.reason ?? 'aborted'), context());
        case 'finish':
          finishReason = part.finishReason;
          // The provider never said why it stopped: the stream was cut short (a proxy closed
          // it cleanly mid-reply). The OpenAI-compatible client reports this itself as an error;
          // the Anthropic one finishes as `interrupted` (or `other` with no reason of its own).
          if (
            part.finishReason === 'interrupted' ||
            (part.rawFinishReason === undefined && part.finishReason === 'other')
          ) {
            throw new ProviderError('bad_response', providerMessages.incomplete);
          }
          break;
        default:
          break;
      }
    }
  } catch (error) {
    throw toProviderError(error, context());
  } finally {
    stopTimer();
    request.signal.removeEventListener('abort', forwardAbort);
    // Ends the HTTP request when the consumer stops early or anything failed.
    controller.abort();
  }
  if (request.signal.aborted) throw new ProviderError('aborted', providerMessages.aborted);
  if (!receivedText) throw emptyReplyError(finishReason);
}
