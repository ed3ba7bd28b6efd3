import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import {
  chunkText,
  contentText,
  fakeTokenCount,
  startFakeLlmServer,
  type FakeLlmServer,
  type FakeLlmServerOptions,
  type FakeToolCall,
  type ProtocolError,
  type StreamContext,
  type StreamReply,
  type WireProtocol,
} from './fake-llm-server';

/**
 * A local server speaking OpenAI's Chat Completions API (`POST …/chat/completions`), the protocol
 * of every OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM, llama.cpp, LM Studio). Streams
 * are `text/event-stream` of `data: {chat.completion.chunk}` lines ending with `data: [DONE]`;
 * errors carry OpenAI's `{"error":{message,type,param,code}}` body.
 *
 * ```ts
 * const fake = await startOpenAiFake({ script: [textStream('Hello', ' there')] });
 * // LLM_BASE_URL = fake.url
 * fake.enqueue(httpError(429));
 * expect(fake.requests[0]?.system).toContain('Sage');
 * await fake.close();
 * ```
 */

const OpenAiMessageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.union([z.string(), z.array(z.unknown()), z.null()]).optional(),
});

export const OpenAiChatRequestSchema = z.looseObject({
  model: z.string().min(1, 'you must provide a model parameter'),
  messages: z.array(OpenAiMessageSchema).min(1, "'messages' must contain at least one message"),
  stream: z.boolean().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
  max_tokens: z.number().int().positive().nullish(),
  max_completion_tokens: z.number().int().positive().nullish(),
  tools: z.array(z.unknown()).optional(),
});
/** The chat-completions request body as the fake received it. */
export type OpenAiChatRequest = z.infer<typeof OpenAiChatRequestSchema>;

export type OpenAiFake = FakeLlmServer<OpenAiChatRequest>;

const errorTypes: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message:
      'Incorrect API key provided: sk-fake-********************SECRET. You can find your API key at https://platform.openai.com/account/api-keys.',
  },
  403: {
    type: 'invalid_request_error',
    code: 'unsupported_country_region_territory',
    message: 'Country, region, or territory not supported',
  },
  404: {
    type: 'invalid_request_error',
    code: 'model_not_found',
    message: 'The model does not exist or you do not have access to it.',
  },
  429: {
    type: 'requests',
    code: 'rate_limit_exceeded',
    message:
      'Rate limit reached for gpt-4o-mini in organization org-fake on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.',
  },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request. Sorry about that!',
  },
  503: {
    type: 'server_error',
    code: null,
    message: 'The engine is currently overloaded, please try again later.',
  },
};

/** OpenAI's JSON error body for a status. */
export function openAiErrorBody(status: number, message?: string): unknown {
  const known = errorTypes[status] ?? errorTypes[status >= 500 ? 500 : 400];
  return {
    error: {
      message: message ?? known?.message ?? 'Error',
      type: known?.type ?? 'invalid_request_error',
      param: null,
      code: known?.code ?? null,
    },
  };
}

function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return match?.[1];
}

function toolCallId(call: FakeToolCall, requestNumber: number, index: number): string {
  return call.id ?? `call_fake${requestNumber}x${index}`;
}

