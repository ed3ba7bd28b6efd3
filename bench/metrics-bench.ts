import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Metrics } from '../apps/server/src/lib/metrics';
import { median, signUpBenchUser, startBenchApp, type BenchApp } from './bench-app';
import { BenchModel, LOAD_WORKER, REPLY } from './server-bench';

/**
 * What the metrics cost (decision 050), three ways:
 * - the prompt pipeline (an instant model, as in the server figures) on an app that counts every
 *   request, statement and reply into its metrics, against the same app built with counting off,
 *   in alternating rounds: throughput, and the process's CPU time per prompt (which other work
 *   on a shared machine disturbs far less than the wall clock);
 * - the counting one prompt does (its HTTP observation, a timer per database statement, the
 *   reply's counters), timed alone, against the CPU time a prompt costs without it;
 * - how long a scrape of `/metrics` takes.
 * The bar: counting costs under 5 % of the pipeline's throughput.
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
  instrumentedCpuMsPerPrompt: number;
  plainCpuMsPerPrompt: number;
  /** Median over the rounds of instrumented / plain CPU time per prompt − 1, in percent. */
  cpuCostPercent: number;
  /** Database statements one prompt makes (from the metrics themselves). */
  statementsPerPrompt: number;
  /** CPU time of one prompt's counting, timed alone, in microseconds. */
  countingMicrosecondsPerPrompt: number;
  /** That, as a share of a prompt's CPU time without metrics, in percent. */
  countingCostPercent: number;
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

/** Runs `total` prompts; the wall time, and the CPU time of this process (all its threads). */
async function load(
  target: Target,
  total: number,
  concurrency: number,
): Promise<{ elapsedMs: number; cpuMs: number }> {
  // More prompts than a day's allowance: each run starts afresh.
  await target.bench.db.query('UPDATE message_allowance SET used = 0 WHERE user_id = $1', [
    target.userId,
  ]);
  const cpuBefore = process.cpuUsage();
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
  const cpu = process.cpuUsage(cpuBefore);
  return { elapsedMs: result.elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** CPU microseconds of the counting one prompt does, on a registry of its own. */
function countingPerPrompt(statements: number): number {
  const metrics = new Metrics();
  const labels = { method: 'POST', route: '/api/prompt', status: '200' };
  const once = (): void => {
    for (let index = 0; index < statements; index += 1) metrics.databaseQueries.startTimer()();
    metrics.repliesStarted.inc();
    metrics.modelFirstToken.startTimer({ provider: 'offline' })();
    metrics.repliesEnded.inc({ status: 'complete' });
    metrics.httpRequests.observe(labels, 0.012);
  };
  for (let index = 0; index < 20_000; index += 1) once();
  const iterations = 100_000;
  const before = process.cpuUsage();
  for (let index = 0; index < iterations; index += 1) once();
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / iterations;
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
    const cpuCosts: number[] = [];
    let instrumentedMs = 0;
    let plainMs = 0;
    let instrumentedCpuMs = 0;
    let plainCpuMs = 0;
    for (let index = 0; index < rounds; index += 1) {
      // Alternating which goes first: a machine that slows down moves both sides of a round alike.
      const order = index % 2 === 0 ? [instrumented, plain] : [plain, instrumented];
      const runs = new Map<Target, { elapsedMs: number; cpuMs: number }>();
      for (const target of order) runs.set(target, await load(target, prompts, concurrency));
      const withMetrics = runs.get(instrumented) ?? { elapsedMs: 0, cpuMs: 0 };
      const without = runs.get(plain) ?? { elapsedMs: 0, cpuMs: 0 };
      instrumentedMs += withMetrics.elapsedMs;
      plainMs += without.elapsedMs;
      instrumentedCpuMs += withMetrics.cpuMs;
      plainCpuMs += without.cpuMs;
      // Throughput is prompts / time: the cost is the share of throughput lost.
      costs.push((1 - without.elapsedMs / withMetrics.elapsedMs) * 100);
      cpuCosts.push((withMetrics.cpuMs / without.cpuMs - 1) * 100);
    }

    const total = prompts * rounds;
    const scrape = async (): Promise<string> => {
      const response = await fetch(`${instrumented.bench.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      if (response.status !== 200) throw new Error(`scrape answered ${response.status}`);
      return response.text();
    };
    const counted = (await scrape()).match(/^petrosage_db_query_duration_seconds_count (\S+)$/m);
    const promptsCounted = (await scrape()).match(
      /^petrosage_http_request_duration_seconds_count\{method="POST",route="\/api\/prompt",status="200"\} (\S+)$/m,
    );
    const statementsPerPrompt = Math.round(
      Number(counted?.[1] ?? 0) / Math.max(1, Number(promptsCounted?.[1] ?? 1)),
    );
    const countingMicros = countingPerPrompt(statementsPerPrompt);
    const plainCpuPerPromptMs = plainCpuMs / total;

    const scrapes: number[] = [];
    let scrapeBytes = 0;
    for (let index = 0; index < 30; index += 1) {
      const started = performance.now();
      const body = await scrape();
      scrapes.push(performance.now() - started);
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
      instrumentedCpuMsPerPrompt: round(instrumentedCpuMs / total, 3),
      plainCpuMsPerPrompt: round(plainCpuPerPromptMs, 3),
      cpuCostPercent: round(median(cpuCosts), 2),
      statementsPerPrompt,
      countingMicrosecondsPerPrompt: round(countingMicros, 2),
      countingCostPercent: round((countingMicros / 1000 / plainCpuPerPromptMs) * 100, 3),
      scrapeMedianMs: round(median(scrapes), 2),
      scrapeBytes,
    };
  } finally {
    await instrumented.bench.app.close();
    await plain.bench.app.close();
  }
}
