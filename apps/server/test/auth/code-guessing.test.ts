import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_ATTEMPTS,
  CODE_FAILURES_PER_ADDRESS,
} from '../../src/modules/auth/email-links.service';
import { codeIn, fragmentOf, linkIn, startMailServer, type MailTestServer } from '../helpers/mail';
import { signUpUser } from '../helpers/server';
import { freshClientAddress } from '../helpers/addresses';

/**
 * A 6-digit e-mailed code cannot be guessed: each sent code dies after a few wrong ones, and
 * wrong codes typed with one address are counted across codes, whatever addresses they come from.
 */

let server: MailTestServer;

beforeAll(async () => {
  server = await startMailServer({ AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0', TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** A code that is not `code`. */
function wrongCode(code: string): string {
  const other = (Number(code) + randomInt(1, 999_999)) % 1_000_000;
  return String(other).padStart(6, '0');
}

/** A recovery code typed from an address of its own, as a distributed guesser sends it. */
async function typeCode(email: string, token: string) {
  const client = server.client({
    headers: { 'x-forwarded-for': freshClientAddress() },
  });
  return client.auth.verifyOtp({ email, token, type: 'recovery' });
}

async function recoveryMail(email: string) {
  return server.nextMail(email, async () => {
    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
  });
}

describe('e-mailed codes', () => {
  it(`invalidates a code after ${CODE_ATTEMPTS} wrong ones, link included`, async () => {
    const { email } = await signUpUser(server);
    const mail = await recoveryMail(email);
    const code = codeIn(mail);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const { error } = await typeCode(email, wrongCode(code));
      expect(error?.code).toBe('otp_expired');
    }
    const { data, error } = await typeCode(email, code);
    expect(data.session).toBeNull();
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
    const followed = await server.follow(linkIn(mail));
    expect(fragmentOf(followed.headers.get('location') ?? '').get('error_code')).toBe(
      'otp_expired',
    );

    // A new code is a new count.
    const fresh = await recoveryMail(email);
    const again = await typeCode(email, codeIn(fresh));
    expect(again.error).toBeNull();
    expect(again.data.session?.user.email).toBe(email);
  });

  it('accepts the right code after fewer wrong ones', async () => {
    const { email } = await signUpUser(server);
    const code = codeIn(await recoveryMail(email));
    for (let attempt = 0; attempt < CODE_ATTEMPTS - 1; attempt += 1) {
      expect((await typeCode(email, wrongCode(code))).error?.code).toBe('otp_expired');
    }
    const { data, error } = await typeCode(email, code);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('stops checking codes for an address after too many wrong ones; its link still works', async () => {
    const { email } = await signUpUser(server);
    for (let attempt = 0; attempt < CODE_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await typeCode(email, String(attempt).padStart(6, '0'))).error?.code).toBe(
        'otp_expired',
      );
    }
    const mail = await recoveryMail(email);
    const { data, error } = await typeCode(email, codeIn(mail));
    expect(data.session).toBeNull();
    expect(error?.code).toBe('otp_expired');
    const followed = await server.follow(linkIn(mail));
    expect(fragmentOf(followed.headers.get('location') ?? '').get('access_token')).toBeTruthy();
    // Another address's codes are unaffected.
    const other = await signUpUser(server);
    const otherCode = codeIn(await recoveryMail(other.email));
    expect((await typeCode(other.email, otherCode)).error).toBeNull();
  });
});
