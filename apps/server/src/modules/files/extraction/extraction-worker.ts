import { JobRefusal, serveJobs } from '../../../lib/worker-jobs';
import { extract } from './read-file';
import type { ExtractionJob } from './extraction';
import { FileRejection } from '../upload/file-rejection';

/**
 * The extraction worker's entry (see `extraction-pool.ts`): reads one file per job and answers
 * with the extraction or the reason it was refused. Runs in its own thread with its own heap
 * limit, so a parser that loops or balloons on a hostile file is stopped by terminating the
 * thread, and the server never notices.
 */

/** How a refusal crosses to the server's thread. */
export interface ExtractionRefusal {
  status: FileRejection['status'];
  detail: string;
}

serveJobs(async (job: ExtractionJob) => {
  try {
    return await extract(job);
  } catch (error) {
    if (error instanceof FileRejection) {
      throw new JobRefusal({
        status: error.status,
        detail: error.detail,
      } satisfies ExtractionRefusal);
    }
    throw error;
  }
});
