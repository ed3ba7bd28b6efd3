import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { startJobs } from '../jobs';
import type { Metrics } from '../lib/metrics';
import type { OpenStreams } from '../modules/chat/sse';
import { Lifecycle } from '../modules/operations/lifecycle';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `index.ts` runs the process with: its metrics and its way out (decision 050). */
    operations: { metrics: Metrics; lifecycle: Lifecycle };
  }
}

/** How long a shutdown waits for replies in progress to finish before interrupting them. */
const REPLY_SHUTDOWN_GRACE_MS = 8_000;

export interface OperationsOptions {
  config: Config;
  services: Services;
  metrics: Metrics;
  openStreams: OpenStreams;
  /** The database as the app was given it: its pool is read by the gauges. */
  database: Database;
}

/**
 * How the process runs and stops (decision 050): `app.operations` for `index.ts`, the gauges read
 * at scrape time, the background jobs, and on close the replies in progress finished (or
 * interrupted once the grace ends), then the jobs stopped and every service closed, the database
 * last.
 */
export const operations = fp<OperationsOptions>(
  (app, { config, services, metrics, openStreams, database }, done) => {
    const { runner } = services;
    const lifecycle = new Lifecycle({
      server: app.server,
      handOverStreams: () => openStreams.handOver(),
      finishReplies: (graceMs) => runner.shutdown(graceMs),
      log: app.log,
    });
    app.decorate('operations', { metrics, lifecycle });
    metrics.readFrom({
      repliesInProgress: () => runner.inProgress,
      sseStreamsOpen: () => openStreams.size,
      databasePool: () => database.poolStats?.(),
    });
    const stopJobs = startJobs(services, config, app.log);
    app.addHook('preClose', async () => {
      await runner.shutdown(REPLY_SHUTDOWN_GRACE_MS);
    });
    app.addHook('onClose', async () => {
      stopJobs();
      await services.links.settle();
      await services.mailer.close();
      await services.files.close();
      await services.production.close();
      await services.db.close();
    });
    done();
  },
  { name: 'operations' },
);
