import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { startBalancer, type Balancer } from '../helpers/balancer';
import {
  exitCode,
  listeningUrl,
  PROCESS_BOUND,
  startProcess,
  type ServerProcess,
} from '../helpers/process';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { pieceOf, readSse, type SseEvent } from '../helpers/sse';

/*
 * A deploy that loses nothing (decision 050): two server processes on one PostgreSQL database
 * behind a load balancer, 20 replies streaming, and a rolling restart — a new process up, the
 * old one sent SIGTERM, for each of the two. Every reply must end complete, exactly once, in the
 * database and in each client, which re-attaches when a process hands its stream over.
 */

const REPLIES = 20;
const WORDS = 40;
/** Each word of a reply comes this long after the one before: replies stream for ~10 s. */
const WORD_DELAY_MS = 250;
const PASSWORD = 'drill1ng-Rig';

let database: ScratchDatabase;
let model: OpenAiFake;
let balancer: Balancer;
const processes: ServerProcess[] = [];

/** The reply the model writes to `Question n`, word by word. */
function expectedReply(n: number): string {
  return Array.from({ length: WORDS }, (_, word) => `w${word}-q${n}`).join(' ');
}

beforeAll(async () => {
  database = await createScratchDatabase('rolling');
  model = await startOpenAiFake();
  model.setScript([], (request) => {
    const question = request.messages.at(-1)?.content ?? '';
    const n = Number(/Question (\d+)/.exec(question)?.[1] ?? -1);
    const words = expectedReply(n).split(' ');
    return textStream(
      ...words.map((word, index) => ({
        text: index === 0 ? word : ` ${word}`,
        delayMs: WORD_DELAY_MS,
      })),
    );
  });
  balancer = await startBalancer();
}, PROCESS_BOUND.timeout);

afterAll(async () => {
  for (const server of processes) server.child.kill('SIGKILL');
  await balancer.close();
  await model.close();
  await database.drop();
}, PROCESS_BOUND.timeout);

async function startServer(): Promise<{ process: ServerProcess; url: string }> {
  const server = startProcess({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '8',
    // The machine may be loaded: a slow connection is not what this test is about.
    DATABASE_CONNECT_TIMEOUT_MS: '60000',
    JWT_SECRET: 'rolling-restart-secret-0123456789-abcdef',
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    // Long enough for the balancer (polling every 100 ms) to see readiness fail first.
    SHUTDOWN_DRAIN_DELAY_MS: '500',
    // Replies last ~10 s: each process keeps its own going until they finish.
    SHUTDOWN_GRACE_MS: '120000',
  });
  processes.push(server);
  return { process: server, url: await listeningUrl(server) };
}

interface ClientResult {
  n: number;
  userId: string;
  messageId: string;
  text: string;
  status: string;
  /** Streams opened after the first (re-attaches). */
  reattached: number;
  /** `reconnect` events received: a process handed the stream over. */
  handedOver: number;
  /** Text pieces whose offset did not continue the text exactly (a gap or a repeat). */
  misplaced: number;
}

async function signUp(n: number): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${balancer.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `rolling-${n}-${randomUUID()}@example.com`, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  const grant = await fetch(`${balancer.url}/api/payments/grant-provisional-access`, {
    method: 'POST',
    headers: { authorization: `Bearer ${body.access_token}` },
  });
  expect(grant.status).toBe(200);
  return { token: body.access_token, userId: body.user.id };
}

