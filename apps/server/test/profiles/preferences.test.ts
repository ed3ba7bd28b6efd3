import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

/*
 * `/api/profile/preferences`: the units calculations show first, kept with the profile
 * (`user_profiles.units`), field by default, each account's own.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function put(token: string, body: unknown): Promise<Response> {
  return api(server, token, '/profile/preferences', {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

async function read(token: string): Promise<unknown> {
  const response = await api(server, token, '/profile/preferences');
  expect(response.status).toBe(200);
  return response.json();
}

async function storedUnits(userId: string): Promise<string | undefined> {
  const [row] = await server.db.query<{ units: string }>(
    'SELECT units FROM user_profiles WHERE id = $1',
    [userId],
  );
  return row?.units;
}

describe('the units preference', () => {
  it('is field for a new account, and metric once chosen, stored with the profile', async () => {
    const { accessToken, userId } = await signUpUser(server);
    expect(await read(accessToken)).toEqual({ units: 'field' });

    const response = await put(accessToken, { units: 'metric' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ units: 'metric' });
    expect(await read(accessToken)).toEqual({ units: 'metric' });
    expect(await storedUnits(userId)).toBe('metric');

    // A change that leaves units out keeps them.
    expect((await put(accessToken, {})).status).toBe(200);
    expect(await read(accessToken)).toEqual({ units: 'metric' });
  });

  it.each([
    [{ units: 'imperial' }, 'units'],
    [{ units: null }, 'units'],
    [{ units: 'metric', theme: 'dark' }, 'theme'],
  ])('refuses %j with 422 naming the field, and keeps the stored value', async (body, field) => {
    const { accessToken, userId } = await signUpUser(server);
    const response = await put(accessToken, body);
    const { detail } = (await response.json()) as { detail: string };
    expect(response.status).toBe(422);
    expect(detail).toContain(field);
    expect(await storedUnits(userId)).toBe('field');
  });

  it('is each account’s own: one user’s choice does not change another’s', async () => {
    const first = await signUpUser(server);
    const second = await signUpUser(server);
    expect((await put(first.accessToken, { units: 'metric' })).status).toBe(200);
    expect(await read(second.accessToken)).toEqual({ units: 'field' });
    expect(await storedUnits(second.userId)).toBe('field');
    expect((await put(second.accessToken, { units: 'field' })).status).toBe(200);
    expect(await read(first.accessToken)).toEqual({ units: 'metric' });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/profile/preferences`);
    expect(response.status).toBe(401);
  });

  it('holds only field or metric in the database, whoever writes the row', async () => {
    const { userId } = await signUpUser(server);
    await expect(
      server.db.query("UPDATE user_profiles SET units = 'cubits' WHERE id = $1", [userId]),
    ).rejects.toThrow(/user_profiles_units_check/);
  });
});
