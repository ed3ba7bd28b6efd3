import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startServer, uniqueEmail, type TestServer } from '../helpers/server';
import { generateCode, postAnonymous } from './helpers';
import { freshClientAddress } from '../helpers/addresses';

const LIMIT = 4;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: '1',
    RATE_LIMIT_REFERRAL_PER_IP: String(LIMIT),
  });
});
afterAll(() => server.close());

/** One validation from an address of its own (so the per-IP limit never mixes tests). */
function validate(referralCode: unknown, ip = freshClientAddress()): Promise<Response> {
  return postAnonymous(
    server,
    '/referrals/validate-code',
    { referral_code: referralCode },
    { 'x-forwarded-for': ip },
  );
}

describe('POST /referrals/validate-code', () => {
  it('needs no sign-in and names the referrer with a masked e-mail', async () => {
    const email = uniqueEmail('johnny');
    const { accessToken } = await signUpUser(server, email);
    const code = await generateCode(server, accessToken);

    const response = await validate(code);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { valid: boolean; referring_user_email: string };
    expect(body).toEqual({ valid: true, referring_user_email: 'jo***@example.com' });
    expect(body.referring_user_email).not.toContain(email.split('@')[0]);
  });

  it('accepts the code in lower case and with spaces around it', async () => {
    const { accessToken } = await signUpUser(server);
    const code = await generateCode(server, accessToken);
    const response = await validate(`  ${code.toLowerCase()} `);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { valid: boolean }).valid).toBe(true);
  });

  it('answers valid false for a well-formed code nobody holds', async () => {
    const response = await validate('ZZZZZZ');
    // ZZZZZZ could in theory have been drawn; no code of this suite is checked as unknown after.
    const taken = await server.db.query("SELECT 1 FROM referral_codes WHERE code = 'ZZZZZZ'");
    expect(taken).toEqual([]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: false, referring_user_email: null });
  });

  it.each([
    ['too short', 'ABC23'],
    ['too long', 'ABC2345'],
    ['a zero', 'ABC230'],
    ['a letter O', 'ABC23O'],
    ['a one', 'ABC231'],
    ['a letter I', 'ABC23I'],
    ['a letter L', 'ABC23L'],
    ['punctuation', 'ABC-23'],
    ['empty', ''],
  ])('refuses a malformed code (%s) with a non-OK status and a clear detail', async (_, code) => {
    const response = await validate(code);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(
      /^Invalid referral code format/,
    );
  });

  it.each([
    ['no field', {}],
    ['a number', { referral_code: 123456 }],
    ['null', { referral_code: null }],
  ])('refuses a body with %s with 422', async (_, body) => {
    const response = await postAnonymous(server, '/referrals/validate-code', body, {
      'x-forwarded-for': freshClientAddress(),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain('referral_code');
  });

  it(`answers the (${LIMIT + 1})th check from one IP with 429 and Retry-After`, async () => {
    const ip = freshClientAddress();
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      expect((await validate(attempt % 2 ? 'ZZZZZZ' : 'BAD', ip)).status).not.toBe(429);
    }
    const limited = await validate('ZZZZZZ', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      detail: 'Request rate limit reached',
      request_id: expect.any(String) as string,
    });
    // Another address is not affected.
    expect((await validate('ZZZZZZ')).status).toBe(200);
  });
});
