import * as nodeModule from 'node:module';
import type { buildApp as BuildApp } from './app';
import { loadConfig, loadDotEnv, type Config } from './config';
import { writeBackup } from './db/backup/backup';
import { startControlChannel } from './db/backup/control-channel';
import type { Database } from './db/database';
import { openMigratedDatabase } from './db/migrated-database';
import { failStaleReplies } from './modules/chat/prompt.repo';
import { INTERRUPTED_MESSAGE } from './modules/chat/reply-runner';
import { assertPortFree, startupFailureLine } from './startup';

const SHUTDOWN_GRACE_MS = 10_000;

// Node keeps the compiled code of the modules loaded from here on (its compile cache, in the
// system's temporary directory): later starts skip compiling them (decision 038).
nodeModule.enableCompileCache();

/**
 * Replies left "streaming" when the last process died are failed at once: the embedded database
 * belongs to this process alone (its directory is locked), so none of them is still being
 * written. With PostgreSQL, other processes may be streaming: the app's periodic sweep goes by
 * each reply's heartbeat instead.
 */
async function sweepInterruptedReplies(db: Database): Promise<void> {
  if (db.kind === 'pglite') await failStaleReplies(db, 0, INTERRUPTED_MESSAGE);
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
  const app = await buildApp({ config, db });

  let closeControlChannel = (): Promise<void> => Promise.resolve();
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void closeControlChannel()
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

  // `npm run db:backup` reaches this process through its data directory (decision 049).
  if (config.dataDir !== undefined && db.snapshot) {
    const channel = await startControlChannel(config.dataDir, () => writeBackup(db, config.backup));
    if ('unavailable' in channel) app.log.warn(channel.unavailable);
    else closeControlChannel = () => channel.close();
  }
}

await main();
