import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { newChatId, newMessageId } from '../../src/modules/chat/ids';
import {
  claimReply,
  failStaleReplies,
  REPLY_CHANNEL,
  saveChunk,
  startPrompt,
} from '../../src/modules/chat/prompt.repo';
import {
  INTERRUPTED_MESSAGE,
  REPLY_STALENESS,
  SAVE_MIN_CHARS,
} from '../../src/modules/chat/reply-runner';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServerPair, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { readSse, sendAndLeave, textOf } from '../helpers/sse';

/*
 * A streaming reply's progress is appended as chunks (decision 038), not written over its row:
 * another server reads the text so far from them, the settled row holds the whole text and the
 * chunks are gone, and a reply whose process died keeps what was saved. Two servers on one
 * database, as behind a load balancer (PGlite shared in-process; with DATABASE_URL, each its own
 * pool of PostgreSQL connections).
 */

let model: OpenAiFake;
let first: TestServer;
let second: TestServer;
let servers: Awaited<ReturnType<typeof startServerPair>>;
let token = '';
let userId = '';

beforeAll(async () => {
  model = await startOpenAiFake();
  const env = {
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'm',
    LLM_API_KEY: 'k',
  } as const;
  servers = await startServerPair(env);
  ({ first, second } = servers);
  ({ accessToken: token, userId } = await signUpUser(first));
  await grantStandard(first, token);
});
afterAll(async () => {
  await servers.close();
  await model.close();
});

/** Generous: a save comes within a few seconds; machines running the suite may be busy. */
const WITHIN = { timeout: 20_000, interval: 100 };

interface HistoryMessage {
  id: string;
  role: string;
  status: string;
  content: string;
  error: string | null;
}

async function messageThrough(server: TestServer, chatId: string, id: string) {
  const { messages } = (await (await api(server, token, `/history/${chatId}`)).json()) as {
    messages: HistoryMessage[];
  };
  return messages.find((message) => message.id === id);
}

async function chatOf(replyId: string): Promise<string> {
  const [row] = await first.db.query<{ chat_id: string }>(
    'SELECT chat_id FROM messages WHERE id = $1',
    [replyId],
  );
  return row?.chat_id ?? '';
}

