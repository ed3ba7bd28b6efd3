// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatChatStartDate, formatMessageTime, initialsFromEmail } from './display-format';

describe('display formats', () => {
  it('shows a message time as hours and minutes', () => {
    const date = new Date(2025, 6, 10, 9, 5);
    const text = formatMessageTime(date.toISOString());
    expect(text).toBe(date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
    expect(text).toMatch(/09.05/);
    expect(formatMessageTime('nope')).toBe('');
  });

  it('shows the start date of a chat', () => {
    const date = new Date(2025, 6, 10, 9, 5);
    expect(formatChatStartDate(date.toISOString())).toBe(
      `Started ${date.toLocaleDateString([], { month: 'short', day: 'numeric', year: 'numeric' })}`,
    );
    expect(formatChatStartDate(null)).toBeNull();
    expect(formatChatStartDate('nope')).toBeNull();
  });

  it.each([
    ['pat.engineer@example.com', 'PE'],
    ['jo_ann-smith@example.com', 'JA'],
    ['pat@example.com', 'PA'],
    ['x@example.com', 'X'],
    ['9lives@example.com', '9L'],
    ['', 'U'],
    [null, 'U'],
    ['...@example.com', 'U'],
  ])('initials of %j are %s', (email, expected) => {
    expect(initialsFromEmail(email)).toBe(expected);
  });
});
