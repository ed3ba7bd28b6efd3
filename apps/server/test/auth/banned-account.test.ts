import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { adminClient, SERVICE_KEY } from '../admin/helpers';
import { codeIn, fragmentOf, linkIn, startMailServer, type MailTestServer } from '../helpers/mail';
import { signUpUser } from '../helpers/server';

/**
 * A banned account (GoTrue's `ban_duration`) gets no session on any path — password, e-mailed
 * code, magic or recovery link, PKCE exchange, refresh — and no request of a session that
 * outlived the ban is served. GoTrue's answer: 400 `user_banned` "User is banned".
 */

let server: MailTestServer;

beforeAll(async () => {
  server = await startMailServer({
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
    AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0',
  });
});
afterAll(() => server.close());

function pkceClient() {
  return createClient(server.url, server.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

async function ban(userId: string): Promise<void> {
  const { error } = await adminClient(server).auth.admin.updateUserById(userId, {
    ban_duration: '24h',
  });
  expect(error).toBeNull();
}

describe('a banned account', () => {
  it('gets no session from an e-mailed sign-in code', async () => {
    const { email, userId } = await signUpUser(server);
    await ban(userId);
    const client = server.client();
    const mail = await server.nextMail(email, async () => {
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    });
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(mail),
      type: 'email',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('user_banned');
    expect(error?.message).toBe('User is banned');
  });

  it('gets no session from a magic link or a recovery link', async () => {
    const { email, userId } = await signUpUser(server);
    await ban(userId);
    const magic = () =>
      server.nextMail(email, async () => {
        expect((await server.client().auth.signInWithOtp({ email })).error).toBeNull();
      });
    const recovery = () =>
      server.nextMail(email, async () => {
        expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
      });
    // One live link of each kind at a time: each is followed before the next is asked for.
    for (const ask of [magic, recovery]) {
      const followed = await server.follow(linkIn(await ask()));
      expect(followed.status).toBe(303);
      const fragment = fragmentOf(followed.headers.get('location') ?? '');
      expect(fragment.get('access_token')).toBeNull();
      expect(fragment.get('error_code')).toBe('user_banned');
      expect(fragment.get('error_description')).toBe('User is banned');
    }
  });

  it('cannot exchange a PKCE code, even one issued before the ban', async () => {
    const { email, userId } = await signUpUser(server);
    const client = pkceClient();
    const mail = await server.nextMail(email, async () => {
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    });
    const followed = await server.follow(linkIn(mail));
    const code = new URL(followed.headers.get('location') ?? '').searchParams.get('code');
    expect(code).toBeTruthy();
    await ban(userId);
    const { data, error } = await client.auth.exchangeCodeForSession(code ?? '');
    expect(data.session).toBeNull();
    expect(error?.code).toBe('user_banned');

    // A link followed after the ban hands over no code at all.
    const later = pkceClient();
    const second = await server.nextMail(email, async () => {
      expect((await later.auth.signInWithOtp({ email })).error).toBeNull();
    });
    const location = (await server.follow(linkIn(second))).headers.get('location') ?? '';
    expect(new URL(location).searchParams.get('code')).toBeNull();
    expect(fragmentOf(location).get('error_code')).toBe('user_banned');
  });

  it('is refused on every request of a session that outlived the ban', async () => {
    const user = await signUpUser(server);
    const chat = await fetch(`${server.url}/api/history/chats`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(chat.status).toBe(200);
    // A sign-in that committed while the operator's ban was being written: its session exists.
    await server.db.query(
      `UPDATE users SET banned_until = now() + interval '1 day' WHERE id = $1`,
      [user.userId],
    );
    const bearer = { authorization: `Bearer ${user.accessToken}` };
    const history = await fetch(`${server.url}/api/history/chats`, { headers: bearer });
    expect(history.status).toBe(401);
    const status = await fetch(`${server.url}/api/payments/subscription-status`, {
      headers: bearer,
    });
    expect(status.status).toBe(401);
    const rest = await fetch(`${server.url}/rest/v1/user_profiles?select=*`, {
      headers: { ...bearer, apikey: server.anonKey },
    });
    expect(rest.status).toBe(401);
    const me = await user.client.auth.getUser();
    expect(me.data.user).toBeNull();
    expect(me.error?.code).toBe('user_banned');
    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: user.refreshToken });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error?.code).toBe('user_banned');
    const password = await server
      .client()
      .auth.signInWithPassword({ email: user.email, password: 'drill1ng-Rig' });
    expect(password.error?.code).toBe('user_banned');
  });

  it('signs in again once the ban is lifted', async () => {
    const { email, userId } = await signUpUser(server);
    await ban(userId);
    const { error } = await adminClient(server).auth.admin.updateUserById(userId, {
      ban_duration: 'none',
    });
    expect(error).toBeNull();
    const client = server.client();
    const mail = await server.nextMail(email, async () => {
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    });
    const { data } = await client.auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(data.session?.access_token).toBeTruthy();
    const history = await fetch(`${server.url}/api/history/chats`, {
      headers: { authorization: `Bearer ${data.session?.access_token ?? ''}` },
    });
    expect(history.status).toBe(200);
  });
});
