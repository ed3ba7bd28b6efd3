import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_RULE,
  hasRequiredCharacters,
  parseRequiredCharacters,
  passwordLength,
} from './password-rule';

describe('parseRequiredCharacters', () => {
  // The examples of Supabase Auth's own test, internal/conf/configuration_test.go
  // `TestPasswordRequiredCharactersDecode`, with its expected groups.
  it.each([
    ['a:b:c', ['a', 'b', 'c']],
    ['a\\:b:c', ['a:b', 'c']],
    ['a:b\\:c', ['a', 'b:c']],
    ['\\:a:b:c', [':a', 'b', 'c']],
    ['a:b:c\\:', ['a', 'b', 'c:']],
    ['::\\::', [':']],
    ['', []],
    [' ', [' ']],
  ])('reads %j as GoTrue does', (value, groups) => {
    expect(parseRequiredCharacters(value)).toEqual(groups);
  });
});

describe('the product rule', () => {
  it('is 8 characters with a letter and a digit', () => {
    expect(DEFAULT_PASSWORD_RULE).toEqual({
      minLength: 8,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
    });
    expect(hasRequiredCharacters('drilling1', DEFAULT_PASSWORD_RULE)).toBe(true);
    expect(hasRequiredCharacters('DRILLING1', DEFAULT_PASSWORD_RULE)).toBe(true);
    expect(hasRequiredCharacters('drilling', DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(hasRequiredCharacters('12345678', DEFAULT_PASSWORD_RULE)).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('🛢️🛢️')).toBe(4);
    expect(passwordLength('bohrloch-ä')).toBe(10);
  });

  it('requires nothing with no groups', () => {
    expect(hasRequiredCharacters('', { minLength: 6, requiredCharacters: [] })).toBe(true);
  });
});
