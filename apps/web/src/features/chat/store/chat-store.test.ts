import { MessagePageSchema, PromptStreamStartSchema } from '@petrosage/contracts/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedReplyText } from '../../../../test/scripted-model';
import {
  seedChat,
  signedInSession,
  signedOutServices,
  subscribedSession,
  type TestSession,
} from '../../../../test/services';
import { createApiClient } from '../../../lib/api-client';
import { readServerSentEvents } from '../../../lib/sse';
import { getMessages } from '../api/get-messages';
import { openPromptStream } from '../api/send-prompt';
import { ChatStore } from './chat-store';
import type { ChatThread } from './thread';

/*
 * The chat store against the real server ("scripted": its OpenAI-compatible provider talks to a
 * local fake model whose reply each test picks through its message, see test/scripted-model.ts).
 */

const stores: ChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.restoreAllMocks();
});

function newStore(
  session: Pick<TestSession, 'api'>,
  options: { now?: () => number; pageSize?: number } = {},
) {
  const store = new ChatStore({ api: session.api, renderIntervalMs: 5, ...options });
  stores.push(store);
  return store;
}

async function until(
  store: ChatStore,
  key: string,
  predicate: (thread: ChatThread) => boolean,
  timeout = 8000,
): Promise<ChatThread> {
  return vi.waitFor(
    () => {
      const thread = store.getThread(key);
      if (!predicate(thread)) throw new Error('not yet');
      return thread;
    },
    { timeout, interval: 10 },
  );
}

const lastMessage = (thread: ChatThread) => thread.messages.at(-1);

async function storedMessages(session: TestSession, chatId: string) {
  return (await getMessages(session.api, chatId, { limit: 200 })).messages;
}

