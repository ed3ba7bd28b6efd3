import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Extraction, ExtractionJob } from './extraction';
import { FileRejection } from './file-rejection';
import type { WorkerRequest, WorkerResponse } from './extraction-worker';

/**
 * Runs extractions in worker threads: at most `size` at once, each bounded in time
 * (`FILE_PARSE_TIMEOUT_MS`) and in heap (`memoryMb`). A worker that overruns either is terminated
 * and replaced; only its file fails. Workers start on demand and stop after `idleMs` unused.
 */

export interface ExtractionPoolOptions {
  size: number;
  /** Longest a file may take to read, from the moment a ready worker receives it. */
  timeoutMs: number;
  /** Heap limit of each worker (V8 old generation), in MB. */
  memoryMb: number;
  idleMs: number;
  log?: FastifyBaseLogger;
}

interface Task {
  id: number;
  job: ExtractionJob;
  resolve: (extraction: Extraction) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

/** `20 s`, `1.5 s`, `30 ms` */
function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
}

const EXTENSION = extname(fileURLToPath(import.meta.url));
const WORKER_URL = new URL(`./extraction-worker${EXTENSION}`, import.meta.url);

/**
 * The URL of tsx's ESM API (`tsx/esm/api`), from its package's export map: `import.meta.resolve`
 * is not available under every loader the server runs in (tests load it through Vite).
 */
function tsxApiUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const entry = exports['./esm/api'];
  const target = typeof entry === 'object' ? entry.import?.default : undefined;
  if (target === undefined) throw new Error('tsx does not export ./esm/api for import');
  return pathToFileURL(join(dirname(manifest), target)).href;
}

/** Under tsx (source run) the worker is TypeScript: it registers tsx's loader before loading it. */
function spawn(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  if (EXTENSION !== '.ts') return new Worker(WORKER_URL, { resourceLimits });
  const tsx = tsxApiUrl();
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(bootstrap, { eval: true, execArgv: [], resourceLimits });
}

export class ExtractionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ExtractionPoolOptions) {}

  /** Reads a file; rejects with a FileRejection for a file that cannot be read. */
  run(job: ExtractionJob): Promise<Extraction> {
    if (this.closed) return Promise.reject(new Error('the extraction pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
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
    const slot: Slot = {
      worker: spawn(this.options.memoryMb),
      ready: false,
      task: undefined,
      timer: undefined,
      idleTimer: undefined,
    };
    this.slots.add(slot);
    slot.worker.unref();
    slot.worker.on('message', (message: WorkerResponse) => this.onMessage(slot, message));
    slot.worker.on('error', (error: Error) => this.onCrash(slot, error));
    slot.worker.on('exit', (code) =>
      this.onCrash(slot, new Error(`extraction worker exited with code ${code}`)),
    );
  }

  private assign(slot: Slot, task: Task): void {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.timer = setTimeout(() => {
      this.fail(
        slot,
        new FileRejection(
          422,
          `${task.job.name} could not be read: reading it took longer than ${duration(this.options.timeoutMs)}. It may be damaged or built to overload the reader.`,
        ),
      );
    }, this.options.timeoutMs);
    // A copy whose memory moves to the worker (no second copy in transit).
    const bytes = new Uint8Array(task.job.bytes);
    const request: WorkerRequest = { id: task.id, job: { ...task.job, bytes } };
    slot.worker.postMessage(request, [bytes.buffer]);
  }

  private onMessage(slot: Slot, message: WorkerResponse): void {
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
    if (message.type === 'done') task.resolve(message.extraction);
    else if (message.type === 'refused')
      task.reject(new FileRejection(message.status, message.detail));
    else {
      this.options.log?.warn(
        { file: task.job.name, kind: task.job.parseAs, error: message.error },
        'a parser failed on a file',
      );
      task.reject(new FileRejection(422, message.detail));
    }
    this.dispatch();
    this.idleIfUnused(slot);
  }

  private onCrash(slot: Slot, error: Error): void {
    if (!this.slots.has(slot)) return;
    const task = slot.task;
    if (task) {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory)
        this.options.log?.warn({ err: error, file: task.job.name }, 'extraction worker failed');
      this.fail(
        slot,
        new FileRejection(
          422,
          `${task.job.name} could not be read: ${outOfMemory ? 'it needs more memory than one file may use' : 'the reader stopped on it'}. It may be damaged or built to overload the reader.`,
        ),
      );
      return;
    }
    if (!slot.ready) {
      // The worker could not even start: every waiting file fails rather than waiting for ever.
      this.options.log?.error({ err: error }, 'extraction worker could not start');
      this.slots.delete(slot);
      for (const waiting of this.queue.splice(0)) waiting.reject(error);
      return;
    }
    void this.retire(slot);
  }

  /** Ends a slot's task with `error` and replaces its worker. */
  private fail(slot: Slot, error: FileRejection): void {
    const task = slot.task;
    slot.task = undefined;
    void this.retire(slot);
    task?.reject(error);
    this.dispatch();
  }

  private idleIfUnused(slot: Slot): void {
    if (slot.task !== undefined) return;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (slot.task === undefined) void this.retire(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async retire(slot: Slot): Promise<void> {
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
