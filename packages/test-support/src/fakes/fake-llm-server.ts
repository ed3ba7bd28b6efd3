import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The machinery shared by the OpenAI-compatible and Anthropic fakes: a real `node:http` server on
 * a free port that records every request and answers from a script. Tests never call a real model
 * (docs/product.md §14); they point the real provider code at one of these.
 */

/** A tool call the fake model makes (streamed in the provider's own wire format). */
export interface FakeToolCall {
  /** Defaults to a generated id (`call_fake…` / `toolu_fake…`). */
  id?: string;
  name: string;
  input: Record<string, unknown>;
}

/**
 * One piece of a streamed reply. A bare string is a text delta sent at once; the object forms can
 * wait `delayMs` before they are sent (to test idle timeouts and incremental delivery).
 */
export type FakeChunk =
  string | { text: string; delayMs?: number } | { toolCall: FakeToolCall; delayMs?: number };

/**
 * How a streamed reply ends after its chunks:
 * - `finish` (default): the provider's normal ending (finish chunk, usage, `[DONE]` / `message_stop`).
 * - `hang`: sends nothing more and keeps the connection open.
 * - `drop`: destroys the TCP connection (a crashed proxy or model server).
 * - `truncate`: ends the HTTP response cleanly but without the finish events.
 * - `invalid-json`: one event whose data is not JSON, then the normal ending.
 * - `wrong-shape`: one event that is JSON but not the provider's schema, then the normal ending.
 * - `error-event`: the provider's in-stream error event (Anthropic `event: error`, OpenAI
 *   `data: {"error":…}`), then the response ends.
 */
export type FakeStreamEnd =
  'finish' | 'hang' | 'drop' | 'truncate' | 'invalid-json' | 'wrong-shape' | 'error-event';

/** What the fake answers to one request. */
export type FakeReply =
  | {
      type: 'stream';
      chunks: FakeChunk[];
      end?: FakeStreamEnd;
      /** The provider's raw finish reason; defaults to a normal stop (or tool calls when any). */
      finishReason?: string;
    }
  | {
      type: 'error';
      status: number;
      /** Defaults to the provider's own JSON error body for that status. */
      body?: unknown;
      headers?: Record<string, string>;
    }
  /** Accepts the request and never sends a byte (not even headers). */
  | { type: 'hang' };

/** A normally ending stream of these chunks: `textStream('Hel', 'lo')`. */
export function textStream(...chunks: FakeChunk[]): FakeReply {
  return { type: 'stream', chunks };
}

/** An HTTP error with the provider's own JSON body for `status` (unless `body` is given). */
export function httpError(status: number, body?: unknown): FakeReply {
  return body === undefined ? { type: 'error', status } : { type: 'error', status, body };
}

/** A reply, or a function choosing one from the request (echo bots, per-model behaviour…). */
export type FakeScriptEntry<Body> = FakeReply | ((request: RecordedRequest<Body>) => FakeReply);

/**
 * How a recorded exchange ended. A hung exchange settles as `client-closed` once the client gives
 * up (or the fake closes), so tests can check that a timeout or an abort really hung up.
 */
export type ExchangeEnd = 'completed' | 'client-closed' | 'dropped';

/** One request the fake received, with the conversation normalised to plain text for assertions. */
export interface RecordedRequest<Body> {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, validated against the provider's request schema. */
  body: Body;
  model: string;
  /** `max_tokens` (or OpenAI's `max_completion_tokens`); undefined when not sent. */
  maxTokens: number | undefined;
  /** The system prompt as text ('' when none was sent). */
  system: string;
  /** The conversation without the system prompt, content blocks joined into text. */
  messages: { role: string; content: string }[];
  stream: boolean;
  /** Settles when the exchange is over: the reply finished, the client went away, or we dropped it. */
  ended: Promise<ExchangeEnd>;
}

