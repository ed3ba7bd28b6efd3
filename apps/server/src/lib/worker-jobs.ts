import { parentPort } from 'node:worker_threads';
import type { WorkerMessage, WorkerRequest } from './worker-pool';

/** A job's refusal that the pool turns back into the caller's error (`refused` in the pool). */
export class JobRefusal extends Error {
  constructor(readonly data: unknown) {
    super('the job was refused');
    this.name = 'JobRefusal';
  }
}

/**
 * A worker entry's side of `WorkerPool`: runs `handler` on each job and answers with its value,
 * its refusal (a thrown {@link JobRefusal}) or the unexpected error.
 */
export function serveJobs<J, R>(handler: (job: J) => R | Promise<R>): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', ({ id, job }: WorkerRequest<J>) => {
    Promise.resolve()
      .then(() => handler(job))
      .then(
        (value) => port.postMessage({ type: 'done', id, value } satisfies WorkerMessage<R>),
        (error: unknown) => {
          const message: WorkerMessage<R> =
            error instanceof JobRefusal
              ? { type: 'refused', id, error: error.data }
              : {
                  type: 'failed',
                  id,
                  error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
                };
          port.postMessage(message);
        },
      );
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage<R>);
}
