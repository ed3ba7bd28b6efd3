import type { FastifyBaseLogger } from 'fastify';
import { WorkerPool } from '../../../lib/worker-pool';
import type { Extraction, ExtractionJob } from './extraction';
import type { ExtractionRefusal } from './extraction-worker';
import { FileRejection } from '../upload/file-rejection';

/**
 * Extractions in worker threads (`lib/worker-pool.ts`): at most `size` at once, each bounded in
 * time (`FILE_PARSE_TIMEOUT_MS`) and heap (`memoryMb`). A worker that overruns either is
 * terminated and replaced; only its file fails, with a 422 that says why.
 */
export interface ExtractionPoolOptions {
  size: number;
  timeoutMs: number;
  memoryMb: number;
  idleMs: number;
  log?: FastifyBaseLogger;
}

/** `20 s`, `1.5 s`, `30 ms` */
function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
}

export type ExtractionPool = WorkerPool<ExtractionJob, Extraction>;

export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  return new WorkerPool<ExtractionJob, Extraction>({
    ...options,
    entry: new URL('./extraction-worker', import.meta.url),
    timedOut: (job) =>
      new FileRejection(
        422,
        `${job.name} could not be read: reading it took longer than ${duration(options.timeoutMs)}. It may be damaged or built to overload the reader.`,
      ),
    crashed: (job, outOfMemory) =>
      new FileRejection(
        422,
        `${job.name} could not be read: ${outOfMemory ? 'it needs more memory than one file may use' : 'the reader stopped on it'}. It may be damaged or built to overload the reader.`,
      ),
    refused: (_job, error) => {
      const { status, detail } = error as ExtractionRefusal;
      return new FileRejection(status, detail);
    },
    // A parser that throws on a file it cannot handle: the file's problem, not ours.
    failed: (job) =>
      new FileRejection(
        422,
        `${job.name} could not be read: its content is not what a ${job.parseAs.toUpperCase()} file holds, or it is damaged.`,
      ),
    // A copy whose memory moves to the worker (no second copy in transit).
    prepare: (job) => {
      const bytes = new Uint8Array(job.bytes);
      return { job: { ...job, bytes }, transfer: [bytes.buffer] };
    },
  });
}
