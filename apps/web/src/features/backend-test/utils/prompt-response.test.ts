// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPromptReply } from './prompt-response';

describe('readPromptReply', () => {
  it('reads `response`, or `message` when there is no `response`', () => {
    expect(readPromptReply({ response: 'Hi', message: 'ignored' })).toEqual({
      ok: true,
      reply: 'Hi',
    });
    expect(readPromptReply({ message: 'Hello' })).toEqual({ ok: true, reply: 'Hello' });
  });

  it('falls back to "No response received" for an empty reply', () => {
    expect(readPromptReply({ response: '  ' })).toEqual({
      ok: true,
      reply: 'No response received',
    });
  });

  it.each([null, 'text', 42, {}, { response: 7 }, { detail: 'nope' }])(
    'rejects %j as an invalid format',
    (body) => {
      expect(readPromptReply(body)).toEqual({
        ok: false,
        problem: 'Invalid response format from server',
      });
    },
  );
});
