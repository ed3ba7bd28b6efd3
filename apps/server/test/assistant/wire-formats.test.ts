import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText, tool, type LanguageModel } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createOpenAiProvider,
  defaultMaxTokensField,
} from '../../src/modules/assistant/model/openai-provider';
import {
  startAnthropicFake,
  type AnthropicFake,
} from '@petrosage/test-support/fakes/anthropic-server';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { collect, request } from './helpers';

/**
 * The fakes must speak the real protocols, or the provider tests prove nothing. These tests read
 * their raw SSE against the documented formats (oilfield reference §4) and drive them with the
 * genuine AI SDK clients, tool calls and non-streaming calls included (the chat pipeline's
 * calculator tools will rely on both).
 */

const BOUND = { timeout: 5000 };

const arpsRate = tool({
  description: 'Arps decline rate',
  inputSchema: z.object({ qi: z.number(), di: z.number(), b: z.number(), t: z.number() }),
});

async function rawEvents(url: string, init: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return response.text();
}

describe('the OpenAI-compatible fake', () => {
  let fake: OpenAiFake;
  let model: LanguageModel;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    model = createOpenAICompatible({ name: 'fake', baseURL: fake.url, apiKey: 'k' }).chatModel(
      'gpt-test',
    );
  });
  afterAll(() => fake.close());

  it(
    'streams chat.completion.chunk lines, a finish chunk, usage on request, then [DONE]',
    BOUND,
    async () => {
      fake.enqueue(textStream('Hel', 'lo'));
      const body = await rawEvents(`${fake.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'gpt-test',
          stream: true,
          stream_options: { include_usage: true },
          messages: [{ role: 'user', content: 'hi' }],
        }),
      });
      const events = body.split('\n\n').filter(Boolean);
      expect(events.every((event) => event.startsWith('data: '))).toBe(true);
      expect(events.at(-1)).toBe('data: [DONE]');
      const chunks = events
        .slice(0, -1)
        .map((event) => JSON.parse(event.slice(6)) as Record<string, unknown>);
      expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
      expect(chunks.map((chunk) => JSON.stringify(chunk.choices))).toEqual([
        JSON.stringify([
          {
            index: 0,
            delta: { role: 'assistant', content: '', refusal: null },
            logprobs: null,
            finish_reason: null,
          },
        ]),
        JSON.stringify([
          { index: 0, delta: { content: 'Hel' }, logprobs: null, finish_reason: null },
        ]),
        JSON.stringify([
          { index: 0, delta: { content: 'lo' }, logprobs: null, finish_reason: null },
        ]),
        JSON.stringify([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]),
        '[]',
      ]);
      expect(chunks.at(-1)?.usage).toMatchObject({ completion_tokens: 2 });
    },
  );

  it('answers a request without a model like OpenAI: 400 with an error body', BOUND, async () => {
    const response = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it(
    'streams tool calls the AI SDK assembles (id and name first, arguments in fragments)',
    BOUND,
    async () => {
      fake.enqueue(
        textStream({
          toolCall: {
            id: 'call_abc',
            name: 'arps_rate',
            input: { qi: 1000, di: 0.1, b: 0, t: 10 },
          },
        }),
      );
      const result = streamText({
        model,
        prompt: 'Rate after 10 months?',
        tools: { arps_rate: arpsRate },
        maxRetries: 0,
      });
      const calls = await result.toolCalls;
      expect(calls).toMatchObject([
        {
          toolCallId: 'call_abc',
          toolName: 'arps_rate',
          input: { qi: 1000, di: 0.1, b: 0, t: 10 },
        },
      ]);
      expect(await result.finishReason).toBe('tool-calls');
      expect(fake.requests.at(-1)?.body.tools).toHaveLength(1);
    },
  );

  it('answers non-streaming calls with a chat.completion body', BOUND, async () => {
    fake.enqueue(textStream('Whole ', 'answer'));
    const result = await generateText({ model, prompt: 'hi', maxRetries: 0 });
    expect(result.text).toBe('Whole answer');
    expect(fake.requests.at(-1)?.stream).toBe(false);
  });

  it(
    'replies from a function of the request, and by default once the script is used up',
    BOUND,
    async () => {
      const echo = await startOpenAiFake({
        defaultReply: (received) =>
          textStream(`You said: ${received.messages.at(-1)?.content ?? ''}`),
      });
      const echoModel = createOpenAICompatible({ name: 'fake', baseURL: echo.url }).chatModel('m');
      const first = await generateText({ model: echoModel, prompt: 'one', maxRetries: 0 });
      const second = await generateText({ model: echoModel, prompt: 'two', maxRetries: 0 });
      expect([first.text, second.text]).toEqual(['You said: one', 'You said: two']);
      await echo.close();
    },
  );

  it('fails loudly when a test sends more requests than it scripted', BOUND, async () => {
    const response = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('no scripted reply');
  });
});

describe('the OpenAI provider', () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: 'sk-local' });
  });
  afterAll(() => fake.close());

  it('posts to <base>/chat/completions with a bearer key', BOUND, async () => {
    fake.enqueue(textStream('ok'));
    const provider = createOpenAiProvider({
      baseUrl: fake.url,
      apiKey: 'sk-local',
      model: 'm',
      timeoutMs: 2000,
    });
    expect((await collect(provider.stream(request([{ role: 'user', content: 'hi' }])))).text).toBe(
      'ok',
    );
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-local');
    expect(sent?.body.max_tokens).toBe(2500);
  });

  it(
    'sends max_completion_tokens instead of max_tokens when asked (hosted OpenAI)',
    BOUND,
    async () => {
      fake.enqueue(textStream('ok'));
      const provider = createOpenAiProvider({
        baseUrl: fake.url,
        apiKey: 'sk-local',
        model: 'm',
        timeoutMs: 2000,
        maxTokensField: 'max_completion_tokens',
      });
      await collect(provider.stream(request([{ role: 'user', content: 'hi' }])));
      const body = fake.requests.at(-1)?.body;
      expect(body?.max_completion_tokens).toBe(2500);
      expect(body && 'max_tokens' in body).toBe(false);
    },
  );

  it.each([
    ['https://api.openai.com/v1', 'max_completion_tokens'],
    ['https://my-resource.openai.azure.com/openai/v1', 'max_completion_tokens'],
    ['http://localhost:11434/v1', 'max_tokens'],
    ['http://vllm.internal:8000/v1', 'max_tokens'],
  ] as const)('uses %s → %s by default', (baseUrl, field) => {
    expect(defaultMaxTokensField(baseUrl)).toBe(field);
  });
});

describe('the Anthropic fake', () => {
  let fake: AnthropicFake;
  let model: LanguageModel;
  beforeAll(async () => {
    fake = await startAnthropicFake({ apiKey: 'ak-test' });
    model = createAnthropic({ baseURL: fake.url, apiKey: 'ak-test' }).messages('claude-test');
  });
  afterAll(() => fake.close());

  it('streams the documented event sequence', BOUND, async () => {
    fake.enqueue(textStream('Hel', 'lo'));
    const body = await rawEvents(`${fake.url}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'ak-test',
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify({
        model: 'claude-test',
        max_tokens: 100,
        stream: true,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    });
    const events = body
      .split('\n\n')
      .filter(Boolean)
      .map((event) => {
        const [eventLine, dataLine] = event.split('\n');
        const data = JSON.parse(dataLine?.slice(6) ?? '') as { type: string };
        expect(eventLine).toBe(`event: ${data.type}`);
        return data;
      });
    expect(events.map((event) => event.type)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events[3]).toEqual({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: 'Hel' },
    });
    expect(events[6]).toMatchObject({ delta: { stop_reason: 'end_turn' } });
  });

  it('requires the anthropic-version header and the key, like the real API', BOUND, async () => {
    const base = { model: 'c', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] };
    const noVersion = await fetch(`${fake.url}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'ak-test' },
      body: JSON.stringify(base),
    });
    expect(noVersion.status).toBe(400);
    const wrongKey = await fetch(`${fake.url}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'nope',
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify(base),
    });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error' },
    });
  });

  it('streams tool_use blocks the AI SDK assembles from input_json_delta', BOUND, async () => {
    fake.enqueue(
      textStream('Computing.', {
        toolCall: { id: 'toolu_01A', name: 'arps_rate', input: { qi: 1000, di: 0.1, b: 0, t: 10 } },
      }),
    );
    const result = streamText({
      model,
      prompt: 'Rate after 10 months?',
      tools: { arps_rate: arpsRate },
      maxRetries: 0,
    });
    expect(await result.text).toBe('Computing.');
    expect(await result.toolCalls).toMatchObject([
      { toolCallId: 'toolu_01A', toolName: 'arps_rate', input: { qi: 1000, di: 0.1, b: 0, t: 10 } },
    ]);
    expect(await result.finishReason).toBe('tool-calls');
  });

  it('answers non-streaming calls with a message body', BOUND, async () => {
    fake.enqueue(textStream('Whole ', 'answer'));
    const result = await generateText({ model, prompt: 'hi', maxRetries: 0 });
    expect(result.text).toBe('Whole answer');
  });

  it('serves a base URL without /v1 too (posts to /messages)', BOUND, async () => {
    fake.enqueue(textStream('ok'));
    const bare = createAnthropic({ baseURL: fake.origin, apiKey: 'ak-test' }).messages(
      'claude-test',
    );
    const result = await generateText({ model: bare, prompt: 'hi', maxRetries: 0 });
    expect(result.text).toBe('ok');
    expect(fake.requests.at(-1)?.path).toBe('/messages');
    expect(fake.requests.at(-1)?.headers['anthropic-version']).toBe('2023-06-01');
  });
});