describe('a streaming reply', () => {
  it('is stored as appended chunks, read mid-way through the other server, then whole in its row', async () => {
    const opening = 'Burst rating first. ';
    // More than a save's worth of characters, then the model thinks for a long while.
    const body = 'Collapse and tension follow, with design factors for each load case. '.repeat(6);
    const ending = 'Done.';
    expect(body.length).toBeGreaterThan(SAVE_MIN_CHARS);
    model.setScript([
      textStream(opening, { text: body, delayMs: 50 }, { text: ending, delayMs: 6_000 }),
    ]);
    const { replyId } = await sendAndLeave(first.url, token, 'casing loads');
    const chatId = await chatOf(replyId);

    // The other server shows the text saved so far, from the chunks.
    await vi.waitFor(async () => {
      const reply = await messageThrough(second, chatId, replyId);
      expect(reply).toMatchObject({ status: 'streaming', content: opening + body });
    }, WITHIN);
    // The row was not rewritten with the text: it was appended beside it.
    const [row] = await first.db.query<{ content: string }>(
      'SELECT content FROM messages WHERE id = $1',
      [replyId],
    );
    expect(row?.content).toBe('');
    const chunks = await first.db.query<{ char_offset: number; text: string }>(
      'SELECT char_offset, text FROM reply_chunks WHERE message_id = $1 ORDER BY char_offset',
      [replyId],
    );
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks[0]?.char_offset).toBe(0);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(opening + body);
    // The sweep finds it through the replies in progress (decision 043).
    expect(
      await first.db.query('SELECT 1 FROM replies_in_progress WHERE message_id = $1', [replyId]),
    ).toHaveLength(1);

    // Settled: the whole text in the row, and no chunk left.
    await vi.waitFor(async () => {
      const reply = await messageThrough(second, chatId, replyId);
      expect(reply).toMatchObject({ status: 'complete', content: opening + body + ending });
    }, WITHIN);
    const [settled] = await first.db.query<{ content: string; status: string }>(
      'SELECT content, status FROM messages WHERE id = $1',
      [replyId],
    );
    expect(settled).toEqual({ content: opening + body + ending, status: 'complete' });
    expect(
      await first.db.query('SELECT 1 FROM reply_chunks WHERE message_id = $1', [replyId]),
    ).toEqual([]);
    expect(
      await first.db.query('SELECT 1 FROM replies_in_progress WHERE message_id = $1', [replyId]),
    ).toEqual([]);
    // Its words are searchable, from the unlogged table search reads.
    const [words] = await first.db.query<{ found: boolean }>(
      `SELECT words @@ to_tsquery('english', 'tension & collapse') AS found
       FROM message_words WHERE message_id = $1`,
      [replyId],
    );
    expect(words?.found).toBe(true);
  });

  it('is saved again from its start when the database lost its chunks (PostgreSQL restarted)', async () => {
    const opening = 'Mud weight first. ';
    const middle = 'x'.repeat(SAVE_MIN_CHARS);
    const ending = ' Then the kill sheet.';
    model.setScript([
      textStream(
        opening,
        // After the first save (3 s for a few characters), with time to lose it first.
        { text: middle, delayMs: 8_000 },
        { text: ending, delayMs: 3_000 },
      ),
    ]);
    const { replyId } = await sendAndLeave(first.url, token, 'kill sheet');
    const chatId = await chatOf(replyId);
    const saved = async () =>
      (
        await first.db.query<{ text: string | null }>(
          `SELECT string_agg(text, '' ORDER BY char_offset) AS text FROM reply_chunks
           WHERE message_id = $1`,
          [replyId],
        )
      )[0]?.text ?? '';
    await vi.waitFor(async () => expect(await saved()).toBe(opening), WITHIN);
    // What a crash of PostgreSQL does to an unlogged table: its rows are gone.
    await first.db.query('DELETE FROM reply_chunks WHERE message_id = $1', [replyId]);
    // The next save finds the chunk before it gone and saves the whole text from the start.
    await vi.waitFor(async () => expect(await saved()).toBe(opening + middle), WITHIN);
    const [first0] = await first.db.query<{ char_offset: number }>(
      'SELECT min(char_offset) AS char_offset FROM reply_chunks WHERE message_id = $1',
      [replyId],
    );
    expect(first0?.char_offset).toBe(0);
    await vi.waitFor(async () => {
      const reply = await messageThrough(second, chatId, replyId);
      expect(reply).toMatchObject({ status: 'complete', content: opening + middle + ending });
    }, WITHIN);
  });

  it('re-attached on the other server, is followed to the end from where the client left off', async () => {
    const pieces = ['Kick ', 'detected: ', 'shut in, ', 'record pressures, ', 'then kill.'];
    model.setScript([
      textStream(pieces[0] ?? '', ...pieces.slice(1).map((text) => ({ text, delayMs: 700 }))),
    ]);
    const { replyId, seen, lastId } = await sendAndLeave(first.url, token, 'kick procedure');
    const resumed = await api(second, token, `/prompt/${replyId}/stream`, {
      headers: { 'last-event-id': lastId },
    });
    const { events } = await readSse(resumed);
    expect(seen + textOf(events)).toBe(pieces.join(''));
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ status: 'complete' });
  });

  it('tells every server that shares the database when it moves and when a stop is asked', async () => {
    const payloads: string[] = [];
    const stop = await second.db.listen(REPLY_CHANNEL, (payload) => payloads.push(payload));
    try {
      model.setScript([
        textStream('x'.repeat(SAVE_MIN_CHARS + 10), { text: 'never sent', delayMs: 30_000 }),
      ]);
      const { replyId } = await sendAndLeave(first.url, token, 'notify me');
      await vi.waitFor(() => expect(payloads).toContain(`moved:${replyId}`), WITHIN);
      const stopped = await postJson(second, token, `/prompt/${replyId}/stop`, {});
      expect(await stopped.json()).toEqual({ message_id: replyId, status: 'stopped' });
      expect(payloads).toContain(`stop:${replyId}`);
      // The settling is told too: the last word about the reply.
      await vi.waitFor(() => expect(payloads.at(-1)).toBe(`moved:${replyId}`), WITHIN);
    } finally {
      stop();
    }
  });
});

