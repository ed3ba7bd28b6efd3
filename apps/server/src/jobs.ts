import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { BackupInProgressError, writeBackup } from './db/backup/backup';
import { purgeDeleted } from './modules/chat/chat.repo';
import { failStaleReplies, forgetDeadProcesses } from './modules/chat/prompt.repo';
import { INTERRUPTED_MESSAGE, REPLY_STALENESS } from './modules/chat/reply-runner';
import { REWARD_CHANNEL } from './modules/referrals/referrals.repo';
import type { Services } from './services';

const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;
const STALE_REPLY_SWEEP_MS = 5_000;
const DEAD_PROCESS_PRUNE_MS = 60 * 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;
const UNSENT_FILE_SWEEP_MS = 60 * 60_000;
const PROOF_MAIL_SWEEP_MS = 60_000;

/**
 * The server's timers, started together and stopped together: expired rate-limit counters,
 * replies whose process died (swept at once, then every few seconds: a process that stops
 * beating has its replies failed within seconds, a reply still for 30 s too), deleted data past
 * its retention period, files uploaded but never sent, the confirmation mails referral rewards
 * wait for, and, with `BACKUP_INTERVAL_HOURS`, backups of the embedded database. Returns the
 * stop function.
 */
export function startJobs(
  { db, limiter, files, referrals }: Pick<Services, 'db' | 'limiter' | 'files' | 'referrals'>,
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
  const sweepStaleReplies = () => failStaleReplies(db, REPLY_STALENESS, INTERRUPTED_MESSAGE);
  // A reply left "streaming" by a crash is failed as soon as the server is back.
  sweepStaleReplies().catch((error: unknown) =>
    log.warn({ err: error }, 'stale-reply sweep failed'),
  );
  // A referred account that never proved its address is asked to as soon as its first payment
  // commits (announced on REWARD_CHANNEL), and by the minute's round if that mail failed.
  const sendProofMails = () => referrals.sendProofMails();
  let stopped = false;
  let unlisten: (() => void) | undefined;
  db.listen(REWARD_CHANNEL, () => {
    sendProofMails().catch((error: unknown) =>
      log.warn({ err: error }, 'referral confirmation mail failed'),
    );
  }).then(
    (stop) => {
      if (stopped) stop();
      else unlisten = stop;
    },
    (error: unknown) => log.warn({ err: error }, 'could not listen for referral rewards'),
  );
  const timers = [
    every(RATE_LIMIT_PRUNE_INTERVAL_MS, 'rate-limit prune', () => limiter.prune()),
    every(STALE_REPLY_SWEEP_MS, 'stale-reply sweep', sweepStaleReplies),
    every(DEAD_PROCESS_PRUNE_MS, 'dead-process prune', () => forgetDeadProcesses(db)),
    every(PURGE_INTERVAL_MS, 'purge of deleted chats', () =>
      purgeDeleted(db, config.deletedDataRetentionDays),
    ),
    every(UNSENT_FILE_SWEEP_MS, 'unsent-file sweep', () => files.sweepUnsent()),
    every(PROOF_MAIL_SWEEP_MS, 'referral confirmation mails', sendProofMails),
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
    stopped = true;
    unlisten?.();
    for (const timer of timers) clearInterval(timer);
  };
}
