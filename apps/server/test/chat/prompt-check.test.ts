import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

/*
 * `POST /api/prompt/check`, the Backend Integration Test's prompt: the assistant answers a fixed
 * message, and the user's history and daily allowance are left as they were.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const check = (token: string) => api(server, token, '/prompt/check', { method: 'POST' });

async function storedRows(userId: string): Promise<{ chats: number; messages: number }> {
  const [row] = await server.db.query<{ chats: number; messages: number }>(
    `SELECT (SELECT count(*)::int FROM chats WHERE user_id = $1) AS chats,
            (SELECT count(*)::int FROM messages m JOIN chats c ON c.id = m.chat_id
              WHERE c.user_id = $1) AS messages`,
    [userId],
  );
  return row ?? { chats: -1, messages: -1 };
}

describe('POST /api/prompt/check', () => {
  it('answers from the assistant and stores nothing, counts nothing', async () => {
    const { accessToken, userId } = await signUpUser(server);
    const response = await check(accessToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; provider: string };
    expect(body.provider).toBe('offline');
    expect(body.response.trim().length).toBeGreaterThan(0);
    expect(await storedRows(userId)).toEqual({ chats: 0, messages: 0 });
    const usage = await server.db.query('SELECT used FROM message_allowance WHERE user_id = $1', [
      userId,
    ]);
    expect(usage).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/prompt/check`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('is limited per user, with Retry-After', async () => {
    const { accessToken } = await signUpUser(server);
    const other = await signUpUser(server);
    for (let i = 0; i < 10; i += 1) expect((await check(accessToken)).status).toBe(200);
    const refused = await check(accessToken);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user's checks are counted on their own.
    expect((await check(other.accessToken)).status).toBe(200);
  });
});
