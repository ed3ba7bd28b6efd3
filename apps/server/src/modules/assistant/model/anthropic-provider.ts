import { createAnthropic } from '@ai-sdk/anthropic';
import { streamModelText } from './ai-sdk-stream';
import type { AssistantProvider } from './provider';
import type { AssistantTool } from '../assistant-tool';

/** Anthropic's endpoint, used when `LLM_BASE_URL` is not set. The client posts to `…/messages`. */
export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com/v1';

/** What `createProvider` passes from `Config['assistant']`, with defaults applied. */
export interface AnthropicProviderOptions {
  /** Base URL up to but excluding `/messages` (Anthropic's own is `https://api.anthropic.com/v1`). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Tools the model may call. */
  tools?: readonly AssistantTool[];
}

/**
 * Anthropic's Messages API through the AI SDK. The base URL and key are always passed
 * explicitly: left undefined, the SDK would read `ANTHROPIC_BASE_URL` / `ANTHROPIC_API_KEY` from
 * the environment behind config.ts's back.
 */
export function createAnthropicProvider(options: AnthropicProviderOptions): AssistantProvider {
  const provider = createAnthropic({ baseURL: options.baseUrl, apiKey: options.apiKey });
  const model = provider.messages(options.model);
  return {
    name: 'anthropic',
    stream: (request) =>
      streamModelText(model, request, { timeoutMs: options.timeoutMs, tools: options.tools }),
  };
}
