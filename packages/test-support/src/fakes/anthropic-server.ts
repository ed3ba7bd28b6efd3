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
 * A local server speaking Anthropic's Messages API (`POST …/messages`, headers `x-api-key` and
 * `anthropic-version`). Streams are SSE with named events: `message_start`,
 * `content_block_start`, `ping`, `content_block_delta` (`text_delta` / `input_json_delta`),
 * `content_block_stop`, `message_delta`, `message_stop`; errors carry
 * `{"type":"error","error":{type,message}}`.
 *
 * ```ts
 * const fake = await startAnthropicFake({ script: [textStream('Hello', ' there')] });
 * // LLM_BASE_URL = fake.url (the client posts to `${url}/messages`)
 * ```
 */

const AnthropicMessageSchema = z.looseObject({
  role: z.enum(['user', 'assistant']),
  content: z.union([z.string(), z.array(z.unknown())]),
});

export const AnthropicMessagesRequestSchema = z.looseObject({
  model: z.string().min(1),
  max_tokens: z.number().int().positive(),
  messages: z.array(AnthropicMessageSchema).min(1),
  system: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]).optional(),
  stream: z.boolean().optional(),
  tools: z.array(z.unknown()).optional(),
});
/** The Messages request body as the fake received it. */
export type AnthropicMessagesRequest = z.infer<typeof AnthropicMessagesRequestSchema>;

export type AnthropicFake = FakeLlmServer<AnthropicMessagesRequest>;

