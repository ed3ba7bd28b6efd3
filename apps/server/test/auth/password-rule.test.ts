import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { adminClient, SERVICE_KEY } from '../admin/helpers';
import {
  openSharedDatabase,
  signUpUser,
  startServer,
  uniqueEmail,
  type Database,
  type TestServer,
} from '../helpers/server';

/**
 * The password rule is configurable as in Supabase Auth (`GOTRUE_PASSWORD_MIN_LENGTH`,
 * `GOTRUE_PASSWORD_REQUIRED_CHARACTERS`); a refused password answers GoTrue's 422
 * `weak_password` with its reasons and messages (supabase/auth internal/api/password.go
 * `checkPasswordStrength`, errors.go `handleResponseErrorWeakPassword`). The product's default
 * rule is tested in auth.test.ts.
 */

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
// `\:` puts a colon in the last group (GoTrue's escape).
const SYMBOLS = '!@#$%^&*()_+-=\\:';

// The servers below, each with its own rule, share one database.
let shared: Database;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ shared, close: closeDatabase } = await openSharedDatabase());
});
afterAll(() => closeDatabase());

async function refusal(server: TestServer, password: string) {
  const { data, error } = await server.client().auth.signUp({ email: uniqueEmail(), password });
  expect(data.session).toBeNull();
  return {
    name: error?.name,
    status: error?.status,
    code: error?.code,
    message: error?.message,
    reasons: (error as unknown as { reasons?: string[] } | null)?.reasons,
  };
}

async function runtimeRule(server: TestServer): Promise<unknown> {
  const script = await (await fetch(`${server.url}/config.js`)).text();
  const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as {
    passwordRule?: unknown;
  };
  return config.passwordRule;
}

describe('a stricter rule: 12 characters, lower and upper case, a digit and a symbol', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {
        AUTH_PASSWORD_MIN_LENGTH: '12',
        AUTH_PASSWORD_REQUIRED_CHARACTERS: `${LOWER}:${UPPER}:${DIGITS}:${SYMBOLS}`,
        AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
      },
      shared,
    );
  });
  afterAll(() => server.close());

  const characters =
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=:.';

  it.each([
    ['too short', 'Short-Aa1', ['length'], 'Password should be at least 12 characters.'],
    ['without upper case', 'long-password-1', ['characters'], characters],
    ['without a symbol', 'LongPassword12', ['characters'], characters],
    [
      'short and without a digit',
      'Aa-',
      ['length', 'characters'],
      `Password should be at least 12 characters. ${characters}`,
    ],
  ])('refuses a password %s with weak_password', async (_case, password, reasons, message) => {
    expect(await refusal(server, password)).toEqual({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message,
      reasons,
    });
  });

  it('accepts a password meeting every group, the escaped colon being one of the symbols', async () => {
    const { data, error } = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: 'Wellbore:Casing7' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('holds a password change and the operator to the same rule', async () => {
    const { client } = await signUpUser(server, uniqueEmail(), 'Wellbore:Casing7');
    const changed = await client.auth.updateUser({ password: 'wellbore-casing' });
    expect(changed.error?.code).toBe('weak_password');
    expect((changed.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
    const created = await adminClient(server).auth.admin.createUser({
      email: uniqueEmail(),
      password: 'Short1!a',
    });
    expect(created.error?.status).toBe(422);
    expect(created.error?.code).toBe('weak_password');
    expect(created.error?.message).toBe('Password should be at least 12 characters.');
  });

  it('hands the rule to the web app in /config.js', async () => {
    expect(await runtimeRule(server)).toEqual({
      minLength: 12,
      requiredCharacters: [LOWER, UPPER, DIGITS, '!@#$%^&*()_+-=:'],
    });
  });
});

describe("Supabase Auth's defaults: 6 characters, nothing required, no common-password check", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {
        AUTH_PASSWORD_MIN_LENGTH: '6',
        AUTH_PASSWORD_REQUIRED_CHARACTERS: '',
        AUTH_PASSWORD_REJECT_COMMON: 'false',
      },
      shared,
    );
  });
  afterAll(() => server.close());

  it('accepts six letters, and a common password', async () => {
    for (const password of ['qzxwvy', 'password1']) {
      const { data, error } = await server.client().auth.signUp({ email: uniqueEmail(), password });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
    }
  });

  it('refuses five characters with the length reason only', async () => {
    expect(await refusal(server, 'ab12x')).toEqual({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('hands the web app a rule without required characters', async () => {
    expect(await runtimeRule(server)).toEqual({ minLength: 6, requiredCharacters: [] });
  });
});

describe('the default rule', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, shared);
  });
  afterAll(() => server.close());

  it('is 8 characters with a letter and a digit, in /config.js too', async () => {
    expect(await runtimeRule(server)).toEqual({
      minLength: 8,
      requiredCharacters: [LOWER + UPPER, DIGITS],
    });
  });
});

describe('configuration', () => {
  it.each(['5', '73', 'eight'])('refuses AUTH_PASSWORD_MIN_LENGTH=%s', (value) => {
    expect(() => loadConfig({ AUTH_PASSWORD_MIN_LENGTH: value })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_PASSWORD_MIN_LENGTH: value })).toThrow(
      /AUTH_PASSWORD_MIN_LENGTH/,
    );
  });
});
