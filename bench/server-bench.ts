import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type {
  AssistantProvider,
  GenerateRequest,
} from '../apps/server/src/modules/assistant/model/provider';
import { liveSession } from '../apps/server/src/modules/auth/mfa.repo';
import { startBenchApp } from './bench-app';
import { newMessageId } from '../apps/server/src/modules/chat/ids';
import { admitMessage } from '../apps/server/src/modules/payments/message-allowance';
import {
  conversation,
  finishReply,
  startPrompt,
} from '../apps/server/src/modules/chat/prompt.repo';

/**
 * Server figures: (a) prompt-pipeline throughput with an instant model against the raw database
 * statements one prompt needs; (b) latency the server adds between the model's first piece and
 * the client receiving it, and request to first byte; (c) bytes on the wire per byte of reply.
 */

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A model whose reply is ready at once; records when it handed out its first piece. */
export class BenchModel implements AssistantProvider {
  readonly name = 'offline' as const;
  firstPieceAt: number[] = [];
  constructor(private readonly script: (request: GenerateRequest) => AsyncIterable<string>) {}
  stream(request: GenerateRequest): AsyncIterable<string> {
    const inner = this.script(request);
    const firstPieceAt = this.firstPieceAt;
    return (async function* () {
      let first = true;
      for await (const piece of inner) {
        if (first) firstPieceAt.push(performance.now());
        first = false;
        yield piece;
      }
    })();
  }
}

/**
 * The load generator for the throughput figure, on its own thread so that the client's work does
 * not share the server's event loop (plain JavaScript: worker threads get no TypeScript loader).
 * It uses node:http with keep-alive sockets, the lightest client at hand: on a two-core machine a
 * heavier one (fetch) would measure the client as much as the server.
 */
