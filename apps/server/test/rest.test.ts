import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startServer, TEST_JWT_SECRET, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function profileOf(userId: string) {
  const [row] = await server.db.query<{
    display_name: string | null;
    company: string | null;
    updated_at: Date;
  }>('SELECT display_name, company, updated_at FROM user_profiles WHERE id = $1', [userId]);
  return row;
}

function rest(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      ...(init.headers as Record<string, string>),
    },
  });
}

describe('user_profiles through supabase-js', () => {
  it("update().eq('id', uid) changes the caller's row and leaves another user's row untouched", async () => {
    const alice = await signUpUser(server);
    const bob = await signUpUser(server);
    const updatedAt = '2026-01-02T03:04:05.000Z';

    const { error, status, data } = await alice.client
      .from('user_profiles')
      .update({ display_name: 'Alice Operator', updated_at: updatedAt })
      .eq('id', alice.userId);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(await profileOf(alice.userId)).toMatchObject({ display_name: 'Alice Operator' });
    expect((await profileOf(alice.userId))?.updated_at.toISOString()).toBe(updatedAt);

    // Alice aims at Bob's row: row-level security makes it a silent no-op.
    const attack = await alice.client
      .from('user_profiles')
      .update({ display_name: 'pwned' })
      .eq('id', bob.userId)
      .select();
    expect(attack.error).toBeNull();
    expect(attack.data).toEqual([]);
    expect(await profileOf(bob.userId)).toMatchObject({ display_name: null });
  });

  it('returns the representation with select(), as one object with single()', async () => {
    const { client, userId } = await signUpUser(server);
    const many = await client
      .from('user_profiles')
      .update({ company: 'Basin Energy' })
      .eq('id', userId)
      .select();
    expect(many.status).toBe(200);
    expect(many.data).toEqual([
      expect.objectContaining({ id: userId, company: 'Basin Energy', display_name: null }),
    ]);

    const one = await client
      .from('user_profiles')
      .update({ company: 'Delaware Ops' })
      .eq('id', userId)
      .select('id, company')
      .single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: userId, company: 'Delaware Ops' });
  });

  it('reads only the caller’s row', async () => {
    const alice = await signUpUser(server);
    await signUpUser(server);
    const { data, error } = await alice.client.from('user_profiles').select('id, display_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: alice.userId, display_name: null }]);
  });

  it('answers PGRST116 when single() finds no row', async () => {
    const alice = await signUpUser(server);
    const bob = await signUpUser(server);
    const { data, error, status } = await alice.client
      .from('user_profiles')
      .select('id')
      .eq('id', bob.userId)
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });

    const update = await alice.client
      .from('user_profiles')
      .update({ display_name: 'nobody' })
      .eq('id', bob.userId)
      .select()
      .single();
    expect(update.error?.code).toBe('PGRST116');
    expect(await profileOf(bob.userId)).toMatchObject({ display_name: null });
  });
});

describe('PostgREST wire details', () => {
  it('answers 204 with Content-Range for return=minimal', async () => {
    const { userId, accessToken } = await signUpUser(server);
    const response = await rest(`user_profiles?id=eq.${userId}`, accessToken, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ display_name: 'Minimal' }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-range')).toBe('0-0/*');
  });

  it('refuses anonymous callers, expired tokens and ended sessions', async () => {
    const anonymous = await rest('user_profiles', server.anonKey);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      code: '42501',
      message: 'permission denied for table user_profiles',
      details: null,
      hint: null,
      request_id: expect.any(String) as string,
    });

    const { accessToken, client } = await signUpUser(server);
    const claims = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 100, exp: now - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const stale = await rest('user_profiles', expired);
    expect(stale.status).toBe(401);
    expect(stale.headers.get('www-authenticate')).toContain('JWT expired');
    expect(await stale.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    await client.auth.signOut();
    const ended = await rest('user_profiles', accessToken);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('refuses to change the id, unknown columns and over-long values', async () => {
    const { userId, accessToken } = await signUpUser(server);
    const patch = (body: unknown) =>
      rest(`user_profiles?id=eq.${userId}`, accessToken, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const id = await patch({ id: crypto.randomUUID() });
    expect(id.status).toBe(403);
    expect(((await id.json()) as { code: string }).code).toBe('42501');
    const unknown = await patch({ salary: 1 });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).toBe('PGRST204');
    const long = await patch({ display_name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { code: string }).code).toBe('22001');
    expect(await profileOf(userId)).toMatchObject({ display_name: null });
  });

  it('knows only the user_profiles table', async () => {
    const { accessToken } = await signUpUser(server);
    const response = await rest('users', accessToken);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain(
      "Could not find the table 'users'",
    );
  });
});

describe('errors of the data API', () => {
  it('never echo a library’s message', async () => {
    const { accessToken } = await signUpUser(server);
    const answers = await Promise.all([
      // The framework refuses a URL it cannot decode.
      rest('user_profiles%E0%A4%A', accessToken),
      // A body that is not JSON.
      rest('user_profiles?id=eq.00000000-0000-0000-0000-000000000000', accessToken, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: '{"display_name": "Casey",',
      }),
    ]);
    for (const response of answers) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const text = await response.text();
      expect(text).not.toMatch(/valid url component|Unexpected|position \d|SyntaxError|FST_/i);
      expect(JSON.parse(text)).toMatchObject({ message: expect.any(String) as string });
    }
  });
});
