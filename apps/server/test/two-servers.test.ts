import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startServerPair, type TestServer } from './helpers/server';
import { freshClientAddress } from './helpers/addresses';

/**
 * Two servers on one database, as behind a load balancer. With DATABASE_URL each has its own
 * connection pool; on the embedded database they share the one PGlite instance.
 */
let first: TestServer;
let second: TestServer;

let servers: Awaited<ReturnType<typeof startServerPair>>;

beforeAll(async () => {
  servers = await startServerPair({ TRUST_PROXY: '1', RATE_LIMIT_PASSWORD_PER_IP: '4' });
  ({ first, second } = servers);
});
afterAll(() => servers.close());

function refresh(server: TestServer, refreshToken: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

describe('two servers on one database', () => {
  it('rotate a refresh token once when both receive it at the same moment', async () => {
    const { refreshToken } = await signUpUser(first);
    const answers = await Promise.all([
      refresh(first, refreshToken),
      refresh(second, refreshToken),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const tokens = await Promise.all(
      answers.map(
        async (answer) => ((await answer.json()) as { refresh_token: string }).refresh_token,
      ),
    );
    expect(tokens[0]).toBe(tokens[1]);
    const [{ count }] = (await first.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM refresh_tokens t JOIN refresh_tokens p ON p.id = t.parent_id
       WHERE p.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [refreshToken],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('end a session for both when one signs it out', async () => {
    const { client, accessToken } = await signUpUser(first);
    expect((await second.client().auth.getUser(accessToken)).error).toBeNull();
    await client.auth.signOut();
    expect((await second.client().auth.getUser(accessToken)).error?.name).toBe(
      'AuthSessionMissingError',
    );
  });

  it('share one rate limit', async () => {
    const ip = freshClientAddress();
    const statuses: number[] = [];
    for (const server of [first, second, first, second, first]) {
      const { error } = await server
        .client({ headers: { 'x-forwarded-for': ip } })
        .auth.signInWithPassword({ email: 'nobody@example.com', password: 'wrong-pass-1' });
      statuses.push(error?.status ?? 0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});
