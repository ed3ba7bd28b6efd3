import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '@petrosage/test-support/fixtures/totp';
import { FACTOR_FAILURES_BEFORE_LOCK } from '../../src/modules/auth/mfa.service';
import { startMailServer, type MailTestServer } from '../helpers/mail';
import { GOOD_PASSWORD, signUpUser } from '../helpers/server';
import { freshClientAddress } from '../helpers/addresses';

/**
 * Someone who holds the password guesses TOTP codes: the factor locks for their sign-ins after
 * a few wrong codes, the owner is told by mail, and the owner's own sign-in still verifies —
 * the guesser's requests never spend the owner's allowance.
 */

const PER_WINDOW = 2 * FACTOR_FAILURES_BEFORE_LOCK + 4;
let server: MailTestServer;

beforeAll(async () => {
  server = await startMailServer({
    TRUST_PROXY: '1',
    RATE_LIMIT_MFA_PER_IP: String(PER_WINDOW),
  });
});
afterAll(() => server.close());

const now = () => Date.now() / 1000;

function clientAt(ip: string) {
  return server.client({ headers: { 'x-forwarded-for': ip } });
}

describe('a TOTP factor under guessing', () => {
  it('locks for the guesser, mails the owner, and stays open to the owner', async () => {
    const owner = await signUpUser(server);
    // The owner's own address: its per-address buckets are fresh whatever else ran on this
    // database (a PostgreSQL server keeps counters across test files).
    const ownerClient = clientAt(freshClientAddress());
    expect(
      (await ownerClient.auth.signInWithPassword({ email: owner.email, password: GOOD_PASSWORD }))
        .error,
    ).toBeNull();
    const enrolled = await ownerClient.auth.mfa.enroll({ factorType: 'totp' });
    const factor = enrolled.data;
    if (!factor) throw new Error('no factor');
    const first = await ownerClient.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(first.error).toBeNull();

    const guesser = clientAt(freshClientAddress());
    expect(
      (await guesser.auth.signInWithPassword({ email: owner.email, password: GOOD_PASSWORD }))
        .error,
    ).toBeNull();
    const mail = await server.nextMail(owner.email, async () => {
      for (let attempt = 0; attempt < FACTOR_FAILURES_BEFORE_LOCK; attempt += 1) {
        const { error } = await guesser.auth.mfa.challengeAndVerify({
          factorId: factor.id,
          code: String(attempt).padStart(6, '0'),
        });
        expect([error?.status, error?.code, error?.message]).toEqual([
          422,
          'mfa_verification_failed',
          'Invalid TOTP code entered',
        ]);
      }
    });
    expect(mail.subject).toBe('Wrong two-factor codes on your PetroSage account');
    expect(mail.text).toContain(`${FACTOR_FAILURES_BEFORE_LOCK} wrong authenticator codes`);

    // Even the right code is not checked for the guesser's sign-in now.
    const right = totpCode(factor.totp.secret, now() + 30);
    const locked = await guesser.auth.mfa.challengeAndVerify({ factorId: factor.id, code: right });
    expect(locked.data).toBeNull();
    expect(locked.error?.code).toBe('mfa_verification_failed');
    expect(locked.error?.message).toMatch(/^Too many wrong codes/);
    // The guesser spends the rest of their own allowance.
    let status: number | undefined;
    for (let attempt = 0; attempt < PER_WINDOW && status !== 429; attempt += 1) {
      status = (await guesser.auth.mfa.challengeAndVerify({ factorId: factor.id, code: right }))
        .error?.status;
    }
    expect(status).toBe(429);

    const ownerAgain = clientAt(freshClientAddress());
    expect(
      (await ownerAgain.auth.signInWithPassword({ email: owner.email, password: GOOD_PASSWORD }))
        .error,
    ).toBeNull();
    const { data, error } = await ownerAgain.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: right,
    });
    expect(error).toBeNull();
    expect(decodeJwt(data?.access_token ?? '').aal).toBe('aal2');
  });
});
