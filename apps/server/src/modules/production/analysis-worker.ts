import { JobRefusal, serveJobs } from '../../lib/worker-jobs';
import { refusalOf, runAnalysisJob, type AnalysisJob } from './analysis-job';

/** The analysis worker's entry (see `production-analyser.ts`): one production analysis per job. */
serveJobs((job: AnalysisJob) => {
  try {
    return runAnalysisJob(job);
  } catch (error) {
    const refusal = refusalOf(error);
    throw refusal === undefined ? error : new JobRefusal(refusal);
  }
});
