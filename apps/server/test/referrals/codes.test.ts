import {
  REFERRAL_CODE_ALPHABET,
  isReferralCodeFormat,
  normaliseReferralCode,
} from '@petrosage/contracts/referrals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/modules/referrals/referrals.repo';
import { generateReferralCode, maskEmail } from '../../src/modules/referrals/referral-code';
import { api } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { generateCode, insertBareUsers, referralInfo, referralServiceOf } from './helpers';

const LOOK_ALIKES = ['0', 'O', '1', 'I', 'L'];

describe('referral code generation', () => {
  it('uses 31 characters: A–Z and 2–9 without 0, O, 1, I or L', () => {
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(31);
    for (const character of LOOK_ALIKES) expect(REFERRAL_CODE_ALPHABET).not.toContain(character);
    expect(REFERRAL_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('draws 6 upper-case characters from the alphabet, every character in use', () => {
    const seen = new Map<string, number>();
    const draws = 20_000;
    for (let index = 0; index < draws; index += 1) {
      const code = generateReferralCode();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      expect(isReferralCodeFormat(code)).toBe(true);
      for (const character of code) seen.set(character, (seen.get(character) ?? 0) + 1);
    }
    expect([...seen.keys()].sort().join('')).toBe([...REFERRAL_CODE_ALPHABET].sort().join(''));
    // Uniform: each character's share stays near 1/31 of 120,000 characters (≈ 3,871).
    const expected = (draws * 6) / 31;
    for (const count of seen.values()) {
      expect(count).toBeGreaterThan(expected * 0.85);
      expect(count).toBeLessThan(expected * 1.15);
    }
  });

  it('recognises the format only after trimming and upper-casing', () => {
    expect(normaliseReferralCode('  ab3def ')).toBe('AB3DEF');
    expect(isReferralCodeFormat('AB3DEF')).toBe(true);
    for (const bad of ['AB3DE', 'AB3DEFG', 'AB3DE0', 'AB3DEO', 'AB3DE1', 'AB3DEI', 'AB3DEL']) {
      expect(isReferralCodeFormat(bad), bad).toBe(false);
    }
    expect(isReferralCodeFormat('ab3def')).toBe(false);
  });
});

describe('masking', () => {
  it.each([
    ['john@acme.com', 'jo***@acme.com'],
    ['jo@acme.com', 'j***@acme.com'],
    ['j@acme.com', 'j***@acme.com'],
    ['pat.engineer@field.example.co', 'pa***@field.example.co'],
    ['élodie@acme.fr', 'él***@acme.fr'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('POST /referrals/generate-code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('creates a code on the first call and answers the same code afterwards', async () => {
    const { accessToken, userId } = await signUpUser(server);
    expect((await referralInfo(server, accessToken)).referral_code).toBeNull();
    const first = await generateCode(server, accessToken);
    expect(isReferralCodeFormat(first)).toBe(true);
    expect(await generateCode(server, accessToken)).toBe(first);
    expect((await referralInfo(server, accessToken)).referral_code).toBe(first);
    const rows = await server.db.query('SELECT code FROM referral_codes WHERE user_id = $1', [
      userId,
    ]);
    expect(rows).toEqual([{ code: first }]);
  });

  it('gives one code to concurrent first calls', async () => {
    const { accessToken, userId } = await signUpUser(server);
    const codes = await Promise.all(
      Array.from({ length: 8 }, () => generateCode(server, accessToken)),
    );
    expect(new Set(codes).size).toBe(1);
    const rows = await server.db.query('SELECT code FROM referral_codes WHERE user_id = $1', [
      userId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('gives 500 users 500 different well-formed codes', async () => {
    const referrals = referralServiceOf(server);
    const ids = await insertBareUsers(server, 500);
    const codes: string[] = [];
    for (const id of ids) codes.push(await referrals.generateCode(id));
    expect(new Set(codes).size).toBe(500);
    for (const code of codes) {
      expect(isReferralCodeFormat(code)).toBe(true);
      for (const character of LOOK_ALIKES) expect(code).not.toContain(character);
    }
  });

  it('never hands out a code another user holds: the unique key refuses it', async () => {
    const [holder, other] = await insertBareUsers(server, 2);
    if (holder === undefined || other === undefined) throw new Error('no users');
    const referrals = referralServiceOf(server);
    const held = await referrals.generateCode(holder);
    expect(await repo.insertCode(server.db, other, held)).toBeUndefined();
    expect(await repo.findCodeOfUser(server.db, other)).toBeUndefined();
    const own = await referrals.generateCode(other);
    expect(own).not.toBe(held);
    // And the database itself refuses a malformed code.
    await expect(
      server.db.query('UPDATE referral_codes SET code = $1 WHERE user_id = $2', ['ABCDE0', other]),
    ).rejects.toThrow();
  });

  it('needs a signed-in user', async () => {
    const anonymous = await fetch(`${server.url}/api/referrals/generate-code`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      detail: 'Authentication required',
      request_id: expect.any(String) as string,
    });
    const bad = await api(server, 'not.a.token', '/referrals/generate-code', { method: 'POST' });
    expect(bad.status).toBe(401);
  });
});
