import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { median, signUpBenchUser, startBenchApp, type BenchApp } from './bench-app';
import { BenchModel, LOAD_WORKER, REPLY } from './server-bench';

/**
 * What the metrics cost (decision 050): the prompt pipeline's throughput (an instant model, as in
 * the server figures) on an app that counts every request, statement and reply into its metrics,
 * against the same app built with counting off, in alternating rounds; and how long one scrape of
 * `/metrics` takes. The bar: counting costs under 5 % of the throughput.
 */

export interface MetricsFigures {
  prompts: number;
  rounds: number;
  concurrency: number;
  instrumentedPromptsPerSecond: number;
  plainPromptsPerSecond: number;
  /** Median over the rounds of 1 − instrumented / plain throughput, in percent. */
  costPercent: number;
  roundCostsPercent: number[];
  scrapeMedianMs: number;
  scrapeBytes: number;
}

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

interface Target {
  bench: BenchApp;
  headers: Record<string, string>;
  userId: string;
  chatId: string;
}

async function prepare(instrument: boolean): Promise<Target> {
  const model = new BenchModel(async function* () {
    yield await Promise.resolve(REPLY);
  });
  const bench = await startBenchApp({
    // The load keeps `concurrency` replies of one user in progress at once.
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      MAX_REPLIES_IN_PROGRESS_PER_USER: '1000',
      METRICS_TOKEN,
    },
    provider: model,
    poolSize: 8,
    instrument,
  });
  const { headers, userId } = await signUpBenchUser(bench.url, 'metrics');
  await fetch(`${bench.url}/api/payments/grant-provisional-access`, { method: 'POST', headers });
  const first = (await (
    await fetch(`${bench.url}/api/prompt`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ messages: [{ role: 'user', content: 'warm up' }] }),
    })
  ).json()) as { chat_id: string };
  return { bench, headers, userId, chatId: first.chat_id };
}

async function load(target: Target, total: number, concurrency: number): Promise<number> {
  // More prompts than a day's allowance: each run starts afresh.
  await target.bench.db.query('UPDATE message_allowance SET used = 0 WHERE user_id = $1', [
    target.userId,
  ]);
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: {
      url: target.bench.url,
      headers: target.headers,
      chatId: target.chatId,
      total,
      concurrency,
    },
  });
  const [result] = (await once(worker, 'message')) as [{ elapsedMs: number; failures: number }];
  await worker.terminate();
  if (result.failures) throw new Error(`${result.failures} prompts failed`);
  return result.elapsedMs;
}

export async function benchMetrics(): Promise<MetricsFigures> {
  const prompts = Number(process.env.BENCH_PROMPTS ?? 250);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
  const instrumented = await prepare(true);
  const plain = await prepare(false);
  try {
    await load(instrumented, 100, concurrency);
    await load(plain, 100, concurrency);
    const costs: number[] = [];
    let instrumentedMs = 0;
    let plainMs = 0;
    for (let index = 0; index < rounds; index += 1) {
      // Alternating which goes first: a machine that slows down moves both sides of a round alike.
      const order = index % 2 === 0 ? [instrumented, plain] : [plain, instrumented];
      const times = new Map<Target, number>();
      for (const target of order) times.set(target, await load(target, prompts, concurrency));
      const withMetrics = times.get(instrumented) ?? 0;
      const without = times.get(plain) ?? 0;
      instrumentedMs += withMetrics;
      plainMs += without;
      // Throughput is prompts / time: the cost is the share of throughput lost.
      costs.push((1 - without / withMetrics) * 100);
    }

    const scrapes: number[] = [];
    let scrapeBytes = 0;
    for (let index = 0; index < 30; index += 1) {
      const started = performance.now();
      const response = await fetch(`${instrumented.bench.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const body = await response.text();
      scrapes.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`scrape answered ${response.status}`);
      scrapeBytes = Buffer.byteLength(body);
    }

    const round = (value: number, digits = 2) => Number(value.toFixed(digits));
    return {
      prompts: prompts * rounds,
      rounds,
      concurrency,
      instrumentedPromptsPerSecond: round(((prompts * rounds) / instrumentedMs) * 1000, 1),
      plainPromptsPerSecond: round(((prompts * rounds) / plainMs) * 1000, 1),
      costPercent: round(median(costs), 2),
      roundCostsPercent: costs.map((cost) => round(cost, 2)),
      scrapeMedianMs: round(median(scrapes), 2),
      scrapeBytes,
    };
  } finally {
    await instrumented.bench.app.close();
    await plain.bench.app.close();
  }
}