export const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, chatId, total, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url + '/api/prompt');
function post(body) {
  return new Promise((resolve, reject) => {
    const request = http.request(target, {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
let next = 0;
let failures = 0;
(async () => {
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const index = next++;
      const status = await post(JSON.stringify({ chat_id: chatId, messages: [{ role: 'user', content: 'pipeline ' + index }] }));
      if (status !== 200) failures++;
    }
  }));
  parentPort.postMessage({ elapsedMs: performance.now() - started, failures });
  agent.destroy();
})();
`;

async function runConcurrently(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        await task(index);
      }
    }),
  );
  return performance.now() - started;
}

const REPLY_PARAGRAPH = `## Arps decline\n\nFor **b = 0.9** and **Dᵢ = 70 %/yr**, the rate after *t* years is\n\n$$q(t) = \\frac{q_i}{(1 + b D_i t)^{1/b}}$$\n\n| Year | Rate (bbl/d) |\n|---|---|\n| 0 | 500 |\n| 1 | 294 |\n| 2 | 203 |\n\nAssumptions: constant b, no terminal decline. Verify with a licensed engineer.\n`;
/** About 2,400 characters of markdown: a typical answer. */
export const REPLY = Array.from({ length: 6 }, () => REPLY_PARAGRAPH).join('\n');

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

export interface ServerFigures {
  database: 'pglite' | 'postgres';
  pipeline: {
    prompts: number;
    rounds: number;
    concurrency: number;
    promptsPerSecond: number;
    rawPromptsPerSecond: number;
    /** Median of the rounds' ratios of pipeline to raw throughput. */
    ratio: number;
    roundRatios: number[];
  };
  firstByte: {
    samples: number;
    relayMedianMs: number;
    relayP95Ms: number;
    requestToStartEventMedianMs: number;
    requestToFirstTextMedianMs: number;
  };
  wire: {
    instantBytesPerReplyByte: number;
    pacedBytesPerReplyByte: number;
    pacedCharsPerSecond: number;
  };
}

export async function benchServer(): Promise<ServerFigures> {
  let mode: 'instant' | 'paced' = 'instant';
  const model = new BenchModel(async function* () {
    if (mode === 'instant') {
      yield REPLY;
      return;
    }
    // About 100 tokens a second, a fast hosted model: 4 characters every 10 ms.
    for (const piece of pieces(REPLY, 4)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      yield piece;
    }
  });
  const { config, app, db, url } = await startBenchApp({
    // One account sends every prompt: its cap on replies streaming at once must not refuse them.
    env: { RATE_LIMIT_SIGNUP_PER_IP: '100000', MAX_REPLIES_IN_PROGRESS_PER_USER: '64' },
    provider: model,
    poolSize: 8,
  });

  const signUp = (await (
    await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${randomUUID()}@example.com`,
        password: 'bench-Pass-1',
      }),
    })
  ).json()) as { access_token: string; user: { id: string } };
  const token = signUp.access_token;
  const userId = signUp.user.id;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    session_id: string;
  };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Prompts need Standard access (402 without): the account takes its 24-hour provisional grant.
  await fetch(`${url}/api/payments/grant-provisional-access`, { method: 'POST', headers });

  const first = (await (
    await fetch(`${url}/api/prompt`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ messages: [{ role: 'user', content: 'warm up' }] }),
    })
  ).json()) as { chat_id: string };
  const chatId = first.chat_id;

  // (a) Throughput: the pipeline over HTTP, and its statements run directly.
  const prompts = Number(process.env.BENCH_PROMPTS ?? 250);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
  // The bench sends more prompts than a subscriber's daily allowance: each run starts afresh.
  const resetAllowance = () =>
    db.query('UPDATE message_allowance SET used = 0 WHERE user_id = $1', [userId]);
  const pipeline = async (total: number): Promise<number> => {
    await resetAllowance();
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { url, headers, chatId, total, concurrency },
    });
    const [load] = (await once(worker, 'message')) as [{ elapsedMs: number; failures: number }];
    await worker.terminate();
    if (load.failures) throw new Error(`${load.failures} prompts failed`);
    return load.elapsedMs;
  };
  const raw = async (total: number): Promise<number> => {
    const elapsed = await runConcurrently(total, concurrency, async (index) => {
      await liveSession(db, claims.session_id, userId);
      const replyId = newMessageId();
      // The same statements as the pipeline: store the message and count it, in one transaction.
      await db.transaction(async (tx) => {
        await startPrompt(tx, {
          userId,
          chat: { kind: 'existing', id: chatId },
          questionId: newMessageId(),
          replyId,
          content: `raw ${index}`,
          clientMessageId: null,
        });
        await admitMessage(tx, userId, 1_000_000);
      });
      await conversation(db, chatId, 400, config.assistant.contextTokens * 4);
      await finishReply(db, replyId, REPLY, 'complete', null);
    });
    return elapsed;
  };
  // Both sides warmed up first (JIT, caches, the database's pages), then measured in rounds that
  // alternate which side goes first: each round's ratio compares two runs seconds apart, so a
  // machine that slows down or speeds up during the bench moves both sides of it alike.
  await pipeline(100);
  await raw(100);
  const roundRatios: number[] = [];
  let pipelineMs = 0;
  let rawMs = 0;
  for (let index = 0; index < rounds; index += 1) {
    let pipelineRound: number;
    let rawRound: number;
    if (index % 2 === 0) {
      pipelineRound = await pipeline(prompts);
      rawRound = await raw(prompts);
    } else {
      rawRound = await raw(prompts);
      pipelineRound = await pipeline(prompts);
    }
    roundRatios.push(rawRound / pipelineRound);
    pipelineMs += pipelineRound;
    rawMs += rawRound;
  }
  const promptsPerSecond = ((prompts * rounds) / pipelineMs) * 1000;
  const rawPromptsPerSecond = ((prompts * rounds) / rawMs) * 1000;

  // (b) Latency, measured one request at a time in a fresh chat.
  const relay: number[] = [];
  const toStart: number[] = [];
  const toText: number[] = [];
  let instantWire = 0;
  let instantText = 0;
  for (let index = 0; index < 60; index += 1) {
    model.firstPieceAt = [];
    const sent = performance.now();
    const response = await fetch(`${url}/api/prompt`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: `latency ${index}` }] }),
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let sawStart = false;
    let sawText = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const now = performance.now();
      instantWire += value.byteLength;
      const chunk = Buffer.from(value).toString();
      if (!sawStart && chunk.includes('event: start')) {
        sawStart = true;
        toStart.push(now - sent);
      }
      if (!sawText && chunk.includes('\nid: ') ? true : !sawText && chunk.startsWith('id: ')) {
        sawText = true;
        toText.push(now - sent);
        const modelAt = model.firstPieceAt[0];
        if (modelAt !== undefined) relay.push(now - modelAt);
      }
    }
    instantText += Buffer.byteLength(REPLY);
  }

  // (c) Wire efficiency with a paced model.
  mode = 'paced';
  let pacedWire = 0;
  let pacedText = 0;
  const pacedStarted = performance.now();
  for (let index = 0; index < 5; index += 1) {
    const response = await fetch(`${url}/api/prompt`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: `paced ${index}` }] }),
    });
    pacedWire += (await response.arrayBuffer()).byteLength;
    pacedText += Buffer.byteLength(REPLY);
  }
  const pacedSeconds = (performance.now() - pacedStarted) / 1000;

  await app.close();
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  return {
    database: db.kind,
    pipeline: {
      prompts: prompts * rounds,
      rounds,
      concurrency,
      promptsPerSecond: round(promptsPerSecond, 1),
      rawPromptsPerSecond: round(rawPromptsPerSecond, 1),
      ratio: round(median(roundRatios), 3),
      roundRatios: roundRatios.map((ratio) => round(ratio, 3)),
    },
    firstByte: {
      samples: relay.length,
      relayMedianMs: round(median(relay), 3),
      relayP95Ms: round(percentile(relay, 95), 3),
      requestToStartEventMedianMs: round(median(toStart), 3),
      requestToFirstTextMedianMs: round(median(toText), 3),
    },
    wire: {
      instantBytesPerReplyByte: round(instantWire / instantText, 3),
      pacedBytesPerReplyByte: round(pacedWire / pacedText, 3),
      pacedCharsPerSecond: round((pacedText / pacedSeconds) * 1, 0),
    },
  };
}