describe('where progress lives (decision 043)', () => {
  it('keeps chunks unlogged on PostgreSQL, logged on the embedded database, and words unlogged', async () => {
    const rows = await first.db.query<{ relname: string; relpersistence: string }>(
      `SELECT relname, relpersistence FROM pg_class
       WHERE relname IN ('reply_chunks', 'message_words', 'replies_in_progress') ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: 'message_words', relpersistence: 'u' },
      { relname: 'replies_in_progress', relpersistence: 'p' },
      { relname: 'reply_chunks', relpersistence: first.db.kind === 'postgres' ? 'u' : 'p' },
    ]);
  });

  it('indexes no column a settling reply changes, so settling is a HOT update', async () => {
    const indexes = await first.db.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
       WHERE indrelid = 'messages'::regclass`,
    );
    expect(indexes.length).toBeGreaterThan(3);
    for (const { definition } of indexes) {
      expect(definition).not.toMatch(/\b(content|status|error|updated_at)\b/);
    }
  });

  it('stores nothing after a chunk that is gone, and says so', async () => {
    const replyId = newMessageId();
    await startPrompt(first.db, {
      userId,
      chat: { kind: 'new', id: newChatId(), title: 'Lost' },
      questionId: newMessageId(),
      replyId,
      content: 'Pore pressure?',
      clientMessageId: null,
    });
    expect(await saveChunk(first.db, replyId, 0, null, 'Normal ')).toMatchObject({
      streaming: true,
      lost: false,
    });
    expect(await saveChunk(first.db, replyId, 20, 7, 'gradient')).toMatchObject({
      streaming: true,
      lost: true,
    });
    expect(
      await first.db.query<{ char_offset: number }>(
        'SELECT char_offset FROM reply_chunks WHERE message_id = $1',
        [replyId],
      ),
    ).toEqual([{ char_offset: 0 }]);
    await first.db.query("UPDATE messages SET status = 'stopped' WHERE id = $1", [replyId]);
    await first.db.query('DELETE FROM reply_chunks WHERE message_id = $1', [replyId]);
  });
});