const errorTypes: Record<number, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  403: {
    type: 'permission_error',
    message: 'Your API key does not have permission to use the specified resource.',
  },
  404: { type: 'not_found_error', message: 'The requested resource could not be found.' },
  413: {
    type: 'request_too_large',
    message: 'Request exceeds the maximum allowed number of bytes.',
  },
  429: {
    type: 'rate_limit_error',
    message:
      'This request would exceed the rate limit for your organization (org-fake) of 50 input tokens per minute.',
  },
  500: { type: 'api_error', message: 'Internal server error' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

/** Anthropic's JSON error body for a status. */
export function anthropicErrorBody(status: number, message?: string): unknown {
  const known = errorTypes[status] ?? errorTypes[status >= 500 ? 500 : 400];
  return {
    type: 'error',
    error: { type: known?.type ?? 'api_error', message: message ?? known?.message ?? 'Error' },
    request_id: 'req_fake',
  };
}

function toolUseId(call: FakeToolCall, requestNumber: number, index: number): string {
  return call.id ?? `toolu_fake${requestNumber}x${index}`;
}

function stopReason(reply: StreamReply): string {
  if (reply.finishReason !== undefined) return reply.finishReason;
  const usesTools = reply.chunks.some((piece) => typeof piece !== 'string' && 'toolCall' in piece);
  return usesTools ? 'tool_use' : 'end_turn';
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const protocol: WireProtocol<AnthropicMessagesRequest> = {
  matchesPath: (path) => path.endsWith('/messages'),

  parseBody(json) {
    const parsed = AnthropicMessagesRequestSchema.safeParse(json);
    if (parsed.success) return { ok: true, body: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
  },

  describe(body) {
    return {
      model: body.model,
      maxTokens: body.max_tokens,
      system: contentText(body.system),
      messages: body.messages.map((message) => ({
        role: message.role,
        content: contentText(message.content),
      })),
      stream: body.stream === true,
    };
  },

  checkHeaders(headers, apiKey): ProtocolError | undefined {
    if (headerValue(headers, 'anthropic-version') === undefined) {
      return {
        status: 400,
        body: anthropicErrorBody(400, 'anthropic-version: header is required'),
      };
    }
    if (apiKey === undefined) return undefined;
    const bearer = /^Bearer (.+)$/.exec(headerValue(headers, 'authorization') ?? '')?.[1];
    if (headerValue(headers, 'x-api-key') === apiKey || bearer === apiKey) return undefined;
    return { status: 401, body: anthropicErrorBody(401) };
  },

  errorBody: anthropicErrorBody,

  async writeStream(reply: StreamReply, body: AnthropicMessagesRequest, ctx: StreamContext) {
    const event = (type: string, data: Record<string, unknown>): Promise<void> =>
      ctx.send(JSON.stringify({ type, ...data }), type);

    await event('message_start', {
      message: {
        id: `msg_fake${ctx.requestNumber}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: fakeTokenCount(JSON.stringify(body.messages)), output_tokens: 1 },
      },
    });

    let index = 0;
    let openBlock: 'text' | undefined;
    let outputText = '';
    const closeBlock = async (): Promise<void> => {
      if (openBlock === undefined) return;
      await event('content_block_stop', { index });
      openBlock = undefined;
      index += 1;
    };

    for (const [position, piece] of reply.chunks.entries()) {
      if (typeof piece !== 'string' && piece.delayMs !== undefined) {
        if (!(await ctx.wait(piece.delayMs))) return;
      }
      if (typeof piece !== 'string' && 'toolCall' in piece) {
        await closeBlock();
        const call = piece.toolCall;
        const json = JSON.stringify(call.input);
        const half = Math.ceil(json.length / 2);
        await event('content_block_start', {
          index,
          content_block: {
            type: 'tool_use',
            id: toolUseId(call, ctx.requestNumber, position),
            name: call.name,
            input: {},
          },
        });
        for (const part of [json.slice(0, half), json.slice(half)]) {
          await event('content_block_delta', {
            index,
            delta: { type: 'input_json_delta', partial_json: part },
          });
        }
        await event('content_block_stop', { index });
        index += 1;
        continue;
      }
      if (openBlock === undefined) {
        await event('content_block_start', { index, content_block: { type: 'text', text: '' } });
        if (index === 0) await event('ping', {});
        openBlock = 'text';
      }
      const text = chunkText(piece);
      outputText += text;
      await event('content_block_delta', { index, delta: { type: 'text_delta', text } });
    }

    const end = reply.end ?? 'finish';
    if (end === 'hang' || end === 'drop' || end === 'truncate') return;
    if (end === 'error-event') {
      await event('error', { error: { type: 'overloaded_error', message: 'Overloaded' } });
      return;
    }
    if (end === 'invalid-json') {
      await ctx.send(
        '{"type":"content_block_delta","index":0,"delta":{"type":"text_del',
        'content_block_delta',
      );
    }
    if (end === 'wrong-shape') {
      await ctx.send(
        JSON.stringify({ type: 'content_block_delta', index: 0, delta: 42 }),
        'content_block_delta',
      );
    }
    await closeBlock();
    await event('message_delta', {
      delta: { stop_reason: stopReason(reply), stop_sequence: null },
      usage: { output_tokens: fakeTokenCount(outputText) },
    });
    await event('message_stop', {});
  },

  completeBody(reply, body, requestNumber) {
    const content = reply.chunks.flatMap((piece, position) =>
      typeof piece !== 'string' && 'toolCall' in piece
        ? [
            {
              type: 'tool_use',
              id: toolUseId(piece.toolCall, requestNumber, position),
              name: piece.toolCall.name,
              input: piece.toolCall.input,
            },
          ]
        : [],
    );
    const text = reply.chunks.map(chunkText).join('');
    return {
      id: `msg_fake${requestNumber}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [...(text.length > 0 ? [{ type: 'text', text }] : []), ...content],
      stop_reason: stopReason(reply),
      stop_sequence: null,
      usage: {
        input_tokens: fakeTokenCount(JSON.stringify(body.messages)),
        output_tokens: fakeTokenCount(text),
      },
    };
  },
};

/**
 * Starts an Anthropic-compatible fake on a free port. `url` is the base URL to configure
 * (`…/v1`, as the Anthropic client expects); any path ending in `/messages` is served.
 */
export function startAnthropicFake(
  options: FakeLlmServerOptions<AnthropicMessagesRequest> = {},
): Promise<AnthropicFake> {
  return startFakeLlmServer(protocol, options);
}
