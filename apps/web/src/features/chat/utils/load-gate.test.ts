// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_LOAD_COOLDOWN_MS, shouldLoadMessages } from './load-gate';

describe('shouldLoadMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-07-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const idle = { isLoading: false, messageCount: 0, lastLoadStartedAt: null };

  it('loads the first time', () => {
    expect(shouldLoadMessages(idle, Date.now())).toBe(true);
  });

  it('skips while a load is running', () => {
    expect(shouldLoadMessages({ ...idle, isLoading: true }, Date.now())).toBe(false);
  });

  it('skips when messages already exist', () => {
    expect(shouldLoadMessages({ ...idle, messageCount: 1 }, Date.now())).toBe(false);
  });

  it('skips for 5000 ms after the previous load began, then allows one', () => {
    expect(MESSAGE_LOAD_COOLDOWN_MS).toBe(5000);
    const started = Date.now();
    const state = { ...idle, lastLoadStartedAt: started };
    expect(shouldLoadMessages(state, Date.now())).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(shouldLoadMessages(state, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldLoadMessages(state, Date.now())).toBe(true);
  });
});
