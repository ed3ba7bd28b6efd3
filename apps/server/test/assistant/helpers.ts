import { expect } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import {
  ProviderError,
  type ChatTurn,
  type GenerateRequest,
  type ProviderFailure,
} from '../../src/modules/assistant/model/provider';
import { buildSystemPrompt } from '../../src/modules/assistant/context/system-prompt';

export const NAMES = { appName: 'PetroSage', assistantName: 'Sage' };
export const SYSTEM_PROMPT = buildSystemPrompt(NAMES);

/** The assistant config exactly as the server would load it from these variables. */
export function assistantConfig(env: Record<string, string>): Config['assistant'] {
  return loadConfig({ NODE_ENV: 'test', ...env }).assistant;
}

export function request(
  messages: ChatTurn[],
  overrides: Partial<GenerateRequest> = {},
): GenerateRequest {
  return {
    system: SYSTEM_PROMPT,
    messages,
    maxOutputTokens: 2500,
    signal: new AbortController().signal,
    ...overrides,
  };
}

export interface Collected {
  pieces: string[];
  text: string;
  /** What the stream threw, or undefined when it ended normally. */
  error: unknown;
  elapsedMs: number;
}

/**
 * Reads a stream to its end, recording pieces and the error it ends with. Fails (instead of
 * hanging the suite) when the stream has not settled within `deadlineMs`.
 */
export async function collect(
  stream: AsyncIterable<string>,
  options: { deadlineMs?: number; onPiece?: (piece: string, index: number) => void } = {},
): Promise<Collected> {
  const deadlineMs = options.deadlineMs ?? 4000;
  const started = Date.now();
  const pieces: string[] = [];
  const iterator = stream[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the stream did not settle within ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  let error: unknown;
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), deadline]);
      if (next.done === true) break;
      pieces.push(next.value);
      options.onPiece?.(next.value, pieces.length - 1);
    }
  } catch (thrown) {
    if (thrown instanceof Error && thrown.message.startsWith('the stream did not settle')) {
      throw thrown;
    }
    error = thrown;
  } finally {
    clearTimeout(timer);
  }
  return { pieces, text: pieces.join(''), error, elapsedMs: Date.now() - started };
}

/** Asserts a ProviderError of `failure` and returns it. */
export function expectProviderError(error: unknown, failure: ProviderFailure): ProviderError {
  expect(error).toBeInstanceOf(ProviderError);
  const providerError = error as ProviderError;
  expect(providerError.failure).toBe(failure);
  expect(providerError.userMessage.length).toBeGreaterThan(20);
  expect(providerError.message).toBe(providerError.userMessage);
  return providerError;
}

/** Resolves with the value, or rejects when it takes longer than `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
