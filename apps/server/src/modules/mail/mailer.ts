import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { MailCapture } from './capture-server';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The recipient as the mail log shows it, when not `to` (a deleted account's notice). */
  logRecipient?: string;
}

/** Sends account mail: over SMTP, or into the log when no SMTP server is configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The embedded capture server, when mail goes there (`SMTP_URL=capture`). */
  readonly capture: MailCapture | undefined;
  close(): Promise<void>;
}

class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    readonly capture: MailCapture | undefined,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
    await this.capture?.close();
  }
}

/** No SMTP: every mail is written to the log, whole, so that nothing is silently lost. */
class LogMailer implements Mailer {
  readonly capture = undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  send(mail: OutgoingMail): Promise<void> {
    this.log.warn(
      { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
      'mail: no SMTP_URL is set, so this mail was logged instead of sent',
    );
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The mailer `SMTP_URL` describes. */
export async function createMailer(
  { smtpUrl, from }: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Promise<Mailer> {
  if (smtpUrl === undefined) {
    log.info(
      'mail: no SMTP_URL is set; account mails are written to the log (README, Configuration: set up a mail provider)',
    );
    return new LogMailer(log);
  }
  if (smtpUrl === 'capture') {
    const capture = await MailCapture.start();
    log.info(
      { port: capture.port },
      'mail: captured by the embedded SMTP server; read them at /dev/mail',
    );
    return new SmtpMailer(`${capture.url}?ignoreTLS=true`, from, capture);
  }
  return new SmtpMailer(smtpUrl, from, undefined);
}

/** `mailer`, telling `onMail` how each mail went: sent, failed, or logged (no SMTP). */
export function countedMailer(
  mailer: Mailer,
  onMail: (outcome: 'sent' | 'failed' | 'logged') => void,
): Mailer {
  const delivered = mailer instanceof LogMailer ? 'logged' : 'sent';
  return {
    capture: mailer.capture,
    close: () => mailer.close(),
    async send(mail) {
      try {
        await mailer.send(mail);
        onMail(delivered);
      } catch (error) {
        onMail('failed');
        throw error;
      }
    },
  };
}