describe('ChatStore against the real server', () => {
  it('sends: the message shows at once, the reply streams in and both are stored', async () => {
    const session = await subscribedSession('scripted');
    const store = newStore(session);
    const draft = store.draftKey();
    const created: string[] = [];
    store.events.on('chat-created', ({ draftKey, chatId }) =>
      created.push(`${draftKey}→${chatId}`),
    );
    const question = '[slow 8x40] What is the water cut?';
    const seen: ChatThread[] = [];
    store.subscribe(() => seen.push(store.getThread(draft)));

    const sending = store.send(draft, `   ${question}  `);
    await sending;
    const done = store.getThread(draft);
    expect(done.isTyping).toBe(false);

    // Optimistic: the trimmed message and the typing state came before any answer…
    expect(seen[0]).toMatchObject({ isTyping: false, chatId: null });
    expect(seen[0]?.messages).toEqual([
      expect.objectContaining({ role: 'user', content: question, delivery: 'sending', id: null }),
    ]);
    expect(seen.find((t) => t.isTyping)?.chatId).toBeNull();
    // …and the reply's text arrived piece by piece before it was complete.
    const fullLength = scriptedReplyText(question).length;
    const partial = seen.filter((t) => {
      const reply = lastMessage(t);
      return (
        reply?.status === 'streaming' &&
        reply.content.length > 0 &&
        reply.content.length < fullLength
      );
    });
    expect(partial.length).toBeGreaterThan(1);

    const [user, reply] = done.messages;
    expect(done.chatId).toMatch(/^chat_/);
    expect(user).toMatchObject({ role: 'user', content: question, delivery: 'sent' });
    expect(reply).toMatchObject({
      role: 'assistant',
      status: 'complete',
      content: scriptedReplyText(question),
    });
    expect(created).toEqual([`${draft}→${done.chatId}`]);
    // The draft key now leads to the stored chat; so does its id.
    expect(store.getThread(done.chatId ?? '')).toBe(done);

    const stored = await storedMessages(session, done.chatId ?? '');
    expect(stored.map((m) => [m.id, m.role, m.content, m.status])).toEqual([
      [user?.id, 'user', question, 'complete'],
      [reply?.id, 'assistant', scriptedReplyText(question), 'complete'],
    ]);
  });

  it('ignores blank messages and a second send while a reply is pending', async () => {
    const session = await subscribedSession('scripted');
    const store = newStore(session);
    const draft = store.draftKey();

    await store.send(draft, '  \n\t ');
    expect(store.getThread(draft).messages).toEqual([]);

    const first = store.send(draft, '[slow 6x40] first');
    await until(store, draft, (t) => t.isTyping);
    await store.send(draft, 'second, while typing');
    await first;
    const done = await until(store, draft, (t) => !t.isTyping);

    expect(done.messages.map((m) => m.content)).toEqual([
      '[slow 6x40] first',
      scriptedReplyText('[slow 6x40] first'),
    ]);
    expect(await storedMessages(session, done.chatId ?? '')).toHaveLength(2);
  });

  it('without a session logs "No user authenticated" and does nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore(signedOutServices('scripted'));
    const draft = store.draftKey();

    await store.send(draft, 'Hello?');

    expect(logged).toHaveBeenCalledWith('No user authenticated');
    expect(store.getThread(draft)).toMatchObject({ messages: [], isTyping: false, error: null });
  });

  it('after a reload re-attaches to the reply still being written and shows it completing', async () => {
    const session = await subscribedSession('scripted');
    const question = '[slow 24x50] Give me the long answer';
    const before = newStore(session);
    const draft = before.draftKey();
    void before.send(draft, question);
    const midway = await until(before, draft, (t) => (lastMessage(t)?.content.length ?? 0) > 20);
    const chatId = midway.chatId ?? '';
    // The page goes away mid-reply; the server keeps generating.
    before.dispose();

    const after = newStore(session);
    after.ensureLoaded(chatId);
    const resumed = await until(after, chatId, (t) => t.isTyping);
    expect(lastMessage(resumed)?.status).toBe('streaming');
    const done = await until(after, chatId, (t) => !t.isTyping);

    const fullText = scriptedReplyText(question);
    expect(lastMessage(done)).toMatchObject({ status: 'complete', content: fullText });
    expect(done.messages).toHaveLength(2);
    const stored = await storedMessages(session, chatId);
    expect(stored.at(-1)).toMatchObject({ status: 'complete', content: fullText });
  });

  it('stop ends the reply early; the text so far is kept, marked stopped, here and on the server', async () => {
    const session = await subscribedSession('scripted');
    const question = '[slow 40x60] Talk for a while';
    const store = newStore(session);
    const draft = store.draftKey();
    void store.send(draft, question);
    await until(store, draft, (t) => (lastMessage(t)?.content.length ?? 0) > 10);

    await store.stop(draft);
    const done = await until(store, draft, (t) => !t.isTyping);

    const reply = lastMessage(done);
    const fullText = scriptedReplyText(question);
    expect(reply?.status).toBe('stopped');
    expect(reply?.content.length).toBeGreaterThan(0);
    expect(reply?.content.length).toBeLessThan(fullText.length);
    expect(fullText.startsWith(reply?.content ?? '')).toBe(true);
    const stored = await storedMessages(session, done.chatId ?? '');
    expect(stored.at(-1)).toMatchObject({ status: 'stopped', content: reply?.content });
  });

  it('a message refused by the server can be sent again without duplicates', async () => {
    const session = await subscribedSession('scripted');
    let expired = true;
    // The first call goes out with a spent token (the server answers 401), later ones are fine.
    const api = createApiClient({
      baseUrl: session.api.baseUrl,
      getAccessToken: () => Promise.resolve(expired ? 'spent-token' : session.accessToken),
    });
    const store = newStore({ api });
    const draft = store.draftKey();

    await store.send(draft, 'Retry me');
    const failed = store.getThread(draft);
    expect(failed).toMatchObject({
      isTyping: false,
      error: 'Your session has expired or ended. Please sign in again.',
    });
    expect(failed.messages).toHaveLength(1);
    expect(failed.messages[0]).toMatchObject({ content: 'Retry me', delivery: 'failed' });

    expired = false;
    await store.retry(draft, failed.messages[0]?.key ?? '');
    const done = await until(store, draft, (t) => !t.isTyping && t.chatId !== null);

    expect(done.error).toBeNull();
    expect(done.messages.map((m) => [m.role, m.content, m.delivery])).toEqual([
      ['user', 'Retry me', 'sent'],
      ['assistant', 'Echo: Retry me', 'sent'],
    ]);
    expect(await storedMessages(session, done.chatId ?? '')).toHaveLength(2);
  });

  it('the same client_message_id twice yields the same messages, stored once', async () => {
    const session = await subscribedSession('scripted');
    const clientMessageId = crypto.randomUUID();
    const starts = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await openPromptStream(session.api, {
        messages: [{ role: 'user', content: 'Only once, please' }],
        client_message_id: clientMessageId,
      });
      let start: unknown;
      await readServerSentEvents(response.body ?? new ReadableStream(), (event) => {
        if (event.type === 'start') start = JSON.parse(event.data);
      });
      starts.push(PromptStreamStartSchema.parse(start));
    }
    expect(starts[1]).toEqual(starts[0]);
    const stored = await storedMessages(session, starts[0]?.chat_id ?? '');
    expect(stored.map((m) => m.content)).toEqual(['Only once, please', 'Echo: Only once, please']);
  });
});

