// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from './typed-emitter';

type Events = { ping: { n: number }; other: string };

describe('createEmitter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('delivers payloads to the listeners of that event only, until they unsubscribe', () => {
    const emitter = createEmitter<Events>();
    const pings: number[] = [];
    const others: string[] = [];
    const off = emitter.on('ping', ({ n }) => pings.push(n));
    emitter.on('other', (text) => others.push(text));

    emitter.emit('ping', { n: 1 });
    emitter.emit('other', 'x');
    off();
    emitter.emit('ping', { n: 2 });

    expect(pings).toEqual([1]);
    expect(others).toEqual(['x']);
    expect(emitter.listenerCount('ping')).toBe(0);
    expect(emitter.listenerCount('other')).toBe(1);
  });

  it('keeps notifying the others when one listener throws, and logs the failure', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const emitter = createEmitter<Events>();
    const seen: number[] = [];
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    emitter.on('ping', ({ n }) => seen.push(n));

    emitter.emit('ping', { n: 3 });

    expect(seen).toEqual([3]);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe itself while the event is delivered', () => {
    const emitter = createEmitter<Events>();
    const seen: string[] = [];
    const off = emitter.on('other', (text) => {
      seen.push(`a:${text}`);
      off();
    });
    emitter.on('other', (text) => seen.push(`b:${text}`));

    emitter.emit('other', '1');
    emitter.emit('other', '2');

    expect(seen).toEqual(['a:1', 'b:1', 'b:2']);
  });
});
