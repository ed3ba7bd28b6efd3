import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';

/**
 * A question that asks what to do — to handle, prevent or deal with something, the options —
 * gets the entry's actions in the answer, not only their heading under "The entry also covers".
 */

/** The reply's text after the title, up to the sources. */
function bodyOf(markdown: string): string {
  return (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n').trim();
}

/** The headings listed under "The entry also covers", if any. */
function alsoCovers(markdown: string): string {
  return /_The entry also covers: ([^\n]*)_/.exec(markdown)?.[1] ?? '';
}

describe('asked what to do, the answer holds the actions', () => {
  it.each([
    ['best way to handle NORM scale on pulled tubing', /^NORM/, /Practical controls/],
    [
      'A contractor is about to clean the tubing we pulled from an old waterflood producer, and the scale has NORM on it. How should the scale and the joints be handled?',
      /NORM|scale/,
      /Practical controls|What to do/,
    ],
    ['What are the options for dealing with asphaltene deposits?', /^Asphaltene/, /What to do/],
    ['how to prevent hydrates in a gathering line this winter', /hydrates/i, /After a plug/],
  ])('%s', async (question, title, actions) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect((markdown.split('\n')[0] ?? '').replace(/^### /, '')).toMatch(title);
    expect(bodyOf(markdown)).toMatch(new RegExp(`\\*\\*(?:${actions.source})`));
    expect(alsoCovers(markdown)).not.toMatch(actions);
  });
});
