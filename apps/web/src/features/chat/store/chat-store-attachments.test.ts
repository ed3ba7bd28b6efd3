import { UploadedFileSchema, type UploadedFile } from '@petrosage/contracts/files';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession, type TestSession } from '../../../../test/services';
import { getMessages } from '../api/get-messages';
import { ChatStore } from './chat-store';
import type { ChatThread } from './thread';

/*
 * Sending files with a message, against the real server ("scripted": its fake model answers
 * "Echo: " and the last user message as the model received it, files included).
 */

const stores: ChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

async function session(): Promise<TestSession> {
  const signedIn = await signedInSession('scripted');
  await signedIn.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
  return signedIn;
}

/** `POST /api/files` as the browser's form would send it (built by hand: no XHR in this test). */
async function upload(signedIn: TestSession, name: string, content: string): Promise<UploadedFile> {
  const boundary = `----petrosage${crypto.randomUUID()}`;
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${name}"`,
    'Content-Type: application/octet-stream',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const response = await fetch(`${signedIn.serverUrl}/api/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${signedIn.accessToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  expect(response.status).toBe(201);
  return UploadedFileSchema.parse(await response.json());
}

async function until(store: ChatStore, key: string, done: (thread: ChatThread) => boolean) {
  return vi.waitFor(
    () => {
      const thread = store.getThread(key);
      if (!done(thread)) throw new Error('not yet');
      return thread;
    },
    { timeout: 8000, interval: 10 },
  );
}

describe('ChatStore with attachments', () => {
  it('sends the files with the message; the model reads them; a reload shows them on it', async () => {
    const signedIn = await session();
    const csv = await upload(
      signedIn,
      'production.csv',
      'Date,Oil\n2024-01-01,812\n2024-01-02,805\n',
    );
    const notes = await upload(signedIn, 'notes.txt', 'Choke changed to 32/64 on Jan 2.');
    const attachments = [csv, notes].map(({ id, name, kind, size_bytes, summary }) => ({
      id,
      name,
      kind,
      size_bytes,
      summary,
    }));

    const store = new ChatStore({ api: signedIn.api, renderIntervalMs: 5 });
    stores.push(store);
    const draft = store.draftKey();
    const seen: ChatThread[] = [];
    store.subscribe(() => seen.push(store.getThread(draft)));
    const sending = store.send(draft, 'What changed?', attachments);
    await sending;
    // Shown at once on the optimistic message.
    expect(seen[0]?.messages[0]).toMatchObject({
      content: 'What changed?',
      delivery: 'sending',
      attachments,
    });
    const done = await until(
      store,
      draft,
      (thread) => thread.messages.at(-1)?.status === 'complete',
    );

    const reply = done.messages.at(-1)?.content ?? '';
    expect(reply).toContain('Echo: What changed?');
    expect(reply).toContain(
      '<attached-file name="production.csv" type="CSV" about="2 rows × 2 columns">',
    );
    expect(reply).toContain('2024-01-02,805');
    expect(reply).toContain('Choke changed to 32/64 on Jan 2.');

    const chatId = done.chatId ?? '';
    const stored = await getMessages(signedIn.api, chatId);
    expect(stored.messages[0]?.attachments).toEqual(attachments);

    const reloaded = new ChatStore({ api: signedIn.api, renderIntervalMs: 5 });
    stores.push(reloaded);
    reloaded.ensureLoaded(chatId);
    const thread = await until(reloaded, chatId, (t) => t.messages.length === 2);
    expect(thread.messages[0]).toMatchObject({
      role: 'user',
      content: 'What changed?',
      attachments,
    });
    expect(thread.messages[1]?.attachments).toBeUndefined();
  });
});
