import { afterAll, beforeAll, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/* One account cannot keep more than MAX_REPLIES_IN_PROGRESS_PER_USER replies streaming. */

let model: OpenAiFake;
let server: TestServer;
beforeAll(async () => {
  model = await startOpenAiFake();
  server = await startServer({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
    MAX_REPLIES_IN_PROGRESS_PER_USER: '2',
  });
  model.setScript([], textStream('Slow ', { text: 'answer.', delayMs: 3_000 }));
});
afterAll(async () => {
  await server.close();
  await model.close();
});

async function subscriber(): Promise<string> {
  const { accessToken } = await signUpUser(server);
  await grantStandard(server, accessToken);
  return accessToken;
}

/** Starts a reply and leaves it streaming (the server goes on without the client). */
async function startReply(token: string, content: string) {
  const response = await postJson(
    server,
    token,
    '/prompt',
    { messages: [{ role: 'user', content }] },
    { accept: 'text/event-stream' },
  );
  if (response.status !== 200) return { status: response.status, body: await response.text() };
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  await reader.cancel();
  return { status: 200, messageId: /"message_id":"([^"]+)"/.exec(first)?.[1] ?? '' };
}

it('answers 429 past the replies one account may have in progress, and again once one ends', async () => {
  const token = await subscriber();
  const first = await startReply(token, 'first');
  const second = await startReply(token, 'second');
  expect([first.status, second.status]).toEqual([200, 200]);

  const third = await startReply(token, 'third');
  expect(third.status).toBe(429);
  expect(JSON.parse(third.body ?? '{}')).toMatchObject({
    detail:
      'You have 2 replies in progress: wait for one to finish, or stop one, before asking again.',
  });

  // Another account is not held back.
  expect((await startReply(await subscriber(), 'someone else')).status).toBe(200);

  // Once one reply is stopped, the account may ask again.
  const stop = await postJson(server, token, `/prompt/${first.messageId ?? ''}/stop`, {});
  expect(stop.status).toBe(200);
  expect((await startReply(token, 'fourth')).status).toBe(200);
});
