import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { createProvider } from '../../src/modules/assistant/model/create-provider';
import { NAMES, assistantConfig } from './helpers';

function problemsOf(env: Record<string, string>): string[] {
  try {
    createProvider(assistantConfig(env), NAMES);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('createProvider', () => {
  it('defaults to the offline engine', () => {
    expect(createProvider(assistantConfig({}), NAMES).name).toBe('offline');
  });

  it('builds the OpenAI-compatible provider for a local server without a key', () => {
    const provider = createProvider(
      assistantConfig({
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_MODEL: 'llama3.1:8b',
      }),
      NAMES,
    );
    expect(provider.name).toBe('openai');
  });

  it('builds the OpenAI provider for api.openai.com with a key', () => {
    const provider = createProvider(
      assistantConfig({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-x', LLM_MODEL: 'gpt-4o-mini' }),
      NAMES,
    );
    expect(provider.name).toBe('openai');
  });

  it('builds the Anthropic provider', () => {
    const provider = createProvider(
      assistantConfig({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'ak-x', LLM_MODEL: 'claude-x' }),
      NAMES,
    );
    expect(provider.name).toBe('anthropic');
  });

  it('requires LLM_MODEL for openai', () => {
    const problems = problemsOf({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: 'http://localhost:8000/v1',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^LLM_MODEL: required when LLM_PROVIDER=openai/),
    ]);
  });

  it("requires LLM_API_KEY for OpenAI's own API, and says how to use a local server instead", () => {
    const problems = problemsOf({ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4o-mini' });
    expect(problems).toEqual([
      expect.stringMatching(/^LLM_API_KEY: required for OpenAI's API.*LLM_BASE_URL/),
    ]);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ LLM_PROVIDER: 'anthropic' })).toEqual([
      expect.stringMatching(/^LLM_MODEL: required when LLM_PROVIDER=anthropic/),
      'LLM_API_KEY: required when LLM_PROVIDER=anthropic',
    ]);
  });

  it('rejects an output limit that leaves no room for the conversation', () => {
    const problems = problemsOf({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: 'http://localhost:8000/v1',
      LLM_MODEL: 'm',
      LLM_MAX_OUTPUT_TOKENS: '16000',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^LLM_MAX_OUTPUT_TOKENS: must be smaller than LLM_CONTEXT_TOKENS/),
    ]);
  });

  it('never puts the key in the error', () => {
    const problems = problemsOf({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'ak-very-secret' });
    expect(problems.join('\n')).not.toContain('ak-very-secret');
  });
});
