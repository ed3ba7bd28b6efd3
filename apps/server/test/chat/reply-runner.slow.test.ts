import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AssistantProvider,
  GenerateRequest,
} from '../../src/modules/assistant/model/provider';
import { findMessage } from '../../src/modules/chat/chat.repo';
import { newChatId, newMessageId } from '../../src/modules/chat/ids';
import { startPrompt } from '../../src/modules/chat/prompt.repo';
import { ReplyRunner } from '../../src/modules/chat/reply-runner';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

/** A model that sends its first piece, then waits `pauseMs` (or for a stop) before the rest. */
function pausingModel(first: string, pauseMs: number, rest: string): AssistantProvider {
  return {
    name: 'offline',
    async *stream(request: GenerateRequest) {
      yield first;
      await sleep(pauseMs, undefined, { signal: request.signal }).catch(() => undefined);
      if (!request.signal.aborted) yield rest;
    },
  };
}

const silent = { warn: () => undefined, error: () => undefined } as never;
let server: TestServer;
let userId = '';

beforeAll(async () => {
  server = await startServer();
  ({ userId } = await signUpUser(server));
});
afterAll(() => server.close());

async function startReply(runner: ReplyRunner): Promise<string> {
  const replyId = newMessageId();
  await startPrompt(server.db, {
    userId,
    chat: { kind: 'new', id: newChatId(), title: 'Runner' },
    questionId: newMessageId(),
    replyId,
    content: 'Question',
    clientMessageId: null,
  });
  runner.start(replyId, 'unused', { system: '', messages: [], maxOutputTokens: 100, userId });
  return replyId;
}

/** Generous: these wait for a save (at most SAVE_MAX_MS) or a stop check, on busy machines. */
const WITHIN = { timeout: 15_000, interval: 50 };

describe('ReplyRunner', () => {
  it('saves the text so far while the model is silent', async () => {
    const runner = new ReplyRunner(server.db, pausingModel('Choke ', 20_000, 'never'), silent);
    const replyId = await startReply(runner);
    await vi.waitFor(async () => {
      const row = await findMessage(server.db, userId, replyId);
      expect(row).toMatchObject({ status: 'streaming', content: 'Choke ' });
    }, WITHIN);
    expect(runner.stop(replyId)).toBe(true);
    await vi.waitFor(async () => {
      const row = await findMessage(server.db, userId, replyId);
      expect(row).toMatchObject({ status: 'stopped', content: 'Choke ' });
    }, WITHIN);
    await vi.waitFor(() => expect(runner.get(replyId)).toBeUndefined());
  });

  it('ends a reply whose stop was requested in the database, storing what was produced', async () => {
    const runner = new ReplyRunner(server.db, pausingModel('Partial ', 20_000, 'never'), silent);
    const replyId = await startReply(runner);
    await server.db.query('UPDATE messages SET stop_requested = true WHERE id = $1', [replyId]);
    await vi.waitFor(async () => {
      const row = await findMessage(server.db, userId, replyId);
      expect(row).toMatchObject({ status: 'stopped', content: 'Partial ' });
    }, WITHIN);
  });
});
