import { describe, expect, it } from 'vitest';
import { randomId } from '../../src/lib/random-id';

describe('randomId', () => {
  it('is the prefix and 20 base-62 characters', () => {
    expect(randomId('msg')).toMatch(/^msg_[A-Za-z0-9]{20}$/);
    expect(randomId('chat')).toMatch(/^chat_[A-Za-z0-9]{20}$/);
  });

  it('never repeats, across many refills of its random pool', () => {
    const ids = Array.from({ length: 20_000 }, () => randomId('x'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 5_000; index += 1) {
      for (const character of randomId('x').slice(2)) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    // 100,000 characters over 62 symbols: about 1,613 each, a standard deviation of about 40.
    expect(counts.size).toBe(62);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1_400);
      expect(count).toBeLessThan(1_830);
    }
  });
});
