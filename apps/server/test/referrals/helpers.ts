import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { RateLimiter } from '../../src/lib/rate-limit';
import { AuthService } from '../../src/modules/auth/auth.service';
import { TokenService } from '../../src/modules/auth/tokens';
import { ReferralService } from '../../src/modules/referrals/referrals.service';
import { api } from '../helpers/api';
import { GOOD_PASSWORD, TEST_JWT_SECRET, uniqueEmail, type TestServer } from '../helpers/server';

/** The service the routes use, built on the test server's database and configuration. */
export function referralServiceOf(server: TestServer): ReferralService {
  const { config, db } = server;
  const limiter = new RateLimiter(db);
  const tokens = new TokenService(
    TEST_JWT_SECRET,
    config.auth.jwtIssuer,
    config.auth.jwtExpirySeconds,
  );
  // Rewards recorded here are announced to the test server, whose own service mails the proofs.
  return new ReferralService(
    db,
    new AuthService(db, tokens, limiter, config),
    limiter,
    config,
    () => Promise.reject(new Error('the test server mails the address proofs')),
  );
}

/** Calls a product API path without a session. */
export function postAnonymous(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function generateCode(server: TestServer, token: string): Promise<string> {
  const response = await api(server, token, '/referrals/generate-code', { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { referral_code: string }).referral_code;
}

export interface ReferredUser {
  email: string;
  userId: string;
  accessToken: string;
}

/**
 * Signs a new account up through `/referrals/signup` with `code`, then signs it in. Unless
 * `proven` is false, its address counts as proven, as verifying any link or code mailed to it
 * makes it (without it a reward stays pending: `address-proof.test.ts` goes through the mail).
 */
export async function signUpReferred(
  server: TestServer,
  code: string,
  email = uniqueEmail('referred'),
  { proven = true }: { proven?: boolean } = {},
): Promise<ReferredUser> {
  const response = await postAnonymous(server, '/referrals/signup', {
    email,
    password: GOOD_PASSWORD,
    referral_code: code,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { data, error } = await server
    .client()
    .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  if (proven) {
    await server.db.query('UPDATE users SET email_proven_at = now() WHERE id = $1', [data.user.id]);
  }
  return { email, userId: data.user.id, accessToken: data.session.access_token };
}

export async function referralInfo(server: TestServer, token: string) {
  const response = await api(server, token, '/referrals/info');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    referral_code: string | null;
    total_referrals: number;
    total_rewards: number;
    pending_rewards: number;
    credit_available: number;
    credit_applied: number;
    referred_by_email: string | null;
  };
}

/** Inserts bare accounts straight into the database (no password hashing): for bulk tests. */
export async function insertBareUsers(server: TestServer, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await server.db.query(
    `INSERT INTO users (id, email, encrypted_password)
     SELECT id, 'bulk-' || id || '@example.com', 'x' FROM unnest($1::uuid[]) AS id`,
    [ids],
  );
  await server.db.query('INSERT INTO user_profiles (id) SELECT unnest($1::uuid[])', [ids]);
  return ids;
}
