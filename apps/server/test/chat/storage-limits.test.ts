import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

// Small limits, so a test reaches them in a few requests; the offline engine answers prompts.
const CHATS = 2;
const BYTES = 2048;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    LLM_PROVIDER: 'offline',
    MAX_CHATS_PER_USER: String(CHATS),
    MAX_STORED_BYTES_PER_USER: String(BYTES),
  });
});
afterAll(async () => {
  await server.close();
});

async function subscriber(): Promise<{ accessToken: string; userId: string }> {
  const user = await signUpUser(server);
  await grantStandard(server, user.accessToken);
  return user;
}

async function detail(response: Response): Promise<string> {
  return ((await response.json()) as { detail: string }).detail;
}

describe('what one account keeps', () => {
  it('refuses a chat past MAX_CHATS_PER_USER, through /history and /prompt; deleting one makes room', async () => {
    const { accessToken, userId } = await subscriber();
    const made: string[] = [];
    for (let i = 0; i < CHATS; i += 1) {
      const response = await postJson(server, accessToken, '/history', { title: `Well ${i}` });
      expect(response.status).toBe(201);
      made.push(((await response.json()) as { chat_id: string }).chat_id);
    }
    const third = await postJson(server, accessToken, '/history', { title: 'Well 3' });
    expect(third.status).toBe(403);
    expect(await detail(third)).toBe(
      'You have 2 chats, the most an account keeps. Delete chats you no longer need to start new ones.',
    );
    const prompt = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'Convert 5000 ft to m' }],
    });
    expect(prompt.status).toBe(403);
    const rows = await server.db.query('SELECT id FROM chats WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(CHATS);
    const used = await server.db.query<{ used: number }>(
      'SELECT coalesce(sum(used), 0)::int AS used FROM message_allowance WHERE user_id = $1',
      [userId],
    );
    expect(used[0]?.used).toBe(0);

    expect(
      (await api(server, accessToken, `/history/${made[0]}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await postJson(server, accessToken, '/history', { title: 'Well 3' })).status).toBe(201);
  });

  it('refuses text past MAX_STORED_BYTES_PER_USER, whichever way it is stored', async () => {
    const { accessToken, userId } = await subscriber();
    const created = await postJson(server, accessToken, '/history', {
      messages: [{ role: 'user', content: 'x'.repeat(1500) }],
    });
    expect(created.status).toBe(201);
    const { chat_id: chatId } = (await created.json()) as { chat_id: string };

    const append = await postJson(server, accessToken, `/history/${chatId}/messages`, {
      role: 'user',
      content: 'y'.repeat(600),
    });
    expect(append.status).toBe(403);
    expect(await detail(append)).toBe(
      'Your chats hold 2 KB of text, the most an account keeps. Delete chats you no longer need to store more.',
    );
    const prompt = await postJson(server, accessToken, '/prompt', {
      chat_id: chatId,
      messages: [{ role: 'user', content: `Convert 5000 ft to m ${'z'.repeat(600)}` }],
    });
    expect(prompt.status).toBe(403);
    const stored = await server.db.query<{ content: string }>(
      'SELECT content FROM messages WHERE user_id = $1',
      [userId],
    );
    expect(stored.map((row) => row.content.length)).toEqual([1500]);

    // Within the limit, the store goes through.
    expect(
      (
        await postJson(server, accessToken, `/history/${chatId}/messages`, {
          role: 'user',
          content: 'short',
        })
      ).status,
    ).toBe(201);
  });

  it('counts each account on its own', async () => {
    const first = await subscriber();
    const second = await subscriber();
    for (let i = 0; i < CHATS; i += 1) {
      expect(
        (await postJson(server, first.accessToken, '/history', { title: `A${i}` })).status,
      ).toBe(201);
    }
    expect((await postJson(server, second.accessToken, '/history', { title: 'B0' })).status).toBe(
      201,
    );
  });
});
