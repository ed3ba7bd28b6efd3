import * as nodeModule from 'node:module';
import type { buildApp as BuildApp } from './app';
import { loadConfig, loadDotEnv, type Config } from './config';
import { writeBackup } from './db/backup/backup';
import { startControlChannel } from './db/backup/control-channel';
import type { Database } from './db/database';
import { openMigratedDatabase } from './db/migrated-database';
import { failStaleReplies } from './modules/chat/prompt.repo';
import { INTERRUPTED_MESSAGE } from './modules/chat/reply-runner';
import { startMetricsServer } from './modules/operations/metrics-server';
import { assertPortFree, startupFailureLine } from './startup';

/** What a shutdown may take beyond its drain delay and reply grace before the process just exits. */
const SHUTDOWN_MARGIN_MS = 10_000;

// Node keeps the compiled code of the modules loaded from here on (its compile cache, in the
// system's temporary directory): later starts skip compiling them (decision 038).
nodeModule.enableCompileCache();

/**
 * Replies left "streaming" when the last process died are failed at once: the embedded database
 * belongs to this process alone (its directory is locked), so none of them is still being
 * written. With PostgreSQL, other processes may be streaming: the app's periodic sweep goes by
 * each process's heartbeat (and each reply's) instead.
 */
async function sweepInterruptedReplies(db: Database): Promise<void> {
  if (db.kind === 'pglite') {
    await failStaleReplies(db, { staleSeconds: 0, ownerSilentSeconds: 0 }, INTERRUPTED_MESSAGE);
  }
}

/**
 * Configuration, a free port, then the database (locked, migrated) while the app's modules load
 * on this thread: or one line and exit 1.
 */
async function prepare(): Promise<{ config: Config; db: Database; buildApp: typeof BuildApp }> {
  let db: Database | undefined;
  try {
    loadDotEnv();
    const config = loadConfig();
    await assertPortFree(config.host, config.port);
    const opening = openMigratedDatabase(config);
    // The embedded database opens on its own thread (decision 017): load the rest meanwhile.
    const loading = import('./app');
    loading.catch(() => undefined);
    db = await opening;
    await sweepInterruptedReplies(db);
    return { config, db, buildApp: (await loading).buildApp };
  } catch (error) {
    const line = startupFailureLine(error);
    if (line === undefined) throw error;
    await db?.close().catch(() => undefined);
    console.error(line);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const { config, db, buildApp } = await prepare();
  // The analysis workers start with the server, not with its first analysis.
  const app = await buildApp({ config, db, warmWorkers: true });

  let closeControlChannel = (): Promise<void> => Promise.resolve();
  let closeMetricsServer = (): Promise<void> => Promise.resolve();
  let closing = false;
  // Readiness fails, new connections go elsewhere, streams re-attach elsewhere, replies finish
  // (or the grace ends), then the app closes, its database last (decision 050).
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const { drainDelayMs, graceMs } = config.shutdown;
    setTimeout(() => process.exit(1), drainDelayMs + graceMs + SHUTDOWN_MARGIN_MS).unref();
    void app.operations.lifecycle
      .drain(config.shutdown)
      .then(() => closeControlChannel())
      .then(() => closeMetricsServer())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });

  if (config.metrics.port !== undefined) {
    const metricsServer = await startMetricsServer(app.operations.metrics, config.metrics.port);
    closeMetricsServer = () => metricsServer.close();
    app.log.info(
      { port: metricsServer.port },
      `metrics at http://127.0.0.1:${metricsServer.port}/metrics`,
    );
  }

  // `npm run db:backup` reaches this process through its data directory (decision 049).
  if (config.dataDir !== undefined && db.snapshot) {
    const channel = await startControlChannel(config.dataDir, () => writeBackup(db, config.backup));
    if ('unavailable' in channel) app.log.warn(channel.unavailable);
    else closeControlChannel = () => channel.close();
  }
}

await main();