/** The control surface every fake exposes to tests. */
export interface FakeLlmServer<Body> {
  /** Base URL for the provider client (`LLM_BASE_URL`): `http://127.0.0.1:<port>/v1`. */
  readonly url: string;
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Every request received, oldest first (including rejected ones that parsed). */
  readonly requests: RecordedRequest<Body>[];
  /** Appends replies for the next requests, in order. */
  enqueue(...replies: FakeScriptEntry<Body>[]): void;
  /** Replaces the queued replies (and, when given, the reply used once the queue is empty). */
  setScript(script: FakeScriptEntry<Body>[], defaultReply?: FakeScriptEntry<Body>): void;
  /** Resolves once `count` requests have been received in total. */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeLlmServerOptions<Body> {
  /** Port to listen on (default: any free port). */
  port?: number;
  /** Replies for the first requests, in order. */
  script?: FakeScriptEntry<Body>[];
  /**
   * The reply once the script is used up. Without one the fake answers 500 with a body saying no
   * reply was scripted, so a test that sends more requests than it planned fails loudly.
   */
  defaultReply?: FakeScriptEntry<Body>;
  /** When set, requests must carry this key (as the provider sends it) or get the provider's 401. */
  apiKey?: string;
}

/** What a concrete fake (OpenAI, Anthropic) plugs into the shared server. */
export interface WireProtocol<Body> {
  /** Whether this request path is the provider's chat endpoint. */
  matchesPath(path: string): boolean;
  /** Validates the JSON body like the real API: an error message means a 400. */
  parseBody(json: unknown): { ok: true; body: Body } | { ok: false; message: string };
  /** Normalised view of a valid body. */
  describe(
    body: Body,
  ): Pick<RecordedRequest<Body>, 'model' | 'maxTokens' | 'system' | 'messages' | 'stream'>;
  /** A header problem (missing version…) as a provider error, or undefined when fine. */
  checkHeaders(headers: IncomingHttpHeaders, apiKey: string | undefined): ProtocolError | undefined;
  /** The provider's error body for a status. */
  errorBody(status: number, message?: string): unknown;
  /** Writes a streamed reply (the server handles `hang` and `drop` through `ctx`). */
  writeStream(reply: StreamReply, body: Body, ctx: StreamContext): Promise<void>;
  /** The non-streaming JSON response for a complete reply. */
  completeBody(reply: StreamReply, body: Body, requestNumber: number): unknown;
}

export type StreamReply = Extract<FakeReply, { type: 'stream' }>;

export interface ProtocolError {
  status: number;
  body: unknown;
}

/** Writing primitives handed to a protocol's stream writer. */
export interface StreamContext {
  requestNumber: number;
  /** Sends one SSE event (`event:` line when named) and waits until it is flushed to the socket. */
  send(data: string, event?: string): Promise<void>;
  /** Waits, unless the client goes away first (then resolves false). */
  wait(ms: number): Promise<boolean>;
  /** Whether the client is still there. */
  readonly open: boolean;
}

/** Plain-text content of a message content field (a string, or text blocks joined). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block: unknown) =>
      typeof block === 'object' &&
      block !== null &&
      'text' in block &&
      typeof block.text === 'string'
        ? block.text
        : '',
    )
    .join('');
}

/** Rough token count for fake usage figures. */
export function fakeTokenCount(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Text of a chunk, '' for tool calls. */
export function chunkText(chunk: FakeChunk): string {
  if (typeof chunk === 'string') return chunk;
  return 'text' in chunk ? chunk.text : '';
}

/** Starts a fake speaking `protocol` on 127.0.0.1 and a free port. */
export async function startFakeLlmServer<Body>(
  protocol: WireProtocol<Body>,
  options: FakeLlmServerOptions<Body> = {},
): Promise<FakeLlmServer<Body>> {
  let queue: FakeScriptEntry<Body>[] = [...(options.script ?? [])];
  let defaultReply = options.defaultReply;
  const requests: RecordedRequest<Body>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  const notifyWaiters = (): void => {
    for (const waiter of [...waiters]) {
      if (requests.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method !== 'POST' || !protocol.matchesPath(path)) {
      sendJson(res, 404, protocol.errorBody(404, `No route for ${req.method ?? ''} ${path}`));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');

    const headerProblem = protocol.checkHeaders(req.headers, options.apiKey);
    if (headerProblem) {
      sendJson(res, headerProblem.status, headerProblem.body);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      sendJson(res, 400, protocol.errorBody(400, 'The request body is not valid JSON.'));
      return;
    }
    const parsed = protocol.parseBody(json);
    if (!parsed.ok) {
      sendJson(res, 400, protocol.errorBody(400, parsed.message));
      return;
    }

    let settle: (end: ExchangeEnd) => void = () => undefined;
    const ended = new Promise<ExchangeEnd>((resolve) => {
      let settled = false;
      settle = (end) => {
        if (settled) return;
        settled = true;
        resolve(end);
      };
    });
    const recorded: RecordedRequest<Body> = {
      method: req.method,
      path,
      headers: req.headers,
      body: parsed.body,
      ...protocol.describe(parsed.body),
      ended,
    };
    requests.push(recorded);
    const requestNumber = requests.length;
    notifyWaiters();

    const clientGone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) {
        clientGone.abort();
        settle('client-closed');
      }
    });

    const entry = queue.shift() ?? defaultReply;
    const reply: FakeReply =
      entry === undefined
        ? {
            type: 'error',
            status: 500,
            body: protocol.errorBody(
              500,
              `The fake has no scripted reply for request ${requestNumber}.`,
            ),
          }
        : typeof entry === 'function'
          ? entry(recorded)
          : entry;

    if (reply.type === 'hang') return;
    if (reply.type === 'error') {
      sendJson(res, reply.status, reply.body ?? protocol.errorBody(reply.status), reply.headers);
      settle('completed');
      return;
    }

    const end = reply.end ?? 'finish';
    if (!recorded.stream) {
      if (end === 'hang') return;
      if (end === 'drop') {
        res.socket?.destroy();
        return settle('dropped');
      }
      if (end === 'finish') {
        sendJson(res, 200, protocol.completeBody(reply, parsed.body, requestNumber));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id": "broken');
      }
      settle('completed');
      return;
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    const ctx: StreamContext = {
      requestNumber,
      get open() {
        return !clientGone.signal.aborted;
      },
      send: (data, event) =>
        new Promise<void>((resolve) => {
          if (clientGone.signal.aborted) return resolve();
          const lines = `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;
          res.write(lines, () => resolve());
        }),
      wait: async (ms) => {
        try {
          await sleep(ms, undefined, { signal: clientGone.signal });
          return true;
        } catch {
          return false;
        }
      },
    };
    await protocol.writeStream(reply, parsed.body, ctx);
    if (!ctx.open || end === 'hang') return;
    if (end === 'drop') {
      res.socket?.destroy();
      return settle('dropped');
    }
    res.end();
    settle('completed');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, protocol.errorBody(500, String(error)));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/v1`,
    origin,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setScript: (script, nextDefault) => {
      queue = [...script];
      if (nextDefault !== undefined) defaultReply = nextDefault;
    },
    waitForRequests: (count) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        notifyWaiters();
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
