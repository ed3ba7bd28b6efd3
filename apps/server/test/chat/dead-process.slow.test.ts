import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { INTERRUPTED_MESSAGE, STALE_REPLY_SECONDS } from '../../src/modules/chat/reply-runner';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { listeningUrl, PROCESS_BOUND, startProcess, type ServerProcess } from '../helpers/process';
import { readSse, sendAndLeave, textOf } from '../helpers/sse';

/*
 * Two server processes on one PostgreSQL database, as behind a load balancer. One is killed with
 * SIGKILL while it generates a reply; a client following the reply through the other is told it
 * was interrupted as soon as the dead process's heartbeat is seen to have stopped — not once the
 * reply itself has been still for the stale-reply timeout — and keeps the text saved before.
 */

let database: ScratchDatabase;
let model: OpenAiFake;
let db: pg.Client;
const started: ServerProcess[] = [];

beforeAll(async () => {
  database = await createScratchDatabase('dead');
  model = await startOpenAiFake();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await db.end();
  await model.close();
  await database.drop();
});

function start(): ServerProcess {
  const server = startProcess({
    DATABASE_URL: database.url,
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
  'fails the replies of a killed process for clients of the other, before they are 30 s still',
  PROCESS_BOUND,
  async () => {
    const doomed = start();
    const doomedUrl = await listeningUrl(doomed);
    const survivorUrl = await listeningUrl(start());
    const { access_token: token } = await json<{ access_token: string }>(
      await fetch(`${doomedUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `dead-${Date.now()}@example.com`, password: 'drill1ng-Rig' }),
      }),
    );
    await json(
      await fetch(`${doomedUrl}/api/payments/grant-provisional-access`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    model.setScript([], textStream('Half ', { text: 'never sent', delayMs: 120_000 }));
    const { replyId, seen } = await sendAndLeave(doomedUrl, token, 'How is the kick?');
    expect(seen).toBe('Half ');
    // Its process owns it and the text so far is saved; then the process dies without a word.
    await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ owner: string | null; saved: string }>(
          `SELECT r.owner, coalesce(string_agg(c.text, '' ORDER BY c.char_offset), '') AS saved
           FROM replies_in_progress r LEFT JOIN reply_chunks c ON c.message_id = r.message_id
           WHERE r.message_id = $1 GROUP BY r.owner`,
          [replyId],
        );
        expect(rows[0]?.owner).toMatch(/^proc_/);
        expect(rows[0]?.saved).toBe('Half ');
      },
      { timeout: 30_000, interval: 200 },
    );
    const {
      rows: [moved],
    } = await db.query<{ at: Date }>(
      `SELECT greatest(m.updated_at, max(c.saved_at)) AS at
       FROM messages m LEFT JOIN reply_chunks c ON c.message_id = m.id
       WHERE m.id = $1 GROUP BY m.id`,
      [replyId],
    );
    doomed.child.kill('SIGKILL');
    await new Promise((resolve) => doomed.child.once('exit', resolve));

    const followed = await fetch(`${survivorUrl}/api/prompt/${replyId}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(followed.status).toBe(200);
    const { events } = await readSse(followed);
    expect(textOf(events)).toBe('Half ');
    expect(events.at(-1)?.event).toBe('error');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({
      message_id: replyId,
      detail: INTERRUPTED_MESSAGE,
    });
    const {
      rows: [settled],
    } = await db.query<{ status: string; content: string; still: number }>(
      `SELECT status, content, extract(epoch FROM updated_at - $2::timestamptz)::float AS still
       FROM messages WHERE id = $1`,
      [replyId, moved?.at],
    );
    expect(settled).toMatchObject({ status: 'error', content: 'Half ' });
    // By its owner's silence: the reply's own stillness would have taken 30 s from its last move.
    expect(settled?.still).toBeLessThan(STALE_REPLY_SECONDS);
  },
);