const protocol: WireProtocol<OpenAiChatRequest> = {
  matchesPath: (path) => path.endsWith('/chat/completions'),

  parseBody(json) {
    const parsed = OpenAiChatRequestSchema.safeParse(json);
    if (parsed.success) return { ok: true, body: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
  },

  describe(body) {
    const system = body.messages
      .filter((message) => message.role === 'system' || message.role === 'developer')
      .map((message) => contentText(message.content))
      .join('\n');
    return {
      model: body.model,
      maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
      system,
      messages: body.messages
        .filter((message) => message.role !== 'system' && message.role !== 'developer')
        .map((message) => ({ role: message.role, content: contentText(message.content) })),
      stream: body.stream === true,
    };
  },

  checkHeaders(headers, apiKey): ProtocolError | undefined {
    if (apiKey === undefined || bearerToken(headers) === apiKey) return undefined;
    return { status: 401, body: openAiErrorBody(401) };
  },

  errorBody: openAiErrorBody,

  async writeStream(reply: StreamReply, body: OpenAiChatRequest, ctx: StreamContext) {
    const includeUsage = body.stream_options?.include_usage === true;
    const base = {
      id: `chatcmpl-fake${ctx.requestNumber}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      system_fingerprint: 'fp_fake',
    };
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null): string =>
      JSON.stringify({
        ...base,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        ...(includeUsage ? { usage: null } : {}),
      });

    await ctx.send(chunk({ role: 'assistant', content: '', refusal: null }));
    let toolIndex = 0;
    let outputText = '';
    for (const piece of reply.chunks) {
      if (typeof piece !== 'string' && piece.delayMs !== undefined) {
        if (!(await ctx.wait(piece.delayMs))) return;
      }
      if (typeof piece !== 'string' && 'toolCall' in piece) {
        const call = piece.toolCall;
        const args = JSON.stringify(call.input);
        const half = Math.ceil(args.length / 2);
        const id = toolCallId(call, ctx.requestNumber, toolIndex);
        await ctx.send(
          chunk({
            tool_calls: [
              {
                index: toolIndex,
                id,
                type: 'function',
                function: { name: call.name, arguments: '' },
              },
            ],
          }),
        );
        await ctx.send(
          chunk({
            tool_calls: [{ index: toolIndex, function: { arguments: args.slice(0, half) } }],
          }),
        );
        await ctx.send(
          chunk({ tool_calls: [{ index: toolIndex, function: { arguments: args.slice(half) } }] }),
        );
        toolIndex += 1;
        continue;
      }
      const text = chunkText(piece);
      outputText += text;
      await ctx.send(chunk({ content: text }));
    }

    const end = reply.end ?? 'finish';
    if (end === 'hang' || end === 'drop' || end === 'truncate') return;
    if (end === 'error-event') {
      await ctx.send(JSON.stringify(openAiErrorBody(500)));
      return;
    }
    if (end === 'invalid-json') await ctx.send('{"id":"chatcmpl-broken","choices":[{"delta":');
    if (end === 'wrong-shape') await ctx.send(JSON.stringify({ unexpected: 'shape', choices: 42 }));

    const finishReason = reply.finishReason ?? (toolIndex > 0 ? 'tool_calls' : 'stop');
    await ctx.send(chunk({}, finishReason));
    if (includeUsage) {
      const promptTokens = fakeTokenCount(JSON.stringify(body.messages));
      const completionTokens = fakeTokenCount(outputText);
      await ctx.send(
        JSON.stringify({
          ...base,
          choices: [],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
          },
        }),
      );
    }
    await ctx.send('[DONE]');
  },

  completeBody(reply, body, requestNumber) {
    const text = reply.chunks.map(chunkText).join('');
    const toolCalls = reply.chunks.flatMap((piece, index) =>
      typeof piece !== 'string' && 'toolCall' in piece
        ? [
            {
              id: toolCallId(piece.toolCall, requestNumber, index),
              type: 'function',
              function: {
                name: piece.toolCall.name,
                arguments: JSON.stringify(piece.toolCall.input),
              },
            },
          ]
        : [],
    );
    const promptTokens = fakeTokenCount(JSON.stringify(body.messages));
    const completionTokens = fakeTokenCount(text);
    return {
      id: `chatcmpl-fake${requestNumber}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: text.length > 0 ? text : null,
            ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
          },
          logprobs: null,
          finish_reason: reply.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    };
  },
};

/**
 * Starts an OpenAI-compatible fake on a free port. `url` is the base URL to configure
 * (`…/v1`); any path ending in `/chat/completions` is served.
 */
export function startOpenAiFake(
  options: FakeLlmServerOptions<OpenAiChatRequest> = {},
): Promise<OpenAiFake> {
  return startFakeLlmServer(protocol, options);
}
