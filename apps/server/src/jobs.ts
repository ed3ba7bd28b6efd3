import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { BackupInProgressError, writeBackup } from './db/backup/backup';
import { purgeDeleted } from './modules/chat/chat.repo';
import { failStaleReplies } from './modules/chat/prompt.repo';
import { STALE_REPLY_SECONDS } from './modules/chat/prompt.service';
import { INTERRUPTED_MESSAGE } from './modules/chat/reply-runner';
import type { Services } from './services';

const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;
const STALE_REPLY_SWEEP_MS = 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;
const UNSENT_FILE_SWEEP_MS = 60 * 60_000;

/**
 * The server's timers, started together and stopped together: expired rate-limit counters,
 * replies whose process died (swept at once, then every minute), deleted data past its retention
 * period, files uploaded but never sent, and, with `BACKUP_INTERVAL_HOURS`, backups of the
 * embedded database. Returns the stop function.
 */
export function startJobs(
  { db, limiter, files }: Pick<Services, 'db' | 'limiter' | 'files'>,
  config: Pick<Config, 'deletedDataRetentionDays' | 'backup'>,
  log: FastifyBaseLogger,
): () => void {
  const every = (ms: number, what: string, job: () => Promise<unknown>): NodeJS.Timeout => {
    const timer = setInterval(() => {
      job().catch((error: unknown) => log.warn({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
    return timer;
  };
  const sweepStaleReplies = () => failStaleReplies(db, STALE_REPLY_SECONDS, INTERRUPTED_MESSAGE);
  // A reply left "streaming" by a crash is failed as soon as the server is back.
  sweepStaleReplies().catch((error: unknown) =>
    log.warn({ err: error }, 'stale-reply sweep failed'),
  );
  const timers = [
    every(RATE_LIMIT_PRUNE_INTERVAL_MS, 'rate-limit prune', () => limiter.prune()),
    every(STALE_REPLY_SWEEP_MS, 'stale-reply sweep', sweepStaleReplies),
    every(PURGE_INTERVAL_MS, 'purge of deleted chats', () =>
      purgeDeleted(db, config.deletedDataRetentionDays),
    ),
    every(UNSENT_FILE_SWEEP_MS, 'unsent-file sweep', () => files.sweepUnsent()),
  ];
  if (config.backup.intervalHours > 0 && db.snapshot) {
    timers.push(
      every(config.backup.intervalHours * 3_600_000, 'scheduled backup', async () => {
        try {
          const backup = await writeBackup(db, config.backup);
          log.info(
            {
              file: backup.path,
              bytes: backup.bytes,
              heldMs: backup.heldMs,
              tookMs: backup.tookMs,
            },
            'backup written',
          );
        } catch (error) {
          // One asked for by hand is being written: this round is that one.
          if (!(error instanceof BackupInProgressError)) throw error;
        }
      }),
    );
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
