// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INPUT_MAX_HEIGHT_PX, INPUT_MIN_HEIGHT_PX, messageBoxHeight } from './textarea-height';

describe('messageBoxHeight', () => {
  it('grows from 44 px to 120 px with the content', () => {
    expect([INPUT_MIN_HEIGHT_PX, INPUT_MAX_HEIGHT_PX]).toEqual([44, 120]);
    expect(messageBoxHeight(0)).toBe(44);
    expect(messageBoxHeight(20)).toBe(44);
    expect(messageBoxHeight(44)).toBe(44);
    expect(messageBoxHeight(68.4)).toBe(69);
    expect(messageBoxHeight(120)).toBe(120);
    expect(messageBoxHeight(500)).toBe(120);
    expect(messageBoxHeight(Number.NaN)).toBe(44);
  });
});
