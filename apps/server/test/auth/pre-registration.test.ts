import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../helpers/server';
import { codeIn, fragmentOf, linkIn, startMailServer, type MailTestServer } from '../helpers/mail';

/**
 * Confirmation mode (`AUTH_AUTOCONFIRM=false`): a password set at sign-up before anyone proved
 * the address does not survive that proof when someone else may have set it. An attacker who
 * signs up the victim's address first never signs in to the victim's confirmed account.
 */

let server: MailTestServer;
const ATTACKER_PASSWORD = 'Attacker-pass-1';
const VICTIM_PASSWORD = 'Victim-pass-22';

beforeAll(async () => {
  server = await startMailServer({
    AUTH_AUTOCONFIRM: 'false',
    AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0',
  });
});
afterAll(() => server.close());

async function attackerSignsUp(email: string): Promise<void> {
  const { data, error } = await server.client().auth.signUp({ email, password: ATTACKER_PASSWORD });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
}

/** The attacker's attempt on the confirmed account: the session's chats, or the refusal. */
async function attackerSignsIn(email: string) {
  return server.client().auth.signInWithPassword({ email, password: ATTACKER_PASSWORD });
}

describe('pre-registration of an address in confirmation mode', () => {
  it("the victim's sign-up and link leave the attacker's password behind", async () => {
    const email = uniqueEmail('victim');
    await attackerSignsUp(email);
    const victim = server.client();
    const mail = await server.nextMail(email, async () => {
      const { data, error } = await victim.auth.signUp({ email, password: VICTIM_PASSWORD });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
    });
    const followed = await server.follow(linkIn(mail));
    const fragment = fragmentOf(followed.headers.get('location') ?? '');
    const accessToken = fragment.get('access_token') ?? '';
    expect(accessToken).not.toBe('');

    const attack = await attackerSignsIn(email);
    expect(attack.data.session).toBeNull();
    expect(attack.error?.code).toBe('invalid_credentials');

    // The owner, signed in by the link, chooses a password; it is the one that works.
    const { error } = await victim.auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect((await victim.auth.updateUser({ password: VICTIM_PASSWORD })).error).toBeNull();
    const own = await server.client().auth.signInWithPassword({ email, password: VICTIM_PASSWORD });
    expect(own.error).toBeNull();
    expect((await attackerSignsIn(email)).error?.code).toBe('invalid_credentials');
  });

  it("an e-mailed code the victim asks for confirms the address without the attacker's password", async () => {
    const email = uniqueEmail('victim');
    await attackerSignsUp(email);
    const victim = server.client();
    const mail = await server.nextMail(email, async () => {
      expect((await victim.auth.signInWithOtp({ email })).error).toBeNull();
    });
    const { data, error } = await victim.auth.verifyOtp({
      email,
      token: codeIn(mail),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const attack = await attackerSignsIn(email);
    expect(attack.data.session).toBeNull();
    expect(attack.error?.code).toBe('invalid_credentials');
  });

  it('keeps the password of one person signing up twice with it', async () => {
    const email = uniqueEmail('twice');
    const client = server.client();
    expect((await client.auth.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
    const mail = await server.nextMail(email, async () => {
      expect((await client.auth.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
    });
    const followed = await server.follow(linkIn(mail));
    expect(fragmentOf(followed.headers.get('location') ?? '').get('access_token')).toBeTruthy();
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error).toBeNull();
  });
});
