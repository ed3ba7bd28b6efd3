import { streamText, type FinishReason, type LanguageModel, type ModelMessage } from 'ai';
import { ProviderError, type GenerateRequest } from './provider';
import { providerMessages, toProviderError } from './provider-errors';

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

  armTimer();
  try {
    const result = streamText({
      model,
      system: request.system,
      messages: toModelMessages(request),
      maxOutputTokens: request.maxOutputTokens,
      maxRetries: 0,
      abortSignal: controller.signal,
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
        case 'error':
          throw toProviderError(part.error, context());
        case 'abort':
          throw toProviderError(new Error(part.reason ?? 'aborted'), context());
        case 'finish':
          finishReason = part.finishReason;
          // The provider never said why it stopped: the stream was cut short (a proxy closed
          // it cleanly mid-reply). The OpenAI-compatible client reports this itself as an error;
          // the Anthropic one does not.
          if (part.rawFinishReason === undefined && part.finishReason === 'other') {
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
