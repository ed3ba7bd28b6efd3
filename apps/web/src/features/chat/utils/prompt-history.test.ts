// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toPromptHistory } from './prompt-history';

describe('toPromptHistory', () => {
  it('keeps well-formed entries in order', () => {
    expect(
      toPromptHistory([
        { role: 'user', content: 'What is the bubble point?' },
        { role: 'assistant', content: 'About 2,400 psia for this oil.' },
      ]),
    ).toEqual([
      { role: 'user', content: 'What is the bubble point?' },
      { role: 'assistant', content: 'About 2,400 psia for this oil.' },
    ]);
  });

  it('omits entries without a role or content, with an unknown role, or blank content', () => {
    expect(
      toPromptHistory([
        { content: 'no role' },
        { role: 'user' },
        { role: 'system', content: 'not a chat role' },
        { role: 'assistant', content: '' },
        { role: 'assistant', content: ' \n\t ' },
        { role: 'user', content: 42 },
        { role: 'user', content: null },
        { role: 'user', content: 'kept' },
      ]),
    ).toEqual([{ role: 'user', content: 'kept' }]);
  });

  it('keeps the latest entries when there are more than the limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ role: 'user', content: `m${i}` }));
    expect(toPromptHistory(entries, 2)).toEqual([
      { role: 'user', content: 'm3' },
      { role: 'user', content: 'm4' },
    ]);
    expect(toPromptHistory(entries)).toHaveLength(5);
  });

  it('counts the limit after filtering, so blanks never crowd out real turns', () => {
    expect(
      toPromptHistory(
        [
          { role: 'user', content: 'first' },
          { role: 'assistant', content: 'second' },
          { role: 'assistant', content: '  ' },
        ],
        2,
      ),
    ).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'second' },
    ]);
  });
});
