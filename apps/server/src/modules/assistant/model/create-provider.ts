import { ConfigError, type Config } from '../../../config';
import { ANTHROPIC_DEFAULT_BASE_URL, createAnthropicProvider } from './anthropic-provider';
import { createOfflineEngine, type OfflineReplyListener } from '../offline/engine';
import { createOpenAiProvider, OPENAI_DEFAULT_BASE_URL } from './openai-provider';
import type { OfflineSkill } from '../offline/skill';
import type { AssistantProvider } from './provider';
import type { AssistantNames } from '../context/system-prompt';
import type { AssistantTool } from '../assistant-tool';

/** Names for the replies, and what the assistant can use besides the model itself. */
export interface ProviderOptions extends AssistantNames {
  /** Offered to language models for function calling. */
  tools?: readonly AssistantTool[];
  /** The offline engine's skills (by default its built-in ones). */
  skills?: readonly OfflineSkill[];
  /** Told which skill of the offline engine answered each reply (the metrics). */
  onOfflineReply?: OfflineReplyListener;
}

/**
 * The provider `LLM_PROVIDER` selects, built once at start-up. An incomplete configuration
 * throws a ConfigError listing every problem, so the server refuses to start with a clear
 * message instead of failing on the first chat message. The key's value never appears in it.
 */
export function createProvider(
  config: Config['assistant'],
  options: ProviderOptions,
): AssistantProvider {
  const { tools, skills, onOfflineReply, ...names } = options;
  const problems: string[] = [];
  if (config.provider !== 'offline' && config.maxOutputTokens >= config.contextTokens) {
    problems.push(
      `LLM_MAX_OUTPUT_TOKENS: must be smaller than LLM_CONTEXT_TOKENS (${config.maxOutputTokens} ≥ ${config.contextTokens}), or nothing of the conversation fits`,
    );
  }
  switch (config.provider) {
    case 'offline':
      return createOfflineEngine({
        ...names,
        skills,
        ...(onOfflineReply !== undefined && { onReply: onOfflineReply }),
      });

    case 'openai': {
      const baseUrl = config.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
      if (config.model === undefined) {
        problems.push(
          'LLM_MODEL: required when LLM_PROVIDER=openai (the model name, e.g. gpt-4o-mini or llama3.1:8b)',
        );
      }
      if (config.baseUrl === undefined && config.apiKey === undefined) {
        problems.push(
          `LLM_API_KEY: required for OpenAI's API (${OPENAI_DEFAULT_BASE_URL}); for a local OpenAI-compatible server that needs no key, set LLM_BASE_URL (e.g. http://localhost:11434/v1)`,
        );
      }
      if (config.model === undefined || problems.length > 0) throw new ConfigError(problems);
      return createOpenAiProvider({
        baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        timeoutMs: config.timeoutMs,
        tools,
      });
    }

    case 'anthropic': {
      if (config.model === undefined) {
        problems.push('LLM_MODEL: required when LLM_PROVIDER=anthropic (an Anthropic model id)');
      }
      if (config.apiKey === undefined) {
        problems.push('LLM_API_KEY: required when LLM_PROVIDER=anthropic');
      }
      if (config.model === undefined || config.apiKey === undefined || problems.length > 0) {
        throw new ConfigError(problems);
      }
      return createAnthropicProvider({
        baseUrl: config.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL,
        apiKey: config.apiKey,
        model: config.model,
        timeoutMs: config.timeoutMs,
        tools,
      });
    }
  }
}
