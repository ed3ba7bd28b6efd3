import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { INTERRUPTED_MESSAGE } from '../../src/modules/chat/reply-runner';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { listeningUrl, PROCESS_BOUND, startProcess, type ServerProcess } from '../helpers/process';

/*
 * A process killed while a reply streams leaves the reply half written. The next start fails it
 * at once, with the interruption message, rather than showing it "streaming" for a while, and
 * keeps the text saved before the kill (decision 038: its chunks are folded into its row).
 */

let model: OpenAiFake;
const started: ServerProcess[] = [];
beforeAll(async () => {
  model = await startOpenAiFake();
});
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await model.close();
});

function start(dir: string): ServerProcess {
  const server = startProcess({
    DATA_DIR: dir,
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
  });
  started.push(server);
  return server;
}

async function json<T>(response: Response): Promise<T> {
  expect(response.ok, `${response.status} ${response.url}`).toBe(true);
  return (await response.json()) as T;
}

it(
  'fails a reply its dead process left streaming as soon as the server starts again',
  PROCESS_BOUND,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'petrosage-interrupted-'));
    model.setScript([], textStream('Half ', { text: 'never sent', delayMs: 60_000 }));
    const first = start(dir);
    const url = await listeningUrl(first);
    const { access_token: token } = await json<{ access_token: string }>(
      await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `cut-${Date.now()}@example.com`, password: 'drill1ng-Rig' }),
      }),
    );
    const auth = { authorization: `Bearer ${token}` };
    await json(
      await fetch(`${url}/api/payments/grant-provisional-access`, {
        method: 'POST',
        headers: auth,
      }),
    );
    const streaming = await fetch(`${url}/api/prompt`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'How is the kick?' }] }),
    });
    const body = streaming.body;
    if (!body) throw new Error('no stream');
    const reader = (body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('Half')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      seen += decoder.decode(chunk.value, { stream: true });
    }
    const chatId = /"chat_id":"(chat_[^"]+)"/.exec(seen)?.[1] ?? '';
    expect(chatId).not.toBe('');
    // The text so far is saved (a chunk) within a few seconds; the kill comes after.
    await vi.waitFor(
      async () => {
        const { messages } = await json<{ messages: { role: string; content: string }[] }>(
          await fetch(`${url}/api/history/${chatId}/messages`, { headers: auth }),
        );
        expect(messages[1]?.content).toBe('Half ');
      },
      { timeout: 20_000, interval: 200 },
    );
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = start(dir);
    const again = await listeningUrl(second);
    const { messages } = await json<{
      messages: { role: string; status: string; error: string | null; content: string }[];
    }>(await fetch(`${again}/api/history/${chatId}/messages`, { headers: auth }));
    expect(messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'error'],
    ]);
    expect(messages[1]?.error).toBe(INTERRUPTED_MESSAGE);
    expect(messages[1]?.content).toBe('Half ');
  },
);
