import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

let server: TestServer;
let model: OpenAiFake;

interface Result {
  chat_id: string;
  title: string;
  message_id: string | null;
  role: string | null;
  snippet: string;
  highlights: number[][];
}

beforeAll(async () => {
  model = await startOpenAiFake({
    defaultReply: (request) => {
      const question = String(request.body.messages.at(-1)?.content);
      if (question.includes('decline')) {
        return textStream(
          'The **Arps hyperbolic** decline fits well: b = 0.8, and the declining rate flattens after month 30.',
        );
      }
      return textStream('Noted.');
    },
  });
  server = await startServer({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
  });
});
afterAll(async () => {
  await server.close();
  await model.close();
});

async function subscriber() {
  const user = await signUpUser(server);
  await grantStandard(server, user.accessToken);
  return user;
}

async function ask(token: string, content: string, chatId?: string) {
  const response = await postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content }],
    ...(chatId && { chat_id: chatId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    chat_id: string;
    message_id: string;
    user_message_id: string;
  };
}

async function search(token: string, q: string): Promise<Result[]> {
  const response = await api(server, token, `/history/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Result[] }).results;
}

const marked = (result: Result | undefined) =>
  result?.highlights.map(([start, end]) => result.snippet.slice(start, end)) ?? [];

describe('GET /history/search', () => {
  it('finds message text by stem, with a plain-text snippet and the matched words marked', async () => {
    const { accessToken: token } = await subscriber();
    const chat = await ask(token, 'Fit a decline to well A-7');
    await ask(token, 'Thanks', chat.chat_id);
    const other = await ask(token, 'Casing design for the surface string');

    const results = await search(token, 'hyperbolic declines');
    const hit = results.find((result) => result.message_id === chat.message_id);
    expect(hit).toMatchObject({ chat_id: chat.chat_id, role: 'assistant' });
    // Markdown is gone from the snippet; "declines" found "decline" and "declining".
    expect(hit?.snippet).toContain('The Arps hyperbolic decline fits well');
    expect(marked(hit)).toEqual(expect.arrayContaining(['hyperbolic', 'decline', 'declining']));
    expect(results.some((result) => result.chat_id === other.chat_id)).toBe(false);

    const question = (await search(token, 'A-7 well')).find(
      (result) => result.message_id === chat.user_message_id,
    );
    expect(question).toMatchObject({ role: 'user', title: 'Fit a decline to well A-7' });
  });

  it('shows a calculation card as its title and main result, in results and the sidebar preview', async () => {
    const { accessToken: token } = await subscriber();
    const computed = await postJson(server, token, '/tools/kill_mud_weight?new_chat=true', {
      sidpp_psi: 520,
      original_mud_weight_ppg: 10.2,
      tvd_ft: 10_000,
    });
    expect(computed.status).toBe(200);
    const { chat_id: chatId } = (await computed.json()) as { chat_id: string };

    const hits = (await search(token, 'kill mud weight')).filter(
      (result) => result.chat_id === chatId && result.message_id !== null,
    );
    const reply = hits.find((hit) => hit.role === 'assistant');
    // KMW = 10.2 + 520 / (0.052 × 10,000) = 11.2 ppg.
    expect(reply?.snippet).toContain('Kill mud weight: 11.2 ppg');
    expect(marked(reply)).toContain('Kill');
    for (const hit of hits) expect(hit.snippet).not.toMatch(/[{}"]|results|sidpp_psi/);

    const list = await api(server, token, '/history/chats');
    expect(list.status).toBe(200);
    const { chats } = (await list.json()) as { chats: { chat_id: string; preview: string }[] };
    expect(chats.find((chat) => chat.chat_id === chatId)?.preview).toBe(
      'Kill mud weight: 11.2 ppg',
    );
  });

  it('finds titles, renamed ones included', async () => {
    const { accessToken: token } = await subscriber();
    const chat = await ask(token, 'Noted question');
    await api(server, token, `/history/${chat.chat_id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Permian waterflood review' }),
    });
    const results = await search(token, 'waterflood');
    expect(results[0]).toMatchObject({
      chat_id: chat.chat_id,
      message_id: null,
      title: 'Permian waterflood review',
    });
    expect(marked(results[0])).toEqual(['waterflood']);
  });

  it('leaves out deleted chats and replaced versions', async () => {
    const { accessToken: token } = await subscriber();
    const gone = await ask(token, 'Tubing anchor question');
    await api(server, token, `/history/${gone.chat_id}`, { method: 'DELETE' });
    expect(await search(token, 'tubing anchor')).toEqual([]);

    const edited = await ask(token, 'Perforation phasing options');
    await postJson(server, token, `/prompt/${edited.user_message_id}/edit`, {
      content: 'Perforation density options',
    });
    const results = await search(token, 'phasing');
    expect(results.filter((result) => result.message_id !== null)).toEqual([]);
    expect((await search(token, 'density')).map((result) => result.message_id)).toHaveLength(1);
  });

  it('never shows another user’s chats', async () => {
    const first = await subscriber();
    const second = await subscriber();
    await ask(first.accessToken, 'Confidential decline of lease Zebra');
    expect((await search(first.accessToken, 'zebra')).length).toBeGreaterThan(0);
    expect(await search(second.accessToken, 'zebra')).toEqual([]);
    expect(await search(second.accessToken, 'hyperbolic')).toEqual([]);
  });

  it('answers search-box syntax and stop words without failing; bad input is a 422', async () => {
    const { accessToken: token } = await subscriber();
    await ask(token, 'Fit a decline to the Smith 2H');
    for (const q of [
      '"Smith 2H"',
      'decline -smith',
      'decline or casing',
      'the',
      '&|!():*',
      "O'Neil",
    ]) {
      const response = await api(server, token, `/history/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    // The question and the title name Smith; only the reply is left.
    expect((await search(token, 'decline -smith')).map((result) => result.role)).toEqual([
      'assistant',
    ]);
    expect(await search(token, 'the')).toEqual([]);
    for (const q of ['', '%20%20', 'x'.repeat(201)]) {
      const response = await api(server, token, `/history/search?q=${q}`);
      expect(response.status).toBe(422);
    }
    expect((await api(server, token, '/history/search')).status).toBe(422);
    expect((await fetch(`${server.url}/api/history/search?q=decline`)).status).toBe(401);
  });

  it('finds messages again after PostgreSQL lost the unlogged words (a restart from a crash)', async () => {
    const { accessToken: token } = await subscriber();
    const chat = await ask(token, 'Fit a decline to well B-2');
    // What a crash leaves: unlogged tables empty, the mark that the words are complete too.
    await server.db.query('TRUNCATE message_words, message_words_filled');
    const results = await search(token, 'hyperbolic');
    expect(results.map((result) => result.message_id)).toContain(chat.message_id);
    expect(await server.db.query('SELECT 1 FROM message_words_filled')).toHaveLength(1);
  });

  it('is answered by the full-text index of message words', async () => {
    const query = `EXPLAIN SELECT message_id FROM message_words
       WHERE words @@ websearch_to_tsquery('english', 'decline')`;
    await server.db.query('SET enable_seqscan = off');
    const forced = await server.db.query<{ 'QUERY PLAN': string }>(query);
    await server.db.query('SET enable_seqscan = on');
    expect(forced.map((row) => row['QUERY PLAN']).join('\n')).toContain('message_words_idx');
  });
});
