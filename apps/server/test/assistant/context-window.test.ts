import { describe, expect, it } from 'vitest';
import {
  MESSAGE_OVERHEAD_TOKENS,
  MIN_MESSAGE_BUDGET,
  estimateTokens,
  estimateTurnTokens,
  fitToContext,
  messageBudget,
} from '../../src/modules/assistant/context/window';
import type { ChatTurn } from '../../src/modules/assistant/model/provider';

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });
/** A message estimated at exactly `tokens` tokens including the per-message overhead. */
const sized = (role: ChatTurn['role'], tokens: number, tag: string): ChatTurn => ({
  role,
  content: tag.padEnd((tokens - MESSAGE_OVERHEAD_TOKENS) * 4, '.'),
});

/** A budget leaving exactly `tokens` for the messages. */
const budgetOf = (tokens: number) => ({
  system: '',
  contextTokens: tokens + 100,
  maxOutputTokens: 100,
});

describe('estimateTokens', () => {
  it('is ceil(characters / 4)', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(4000))).toBe(1000);
  });

  it('adds the per-message overhead for a turn', () => {
    expect(estimateTurnTokens(user('abcdefgh'))).toBe(2 + MESSAGE_OVERHEAD_TOKENS);
  });
});

describe('messageBudget', () => {
  it('is the context minus the reply and the system prompt', () => {
    expect(
      messageBudget({ system: 'x'.repeat(2000), contextTokens: 16_000, maxOutputTokens: 2500 }),
    ).toBe(16_000 - 2500 - 500);
  });

  it('never drops below the floor, so the new message is always sent', () => {
    expect(
      messageBudget({ system: 'x'.repeat(80_000), contextTokens: 4000, maxOutputTokens: 2500 }),
    ).toBe(MIN_MESSAGE_BUDGET);
  });
});

describe('fitToContext', () => {
  it('keeps the whole conversation when it fits', () => {
    const history = [user('Hi'), assistant('Hello! How can I help?'), user('What is a BOE?')];
    expect(fitToContext(history, budgetOf(1000))).toEqual(history);
  });

  it('keeps the newest messages that fit and drops the oldest', () => {
    const history = [
      sized('user', 300, 'u1'),
      sized('assistant', 300, 'a1'),
      sized('user', 300, 'u2'),
      sized('assistant', 300, 'a2'),
      sized('user', 300, 'u3'),
    ];
    const window = fitToContext(history, budgetOf(900));
    expect(window.map((turn) => turn.content.slice(0, 2))).toEqual(['u2', 'a2', 'u3']);
  });

  it('uses the budget exactly: a message that just fits is kept, one token more is not', () => {
    const history = [
      sized('user', 100, 'u1'),
      sized('assistant', 100, 'a1'),
      sized('user', 100, 'u2'),
    ];
    expect(fitToContext(history, budgetOf(300))).toHaveLength(3);
    expect(fitToContext(history, budgetOf(299)).map((turn) => turn.content.slice(0, 2))).toEqual([
      'u2',
    ]);
  });

  it('never starts with an assistant message', () => {
    const history = [
      sized('user', 500, 'u1'),
      sized('assistant', 200, 'a1'),
      sized('user', 200, 'u2'),
      sized('assistant', 200, 'a2'),
      sized('user', 200, 'u3'),
    ];
    // 800 tokens would fit a1…u3; the window must not open with a1.
    const window = fitToContext(history, budgetOf(800));
    expect(window[0]?.role).toBe('user');
    expect(window.map((turn) => turn.content.slice(0, 2))).toEqual(['u2', 'a2', 'u3']);
  });

  it('stops at the first message that does not fit instead of skipping to older ones', () => {
    const history = [
      sized('user', 50, 'u1'),
      sized('assistant', 50, 'a1'),
      sized('user', 900, 'u2'),
      sized('assistant', 50, 'a2'),
      sized('user', 50, 'u3'),
    ];
    const window = fitToContext(history, budgetOf(400));
    expect(window.map((turn) => turn.content.slice(0, 2))).toEqual(['u3']);
  });

  it('counts the system prompt and the reply against the context', () => {
    const history = [
      sized('user', 100, 'u1'),
      sized('assistant', 100, 'a1'),
      sized('user', 100, 'u2'),
    ];
    const roomy = { system: 'x'.repeat(400), contextTokens: 500, maxOutputTokens: 100 };
    expect(fitToContext(history, roomy)).toHaveLength(3);
    const tight = { ...roomy, system: 'x'.repeat(404) };
    expect(fitToContext(history, tight)).toHaveLength(1);
  });

  it('ends with the last user message, dropping anything after it', () => {
    const history = [user('Question?'), assistant('Answer.'), user('Follow-up?'), assistant('')];
    expect(fitToContext(history, budgetOf(1000)).at(-1)).toEqual(user('Follow-up?'));
  });

  it('skips blank messages (a stopped reply with no text)', () => {
    const history = [user('First?'), assistant('   '), user('Second?')];
    expect(fitToContext(history, budgetOf(1000))).toEqual([user('First?'), user('Second?')]);
  });

  it('returns nothing when there is no user message', () => {
    expect(fitToContext([], budgetOf(1000))).toEqual([]);
    expect(fitToContext([assistant('Hello')], budgetOf(1000))).toEqual([]);
  });

  describe('a last message larger than the whole budget', () => {
    const head = 'Analyse this production data and tell me the decline rate.\n';
    const tail = '\nWhat is the b-factor and the EUR at 5 bbl/d?';
    const huge = head + '2024-01-01,512,1300,40\n'.repeat(5000) + tail;
    const window = fitToContext(
      [user('Earlier question'), assistant('Earlier answer'), user(huge)],
      budgetOf(2000),
    );

    it('is sent alone, within the budget', () => {
      expect(window).toHaveLength(1);
      expect(window[0]?.role).toBe('user');
      expect(estimateTurnTokens(window[0] ?? user(''))).toBeLessThanOrEqual(2000);
      expect(estimateTurnTokens(window[0] ?? user(''))).toBeGreaterThan(1900);
    });

    it('keeps its beginning and its end, and says how much was left out', () => {
      const content = window[0]?.content ?? '';
      expect(content.startsWith(head)).toBe(true);
      expect(content.endsWith(tail)).toBe(true);
      const omitted = /\[… ([\d,]+) characters of this message were left out/.exec(content);
      expect(omitted).not.toBeNull();
      const marker = /\n\n\[…[^\]]*\]\n\n/.exec(content)?.[0] ?? '';
      expect(Number(omitted?.[1]?.replace(/,/g, ''))).toBe(
        huge.length - (content.length - marker.length),
      );
    });
  });
});
