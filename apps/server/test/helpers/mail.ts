import { MailCapture, type CapturedMail } from '../../src/modules/mail/capture-server';
import { startServer, type Env, type TestServer } from './server';

export type { CapturedMail } from '../../src/modules/mail/capture-server';

/** Where tests' e-mailed links say they lead: the links' own host is not this test server. */
export const TEST_SITE_URL = 'http://app.test';

export interface MailTestServer extends TestServer {
  capture: MailCapture;
  /** The next mail to `to` after the ones already there, as the capture server received it. */
  nextMail(to: string, action: () => Promise<unknown>): Promise<CapturedMail>;
  /** Follows an e-mailed link on this server (without following its redirect). */
  follow(link: string): Promise<Response>;
}

/** The real server sending its mail over SMTP to an embedded capture server. */
export async function startMailServer(overrides: Partial<Env> = {}): Promise<MailTestServer> {
  const capture = await MailCapture.start();
  const server = await startServer({
    SMTP_URL: `${capture.url}?ignoreTLS=true`,
    AUTH_SITE_URL: TEST_SITE_URL,
    RATE_LIMIT_EMAIL_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IP: '100000',
    ...overrides,
  });
  return {
    ...server,
    capture,
    async nextMail(to, action) {
      const before = capture.list(to).length;
      await action();
      return capture.next(to, { after: before });
    },
    follow(link) {
      const url = new URL(link);
      if (url.origin !== TEST_SITE_URL) throw new Error(`the link leads elsewhere: ${link}`);
      return fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' });
    },
    async close() {
      await server.close();
      await capture.close();
    },
  };
}

/** The verification link in a mail's text. */
export function linkIn(mail: CapturedMail): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  return match[0];
}

/** The 6-digit code in a mail's text. */
export function codeIn(mail: CapturedMail): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in the mail "${mail.subject}"`);
  return match[1];
}

/** The parameters of a redirect's fragment (`#access_token=…`). */
export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}