describe('ChatStore loading rules (docs/product.md §4)', () => {
  const chatWithMessages = (session: TestSession, count: number) =>
    seedChat(
      session,
      'Seeded',
      Array.from({ length: count }, (_, i) => `Message ${i + 1}`),
    );

  it('loads once: not while a load runs, not when messages exist', async () => {
    const session = await signedInSession();
    const chatId = await chatWithMessages(session, 3);
    const store = newStore(session);

    store.ensureLoaded(chatId);
    const started = store.getThread(chatId);
    expect(started.isLoading).toBe(true);
    store.ensureLoaded(chatId);
    expect(store.getThread(chatId)).toBe(started);

    const loaded = await until(store, chatId, (t) => !t.isLoading);
    expect(loaded.messages.map((m) => m.content)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    store.ensureLoaded(chatId);
    expect(store.getThread(chatId)).toBe(loaded);
  });

  it('an empty chat is not loaded again within 5000 ms of the previous load', async () => {
    const session = await signedInSession();
    const chatId = await chatWithMessages(session, 0);
    let now = 1_000_000;
    const store = newStore(session, { now: () => now });

    store.ensureLoaded(chatId);
    const loaded = await until(store, chatId, (t) => !t.isLoading);
    expect(loaded).toMatchObject({ messages: [], lastLoadStartedAt: 1_000_000 });

    now += 4999;
    store.ensureLoaded(chatId);
    expect(store.getThread(chatId)).toBe(loaded);

    now += 1;
    store.ensureLoaded(chatId);
    expect(store.getThread(chatId)).toMatchObject({
      isLoading: true,
      lastLoadStartedAt: 1_005_000,
    });
    await until(store, chatId, (t) => !t.isLoading);
  });

  it('opens at the newest page and loads older pages in order', async () => {
    const session = await signedInSession();
    const chatId = await chatWithMessages(session, 25);
    const store = newStore(session, { pageSize: 10 });

    store.ensureLoaded(chatId);
    const newest = await until(store, chatId, (t) => !t.isLoading);
    expect(newest.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Message ${i + 16}`),
    );
    expect(newest.olderCursor).not.toBeNull();

    await store.loadOlder(chatId);
    await store.loadOlder(chatId);
    const all = store.getThread(chatId);
    expect(all.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Message ${i + 1}`),
    );
    expect(all.olderCursor).toBeNull();
    // The page contract holds for the raw answer too.
    expect(MessagePageSchema.safeParse(await getMessages(session.api, chatId)).success).toBe(true);
  });
});
