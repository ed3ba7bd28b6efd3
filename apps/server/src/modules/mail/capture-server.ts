import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the capture server received it over SMTP. */
export interface CapturedMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Mails kept before the oldest is dropped. */
const KEPT = 500;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) =>
    entry.value.map((address) => (address.address ?? '').toLowerCase()).filter(Boolean),
  );
}

/**
 * An SMTP server that keeps what it receives in memory: mail for local use (`SMTP_URL=capture`,
 * listed on a development page) and for tests, which read what the product really sent.
 */
export class MailCapture {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    private readonly mails: CapturedMail[],
    private readonly waiters: Set<() => void>,
  ) {}

  /** Starts listening on `host:port` (port 0: any free one). */
  static async start({ host = '127.0.0.1', port = 0 } = {}): Promise<MailCapture> {
    const mails: CapturedMail[] = [];
    const waiters = new Set<() => void>();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 5 * 1024 * 1024,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            MailCapture.keep(mails, waiters, {
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              from: addresses(parsed.from)[0] ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((error: unknown) =>
            callback(error instanceof Error ? error : new Error('bad mail')),
          );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.server.address() as AddressInfo;
    return new MailCapture(server, address.port, mails, waiters);
  }

  /** The URL a sender reaches this server at. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private static keep(mails: CapturedMail[], waiters: Set<() => void>, mail: CapturedMail): void {
    mails.push(mail);
    if (mails.length > KEPT) mails.shift();
    for (const wake of waiters) wake();
  }

  /** Every kept mail, newest first; only those to `to` when given. */
  list(to?: string): CapturedMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.mails.filter((mail) => !wanted || mail.to.includes(wanted)).reverse();
  }

  /**
   * The first mail to `to` received after `after` mails to that address were already there
   * (default: the newest), waiting for it up to `timeoutMs`.
   */
  async next(to: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.list(to);
      if (mails.length > after) return mails[mails.length - after - 1] as CapturedMail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  clear(): void {
    this.mails.length = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
