import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';
import { ProviderError } from './provider';

/**
 * Turns whatever the AI SDK (or the network) threw into a ProviderError whose `userMessage` is
 * safe to show in the chat and store with the message. SDK messages are never copied into the
 * user text: they can quote the API key (OpenAI's 401 does), the endpoint or the prompt. The
 * original error stays on `cause` for the server log.
 *
 * Classification reads the SDK's structured fields (APICallError.statusCode, error classes,
 * Node/undici error codes on the cause chain, the provider's error `type`) instead of matching
 * message text.
 */

/** The words users see for each failure. Exported so the chat pipeline and tests share them. */
export const providerMessages = {
  unauthorized:
    "The language model rejected the server's credentials. An administrator needs to check the model's API key (the server log says more).",
  rateLimited: 'The language model is busy (rate limited). Please try again in a minute.',
  unavailable:
    'The language model service is unavailable right now. Please try again in a few minutes.',
  unreachable:
    'The server could not reach the language model. Please try again in a few minutes; if it keeps happening, an administrator needs to check the model service’s address (the server log says more).',
  connectionLost:
    'The connection to the language model was lost before the reply finished. Please try again.',
  notFound:
    'The language model service does not know the configured model or endpoint. An administrator needs to check the model settings (the server log says more).',
  rejected: (status: number) =>
    `The language model rejected the request (HTTP ${status}). Please try again; if it keeps happening, an administrator should check the server log.`,
  badResponse: 'The language model sent a response the server could not read. Please try again.',
  incomplete: "The language model's reply stopped before it was complete. Please try again.",
  empty: 'The language model returned an empty reply. Please try again or rephrase your message.',
  emptyLength:
    'The language model used its whole output allowance before writing any answer. Please try again; an administrator may need to raise the reply length limit.',
  emptyFiltered:
    "The language model's content filter withheld the reply. Try rephrasing your message.",
  timeout: (timeoutMs: number) =>
    `The language model did not respond for ${formatSeconds(timeoutMs)}, so the reply was stopped. Please try again.`,
  aborted: 'The reply was stopped before it finished.',
} as const;

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  if (seconds >= 1) {
    const rounded = Number.isInteger(seconds) ? seconds : Number(seconds.toFixed(1));
    return `${rounded} second${rounded === 1 ? '' : 's'}`;
  }
  return `${ms} ms`;
}

/** What the streaming code knew when the error happened. */
export interface FailureContext {
  /** The caller's signal was aborted (the user stopped the reply or the server is closing). */
  aborted: boolean;
  /** Our idle timer fired. */
  timedOut: boolean;
  timeoutMs: number;
  /** Some text had already been streamed (a broken connection then means "lost", not "unreachable"). */
  receivedText: boolean;
}

/** Node and undici codes of a connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function errorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/** The first network error code on the `cause` chain (bounded: causes can be cyclic). */
function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth += 1) {
    const code = errorCode(current);
    if (code !== undefined && NETWORK_CODES.has(code)) return code;
    if (current instanceof AggregateError) {
      const inner = current.errors.map(networkCode).find((found) => found !== undefined);
      if (inner !== undefined) return inner;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/**
 * The `type`/`code` of an error object a provider sent inside the stream: Anthropic's
 * `event: error` carries `{type:'overloaded_error', message}`, OpenAI-compatible servers send
 * `{"error":{type, code, message}}` chunks. The SDK passes those objects through as they are.
 */
function streamedErrorKind(error: unknown): string[] {
  if (typeof error !== 'object' || error === null || error instanceof Error) return [];
  const kinds: string[] = [];
  for (const key of ['type', 'code'] as const) {
    if (key in error) {
      const value = (error as Record<typeof key, unknown>)[key];
      if (typeof value === 'string') kinds.push(value);
    }
  }
  return kinds;
}

function fromStatus(status: number, cause: unknown, context: FailureContext): ProviderError {
  if (status === 401 || status === 403) {
    return new ProviderError('unauthorized', providerMessages.unauthorized, { cause });
  }
  if (status === 429)
    return new ProviderError('rate_limited', providerMessages.rateLimited, { cause });
  if (status === 408) {
    return new ProviderError('timeout', providerMessages.timeout(context.timeoutMs), { cause });
  }
  if (status >= 500)
    return new ProviderError('unavailable', providerMessages.unavailable, { cause });
  if (status === 404) return new ProviderError('unavailable', providerMessages.notFound, { cause });
  if (status >= 400)
    return new ProviderError('bad_response', providerMessages.rejected(status), { cause });
  // A 2xx/3xx reported as a failed call: the body was not what the protocol promises.
  return new ProviderError('bad_response', providerMessages.badResponse, { cause });
}

/** Maps any failure of a model call to a ProviderError with a user-safe message. */
export function toProviderError(error: unknown, context: FailureContext): ProviderError {
  if (context.aborted)
    return new ProviderError('aborted', providerMessages.aborted, { cause: error });
  if (context.timedOut) {
    return new ProviderError('timeout', providerMessages.timeout(context.timeoutMs), {
      cause: error,
    });
  }
  if (error instanceof ProviderError) return error;
  if (RetryError.isInstance(error) && error.lastError !== undefined) {
    return toProviderError(error.lastError, context);
  }
  if (APICallError.isInstance(error)) {
    // A network failure: no HTTP answer (refused, DNS…), or the connection broke while a
    // successful response was streaming (the SDK then reports status 200 with the socket error
    // as the cause).
    const broken = error.statusCode === undefined || networkCode(error) !== undefined;
    if (!broken && error.statusCode !== undefined)
      return fromStatus(error.statusCode, error, context);
    return new ProviderError(
      'unavailable',
      context.receivedText ? providerMessages.connectionLost : providerMessages.unreachable,
      { cause: error },
    );
  }
  if (
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    EmptyResponseBodyError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error)
  ) {
    return new ProviderError('bad_response', providerMessages.badResponse, { cause: error });
  }
  if (networkCode(error) !== undefined) {
    return new ProviderError(
      'unavailable',
      context.receivedText ? providerMessages.connectionLost : providerMessages.unreachable,
      { cause: error },
    );
  }
  const kinds = streamedErrorKind(error);
  if (kinds.length > 0) {
    if (
      kinds.some((kind) => /^(authentication_error|permission_error|invalid_api_key)$/.test(kind))
    ) {
      return new ProviderError('unauthorized', providerMessages.unauthorized, { cause: error });
    }
    if (
      kinds.some((kind) => /^(rate_limit_error|rate_limit_exceeded|requests|tokens)$/.test(kind))
    ) {
      return new ProviderError('rate_limited', providerMessages.rateLimited, { cause: error });
    }
    if (kinds.some((kind) => /^(overloaded_error|api_error|server_error)$/.test(kind))) {
      return new ProviderError('unavailable', providerMessages.unavailable, { cause: error });
    }
    return new ProviderError('bad_response', providerMessages.badResponse, { cause: error });
  }
  return new ProviderError('unavailable', providerMessages.unavailable, { cause: error });
}
