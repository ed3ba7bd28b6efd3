import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/server';
import {
  codeIn,
  fragmentOf,
  linkIn,
  startMailServer,
  TEST_SITE_URL,
  type MailTestServer,
} from '../helpers/mail';
import { adminClient, auditOf, call, SERVICE_KEY } from './helpers';

/**
 * Invitations: GoTrue's `POST /invite` (supabase-js `auth.admin.inviteUserByEmail`) and
 * `generate_link` of type `invite`, through the genuine client, with the mail read from the
 * embedded SMTP capture server. Codes and messages are GoTrue's (supabase/auth
 * internal/api/invite.go, mail.go `validateEmail`, verify.go `signupVerify`).
 */

let server: MailTestServer;
const CHOSEN_PASSWORD = 'Mud-pump-42-liner';

beforeAll(async () => {
  server = await startMailServer({
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
    AUTH_AUTOCONFIRM: 'false',
    AUTH_REDIRECT_URLS: 'http://localhost:3000/**',
  });
});
afterAll(() => server.close());

describe('POST /auth/v1/invite', () => {
  it('creates the account, mails a link that confirms it and signs it in, and records the operator', async () => {
    const email = uniqueEmail('invited');
    const before = server.capture.list(email).length;
    const { data, error } = await adminClient(server).auth.admin.inviteUserByEmail(
      email.toUpperCase(),
      { data: { full_name: 'Ivy Invited' }, redirectTo: 'http://localhost:3000/welcome' },
    );
    const mail = await server.capture.next(email, { after: before });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ivy Invited' });
    const userId = data.user?.id ?? '';
    const [row] = await server.db.query<{ invited_at: Date | null }>(
      'SELECT invited_at FROM users WHERE id = $1',
      [userId],
    );
    expect(row?.invited_at).toBeInstanceOf(Date);
    expect(await auditOf(server, userId)).toEqual([
      expect.objectContaining({ action: 'user.invited', detail: { email } }),
    ]);

    expect(mail.subject).toBe('You are invited to PetroSage');
    expect(mail.text).toContain('invited to create an account on PetroSage');
    expect(mail.html).toContain('Accept the invitation');
    const link = linkIn(mail);
    expect(link.startsWith(`${TEST_SITE_URL}/auth/v1/verify?`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000/welcome');

    const followed = await server.follow(link);
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith('http://localhost:3000/welcome#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('invite');

    const client = server.client();
    const { data: session, error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect(session.user?.id).toBe(userId);
    expect(session.user?.email_confirmed_at).toBeTruthy();
    expect(session.user?.invited_at).toBe(data.user?.invited_at);

    // The invited user chooses a password, which then signs in.
    const { error: updateError } = await client.auth.updateUser({ password: CHOSEN_PASSWORD });
    expect(updateError).toBeNull();
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: CHOSEN_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(userId);
  });

  it('accepts the mailed code with verifyOtp type invite, answering a session', async () => {
    const email = uniqueEmail('invited');
    const mail = await server.nextMail(email, () =>
      adminClient(server).auth.admin.inviteUserByEmail(email),
    );
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'invite' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('invites an unconfirmed account again with a new link, and the first link no longer works', async () => {
    const email = uniqueEmail('invited');
    const admin = adminClient(server).auth.admin;
    const first = await server.nextMail(email, () => admin.inviteUserByEmail(email));
    const before = server.capture.list(email).length;
    const again = await admin.inviteUserByEmail(email);
    expect(again.error).toBeNull();
    const second = await server.capture.next(email, { after: before });
    expect(linkIn(second)).not.toBe(linkIn(first));
    const stale = await server.follow(linkIn(first));
    expect(fragmentOf(stale.headers.get('location') ?? '').get('error_code')).toBe('otp_expired');
    const fresh = await server.follow(linkIn(second));
    expect(fragmentOf(fresh.headers.get('location') ?? '').get('access_token')).toBeTruthy();
    // One account for the address.
    const rows = await server.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a confirmed address with 422 email_exists and sends nothing', async () => {
    const { email } = await signUpUserConfirmed();
    const before = server.capture.list(email).length;
    const { data, error } = await adminClient(server).auth.admin.inviteUserByEmail(email);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(error?.message).toBe('A user with this email address has already been registered');
    expect(server.capture.list(email)).toHaveLength(before);
  });

  it.each([
    ['a malformed address', 'not-an-email', 'Unable to validate email address: invalid format'],
    ['no address', '', 'An email address is required'],
  ])('refuses %s with 400 validation_failed', async (_case, email, message) => {
    const { data, error } = await adminClient(server).auth.admin.inviteUserByEmail(email);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe(message);
  });

  it('is the operator’s: 401 without a token, 403 with a user’s token or the anon key', async () => {
    const email = uniqueEmail('invited');
    const body = { email };
    const none = await call(server, '/auth/v1/invite', { method: 'POST', token: null, body });
    expect(none.status).toBe(401);
    const { accessToken } = await signUpUserConfirmed();
    const user = await call(server, '/auth/v1/invite', {
      method: 'POST',
      token: accessToken,
      body,
    });
    expect(user.status).toBe(403);
    expect(user.body.error_code ?? user.body.code).toBe('not_admin');
    const anon = await adminClient(server, server.anonKey).auth.admin.inviteUserByEmail(email);
    expect(anon.error?.status).toBe(403);
    expect(await server.db.query('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    expect(server.capture.list(email)).toEqual([]);
  });
});

describe('generate_link of type invite', () => {
  it('makes an invitation link without mailing it, which then signs the account in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await adminClient(server).auth.admin.generateLink({
      type: 'invite',
      email,
      options: { data: { company: 'Permian Ops' } },
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('invite');
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ company: 'Permian Ops' });
    expect(server.capture.list(email)).toEqual([]);
    const link = data.properties?.action_link ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const followed = await server.follow(link);
    const fragment = fragmentOf(followed.headers.get('location') ?? '');
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('refuses a confirmed address with email_exists', async () => {
    const { email } = await signUpUserConfirmed();
    const { error } = await adminClient(server).auth.admin.generateLink({ type: 'invite', email });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});

/** A confirmed account with a session (this server mails confirmations; the operator confirms). */
async function signUpUserConfirmed() {
  const email = uniqueEmail();
  const created = await adminClient(server).auth.admin.createUser({
    email,
    password: 'Casing-sh0e-77',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password: 'Casing-sh0e-77',
  });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'none'}`);
  return { email, accessToken: data.session.access_token };
}
