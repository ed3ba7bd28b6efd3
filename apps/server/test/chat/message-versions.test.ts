import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { pieceOf, readSse } from '../helpers/sse';

let server: TestServer;
let model: OpenAiFake;
let answered = 0;

interface StoredMessage {
  id: string;
  role: string;
  content: string;
  status: string;
  versions?: string[];
  attachments?: { name: string }[];
}

beforeAll(async () => {
  model = await startOpenAiFake();
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
beforeEach(() => {
  // Each answer is numbered and names the question it answers, so versions tell apart.
  model.setScript([], (request) => {
    answered += 1;
    const question = request.body.messages.at(-1);
    return textStream(`Answer ${answered} to ${String(question?.content)}`);
  });
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
    response: string;
  };
}

async function shown(token: string, chatId: string): Promise<StoredMessage[]> {
  const response = await api(server, token, `/history/${chatId}/messages`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: StoredMessage[] }).messages;
}

async function used(userId: string): Promise<number> {
  const [row] = await server.db.query<{ used: number }>(
    'SELECT coalesce(sum(used), 0)::int AS used FROM message_allowance WHERE user_id = $1',
    [userId],
  );
  return row?.used ?? 0;
}

const detail = async (response: Response) => ((await response.json()) as { detail: string }).detail;

describe('POST /prompt/{id}/regenerate', () => {
  it('replaces the latest reply with a new version; both stay reachable; it counts', async () => {
    const { accessToken: token, userId } = await subscriber();
    const first = await ask(token, 'Kill mud weight?');
    expect(await used(userId)).toBe(1);

    const response = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, {});
    expect(response.status).toBe(200);
    const again = (await response.json()) as { message_id: string; user_message_id: string };
    expect(again.user_message_id).toBe(first.user_message_id);
    expect(again.message_id).not.toBe(first.message_id);
    expect(await used(userId)).toBe(2);

    const messages = await shown(token, first.chat_id);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Kill mud weight?'],
      ['assistant', expect.stringMatching(/^Answer \d+ to Kill mud weight\?$/)],
    ]);
    expect(messages[1]?.id).toBe(again.message_id);
    expect(messages[1]?.versions).toEqual([first.message_id, again.message_id]);
    // The model was asked the same history again: no trace of the replaced reply.
    expect(model.requests.at(-1)?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);

    // ‹ 1/2 ›: the first version shows again, and the choice is kept.
    const back = await api(
      server,
      token,
      `/history/${first.chat_id}/messages/${first.message_id}/show`,
      { method: 'POST' },
    );
    expect(back.status).toBe(200);
    const page = (await back.json()) as { messages: StoredMessage[] };
    expect(page.messages.map((m) => m.id)).toEqual([first.user_message_id, first.message_id]);
    expect((await shown(token, first.chat_id))[1]).toMatchObject({
      id: first.message_id,
      content: first.response,
      versions: [first.message_id, again.message_id],
    });
  });

  it('is idempotent: a retry with the same client id answers the same version and counts once', async () => {
    const { accessToken: token, userId } = await subscriber();
    const first = await ask(token, 'Casing burst rating?');
    const body = { client_message_id: 'regen-0001-abcdef' };
    const one = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, body);
    const two = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, body);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    const [a, b] = (await Promise.all([one.json(), two.json()])) as { message_id: string }[];
    expect(b?.message_id).toBe(a?.message_id);
    expect(await used(userId)).toBe(2);
    const messages = await shown(token, first.chat_id);
    expect(messages).toHaveLength(2);
    expect(messages[1]?.versions).toHaveLength(2);
    // Without a client id, the replaced reply is no longer the latest: nothing new is made.
    const stale = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, {});
    expect(stale.status).toBe(409);
    expect(await detail(stale)).toBe('Only the latest reply can be regenerated.');
    expect(await used(userId)).toBe(2);
  });

  it('streams like /prompt', async () => {
    const { accessToken: token } = await subscriber();
    const first = await ask(token, 'Stream it');
    const response = await fetch(`${server.url}/api/prompt/${first.message_id}/regenerate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    let text = '';
    const { events } = await readSse(response, (event) => {
      if (event.event === 'message') text += pieceOf(event);
    });
    expect(events[0]?.event).toBe('start');
    expect(JSON.parse(events[0]?.data ?? '{}')).toMatchObject({
      chat_id: first.chat_id,
      user_message_id: first.user_message_id,
    });
    expect(text).toMatch(/^Answer \d+ to Stream it$/);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('refuses an earlier reply (409), a question (404), and counts nothing', async () => {
    const { accessToken: token, userId } = await subscriber();
    const first = await ask(token, 'One');
    await ask(token, 'Two', first.chat_id);
    const earlier = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, {});
    expect(earlier.status).toBe(409);
    const question = await postJson(
      server,
      token,
      `/prompt/${first.user_message_id}/regenerate`,
      {},
    );
    expect(question.status).toBe(404);
    const malformed = await postJson(server, token, '/prompt/not-an-id/regenerate', {});
    expect(malformed.status).toBe(404);
    const badBody = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, {
      client_message_id: 'x',
    });
    expect(badBody.status).toBe(422);
    expect(await used(userId)).toBe(2);
  });

  it('needs the plan and the allowance like a sent message', async () => {
    const { accessToken: token, userId } = await subscriber();
    const first = await ask(token, 'Allowance');
    await server.db.query('UPDATE message_allowance SET used = 1000 WHERE user_id = $1', [userId]);
    const spent = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, {});
    expect(spent.status).toBe(429);
    // The provisional access runs out.
    await server.db.query(
      "UPDATE subscriptions SET provisional_expires_at = now() - interval '1 second' WHERE user_id = $1",
      [userId],
    );
    await server.db.query('UPDATE message_allowance SET used = 1 WHERE user_id = $1', [userId]);
    const lapsed = await postJson(server, token, `/prompt/${first.message_id}/regenerate`, {});
    expect(lapsed.status).toBe(402);
    // Refused: the reply shown is still the first one, and no version was made.
    const messages = await shown(token, first.chat_id);
    expect(messages.map((m) => m.id)).toEqual([first.user_message_id, first.message_id]);
    expect(messages[1]?.versions).toBeUndefined();
  });
});

describe('POST /prompt/{id}/edit', () => {
  it('continues from the edited message; the earlier branch stays reachable', async () => {
    const { accessToken: token, userId } = await subscriber();
    const first = await ask(token, 'Mud weight for 5,000 psi at 10,000 ft?');
    const response = await postJson(server, token, `/prompt/${first.user_message_id}/edit`, {
      content: 'Mud weight for 5,200 psi at 10,000 ft?',
    });
    expect(response.status).toBe(200);
    const edited = (await response.json()) as {
      user_message_id: string;
      message_id: string;
      response: string;
    };
    expect(edited.response).toMatch(/to Mud weight for 5,200 psi/);
    expect(await used(userId)).toBe(2);

    const messages = await shown(token, first.chat_id);
    expect(messages.map((m) => [m.id, m.content])).toEqual([
      [edited.user_message_id, 'Mud weight for 5,200 psi at 10,000 ft?'],
      [edited.message_id, edited.response],
    ]);
    expect(messages[0]?.versions).toEqual([first.user_message_id, edited.user_message_id]);

    // The conversation goes on from the edit; then the first branch is shown again, whole.
    const next = await ask(token, 'And in ppg?', first.chat_id);
    expect(
      model.requests
        .at(-1)
        ?.body.messages.slice(1)
        .map((m) => m.content),
    ).toEqual(['Mud weight for 5,200 psi at 10,000 ft?', edited.response, 'And in ppg?']);
    const back = await api(
      server,
      token,
      `/history/${first.chat_id}/messages/${first.user_message_id}/show`,
      { method: 'POST' },
    );
    expect(back.status).toBe(200);
    expect((await shown(token, first.chat_id)).map((m) => m.id)).toEqual([
      first.user_message_id,
      first.message_id,
    ]);
    // And forward again: the edit with what followed it.
    await api(server, token, `/history/${first.chat_id}/messages/${edited.user_message_id}/show`, {
      method: 'POST',
    });
    expect((await shown(token, first.chat_id)).map((m) => m.id)).toEqual([
      edited.user_message_id,
      edited.message_id,
      next.user_message_id,
      next.message_id,
    ]);
  });

  it('refuses an earlier message, a reply, and blank text', async () => {
    const { accessToken: token } = await subscriber();
    const first = await ask(token, 'First');
    const second = await ask(token, 'Second', first.chat_id);
    const earlier = await postJson(server, token, `/prompt/${first.user_message_id}/edit`, {
      content: 'changed',
    });
    expect(earlier.status).toBe(409);
    expect(await detail(earlier)).toBe('Only your latest message can be edited.');
    const reply = await postJson(server, token, `/prompt/${second.message_id}/edit`, {
      content: 'changed',
    });
    expect(reply.status).toBe(404);
    const blank = await postJson(server, token, `/prompt/${second.user_message_id}/edit`, {
      content: '   ',
    });
    expect(blank.status).toBe(422);
    const none = await postJson(server, token, `/prompt/${second.user_message_id}/edit`, {});
    expect(none.status).toBe(422);
  });

  it('keeps the files the message carried', async () => {
    const { accessToken: token } = await subscriber();
    const form = new FormData();
    form.append('file', new Blob(['month,oil\n2024-01,100\n']), 'A-1.csv');
    const upload = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const file = (await upload.json()) as { id: string };
    const sent = await postJson(server, token, '/prompt', {
      messages: [{ role: 'user', content: 'Read this' }],
      attachment_ids: [file.id],
    });
    const first = (await sent.json()) as { chat_id: string; user_message_id: string };
    const edited = await postJson(server, token, `/prompt/${first.user_message_id}/edit`, {
      content: 'Read this file please',
    });
    expect(edited.status).toBe(200);
    expect(model.requests.at(-1)?.body.messages.at(-1)?.content).toContain('A-1.csv');
    const messages = await shown(token, first.chat_id);
    expect(messages[0]?.attachments?.map((a) => a.name)).toEqual(['A-1.csv']);
  });
});

describe('another user', () => {
  it('gets 404 for every action on the first user’s messages, and nothing changes', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const first = await ask(owner.accessToken, 'Private question');
    await postJson(server, owner.accessToken, `/prompt/${first.message_id}/regenerate`, {});
    const calls = [
      postJson(server, other.accessToken, `/prompt/${first.message_id}/regenerate`, {}),
      postJson(server, other.accessToken, `/prompt/${first.user_message_id}/edit`, {
        content: 'hijack',
      }),
      api(
        server,
        other.accessToken,
        `/history/${first.chat_id}/messages/${first.message_id}/show`,
        {
          method: 'POST',
        },
      ),
      api(server, other.accessToken, `/history/${first.chat_id}/export`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    // The owner naming the message under another of their chats changes nothing either.
    const elsewhere = await ask(owner.accessToken, 'Another chat');
    const wrongChat = await api(
      server,
      owner.accessToken,
      `/history/${elsewhere.chat_id}/messages/${first.message_id}/show`,
      { method: 'POST' },
    );
    expect(wrongChat.status).toBe(404);
    expect(await used(other.userId)).toBe(0);
    const messages = await shown(owner.accessToken, first.chat_id);
    expect(messages[1]?.versions).toHaveLength(2);
    expect(messages[1]?.id).not.toBe(first.message_id);
    const noToken = await fetch(`${server.url}/api/prompt/${first.message_id}/regenerate`, {
      method: 'POST',
    });
    expect(noToken.status).toBe(401);
  });
});
