import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, titleOf } from './entry-answers';

/**
 * Safety-critical facts inside a problem told for another reason: a safety valve that no longer
 * closes, a rental not rated for sour service, a cracked high-strength joint in a well turning
 * sour. The answer says what makes it safe, ahead of the rest where the case is about it.
 */

/** The position of `pattern` in the reply's body, or Infinity. */
function at(body: string, pattern: RegExp): number {
  const found = pattern.exec(body);
  return found ? found.index : Number.POSITIVE_INFINITY;
}

describe('the safety step the case calls for', () => {
  it.each([
    'Seawater breakthrough at 15% and barium sulfate found in the SCSSV nipple; the valve would not close on its function test last week. The scale squeeze lasted 4 months against 12 designed. What now?',
    'DHSV failed to close on the function test, barium sulfate scale in it',
  ])('a safety valve that will not close is a lost barrier, first: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    // The scale's entry, or the entry for a safety valve that fails its test (which names the
    // sulfate's chelant and NORM too) when the question is mostly the valve's.
    expect(titleOf(markdown)).toMatch(/sulfate scale|safety valve that fails its test/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/lost (?:a )?barrier/);
    expect(at(body, /lost (?:a )?barrier/)).toBeLessThan(at(body, /\*\*Likely causes\*\*/));
  });

  it.each([
    'Shooting a sour zone (3% H2S, 5,800 psi) with TCP and 800 psi underbalance through a rented choke manifold certified for standard service; the plan is to perforate on nights. Concerns?',
    'TCP perforating a sour well at night with rental surface equipment, what should worry me?',
  ])('a sour perforating job checks the sour rating first: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Perforating/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/standard service/);
    expect(at(body, /standard service/)).toBeLessThan(at(body, /\*\*Likely causes\*\*/));
  });

  it.each([
    'FYI: pulled a P-110 tubing joint with brittle cracks and no metal loss around them; the well started making a little H2S this year, about 0.2 psia partial pressure.',
    'brittle cracks with no metal loss on high-strength tubing, H2S partial pressure about 0.1 psia',
  ])('cracking in a well turned sour gets the materials rule: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/sulfide stress cracking/);
    expect(bodyOf(markdown)).toMatch(/0\.05 psia/);
  });
});

describe('immediate actions written one step per event give the step for the event told', () => {
  it.each([
    'Cemented the 5-1/2" liner: lost returns about halfway through the displacement, plug bumped at 1,900 psi, liner top at 9,100 ft. Did we get cement to the top, and what next?',
    'lost returns halfway through displacing the cement, plug bumped. what next?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Cementing problems/);
    const immediate = bodyOf(markdown).split('\n\n')[0] ?? '';
    expect(immediate).toMatch(/^\*\*Immediate actions\*\*\n1\. \*\*Returns lost while displacing/);
    expect(immediate).not.toMatch(/Gas or flow at the cellar/);
  });

  it('an event the steps do not name keeps them all', async () => {
    const { markdown } = await engine.answer(
      'cement job on the 9-5/8, gas coming up in the cellar an hour after we bumped',
    );
    const immediate = bodyOf(markdown).split('\n\n')[0] ?? '';
    expect(immediate).toMatch(/Gas or flow at the cellar/);
  });
});

describe('a decision the entry settles is not asked in the middle of an event', () => {
  it.each([
    'Bond log on the 7" production casing came back with 35-50 mV amplitude over the water zone at 8,400 ft, VDL shows some formation arrivals. The office wants a squeeze before the frac. Squeeze or not?',
    'bad CBL above the pay, squeeze or not?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Cementing problems/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Squeeze a poor bond log, or not\?\*\*/);
  });
});
