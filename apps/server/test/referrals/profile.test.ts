import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, referralInfo, signUpReferred } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function putProfile(token: string, body: unknown): Promise<Response> {
  return api(server, token, '/referrals/profile', { method: 'PUT', body: JSON.stringify(body) });
}

async function getProfile(token: string) {
  const response = await api(server, token, '/referrals/profile');
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET/PUT /referrals/profile', () => {
  it('starts with the e-mail and no name or company', async () => {
    const { accessToken, email } = await signUpUser(server);
    expect(await getProfile(accessToken)).toEqual({ email, display_name: null, company: null });
  });

  it('trims, stores empty as null, and answers the profile', async () => {
    const { accessToken, email } = await signUpUser(server);
    const saved = await putProfile(accessToken, {
      display_name: '  Pat Engineer ',
      company: '\tPermian Operating LLC  ',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      email,
      display_name: 'Pat Engineer',
      company: 'Permian Operating LLC',
    });

    const cleared = await putProfile(accessToken, { display_name: '   ', company: null });
    expect(await cleared.json()).toEqual({ email, display_name: null, company: null });
    expect(await getProfile(accessToken)).toEqual({ email, display_name: null, company: null });
  });

  it('keeps a field that is left out', async () => {
    const { accessToken, email } = await signUpUser(server);
    await putProfile(accessToken, { display_name: 'Pat', company: 'Acme' });
    const response = await putProfile(accessToken, { company: 'Basin Services' });
    expect(await response.json()).toEqual({
      email,
      display_name: 'Pat',
      company: 'Basin Services',
    });
  });

  it('is the same row as /rest/v1/user_profiles', async () => {
    const { accessToken, userId, client } = await signUpUser(server);
    await putProfile(accessToken, { display_name: 'From the dialog', company: 'Acme' });
    const { data } = await client
      .from('user_profiles')
      .select('display_name, company')
      .eq('id', userId)
      .single();
    expect(data).toEqual({ display_name: 'From the dialog', company: 'Acme' });

    const { error } = await client
      .from('user_profiles')
      .update({ display_name: 'From sign-up' })
      .eq('id', userId);
    expect(error).toBeNull();
    expect(await getProfile(accessToken)).toMatchObject({
      display_name: 'From sign-up',
      company: 'Acme',
    });
  });

  it('limits display name to 100 and company to 200 characters, after trimming', async () => {
    const { accessToken } = await signUpUser(server);
    const fits = await putProfile(accessToken, {
      display_name: ` ${'n'.repeat(100)} `,
      company: 'c'.repeat(200),
    });
    expect(fits.status).toBe(200);
    for (const body of [{ display_name: 'n'.repeat(101) }, { company: 'c'.repeat(201) }]) {
      const response = await putProfile(accessToken, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { detail: string }).detail).toMatch(
        /(display_name|company): must be at most (100|200) characters/,
      );
    }
    expect(await getProfile(accessToken)).toMatchObject({
      display_name: 'n'.repeat(100),
      company: 'c'.repeat(200),
    });
  });

  it.each([
    ['a number', { display_name: 42 }],
    ['an object', { company: { name: 'Acme' } }],
    ['the e-mail', { email: 'someone@else.example' }],
    ['an unknown field', { salary: 1 }],
    ['an array body', [1, 2]],
    ['a null body', null],
  ])('refuses %s with 422 and changes nothing', async (_, body) => {
    const { accessToken, email } = await signUpUser(server);
    await putProfile(accessToken, { display_name: 'Kept' });
    const response = await putProfile(accessToken, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail.length).toBeGreaterThan(10);
    expect(await getProfile(accessToken)).toEqual({ email, display_name: 'Kept', company: null });
  });

  it('refuses malformed JSON with a clear 4xx', async () => {
    const { accessToken } = await signUpUser(server);
    const response = await api(server, accessToken, '/referrals/profile', {
      method: 'PUT',
      body: '{"display_name": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('JSON');
  });
});

describe('privacy', () => {
  it('never shows one user the other’s profile, code or referrals', async () => {
    const first = await signUpUser(server);
    const second = await signUpUser(server);
    await putProfile(first.accessToken, { display_name: 'First', company: 'First Co' });
    const code = await generateCode(server, first.accessToken);
    await signUpReferred(server, code);

    expect(await getProfile(second.accessToken)).toEqual({
      email: second.email,
      display_name: null,
      company: null,
    });
    expect(await referralInfo(server, second.accessToken)).toEqual({
      referral_code: null,
      total_referrals: 0,
      total_rewards: 0,
      pending_rewards: 0,
      credit_available: 0,
      credit_applied: 0,
      referred_by_email: null,
    });
    // The second user's own code is a different one; their update never touches the first.
    expect(await generateCode(server, second.accessToken)).not.toBe(code);
    await putProfile(second.accessToken, { display_name: 'Second' });
    expect(await getProfile(first.accessToken)).toMatchObject({ display_name: 'First' });
  });

  it.each([
    ['GET', '/referrals/info'],
    ['GET', '/referrals/profile'],
    ['PUT', '/referrals/profile'],
    ['POST', '/referrals/generate-code'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: 'Authentication required',
      request_id: expect.any(String) as string,
    });
  });

  it('refuses a signed-out session', async () => {
    const { accessToken, client } = await signUpUser(server);
    await client.auth.signOut();
    const response = await api(server, accessToken, '/referrals/profile');
    expect(response.status).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('lists every referral route with its contract', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(document.paths['/api/referrals/validate-code']?.post).toBeDefined();
    expect(document.paths['/api/referrals/generate-code']?.post).toBeDefined();
    expect(document.paths['/api/referrals/info']?.get).toBeDefined();
    expect(document.paths['/api/referrals/profile']?.get).toBeDefined();
    const signup = document.paths['/api/referrals/signup']?.post?.requestBody?.content[
      'application/json'
    ]?.schema as { properties: object; required: string[] };
    expect(Object.keys(signup.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'referral_code', 'data']),
    );
    expect(signup.required).toEqual(['referral_code']);
    const update = document.paths['/api/referrals/profile']?.put?.requestBody?.content[
      'application/json'
    ]?.schema as { properties: object };
    expect(Object.keys(update.properties)).toEqual(['display_name', 'company']);
  });
});
