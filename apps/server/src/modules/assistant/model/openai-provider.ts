import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamModelText } from './ai-sdk-stream';
import type { AssistantProvider } from './provider';
import type { AssistantTool } from '../assistant-tool';

/** OpenAI's own endpoint, used when `LLM_BASE_URL` is not set. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** What `createProvider` passes from `Config['assistant']`, with defaults applied. */
export interface OpenAiProviderOptions {
  /** Base URL of the OpenAI-compatible API, up to but excluding `/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` (Azure's v1 API accepts it too); local servers need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Tools the model may call. */
  tools?: readonly AssistantTool[];
  /**
   * The body field carrying the output limit. OpenAI's current models reject `max_tokens` in
   * favour of `max_completion_tokens`, while several local servers only know `max_tokens`.
   * Default: `max_completion_tokens` for api.openai.com and Azure OpenAI, `max_tokens` elsewhere.
   */
  maxTokensField?: 'max_tokens' | 'max_completion_tokens';
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return '';
  }
}

function isAzure(host: string): boolean {
  return host.endsWith('.openai.azure.com') || host.endsWith('.services.ai.azure.com');
}

/**
 * The defaults of `maxTokensField`: hosted OpenAI wants `max_completion_tokens`, the rest of the
 * OpenAI-compatible world (Ollama, vLLM, llama.cpp, LM Studio) reliably accepts `max_tokens`.
 */
export function defaultMaxTokensField(baseUrl: string): 'max_tokens' | 'max_completion_tokens' {
  const host = hostOf(baseUrl);
  return host === 'api.openai.com' || isAzure(host) ? 'max_completion_tokens' : 'max_tokens';
}

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Azure OpenAI's `/openai/v1` API,
 * Ollama, vLLM, llama.cpp, LM Studio) through the AI SDK's openai-compatible provider, which
 * speaks exactly the documented wire format and leaves out OpenAI-only extras (such as
 * `stream_options`) that some local servers reject.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const maxTokensField = options.maxTokensField ?? defaultMaxTokensField(options.baseUrl);
  const provider = createOpenAICompatible({
    name: 'openai',
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    transformRequestBody: (body: Record<string, unknown>): Record<string, unknown> => {
      if (maxTokensField === 'max_tokens' || body.max_tokens === undefined) return body;
      const { max_tokens: maxTokens, ...rest } = body;
      return { ...rest, max_completion_tokens: maxTokens };
    },
  });
  const model = provider.chatModel(options.model);
  return {
    name: 'openai',
    stream: (request) =>
      streamModelText(model, request, { timeoutMs: options.timeoutMs, tools: options.tools }),
  };
}
