import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DISPLAY_NAME_MAX_LENGTH, PROFILE_TEXT_LIMITS } from '@petrosage/contracts/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import {
  GOOD_PASSWORD,
  signUpUser,
  startServer,
  uniqueEmail,
  type TestServer,
} from '../helpers/server';

/*
 * `user_profiles` has one owner (modules/profiles) and one set of limits (the contract): the
 * database, the data API, the Profile API and the sign-up all hold the same ones.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const serverSource = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

async function storedProfile(userId: string) {
  const [row] = await server.db.query<{ display_name: string | null; company: string | null }>(
    'SELECT display_name, company FROM user_profiles WHERE id = $1',
    [userId],
  );
  return row;
}

function patchRow(userId: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/rest/v1/user_profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

function putProfile(token: string, body: unknown): Promise<Response> {
  return api(server, token, '/referrals/profile', { method: 'PUT', body: JSON.stringify(body) });
}

describe('user_profiles: one owner, one set of limits', () => {
  it('is written only by the profiles module', () => {
    const writers = sourceFiles(serverSource)
      .filter((file) => !file.includes(`${join('modules', 'profiles')}`))
      .filter((file) =>
        /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+user_profiles\b/i.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(serverSource, file));
    expect(writers).toEqual([]);
  });

  it("has the contract's limits as its column lengths", async () => {
    const columns = await server.db.query<{ column_name: string; length: number }>(
      `SELECT column_name, character_maximum_length AS length FROM information_schema.columns
       WHERE table_name = 'user_profiles' AND column_name IN ('display_name', 'company')
       ORDER BY column_name`,
    );
    expect(Object.fromEntries(columns.map((c) => [c.column_name, c.length]))).toEqual(
      PROFILE_TEXT_LIMITS,
    );
  });

  it.each(Object.entries(PROFILE_TEXT_LIMITS))(
    'the data API takes %s up to %i characters and refuses one more',
    async (column, limit) => {
      const { userId, accessToken } = await signUpUser(server);
      // Characters, not UTF-16 units: a name in astral-plane letters fits as well.
      const full = '𝔇'.repeat(limit);
      expect((await patchRow(userId, accessToken, { [column]: full })).status).toBe(204);
      const over = await patchRow(userId, accessToken, { [column]: `${full}x` });
      expect(over.status).toBe(400);
      expect(await over.json()).toMatchObject({
        code: '22001',
        message: `value too long for type character varying(${limit})`,
      });
      expect(await storedProfile(userId)).toMatchObject({ [column]: full });
    },
  );

  it.each(Object.entries(PROFILE_TEXT_LIMITS))(
    'the Profile API takes %s up to %i characters and refuses one more',
    async (column, limit) => {
      const { userId, accessToken } = await signUpUser(server);
      const full = 'p'.repeat(limit);
      expect((await putProfile(accessToken, { [column]: full })).status).toBe(200);
      const over = await putProfile(accessToken, { [column]: `${full}p` });
      expect(over.status).toBe(422);
      expect(await storedProfile(userId)).toMatchObject({ [column]: full });
    },
  );

  it('cuts a long full name at sign-up to the display name limit', async () => {
    const email = uniqueEmail();
    const fullName = `${'Dana '.repeat(DISPLAY_NAME_MAX_LENGTH)}Driller`;
    const { data, error } = await server.client().auth.signUp({
      email,
      password: GOOD_PASSWORD,
      options: { data: { full_name: `  ${fullName}` } },
    });
    expect(error).toBeNull();
    const userId = data.user?.id ?? '';
    expect(await storedProfile(userId)).toEqual({
      display_name: fullName.slice(0, DISPLAY_NAME_MAX_LENGTH),
      company: null,
    });
    // The account itself keeps the metadata as given.
    expect(data.user?.user_metadata).toEqual({ full_name: `  ${fullName}` });
  });
});
