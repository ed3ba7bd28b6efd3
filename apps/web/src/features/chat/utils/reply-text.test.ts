// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyReplyPiece } from './reply-text';

describe('applyReplyPiece', () => {
  it('appends a piece that continues the text', () => {
    expect(applyReplyPiece('', 'Hello', '5')).toBe('Hello');
    expect(applyReplyPiece('Hello', ', world', '12')).toBe('Hello, world');
  });

  it('ignores a piece that is already shown (re-attach overlap)', () => {
    expect(applyReplyPiece('Hello, world', ', world', '12')).toBe('Hello, world');
    expect(applyReplyPiece('Hello, world', 'Hello', '5')).toBe('Hello, world');
  });

  it('takes the new tail of a piece that overlaps the end', () => {
    expect(applyReplyPiece('Hello, wo', ', world', '12')).toBe('Hello, world');
  });

  it('appends when the id is missing or unusable', () => {
    expect(applyReplyPiece('a', 'b', '')).toBe('ab');
    expect(applyReplyPiece('a', 'b', 'x7')).toBe('ab');
    expect(applyReplyPiece('a', 'bcd', '2')).toBe('abcd');
  });

  it('appends after a gap rather than losing text', () => {
    expect(applyReplyPiece('abc', 'xyz', '10')).toBe('abcxyz');
  });

  it('keeps multi-line pieces intact', () => {
    expect(applyReplyPiece('Table:', '\n| a |\n| - |', '18')).toBe('Table:\n| a |\n| - |');
  });
});
