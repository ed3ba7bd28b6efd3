import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { INTERRUPTED_MESSAGE } from '../../src/modules/chat/reply-runner';
import { postJson } from '../helpers/api';
import { signUpUser, startServerPair, type TestServer } from '../helpers/server';
import { pieceOf, readSse, type SseEvent } from '../helpers/sse';
import { grantStandard } from '../helpers/subscription';

/*
 * A process shutting down (decision 050) tells each stream's client to re-attach — the client
 * continues on another process from where it was — and keeps the reply going until it finishes
 * (or the grace bound interrupts it, stored as such).
 */

const WORDS = Array.from({ length: 12 }, (_, index) => `word${index}`);
const FULL_REPLY = WORDS.join(' ');

let model: OpenAiFake;
let pair: { first: TestServer; second: TestServer; close: () => Promise<void> } | undefined;

beforeAll(async () => {
  model = await startOpenAiFake();
});
afterAll(() => model.close());
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

async function startPair() {
  pair = await startServerPair({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
  });
  return pair;
}

function slowReply(delayMs: number): void {
  model.setScript(
    [],
    textStream(...WORDS.map((word, index) => ({ text: index === 0 ? word : ` ${word}`, delayMs }))),
  );
}

/** Follows a stream, collecting its text in order (checked against each event's offset). */
function collector() {
  const state = { text: '', messageId: '', end: '', reconnectOffset: -1, misplaced: 0 };
  const onEvent = (event: SseEvent): void => {
    if (event.event === 'start') {
      state.messageId = (JSON.parse(event.data) as { message_id: string }).message_id;
    } else if (event.event === 'message') {
      const piece = pieceOf(event);
      if (Number(event.id) !== state.text.length + piece.length) state.misplaced += 1;
      state.text += piece;
    } else if (event.event === 'reconnect') {
      state.reconnectOffset = (JSON.parse(event.data) as { offset: number }).offset;
    } else {
      state.end =
        event.event === 'done' ? (JSON.parse(event.data) as { status: string }).status : event.data;
    }
  };
  return { state, onEvent };
}

it(
  'hands a stream over on shutdown: the client re-attaches elsewhere and gets the rest once',
  { timeout: 120_000 },
  async () => {
    const { first, second } = await startPair();
    slowReply(150);
    const { accessToken } = await signUpUser(first);
    await grantStandard(first, accessToken);
    const { state, onEvent } = collector();
    const streaming = await postJson(
      first,
      accessToken,
      '/prompt',
      { messages: [{ role: 'user', content: 'Tell me twelve words' }] },
      { accept: 'text/event-stream' },
    );
    expect(streaming.status).toBe(200);
    let drained: Promise<void> | undefined;
    await readSse(streaming, (event) => {
      onEvent(event);
      // Part of the reply is here: the process starts shutting down.
      if (event.event === 'message' && drained === undefined) {
        drained = first.app.operations.lifecycle.drain({ drainDelayMs: 0, graceMs: 60_000 });
      }
    });
    // The stream ended with `reconnect` at the offset the client has, before the reply did.
    expect(state.end).toBe('');
    expect(state.reconnectOffset).toBe(state.text.length);
    expect(state.text.length).toBeLessThan(FULL_REPLY.length);

    const again = await fetch(`${second.url}/api/prompt/${state.messageId}/stream`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        'last-event-id': String(state.text.length),
      },
    });
    expect(again.status).toBe(200);
    await readSse(again, onEvent);
    expect(state.end).toBe('complete');
    expect(state.text).toBe(FULL_REPLY);
    expect(state.misplaced).toBe(0);

    // The draining process finished the reply and stored it whole.
    await drained;
    const [row] = await second.db.query<{ status: string; content: string }>(
      'SELECT status, content FROM messages WHERE id = $1',
      [state.messageId],
    );
    expect(row).toEqual({ status: 'complete', content: FULL_REPLY });
  },
);

it(
  'interrupts a reply still running when the grace ends, and stores it as interrupted',
  { timeout: 120_000 },
  async () => {
    const { first, second } = await startPair();
    slowReply(2_000);
    const { accessToken } = await signUpUser(first);
    await grantStandard(first, accessToken);
    const streaming = await postJson(
      first,
      accessToken,
      '/prompt',
      { messages: [{ role: 'user', content: 'Tell me twelve slow words' }] },
      { accept: 'text/event-stream' },
    );
    const { state, onEvent } = collector();
    await readSse(streaming, (event) => {
      onEvent(event);
      return event.event === 'start';
    });
    await first.app.operations.lifecycle.drain({ drainDelayMs: 0, graceMs: 300 });
    const [row] = await second.db.query<{ status: string; error: string }>(
      'SELECT status, error FROM messages WHERE id = $1',
      [state.messageId],
    );
    expect(row).toEqual({ status: 'error', error: INTERRUPTED_MESSAGE });
  },
);
