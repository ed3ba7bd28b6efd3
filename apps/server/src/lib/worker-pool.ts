import type { Transferable, Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { startWorker } from './worker-thread';

/**
 * Work that would stall the server's event loop (reading a hostile file, fitting 200,000 rows)
 * runs in worker threads: at most `size` jobs at once, each bounded in time and in heap. A
 * worker that overruns either is terminated and replaced; only its job fails. Workers start on
 * demand and stop after `idleMs` unused — except the `keepWarm` first ones, which `warm()` starts
 * ahead of any job and which stay: starting a worker costs the event loop, and the first jobs
 * should not pay it while requests wait.
 *
 * A worker's entry calls `serveJobs` (`worker-jobs.ts`) with its handler; the pool speaks the
 * protocol below with it.
 */

/** What a worker answers: ready once, then one answer per job. */
export type WorkerMessage<R> =
  | { type: 'ready' }
  | { type: 'done'; id: number; value: R }
  /** The job's own refusal (bad input, a file it cannot read): `error` is the handler's data. */
  | { type: 'refused'; id: number; error: unknown }
  /** The handler threw something unexpected. */
  | { type: 'failed'; id: number; error: string };

export interface WorkerRequest<J> {
  id: number;
  job: J;
}

export interface WorkerPoolOptions<J> {
  /**
   * The worker's entry module, next to its caller: `new URL('./x-worker', import.meta.url)`
   * (see `startWorker`).
   */
  entry: URL;
  size: number;
  /** Longest a job may take, from the moment a ready worker receives it. */
  timeoutMs: number;
  /** Heap limit of each worker (V8 old generation), in MB. */
  memoryMb: number;
  idleMs: number;
  /** Workers that `warm()` starts and that never stop for being idle (default 0). */
  keepWarm?: number;
  log?: FastifyBaseLogger;
  /** The error a job fails with when it overruns `timeoutMs`. */
  timedOut: (job: J) => Error;
  /** The error a job fails with when its worker crashes or runs out of memory. */
  crashed: (job: J, outOfMemory: boolean) => Error;
  /** The error for a job the handler refused (`refused` message), from the handler's data. */
  refused: (job: J, error: unknown) => Error;
  /** The error for a job whose handler threw unexpectedly (logged with `detail`). */
  failed: (job: J) => Error;
  /** The job as posted, with buffers to move to the worker rather than copy. */
  prepare?: (job: J) => { job: J; transfer: Transferable[] };
}

interface Task<J, R> {
  id: number;
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

interface Slot<J, R> {
  worker: Worker;
  ready: boolean;
  task: Task<J, R> | undefined;
  timer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export class WorkerPool<J, R> {
  private readonly slots = new Set<Slot<J, R>>();
  private readonly queue: Task<J, R>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions<J>) {}

  /** Runs a job in a worker; rejects with the options' errors when it cannot be done. */
  run(job: J): Promise<R> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts workers up to `keepWarm` and resolves once they are ready for jobs (or could not
   * start: the first job then tries again, and fails as it would have).
   */
  async warm(): Promise<void> {
    const target = Math.min(this.options.keepWarm ?? 0, this.options.size);
    while (!this.closed && this.slots.size < target) this.start();
    const starting = [...this.slots].filter((slot) => !slot.ready);
    await Promise.all(
      starting.map(
        (slot) =>
          new Promise<void>((resolve) => {
            const settle = (): void => {
              slot.worker.off('message', settle);
              slot.worker.off('exit', settle);
              resolve();
            };
            slot.worker.on('message', settle);
            slot.worker.on('exit', settle);
          }),
      ),
    );
  }

  /** Workers started and ready for a job now. */
  get readyWorkers(): number {
    return [...this.slots].filter((slot) => slot.ready).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the server is shutting down'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = [...this.slots].find((slot) => slot.ready && slot.task === undefined);
      if (idle) {
        const task = this.queue.shift();
        if (task) this.assign(idle, task);
        continue;
      }
      if (this.slots.size < this.options.size) {
        this.start();
        continue;
      }
      return;
    }
  }

  private start(): void {
    const slot: Slot<J, R> = {
      worker: startWorker(this.options.entry, {
        resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
      }),
      ready: false,
      task: undefined,
      timer: undefined,
      idleTimer: undefined,
    };
    this.slots.add(slot);
    slot.worker.unref();
    slot.worker.on('message', (message: WorkerMessage<R>) => this.onMessage(slot, message));
    slot.worker.on('error', (error: Error) => this.onCrash(slot, error));
    slot.worker.on('exit', (code) =>
      this.onCrash(slot, new Error(`worker exited with code ${code}`)),
    );
  }

  private assign(slot: Slot<J, R>, task: Task<J, R>): void {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.timer = setTimeout(() => {
      this.fail(slot, this.options.timedOut(task.job));
    }, this.options.timeoutMs);
    const { job, transfer } = this.options.prepare?.(task.job) ?? { job: task.job, transfer: [] };
    const request: WorkerRequest<J> = { id: task.id, job };
    slot.worker.postMessage(request, transfer);
  }

  private onMessage(slot: Slot<J, R>, message: WorkerMessage<R>): void {
    if (message.type === 'ready') {
      slot.ready = true;
      this.dispatch();
      this.idleIfUnused(slot);
      return;
    }
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    if (message.type === 'done') task.resolve(message.value);
    else if (message.type === 'refused') task.reject(this.options.refused(task.job, message.error));
    else {
      this.options.log?.warn({ error: message.error }, 'a worker job failed');
      task.reject(this.options.failed(task.job));
    }
    this.dispatch();
    this.idleIfUnused(slot);
  }

  private onCrash(slot: Slot<J, R>, error: Error): void {
    if (!this.slots.has(slot)) return;
    const task = slot.task;
    if (task) {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) this.options.log?.warn({ err: error }, 'a worker failed');
      this.fail(slot, this.options.crashed(task.job, outOfMemory));
      return;
    }
    if (!slot.ready) {
      // The worker could not even start: every waiting job fails rather than waiting for ever.
      this.options.log?.error({ err: error }, 'a worker could not start');
      this.slots.delete(slot);
      for (const waiting of this.queue.splice(0)) waiting.reject(error);
      return;
    }
    void this.retire(slot);
  }

  /** Ends a slot's job with `error` and replaces its worker. */
  private fail(slot: Slot<J, R>, error: Error): void {
    const task = slot.task;
    slot.task = undefined;
    void this.retire(slot);
    task?.reject(error);
    this.dispatch();
  }

  private idleIfUnused(slot: Slot<J, R>): void {
    if (slot.task !== undefined) return;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      // The workers kept warm stay: an idle one stops only while more than those are started.
      if (slot.task === undefined && this.slots.size > (this.options.keepWarm ?? 0)) {
        void this.retire(slot);
      }
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async retire(slot: Slot<J, R>): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    // A terminating worker may still report; nothing listens for it any more.
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }
}