describe('a reply whose process died', () => {
  it('is failed as interrupted with the text its chunks saved, folded into its row', async () => {
    // What a dead process leaves: a streaming row and two chunks, none touched for a minute.
    const replyId = newMessageId();
    await startPrompt(first.db, {
      userId,
      chat: { kind: 'new', id: newChatId(), title: 'Crash' },
      questionId: newMessageId(),
      replyId,
      content: 'What is the fracture gradient?',
      clientMessageId: null,
    });
    await saveChunk(first.db, replyId, 0, null, 'The leak-off test ');
    await saveChunk(first.db, replyId, 18, 0, 'gives 0.78 psi/ft at the shoe');
    await first.db.query(
      "UPDATE messages SET updated_at = now() - interval '1 minute' WHERE id = $1",
      [replyId],
    );
    await first.db.query(
      "UPDATE reply_chunks SET saved_at = now() - interval '1 minute' WHERE message_id = $1",
      [replyId],
    );
    // Whoever watches it finds it stale, and fails it keeping the saved text.
    const watched = await api(second, token, `/prompt/${replyId}/stream`);
    const { events } = await readSse(watched);
    expect(textOf(events)).toBe('The leak-off test gives 0.78 psi/ft at the shoe');
    expect(events.at(-1)?.event).toBe('error');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({
      message_id: replyId,
      detail: INTERRUPTED_MESSAGE,
    });
    const [row] = await first.db.query<{ content: string; status: string }>(
      'SELECT content, status FROM messages WHERE id = $1',
      [replyId],
    );
    expect(row).toEqual({
      content: 'The leak-off test gives 0.78 psi/ft at the shoe',
      status: 'error',
    });
    expect(
      await first.db.query('SELECT 1 FROM reply_chunks WHERE message_id = $1', [replyId]),
    ).toEqual([]);
  });

  it('keeps a chunk whose process is alive: a recent save is a heartbeat', async () => {
    const replyId = newMessageId();
    await startPrompt(first.db, {
      userId,
      chat: { kind: 'new', id: newChatId(), title: 'Alive' },
      questionId: newMessageId(),
      replyId,
      content: 'Still there?',
      clientMessageId: null,
    });
    await first.db.query(
      "UPDATE messages SET updated_at = now() - interval '1 minute' WHERE id = $1",
      [replyId],
    );
    await saveChunk(first.db, replyId, 0, null, 'Thinking about it');
    await failStaleReplies(first.db, REPLY_STALENESS, INTERRUPTED_MESSAGE);
    const [row] = await first.db.query<{ status: string }>(
      'SELECT status FROM messages WHERE id = $1',
      [replyId],
    );
    expect(row?.status).toBe('streaming');
    await first.db.query("UPDATE messages SET status = 'stopped' WHERE id = $1", [replyId]);
    await first.db.query('DELETE FROM reply_chunks WHERE message_id = $1', [replyId]);
  });
});

/**
 * A reply that last moved 15 s ago, as a reply of a process killed then would have: well within
 * the 30 s a reply of a live process may stay still, so only its owner's beat tells.
 */
async function replyLastMovedAgo(seconds: number, owner: string): Promise<string> {
  const replyId = newMessageId();
  await startPrompt(first.db, {
    userId,
    chat: { kind: 'new', id: newChatId(), title: 'Owner' },
    questionId: newMessageId(),
    replyId,
    content: 'Which casing point?',
    clientMessageId: null,
  });
  await saveChunk(first.db, replyId, 0, null, 'Set it below the transition ');
  await claimReply(first.db, replyId, owner);
  await first.db.query(
    `UPDATE messages SET updated_at = now() - make_interval(secs => $2) WHERE id = $1`,
    [replyId, seconds],
  );
  await first.db.query(
    `UPDATE reply_chunks SET saved_at = now() - make_interval(secs => $2) WHERE message_id = $1`,
    [replyId, seconds],
  );
  return replyId;
}

const slow = (pieces: string[], delayMs: number) =>
  textStream(...pieces.map((text, index) => (index === 0 ? text : { text, delayMs })));

async function statusOf(replyId: string): Promise<{ status: string; error: string | null }> {
  const [row] = await first.db.query<{ status: string; error: string | null }>(
    'SELECT status, error FROM messages WHERE id = $1',
    [replyId],
  );
  return row ?? { status: 'missing', error: null };
}

