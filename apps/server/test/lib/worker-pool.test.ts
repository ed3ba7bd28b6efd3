import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPool } from '../../src/lib/worker-pool';
import type { AnalysisJob } from '../../src/modules/production/analysis-job';

/*
 * Workers start on demand and stop when idle; the ones a pool keeps warm start ahead of the first
 * job (the server warms its analysis workers at start) and stay however long they are idle.
 */

const pools: WorkerPool<AnalysisJob, unknown>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function analysisPool(keepWarm: number | undefined): WorkerPool<AnalysisJob, unknown> {
  const pool = new WorkerPool<AnalysisJob, unknown>({
    entry: new URL('../../src/modules/production/analysis-worker', import.meta.url),
    size: 2,
    timeoutMs: 60_000,
    memoryMb: 256,
    idleMs: 50,
    ...(keepWarm !== undefined && { keepWarm }),
    timedOut: () => new Error('timed out'),
    crashed: () => new Error('crashed'),
    refused: () => new Error('refused'),
    failed: () => new Error('failed'),
  });
  pools.push(pool);
  return pool;
}

describe('a worker pool', () => {
  it('starts the workers it keeps warm before any job, and keeps them when idle', async () => {
    const pool = analysisPool(2);
    expect(pool.readyWorkers).toBe(0);
    await pool.warm();
    expect(pool.readyWorkers).toBe(2);
    // Well past the idle time: still there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pool.readyWorkers).toBe(2);
  });

  it('starts nothing ahead without workers to keep warm, and stops idle ones', async () => {
    const pool = analysisPool(undefined);
    await pool.warm();
    expect(pool.readyWorkers).toBe(0);
    // A job starts a worker; idle afterwards, it stops.
    await expect(
      pool.run({ tables: '', file: { name: 'empty.csv' }, input: {} } as unknown as AnalysisJob),
      // Answered by the worker (its refusal or failure), not by a crash: it was started.
    ).rejects.toThrow(/refused|failed/);
    await vi.waitFor(() => expect(pool.readyWorkers).toBe(0), { timeout: 10_000 });
  });
});
