import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpError, textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { pieceOf, readSse, sendAndLeave, textOf } from '../helpers/sse';

let server: TestServer;
let model: OpenAiFake;
let token: string;
let userId: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  model = await startOpenAiFake();
  server = await startServer({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
    LLM_TIMEOUT_MS: '1500',
  });
  ({ accessToken: token, userId } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(async () => {
  await server.close();
  await model.close();
});
beforeEach(() => {
  model.setScript([], textStream('Default reply.'));
});

function stream(body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return fetch(`${server.url}/api/prompt`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function messageRow(id: string) {
  const [row] = await server.db.query<{
    content: string;
    status: string;
    error: string | null;
    role: string;
  }>('SELECT role, content, status, error FROM messages WHERE id = $1', [id]);
  return row;
}

async function waitForStatus(id: string, status: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await messageRow(id);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`message ${id} is ${row?.status}, not ${status}`);
    await sleep(50);
  }
}

const slowReply = (pieces: string[], delayMs: number) =>
  textStream(...pieces.map((text, index) => (index === 0 ? text : { text, delayMs })));

describe('POST /prompt (JSON)', () => {
  it('creates a chat titled after the first message, stores both messages and answers', async () => {
    model.setScript([textStream('Hydrostatic ', 'gradient is ', '0.433 psi/ft.')]);
    const response = await postJson(server, token, '/prompt', {
      messages: [{ role: 'user', content: '  Gradient of fresh water?  ' }],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toMatchObject({
      response: 'Hydrostatic gradient is 0.433 psi/ft.',
      status: 'complete',
    });
    expect(body.chat_id).toMatch(/^chat_/);
    const chat = (await (await api(server, token, `/history/${body.chat_id}`)).json()) as {
      title: string;
      messages: { id: string; role: string; content: string }[];
    };
    expect(chat.title).toBe('Gradient of fresh water?');
    expect(chat.messages.map((m) => [m.id, m.role, m.content])).toEqual([
      [body.user_message_id, 'user', 'Gradient of fresh water?'],
      [body.message_id, 'assistant', 'Hydrostatic gradient is 0.433 psi/ft.'],
    ]);
  });

  it('sends the system prompt, the stored history and the 2,500-token output limit', async () => {
    const first = (await (
      await postJson(server, token, '/prompt', {
        messages: [{ role: 'user', content: 'First question' }],
      })
    ).json()) as { chat_id: string };
    model.setScript([textStream('Second answer')]);
    await postJson(server, token, '/prompt', {
      chat_id: first.chat_id,
      // The client's copy of the history is not trusted for an existing chat.
      messages: [
        { role: 'assistant', content: 'forged' },
        { role: 'user', content: 'Second question' },
      ],
    });
    const request = model.requests.at(-1);
    expect(request?.model).toBe('rig-model');
    expect(request?.maxTokens).toBe(2500);
    expect(request?.system).toContain('oilfield consultant');
    expect(request?.messages).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'Default reply.' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('drops history entries without role or content and uses a new chat’s prior entries as context', async () => {
    model.setScript([textStream('ok')]);
    const response = await postJson(server, token, '/prompt', {
      messages: [
        { role: 'user', content: 'Earlier question' },
        { content: 'no role' },
        { role: 'assistant', content: '   ' },
        { role: 'assistant' },
        { role: 'assistant', content: 'Earlier answer' },
        { role: 'user', content: ' Now this ' },
      ],
    });
    expect(response.status).toBe(200);
    expect(model.requests.at(-1)?.messages).toEqual([
      { role: 'user', content: 'Earlier question' },
      { role: 'assistant', content: 'Earlier answer' },
      { role: 'user', content: 'Now this' },
    ]);
  });

  it('stores the user message before the model answers', async () => {
    model.setScript([{ type: 'stream', chunks: [{ text: 'late', delayMs: 400 }] }]);
    const pending = postJson(server, token, '/prompt', {
      messages: [{ role: 'user', content: 'Stored first?' }],
    });
    await model.waitForRequests(model.requests.length + 1);
    const rows = await server.db.query<{ role: string; status: string }>(
      `SELECT role, status FROM messages WHERE user_id = $1 AND chat_id = (
         SELECT chat_id FROM messages WHERE content = 'Stored first?' AND user_id = $1)
       ORDER BY seq`,
      [userId],
    );
    expect(rows).toEqual([
      { role: 'user', status: 'complete' },
      { role: 'assistant', status: 'streaming' },
    ]);
    expect((await pending).status).toBe(200);
  });

  it.each([
    [{ messages: [] }, 'messages'],
    [{ messages: [{ role: 'user', content: '   ' }] }, 'non-empty'],
    [
      {
        messages: [
          { role: 'user', content: 'q' },
          { role: 'assistant', content: 'a' },
        ],
      },
      'user',
    ],
    [{ messages: 'hello' }, 'messages'],
    [{ messages: [{ role: 'user', content: 'x' }], chat_id: 'not-a-chat' }, 'chat_id'],
    [{ messages: [{ role: 'user', content: 'x'.repeat(32_001) }] }, 'too long'],
  ])('refuses a bad prompt with 422 (%j)', async (body, expected) => {
    const before = model.requests.length;
    const response = await postJson(server, token, '/prompt', body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain(expected);
    expect(model.requests.length).toBe(before);
  });

  it('answers 404 for a chat that does not exist', async () => {
    const response = await postJson(server, token, '/prompt', {
      chat_id: 'chat_AAAAAAAAAAAAAAAAAAAA',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /prompt (server-sent events)', () => {
  it('streams start, text deltas with offsets, and done', async () => {
    const pieces = ['## Decline\n', 'Arps ', 'b = 0.9', ' and Di = 70%/yr.'];
    model.setScript([slowReply(pieces, 40)]);
    const response = await stream({ messages: [{ role: 'user', content: 'Explain decline' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { events } = await readSse(response);
    const start = JSON.parse(events[0]?.data ?? '{}') as {
      chat_id: string;
      message_id: string;
      user_message_id: string;
    };
    expect(events[0]?.event).toBe('start');
    const texts = events.filter((event) => event.event === 'message');
    expect(texts.length).toBeGreaterThan(1);
    // Deltas, never the whole text so far, with `id` = characters sent so far.
    let sent = 0;
    for (const event of texts) {
      sent += pieceOf(event).length;
      expect(Number(event.id)).toBe(sent);
    }
    expect(textOf(events)).toBe(pieces.join(''));
    expect(events.at(-1)?.event).toBe('done');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toEqual({
      chat_id: start.chat_id,
      message_id: start.message_id,
      status: 'complete',
    });
    expect(await messageRow(start.message_id)).toMatchObject({
      content: pieces.join(''),
      status: 'complete',
    });
  });

  it('finishes and stores the reply when the client disconnects mid-stream', async () => {
    const pieces = ['one ', 'two ', 'three ', 'four'];
    model.setScript([slowReply(pieces, 150)]);
    const { replyId } = await sendAndLeave(server.url, token, 'count');
    expect(replyId).not.toBe('');
    expect(await waitForStatus(replyId, 'complete')).toMatchObject({
      content: 'one two three four',
    });
  });

  it('re-attaches after a reload with Last-Event-ID and receives only the rest', async () => {
    const pieces = ['alpha ', 'bravo ', 'charlie ', 'delta'];
    model.setScript([slowReply(pieces, 150)]);
    const { replyId, seen, lastId } = await sendAndLeave(server.url, token, 'letters');

    const resumed = await api(server, token, `/prompt/${replyId}/stream`, {
      headers: { 'last-event-id': lastId },
    });
    expect(resumed.status).toBe(200);
    const { events } = await readSse(resumed);
    expect(seen + textOf(events)).toBe(pieces.join(''));
    expect(events.at(-1)?.event).toBe('done');

    // Re-attaching after the end replays from the offset and ends at once.
    const late = await api(server, token, `/prompt/${replyId}/stream`, {
      headers: { 'last-event-id': '6' },
    });
    const replay = await readSse(late);
    expect(textOf(replay.events)).toBe(pieces.join('').slice(6));
    expect(replay.events.at(-1)?.event).toBe('done');
  });

  it('stops a reply and keeps what was produced, marked stopped', async () => {
    model.setScript([slowReply(['Partial ', 'answer ', 'that ', 'never ', 'ends'], 300)]);
    const response = await stream({ messages: [{ role: 'user', content: 'long one' }] });
    let replyId = '';
    const reading = readSse(response, (event) => {
      if (event.event === 'start') {
        replyId = (JSON.parse(event.data) as { message_id: string }).message_id;
      }
      if (event.event === 'message') {
        void postJson(server, token, `/prompt/${replyId}/stop`, {});
      }
      return false;
    });
    const { events } = await reading;
    expect(events.at(-1)?.event).toBe('done');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ status: 'stopped' });
    const row = await messageRow(replyId);
    expect(row?.status).toBe('stopped');
    expect(row?.content.startsWith('Partial')).toBe(true);
    expect(row?.content.length).toBeLessThan('Partial answer that never ends'.length);
    const again = await postJson(server, token, `/prompt/${replyId}/stop`, {});
    expect(await again.json()).toEqual({ message_id: replyId, status: 'stopped' });
  });

  it('refuses a malformed Last-Event-ID', async () => {
    const response = await postJson(server, token, '/prompt', {
      messages: [{ role: 'user', content: 'x' }],
    });
    const { message_id: replyId } = (await response.json()) as { message_id: string };
    const bad = await api(server, token, `/prompt/${replyId}/stream`, {
      headers: { 'last-event-id': 'abc' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('idempotent retries', () => {
  it('never stores a second user message or reply for the same client_message_id', async () => {
    model.setScript([slowReply(['Only ', 'once'], 100)]);
    const body = {
      messages: [{ role: 'user', content: 'retry me' }],
      client_message_id: 'client-retry-0001',
    };
    const before = model.requests.length;
    const [a, b] = await Promise.all([
      postJson(server, token, '/prompt', body),
      postJson(server, token, '/prompt', body),
    ]);
    const c = await postJson(server, token, '/prompt', body);
    const answers = (await Promise.all([a.json(), b.json(), c.json()])) as Record<string, string>[];
    expect(new Set(answers.map((answer) => answer.message_id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.user_message_id)).size).toBe(1);
    expect(answers.map((answer) => answer.response)).toEqual([
      'Only once',
      'Only once',
      'Only once',
    ]);
    expect(model.requests.length - before).toBe(1);
    const rows = await server.db.query(
      'SELECT id FROM messages WHERE user_id = $1 AND content = $2',
      [userId, 'retry me'],
    );
    expect(rows).toHaveLength(1);
    const chats = await server.db.query(
      `SELECT c.id FROM chats c WHERE c.user_id = $1 AND c.title = 'retry me'`,
      [userId],
    );
    expect(chats).toHaveLength(1);
  });

  it('streams the first attempt’s reply to a retry over SSE', async () => {
    model.setScript([textStream('Same answer')]);
    const body = {
      messages: [{ role: 'user', content: 'sse retry' }],
      client_message_id: 'client-retry-0002',
    };
    const first = await readSse(await stream(body));
    const second = await readSse(await stream(body));
    expect(textOf(second.events)).toBe('Same answer');
    expect(second.events[0]?.data).toBe(first.events[0]?.data);
  });
});

describe('model failures', () => {
  it.each([
    ['401', httpError(401), /credentials|API key/i],
    ['429', httpError(429), /busy|rate/i],
    ['500', httpError(500), /unavailable|try again/i],
    [
      'malformed stream',
      { type: 'stream' as const, chunks: ['partial'], end: 'invalid-json' as const },
      /./,
    ],
    [
      'dropped connection',
      { type: 'stream' as const, chunks: ['partial'], end: 'drop' as const },
      /./,
    ],
    ['timeout', { type: 'hang' as const }, /respond|time/i],
  ])('%s becomes a clear message and a stored error state', async (_name, reply, text) => {
    model.setScript([reply]);
    const started = Date.now();
    const response = await postJson(server, token, '/prompt', {
      messages: [{ role: 'user', content: 'fail please' }],
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.status).toBe(502);
    const body = (await response.json()) as { detail: string; message_id: string };
    expect(body.detail).toMatch(text);
    expect(body.detail).not.toMatch(/sk-|Bearer|stack/);
    const row = await messageRow(body.message_id);
    expect(row).toMatchObject({ status: 'error', error: body.detail });
  });

  it('sends an error event on the stream', async () => {
    model.setScript([httpError(500)]);
    const { events } = await readSse(
      await stream({ messages: [{ role: 'user', content: 'fail stream' }] }),
    );
    expect(events.map((event) => event.event)).toEqual(['start', 'error']);
    expect(
      (JSON.parse(events[1]?.data ?? '{}') as { detail: string }).detail.length,
    ).toBeGreaterThan(10);
  });
});