/** Asks `Question n` and follows the reply to its end, re-attaching whenever a stream ends early. */
async function ask(n: number, token: string, userId: string): Promise<ClientResult> {
  const result: ClientResult = {
    n,
    userId,
    messageId: '',
    text: '',
    status: 'streaming',
    reattached: 0,
    handedOver: 0,
    misplaced: 0,
  };
  const onEvent = (event: SseEvent): void => {
    if (event.event === 'start') {
      result.messageId = (JSON.parse(event.data) as { message_id: string }).message_id;
    } else if (event.event === 'message') {
      const piece = pieceOf(event);
      if (Number(event.id) !== result.text.length + piece.length) result.misplaced += 1;
      result.text += piece;
    } else if (event.event === 'done') {
      result.status = (JSON.parse(event.data) as { status: string }).status;
    } else if (event.event === 'error') {
      result.status = `error: ${event.data}`;
    } else if (event.event === 'reconnect') {
      result.handedOver += 1;
    }
  };
  const headers = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  const first = await fetch(`${balancer.url}/api/prompt`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      messages: [{ role: 'user', content: `Question ${n}` }],
      client_message_id: `rolling-question-${n}-${userId}`,
    }),
  });
  expect(first.status).toBe(200);
  await readSse(first, (event) => onEvent(event)).catch(() => undefined);
  while (result.status === 'streaming') {
    if (result.messageId === '') throw new Error(`no start event for question ${n}`);
    if (result.reattached >= 20) throw new Error(`question ${n}: re-attached 20 times`);
    result.reattached += 1;
    const again = await fetch(`${balancer.url}/api/prompt/${result.messageId}/stream`, {
      headers: { ...headers, 'last-event-id': String(result.text.length) },
    });
    expect(again.status).toBe(200);
    await readSse(again, (event) => onEvent(event)).catch(() => undefined);
  }
  return result;
}

it(
  'a rolling restart of two processes while 20 replies stream completes each reply exactly once',
  { timeout: 600_000 },
  async () => {
    // The first process migrates the new database; the rest start on it.
    const oldA = await startServer();
    const [oldB, newA, newB] = await Promise.all([startServer(), startServer(), startServer()]);
    balancer.add(oldA.url);
    balancer.add(oldB.url);
    await balancer.waitUntil(oldA.url, true);
    await balancer.waitUntil(oldB.url, true);

    const users = await Promise.all(Array.from({ length: REPLIES }, (_, n) => signUp(n)));
    const asking = users.map(({ token, userId }, n) => ask(n, token, userId));
    // Every reply is streaming: the model was asked for each.
    await model.waitForRequests(REPLIES);
    await sleep(4 * WORD_DELAY_MS);

    // The rolling restart: a new process takes traffic, then the old one is told to stop.
    balancer.add(newA.url);
    await balancer.waitUntil(newA.url, true);
    oldA.process.child.kill('SIGTERM');
    await balancer.waitUntil(oldA.url, false);
    balancer.add(newB.url);
    await balancer.waitUntil(newB.url, true);
    oldB.process.child.kill('SIGTERM');
    await balancer.waitUntil(oldB.url, false);

    const results = await Promise.all(asking);
    expect(await exitCode(oldA.process)).toBe(0);
    expect(await exitCode(oldB.process)).toBe(0);
    balancer.remove(oldA.url);
    balancer.remove(oldB.url);

    // Each client has its reply, whole and once, however many processes it went through.
    for (const result of results) {
      expect(result.status, `question ${result.n}`).toBe('complete');
      expect(result.text, `question ${result.n}`).toBe(expectedReply(result.n));
      expect(result.misplaced, `question ${result.n}`).toBe(0);
    }
    // The old processes handed their streams over, and the clients re-attached.
    expect(results.reduce((sum, result) => sum + result.handedOver, 0)).toBeGreaterThan(0);
    expect(results.reduce((sum, result) => sum + result.reattached, 0)).toBeGreaterThan(0);
    // The model was asked once per question: no reply was generated twice.
    expect(model.requests).toHaveLength(REPLIES);

    // The database has each exchange once: the question and its complete reply.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const result of results) {
        const { rows } = await client.query<{ role: string; status: string; content: string }>(
          `SELECT role, status, content FROM messages
             WHERE user_id = $1 AND deleted_at IS NULL ORDER BY seq`,
          [result.userId],
        );
        expect(rows, `question ${result.n}`).toEqual([
          { role: 'user', status: 'complete', content: `Question ${result.n}` },
          { role: 'assistant', status: 'complete', content: expectedReply(result.n) },
        ]);
      }
    } finally {
      await client.end();
    }

    // The old processes said what they did on the way out.
    expect(oldA.process.output()).toContain('draining: readiness fails');
    expect(oldA.process.output()).toContain('streams told to re-attach');
    expect(oldB.process.output()).toContain('replies finished and stored');
    for (const server of [newA, newB]) server.process.child.kill('SIGTERM');
    expect(await exitCode(newA.process)).toBe(0);
    expect(await exitCode(newB.process)).toBe(0);
  },
);
