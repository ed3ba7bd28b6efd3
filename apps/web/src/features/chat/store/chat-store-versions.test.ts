import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedReplyText } from '../../../../test/scripted-model';
import {
  seedChat,
  signedInSession,
  subscribedSession,
  type TestSession,
} from '../../../../test/services';
import { getMessages } from '../api/get-messages';
import { ChatStore } from './chat-store';
import type { ChatThread } from './thread';

/*
 * Regenerate, edit and versions in the chat store, against the real server ("scripted": the fake
 * model echoes the message, see test/scripted-model.ts).
 */

const stores: ChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.restoreAllMocks();
});

function newStore(session: Pick<TestSession, 'api'>) {
  const store = new ChatStore({ api: session.api, renderIntervalMs: 5 });
  stores.push(store);
  return store;
}

async function until(store: ChatStore, key: string, predicate: (thread: ChatThread) => boolean) {
  return vi.waitFor(
    () => {
      const thread = store.getThread(key);
      if (!predicate(thread)) throw new Error('not yet');
      return thread;
    },
    { timeout: 8000, interval: 10 },
  );
}

/** A chat with one question and its finished reply; answers the chat's id. */
async function askedChat(store: ChatStore, question: string): Promise<string> {
  const draft = store.draftKey();
  await store.send(draft, question);
  const thread = await until(store, draft, (t) => !t.isTyping && t.chatId !== null);
  return thread.chatId ?? '';
}

describe('ChatStore versions', () => {
  it('regenerates the latest reply in place; the versions are reachable and kept by the server', async () => {
    const session = await subscribedSession('scripted');
    const store = newStore(session);
    const chatId = await askedChat(store, 'Regenerate me');
    const before = store.getThread(chatId);
    const reply = before.messages.at(-1);
    expect(reply?.content).toBe(scriptedReplyText('Regenerate me'));

    await store.regenerate(chatId, reply?.key ?? '');
    const after = await until(store, chatId, (t) => !t.isTyping);
    expect(after.messages).toHaveLength(2);
    const regenerated = after.messages.at(-1);
    expect(regenerated).toMatchObject({ role: 'assistant', status: 'complete' });
    expect(regenerated?.id).not.toBe(reply?.id);
    expect(regenerated?.versions).toEqual([reply?.id, regenerated?.id]);

    await store.showVersion(chatId, reply?.id ?? '');
    expect(store.getThread(chatId).messages.at(-1)?.id).toBe(reply?.id);
    const stored = (await getMessages(session.api, chatId)).messages;
    expect(stored.at(-1)?.id).toBe(reply?.id);
    expect(stored.at(-1)?.versions).toEqual([reply?.id, regenerated?.id]);
  });

  it('edits the latest message: what followed gives way to the new reply', async () => {
    const session = await subscribedSession('scripted');
    const store = newStore(session);
    const chatId = await askedChat(store, 'First wording');
    const question = store.getThread(chatId).messages[0];

    await store.edit(chatId, question?.key ?? '', '  Second wording ');
    const after = await until(store, chatId, (t) => !t.isTyping);
    expect(after.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Second wording'],
      ['assistant', scriptedReplyText('Second wording')],
    ]);
    expect(after.messages[0]?.versions).toEqual([question?.id, after.messages[0]?.id]);
    expect(after.messages[0]?.delivery).toBe('sent');
  });

  it('puts the thread back and says why when the server refuses (no plan)', async () => {
    const session = await signedInSession('scripted');
    const chatId = await seedChat(session, 'Old chat', ['Old question', 'Old answer']);
    const store = newStore(session);
    store.ensureLoaded(chatId);
    const before = (await until(store, chatId, (t) => t.messages.length === 2)).messages;

    await store.regenerate(chatId, before.at(-1)?.key ?? '');
    const after = await until(store, chatId, (t) => !t.isTyping);
    expect(after.messages).toEqual(before);
    expect(after.error).toBe(
      'Subscription required to continue chatting. Please upgrade to the Standard Plan.',
    );

    await store.edit(chatId, before[0]?.key ?? '', 'Changed');
    expect((await until(store, chatId, (t) => !t.isTyping)).messages).toEqual(before);
  });
});