describe('the process generating a reply', () => {
  it('is recorded as its owner and beats while it generates', async () => {
    model.setScript([slow(['Owned ', 'and ', 'beating ', 'while ', 'it ', 'streams.'], 700)]);
    const { replyId } = await sendAndLeave(first.url, token, 'who owns this reply?');
    await vi.waitFor(async () => {
      const [row] = await first.db.query<{ owner: string | null; beat_ago: number }>(
        `SELECT r.owner, extract(epoch FROM now() - p.heartbeat_at)::float AS beat_ago
         FROM replies_in_progress r JOIN server_processes p ON p.id = r.owner
         WHERE r.message_id = $1`,
        [replyId],
      );
      expect(row?.owner).toMatch(/^proc_/);
      expect(row?.beat_ago).toBeLessThan(REPLY_STALENESS.ownerSilentSeconds);
    }, WITHIN);
    // The second server does not take it for a dead process's.
    expect(await failStaleReplies(second.db, REPLY_STALENESS, INTERRUPTED_MESSAGE)).toBe(0);
    const watched = await api(second, token, `/prompt/${replyId}/stream`);
    const { events } = await readSse(watched);
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ status: 'complete' });
  });

  it('has its replies failed by the sweep once it stops beating', async () => {
    const owner = 'proc_killed00000000000';
    const replyId = await replyLastMovedAgo(15, owner);
    await first.db.query(
      "UPDATE server_processes SET heartbeat_at = now() - interval '15 seconds' WHERE id = $1",
      [owner],
    );
    // The servers sweep too (a watcher's poll, the periodic job): whichever sweep comes first
    // fails it, so the reply's state is what is checked, not this call's count.
    await failStaleReplies(second.db, REPLY_STALENESS, INTERRUPTED_MESSAGE);
    expect(await statusOf(replyId)).toEqual({ status: 'error', error: INTERRUPTED_MESSAGE });
  });

  it('has its replies failed for a client following them elsewhere, before they are 30 s still', async () => {
    const owner = 'proc_killed11111111111';
    const replyId = await replyLastMovedAgo(15, owner);
    await first.db.query(
      "UPDATE server_processes SET heartbeat_at = now() - interval '15 seconds' WHERE id = $1",
      [owner],
    );
    const [moved] = await first.db.query<{ at: Date }>(
      'SELECT updated_at AS at FROM messages WHERE id = $1',
      [replyId],
    );
    const watched = await api(second, token, `/prompt/${replyId}/stream`);
    const { events } = await readSse(watched);
    expect(textOf(events)).toBe('Set it below the transition ');
    expect(events.at(-1)?.event).toBe('error');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ detail: INTERRUPTED_MESSAGE });
    // Failed for its dead owner: a reply's own stillness fails it only 30 s after it moved.
    const [settled] = await first.db.query<{ still: number }>(
      'SELECT extract(epoch FROM updated_at - $2::timestamptz)::float AS still FROM messages WHERE id = $1',
      [replyId, moved?.at],
    );
    expect(settled?.still).toBeLessThan(REPLY_STALENESS.staleSeconds);
  });

  it('keeps its replies while it beats, though they have been still for a while', async () => {
    const owner = 'proc_alive000000000000';
    const replyId = await replyLastMovedAgo(15, owner);
    await failStaleReplies(first.db, REPLY_STALENESS, INTERRUPTED_MESSAGE);
    expect(await statusOf(replyId)).toEqual({ status: 'streaming', error: null });
    await first.db.query("UPDATE messages SET status = 'stopped' WHERE id = $1", [replyId]);
    await first.db.query('DELETE FROM reply_chunks WHERE message_id = $1', [replyId]);
  });

  it('stops generating a reply settled elsewhere (taken for a dead process’s)', async () => {
    model.setScript([slow(['Long ', ...Array<string>(40).fill('answer ')], 500)]);
    const { replyId } = await sendAndLeave(first.url, token, 'a long one');
    const following = api(first, token, `/prompt/${replyId}/stream`).then((response) =>
      readSse(response),
    );
    await vi.waitFor(async () => {
      const [row] = await first.db.query(
        'SELECT 1 FROM replies_in_progress WHERE owner IS NOT NULL AND message_id = $1',
        [replyId],
      );
      expect(row).toBeDefined();
    }, WITHIN);
    // Every owner taken for dead: this reply is failed under its live process.
    await failStaleReplies(
      first.db,
      { staleSeconds: 3600, ownerSilentSeconds: 0 },
      INTERRUPTED_MESSAGE,
    );
    const { events } = await following;
    expect(events.at(-1)?.event).toBe('error');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ detail: INTERRUPTED_MESSAGE });
    expect(textOf(events).length).toBeLessThan('Long '.length + 40 * 'answer '.length);
    expect(await statusOf(replyId)).toEqual({ status: 'error', error: INTERRUPTED_MESSAGE });
  });
});
