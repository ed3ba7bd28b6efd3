import { parentPort } from 'node:worker_threads';
import { extract } from './extract';
import type { Extraction, ExtractionJob } from './extraction';
import { FileRejection } from './file-rejection';

/**
 * The extraction worker's entry (see `extraction-pool.ts`): reads one file per message and
 * answers with the extraction or the reason it was refused. Runs in its own thread with its own
 * heap limit, so a parser that loops or balloons on a hostile file is stopped by terminating
 * the thread, and the server never notices.
 */

export interface WorkerRequest {
  id: number;
  job: ExtractionJob;
}

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'done'; id: number; extraction: Extraction }
  | { type: 'refused'; id: number; status: 413 | 415 | 422; detail: string }
  | { type: 'failed'; id: number; detail: string; error: string };

const port = parentPort;
if (port) {
  port.on('message', ({ id, job }: WorkerRequest) => {
    extract(job).then(
      (extraction) => port.postMessage({ type: 'done', id, extraction } satisfies WorkerResponse),
      (error: unknown) => {
        const response: WorkerResponse =
          error instanceof FileRejection
            ? { type: 'refused', id, status: error.status, detail: error.detail }
            : {
                type: 'failed',
                id,
                // A parser that throws on a file it cannot handle: the file's problem, not ours.
                detail: `${job.name} could not be read: its content is not what a ${job.parseAs.toUpperCase()} file holds, or it is damaged.`,
                error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
              };
        port.postMessage(response);
      },
    );
  });
  port.postMessage({ type: 'ready' } satisfies WorkerResponse);
}
