import type { Database, Queryable } from '../../db/database';
import type { Mailer, OutgoingMail } from './mailer';

/** How long the mail log keeps a row. */
const KEPT_DAYS = 14;

export interface MailLogRow {
  id: string;
  to_address: string;
  subject: string;
  status: 'sent' | 'failed';
  error: string | null;
  created_at: Date;
}

async function insertMailLog(
  q: Queryable,
  mail: OutgoingMail,
  outcome: { status: 'sent' | 'failed'; error: string | null },
): Promise<void> {
  await q.query(
    `WITH pruned AS (
       DELETE FROM mail_log WHERE created_at < now() - make_interval(days => $5)
     )
     INSERT INTO mail_log (to_address, subject, status, error) VALUES ($1, $2, $3, $4)`,
    [
      mail.logRecipient ?? mail.to,
      mail.subject.slice(0, 500),
      outcome.status,
      outcome.error,
      KEPT_DAYS,
    ],
  );
}

/** Removes the log's rows to `address`, in the transaction that deletes its account. */
export async function forgetRecipient(q: Queryable, address: string): Promise<void> {
  await q.query('DELETE FROM mail_log WHERE lower(to_address) = lower($1)', [address]);
}

/** The newest mails first. */
export async function recentMails(q: Queryable, limit: number): Promise<MailLogRow[]> {
  return q.query<MailLogRow & Record<string, unknown>>(
    `SELECT id::text AS id, to_address, subject, status, error, created_at FROM mail_log
     ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}

/**
 * A mailer that writes each mail's recipient, subject and outcome to `mail_log` (never its
 * body: its links sign in). A log write that fails does not fail the mail.
 */
export function recordingMailer(
  mailer: Mailer,
  db: Database,
  onLogError: (error: unknown) => void,
): Mailer {
  const record = (mail: OutgoingMail, status: 'sent' | 'failed', error: string | null) =>
    insertMailLog(db, mail, { status, error }).catch(onLogError);
  return {
    get capture() {
      return mailer.capture;
    },
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        await record(mail, 'failed', error instanceof Error ? error.message.slice(0, 500) : null);
        throw error;
      }
      await record(mail, 'sent', null);
    },
    close: () => mailer.close(),
  };
}
